/**
 * Activities (活动管理, crm-anhua ahActivity, spec 3): the store's activities with their recommendation
 * and publication, the enrolments (real and robot ones, always told apart) and, for paid activities,
 * the activity orders through the activity-order machine. Decisions: docs/marketing.md.
 */
import { vMobile } from '../../validators';
import { LISTING_WORDS, listing } from '../../../machines/listing.machine';
import {
  ACTIVITY_CHANNEL_OPTIONS,
  ACTIVITY_ORDER_STATUS_OPTIONS,
  activityOrderAllows,
  activityOrderRefusal,
  BALANCE_PAYMENT_STATUS,
  BALANCE_PAYMENT_STATUS_OPTIONS,
  REFUND_STATUS,
  REFUND_STATUS_OPTIONS,
  type ActivityOrderEventType,
} from '../../../machines/activity-order.machine';
import { defineResource, f, type ActionDecl, type Label, type Option } from '../types';

export const ACTIVITY_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '到店活动', en: 'In-store' },
  { value: 2, zh: '试驾活动', en: 'Test-drive day' },
  { value: 3, zh: '车主活动', en: 'Owners’ event' },
  { value: 4, zh: '线上活动', en: 'Online' },
];

export const ACTIVITY_STATUS = { unpublished: 0, published: 1 } as const;
export const ACTIVITY_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, zh: '未发布', en: 'Unpublished' },
  { value: 1, zh: '已发布', en: 'Published' },
];
export const RECOMMEND_OPTIONS: readonly Option[] = [
  { value: 0, zh: '否', en: 'No' },
  { value: 1, zh: '推荐', en: 'Recommended' },
];

/** an enrolment is a person's, or a robot's (addActivityRobot): every list and count tells them apart */
export const ENROLL_KIND_OPTIONS: readonly Option[] = [
  { value: 0, zh: '真实报名', en: 'Real' },
  { value: 1, zh: '机器人', en: 'Robot' },
];
export const ENROLL_STATUS = { waitingPayment: 0, enrolled: 1, cancelled: 2 } as const;
export const ENROLL_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, zh: '待支付', en: 'Waiting for payment' },
  { value: 1, zh: '已报名', en: 'Enrolled' },
  { value: 2, zh: '已取消', en: 'Cancelled' },
];

/** how long an unpaid activity order holds its seat (minutes) */
export const ACTIVITY_ORDER_PAY_MINUTES = 30;
/** robots added at one time */
export const ACTIVITY_ROBOT_MAX = 200;

export const ACTIVITY_MESSAGES = {
  notPublished: { zh: '活动未发布，不能报名', en: 'The activity is not published; nobody can enrol yet' },
  deadlinePassed: { zh: '活动报名已截止', en: 'Enrolment for this activity has closed' },
  full: { zh: '活动报名人数已满', en: 'The activity is fully booked' },
  already: { zh: '该手机号已报名此活动', en: 'This phone number has already enrolled' },
  endBeforeStart: { zh: '活动结束时间必须晚于开始时间', en: 'The activity must end after it starts' },
  deadlineAfterEnd: { zh: '报名截止时间不能晚于活动结束时间', en: 'Enrolment must close before the activity ends' },
  capacityBelowEnrolled: { zh: '活动名额不能少于已报名人数', en: 'The capacity cannot be below the number already enrolled' },
  noActivity: { zh: '活动不存在', en: 'No such activity' },
} as const satisfies Record<string, Label>;

export const activityRecommend = listing({ field: 'isRecommend', on: 1, off: 0, noun: { zh: '活动', en: 'Activity' }, nameField: 'activityName', words: LISTING_WORDS.recommend });
export const activityPublication = listing({
  field: 'activityStatus',
  on: ACTIVITY_STATUS.published,
  off: ACTIVITY_STATUS.unpublished,
  noun: { zh: '活动', en: 'Activity' },
  nameField: 'activityName',
  words: { up: { zh: '发布', en: 'Publish' }, down: { zh: '下线', en: 'Withdraw' }, onState: 'published', offState: 'withdrawn' },
});

const published = (row: Readonly<Record<string, unknown>>) => Number(row.activityStatus) === ACTIVITY_STATUS.published;

