/**
 * Locking stock cars to order cars (crm-warehouse/carOrder lockCar, changeLockCar, unlockCar) and the
 * two allocation lists (getAllocCarList: stock cars for an order car, getOrderCarList: order cars
 * waiting for a stock car). The order car moves with the car-lock machine, the stock car with the
 * warehouse-car machine's LOCK and UNLOCK, the order settles with the car-order machine, all in one
 * transaction. The stock car row is locked FOR UPDATE, so of two people locking one car at once
 * exactly one wins; the other is told which order holds it.
 *
 * The store's lock setting (warehouse-lock-setting.ts) is read in the same transaction and enforced
 * here (docs/warehouse.md, "Lock setting"): a lock or change needs the order's deposit when the store
 * asks for it; one salesperson holds at most maxLocksPerUser cars; a change may be forbidden; a lock
 * older than lockHours has expired, and another order car locking that car takes it over (the first
 * order car is unlocked, logged and its order settled, as unlockCar would).
 */
import { and, asc, count, eq, ilike, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ApiError, fail, notFound, page } from '../../http/envelope';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { Codes, type Lang } from '../../../src/domain/codes';
import { isId } from '../../db/ids';
import { pagingCurrentSize } from '../../http/input';
import * as t from '../../db/resource-tables/car-orders';
import { ahWarehouseCar } from '../../db/resource-tables/operations';
import { CAR_LOCK_STATES, holdsCar, nextCarLock } from '../../../src/machines/car-lock.machine';
import { CAR_ORDER_STATES, nextCarOrder } from '../../../src/machines/car-order.machine';
import { WAREHOUSE_CAR_STATES } from '../../../src/machines/warehouse-car.machine';
import { rt } from './runtimes';
import type { CarRow } from './warehouse-car-hooks';
import { lockExpiresAt, lockSettingFor, type LockSetting } from './warehouse-lock-setting';
import {
  lockOrder,
  lockOrderCars,
  lockStep,
  lockStockCars,
  logLock,
  moveStockCar,
  needStore,
  orderCarIdInput,
  orderCarNotFound,
  orderIdOfCar,
  ort,
  presentCar,
  requireOrderEvent,
  settleOrder,
  storedContext,
  userName,
  type OrderCarRow,
  type OrderRow,
} from './car-order-core';

const say = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/**
 * The lock setting's refusals, worded once: the lock calls and the order save (which must not undo
 * what a lock needed) answer the same words.
 */
export const lockRuleMessage = {
  depositRequired: (lang: Lang, orderNo: string | null) => say(lang, `${orderNo}：请先收取定金后再锁车`, `${orderNo}: Take the order's deposit before locking a car`),
  depositKept: (lang: Lang, orderNo: string | null) => say(lang, `${orderNo}：该订单已锁车，定金不能改为0，请先解锁车辆`, `${orderNo}: The order holds a locked car, so its deposit cannot go to 0; unlock the car first`),
  changeForbidden: (lang: Lang, orderNo: string | null) => say(lang, `${orderNo}：本门店不允许换车锁定，请先解锁再锁定其他车辆`, `${orderNo}: This store does not allow changing a locked car; unlock it, then lock another`),
  perPersonLimit: (lang: Lang, max: number, who: string | null, holding: number) =>
    say(lang, `每位销售顾问最多锁定${max}台车，${who}已锁定${holding}台，请先解锁其他车辆`, `A salesperson may hold at most ${max} locked cars; ${who} holds ${holding}. Unlock another car first`),
};

/**
 * What the screens show of an order car's lock under the store's setting: when it runs out
 * (lockExpireTime) and whether it has (lockExpired). Only a car that holds a stock car and is not
 * invoiced has one: an invoice keeps the car for its order, whatever the time.
 */
export function lockExpiry(car: { lockState?: number | null; lockTime?: Date | string | null; invoiceState?: number | null }, setting: Pick<LockSetting, 'lockHours'>, now: Date) {
  const at = holdsCar(car.lockState) && car.invoiceState !== 1 ? lockExpiresAt(car.lockTime, setting) : null;
  return { lockExpireTime: at, lockExpired: at !== null && at.getTime() <= now.getTime() };
}

