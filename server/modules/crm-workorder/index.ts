import type { Registrable } from '../../http/route';
import type { ResourceHooks } from '../../http/resource-router';
import { WORK_ORDER_HOOKS, workOrderRoutes } from './work-order';

/** crm-workorder: after-sales work orders (routes beyond the generated ones). */
export const crmWorkorderRoutes: Registrable[] = [...workOrderRoutes];
export const WORKORDER_HOOKS: Record<string, ResourceHooks> = { ...WORK_ORDER_HOOKS };
