/**
 * Moving clues between people: clue input with automatic allocation, manual allocation, transfer
 * one and many, the public sea. Every change goes through the clue-trace machine (applyOnRow) in
 * one transaction with the rows locked, all or nothing.
 */
import { checkDictValues } from '../../http/record-check';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ApiError, notFound, page } from '../../http/envelope';
import { noInput, pagingCurrentSize, vId, vIds } from '../../http/input';
import { filterWhere } from '../../http/resource-query';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { ahClue, ahClueAllocationSetting, ahClueTrace } from '../../db/resource-tables/sales';
import { columnsOf } from '../../http/resource-query';
import { Codes, type Lang } from '../../../src/domain/codes';
import { validateRecord } from '../../../src/domain/resources/validate';
import { clueResource } from '../../../src/domain/resources/sales/clue';
import { clueTraceResource, VISIT_STATE } from '../../../src/domain/resources/sales/clue-trace';
import { applyOnRow, clueCols, requireStoreUser, storeUsers, storeWhere, traceCols, traceRt } from './clue-common';
import { nextInTurn, salesmenOf } from './clue-extras';
import { requireStore, storeMatch } from '../../http/store-scope';

const settingCols = columnsOf(ahClueAllocationSetting);

const lenient = <K extends string>(keys: Record<K, readonly string[]>) =>
  v.transform((x: Record<string, unknown>) => {
    const out: Record<string, unknown> = { ...x };
    for (const [k, alts] of Object.entries(keys) as [K, readonly string[]][]) for (const a of alts) if (out[k] === undefined && x[a] !== undefined) out[k] = x[a];
    return out;
  });

const userIdField = vId('跟进人id格式错误');

/** Locks the store's allocation setting row, creating it on first use. */
async function lockSetting(tx: Tx, services: Services, auth: AuthContext) {
  const where = and(eq(settingCols.storeId, requireStore(auth)), eq(settingCols.isDeleted, 0));
  const [row] = (await tx.select().from(ahClueAllocationSetting).where(where).for('update').limit(1)) as { id: string; auto: number | null; lastUserId: string | null }[];
  if (row) return row;
  const now = services.now();
  const created = { id: newId(), tenantId: auth.tenantId, storeId: auth.storeId, auto: 0, lastUserId: null, createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now };
  await tx.insert(ahClueAllocationSetting).values(created);
  return created;
}

/** The store's automatic allocation: on or off, and who gets the next clue when it is on. */
async function readAuto(services: Services, auth: AuthContext): Promise<{ auto: number; nextUserId: string | null; nextUserName: string | null }> {
  if (!auth.storeId) return { auto: 0, nextUserId: null, nextUserName: null };
  const [row] = (await services.db
    .select({ auto: settingCols.auto, lastUserId: settingCols.lastUserId })
    .from(ahClueAllocationSetting)
    .where(and(eq(settingCols.storeId, auth.storeId), eq(settingCols.isDeleted, 0)))
    .limit(1)) as { auto: number | null; lastUserId: string | null }[];
  const next = nextInTurn(await allocationTurn(services.db, auth), row?.lastUserId ? String(row.lastUserId) : null);
  return { auto: row?.auto ? 1 : 0, nextUserId: next?.id ?? null, nextUserName: next?.name ?? null };
}

/** Allocates one clue (by its clue id) to a user inside the caller's transaction. */
async function allocateClue(tx: Tx, services: Services, auth: AuthContext, clueId: string, target: { id: string; name: string }, lang: Lang) {
  const [clue] = (await tx
    .select()
    .from(ahClue)
    .where(and(eq(clueCols.id, clueId), storeMatch(clueCols.storeId, auth), eq(clueCols.isDeleted, 0)))
    .for('update')
    .limit(1)) as { id: string; clueState: number; clueTraceId: string | null; customerName: string }[];
  if (!clue) throw notFound(lang === 'en' ? `No such clue: ${clueId}` : `线索不存在：${clueId}`);
  if (clue.clueState === 1 || !clue.clueTraceId) {
    throw new ApiError(Codes.BUSINESS_NOTICE, lang === 'en' ? `The clue of ${clue.customerName} is already allocated` : `线索「${clue.customerName}」已分配，不能重复分配`);
  }
  await applyOnRow(tx, services, auth, storeWhere(auth), clue.clueTraceId, { type: 'ALLOCATE', userId: target.id }, lang, { userName: target.name });
  await tx
    .update(ahClue)
    .set({ clueState: 1, allocateUserId: target.id, allocateTime: services.now(), updateUser: auth.userId, updateTime: services.now() })
    .where(eq(clueCols.id, clue.id));
}

