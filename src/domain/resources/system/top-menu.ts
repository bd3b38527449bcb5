import { defineResource, f } from '../types';

/** Top menus (the menu areas): global, written by the platform tenant's super-admin only. */
export const topMenuResource = defineResource({
  key: 'topMenu',
  service: 'blade-system',
  base: 'topMenu',
  table: 'blade_top_menu',
  existingTable: true,
  title: { zh: '顶部菜单', en: 'Top menus' },
  menu: 'top-menu',
  buttonPrefix: 'top_menu',
  paging: 'current',
  scope: 'global',
  fields: {
    code: f.string({ zh: '菜单编号', en: 'Code' }, { required: true, max: 50, list: 160, search: 'like', unique: true }),
    name: f.string({ zh: '菜单名称', en: 'Name' }, { required: true, max: 50, list: 160, search: 'like' }),
    nameEn: f.string({ zh: '英文名称', en: 'English name' }, { max: 80, list: 160 }),
    source: f.string({ zh: '菜单图标', en: 'Icon' }, { max: 50, list: 100 }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
  defaultSort: ['sort', 'asc'],
});
