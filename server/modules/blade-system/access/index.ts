import type { Registrable } from '../../../http/route';
import type { ResourceHookMap } from '../../../http/resource-router';
import { USER_HOOKS, userRoutes } from './user';
import { nodeRoutes } from './node';
import { DEPT_HOOKS, deptRoutes } from './dept';
import { ROLE_HOOKS, ROLE_TEMPLATE_HOOKS, roleRoutes } from './role';
import { MENU_HOOKS, SCOPE_API_HOOKS, SCOPE_DATA_HOOKS, TOP_MENU_HOOKS } from './menu';
import { CLIENT_HOOKS, TENANT_HOOKS } from './platform';

/** Routes beyond the generated ones for users, departments, roles, menus, scopes, tenants, clients. */
export const accessRoutes: Registrable[] = [...userRoutes, ...nodeRoutes, ...deptRoutes, ...roleRoutes];

/** Keyed by resource key (src/domain/resources/system/*.ts). */
export const ACCESS_HOOKS: ResourceHookMap = {
  user: USER_HOOKS,
  dept: DEPT_HOOKS,
  role: ROLE_HOOKS,
  roleTemplate: ROLE_TEMPLATE_HOOKS,
  menu: MENU_HOOKS,
  topMenu: TOP_MENU_HOOKS,
  scopeData: SCOPE_DATA_HOOKS,
  scopeApi: SCOPE_API_HOOKS,
  tenant: TENANT_HOOKS,
  client: CLIENT_HOOKS,
};