/** the lockExpiry of the order cars of one store, with its setting read once (outside a transaction) */
export async function lockExpiryFor(services: Services, tenantId: string, storeId: string | null | undefined) {
  const setting = storeId ? await lockSettingFor(services.db, tenantId, storeId) : null;
  const now = services.now();
  return (car: Parameters<typeof lockExpiry>[0]) => (setting ? lockExpiry(car, setting, now) : { lockExpireTime: null, lockExpired: false });
}

const lockInput = v.pipe(
  orderCarIdInput,
  v.transform((x) => ({ id: x.id, carId: String(x.ahWarehouseCarId ?? x.warehouseCarId ?? '').trim() })),
  v.object({ id: v.string(), carId: v.pipe(v.string(), v.check((x: string) => isId(x), '请选择库存车辆')) }),
);

interface Holder {
  orderId: string;
  orderCarId: string;
  orderNo: string | null;
  lockTime: Date | null;
}

/** the order car of the store that holds a stock car (read in the caller's transaction), with its order */
async function holderOf(tx: Tx, tenantId: string, storeId: string, carId: string): Promise<Holder | null> {
  const [hit] = await tx
    .select({ orderId: t.ahCarOrderCar.ahCarOrderId, orderCarId: t.ahCarOrderCar.id, orderNo: t.ahCarOrder.orderNo, lockTime: t.ahCarOrderCar.lockTime })
    .from(t.ahCarOrderCar)
    .innerJoin(t.ahCarOrder, eq(t.ahCarOrder.id, t.ahCarOrderCar.ahCarOrderId))
    .where(
      and(
        eq(t.ahCarOrderCar.ahWarehouseCarId, carId),
        eq(t.ahCarOrderCar.storeId, storeId),
        eq(t.ahCarOrderCar.isDeleted, 0),
        inArray(t.ahCarOrderCar.lockState, [CAR_LOCK_STATES.locked, CAR_LOCK_STATES.changed]),
      ),
    )
    .limit(1);
  return hit ? { orderId: String(hit.orderId), orderCarId: String(hit.orderCarId), orderNo: (hit.orderNo as string | null) ?? null, lockTime: (hit.lockTime as Date | null) ?? null } : null;
}

/** another order of the store locked FOR UPDATE, or null when it is gone */
async function lockOtherOrder(tx: Tx, auth: AuthContext, storeId: string, id: string): Promise<OrderRow | null> {
  const [row] = (await tx
    .select()
    .from(t.ahCarOrder)
    .where(and(eq(t.ahCarOrder.id, id), eq(t.ahCarOrder.storeId, storeId), eq(t.ahCarOrder.isDeleted, 0)))
    .for('update')) as OrderRow[];
  return row ?? null;
}

/** the orders and order cars this lock call holds FOR UPDATE, and what it needs to judge a lock's expiry */
interface LockScope {
  orders: Map<string, OrderRow>;
  cars: Map<string, OrderCarRow[]>;
  setting: LockSetting;
  now: Date;
}

/**
 * checks a stock car may be locked to this order car; the car row is already locked. Answers the
 * order car whose expired lock on the car is to be taken over (its order is in scope), or null.
 */
async function checkLockable(tx: Tx, auth: AuthContext, car: CarRow | undefined, orderCar: OrderCarRow, storeId: string, scope: LockScope, lang: Lang): Promise<{ order: OrderRow; car: OrderCarRow } | null> {
  if (!car || car.storeId !== storeId) throw notFound(lang === 'en' ? 'No such car in this store' : '库存车辆不存在');
  let takeOver: { order: OrderRow; car: OrderCarRow } | null = null;
  if (car.state === WAREHOUSE_CAR_STATES.locked) {
    const holder = await holderOf(tx, auth.tenantId, storeId, car.id);
    if (holder) {
      if (holder.orderCarId === orderCar.id) throw fail(Codes.BUSINESS_NOTICE, say(lang, `${car.vin}：该车辆已锁定在本订单`, `${car.vin}: already locked to this order car`));
      const heldBy = say(lang, `${car.vin}：该车辆已被订单${holder.orderNo}锁定`, `${car.vin}: locked by order ${holder.orderNo}`);
      const until = lockExpiresAt(holder.lockTime, scope.setting);
      // a lock still running keeps the car
      if (!until || until.getTime() > scope.now.getTime()) throw fail(Codes.BUSINESS_NOTICE, heldBy);
      const order = scope.orders.get(holder.orderId);
      const held = scope.cars.get(holder.orderId)?.find((c) => c.id === holder.orderCarId);
      // the holder changed between the first look and the row locks: the caller may simply try again
      if (!order || !held) throw fail(Codes.BUSINESS_NOTICE, say(lang, `${car.vin}：该车辆的锁定刚刚变化，请重试`, `${car.vin}: the car's lock has just changed; please try again`));
      // an invoiced car (or an order that cannot release it) stays with its order, expired or not
      const releasable = nextCarLock(held.lockState ?? 0, held.invoiceState === 1, 'UNLOCK') !== null && nextCarOrder(order.orderState ?? -1, storedContext(order), { type: 'UNLOCK_CAR' }) !== null;
      if (!releasable) throw fail(Codes.BUSINESS_NOTICE, say(lang, `${car.vin}：该车辆已被订单${holder.orderNo}锁定（已开票）`, `${car.vin}: locked by order ${holder.orderNo} (invoiced)`));
      takeOver = { order, car: held };
    }
  }
  if (car.carModelId !== orderCar.carModelId) {
    throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? `${car.vin}: the stock car is not the order's model` : `${car.vin}：库存车辆车型与订单车型不一致`, { field: 'ahWarehouseCarId' });
  }
  return takeOver;
}

