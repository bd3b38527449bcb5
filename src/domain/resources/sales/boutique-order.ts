/**
 * Boutique points and orders (spec 3 "Boutique: integral pay in and out, orders, work orders, goods
 * management"; "Boutique setting: butType; initial amount"):
 * - 精品设置 / crm-anhua ahSaasParameter get|updateBoutiqueInitialAmount: the tenant's boutique initial
 *   amount, the boutique points a new mini-program user is given on registering (ledger kind 1 注册赠送);
 * - 精品订单 (ahBoutiqueOrder): a mini-program user's order of the store's boutiques, paid with money,
 *   points or both; the points part is the ledger row 3 精品兑换 with the order's number as bizNo, a
 *   refund's points the row 6 订单退回;
 * - 精品工单 (ahBoutiqueWorkOrder): the fitting job of an order line whose boutique needs fitting (a
 *   labour rate), with its state. docs/members.md says why.
 */
import { BOUTIQUE_REFUSALS, nextBoutiqueOrderState, nextBoutiqueWorkState } from '../../../machines/boutique-order.machine';
import { defineResource, f, type Option } from '../types';

export const BOUTIQUE_INITIAL_AMOUNT_MAX = 100_000;

export const boutiqueSettingResource = defineResource({
  key: 'ahSaasParameterBoutique',
  service: 'crm-anhua',
  base: 'ahSaasParameter',
  table: 'ah_saas_parameter_boutique',
  title: { zh: '精品设置', en: 'Boutique settings' },
  menu: 'boutique-setting',
  buttonPrefix: 'boutique_setting',
  paging: 'current',
  scope: 'tenant',
  singleton: true,
  fields: {
    boutiqueInitialAmount: f.int({ zh: '新用户初始精品积分', en: 'New users’ initial boutique points' }, { required: true, default: 100, maxValue: BOUTIQUE_INITIAL_AMOUNT_MAX, list: 160 }),
  },
  ops: { page: 'getBoutiqueInitialAmount', upsert: 'updateBoutiqueInitialAmount' },
});

/** points are worth money at the catalogue's rate: a boutique's points price is ten times its price in yuan */
export const BOUTIQUE_POINTS_PER_YUAN = 10;

export const BOUTIQUE_PAY_TYPE = { money: 1, integral: 2, mixed: 3 } as const;
export const BOUTIQUE_PAY_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '现金支付', en: 'Money' },
  { value: 2, zh: '积分兑换', en: 'Points' },
  { value: 3, zh: '现金+积分', en: 'Money and points' },
];
export const BOUTIQUE_ORDER_STATE = { paid: 1, fitting: 2, done: 3, refunded: 4 } as const;
export const BOUTIQUE_ORDER_STATE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '已支付', en: 'Paid' },
  { value: 2, zh: '待安装', en: 'To fit' },
  { value: 3, zh: '已完成', en: 'Done' },
  { value: 4, zh: '已退款', en: 'Refunded' },
];

export const boutiqueOrderResource = defineResource({
  key: 'ahBoutiqueOrder',
  service: 'crm-member',
  base: 'ahBoutiqueOrder',
  table: 'ah_boutique_order',
  title: { zh: '精品订单', en: 'Boutique orders' },
  menu: 'boutique-order',
  buttonPrefix: 'boutique_order',
  labelField: 'orderNo',
  paging: 'current',
  scope: 'store',
  fields: {
    orderNo: f.string({ zh: '订单号', en: 'Order no.' }, { max: 40, list: 170, search: 'like', readonly: true }),
    ahMemberWxId: f.id({ zh: '小程序用户', en: 'User' }, { search: 'eq', readonly: true, form: false }),
    nickName: f.string({ zh: '微信昵称', en: 'WeChat name' }, { max: 50, list: 100, readonly: true }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 120, search: 'like', readonly: true }),
    ahBoutiqueId: f.id({ zh: '精品', en: 'Boutique' }, { readonly: true, form: false }),
    boutiqueCode: f.string({ zh: '精品编码', en: 'Code' }, { max: 32, list: 110, readonly: true }),
    boutiqueName: f.string({ zh: '精品名称', en: 'Boutique' }, { max: 100, list: 180, search: 'like', readonly: true }),
    quantity: f.int({ zh: '数量', en: 'Qty' }, { list: 60, readonly: true }),
    payType: f.int({ zh: '支付方式', en: 'Paid with' }, { list: 100, search: 'eq', readonly: true, options: BOUTIQUE_PAY_TYPE_OPTIONS }),
    payAmount: f.money({ zh: '支付金额', en: 'Money paid' }, { list: 100, readonly: true }),
    payIntegral: f.int({ zh: '支付积分', en: 'Points paid' }, { list: 90, readonly: true }),
    orderState: f.int({ zh: '订单状态', en: 'State' }, { list: 90, search: 'eq', readonly: true, options: BOUTIQUE_ORDER_STATE_OPTIONS }),
    payTime: f.datetime({ zh: '下单时间', en: 'Ordered' }, { list: 160, search: 'range', sortable: true, readonly: true }),
    refundTime: f.datetime({ zh: '退款时间', en: 'Refunded at' }, { list: 160, readonly: true }),
    refundReason: f.string({ zh: '退款原因', en: 'Refund reason' }, { max: 200, readonly: true }),
  },
  ops: { page: 'list', detail: 'detail', export: 'export' },
  // 退款: the order's machine (REFUND); its points go back to the user once (ledger row 6 订单退回, bizNo = orderNo)
  actions: [
    {
      name: 'REFUND',
      label: { zh: '退款', en: 'Refund' },
      path: 'refund',
      permission: 'boutique_order_refund',
      key: 'f',
      custom: true,
      confirm: { zh: '确定退款？订单的积分将退回用户，待施工的工单取消', en: 'Refund this order? Its points go back to the user and waiting fitting jobs are cancelled.' },
      reason: { label: { zh: '退款原因', en: 'Reason' }, max: 200 },
      applies: (row) => nextBoutiqueOrderState(row.orderState, 'REFUND') !== null,
      refusal: () => BOUTIQUE_REFUSALS.refund,
    },
  ],
  defaultSort: ['payTime', 'desc'],
});

