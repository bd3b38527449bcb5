import { defineResource, f, type Option } from '../types';

export const PUBLISH_STATUS = { DRAFT: 0, PUBLISHED: 1 } as const;
export const PUBLISH_OPTIONS: readonly Option[] = [
  { value: PUBLISH_STATUS.DRAFT, zh: '未发布', en: 'Draft' },
  { value: PUBLISH_STATUS.PUBLISHED, zh: '已发布', en: 'Published' },
];

/** Notices: written and published here, read by every user of the tenant (read marks per user). */
export const noticeResource = defineResource({
  key: 'notice',
  service: 'blade-desk',
  base: 'notice',
  table: 'ah_notice',
  title: { zh: '通知公告', en: 'Notices' },
  menu: 'notice',
  buttonPrefix: 'notice',
  paging: 'current',
  scope: 'tenant',
  fields: {
    title: f.string({ zh: '标题', en: 'Title' }, { required: true, max: 100, list: 240, search: 'like' }),
    ahSystemCategoryId: f.id({ zh: '公告分类', en: 'Category' }, { required: true, search: 'eq', form: 'select' }),
    categoryName: f.string({ zh: '分类名称', en: 'Category' }, { readonly: true, max: 50, list: 120 }),
    summary: f.string({ zh: '摘要', en: 'Summary' }, { max: 500, form: 'textarea', list: 240 }),
    content: f.text({ zh: '内容', en: 'Content' }, { required: true, max: 20_000, form: 'textarea' }),
    status: f.int({ zh: '发布状态', en: 'Status' }, { readonly: true, list: 90, search: 'eq', options: PUBLISH_OPTIONS }),
    publishTime: f.datetime({ zh: '发布时间', en: 'Published' }, { readonly: true, list: 160, search: 'range', sortable: true }),
    // a personal reminder (an Enterprise WeChat contact deleted this salesperson): only its recipient's bell shows it
    toUserId: f.id({ zh: '接收人', en: 'Recipient' }, { readonly: true, form: false }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
  actions: [
    { name: 'publish', label: { zh: '发布', en: 'Publish' }, path: 'publish', permission: 'notice_publish', batch: true, confirm: { zh: '确定发布选择的公告？', en: 'Publish the selected notices?' } },
  ],
});
