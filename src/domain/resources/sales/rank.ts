/**
 * Member ranks (等级权益, crm-member ahRank, spec 2): the rank levels with their growth thresholds,
 * the programme's base settings and growth rules, benefits, rank coupons, discount goods and tasks,
 * and each member's computed rank. Decisions: docs/ranks.md.
 */
import { LISTING_WORDS, listing } from '../../../machines/listing.machine';
import { defineResource, f, type Label, type Option } from '../types';

export const RANK_STATE_OPTIONS: readonly Option[] = [
  { value: 0, zh: '已停用', en: 'Disabled' },
  { value: 1, zh: '已启用', en: 'Enabled' },
];

/** updateRankState: a rank is switched on and off; only a disabled rank changes its terms or goes away */
export const rankSwitch = listing({ field: 'state', on: 1, off: 0, noun: { zh: '等级', en: 'Rank' }, nameField: 'rankName', words: LISTING_WORDS.enable });

export const RANK_PROFIT_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '生日礼遇', en: 'Birthday gift' },
  { value: 2, zh: '积分加倍', en: 'Bonus points' },
  { value: 3, zh: '免费洗车', en: 'Free car wash' },
  { value: 4, zh: '专属顾问', en: 'Personal advisor' },
  { value: 5, zh: '道路救援', en: 'Roadside assistance' },
  { value: 6, zh: '工时折扣', en: 'Labour discount' },
];

export const RANK_COUPON_CYCLE_OPTIONS: readonly Option[] = [
  { value: 0, zh: '升级时发放', en: 'On reaching the rank' },
  { value: 1, zh: '每月发放', en: 'Monthly' },
  { value: 2, zh: '每年发放', en: 'Yearly' },
];

export const RANK_TASK_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '完善资料', en: 'Complete profile' },
  { value: 2, zh: '绑定车辆', en: 'Bind a car' },
  { value: 3, zh: '每日签到', en: 'Daily check-in' },
  { value: 4, zh: '评价服务', en: 'Rate a service' },
  { value: 5, zh: '推荐好友', en: 'Refer a friend' },
];

export const ENABLED_OPTIONS: readonly Option[] = [
  { value: 0, zh: '停用', en: 'Off' },
  { value: 1, zh: '启用', en: 'On' },
];

export const RANK_MESSAGES = {
  overlap: { zh: '等级门槛重叠：等级序号越高，成长值门槛必须越高', en: 'Rank thresholds overlap: a higher rank needs a higher growth threshold' },
  levelTaken: { zh: '该等级序号已存在', en: 'This rank number is taken' },
  noRank: { zh: '等级不存在', en: 'No such rank' },
  goodsTaken: { zh: '该商品已在此等级的折扣商品中', en: 'These goods are already discounted for this rank' },
  noGoods: { zh: '商品不存在', en: 'No such goods' },
  noCoupon: { zh: '所选卡券不存在', en: 'The chosen coupon does not exist' },
} as const satisfies Record<string, Label>;