export const BOUTIQUE_WORK_STATE_OPTIONS: readonly Option[] = [
  { value: 0, zh: '待施工', en: 'Waiting' },
  { value: 1, zh: '施工中', en: 'In progress' },
  { value: 2, zh: '已完工', en: 'Done' },
  { value: 3, zh: '已取消', en: 'Cancelled' },
];

export const boutiqueWorkOrderResource = defineResource({
  key: 'ahBoutiqueWorkOrder',
  service: 'crm-member',
  base: 'ahBoutiqueWorkOrder',
  table: 'ah_boutique_work_order',
  title: { zh: '精品工单', en: 'Boutique work orders' },
  menu: 'boutique-work-order',
  buttonPrefix: 'boutique_work_order',
  labelField: 'workOrderNo',
  paging: 'current',
  scope: 'store',
  fields: {
    workOrderNo: f.string({ zh: '工单号', en: 'Work order no.' }, { max: 40, list: 170, search: 'like', readonly: true }),
    ahBoutiqueOrderId: f.id({ zh: '精品订单', en: 'Order' }, { search: 'eq', readonly: true, form: false }),
    orderNo: f.string({ zh: '订单号', en: 'Order no.' }, { max: 40, list: 170, search: 'like', readonly: true }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 120, search: 'like', readonly: true }),
    licensePlate: f.string({ zh: '车牌号', en: 'Plate' }, { max: 10, list: 100, search: 'like', readonly: true }),
    boutiqueName: f.string({ zh: '精品名称', en: 'Boutique' }, { max: 100, list: 180, readonly: true }),
    quantity: f.int({ zh: '数量', en: 'Qty' }, { list: 60, readonly: true }),
    hourlyFee: f.money({ zh: '工时费', en: 'Labour' }, { list: 90, readonly: true }),
    technician: f.string({ zh: '施工技师', en: 'Technician' }, { max: 50, list: 90, readonly: true }),
    workState: f.int({ zh: '施工状态', en: 'State' }, { list: 90, search: 'eq', readonly: true, options: BOUTIQUE_WORK_STATE_OPTIONS }),
    appointTime: f.datetime({ zh: '预约施工时间', en: 'Booked for' }, { list: 160, search: 'range', sortable: true, readonly: true }),
    finishTime: f.datetime({ zh: '完工时间', en: 'Finished' }, { list: 160, readonly: true }),
  },
  ops: { page: 'list', detail: 'detail', export: 'export' },
  // fitting progress: the job's machine (START with the technician, FINISH); the last job finished completes the order
  actions: [
    {
      name: 'START',
      label: { zh: '开始施工', en: 'Start fitting' },
      path: 'startWork',
      permission: 'boutique_work_order_fitting_start',
      key: 's',
      custom: true,
      applies: (row) => nextBoutiqueWorkState(row.workState, 'START') !== null,
      refusal: () => BOUTIQUE_REFUSALS.start,
      input: { technician: f.string({ zh: '施工技师', en: 'Technician' }, { required: true, max: 50 }) },
    },
    {
      name: 'FINISH',
      label: { zh: '完工', en: 'Finish' },
      path: 'finishWork',
      permission: 'boutique_work_order_fitting_finish',
      key: 'd',
      custom: true,
      confirm: { zh: '确定该工单已完工？', en: 'Mark this job as finished?' },
      applies: (row) => nextBoutiqueWorkState(row.workState, 'FINISH') !== null,
      refusal: () => BOUTIQUE_REFUSALS.finish,
    },
  ],
  defaultSort: ['appointTime', 'desc'],
});
