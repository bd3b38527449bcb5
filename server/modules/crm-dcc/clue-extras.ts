/**
 * The rest of the clue area's calls (spec 2 section 7): manual sync and DOSS (status, car series),
 * the call's sound text, the store's salesman list (updateSalesmanList), the store's clue brands
 * (ahClueStoreBrandRelation, crm-anhua ahTenantBrand/listTenantBrand), the clue brand, series and
 * model lists, and crowds (save from the desk's filters; list and delete are generated).
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ApiError, badRequest, businessError, notFound } from '../../http/envelope';
import { columnsOf } from '../../http/resource-query';
import { noInput, vId, vOptStr } from '../../http/input';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { isId, newId } from '../../db/ids';
import { ahCarBrand, ahCarModel, ahCarSeries } from '../../db/resource-tables/operations';
import { ahClue, ahClueCallRecord, ahClueCrowd, ahClueStoreBrandRelation, ahClueTrace, ahSalesman } from '../../db/resource-tables/sales';
import { Codes, type Lang } from '../../../src/domain/codes';
import { callProvider } from './call-provider';
import { clueCols, storeUsers, storeWhere, traceCols, traceRt } from './clue-common';
import { listClock, listWhere, tabOf } from './clue-trace';
import { dossProvider } from './doss-provider';
import { requireStore, storeMatch } from '../../http/store-scope';

const brandCols = columnsOf(ahCarBrand);
const seriesCols = columnsOf(ahCarSeries);
const modelCols = columnsOf(ahCarModel);
const relCols = columnsOf(ahClueStoreBrandRelation);
const salesmanCols = columnsOf(ahSalesman);
const callCols = columnsOf(ahClueCallRecord);
const crowdCols = columnsOf(ahClueCrowd);

const needStore = (auth: AuthContext, lang: Lang) => {
  requireStore(auth, lang);
  return auth.storeId;
};

const audit = (auth: AuthContext, now: Date) => ({ tenantId: auth.tenantId, storeId: auth.storeId, createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now });

// ------------------------------------------------------------------ salesmen

export const SALESMAN_TYPES = [0, 1] as const;

/**
 * The store's salesmen of a type, in the order automatic allocation takes them: the configured
 * list (updateSalesmanList, in the order it was saved) when the store has one, else for type 0
 * the users holding the salesman role (by user id); only enabled users of the store.
 */
export async function salesmanList(db: Services['db'] | Tx, auth: AuthContext, type: number): Promise<{ configured: boolean; users: Array<{ id: string; name: string }> }> {
  const configured = (await db
    .select({ userId: salesmanCols.userId })
    .from(ahSalesman)
    .where(and(storeMatch(salesmanCols.storeId, auth), eq(salesmanCols.type, String(type)), eq(salesmanCols.isDeleted, 0)))
    // the rows are written in the list's order, with increasing ids
    .orderBy(asc(salesmanCols.id))) as { userId: string }[];
  if (configured.length > 0) {
    const order = [...new Set(configured.map((c) => String(c.userId)))];
    const byId = new Map((await storeUsers(db, auth, { ids: order })).map((u) => [u.id, { id: u.id, name: u.name }]));
    return { configured: true, users: order.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) };
  }
  if (type !== 0) return { configured: false, users: [] };
  return { configured: false, users: (await storeUsers(db, auth, { salesmenOnly: true })).map(({ id, name }) => ({ id, name })) };
}

export async function salesmenOf(db: Services['db'] | Tx, auth: AuthContext, type: number): Promise<Array<{ id: string; name: string }>> {
  return (await salesmanList(db, auth, type)).users;
}

/** Whose turn it is: the salesman after the last one allocated, in the list's order (the first when the last is no longer in it). */
export function nextInTurn<T extends { id: string }>(list: readonly T[], lastUserId: string | null): T | null {
  if (list.length === 0) return null;
  const i = lastUserId ? list.findIndex((u) => u.id === lastUserId) : -1;
  return list[(i + 1) % list.length];
}

