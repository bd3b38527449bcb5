/**
 * 事项工单 and 车主服务 beyond their declarations (docs/after-sales.md): a time in the past is refused
 * when a request or matter is recorded, a matter given an assignee starts 已指派, and a request gets
 * its number. Their events are the declarations' actions, checked by the owner-service machine.
 */
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { ApiError } from '../../http/envelope';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import { storeMatch } from '../../http/store-scope';
import { ahWorkOrderInfo, ahWorkOrderInfoItem } from '../../db/resource-tables/work-orders';
import { ahWorkOrderConfigStation } from '../../db/resource-tables/accessories';
import { WORK_ORDER_STATE } from '../../../src/machines/work-order.machine';
import type { ResourceHooks } from '../../http/resource-router';
import { Codes } from '../../../src/domain/codes';
import { AFTER_SALES_SERVICE_MESSAGES as M, OWNER_SERVICE_STATE, REPORT_GROUP } from '../../../src/domain/resources/operations/after-sales-service';

const past = (value: unknown, now: Date) => value instanceof Date ? value.getTime() < now.getTime() : typeof value === 'string' && value !== '' && new Date(value).getTime() < now.getTime();

export const AFTER_SALES_SERVICE_HOOKS: Record<string, ResourceHooks> = {
  ahMatterWorkOrder: {
    beforeWrite: async ({ services, value, id, lang }) => {
      if (value.dueTime !== undefined && past(value.dueTime, services.now())) throw new ApiError(Codes.BAD_REQUEST, M.pastDue[lang], { field: 'dueTime' });
      if (!id) value.state = value.assignee ? OWNER_SERVICE_STATE.assigned : OWNER_SERVICE_STATE.new;
    },
  },
  ahOwnerService: {
    beforeWrite: async ({ services, value, id, lang, newId }) => {
      const now = services.now();
      if (value.appointmentTime !== undefined && past(value.appointmentTime, now)) throw new ApiError(Codes.BAD_REQUEST, M.pastTime[lang], { field: 'appointmentTime' });
      // FW + the day + the id's tail: readable on the phone, unique with the id
      if (!id) value.requestNo = `FW${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(newId ?? '').slice(-6)}`;
    },
  },
};

// ---------------------------------------------------------------- 工单报表 (crm-file/tableWorkOrder/page)

/** A datetime filter of the panel ('YYYY-MM-DD HH:mm:ss' or ISO), or null. */
function timeOf(x: unknown): Date | null {
  if (typeof x !== 'string' || !x.trim()) return null;
  const d = new Date(x.includes('T') ? x : `${x.trim().replace(' ', 'T')}+08:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

export async function workOrderReport(services: Services, auth: AuthContext, query: Record<string, unknown>, offset: number, limit: number) {
  const o = ahWorkOrderInfo;
  const groupBy = Number(query.groupBy ?? REPORT_GROUP.adviser);
  const dimension =
    groupBy === REPORT_GROUP.station
      ? sql<string>`coalesce(${ahWorkOrderConfigStation.stationName}, '未分配工位')`
      : groupBy === REPORT_GROUP.month
        ? sql<string>`to_char(${o.createTime} at time zone 'Asia/Shanghai', 'YYYY-MM')`
        : sql<string>`coalesce(${o.serviceAdviser}, '')`;
  const from = timeOf(query.createTimeStart);
  const to = timeOf(query.createTimeEnd);
  const where = and(
    eq(o.tenantId, auth.tenantId),
    storeMatch(o.storeId, auth),
    eq(o.isDeleted, 0),
    ne(o.state, WORK_ORDER_STATE.cancelled),
    from ? gte(o.createTime, from) : undefined,
    to ? lte(o.createTime, to) : undefined,
  );
  // the hours of each order's item lines, summed before the grouping so an order counts once
  const hours = services.db
    .select({ orderId: ahWorkOrderInfoItem.ahWorkOrderInfoId, h: sql<string>`sum(${ahWorkOrderInfoItem.workHours})`.as('h') })
    .from(ahWorkOrderInfoItem)
    .where(and(eq(ahWorkOrderInfoItem.tenantId, auth.tenantId), eq(ahWorkOrderInfoItem.isDeleted, 0)))
    .groupBy(ahWorkOrderInfoItem.ahWorkOrderInfoId)
    .as('hours');
  const rows = await services.db
    .select({
      dimension,
      orderCount: sql<string>`count(*)`,
      settledCount: sql<string>`count(*) filter (where ${o.state} = ${WORK_ORDER_STATE.settled})`,
      workHours: sql<string>`coalesce(sum(${hours.h}), 0)`,
      labourAmount: sql<string>`coalesce(sum(${o.itemsAmount}), 0)`,
      materialsAmount: sql<string>`coalesce(sum(${o.materialsAmount}), 0)`,
      totalAmount: sql<string>`coalesce(sum(${o.totalAmount}), 0)`,
    })
    .from(o)
    .leftJoin(ahWorkOrderConfigStation, eq(ahWorkOrderConfigStation.id, o.ahWorkOrderConfigStationId))
    .leftJoin(hours, eq(hours.orderId, o.id))
    .where(where)
    .groupBy(dimension)
    .orderBy(dimension);
  const records = rows.map((r) => ({
    id: `${groupBy}-${r.dimension}`,
    groupBy,
    dimension: r.dimension,
    orderCount: Number(r.orderCount),
    settledCount: Number(r.settledCount),
    workHours: Math.round(Number(r.workHours) * 100) / 100,
    labourAmount: Number(r.labourAmount),
    materialsAmount: Number(r.materialsAmount),
    totalAmount: Number(r.totalAmount),
  }));
  return { total: records.length, records: records.slice(offset, offset + limit) };
}

AFTER_SALES_SERVICE_HOOKS.tableWorkOrder = {
  list: ({ services, auth, query, offset, limit }) => workOrderReport(services, auth, query, offset, limit),
};
