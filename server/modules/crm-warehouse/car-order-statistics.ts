/**
 * Order and delivery statistics of the caller's store (all stores for the super-admin without a
 * store): orderStatistics/getCarOrderSummary (totals and months), listContractCarSeries and
 * listContractCarModelBySeriesId (what the signed orders bought), ahCarOrderDeliver/
 * deliverStatisticsPage (deliveries grouped by series, salesman or month). Drafts and closed orders
 * are not sales and are left out of the series and model figures.
 */
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ApiError, page } from '../../http/envelope';
import { pagingCurrentSize, vId } from '../../http/input';
import { Codes, type Lang } from '../../../src/domain/codes';
import * as t from '../../db/resource-tables/car-orders';
import { CAR_ORDER_STATES } from '../../../src/machines/car-order.machine';
import { ort } from './car-order-core';

const DAY = 86_400_000;

/** startDate/endDate (inclusive dates); the last 12 months up to today by default */
function rangeOf(input: Record<string, unknown>, now: Date, lang: Lang): { start: Date; end: Date } {
  const parse = (k: string) => {
    const raw = input[k];
    if (raw === undefined || raw === null || raw === '') return null;
    const s = String(raw).trim().slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(Date.parse(`${s}T00:00:00Z`))) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'Invalid date' : '日期格式错误', { field: k });
    return new Date(`${s}T00:00:00Z`);
  };
  const endDay = parse('endDate') ?? parse('deliverTimeEnd') ?? new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const start = parse('startDate') ?? parse('deliverTimeStart') ?? new Date(Date.UTC(endDay.getUTCFullYear(), endDay.getUTCMonth() - 11, 1));
  const end = new Date(endDay.getTime() + DAY);
  if (start >= end) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'The start date is after the end date' : '开始日期不能晚于结束日期', { field: 'startDate' });
  if (end.getTime() - start.getTime() > 3 * 366 * DAY) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'At most three years at a time' : '统计区间不能超过三年', { field: 'startDate' });
  return { start, end };
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const SOLD = [CAR_ORDER_STATES.ordered, CAR_ORDER_STATES.assigned, CAR_ORDER_STATES.invoiced, CAR_ORDER_STATES.delivered];