// ------------------------------------------------------------------ brands

/** The brand ids the store takes clues for (empty: every brand of the tenant). */
async function storeBrandIds(db: Services['db'], auth: AuthContext): Promise<string[]> {
  const rows = await db
    .select({ brandId: relCols.brandId })
    .from(ahClueStoreBrandRelation)
    .where(and(storeMatch(relCols.storeId, auth), eq(relCols.isDeleted, 0)))
    .orderBy(asc(relCols.id));
  return rows.map((r) => String(r.brandId));
}

async function tenantBrands(db: Services['db'], auth: AuthContext, ids?: string[]) {
  const rows = await db
    .select({ id: brandCols.id, brandName: brandCols.brandName, initial: brandCols.initial, logo: brandCols.logo })
    .from(ahCarBrand)
    .where(and(eq(brandCols.isDeleted, 0), ids ? inArray(brandCols.id, ids.length ? ids : ['0']) : undefined))
    .orderBy(asc(brandCols.initial), asc(brandCols.sort), asc(brandCols.id));
  return rows.map((r) => ({ id: String(r.id), brandId: String(r.id), brandName: String(r.brandName), initial: r.initial, logo: r.logo }));
}

// ------------------------------------------------------------------ crowds

/** The desk's filter names a crowd keeps, and how they read in the list. */
const CROWD_FILTERS: Record<string, string> = {
  isMustToVisit: '回访状态',
  customerName: '客户姓名',
  customerPhone: '手机号',
  customerChannelText: '线索渠道',
  channel: '线索渠道',
  customerLevel: '客户级别',
  ahStoreCarSeriesName: '意向车系',
  repeatMark: '重复线索',
  nextTraceUserId: '跟进人',
  nextTraceTimeStart: '下次跟进开始',
  nextTraceTimeEnd: '下次跟进结束',
  createTimeStart: '创建开始',
  createTimeEnd: '创建结束',
};

/** the tabs by isMustToVisit, as the crowd's condition text names them */
const TAB_NAMES: Record<string, string> = { 0: '新线索', 1: '待回访', 2: '已回访', 3: '超期线索', 5: '即将到期', 99: '全部线索' };

const lenientTraceId = v.pipe(
  v.looseObject({}),
  v.transform((x: Record<string, unknown>) => ({ ...x, ahClueId: x.ahClueId ?? x.clueId ?? x.id })),
  v.looseObject({ ahClueId: vId('线索id格式错误') }),
);

