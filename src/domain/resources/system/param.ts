import { defineResource, f } from '../types';

/** Tenant parameters (account.initPassword and the like). */
export const paramResource = defineResource({
  key: 'param',
  service: 'blade-system',
  base: 'param',
  table: 'blade_param',
  existingTable: true,
  title: { zh: '参数管理', en: 'Parameters' },
  menu: 'param',
  buttonPrefix: 'param',
  paging: 'current',
  scope: 'tenant',
  fields: {
    paramName: f.string({ zh: '参数名称', en: 'Name' }, { required: true, max: 100, list: 200, search: 'like' }),
    paramKey: f.string({ zh: '参数键名', en: 'Key' }, { required: true, max: 100, list: 200, search: 'like', unique: true, sortable: true }),
    paramValue: f.string({ zh: '参数键值', en: 'Value' }, { required: true, max: 1000, list: 240 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea', list: 200 }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove', export: 'export' },
});