/**
 * An expired lock taken over: the holding order car is unlocked exactly as unlockCar would (car-lock
 * machine, stock car UNLOCK, lock log, the order settled by the car-order machine).
 */
async function releaseExpired(tx: Tx, services: Services, auth: AuthContext, holder: { order: OrderRow; car: OrderCarRow }, stockCar: CarRow, operatorName: string, lang: Lang) {
  const step = lockStep(holder.car, 'UNLOCK', lang);
  requireOrderEvent(holder.order, { type: 'UNLOCK_CAR' }, lang);
  await moveStockCar(tx, services, auth, stockCar, ['UNLOCK'], lang);
  const cleared = { lockState: step.state, ahWarehouseCarId: null, vin: null, warehouseNo: null, lockTime: null };
  await tx.update(t.ahCarOrderCar).set({ ...cleared, updateUser: auth.userId, updateTime: services.now() }).where(eq(t.ahCarOrderCar.id, holder.car.id));
  await logLock(tx, services, auth, holder.car, 'UNLOCK', holder.car.vin ?? null, null, operatorName);
  await settleOrder(tx, services, auth, holder.order, { type: 'UNLOCK_CAR' }, lang);
  Object.assign(holder.car, cleared);
}

/** the stock cars one salesperson's orders hold in the store (an expired lock still holds its car) */
export async function locksHeldBy(tx: Tx, tenantId: string, storeId: string, personId: string): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(t.ahCarOrderCar)
    .innerJoin(t.ahCarOrder, eq(t.ahCarOrder.id, t.ahCarOrderCar.ahCarOrderId))
    .where(
      and(
        eq(t.ahCarOrderCar.storeId, storeId),
        eq(t.ahCarOrderCar.isDeleted, 0),
        eq(t.ahCarOrder.isDeleted, 0),
        inArray(t.ahCarOrderCar.lockState, [CAR_LOCK_STATES.locked, CAR_LOCK_STATES.changed]),
        notInArray(t.ahCarOrder.orderState, [CAR_ORDER_STATES.closed, CAR_ORDER_STATES.delivered]),
        or(eq(t.ahCarOrder.salesUserId, personId), and(isNull(t.ahCarOrder.salesUserId), eq(t.ahCarOrder.createUser, personId))),
      ),
    );
  return Number(n);
}

/** Whose count an order's locked cars are in: its salesperson, else whoever created it (as locksHeldBy counts). */
export function lockHolderOf(order: OrderRow): string | null {
  return order.salesUserId ?? (order as { createUser?: string | null }).createUser ?? null;
}

/**
 * Refuses when one salesperson would hold more than maxLocksPerUser cars in the store with `adding`
 * more. The count is taken under a transaction advisory lock of that person, so two of their orders
 * taking the last place at once (a lock, or an order moved to them) cannot both get it. Call it after
 * the row locks of the caller: every caller takes this lock last, so no two wait on each other.
 */
