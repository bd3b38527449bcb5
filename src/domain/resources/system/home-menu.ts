import { defineResource, f } from '../types';
import { menuPathRule } from './quick-menu';

/** The entries of the tenant's home page (the same for every user of the tenant). */
export const homeMenuResource = defineResource({
  key: 'homeMenu',
  service: 'crm-anhua',
  base: 'ahHomeMenu',
  table: 'ah_home_menu',
  title: { zh: '首页菜单', en: 'Home menu' },
  menu: 'home-menu',
  buttonPrefix: 'home_menu',
  paging: 'current',
  scope: 'tenant',
  fields: {
    name: f.string({ zh: '菜单名称', en: 'Name' }, { required: true, max: 50, list: 160, search: 'like' }),
    menuId: f.id({ zh: '对应菜单', en: 'Menu' }, { form: 'tree' }),
    path: f.string({ zh: '菜单路径', en: 'Path' }, { required: true, max: 255, list: 240, rule: menuPathRule }),
    icon: f.string({ zh: '图标', en: 'Icon' }, { max: 100, list: 80 }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
  },
  ops: { page: 'page', create: 'save', remove: 'delete' },
  defaultSort: ['sort', 'asc'],
});
