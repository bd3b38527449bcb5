/**
 * What every car-order call shares: the runtimes of the order tables, input pieces, loading an order
 * and its cars FOR UPDATE, asking the car-order and car-lock machines, and settling the order's
 * state, counts and totals after its cars changed. Rows are always locked in the same order
 * (order, then its cars, then stock cars by id) so two people acting at once cannot deadlock.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { ResourceRuntime, type Clock } from '../../http/resource-router';
import { ApiError, fail, notFound } from '../../http/envelope';
import type { AuthContext } from '../../http/auth';
import type { Tx } from '../../db';
import type { Services } from '../../services';
import { Codes, type Lang } from '../../../src/domain/codes';
import { isId, newId } from '../../db/ids';
import { user } from '../../db/schema';
import * as t from '../../db/resource-tables/car-orders';
import { ahWarehouseCar } from '../../db/resource-tables/operations';
import {
  carOrderAdditionalResource,
  carOrderCarBoutiqueResource,
  carOrderCarResource,
  carOrderContractResource,
  carOrderLockLogResource,
  carOrderResource,
} from '../../../src/domain/resources/operations/car-order';
import { carOrderInvoiceResource } from '../../../src/domain/resources/operations/car-order-invoice';
import { carOrderDeliverResource } from '../../../src/domain/resources/operations/car-order-deliver';
import { releaseBusinessResource } from '../../../src/domain/resources/operations/release-business';
import { carOrderRefusal, carOrderStateOf, carOrderStoredContext, nextCarOrder, type CarOrderContext, type CarOrderEvent } from '../../../src/machines/car-order.machine';
import { carLockRefusal, carLockStateOf, holdsCar, nextCarLock, type CarLockEventType } from '../../../src/machines/car-lock.machine';
import { nextWarehouseCar, type WarehouseCarEventType } from '../../../src/machines/warehouse-car.machine';
import { refuse } from './warehouse-car';
import type { CarRow } from './warehouse-car-hooks';
import { requireStore } from '../../http/store-scope';

// rows as the tables type them (server/db/resource-table.ts)
export type OrderRow = typeof t.ahCarOrder.$inferSelect;
export type OrderCarRow = typeof t.ahCarOrderCar.$inferSelect;
export type InvoiceRow = typeof t.ahCarOrderInvoiceInfo.$inferSelect;

export const ort = {
  order: new ResourceRuntime(carOrderResource, t.ahCarOrder),
  car: new ResourceRuntime(carOrderCarResource, t.ahCarOrderCar),
  additional: new ResourceRuntime(carOrderAdditionalResource, t.ahCarOrderAdditional),
  boutique: new ResourceRuntime(carOrderCarBoutiqueResource, t.ahCarOrderCarBoutique),
  lockLog: new ResourceRuntime(carOrderLockLogResource, t.ahCarOrderLockLog),
  contract: new ResourceRuntime(carOrderContractResource, t.ahCarOrderContract),
  invoice: new ResourceRuntime(carOrderInvoiceResource, t.ahCarOrderInvoiceInfo),
  deliver: new ResourceRuntime(carOrderDeliverResource, t.ahCarOrderDeliver),
  release: new ResourceRuntime(releaseBusinessResource, t.ahReleaseBusiness),
};

/** an id under one of the names the spec's screens send it (the first present wins) */
export const idOf = (names: string[], message: string) =>
  v.pipe(
    v.looseObject({}),
    v.transform((x: Record<string, unknown>) => {
      const raw = names.map((n) => x[n]).find((y) => y !== undefined && y !== null && y !== '');
      return { ...x, id: raw === undefined ? '' : String(raw).trim() } as Record<string, unknown> & { id: string };
    }),
    v.check((x) => isId(x.id), message),
  );

export const orderIdInput = idOf(['ahCarOrderId', 'carOrderId', 'id', 'ids'], '请选择订单');
export const orderCarIdInput = idOf(['ahCarOrderCarId', 'id', 'ids'], '请选择订单车辆');

export function needStore(auth: AuthContext, lang: Lang): string {
  return requireStore(auth, lang);
}

export const orderNotFound = (lang: Lang) => notFound(lang === 'en' ? 'No such order in this store' : '订单不存在');
export const orderCarNotFound = (lang: Lang) => notFound(lang === 'en' ? 'No such order car' : '订单车辆不存在');

export async function lockOrder(tx: Tx, auth: AuthContext, id: string, lang: Lang): Promise<OrderRow> {
  const [row] = (await tx
    .select()
    .from(t.ahCarOrder)
    .where(and(eq(t.ahCarOrder.id, id), eq(t.ahCarOrder.isDeleted, 0), auth.storeId ? eq(t.ahCarOrder.storeId, auth.storeId) : undefined))
    .for('update')) as OrderRow[];
  if (!row) throw orderNotFound(lang);
  return row;
}

