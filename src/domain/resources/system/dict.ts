import { defineResource, f } from '../types';

/** Dictionaries: a root row per code (parentId 0) and its items below it. */
export const dictResource = defineResource({
  key: 'dict',
  service: 'blade-system',
  base: 'dict',
  table: 'blade_dict',
  existingTable: true,
  title: { zh: '字典管理', en: 'Dictionaries' },
  menu: 'dict',
  buttonPrefix: 'dict',
  paging: 'current',
  scope: 'tenant',
  parentField: 'parentId',
  fields: {
    parentId: f.id({ zh: '上级字典', en: 'Parent' }, { search: 'eq', form: 'tree', default: '0' }),
    code: f.string({ zh: '字典编号', en: 'Code' }, { required: true, max: 80, list: 160, search: 'like', sortable: true }),
    dictKey: f.string({ zh: '字典键值', en: 'Key' }, { required: true, max: 80, list: 120, search: 'eq' }),
    dictValue: f.string({ zh: '字典名称', en: 'Name' }, { required: true, max: 120, list: 200, search: 'like' }),
    dictValueEn: f.string({ zh: '英文名称', en: 'English name' }, { max: 160, list: 200 }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
    isSealed: f.bool({ zh: '封存', en: 'Sealed' }, { list: 80, form: 'switch', default: 0, options: [{ value: 0, zh: '否', en: 'No' }, { value: 1, zh: '是', en: 'Yes' }] }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: ['list', 'page'], detail: 'detail', upsert: 'submit', remove: 'remove', export: 'export' },
  defaultSort: ['sort', 'asc'],
});
