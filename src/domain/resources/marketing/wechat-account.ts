/**
 * 公众号管理 (/marketing/wechatAccount; spec 3 "WeChat: POST wx/page, car/update, wx/bind_store", "WeChat
 * binding: id, storeId"): the tenant's WeChat official accounts, each bound to a store. The accounts are
 * read and bound through a provider (server/services/wechat-mp.ts: a working local one by default).
 * docs/marketing.md ("Official accounts").
 */
import { defineResource, f, type Label, type Option } from '../types';

export const WX_ACCOUNT_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '服务号', en: 'Service account' },
  { value: 2, zh: '订阅号', en: 'Subscription account' },
];

/** an official account's AppID: wx and 16 hexadecimal characters */
export const WX_APP_ID = /^wx[0-9a-f]{16}$/;

export const WX_MESSAGES = {
  badAppId: { zh: 'AppID格式错误（wx开头的18位）', en: 'The AppID is wx followed by 16 hexadecimal characters' },
  noStore: { zh: '门店不存在', en: 'No such store' },
  noAccount: { zh: '公众号不存在', en: 'No such official account' },
  storeTaken: { zh: '该门店已绑定其他公众号', en: 'The store is bound to another official account' },
  providerRefused: { zh: '公众号平台拒绝了请求', en: 'The WeChat platform refused the request' },
} as const satisfies Record<string, Label>;

export const wechatAccountResource = defineResource({
  key: 'ahWxAccount',
  service: 'crm-anhua',
  base: 'wx',
  table: 'ah_wx_account',
  title: { zh: '公众号管理', en: 'WeChat accounts' },
  menu: 'wechat-account',
  buttonPrefix: 'wechat_account',
  labelField: 'accountName',
  paging: 'current',
  pageMethod: 'POST',
  scope: 'tenant',
  fields: {
    accountName: f.string({ zh: '公众号名称', en: 'Account' }, { required: true, max: 50, list: 160, search: 'like' }),
    appId: f.string({ zh: 'AppID', en: 'AppID' }, { required: true, max: 18, list: 170, search: 'eq', unique: true }),
    accountType: f.int({ zh: '类型', en: 'Type' }, { required: true, list: 90, search: 'eq', form: 'select', options: WX_ACCOUNT_TYPE_OPTIONS, default: 1 }),
    originalId: f.string({ zh: '原始ID', en: 'Original ID' }, { max: 30, list: 140, readonly: true, form: false }),
    verified: f.int({ zh: '认证', en: 'Verified' }, { list: 70, readonly: true, form: false, default: 0, options: [{ value: 0, zh: '未认证', en: 'No' }, { value: 1, zh: '已认证', en: 'Yes' }] }),
    followerCount: f.int({ zh: '粉丝数', en: 'Followers' }, { list: 80, readonly: true, form: false, default: 0 }),
    boundStoreId: f.id({ zh: '绑定门店', en: 'Store' }, { search: 'eq', readonly: true, form: false }),
    boundStoreName: f.string({ zh: '绑定门店', en: 'Store' }, { max: 100, list: 160, readonly: true, form: false }),
    syncTime: f.datetime({ zh: '同步时间', en: 'Synced' }, { list: 150, readonly: true, form: false }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 200, form: 'textarea' }),
  },
  ops: { page: 'page', detail: 'detail', upsert: 'car/update' },
  actions: [
    {
      name: 'BIND_STORE',
      label: { zh: '绑定门店', en: 'Bind store' },
      path: 'bind_store',
      permission: 'wechat_account_bind_store',
      key: 'b',
      custom: true,
      input: { storeId: f.id({ zh: '门店', en: 'Store' }, { required: true, form: 'select', source: { path: 'blade-system/dept/getStoreList', params: {}, value: 'id', label: 'branchName' } }) },
    },
  ],
  defaultSort: ['accountName', 'asc'],
});
