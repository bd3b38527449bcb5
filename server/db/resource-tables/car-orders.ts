/** Tables of this area's resource declarations (one export per table, read by drizzle-kit). */
import { resourceTable } from '../resource-table';
import {
  carOrderAdditionalResource,
  carOrderCarBoutiqueResource,
  carOrderCarResource,
  carOrderLockLogResource,
  carOrderResource,
} from '../../../src/domain/resources/operations/car-order';
import { carOrderInvoiceResource } from '../../../src/domain/resources/operations/car-order-invoice';
import { releaseBusinessResource } from '../../../src/domain/resources/operations/release-business';
import { electronicContractResource } from '../../../src/domain/resources/sales/contract';
import { carOrderDeliverResource } from '../../../src/domain/resources/operations/car-order-deliver';

export const ahCarOrder = resourceTable(carOrderResource);
export const ahCarOrderCar = resourceTable(carOrderCarResource);
export const ahCarOrderAdditional = resourceTable(carOrderAdditionalResource);
export const ahCarOrderCarBoutique = resourceTable(carOrderCarBoutiqueResource);
export const ahCarOrderLockLog = resourceTable(carOrderLockLogResource);
// every sales contract, the ones made from orders and the rest (src/domain/resources/sales/contract.ts): one table
export const ahCarOrderContract = resourceTable(electronicContractResource);
export const ahCarOrderInvoiceInfo = resourceTable(carOrderInvoiceResource);
export const ahReleaseBusiness = resourceTable(releaseBusinessResource);
export const ahCarOrderDeliver = resourceTable(carOrderDeliverResource);