/** the order's live cars, locked, in a stable order */
export async function lockOrderCars(tx: Tx, orderId: string): Promise<OrderCarRow[]> {
  return (await tx
    .select()
    .from(t.ahCarOrderCar)
    .where(and(eq(t.ahCarOrderCar.ahCarOrderId, orderId), eq(t.ahCarOrderCar.isDeleted, 0)))
    .orderBy(asc(t.ahCarOrderCar.sort), asc(t.ahCarOrderCar.id))
    .for('update')) as OrderCarRow[];
}

/** the order an order car belongs to (read without a lock: the caller then locks the order, then the car) */
export async function orderIdOfCar(tx: Tx, auth: AuthContext, orderCarId: string, lang: Lang): Promise<string> {
  const [row] = await tx
    .select({ orderId: t.ahCarOrderCar.ahCarOrderId })
    .from(t.ahCarOrderCar)
    .where(and(eq(t.ahCarOrderCar.id, orderCarId), eq(t.ahCarOrderCar.isDeleted, 0), auth.storeId ? eq(t.ahCarOrderCar.storeId, auth.storeId) : undefined))
    .limit(1);
  if (!row?.orderId) throw orderCarNotFound(lang);
  return String(row.orderId);
}

export function contextOf(cars: OrderCarRow[]): CarOrderContext {
  return {
    allLocked: cars.length > 0 && cars.every((c) => holdsCar(c.lockState)),
    allInvoiced: cars.length > 0 && cars.every((c) => c.invoiceState === 1),
  };
}

