/**
 * 幸运大转盘 (crm-anhua ahTurntableActivity, spec 3 "Turntable activity") and 福利管理 (crm-anhua ahWelfare,
 * spec 3 "Welfare"). A turntable's prizes are its sectors: their probabilities add up to exactly 100 %
 * before it may be switched on, each prize has a stock it never exceeds, and a member draws at most
 * `dailyLimit` times a day. Decisions: docs/marketing.md.
 */
import { vMobile } from '../../validators';
import { LISTING_WORDS, listing } from '../../../machines/listing.machine';
import { defineResource, f, type Label, type Option } from '../types';

/** probabilities are percentages with at most two decimals; sums are taken in hundredths of a percent, so they add up exactly */
export const PROBABILITY_SCALE = 100;
export const PROBABILITY_TOTAL = 100 * PROBABILITY_SCALE;
/** a percentage in hundredths of a percent (12.5 -> 1250) */
export const hundredthsOf = (percent: unknown): number => Math.round(Number(percent ?? 0) * PROBABILITY_SCALE);

export const PRIZE_TYPE = { none: 0, goods: 1, coupon: 2, points: 3 } as const;
export const PRIZE_TYPE_OPTIONS: readonly Option[] = [
  { value: 0, zh: '谢谢参与', en: 'No prize' },
  { value: 1, zh: '实物', en: 'Goods' },
  { value: 2, zh: '卡券', en: 'Coupon' },
  { value: 3, zh: '积分', en: 'Points' },
];
export const WIN_OPTIONS: readonly Option[] = [
  { value: 0, zh: '未中奖', en: 'No prize' },
  { value: 1, zh: '中奖', en: 'Won' },
];

const pct = (hundredths: number) => (hundredths / PROBABILITY_SCALE).toFixed(2).replace(/\.?0+$/, '');

export const TURNTABLE_MESSAGES = {
  notOn: { zh: '大转盘活动未启用', en: 'The turntable is not running' },
  notStarted: { zh: '大转盘活动尚未开始', en: 'The turntable has not started yet' },
  ended: { zh: '大转盘活动已结束', en: 'The turntable has ended' },
  dailyLimit: { zh: '今日抽奖次数已用完', en: 'No draws left today' },
  noTurntable: { zh: '大转盘活动不存在', en: 'No such turntable' },
  runningPrizes: { zh: '大转盘已启用，请先停用再修改奖品', en: 'The turntable is running; switch it off before changing its prizes' },
  endBeforeStart: { zh: '活动结束时间必须晚于开始时间', en: 'The activity must end after it starts' },
  probabilityDecimals: { zh: '中奖概率最多保留两位小数', en: 'A probability has at most two decimals' },
  stockBelowWon: { zh: '奖品库存不能少于已中奖数量', en: 'The stock cannot be below the prizes already won' },
} as const satisfies Record<string, Label>;

export const probabilityOver100 = (total: number): Label => ({
  zh: `奖品中奖概率之和不能超过100%（将为${pct(total)}%）`,
  en: `The prizes’ probabilities cannot exceed 100 % (they would be ${pct(total)} %)`,
});

/** on only when its prizes add up to 100 %; its terms and prizes stay fixed while it runs */
export const turntableSwitch = listing({
  field: 'turntableActivityStatus',
  on: 1,
  off: 0,
  noun: { zh: '大转盘活动', en: 'Turntable' },
  nameField: 'activityName',
  words: LISTING_WORDS.enable,
  lockWhileOn: true,
  upNeeds: { applies: (row) => hundredthsOf(row.probabilityTotal) === PROBABILITY_TOTAL, refusal: { zh: '奖品中奖概率之和必须为100%', en: 'The prizes’ probabilities must add up to 100 %' } },
});

export const TURNTABLE_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, zh: '已停用', en: 'Off' },
  { value: 1, zh: '已启用', en: 'Running' },
];

