import { vMobile } from '../../validators';
import { defineResource, f } from '../types';

export const ENABLED_OPTIONS = [
  { value: 1, zh: '启用', en: 'Enabled' },
  { value: 0, zh: '停用', en: 'Disabled' },
] as const;

/**
 * Staff accounts of a tenant. A new account gets the tenant's initial password (param
 * account.initPassword); status changes through enable and disable, passwords through reset.
 * Stores and roles come from nodes (ahSystem); the list filters by store with `storeId` and by
 * role with `roleId` through them.
 */
export const userResource = defineResource({
  key: 'user',
  service: 'blade-user',
  base: 'user',
  table: 'blade_user',
  existingTable: true,
  title: { zh: '用户管理', en: 'Users' },
  menu: 'user',
  buttonPrefix: 'user',
  paging: 'current',
  scope: 'tenant',
  fields: {
    account: f.string({ zh: '登录账号', en: 'Account' }, { required: true, max: 45, list: 140, search: 'like', unique: true, sortable: true }),
    name: f.string({ zh: '用户昵称', en: 'Name' }, { required: true, max: 50, list: 120, search: 'like' }),
    realName: f.string({ zh: '用户姓名', en: 'Real name' }, { max: 50, list: 120, search: 'like' }),
    phone: f.string({ zh: '手机号码', en: 'Mobile' }, { max: 20, list: 130, search: 'like', unique: true, rule: vMobile }),
    email: f.string({ zh: '电子邮箱', en: 'Email' }, { max: 100, list: 180 }),
    sex: f.int({ zh: '性别', en: 'Sex' }, { dict: 'sex', form: 'select', list: 60, min: 1, maxValue: 3 }),
    avatar: f.string({ zh: '头像', en: 'Avatar' }, { max: 500, form: 'image' }),
    deptId: f.id({ zh: '所属部门', en: 'Department' }, { form: 'tree', search: 'eq' }),
    /** only the tenant super-admin role: everyone else acts through nodes */
    roleId: f.id({ zh: '无门店角色', en: 'Role without store' }, { form: 'select' }),
    status: f.int({ zh: '状态', en: 'Status' }, { readonly: true, list: 80, search: 'eq', options: ENABLED_OPTIONS }),
    passwordHash: f.string({ zh: '密码', en: 'Password' }, { readonly: true, secret: true, form: false }),
    operatingCodeHash: f.string({ zh: '操作密码', en: 'Operating password' }, { readonly: true, secret: true, form: false }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove', export: 'export' },
  actions: [
    { name: 'ENABLE', label: { zh: '启用', en: 'Enable' }, path: 'enable', permission: 'user_enable', set: { status: 1 }, batch: true },
    { name: 'DISABLE', label: { zh: '停用', en: 'Disable' }, path: 'disable', permission: 'user_disable', batch: true, confirm: { zh: '确定停用选择的账号？停用后其登录立即失效', en: 'Disable the selected accounts? Their sessions end at once.' } },
    { name: 'RESET_PASSWORD', label: { zh: '重置密码', en: 'Reset password' }, path: 'reset-password', permission: 'user_reset_password', batch: true, confirm: { zh: '确定将选择账号的密码重置为初始密码？', en: 'Reset the selected accounts to the initial password?' } },
  ],
});
