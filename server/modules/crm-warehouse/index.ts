import type { Registrable } from '../../http/route';
import type { ResourceHooks } from '../../http/resource-router';

/** crm-warehouse and the car catalogue of crm-anhua (routes beyond the generated ones). */
export const crmWarehouseRoutes: Registrable[] = [];
export const OPERATIONS_HOOKS: Record<string, ResourceHooks> = {};
