/** Generated tables of the sales side (clues, traces, seats and their configuration). */
import { sql } from 'drizzle-orm';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import { clueResource } from '../../../src/domain/resources/sales/clue';
import { clueTraceResource } from '../../../src/domain/resources/sales/clue-trace';
import { clueTraceRecordResource } from '../../../src/domain/resources/sales/clue-trace-record';
import {
  clueAllocationSettingResource,
  clueDefeatReasonResource,
  clueFromChannelResource,
  customerLevelTimeResource,
} from '../../../src/domain/resources/sales/clue-config';
import { qmSeatResource, seatsResource } from '../../../src/domain/resources/sales/seats';
import { callRecordResource } from '../../../src/domain/resources/sales/call-record';
import { clueSalesmanResource, clueStoreBrandResource } from '../../../src/domain/resources/sales/clue-brand';
import { clueCrowdResource } from '../../../src/domain/resources/sales/crowd';

export const ahClue = resourceTable(clueResource);
// the desk's tab counts and pages as index-only scans (bench/clues.ts: 72 ms → 4 ms per count at 167k clues a store);
// the second serves a salesman's own view (data scope on next_trace_user_id). The repeat mark's lookup (is the
// phone already a clue of the store) uses ah_clue_trace_customer_phone_idx, which the phone field's declaration gives.
export const ahClueTrace = resourceTable(clueTraceResource, (c) => [
  index('ah_clue_trace_desk_idx').on(c.tenantId, c.storeId, c.visitState, c.nextTraceTime).where(sql`is_deleted = 0`),
  index('ah_clue_trace_desk_user_idx').on(c.tenantId, c.storeId, c.nextTraceUserId, c.visitState, c.nextTraceTime).where(sql`is_deleted = 0`),
]);
export const ahClueTraceRecord = resourceTable(clueTraceRecordResource);
export const ahClueFromChannel = resourceTable(clueFromChannelResource);
export const ahClueDefeatReasonConfig = resourceTable(clueDefeatReasonResource);
export const ahCustomerLevelTime = resourceTable(customerLevelTimeResource);
export const ahClueAllocationSetting = resourceTable(clueAllocationSettingResource);
export const ahSeats = resourceTable(seatsResource);
export const ahClueCallRecord = resourceTable(callRecordResource);
export const ahQmSeat = resourceTable(qmSeatResource);
export const ahClueStoreBrandRelation = resourceTable(clueStoreBrandResource);
export const ahSalesman = resourceTable(clueSalesmanResource);
export const ahClueCrowd = resourceTable(clueCrowdResource);
