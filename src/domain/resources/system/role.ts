import { defineResource, f } from '../types';

/**
 * Roles of a tenant. Alias admin is the tenant super-admin. Grants (menus, data scopes, API
 * scopes) are written by the grant call; the detail answers them with the role.
 */
export const roleResource = defineResource({
  key: 'role',
  service: 'blade-system',
  base: 'role',
  table: 'blade_role',
  existingTable: true,
  title: { zh: '角色管理', en: 'Roles' },
  menu: 'role',
  buttonPrefix: 'role',
  paging: 'current',
  scope: 'tenant',
  parentField: 'parentId',
  fields: {
    parentId: f.id({ zh: '上级角色', en: 'Parent' }, { search: 'eq', form: 'tree', default: '0' }),
    roleName: f.string({ zh: '角色名称', en: 'Name' }, { required: true, max: 50, list: 200, search: 'like' }),
    roleAlias: f.string({ zh: '角色别名', en: 'Alias' }, { required: true, max: 50, list: 160, search: 'like', unique: true }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
  },
  // detail (with the grants) is hand-written: server/modules/blade-system/access/role.ts
  ops: { page: 'list', upsert: 'submit', remove: 'remove' },
  actions: [
    {
      name: 'GRANT',
      label: { zh: '权限设置', en: 'Grant' },
      path: 'grant',
      permission: 'role_grant',
      batch: true,
      custom: true,
      idsParam: 'roleIds',
      prefill: 'detail',
      input: {
        menuIds: f.ids({ zh: '菜单', en: 'Menus' }, { ref: 'menu' }),
        dataScopeIds: f.ids({ zh: '数据权限', en: 'Data scopes' }, { ref: 'scopeData' }),
        apiScopeIds: f.ids({ zh: '接口权限', en: 'API scopes' }, { ref: 'scopeApi' }),
      },
    },
  ],
  defaultSort: ['sort', 'asc'],
});
