/**
 * Clue reports (spec 2 section 7 "reports"): trace users, personnel channel analysis and the
 * channel list, counted from the clue traces and their records over a date range.
 * dataScope (spec 2 section 6, default 0): 0 = the current store, 1 = every store the caller
 * works in (the tenant for the super-admin); within either, a role with an own data scope on
 * clues (salesmen) sees only their own figures.
 */
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { badRequest } from '../../http/envelope';
import { columnsOf } from '../../http/resource-query';
import { dataScopeFor } from '../../http/permissions';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import { user } from '../../db/schema';
import { ahClueFromChannel, ahClueTrace, ahClueTraceRecord } from '../../db/resource-tables/sales';
import { VISIT_STATE } from '../../../src/domain/resources/sales/clue-trace';
import { switchableStoreIds } from '../crm-anhua/store';
import { recordCols, traceCols } from './clue-common';
import { rateOf } from './customer-target';
import { requireStore } from '../../http/store-scope';

const channelCols = columnsOf(ahClueFromChannel);
const CST_MS = 8 * 3_600_000;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

const dateInput = (msg: string) => v.optional(v.pipe(v.string(), v.trim(), v.check((s) => s === '' || (DATE_RE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))), msg)));

const reportInput = v.looseObject({
  startDate: dateInput('开始日期格式错误，应为YYYY-MM-DD'),
  endDate: dateInput('结束日期格式错误，应为YYYY-MM-DD'),
  dataScope: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform((x) => (x === '' ? 0 : Number(x))), v.picklist([0, 1], 'dataScope只能是0或1')), 0),
});
type ReportInput = v.InferOutput<typeof reportInput>;

export interface Frame {
  from: Date;
  to: Date;
  startDate: string;
  endDate: string;
  /** null = every store of the tenant */
  storeIds: string[] | null;
  /** an own data scope: only this user's figures */
  onlyUser: string | null;
}

export const cstDate = (d: Date) => new Date(d.getTime() + CST_MS).toISOString().slice(0, 10);
export const dayStart = (s: string) => new Date(Date.parse(`${s}T00:00:00Z`) - CST_MS);

/** The range (default: this month up to today, in the dealers' time zone) and the stores and user in scope. */
async function frameOf(services: Services, auth: AuthContext, input: ReportInput): Promise<Frame> {
  const today = cstDate(services.now());
  const startDate = input.startDate || `${today.slice(0, 8)}01`;
  const endDate = input.endDate || today;
  if (startDate > endDate) throw badRequest('开始日期不能晚于结束日期');
  const from = dayStart(startDate);
  const to = new Date(dayStart(endDate).getTime() + 86_400_000);
  if (to.getTime() - from.getTime() > 366 * 86_400_000) throw badRequest('统计区间不能超过一年');
  let storeIds: string[] | null;
  if (input.dataScope === 0) {
    storeIds = [requireStore(auth)];
  } else {
    const mine = await switchableStoreIds(services, auth);
    storeIds = mine === 'all' ? null : mine;
  }
  const scope = await dataScopeFor(services, auth, 'ahClueTrace');
  return { from, to, startDate, endDate, storeIds, onlyUser: scope.kind === 'own' ? auth.userId : null };
}

export function traceWhere(f: Frame, auth: Pick<AuthContext, 'tenantId'>, created: boolean): SQL {
  return and(
    eq(traceCols.isDeleted, 0),
    f.storeIds ? inArray(traceCols.storeId, f.storeIds.length ? f.storeIds : ['0']) : undefined,
    f.onlyUser ? eq(traceCols.nextTraceUserId, f.onlyUser) : undefined,
    created ? gte(traceCols.createTime, f.from) : undefined,
    created ? lt(traceCols.createTime, f.to) : undefined,
  )!;
}