export const activityResource = defineResource({
  key: 'ahActivity',
  service: 'crm-anhua',
  base: 'ahActivity',
  table: 'ah_activity',
  title: { zh: '活动列表', en: 'Activities' },
  menu: 'activity',
  buttonPrefix: 'activity',
  idField: 'activityId',
  labelField: 'activityName',
  paging: 'current',
  scope: 'store',
  fields: {
    activityName: f.string({ zh: '活动名称', en: 'Activity' }, { required: true, max: 50, list: 180, search: 'like' }),
    activityType: f.int({ zh: '活动类型', en: 'Type' }, { required: true, list: 90, search: 'eq', form: 'select', options: ACTIVITY_TYPE_OPTIONS, default: 1 }),
    coverImg: f.string({ zh: '活动封面', en: 'Cover' }, { max: 500, list: 80, form: 'image' }),
    address: f.string({ zh: '活动地点', en: 'Place' }, { max: 200, list: 160 }),
    startTime: f.datetime({ zh: '开始时间', en: 'Starts' }, { required: true, list: 150, search: 'range', sortable: true }),
    endTime: f.datetime({ zh: '结束时间', en: 'Ends' }, { required: true, list: 150 }),
    enrollDeadline: f.datetime({ zh: '报名截止时间', en: 'Enrolment closes' }, { required: true, list: 150 }),
    capacity: f.int({ zh: '活动名额', en: 'Capacity' }, { required: true, min: 1, maxValue: 100000, list: 80, default: 50 }),
    price: f.money({ zh: '报名费', en: 'Fee' }, { list: 90, default: 0 }),
    balanceAmount: f.money({ zh: '到店尾款', en: 'Balance at the store' }, { list: 100, default: 0 }),
    enrollCount: f.int({ zh: '报名人数', en: 'Enrolled' }, { list: 80, readonly: true, form: false, default: 0 }),
    robotCount: f.int({ zh: '机器人报名', en: 'Robot enrolments' }, { min: 0, list: 90, readonly: true, form: false, default: 0 }),
    writeOffCount: f.int({ zh: '核销人数', en: 'Written off' }, { list: 80, readonly: true, form: false, default: 0 }),
    isRecommend: f.int({ zh: '推荐', en: 'Recommended' }, { list: 70, search: 'eq', readonly: true, form: false, options: RECOMMEND_OPTIONS, default: 0 }),
    activityStatus: f.int({ zh: '活动状态', en: 'Status' }, { list: 80, search: 'eq', readonly: true, form: false, options: ACTIVITY_STATUS_OPTIONS, default: 0 }),
    content: f.text({ zh: '活动详情', en: 'Details' }, { max: 5000, form: 'textarea' }),
  },
  ops: { page: 'activityList', detail: 'detailById', upsert: 'addOrUpdate', remove: 'remove', export: 'export' },
  removable: {
    applies: (row) => !published(row) && Number(row.enrollCount ?? 0) === 0,
    refusal: (row, many) => {
      const m = published(row) ? { zh: '活动已发布，请先下线再删除', en: 'The activity is published; withdraw it first' } : { zh: '活动已有报名，不能删除', en: 'The activity has enrolments and cannot be deleted' };
      return many ? { zh: `${String(row.activityName)}：${m.zh}`, en: `${String(row.activityName)}: ${m.en}` } : m;
    },
  },
  actions: [
    ...activityPublication.actions({ prefix: 'activity', path: 'setActivityStatusById', names: { up: 'publish', down: 'withdraw' }, keys: { up: 'p' } }).map((a) => ({ ...a, permission: 'activity_status', idsParam: 'activityId' })),
    ...activityRecommend.actions({ prefix: 'activity', path: 'setRecommendById', names: { up: 'recommend', down: 'unrecommend' } }).map((a) => ({ ...a, permission: 'activity_recommend', idsParam: 'activityId' })),
    {
      name: 'enroll',
      label: { zh: '代客报名', en: 'Enrol a customer' },
      path: 'enroll',
      permission: 'activity_enroll',
      key: 'b',
      custom: true,
      idsParam: 'activityId',
      applies: published,
      refusal: () => ACTIVITY_MESSAGES.notPublished,
      input: {
        memberName: f.string({ zh: '姓名', en: 'Name' }, { required: true, max: 50 }),
        phone: f.string({ zh: '手机号', en: 'Phone' }, { required: true, max: 11, rule: vMobile }),
        channel: f.int({ zh: '渠道', en: 'Channel' }, { required: true, form: 'select', options: ACTIVITY_CHANNEL_OPTIONS, default: 0 }),
        // the activity QR code the customer came by (qrcode.ts): its enrolments are counted
        scene: f.string({ zh: '二维码场景码', en: 'QR scene code' }, { max: 32 }),
      },
    },
    {
      name: 'addActivityRobot',
      label: { zh: '添加机器人报名', en: 'Add robot enrolments' },
      path: 'addActivityRobot',
      permission: 'activity_robot',
      custom: true,
      idsParam: 'activityId',
      input: { robotCount: f.int({ zh: '机器人数量', en: 'Robots' }, { required: true, min: 1, maxValue: ACTIVITY_ROBOT_MAX, default: 10 }) },
    },
  ],
  pages: { add: '/actmanager/edit', edit: '/actmanager/edit', view: '/actmanager/detail' },
  sections: [
    { title: { zh: '活动', en: 'Activity' }, fields: ['activityName', 'activityType', 'coverImg', 'address', 'startTime', 'endTime', 'enrollDeadline', 'content'] },
    { title: { zh: '报名与费用', en: 'Enrolment and fees' }, fields: ['capacity', 'price', 'balanceAmount', 'enrollCount', 'robotCount', 'writeOffCount', 'isRecommend', 'activityStatus'] },
  ],
  related: [
    { resource: 'ahActivityEnroll', foreignKey: 'ahActivityId', title: { zh: '报名名单', en: 'Enrolments' } },
    { resource: 'ahActivityOrder', foreignKey: 'ahActivityId', title: { zh: '活动订单', en: 'Orders' } },
  ],
  history: true,
  defaultSort: ['startTime', 'desc'],
});