/**
 * The enabled salesmen automatic allocation goes round, in its order: the store's configured sales
 * consultants (updateSalesmanList), else the salesman role.
 */
const allocationTurn = (db: Tx | Services['db'], auth: AuthContext) => salesmenOf(db, auth, 0);

const clueInput = v.looseObject({});

export async function inputClue(services: Services, auth: AuthContext, input: Record<string, unknown>, lang: Lang) {
  requireStore(auth, lang);
  const checked = validateRecord(clueResource, input, { lang });
  if (!checked.ok) throw new ApiError(Codes.BAD_REQUEST, checked.message, { field: checked.field });
  await checkDictValues(services.db, auth.tenantId, clueResource, checked.value);
  return services.db.transaction((tx) => writeClue(tx, services, auth, checked.value as Record<string, string | null>, lang));
}

/**
 * Writes one checked clue with its trace inside the caller's transaction, allocating it when the
 * store allocates automatically (the clue input and the spreadsheet import share it).
 */
export async function writeClue(tx: Tx, services: Services, auth: AuthContext, value: Record<string, string | null>, lang: Lang) {
  const [written] = await writeClues(tx, services, auth, [value], lang);
  return written;
}

/**
 * Writes checked clues with their traces in the caller's transaction: the store's allocation
 * setting locked once, the repeat mark from one query over the phones (an earlier clue of the store
 * or an earlier row of the same batch), multi-row inserts, then automatic allocation in turn (the
 * salesmen read once for the batch).
 */
export async function writeClues(tx: Tx, services: Services, auth: AuthContext, values: ReadonlyArray<Record<string, string | null>>, lang: Lang) {
  requireStore(auth, lang);
  if (values.length === 0) return [];
  const now = services.now();
  const setting = await lockSetting(tx, services, auth);
  const phones = [...new Set(values.map((x) => x.customerPhone!))];
  const known = new Set<string>();
  for (let i = 0; i < phones.length; i += 1000) {
    const hits = await tx
      .selectDistinct({ phone: traceCols.customerPhone })
      .from(ahClueTrace)
      .where(and(storeWhere(auth), inArray(traceCols.customerPhone, phones.slice(i, i + 1000))));
    for (const h of hits as Array<{ phone: string | null }>) if (h.phone) known.add(h.phone);
  }
  const audit = { tenantId: auth.tenantId, storeId: auth.storeId, createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now };
  const clues: (typeof ahClue.$inferInsert)[] = [];
  const traces: (typeof ahClueTrace.$inferInsert)[] = [];
  for (const value of values) {
    const clueId = newId();
    const traceId = newId();
    clues.push({ ...value, ...audit, id: clueId, clueState: 0, clueTraceId: traceId });
    traces.push({
      ...audit,
      id: traceId,
      clueId,
      customerName: value.customerName,
      customerPhone: value.customerPhone,
      ahStoreCarSeriesName: [value.brandName, value.seriesName].filter(Boolean).join(' ') || null,
      customerChannelText: value.channelName,
      visitState: VISIT_STATE.unallocated,
      repeatMark: known.has(value.customerPhone!) ? 1 : 0,
      publicity: 0,
      remark: value.remark ?? null,
    });
    known.add(value.customerPhone!);
  }
  for (let i = 0; i < clues.length; i += 500) {
    await tx.insert(ahClue).values(clues.slice(i, i + 500));
    await tx.insert(ahClueTrace).values(traces.slice(i, i + 500));
  }
  const out: Array<{ id: string; clueId: string; ahClueTraceId: string; nextTraceUserId: string | null; nextTraceUserName: string | null }> = [];
  let lastUserId = setting.lastUserId;
  // the salesmen in turn, read once: nothing below changes who they are or their order
  const turn = setting.auto ? await allocationTurn(tx, auth) : [];
  for (const c of clues) {
    let allocatedTo: { id: string; name: string } | null = null;
    if (setting.auto) {
      allocatedTo = nextInTurn(turn, lastUserId);
      if (allocatedTo) {
        await allocateClue(tx, services, auth, c.id as string, allocatedTo, lang);
        lastUserId = allocatedTo.id;
      }
    }
    out.push({ id: c.id as string, clueId: c.id as string, ahClueTraceId: c.clueTraceId as string, nextTraceUserId: allocatedTo?.id ?? null, nextTraceUserName: allocatedTo?.name ?? null });
  }
  if (lastUserId !== setting.lastUserId) await tx.update(ahClueAllocationSetting).set({ lastUserId, updateTime: now }).where(eq(settingCols.id, setting.id));
  return out;
}

