/**
 * 官网内容 (/contentConfig/list, edited on /contentConfig/edit): the pages, banners and news of the
 * group's website, published through the website-content machine (draft, published, unpublished),
 * which the server enforces on the locked row. docs/marketing.md ("Website content").
 */
import { defineResource, f, type Option } from '../types';
import { CONTENT_STATUS_OPTIONS, contentAllows, contentRefusal } from '../../../machines/website-content.machine';

export const CONTENT_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '页面', en: 'Page' },
  { value: 2, zh: '横幅', en: 'Banner' },
  { value: 3, zh: '新闻', en: 'News' },
];

export const websiteContentResource = defineResource({
  key: 'ahWebsiteContent',
  service: 'crm-anhua',
  base: 'ahWebsiteContent',
  table: 'ah_website_content',
  title: { zh: '官网内容', en: 'Website content' },
  menu: 'content-config',
  buttonPrefix: 'content_config',
  labelField: 'title',
  paging: 'current',
  scope: 'tenant',
  fields: {
    title: f.string({ zh: '标题', en: 'Title' }, { required: true, max: 100, list: 200, search: 'like' }),
    contentType: f.int({ zh: '内容类型', en: 'Kind' }, { required: true, list: 80, search: 'eq', form: 'select', options: CONTENT_TYPE_OPTIONS, default: 1 }),
    coverImg: f.string({ zh: '封面图', en: 'Cover' }, { max: 500, list: 70, form: 'image' }),
    linkUrl: f.string({ zh: '跳转链接', en: 'Link' }, { max: 500 }),
    sort: f.int({ zh: '排序', en: 'Order' }, { min: 0, maxValue: 9999, list: 60, default: 0 }),
    content: f.text({ zh: '正文', en: 'Body' }, { max: 20000, form: 'textarea' }),
    status: f.int({ zh: '状态', en: 'Status' }, { list: 80, search: 'eq', readonly: true, form: false, default: 0, options: CONTENT_STATUS_OPTIONS }),
    publishTime: f.datetime({ zh: '发布时间', en: 'Published' }, { list: 150, readonly: true, form: false, sortable: true }),
  },
  ops: { page: 'page', detail: 'detail', upsert: 'saveOrUpdate', remove: 'remove' },
  editable: { applies: (row) => contentAllows(row, 'EDIT'), refusal: (row, many) => contentRefusal(row, 'EDIT', many) },
  removable: { applies: (row) => contentAllows(row, 'DELETE'), refusal: (row, many) => contentRefusal(row, 'DELETE', many) },
  actions: [
    {
      name: 'PUBLISH',
      label: { zh: '发布', en: 'Publish' },
      path: 'publish',
      permission: 'content_config_publish',
      key: 'p',
      custom: true,
      confirm: { zh: '确定发布到官网？', en: 'Publish to the website?' },
      applies: (row) => contentAllows(row, 'PUBLISH'),
      refusal: (row, many) => contentRefusal(row, 'PUBLISH', many),
    },
    {
      name: 'UNPUBLISH',
      label: { zh: '下线', en: 'Unpublish' },
      path: 'unpublish',
      permission: 'content_config_publish',
      key: 'u',
      custom: true,
      confirm: { zh: '确定从官网下线？', en: 'Take it off the website?' },
      applies: (row) => contentAllows(row, 'UNPUBLISH'),
      refusal: (row, many) => contentRefusal(row, 'UNPUBLISH', many),
    },
  ],
  pages: { add: '/contentConfig/edit', edit: '/contentConfig/edit' },
  history: true,
  defaultSort: ['sort', 'asc'],
});
