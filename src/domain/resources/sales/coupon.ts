/**
 * Coupons (卡券管理, crm-member, spec 2 "Coupons"): the catalogue (one table, a slice per role type),
 * the coupons members hold, their verification log (跨店核销 is its slice), the due reminder, the
 * review of over-quota coupons and its reviewers, discount limits, insurers and quotations,
 * post-sales packages and the coupons a member rank grants. The decisions where the spec is silent
 * are in docs/coupons.md.
 */
import * as v from 'valibot';
import { formatDateTime, formatMoney } from '../../format';
import { defineResource, f, type Label, type Option } from '../types';
import { vMobile, vVin } from '../../validators';
import {
  COUPON_CHECK_STATUS,
  COUPON_CHECK_STATUS_OPTIONS,
  COUPON_RECORD_STATUS,
  COUPON_RECORD_STATUS_OPTIONS,
  COUPON_STATUS,
  COUPON_STATUS_OPTIONS,
  couponCheckAllows,
  couponCheckRefusal,
  couponShelf,
  issuedCouponAllows,
  issuedCouponRefusal,
  issuedCouponStateAt,
} from '../../../machines/coupon.machine';

/** spec 2 section 4: common 0, directional 1 */
export const COUPON_TYPE_OPTIONS: readonly Option[] = [
  { value: 0, zh: '通用券', en: 'Common' },
  { value: 1, zh: '定向券', en: 'Directional' },
];
/** spec 2 section 4: sales 0, finance 1, member 2, insurer 3 (the catalogue's slices) */
export const COUPON_ROLE_TYPE = { sales: 0, finance: 1, member: 2, insurer: 3 } as const;
export const COUPON_ROLE_TYPE_OPTIONS: readonly Option[] = [
  { value: 0, zh: '销售卡券', en: 'Sales' },
  { value: 1, zh: '财务卡券', en: 'Finance' },
  { value: 2, zh: '会员卡券', en: 'Member' },
  { value: 3, zh: '保险卡券', en: 'Insurer' },
];
/** spec 2 section 4: insurer modes proportion '1', quota '2', recharge '3' */
export const INSURER_MODE = { proportion: '1', quota: '2', recharge: '3' } as const;
export const INSURER_MODE_OPTIONS: readonly Option[] = [
  { value: '1', zh: '比例', en: 'Proportion' },
  { value: '2', zh: '定额', en: 'Quota' },
  { value: '3', zh: '充值', en: 'Recharge' },
];
/** the value of a coupon: an amount off, or a discount in percent of the price (85 = 8.5折) */
export const DISCOUNT_TYPE = { amount: 0, discount: 1 } as const;
export const DISCOUNT_TYPE_OPTIONS: readonly Option[] = [
  { value: 0, zh: '代金券', en: 'Amount off' },
  { value: 1, zh: '折扣券', en: 'Discount' },
];
/** spec 2 section 4: coupon-expiry option 0 same as overall validity, 1 valid within the T period */
export const EXPIRY_OPTION = { overall: 0, period: 1 } as const;
export const EXPIRY_OPTION_OPTIONS: readonly Option[] = [
  { value: 0, zh: '与整体有效期一致', en: 'Same as overall validity' },
  { value: 1, zh: '领取后T天内有效', en: 'Valid T days after issue' },
];
export const SEND_TYPE_OPTIONS: readonly Option[] = [
  { value: 0, zh: '用户领取', en: 'Claimed by member' },
  { value: 1, zh: '定向发放', en: 'Sent by the store' },
];
const YES_NO: readonly Option[] = [
  { value: 1, zh: '是', en: 'Yes' },
  { value: 0, zh: '否', en: 'No' },
];

/** the spec's coupon tip (spec 1 section 8, spec 2 section 5) */
export const COUPON_TIP_OVER_QUOTA: Label = { zh: '超出优惠限额的卡券需人工审核', en: 'Coupons over the discount limit need manual review' };

