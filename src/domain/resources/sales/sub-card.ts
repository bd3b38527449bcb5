/**
 * Sub-cards (次卡, crm-member ahSubCard, spec 2): prepaid service-count cards a store sells ("10 car
 * washes"), the cards members hold once sent, and the log of every send and verify. The decisions
 * where the spec is silent are in docs/sub-cards.md.
 */
import * as v from 'valibot';
import { formatDate } from '../../format';
import { defineResource, f, type Label, type Option } from '../types';
import { SUB_CARD_IS_UP, SUB_CARD_IS_UP_OPTIONS, subCardAllows, subCardRowRefusal } from '../../../machines/sub-card.machine';
import { ISSUED_CARD_STATUS, ISSUED_CARD_STATUS_OPTIONS } from '../../../machines/issued-sub-card.machine';

/** a member's card code (SC and twelve digits); typed in lower case it is the same card */
export const vSubCardCode = () =>
  v.pipe(v.union([v.string(), v.number()], '请输入次卡卡号'), v.transform((x) => String(x).trim().toUpperCase()), v.minLength(1, '请输入次卡卡号'), v.maxLength(20, '次卡卡号格式错误'));
export const vVerifyCount = () =>
  v.pipe(
    v.union([v.string(), v.number()], '核销次数须为正整数'),
    v.transform((x) => (typeof x === 'string' && x.trim() === '' ? NaN : Number(x))),
    v.number('核销次数须为正整数'),
    v.integer('核销次数须为正整数'),
    v.minValue(1, '核销次数须为正整数'),
    v.maxValue(999, '核销次数须为正整数'),
  );
const vRemark = () => v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform((x) => String(x).trim()), v.maxLength(255, '长度不能超过255个字符')));

export const EFFECT_UNIT_OPTIONS: readonly Option[] = [
  { value: 0, zh: '年', en: 'Years' },
  { value: 1, zh: '月', en: 'Months' },
  { value: 2, zh: '日', en: 'Days' },
];

export const TAKE_EFFECT_OPTIONS: readonly Option[] = [
  { value: 0, zh: '立即生效', en: 'Immediately' },
  { value: 1, zh: '一年后生效', en: 'After 1 year' },
  { value: 2, zh: '两年后生效', en: 'After 2 years' },
];

/** spec 2 sections 5 and 9: the validity a card may have, in months, in the spec's order */
export const SUB_CARD_VALIDITY_MONTHS: readonly number[] = [12, 24, 6, 3, 1];

/** The validity rule beside the field bounds (docs/sub-cards.md): months only as the spec's options. */
export function validityProblem(effectNum: number, effectUnit: number): Label | null {
  if (effectUnit === 1 && !SUB_CARD_VALIDITY_MONTHS.includes(effectNum)) {
    return { zh: `按月计的有效期只能为${SUB_CARD_VALIDITY_MONTHS.join('、')}个月`, en: `A validity in months must be one of ${SUB_CARD_VALIDITY_MONTHS.join(', ')}` };
  }
  if (effectUnit === 0 && effectNum > 10) return { zh: '按年计的有效期最多10年', en: 'A validity in years is at most 10' };
  return null;
}

export const SUB_CARD_LOG_TYPE = { send: 0, verify: 1 } as const;
export const SUB_CARD_LOG_TYPE_OPTIONS: readonly Option[] = [
  { value: 0, zh: '发卡', en: 'Sent' },
  { value: 1, zh: '核销', en: 'Verified' },
];

const offShelf = (row: Readonly<Record<string, unknown>>) => row.isUp;

