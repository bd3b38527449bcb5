/**
 * Mini-program users (小程序用户, crm-member/ahMemberWx, spec 2 "Members and cars") and their boutique
 * points ledger (积分收支, spec 3 "Boutique: integral pay in and out"). A mini-program user is the
 * WeChat face of a store's member: it may have no phone yet (then no member); with a phone it is
 * linked to the store's member of that phone. Its boutique points (精品积分) are the currency of the
 * boutique shop; every movement writes a ledger row with the balance after it, in the same
 * transaction. Decisions: docs/members.md.
 */
import { vMobile, vPlate, vVin } from '../../validators';
import { defineResource, f, type Label, type Option } from '../types';

/** kinds of boutique point movements (ours: the spec names the ledger, not its kinds) */
export const INTEGRAL_LOG_TYPE = { initial: 1, earn: 2, spend: 3, transferIn: 4, transferOut: 5, refund: 6, adjust: 7, mission: 8, green: 9 } as const;
export const INTEGRAL_LOG_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '注册赠送', en: 'Welcome grant' },
  { value: 2, zh: '消费获得', en: 'Earned' },
  { value: 3, zh: '精品兑换', en: 'Spent on boutiques' },
  { value: 4, zh: '积分转入', en: 'Transferred in' },
  { value: 5, zh: '积分转出', en: 'Transferred out' },
  { value: 6, zh: '订单退回', en: 'Refunded' },
  { value: 7, zh: '人工调整', en: 'Adjusted' },
  { value: 8, zh: '任务奖励', en: 'Mission reward' },
  { value: 9, zh: '绿色出行奖励', en: 'Green driving reward' },
];

export const MEMBER_WX_HAS_PHONE_OPTIONS: readonly Option[] = [
  { value: 0, zh: '未绑定', en: 'No phone' },
  { value: 1, zh: '已绑定', en: 'Has phone' },
];

/** The messages of the mini-program user calls (one place: server, dialogs and tests use them). */
export const MEMBER_WX_MESSAGES = {
  noUser: { zh: '小程序用户不存在', en: 'No such mini-program user' },
  noPhone: { zh: '该用户未绑定手机号', en: 'The user has no phone' },
  samePhone: { zh: '新手机号与原手机号相同', en: 'The new phone is the current one' },
  phoneTaken: { zh: '该手机号已被其他会员使用', en: 'The phone belongs to another member' },
  smsCodeRequired: { zh: '请输入验证码', en: 'Please enter the verification code' },
  noSource: { zh: '转出用户不存在', en: 'No such user to transfer from' },
  toSelf: { zh: '不能向自己转移积分', en: 'Points cannot be transferred to the same user' },
  integralPositive: { zh: '转移积分需大于0', en: 'Points to transfer must be more than 0' },
  carRequired: { zh: '请填写车辆信息', en: 'Please enter the car' },
  carOfOther: { zh: '该车辆已绑定其他会员', en: 'The car is bound to another member' },
  carAlready: { zh: '该车辆已绑定此会员', en: 'The car is already bound to this member' },
  needPhoneForCar: { zh: '请先绑定手机号再绑定车辆', en: 'Bind a phone before binding cars' },
  tooManyCars: { zh: '一次最多绑定10辆车', en: 'At most 10 cars at a time' },
} as const satisfies Record<string, Label>;

export const integralShort = (balance: number): Label => ({ zh: `积分不足，当前可用积分${balance}`, en: `Not enough points; ${balance} available` });

