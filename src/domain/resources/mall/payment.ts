/**
 * 支付管理 (crm-pay, spec 3 section 7 "Payments"): every trade and refund the payment provider made
 * (交易流水, transactionRecordPage), the daily settlement per store reconciled against the orders
 * (结算记录, settlementPage) and the invoices members ask for on their orders (开票管理).
 * Decisions in docs/payments.md.
 */
import { defineResource, f, type Option } from '../types';
import { PAY_CHANNEL_OPTIONS } from './mall-order';

export const TRADE_TYPE = { pay: 1, refund: 2 } as const;
export const TRADE_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '支付', en: 'Payment' },
  { value: 2, zh: '退款', en: 'Refund' },
];

export const RECONCILE = { matched: 1, mismatch: 2 } as const;
export const RECONCILE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '一致', en: 'Matched' },
  { value: 2, zh: '不一致', en: 'Mismatch' },
];

export const INVOICE_STATUS = { requested: 0, issued: 1 } as const;
export const INVOICE_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, zh: '待开票', en: 'Requested' },
  { value: 1, zh: '已开票', en: 'Issued' },
];

export const INVOICE_TITLE_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '个人', en: 'Person' },
  { value: 2, zh: '企业', en: 'Company' },
];

export const tradeResource = defineResource({
  key: 'ahPayTradeOrder',
  service: 'crm-pay',
  base: 'ahPayTradeOrder',
  table: 'ah_pay_trade_order',
  title: { zh: '交易流水', en: 'Transactions' },
  menu: 'payment-transaction',
  buttonPrefix: 'payment_transaction',
  labelField: 'tradeNo',
  paging: 'current',
  pageMethod: 'POST',
  scope: 'store',
  fields: {
    tradeNo: f.string({ zh: '交易流水号', en: 'Trade no.' }, { max: 64, list: 200, search: 'eq', readonly: true }),
    tradeType: f.int({ zh: '交易类型', en: 'Kind' }, { list: 80, search: 'eq', readonly: true, options: TRADE_TYPE_OPTIONS }),
    outTradeNo: f.string({ zh: '商户单号', en: 'Merchant no.' }, { max: 32, list: 170, search: 'eq', readonly: true }),
    orderId: f.id({ zh: '订单', en: 'Order' }, { search: 'eq', readonly: true, form: false }),
    orderNo: f.string({ zh: '订单编号', en: 'Order no.' }, { max: 32, list: 170, search: 'eq', readonly: true }),
    amount: f.money({ zh: '金额', en: 'Amount' }, { list: 100, readonly: true, sortable: true }),
    fee: f.money({ zh: '手续费', en: 'Fee' }, { list: 80, readonly: true }),
    channel: f.string({ zh: '支付渠道', en: 'Channel' }, { max: 16, list: 90, search: 'eq', readonly: true, options: PAY_CHANNEL_OPTIONS }),
    tradeTime: f.datetime({ zh: '交易时间', en: 'At' }, { list: 160, search: 'range', readonly: true, sortable: true }),
  },
  ops: { page: 'transactionRecordPage', detail: 'detail' },
  defaultSort: ['tradeTime', 'desc'],
});

