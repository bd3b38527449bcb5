/**
 * Stored-value cards (储值卡, crm-member ahStoredValueCard, spec 2): the card products a store sells,
 * the cards members hold with their balance, every recharge and write-off in the log, and the
 * dictionary of recharge methods and spending items. Decisions: docs/stored-value-cards.md.
 */
import { listing } from '../../../machines/listing.machine';
import { defineResource, f, type Label, type Option } from '../types';

/** spec 2 section 4: "stored-value recharge 0, verify 1" (verify log 2 is the log screen) */
export const STORED_VALUE_LOG_TYPE = { recharge: 0, verify: 1, refund: 2 } as const;
export const STORED_VALUE_LOG_TYPE_OPTIONS: readonly Option[] = [
  { value: 0, zh: '充值', en: 'Recharge' },
  { value: 1, zh: '扣款核销', en: 'Write-off' },
  // a mall order's refund gives back what the card paid (docs/mall.md "Tenders")
  { value: 2, zh: '退款退回', en: 'Refunded' },
];

/** the dictionary's kinds: how a recharge was paid, what a write-off paid for */
export const STORED_VALUE_DICT_TYPE = { payMethod: 1, spendItem: 2 } as const;
export const STORED_VALUE_DICT_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '充值方式', en: 'Recharge method' },
  { value: 2, zh: '消费项目', en: 'Spending item' },
];

export const STORED_VALUE_IS_UP_OPTIONS: readonly Option[] = [
  { value: 0, zh: '已下架', en: 'Unlisted' },
  { value: 1, zh: '已上架', en: 'Listed' },
];

/** the card product's listing: only an unlisted card changes, only a listed card is sold */
export const storedValueShelf = listing({ field: 'isUp', on: 1, off: 0, noun: { zh: '储值卡', en: 'Stored-value card' }, nameField: 'cardName', lockWhileOn: true });

/** the amount a recharge or write-off may move, in hundredths (spec 2 section 9: 0-99999999.99, and more than 0) */
export const STORED_VALUE_AMOUNT_MAX = 9_999_999_999;

/** The messages of this area (docs/stored-value-cards.md): one place, the server and the dialogs use them. */
export const STORED_VALUE_MESSAGES = {
  amountPositive: { zh: '请填写大于0的数字', en: 'Please enter a number greater than 0' },
  notListed: { zh: '储值卡未上架，不能售卖', en: 'The stored-value card is not listed and cannot be sold' },
  noCard: { zh: '储值卡不存在', en: 'No such stored-value card' },
  noMember: { zh: '该会员不存在，请先在会员列表中添加', en: 'No such member; add them in the member list first' },
  noMemberCard: { zh: '该会员没有此储值卡', en: 'The member holds no such stored-value card' },
  chooseMember: { zh: '请选择会员或输入会员手机号', en: 'Pick a member or enter their phone' },
  smsCodeRequired: { zh: '请输入验证码', en: 'Please enter the verification code' },
} as const satisfies Record<string, Label>;

export const insufficientBalance = (balanceCents: number): Label => {
  const yuan = (balanceCents / 100).toFixed(2);
  return { zh: `余额不足，当前余额${yuan}元`, en: `Insufficient balance; the card holds ${yuan}` };
};
export const cardExpired = (date: string): Label => ({ zh: `储值卡已过期（有效期至${date}）`, en: `The stored-value card expired (valid until ${date})` });

