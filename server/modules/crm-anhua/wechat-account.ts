/**
 * 公众号管理 (spec 3 "WeChat: POST wx/page, car/update, wx/bind_store"; "WeChat binding: id, storeId"):
 * the tenant's official accounts. car/update (the save) checks the AppID and reads the account from the
 * provider (original id, verification, followers); wx/bind_store binds one account to one store of the
 * tenant through the provider, a store being bound to one account at most (a unique index under it).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Registrable } from '../../http/route';
import { ApiError, badInput, notFound } from '../../http/envelope';
import { declaredActionRoute, ResourceRuntime, type ResourceHookMap } from '../../http/resource-router';
import { writeStateLog } from '../../http/state-log';
import { Codes } from '../../../src/domain/codes';
import { store } from '../../db/schema';
import { ahWxAccount } from '../../db/resource-tables/marketing';
import { wechatMpProvider } from '../../services/wechat-mp';
import { WX_APP_ID, WX_MESSAGES as M, wechatAccountResource } from '../../../src/domain/resources/marketing/wechat-account';

export const WECHAT_ACCOUNT_HOOKS: ResourceHookMap = {
  ahWxAccount: {
    beforeWrite: async ({ services, value }) => {
      if (value.appId === undefined) return;
      const appId = String(value.appId);
      if (!WX_APP_ID.test(appId)) throw badInput(M.badAppId, 'appId');
      const account = await wechatMpProvider().account(appId);
      if (!account) throw badInput(M.providerRefused, 'appId');
      value.originalId = account.originalId;
      value.verified = account.verified ? 1 : 0;
      value.followerCount = account.followerCount;
      value.syncTime = services.now();
    },
  },
};

const accounts = new ResourceRuntime(wechatAccountResource, ahWxAccount, WECHAT_ACCOUNT_HOOKS.ahWxAccount);

export const wechatAccountRoutes: Registrable[] = [
  declaredActionRoute(wechatAccountResource, 'BIND_STORE', async ({ auth, services, lang, call }) => {
    const id = call.ids[0];
    const storeId = String(call.values.storeId);
    const scope = await accounts.scope(services, auth);
    return services.db.transaction(async (tx) => {
      const row = await accounts.findOne(tx, scope, id, true);
      if (!row) throw notFound(M.noAccount[lang]);
      const [s] = await tx.select({ id: store.id, name: store.branchName }).from(store).where(and(eq(store.id, storeId), eq(store.isDeleted, 0)));
      if (!s) throw badInput(M.noStore, 'storeId');
      // one account per store: serialised per tenant, then looked for (the unique index is the last wall)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${auth.tenantId}:wxBindStore`}))`);
      const [taken] = await tx
        .select({ id: ahWxAccount.id })
        .from(ahWxAccount)
        .where(and(eq(ahWxAccount.boundStoreId, storeId), eq(ahWxAccount.isDeleted, 0), ne(ahWxAccount.id, id)))
        .limit(1);
      if (taken) throw ApiError.of(Codes.BUSINESS_NOTICE, M.storeTaken);
      if (!(await wechatMpProvider().bindStore(String(row.appId), { id: s.id, name: String(s.name) }))) throw ApiError.of(Codes.BUSINESS_NOTICE, M.providerRefused);
      const now = services.now();
      await tx.update(ahWxAccount).set({ boundStoreId: s.id, boundStoreName: s.name, syncTime: now, updateUser: auth.userId, updateTime: now }).where(eq(ahWxAccount.id, id));
      await writeStateLog(tx, auth, [{ resource: wechatAccountResource.key, recordId: id, action: 'BIND_STORE', field: 'boundStoreName', from: row.boundStoreName ?? null, to: s.name }], now);
      return { id, boundStoreId: s.id, boundStoreName: s.name };
    });
  }),
];