export const turntableResource = defineResource({
  key: 'ahTurntableActivity',
  service: 'crm-anhua',
  base: 'ahTurntableActivity',
  table: 'ah_turntable_activity',
  title: { zh: '幸运大转盘', en: 'Lucky turntable' },
  menu: 'lucky-turntable',
  buttonPrefix: 'lucky_turntable',
  labelField: 'activityName',
  paging: 'current',
  scope: 'store',
  fields: {
    activityName: f.string({ zh: '活动名称', en: 'Name' }, { required: true, max: 50, list: 180, search: 'like' }),
    startTime: f.datetime({ zh: '开始时间', en: 'Starts' }, { required: true, list: 150, search: 'range', sortable: true }),
    endTime: f.datetime({ zh: '结束时间', en: 'Ends' }, { required: true, list: 150 }),
    dailyLimit: f.int({ zh: '每人每日抽奖次数', en: 'Draws per member a day' }, { required: true, min: 1, maxValue: 100, list: 120, default: 1 }),
    probabilityTotal: f.decimal({ zh: '概率合计(%)', en: 'Probability total (%)' }, { list: 100, readonly: true, form: false, default: 0 }),
    drawCount: f.int({ zh: '抽奖次数', en: 'Draws' }, { min: 0, list: 80, readonly: true, form: false, default: 0 }),
    winCount: f.int({ zh: '中奖次数', en: 'Wins' }, { min: 0, list: 80, readonly: true, form: false, default: 0 }),
    turntableActivityStatus: f.int({ zh: '状态', en: 'Status' }, { list: 80, search: 'eq', readonly: true, form: false, options: TURNTABLE_STATUS_OPTIONS, default: 0 }),
    rule: f.text({ zh: '活动规则', en: 'Rules' }, { max: 2000, form: 'textarea' }),
  },
  ops: { page: 'page', detail: 'detail', upsert: 'saveOrUpdate', remove: 'remove' },
  editable: turntableSwitch.editable,
  removable: turntableSwitch.removable,
  actions: turntableSwitch.actions({ prefix: 'lucky_turntable', path: 'status' }).map((a) => ({ ...a, permission: 'lucky_turntable_status' })),
  pages: { add: '/marketing/luckyTurntableEdit', edit: '/marketing/luckyTurntableEdit', view: '/marketing/luckyTurntableDetail' },
  sections: [
    { title: { zh: '活动', en: 'Activity' }, fields: ['activityName', 'startTime', 'endTime', 'dailyLimit', 'rule'] },
    { title: { zh: '抽奖统计', en: 'Draws' }, fields: ['turntableActivityStatus', 'probabilityTotal', 'drawCount', 'winCount'] },
  ],
  related: [
    { resource: 'ahTurntablePrize', foreignKey: 'ahTurntableActivityId', title: { zh: '奖品设置', en: 'Prizes' } },
    { resource: 'ahTurntableDraw', foreignKey: 'ahTurntableActivityId', title: { zh: '抽奖与中奖记录', en: 'Draws and winners' } },
  ],
  history: true,
  defaultSort: ['startTime', 'desc'],
});

export const turntablePrizeResource = defineResource({
  key: 'ahTurntablePrize',
  service: 'crm-anhua',
  base: 'ahTurntableActivity/prize',
  table: 'ah_turntable_prize',
  title: { zh: '奖品设置', en: 'Prizes' },
  buttonPrefix: 'lucky_turntable',
  labelField: 'prizeName',
  paging: 'current',
  scope: 'store',
  fields: {
    ahTurntableActivityId: f.id({ zh: '大转盘活动', en: 'Turntable' }, { required: true, search: 'eq', ref: 'ahTurntableActivity' }),
    prizeName: f.string({ zh: '奖品名称', en: 'Prize' }, { required: true, max: 50, list: 160 }),
    prizeType: f.int({ zh: '奖品类型', en: 'Kind' }, { required: true, list: 90, form: 'select', options: PRIZE_TYPE_OPTIONS, default: 1 }),
    probability: f.decimal({ zh: '中奖概率(%)', en: 'Probability (%)' }, { required: true, min: 0, maxValue: 100, list: 100 }),
    stock: f.int({ zh: '库存', en: 'Stock' }, { required: true, min: 0, maxValue: 1_000_000, list: 80, default: 0 }),
    wonCount: f.int({ zh: '已中奖', en: 'Won' }, { list: 80, readonly: true, form: false, default: 0 }),
    sort: f.int({ zh: '排序', en: 'Order' }, { min: 0, maxValue: 999, list: 60, default: 0, sortable: true }),
  },
  ops: { page: 'page', create: 'save', update: 'update', remove: 'remove' },
  defaultSort: ['sort', 'asc'],
});

export const turntableDrawResource = defineResource({
  key: 'ahTurntableDraw',
  service: 'crm-anhua',
  base: 'ahTurntableActivity/draw',
  table: 'ah_turntable_draw',
  title: { zh: '抽奖记录', en: 'Draws' },
  buttonPrefix: 'lucky_turntable',
  labelField: 'memberName',
  paging: 'current',
  scope: 'store',
  fields: {
    ahTurntableActivityId: f.id({ zh: '大转盘活动', en: 'Turntable' }, { search: 'eq', readonly: true, ref: 'ahTurntableActivity' }),
    memberName: f.string({ zh: '会员', en: 'Member' }, { max: 50, list: 100, search: 'like', readonly: true }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 120, search: 'like', readonly: true }),
    isWin: f.int({ zh: '结果', en: 'Result' }, { list: 70, search: 'eq', readonly: true, options: WIN_OPTIONS }),
    ahTurntablePrizeId: f.id({ zh: '奖品', en: 'Prize' }, { readonly: true, form: false }),
    prizeName: f.string({ zh: '奖品', en: 'Prize' }, { max: 50, list: 140, readonly: true }),
    drawDay: f.date({ zh: '抽奖日期', en: 'Day' }, { readonly: true, search: 'range' }),
    drawTime: f.datetime({ zh: '抽奖时间', en: 'Drawn at' }, { list: 150, readonly: true, sortable: true }),
  },
  ops: { page: 'page' },
  defaultSort: ['drawTime', 'desc'],
});

