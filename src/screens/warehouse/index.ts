/** Warehouse of cars (spec 3): this area's screens (manifest.ts lists them), loaded on demand through src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { CarDetailPage } from './car-detail-page';
import { CarEditPage } from './car-edit-page';
import { CarOutPage } from './car-out-page';
import { DocSystemScreen } from './doc-system-screen';
import { CAR_DETAIL_PATH, CAR_EDIT_PATH, OUT_CAR_PATH } from './paths';
import { StockScreen } from './stock-screen';
import { TransferScreen } from './transfer-screen';

export const screens: AreaScreens = {
  /** detail and edit pages, by path */
  pages: {
    [CAR_EDIT_PATH]: CarEditPage,
    [CAR_DETAIL_PATH]: CarDetailPage,
    [OUT_CAR_PATH]: CarOutPage,
  },
  /** menu screens that replace the generic resource list, by menu code */
  menus: {
    'warehouse-stock': StockScreen,
    'warehouse-allot': TransferScreen,
    'warehouse-settings': DocSystemScreen,
  },
};
