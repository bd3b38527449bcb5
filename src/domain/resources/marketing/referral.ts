/**
 * 老带新 (/marketing/oldCustomerReferral, its detail /marketing/oldCustomerReferral/detail): who referred
 * whom. A referral is entered at the counter (or by the members' side through the same save call) and
 * becomes a clue of the clue desk at once, channel 老带新; when the referred customer buys (a car order
 * of the phone in the store), the referrer's reward is granted once (发放奖励). docs/marketing.md.
 */
import { vMobile } from '../../validators';
import { defineResource, f, type Label, type Option } from '../types';

export const REWARD_STATUS = { pending: 0, granted: 1 } as const;
export const REWARD_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, zh: '未发放', en: 'Not granted' },
  { value: 1, zh: '已发放', en: 'Granted' },
];
export const DEAL_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, zh: '跟进中', en: 'Following' },
  { value: 1, zh: '已成交', en: 'Bought' },
];

/** the clue channel a referral's clue carries (dictionary clue_channel_type 7 老带新) */
export const REFERRAL_CHANNEL = { channelType: '7', channelName: '老带新' } as const;
/** the reward when the referral does not name one: 500 yuan, in hundredths */
export const DEFAULT_REFERRAL_REWARD = 50_000;

export const REFERRAL_MESSAGES = {
  selfReferral: { zh: '推荐人与被推荐人不能是同一手机号', en: 'The referrer and the referred customer cannot share a phone' },
  alreadyReferred: { zh: '该客户已被推荐', en: 'This customer has already been referred' },
  noPurchase: { zh: '被推荐客户尚未购车，不能发放奖励', en: 'The referred customer has not bought a car yet' },
  alreadyGranted: { zh: '奖励已发放，不能重复发放', en: 'The reward has already been granted' },
  noReferral: { zh: '推荐记录不存在', en: 'No such referral' },
} as const satisfies Record<string, Label>;

const pending = (row: Readonly<Record<string, unknown>>) => Number(row.rewardStatus ?? 0) === REWARD_STATUS.pending;

export const referralResource = defineResource({
  key: 'ahOldCustomerReferral',
  service: 'crm-anhua',
  base: 'ahOldCustomerReferral',
  table: 'ah_old_customer_referral',
  title: { zh: '老带新', en: 'Old-customer referral' },
  menu: 'old-customer-referral',
  buttonPrefix: 'old_customer_referral',
  labelField: 'referredName',
  paging: 'current',
  scope: 'store',
  fields: {
    referrerName: f.string({ zh: '推荐人', en: 'Referrer' }, { required: true, max: 50, list: 100, search: 'like' }),
    referrerPhone: f.string({ zh: '推荐人手机号', en: 'Referrer phone' }, { required: true, max: 11, list: 120, search: 'eq', rule: vMobile }),
    referredName: f.string({ zh: '被推荐人', en: 'Referred customer' }, { required: true, max: 50, list: 100, search: 'like' }),
    referredPhone: f.string({ zh: '被推荐人手机号', en: 'Referred phone' }, { required: true, max: 11, list: 120, search: 'eq', rule: vMobile }),
    seriesName: f.string({ zh: '意向车系', en: 'Series' }, { max: 100, list: 110 }),
    rewardAmount: f.money({ zh: '推荐奖励', en: 'Reward' }, { list: 90, min: 0, default: DEFAULT_REFERRAL_REWARD }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 500, form: 'textarea' }),
    clueId: f.id({ zh: '线索', en: 'Clue' }, { form: false, readonly: true }),
    ahClueTraceId: f.id({ zh: '线索跟进', en: 'Clue follow-up' }, { form: false, readonly: true }),
    channelName: f.string({ zh: '线索渠道', en: 'Channel' }, { max: 100, list: 90, form: false, readonly: true }),
    dealStatus: f.int({ zh: '成交状态', en: 'Deal' }, { list: 80, search: 'eq', form: false, readonly: true, default: 0, options: DEAL_STATUS_OPTIONS }),
    carOrderNo: f.string({ zh: '成交订单', en: 'Car order' }, { max: 32, list: 160, form: false, readonly: true }),
    rewardStatus: f.int({ zh: '奖励状态', en: 'Reward' }, { list: 80, search: 'eq', form: false, readonly: true, default: 0, options: REWARD_STATUS_OPTIONS }),
    rewardTime: f.datetime({ zh: '发放时间', en: 'Granted at' }, { list: 150, form: false, readonly: true }),
    rewardUserName: f.string({ zh: '发放人', en: 'Granted by' }, { max: 50, form: false, readonly: true }),
    createTime: f.datetime({ zh: '推荐时间', en: 'Referred at' }, { list: 150, search: 'range', sortable: true, form: false, readonly: true }),
  },
  ops: { page: 'page', detail: 'detail', create: 'save', export: 'export' },
  actions: [
    {
      // the referred customer bought: the reward, once (a conditional UPDATE on the pending status)
      name: 'GRANT',
      label: { zh: '发放奖励', en: 'Grant reward' },
      path: 'grantReward',
      permission: 'old_customer_referral_reward',
      key: 'g',
      custom: true,
      confirm: { zh: '确定向推荐人发放奖励？', en: 'Grant the referrer the reward?' },
      applies: pending,
      refusal: () => REFERRAL_MESSAGES.alreadyGranted,
    },
  ],
  pages: { view: '/marketing/oldCustomerReferral/detail' },
  sections: [
    { title: { zh: '推荐关系', en: 'Who referred whom' }, fields: ['referrerName', 'referrerPhone', 'referredName', 'referredPhone', 'seriesName', 'createTime', 'remark'] },
    { title: { zh: '线索与成交', en: 'Clue and deal' }, fields: ['channelName', 'clueId', 'dealStatus', 'carOrderNo'] },
    { title: { zh: '推荐奖励', en: 'Reward' }, fields: ['rewardAmount', 'rewardStatus', 'rewardTime', 'rewardUserName'] },
  ],
  history: true,
  defaultSort: ['createTime', 'desc'],
});