export function orderRefused(order: OrderRow, event: CarOrderEvent['type'], lang: Lang): ApiError {
  const state = carOrderStateOf(order.orderState ?? -1);
  const m = state ? carOrderRefusal(state, event) : { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
  return fail(Codes.BUSINESS_NOTICE, lang === 'en' ? `${order.orderNo}: ${m.en}` : `${order.orderNo}：${m.zh}`);
}

/** refuses unless the order in its stored state may take the event (checked before the cars change) */
export function requireOrderEvent(order: OrderRow, event: CarOrderEvent, lang: Lang): void {
  if (nextCarOrder(order.orderState ?? -1, storedContext(order), event) === null) throw orderRefused(order, event.type, lang);
}

/** the lock machine's answer for one order car, or the refusal */
export function lockStep(car: OrderCarRow, event: CarLockEventType, lang: Lang) {
  const next = nextCarLock(car.lockState ?? 0, car.invoiceState === 1, event);
  if (next) return next;
  const state = carLockStateOf(car.lockState ?? 0) ?? 'unlocked';
  const m = carLockRefusal(state, car.invoiceState === 1, event);
  const who = car.vin || car.modelName || '';
  throw fail(Codes.BUSINESS_NOTICE, lang === 'en' ? `${who}: ${m.en}` : `${who}：${m.zh}`);
}

/** the warehouse-car machine's answer for one stock car, or its refusal */
export function carStep(car: CarRow, event: WarehouseCarEventType, lang: Lang) {
  const next = nextWarehouseCar(car.state ?? -1, car.inTransfer === 1, event);
  if (!next || next.deleted) throw refuse(car, event, lang);
  return next;
}

export async function lockStockCars(tx: Tx, auth: AuthContext, ids: string[]): Promise<CarRow[]> {
  if (ids.length === 0) return [];
  return (await tx
    .select()
    .from(ahWarehouseCar)
    .where(and(inArray(ahWarehouseCar.id, [...new Set(ids)]), eq(ahWarehouseCar.isDeleted, 0)))
    .orderBy(asc(ahWarehouseCar.id))
    .for('update')) as CarRow[];
}

/** moves a stock car through one or more warehouse-car events (e.g. UNLOCK then OUT), checked at each step */
export async function moveStockCar(tx: Tx, services: Services, auth: AuthContext, car: CarRow, events: WarehouseCarEventType[], lang: Lang, extra: Record<string, unknown> = {}) {
  let state = car.state ?? -1;
  let inTransfer = car.inTransfer === 1;
  for (const e of events) {
    const next = carStep({ ...car, state, inTransfer: inTransfer ? 1 : 0 }, e, lang);
    state = next.state;
    inTransfer = next.inTransfer;
  }
  await tx
    .update(ahWarehouseCar)
    .set({ ...extra, state, inTransfer: inTransfer ? 1 : 0, updateUser: auth.userId, updateTime: services.now() })
    .where(eq(ahWarehouseCar.id, car.id));
  (car as { state: number | null }).state = state;
}

export async function logLock(tx: Tx, services: Services, auth: AuthContext, orderCar: OrderCarRow, event: string, fromVin: string | null, toVin: string | null, operatorName: string) {
  const now = services.now();
  await tx.insert(t.ahCarOrderLockLog).values({
    id: newId(),
    storeId: orderCar.storeId,
    ahCarOrderId: orderCar.ahCarOrderId,
    ahCarOrderCarId: orderCar.id,
    event,
    fromVin,
    toVin,
    operatorName,
    createUser: auth.userId,
    updateUser: auth.userId,
    createTime: now,
    updateTime: now,
  });
}

/**
 * After the cars of an order changed: the machine event (carrying what is now true), the new state,
 * the counts and the totals, written in the caller's transaction. Returns the new state.
 */
export async function settleOrder(tx: Tx, services: Services, auth: AuthContext, order: OrderRow, event: CarOrderEvent, lang: Lang, extra: Record<string, unknown> = {}): Promise<number> {
  const after = (await tx
    .select()
    .from(t.ahCarOrderCar)
    .where(and(eq(t.ahCarOrderCar.ahCarOrderId, order.id), eq(t.ahCarOrderCar.isDeleted, 0)))
    .orderBy(asc(t.ahCarOrderCar.sort), asc(t.ahCarOrderCar.id))) as OrderCarRow[];
  const ctx = contextOf(after);
  const withFacts: CarOrderEvent =
    event.type === 'LOCK_CAR' || event.type === 'DELETE_CAR'
      ? { ...event, allLocked: ctx.allLocked }
      : event.type === 'INVOICE'
        ? { ...event, allInvoiced: ctx.allInvoiced }
        : event.type === 'EDIT'
          ? { ...event, allLocked: ctx.allLocked }
          : event;
  // the stored state with the facts before the change: the machine's view of the row
  const next = nextCarOrder(order.orderState ?? -1, storedContext(order), withFacts);
  if (next === null) throw orderRefused(order, event.type, lang);
  const boutiques = await tx
    .select({ price: t.ahCarOrderCarBoutique.price, quantity: t.ahCarOrderCarBoutique.quantity, isGift: t.ahCarOrderCarBoutique.isGift })
    .from(t.ahCarOrderCarBoutique)
    .where(and(eq(t.ahCarOrderCarBoutique.ahCarOrderId, order.id), eq(t.ahCarOrderCarBoutique.isDeleted, 0)));
  const additional = await tx
    .select({ price: t.ahCarOrderAdditional.price })
    .from(t.ahCarOrderAdditional)
    .where(and(eq(t.ahCarOrderAdditional.ahCarOrderId, order.id), eq(t.ahCarOrderAdditional.isDeleted, 0)));
  const carAmount = after.reduce((a, c) => a + (c.salePrice ?? 0), 0);
  const boutiqueAmount = boutiques.reduce((a: number, b) => a + (Number(b.isGift) === 1 ? 0 : Number(b.price ?? 0) * Number(b.quantity ?? 0)), 0);
  const additionalAmount = additional.reduce((a: number, x) => a + Number(x.price ?? 0), 0);
  const first = after[0];
  const set = {
    ...extra,
    orderState: next,
    carCount: after.length,
    lockedCount: after.filter((c) => holdsCar(c.lockState) || c.lockState === 3).length,
    carAmount,
    boutiqueAmount,
    additionalAmount,
    totalAmount: carAmount + boutiqueAmount + additionalAmount,
    carSeriesId: first?.carSeriesId ?? null,
    seriesName: first?.seriesName ?? null,
    modelName: first ? (after.length > 1 ? `${first.modelName} 等${after.length}辆` : first.modelName) : null,
    updateUser: auth.userId,
    updateTime: services.now(),
  };
  await tx.update(t.ahCarOrder).set(set).where(eq(t.ahCarOrder.id, order.id));
  Object.assign(order, set);
  return next;
}

/** the flags of a stored order as its state implies them (the machine resumes from the row) */
export const storedContext = (order: OrderRow): CarOrderContext => carOrderStoredContext(order.orderState ?? -1);

/** user id -> display name */
export async function userName(tx: Tx | Services['db'], userId: string): Promise<string> {
  const [u] = await tx.select({ realName: user.realName, name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
  return u?.realName || u?.name || '';
}

export const presentOrder = (row: Record<string, unknown>, clock: Clock) => ort.order.present(row, clock);
export const presentCar = (row: Record<string, unknown>, clock: Clock) => ort.car.present(row, clock);

export { ApiError, Codes };
