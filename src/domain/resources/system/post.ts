import { defineResource, f } from '../types';

/**
 * Posts (岗位管理): the jobs of a tenant (销售顾问, 服务顾问, 库管...), BladeX's blade_post. A post
 * names what a person does, apart from the role that decides what they may do; the code is unique
 * in the tenant so imports and reports can name a post by it.
 */
export const postResource = defineResource({
  key: 'post',
  service: 'blade-system',
  base: 'post',
  table: 'blade_post',
  title: { zh: '岗位管理', en: 'Posts' },
  menu: 'post',
  buttonPrefix: 'post',
  labelField: 'postName',
  paging: 'current',
  scope: 'tenant',
  fields: {
    category: f.int({ zh: '岗位类型', en: 'Category' }, {
      required: true,
      list: 100,
      search: 'eq',
      default: 3,
      options: [
        { value: 1, zh: '高层', en: 'Senior' },
        { value: 2, zh: '中层', en: 'Middle' },
        { value: 3, zh: '基层', en: 'Staff' },
        { value: 4, zh: '其他', en: 'Other' },
      ],
    }),
    postCode: f.string({ zh: '岗位编号', en: 'Code' }, { required: true, max: 12, list: 140, search: 'like', unique: true }),
    postName: f.string({ zh: '岗位名称', en: 'Name' }, { required: true, max: 64, list: 200, search: 'like' }),
    sort: f.int({ zh: '岗位排序', en: 'Sort' }, { list: 90, sortable: true, default: 0, min: 0, maxValue: 99999 }),
    remark: f.string({ zh: '岗位描述', en: 'Description' }, { max: 255, form: 'textarea', list: 240 }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
  defaultSort: ['sort', 'asc'],
});