export const subCardResource = defineResource({
  key: 'ahSubCard',
  service: 'crm-member',
  base: 'ahSubCard',
  table: 'ah_sub_card',
  title: { zh: '次卡列表', en: 'Sub-cards' },
  menu: 'subcard',
  buttonPrefix: 'subcard',
  idField: 'ahSubCardId',
  paging: 'current',
  scope: 'store',
  fields: {
    cardName: f.string({ zh: '次卡名称', en: 'Card name' }, { required: true, max: 50, list: 140, search: 'like' }),
    project: f.string({ zh: '服务项目', en: 'Service' }, { required: true, max: 100, list: 130, search: 'like' }),
    totalCount: f.int({ zh: '总次数', en: 'Uses' }, { required: true, min: 1, maxValue: 999, list: 70 }),
    price: f.money({ zh: '售价', en: 'Price' }, { required: true, list: 100, sortable: true }),
    effectNum: f.int({ zh: '有效期', en: 'Validity' }, { required: true, min: 1, maxValue: 3650, list: 70, default: 12 }),
    effectUnit: f.int({ zh: '有效期单位', en: 'Validity unit' }, { required: true, list: 80, form: 'select', options: EFFECT_UNIT_OPTIONS, default: 1 }),
    takeEffect: f.int({ zh: '生效方式', en: 'Takes effect' }, { required: true, list: 100, search: 'eq', form: 'select', options: TAKE_EFFECT_OPTIONS, default: 0 }),
    isUp: f.int({ zh: '上架状态', en: 'Listing' }, { list: 80, search: 'eq', readonly: true, form: false, default: SUB_CARD_IS_UP.offShelf, options: SUB_CARD_IS_UP_OPTIONS }),
    sendCount: f.int({ zh: '已发放', en: 'Sent' }, { min: 0, list: 70, readonly: true, form: false, default: 0 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'getPage', detail: 'detail', create: 'save', update: 'edit', remove: 'delete', export: 'export' },
  // the listing machine: only an off-shelf card changes (members holding a listed card keep its terms)
  editable: { applies: (row) => subCardAllows(row.isUp, 'EDIT'), refusal: (row, many) => subCardRowRefusal(row, 'EDIT', many) },
  removable: { applies: (row) => subCardAllows(row.isUp, 'DELETE'), refusal: (row, many) => subCardRowRefusal(row, 'DELETE', many) },
  actions: [
    // the sub-card machine's UP and DOWN: offered where it allows them, checked again by the server
    {
      name: 'up',
      label: { zh: '上架', en: 'Put on shelf' },
      path: 'up',
      permission: 'subcard_up',
      set: { isUp: SUB_CARD_IS_UP.onShelf },
      applies: (row) => subCardAllows(offShelf(row), 'UP'),
      refusal: (row, many) => subCardRowRefusal(row, 'UP', many),
    },
    {
      name: 'down',
      label: { zh: '下架', en: 'Take off shelf' },
      path: 'down',
      permission: 'subcard_down',
      confirm: { zh: '确定下架该次卡？下架后不能再发放', en: 'Take this sub-card off shelf? It can no longer be sent.' },
      set: { isUp: SUB_CARD_IS_UP.offShelf },
      applies: (row) => subCardAllows(offShelf(row), 'DOWN'),
      refusal: (row, many) => subCardRowRefusal(row, 'DOWN', many),
    },
  ],
  lookups: [
    {
      // 核销 on a card of the list: the member's card code, Enter shows it; the uses, Enter verifies
      name: 'verify',
      label: { zh: '核销次卡', en: 'Verify sub-card' },
      permission: 'subcard_verify',
      key: 'h',
      on: 'row',
      // only a card someone holds has uses to verify
      rowApplies: (row) => Number(row.sendCount) > 0,
      code: { name: 'subCardCode', label: { zh: '次卡卡号', en: 'Card code' }, max: 20, placeholder: { zh: '输入卡号后按回车查询', en: 'Type the code, then Enter' }, schema: vSubCardCode },
      lookup: 'getVerifyInfo',
      found: { zh: '次卡信息', en: 'Card' },
      show: [
        { field: 'memberName', label: { zh: '会员', en: 'Member' }, text: (c) => `${String(c.memberName ?? '')} · ${String(c.memberPhone ?? '')}` },
        { field: 'cardName', label: { zh: '次卡', en: 'Card' }, text: (c) => `${String(c.cardName ?? '')} · ${String(c.project ?? '')}` },
        { field: 'remainCount', label: { zh: '剩余次数', en: 'Uses left' }, text: (c) => `${String(c.remainCount)} / ${String(c.totalCount)}` },
        { field: 'effectTime', label: { zh: '有效期', en: 'Valid' }, text: (c) => `${formatDate(String(c.effectTime ?? ''))} ~ ${formatDate(String(c.expireTime ?? ''))}` },
        { field: 'status', label: { zh: '状态', en: 'State' }, options: ISSUED_CARD_STATUS_OPTIONS, badge: (c) => (Number(c.status) === ISSUED_CARD_STATUS.active ? 'green' : 'gray') },
      ],
      act: {
        path: 'verify',
        label: { zh: '核销', en: 'Verify' },
        input: {
          count: { ...f.int({ zh: '核销次数', en: 'Uses to verify' }, { required: true, min: 1, maxValue: 999 }), schema: vVerifyCount, initial: '1' },
          remark: { ...f.string({ zh: '备注', en: 'Remark' }, { max: 255 }), schema: vRemark },
        },
        rowParam: 'ahSubCardId',
      },
      then: 'close',
      done: (a, _x, lang) => (lang === 'en' ? `Verified; ${String(a.remainCount)} uses left` : `核销成功，剩余${String(a.remainCount)}次`),
    },
  ],
  defaultSort: ['createTime', 'desc'],
});

/** The cards members hold (sent by sendCard): listed on the log detail page, read by getVerifyInfo. */
export const issuedSubCardResource = defineResource({
  key: 'ahSubCardMember',
  service: 'crm-member',
  base: 'ahSubCard',
  table: 'ah_sub_card_member',
  title: { zh: '会员次卡', en: 'Members’ sub-cards' },
  buttonPrefix: 'subcard',
  paging: 'current',
  scope: 'store',
  fields: {
    subCardCode: f.string({ zh: '次卡卡号', en: 'Card code' }, { max: 20, list: 150, search: 'eq', unique: true, readonly: true }),
    ahSubCardId: f.id({ zh: '次卡', en: 'Sub-card' }, { search: 'eq', readonly: true, ref: 'ahSubCard' }),
    cardName: f.string({ zh: '次卡名称', en: 'Card name' }, { max: 50, list: 140, search: 'like', readonly: true }),
    project: f.string({ zh: '服务项目', en: 'Service' }, { max: 100, list: 140, readonly: true }),
    memberId: f.id({ zh: '会员', en: 'Member' }, { search: 'eq', readonly: true, ref: 'ahMember' }),
    memberName: f.string({ zh: '会员姓名', en: 'Member' }, { max: 50, list: 100, search: 'like', readonly: true }),
    memberPhone: f.string({ zh: '会员手机号', en: 'Member phone' }, { max: 11, list: 120, search: 'like', readonly: true }),
    totalCount: f.int({ zh: '总次数', en: 'Uses' }, { list: 70, readonly: true }),
    remainCount: f.int({ zh: '剩余次数', en: 'Uses left' }, { min: 0, list: 80, readonly: true }),
    effectTime: f.datetime({ zh: '生效时间', en: 'In effect from' }, { list: 150, readonly: true }),
    expireTime: f.datetime({ zh: '到期时间', en: 'Valid until' }, { list: 150, readonly: true, sortable: true }),
    // computed from the dates and count when answered (issuedCardStatusAt); kept out of the table's writes
    status: f.int({ zh: '状态', en: 'State' }, { list: 80, readonly: true, form: false, options: ISSUED_CARD_STATUS_OPTIONS }),
  },
  ops: { page: 'memberCardList' },
  defaultSort: ['createTime', 'desc'],
});

/** 次卡记录: one row per send and per verify, written in the same transaction as the change. */
export const subCardLogResource = defineResource({
  key: 'ahSubCardLog',
  service: 'crm-member',
  base: 'ahSubCard',
  table: 'ah_sub_card_log',
  title: { zh: '次卡记录', en: 'Sub-card log' },
  menu: 'subcard-logs',
  buttonPrefix: 'subcard_logs',
  paging: 'current',
  scope: 'store',
  fields: {
    logType: f.int({ zh: '类型', en: 'Kind' }, { list: 70, search: 'eq', readonly: true, options: SUB_CARD_LOG_TYPE_OPTIONS }),
    subCardCode: f.string({ zh: '次卡卡号', en: 'Card code' }, { max: 20, list: 150, search: 'eq', readonly: true }),
    ahSubCardId: f.id({ zh: '次卡', en: 'Sub-card' }, { readonly: true }),
    cardName: f.string({ zh: '次卡名称', en: 'Card name' }, { max: 50, list: 140, search: 'like', readonly: true }),
    project: f.string({ zh: '服务项目', en: 'Service' }, { max: 100, list: 130, readonly: true }),
    memberId: f.id({ zh: '会员', en: 'Member' }, { readonly: true }),
    memberName: f.string({ zh: '会员姓名', en: 'Member' }, { max: 50, list: 100, search: 'like', readonly: true }),
    memberPhone: f.string({ zh: '会员手机号', en: 'Member phone' }, { max: 11, list: 120, search: 'like', readonly: true }),
    useCount: f.int({ zh: '次数', en: 'Uses' }, { min: 0, list: 70, readonly: true }),
    remainCount: f.int({ zh: '剩余次数', en: 'Uses left' }, { min: 0, list: 80, readonly: true }),
    operatorName: f.string({ zh: '操作人', en: 'By' }, { max: 50, list: 100, readonly: true }),
    operateTime: f.datetime({ zh: '操作时间', en: 'At' }, { list: 160, search: 'range', sortable: true, readonly: true }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, list: 160, readonly: true }),
  },
  ops: { page: 'logList', detail: 'logDetail', export: 'logExport' },
  defaultSort: ['operateTime', 'desc'],
});

export const SUB_CARD_RESOURCES = [subCardResource, issuedSubCardResource, subCardLogResource] as const;
