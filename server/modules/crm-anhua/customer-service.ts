/**
 * 客户服务 beyond the generated calls (docs/customer-service.md):
 * - POST /crm-anhua/ahOpinion/update handles one member's feedback: the row is locked, refused when
 *   it is already handled (10300, nothing changes), else the processing way and content are written
 *   with status 1, the caller as operator and the server's time, in one transaction;
 * - the home-store hooks: the chosen store must be a live store of the tenant, and it may appear
 *   on the home page once (a clear refusal, serialised per tenant; a partial unique index backs it).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Registrable } from '../../http/route';
import { ApiError, notFound } from '../../http/envelope';
import { declaredActionRoute, ResourceRuntime, type HooksFor } from '../../http/resource-router';
import { writeStateLog } from '../../http/state-log';
import { nextOpinionStatus, opinionRefusal } from '../../../src/machines/opinion.machine';
import { store, user } from '../../db/schema';
import { ahHomeStore, ahOpinion } from '../../db/resource-tables/customer-service';
import { Codes } from '../../../src/domain/codes';
import {
  HOME_STORE_TAKEN,
  HOME_STORE_UNKNOWN,
  opinionResource,
} from '../../../src/domain/resources/operations/customer-service';

export const CUSTOMER_SERVICE_HOOKS: HooksFor<'ahOpinion' | 'ahHomeStore'> = {
  ahOpinion: {
    // a member's submit is stamped with the server's time
    beforeWrite: async ({ services, value, id }) => {
      if (!id) value.submitTime = services.now();
    },
  },
  ahHomeStore: {
    beforeWrite: async ({ tx, auth, value, id, lang }) => {
      if (value.ahStoreId === undefined) return;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${auth.tenantId}:homeStore`}))`);
      const [hit] = await tx
        .select({ name: store.branchName })
        .from(store)
        .where(and(eq(store.id, String(value.ahStoreId)), eq(store.isDeleted, 0)));
      if (!hit) throw new ApiError(Codes.BAD_REQUEST, HOME_STORE_UNKNOWN[lang], { field: 'ahStoreId' });
      const [dup] = await tx
        .select({ id: ahHomeStore.id })
        .from(ahHomeStore)
        .where(and(eq(ahHomeStore.ahStoreId, String(value.ahStoreId)), eq(ahHomeStore.isDeleted, 0), id ? ne(ahHomeStore.id, id) : undefined))
        .limit(1);
      if (dup) throw new ApiError(Codes.BAD_REQUEST, HOME_STORE_TAKEN[lang], { field: 'ahStoreId' });
      value.storeName = hit.name;
    },
  },
};

const opinions = new ResourceRuntime(opinionResource, ahOpinion, CUSTOMER_SERVICE_HOOKS.ahOpinion);

export const customerServiceRoutes: Registrable[] = [
  // 处理: the declared action's input (way, content), read through the action contract
  declaredActionRoute(opinionResource, 'HANDLE', async ({ auth, services, lang, call }) => {
      const input = { id: call.ids[0], processWay: Number(call.values.processWay), processContent: String(call.values.processContent) };
      const scope = await opinions.scope(services, auth);
      const [operator] = await services.db.select({ name: user.name, realName: user.realName }).from(user).where(eq(user.id, auth.userId));
      await services.db.transaction(async (tx) => {
        const row = await opinions.findOne(tx, scope, input.id, true);
        if (!row) throw notFound(lang === 'en' ? 'No such feedback in this store' : '意见反馈不存在');
        // the feedback machine: only an unhandled one takes HANDLE
        const next = nextOpinionStatus(row.status, 'HANDLE');
        if (next === null) throw new ApiError(Codes.BUSINESS_NOTICE, opinionRefusal(row, false)[lang]);
        const now = services.now();
        await tx
          .update(ahOpinion)
          .set({
            status: next,
            processWay: input.processWay,
            processContent: input.processContent,
            operatorId: auth.userId,
            operatorName: operator?.realName || operator?.name || null,
            processTime: now,
            updateUser: auth.userId,
            updateTime: now,
          })
          .where(eq(ahOpinion.id, input.id));
        await writeStateLog(tx, auth, [{ resource: opinionResource.key, recordId: input.id, action: 'HANDLE', field: 'status', from: row.status, to: next, reason: input.processContent }], now);
      });
      return true;
  }),
];
