import { defineResource, f, type Option } from '../types';

export const CATEGORY_TYPES = [
  { value: 'notice', zh: '公告分类', en: 'Notice category' },
  { value: 'course', zh: '课程分类', en: 'Course category' },
] as const satisfies readonly Option[];

/** System categories: notice categories and the course category tree share one table, told apart by type. */
export const systemCategoryResource = defineResource({
  key: 'systemCategory',
  service: 'crm-anhua',
  base: 'ahSystemCategory',
  table: 'ah_system_category',
  title: { zh: '系统分类', en: 'System categories' },
  menu: 'system-category',
  buttonPrefix: 'system_category',
  paging: 'current',
  scope: 'tenant',
  parentField: 'parentId',
  fields: {
    type: f.string({ zh: '分类类型', en: 'Type' }, { required: true, max: 20, options: CATEGORY_TYPES, list: 120, search: 'eq', form: 'select' }),
    parentId: f.id({ zh: '上级分类', en: 'Parent' }, { search: 'eq', form: 'tree', default: '0' }),
    name: f.string({ zh: '分类名称', en: 'Name' }, { required: true, max: 50, list: 200, search: 'like' }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea', list: 200 }),
  },
  ops: { page: 'page', detail: 'detail', upsert: 'saveOrUpdate', remove: 'delete' },
  reorder: { field: 'sort', path: 'doSort', permission: 'system_category_sort', mode: 'order' },
  defaultSort: ['sort', 'asc'],
});

const { parentId, name, sort, remark } = systemCategoryResource.fields;

/** The notice-category screen: system categories of type notice (same table, type fixed by the server). */
export const noticeCategoryResource = defineResource({
  key: 'noticeCategory',
  service: 'blade-desk',
  base: 'noticeCategory',
  table: 'ah_system_category',
  existingTable: true,
  title: { zh: '公告分类', en: 'Notice categories' },
  menu: 'notice-category',
  buttonPrefix: 'notice_category',
  paging: 'current',
  scope: 'tenant',
  fields: { name, sort, remark },
  ops: { page: 'list', all: 'select', detail: 'detail', upsert: 'submit', remove: 'remove' },
  reorder: { field: 'sort', path: 'doSort', permission: 'notice_category_sort', mode: 'order' },
  defaultSort: ['sort', 'asc'],
});

/** The course-category tree: system categories of type course. */
export const courseCategoryResource = defineResource({
  key: 'courseCategory',
  service: 'blade-desk',
  base: 'courseCategory',
  table: 'ah_system_category',
  existingTable: true,
  title: { zh: '课程分类', en: 'Course categories' },
  menu: 'course-category',
  buttonPrefix: 'course_category',
  paging: 'current',
  scope: 'tenant',
  parentField: 'parentId',
  fields: { parentId, name, sort, remark },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
  reorder: { field: 'sort', path: 'doSort', permission: 'course_category_sort', mode: 'order' },
  defaultSort: ['sort', 'asc'],
});
