import { defineResource, f } from '../types';

/** Named menu sets of a tenant that an administrator applies to a role in one step. */
export const roleTemplateResource = defineResource({
  key: 'roleTemplate',
  service: 'blade-system',
  base: 'roleTemplate',
  table: 'ah_role_template',
  title: { zh: '角色模板', en: 'Role templates' },
  menu: 'role-template',
  buttonPrefix: 'role_template',
  paging: 'current',
  scope: 'tenant',
  fields: {
    templateName: f.string({ zh: '模板名称', en: 'Name' }, { required: true, max: 50, list: 200, search: 'like', unique: true }),
    menuIds: f.ids({ zh: '菜单权限', en: 'Menus' }, { required: true, ref: 'menu' }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea', list: 240 }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
  actions: [
    {
      name: 'APPLY',
      label: { zh: '应用到角色', en: 'Apply to roles' },
      path: 'apply',
      permission: 'role_grant',
      custom: true,
      input: { roleIds: f.ids({ zh: '角色', en: 'Roles' }, { required: true, ref: 'role' }) },
    },
  ],
  defaultSort: ['sort', 'asc'],
});
