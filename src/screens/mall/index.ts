/** 商城管理 (spec 3): this area's screens (manifest.ts lists them), loaded on demand through src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { CarGoodsScreen } from './car-goods-screen';
import { CarShowScreen } from './car-show-screen';

export const screens: AreaScreens = {
  pages: {},
  menus: { 'car-goods': CarGoodsScreen, 'car-show': CarShowScreen },
};
