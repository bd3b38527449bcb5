/**
 * The checks every access call shares: who may write global rows, which roles and menus a caller
 * may hand out, which users it may manage, and the tenant's own rows by id.
 */
import { and, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import type { Db } from '../../../db';
import { PLATFORM_TENANT } from '../../../db/tenants';
import { dept, menu, role, roleMenu, store, user, userNode } from '../../../db/schema';
import type { AuthContext } from '../../../http/auth';
import { badRequest, forbidden, notFound } from '../../../http/envelope';
import { isId } from '../../../db/ids';
import { vIds } from '../../../http/input';

/** The super-admin of the platform tenant: the only one who writes global rows (menus, scopes, tenants, clients). */
export const isPlatformAdmin = (auth: AuthContext): boolean => auth.isAdmin && auth.tenantId === PLATFORM_TENANT;

export function requirePlatformAdmin(auth: AuthContext): void {
  if (!isPlatformAdmin(auth)) throw forbidden('仅平台超级管理员可操作');
}

/** Rows only for a role holding the button (SQL, so it can sit in a read's where); everything for the super-admin. */
export function holdsButtonSql(auth: AuthContext, code: string): SQL | undefined {
  if (auth.isAdmin) return undefined;
  return sql`exists (select 1 from ${roleMenu} inner join ${menu} on ${menu.id} = ${roleMenu.menuId} where ${roleMenu.roleId} = ${auth.roleId} and ${menu.code} = ${code} and ${menu.isDeleted} = 0)`;
}

/** A required reference id: missing says so, malformed says that. */
export const vRequiredId = (label: string) =>
  v.pipe(
    v.unknown(),
    v.check((x) => x !== undefined && x !== null && String(x).trim() !== '', `${label}不能为空`),
    v.transform((x) => String(x).trim()),
    v.check((s: string) => isId(s), `${label}格式错误`),
  );

/** Required ids as vIds takes them; none at all asks to select some. */
export const vIdsOf = (label: string) =>
  v.pipe(
    v.unknown(),
    v.transform((x) => x ?? ''),
    vIds(`${label}格式错误`),
  );

/** The store's own department: the top one of the departments that name the store. */
export function ownDeptOf<T extends { id: string; parentId: string; storeId: string | null }>(depts: readonly T[], storeId: string): T | undefined {
  const mine = depts.filter((d) => d.storeId === storeId);
  return mine.find((d) => !mine.some((p) => p.id === d.parentId));
}

/** Ids as lists arrive (comma list, array, single id); empty allowed: a grant may clear. */
export const vIdList = (label: string) =>
  v.pipe(
    v.union([v.string(), v.number(), v.array(v.union([v.string(), v.number()]))], `${label}格式错误`),
    v.transform((x) => [...new Set((Array.isArray(x) ? x.map(String) : String(x).split(',')).map((s) => s.trim()).filter(Boolean))]),
    v.maxLength(5000, `${label}数量过多`),
    v.check((xs) => xs.every(isId), `${label}格式错误`),
  );

/** The menus (and buttons) granted to a role. */
export async function menusOfRole(tx: Db, roleId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ id: roleMenu.menuId })
    .from(roleMenu)
    .innerJoin(menu, eq(menu.id, roleMenu.menuId))
    .where(and(eq(roleMenu.roleId, roleId), eq(menu.isDeleted, 0)));
  return new Set(rows.map((r) => r.id));
}

/** Every id names a live menu; a non-admin may only hand out menus its own role holds. */
export async function assertMenusGrantable(tx: Db, auth: AuthContext, menuIds: readonly string[]): Promise<void> {
  if (menuIds.length === 0) return;
  const found = await tx
    .select({ id: menu.id })
    .from(menu)
    .where(and(inArray(menu.id, [...menuIds]), eq(menu.isDeleted, 0)));
  if (found.length !== new Set(menuIds).size) throw badRequest('菜单不存在');
  if (auth.isAdmin) return;
  const held = await menusOfRole(tx, auth.roleId);
  if (menuIds.some((id) => !held.has(id))) throw forbidden('不能授予自己没有的菜单权限');
}

export type RoleRow = typeof role.$inferSelect;

/** A role of the caller's tenant (404 otherwise). */
export async function tenantRole(tx: Db, auth: AuthContext, roleId: string): Promise<RoleRow> {
  const [r] = await tx
    .select()
    .from(role)
    .where(and(eq(role.id, roleId), eq(role.isDeleted, 0)))
    .limit(1);
  if (!r) throw notFound('角色不存在');
  return r;
}

/**
 * A role the caller may give to a user: of its tenant; for a non-admin, neither the super-admin
 * role nor a role holding menus the caller does not hold (no one hands out more than they have).
 */
export async function assertRoleAssignable(tx: Db, auth: AuthContext, roleId: string): Promise<RoleRow> {
  const r = await tenantRole(tx, auth, roleId);
  if (auth.isAdmin) return r;
  if (r.roleAlias === 'admin') throw forbidden('不能分配超级管理员角色');
  const [theirs, mine] = [await menusOfRole(tx, r.id), await menusOfRole(tx, auth.roleId)];
  for (const id of theirs) if (!mine.has(id)) throw forbidden('不能分配权限多于自己的角色');
  return r;
}

