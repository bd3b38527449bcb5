/** Customers of crm-dcc and crm-anhua, customer managers, test drives, invitations, targets and reports (spec 2). */
import type { ResourceDecl } from '../types';
import { customerResource } from './customer';
import { customerArchiveResource } from './customer-archive';
import { testDriveLogResource } from './test-drive-log';
import { invitationResource } from './invitation';
import { userTargetResource } from './target';
import { warReportResource } from './war-report';

export const CUSTOMER_RESOURCES = [customerResource, customerArchiveResource, testDriveLogResource, invitationResource, userTargetResource, warReportResource] as const satisfies readonly ResourceDecl[];
