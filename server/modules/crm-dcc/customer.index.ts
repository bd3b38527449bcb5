/** Customers (crm-dcc and crm-anhua), customer managers, test drives, invitations, targets and reports. */
import type { Registrable } from '../../http/route';
import type { ResourceHooks } from '../../http/resource-router';

export const customerRoutes: Registrable[] = [];
export const CUSTOMER_HOOKS: Record<string, ResourceHooks> = {};
