/** Car orders, order cars, locks, invoices, contracts from orders and their statistics (crm-warehouse carOrder). */
import type { Registrable } from '../../http/route';
import type { ResourceHooks } from '../../http/resource-router';

export const carOrderRoutes: Registrable[] = [];
export const CAR_ORDER_HOOKS: Record<string, ResourceHooks> = {};
