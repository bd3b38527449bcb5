/**
 * Enterprise WeChat customers (企微客户, spec 2 sections 2, 3 and 7): the salespeople's WeChat contacts
 * pulled from the provider (syncCorpWeChat), linked to members by phone, their remarks and info, the
 * moves between salespeople (assignment, kept as distribution records), the chat events of the
 * timeline, and the tenant's provider settings. Decisions: docs/enterprise-chat.md.
 */
import { vMobile } from '../../validators';
import { defineResource, f, type Label, type Option } from '../types';

// the contact's state: still a friend of the salesperson, or gone (deleted on the provider's side, marked, kept); its machine
import { CORP_WECHAT_STATUS, CORP_WECHAT_STATUS_OPTIONS, corpWechatContactAllows, corpWechatContactRefusal } from '../../../machines/corp-wechat-contact.machine';
export { CORP_WECHAT_STATUS, CORP_WECHAT_STATUS_OPTIONS };
export const CORP_WECHAT_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '微信用户', en: 'WeChat user' },
  { value: 2, zh: '企业微信用户', en: 'WeCom user' },
];
export const CORP_WECHAT_GENDER_OPTIONS: readonly Option[] = [
  { value: 0, zh: '未知', en: 'Unknown' },
  { value: 1, zh: '男', en: 'Male' },
  { value: 2, zh: '女', en: 'Female' },
];
/** how the contact was added (the provider's add_way) */
export const CORP_WECHAT_ADD_WAY_OPTIONS: readonly Option[] = [
  { value: 0, zh: '未知来源', en: 'Unknown' },
  { value: 1, zh: '扫描二维码', en: 'QR code' },
  { value: 2, zh: '搜索手机号', en: 'Phone search' },
  { value: 3, zh: '名片分享', en: 'Card shared' },
  { value: 4, zh: '群聊', en: 'Group chat' },
];
const YES_NO: readonly Option[] = [
  { value: 0, zh: '否', en: 'No' },
  { value: 1, zh: '是', en: 'Yes' },
];
export const DEL_REMINDER_OPTIONS: readonly Option[] = [
  { value: 0, zh: '未开启提醒', en: 'No reminder' },
  { value: 1, zh: '已开启提醒', en: 'Reminder on' },
];
export const CORP_WECHAT_LINKED_OPTIONS: readonly Option[] = [
  { value: 0, zh: '未关联会员', en: 'Not linked' },
  { value: 1, zh: '已关联会员', en: 'Linked' },
];
export const CORP_WECHAT_PROVIDER_OPTIONS: readonly Option[] = [
  { value: 'local', zh: '本地模拟', en: 'Local simulation' },
  { value: 'wecom', zh: '企业微信', en: 'Enterprise WeChat' },
];
/** what a timeline entry is */
export const CORP_WECHAT_EVENT_OPTIONS: readonly Option[] = [
  { value: 'add', zh: '添加好友', en: 'Added' },
  { value: 'message', zh: '聊天', en: 'Chat' },
  { value: 'tag', zh: '打标签', en: 'Tagged' },
  { value: 'delete', zh: '删除好友', en: 'Deleted' },
  { value: 'edit', zh: '修改资料', en: 'Edited' },
];

export const REMARK_MAX = 255;