export const rankResource = defineResource({
  key: 'ahRank',
  service: 'crm-member',
  base: 'ahRank',
  table: 'ah_rank',
  title: { zh: '等级设置', en: 'Rank settings' },
  menu: 'rank-setting',
  buttonPrefix: 'rank_setting',
  labelField: 'rankName',
  paging: 'current',
  scope: 'tenant',
  fields: {
    rankLevel: f.int({ zh: '等级序号', en: 'Rank no.' }, { required: true, min: 1, maxValue: 20, list: 90, sortable: true, unique: true }),
    rankName: f.string({ zh: '等级名称', en: 'Rank name' }, { required: true, max: 20, list: 130, search: 'like' }),
    minGrowth: f.int({ zh: '成长值门槛', en: 'Growth threshold' }, { required: true, min: 0, maxValue: 99_999_999, list: 110, sortable: true }),
    keepMonths: f.int({ zh: '等级有效期(月)', en: 'Valid for (months)' }, { required: true, min: 1, maxValue: 120, list: 120, default: 12 }),
    discount: f.int({ zh: '商品折扣(%)', en: 'Goods discount (%)' }, { required: true, min: 1, maxValue: 100, list: 110, default: 100 }),
    state: f.int({ zh: '状态', en: 'State' }, { list: 80, search: 'eq', readonly: true, form: false, default: 1, options: RANK_STATE_OPTIONS }),
    memberCount: f.int({ zh: '会员数', en: 'Members' }, { list: 80, readonly: true, form: false, default: 0 }),
    remark: f.string({ zh: '等级说明', en: 'Description' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'rankList', detail: 'getRankParamById', upsert: 'updateRankParam' },
  // updateRankState {id, state}: the small on/off machine; the permission is the menu's 状态变更
  actions: rankSwitch.actions({ prefix: 'rank_setting', path: 'updateRankState' }).map((a) => ({ ...a, permission: 'rank_setting_status' })),
  pages: { view: '/rank/setting/detail' },
  related: [{ resource: 'ahRankMember', foreignKey: 'ahRankId', title: { zh: '本等级会员', en: 'Members of this rank' } }],
  defaultSort: ['rankLevel', 'asc'],
});

/** getBaseAhRankInfo / updateBaseAhRankInfo: the programme's one row per tenant. */
export const rankBaseResource = defineResource({
  key: 'ahRankBase',
  service: 'crm-member',
  base: 'ahRank',
  table: 'ah_rank_base',
  title: { zh: '等级基础设置', en: 'Rank programme' },
  buttonPrefix: 'rank_setting',
  paging: 'current',
  scope: 'tenant',
  singleton: true,
  fields: {
    programName: f.string({ zh: '体系名称', en: 'Programme name' }, { required: true, max: 30, default: '会员成长体系' }),
    growthValidMonths: f.int({ zh: '成长值有效期(月)', en: 'Growth counts for (months)' }, { required: true, min: 1, maxValue: 120, default: 12 }),
    description: f.string({ zh: '体系说明', en: 'Description' }, { max: 500, form: 'textarea' }),
  },
  ops: { page: 'getBaseAhRankInfo', upsert: 'updateBaseAhRankInfo' },
});

/** getRankRuleInfoById / updateRankRuleInfo: how growth is earned (one row per tenant). */
export const rankRuleResource = defineResource({
  key: 'ahRankRule',
  service: 'crm-member',
  base: 'ahRank',
  table: 'ah_rank_rule',
  title: { zh: '成长值规则', en: 'Growth rules' },
  buttonPrefix: 'rank_setting',
  paging: 'current',
  scope: 'tenant',
  singleton: true,
  fields: {
    carOrderPer100: f.int({ zh: '购车每100元成长值', en: 'Growth per 100 of car purchases' }, { required: true, min: 0, maxValue: 1000, default: 1 }),
    workOrderPer100: f.int({ zh: '售后每100元成长值', en: 'Growth per 100 of service spend' }, { required: true, min: 0, maxValue: 1000, default: 2 }),
    storedValuePer100: f.int({ zh: '储值消费每100元成长值', en: 'Growth per 100 paid by stored-value card' }, { required: true, min: 0, maxValue: 1000, default: 1 }),
    checkInGrowth: f.int({ zh: '每次签到成长值', en: 'Growth per check-in' }, { required: true, min: 0, maxValue: 1000, default: 1 }),
  },
  ops: { page: 'getRankRuleInfoById', upsert: 'updateRankRuleInfo' },
});

/** 等级权益: getRankProfitInfo (tenantId, rankProfitType) and updateRankProfitInfo. */
export const rankProfitResource = defineResource({
  key: 'ahRankProfit',
  service: 'crm-member',
  base: 'ahRank',
  table: 'ah_rank_profit',
  title: { zh: '等级权益', en: 'Rank benefits' },
  menu: 'rank-profit',
  buttonPrefix: 'rank_profit',
  labelField: 'profitName',
  paging: 'current',
  scope: 'tenant',
  fields: {
    ahRankId: f.id({ zh: '等级', en: 'Rank' }, { required: true, list: 110, search: 'eq', form: 'select', ref: 'ahRank' }),
    rankProfitType: f.int({ zh: '权益类型', en: 'Benefit kind' }, { required: true, list: 110, search: 'eq', form: 'select', options: RANK_PROFIT_TYPE_OPTIONS }),
    profitName: f.string({ zh: '权益名称', en: 'Benefit' }, { required: true, max: 30, list: 150, search: 'like' }),
    profitValue: f.string({ zh: '权益内容', en: 'What it gives' }, { required: true, max: 100, list: 220 }),
    isEnabled: f.int({ zh: '状态', en: 'State' }, { required: true, list: 80, search: 'eq', form: 'select', options: ENABLED_OPTIONS, default: 1 }),
  },
  ops: { page: 'getRankProfitInfo', upsert: 'updateRankProfitInfo' },
  defaultSort: ['createTime', 'asc'],
});

/** 等级卡券: the coupons a rank gives, each a coupon of the catalogue (the coupon area's selectedRankCoupon calls). */
export const rankCouponResource = defineResource({
  key: 'ahRankCoupon',
  service: 'crm-member',
  base: 'ahCoupon',
  table: 'ah_rank_coupon',
  title: { zh: '等级卡券', en: 'Rank coupons' },
  menu: 'rank-coupon',
  buttonPrefix: 'rank_coupon',
  labelField: 'couponName',
  paging: 'current',
  scope: 'tenant',
  fields: {
    ahRankId: f.id({ zh: '等级', en: 'Rank' }, { required: true, list: 110, search: 'eq', form: 'select', ref: 'ahRank' }),
    // the catalogue's coupon (卡券列表); its name and value are copied when the link is saved
    ahCouponId: f.id({ zh: '卡券', en: 'Coupon' }, { required: true, search: 'eq', form: 'select', ref: 'ahCoupon' }),
    couponName: f.string({ zh: '卡券名称', en: 'Coupon' }, { max: 50, list: 170, search: 'like', readonly: true }),
    couponValue: f.money({ zh: '面额', en: 'Value' }, { list: 100, readonly: true }),
    sendNum: f.int({ zh: '每次发放张数', en: 'Per sending' }, { required: true, min: 1, maxValue: 99, list: 110, default: 1 }),
    sendCycle: f.int({ zh: '发放周期', en: 'Sent' }, { required: true, list: 110, search: 'eq', form: 'select', options: RANK_COUPON_CYCLE_OPTIONS, default: 0 }),
    validDays: f.int({ zh: '有效天数', en: 'Valid (days)' }, { required: true, min: 1, maxValue: 3650, list: 90, default: 30 }),
    sentCount: f.int({ zh: '已发放张数', en: 'Sent' }, { list: 90, readonly: true, form: false, default: 0 }),
  },
  // detail (ours): the show page /rank/coupon/detail with the sendings as its related list
  ops: { page: 'selectedRankCouponPage', all: 'selectedRankCouponList', detail: 'selectedRankCouponDetail', create: 'addSelectedRankCoupon', update: 'editSelectedRankCoupon', remove: 'removeSelectedRankCoupon', export: 'exportSelectedRankCoupon' },
  pages: { view: '/rank/coupon/detail' },
  related: [{ resource: 'ahRankCouponSend', foreignKey: 'ahRankCouponId', title: { zh: '发放记录', en: 'Sendings' } }],
  defaultSort: ['createTime', 'asc'],
});

/**
 * Each sending of a rank coupon to a member: one row per rank coupon, member and occasion (reaching the
 * rank, or the month / year of a monthly / yearly coupon), a unique key, so an occasion never sends twice.
 */
export const rankCouponSendResource = defineResource({
  key: 'ahRankCouponSend',
  service: 'crm-member',
  base: 'ahRank',
  table: 'ah_rank_coupon_send',
  title: { zh: '等级卡券发放记录', en: 'Rank coupon sendings' },
  buttonPrefix: 'rank_coupon',
  labelField: 'memberName',
  paging: 'current',
  scope: 'store',
  fields: {
    ahRankCouponId: f.id({ zh: '等级卡券', en: 'Rank coupon' }, { search: 'eq', readonly: true, form: false }),
    ahRankId: f.id({ zh: '等级', en: 'Rank' }, { search: 'eq', readonly: true, ref: 'ahRank' }),
    ahCouponId: f.id({ zh: '卡券', en: 'Coupon' }, { search: 'eq', readonly: true, form: false }),
    memberId: f.id({ zh: '会员', en: 'Member' }, { search: 'eq', readonly: true, form: false }),
    memberName: f.string({ zh: '会员姓名', en: 'Member' }, { max: 50, list: 100, search: 'like', readonly: true }),
    memberPhone: f.string({ zh: '会员手机号', en: 'Phone' }, { max: 11, list: 120, search: 'like', readonly: true }),
    couponName: f.string({ zh: '卡券名称', en: 'Coupon' }, { max: 50, list: 150, readonly: true }),
    occasion: f.string({ zh: '发放时机', en: 'Occasion' }, { max: 60, list: 200, readonly: true }),
    sentNum: f.int({ zh: '发放张数', en: 'Sent' }, { list: 80, readonly: true }),
    couponCodes: f.string({ zh: '券码', en: 'Codes' }, { max: 500, list: 200, readonly: true }),
    refusal: f.string({ zh: '未发放原因', en: 'Not sent because' }, { max: 200, list: 200, readonly: true }),
    sendTime: f.datetime({ zh: '发放时间', en: 'Sent at' }, { list: 160, sortable: true, readonly: true }),
  },
  ops: { page: 'rankCouponSendList' },
  defaultSort: ['sendTime', 'desc'],
});

export const GROWTH_SOURCE = { carOrder: 1, workOrder: 2, storedValue: 3 } as const;
export const GROWTH_SOURCE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '购车', en: 'Car purchase' },
  { value: 2, zh: '售后消费', en: 'Service spend' },
  { value: 3, zh: '储值消费', en: 'Stored-value spend' },
];

