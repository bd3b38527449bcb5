import * as v from 'valibot';
import { defineResource, f } from '../types';
import { ENABLED_OPTIONS } from './user';

/**
 * Tenants: read and written by the platform tenant's super-admin only. A new tenant starts with
 * its super-admin role, an admin account with the initial password, a head department, the
 * initial-password parameter and the dictionary catalogue.
 */
export const tenantResource = defineResource({
  key: 'tenant',
  service: 'blade-system',
  base: 'tenant',
  table: 'blade_tenant',
  existingTable: true,
  title: { zh: '租户管理', en: 'Tenants' },
  menu: 'tenant',
  buttonPrefix: 'tenant',
  paging: 'current',
  scope: 'global',
  fields: {
    tenantId: f.string({ zh: '租户ID', en: 'Tenant id' }, { required: true, max: 12, list: 100, search: 'like', unique: true, rule: () => v.pipe(v.string(), v.regex(/^\d{6}$/, '租户ID为6位数字')) }),
    tenantName: f.string({ zh: '租户名称', en: 'Name' }, { required: true, max: 100, list: 200, search: 'like' }),
    linkman: f.string({ zh: '联系人', en: 'Contact' }, { max: 50, list: 100, search: 'like' }),
    contactNumber: f.string({ zh: '联系电话', en: 'Phone' }, { max: 20, list: 130 }),
    address: f.string({ zh: '联系地址', en: 'Address' }, { max: 255, list: 240 }),
    expireTime: f.datetime({ zh: '过期时间', en: 'Expires' }, { list: 160, search: 'range', sortable: true }),
    status: f.int({ zh: '状态', en: 'Status' }, { default: 1, list: 80, search: 'eq', form: 'select', options: ENABLED_OPTIONS }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
});