/** The messages of this area, one place for the server, the screens and the tests. */
export const CORP_WECHAT_MESSAGES = {
  chooseUsers: { zh: '请选择接替的员工', en: 'Choose who takes the contacts over' },
  otherStoreUser: { zh: '接替员工不存在、已删除或不属于本门店', en: 'The chosen employee does not exist, was deleted or is not of this store' },
  sameUser: { zh: '不能分配给当前跟进员工', en: 'The contact already belongs to that employee' },
  noCustomer: { zh: '企微客户不存在或无权操作', en: 'No such contact in your scope' },
  deletedCustomer: { zh: '客户已删除好友，不能分配', en: 'The contact deleted the employee and cannot be assigned' },
  badCredentials: { zh: '企业微信凭证无效，请检查企业ID与Secret', en: 'The Enterprise WeChat credentials are not valid; check the corp id and secret' },
  providerDown: { zh: '企业微信服务暂不可用，请稍后重试', en: 'Enterprise WeChat is not reachable; try again later' },
  notConfigured: { zh: '请先在企微配置中填写企业ID和Secret', en: 'Fill in the corp id and secret in the settings first' },
  syncRunning: { zh: '同步进行中，请稍后再试', en: 'A sync is running; try again shortly' },
  periodOrder: { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  deleteReminderTitle: { zh: '客户删除提醒', en: 'Contact deleted you' },
  callbackNotSet: { zh: '企微回调未配置，请在企微配置中填写企业ID、回调Token与EncodingAESKey', en: 'The WeCom callback is not set up: fill in the corp id, callback token and EncodingAESKey in the settings' },
  callbackBadSignature: { zh: '企微回调签名校验失败', en: 'The WeCom callback signature does not match' },
  callbackNoTenant: { zh: '回调地址缺少租户编号', en: 'The callback URL names no tenant' },
} as const satisfies Record<string, Label>;

export const syncReport = (added: number, changed: number, marked: number): Label => ({
  zh: `同步完成：新增${added}，更新${changed}，标记删除${marked}`,
  en: `Sync done: ${added} added, ${changed} changed, ${marked} marked deleted`,
});

export const corpWechatCustomerResource = defineResource({
  key: 'ahCorpWechatCustomer',
  service: 'crm-member',
  base: 'ahCorpWechatCustomer',
  table: 'ah_corp_wechat_customer',
  title: { zh: '企微客户列表', en: 'Enterprise chat customers' },
  menu: 'corp-wechat-customer',
  buttonPrefix: 'corp_wechat_customer',
  labelField: 'name',
  paging: 'current',
  scope: 'store',
  fields: {
    name: f.string({ zh: '客户昵称', en: 'WeChat name' }, { max: 64, list: 130, search: 'like', readonly: true }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: REMARK_MAX, list: 140, readonly: true }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 120, search: 'like', readonly: true, rule: vMobile }),
    userId: f.id({ zh: '跟进员工', en: 'Employee' }, { search: 'eq', readonly: true, form: false, ref: 'personnel' }),
    userName: f.string({ zh: '跟进员工', en: 'Employee' }, { max: 50, list: 100, readonly: true }),
    tags: f.string({ zh: '标签', en: 'Tags' }, { max: 500, list: 160, search: 'like', readonly: true }),
    addTime: f.datetime({ zh: '添加时间', en: 'Added' }, { list: 160, search: 'range', sortable: true, readonly: true }),
    linked: f.int({ zh: '关联会员', en: 'Member link' }, { list: 100, search: 'eq', readonly: true, default: 0, options: CORP_WECHAT_LINKED_OPTIONS }),
    status: f.int({ zh: '好友状态', en: 'Friendship' }, { list: 90, search: 'eq', readonly: true, default: 0, options: CORP_WECHAT_STATUS_OPTIONS }),
    delReminder: f.int({ zh: '删除提醒', en: 'Deletion reminder' }, { list: 110, readonly: true, default: 0, options: DEL_REMINDER_OPTIONS }),
    addWay: f.int({ zh: '添加方式', en: 'Added by' }, { readonly: true, options: CORP_WECHAT_ADD_WAY_OPTIONS }),
    customerType: f.int({ zh: '客户类型', en: 'Kind' }, { readonly: true, options: CORP_WECHAT_TYPE_OPTIONS }),
    gender: f.int({ zh: '性别', en: 'Sex' }, { readonly: true, options: CORP_WECHAT_GENDER_OPTIONS }),
    realName: f.string({ zh: '真实姓名', en: 'Real name' }, { max: 50, readonly: true }),
    corpName: f.string({ zh: '公司', en: 'Company' }, { max: 100, readonly: true }),
    description: f.string({ zh: '描述', en: 'Description' }, { max: 255, readonly: true }),
    memberName: f.string({ zh: '会员姓名', en: 'Member' }, { max: 50, readonly: true }),
    memberId: f.id({ zh: '会员', en: 'Member' }, { readonly: true, form: false }),
    delTime: f.datetime({ zh: '删除时间', en: 'Deleted at' }, { readonly: true }),
    externalUserId: f.string({ zh: '外部联系人ID', en: 'External id' }, { max: 64, readonly: true }),
    userWechatId: f.string({ zh: '员工企微账号', en: 'Employee WeCom id' }, { max: 64, readonly: true }),
    avatar: f.string({ zh: '头像', en: 'Avatar' }, { max: 500, readonly: true, form: false }),
    lastSyncTime: f.datetime({ zh: '最近同步', en: 'Last synced' }, { readonly: true }),
  },
  ops: { page: 'page', detail: 'weChatCustomerDetail', export: 'export' },
  tabs: { field: 'status', path: 'countWeChatCustomer' },
  actions: [
    {
      name: 'addRemark',
      label: { zh: '备注', en: 'Remark' },
      path: 'addRemark',
      permission: 'corp_wechat_customer_remark',
      key: 'm',
      custom: true,
      prefill: 'weChatCustomerDetail',
      input: { remark: f.string({ zh: '备注', en: 'Remark' }, { required: true, max: REMARK_MAX, form: 'textarea' }) },
    },
    {
      name: 'updateInfo',
      label: { zh: '编辑信息', en: 'Edit info' },
      path: 'updateInfo',
      permission: 'corp_wechat_customer_edit',
      key: 'u',
      custom: true,
      prefill: 'weChatCustomerDetail',
      input: {
        realName: f.string({ zh: '真实姓名', en: 'Real name' }, { max: 50 }),
        phone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, rule: vMobile }),
        corpName: f.string({ zh: '公司', en: 'Company' }, { max: 100 }),
        description: f.string({ zh: '描述', en: 'Description' }, { max: 255, form: 'textarea' }),
      },
    },
    {
      name: 'assignment',
      label: { zh: '分配', en: 'Assign' },
      path: 'assignment',
      permission: 'corp_wechat_customer_assign',
      key: 'a',
      batch: true,
      custom: true,
      applies: (row) => corpWechatContactAllows(row, 'ASSIGN'),
      refusal: (row) => corpWechatContactRefusal(row, 'ASSIGN'),
      input: { userWechatIds: f.ids({ zh: '接替员工', en: 'Take over by' }, { required: true, ref: 'personnel' }) },
    },
    {
      name: 'delReminderOn',
      label: { zh: '开启删除提醒', en: 'Remind me on deletion' },
      path: 'setDelReminder',
      permission: 'corp_wechat_customer_del_reminder',
      set: { delReminder: 1 },
      batch: true,
    },
    {
      name: 'delReminderOff',
      label: { zh: '关闭删除提醒', en: 'No deletion reminder' },
      path: 'setDelReminder',
      permission: 'corp_wechat_customer_del_reminder',
      set: { delReminder: 0 },
      batch: true,
    },
  ],
  pages: { view: '/clientManagement/clientDetail' },
  sections: [
    { title: { zh: '企微信息', en: 'WeChat' }, fields: ['name', 'customerType', 'gender', 'addWay', 'addTime', 'status', 'delTime', 'userName', 'tags'] },
    { title: { zh: '客户资料', en: 'Customer' }, fields: ['remark', 'realName', 'phone', 'corpName', 'description', 'linked', 'memberName', 'delReminder'] },
    { title: { zh: '同步信息', en: 'Sync' }, fields: ['externalUserId', 'userWechatId', 'lastSyncTime'] },
  ],
  related: [{ resource: 'ahCorpWechatDistribution', foreignKey: 'ahCorpWechatCustomerId', title: { zh: '分配记录', en: 'Assignments' } }],
  history: true,
  defaultSort: ['addTime', 'desc'],
});

