/** crm-member: members, member cars and groups; boutiques and after-sales owners (routes beyond the generated ones). */
import type { Registrable } from '../../http/route';
import type { ResourceHooks } from '../../http/resource-router';

export const crmMemberRoutes: Registrable[] = [];
export const MEMBER_HOOKS: Record<string, ResourceHooks> = {};
