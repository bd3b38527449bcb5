/**
 * Roles beyond their generated CRUD: the tree, the detail with its grants, grant (menus, data
 * scopes, API scopes, replaced in one transaction) and role templates applied to roles.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { roleResource } from '../../../../src/domain/resources/system/role';
import { roleTemplateResource } from '../../../../src/domain/resources/system/role-template';
import type { Tx } from '../../../db';
import { menu, role, roleMenu, roleScope, scopeApi, scopeData } from '../../../db/schema';
import { roleTemplate } from '../../../db/resource-tables/access';
import type { AuthContext } from '../../../http/auth';
import { declaredActionRoute, type ResourceHooks } from '../../../http/resource-router';
import { badRequest, forbidden, notFound } from '../../../http/envelope';
import { vId } from '../../../http/input';
import { invalidateApiScopes } from '../../../http/permissions';
import { route, type Registrable } from '../../../http/route';
import { assertFreeIncludingDeleted, assertMenusGrantable, assertNoChildren, assertParent, tenantRole, vIdsOf, vRequiredId } from './guards';
import { roleInUse } from './node';
import { treeTenant, vTenantId } from './dept';
import { actionRoute } from './user';
import { nest } from './tree';

const BASE = `/${roleResource.service}/${roleResource.base}`;
const ROLE_TREE = { table: role, id: role.id, parentId: role.parentId, isDeleted: role.isDeleted, tenantId: role.tenantId };
const ADMIN = 'admin';

const SCOPE = { data: { category: 1, table: scopeData, label: '数据权限' }, api: { category: 2, table: scopeApi, label: '接口权限' } } as const;

/** Live scopes by id; a non-admin hands out only scopes its own role holds. */
async function assertScopesGrantable(tx: Tx, auth: AuthContext, kind: keyof typeof SCOPE, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const { category, table, label } = SCOPE[kind];
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.isDeleted, 0)));
  if (found.length !== ids.length) throw badRequest(`${label}不存在`);
  if (auth.isAdmin) return;
  const held = await tx
    .select({ id: roleScope.scopeId })
    .from(roleScope)
    .where(and(eq(roleScope.roleId, auth.roleId), eq(roleScope.scopeCategory, category), inArray(roleScope.scopeId, ids)));
  if (held.length !== ids.length) throw forbidden(`不能授予自己没有的${label}`);
}

interface Grants {
  menuIds?: string[];
  dataScopeIds?: string[];
  apiScopeIds?: string[];
}

/** Replaces the named kinds of grant of every role (a kind left out stays as it is). */
async function replaceGrants(tx: Tx, auth: AuthContext, ids: string[], g: Grants): Promise<void> {
  const roleIds = [...new Set(ids)];
  for (const id of roleIds) {
    const r = await tenantRole(tx, auth, id);
    if (r.roleAlias === ADMIN && !auth.isAdmin) throw forbidden('不能修改超级管理员角色的权限');
  }
  if (g.menuIds) {
    await assertMenusGrantable(tx, auth, g.menuIds);
    await tx.delete(roleMenu).where(inArray(roleMenu.roleId, roleIds));
    const rows = roleIds.flatMap((roleId) => g.menuIds!.map((menuId) => ({ roleId, menuId })));
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(roleMenu).values(rows.slice(i, i + 1000));
  }
  for (const [kind, ids] of [['data', g.dataScopeIds], ['api', g.apiScopeIds]] as const) {
    if (!ids) continue;
    await assertScopesGrantable(tx, auth, kind, ids);
    const scopeCategory = SCOPE[kind].category;
    await tx.delete(roleScope).where(and(inArray(roleScope.roleId, roleIds), eq(roleScope.scopeCategory, scopeCategory)));
    const rows = roleIds.flatMap((roleId) => ids.map((scopeId) => ({ roleId, scopeId, scopeCategory })));
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(roleScope).values(rows.slice(i, i + 1000));
  }
}

export const ROLE_HOOKS: ResourceHooks = {
  beforeWrite: async ({ tx, auth, value, id }) => {
    await assertParent(tx, ROLE_TREE, auth.tenantId, id, value.parentId, roleResource.fields.parentId.label.zh);
    await assertFreeIncludingDeleted(tx, { table: role, id: role.id, tenantId: role.tenantId }, role.roleAlias, value.roleAlias, {
      id,
      tenantId: auth.tenantId,
      label: roleResource.fields.roleAlias.label.zh,
    });
    const existing = id ? await tenantRole(tx, auth, id) : null;
    if (existing?.roleAlias === ADMIN) {
      if (!auth.isAdmin) throw forbidden('不能修改超级管理员角色');
      if (value.roleAlias !== undefined && value.roleAlias !== ADMIN) throw badRequest('超级管理员角色的别名不能修改');
    } else if (value.roleAlias === ADMIN) throw badRequest('角色别名admin为超级管理员保留');
  },
  beforeRemove: async ({ tx, auth, ids }) => {
    const admins = await tx
      .select({ id: role.id })
      .from(role)
      .where(and(inArray(role.id, ids), eq(role.tenantId, auth.tenantId), eq(role.roleAlias, ADMIN)));
    if (admins.length) throw badRequest('超级管理员角色不能删除');
    await assertNoChildren(tx, ROLE_TREE, auth.tenantId, ids, '请先删除下级角色');
    if (await roleInUse(tx, auth.tenantId, ids)) throw badRequest('角色已被用户使用，不能删除');
  },
};

