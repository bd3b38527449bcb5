/** Tables of the system content resources (src/domain/resources/system/content.index.ts), plus the notice read marks. */
import { index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import { id, tenantIdColumn } from '../schema';
import { systemCategoryResource } from '../../../src/domain/resources/system/category';
import { quickMenuResource } from '../../../src/domain/resources/system/quick-menu';
import { homeMenuResource } from '../../../src/domain/resources/system/home-menu';
import { ossResource } from '../../../src/domain/resources/system/oss';
import { datasourceResource } from '../../../src/domain/resources/system/datasource';
import { noticeResource } from '../../../src/domain/resources/system/notice';
import { courseResource } from '../../../src/domain/resources/system/course';
import { logApiResource, logErrorResource, logUsualResource } from '../../../src/domain/resources/system/log';
import { importLogResource } from '../../../src/domain/resources/system/import-log';
import { stateLogResource } from '../../../src/domain/resources/system/state-log';
import { notificationSettingResource } from '../../../src/domain/resources/system/notification-setting';

export const ahSystemCategory = resourceTable(systemCategoryResource);
export const ahQuickMenuConfig = resourceTable(quickMenuResource);
export const ahHomeMenu = resourceTable(homeMenuResource);
export const bladeOss = resourceTable(ossResource);
export const bladeDatasource = resourceTable(datasourceResource);
export const ahNotice = resourceTable(noticeResource);
export const ahCourse = resourceTable(courseResource);
export const bladeLogUsual = resourceTable(logUsualResource);
export const bladeLogApi = resourceTable(logApiResource);
export const bladeLogError = resourceTable(logErrorResource);
export const ahImportLog = resourceTable(importLogResource);
export const ahNotificationSetting = resourceTable(notificationSettingResource);
// a record's history is read by resource and record together
export const ahStateLog = resourceTable(stateLogResource, (c) => [index('ah_state_log_record_idx').on(c.tenantId, c.resource, c.recordId, c.createTime)]);

/** Who has read which notice: one row per notice and user, written when the user opens it. */
export const ahNoticeRead = pgTable(
  'ah_notice_read',
  {
    noticeId: id('notice_id').notNull(),
    userId: id('user_id').notNull(),
    tenantId: tenantIdColumn(),
    readTime: timestamp('read_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('ah_notice_read_user_idx').on(t.tenantId, t.userId)],
);
