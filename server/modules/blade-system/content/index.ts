import type { Registrable } from '../../../http/route';
import type { ResourceHookMap } from '../../../http/resource-router';
import { quickMenuResource } from '../../../../src/domain/resources/system/quick-menu';
import { homeMenuResource } from '../../../../src/domain/resources/system/home-menu';
import { ossResource } from '../../../../src/domain/resources/system/oss';
import { datasourceResource } from '../../../../src/domain/resources/system/datasource';
import { noticeResource } from '../../../../src/domain/resources/system/notice';
import { courseResource } from '../../../../src/domain/resources/system/course';
import { CATEGORY_HOOKS, categoryRoutes } from './category';
import { HOME_MENU_HOOKS, QUICK_MENU_HOOKS } from './menus';
import { OSS_HOOKS, storageRoutes } from './storage';
import { DATASOURCE_HOOKS } from './datasource';
import { NOTICE_HOOKS, noticeRoutes } from './notice';
import { COURSE_HOOKS, courseRoutes } from './course';
import { logRoutes } from './logs';
import { codeGeneratorRoutes } from './code-generator';

/** Routes beyond the generated ones for categories, menus of the home page, storage, notices, logs... */
export const contentRoutes: Registrable[] = [...categoryRoutes, ...storageRoutes, ...noticeRoutes, ...courseRoutes, ...logRoutes, ...codeGeneratorRoutes];

export const CONTENT_HOOKS: ResourceHookMap = {
  ...CATEGORY_HOOKS,
  [quickMenuResource.key]: QUICK_MENU_HOOKS,
  [homeMenuResource.key]: HOME_MENU_HOOKS,
  [ossResource.key]: OSS_HOOKS,
  [datasourceResource.key]: DATASOURCE_HOOKS,
  [noticeResource.key]: NOTICE_HOOKS,
  [courseResource.key]: COURSE_HOOKS,
};
