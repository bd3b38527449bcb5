/** Car orders, order cars, locks, invoices, contracts from orders and their statistics (crm-warehouse carOrder). */
import type { Registrable } from '../../http/route';
import type { ResourceHookMap } from '../../http/resource-router';
import { carOrderRoutes as orderRoutes } from './car-order';
import { carOrderLockRoutes } from './car-order-lock';
import { carOrderInvoiceRoutes } from './car-order-invoice';
import { carOrderContractRoutes } from './car-order-contract';
import { carOrderStatisticsRoutes } from './car-order-statistics';
import { RELEASE_HOOKS } from './car-order-release';

export const carOrderRoutes: Registrable[] = [...orderRoutes, ...carOrderLockRoutes, ...carOrderInvoiceRoutes, ...carOrderContractRoutes, ...carOrderStatisticsRoutes];
export const CAR_ORDER_HOOKS: ResourceHookMap = { ...RELEASE_HOOKS };
