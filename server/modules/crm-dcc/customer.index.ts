/** Customers (crm-dcc and crm-anhua), customer managers, test drives, invitations, targets and reports. */
import type { Registrable } from '../../http/route';
import type { ResourceHookMap } from '../../http/resource-router';
import { customerHooks, customerRoutes as storeCustomerRoutes } from './customer';
import { invitationHooks, invitationRoutes } from './customer-invitation';
import { targetRoutes } from './customer-target';
import { reportRoutes } from './customer-report';
import { archiveHooks } from '../crm-anhua/customer';
import { warReportHooks } from './war-report';

export const customerRoutes: Registrable[] = [...storeCustomerRoutes, ...invitationRoutes, ...targetRoutes, ...reportRoutes];
export const CUSTOMER_HOOKS: ResourceHookMap = { ...customerHooks, ...invitationHooks, ...archiveHooks, ...warReportHooks };
