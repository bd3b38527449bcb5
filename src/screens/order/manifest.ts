/** The car order area's pages and hand-written menu screens, as the shell routes them before the area's code is loaded. */
import type { AreaManifest } from '../../shell/screens';

export const manifest: AreaManifest = {
  area: 'order',
  pages: [
    { path: '/orders/details', title: { zh: '订单详情', en: 'Order' } },
    { path: '/orders/add', title: { zh: '新增订单', en: 'New order' } },
    { path: '/orders/edit', title: { zh: '编辑订单', en: 'Edit order' } },
    { path: '/orders/supplyCar', title: { zh: '配车锁车', en: 'Assign a car' } },
    { path: '/orders/needCar', title: { zh: '待配车订单', en: 'Orders waiting' } },
    { path: '/orders/ticketInfo', title: { zh: '发票信息', en: 'Invoices' } },
    { path: '/orders/fixTicketInfo', title: { zh: '录入发票', en: 'Enter invoices' } },
  ],
  menus: ['car-order', 'order-statistics', 'delivery-statistics'],
};