export const activityEnrollResource = defineResource({
  key: 'ahActivityEnroll',
  service: 'crm-anhua',
  base: 'ahActivityEnroll',
  table: 'ah_activity_enroll',
  title: { zh: '活动报名', en: 'Enrolments' },
  menu: 'activity-enroll',
  buttonPrefix: 'activity_enroll',
  labelField: 'memberName',
  paging: 'current',
  scope: 'store',
  fields: {
    ahActivityId: f.id({ zh: '活动', en: 'Activity' }, { search: 'eq', readonly: true, ref: 'ahActivity' }),
    activityName: f.string({ zh: '活动名称', en: 'Activity' }, { max: 50, list: 160, search: 'like', readonly: true }),
    memberName: f.string({ zh: '姓名', en: 'Name' }, { max: 50, list: 100, search: 'like', readonly: true }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 120, search: 'like', readonly: true }),
    isRobot: f.int({ zh: '报名类型', en: 'Kind' }, { list: 90, search: 'eq', readonly: true, options: ENROLL_KIND_OPTIONS, default: 0 }),
    channel: f.int({ zh: '渠道', en: 'Channel' }, { list: 90, search: 'eq', readonly: true, options: ACTIVITY_CHANNEL_OPTIONS }),
    enrollStatus: f.int({ zh: '报名状态', en: 'Status' }, { list: 90, search: 'eq', readonly: true, options: ENROLL_STATUS_OPTIONS }),
    ahActivityOrderId: f.id({ zh: '活动订单', en: 'Order' }, { readonly: true, form: false }),
    enrollTime: f.datetime({ zh: '报名时间', en: 'Enrolled at' }, { list: 150, search: 'range', sortable: true, readonly: true }),
  },
  ops: { page: 'list', detail: 'detail', export: 'export' },
  defaultSort: ['enrollTime', 'desc'],
});

const orderAction = (name: string, label: Label, event: ActivityOrderEventType, path: string, permission: string, more: Partial<ActionDecl> = {}): ActionDecl => ({
  name,
  label,
  path,
  permission,
  custom: true,
  applies: (row) => activityOrderAllows(row, event),
  refusal: (row, many) => activityOrderRefusal(row, event, new Date(), many),
  ...more,
});

/** the machine event behind each order action, read by the server from the action's name */
export const ACTIVITY_ORDER_ACTION_EVENTS: Record<string, ActivityOrderEventType> = {
  pay: 'PAY',
  close: 'CLOSE',
  writeOff: 'WRITE_OFF',
  payBalance: 'PAY_BALANCE',
  applyRefund: 'APPLY_REFUND',
  refund: 'REFUND',
  rejectRefund: 'REJECT_REFUND',
};

