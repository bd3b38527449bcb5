/**
 * The clue desk: selectCluePage by visit tab, the counts per tab, the detail, customer info,
 * and logging a follow-up (trace record) through the clue-trace machine.
 */
import { checkDictValues } from '../../http/record-check';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ApiError, badRequest, notFound, page } from '../../http/envelope';
import { pagingCurrentSize, vId, vOptStr } from '../../http/input';
import { filterWhere } from '../../http/resource-query';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import { ahClueTrace, ahClueTraceRecord, ahCustomerLevelTime } from '../../db/resource-tables/sales';
import { columnsOf } from '../../http/resource-query';
import { cachedCount, READ_TTL_MS } from '../../http/read-cache';

const levelCols = columnsOf(ahCustomerLevelTime);
import { newId } from '../../db/ids';
import { Codes } from '../../../src/domain/codes';
import { validateRecord } from '../../../src/domain/resources/validate';
import { CLUE_TABS, clueTraceResource, VISIT_STATE } from '../../../src/domain/resources/sales/clue-trace';
import { dayBounds, derivedTab, type ClueTraceEvent } from '../../../src/machines/clue-trace.machine';
import { customerFromTrace } from './customer';
import { applyOnRow, callerName, presentTrace, recordCols, requireStoreUser, traceCols, traceRt } from './clue-common';

const ACTIVE = [VISIT_STATE.new, VISIT_STATE.waitingVisit];

/** The condition of one tab; overdue and immediate are computed from nextTraceTime and now. */
export function tabWhere(tab: number, now: Date): SQL | undefined {
  const c = traceCols;
  switch (tab) {
    case CLUE_TABS.new:
      return eq(c.visitState, VISIT_STATE.new);
    case CLUE_TABS.waitingVisit:
      return eq(c.visitState, VISIT_STATE.waitingVisit);
    case CLUE_TABS.visited:
      return eq(c.visitState, VISIT_STATE.visited);
    case CLUE_TABS.overdue:
      return and(inArray(c.visitState, ACTIVE), lt(c.nextTraceTime, now));
    case CLUE_TABS.immediate:
      return and(inArray(c.visitState, ACTIVE), gte(c.nextTraceTime, now), lt(c.nextTraceTime, dayBounds(now).end));
    case CLUE_TABS.all:
      return inArray(c.visitState, [VISIT_STATE.new, VISIT_STATE.waitingVisit, VISIT_STATE.visited, VISIT_STATE.defeated]);
    default:
      return tabWhere(tabOf(tab), now);
  }
}

const TAB_VALUES = Object.values(CLUE_TABS) as number[];

/** isMustToVisit as sent (string or number, empty = all); anything else is refused */
export function tabOf(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return CLUE_TABS.all;
  const n = Number(raw);
  if (!TAB_VALUES.includes(n)) throw badRequest('isMustToVisit只能是0、1、2、3、5或99');
  return n;
}

/** spec names: channel → customerChannelText; createTimeStart/End as a range of the creation time */
export function listWhere(q: Record<string, unknown>, now: Date): SQL | undefined {
  const query = { ...q };
  if (query.channel !== undefined && query.customerChannelText === undefined) query.customerChannelText = query.channel;
  const parts: (SQL | undefined)[] = [filterWhere(clueTraceResource, traceCols, query), tabWhere(tabOf(q.isMustToVisit), now)];
  for (const [k, end] of [['createTimeStart', false], ['createTimeEnd', true]] as const) {
    const raw = typeof q[k] === 'string' ? (q[k] as string).trim() : '';
    if (!raw) continue;
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(raw);
    const t = Date.parse(dateOnly ? `${raw}T00:00:00+08:00` : raw.replace(' ', 'T'));
    if (Number.isNaN(t)) throw badRequest('创建时间格式错误');
    parts.push(end ? lt(traceCols.createTime, new Date(dateOnly ? t + 86_400_000 : t + 1)) : gte(traceCols.createTime, new Date(t)));
  }
  return and(...parts);
}

/**
 * "Now" of the clue lists and their counts: the server clock to the READ_TTL_MS.totals step, so that
 * the tabs' totals (cached that long) and their pages agree on which clues are overdue.
 */
export function listClock(services: Services): Date {
  const t = services.now().getTime();
  return new Date(t - (t % READ_TTL_MS.totals));
}

/** Counts of every tab in one query (kept like a list total: server/http/read-cache.ts). */
async function countTabs(services: Services, auth: AuthContext, q: Record<string, unknown>) {
  const now = listClock(services);
  const base = and(await traceRt.scope(services, auth), listWhere({ ...q, isMustToVisit: CLUE_TABS.all }, now));
  const cnt = (tab: number) => sql<number>`count(*) filter (where ${tabWhere(tab, now)})`.mapWith(Number);
  const [r] = await cachedCount(services.cache, auth.tenantId, services.db
    .select({
      new: cnt(CLUE_TABS.new),
      waitingVisit: cnt(CLUE_TABS.waitingVisit),
      visited: cnt(CLUE_TABS.visited),
      overdue: cnt(CLUE_TABS.overdue),
      immediate: cnt(CLUE_TABS.immediate),
      all: sql<number>`count(*)`.mapWith(Number),
      repeat: sql<number>`count(*) filter (where ${traceCols.repeatMark} = 1)`.mapWith(Number),
    })
    .from(ahClueTrace)
    .where(base));
  return { ...r, byTab: { 0: r.new, 1: r.waitingVisit, 2: r.visited, 3: r.overdue, 5: r.immediate, 99: r.all } };
}

