/** Categories, quick and home menus, storage, data sources, notices, courses, logs, import logs, export tasks, the SMS outbox, notification settings. */
import type { ResourceDecl } from '../types';
import { courseCategoryResource, noticeCategoryResource, systemCategoryResource } from './category';
import { quickMenuResource } from './quick-menu';
import { homeMenuResource } from './home-menu';
import { ossResource } from './oss';
import { datasourceResource } from './datasource';
import { noticeResource } from './notice';
import { courseResource } from './course';
import { logApiResource, logErrorResource, logUsualResource } from './log';
import { importLogResource } from './import-log';
import { exportTaskResource } from './export-task';
import { smsOutboxResource } from './sms-outbox';
import { notificationSettingResource } from './notification-setting';

export const SYSTEM_CONTENT_RESOURCES = [
  systemCategoryResource,
  noticeCategoryResource,
  courseCategoryResource,
  quickMenuResource,
  homeMenuResource,
  ossResource,
  datasourceResource,
  noticeResource,
  courseResource,
  logUsualResource,
  logApiResource,
  logErrorResource,
  importLogResource,
  exportTaskResource,
  smsOutboxResource,
  notificationSettingResource,
] as const satisfies readonly ResourceDecl[];
