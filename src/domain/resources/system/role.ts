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
    // the grants by name, as the detail answers them for the show page (written by 权限设置, never by the form)
    menuNames: f.text({ zh: '菜单权限', en: 'Menus' }, { readonly: true, form: false }),
    buttonCount: f.int({ zh: '按钮权限数', en: 'Buttons' }, { readonly: true, form: false }),
    dataScopeNames: f.text({ zh: '数据权限', en: 'Data scopes' }, { readonly: true, form: false }),
    apiScopeNames: f.text({ zh: '接口权限', en: 'API scopes' }, { readonly: true, form: false }),
  },
  // detail (with the grants) is hand-written: server/modules/blade-system/access/role.ts
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
  handWritten: ['detail'],
  // spec 1 section 2's role page: the role and what it is granted, with 权限设置 and 编辑 on it
  pages: { view: '/authority/role/detail' },
  sections: [
    { title: { zh: '角色信息', en: 'Role' }, fields: ['roleName', 'roleAlias', 'parentId', 'sort'] },
    { title: { zh: '已授权限', en: 'Grants' }, fields: ['menuNames', 'buttonCount', 'dataScopeNames', 'apiScopeNames'] },
  ],
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