const traceIdInput = v.pipe(
  v.looseObject({ ahClueTraceId: v.optional(v.unknown()), clueTraceId: v.optional(v.unknown()), id: v.optional(v.unknown()) }),
  v.transform((x) => ({ ...x, ahClueTraceId: x.ahClueTraceId ?? x.clueTraceId ?? x.id })),
  v.looseObject({ ahClueTraceId: vId('线索跟进id格式错误') }),
);

const recordInput = v.pipe(
  v.looseObject({
    ahClueTraceId: v.optional(v.unknown()),
    clueTraceId: v.optional(v.unknown()),
  }),
  v.transform((x) => ({ ...x, ahClueTraceId: x.ahClueTraceId ?? x.clueTraceId })),
  v.looseObject({
    ahClueTraceId: vId('线索跟进id格式错误'),
    content: v.pipe(v.string('请填写跟进内容'), v.trim(), v.minLength(1, '请填写跟进内容'), v.maxLength(1000, '跟进内容长度不能超过1000个字符')),
    result: vOptStr(100),
    /** TRACE (default): a follow-up with the next time; VISIT: the customer came; DEFEAT: lost */
    event: v.optional(v.picklist(['TRACE', 'VISIT', 'DEFEAT'], '跟进结果只能是跟进、到店或战败'), 'TRACE'),
    nextTraceTime: v.optional(v.union([v.literal(''), v.null(), v.string()])),
    nextTraceText: vOptStr(500),
    nextTraceUserId: v.optional(v.union([v.literal(''), v.null(), vId('下次跟进人id格式错误')])),
    defeatReason: vOptStr(100),
  }),
);

const LIST_CAP = 1000;

/** Without a chosen time, the next follow-up is due after the interval of the customer's level (ahCustomerLevelTime). */
async function nextByLevel(services: Services, auth: AuthContext, scope: SQL | undefined, traceId: string): Promise<Date | null> {
  const trace = await traceRt.findOne(services.db, scope, traceId);
  if (!trace?.customerLevel) return null;
  const [lt] = (await services.db
    .select({ days: levelCols.traceDays })
    .from(ahCustomerLevelTime)
    .where(and(eq(levelCols.customerLevel, String(trace.customerLevel)), eq(levelCols.isDeleted, 0)))
    .limit(1)) as { days: number | null }[];
  return lt?.days ? new Date(services.now().getTime() + lt.days * 86_400_000) : null;
}

