/** Users, departments, posts, stores, roles, menus, scopes, tenants and clients. */
import type { ResourceDecl } from '../types';
import { userResource } from './user';
import { deptResource } from './dept';
import { roleResource } from './role';
import { roleTemplateResource } from './role-template';
import { menuResource } from './menu';
import { topMenuResource } from './top-menu';
import { scopeDataResource } from './scope-data';
import { scopeApiResource } from './scope-api';
import { tenantResource } from './tenant';
import { clientResource } from './client';
import { postResource } from './post';
import { storeResource } from './store';

export const SYSTEM_ACCESS_RESOURCES = [
  userResource,
  deptResource,
  roleResource,
  roleTemplateResource,
  menuResource,
  topMenuResource,
  scopeDataResource,
  scopeApiResource,
  tenantResource,
  clientResource,
  postResource,
  storeResource,
] as const satisfies readonly ResourceDecl[];
