/** Car orders, invoices and their statistics (spec 3): this area's screens, registered in src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { OrderListScreen } from './order-list-screen';
import { OrderDetailPage } from './order-detail-page';
import { OrderFormPage } from './order-form-page';
import { NeedCarPage, SupplyCarPage } from './supply-car-page';
import { TicketInfoPage } from './ticket-info-page';
import { DeliveryStatisticsScreen, OrderStatisticsScreen } from './order-statistics-screen';

export const screens: AreaScreens = {
  /** detail and edit pages, by path */
  pages: [
    { path: '/orders/details', component: OrderDetailPage, title: { zh: '订单详情', en: 'Order' } },
    { path: '/orders/add', component: OrderFormPage, title: { zh: '新增订单', en: 'New order' } },
    { path: '/orders/edit', component: OrderFormPage, title: { zh: '编辑订单', en: 'Edit order' } },
    { path: '/orders/supplyCar', component: SupplyCarPage, title: { zh: '配车锁车', en: 'Assign a car' } },
    { path: '/orders/needCar', component: NeedCarPage, title: { zh: '待配车订单', en: 'Orders waiting' } },
    { path: '/orders/ticketInfo', component: TicketInfoPage, title: { zh: '发票信息', en: 'Invoices' } },
    { path: '/orders/fixTicketInfo', component: TicketInfoPage, title: { zh: '录入发票', en: 'Enter invoices' } },
  ],
  /** menu screens that replace the generic resource list, by menu code */
  menus: {
    'car-order': OrderListScreen,
    'order-statistics': OrderStatisticsScreen,
    'delivery-statistics': DeliveryStatisticsScreen,
  },
};
