/** Deliveries of order cars (crm-warehouse/ahCarOrderDeliver): one row per car handed to its customer. */
import { defineResource, f } from '../types';

export const carOrderDeliverResource = defineResource({
  key: 'carOrderDeliver',
  service: 'crm-warehouse',
  base: 'ahCarOrderDeliver',
  table: 'ah_car_order_deliver',
  title: { zh: '交车记录', en: 'Deliveries' },
  buttonPrefix: 'delivery_statistics',
  paging: 'current',
  scope: 'store',
  fields: {
    ahCarOrderId: f.id({ zh: '订单', en: 'Order' }, { search: 'eq', readonly: true }),
    ahCarOrderCarId: f.id({ zh: '订单车辆', en: 'Order car' }, { readonly: true }),
    ahWarehouseCarId: f.id({ zh: '库存车辆', en: 'Stock car' }, { readonly: true }),
    orderNo: f.string({ zh: '订单编号', en: 'Order no.' }, { max: 32, list: 170, search: 'like', readonly: true }),
    vin: f.string({ zh: '车架号', en: 'VIN' }, { max: 17, list: 190, search: 'like', readonly: true }),
    customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { max: 50, list: 100, readonly: true }),
    salesUserId: f.id({ zh: '销售顾问', en: 'Salesman' }, { search: 'eq', readonly: true }),
    salesName: f.string({ zh: '销售顾问', en: 'Salesman' }, { max: 50, list: 100, readonly: true }),
    carSeriesId: f.id({ zh: '车系', en: 'Series' }, { search: 'eq', readonly: true }),
    seriesName: f.string({ zh: '车系', en: 'Series' }, { max: 50, list: 110, readonly: true }),
    carModelId: f.id({ zh: '车型', en: 'Model' }, { readonly: true }),
    modelName: f.string({ zh: '车型', en: 'Model' }, { max: 100, list: 200, readonly: true }),
    deliverAmount: f.money({ zh: '成交价', en: 'Sale price' }, { list: 120, readonly: true }),
    deliverTime: f.datetime({ zh: '交车时间', en: 'Delivered at' }, { list: 160, search: 'range', sortable: true, readonly: true }),
  },
  ops: {},
  defaultSort: ['deliverTime', 'desc'],
});
