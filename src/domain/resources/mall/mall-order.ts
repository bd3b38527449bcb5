/**
 * 商城订单, 退款管理 and 商城设置 (crm-mall, spec 3 sections 3 and 7): the members' mall orders with
 * their consumption codes and operation log, the refund requests, and the store's mall settings.
 * The order's machine is src/machines/mall-order.machine.ts; decisions in docs/mall.md.
 */
import * as v from 'valibot';
import { formatDate } from '../../format';
import { defineResource, f, type Option } from '../types';
import { MALL_ORDER_MESSAGES as M, MALL_ORDER_STATUS_OPTIONS, mallOrderOffers } from '../../../machines/mall-order.machine';

/** the counter's consumption code: spaces a scanner or a person adds are dropped */
export const vConsumeCode = () =>
  v.pipe(v.union([v.string(), v.number()], M.codeRequired.zh), v.transform((x) => String(x).replace(/\s+/g, '')), v.minLength(1, M.codeRequired.zh), v.maxLength(16, M.noCode.zh), v.regex(/^[0-9A-Za-z]+$/, M.noCode.zh));
export const vConsumeNum = () =>
  v.pipe(
    v.union([v.string(), v.number()], M.numRequired.zh),
    v.transform((x) => (typeof x === 'string' && x.trim() === '' ? NaN : Number(x))),
    v.check((n) => Number.isInteger(n) && n >= 1 && n <= 9999, '核销数量请填写1-9999之间的整数'),
  );

export const REFUND_STATUS = { waiting: 0, refunded: 1, rejected: 2 } as const;
export const REFUND_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, zh: '待审核', en: 'Waiting' },
  { value: 1, zh: '已退款', en: 'Refunded' },
  { value: 2, zh: '已拒绝', en: 'Rejected' },
];

/** what the operation log records (ahOrderOpt) */
export const ORDER_OPT_TYPE = { create: 1, pay: 2, consume: 3, refundApply: 4, refund: 5, refundReject: 6, close: 7, expire: 8 } as const;
export const ORDER_OPT_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '下单', en: 'Ordered' },
  { value: 2, zh: '支付', en: 'Paid' },
  { value: 3, zh: '核销', en: 'Redeemed' },
  { value: 4, zh: '申请退款', en: 'Refund requested' },
  { value: 5, zh: '退款', en: 'Refunded' },
  { value: 6, zh: '拒绝退款', en: 'Refund rejected' },
  { value: 7, zh: '关闭', en: 'Closed' },
  { value: 8, zh: '过期', en: 'Expired' },
];

export const PAY_CHANNEL_OPTIONS: readonly Option[] = [
  { value: 'local', zh: '本地支付', en: 'Local' },
  { value: 'wechat', zh: '微信支付', en: 'WeChat Pay' },
];

