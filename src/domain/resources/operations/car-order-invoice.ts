/**
 * Invoices of order cars (crm-warehouse/ahCarOrderInvoiceInfo): one live invoice per order car,
 * written by the order's invoice page (carOrder/saveOrUpdateOrderInvoice) or by the invoice import.
 */
import { defineResource, f } from '../types';
import { vIdCard, vVin } from '../../validators';

export const INVOICE_SOURCE_OPTIONS = [
  { value: 1, zh: '手工录入', en: 'Entered' },
  { value: 2, zh: '表格导入', en: 'Imported' },
] as const;

export const carOrderInvoiceResource = defineResource({
  key: 'carOrderInvoice',
  service: 'crm-warehouse',
  base: 'ahCarOrderInvoiceInfo',
  table: 'ah_car_order_invoice_info',
  title: { zh: '发票管理', en: 'Invoices' },
  menu: 'car-order-invoice',
  buttonPrefix: 'car_order_invoice',
  paging: 'current',
  scope: 'store',
  fields: {
    ahCarOrderId: f.id({ zh: '订单', en: 'Order' }, { search: 'eq', readonly: true }),
    ahCarOrderCarId: f.id({ zh: '订单车辆', en: 'Order car' }, { search: 'eq', readonly: true }),
    orderNo: f.string({ zh: '订单编号', en: 'Order no.' }, { max: 32, list: 170, search: 'like', readonly: true }),
    vin: f.string({ zh: '车架号', en: 'VIN' }, { required: true, max: 32, list: 190, search: 'like', rule: vVin }),
    invoiceCode: f.string({ zh: '发票代码', en: 'Invoice code' }, { max: 20, list: 120 }),
    invoiceNo: f.string({ zh: '发票号码', en: 'Invoice no.' }, { required: true, max: 20, list: 120, search: 'like' }),
    invoiceDate: f.date({ zh: '开票日期', en: 'Invoice date' }, { required: true, list: 110, search: 'range', sortable: true }),
    invoiceAmount: f.money({ zh: '价税合计', en: 'Amount incl. tax' }, { required: true, list: 130 }),
    taxAmount: f.money({ zh: '税额', en: 'Tax' }, { list: 110 }),
    buyerName: f.string({ zh: '购买方名称', en: 'Buyer' }, { required: true, max: 100, list: 140, search: 'like' }),
    buyerIdNo: f.string({ zh: '购买方证件号', en: 'Buyer ID no.' }, { max: 18, rule: vIdCard }),
    source: f.int({ zh: '来源', en: 'Source' }, { list: 90, search: 'eq', readonly: true, options: INVOICE_SOURCE_OPTIONS }),
  },
  ops: { page: 'page', export: 'export' },
  defaultSort: ['invoiceDate', 'desc'],
});
