import * as v from 'valibot';
import { defineResource, f } from '../types';

export const COLUMN_RULE = () => v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/, '字段名只能包含小写字母、数字和_'));

/**
 * Data scopes of a menu: which rows of a resource (by resource code) a granted role sees.
 * Global like the menus, so written by the platform tenant's super-admin only.
 */
export const scopeDataResource = defineResource({
  key: 'scopeData',
  service: 'blade-system',
  base: 'data-scope',
  table: 'blade_scope_data',
  existingTable: true,
  title: { zh: '数据权限', en: 'Data scopes' },
  menu: 'datascope',
  buttonPrefix: 'datascope',
  paging: 'current',
  scope: 'global',
  fields: {
    menuId: f.id({ zh: '所属菜单', en: 'Menu' }, { required: true, search: 'eq', form: 'tree' }),
    resourceCode: f.string({ zh: '资源编号', en: 'Resource code' }, { required: true, max: 120, list: 160, search: 'like' }),
    scopeName: f.string({ zh: '权限名称', en: 'Name' }, { required: true, max: 100, list: 180, search: 'like' }),
    scopeField: f.string({ zh: '权限字段', en: 'Field' }, { max: 100 }),
    scopeClass: f.string({ zh: '权限类名', en: 'Class' }, { max: 255 }),
    scopeColumn: f.string({ zh: '规则字段', en: 'Column' }, { required: true, max: 100, default: 'create_user', list: 120, rule: COLUMN_RULE }),
    scopeType: f.int({ zh: '规则类型', en: 'Rule' }, {
      required: true,
      default: 1,
      list: 100,
      search: 'eq',
      form: 'select',
      options: [
        { value: 1, zh: '全部可见', en: 'All' },
        { value: 2, zh: '本人可见', en: 'Own' },
        { value: 3, zh: '所在门店可见', en: 'Own store' },
        { value: 4, zh: '所在部门可见', en: 'Own department' },
        { value: 5, zh: '自定义', en: 'Custom' },
      ],
    }),
    scopeValue: f.string({ zh: '规则值', en: 'Value' }, { max: 500 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
});