/** The rules of a coupon's value and validity beside the field bounds (docs/coupons.md). */
export function couponProblem(c: Readonly<Record<string, unknown>>): { field: string; message: Label } | null {
  if (Number(c.discountType) === DISCOUNT_TYPE.amount && !(Number(c.amount) > 0)) return { field: 'amount', message: { zh: '请输入卡券面额', en: 'Enter the coupon’s amount' } };
  if (Number(c.discountType) === DISCOUNT_TYPE.discount) {
    const d = Number(c.discount);
    if (!Number.isInteger(d) || d < 1 || d > 99) return { field: 'discount', message: { zh: '折扣须为1到99之间的整数（85即8.5折）', en: 'A discount is a whole percent from 1 to 99 (85 = 15% off)' } };
  }
  if (c.startTime && c.endTime && String(c.startTime) > String(c.endTime)) return { field: 'endTime', message: { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' } };
  if (Number(c.expiryOption) === EXPIRY_OPTION.period && !(Number(c.periodDays) >= 1)) return { field: 'periodDays', message: { zh: '请输入领取后有效天数', en: 'Enter the days a coupon stays valid after issue' } };
  if (Number(c.roleType) === COUPON_ROLE_TYPE.insurer && !c.insurerMode) return { field: 'insurerMode', message: { zh: '请选择保险卡券的发放模式', en: 'Choose the insurer mode' } };
  if (c.insurerMode === INSURER_MODE.quota && !c.discountId) return { field: 'discountId', message: { zh: '定额卡券须选择优惠限额', en: 'A quota coupon needs a discount limit' } };
  return null;
}

// ---------------------------------------------------------------- the catalogue

/** whom a send goes to: one member, a list of phones, a list of VINs (their owners) or a member group */
export const SEND_TARGET = { member: 0, phones: 1, vins: 2, group: 3 } as const;
export const SEND_TARGET_OPTIONS: readonly Option[] = [
  { value: 0, zh: '指定会员', en: 'One member' },
  { value: 1, zh: '手机号列表', en: 'Phone list' },
  { value: 2, zh: '车架号列表', en: 'VIN list' },
  { value: 3, zh: '会员分组', en: 'Member group' },
];
/** the most members one send reaches (a bigger group is sent in parts) */
export const SEND_MAX_MEMBERS = 500;

const memberInput = {
  sendTarget: f.int({ zh: '发放对象', en: 'Send to' }, { required: true, form: 'select', options: SEND_TARGET_OPTIONS, default: 0 }),
  ahMemberId: f.id({ zh: '会员', en: 'Member' }, { form: 'select', ref: 'ahMember' }),
  phone: f.text({ zh: '手机号（多个用逗号分隔）', en: 'Phones (comma separated)' }, { max: 2000, form: 'textarea' }),
  vinList: f.text({ zh: '车架号（多个用逗号分隔）', en: 'VINs (comma separated)' }, { max: 4000, form: 'textarea' }),
  ahMemberGroupId: f.id({ zh: '会员分组', en: 'Member group' }, { form: 'select', ref: 'ahMemberGroup' }),
  remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255 }),
};

const insurerSendInput = {
  ahMemberId: f.id({ zh: '会员', en: 'Member' }, { required: true, form: 'select', ref: 'ahMember' }),
  vin: f.string({ zh: '车架号', en: 'VIN' }, { required: true, max: 17, rule: vVin }),
  inputFee: f.money({ zh: '保费', en: 'Premium' }, { required: true }),
  imgPath: f.string({ zh: '保单图片', en: 'Policy image' }, { max: 500, form: 'image' }),
  otherEnclosure: f.string({ zh: '凭证图片', en: 'Voucher images' }, { max: 2000, form: 'image' }),
};