export const clueExtraRoutes: Registrable[] = [
  // ---------------------------------------------------------------- manual sync and DOSS
  route({
    method: ['GET', 'POST'],
    url: '/crm-dcc/ahClueTrace/manualSyncClue',
    permission: 'clue_following_manual_sync',
    input: lenientTraceId,
    handler: async ({ auth, services, input, lang }) => {
      needStore(auth, lang);
      const scope = await traceRt.scope(services, auth);
      return services.db.transaction(async (tx) => {
        const [clue] = (await tx
          .select()
          .from(ahClue)
          .where(and(eq(clueCols.id, input.ahClueId), eq(clueCols.storeId, auth.storeId!), eq(clueCols.isDeleted, 0)))
          .for('update')
          .limit(1)) as Array<{ id: string; customerName: string; customerPhone: string; channelName: string | null; brandName: string | null; seriesName: string | null; modelName: string | null; clueTraceId: string | null }>;
        if (!clue) throw notFound(lang === 'en' ? 'No such clue' : '线索不存在');
        // the caller must see the clue's trace (a salesman syncs only their own clues)
        if (clue.clueTraceId) {
          const [seen] = await tx.select({ id: traceCols.id }).from(ahClueTrace).where(and(eq(traceCols.id, clue.clueTraceId), scope)).limit(1);
          if (!seen) throw notFound(lang === 'en' ? 'No such clue in your scope' : '线索不存在或无权操作');
        }
        const remote = await dossProvider().fetchClue(tx, clue);
        const now = services.now();
        if (remote) {
          await tx
            .update(ahClue)
            .set({ customerName: remote.customerName, customerPhone: remote.customerPhone, channelName: remote.channelName, brandName: remote.brandName, seriesName: remote.seriesName, modelName: remote.modelName, updateUser: auth.userId, updateTime: now })
            .where(eq(clueCols.id, clue.id));
          if (clue.clueTraceId) {
            await tx
              .update(ahClueTrace)
              .set({
                customerName: remote.customerName,
                customerPhone: remote.customerPhone,
                customerChannelText: remote.channelName,
                ahStoreCarSeriesName: [remote.brandName, remote.seriesName].filter(Boolean).join(' ') || null,
                updateUser: auth.userId,
                updateTime: now,
              })
              .where(eq(traceCols.id, clue.clueTraceId));
          }
        }
        return { ahClueId: clue.id, ahClueTraceId: clue.clueTraceId, synced: !!remote, provider: dossProvider().name, syncTime: now };
      });
    },
  }),
  route({
    method: 'GET',
    url: '/crm-dcc/ahClueTrace/getDossStatus',
    input: noInput,
    handler: async ({ auth, services }) => dossProvider().status(services.db, auth.tenantId),
  }),
  route({
    method: 'GET',
    url: '/crm-dcc/ahClueTrace/getDossCarSeriesList',
    input: v.looseObject({ brandId: v.optional(v.union([v.literal(''), vId('品牌id格式错误')])) }),
    handler: async ({ auth, services, input }) => dossProvider().carSeries(services.db, auth.tenantId, input.brandId || undefined),
  }),

  // ---------------------------------------------------------------- the call's sound text
  route({
    method: 'GET',
    url: '/crm-dcc/ahClueCallRecord/getSoundText',
    input: v.pipe(
      v.looseObject({}),
      v.transform((x: Record<string, unknown>) => ({ ...x, id: x.id ?? x.ahClueCallRecordId ?? x.callRecordId })),
      v.looseObject({ id: vId('通话记录id格式错误') }),
    ),
    handler: async ({ auth, services, input, lang }) => {
      const [call] = (await services.db
        .select()
        .from(ahClueCallRecord)
        .where(and(eq(callCols.id, input.id), storeMatch(callCols.storeId, auth), eq(callCols.isDeleted, 0)))
        .limit(1)) as Array<{ id: string; callId: string; callState: string | null; customerName: string | null; userName: string | null; durationSec: number | null; startTime: Date | null }>;
      if (!call) throw notFound(lang === 'en' ? 'No such call record' : '通话记录不存在');
      if (call.callState === '2') throw businessError(lang === 'en' ? 'The call is still going on: no sound text yet' : '通话尚未结束，暂无录音文本');
      const provider = callProvider();
      const text = provider.soundText
        ? await provider.soundText(call.callId, { customerName: call.customerName ?? '', userName: call.userName ?? '', durationSec: call.durationSec ?? 0, connected: call.callState === '1' })
        : null;
      return { id: call.id, callId: call.callId, soundText: text ?? '', provider: provider.name };
    },
  }),

  // ---------------------------------------------------------------- salesmen
  route({
    method: 'POST',
    url: '/crm-dcc/ahSalesman/updateSalesmanList',
    permission: 'clue_config_salesman_edit',
    input: v.pipe(
      v.looseObject({}),
      v.transform((x: Record<string, unknown>) => ({ ...x, userIdList: x.userIdList ?? x.salesmanList ?? x.ids ?? [] })),
      v.looseObject({
        type: v.optional(v.pipe(v.union([v.string(), v.number()], 'type只能是0或1'), v.transform(Number), v.picklist([...SALESMAN_TYPES], 'type只能是0或1')), 0),
        userIdList: v.pipe(
          v.array(v.union([v.string(), v.number(), v.looseObject({ userId: v.union([v.string(), v.number()]) })]), '人员列表格式错误'),
          v.transform((xs) => xs.map((x) => String(typeof x === 'object' ? x.userId : x).trim())),
          v.maxLength(200, '人员最多200个'),
          v.check((xs) => xs.every((x) => isId(x)), '人员id格式错误'),
        ),
      }),
    ),
    handler: async ({ auth, services, input, lang }) => {
      needStore(auth, lang);
      const ids = [...new Set(input.userIdList)];
      const users = ids.length ? await storeUsers(services.db, auth, { ids }) : [];
      const byId = new Map(users.map((u) => [u.id, u]));
      const missing = ids.find((id) => !byId.has(id));
      if (missing) throw badRequest(lang === 'en' ? 'The salesman is not an enabled user of this store' : '跟进人不是本门店的在职人员');
      const now = services.now();
      await services.db.transaction(async (tx) => {
        const mine = and(eq(salesmanCols.storeId, auth.storeId!), eq(salesmanCols.type, String(input.type)));
        await tx.delete(ahSalesman).where(mine);
        if (ids.length) await tx.insert(ahSalesman).values(ids.map((id) => ({ ...audit(auth, now), id: newId(), userId: id, userName: byId.get(id)!.name, type: String(input.type) })));
      });
      return { type: input.type, salesmen: ids.map((id) => ({ id, userId: id, name: byId.get(id)!.name })) };
    },
  }),

  // ---------------------------------------------------------------- store brands
  route({
    method: 'POST',
    url: '/crm-dcc/ahClueStoreBrandRelation/saveOrUpdate',
    permission: 'clue_config_brand_edit',
    input: v.pipe(
      v.looseObject({}),
      v.transform((x: Record<string, unknown>) => ({ ...x, brandIdList: x.brandIdList ?? x.brandIds ?? x.ids ?? [] })),
      v.looseObject({
        brandIdList: v.pipe(
          v.union([v.string(), v.array(v.union([v.string(), v.number()]))], '品牌id格式错误'),
          v.transform((x) => (Array.isArray(x) ? x.map(String) : x.split(',')).map((s) => s.trim()).filter(Boolean)),
          v.maxLength(100, '品牌最多100个'),
          v.check((xs) => xs.every((x) => isId(x)), '品牌id格式错误'),
        ),
      }),
    ),
    handler: async ({ auth, services, input, lang }) => {
      needStore(auth, lang);
      const ids = [...new Set(input.brandIdList)];
      const brands = ids.length ? await tenantBrands(services.db, auth, ids) : [];
      if (brands.length !== ids.length) throw badRequest(lang === 'en' ? 'No such brand in the catalogue' : '品牌不存在');
      const byId = new Map(brands.map((b) => [b.id, b]));
      const now = services.now();
      await services.db.transaction(async (tx) => {
        await tx.delete(ahClueStoreBrandRelation).where(eq(relCols.storeId, auth.storeId!));
        if (ids.length) await tx.insert(ahClueStoreBrandRelation).values(ids.map((id) => ({ ...audit(auth, now), id: newId(), brandId: id, brandName: byId.get(id)!.brandName })));
      });
      return { brandIdList: ids };
    },
  }),
  route({
    method: 'GET',
    url: '/crm-dcc/ahClueStoreBrandRelation/getBrandIdList',
    input: noInput,
    handler: async ({ auth, services, lang }) => {
      needStore(auth, lang);
      return storeBrandIds(services.db, auth);
    },
  }),
  route({
    method: 'GET',
    url: '/crm-anhua/ahTenantBrand/listTenantBrand',
    input: noInput,
    handler: async ({ auth, services }) => tenantBrands(services.db, auth),
  }),

  // ---------------------------------------------------------------- clue brand, series, model lists
  route({
    method: 'GET',
    url: '/crm-dcc/clue/brandList',
    input: noInput,
    handler: async ({ auth, services }) => {
      const ids = auth.storeId ? await storeBrandIds(services.db, auth) : [];
      return tenantBrands(services.db, auth, ids.length ? ids : undefined);
    },
  }),
  route({
    method: 'GET',
    url: '/crm-dcc/clue/seriesList',
    input: v.looseObject({ brandId: vId('品牌id格式错误') }),
    handler: async ({ services, input }) =>
      (
        await services.db
          .select({ id: seriesCols.id, seriesName: seriesCols.seriesName, brandId: seriesCols.brandId, level: seriesCols.level })
          .from(ahCarSeries)
          .where(and(eq(seriesCols.brandId, input.brandId), eq(seriesCols.isDeleted, 0)))
          .orderBy(asc(seriesCols.sort), asc(seriesCols.id))
      ).map((r) => ({ ...r, id: String(r.id), seriesId: String(r.id), brandId: String(r.brandId) })),
  }),
  route({
    method: 'GET',
    url: '/crm-dcc/clue/modelList',
    input: v.looseObject({ seriesId: vId('车系id格式错误') }),
    handler: async ({ services, input }) =>
      (
        await services.db
          .select({ id: modelCols.id, modelName: modelCols.modelName, seriesId: modelCols.seriesId, modelYear: modelCols.modelYear, guidePrice: modelCols.guidePrice })
          .from(ahCarModel)
          .where(and(eq(modelCols.seriesId, input.seriesId), eq(modelCols.isDeleted, 0)))
          .orderBy(asc(modelCols.sort), asc(modelCols.id))
      ).map((r) => ({ ...r, id: String(r.id), modelId: String(r.id), seriesId: String(r.seriesId) })),
  }),

  // ---------------------------------------------------------------- crowds
  route({
    method: 'POST',
    url: '/crm-dcc/ahClueCrowd/save',
    // whoever may see the crowds may keep one (the crowd menu has no add button of its own)
    permission: 'clue_crowd_view',
    input: v.looseObject({
      crowdName: v.pipe(v.string('请输入人群包名称'), v.trim(), v.minLength(1, '请输入人群包名称'), v.maxLength(50, '人群包名称长度不能超过50个字符')),
      conditions: v.optional(v.record(v.string(), v.union([v.string(), v.number()], '筛选条件格式错误'), '筛选条件格式错误'), {}),
      remark: vOptStr(255),
    }),
    handler: async ({ auth, services, input, lang }) => {
      needStore(auth, lang);
      const conditions: Record<string, string> = {};
      for (const [k, val] of Object.entries(input.conditions)) {
        if (!(k in CROWD_FILTERS)) throw badRequest(lang === 'en' ? `Unknown condition: ${k}` : `不支持的筛选条件：${k}`);
        const s = String(val).trim();
        if (s !== '') conditions[k] = s;
      }
      tabOf(conditions.isMustToVisit);
      const now = services.now();
      // the count as the desk shows it for these filters (the store's clues, not one salesman's)
      let where;
      try {
        // on the desk's clock (listClock), or a follow-up falling due within the counts' bucket counts here and not there
        where = and(storeWhere(auth), listWhere(conditions, listClock(services)));
      } catch (err) {
        if (err instanceof ApiError) throw err;
        throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'Invalid conditions' : '筛选条件格式错误');
      }
      const [{ n }] = await services.db.select({ n: count() }).from(ahClueTrace).where(where);
      const conditionText = Object.entries(conditions)
        .map(([k, val]) => `${CROWD_FILTERS[k]}：${k === 'isMustToVisit' ? (TAB_NAMES[val] ?? val) : val}`)
        .join('；');
      const id = newId();
      await services.db.insert(ahClueCrowd).values({ ...audit(auth, now), id, crowdName: input.crowdName, conditions, conditionText: conditionText || '全部线索', crowdCount: Number(n), remark: input.remark ?? null });
      return { id, crowdCount: Number(n) };
    },
  }),
];

export { crowdCols };