async function transferMany(services: Services, auth: AuthContext, ids: string[], userId: string, lang: Lang, opts: { fromSea?: boolean; fromUserId?: string } = {}) {
  const target = await requireStoreUser(services.db, auth, userId, lang);
  const scope = opts.fromSea ? storeWhere(auth) : await traceRt.scope(services, auth);
  const unique = [...new Set(ids)].sort(); // one lock order: no deadlock between two batches
  await services.db.transaction(async (tx) => {
    for (const id of unique) {
      await applyOnRow(tx, services, auth, scope, id, opts.fromSea ? { type: 'FROM_SEA', userId: target.id } : { type: 'TRANSFER', userId: target.id }, lang, {
        userName: target.name,
        fromUserId: opts.fromUserId,
      });
    }
  });
  return { count: unique.length, nextTraceUserId: target.id, nextTraceUserName: target.name };
}

function seaWhere(auth: AuthContext, q: Record<string, unknown>): SQL | undefined {
  return and(storeWhere(auth), eq(traceCols.visitState, VISIT_STATE.inSea), filterWhere(clueTraceResource, traceCols, q));
}

async function seaPage(services: Services, auth: AuthContext, q: Record<string, unknown>, current: number, size: number) {
  const where = seaWhere(auth, q);
  const [{ n }] = await services.db.select({ n: count() }).from(ahClueTrace).where(where);
  const rows = (await services.db
    .select()
    .from(ahClueTrace)
    .where(where)
    .orderBy(desc(traceCols.seaTime), desc(traceCols.id))
    .limit(size)
    .offset((current - 1) * size)) as Record<string, unknown>[];
  return page(
    rows.map((r) => ({ ...traceRt.present(r, services), ahClueSeaTraceRelationId: r.id })),
    Number(n),
    current,
    size,
  );
}

async function removeFromSea(services: Services, auth: AuthContext, ids: string[], lang: Lang) {
  const unique = [...new Set(ids)];
  await services.db.transaction(async (tx) => {
    const rows = await tx
      .update(ahClueTrace)
      .set({ isDeleted: 1, updateUser: auth.userId, updateTime: services.now() })
      .where(and(seaWhere(auth, {}), inArray(traceCols.id, unique)))
      .returning({ id: traceCols.id });
    if (rows.length !== unique.length) throw notFound(lang === 'en' ? 'Only clues in the public sea of this store can be deleted' : '只能删除本门店公海中的线索');
  });
  return true;
}

const seaIdsInput = v.pipe(
  v.looseObject({}),
  lenient({ ids: ['ahClueSeaTraceRelationIdList', 'id', 'ahClueSeaTraceRelationId'] }),
  v.looseObject({ ids: vIds('公海线索id格式错误') }),
);

