/** crm-anhua stores and the per-user store groups of the store picker. */
import { and, asc, count, eq, ilike, inArray, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { StoreGroupSchema } from '../../../src/domain/validators';
import type { Services } from '../../services';
import type { AuthContext } from '../../http/auth';
import { newId } from '../../db/ids';
import { store, storeGroup, storeGroupMember, userNode } from '../../db/schema';
import { badRequest, notFound, page } from '../../http/envelope';
import { route, type Registrable } from '../../http/route';
import { noInput, pagingPageNo, vId, vIds, vOptInt, vOptStr, vStr } from '../../http/input';

/** Stores the caller may switch to: every open store for the tenant super-admin, else its nodes. */
export async function switchableStoreIds(services: Services, auth: AuthContext): Promise<string[] | 'all'> {
  if (auth.isAdmin) return 'all';
  const rows = await services.db
    .select({ id: userNode.storeId })
    .from(userNode)
    .where(and(eq(userNode.userId, auth.userId), eq(userNode.isDeleted, 0)));
  return rows.map((r) => r.id);
}

const storeColumns = {
  id: store.id,
  branchName: store.branchName,
  storeCode: store.storeCode,
  address: store.address,
  phone: store.phone,
  status: store.status,
  isReport: store.isReport,
  sort: store.sort,
};

export const storeRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-anhua/store/list',
    // otherThanMine: the stores a car can go to from the caller's store (the transfer's picker)
    input: v.object({ ...pagingPageNo, branchName: vOptStr(100), status: v.optional(v.union([v.literal(''), v.picklist(['0', '1', 0, 1])])), otherThanMine: v.optional(v.picklist(['0', '1', 0, 1])) }),
    handler: async ({ auth, services, input }) => {
      const where = and(
        eq(store.isDeleted, 0),
        Number(input.otherThanMine) === 1 && auth.storeId ? ne(store.id, auth.storeId) : undefined,
        input.branchName ? ilike(store.branchName, `%${input.branchName}%`) : undefined,
        input.status !== undefined && input.status !== '' ? eq(store.status, Number(input.status)) : undefined,
      );
      const [{ n }] = await services.db.select({ n: count() }).from(store).where(where);
      const records = await services.db
        .select(storeColumns)
        .from(store)
        .where(where)
        .orderBy(asc(store.sort), asc(store.id))
        .limit(input.pageSize)
        .offset((input.pageNo - 1) * input.pageSize);
      return page(records, Number(n), input.pageNo, input.pageSize);
    },
  }),

  route({
    method: 'GET',
    url: '/crm-anhua/store/myList',
    input: noInput,
    handler: async ({ auth, services }) => {
      const allowed = await switchableStoreIds(services, auth);
      if (allowed !== 'all' && allowed.length === 0) return [];
      const rows = await services.db
        .select(storeColumns)
        .from(store)
        .where(and(eq(store.isDeleted, 0), allowed === 'all' ? undefined : inArray(store.id, allowed)))
        .orderBy(asc(store.sort), asc(store.id));
      // the picker's option shape (spec 1 section 3): status false means stopped
      return rows.map((r) => ({ value: r.id, label: r.branchName, isReport: r.isReport === 1, status: r.status === 1 }));
    },
  }),

  route({
    method: 'GET',
    url: '/crm-anhua/store/detail',
    input: v.object({ id: vId() }),
    handler: async ({ services, input }) => {
      const [row] = await services.db
        .select(storeColumns)
        .from(store)
        .where(and(eq(store.id, input.id), eq(store.isDeleted, 0)))
        .limit(1);
      if (!row) throw notFound();
      return row;
    },
  }),

  route({
    method: 'POST',
    url: '/crm-anhua/store/updateStoreInfo',
    permission: 'store_edit',
    input: v.object({
      id: vId(),
      branchName: v.optional(vStr(100)),
      address: vOptStr(255),
      phone: vOptStr(20),
      status: vOptInt(1),
      isReport: v.optional(vOptInt(1)),
    }),
    handler: async ({ auth, services, input }) => {
      if (input.status !== 0 && input.status !== 1) throw badRequest('门店状态只能为0或1');
      const [row] = await services.db
        .update(store)
        .set({
          ...(input.branchName !== undefined ? { branchName: input.branchName } : {}),
          ...(input.address !== undefined ? { address: input.address } : {}),
          ...(input.phone !== undefined ? { phone: input.phone } : {}),
          status: input.status,
          ...(input.isReport !== undefined ? { isReport: input.isReport } : {}),
          updateUser: auth.userId,
          updateTime: services.now(),
        })
        .where(and(eq(store.id, input.id), eq(store.isDeleted, 0)))
        .returning({ id: store.id });
      if (!row) throw notFound();
      return true;
    },
  }),

  route({
    method: 'GET',
    url: '/crm-anhua/ahStoreGroup/user/list',
    input: noInput,
    handler: async ({ auth, services }) => {
      const groups = await services.db
        .select({ id: storeGroup.id, storeGroupName: storeGroup.storeGroupName })
        .from(storeGroup)
        .where(and(eq(storeGroup.userId, auth.userId), eq(storeGroup.isDeleted, 0)))
        .orderBy(asc(storeGroup.sort), asc(storeGroup.id));
      if (groups.length === 0) return [];
      const members = await services.db
        .select({ groupId: storeGroupMember.storeGroupId, memberStoreId: storeGroupMember.memberStoreId, memberStoreName: store.branchName, status: store.status })
        .from(storeGroupMember)
        .innerJoin(store, eq(store.id, storeGroupMember.memberStoreId))
        .where(and(inArray(storeGroupMember.storeGroupId, groups.map((g) => g.id)), eq(store.isDeleted, 0)))
        .orderBy(asc(store.sort));
      return groups.map((g) => ({
        ...g,
        ahStoreGroupMembers: members
          .filter((m) => m.groupId === g.id)
          .map((m) => ({ memberStoreId: m.memberStoreId, memberStoreName: m.memberStoreName, status: m.status === 1 })),
      }));
    },
  }),

  route({
    method: 'POST',
    url: '/crm-anhua/ahStoreGroup/saveOrUpdate',
    input: v.pipe(
      v.object({
        id: v.optional(v.union([v.literal(''), vId()])),
        storeGroupName: v.optional(v.unknown()),
        listId: v.optional(v.unknown()),
        ahStoreGroupMembers: v.optional(v.array(v.object({ memberStoreId: vId() }))),
      }),
      v.transform((x) => ({ ...x, listId: x.listId ?? x.ahStoreGroupMembers?.map((m) => m.memberStoreId) })),
      StoreGroupSchema,
    ),
    handler: async ({ auth, services, input }) => {
      const storeIds = [...new Set(input.listId)];
      const allowed = await switchableStoreIds(services, auth);
      const known = await services.db
        .select({ id: store.id })
        .from(store)
        .where(and(eq(store.isDeleted, 0), inArray(store.id, storeIds)));
      if (known.length !== storeIds.length || (allowed !== 'all' && storeIds.some((id) => !allowed.includes(id)))) {
        throw badRequest('请选择门店');
      }
      const now = services.now();
      return services.db.transaction(async (tx) => {
        let groupId = input.id || null;
        if (groupId) {
          const [row] = await tx
            .update(storeGroup)
            .set({ storeGroupName: input.storeGroupName, updateUser: auth.userId, updateTime: now })
            .where(and(eq(storeGroup.id, groupId), eq(storeGroup.userId, auth.userId), eq(storeGroup.isDeleted, 0)))
            .returning({ id: storeGroup.id });
          if (!row) throw notFound();
          await tx.delete(storeGroupMember).where(eq(storeGroupMember.storeGroupId, groupId));
        } else {
          groupId = newId();
          await tx.insert(storeGroup).values({
            id: groupId,
            userId: auth.userId,
            storeGroupName: input.storeGroupName,
            createUser: auth.userId,
            updateUser: auth.userId,
            createTime: now,
            updateTime: now,
          });
        }
        await tx.insert(storeGroupMember).values(
          storeIds.map((memberStoreId) => ({ id: newId(), storeGroupId: groupId!, memberStoreId })),
        );
        return { id: groupId };
      });
    },
  }),

  route({
    method: 'POST',
    url: '/crm-anhua/ahStoreGroup/delete',
    input: v.object({ ids: vIds() }),
    handler: async ({ auth, services, input }) => {
      const ids = [...new Set(input.ids)];
      // all or nothing: one id that is not the caller's own group refuses the whole call
      return services.db.transaction(async (tx) => {
        const rows = await tx
          .update(storeGroup)
          .set({ isDeleted: 1, updateUser: auth.userId, updateTime: services.now() })
          .where(and(inArray(storeGroup.id, ids), eq(storeGroup.userId, auth.userId), eq(storeGroup.isDeleted, 0)))
          .returning({ id: storeGroup.id });
        if (rows.length !== ids.length) throw notFound();
        return true;
      });
    },
  }),
];
