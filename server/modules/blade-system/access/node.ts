/**
 * Nodes (blade-system/ahSystem): a node gives a user a role in a store, with the store's
 * department. Every store, role and user named must be the caller's tenant's; a non-admin only
 * manages the stores it works in and hands out no role stronger than its own. Changing or removing
 * a node ends the user's sessions, so the new role applies at once.
 */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { Tx } from '../../../db';
import { newId } from '../../../db/ids';
import { dept, role, store, user, userNode } from '../../../db/schema';
import type { AuthContext } from '../../../http/auth';
import { badRequest, notFound, page } from '../../../http/envelope';
import { pagingCurrentSize, vOptId } from '../../../http/input';
import { route, type Registrable } from '../../../http/route';
import type { Services } from '../../../services';
import { endSessions } from '../../blade-auth/tokens';
import { assertRoleAssignable, manageableStore, manageableUsers, ownDeptOf, tenantDept, tenantRole, vRequiredId } from './guards';

const BASE = '/blade-system/ahSystem';
const WRITE = 'user_assign';
const READ = 'user_view';

type NodeRow = typeof userNode.$inferSelect;

async function liveNode(tx: Tx, auth: AuthContext, nodeId: string): Promise<NodeRow> {
  const [n] = await tx
    .select()
    .from(userNode)
    .where(and(eq(userNode.id, nodeId), eq(userNode.isDeleted, 0)))
    .limit(1);
  if (!n) throw notFound('节点不存在');
  return n;
}

/** The store's own department: where a new node goes unless one is named. */
async function storeDept(tx: Tx, auth: AuthContext, storeId: string): Promise<string | null> {
  const depts = await tx
    .select({ id: dept.id, parentId: dept.parentId, storeId: dept.storeId })
    .from(dept)
    .where(and(eq(dept.storeId, storeId), eq(dept.isDeleted, 0)))
    .orderBy(asc(dept.sort), asc(dept.id));
  return ownDeptOf(depts, storeId)?.id ?? null;
}

async function checkDeptOfStore(tx: Tx, auth: AuthContext, deptId: string, storeId: string): Promise<void> {
  const d = await tenantDept(tx, auth, deptId);
  if (d.storeId && d.storeId !== storeId) throw badRequest('部门不属于该门店');
}

interface NodeInput {
  storeId: string;
  roleId: string;
  deptId?: string | null;
}

/** Writes the user's node in a store (a deleted one for the same store comes back to life). */
async function putNode(tx: Tx, auth: AuthContext, now: Date, userId: string, n: NodeInput, mode: 'add' | 'replace'): Promise<{ id: string; changed: boolean }> {
  await manageableStore(tx, auth, n.storeId);
  await assertRoleAssignable(tx, auth, n.roleId);
  if (n.deptId) await checkDeptOfStore(tx, auth, n.deptId, n.storeId);
  const [existing] = await tx
    .select()
    .from(userNode)
    .where(and(eq(userNode.userId, userId), eq(userNode.storeId, n.storeId)))
    .limit(1);
  // a named department, else the one the live node has, else the store's own
  const deptId = n.deptId || (existing?.isDeleted === 0 ? existing.deptId : null) || (await storeDept(tx, auth, n.storeId));
  if (existing && existing.isDeleted === 0 && mode === 'add') throw badRequest('该用户在此门店已有角色');
  if (existing) {
    const changed = existing.isDeleted === 0 && existing.roleId !== n.roleId;
    await tx.update(userNode).set({ roleId: n.roleId, deptId, isDeleted: 0, updateUser: auth.userId, updateTime: now }).where(eq(userNode.id, existing.id));
    return { id: existing.id, changed };
  }
  const id = newId();
  await tx.insert(userNode).values({ id, userId, storeId: n.storeId, roleId: n.roleId, deptId, createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now });
  return { id, changed: false };
}

const nodeColumns = {
  nodeId: userNode.id,
  userId: userNode.userId,
  account: user.account,
  name: user.name,
  realName: user.realName,
  phone: user.phone,
  storeId: userNode.storeId,
  storeName: store.branchName,
  roleId: userNode.roleId,
  roleName: role.roleName,
  roleAlias: role.roleAlias,
  deptId: userNode.deptId,
  deptName: dept.deptName,
};

/** Live nodes of the tenant with their user, store, role and department names. */
function nodesQuery(services: Services, auth: AuthContext, where: SQL | undefined) {
  return services.db
    .select(nodeColumns)
    .from(userNode)
    .innerJoin(user, and(eq(user.id, userNode.userId), eq(user.isDeleted, 0)))
    .innerJoin(store, and(eq(store.id, userNode.storeId), eq(store.isDeleted, 0)))
    .innerJoin(role, and(eq(role.id, userNode.roleId), eq(role.isDeleted, 0)))
    .leftJoin(dept, eq(dept.id, userNode.deptId))
    .where(and(eq(userNode.isDeleted, 0), where))
    .orderBy(asc(store.sort), asc(user.account), asc(userNode.id));
}

