import { defineResource, f } from '../types';
import { vUrl } from '../../validators';
import { PUBLISH_OPTIONS, publishActions, publishing } from './notice';

export const coursePublishing = publishing({ zh: '课程', en: 'Course' });

/** Courses (training articles and videos) under the course-category tree. */
export const courseResource = defineResource({
  key: 'course',
  service: 'blade-desk',
  base: 'course',
  table: 'ah_course',
  title: { zh: '课程管理', en: 'Courses' },
  menu: 'course',
  buttonPrefix: 'course',
  paging: 'current',
  scope: 'tenant',
  fields: {
    title: f.string({ zh: '课程名称', en: 'Title' }, { required: true, max: 100, list: 240, search: 'like' }),
    categoryId: f.id({ zh: '课程分类', en: 'Category' }, { required: true, search: 'eq', form: 'tree' }),
    categoryName: f.string({ zh: '分类名称', en: 'Category' }, { readonly: true, max: 50, list: 120 }),
    cover: f.string({ zh: '封面', en: 'Cover' }, { max: 500, form: 'image', list: 80, rule: vUrl }),
    summary: f.string({ zh: '简介', en: 'Summary' }, { max: 500, form: 'textarea' }),
    content: f.text({ zh: '课程内容', en: 'Content' }, { max: 20_000, form: 'textarea' }),
    videoUrl: f.string({ zh: '视频地址', en: 'Video URL' }, { max: 500, rule: vUrl }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
    status: f.int({ zh: '发布状态', en: 'Status' }, { readonly: true, list: 90, search: 'eq', options: PUBLISH_OPTIONS }),
    publishTime: f.datetime({ zh: '发布时间', en: 'Published' }, { readonly: true, list: 160, search: 'range', sortable: true }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
  actions: publishActions(coursePublishing, 'course', { zh: '确定发布选择的课程？', en: 'Publish the selected courses?' }),
  defaultSort: ['sort', 'asc'],
});
