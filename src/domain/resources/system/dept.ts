import { defineResource, f } from '../types';

/** Departments of a tenant: a tree; a department may be the department of one store. */
export const deptResource = defineResource({
  key: 'dept',
  service: 'blade-system',
  base: 'dept',
  table: 'blade_dept',
  existingTable: true,
  title: { zh: '部门管理', en: 'Departments' },
  menu: 'dept',
  buttonPrefix: 'dept',
  paging: 'current',
  scope: 'tenant',
  parentField: 'parentId',
  fields: {
    parentId: f.id({ zh: '上级部门', en: 'Parent' }, { search: 'eq', form: 'tree', default: '0' }),
    deptName: f.string({ zh: '部门名称', en: 'Name' }, { required: true, max: 50, list: 200, search: 'like' }),
    fullName: f.string({ zh: '部门全称', en: 'Full name' }, { max: 100, list: 240, search: 'like' }),
    storeId: f.id({ zh: '所属门店', en: 'Store' }, { search: 'eq', form: 'select', list: 160, ref: 'store' }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
  defaultSort: ['sort', 'asc'],
});