const vNode = v.object({ storeId: vRequiredId('门店'), roleId: vRequiredId('角色'), deptId: vOptId('部门格式错误') });

export const nodeRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: `${BASE}/addNode`,
    permission: WRITE,
    input: v.object({ userId: vRequiredId('用户'), ...vNode.entries }),
    handler: async ({ auth, services, input }) =>
      services.db.transaction(async (tx) => {
        await manageableUsers(tx, auth, [input.userId]);
        return { nodeId: (await putNode(tx, auth, services.now(), input.userId, input, 'add')).id };
      }),
  }),

  route({
    method: 'POST',
    url: `${BASE}/editNode`,
    permission: WRITE,
    input: v.object({ nodeId: vRequiredId('节点'), ...vNode.entries }),
    handler: async ({ auth, services, input }) => {
      const now = services.now();
      return services.db.transaction(async (tx) => {
        const node = await liveNode(tx, auth, input.nodeId);
        await manageableUsers(tx, auth, [node.userId]);
        await manageableStore(tx, auth, node.storeId);
        if (input.storeId !== node.storeId) {
          const [twin] = await tx
            .select({ id: userNode.id })
            .from(userNode)
            .where(and(eq(userNode.userId, node.userId), eq(userNode.storeId, input.storeId), eq(userNode.isDeleted, 0)))
            .limit(1);
          if (twin) throw badRequest('该用户在此门店已有角色');
          // the old store's node goes; the new store's may revive a deleted one (one row per user and store)
          await tx.update(userNode).set({ isDeleted: 1, updateUser: auth.userId, updateTime: now }).where(eq(userNode.id, node.id));
        }
        const { id } = await putNode(tx, auth, now, node.userId, input, 'replace');
        if (input.storeId !== node.storeId || input.roleId !== node.roleId) await endSessions(tx, node.userId, now);
        return { nodeId: id };
      });
    },
  }),

  route({
    method: 'POST',
    url: `${BASE}/delNode`,
    permission: WRITE,
    input: v.object({ nodeId: vRequiredId('节点') }),
    handler: async ({ auth, services, input }) => {
      const now = services.now();
      await services.db.transaction(async (tx) => {
        const node = await liveNode(tx, auth, input.nodeId);
        await manageableUsers(tx, auth, [node.userId]);
        await manageableStore(tx, auth, node.storeId);
        await tx.update(userNode).set({ isDeleted: 1, updateUser: auth.userId, updateTime: now }).where(eq(userNode.id, node.id));
        await endSessions(tx, node.userId, now);
      });
      return true;
    },
  }),

  route({
    method: 'POST',
    url: `${BASE}/saveUserConInfo`,
    permission: WRITE,
    input: v.object({ userId: vRequiredId('用户'), nodes: v.pipe(v.array(vNode, '节点格式错误'), v.maxLength(500, '节点数量过多')) }),
    handler: async ({ auth, services, input }) => {
      const stores = input.nodes.map((n) => n.storeId);
      if (new Set(stores).size !== stores.length) throw badRequest('同一门店只能设置一个角色');
      const now = services.now();
      await services.db.transaction(async (tx) => {
        await manageableUsers(tx, auth, [input.userId]);
        const current = await tx
          .select()
          .from(userNode)
          .where(and(eq(userNode.userId, input.userId), eq(userNode.isDeleted, 0)));
        let changed = false;
        for (const old of current.filter((c) => !stores.includes(c.storeId))) {
          await manageableStore(tx, auth, old.storeId);
          await tx.update(userNode).set({ isDeleted: 1, updateUser: auth.userId, updateTime: now }).where(eq(userNode.id, old.id));
          changed = true;
        }
        for (const n of input.nodes) {
          // a node kept as it is needs no right over its store (a store manager edits only its own stores)
          if (current.some((c) => c.storeId === n.storeId && c.roleId === n.roleId && (!n.deptId || c.deptId === n.deptId))) continue;
          changed = (await putNode(tx, auth, now, input.userId, n, 'replace')).changed || changed;
        }
        if (changed) await endSessions(tx, input.userId, now);
      });
      return true;
    },
  }),

  route({
    method: 'POST',
    url: `${BASE}/updateDept`,
    permission: WRITE,
    input: v.object({ nodeId: vOptId('节点格式错误'), userId: vOptId('用户格式错误'), deptId: vRequiredId('部门') }),
    handler: async ({ auth, services, input, lang }) => {
      if (!input.nodeId && !input.userId) throw badRequest(lang === 'en' ? 'A node or a user is required' : '请选择节点或用户');
      const now = services.now();
      await services.db.transaction(async (tx) => {
        if (input.nodeId) {
          const node = await liveNode(tx, auth, input.nodeId);
          if (input.userId && input.userId !== node.userId) throw notFound('节点不存在');
          await manageableUsers(tx, auth, [node.userId]);
          await manageableStore(tx, auth, node.storeId);
          await checkDeptOfStore(tx, auth, input.deptId, node.storeId);
          await tx.update(userNode).set({ deptId: input.deptId, updateUser: auth.userId, updateTime: now }).where(eq(userNode.id, node.id));
        } else {
          await manageableUsers(tx, auth, [input.userId!]);
          await tenantDept(tx, auth, input.deptId);
          await tx.update(user).set({ deptId: input.deptId, updateUser: auth.userId, updateTime: now }).where(eq(user.id, input.userId!));
        }
      });
      return true;
    },
  }),

  route({
    method: 'GET',
    url: `${BASE}/getUserConNodeInfo`,
    permission: READ,
    input: v.object({ storeId: vOptId('门店格式错误'), userId: vOptId('用户格式错误') }),
    handler: async ({ auth, services, input }) =>
      nodesQuery(services, auth, and(input.storeId ? eq(userNode.storeId, input.storeId) : undefined, input.userId ? eq(userNode.userId, input.userId) : undefined)),
  }),

  route({
    method: 'GET',
    url: `${BASE}/getUserConRoleInfo`,
    permission: READ,
    input: v.object({ userId: vRequiredId('用户') }),
    handler: async ({ auth, services, input }) => {
      const [u] = await services.db
        .select({ id: user.id, account: user.account, name: user.name, roleId: user.roleId })
        .from(user)
        .where(and(eq(user.id, input.userId), eq(user.isDeleted, 0)))
        .limit(1);
      if (!u) throw notFound('用户不存在');
      const nodes = await nodesQuery(services, auth, eq(userNode.userId, u.id));
      const roles = new Map<string, { roleId: string; roleName: string; roleAlias: string; stores: { nodeId: string; storeId: string; storeName: string }[] }>();
      if (u.roleId) {
        const r = await tenantRole(services.db, auth, u.roleId).catch(() => null);
        if (r) roles.set(r.id, { roleId: r.id, roleName: r.roleName, roleAlias: r.roleAlias, stores: [] });
      }
      for (const n of nodes) {
        const entry = roles.get(n.roleId) ?? { roleId: n.roleId, roleName: n.roleName, roleAlias: n.roleAlias, stores: [] };
        entry.stores.push({ nodeId: n.nodeId, storeId: n.storeId, storeName: n.storeName });
        roles.set(n.roleId, entry);
      }
      return { userId: u.id, account: u.account, name: u.name, roles: [...roles.values()] };
    },
  }),

  route({
    method: ['GET', 'POST'],
    url: `${BASE}/editRolePage`,
    permission: 'role_view',
    input: v.object({ roleId: vRequiredId('角色'), ...pagingCurrentSize }),
    handler: async ({ auth, services, input }) => {
      await tenantRole(services.db, auth, input.roleId);
      const where = eq(userNode.roleId, input.roleId);
      const [{ n }] = await services.db
        .select({ n: count() })
        .from(userNode)
        .innerJoin(user, and(eq(user.id, userNode.userId), eq(user.isDeleted, 0)))
        .innerJoin(store, and(eq(store.id, userNode.storeId), eq(store.isDeleted, 0)))
        .where(and(eq(userNode.isDeleted, 0), where));
      const records = await nodesQuery(services, auth, where)
        .limit(input.size)
        .offset((input.current - 1) * input.size);
      return page(records, Number(n), input.current, input.size);
    },
  }),

  route({
    method: 'GET',
    url: `${BASE}/getDeptNodeVO`,
    permission: READ,
    input: v.object({ userId: vRequiredId('用户') }),
    handler: async ({ auth, services, input }) => {
      const [u] = await services.db
        .select({ id: user.id, account: user.account, name: user.name, deptId: user.deptId, deptName: dept.deptName })
        .from(user)
        .leftJoin(dept, and(eq(dept.id, user.deptId), eq(dept.isDeleted, 0)))
        .where(and(eq(user.id, input.userId), eq(user.isDeleted, 0)))
        .limit(1);
      if (!u) throw notFound('用户不存在');
      const nodes = await nodesQuery(services, auth, eq(userNode.userId, u.id));
      return { ...u, nodes: nodes.map(({ nodeId, storeId, storeName, roleId, roleName, deptId, deptName }) => ({ nodeId, storeId, storeName, roleId, roleName, deptId, deptName })) };
    },
  }),
];

// users that are in a role either way (node or own role), for role removal checks
export async function roleInUse(tx: Tx, tenantId: string, roleIds: string[]): Promise<boolean> {
  const [viaNode] = await tx
    .select({ id: userNode.id })
    .from(userNode)
    .innerJoin(user, and(eq(user.id, userNode.userId), eq(user.isDeleted, 0)))
    .where(and(eq(userNode.tenantId, tenantId), inArray(userNode.roleId, roleIds), eq(userNode.isDeleted, 0)))
    .limit(1);
  if (viaNode) return true;
  const [own] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.tenantId, tenantId), inArray(user.roleId, roleIds), eq(user.isDeleted, 0)))
    .limit(1);
  return Boolean(own);
}

