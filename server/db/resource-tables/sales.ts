/** Generated tables of the sales side (clues, traces, seats and their configuration). */
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
export const ahClueTrace = resourceTable(clueTraceResource);
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