export const storedValueCardResource = defineResource({
  key: 'ahStoredValueCard',
  service: 'crm-member',
  base: 'ahStoredValueCard',
  table: 'ah_stored_value_card',
  title: { zh: '储值卡列表', en: 'Stored-value cards' },
  menu: 'stored-value-card',
  buttonPrefix: 'stored_value_card',
  labelField: 'cardName',
  paging: 'current',
  scope: 'store',
  fields: {
    cardName: f.string({ zh: '储值卡名称', en: 'Card name' }, { required: true, max: 50, list: 160, search: 'like' }),
    faceValue: f.money({ zh: '面值', en: 'Face value' }, { required: true, list: 110, sortable: true }),
    giftAmount: f.money({ zh: '赠送金额', en: 'Bonus' }, { list: 100, default: 0 }),
    validMonths: f.int({ zh: '有效期(月)', en: 'Validity (months)' }, { required: true, min: 0, maxValue: 120, list: 100, default: 24 }),
    isUp: f.int({ zh: '上架状态', en: 'Listing' }, { list: 90, search: 'eq', readonly: true, form: false, default: 0, options: STORED_VALUE_IS_UP_OPTIONS }),
    saleCount: f.int({ zh: '已售张数', en: 'Sold' }, { min: 0, list: 80, readonly: true, form: false, default: 0 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'saveOrUpdate', remove: 'remove', export: 'export' },
  editable: storedValueShelf.editable,
  removable: storedValueShelf.removable,
  actions: storedValueShelf.actions({ prefix: 'stored_value_card', path: 'changeUp', confirmDown: { zh: '确定下架该储值卡？下架后不能再售卖', en: 'Unlist this card? It can no longer be sold.' } }),
  pages: { view: '/storedValueCard/detail' },
  related: [{ resource: 'ahStoredValueCardMember', foreignKey: 'ahStoredValueCardId', title: { zh: '持卡会员', en: 'Card holders' } }],
  defaultSort: ['createTime', 'desc'],
});

/** The cards members hold (the spec's "stored value pageList"): one per member and product, with its balance. */
export const storedValueMemberCardResource = defineResource({
  key: 'ahStoredValueCardMember',
  service: 'crm-member',
  base: 'ahStoredValueCard',
  table: 'ah_stored_value_card_member',
  title: { zh: '会员储值卡', en: 'Members’ stored-value cards' },
  buttonPrefix: 'stored_value_card',
  labelField: 'cardNo',
  paging: 'current',
  scope: 'store',
  fields: {
    cardNo: f.string({ zh: '卡号', en: 'Card no.' }, { max: 20, list: 150, search: 'eq', unique: true, readonly: true }),
    ahStoredValueCardId: f.id({ zh: '储值卡', en: 'Card' }, { search: 'eq', readonly: true, ref: 'ahStoredValueCard' }),
    cardName: f.string({ zh: '储值卡名称', en: 'Card name' }, { max: 50, list: 140, search: 'like', readonly: true }),
    memberId: f.id({ zh: '会员', en: 'Member' }, { search: 'eq', readonly: true, ref: 'ahMember' }),
    memberName: f.string({ zh: '会员姓名', en: 'Member' }, { max: 50, list: 100, search: 'like', readonly: true }),
    memberPhone: f.string({ zh: '会员手机号', en: 'Member phone' }, { max: 11, list: 120, search: 'like', readonly: true }),
    balance: f.money({ zh: '余额', en: 'Balance' }, { list: 110, sortable: true, readonly: true }),
    rechargeTotal: f.money({ zh: '累计充值', en: 'Recharged' }, { min: 0, list: 110, readonly: true }),
    giftTotal: f.money({ zh: '累计赠送', en: 'Bonus' }, { min: 0, list: 100, readonly: true }),
    spentTotal: f.money({ zh: '累计消费', en: 'Spent' }, { min: 0, list: 110, readonly: true }),
    expireTime: f.datetime({ zh: '有效期至', en: 'Valid until' }, { list: 150, readonly: true, sortable: true }),
    lastTime: f.datetime({ zh: '最近变动', en: 'Last movement' }, { list: 150, readonly: true, sortable: true }),
  },
  ops: { page: 'pageList' },
  defaultSort: ['lastTime', 'desc'],
});

/** 储值记录: one row per recharge and write-off, written in the transaction that moves the balance. */
export const storedValueLogResource = defineResource({
  key: 'ahStoredValueCardLog',
  service: 'crm-member',
  base: 'ahStoredValueCard',
  table: 'ah_stored_value_card_log',
  title: { zh: '储值记录', en: 'Stored-value log' },
  menu: 'stored-value-log',
  buttonPrefix: 'stored_value_log',
  labelField: 'cardNo',
  paging: 'current',
  scope: 'store',
  fields: {
    // the card number first: / goes to its search box (the counter searches by the card in hand)
    cardNo: f.string({ zh: '卡号', en: 'Card no.' }, { max: 20, list: 150, search: 'eq', readonly: true }),
    logType: f.int({ zh: '类型', en: 'Kind' }, { list: 90, search: 'eq', readonly: true, options: STORED_VALUE_LOG_TYPE_OPTIONS }),
    ahStoredValueCardMemberId: f.id({ zh: '会员储值卡', en: 'Member card' }, { search: 'eq', readonly: true, form: false }),
    ahStoredValueCardId: f.id({ zh: '储值卡', en: 'Card' }, { readonly: true, form: false }),
    cardName: f.string({ zh: '储值卡名称', en: 'Card name' }, { max: 50, list: 130, search: 'like', readonly: true }),
    memberId: f.id({ zh: '会员', en: 'Member' }, { readonly: true, form: false }),
    memberName: f.string({ zh: '会员姓名', en: 'Member' }, { max: 50, list: 100, search: 'like', readonly: true }),
    memberPhone: f.string({ zh: '会员手机号', en: 'Member phone' }, { max: 11, list: 120, search: 'like', readonly: true }),
    amount: f.money({ zh: '金额', en: 'Amount' }, { list: 110, readonly: true }),
    giftAmount: f.money({ zh: '赠送金额', en: 'Bonus' }, { list: 100, readonly: true }),
    balanceBefore: f.money({ zh: '变动前余额', en: 'Balance before' }, { min: 0, readonly: true }),
    balanceAfter: f.money({ zh: '变动后余额', en: 'Balance after' }, { min: 0, list: 120, readonly: true }),
    itemName: f.string({ zh: '充值方式/消费项目', en: 'Method / item' }, { max: 30, list: 120, readonly: true }),
    // the client's idempotency key: kept, never shown
    requestId: f.string({ zh: '请求号', en: 'Request id' }, { max: 64, readonly: true, form: false }),
    operatorName: f.string({ zh: '操作人', en: 'By' }, { max: 50, list: 100, readonly: true }),
    operateTime: f.datetime({ zh: '操作时间', en: 'At' }, { list: 160, search: 'range', sortable: true, readonly: true }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, list: 160, readonly: true }),
  },
  ops: { page: 'logList', detail: 'logDetail', export: 'logExport' },
  pages: { view: '/storedValueCard/environmentLog/detail/index' },
  sections: [
    { title: { zh: '变动', en: 'Movement' }, fields: ['logType', 'amount', 'giftAmount', 'balanceBefore', 'balanceAfter', 'itemName', 'operatorName', 'operateTime', 'remark'] },
    { title: { zh: '会员与卡', en: 'Member and card' }, fields: ['cardNo', 'cardName', 'memberName', 'memberPhone'] },
  ],
  defaultSort: ['operateTime', 'desc'],
});

/** 字典设置: the recharge methods and spending items offered by the recharge and write-off dialogs. */
export const storedValueDictResource = defineResource({
  key: 'ahStoredValueCardDict',
  service: 'crm-member',
  base: 'ahStoredValueCard/dict',
  table: 'ah_stored_value_card_dict',
  title: { zh: '储值卡字典设置', en: 'Stored-value dictionary' },
  buttonPrefix: 'stored_value_card',
  labelField: 'dictName',
  paging: 'current',
  scope: 'tenant',
  fields: {
    type: f.int({ zh: '字典类型', en: 'Kind' }, { required: true, list: 110, search: 'eq', form: 'select', options: STORED_VALUE_DICT_TYPE_OPTIONS, default: 2 }),
    dictName: f.string({ zh: '名称', en: 'Name' }, { required: true, max: 30, list: 200, search: 'like' }),
  },
  ops: { page: 'list', create: 'add', remove: 'remove' },
  defaultSort: ['createTime', 'asc'],
});

export const STORED_VALUE_RESOURCES = [storedValueCardResource, storedValueMemberCardResource, storedValueLogResource, storedValueDictResource] as const;
