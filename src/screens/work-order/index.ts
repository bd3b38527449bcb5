/** After-sales work orders and parts (spec 3): this area's screens (manifest.ts lists them), loaded on demand through src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { STOCK_TRANSFER_FORM_PATH } from './paths';
import { StockTransferFormPage } from './stock-transfer-form-page';
import { StockTransferListScreen } from './stock-transfer-list-screen';
import { WorkOrderListScreen } from './work-order-list-screen';
import { WorkOrderReportScreen } from './work-order-report-screen';
import { AccessoryBacklogScreen, AccessoryOriginShareScreen } from './accessory-dash-screens';

export const screens: AreaScreens = {
  pages: { [STOCK_TRANSFER_FORM_PATH]: StockTransferFormPage },
  /** menu screens that replace the generic resource list, by menu code */
  menus: {
    'work-order': WorkOrderListScreen,
    'accessory-stock-transfer': StockTransferListScreen,
    'work-order-report': WorkOrderReportScreen,
    'accessory-origin-share': AccessoryOriginShareScreen,
    'accessory-backlog': AccessoryBacklogScreen,
  },
};
