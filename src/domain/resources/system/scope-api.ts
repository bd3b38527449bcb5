import * as v from 'valibot';
import { defineResource, f } from '../types';

/**
 * API scopes of a menu: a path pattern under /api (a trailing * or /** allowed) that only roles
 * granted the scope may call. Global, so written by the platform tenant's super-admin only.
 */
export const scopeApiResource = defineResource({
  key: 'scopeApi',
  service: 'blade-system',
  base: 'api-scope',
  table: 'blade_scope_api',
  existingTable: true,
  title: { zh: '接口权限', en: 'API scopes' },
  menu: 'apiscope',
  buttonPrefix: 'apiscope',
  paging: 'current',
  scope: 'global',
  fields: {
    menuId: f.id({ zh: '所属菜单', en: 'Menu' }, { required: true, search: 'eq', form: 'tree' }),
    resourceCode: f.string({ zh: '资源编号', en: 'Resource code' }, { required: true, max: 120, list: 160, search: 'like' }),
    scopeName: f.string({ zh: '权限名称', en: 'Name' }, { required: true, max: 100, list: 180, search: 'like' }),
    scopePath: f.string({ zh: '权限路径', en: 'Path' }, {
      required: true,
      max: 255,
      list: 240,
      search: 'like',
      rule: () => v.pipe(v.string(), v.regex(/^\/[A-Za-z0-9_\-/.]*\*{0,2}$/, '权限路径需以/开头，仅末尾可使用*')),
    }),
    scopeType: f.int({ zh: '接口类型', en: 'Methods' }, {
      required: true,
      default: 1,
      list: 100,
      search: 'eq',
      form: 'select',
      options: [
        { value: 1, zh: '全部', en: 'All' },
        { value: 2, zh: 'GET', en: 'GET' },
        { value: 3, zh: 'POST', en: 'POST' },
      ],
    }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
});
