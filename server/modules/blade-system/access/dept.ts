/** Departments beyond their generated CRUD: the tree, the stores with their departments, removal rules. */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import * as v from 'valibot';
import { deptResource } from '../../../../src/domain/resources/system/dept';
import { dept, store, user, userNode } from '../../../db/schema';
import type { AuthContext } from '../../../http/auth';
import type { ResourceHooks } from '../../../http/resource-router';
import { badRequest, forbidden } from '../../../http/envelope';
import { noInput, vOptStr } from '../../../http/input';
import { route, type Registrable } from '../../../http/route';
import type { Services } from '../../../services';
import { assertNoChildren, assertParent, isPlatformAdmin, ownDeptOf, vRequiredId } from './guards';
import { nest } from './tree';

const BASE = `/${deptResource.service}/${deptResource.base}`;
const DEPT_TREE = { table: dept, id: dept.id, parentId: dept.parentId, isDeleted: dept.isDeleted, tenantId: dept.tenantId };

/** The tenant a tree call reads: the caller's own; another one only for the platform super-admin. */
export function treeTenant(auth: AuthContext, tenantId: string | undefined): string {
  if (!tenantId || tenantId === auth.tenantId) return auth.tenantId;
  if (!isPlatformAdmin(auth)) throw forbidden();
  return tenantId;
}

export const vTenantId = v.object({ tenantId: vOptStr(12) });

async function deptRows(services: Services, tenantId: string) {
  return services.db
    .select({ id: dept.id, parentId: dept.parentId, deptName: dept.deptName, fullName: dept.fullName, storeId: dept.storeId, sort: dept.sort })
    .from(dept)
    .where(and(eq(dept.tenantId, tenantId), eq(dept.isDeleted, 0)))
    .orderBy(asc(dept.sort), asc(dept.id));
}

export const DEPT_HOOKS: ResourceHooks = {
  beforeWrite: async ({ tx, auth, value, id }) => {
    await assertParent(tx, DEPT_TREE, auth.tenantId, id, value.parentId, deptResource.fields.parentId.label.zh);
    if (value.storeId) {
      const [s] = await tx
        .select({ id: store.id })
        .from(store)
        .where(and(eq(store.id, String(value.storeId)), eq(store.tenantId, auth.tenantId), eq(store.isDeleted, 0)))
        .limit(1);
      if (!s) throw badRequest('门店不存在');
    }
  },
  beforeRemove: async ({ tx, auth, ids }) => {
    await assertNoChildren(tx, DEPT_TREE, auth.tenantId, ids, '请先删除下级部门');
    const [member] = await tx
      .select({ id: user.id })
      .from(user)
      .leftJoin(userNode, and(eq(userNode.userId, user.id), eq(userNode.isDeleted, 0)))
      .where(and(eq(user.tenantId, auth.tenantId), eq(user.isDeleted, 0), or(inArray(user.deptId, ids), inArray(userNode.deptId, ids))))
      .limit(1);
    if (member) throw badRequest('部门下存在用户，不能删除');
  },
};

export const deptRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: `${BASE}/tree`,
    // the platform super-admin may read another tenant's tree (treeTenant)
    crossTenant: true,
    input: vTenantId,
    handler: async ({ auth, services, input }) => nest(await deptRows(services, treeTenant(auth, input.tenantId)), (d) => d.deptName),
  }),

  route({
    method: 'GET',
    url: `${BASE}/getStoreList`,
    input: noInput,
    handler: async ({ auth, services }) => {
      const stores = await services.db
        .select({ id: store.id, branchName: store.branchName, storeCode: store.storeCode, status: store.status })
        .from(store)
        .where(and(eq(store.tenantId, auth.tenantId), eq(store.isDeleted, 0)))
        .orderBy(asc(store.sort), asc(store.id));
      const depts = await deptRows(services, auth.tenantId);
      return stores.map((s) => {
        const own = ownDeptOf(depts, s.id);
        return { ...s, deptId: own?.id ?? null, deptName: own?.deptName ?? null };
      });
    },
  }),

  route({
    method: 'GET',
    url: `${BASE}/storeDepartment`,
    input: v.object({ storeId: vRequiredId('门店') }),
    handler: async ({ auth, services, input }) => {
      // the store's departments and everything below them
      const rows = await deptRows(services, auth.tenantId);
      const inStore = new Set(rows.filter((d) => d.storeId === input.storeId).map((d) => d.id));
      let grew = true;
      while (grew) {
        grew = false;
        for (const d of rows) if (!inStore.has(d.id) && inStore.has(d.parentId)) grew = Boolean(inStore.add(d.id));
      }
      return nest(
        rows.filter((d) => inStore.has(d.id)),
        (d) => d.deptName,
      );
    },
  }),
];