export const couponResource = defineResource({
  key: 'ahCoupon',
  service: 'crm-member',
  base: 'ahCoupon',
  table: 'ah_coupon',
  title: { zh: '卡券列表', en: 'Coupons' },
  buttonPrefix: 'coupon_list',
  idField: 'ahCouponId',
  labelField: 'couponName',
  paging: 'current',
  scope: 'store',
  fields: {
    couponName: f.string({ zh: '卡券名称', en: 'Coupon name' }, { required: true, max: 50, list: 160, search: 'like' }),
    roleType: f.int({ zh: '卡券类别', en: 'Role type' }, { required: true, list: 90, search: 'eq', form: 'select', options: COUPON_ROLE_TYPE_OPTIONS, default: 0 }),
    type: f.int({ zh: '卡券类型', en: 'Type' }, { required: true, list: 80, search: 'eq', form: 'select', options: COUPON_TYPE_OPTIONS, default: 0 }),
    discountType: f.int({ zh: '优惠方式', en: 'Value kind' }, { required: true, list: 80, form: 'select', options: DISCOUNT_TYPE_OPTIONS, default: 0 }),
    amount: f.money({ zh: '面额', en: 'Amount' }, { list: 90, sortable: true, default: 0 }),
    discount: f.int({ zh: '折扣(%)', en: 'Discount (%)' }, { min: 1, maxValue: 99, list: 70 }),
    thresholdAmount: f.money({ zh: '使用门槛', en: 'Minimum spend' }, { list: 90, default: 0 }),
    startTime: f.date({ zh: '开始日期', en: 'Valid from' }, { required: true, list: 100 }),
    endTime: f.date({ zh: '结束日期', en: 'Valid until' }, { required: true, list: 100, sortable: true }),
    expiryOption: f.int({ zh: '有效期方式', en: 'Expiry option' }, { required: true, form: 'select', options: EXPIRY_OPTION_OPTIONS, default: 0 }),
    periodDays: f.int({ zh: '领取后有效天数(T)', en: 'Valid days after issue (T)' }, { min: 1, maxValue: 3650 }),
    allStores: f.int({ zh: '全部门店可用', en: 'Valid in every store' }, { list: 90, form: 'select', options: YES_NO, default: 0 }),
    stock: f.int({ zh: '库存', en: 'Stock' }, { required: true, min: 0, maxValue: 1_000_000, list: 70, default: 100 }),
    sendCount: f.int({ zh: '已发放', en: 'Sent' }, { list: 70, readonly: true, form: false, default: 0 }),
    perMemberLimit: f.int({ zh: '每人限领', en: 'Per member' }, { required: true, min: 1, maxValue: 999, list: 70, default: 1 }),
    sendType: f.int({ zh: '发放方式', en: 'Send type' }, { required: true, list: 90, search: 'eq', form: 'select', options: SEND_TYPE_OPTIONS, default: 1 }),
    couponStatus: f.int({ zh: '上架状态', en: 'Listing' }, { list: 80, search: 'eq', readonly: true, form: false, options: COUPON_STATUS_OPTIONS, default: COUPON_STATUS.down }),
    insurerMode: f.string({ zh: '保险发放模式', en: 'Insurer mode' }, { max: 1, list: 90, search: 'eq', form: 'select', options: INSURER_MODE_OPTIONS }),
    ahCouponInsurerId: f.id({ zh: '保险公司', en: 'Insurer' }, { form: 'select', ref: 'ahCouponInsurer' }),
    discountId: f.id({ zh: '优惠限额', en: 'Discount limit' }, { search: 'eq', form: 'select', ref: 'ahCouponQuotaDiscount' }),
    useRule: f.string({ zh: '使用说明', en: 'Terms of use' }, { max: 500, form: 'textarea' }),
  },
  ops: { page: 'list', detail: 'detail', create: 'save', update: 'update', remove: 'remove', export: 'export' },
  slices: [
    { name: 'sales', menu: 'coupon-list', title: { zh: '卡券列表', en: 'Coupons' }, fixed: { roleType: COUPON_ROLE_TYPE.sales }, hide: ['insurerMode', 'ahCouponInsurerId', 'discountId'] },
    { name: 'finance', menu: 'coupon-finance', title: { zh: '财务卡券', en: 'Finance coupons' }, fixed: { roleType: COUPON_ROLE_TYPE.finance }, buttonPrefix: 'coupon_finance', hide: ['insurerMode', 'ahCouponInsurerId', 'discountId'] },
    { name: 'member', menu: 'coupon-member', title: { zh: '会员卡券', en: 'Member coupons' }, fixed: { roleType: COUPON_ROLE_TYPE.member }, buttonPrefix: 'coupon_member', hide: ['insurerMode', 'ahCouponInsurerId', 'discountId'] },
    { name: 'insurer', menu: 'coupon-insurer', title: { zh: '保险卡券', en: 'Insurer coupons' }, fixed: { roleType: COUPON_ROLE_TYPE.insurer }, buttonPrefix: 'coupon_insurer' },
    // 定额卡券: the insurer coupons granted against a discount limit (the spec's quota mode)
    { name: 'quota', menu: 'coupon-quota', title: { zh: '定额卡券', en: 'Quota coupons' }, fixed: { roleType: COUPON_ROLE_TYPE.insurer, insurerMode: INSURER_MODE.quota }, buttonPrefix: 'coupon_quota' },
  ],
  editable: couponShelf.editable,
  removable: couponShelf.removable,
  actions: [
    ...couponShelf.actions({ prefix: 'coupon_list', confirmDown: { zh: '确定下架该卡券？下架后不能再发放和核销', en: 'Unlist this coupon? It can then be neither sent nor verified.' } }),
    {
      name: 'send',
      label: { zh: '发放', en: 'Send' },
      path: 'send',
      permission: 'coupon_list_send',
      key: 's',
      custom: true,
      // a quota coupon goes out through 定额发放, where the discount limit is checked
      applies: (row) => Number(row.couponStatus) === COUPON_STATUS.up && row.insurerMode !== INSURER_MODE.quota,
      refusal: (row) =>
        row.insurerMode === INSURER_MODE.quota
          ? { zh: '定额卡券请使用定额发放', en: 'Send a quota coupon with 定额发放' }
          : { zh: '卡券未上架，不能发放', en: 'The coupon is not listed; it cannot be sent' },
      input: memberInput,
    },
    {
      name: 'sendInsurer',
      label: { zh: '保险发券', en: 'Send for a policy' },
      path: 'sendInsurerCoupon',
      permission: 'coupon_insurer_send',
      custom: true,
      applies: (row) => Number(row.couponStatus) === COUPON_STATUS.up && Number(row.roleType) === COUPON_ROLE_TYPE.insurer && row.insurerMode !== INSURER_MODE.quota,
      refusal: () => ({ zh: '只有已上架的比例或充值模式保险卡券可按保单发放', en: 'Only a listed proportion or recharge insurer coupon is sent for a policy' }),
      input: insurerSendInput,
    },
    {
      name: 'sendQuota',
      label: { zh: '定额发放', en: 'Send quota coupon' },
      path: 'sendQuotaInsurerCoupon',
      permission: 'coupon_insurer_send_quota',
      custom: true,
      applies: (row) => Number(row.couponStatus) === COUPON_STATUS.up && row.insurerMode === INSURER_MODE.quota,
      refusal: () => ({ zh: '只有已上架的定额卡券可定额发放', en: 'Only a listed quota coupon is sent this way' }),
      input: insurerSendInput,
    },
  ],
  defaultSort: ['createTime', 'desc'],
});

