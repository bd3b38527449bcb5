import type { Registrable } from '../../http/route';
import type { ResourceHooks } from '../../http/resource-router';

/** crm-dcc: clues, traces, seats, customers (routes beyond the generated ones). */
export const crmDccRoutes: Registrable[] = [];
export const SALES_HOOKS: Record<string, ResourceHooks> = {};