export const mallOrderResource = defineResource({
  key: 'ahOrder',
  service: 'crm-mall',
  base: 'ahOrder',
  table: 'ah_order',
  title: { zh: '商城订单', en: 'Mall orders' },
  menu: 'mall-order',
  buttonPrefix: 'mall_order',
  labelField: 'orderNo',
  paging: 'current',
  scope: 'store',
  fields: {
    orderNo: f.string({ zh: '订单编号', en: 'Order no.' }, { max: 32, list: 170, search: 'eq', readonly: true }),
    consumeCode: f.string({ zh: '消费码', en: 'Code' }, { max: 16, list: 120, search: 'eq', readonly: true }),
    memberId: f.id({ zh: '会员', en: 'Member' }, { readonly: true, form: false }),
    memberName: f.string({ zh: '会员姓名', en: 'Member' }, { max: 50, list: 100, search: 'like', readonly: true }),
    memberPhone: f.string({ zh: '会员手机号', en: 'Phone' }, { max: 11, list: 120, search: 'like', readonly: true }),
    goodsId: f.id({ zh: '商品', en: 'Goods' }, { readonly: true, form: false }),
    goodsName: f.string({ zh: '商品名称', en: 'Goods' }, { max: 50, list: 160, search: 'like', readonly: true }),
    goodsPrice: f.money({ zh: '单价', en: 'Unit price' }, { min: 0, list: 90, readonly: true }),
    quantity: f.int({ zh: '数量', en: 'Quantity' }, { min: 1, list: 60, readonly: true }),
    totalAmount: f.money({ zh: '订单金额', en: 'Order amount' }, { min: 0, list: 100, readonly: true, sortable: true }),
    couponAmount: f.money({ zh: '优惠券抵扣', en: 'Coupon' }, { min: 0, readonly: true }),
    pointsUsed: f.int({ zh: '使用积分', en: 'Points used' }, { readonly: true }),
    pointsAmount: f.money({ zh: '积分抵扣', en: 'Points' }, { min: 0, readonly: true }),
    storedValueAmount: f.money({ zh: '储值卡支付', en: 'Stored value' }, { min: 0, readonly: true }),
    payAmount: f.money({ zh: '实付金额', en: 'Paid' }, { min: 0, list: 100, readonly: true, sortable: true }),
    payChannel: f.string({ zh: '支付渠道', en: 'Channel' }, { max: 16, readonly: true, options: PAY_CHANNEL_OPTIONS }),
    tradeNo: f.string({ zh: '支付流水号', en: 'Trade no.' }, { max: 64, readonly: true }),
    payTime: f.datetime({ zh: '支付时间', en: 'Paid at' }, { list: 160, readonly: true, sortable: true }),
    orderStatus: f.int({ zh: '订单状态', en: 'State' }, { list: 90, search: 'eq', readonly: true, options: MALL_ORDER_STATUS_OPTIONS }),
    consumeTotal: f.int({ zh: '可核销次数', en: 'Uses' }, { readonly: true }),
    consumedNum: f.int({ zh: '已核销', en: 'Redeemed' }, { list: 70, readonly: true }),
    refundedNum: f.int({ zh: '已退款次数', en: 'Refunded uses' }, { readonly: true }),
    remainingNum: f.int({ zh: '剩余次数', en: 'Left' }, { list: 70, readonly: true }),
    refundedAmount: f.money({ zh: '已退金额', en: 'Refunded' }, { readonly: true }),
    codeExpireTime: f.datetime({ zh: '消费码有效期至', en: 'Code valid until' }, { readonly: true }),
    payExpireTime: f.datetime({ zh: '支付截止', en: 'Pay by' }, { readonly: true }),
    orderTime: f.datetime({ zh: '下单时间', en: 'Ordered at' }, { list: 160, search: 'range', readonly: true, sortable: true }),
    remark: f.string({ zh: '买家备注', en: 'Remark' }, { max: 255, readonly: true }),
  },
  ops: { page: 'getOrderList', detail: 'detail', export: 'export' },
  actions: [
    {
      name: 'REQUEST_REFUND',
      label: { zh: '申请退款', en: 'Request refund' },
      path: 'applyRefund',
      permission: 'mall_order_refund',
      key: 'f',
      custom: true,
      applies: (row) => mallOrderOffers(row, 'REQUEST_REFUND'),
      input: {
        refundNum: f.int({ zh: '退款次数', en: 'Uses to refund' }, { required: true, min: 1, maxValue: 9999 }),
        refundReason: f.string({ zh: '退款原因', en: 'Reason' }, { required: true, max: 200 }),
      },
    },
    {
      name: 'CLOSE',
      label: { zh: '关闭订单', en: 'Close' },
      path: 'close',
      permission: 'mall_order_close',
      confirm: { zh: '确定关闭该订单？', en: 'Close this order?' },
      custom: true,
      applies: (row) => mallOrderOffers(row, 'CLOSE'),
    },
  ],
  lookups: [
    {
      // 核销消费码 at the counter: code, Enter shows the order; the number (1 to start with), Enter redeems; then the next code
      name: 'consume',
      label: { zh: '核销消费码', en: 'Redeem a code' },
      permission: 'mall_order_consume',
      key: 'c',
      on: 'toolbar',
      code: { name: 'consumeCode', label: { zh: '消费码', en: 'Code' }, max: 20, numeric: true, placeholder: { zh: '输入或扫描消费码后按回车', en: 'Type or scan the code, then Enter' }, schema: vConsumeCode },
      lookup: 'consumeInfo',
      found: { zh: '订单', en: 'Order' },
      show: [
        { field: 'goodsName', label: { zh: '商品', en: 'Goods' } },
        { field: 'memberName', label: { zh: '会员', en: 'Member' }, text: (o) => `${String(o.memberName ?? '')} · ${String(o.memberPhone ?? '')}` },
        { field: 'orderNo', label: { zh: '订单编号', en: 'Order no.' } },
        { field: 'orderStatus', label: { zh: '订单状态', en: 'State' }, options: MALL_ORDER_STATUS_OPTIONS },
        { field: 'remainingNum', label: { zh: '剩余次数', en: 'Left' }, text: (o) => `${String(o.remainingNum)} / ${String(o.quantity)}` },
        { field: 'codeExpireTime', label: { zh: '有效期至', en: 'Valid until' }, text: (o) => (o.codeExpireTime ? formatDate(String(o.codeExpireTime)) : '--') },
        { field: 'crossStore', label: { zh: '门店', en: 'Store' }, text: (o, lang) => (o.crossStore ? (lang === 'en' ? 'Another store’s order' : '跨店核销') : '') },
      ],
      act: {
        path: 'doConsume',
        label: { zh: '确认核销', en: 'Redeem' },
        input: { consumeNum: { ...f.int({ zh: '核销数量', en: 'Uses to redeem' }, { required: true, min: 1, maxValue: 9999 }), schema: vConsumeNum, initial: '1' } },
      },
      then: 'next',
      done: (a, x, lang) => (lang === 'en' ? `Redeemed ${String(x.consumeNum)} × ${String(a.goodsName)}; ${String(a.remainingNum)} left` : `核销成功：${String(a.goodsName)} ${String(x.consumeNum)}次，剩余${String(a.remainingNum)}次`),
    },
  ],
  pages: { view: '/mallOrder/detail' },
  sections: [
    { title: { zh: '订单', en: 'Order' }, fields: ['orderNo', 'orderStatus', 'orderTime', 'memberName', 'memberPhone', 'remark'] },
    { title: { zh: '商品', en: 'Goods' }, fields: ['goodsName', 'goodsPrice', 'quantity', 'totalAmount'] },
    { title: { zh: '支付', en: 'Payment' }, fields: ['couponAmount', 'pointsUsed', 'pointsAmount', 'storedValueAmount', 'payAmount', 'payChannel', 'tradeNo', 'payTime', 'payExpireTime', 'refundedAmount'] },
    { title: { zh: '消费码', en: 'Consumption code' }, fields: ['consumeCode', 'consumeTotal', 'consumedNum', 'refundedNum', 'remainingNum', 'codeExpireTime'] },
  ],
  related: [
    { resource: 'ahOrderOpt', foreignKey: 'orderId', title: { zh: '操作记录', en: 'Operations' } },
    { resource: 'ahOrderTender', foreignKey: 'orderId', title: { zh: '支付明细', en: 'Tenders' } },
    { resource: 'ahOrderRefund', foreignKey: 'orderId', title: { zh: '退款记录', en: 'Refunds' } },
  ],
  defaultSort: ['orderTime', 'desc'],
});