// ---------------------------------------------------------------- the coupons members hold

const recordFields = {
  couponCode: f.string({ zh: '券码', en: 'Code' }, { max: 20, list: 150, search: 'eq', readonly: true }),
  ahCouponId: f.id({ zh: '卡券', en: 'Coupon' }, { search: 'eq', readonly: true, form: false, ref: 'ahCoupon' }),
  couponName: f.string({ zh: '卡券名称', en: 'Coupon name' }, { max: 50, list: 150, search: 'like', readonly: true }),
  roleType: f.int({ zh: '卡券类别', en: 'Role type' }, { list: 80, search: 'eq', readonly: true, options: COUPON_ROLE_TYPE_OPTIONS }),
  discountType: f.int({ zh: '优惠方式', en: 'Value kind' }, { readonly: true, options: DISCOUNT_TYPE_OPTIONS }),
  amount: f.money({ zh: '面额', en: 'Amount' }, { list: 90, readonly: true }),
  discount: f.int({ zh: '折扣(%)', en: 'Discount (%)' }, { readonly: true }),
  ahMemberId: f.id({ zh: '会员', en: 'Member' }, { search: 'eq', readonly: true, form: false, ref: 'ahMember' }),
  memberName: f.string({ zh: '会员姓名', en: 'Member' }, { max: 50, list: 100, search: 'like', readonly: true }),
  phone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 110, search: 'like', readonly: true }),
  vin: f.string({ zh: '车架号', en: 'VIN' }, { max: 17, list: 160, search: 'like', readonly: true }),
  status: f.int({ zh: '状态', en: 'State' }, { list: 80, search: 'eq', readonly: true, form: false, options: COUPON_RECORD_STATUS_OPTIONS, default: COUPON_RECORD_STATUS.unused }),
  validFrom: f.datetime({ zh: '生效时间', en: 'Valid from' }, { list: 150, readonly: true }),
  validTo: f.datetime({ zh: '到期时间', en: 'Valid until' }, { list: 150, readonly: true, sortable: true, search: 'range' }),
  sendStoreName: f.string({ zh: '发放门店', en: 'Issued by store' }, { max: 100, list: 120, readonly: true }),
  sendUserName: f.string({ zh: '发放人', en: 'Issued by' }, { max: 50, list: 90, readonly: true }),
  verifyTime: f.datetime({ zh: '核销时间', en: 'Verified at' }, { list: 150, readonly: true }),
  verifyStoreId: f.id({ zh: '核销门店', en: 'Verified in store' }, { readonly: true, form: false }),
  verifyStoreName: f.string({ zh: '核销门店', en: 'Verified in store' }, { max: 100, list: 120, readonly: true }),
  verifyUserName: f.string({ zh: '核销人', en: 'Verified by' }, { max: 50, list: 90, readonly: true }),
  verifyRemark: f.string({ zh: '核销备注', en: 'Verify remark' }, { max: 255, readonly: true }),
  allStores: f.int({ zh: '全部门店可用', en: 'Valid in every store' }, { readonly: true, options: YES_NO }),
  discountId: f.id({ zh: '优惠限额', en: 'Discount limit' }, { readonly: true, form: false }),
  remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, readonly: true }),
};

/** a coupon's code: digits only, as the scanner reads them */
export const vCouponCode = () => v.pipe(v.union([v.string(), v.number()], '请输入券码'), v.transform((x) => String(x).trim()), v.minLength(1, '请输入券码'), v.regex(/^\d{1,20}$/, '券码格式错误'));
const vVerifyRemark = () => v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform((x) => String(x).trim()), v.maxLength(255, '长度不能超过255个字符')));

const voidable = (row: Readonly<Record<string, unknown>>) => issuedCouponAllows(issuedCouponStateAt(row, new Date()), 'VOID');

