/**
 * crm-warehouse/ahWarehouseCar beyond the generated calls: the state statistics and the machine
 * events (arrive, put the stock number, confirm in, lock, unlock, outbound). Each event loads the
 * row with SELECT ... FOR UPDATE, asks src/machines/warehouse-car.machine.ts whether it is allowed,
 * and applies it in the same transaction; a refused event answers 10300 with the reason.
 */
import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { noInput, vIds, vOptStr } from '../../http/input';
import { ApiError, fail, notFound } from '../../http/envelope';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { Codes, type Lang } from '../../../src/domain/codes';
import { isId } from '../../db/ids';
import { ahWarehouseCar } from '../../db/resource-tables/operations';
import {
  nextWarehouseCar,
  refusalMessage,
  warehouseCarStateOf,
  WAREHOUSE_CAR_STATE_OPTIONS,
  WAREHOUSE_CAR_STATES,
  type WarehouseCarEventType,
} from '../../../src/machines/warehouse-car.machine';
import { rt } from './runtimes';
import { requireOperatingCode } from '../../http/operating-code';
import type { CarRow } from './warehouse-car-hooks';
import type { Clock } from '../../http/resource-router';
import { refuseIfOrderHolds } from './car-order-holds';
import { CAR_ATTRIBUTES } from '../../../src/domain/resources/operations/warehouse';
import { toCents, validationMessage } from '../../../src/domain/validators';


/** the car's id as the spec's forms send it (id or ahWarehouseCarId), or as the generic list's row action does (ids, one) */
export const carIdInput = v.pipe(
  v.looseObject({ id: v.optional(v.unknown()), ahWarehouseCarId: v.optional(v.unknown()), ids: v.optional(v.unknown()) }),
  v.transform((x) => ({ ...x, id: String(x.id ?? x.ahWarehouseCarId ?? (typeof x.ids === 'string' && !x.ids.includes(',') ? x.ids : '')).trim() }) as Record<string, unknown> & { id: string }),
  v.check((x) => isId(x.id), '请选择车辆'),
);