/** 分配记录: every move of a contact from one salesperson to another (assignment). */
export const corpWechatDistributionResource = defineResource({
  key: 'ahCorpWechatDistribution',
  service: 'crm-member',
  base: 'ahCorpWechatCustomer',
  table: 'ah_corp_wechat_distribution',
  title: { zh: '分配记录', en: 'Assignment records' },
  buttonPrefix: 'corp_wechat_customer',
  labelField: 'customerName',
  paging: 'current',
  scope: 'store',
  fields: {
    ahCorpWechatCustomerId: f.id({ zh: '企微客户', en: 'Contact' }, { search: 'eq', readonly: true }),
    customerName: f.string({ zh: '客户昵称', en: 'Contact' }, { max: 64, list: 130, search: 'like', readonly: true }),
    fromUserId: f.id({ zh: '原跟进员工', en: 'From' }, { search: 'eq', readonly: true, ref: 'personnel' }),
    fromUserName: f.string({ zh: '原跟进员工', en: 'From' }, { max: 50, list: 110, readonly: true }),
    toUserId: f.id({ zh: '接替员工', en: 'To' }, { search: 'eq', readonly: true, ref: 'personnel' }),
    toUserName: f.string({ zh: '接替员工', en: 'To' }, { max: 50, list: 110, readonly: true }),
    operatorName: f.string({ zh: '操作人', en: 'By' }, { max: 50, list: 100, readonly: true }),
    operateTime: f.datetime({ zh: '分配时间', en: 'At' }, { list: 160, search: 'range', sortable: true, readonly: true }),
  },
  ops: { page: 'distributionRecords' },
  defaultSort: ['operateTime', 'desc'],
});

/** The chat events the provider reports (the timeline's WeChat part); written by the sync only. */
export const corpWechatEventResource = defineResource({
  key: 'ahCorpWechatEvent',
  service: 'crm-member',
  base: 'ahCorpWechatCustomer',
  table: 'ah_corp_wechat_event',
  title: { zh: '企微动态', en: 'Chat events' },
  buttonPrefix: 'corp_wechat_customer',
  paging: 'current',
  scope: 'tenant',
  fields: {
    eventId: f.string({ zh: '事件ID', en: 'Event id' }, { max: 64, readonly: true }),
    externalUserId: f.string({ zh: '外部联系人ID', en: 'External id' }, { max: 64, search: 'eq', readonly: true }),
    userWechatId: f.string({ zh: '员工企微账号', en: 'Employee WeCom id' }, { max: 64, readonly: true }),
    eventType: f.string({ zh: '类型', en: 'Kind' }, { max: 20, list: 90, readonly: true, options: CORP_WECHAT_EVENT_OPTIONS }),
    content: f.string({ zh: '内容', en: 'Content' }, { max: 500, list: 300, readonly: true }),
    eventTime: f.datetime({ zh: '时间', en: 'At' }, { list: 160, sortable: true, readonly: true }),
  },
  ops: { page: 'eventPage' },
  defaultSort: ['eventTime', 'desc'],
});