export const memberWxResource = defineResource({
  key: 'ahMemberWx',
  service: 'crm-member',
  base: 'ahMemberWx',
  table: 'ah_member_wx',
  title: { zh: '小程序用户', en: 'Mini-program users' },
  menu: 'member-wx',
  buttonPrefix: 'member_wx',
  labelField: 'nickName',
  paging: 'current',
  scope: 'store',
  fields: {
    phone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 120, search: 'like', readonly: true, rule: vMobile }),
    nickName: f.string({ zh: '微信昵称', en: 'WeChat name' }, { max: 50, list: 120, search: 'like', readonly: true }),
    hasPhone: f.int({ zh: '手机号绑定', en: 'Phone bound' }, { list: 90, search: 'eq', readonly: true, options: MEMBER_WX_HAS_PHONE_OPTIONS, default: 0 }),
    memberId: f.id({ zh: '会员', en: 'Member' }, { search: 'eq', readonly: true, form: false, ref: 'ahMember' }),
    memberName: f.string({ zh: '会员姓名', en: 'Member' }, { max: 50, list: 100, search: 'like', readonly: true }),
    carCount: f.int({ zh: '绑定车辆', en: 'Cars' }, { list: 80, readonly: true, default: 0 }),
    boutiqueIntegral: f.int({ zh: '精品积分', en: 'Boutique points' }, { list: 100, sortable: true, readonly: true, default: 0 }),
    openId: f.string({ zh: 'OpenID', en: 'OpenID' }, { max: 64, readonly: true, search: 'eq' }),
    externalUserId: f.string({ zh: '企微外部联系人', en: 'WeCom contact' }, { max: 64, readonly: true }),
    registerTime: f.datetime({ zh: '注册时间', en: 'Registered' }, { list: 160, search: 'range', sortable: true, readonly: true }),
    lastLoginTime: f.datetime({ zh: '最近访问', en: 'Last visit' }, { list: 160, sortable: true, readonly: true }),
  },
  ops: { page: 'list', export: 'export' },
  actions: [
    {
      name: 'updatePhone',
      label: { zh: '修改手机号', en: 'Change phone' },
      path: 'updatePhone',
      permission: 'member_wx_update_phone',
      custom: true,
      key: 'p',
      input: {
        newPhone: f.string({ zh: '新手机号', en: 'New phone' }, { required: true, max: 11, rule: vMobile }),
        smsCode: f.string({ zh: '验证码', en: 'Code' }, { required: true, max: 10 }),
      },
      // the code goes to the new phone: the member proves they hold it
      sendCode: { path: 'sendSmsByUpdatePhone', fields: ['newPhone'] },
    },
    {
      name: 'transferBoutiqueIntegral',
      label: { zh: '积分转移', en: 'Transfer points' },
      path: 'transferBoutiqueIntegral',
      permission: 'member_wx_transfer_integral',
      custom: true,
      key: 't',
      input: {
        // the spec's preAhMemberWxId is read too; the clerk types the phone the points leave
        prePhone: f.string({ zh: '转出用户手机号', en: 'From (phone)' }, { max: 11, rule: vMobile }),
        integral: f.int({ zh: '转移积分', en: 'Points' }, { required: true, min: 1, maxValue: 99_999_999 }),
        smsCode: f.string({ zh: '验证码', en: 'Code' }, { required: true, max: 10 }),
      },
      // the code goes to the user the points leave
      sendCode: { path: 'sendSmsTransferIntegral', fields: ['prePhone', 'integral'] },
    },
    {
      name: 'bindCar',
      label: { zh: '绑定车辆', en: 'Bind car' },
      path: 'bindCar',
      permission: 'member_wx_bind_car',
      custom: true,
      key: 'b',
      applies: (row) => !!row.phone,
      refusal: () => MEMBER_WX_MESSAGES.needPhoneForCar,
      input: {
        vin: f.string({ zh: '车架号', en: 'VIN' }, { required: true, max: 32, rule: vVin }),
        licensePlate: f.string({ zh: '车牌号', en: 'Plate' }, { max: 10, rule: vPlate }),
      },
    },
  ],
  defaultSort: ['registerTime', 'desc'],
});

/** 积分收支: one row per movement of a user's boutique points, with the balance after it. */
export const boutiqueIntegralLogResource = defineResource({
  key: 'ahBoutiqueIntegralLog',
  service: 'crm-member',
  base: 'ahBoutiqueIntegralLog',
  table: 'ah_boutique_integral_log',
  title: { zh: '积分收支', en: 'Points in and out' },
  menu: 'boutique-integral',
  buttonPrefix: 'boutique_integral',
  labelField: 'phone',
  paging: 'current',
  scope: 'store',
  fields: {
    ahMemberWxId: f.id({ zh: '小程序用户', en: 'User' }, { search: 'eq', readonly: true, form: false }),
    nickName: f.string({ zh: '微信昵称', en: 'WeChat name' }, { max: 50, list: 110, search: 'like', readonly: true }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 120, search: 'like', readonly: true }),
    logType: f.int({ zh: '类型', en: 'Kind' }, { list: 100, search: 'eq', readonly: true, options: INTEGRAL_LOG_TYPE_OPTIONS }),
    // signed: earned and transferred in are positive, spent and transferred out negative
    integral: f.int({ zh: '积分变动', en: 'Change' }, { list: 100, readonly: true }),
    balanceAfter: f.int({ zh: '变动后积分', en: 'Balance after' }, { list: 100, readonly: true }),
    bizNo: f.string({ zh: '关联单号', en: 'Reference' }, { max: 40, list: 160, search: 'like', readonly: true }),
    remark: f.string({ zh: '说明', en: 'Note' }, { max: 255, list: 200, readonly: true }),
    operatorName: f.string({ zh: '操作人', en: 'By' }, { max: 50, list: 90, readonly: true }),
    operateTime: f.datetime({ zh: '变动时间', en: 'At' }, { list: 160, search: 'range', sortable: true, readonly: true }),
  },
  ops: { page: 'list', export: 'export' },
  defaultSort: ['operateTime', 'desc'],
});

export const MEMBER_WX_RESOURCES = [memberWxResource, boutiqueIntegralLogResource] as const;