/**
 * The growth log: one row per event that earns growth (a delivered car order, a settled work order, a
 * stored-value write-off), its source key unique in the tenant, so an event never grants growth twice;
 * refreshRank logs the events not logged yet and sums the member's rows inside the growth window.
 */
export const rankGrowthLogResource = defineResource({
  key: 'ahRankGrowthLog',
  service: 'crm-member',
  base: 'ahRank',
  table: 'ah_rank_growth_log',
  title: { zh: '成长值明细', en: 'Growth log' },
  buttonPrefix: 'rank_setting',
  labelField: 'sourceKey',
  paging: 'current',
  scope: 'store',
  fields: {
    memberId: f.id({ zh: '会员', en: 'Member' }, { search: 'eq', readonly: true, form: false }),
    memberName: f.string({ zh: '会员姓名', en: 'Member' }, { max: 50, list: 100, search: 'like', readonly: true }),
    memberPhone: f.string({ zh: '会员手机号', en: 'Phone' }, { max: 11, list: 120, search: 'like', readonly: true }),
    sourceType: f.int({ zh: '来源', en: 'Source' }, { list: 100, search: 'eq', readonly: true, options: GROWTH_SOURCE_OPTIONS }),
    sourceKey: f.string({ zh: '来源单据', en: 'Source' }, { max: 60, list: 200, search: 'like', readonly: true }),
    amount: f.money({ zh: '金额', en: 'Amount' }, { list: 100, readonly: true }),
    growth: f.int({ zh: '成长值', en: 'Growth' }, { list: 80, readonly: true }),
    eventTime: f.datetime({ zh: '发生时间', en: 'At' }, { list: 160, search: 'range', sortable: true, readonly: true }),
  },
  ops: { page: 'growthLogList' },
  defaultSort: ['eventTime', 'desc'],
});

