import type { Registrable } from '../../../http/route';
import type { ResourceHooks } from '../../../http/resource-router';

/** Routes beyond the generated ones for users, departments, roles, menus, scopes, tenants, clients. */
export const accessRoutes: Registrable[] = [];
export const ACCESS_HOOKS: Record<string, ResourceHooks> = {};