/** ahOrderOpt list: every change of an order (the counter's consumption with its store), written in the change's transaction */
export const orderOptResource = defineResource({
  key: 'ahOrderOpt',
  service: 'crm-mall',
  base: 'ahOrderOpt',
  table: 'ah_order_opt',
  title: { zh: '订单操作记录', en: 'Order operations' },
  buttonPrefix: 'mall_order',
  labelField: 'orderNo',
  paging: 'current',
  // the tenant's: a consumption in another store is listed under the order it belongs to
  scope: 'tenant',
  fields: {
    orderId: f.id({ zh: '订单', en: 'Order' }, { search: 'eq', readonly: true, form: false }),
    orderNo: f.string({ zh: '订单编号', en: 'Order no.' }, { max: 32, list: 170, search: 'eq', readonly: true }),
    optType: f.int({ zh: '操作', en: 'Operation' }, { list: 90, search: 'eq', readonly: true, options: ORDER_OPT_TYPE_OPTIONS }),
    optNum: f.int({ zh: '次数', en: 'Uses' }, { list: 60, readonly: true }),
    optAmount: f.money({ zh: '金额', en: 'Amount' }, { list: 90, readonly: true }),
    optStoreId: f.id({ zh: '操作门店', en: 'Store' }, { readonly: true, form: false }),
    optStoreName: f.string({ zh: '操作门店', en: 'Store' }, { max: 50, list: 150, readonly: true }),
    crossStore: f.bool({ zh: '跨店', en: 'Other store' }, { list: 60, readonly: true }),
    operatorName: f.string({ zh: '操作人', en: 'By' }, { max: 50, list: 100, readonly: true }),
    optTime: f.datetime({ zh: '操作时间', en: 'At' }, { list: 160, readonly: true, sortable: true }),
    optContent: f.string({ zh: '说明', en: 'Note' }, { max: 255, list: 220, readonly: true }),
  },
  ops: { page: 'list' },
  defaultSort: ['optTime', 'asc'],
});