export async function checkLockQuota(tx: Tx, q: { tenantId: string; storeId: string; personId: string; who: string | null; adding: number; setting: Pick<LockSetting, 'maxLocksPerUser'>; lang: Lang }) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${q.tenantId}:car-lock-quota:${q.storeId}:${q.personId}`}))`);
  const holding = await locksHeldBy(tx, q.tenantId, q.storeId, q.personId);
  if (holding + q.adding > q.setting.maxLocksPerUser) throw fail(Codes.BUSINESS_NOTICE, lockRuleMessage.perPersonLimit(q.lang, q.setting.maxLocksPerUser, q.who, holding));
}

/**
 * An edit of an order holding locked cars (addOrUpdateCarOrder, in its transaction, after the order
 * and its cars are locked) must not undo what the locks needed: with requireDeposit its deposit may
 * not go from taken to 0, and a new salesperson takes its locked cars into their own count. An
 * order whose deposit was already 0 (locked before the store asked for one) may keep it: refusing
 * every other edit of it would help nobody.
 */
export async function checkOrderEditUnderLocks(
  tx: Tx,
  auth: AuthContext,
  storeId: string,
  order: OrderRow,
  cars: OrderCarRow[],
  next: { depositAmount: unknown; salesUserId: string; salesName: string | null },
  lang: Lang,
) {
  const held = cars.filter((c) => holdsCar(c.lockState)).length;
  if (held === 0) return;
  const setting = await lockSettingFor(tx, auth.tenantId, storeId);
  if (setting.requireDeposit && Number(order.depositAmount ?? 0) > 0 && !(Number(next.depositAmount ?? 0) > 0)) {
    throw fail(Codes.BUSINESS_NOTICE, lockRuleMessage.depositKept(lang, order.orderNo ?? null));
  }
  if (next.salesUserId !== lockHolderOf(order)) {
    await checkLockQuota(tx, { tenantId: auth.tenantId, storeId, personId: next.salesUserId, who: next.salesName, adding: held, setting, lang });
  }
}

const byId = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);

type LockEvent = 'LOCK' | 'CHANGE' | 'UNLOCK';