export const couponRecordResource = defineResource({
  key: 'ahCouponRecord',
  service: 'crm-member',
  base: 'ahCouponRecord',
  table: 'ah_coupon_record',
  title: { zh: '领券记录', en: 'Coupon records' },
  menu: 'coupon-record',
  buttonPrefix: 'coupon_record',
  idField: 'ahCouponRecordId',
  labelField: 'couponCode',
  paging: 'current',
  scope: 'store',
  fields: recordFields,
  ops: { page: 'list', detail: 'detail', export: 'export' },
  actions: [
    {
      name: 'void',
      label: { zh: '作废', en: 'Void' },
      path: 'voidCoupon',
      permission: 'coupon_record_void',
      confirm: { zh: '确定作废该卡券？作废后不能再核销', en: 'Void this coupon? It can no longer be verified.' },
      reason: { label: { zh: '作废原因', en: 'Reason' }, max: 200 },
      custom: true,
      applies: voidable,
      refusal: (row) => issuedCouponRefusal(issuedCouponStateAt(row, new Date()), 'VOID'),
    },
  ],
  lookups: [
    {
      // 卡券核销 (/coupon/verify): the code, Enter shows the coupon and its owner; Enter on 确认核销 verifies; the box waits for the next
      name: 'verify',
      label: { zh: '卡券核销', en: 'Verify a coupon' },
      permission: 'coupon_writeoff_verify',
      lookupPermission: ['coupon_writeoff_view'],
      on: 'page',
      code: { name: 'couponCode', label: { zh: '券码', en: 'Code' }, max: 20, numeric: true, placeholder: { zh: '输入或扫描券码后按回车', en: 'Type or scan the code, then Enter' }, schema: vCouponCode },
      lookup: 'getDetailByCode',
      found: { zh: '卡券信息', en: 'Coupon' },
      show: [
        { field: 'couponName', label: { zh: '卡券', en: 'Coupon' } },
        {
          field: 'amount',
          label: { zh: '优惠', en: 'Value' },
          text: (c, lang) =>
            Number(c.discountType) === 1 ? (lang === 'en' ? `${100 - Number(c.discount)}% off` : `${(Number(c.discount) / 10).toFixed(1).replace(/\.0$/, '')}折`) : `¥${formatMoney(Number(c.amount))}`,
        },
        { field: 'thresholdAmount', label: { zh: '使用门槛', en: 'Minimum spend' }, text: (c) => (Number(c.thresholdAmount) > 0 ? `¥${formatMoney(Number(c.thresholdAmount))}` : '') },
        { field: 'validFrom', label: { zh: '有效期', en: 'Valid' }, text: (c) => `${formatDateTime(String(c.validFrom ?? ''))} ~ ${formatDateTime(String(c.validTo ?? ''))}` },
        { field: 'status', label: { zh: '状态', en: 'State' }, options: COUPON_RECORD_STATUS_OPTIONS, badge: (c) => (Number(c.status) === COUPON_RECORD_STATUS.unused ? 'green' : 'gray') },
        { field: 'isCross', label: { zh: '跨店', en: 'Cross-store' }, text: (c, lang) => (Number(c.isCross) === 1 ? (lang === 'en' ? 'Cross-store' : '跨店核销') : ''), badge: () => 'orange' },
        { field: 'memberName', label: { zh: '会员', en: 'Member' }, text: (c) => `${String(c.memberName ?? '')} · ${String(c.phone ?? '')}` },
        { field: 'vin', label: { zh: '车架号', en: 'VIN' } },
        { field: 'sendStoreName', label: { zh: '发放门店', en: 'Issued by' } },
        { field: 'useRule', label: { zh: '使用说明', en: 'Terms' } },
      ],
      ready: { field: 'canVerify', refusal: 'refusal' },
      act: {
        path: 'verifyCoupon',
        label: { zh: '确认核销', en: 'Verify' },
        input: { verifyRemark: { ...f.string({ zh: '核销备注', en: 'Remark' }, { max: 255 }), schema: vVerifyRemark } },
      },
      then: 'next',
      done: (a, _x, lang) => (Number(a.isCross) === 1 ? (lang === 'en' ? 'Verified (cross-store)' : '核销成功（跨店核销）') : lang === 'en' ? 'Verified' : '核销成功'),
    },
  ],
  pages: { view: '/coupon/record/detail' },
  history: true,
  defaultSort: ['createTime', 'desc'],
});

/** 卡券到期提醒: the unused coupons whose validity ends within the tenant's window (param coupon.dueDays) */
export const couponDueResource = defineResource({
  key: 'ahCouponDue',
  service: 'crm-member',
  base: 'ahCouponRecord',
  table: 'ah_coupon_record',
  title: { zh: '卡券到期提醒', en: 'Coupons due to expire' },
  menu: 'coupon-due-logs',
  buttonPrefix: 'coupon_due_logs',
  idField: 'ahCouponRecordId',
  labelField: 'couponCode',
  paging: 'current',
  scope: 'store',
  existingTable: true,
  fields: {
    memberName: recordFields.memberName,
    phone: recordFields.phone,
    couponName: recordFields.couponName,
    couponCode: recordFields.couponCode,
    amount: recordFields.amount,
    validTo: recordFields.validTo,
    vin: recordFields.vin,
    sendStoreName: recordFields.sendStoreName,
  },
  ops: { page: 'dueList', export: 'dueExport' },
  defaultSort: ['validTo', 'asc'],
});