/** how part of an order was paid: the cash through the payment provider, points, a stored-value card, a coupon */
export const TENDER_TYPE = { cash: 1, points: 2, storedValue: 3, coupon: 4 } as const;
export const TENDER_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '现金支付', en: 'Cash' },
  { value: 2, zh: '积分抵扣', en: 'Points' },
  { value: 3, zh: '储值卡支付', en: 'Stored value' },
  { value: 4, zh: '优惠券抵扣', en: 'Coupon' },
];

/**
 * The share of a tender that refunding m more of n uses gives back, after r were refunded: uses are
 * consumed from the front and refunded from the back, and the first k uses carry ⌊T·k/n⌋ of the
 * tender T, so all refunds of an order together give back T at most, and never what was consumed.
 */
export function tenderShare(tender: number, n: number, r: number, m: number): number {
  if (n <= 0 || m <= 0) return 0;
  const top = n - r;
  return Math.floor((tender * top) / n) - Math.floor((tender * (top - m)) / n);
}

/** 支付明细: one row per tender of an order, with what of it was given back (written in the order's transactions) */
export const orderTenderResource = defineResource({
  key: 'ahOrderTender',
  service: 'crm-mall',
  base: 'ahOrderTender',
  table: 'ah_order_tender',
  title: { zh: '支付明细', en: 'Tenders' },
  buttonPrefix: 'mall_order',
  labelField: 'orderNo',
  paging: 'current',
  scope: 'store',
  fields: {
    orderId: f.id({ zh: '订单', en: 'Order' }, { search: 'eq', readonly: true, form: false }),
    orderNo: f.string({ zh: '订单编号', en: 'Order no.' }, { max: 32, list: 170, search: 'eq', readonly: true }),
    tenderType: f.int({ zh: '支付方式', en: 'Tender' }, { list: 100, search: 'eq', readonly: true, options: TENDER_TYPE_OPTIONS }),
    refId: f.id({ zh: '来源', en: 'Source' }, { readonly: true, form: false }),
    refNo: f.string({ zh: '账户/卡号/券码', en: 'Account, card or code' }, { max: 64, list: 160, readonly: true }),
    amount: f.money({ zh: '支付金额', en: 'Amount' }, { min: 0, list: 100, readonly: true }),
    points: f.int({ zh: '积分', en: 'Points' }, { list: 70, readonly: true, default: 0 }),
    refundedAmount: f.money({ zh: '已退金额', en: 'Given back' }, { min: 0, list: 100, readonly: true, default: 0 }),
    refundedPoints: f.int({ zh: '已退积分', en: 'Points back' }, { list: 80, readonly: true, default: 0 }),
    returned: f.bool({ zh: '已退回', en: 'Returned' }, { list: 70, readonly: true, default: 0 }),
    tenderTime: f.datetime({ zh: '支付时间', en: 'At' }, { list: 160, readonly: true, sortable: true }),
  },
  ops: { page: 'list' },
  defaultSort: ['tenderType', 'asc'],
});

const refundWaiting = (row: Readonly<Record<string, unknown>>) => Number(row.refundStatus) === REFUND_STATUS.waiting;