function months(start: Date, end: Date): string[] {
  const out: string[] = [];
  const d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
  while (d < end) {
    out.push(d.toISOString().slice(0, 7));
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

const rangeInput = v.looseObject({});

export const carOrderStatisticsRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-warehouse/orderStatistics/getCarOrderSummary',
    input: rangeInput,
    handler: async ({ auth, services, input, lang }) => {
      const { start, end } = rangeOf(input, services.now(), lang);
      const scope = await ort.order.scope(services, auth);
      const inRange = and(scope, gte(t.ahCarOrder.orderDate, day(start)), lt(t.ahCarOrder.orderDate, day(end)));
      const byState = await services.db
        .select({ state: t.ahCarOrder.orderState, n: count(), amount: sql<string>`coalesce(sum(${t.ahCarOrder.totalAmount}), 0)` })
        .from(t.ahCarOrder)
        .where(inRange)
        .groupBy(t.ahCarOrder.orderState);
      const monthExpr = sql<string>`to_char(${t.ahCarOrder.orderDate}, 'YYYY-MM')`;
      const byMonth = await services.db
        .select({ month: monthExpr, n: count(), amount: sql<string>`coalesce(sum(${t.ahCarOrder.totalAmount}), 0)` })
        .from(t.ahCarOrder)
        .where(and(inRange, inArray(t.ahCarOrder.orderState, SOLD)))
        .groupBy(monthExpr);
      const dScope = await ort.deliver.scope(services, auth);
      const deliverMonth = sql<string>`to_char(${t.ahCarOrderDeliver.deliverTime} at time zone 'UTC', 'YYYY-MM')`;
      const delivered = await services.db
        .select({ month: deliverMonth, n: count(), amount: sql<string>`coalesce(sum(${t.ahCarOrderDeliver.deliverAmount}), 0)` })
        .from(t.ahCarOrderDeliver)
        .where(and(dScope, gte(t.ahCarOrderDeliver.deliverTime, start), lt(t.ahCarOrderDeliver.deliverTime, end)))
        .groupBy(deliverMonth);
      const st = (s: number) => byState.find((r) => Number(r.state) === s);
      const sold = byState.filter((r) => (SOLD as number[]).includes(Number(r.state)));
      return {
        startDate: day(start),
        endDate: day(new Date(end.getTime() - DAY)),
        orderCount: sold.reduce((a, r) => a + Number(r.n), 0),
        orderAmount: sold.reduce((a, r) => a + Number(r.amount), 0),
        draftCount: Number(st(CAR_ORDER_STATES.draft)?.n ?? 0),
        closedCount: Number(st(CAR_ORDER_STATES.closed)?.n ?? 0),
        openCount: [CAR_ORDER_STATES.ordered, CAR_ORDER_STATES.assigned, CAR_ORDER_STATES.invoiced].reduce((a, s) => a + Number(st(s)?.n ?? 0), 0),
        deliveredCount: delivered.reduce((a, r) => a + Number(r.n), 0),
        deliveredAmount: delivered.reduce((a, r) => a + Number(r.amount), 0),
        months: months(start, end).map((m) => {
          const o = byMonth.find((r) => r.month === m);
          const d = delivered.find((r) => r.month === m);
          return { month: m, orderCount: Number(o?.n ?? 0), orderAmount: Number(o?.amount ?? 0), deliveredCount: Number(d?.n ?? 0), deliveredAmount: Number(d?.amount ?? 0) };
        }),
      };
    },
  }),
  route({
    method: 'GET',
    url: '/crm-warehouse/orderStatistics/listContractCarSeries',
    input: rangeInput,
    handler: async ({ auth, services, input, lang }) => {
      const { start, end } = rangeOf(input, services.now(), lang);
      const rows = await services.db
        .select({ carSeriesId: t.ahCarOrderCar.carSeriesId, seriesName: t.ahCarOrderCar.seriesName, n: count(), amount: sql<string>`coalesce(sum(${t.ahCarOrderCar.salePrice}), 0)` })
        .from(t.ahCarOrderCar)
        .innerJoin(t.ahCarOrder, eq(t.ahCarOrder.id, t.ahCarOrderCar.ahCarOrderId))
        .where(and(await ort.order.scope(services, auth), eq(t.ahCarOrderCar.isDeleted, 0), inArray(t.ahCarOrder.orderState, SOLD), gte(t.ahCarOrder.orderDate, day(start)), lt(t.ahCarOrder.orderDate, day(end))))
        .groupBy(t.ahCarOrderCar.carSeriesId, t.ahCarOrderCar.seriesName)
        .orderBy(desc(count()));
      return rows.map((r) => ({ carSeriesId: r.carSeriesId, seriesName: r.seriesName, carCount: Number(r.n), amount: Number(r.amount) }));
    },
  }),
  route({
    method: 'GET',
    url: '/crm-warehouse/orderStatistics/listContractCarModelBySeriesId',
    input: v.looseObject({ carSeriesId: vId('请选择车系') }),
    handler: async ({ auth, services, input, lang }) => {
      const { start, end } = rangeOf(input, services.now(), lang);
      const rows = await services.db
        .select({ carModelId: t.ahCarOrderCar.carModelId, modelName: t.ahCarOrderCar.modelName, n: count(), amount: sql<string>`coalesce(sum(${t.ahCarOrderCar.salePrice}), 0)` })
        .from(t.ahCarOrderCar)
        .innerJoin(t.ahCarOrder, eq(t.ahCarOrder.id, t.ahCarOrderCar.ahCarOrderId))
        .where(
          and(
            await ort.order.scope(services, auth),
            eq(t.ahCarOrderCar.isDeleted, 0),
            eq(t.ahCarOrderCar.carSeriesId, input.carSeriesId),
            inArray(t.ahCarOrder.orderState, SOLD),
            gte(t.ahCarOrder.orderDate, day(start)),
            lt(t.ahCarOrder.orderDate, day(end)),
          ),
        )
        .groupBy(t.ahCarOrderCar.carModelId, t.ahCarOrderCar.modelName)
        .orderBy(desc(count()));
      return rows.map((r) => ({ carModelId: r.carModelId, modelName: r.modelName, carCount: Number(r.n), amount: Number(r.amount) }));
    },
  }),
  route({
    method: ['POST', 'GET'],
    url: '/crm-warehouse/ahCarOrderDeliver/deliverStatisticsPage',
    input: v.looseObject({ ...pagingCurrentSize, groupBy: v.optional(v.picklist(['series', 'salesman', 'month'], '统计方式只能是 series、salesman 或 month'), 'series') }),
    handler: async ({ auth, services, input, lang }) => {
      const { start, end } = rangeOf(input, services.now(), lang);
      const where: SQL | undefined = and(await ort.deliver.scope(services, auth), gte(t.ahCarOrderDeliver.deliverTime, start), lt(t.ahCarOrderDeliver.deliverTime, end));
      const key =
        input.groupBy === 'salesman'
          ? { id: sql<string>`coalesce(${t.ahCarOrderDeliver.salesUserId}::text, '')`, name: sql<string>`max(${t.ahCarOrderDeliver.salesName})` }
          : input.groupBy === 'month'
            ? { id: sql<string>`to_char(${t.ahCarOrderDeliver.deliverTime} at time zone 'UTC', 'YYYY-MM')`, name: sql<string>`to_char(max(${t.ahCarOrderDeliver.deliverTime}) at time zone 'UTC', 'YYYY-MM')` }
            : { id: sql<string>`coalesce(${t.ahCarOrderDeliver.carSeriesId}::text, '')`, name: sql<string>`max(${t.ahCarOrderDeliver.seriesName})` };
      const all = await services.db
        .select({ key: key.id, name: key.name, n: count(), amount: sql<string>`coalesce(sum(${t.ahCarOrderDeliver.deliverAmount}), 0)` })
        .from(t.ahCarOrderDeliver)
        .where(where)
        .groupBy(key.id);
      const sorted = all
        .map((r) => ({ key: r.key, name: r.name, deliverCount: Number(r.n), deliverAmount: Number(r.amount) }))
        .sort((a, b) => (input.groupBy === 'month' ? a.key.localeCompare(b.key) : b.deliverCount - a.deliverCount || a.key.localeCompare(b.key)));
      const from = (input.current - 1) * input.size;
      return {
        ...page(sorted.slice(from, from + input.size), sorted.length, input.current, input.size),
        groupBy: input.groupBy,
        deliverCount: sorted.reduce((a, r) => a + r.deliverCount, 0),
        deliverAmount: sorted.reduce((a, r) => a + r.deliverAmount, 0),
      };
    },
  }),
];
