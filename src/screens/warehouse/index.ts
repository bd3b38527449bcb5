/** Warehouse of cars (spec 3): this area's screens, registered in src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';

export const screens: AreaScreens = {
  /** detail and edit pages, by path */
  pages: [],
  /** menu screens that replace the generic resource list, by menu code */
  menus: {},
};
