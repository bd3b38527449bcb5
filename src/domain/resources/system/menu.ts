import * as v from 'valibot';
import { defineResource, f } from '../types';

/**
 * Menus and buttons: global, defined by the platform (only the platform tenant's super-admin
 * writes them). The trees the shell and the menu screen load (list, menu-list, routes, buttons)
 * are in server/modules/blade-system/menu.ts; `page` is the flat search.
 */
export const menuResource = defineResource({
  key: 'menu',
  service: 'blade-system',
  base: 'menu',
  table: 'blade_menu',
  existingTable: true,
  title: { zh: '菜单管理', en: 'Menus' },
  menu: 'menu',
  buttonPrefix: 'menu',
  paging: 'current',
  scope: 'global',
  parentField: 'parentId',
  fields: {
    parentId: f.id({ zh: '上级菜单', en: 'Parent' }, { search: 'eq', form: 'tree', default: '0' }),
    topMenuId: f.id({ zh: '顶部菜单', en: 'Top menu' }, { search: 'eq', form: 'select' }),
    code: f.string({ zh: '菜单编号', en: 'Code' }, {
      required: true,
      max: 80,
      list: 180,
      search: 'like',
      unique: true,
      rule: () => v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]*$/, '菜单编号只能包含小写字母、数字、-和_')),
    }),
    name: f.string({ zh: '菜单名称', en: 'Name' }, { required: true, max: 80, list: 180, search: 'like' }),
    nameEn: f.string({ zh: '英文名称', en: 'English name' }, { max: 120, list: 180 }),
    alias: f.string({ zh: '菜单别名', en: 'Alias' }, { max: 80 }),
    path: f.string({ zh: '路由地址', en: 'Route' }, { max: 255, list: 200, rule: () => v.pipe(v.string(), v.startsWith('/', '路由地址需以/开头')) }),
    source: f.string({ zh: '菜单图标', en: 'Icon' }, { max: 50 }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
    category: f.int({ zh: '菜单类型', en: 'Type' }, {
      required: true,
      default: 1,
      list: 80,
      search: 'eq',
      form: 'select',
      options: [
        { value: 1, zh: '菜单', en: 'Menu' },
        { value: 2, zh: '按钮', en: 'Button' },
      ],
    }),
    action: f.int({ zh: '按钮功能', en: 'Action' }, { default: 0, maxValue: 99 }),
    isOpen: f.bool({ zh: '新窗口', en: 'New window' }, { default: 1, form: 'switch' }),
    hidden: f.bool({ zh: '隐藏', en: 'Hidden' }, { default: 0, form: 'switch', list: 60 }),
    metaRoles: f.string({ zh: '可见角色', en: 'Visible to roles' }, { max: 255 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'page', detail: 'detail', upsert: 'submit', remove: 'remove' },
  defaultSort: ['sort', 'asc'],
});
