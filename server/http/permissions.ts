/**
 * Button permissions, API scopes and data scopes of a role, enforced here for every call.
 * The tenant super-admin (role alias admin) holds everything.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Services } from '../services';
import { menu, roleMenu, roleScope, scopeApi, scopeData } from '../db/schema';
import { forbidden } from './envelope';
import { READ_TTL_MS } from './read-cache';
import type { AuthContext } from './auth';

export async function checkPermission(services: Services, auth: AuthContext, code: string): Promise<void> {
  if (auth.isAdmin) return;
  const granted = await services.cache.get(auth.tenantId, `perm:${auth.roleId}:${code}`, READ_TTL_MS.grants, async () => {
    const rows = await services.db
      .select({ id: menu.id })
      .from(roleMenu)
      .innerJoin(menu, eq(menu.id, roleMenu.menuId))
      .where(and(eq(roleMenu.roleId, auth.roleId), eq(menu.code, code), eq(menu.isDeleted, 0)))
      .limit(1);
    return rows.length > 0;
  });
  if (!granted) throw forbidden();
}

/** One of several codes is enough (a resource's own menu or one of its slices' menus). */
export async function checkAnyPermission(services: Services, auth: AuthContext, codes: readonly string[]): Promise<void> {
  for (const code of codes.slice(0, -1)) {
    try {
      return await checkPermission(services, auth, code);
    } catch {
      // the next code may be held
    }
  }
  await checkPermission(services, auth, codes[codes.length - 1]);
}

/** The button codes of a role, as the client's permission map. */
export async function buttonCodes(services: Services, auth: AuthContext): Promise<string[]> {
  const q = services.db.select({ code: menu.code }).from(menu);
  const rows = auth.isAdmin
    ? await q.where(and(eq(menu.category, 2), eq(menu.isDeleted, 0)))
    : await q
        .innerJoin(roleMenu, eq(roleMenu.menuId, menu.id))
        .where(and(eq(roleMenu.roleId, auth.roleId), eq(menu.category, 2), eq(menu.isDeleted, 0)));
  return rows.map((r) => r.code);
}

interface ApiScopeRow {
  id: string;
  scopePath: string;
  scopeType: number;
}

let apiScopeCache: { at: number; rows: ApiScopeRow[] } | null = null;
const API_SCOPE_TTL_MS = 5000;

/** Grants change rarely; a short cache keeps the check off the hot path. */
export function invalidateApiScopes(): void {
  apiScopeCache = null;
}

function matches(pattern: string, path: string): boolean {
  if (pattern.endsWith('/**')) return path === pattern.slice(0, -3) || path.startsWith(pattern.slice(0, -2));
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return path === pattern;
}

function methodCovered(scopeType: number, method: string): boolean {
  return scopeType === 1 || (scopeType === 2 && method === 'GET') || (scopeType === 3 && method === 'POST');
}

/** A path covered by any API scope may only be called by roles granted one of those scopes. */
export async function checkApiScope(services: Services, auth: AuthContext, method: string, path: string): Promise<void> {
  if (auth.isAdmin) return;
  const now = Date.now();
  if (!apiScopeCache || now - apiScopeCache.at > API_SCOPE_TTL_MS) {
    const rows = await services.db
      .select({ id: scopeApi.id, scopePath: scopeApi.scopePath, scopeType: scopeApi.scopeType })
      .from(scopeApi)
      .where(eq(scopeApi.isDeleted, 0));
    apiScopeCache = { at: now, rows };
  }
  const covering = apiScopeCache.rows.filter((r) => matches(r.scopePath, path) && methodCovered(r.scopeType, method));
  if (covering.length === 0) return;
  const ids = covering.map((c) => c.id);
  const granted = await services.cache.get(auth.tenantId, `api:${auth.roleId}:${ids.join(',')}`, READ_TTL_MS.grants, async () => {
    const rows = await services.db
      .select({ id: roleScope.scopeId })
      .from(roleScope)
      .where(and(eq(roleScope.roleId, auth.roleId), eq(roleScope.scopeCategory, 2), inArray(roleScope.scopeId, ids)))
      .limit(1);
    return rows.length > 0;
  });
  if (!granted) throw forbidden();
}

export type DataScope =
  | { kind: 'all' }
  | { kind: 'own'; column: string; userId: string }
  | { kind: 'store'; storeId: string | null }
  | { kind: 'dept'; column: string }
  | { kind: 'custom'; column: string; value: string };

/**
 * The data scope a role has on a resource (by resource code). With no scope declared for the
 * resource, the role sees its store's data (store-scoped resources are filtered by store anyway).
 */
export async function dataScopeFor(services: Services, auth: AuthContext, resourceCode: string): Promise<DataScope> {
  if (auth.isAdmin) return { kind: 'all' };
  const rows = await services.cache.get(auth.tenantId, `scope:${auth.roleId}:${resourceCode}`, READ_TTL_MS.grants, () => services.db
    .select({ scopeType: scopeData.scopeType, scopeColumn: scopeData.scopeColumn, scopeValue: scopeData.scopeValue })
    .from(scopeData)
    .innerJoin(roleScope, and(eq(roleScope.scopeId, scopeData.id), eq(roleScope.scopeCategory, 1)))
    .where(and(eq(roleScope.roleId, auth.roleId), eq(scopeData.resourceCode, resourceCode), eq(scopeData.isDeleted, 0)))
    .limit(1));
  const row = rows[0];
  if (!row) return { kind: 'store', storeId: auth.storeId };
  switch (row.scopeType) {
    case 1:
      return { kind: 'all' };
    case 2:
      return { kind: 'own', column: row.scopeColumn, userId: auth.userId };
    case 4:
      return { kind: 'dept', column: row.scopeColumn };
    case 5:
      return { kind: 'custom', column: row.scopeColumn, value: row.scopeValue ?? '' };
    default:
      return { kind: 'store', storeId: auth.storeId };
  }
}
