/** Users, departments, roles, menus, scopes, tenants and clients. */
import type { ResourceDecl } from '../types';

export const SYSTEM_ACCESS_RESOURCES: readonly ResourceDecl[] = [];
