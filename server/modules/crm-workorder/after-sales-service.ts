/**
 * 事项工单 and 车主服务 beyond their declarations (docs/after-sales.md): a time in the past is refused
 * when a request or matter is recorded, a matter given an assignee starts 已指派, and a request gets
 * its number. Their events are the declarations' actions, checked by the owner-service machine.
 */
import { and, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { ApiError, notFound } from '../../http/envelope';
import { route, type Registrable } from '../../http/route';
import { writeStateLog } from '../../http/state-log';
import { actionPermissions, readAction, ResourceRuntime, type ResourceHookMap } from '../../http/resource-router';
import { validateRecord } from '../../../src/domain/resources/validate';
import { workOrderResource } from '../../../src/domain/resources/operations/work-order';
import { WORK_ORDER_HOOKS } from './work-order';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import { requireStore, storeMatch } from '../../http/store-scope';
import { ahOwnerService, ahWorkOrderInfo, ahWorkOrderInfoItem } from '../../db/resource-tables/work-orders';
import { ahWorkOrderConfigStation } from '../../db/resource-tables/accessories';
import { WORK_ORDER_STATE } from '../../../src/machines/work-order.machine';
import { Codes } from '../../../src/domain/codes';
import {
  AFTER_SALES_SERVICE_MESSAGES as M,
  OWNER_SERVICE_STATE,
  REPORT_GROUP,
  RESERVATION_MESSAGES,
  ownerServiceResource,
  reservationConvertible,
  reservationRefusal,
} from '../../../src/domain/resources/operations/after-sales-service';

const past = (value: unknown, now: Date) => value instanceof Date ? value.getTime() < now.getTime() : typeof value === 'string' && value !== '' && new Date(value).getTime() < now.getTime();

export const AFTER_SALES_SERVICE_HOOKS: ResourceHookMap = {
  tableWorkOrder: {
    list: ({ services, auth, query, offset, limit }) => workOrderReport(services, auth, query, offset, limit),
  },
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
    .where(eq(ahWorkOrderInfoItem.isDeleted, 0))
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


// ---------------------------------------------------------------- 保养预约 → 售后工单 (转工单)

const orders = new ResourceRuntime(workOrderResource, ahWorkOrderInfo, WORK_ORDER_HOOKS.ahWorkOrderInfo);
const toWorkOrder = ownerServiceResource.actions.find((a) => a.name === 'TO_WORK_ORDER')!;

type Row = Record<string, unknown>;

/**
 * A maintenance reservation becomes a work order of its store, exactly once: the reservation is
 * locked, asked whether it still may (a second click finds the first's order and answers 10300
 * 该预约已转为工单WO…), the order written through the work order's own checks and numbering, and the
 * reservation stamped with it, in one transaction; the order's unique ahOwnerServiceId is the
 * database's own wall.
 */
export const ownerServiceRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: `/${ownerServiceResource.service}/${ownerServiceResource.base}/${toWorkOrder.path}`,
    permission: actionPermissions(ownerServiceResource, toWorkOrder),
    input: v.looseObject({}),
    handler: async ({ auth, services, input, lang }) => {
      const call = readAction(ownerServiceResource, toWorkOrder, input as Row, lang);
      const storeId = requireStore(auth, lang);
      const scope = await orders.scope(services, auth);
      const now = services.now();
      return services.db.transaction(async (tx) => {
        const [row] = (await tx
          .select()
          .from(ahOwnerService)
          .where(and(eq(ahOwnerService.id, call.ids[0]), eq(ahOwnerService.storeId, storeId), eq(ahOwnerService.isDeleted, 0)))
          .for('update')) as Row[];
        if (!row) throw notFound(lang === 'en' ? 'No such request in this store' : '单据不存在');
        if (!reservationConvertible(row)) throw new ApiError(Codes.BUSINESS_NOTICE, reservationRefusal(row)[lang]);
        if (!row.licensePlate) throw new ApiError(Codes.BAD_REQUEST, RESERVATION_MESSAGES.plateRequired[lang], { field: 'licensePlate' });
        const checked = validateRecord(
          workOrderResource,
          {
            customerName: row.ownerName,
            customerPhone: row.phone,
            licensePlate: row.licensePlate,
            repairType: call.values.repairType ?? 1,
            serviceAdviser: call.values.serviceAdviser,
            remark: `保养预约${String(row.requestNo ?? '')}${row.content ? `：${String(row.content)}` : ''}`.slice(0, 255),
          },
          { lang },
        );
        if (!checked.ok) throw new ApiError(Codes.BAD_REQUEST, checked.message, { field: checked.field });
        const value: Row = { ...checked.value, ahOwnerServiceId: String(row.id) };
        const id = await orders.insertIn(tx, services, auth, value, scope, lang, { now });
        const orderNo = String(value.orderNo ?? '');
        const done = await tx
          .update(ahOwnerService)
          .set({ ahWorkOrderInfoId: id, workOrderNo: orderNo, updateUser: auth.userId, updateTime: now })
          .where(and(eq(ahOwnerService.id, String(row.id)), isNull(ahOwnerService.ahWorkOrderInfoId)))
          .returning({ id: ahOwnerService.id });
        if (!done.length) throw new ApiError(Codes.BUSINESS_NOTICE, reservationRefusal({ ...row, ahWorkOrderInfoId: id })[lang]);
        await writeStateLog(tx, auth, [{ resource: ownerServiceResource.key, recordId: String(row.id), action: 'TO_WORK_ORDER', field: 'workOrderNo', from: null, to: orderNo }], now);
        return { id, orderNo };
      });
    },
  }),
];