/** the members' side draw: who draws (the member's app sends its phone) */
export const DRAW_INPUT = {
  memberName: f.string({ zh: '会员', en: 'Member' }, { max: 50 }),
  phone: f.string({ zh: '手机号', en: 'Phone' }, { required: true, max: 11, rule: vMobile }),
};

// ---------------------------------------------------------------- welfare

export const WELFARE_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '免费洗车', en: 'Free car wash' },
  { value: 2, zh: '礼品', en: 'Gift' },
  { value: 3, zh: '保养优惠', en: 'Service discount' },
  { value: 4, zh: '其他', en: 'Other' },
];
export const WELFARE_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, zh: '已停用', en: 'Off' },
  { value: 1, zh: '已启用', en: 'On' },
];
export const welfareSwitch = listing({ field: 'welfareStatus', on: 1, off: 0, noun: { zh: '福利', en: 'Welfare' }, nameField: 'welfareName', words: LISTING_WORDS.enable });

export const WELFARE_MESSAGES = {
  off: { zh: '福利未启用', en: 'The welfare is not on offer' },
  notValid: { zh: '福利不在有效期内', en: 'The welfare is outside its validity' },
  soldOut: { zh: '福利已领完', en: 'The welfare has run out' },
  already: { zh: '该手机号已领取过此福利', en: 'This phone number has already received it' },
  endBeforeStart: { zh: '有效期结束日期不能早于开始日期', en: 'The validity cannot end before it starts' },
  stockBelowReceived: { zh: '库存不能少于已领取数量', en: 'The stock cannot be below the number already received' },
} as const satisfies Record<string, Label>;

export const welfareResource = defineResource({
  key: 'ahWelfare',
  service: 'crm-anhua',
  base: 'ahWelfare',
  table: 'ah_welfare',
  title: { zh: '福利管理', en: 'Welfare' },
  menu: 'welfare',
  buttonPrefix: 'welfare',
  labelField: 'welfareName',
  paging: 'current',
  scope: 'store',
  fields: {
    welfareName: f.string({ zh: '福利名称', en: 'Welfare' }, { required: true, max: 50, list: 180, search: 'like' }),
    welfareType: f.int({ zh: '福利类型', en: 'Kind' }, { required: true, list: 100, search: 'eq', form: 'select', options: WELFARE_TYPE_OPTIONS, default: 1 }),
    coverImg: f.string({ zh: '福利图片', en: 'Picture' }, { max: 500, list: 80, form: 'image' }),
    stock: f.int({ zh: '库存', en: 'Stock' }, { required: true, min: 0, maxValue: 1_000_000, list: 80, default: 100 }),
    receivedCount: f.int({ zh: '已领取', en: 'Received' }, { list: 80, readonly: true, form: false, default: 0 }),
    validStart: f.date({ zh: '有效期开始', en: 'Valid from' }, { required: true, list: 110, search: 'range' }),
    validEnd: f.date({ zh: '有效期结束', en: 'Valid until' }, { required: true, list: 110 }),
    welfareStatus: f.int({ zh: '状态', en: 'Status' }, { list: 80, search: 'eq', readonly: true, form: false, options: WELFARE_STATUS_OPTIONS, default: 0 }),
    description: f.text({ zh: '福利说明', en: 'Description' }, { max: 2000, form: 'textarea' }),
  },
  ops: { page: 'page', detail: 'detail', upsert: 'saveOrUpdate', remove: 'remove' },
  actions: welfareSwitch.actions({ prefix: 'welfare', path: 'status' }).map((a) => ({ ...a, permission: 'welfare_status' })),
  pages: { add: '/welfareManager/welfareEdit', edit: '/welfareManager/welfareEdit', view: '/welfareManager/welfareDetail' },
  related: [{ resource: 'ahWelfareRecord', foreignKey: 'ahWelfareId', title: { zh: '领取记录', en: 'Received by' } }],
  history: true,
  defaultSort: ['createTime', 'desc'],
});

export const welfareRecordResource = defineResource({
  key: 'ahWelfareRecord',
  service: 'crm-anhua',
  base: 'ahWelfare/record',
  table: 'ah_welfare_record',
  title: { zh: '福利领取记录', en: 'Welfare received' },
  buttonPrefix: 'welfare',
  labelField: 'memberName',
  paging: 'current',
  scope: 'store',
  fields: {
    ahWelfareId: f.id({ zh: '福利', en: 'Welfare' }, { search: 'eq', readonly: true, ref: 'ahWelfare' }),
    welfareName: f.string({ zh: '福利名称', en: 'Welfare' }, { max: 50, list: 150, readonly: true }),
    memberName: f.string({ zh: '会员', en: 'Member' }, { max: 50, list: 100, search: 'like', readonly: true }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 120, search: 'like', readonly: true }),
    receiveTime: f.datetime({ zh: '领取时间', en: 'Received at' }, { list: 150, readonly: true, sortable: true }),
  },
  ops: { page: 'page' },
  defaultSort: ['receiveTime', 'desc'],
});