/** 等级折扣商品: mall goods of the store at a rank's discount. */
export const rankGoodsResource = defineResource({
  key: 'ahRankGoods',
  service: 'crm-member',
  base: 'ahRankGoods',
  table: 'ah_rank_goods',
  title: { zh: '等级折扣商品', en: 'Rank discount goods' },
  menu: 'rank-goods',
  buttonPrefix: 'rank_goods',
  labelField: 'goodsName',
  paging: 'current',
  scope: 'store',
  fields: {
    ahRankId: f.id({ zh: '等级', en: 'Rank' }, { required: true, list: 110, search: 'eq', form: 'select', ref: 'ahRank' }),
    goodsId: f.id({ zh: '商品', en: 'Goods' }, { required: true, search: 'eq', form: 'select', ref: 'ahGoods' }),
    goodsName: f.string({ zh: '商品名称', en: 'Goods' }, { max: 50, list: 200, search: 'like', readonly: true }),
    price: f.money({ zh: '商城售价', en: 'Mall price' }, { list: 100, readonly: true }),
    discount: f.int({ zh: '折扣(%)', en: 'Discount (%)' }, { required: true, min: 1, maxValue: 100, list: 90, default: 90 }),
    discountPrice: f.money({ zh: '折后价', en: 'Discounted' }, { list: 100, readonly: true }),
  },
  ops: { page: 'selList', create: 'addGoods', remove: 'delGoods', export: 'export' },
  defaultSort: ['createTime', 'desc'],
});

