/** Car orders, order cars, invoices, release business and their statistics (spec 3). */
import type { ResourceDecl } from '../types';
import {
  carOrderAdditionalResource,
  carOrderCarBoutiqueResource,
  carOrderCarResource,
  carOrderContractResource,
  carOrderLockLogResource,
  carOrderResource,
} from './car-order';
import { carOrderInvoiceResource } from './car-order-invoice';
import { releaseBusinessResource } from './release-business';
import { carOrderDeliverResource } from './car-order-deliver';

export const CAR_ORDER_RESOURCES = [
  carOrderResource,
  carOrderCarResource,
  carOrderAdditionalResource,
  carOrderCarBoutiqueResource,
  carOrderLockLogResource,
  carOrderContractResource,
  carOrderInvoiceResource,
  releaseBusinessResource,
  carOrderDeliverResource,
] as const satisfies readonly ResourceDecl[];
