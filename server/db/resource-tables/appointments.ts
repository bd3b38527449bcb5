/** Tables of the appointment resources (src/domain/resources/appointment): appointment records and the per-store settings. */
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { resourceTable } from '../resource-table';
import { appointmentConfigResource, appointmentRecordResource } from '../../../src/domain/resources/appointment/appointment';

// the pool and 预约记录 read a store's rows by type and assignment, soonest first
export const ahAppointmentRecord = resourceTable(appointmentRecordResource, (c) => [
  index('ah_appointment_record_pool_idx').on(c.tenantId, c.storeId, c.appointmentType, c.assigned, c.appointmentTime),
]);
// one settings row per store (saveOrUpdate creates it the first time)
export const ahAppointmentConfig = resourceTable(appointmentConfigResource, (c) => [
  uniqueIndex('ah_appointment_config_store_uq').on(c.tenantId, c.storeId).where(sql`is_deleted = 0`),
]);
