/**
 * War reports (crm-dcc/ahWarReport, menu 战报管理): the generated calls, with the figures counted on
 * every save, in the save's transaction, over the report's period in the store. Clues, follow-ups
 * and visits are counted as the 跟进人员统计 report counts them (the same conditions, from
 * customer-report.ts); orders are those placed in the period that are not drafts or closed, their
 * value the orders' totals; deliveries are the orders delivered in the period; the top seller has the
 * most of those orders (an order without a salesperson counts for whoever created it, as the lock
 * quota counts it).
 */
import { and, desc, eq, gte, inArray, isNotNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { ResourceHookMap } from '../../http/resource-router';
import { ApiError } from '../../http/envelope';
import { Codes } from '../../../src/domain/codes';
import type { AuthContext } from '../../http/auth';
import type { Tx } from '../../db';
import { user } from '../../db/schema';
import { ahClueTrace, ahClueTraceRecord } from '../../db/resource-tables/sales';
import { ahWarReport } from '../../db/resource-tables/customers';
import { ahCarOrder } from '../../db/resource-tables/car-orders';
import { CAR_ORDER_STATES } from '../../../src/machines/car-order.machine';
import { warReportPeriodProblem } from '../../../src/domain/resources/sales/war-report';
import { cnt, dayStart, recordWhere, traceWhere, type Frame } from './customer-report';
import { recordCols } from './clue-common';
import { requireStore } from '../../http/store-scope';

const DAY_MS = 86_400_000;
/** an order's holder: its salesperson, else whoever created it */
const holder = sql<string>`coalesce(${ahCarOrder.salesUserId}, ${ahCarOrder.createUser})`;

export interface WarFigures {
  newClueCount: number;
  traceCount: number;
  visitCount: number;
  orderCount: number;
  orderAmount: number;
  deliveryCount: number;
  championName: string | null;
  championOrders: number;
}

/** The store's figures over [startDate, endDate] (whole days in the dealers' time zone). */
export async function warFigures(tx: Tx, auth: Pick<AuthContext, 'tenantId'>, storeId: string, startDate: string, endDate: string): Promise<WarFigures> {
  const from = dayStart(startDate);
  const to = new Date(dayStart(endDate).getTime() + DAY_MS);
  const frame: Frame = { from, to, startDate, endDate, storeIds: [storeId], onlyUser: null };
  const [clues] = await tx.select({ n: cnt() }).from(ahClueTrace).where(traceWhere(frame, auth, true));
  const [traced] = await tx.select({ traces: cnt(), visits: cnt(eq(recordCols.result, 'VISIT')) }).from(ahClueTraceRecord).where(recordWhere(frame));
  const inStore = and(eq(ahCarOrder.storeId, storeId), eq(ahCarOrder.isDeleted, 0));
  const placed = and(inStore, gte(ahCarOrder.orderDate, startDate), lte(ahCarOrder.orderDate, endDate), notInArray(ahCarOrder.orderState, [CAR_ORDER_STATES.draft, CAR_ORDER_STATES.closed]));
  const [orders] = await tx
    .select({ n: cnt(), amount: sql<number>`coalesce(sum(${ahCarOrder.totalAmount}), 0)`.mapWith(Number) })
    .from(ahCarOrder)
    .where(placed);
  const [delivered] = await tx
    .select({ n: cnt() })
    .from(ahCarOrder)
    .where(and(inStore, isNotNull(ahCarOrder.deliveryTime), gte(ahCarOrder.deliveryTime, from), lt(ahCarOrder.deliveryTime, to)));
  const [top] = await tx
    .select({ person: holder, n: cnt() })
    .from(ahCarOrder)
    .where(and(placed, sql`${holder} is not null`))
    .groupBy(holder)
    .orderBy(desc(cnt()), holder)
    .limit(1);
  let championName: string | null = null;
  if (top) {
    const [who] = await tx.select({ name: user.name }).from(user).where(inArray(user.id, [top.person]));
    championName = who?.name ?? null;
  }
  return {
    newClueCount: clues.n,
    traceCount: traced.traces,
    visitCount: traced.visits,
    orderCount: orders.n,
    orderAmount: orders.amount,
    deliveryCount: delivered.n,
    championName,
    championOrders: top?.n ?? 0,
  };
}

export const warReportHooks: ResourceHookMap = {
  ahWarReport: {
    beforeWrite: async ({ tx, auth, value, id, lang }) => {
      const storeId = requireStore(auth, lang);
      let { startDate, endDate } = value as { startDate?: string; endDate?: string };
      if (id && (!startDate || !endDate)) {
        // an edit that leaves the period out keeps the stored one, and its figures are counted again
        const [row] = await tx.select({ startDate: ahWarReport.startDate, endDate: ahWarReport.endDate }).from(ahWarReport).where(eq(ahWarReport.id, id));
        startDate ||= row?.startDate as string | undefined;
        endDate ||= row?.endDate as string | undefined;
      }
      if (!startDate || !endDate) return;
      const problem = warReportPeriodProblem(String(startDate), String(endDate));
      // naming the field lets the form mark the end date and put the focus there
      if (problem) throw new ApiError(Codes.BAD_REQUEST, problem[lang], { field: 'endDate' });
      Object.assign(value, await warFigures(tx, auth, storeId, String(startDate), String(endDate)));
    },
  },
};