/** 等级任务: what a member does to earn growth. */
export const rankTaskResource = defineResource({
  key: 'ahRankTask',
  service: 'crm-member',
  base: 'ahRankTask',
  table: 'ah_rank_task',
  title: { zh: '等级任务', en: 'Rank tasks' },
  menu: 'rank-task',
  buttonPrefix: 'rank_task',
  labelField: 'taskName',
  paging: 'current',
  scope: 'tenant',
  fields: {
    taskName: f.string({ zh: '任务名称', en: 'Task' }, { required: true, max: 30, list: 150, search: 'like' }),
    taskType: f.int({ zh: '任务类型', en: 'Kind' }, { required: true, list: 110, search: 'eq', form: 'select', options: RANK_TASK_TYPE_OPTIONS }),
    growthValue: f.int({ zh: '奖励成长值', en: 'Growth' }, { required: true, min: 0, maxValue: 10000, list: 100 }),
    limitTimes: f.int({ zh: '每月上限次数', en: 'Monthly limit' }, { required: true, min: 1, maxValue: 31, list: 110, default: 1 }),
    state: f.int({ zh: '状态', en: 'State' }, { required: true, list: 80, search: 'eq', form: 'select', options: ENABLED_OPTIONS, default: 1 }),
    description: f.string({ zh: '任务说明', en: 'Description' }, { max: 255, list: 220 }),
  },
  ops: { page: 'list', update: 'updateTask' },
  defaultSort: ['createTime', 'asc'],
});

/** Each member's rank as refreshRank last computed it. */
export const rankMemberResource = defineResource({
  key: 'ahRankMember',
  service: 'crm-member',
  base: 'ahRank',
  table: 'ah_rank_member',
  title: { zh: '会员等级', en: 'Member ranks' },
  buttonPrefix: 'rank_setting',
  paging: 'current',
  scope: 'store',
  fields: {
    memberId: f.id({ zh: '会员', en: 'Member' }, { search: 'eq', readonly: true, ref: 'ahMember' }),
    memberName: f.string({ zh: '会员姓名', en: 'Member' }, { max: 50, list: 110, search: 'like', readonly: true }),
    memberPhone: f.string({ zh: '会员手机号', en: 'Phone' }, { max: 11, list: 120, search: 'like', readonly: true }),
    growthValue: f.int({ zh: '成长值', en: 'Growth' }, { list: 90, sortable: true, readonly: true }),
    ahRankId: f.id({ zh: '等级', en: 'Rank' }, { search: 'eq', readonly: true, ref: 'ahRank' }),
    rankName: f.string({ zh: '等级名称', en: 'Rank' }, { max: 20, list: 100, readonly: true }),
    rankLevel: f.int({ zh: '等级序号', en: 'Rank no.' }, { list: 80, readonly: true }),
    reachTime: f.datetime({ zh: '达到等级时间', en: 'Reached at' }, { list: 160, readonly: true }),
    refreshTime: f.datetime({ zh: '计算时间', en: 'Computed at' }, { list: 160, readonly: true }),
  },
  ops: { page: 'memberRankList' },
  defaultSort: ['growthValue', 'desc'],
});

export const RANK_RESOURCES = [rankResource, rankBaseResource, rankRuleResource, rankProfitResource, rankCouponResource, rankCouponSendResource, rankGrowthLogResource, rankGoodsResource, rankTaskResource, rankMemberResource] as const;

/** The rank a growth value reaches among the enabled ranks: the highest threshold at or below it. */
export function rankFor<R extends { minGrowth: number; rankLevel: number }>(enabled: readonly R[], growth: number): R | null {
  let best: R | null = null;
  for (const r of enabled) if (r.minGrowth <= growth && (!best || r.rankLevel > best.rankLevel)) best = r;
  return best;
}

/** Thresholds must rise with the rank number among enabled ranks; the first pair that does not names the problem. */
export function thresholdOverlap(ranks: ReadonlyArray<{ rankLevel: number; minGrowth: number; rankName: string }>): Label | null {
  const sorted = [...ranks].sort((a, b) => a.rankLevel - b.rankLevel);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].minGrowth <= sorted[i - 1].minGrowth) {
      return { zh: `${RANK_MESSAGES.overlap.zh}（${sorted[i - 1].rankName}与${sorted[i].rankName}）`, en: `${RANK_MESSAGES.overlap.en} (${sorted[i - 1].rankName} and ${sorted[i].rankName})` };
    }
  }
  return null;
}
