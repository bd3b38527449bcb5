/** Tables of this area's resource declarations (one export per table, read by drizzle-kit). */
import { sql } from 'drizzle-orm';
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import { customerResource } from '../../../src/domain/resources/sales/customer';
import { customerArchiveResource } from '../../../src/domain/resources/sales/customer-archive';
import { testDriveLogResource } from '../../../src/domain/resources/sales/test-drive-log';
import { invitationResource } from '../../../src/domain/resources/sales/invitation';
import { userTargetResource } from '../../../src/domain/resources/sales/target';
import { warReportResource } from '../../../src/domain/resources/sales/war-report';

// one store customer per phone: a clue of a known phone joins its customer
export const ahCustomer = resourceTable(customerResource, (c) => [
  uniqueIndex('ah_customer_store_phone_uq').on(c.tenantId, c.storeId, c.customerPhone).where(sql`is_deleted = 0`),
  index('ah_customer_archive_idx').on(c.customerId),
]);
export const ahCustomerArchive = resourceTable(customerArchiveResource, (c) => [
  uniqueIndex('ah_customer_archive_phone_uq').on(c.tenantId, c.customerPhone).where(sql`is_deleted = 0`),
]);
export const ahTestDriveLog = resourceTable(testDriveLogResource, (c) => [index('ah_test_drive_log_customer_idx').on(c.ahCustomerId)]);
export const ahInviteConfig = resourceTable(invitationResource);
export const ahUserTarget = resourceTable(userTargetResource, (c) => [
  uniqueIndex('ah_user_target_uq').on(c.tenantId, c.storeId, c.userId, c.month, c.targetType).where(sql`is_deleted = 0`),
]);
export const ahWarReport = resourceTable(warReportResource);