/** the days before expiry a coupon shows in 卡券到期提醒: a system parameter (系统参数), 7 by default */
export const COUPON_DUE_DAYS_PARAM = 'coupon.dueDays';
export const COUPON_DUE_DAYS_DEFAULT = 7;

// ---------------------------------------------------------------- verification log

export const couponVerifyLogResource = defineResource({
  key: 'ahCouponVerifyLog',
  service: 'crm-member',
  base: 'ahCouponRecord',
  table: 'ah_coupon_verify_log',
  title: { zh: '核销记录', en: 'Verifications' },
  buttonPrefix: 'coupon_writeoff',
  paging: 'current',
  scope: 'store',
  fields: {
    couponCode: f.string({ zh: '券码', en: 'Code' }, { max: 20, list: 150, search: 'eq', readonly: true }),
    ahCouponRecordId: f.id({ zh: '领券记录', en: 'Coupon record' }, { readonly: true, form: false }),
    couponName: f.string({ zh: '卡券名称', en: 'Coupon name' }, { max: 50, list: 150, search: 'like', readonly: true }),
    amount: f.money({ zh: '面额', en: 'Amount' }, { list: 90, readonly: true }),
    memberName: f.string({ zh: '会员姓名', en: 'Member' }, { max: 50, list: 100, search: 'like', readonly: true }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 110, search: 'like', readonly: true }),
    issueStoreId: f.id({ zh: '发放门店', en: 'Issued by store' }, { readonly: true, form: false }),
    issueStoreName: f.string({ zh: '发放门店', en: 'Issued by store' }, { max: 100, list: 120, readonly: true }),
    verifyStoreName: f.string({ zh: '核销门店', en: 'Verified in store' }, { max: 100, list: 120, readonly: true }),
    isCross: f.int({ zh: '跨店核销', en: 'Cross-store' }, { list: 80, search: 'eq', readonly: true, options: YES_NO, default: 0 }),
    operatorName: f.string({ zh: '核销人', en: 'Verified by' }, { max: 50, list: 90, readonly: true }),
    verifyTime: f.datetime({ zh: '核销时间', en: 'Verified at' }, { list: 160, search: 'range', sortable: true, readonly: true }),
    verifyRemark: f.string({ zh: '核销备注', en: 'Remark' }, { max: 255, list: 160, readonly: true }),
  },
  ops: { page: 'verifyLogList', export: 'verifyLogExport' },
  slices: [{ name: 'cross', menu: 'coupon-logs-cross', title: { zh: '跨店核销记录', en: 'Cross-store redemptions' }, fixed: { isCross: 1 }, buttonPrefix: 'coupon_logs_cross' }],
  defaultSort: ['verifyTime', 'desc'],
});

// ---------------------------------------------------------------- review of over-quota coupons

const checkRefusal = (row: Readonly<Record<string, unknown>>) => couponCheckRefusal(row.checkStatus);

