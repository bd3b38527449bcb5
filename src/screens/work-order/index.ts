/** After-sales work orders (spec 3): this area's screens (manifest.ts lists them), loaded on demand through src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { WorkOrderListScreen } from './work-order-list-screen';

export const screens: AreaScreens = {
  pages: {},
  /** menu screens that replace the generic resource list, by menu code */
  menus: {
    'work-order': WorkOrderListScreen,
  },
};