export function refuse(row: { vin: string | null; state: number | null; inTransfer: number | null }, event: WarehouseCarEventType, lang: Lang): ApiError {
  const state = warehouseCarStateOf(row.state ?? -1);
  const m = state ? refusalMessage(state, row.inTransfer === 1, event) : { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
  return fail(Codes.BUSINESS_NOTICE, lang === 'en' ? `${row.vin}: ${m.en}` : `${row.vin}：${m.zh}`);
}

/**
 * Applies one machine event to one car of the caller's store. `extra` adds the event's own columns
 * (and may refuse); it runs inside the transaction after the machine said yes.
 */
export async function applyCarEvent(
  services: Services,
  auth: AuthContext,
  lang: Lang,
  id: string,
  event: WarehouseCarEventType,
  extra: (tx: Tx, row: CarRow) => Promise<Record<string, unknown>> = async () => ({}),
): Promise<CarRow> {
  const scope = await rt.warehouseCar.scope(services, auth);
  return services.db.transaction((tx) => applyCarEventIn(tx, services, auth, lang, eq(ahWarehouseCar.id, id), scope, event, extra));
}

/**
 * applyCarEvent inside the caller's transaction, the car found by `which` (its id, or its VIN for
 * the spreadsheet imports) within `scope` (computed before the transaction).
 */
export async function applyCarEventIn(
  tx: Tx,
  services: Services,
  auth: AuthContext,
  lang: Lang,
  which: SQL,
  scope: SQL | undefined,
  event: WarehouseCarEventType,
  extra: (tx: Tx, row: CarRow) => Promise<Record<string, unknown>> = async () => ({}),
): Promise<CarRow> {
  const [row] = (await tx.select().from(ahWarehouseCar).where(and(which, scope)).for('update').limit(1)) as CarRow[];
  if (!row) throw notFound(lang === 'en' ? 'No such car in this store' : '车辆不存在');
  const next = nextWarehouseCar(row.state ?? -1, row.inTransfer === 1, event);
  if (!next || next.deleted) throw refuse(row, event, lang);
  const set = { ...(await extra(tx, row)), state: next.state, inTransfer: next.inTransfer ? 1 : 0, updateUser: auth.userId, updateTime: services.now() };
  const [updated] = await tx.update(ahWarehouseCar).set(set).where(eq(ahWarehouseCar.id, row.id)).returning();
  return updated as CarRow;
}

const today = (d: Date) => d.toISOString().slice(0, 10);

const present = (row: CarRow, clock: Clock) => rt.warehouseCar.present(row as unknown as Record<string, unknown>, clock);

/** attributes updateWarehouseCarAttribute may change, one at a time (the declaration's list) */
const ATTRIBUTE_NAMES = CAR_ATTRIBUTES.map((a) => a.name) as [CarAttributeName, ...CarAttributeName[]];
type CarAttributeName = (typeof CAR_ATTRIBUTES)[number]['name'];

/**
 * The value as stored: a money attribute typed by a person (text) is in yuan, as every money field
 * of a form; a number is the spec's hundredths.
 */
function attributeValueOf(name: CarAttributeName, value: unknown, lang: Lang): unknown {
  if (CAR_ATTRIBUTES.find((a) => a.name === name)?.kind !== 'money' || typeof value !== 'string' || value.trim() === '') return value;
  try {
    return toCents(value.replaceAll(',', ''));
  } catch {
    throw new ApiError(Codes.BAD_REQUEST, validationMessage('notANumber', lang), { field: 'attributeValue' });
  }
}

export const warehouseCarRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/crm-warehouse/ahWarehouseCar/updateWarehouseCarAttribute',
    permission: 'warehouse_stock_edit_attribute',
    input: v.pipe(
      carIdInput,
      v.transform((x) => ({ id: x.id, attributeName: x.attributeName, attributeValue: x.attributeValue, operatingCode: x.operatingCode })),
      v.object({
        id: v.string(),
        attributeName: v.picklist(ATTRIBUTE_NAMES, '不能修改该属性'),
        attributeValue: v.unknown(),
        operatingCode: v.optional(v.unknown()),
      }),
    ),
    handler: async ({ auth, services, input, lang }) => {
      // a stock car's recorded facts change only with the operating password
      await requireOperatingCode(services, auth, input.operatingCode);
      await rt.warehouseCar.update(services, auth, input.id, { [input.attributeName]: attributeValueOf(input.attributeName, input.attributeValue, lang) }, lang);
      const row = await rt.warehouseCar.findOne(services.db, await rt.warehouseCar.scope(services, auth), input.id);
      return row ? rt.warehouseCar.present(row, services) : null;
    },
  }),
  route({
    method: 'GET',
    url: '/crm-warehouse/ahWarehouseCar/getCarStatusStatisticsInfo',
    input: noInput,
    handler: async ({ auth, services }) => {
      const scope = await rt.warehouseCar.scope(services, auth);
      const rows = (await services.db
        .select({ state: ahWarehouseCar.state, inTransfer: ahWarehouseCar.inTransfer, n: count() })
        .from(ahWarehouseCar)
        .where(scope)
        .groupBy(ahWarehouseCar.state, ahWarehouseCar.inTransfer)) as { state: number | null; inTransfer: number | null; n: number }[];
      const byState = new Map<number, number>();
      let inTransfer = 0;
      for (const r of rows) {
        byState.set(r.state ?? -1, (byState.get(r.state ?? -1) ?? 0) + Number(r.n));
        if (r.inTransfer === 1) inTransfer += Number(r.n);
      }
      const counts = Object.fromEntries(Object.entries(WAREHOUSE_CAR_STATES).map(([name, value]) => [name, byState.get(value) ?? 0]));
      const total = [...byState.values()].reduce((a, b) => a + b, 0);
      return {
        total,
        /** cars the store holds now: everything that has not gone out */
        stock: total - (byState.get(WAREHOUSE_CAR_STATES.out) ?? 0),
        inTransfer,
        ...counts,
        cards: WAREHOUSE_CAR_STATE_OPTIONS.map((o) => ({ state: o.value, name: o.zh, nameEn: o.en, count: byState.get(o.value) ?? 0 })),
      };
    },
  }),
  // the spec sends delete as GET; the generated route answers POST
  route({
    method: 'GET',
    url: '/crm-warehouse/ahWarehouseCar/delete',
    permission: 'warehouse_stock_delete',
    input: v.pipe(
      v.looseObject({ ids: v.optional(v.unknown()), id: v.optional(v.unknown()) }),
      v.transform((x) => ({ ids: x.ids ?? x.id })),
      v.object({ ids: vIds() }),
    ),
    handler: async ({ auth, services, input }) => {
      await rt.warehouseCar.remove(services, auth, input.ids);
      return true;
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/ahWarehouseCar/arriveWarehouseCar',
    permission: 'warehouse_stock_arrive',
    input: v.pipe(carIdInput, v.transform((x) => ({ id: x.id, arrivalDate: x.arrivalDate }))),
    handler: async ({ auth, services, input, lang }) => {
      const raw = input.arrivalDate === undefined || input.arrivalDate === null || input.arrivalDate === '' ? null : String(input.arrivalDate);
      if (raw !== null && (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(raw)))) throw new ApiError(Codes.BAD_REQUEST, '到库日期格式错误', { field: 'arrivalDate' });
      const row = await applyCarEvent(services, auth, lang, input.id, 'ARRIVE', async () => ({ arrivalDate: raw ?? today(services.now()) }));
      return present(row, services);
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/ahWarehouseCar/putWarehouseCarNo',
    permission: 'warehouse_stock_put_car_no',
    input: v.pipe(carIdInput, v.transform((x) => ({ id: x.id, warehouseNo: x.warehouseNo ?? undefined })), v.object({ id: v.string(), warehouseNo: vOptStr(30) })),
    handler: async ({ auth, services, input, lang }) => {
      const row = await applyCarEvent(services, auth, lang, input.id, 'PUT_NO', async (tx, car) => {
        let no = input.warehouseNo || '';
        if (!no) {
          // the store's next number: date and a sequence within the store
          const [{ n }] = await tx
            .select({ n: count() })
            .from(ahWarehouseCar)
            .where(and(eq(ahWarehouseCar.storeId, car.storeId!), sql`${ahWarehouseCar.warehouseNo} is not null`));
          no = `K${today(services.now()).replaceAll('-', '')}${String(Number(n) + 1).padStart(4, '0')}`;
        }
        const [dup] = await tx
          .select({ id: ahWarehouseCar.id })
          .from(ahWarehouseCar)
          .where(and(eq(ahWarehouseCar.storeId, car.storeId!), eq(ahWarehouseCar.warehouseNo, no), eq(ahWarehouseCar.isDeleted, 0), ne(ahWarehouseCar.id, car.id)))
          .limit(1);
        if (dup) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'Stock number already used' : '库存编号已存在', { field: 'warehouseNo' });
        return { warehouseNo: no };
      });
      return present(row, services);
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/ahWarehouseCar/inConfirm',
    permission: 'warehouse_stock_in_confirm',
    input: v.pipe(carIdInput, v.transform((x) => ({ id: x.id, displayLocation: x.displayLocation ?? undefined })), v.object({ id: v.string(), displayLocation: vOptStr(100) })),
    handler: async ({ auth, services, input, lang }) => {
      const row = await applyCarEvent(services, auth, lang, input.id, 'IN_CONFIRM', async () => ({
        inTime: services.now(),
        ...(input.displayLocation ? { displayLocation: input.displayLocation } : {}),
      }));
      return present(row, services);
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/ahWarehouseCar/lockWarehouseCar',
    permission: 'warehouse_stock_lock_setting',
    input: carIdInput,
    handler: async ({ auth, services, input, lang }) => present(await applyCarEvent(services, auth, lang, input.id, 'LOCK'), services),
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/ahWarehouseCar/unlockWarehouseCar',
    permission: 'warehouse_stock_lock_setting',
    input: carIdInput,
    // a car an order holds is unlocked through its order only
    handler: async ({ auth, services, input, lang }) => present(await applyCarEvent(services, auth, lang, input.id, 'UNLOCK', (tx, row) => refuseIfOrderHolds(tx, row, lang)), services),
  }),
  route({
    method: ['GET', 'POST'],
    url: '/crm-warehouse/ahWarehouseCar/warehouseOut',
    permission: 'warehouse_stock_out',
    input: carIdInput,
    handler: async ({ auth, services, input, lang }) => present(await applyCarEvent(services, auth, lang, input.id, 'OUT', async () => ({ outTime: services.now() })), services),
  }),
];