export const couponCheckResource = defineResource({
  key: 'ahCouponCheck',
  service: 'crm-member',
  base: 'ahCouponCheck',
  table: 'ah_coupon_check',
  title: { zh: '卡券审核', en: 'Coupon review' },
  menu: 'coupon-check',
  buttonPrefix: 'coupon_check',
  idField: 'ahCouponCheckId',
  labelField: 'couponName',
  paging: 'current',
  scope: 'store',
  fields: {
    couponName: f.string({ zh: '卡券名称', en: 'Coupon name' }, { max: 50, list: 140, search: 'like', readonly: true }),
    ahCouponId: f.id({ zh: '卡券', en: 'Coupon' }, { readonly: true, form: false, ref: 'ahCoupon' }),
    memberName: f.string({ zh: '会员姓名', en: 'Member' }, { max: 50, list: 90, search: 'like', readonly: true }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 110, search: 'like', readonly: true }),
    ahMemberId: f.id({ zh: '会员', en: 'Member' }, { readonly: true, form: false }),
    vin: f.string({ zh: '车架号', en: 'VIN' }, { max: 17, list: 160, search: 'like', readonly: true }),
    amount: f.money({ zh: '卡券面额', en: 'Amount' }, { list: 90, readonly: true }),
    inputFee: f.money({ zh: '保费', en: 'Premium' }, { list: 90, readonly: true }),
    discountId: f.id({ zh: '优惠限额', en: 'Discount limit' }, { readonly: true, form: false }),
    usedQuota: f.money({ zh: '已用额度', en: 'Quota used' }, { list: 90, readonly: true }),
    limitAmount: f.money({ zh: '优惠限额', en: 'Limit' }, { list: 90, readonly: true }),
    imgPath: f.string({ zh: '保单', en: 'Policy' }, { max: 500, list: 90, readonly: true, form: 'image' }),
    otherEnclosure: f.string({ zh: '凭证', en: 'Voucher' }, { max: 2000, list: 110, readonly: true, form: 'image' }),
    isCheck: f.int({ zh: '需审核', en: 'Needs review' }, { search: 'eq', readonly: true, form: false, options: YES_NO, default: 1 }),
    checkStatus: f.int({ zh: '审核状态', en: 'State' }, { list: 90, search: 'eq', readonly: true, form: false, options: COUPON_CHECK_STATUS_OPTIONS, default: COUPON_CHECK_STATUS.pending }),
    requestUserId: f.id({ zh: '申请人', en: 'Requested by' }, { readonly: true, form: false }),
    requestUserName: f.string({ zh: '申请人', en: 'Requested by' }, { max: 50, list: 90, readonly: true }),
    checkUserName: f.string({ zh: '审核人', en: 'Reviewed by' }, { max: 50, list: 90, readonly: true }),
    checkTime: f.datetime({ zh: '审核时间', en: 'Reviewed at' }, { list: 150, readonly: true }),
    reason: f.string({ zh: '驳回原因', en: 'Reason' }, { max: 200, list: 140, readonly: true }),
    couponCode: f.string({ zh: '发放券码', en: 'Issued code' }, { max: 20, list: 140, readonly: true }),
  },
  ops: { page: 'getCouponCheckList', detail: 'detail' },
  actions: [
    {
      name: 'pass',
      label: { zh: '审核通过', en: 'Pass' },
      path: 'updateCheckStatus',
      permission: 'coupon_check_pass',
      key: 'p',
      set: { checkStatus: COUPON_CHECK_STATUS.passed },
      confirm: { zh: '确定审核通过？通过后将向会员发放该卡券', en: 'Pass this request? The coupon is then issued to the member.' },
      custom: true,
      applies: (row) => couponCheckAllows(row.checkStatus, 'PASS'),
      refusal: checkRefusal,
    },
    {
      name: 'reject',
      label: { zh: '审核驳回', en: 'Reject' },
      path: 'updateCheckStatus',
      permission: 'coupon_check_reject',
      key: 'r',
      set: { checkStatus: COUPON_CHECK_STATUS.rejected },
      reason: { label: { zh: '驳回原因', en: 'Reason' }, max: 200 },
      custom: true,
      applies: (row) => couponCheckAllows(row.checkStatus, 'REJECT'),
      refusal: checkRefusal,
    },
  ],
  sections: [
    { title: { zh: '申请', en: 'Request' }, fields: ['couponName', 'memberName', 'phone', 'vin', 'amount', 'inputFee', 'usedQuota', 'limitAmount', 'requestUserName'] },
    { title: { zh: '保单与凭证', en: 'Policy and voucher' }, fields: ['imgPath', 'otherEnclosure'] },
    { title: { zh: '审核', en: 'Review' }, fields: ['checkStatus', 'checkUserName', 'checkTime', 'reason', 'couponCode'] },
  ],
  pages: { view: '/coupon/check/detail' },
  history: true,
  defaultSort: ['createTime', 'desc'],
});

export const couponCheckPersonnelResource = defineResource({
  key: 'ahCouponCheckPersonnel',
  service: 'crm-member',
  base: 'ahCouponCheckPersonnel',
  table: 'ah_coupon_check_personnel',
  title: { zh: '审核人员', en: 'Reviewers' },
  menu: 'coupon-check-personnel',
  buttonPrefix: 'coupon_check_personnel',
  labelField: 'userName',
  paging: 'current',
  scope: 'store',
  fields: {
    userId: f.id({ zh: '审核人', en: 'Reviewer' }, { required: true, form: 'select', ref: 'user' }),
    userName: f.string({ zh: '姓名', en: 'Name' }, { max: 50, list: 140, search: 'like', readonly: true, form: false }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, list: 200 }),
  },
  ops: { page: 'list', create: 'save', remove: 'remove' },
  defaultSort: ['createTime', 'asc'],
});

// ---------------------------------------------------------------- discount limits, insurers, quotations

export const couponQuotaDiscountResource = defineResource({
  key: 'ahCouponQuotaDiscount',
  service: 'crm-member',
  base: 'ahCouponQuotaDiscount',
  table: 'ah_coupon_quota_discount',
  title: { zh: '优惠限额', en: 'Discount limits' },
  menu: 'coupon-discount-limit',
  buttonPrefix: 'coupon_discount_limit',
  labelField: 'discountName',
  paging: 'current',
  scope: 'store',
  fields: {
    discountName: f.string({ zh: '限额名称', en: 'Name' }, { required: true, max: 50, list: 160, search: 'like' }),
    limitAmount: f.money({ zh: '每位会员每年限额', en: 'Limit per member per year' }, { required: true, list: 160 }),
    remark: f.string({ zh: '说明', en: 'Note' }, { max: 255, list: 240, form: 'textarea' }),
  },
  ops: { page: 'list', detail: 'detail', create: 'save', update: 'update' },
  defaultSort: ['createTime', 'asc'],
});