export const settlementResource = defineResource({
  key: 'ahPaySettlement',
  service: 'crm-pay',
  base: 'ahPayTradeOrder',
  table: 'ah_pay_settlement',
  title: { zh: '结算记录', en: 'Settlements' },
  menu: 'payment-settlement',
  buttonPrefix: 'payment_settlement',
  labelField: 'settleDate',
  paging: 'current',
  pageMethod: 'POST',
  scope: 'store',
  fields: {
    settleDate: f.date({ zh: '结算日期', en: 'Day' }, { list: 110, search: 'range', readonly: true, sortable: true }),
    tradeCount: f.int({ zh: '交易笔数', en: 'Trades' }, { list: 80, readonly: true }),
    tradeAmount: f.money({ zh: '交易金额', en: 'Paid' }, { list: 110, readonly: true }),
    refundAmount: f.money({ zh: '退款金额', en: 'Refunded' }, { list: 100, readonly: true }),
    feeAmount: f.money({ zh: '手续费', en: 'Fees' }, { list: 90, readonly: true }),
    netAmount: f.money({ zh: '结算金额', en: 'Net' }, { list: 110, readonly: true }),
    orderNetAmount: f.money({ zh: '订单应收', en: 'Orders’ net' }, { list: 110, readonly: true }),
    diffAmount: f.money({ zh: '差额', en: 'Difference' }, { list: 90, readonly: true }),
    reconcileStatus: f.int({ zh: '对账结果', en: 'Reconciled' }, { list: 90, search: 'eq', readonly: true, options: RECONCILE_OPTIONS }),
    reconcileNote: f.string({ zh: '对账说明', en: 'Note' }, { max: 500, list: 260, readonly: true }),
    settleTime: f.datetime({ zh: '对账时间', en: 'Reconciled at' }, { list: 160, readonly: true }),
  },
  ops: { page: 'settlementPage' },
  actions: [
    {
      name: 'resettle',
      label: { zh: '重新对账', en: 'Reconcile again' },
      path: 'settle',
      permission: 'payment_settlement_reconcile',
      key: 's',
      custom: true,
    },
  ],
  defaultSort: ['settleDate', 'desc'],
});

export const invoiceResource = defineResource({
  key: 'ahPayInvoice',
  service: 'crm-pay',
  base: 'ahPayInvoice',
  table: 'ah_pay_invoice',
  title: { zh: '开票管理', en: 'Invoicing' },
  menu: 'payment-invoice',
  buttonPrefix: 'payment_invoice',
  labelField: 'orderNo',
  paging: 'current',
  scope: 'store',
  fields: {
    orderNo: f.string({ zh: '订单编号', en: 'Order no.' }, { required: true, max: 32, list: 170, search: 'eq' }),
    orderId: f.id({ zh: '订单', en: 'Order' }, { readonly: true, form: false }),
    titleType: f.int({ zh: '抬头类型', en: 'Title kind' }, { required: true, list: 80, form: 'select', options: INVOICE_TITLE_TYPE_OPTIONS, default: 1 }),
    invoiceTitle: f.string({ zh: '发票抬头', en: 'Title' }, { required: true, max: 100, list: 180, search: 'like' }),
    taxNo: f.string({ zh: '税号', en: 'Tax no.' }, { max: 20, list: 170 }),
    email: f.string({ zh: '接收邮箱', en: 'Email' }, { max: 100 }),
    invoiceAmount: f.money({ zh: '开票金额', en: 'Amount' }, { list: 100, readonly: true }),
    invoiceStatus: f.int({ zh: '开票状态', en: 'State' }, { list: 80, search: 'eq', readonly: true, form: false, default: 0, options: INVOICE_STATUS_OPTIONS }),
    invoiceNo: f.string({ zh: '发票号码', en: 'Invoice no.' }, { max: 20, list: 120, readonly: true }),
    issueTime: f.datetime({ zh: '开票时间', en: 'Issued at' }, { list: 160, readonly: true }),
  },
  ops: { page: 'page', detail: 'detail', create: 'save', export: 'export' },
  actions: [
    {
      name: 'ISSUE',
      label: { zh: '开票', en: 'Issue' },
      path: 'issue',
      permission: 'payment_invoice_invoice',
      key: 'i',
      custom: true,
      applies: (row) => Number(row.invoiceStatus) === INVOICE_STATUS.requested,
      input: { invoiceNo: f.string({ zh: '发票号码', en: 'Invoice no.' }, { required: true, max: 20 }) },
    },
  ],
  defaultSort: ['createTime', 'desc'],
});

export const PAYMENT_RESOURCES = [tradeResource, settlementResource, invoiceResource] as const;