export const ROLE_TEMPLATE_HOOKS: ResourceHooks = {
  beforeWrite: async ({ tx, auth, value }) => {
    if (typeof value.menuIds === 'string') await assertMenusGrantable(tx, auth, [...new Set(value.menuIds.split(','))]);
  },
};

const apply = actionRoute(roleTemplateResource, 'APPLY');

export const roleRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: `${BASE}/tree`,
    // the platform super-admin may read another tenant's tree (treeTenant)
    crossTenant: true,
    input: vTenantId,
    handler: async ({ auth, services, input }) => {
      const rows = await services.db
        .select({ id: role.id, parentId: role.parentId, roleName: role.roleName, roleAlias: role.roleAlias, sort: role.sort })
        .from(role)
        .where(and(eq(role.tenantId, treeTenant(auth, input.tenantId)), eq(role.isDeleted, 0)))
        .orderBy(asc(role.sort), asc(role.id));
      return nest(rows, (r) => r.roleName);
    },
  }),

  route({
    method: 'GET',
    url: `${BASE}/detail`,
    input: v.object({ id: vId() }),
    handler: async ({ auth, services, input }) => {
      const r = await tenantRole(services.db, auth, input.id);
      const menus = await services.db
        .select({ id: roleMenu.menuId, name: menu.name, category: menu.category })
        .from(roleMenu)
        .innerJoin(menu, and(eq(menu.id, roleMenu.menuId), eq(menu.isDeleted, 0)))
        .where(eq(roleMenu.roleId, r.id))
        .orderBy(asc(menu.sort), asc(menu.id));
      const scopes = await services.db.select().from(roleScope).where(eq(roleScope.roleId, r.id));
      const ofKind = (c: number) => scopes.filter((s) => s.scopeCategory === c).map((s) => s.scopeId);
      // the show page (/authority/role/detail) names the grants; the grant form reads the ids
      const scopeNames = async (kind: keyof typeof SCOPE) => {
        const ids = ofKind(SCOPE[kind].category);
        if (ids.length === 0) return '';
        const t = SCOPE[kind].table;
        const rows = await services.db.select({ name: t.scopeName }).from(t).where(inArray(t.id, ids));
        return rows.map((x) => x.name).join('、');
      };
      return {
        id: r.id,
        parentId: r.parentId,
        roleName: r.roleName,
        roleAlias: r.roleAlias,
        sort: r.sort,
        createTime: r.createTime,
        updateTime: r.updateTime,
        menuIds: menus.map((m) => m.id),
        dataScopeIds: ofKind(SCOPE.data.category),
        apiScopeIds: ofKind(SCOPE.api.category),
        menuNames: menus.filter((m) => m.category === 1).map((m) => m.name).join('、'),
        buttonCount: menus.filter((m) => m.category === 2).length,
        dataScopeNames: await scopeNames('data'),
        apiScopeNames: await scopeNames('api'),
      };
    },
  }),

  // the declared grant: roleIds, and each list the form sent (one left out stays as it is)
  declaredActionRoute(roleResource, 'GRANT', async ({ auth, services, call, body }) => {
    const list = (key: 'menuIds' | 'dataScopeIds' | 'apiScopeIds') => (key in body ? String(call.values[key] ?? '').split(',').filter(Boolean) : undefined);
    await services.db.transaction((tx) => replaceGrants(tx, auth, call.ids, { menuIds: list('menuIds'), dataScopeIds: list('dataScopeIds'), apiScopeIds: list('apiScopeIds') }));
    invalidateApiScopes();
    return true;
  }),

  route({
    method: 'POST',
    url: apply.url,
    permission: apply.permission,
    input: v.pipe(
      v.looseObject({}),
      v.transform((x: Record<string, unknown>) => ({ templateId: x.templateId ?? x.id, roleIds: x.roleIds })),
      v.object({ templateId: vRequiredId('模板'), roleIds: vIdsOf('角色') }),
    ),
    handler: async ({ auth, services, input }) => {
      await services.db.transaction(async (tx) => {
        const [t] = await tx
          .select({ menuIds: roleTemplate.menuIds })
          .from(roleTemplate)
          .where(and(eq(roleTemplate.id, input.templateId), eq(roleTemplate.tenantId, auth.tenantId), eq(roleTemplate.isDeleted, 0)))
          .limit(1);
        if (!t) throw notFound('模板不存在');
        const wanted = String(t.menuIds ?? '').split(',').filter(Boolean);
        // menus removed since the template was saved are left out
        const live = wanted.length
          ? await tx
              .select({ id: menu.id })
              .from(menu)
              .where(and(inArray(menu.id, wanted), eq(menu.isDeleted, 0)))
          : [];
        await replaceGrants(tx, auth, input.roleIds, { menuIds: live.map((m) => m.id) });
      });
      return true;
    },
  }),
];