async function lockAction(services: Services, auth: AuthContext, orderCarId: string, carId: string | null, event: LockEvent, lang: Lang) {
  const storeId = needStore(auth, lang);
  return services.db.transaction(async (tx) => {
    const orderId = await orderIdOfCar(tx, auth, orderCarId, lang);
    // the order holding the car asked for, if another one, is locked with ours in case its lock has
    // expired and is taken over: orders in id order, then their cars, then the stock cars
    const seen = carId ? await holderOf(tx, auth.tenantId, storeId, carId) : null;
    const orderIds = [...new Set([orderId, ...(seen ? [seen.orderId] : [])])].sort(byId);
    const orders = new Map<string, OrderRow>();
    for (const id of orderIds) {
      const row = id === orderId ? await lockOrder(tx, auth, id, lang) : await lockOtherOrder(tx, auth, storeId, id);
      if (row) orders.set(id, row);
    }
    const held = new Map<string, OrderCarRow[]>();
    for (const id of orders.keys()) held.set(id, await lockOrderCars(tx, id));
    const order = orders.get(orderId)!;
    const orderCar = held.get(orderId)!.find((c) => c.id === orderCarId);
    if (!orderCar) throw orderCarNotFound(lang);
    const orderEvent = event === 'LOCK' ? ({ type: 'LOCK_CAR', allLocked: false } as const) : event === 'CHANGE' ? ({ type: 'CHANGE_LOCK' } as const) : ({ type: 'UNLOCK_CAR' } as const);
    requireOrderEvent(order, orderEvent, lang);
    const step = lockStep(orderCar, event, lang);
    const oldId = holdsCar(orderCar.lockState) ? orderCar.ahWarehouseCarId : null;
    if (event === 'CHANGE' && carId === oldId) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'Please choose another car' : '请选择其他车辆', { field: 'ahWarehouseCarId' });
    // the store's lock setting, read with this transaction
    const setting = await lockSettingFor(tx, auth.tenantId, storeId);
    if (event === 'CHANGE' && !setting.allowChangeLock) {
      throw fail(Codes.BUSINESS_NOTICE, lockRuleMessage.changeForbidden(lang, order.orderNo ?? null));
    }
    if (event !== 'UNLOCK' && setting.requireDeposit && !(Number(order.depositAmount ?? 0) > 0)) {
      throw fail(Codes.BUSINESS_NOTICE, lockRuleMessage.depositRequired(lang, order.orderNo ?? null));
    }
    const stock = await lockStockCars(tx, auth, [oldId, carId].filter((x): x is string => Boolean(x)));
    const now = services.now();
    const name = await userName(tx, auth.userId);
    let set: Record<string, unknown>;
    let takenOverFrom: string | null = null;
    if (carId) {
      const car = stock.find((s) => s.id === carId);
      const takeOver = await checkLockable(tx, auth, car, orderCar, storeId, { orders, cars: held, setting, now }, lang);
      if (takeOver) {
        await releaseExpired(tx, services, auth, takeOver, car!, name, lang);
        takenOverFrom = takeOver.order.orderNo ?? null;
      }
      // counted after a takeover, which may free a place of the same salesperson; a change moves a
      // lock and is not counted
      if (event === 'LOCK') {
        // the lock goes into the count of the order's holder, the same person locksHeldBy counts it for
        const holder = lockHolderOf(order) ?? auth.userId;
        await checkLockQuota(tx, { tenantId: auth.tenantId, storeId, personId: holder, who: order.salesName ?? (holder === auth.userId ? name : null), adding: 1, setting, lang });
      }
      await moveStockCar(tx, services, auth, car!, ['LOCK'], lang);
      set = { ahWarehouseCarId: car!.id, vin: car!.vin, warehouseNo: car!.warehouseNo, lockTime: now };
    } else {
      set = { ahWarehouseCarId: null, vin: null, warehouseNo: null, lockTime: null };
    }
    if (oldId) {
      const old = stock.find((s) => s.id === oldId);
      // a stock car deleted since is simply released from the order
      if (old) await moveStockCar(tx, services, auth, old, ['UNLOCK'], lang);
    }
    await tx.update(t.ahCarOrderCar).set({ ...set, lockState: step.state, updateUser: auth.userId, updateTime: now }).where(eq(t.ahCarOrderCar.id, orderCar.id));
    await logLock(tx, services, auth, orderCar, event, orderCar.vin ?? null, (set.vin as string | null) ?? null, name);
    const orderState = await settleOrder(tx, services, auth, order, orderEvent, lang);
    const expiry = lockExpiry({ lockState: step.state, lockTime: (set.lockTime as Date | null) ?? null, invoiceState: orderCar.invoiceState }, setting, now);
    return { id: orderCar.id, ahCarOrderId: orderId, orderState, lockState: step.state, vin: set.vin ?? null, ...expiry, takenOverFrom };
  });
}

const orderCarQuery = v.looseObject({ ...pagingCurrentSize });

