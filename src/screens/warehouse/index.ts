/** Warehouse of cars (spec 3): this area's screens, registered in src/screens/registry.ts. */
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
  pages: [
    { path: CAR_EDIT_PATH, component: CarEditPage, title: { zh: '车辆信息', en: 'Stock car' }, noCache: true },
    { path: CAR_DETAIL_PATH, component: CarDetailPage, title: { zh: '车辆详情', en: 'Car details' }, noCache: true },
    { path: OUT_CAR_PATH, component: CarOutPage, title: { zh: '车辆出库', en: 'Outbound' }, noCache: true },
  ],
  /** menu screens that replace the generic resource list, by menu code */
  menus: {
    'warehouse-stock': StockScreen,
    'warehouse-allot': TransferScreen,
    'warehouse-settings': DocSystemScreen,
  },
};
