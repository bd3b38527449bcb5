import * as v from 'valibot';
import { registerTranslations } from '../../messages';
import { defineResource, f } from '../types';

const PATH_MESSAGE = { zh: '菜单路径须以 / 开头', en: 'The menu path must start with /' };
registerTranslations([PATH_MESSAGE]);

/** A menu route as the shell opens it: an absolute path. */
export const menuPathRule = () => v.pipe(v.string(), v.regex(/^\/[\w\-./]*$/, PATH_MESSAGE.zh));

/** Each user's own quick menus (the shell's shortcut bar); rows belong to the user who made them. */
export const quickMenuResource = defineResource({
  key: 'quickMenu',
  service: 'crm-anhua',
  base: 'ahQuickMenuConfig',
  table: 'ah_quick_menu_config',
  title: { zh: '快捷菜单', en: 'Quick menus' },
  menu: 'quick-menu',
  buttonPrefix: 'quick_menu',
  paging: 'current',
  scope: 'tenant',
  fields: {
    name: f.string({ zh: '菜单名称', en: 'Name' }, { required: true, max: 50, list: 160, search: 'like' }),
    menuId: f.id({ zh: '对应菜单', en: 'Menu' }, { form: 'tree' }),
    path: f.string({ zh: '菜单路径', en: 'Path' }, { required: true, max: 255, list: 240, rule: menuPathRule }),
    icon: f.string({ zh: '图标', en: 'Icon' }, { max: 100, list: 80 }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
  },
  ops: { page: 'page', detail: 'detail', upsert: 'saveOrUpdate', remove: 'delete' },
  defaultSort: ['sort', 'asc'],
});