/** 企微配置: the tenant's provider and its credentials (secrets are written, never answered), the SOP time and the service card. */
export const corpWechatConfigResource = defineResource({
  key: 'ahCorpWechatConfig',
  service: 'crm-member',
  base: 'ahCorpWechatConfig',
  table: 'ah_corp_wechat_config',
  title: { zh: '企微配置', en: 'Enterprise chat settings' },
  menu: 'corp-wechat-config',
  buttonPrefix: 'corp_wechat_config',
  paging: 'current',
  scope: 'tenant',
  singleton: true,
  fields: {
    provider: f.string({ zh: '服务提供方', en: 'Provider' }, { required: true, max: 10, form: 'select', default: 'local', options: CORP_WECHAT_PROVIDER_OPTIONS }),
    corpId: f.string({ zh: '企业ID', en: 'Corp id' }, { max: 64 }),
    corpSecret: f.string({ zh: '客户联系Secret', en: 'Contacts secret' }, { max: 128, secret: true }),
    secretSaved: f.int({ zh: 'Secret已保存', en: 'Secret saved' }, { readonly: true, form: false, list: 100, default: 0, options: YES_NO }),
    agentId: f.string({ zh: '应用AgentId', en: 'Agent id' }, { max: 32 }),
    callbackUrl: f.string({ zh: '回调地址', en: 'Callback URL' }, { max: 255 }),
    callbackToken: f.string({ zh: '回调Token', en: 'Callback token' }, { max: 64, secret: true }),
    encodingAesKey: f.string({ zh: '回调EncodingAESKey', en: 'Callback AES key' }, { max: 64, secret: true }),
    sopHours: f.int({ zh: 'SOP跟进时限(小时)', en: 'SOP follow-up (hours)' }, { required: true, min: 1, maxValue: 720, default: 24 }),
    syncMinutes: f.int({ zh: '自动同步间隔(分钟)', en: 'Sync every (minutes)' }, { required: true, min: 5, maxValue: 1440, default: 60 }),
    serviceName: f.string({ zh: '客服名称', en: 'Service name' }, { max: 50, default: '安华企微客服' }),
    serviceWelcome: f.string({ zh: '客服欢迎语', en: 'Service greeting' }, { max: 255, form: 'textarea', default: '您好，我是您的专属顾问，有任何用车问题欢迎随时咨询。' }),
    lastSyncTime: f.datetime({ zh: '最近同步时间', en: 'Last sync' }, { readonly: true, form: false, list: 160 }),
    lastSyncResult: f.string({ zh: '最近同步结果', en: 'Last sync result' }, { max: 255, readonly: true, form: false, list: 200 }),
  },
  ops: { page: 'detail', upsert: 'saveOrUpdate' },
});

/**
 * blade-user personnelList: the caller's store's enabled staff, the pickers of assignment (`ref:
 * 'personnel'`) and the SOP page. The user table seen through the store (docs/enterprise-chat.md).
 */
export const personnelResource = defineResource({
  key: 'personnel',
  service: 'blade-user',
  base: '',
  table: 'blade_user',
  existingTable: true,
  title: { zh: '门店员工', en: 'Store staff' },
  buttonPrefix: 'user',
  labelField: 'name',
  paging: 'current',
  scope: 'tenant',
  fields: {
    name: f.string({ zh: '用户昵称', en: 'Name' }, { max: 50, list: 120, readonly: true }),
    realName: f.string({ zh: '用户姓名', en: 'Real name' }, { max: 50, readonly: true }),
    account: f.string({ zh: '登录账号', en: 'Account' }, { max: 45, readonly: true }),
    // never answered
    passwordHash: f.string({ zh: '密码', en: 'Password' }, { readonly: true, secret: true, form: false }),
    operatingCodeHash: f.string({ zh: '操作密码', en: 'Operating password' }, { readonly: true, secret: true, form: false }),
  },
  ops: { all: 'personnelList' },
  defaultSort: ['name', 'asc'],
});

export const CORP_WECHAT_RESOURCES = [personnelResource, corpWechatCustomerResource, corpWechatDistributionResource, corpWechatEventResource, corpWechatConfigResource] as const;