export const activityOrderResource = defineResource({
  key: 'ahActivityOrder',
  service: 'crm-anhua',
  base: 'ahActivityOrder',
  table: 'ah_activity_order',
  title: { zh: '活动订单', en: 'Activity orders' },
  menu: 'activity-order',
  buttonPrefix: 'activity_order',
  labelField: 'orderNo',
  paging: 'current',
  scope: 'store',
  fields: {
    orderNo: f.string({ zh: '订单号', en: 'Order no.' }, { max: 32, list: 170, search: 'eq', readonly: true, unique: true }),
    ahActivityId: f.id({ zh: '活动', en: 'Activity' }, { search: 'eq', readonly: true, ref: 'ahActivity' }),
    activityName: f.string({ zh: '活动名称', en: 'Activity' }, { max: 50, list: 150, search: 'like', readonly: true }),
    ahActivityEnrollId: f.id({ zh: '报名', en: 'Enrolment' }, { readonly: true, form: false }),
    memberName: f.string({ zh: '姓名', en: 'Name' }, { max: 50, list: 90, search: 'like', readonly: true }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 120, search: 'like', readonly: true }),
    channel: f.int({ zh: '渠道', en: 'Channel' }, { list: 90, search: 'eq', readonly: true, options: ACTIVITY_CHANNEL_OPTIONS }),
    payAmount: f.money({ zh: '报名费', en: 'Fee' }, { list: 90, readonly: true }),
    balanceAmount: f.money({ zh: '到店尾款', en: 'Balance' }, { list: 90, readonly: true }),
    status: f.int({ zh: '订单状态', en: 'Status' }, { list: 80, search: 'eq', readonly: true, options: ACTIVITY_ORDER_STATUS_OPTIONS }),
    refundStatus: f.int({ zh: '退款状态', en: 'Refund' }, { list: 90, search: 'eq', readonly: true, options: REFUND_STATUS_OPTIONS, default: REFUND_STATUS.none }),
    balancePaymentStatus: f.int({ zh: '尾款状态', en: 'Balance payment' }, { list: 80, search: 'eq', readonly: true, options: BALANCE_PAYMENT_STATUS_OPTIONS, default: BALANCE_PAYMENT_STATUS.unpaid }),
    expireTime: f.datetime({ zh: '支付截止', en: 'Pay by' }, { readonly: true }),
    payTime: f.datetime({ zh: '支付时间', en: 'Paid at' }, { list: 150, readonly: true }),
    writeOffTime: f.datetime({ zh: '核销时间', en: 'Written off at' }, { list: 150, readonly: true }),
    writeOffUserName: f.string({ zh: '核销人', en: 'Written off by' }, { max: 50, list: 80, readonly: true }),
    refundReason: f.string({ zh: '退款原因', en: 'Refund reason' }, { max: 200, readonly: true }),
    createTime: f.datetime({ zh: '下单时间', en: 'Ordered at' }, { list: 150, search: 'range', sortable: true, readonly: true }),
  },
  ops: { page: 'getPage', detail: 'detail', export: 'export' },
  actions: [
    orderAction('pay', { zh: '确认收款', en: 'Confirm payment' }, 'PAY', 'pay', 'activity_order_pay', { confirm: { zh: '确认已收到该订单的报名费？', en: 'Confirm the fee of this order was received?' } }),
    orderAction('writeOff', { zh: '核销', en: 'Write off' }, 'WRITE_OFF', 'writeOff', 'activity_order_write_off', { key: 'w', confirm: { zh: '确定核销该活动订单？', en: 'Write this activity order off?' } }),
    orderAction('payBalance', { zh: '尾款已付', en: 'Balance paid' }, 'PAY_BALANCE', 'updateBalancePaymentStatus', 'activity_order_balance_payment', {
      set: { balancePaymentStatus: BALANCE_PAYMENT_STATUS.paid },
      confirm: { zh: '确认已收到该订单的到店尾款？', en: 'Confirm the balance was received?' },
    }),
    orderAction('applyRefund', { zh: '申请退款', en: 'Request refund' }, 'APPLY_REFUND', 'updateRefundStatus', 'activity_order_refund', {
      set: { refundStatus: REFUND_STATUS.requested },
      reason: { label: { zh: '退款原因', en: 'Refund reason' }, max: 200 },
    }),
    orderAction('refund', { zh: '同意退款', en: 'Refund' }, 'REFUND', 'updateRefundStatus', 'activity_order_refund', {
      set: { refundStatus: REFUND_STATUS.refunded },
      confirm: { zh: '确定退款？退款后名额将释放', en: 'Refund? The seat is released.' },
    }),
    orderAction('rejectRefund', { zh: '驳回退款', en: 'Refuse refund' }, 'REJECT_REFUND', 'updateRefundStatus', 'activity_order_refund', {
      set: { refundStatus: REFUND_STATUS.refused },
      reason: { label: { zh: '驳回原因', en: 'Reason' }, max: 200 },
    }),
    orderAction('close', { zh: '关闭订单', en: 'Close order' }, 'CLOSE', 'close', 'activity_order_close', { confirm: { zh: '确定关闭该订单？名额将释放', en: 'Close this order? The seat is released.' } }),
  ],
  pages: { view: '/actmanager/orderDetail' },
  history: true,
  defaultSort: ['createTime', 'desc'],
});
