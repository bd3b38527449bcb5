/** Car orders, invoices and their statistics (spec 3): this area's screens (manifest.ts lists them), loaded on demand through src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { OrderListScreen } from './order-list-screen';
import { OrderDetailPage } from './order-detail-page';
import { OrderFormPage } from './order-form-page';
import { NeedCarPage, SupplyCarPage } from './supply-car-page';
import { TicketInfoPage } from './ticket-info-page';
import { DeliveryStatisticsScreen, OrderStatisticsScreen } from './order-statistics-screen';

export const screens: AreaScreens = {
  /** detail and edit pages, by path */
  pages: {
    '/orders/details': OrderDetailPage,
    '/orders/add': OrderFormPage,
    '/orders/edit': OrderFormPage,
    '/orders/supplyCar': SupplyCarPage,
    '/orders/needCar': NeedCarPage,
    '/orders/ticketInfo': TicketInfoPage,
    '/orders/fixTicketInfo': TicketInfoPage,
  },
  /** menu screens that replace the generic resource list, by menu code */
  menus: {
    'car-order': OrderListScreen,
    'order-statistics': OrderStatisticsScreen,
    'delivery-statistics': DeliveryStatisticsScreen,
  },
};