export const clueTraceRoutes: Registrable[] = [
  ...['countTraceClue', 'countClueNumber'].map((name) =>
    route({
      method: 'GET',
      url: `/crm-dcc/ahClueTrace/${name}`,
      input: v.looseObject({}),
      handler: async ({ auth, services, input }) => countTabs(services, auth, input),
    }),
  ),
  route({
    method: 'GET',
    url: '/crm-dcc/ahClueTrace/getRepeatClueCount',
    input: v.looseObject({}),
    handler: async ({ auth, services, input }) => (await countTabs(services, auth, input)).repeat,
  }),
  route({
    method: 'GET',
    url: '/crm-dcc/ahClueTrace/getByAhClueTraceId',
    input: traceIdInput,
    handler: async ({ auth, services, input, lang }) => {
      const row = await traceRt.findOne(services.db, await traceRt.scope(services, auth), input.ahClueTraceId);
      if (!row) throw notFound(lang === 'en' ? 'No such clue in your scope' : '线索不存在或无权查看');
      return { ...traceRt.present(row, services), derivedTab: derivedTab(row, services.now()) };
    },
  }),
  route({
    method: 'POST',
    url: '/crm-dcc/ahClueTrace/updateCustomerInfo',
    permission: 'clue_following_update_customer',
    input: traceIdInput,
    handler: async ({ auth, services, input, lang }) => {
      const checked = validateRecord(clueTraceResource, input, { lang, partial: true });
      if (!checked.ok) throw new ApiError(Codes.BAD_REQUEST, checked.message, { field: checked.field });
      await checkDictValues(services.db, auth.tenantId, clueTraceResource, checked.value);
      const value = checked.value;
      if (Object.keys(value).length === 0) throw badRequest(lang === 'en' ? 'Nothing to change' : '没有要修改的内容');
      await traceRt.update(services, auth, input.ahClueTraceId, value, lang);
      return presentTrace((await traceRt.findOne(services.db, await traceRt.scope(services, auth), input.ahClueTraceId))!);
    },
  }),
  route({
    method: 'POST',
    url: '/crm-dcc/ahClueTraceRecord/save',
    permission: 'clue_following_edit',
    input: recordInput,
    handler: async ({ auth, services, input, lang }) => {
      const now = services.now();
      let event: ClueTraceEvent;
      let next: Date | null = null;
      if (input.nextTraceTime) {
        const t = Date.parse(String(input.nextTraceTime).replace(' ', 'T'));
        if (Number.isNaN(t)) throw badRequest(lang === 'en' ? 'Next follow-up time: invalid time' : '下次跟进时间格式错误');
        if (t <= now.getTime()) throw badRequest(lang === 'en' ? 'The next follow-up time must be in the future' : '下次跟进时间必须晚于当前时间');
        next = new Date(t);
      }
      const scope = await traceRt.scope(services, auth);
      if (input.event === 'TRACE' && !next) next = await nextByLevel(services, auth, scope, input.ahClueTraceId);
      if (input.event === 'TRACE') {
        if (!next) throw badRequest(lang === 'en' ? 'Please choose the next follow-up time' : '请选择下次跟进时间');
        event = { type: 'TRACE', nextTraceTime: next.toISOString() };
      } else if (input.event === 'VISIT') event = { type: 'VISIT' };
      else event = { type: 'DEFEAT', reason: input.defeatReason ?? '' };
      if (event.type === 'DEFEAT' && !event.reason) throw badRequest(lang === 'en' ? 'Please choose the defeat reason' : '请选择战败原因');
      const nextUser = input.nextTraceUserId ? await requireStoreUser(services.db, auth, input.nextTraceUserId, lang) : null;
      return services.db.transaction(async (tx) => {
        const set: Record<string, unknown> = { lastTraceTime: now };
        if (event.type === 'TRACE') set.nextTraceTime = next;
        if (event.type === 'VISIT' && next) set.nextTraceTime = next;
        if (input.nextTraceText !== undefined) set.nextTraceText = input.nextTraceText;
        if (event.type === 'DEFEAT') set.defeatReason = event.reason;
        // the note below is the one history line of this follow-up (its result names the event)
        const row = await applyOnRow(tx, services, auth, scope, input.ahClueTraceId, event, lang, { set, record: false });
        // a next salesman other than the current one is a transfer in the same transaction
        let userId = row.nextTraceUserId;
        if (nextUser && nextUser.id !== row.nextTraceUserId && event.type !== 'DEFEAT') {
          const moved = await applyOnRow(tx, services, auth, undefined, row.id, { type: 'TRANSFER', userId: nextUser.id }, lang, { userName: nextUser.name });
          userId = moved.nextTraceUserId;
        }
        const id = newId();
        await tx.insert(ahClueTraceRecord).values({
          id,
          tenantId: row.tenantId,
          storeId: row.storeId,
          ahClueTraceId: row.id,
          event: 'NOTE',
          content: input.content,
          result: input.result ?? input.event,
          traceTime: now,
          traceUserId: auth.userId,
          traceUserName: await callerName(tx, auth),
          nextTraceTime: next,
          nextTraceText: input.nextTraceText ?? null,
          nextTraceUserId: userId,
          createUser: auth.userId,
          updateUser: auth.userId,
          createTime: now,
          updateTime: now,
        });
        // a clue someone has followed up is a store customer (docs/customers.md): found by phone or created
        const ahCustomerId = await customerFromTrace(tx, { ...row, lastTraceTime: now, nextTraceUserId: userId }, now, auth.userId);
        return { id, ahClueTraceId: row.id, visitState: row.visitState, ahCustomerId };
      });
    },
  }),
  route({
    method: 'GET',
    url: '/crm-dcc/ahClueTraceRecord/list',
    input: v.pipe(
      traceIdInput,
      v.looseObject({ ahClueTraceId: v.string(), ...pagingCurrentSize }),
      v.check((x) => x.size <= LIST_CAP, `size需小于等于 ${LIST_CAP}`),
    ),
    handler: async ({ auth, services, input, lang }) => {
      // the records of a trace the caller may see
      const trace = await traceRt.findOne(services.db, await traceRt.scope(services, auth), input.ahClueTraceId);
      if (!trace) throw notFound(lang === 'en' ? 'No such clue in your scope' : '线索不存在或无权查看');
      const where = and(eq(recordCols.ahClueTraceId, input.ahClueTraceId), eq(recordCols.isDeleted, 0));
      const [{ n }] = await services.db.select({ n: count() }).from(ahClueTraceRecord).where(where);
      const rows = await services.db
        .select()
        .from(ahClueTraceRecord)
        .where(where)
        .orderBy(desc(recordCols.traceTime), desc(recordCols.id))
        .limit(input.size)
        .offset((input.current - 1) * input.size);
      return page(
        (rows as Record<string, unknown>[]).map(({ isDeleted: _d, tenantId: _t, ...r }) => r),
        Number(n),
        input.current,
        input.size,
      );
    },
  }),
];

