import { defineResource, f } from '../types';

/** Data sources of the code generator; the built-in one is the product's own database. */
export const datasourceResource = defineResource({
  key: 'datasource',
  service: 'blade-develop',
  base: 'datasource',
  table: 'blade_datasource',
  title: { zh: '数据源管理', en: 'Data sources' },
  menu: 'datasource',
  buttonPrefix: 'datasource',
  paging: 'current',
  scope: 'tenant',
  fields: {
    name: f.string({ zh: '名称', en: 'Name' }, { required: true, max: 100, list: 180, search: 'like' }),
    driverClass: f.dict({ zh: '驱动类', en: 'Driver' }, { required: true, max: 100, dict: 'db_driver', list: 240, search: 'eq' }),
    url: f.string({ zh: '连接地址', en: 'URL' }, { required: true, max: 500, list: 320 }),
    username: f.string({ zh: '用户名', en: 'User name' }, { max: 100, list: 120 }),
    password: f.string({ zh: '密码', en: 'Password' }, { max: 200, secret: true, form: 'password' }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
    builtIn: f.bool({ zh: '系统内置', en: 'Built in' }, { readonly: true, list: 80, options: [{ value: 1, zh: '是', en: 'Yes' }, { value: 0, zh: '否', en: 'No' }] }),
  },
  ops: { page: 'list', all: 'select', detail: 'detail', upsert: 'submit', remove: 'remove' },
});