export const carOrderLockRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/crm-warehouse/carOrder/lockCar',
    permission: 'car_order_lock_car',
    input: lockInput,
    handler: async ({ auth, services, input, lang }) => lockAction(services, auth, input.id, input.carId, 'LOCK', lang),
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/carOrder/changeLockCar',
    permission: 'car_order_change_lock',
    input: lockInput,
    handler: async ({ auth, services, input, lang }) => lockAction(services, auth, input.id, input.carId, 'CHANGE', lang),
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/carOrder/unlockCar',
    permission: 'car_order_unlock',
    input: orderCarIdInput,
    handler: async ({ auth, services, input, lang }) => lockAction(services, auth, input.id, null, 'UNLOCK', lang),
  }),
  route({
    method: 'GET',
    url: '/crm-warehouse/carOrder/getSelCarOrderCarInfoVO',
    input: orderCarIdInput,
    handler: async ({ auth, services, input, lang }) => {
      const car = await ort.car.findOne(services.db, await ort.car.scope(services, auth), input.id);
      if (!car) throw notFound(lang === 'en' ? 'No such order car' : '订单车辆不存在');
      const order = await ort.order.findOne(services.db, await ort.order.scope(services, auth), String(car.ahCarOrderId));
      const locked = car.ahWarehouseCarId ? await rt.warehouseCar.findOne(services.db, await rt.warehouseCar.scope(services, auth), String(car.ahWarehouseCarId)) : null;
      const expiry = await lockExpiryFor(services, auth.tenantId, car.storeId);
      return {
        ...presentCar(car as unknown as Record<string, unknown>, services),
        ...expiry(car),
        ahCarOrderCarId: car.id,
        orderNo: order?.orderNo ?? null,
        orderState: order?.orderState ?? null,
        customerName: order?.customerName ?? null,
        customerPhone: order?.customerPhone ?? null,
        lockedCar: locked ? rt.warehouseCar.present(locked, services) : null,
      };
    },
  }),
  route({
    method: ['GET', 'POST'],
    url: '/crm-warehouse/carOrder/getAllocCarList',
    input: v.pipe(
      v.looseObject({ ...pagingCurrentSize }),
      v.transform((x) => ({ ...x, id: String(x.ahCarOrderCarId ?? x.id ?? '').trim() }) as Record<string, unknown> & { id: string; current: number; size: number }),
      v.check((x) => isId(x.id), '请选择订单车辆'),
    ),
    handler: async ({ auth, services, input, lang }) => {
      const car = await ort.car.findOne(services.db, await ort.car.scope(services, auth), input.id);
      if (!car) throw notFound(lang === 'en' ? 'No such order car' : '订单车辆不存在');
      const text = (k: string) => (typeof input[k] === 'string' && (input[k] as string).trim() ? (input[k] as string).trim() : null);
      const vin = text('vin');
      const color = text('color');
      // same model by default; sameSeries=1 widens to the series (the customer may accept another trim)
      const sameSeries = String(input.sameSeries ?? '') === '1';
      // withExpired=1 adds the locked cars whose order lock has run out (not invoiced): a lock takes them over
      const setting = String(input.withExpired ?? '') === '1' && car.storeId ? await lockSettingFor(services.db, auth.tenantId, car.storeId) : null;
      const expiredHeld = setting
        ? and(
            eq(ahWarehouseCar.state, WAREHOUSE_CAR_STATES.locked),
            sql`exists (select 1 from ${t.ahCarOrderCar} inner join ${t.ahCarOrder} on ${t.ahCarOrder.id} = ${t.ahCarOrderCar.ahCarOrderId}
              where ${t.ahCarOrderCar.ahWarehouseCarId} = ${ahWarehouseCar.id} and ${t.ahCarOrderCar.isDeleted} = 0
              and ${t.ahCarOrderCar.lockState} in (${CAR_LOCK_STATES.locked}, ${CAR_LOCK_STATES.changed}) and ${t.ahCarOrderCar.invoiceState} = 0
              and ${t.ahCarOrderCar.lockTime} <= ${new Date(services.now().getTime() - setting.lockHours * 3_600_000)}
              and ${t.ahCarOrder.orderState} in (${CAR_ORDER_STATES.ordered}, ${CAR_ORDER_STATES.assigned}))`,
          )
        : undefined;
      const where = and(
        await rt.warehouseCar.scope(services, auth),
        expiredHeld ? or(eq(ahWarehouseCar.state, WAREHOUSE_CAR_STATES.inStock), expiredHeld) : eq(ahWarehouseCar.state, WAREHOUSE_CAR_STATES.inStock),
        eq(ahWarehouseCar.inTransfer, 0),
        sameSeries ? eq(ahWarehouseCar.carSeriesId, car.carSeriesId!) : eq(ahWarehouseCar.carModelId, car.carModelId!),
        vin ? ilike(ahWarehouseCar.vin, `%${vin.replace(/[\\%_]/g, '')}%`) : undefined,
        color ? ilike(ahWarehouseCar.color, `%${color.replace(/[\\%_]/g, '')}%`) : undefined,
      );
      const [{ n }] = await services.db.select({ n: count() }).from(ahWarehouseCar).where(where);
      const rows = await services.db
        .select()
        .from(ahWarehouseCar)
        .where(where)
        // free cars before the ones a takeover would take from another order (in stock 3 < locked 4), each longest in stock first
        .orderBy(asc(ahWarehouseCar.state), asc(ahWarehouseCar.inTime), asc(ahWarehouseCar.id))
        .limit(input.size)
        .offset((input.current - 1) * input.size);
      // a car held by an expired lock says whose it still is (lockExpired, lockOrderNo, lockSalesName, lockExpireTime)
      const held = rows.filter((r) => r.state === WAREHOUSE_CAR_STATES.locked).map((r) => String(r.id));
      const holders = held.length
        ? await services.db
            .select({ carId: t.ahCarOrderCar.ahWarehouseCarId, orderNo: t.ahCarOrder.orderNo, salesName: t.ahCarOrder.salesName, lockTime: t.ahCarOrderCar.lockTime })
            .from(t.ahCarOrderCar)
            .innerJoin(t.ahCarOrder, eq(t.ahCarOrder.id, t.ahCarOrderCar.ahCarOrderId))
            .where(and(inArray(t.ahCarOrderCar.ahWarehouseCarId, held), eq(t.ahCarOrderCar.isDeleted, 0), inArray(t.ahCarOrderCar.lockState, [CAR_LOCK_STATES.locked, CAR_LOCK_STATES.changed])))
        : [];
      const records = (rows as Record<string, unknown>[]).map((r) => {
        const h = holders.find((x) => String(x.carId) === String(r.id));
        const extra = h && setting ? { lockExpired: true, lockOrderNo: h.orderNo, lockSalesName: h.salesName, lockExpireTime: lockExpiresAt(h.lockTime as Date | null, setting) } : {};
        return { ...rt.warehouseCar.present(r, services), ...extra };
      });
      return page(records, Number(n), input.current, input.size);
    },
  }),
  route({
    method: ['GET', 'POST'],
    url: '/crm-warehouse/carOrder/getOrderCarList',
    input: orderCarQuery,
    handler: async ({ auth, services, input, lang }) => {
      // for a stock car (needCar): the open order cars of its model that still wait for a car
      let modelId = typeof input.carModelId === 'string' && isId(input.carModelId) ? input.carModelId : null;
      const carId = input.ahWarehouseCarId ?? input.id;
      if (carId !== undefined && carId !== null && carId !== '') {
        if (!isId(String(carId))) throw new ApiError(Codes.BAD_REQUEST, '请选择库存车辆', { field: 'ahWarehouseCarId' });
        const car = await rt.warehouseCar.findOne(services.db, await rt.warehouseCar.scope(services, auth), String(carId));
        if (!car) throw notFound(lang === 'en' ? 'No such car in this store' : '库存车辆不存在');
        modelId = String(car.carModelId);
      }
      const text = (k: string) => (typeof input[k] === 'string' && (input[k] as string).trim() ? (input[k] as string).trim().replace(/[\\%_]/g, '') : null);
      const kw = text('keyword');
      const where: SQL | undefined = and(
        await ort.car.scope(services, auth),
        eq(t.ahCarOrderCar.lockState, CAR_LOCK_STATES.unlocked),
        inArray(t.ahCarOrder.orderState, [CAR_ORDER_STATES.ordered, CAR_ORDER_STATES.assigned]),
        eq(t.ahCarOrder.isDeleted, 0),
        modelId ? eq(t.ahCarOrderCar.carModelId, modelId) : undefined,
        kw ? or(ilike(t.ahCarOrder.orderNo, `%${kw}%`), ilike(t.ahCarOrder.customerName, `%${kw}%`)) : undefined,
        ne(t.ahCarOrder.orderState, CAR_ORDER_STATES.closed),
      );
      const [{ n }] = await services.db.select({ n: count() }).from(t.ahCarOrderCar).innerJoin(t.ahCarOrder, eq(t.ahCarOrder.id, t.ahCarOrderCar.ahCarOrderId)).where(where);
      const rows = await services.db
        .select({ car: t.ahCarOrderCar, orderNo: t.ahCarOrder.orderNo, customerName: t.ahCarOrder.customerName, orderDate: t.ahCarOrder.orderDate, salesName: t.ahCarOrder.salesName, orderState: t.ahCarOrder.orderState })
        .from(t.ahCarOrderCar)
        .innerJoin(t.ahCarOrder, eq(t.ahCarOrder.id, t.ahCarOrderCar.ahCarOrderId))
        .where(where)
        .orderBy(asc(t.ahCarOrder.orderDate), asc(t.ahCarOrderCar.id))
        .limit(input.size as number)
        .offset(((input.current as number) - 1) * (input.size as number));
      const records = rows.map((r) => ({ ...presentCar(r.car as Record<string, unknown>, services), ahCarOrderCarId: (r.car as { id: string }).id, orderNo: r.orderNo, customerName: r.customerName, orderDate: r.orderDate, salesName: r.salesName, orderState: r.orderState }));
      return page(records, Number(n), input.current as number, input.size as number);
    },
  }),
];
