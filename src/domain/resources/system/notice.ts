import { defineResource, f, type ActionDecl, type Label, type Option } from '../types';
import { listing, LISTING_WORDS, type Listing } from '../../../machines/listing.machine';

export const PUBLISH_STATUS = { DRAFT: 0, PUBLISHED: 1 } as const;
export const PUBLISH_OPTIONS: readonly Option[] = [
  { value: PUBLISH_STATUS.DRAFT, zh: '未发布', en: 'Draft' },
  { value: PUBLISH_STATUS.PUBLISHED, zh: '已发布', en: 'Published' },
];

/**
 * Publishing (a notice, a course) is a listing machine over `status`: 发布 puts drafts on, 撤回 takes
 * published ones back to draft (readers no longer see them); both under the menu's one publish
 * button, on the selection, through one path told apart by `status` (the spec's publish, whose
 * status defaults to 1). The server refuses a row the machine refuses, all or nothing.
 */
export const publishing = (noun: Label): Listing => listing({ field: 'status', on: PUBLISH_STATUS.PUBLISHED, off: PUBLISH_STATUS.DRAFT, noun, nameField: 'title', words: LISTING_WORDS.publish });

export function publishActions(machine: Listing, prefix: string, confirm: Label): ActionDecl[] {
  return machine
    .actions({ prefix, path: 'publish', names: { up: 'publish', down: 'unpublish' }, batch: true })
    .map((a) => ({ ...a, permission: `${prefix}_publish`, custom: true, ...(a.name === 'publish' ? { confirm } : {}) }));
}

export const noticePublishing = publishing({ zh: '公告', en: 'Notice' });

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
  actions: publishActions(noticePublishing, 'notice', { zh: '确定发布选择的公告？', en: 'Publish the selected notices?' }),
});