export type UserRow = typeof user.$inferSelect;

/**
 * Users of the caller's tenant, all of them (404 otherwise). A non-admin may not manage a tenant
 * super-admin (its phone, password or status would hand over the tenant).
 */
export async function manageableUsers(tx: Db, auth: AuthContext, userIds: readonly string[]): Promise<UserRow[]> {
  const ids = [...new Set(userIds)];
  const rows = await tx
    .select()
    .from(user)
    .where(and(inArray(user.id, ids), eq(user.isDeleted, 0)));
  if (rows.length !== ids.length) throw notFound('用户不存在');
  if (!auth.isAdmin) {
    const admins = await tx
      .select({ id: role.id })
      .from(role)
      .where(eq(role.roleAlias, 'admin'));
    const adminRoleIds = new Set(admins.map((a) => a.id));
    const viaNode = adminRoleIds.size
      ? await tx
          .select({ id: userNode.id })
          .from(userNode)
          .where(and(inArray(userNode.userId, ids), inArray(userNode.roleId, [...adminRoleIds]), eq(userNode.isDeleted, 0)))
          .limit(1)
      : [];
    if (viaNode.length || rows.some((u) => u.roleId && adminRoleIds.has(u.roleId))) throw forbidden('不能管理超级管理员账号');
  }
  return rows;
}

/** A live store of the caller's tenant; a non-admin only manages stores it works in itself. */
export async function manageableStore(tx: Db, auth: AuthContext, storeId: string) {
  const [s] = await tx
    .select({ id: store.id, branchName: store.branchName })
    .from(store)
    .where(and(eq(store.id, storeId), eq(store.isDeleted, 0)))
    .limit(1);
  if (!s) throw notFound('门店不存在');
  if (!auth.isAdmin) {
    const [mine] = await tx
      .select({ id: userNode.id })
      .from(userNode)
      .where(and(eq(userNode.userId, auth.userId), eq(userNode.storeId, storeId), eq(userNode.isDeleted, 0)))
      .limit(1);
    if (!mine) throw forbidden('不能管理其他门店的人员');
  }
  return s;
}

/** A live department of the caller's tenant (400: it is a field of the record being written). */
export async function tenantDept(tx: Db, auth: AuthContext, deptId: string) {
  const [d] = await tx
    .select({ id: dept.id, storeId: dept.storeId, deptName: dept.deptName })
    .from(dept)
    .where(and(eq(dept.id, deptId), eq(dept.isDeleted, 0)))
    .limit(1);
  if (!d) throw badRequest('部门不存在');
  return d;
}

interface TreeTable {
  table: PgTable;
  id: AnyPgColumn;
  parentId: AnyPgColumn;
  isDeleted: AnyPgColumn;
  tenantId?: AnyPgColumn;
}

/**
 * A parent of a tree row: '0' (root) or a live row of the same tenant, never the row itself nor
 * one of its descendants (that would cut the branch off the tree).
 */
export async function assertParent(tx: Db, t: TreeTable, tenantId: string | null, id: string | null, parentId: unknown, label: string): Promise<void> {
  if (parentId === undefined || parentId === null || parentId === '0') return;
  let current = String(parentId);
  for (let depth = 0; depth < 100; depth++) {
    if (current === id) throw badRequest(`${label}不能是自己或下级`);
    const [row] = await tx
      .select({ parentId: t.parentId })
      .from(t.table)
      .where(and(eq(t.id, current), eq(t.isDeleted, 0), t.tenantId && tenantId ? eq(t.tenantId, tenantId) : undefined))
      .limit(1);
    if (!row) {
      if (depth === 0) throw badRequest(`${label}不存在`);
      return;
    }
    current = String(row.parentId);
    if (current === '0') return;
  }
  throw badRequest(`${label}层级过深`);
}

/** Live children outside the set being removed: a branch goes leaves first. */
export async function assertNoChildren(tx: Db, t: TreeTable, tenantId: string | null, ids: readonly string[], msg: string): Promise<void> {
  const [child] = await tx
    .select({ id: t.id })
    .from(t.table)
    .where(
      and(
        inArray(t.parentId, [...ids]),
        notInArray(t.id, [...ids]),
        eq(t.isDeleted, 0),
        t.tenantId && tenantId ? eq(t.tenantId, tenantId) : undefined,
      ),
    )
    .limit(1);
  if (child) throw badRequest(msg);
}

/**
 * The hand-declared unique indexes also cover deleted rows, so a value a deleted row holds is
 * taken too (the engine's unique check sees live rows only); said as the engine says it.
 */
export async function assertFreeIncludingDeleted(
  tx: Db,
  t: { table: PgTable; id: AnyPgColumn; tenantId?: AnyPgColumn },
  column: AnyPgColumn,
  value: unknown,
  opts: { id: string | null; tenantId?: string; label: string },
): Promise<void> {
  if (value === undefined || value === null) return;
  const [dup] = await tx
    .select({ id: t.id })
    .from(t.table)
    .where(and(eq(column, value), opts.id ? ne(t.id, opts.id) : undefined, t.tenantId && opts.tenantId ? eq(t.tenantId, opts.tenantId) : undefined))
    .limit(1);
  if (dup) throw badRequest(`${opts.label}已存在`);
}