export const couponInsurerResource = defineResource({
  key: 'ahCouponInsurer',
  service: 'crm-member',
  base: 'ahCouponInsurer',
  table: 'ah_coupon_insurer',
  title: { zh: '保险公司', en: 'Insurers' },
  menu: 'coupon-insurer-company',
  buttonPrefix: 'coupon_insurer_company',
  labelField: 'insurerName',
  paging: 'current',
  scope: 'tenant',
  fields: {
    insurerName: f.string({ zh: '保险公司名称', en: 'Insurer' }, { required: true, max: 50, list: 180, search: 'like', unique: true }),
    insurerMode: f.string({ zh: '发券模式', en: 'Coupon mode' }, { required: true, max: 1, list: 90, form: 'select', options: INSURER_MODE_OPTIONS, default: '1' }),
    proportion: f.int({ zh: '返券比例(%)', en: 'Coupon share (%)' }, { min: 0, maxValue: 100, list: 100, default: 0 }),
    contactName: f.string({ zh: '联系人', en: 'Contact' }, { max: 50, list: 100 }),
    contactPhone: f.string({ zh: '联系电话', en: 'Phone' }, { max: 11, list: 120, rule: vMobile }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'list', all: 'all', detail: 'detail', create: 'save', update: 'update', remove: 'remove' },
  defaultSort: ['createTime', 'asc'],
});

export const insurerQuotationResource = defineResource({
  key: 'AhCouponInsurerQuotation',
  service: 'crm-member',
  base: 'AhCouponInsurerQuotation',
  table: 'ah_coupon_insurer_quotation',
  title: { zh: '保险报价', en: 'Insurance quotations' },
  menu: 'coupon-quotation',
  buttonPrefix: 'coupon_quotation',
  idField: 'ahCouponInsurerQuotationId',
  labelField: 'vin',
  paging: 'current',
  scope: 'store',
  fields: {
    // a photo of the policy: what the OCR reads fills the VIN, insurer and premium, checked before saving
    policyImg: f.string(
      { zh: '保单图片', en: 'Policy image' },
      { max: 500, list: 80, form: 'image', reads: { path: 'ahCouponInsurer/imgOcrSpot', param: 'imgPath', fields: { vin: 'vin', companyId: 'companyId', fee: 'fee' } } },
    ),
    vin: f.string({ zh: '车架号', en: 'VIN' }, { required: true, max: 17, list: 170, search: 'like', rule: vVin }),
    companyId: f.id({ zh: '保险公司', en: 'Insurer' }, { required: true, list: 140, search: 'eq', form: 'select', ref: 'ahCouponInsurer' }),
    fee: f.money({ zh: '报价金额', en: 'Quoted premium' }, { required: true, list: 110, sortable: true }),
    ahMemberId: f.id({ zh: '会员', en: 'Member' }, { form: 'select', ref: 'ahMember' }),
    memberName: f.string({ zh: '会员姓名', en: 'Member' }, { max: 50, list: 100, search: 'like', readonly: true, form: false }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 110, search: 'like', readonly: true, form: false }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, list: 180, form: 'textarea' }),
  },
  ops: { page: 'getPage', detail: 'detail', upsert: 'saveOrUpdate', remove: 'delete' },
  defaultSort: ['createTime', 'desc'],
});

// ---------------------------------------------------------------- post-sales packages and rank coupons

export const couponPostSalesResource = defineResource({
  key: 'ahCouponPostSales',
  service: 'crm-member',
  base: 'ahCouponPostSales',
  table: 'ah_coupon_post_sales',
  title: { zh: '售后卡券', en: 'After-sales coupons' },
  menu: 'coupon-post-sales',
  buttonPrefix: 'coupon_post_sales',
  idField: 'ahCouponPostSalesId',
  labelField: 'packageName',
  paging: 'current',
  scope: 'store',
  fields: {
    packageName: f.string({ zh: '售后券包名称', en: 'Package' }, { required: true, max: 50, list: 160, search: 'like' }),
    serviceItem: f.string({ zh: '适用售后项目', en: 'After-sales service' }, { required: true, max: 100, list: 160, search: 'like' }),
    couponIds: f.ids({ zh: '包含卡券', en: 'Coupons' }, { required: true, ref: 'ahCoupon' }),
    couponCount: f.int({ zh: '卡券数', en: 'Coupons' }, { list: 70, readonly: true, form: false, default: 0 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, list: 200, form: 'textarea' }),
  },
  ops: { page: 'list', detail: 'detail', create: 'save', update: 'update', remove: 'delete' },
  defaultSort: ['createTime', 'desc'],
});

export const COUPON_RESOURCES = [
  couponResource,
  couponRecordResource,
  couponDueResource,
  couponVerifyLogResource,
  couponCheckResource,
  couponCheckPersonnelResource,
  couponQuotaDiscountResource,
  couponInsurerResource,
  insurerQuotationResource,
  couponPostSalesResource,
] as const;