/** 退款管理: the refund requests of the store's orders; pass executes the refund through the payment provider */
export const refundResource = defineResource({
  key: 'ahOrderRefund',
  service: 'crm-mall',
  base: 'ahOrderRefund',
  table: 'ah_order_refund',
  title: { zh: '退款管理', en: 'Refunds' },
  menu: 'mall-refund',
  buttonPrefix: 'mall_refund',
  labelField: 'refundNo',
  paging: 'current',
  scope: 'store',
  fields: {
    refundNo: f.string({ zh: '退款单号', en: 'Refund no.' }, { max: 32, list: 170, search: 'eq', readonly: true }),
    orderId: f.id({ zh: '订单', en: 'Order' }, { search: 'eq', readonly: true, form: false }),
    orderNo: f.string({ zh: '订单编号', en: 'Order no.' }, { max: 32, list: 170, search: 'eq', readonly: true }),
    memberName: f.string({ zh: '会员姓名', en: 'Member' }, { max: 50, list: 100, search: 'like', readonly: true }),
    goodsName: f.string({ zh: '商品名称', en: 'Goods' }, { max: 50, list: 140, readonly: true }),
    refundNum: f.int({ zh: '退款次数', en: 'Uses' }, { list: 70, readonly: true }),
    refundAmount: f.money({ zh: '退款金额', en: 'Amount' }, { list: 100, readonly: true }),
    refundReason: f.string({ zh: '退款原因', en: 'Reason' }, { max: 200, list: 160, readonly: true }),
    refundStatus: f.int({ zh: '退款状态', en: 'State' }, { list: 80, search: 'eq', readonly: true, options: REFUND_STATUS_OPTIONS }),
    rejectReason: f.string({ zh: '拒绝原因', en: 'Rejection' }, { max: 200, list: 140, readonly: true }),
    refundTradeNo: f.string({ zh: '退款流水号', en: 'Refund trade no.' }, { max: 64, readonly: true }),
    applyTime: f.datetime({ zh: '申请时间', en: 'Requested at' }, { list: 160, search: 'range', readonly: true, sortable: true }),
    approveUserName: f.string({ zh: '审核人', en: 'Approved by' }, { max: 50, list: 90, readonly: true }),
    approveTime: f.datetime({ zh: '审核时间', en: 'Handled at' }, { list: 160, readonly: true }),
  },
  ops: { page: 'list', detail: 'detail', export: 'export' },
  actions: [
    {
      name: 'APPROVE_REFUND',
      label: { zh: '同意退款', en: 'Approve' },
      path: 'pass',
      permission: 'mall_refund_pass',
      key: 'p',
      confirm: { zh: '确定同意退款？款项将原路退回', en: 'Approve the refund? The money goes back the way it was paid.' },
      custom: true,
      applies: refundWaiting,
    },
    {
      name: 'REJECT_REFUND',
      label: { zh: '拒绝退款', en: 'Reject' },
      path: 'reject',
      permission: 'mall_refund_reject',
      key: 'r',
      custom: true,
      reason: { label: { zh: '拒绝原因', en: 'Reason' }, max: 200 },
      applies: refundWaiting,
    },
  ],
  pages: { view: '/mallOrder/refund/detail' },
  history: true,
  defaultSort: ['applyTime', 'desc'],
});

/** 商城设置: one row per store */
export const mallSettingResource = defineResource({
  key: 'ahMallSetting',
  service: 'crm-mall',
  base: 'ahMallSetting',
  table: 'ah_mall_setting',
  title: { zh: '商城设置', en: 'Mall settings' },
  menu: 'mall-setting',
  buttonPrefix: 'mall_setting',
  paging: 'current',
  scope: 'store',
  singleton: true,
  fields: {
    crossStoreConsume: f.bool({ zh: '允许跨店核销', en: 'Redeem codes of other stores' }, { form: 'switch', default: 0, options: [{ value: 1, zh: '允许', en: 'Allowed' }, { value: 0, zh: '不允许', en: 'Refused' }] }),
    payExpireMinutes: f.int({ zh: '未支付订单关闭(分钟)', en: 'Close unpaid orders after (minutes)' }, { required: true, min: 5, maxValue: 1440, default: 30 }),
    codeValidDays: f.int({ zh: '消费码有效期(天)', en: 'Code valid for (days)' }, { required: true, min: 1, maxValue: 3650, default: 180 }),
    refundApproveRole: f.string({ zh: '退款审核角色', en: 'Refund approval role' }, {
      required: true,
      max: 32,
      default: 'store_manager',
      form: 'select',
      options: [
        { value: 'store_manager', zh: '店长', en: 'Store manager' },
        { value: 'finance_clerk', zh: '财务', en: 'Finance' },
      ],
    }),
  },
  ops: { page: 'detail', upsert: 'saveOrUpdate' },
});

export const MALL_ORDER_RESOURCES = [mallOrderResource, orderOptResource, orderTenderResource, refundResource, mallSettingResource] as const;
