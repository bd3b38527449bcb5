/** 客户服务 (spec 3): this area's screens (manifest.ts lists them), loaded on demand through src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { HomeStoreListScreen } from './home-store-list-screen';

export const screens: AreaScreens = {
  pages: {},
  menus: { 'home-store': HomeStoreListScreen },
};
