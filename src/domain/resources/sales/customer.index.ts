/** Customers of crm-dcc and crm-anhua, customer managers, test drives, invitations, targets and reports (spec 2). */
import type { ResourceDecl } from '../types';

export const CUSTOMER_RESOURCES: readonly ResourceDecl[] = [];
