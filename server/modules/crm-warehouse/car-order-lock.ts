/**
 * Locking stock cars to order cars (crm-warehouse/carOrder lockCar, changeLockCar, unlockCar) and the
 * two allocation lists (getAllocCarList: stock cars for an order car, getOrderCarList: order cars
 * waiting for a stock car). The order car moves with the car-lock machine, the stock car with the
 * warehouse-car machine's LOCK and UNLOCK, the order settles with the car-order machine, all in one
 * transaction. The stock car row is locked FOR UPDATE, so of two people locking one car at once
 * exactly one wins; the other is told which order holds it.
 */
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
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
import { CAR_LOCK_STATES, holdsCar } from '../../../src/machines/car-lock.machine';
import { CAR_ORDER_STATES } from '../../../src/machines/car-order.machine';
import { WAREHOUSE_CAR_STATES } from '../../../src/machines/warehouse-car.machine';
import { rt } from './runtimes';
import { orderHolding } from './car-order-holds';
import type { CarRow } from './warehouse-car-hooks';
import {
  lockOrder,
  lockOrderCars,
  lockStep,
  lockStockCars,
  logLock,
  moveStockCar,
  needStore,
  orderCarIdInput,
  orderIdOfCar,
  ort,
  presentCar,
  requireOrderEvent,
  settleOrder,
  userName,
  type OrderCarRow,
} from './car-order-core';

const lockInput = v.pipe(
  orderCarIdInput,
  v.transform((x) => ({ id: x.id, carId: String(x.ahWarehouseCarId ?? x.warehouseCarId ?? '').trim() })),
  v.object({ id: v.string(), carId: v.pipe(v.string(), v.check((x: string) => isId(x), '请选择库存车辆')) }),
);

/** checks a stock car may be locked to this order car; the car row is already locked */
async function checkLockable(tx: Tx, car: CarRow | undefined, orderCar: OrderCarRow, storeId: string, lang: Lang) {
  if (!car || car.storeId !== storeId) throw notFound(lang === 'en' ? 'No such car in this store' : '库存车辆不存在');
  if (car.state === WAREHOUSE_CAR_STATES.locked) {
    const holder = await orderHolding(tx, car.id);
    if (holder) {
      throw fail(
        Codes.BUSINESS_NOTICE,
        holder.ahCarOrderCarId === orderCar.id
          ? lang === 'en' ? `${car.vin}: already locked to this order car` : `${car.vin}：该车辆已锁定在本订单`
          : lang === 'en' ? `${car.vin}: locked by order ${holder.orderNo}` : `${car.vin}：该车辆已被订单${holder.orderNo}锁定`,
      );
    }
  }
  if (car.carModelId !== orderCar.carModelId) {
    throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? `${car.vin}: the stock car is not the order's model` : `${car.vin}：库存车辆车型与订单车型不一致`, { field: 'ahWarehouseCarId' });
  }
}

type LockEvent = 'LOCK' | 'CHANGE' | 'UNLOCK';

async function lockAction(services: Services, auth: AuthContext, orderCarId: string, carId: string | null, event: LockEvent, lang: Lang) {
  const storeId = needStore(auth, lang);
  return services.db.transaction(async (tx) => {
    const orderId = await orderIdOfCar(tx, auth, orderCarId, lang);
    const order = await lockOrder(tx, auth, orderId, lang);
    const cars = await lockOrderCars(tx, orderId);
    const orderCar = cars.find((c) => c.id === orderCarId)!;
    const orderEvent = event === 'LOCK' ? ({ type: 'LOCK_CAR', allLocked: false } as const) : event === 'CHANGE' ? ({ type: 'CHANGE_LOCK' } as const) : ({ type: 'UNLOCK_CAR' } as const);
    requireOrderEvent(order, orderEvent, lang);
    const step = lockStep(orderCar, event, lang);
    const oldId = holdsCar(orderCar.lockState) ? orderCar.ahWarehouseCarId : null;
    if (event === 'CHANGE' && carId === oldId) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'Please choose another car' : '请选择其他车辆', { field: 'ahWarehouseCarId' });
    const stock = await lockStockCars(tx, auth, [oldId, carId].filter((x): x is string => Boolean(x)));
    const now = services.now();
    const name = await userName(tx, auth.userId);
    let set: Record<string, unknown>;
    if (carId) {
      const car = stock.find((s) => s.id === carId);
      await checkLockable(tx, car, orderCar, storeId, lang);
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
    return { id: orderCar.id, ahCarOrderId: orderId, orderState, lockState: step.state, vin: set.vin ?? null };
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
      const car = (await ort.car.findOne(services.db, await ort.car.scope(services, auth), input.id)) as OrderCarRow | null;
      if (!car) throw notFound(lang === 'en' ? 'No such order car' : '订单车辆不存在');
      const order = await ort.order.findOne(services.db, await ort.order.scope(services, auth), String(car.ahCarOrderId));
      const locked = car.ahWarehouseCarId ? await rt.warehouseCar.findOne(services.db, await rt.warehouseCar.scope(services, auth), String(car.ahWarehouseCarId)) : null;
      return {
        ...presentCar(car as unknown as Record<string, unknown>),
        ahCarOrderCarId: car.id,
        orderNo: order?.orderNo ?? null,
        orderState: order?.orderState ?? null,
        customerName: order?.customerName ?? null,
        customerPhone: order?.customerPhone ?? null,
        lockedCar: locked ? rt.warehouseCar.present(locked) : null,
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
      const car = (await ort.car.findOne(services.db, await ort.car.scope(services, auth), input.id)) as OrderCarRow | null;
      if (!car) throw notFound(lang === 'en' ? 'No such order car' : '订单车辆不存在');
      const text = (k: string) => (typeof input[k] === 'string' && (input[k] as string).trim() ? (input[k] as string).trim() : null);
      const vin = text('vin');
      const color = text('color');
      // same model by default; sameSeries=1 widens to the series (the customer may accept another trim)
      const sameSeries = String(input.sameSeries ?? '') === '1';
      const where = and(
        await rt.warehouseCar.scope(services, auth),
        eq(ahWarehouseCar.state, WAREHOUSE_CAR_STATES.inStock),
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
        .orderBy(asc(ahWarehouseCar.inTime), asc(ahWarehouseCar.id))
        .limit(input.size)
        .offset((input.current - 1) * input.size);
      return page((rows as Record<string, unknown>[]).map((r) => rt.warehouseCar.present(r)), Number(n), input.current, input.size);
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
      const records = rows.map((r) => ({ ...presentCar(r.car as Record<string, unknown>), ahCarOrderCarId: (r.car as { id: string }).id, orderNo: r.orderNo, customerName: r.customerName, orderDate: r.orderDate, salesName: r.salesName, orderState: r.orderState }));
      return page(records, Number(n), input.current as number, input.size as number);
    },
  }),
];