export const clueMovementRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/crm-dcc/clue/input',
    permission: 'clue_record_input',
    input: clueInput,
    handler: async ({ auth, services, input, lang }) => inputClue(services, auth, input, lang),
  }),
  route({
    method: 'POST',
    url: '/crm-dcc/clue/auto-allocation',
    permission: 'clue_record_auto_allocation',
    input: v.object({ auto: v.pipe(v.union([v.string(), v.number(), v.boolean()], 'auto只能是0或1'), v.transform(Number), v.picklist([0, 1], 'auto只能是0或1')) }),
    handler: async ({ auth, services, input, lang }) => {
      requireStore(auth, lang);
      await services.db.transaction(async (tx) => {
        const row = await lockSetting(tx, services, auth);
        await tx.update(ahClueAllocationSetting).set({ auto: input.auto, updateUser: auth.userId, updateTime: services.now() }).where(eq(settingCols.id, row.id));
      });
      return { auto: input.auto };
    },
  }),
  route({
    method: ['GET', 'POST'],
    url: '/crm-dcc/clue/get/auto_allocation',
    input: noInput,
    handler: async ({ auth, services }) => readAuto(services, auth),
  }),
  route({
    method: 'POST',
    url: '/crm-dcc/cluerecord/allocation-clue',
    permission: 'clue_record_allocate',
    input: v.pipe(
      v.looseObject({}),
      lenient({ ids: ['clueIds', 'clueIdList', 'clueId', 'id'], nextTraceUserId: ['userId'] }),
      v.looseObject({ ids: vIds('线索id格式错误'), nextTraceUserId: userIdField }),
    ),
    handler: async ({ auth, services, input, lang }) => {
      const target = await requireStoreUser(services.db, auth, input.nextTraceUserId, lang);
      await services.db.transaction(async (tx) => {
        for (const id of [...new Set(input.ids)].sort()) await allocateClue(tx, services, auth, id, target, lang);
      });
      return { count: new Set(input.ids).size, nextTraceUserId: target.id, nextTraceUserName: target.name };
    },
  }),
  route({
    method: 'GET',
    url: '/crm-dcc/ahClueTrace/hasTranceUserForPell',
    input: v.pipe(v.looseObject({}), lenient({ ahClueTranceId: ['ahClueTraceId', 'id'] }), v.looseObject({ ahClueTranceId: vId('线索跟进id格式错误') })),
    handler: async ({ auth, services, input, lang }) => {
      const row = await traceRt.findOne(services.db, await traceRt.scope(services, auth), input.ahClueTranceId);
      if (!row) throw notFound(lang === 'en' ? 'No such clue in your scope' : '线索不存在或无权查看');
      const users = (await storeUsers(services.db, auth)).filter((u) => u.id !== row.nextTraceUserId).map(({ id, name }) => ({ id, name }));
      return { hasUser: users.length > 0, nextTraceUserId: row.nextTraceUserId, nextTraceUserName: row.nextTraceUserName, users };
    },
  }),
  route({
    method: ['GET', 'POST'],
    url: '/crm-dcc/ahClueTrace/transferAhClueTrance',
    permission: 'clue_following_transfer',
    input: v.pipe(
      v.looseObject({}),
      lenient({ ahClueTranceId: ['ahClueTraceId', 'id'] }),
      v.looseObject({ ahClueTranceId: vId('线索跟进id格式错误'), nextTraceUserId: userIdField, fromUserId: v.optional(v.union([v.literal(''), vId()])) }),
    ),
    handler: async ({ auth, services, input, lang }) =>
      transferMany(services, auth, [input.ahClueTranceId], input.nextTraceUserId, lang, { fromUserId: input.fromUserId === undefined ? undefined : input.fromUserId }),
  }),
  route({
    method: 'POST',
    url: '/crm-dcc/ahClueTrace/batchTransferClue',
    permission: 'clue_following_batch_transfer',
    input: v.pipe(v.looseObject({}), lenient({ tranceIdList: ['ids', 'traceIdList'] }), v.looseObject({ tranceIdList: vIds('线索跟进id格式错误'), nextTraceUserId: userIdField })),
    handler: async ({ auth, services, input, lang }) => transferMany(services, auth, input.tranceIdList, input.nextTraceUserId, lang),
  }),
  route({
    method: 'POST',
    url: '/crm-dcc/ahClueTrace/toSea',
    permission: 'clue_following_edit',
    input: v.pipe(v.looseObject({}), lenient({ ids: ['ahClueTraceId', 'id', 'tranceIdList'] }), v.looseObject({ ids: vIds('线索跟进id格式错误') })),
    handler: async ({ auth, services, input, lang }) => {
      const scope = await traceRt.scope(services, auth);
      await services.db.transaction(async (tx) => {
        for (const id of [...new Set(input.ids)].sort()) await applyOnRow(tx, services, auth, scope, id, { type: 'TO_SEA' }, lang, { set: { seaTime: services.now() } });
      });
      return true;
    },
  }),
  ...['pageList', 'getClueSeaList'].map((name) =>
    route({
      method: 'GET',
      url: `/crm-dcc/ahClueSeaTrace/${name}`,
      input: v.looseObject(pagingCurrentSize),
      handler: async ({ auth, services, input }) => seaPage(services, auth, input, input.current, Math.min(input.size, 10_000)),
    }),
  ),
  route({
    method: 'POST',
    url: '/crm-dcc/ahClueSeaTrace/transfer',
    permission: 'clue_sea_transfer',
    input: v.pipe(v.looseObject({}), lenient({ ahClueSeaTraceRelationId: ['id'] }), v.looseObject({ ahClueSeaTraceRelationId: vId('公海线索id格式错误'), nextTraceUserId: userIdField })),
    handler: async ({ auth, services, input, lang }) => transferMany(services, auth, [input.ahClueSeaTraceRelationId], input.nextTraceUserId, lang, { fromSea: true }),
  }),
  route({
    method: 'POST',
    url: '/crm-dcc/ahClueSeaTrace/transferList',
    permission: 'clue_sea_batch_transfer',
    input: v.pipe(v.looseObject({}), lenient({ ids: ['ahClueSeaTraceRelationIdList'] }), v.looseObject({ ids: vIds('公海线索id格式错误'), nextTraceUserId: userIdField })),
    handler: async ({ auth, services, input, lang }) => transferMany(services, auth, input.ids, input.nextTraceUserId, lang, { fromSea: true }),
  }),
  ...['delSeaTrace', 'delSeaTraceList'].map((name) =>
    route({
      method: 'POST',
      url: `/crm-dcc/ahClueSeaTrace/${name}`,
      permission: 'clue_sea_delete',
      input: seaIdsInput,
      handler: async ({ auth, services, input, lang }) => removeFromSea(services, auth, input.ids, lang),
    }),
  ),
];