export function recordWhere(f: Frame): SQL {
  return and(
    eq(recordCols.isDeleted, 0),
    eq(recordCols.event, 'NOTE'),
    f.storeIds ? inArray(recordCols.storeId, f.storeIds.length ? f.storeIds : ['0']) : undefined,
    f.onlyUser ? eq(recordCols.traceUserId, f.onlyUser) : undefined,
    gte(recordCols.traceTime, f.from),
    lt(recordCols.traceTime, f.to),
  )!;
}

export const cnt = (cond?: SQL) => (cond ? sql<number>`count(*) filter (where ${cond})`.mapWith(Number) : sql<number>`count(*)`.mapWith(Number));
const ACTIVE = [VISIT_STATE.new, VISIT_STATE.waitingVisit];

async function userNames(services: Services, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await services.db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, ids));
  return new Map(rows.map((r) => [r.id, r.name ?? '']));
}

export const reportRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-dcc/ahClueReport/traceUserList',
    input: reportInput,
    handler: async ({ auth, services, input }) => {
      const f = await frameOf(services, auth, input);
      const now = services.now();
      const created = await services.db
        .select({ userId: traceCols.nextTraceUserId, n: cnt() })
        .from(ahClueTrace)
        .where(traceWhere(f, auth, true))
        .groupBy(traceCols.nextTraceUserId) as unknown as { userId: string | null; n: number }[];
      const holding = await services.db
        .select({
          userId: traceCols.nextTraceUserId,
          active: cnt(inArray(traceCols.visitState, ACTIVE)),
          overdue: cnt(and(inArray(traceCols.visitState, ACTIVE), lt(traceCols.nextTraceTime, now))),
        })
        .from(ahClueTrace)
        .where(traceWhere(f, auth, false))
        .groupBy(traceCols.nextTraceUserId) as unknown as { userId: string | null; active: number; overdue: number }[];
      const traced = await services.db
        .select({
          userId: recordCols.traceUserId,
          traces: cnt(),
          visits: cnt(eq(recordCols.result, 'VISIT')),
          defeats: cnt(eq(recordCols.result, 'DEFEAT')),
          clues: sql<number>`count(distinct ${recordCols.ahClueTraceId})`.mapWith(Number),
        })
        .from(ahClueTraceRecord)
        .where(recordWhere(f))
        .groupBy(recordCols.traceUserId) as unknown as { userId: string | null; traces: number; visits: number; defeats: number; clues: number }[];
      const rows = new Map<string, { userId: string; newClueCount: number; activeCount: number; overdueCount: number; traceCount: number; tracedClueCount: number; visitCount: number; defeatCount: number }>();
      const row = (id: string) => {
        let r = rows.get(id);
        if (!r) rows.set(id, (r = { userId: id, newClueCount: 0, activeCount: 0, overdueCount: 0, traceCount: 0, tracedClueCount: 0, visitCount: 0, defeatCount: 0 }));
        return r;
      };
      for (const c of created) if (c.userId) row(c.userId).newClueCount = c.n;
      for (const h of holding) if (h.userId && (h.active || h.overdue)) Object.assign(row(h.userId), { activeCount: h.active, overdueCount: h.overdue });
      for (const t of traced) if (t.userId) Object.assign(row(t.userId), { traceCount: t.traces, tracedClueCount: t.clues, visitCount: t.visits, defeatCount: t.defeats });
      const names = await userNames(services, [...rows.keys()]);
      const records = [...rows.values()]
        .map((r) => ({ ...r, userName: names.get(r.userId) ?? '', visitRate: rateOf(r.visitCount, r.tracedClueCount), overdueRate: rateOf(r.overdueCount, r.activeCount) }))
        .sort((a, b) => b.traceCount - a.traceCount || a.userName.localeCompare(b.userName));
      return { startDate: f.startDate, endDate: f.endDate, dataScope: input.dataScope, records };
    },
  }),
  route({
    method: 'GET',
    url: '/crm-dcc/ahClueReport/personnelChannelAnalysis',
    input: reportInput,
    handler: async ({ auth, services, input }) => {
      const f = await frameOf(services, auth, input);
      const rows = await services.db
        .select({
          userId: traceCols.nextTraceUserId,
          channel: traceCols.customerChannelText,
          clues: cnt(),
          visited: cnt(eq(traceCols.visitState, VISIT_STATE.visited)),
          defeated: cnt(eq(traceCols.visitState, VISIT_STATE.defeated)),
        })
        .from(ahClueTrace)
        .where(and(traceWhere(f, auth, true), sql`${traceCols.nextTraceUserId} is not null`))
        .groupBy(traceCols.nextTraceUserId, traceCols.customerChannelText) as unknown as { userId: string; channel: string | null; clues: number; visited: number; defeated: number }[];
      const names = await userNames(services, [...new Set(rows.map((r) => r.userId!))]);
      const channels = [...new Set(rows.map((r) => r.channel ?? ''))].sort((a, b) => a.localeCompare(b));
      const byUser = new Map<string, { userId: string; userName: string; clueCount: number; visitCount: number; defeatCount: number; channelList: { channelName: string; clueCount: number; visitCount: number; defeatCount: number }[] }>();
      for (const r of rows) {
        let u = byUser.get(r.userId!);
        if (!u) byUser.set(r.userId!, (u = { userId: r.userId!, userName: names.get(r.userId!) ?? '', clueCount: 0, visitCount: 0, defeatCount: 0, channelList: [] }));
        u.clueCount += r.clues;
        u.visitCount += r.visited;
        u.defeatCount += r.defeated;
        u.channelList.push({ channelName: r.channel ?? '', clueCount: r.clues, visitCount: r.visited, defeatCount: r.defeated });
      }
      const records = [...byUser.values()]
        .map((u) => ({ ...u, visitRate: rateOf(u.visitCount, u.clueCount), channelList: u.channelList.sort((a, b) => b.clueCount - a.clueCount) }))
        .sort((a, b) => b.clueCount - a.clueCount);
      return { startDate: f.startDate, endDate: f.endDate, dataScope: input.dataScope, channels, records };
    },
  }),
  route({
    method: 'GET',
    url: '/crm-dcc/ahClueReport/channelList',
    input: reportInput,
    handler: async ({ auth, services, input }) => {
      const f = await frameOf(services, auth, input);
      const rows = await services.db
        .select({
          channel: traceCols.customerChannelText,
          clues: cnt(),
          visited: cnt(eq(traceCols.visitState, VISIT_STATE.visited)),
          defeated: cnt(eq(traceCols.visitState, VISIT_STATE.defeated)),
          inSea: cnt(eq(traceCols.visitState, VISIT_STATE.inSea)),
          repeat: cnt(eq(traceCols.repeatMark, 1)),
        })
        .from(ahClueTrace)
        .where(traceWhere(f, auth, true))
        .groupBy(traceCols.customerChannelText) as unknown as { channel: string | null; clues: number; visited: number; defeated: number; inSea: number; repeat: number }[];
      // configured channels without clues in the range still show, with zeros
      const configured = await services.db
        .select({ name: channelCols.channelName })
        .from(ahClueFromChannel)
        .where(eq(channelCols.isDeleted, 0))
        .orderBy(asc(channelCols.sort));
      const seen = new Map(rows.map((r) => [r.channel ?? '', r]));
      for (const c of configured) if (!seen.has(c.name as string)) seen.set(c.name as string, { channel: c.name as string, clues: 0, visited: 0, defeated: 0, inSea: 0, repeat: 0 });
      const records = [...seen.values()]
        .map((r) => ({
          channelName: r.channel ?? '',
          clueCount: r.clues,
          visitCount: r.visited,
          defeatCount: r.defeated,
          seaCount: r.inSea,
          repeatCount: r.repeat,
          visitRate: rateOf(r.visited, r.clues),
          defeatRate: rateOf(r.defeated, r.clues),
        }))
        .sort((a, b) => b.clueCount - a.clueCount || a.channelName.localeCompare(b.channelName));
      const total = records.reduce((a, r) => a + r.clueCount, 0);
      return { startDate: f.startDate, endDate: f.endDate, dataScope: input.dataScope, total, records };
    },
  }),
];
