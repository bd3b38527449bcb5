/**
 * crm-warehouse/carOrder: add and edit an order with its cars, boutiques and additional items,
 * state updates (submit, deliver), close, removing an order car, supplementary information, and the
 * read calls of the order screens. Every change loads the order FOR UPDATE, asks the car-order and
 * car-lock machines and settles the order in the same transaction.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ApiError, badRequest, fail } from '../../http/envelope';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { Codes, type Lang } from '../../../src/domain/codes';
import { newId } from '../../db/ids';
import { user, userNode } from '../../db/schema';
import * as t from '../../db/resource-tables/car-orders';
import { ahCarBrand, ahCarModel, ahCarSeries } from '../../db/resource-tables/operations';
import { validateRecord } from '../../../src/domain/resources/validate';
import { carOrderAdditionalResource, carOrderCarBoutiqueResource, carOrderCarResource, carOrderResource } from '../../../src/domain/resources/operations/car-order';
import { CAR_ORDER_STATE_OPTIONS, CAR_ORDER_STATES, storedCarOrderActions, type CarOrderEventType } from '../../../src/machines/car-order.machine';
import { CAR_LOCK_STATES, holdsCar } from '../../../src/machines/car-lock.machine';
import { filterWhere } from '../../http/resource-query';
import { checkPermission } from '../../http/permissions';
import { readParam } from '../blade-system/params';
import { HOURLY_RATE_PARAM } from '../../../src/domain/params';
import {
  lockOrder,
  lockOrderCars,
  lockStep,
  lockStockCars,
  logLock,
  moveStockCar,
  needStore,
  orderCarIdInput,
  orderIdInput,
  orderIdOfCar,
  orderNotFound,
  orderCarNotFound,
  ort,
  presentCar,
  presentOrder,
  requireOrderEvent,
  settleOrder,
  userName,
  type OrderCarRow,
  type OrderRow,
} from './car-order-core';
import { checkOrderEditUnderLocks, lockExpiryFor } from './car-order-lock';
import { noInput } from '../../http/input';

const today = (d: Date) => d.toISOString().slice(0, 10);

/** Serialises order numbers of one store and day. */
async function nextOrderNo(tx: Tx, tenantId: string, storeId: string, now: Date): Promise<string> {
  const day = today(now).replaceAll('-', '');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${tenantId}:carOrderNo:${storeId}:${day}`}))`);
  const [{ n }] = await tx
    .select({ n: count() })
    .from(t.ahCarOrder)
    .where(and(eq(t.ahCarOrder.storeId, storeId), sql`${t.ahCarOrder.orderNo} like ${`DD${day}%`}`));
  return `DD${day}${String(Number(n) + 1).padStart(4, '0')}`;
}

const err = (message: string, field?: string) => new ApiError(Codes.BAD_REQUEST, message, field ? { field } : null);

interface CarInput {
  id: string | null;
  value: Record<string, unknown>;
  boutiques: Record<string, unknown>[];
}

/** checks the body of addOrUpdateCarOrder against the declarations; the first failing field answers */
export function checkOrderBody(body: Record<string, unknown>, lang: Lang) {
  const order = validateRecord(carOrderResource, body, { lang });
  if (!order.ok) throw err(order.message, order.field);
  const carList = Array.isArray(body.carList) ? (body.carList as Record<string, unknown>[]) : [];
  if (carList.length === 0) throw err(lang === 'en' ? 'Please add a car to the order' : '请添加订单车辆', 'carList');
  if (carList.length > 50) throw err(lang === 'en' ? 'At most 50 cars per order' : '一个订单最多50辆车', 'carList');
  const cars: CarInput[] = carList.map((raw, i) => {
    const prefix = lang === 'en' ? `Car ${i + 1}: ` : `第${i + 1}辆车：`;
    if (!raw || typeof raw !== 'object') throw err(`${prefix}${lang === 'en' ? 'malformed' : '格式错误'}`, 'carList');
    const c = validateRecord(carOrderCarResource, raw, { lang });
    if (!c.ok) throw err(prefix + c.message, `carList.${i}.${c.field}`);
    const list = Array.isArray(raw.boutiqueList) ? (raw.boutiqueList as Record<string, unknown>[]) : [];
    const boutiques = list.map((b, j) => {
      const r = validateRecord(carOrderCarBoutiqueResource, b ?? {}, { lang });
      if (!r.ok) throw err(`${prefix}${lang === 'en' ? `boutique ${j + 1}: ` : `第${j + 1}项精品`}${r.message}`, `carList.${i}.boutiqueList.${j}.${r.field}`);
      return r.value;
    });
    const rawId = raw.ahCarOrderCarId ?? raw.id;
    return { id: rawId ? String(rawId) : null, value: c.value, boutiques };
  });
  const addList = Array.isArray(body.additionalList) ? (body.additionalList as Record<string, unknown>[]) : [];
  const additional = addList.map((a, i) => {
    const r = validateRecord(carOrderAdditionalResource, a ?? {}, { lang });
    if (!r.ok) throw err(`${lang === 'en' ? `Additional item ${i + 1}: ` : `第${i + 1}个附加项目：`}${r.message}`, `additionalList.${i}.${r.field}`);
    return r.value;
  });
  return { order: order.value, cars, additional };
}

async function modelFacts(tx: Tx, tenantId: string, modelId: string, lang: Lang, field: string) {
  const [m] = await tx
    .select({
      brandId: ahCarModel.brandId,
      seriesId: ahCarModel.seriesId,
      modelName: ahCarModel.modelName,
      seriesName: ahCarSeries.seriesName,
      brandName: ahCarBrand.brandName,
      guidePrice: ahCarModel.guidePrice,
    })
    .from(ahCarModel)
    .innerJoin(ahCarSeries, eq(ahCarSeries.id, ahCarModel.seriesId))
    .innerJoin(ahCarBrand, eq(ahCarBrand.id, ahCarModel.brandId))
    .where(and(eq(ahCarModel.id, modelId), eq(ahCarModel.isDeleted, 0)))
    .limit(1);
  if (!m) throw err(lang === 'en' ? 'No such car model' : '车型不存在', field);
  return { carBrandId: m.brandId, carSeriesId: m.seriesId, brandName: m.brandName, seriesName: m.seriesName, modelName: m.modelName, guidePrice: m.guidePrice };
}

/** the salesman must work in this store; absent means the caller */
async function salesOf(tx: Tx, auth: AuthContext, storeId: string, salesUserId: unknown, lang: Lang) {
  const id = salesUserId ? String(salesUserId) : auth.userId;
  const [u] = await tx
    .select({ id: user.id, realName: user.realName, name: user.name })
    .from(user)
    .where(and(eq(user.id, id), eq(user.isDeleted, 0)))
    .limit(1);
  if (!u) throw err(lang === 'en' ? 'No such salesman' : '销售顾问不存在', 'salesUserId');
  if (salesUserId) {
    const [node] = await tx
      .select({ id: userNode.id })
      .from(userNode)
      .where(and(eq(userNode.userId, id), eq(userNode.storeId, storeId), eq(userNode.isDeleted, 0)))
      .limit(1);
    if (!node) throw err(lang === 'en' ? 'The salesman does not work in this store' : '销售顾问不属于当前门店', 'salesUserId');
  }
  return { salesUserId: u.id, salesName: u.realName || u.name };
}

async function writeChildren(tx: Tx, services: Services, auth: AuthContext, orderId: string, storeId: string, carId: string, boutiques: Record<string, unknown>[]) {
  const now = services.now();
  await tx.update(t.ahCarOrderCarBoutique).set({ isDeleted: 1, updateUser: auth.userId, updateTime: now }).where(and(eq(t.ahCarOrderCarBoutique.ahCarOrderCarId, carId), eq(t.ahCarOrderCarBoutique.isDeleted, 0)));
  if (boutiques.length === 0) return;
  await tx.insert(t.ahCarOrderCarBoutique).values(
    boutiques.map((b) => ({ ...b, id: newId(), storeId, ahCarOrderId: orderId, ahCarOrderCarId: carId, isGift: Number(b.isGift ?? 0), createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now })),
  );
}

async function addOrUpdate(services: Services, auth: AuthContext, body: Record<string, unknown>, lang: Lang) {
  const storeId = needStore(auth, lang);
  const rawId = body.ahCarOrderId ?? body.id;
  const id = rawId === undefined || rawId === null || rawId === '' ? null : String(rawId);
  await checkPermission(services, auth, id ? 'car_order_edit' : 'car_order_add');
  const { order, cars, additional } = checkOrderBody(body, lang);
  const draft = body.isDraft === 1 || body.isDraft === '1' || body.isDraft === true;
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const sales = await salesOf(tx, auth, storeId, order.salesUserId, lang);
    const facts = await Promise.all(cars.map((c, i) => modelFacts(tx, auth.tenantId, String(c.value.carModelId), lang, `carList.${i}.carModelId`)));
    let row: OrderRow;
    let existing: OrderCarRow[] = [];
    if (id) {
      row = await lockOrder(tx, auth, id, lang);
      existing = await lockOrderCars(tx, id);
      requireOrderEvent(row, { type: 'EDIT' }, lang);
      if (!draft && row.orderState === CAR_ORDER_STATES.draft) requireOrderEvent(row, { type: 'SUBMIT' }, lang);
      // the store's lock setting still holds for the cars the order has locked (deposit, the new salesperson's count)
      await checkOrderEditUnderLocks(tx, auth, storeId, row, existing, { depositAmount: order.depositAmount, ...sales }, lang);
    } else {
      row = {
        id: newId(),
        tenantId: auth.tenantId,
        storeId,
        orderNo: await nextOrderNo(tx, auth.tenantId, storeId, now),
        orderState: draft ? CAR_ORDER_STATES.draft : CAR_ORDER_STATES.ordered,
        isDeleted: 0,
      } as unknown as OrderRow;
      await tx.insert(t.ahCarOrder).values({
        id: row.id,
        storeId,
        orderNo: row.orderNo,
        orderState: row.orderState,
        orderDate: (order.orderDate as string | null) ?? today(now),
        createUser: auth.userId,
        updateUser: auth.userId,
        createTime: now,
        updateTime: now,
      });
    }
    // the order's own fields
    const own: Record<string, unknown> = { ...order, ...sales };
    if (!own.orderDate) own.orderDate = (row as { orderDate?: string | null }).orderDate ?? today(now);
    await tx.update(t.ahCarOrder).set(own).where(eq(t.ahCarOrder.id, row.id));
    // cars: kept ones updated, new ones added, missing ones removed (only when they hold no car)
    const byId = new Map(existing.map((c) => [c.id, c]));
    const kept = new Set<string>();
    for (const [i, c] of cars.entries()) {
      const f = facts[i];
      const value = { ...c.value, ...f, sort: i };
      const old = c.id ? byId.get(c.id) : undefined;
      if (c.id && !old) throw err(lang === 'en' ? `Car ${i + 1}: not a car of this order` : `第${i + 1}辆车：不属于该订单`, `carList.${i}`);
      let carId: string;
      if (old) {
        if ((holdsCar(old.lockState) || old.lockState === CAR_LOCK_STATES.delivered) && old.carModelId !== c.value.carModelId) {
          throw fail(Codes.BUSINESS_NOTICE, lang === 'en' ? `${old.vin}: a locked car keeps its model; use change car` : `${old.vin}：已锁车的车辆不能更换车型，请使用换车`);
        }
        await tx.update(t.ahCarOrderCar).set({ ...value, updateUser: auth.userId, updateTime: now }).where(eq(t.ahCarOrderCar.id, old.id));
        carId = old.id;
        kept.add(old.id);
      } else {
        carId = newId();
        await tx.insert(t.ahCarOrderCar).values({
          ...value,
          id: carId,
          storeId,
          ahCarOrderId: row.id,
          lockState: CAR_LOCK_STATES.unlocked,
          invoiceState: 0,
          deliveryState: 0,
          createUser: auth.userId,
          updateUser: auth.userId,
          createTime: now,
          updateTime: now,
        });
      }
      await writeChildren(tx, services, auth, row.id, storeId, carId, c.boutiques);
    }
    for (const old of existing) {
      if (kept.has(old.id)) continue;
      const step = lockStep(old, 'DELETE', lang);
      void step;
      await tx.update(t.ahCarOrderCar).set({ isDeleted: 1, updateUser: auth.userId, updateTime: now }).where(eq(t.ahCarOrderCar.id, old.id));
      await tx.update(t.ahCarOrderCarBoutique).set({ isDeleted: 1, updateUser: auth.userId, updateTime: now }).where(eq(t.ahCarOrderCarBoutique.ahCarOrderCarId, old.id));
    }
    await tx.update(t.ahCarOrderAdditional).set({ isDeleted: 1, updateUser: auth.userId, updateTime: now }).where(and(eq(t.ahCarOrderAdditional.ahCarOrderId, row.id), eq(t.ahCarOrderAdditional.isDeleted, 0)));
    if (additional.length) {
      await tx.insert(t.ahCarOrderAdditional).values(
        additional.map((a) => ({ ...a, id: newId(), storeId, ahCarOrderId: row.id, createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now })),
      );
    }
    if (id) {
      await settleOrder(tx, services, auth, row, { type: 'EDIT' }, lang);
      if (!draft && row.orderState === CAR_ORDER_STATES.draft) await settleOrder(tx, services, auth, row, { type: 'SUBMIT' }, lang);
    } else {
      // a new order is born in its state: recompute counts and totals only
      await settleOrder(tx, services, auth, row, { type: 'EDIT' }, lang);
    }
    const deposit = Number(order.depositAmount ?? 0);
    if (deposit > Number(row.totalAmount ?? 0)) throw err(lang === 'en' ? 'The deposit cannot exceed the order total' : '定金不能大于订单总额', 'depositAmount');
    return { id: row.id, ahCarOrderId: row.id, orderNo: row.orderNo, orderState: row.orderState };
  });
}

/** the actions the machine allows for an order, for the screens */
export const allowedActions = (order: Pick<OrderRow, 'orderState'>): CarOrderEventType[] => storedCarOrderActions(order.orderState ?? -1);

async function readOrder(services: Services, auth: AuthContext, id: string, lang: Lang) {
  const scope = await ort.order.scope(services, auth);
  const row = await ort.order.findOne(services.db, scope, id);
  if (!row) throw orderNotFound(lang);
  return row;
}

async function carsOf(services: Services, orderId: string) {
  return (await services.db
    .select()
    .from(t.ahCarOrderCar)
    .where(and(eq(t.ahCarOrderCar.ahCarOrderId, orderId), eq(t.ahCarOrderCar.isDeleted, 0)))
    .orderBy(asc(t.ahCarOrderCar.sort), asc(t.ahCarOrderCar.id))) as OrderCarRow[];
}

async function boutiquesOf(services: Services, where: ReturnType<typeof eq>) {
  const rows = await services.db
    .select()
    .from(t.ahCarOrderCarBoutique)
    .where(and(where, eq(t.ahCarOrderCarBoutique.isDeleted, 0)))
    .orderBy(asc(t.ahCarOrderCarBoutique.createTime), asc(t.ahCarOrderCarBoutique.id));
  return (rows as Record<string, unknown>[]).map((r) => ort.boutique.present(r, services));
}

async function additionalOf(services: Services, orderId: string) {
  const rows = await services.db
    .select()
    .from(t.ahCarOrderAdditional)
    .where(and(eq(t.ahCarOrderAdditional.ahCarOrderId, orderId), eq(t.ahCarOrderAdditional.isDeleted, 0)))
    .orderBy(asc(t.ahCarOrderAdditional.createTime), asc(t.ahCarOrderAdditional.id));
  return (rows as Record<string, unknown>[]).map((r) => ort.additional.present(r, services));
}

async function invoicesOf(services: Services, orderId: string) {
  const rows = await services.db
    .select()
    .from(t.ahCarOrderInvoiceInfo)
    .where(and(eq(t.ahCarOrderInvoiceInfo.ahCarOrderId, orderId), eq(t.ahCarOrderInvoiceInfo.isDeleted, 0)));
  return (rows as Record<string, unknown>[]).map((r) => ort.invoice.present(r, services));
}

/** one order with everything its detail page shows */
export async function orderDetail(services: Services, auth: AuthContext, id: string, lang: Lang) {
  const order = await readOrder(services, auth, id, lang);
  const [cars, boutiques, additionalList, invoices, logs, contracts] = [
    await carsOf(services, id),
    await boutiquesOf(services, eq(t.ahCarOrderCarBoutique.ahCarOrderId, id)),
    await additionalOf(services, id),
    await invoicesOf(services, id),
    await services.db
      .select()
      .from(t.ahCarOrderLockLog)
      .where(and(eq(t.ahCarOrderLockLog.ahCarOrderId, id), eq(t.ahCarOrderLockLog.isDeleted, 0)))
      .orderBy(desc(t.ahCarOrderLockLog.createTime), desc(t.ahCarOrderLockLog.id)),
    await services.db
      .select()
      .from(t.ahCarOrderContract)
      .where(and(eq(t.ahCarOrderContract.ahCarOrderId, id), eq(t.ahCarOrderContract.isDeleted, 0)))
      .orderBy(desc(t.ahCarOrderContract.createTime)),
  ];
  const expiry = await lockExpiryFor(services, auth.tenantId, order.storeId);
  const carList = cars.map((c) => ({
    ...presentCar(c as unknown as Record<string, unknown>, services),
    ...expiry(c),
    ahCarOrderCarId: c.id,
    boutiqueList: boutiques.filter((b) => b.ahCarOrderCarId === c.id),
    invoice: invoices.find((x) => x.ahCarOrderCarId === c.id) ?? null,
  }));
  return {
    ...presentOrder(order as unknown as Record<string, unknown>, services),
    ahCarOrderId: order.id,
    carList,
    additionalList,
    lockLogList: (logs as Record<string, unknown>[]).map((r) => ort.lockLog.present(r, services)),
    contractList: (contracts as Record<string, unknown>[]).map((r) => ort.contract.present(r, services)),
    actions: allowedActions(order),
  };
}

async function readOrderCar(services: Services, auth: AuthContext, id: string, lang: Lang) {
  const row = await ort.car.findOne(services.db, await ort.car.scope(services, auth), id);
  if (!row) throw orderCarNotFound(lang);
  return row;
}

/** deliver: every order car's lock is delivered, its stock car unlocked and sent out, one delivery row each */
async function deliver(tx: Tx, services: Services, auth: AuthContext, order: OrderRow, lang: Lang) {
  const cars = await lockOrderCars(tx, order.id);
  requireOrderEvent(order, { type: 'DELIVER' }, lang);
  const steps = cars.map((c) => lockStep(c, 'DELIVER', lang));
  const stock = await lockStockCars(tx, auth, cars.map((c) => c.ahWarehouseCarId!).filter(Boolean));
  const now = services.now();
  const name = await userName(tx, auth.userId);
  for (const [i, c] of cars.entries()) {
    const car = stock.find((s) => s.id === c.ahWarehouseCarId);
    if (!car) throw fail(Codes.BUSINESS_NOTICE, lang === 'en' ? `${c.vin}: the stock car no longer exists` : `${c.vin}：库存车辆不存在`);
    // the order's own lock is lifted and the car leaves the stock in the same step
    await moveStockCar(tx, services, auth, car, ['UNLOCK', 'OUT'], lang, { outTime: now });
    await tx.update(t.ahCarOrderCar).set({ lockState: steps[i].state, deliveryState: 1, updateUser: auth.userId, updateTime: now }).where(eq(t.ahCarOrderCar.id, c.id));
    await tx.insert(t.ahCarOrderDeliver).values({
      id: newId(),
      storeId: order.storeId,
      ahCarOrderId: order.id,
      ahCarOrderCarId: c.id,
      ahWarehouseCarId: car.id,
      orderNo: order.orderNo,
      vin: c.vin,
      customerName: order.customerName,
      salesUserId: order.salesUserId,
      salesName: order.salesName,
      carSeriesId: c.carSeriesId,
      seriesName: c.seriesName,
      carModelId: c.carModelId,
      modelName: c.modelName,
      deliverAmount: c.salePrice,
      deliverTime: now,
      createUser: auth.userId,
      updateUser: auth.userId,
      createTime: now,
      updateTime: now,
    });
    await logLock(tx, services, auth, c, 'DELIVER', c.vin, c.vin, name);
  }
  return settleOrder(tx, services, auth, order, { type: 'DELIVER' }, lang, { deliveryTime: now });
}

/** close: every held stock car is unlocked; invoiced orders refuse */
async function closeOrder(services: Services, auth: AuthContext, id: string, reason: string, lang: Lang) {
  return services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, auth, id, lang);
    const cars = await lockOrderCars(tx, id);
    requireOrderEvent(order, { type: 'CLOSE' }, lang);
    const holding = cars.filter((c) => holdsCar(c.lockState));
    const stock = await lockStockCars(tx, auth, holding.map((c) => c.ahWarehouseCarId!).filter(Boolean));
    const now = services.now();
    const name = await userName(tx, auth.userId);
    for (const c of holding) {
      const step = lockStep(c, 'UNLOCK', lang);
      const car = stock.find((s) => s.id === c.ahWarehouseCarId);
      if (car) await moveStockCar(tx, services, auth, car, ['UNLOCK'], lang);
      await tx.update(t.ahCarOrderCar).set({ lockState: step.state, ahWarehouseCarId: null, vin: null, warehouseNo: null, lockTime: null, updateUser: auth.userId, updateTime: now }).where(eq(t.ahCarOrderCar.id, c.id));
      await logLock(tx, services, auth, c, 'UNLOCK', c.vin, null, name);
    }
    await tx.update(t.ahCarOrder).set({ orderState: CAR_ORDER_STATES.closed, closeReason: reason, closeTime: now, lockedCount: 0, updateUser: auth.userId, updateTime: now }).where(eq(t.ahCarOrder.id, id));
    return { id, orderState: CAR_ORDER_STATES.closed };
  });
}

const STATE_EVENTS: Record<number, 'SUBMIT' | 'DELIVER'> = { [CAR_ORDER_STATES.ordered]: 'SUBMIT', [CAR_ORDER_STATES.delivered]: 'DELIVER' };

/** what replenishOrderInfo may fill in after the order was placed (any state but closed) */
const REPLENISH_FIELDS = ['idCardNo', 'address', 'plateNo', 'insuranceCompany', 'expectedDeliveryDate', 'remark'] as const;

export const carOrderRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/crm-warehouse/carOrder/addOrUpdateCarOrder',
    input: v.looseObject({}),
    handler: async ({ auth, services, input, lang }) => addOrUpdate(services, auth, input, lang),
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/carOrder/updateCarOrderState',
    permission: 'car_order_update_state',
    input: v.pipe(
      orderIdInput,
      v.transform((x) => ({ id: x.id, orderState: x.orderState })),
      v.object({ id: v.string(), orderState: v.pipe(v.union([v.string(), v.number()], '请选择订单状态'), v.transform(Number), v.number('请选择订单状态')) }),
    ),
    handler: async ({ auth, services, input, lang }) => {
      needStore(auth, lang);
      const event = STATE_EVENTS[input.orderState];
      if (!event) {
        const known = CAR_ORDER_STATE_OPTIONS.find((o) => o.value === input.orderState);
        throw known
          ? fail(Codes.BUSINESS_NOTICE, lang === 'en' ? `The order becomes "${known.en}" by its own action, not by a state update` : `订单状态"${known.zh}"由对应操作产生，不能直接更新`)
          : new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'No such order state' : '订单状态不存在', { field: 'orderState' });
      }
      return services.db.transaction(async (tx) => {
        const order = await lockOrder(tx, auth, input.id, lang);
        if (event === 'DELIVER') return { id: order.id, orderState: await deliver(tx, services, auth, order, lang) };
        await lockOrderCars(tx, order.id);
        requireOrderEvent(order, { type: 'SUBMIT' }, lang);
        return { id: order.id, orderState: await settleOrder(tx, services, auth, order, { type: 'SUBMIT' }, lang) };
      });
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/carOrder/closeCarOrder',
    permission: 'car_order_close',
    input: v.pipe(
      orderIdInput,
      v.transform((x) => ({ id: x.id, closeReason: x.closeReason })),
      v.object({
        id: v.string(),
        closeReason: v.pipe(v.union([v.string(), v.number()], '请输入关闭原因'), v.transform((x) => String(x).trim()), v.minLength(1, '请输入关闭原因'), v.maxLength(200, '关闭原因长度不能超过200个字符')),
      }),
    ),
    handler: async ({ auth, services, input, lang }) => {
      needStore(auth, lang);
      return closeOrder(services, auth, input.id, input.closeReason, lang);
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/carOrder/deletedCarOrderCar',
    permission: 'car_order_edit',
    input: orderCarIdInput,
    handler: async ({ auth, services, input, lang }) => {
      needStore(auth, lang);
      return services.db.transaction(async (tx) => {
        const orderId = await orderIdOfCar(tx, auth, input.id, lang);
        const order = await lockOrder(tx, auth, orderId, lang);
        const cars = await lockOrderCars(tx, orderId);
        const car = cars.find((c) => c.id === input.id)!;
        requireOrderEvent(order, { type: 'DELETE_CAR', allLocked: false }, lang);
        lockStep(car, 'DELETE', lang);
        if (cars.length <= 1) throw fail(Codes.BUSINESS_NOTICE, lang === 'en' ? 'An order keeps at least one car' : '订单至少需要保留一辆车');
        const now = services.now();
        await tx.update(t.ahCarOrderCar).set({ isDeleted: 1, updateUser: auth.userId, updateTime: now }).where(eq(t.ahCarOrderCar.id, car.id));
        await tx.update(t.ahCarOrderCarBoutique).set({ isDeleted: 1, updateUser: auth.userId, updateTime: now }).where(eq(t.ahCarOrderCarBoutique.ahCarOrderCarId, car.id));
        return { id: orderId, orderState: await settleOrder(tx, services, auth, order, { type: 'DELETE_CAR', allLocked: false }, lang) };
      });
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/carOrder/replenishOrderInfo',
    permission: 'car_order_supplement',
    input: orderIdInput,
    handler: async ({ auth, services, input, lang }) => {
      needStore(auth, lang);
      const fields = Object.fromEntries(REPLENISH_FIELDS.filter((k) => k in input).map((k) => [k, input[k]]));
      if (Object.keys(fields).length === 0) throw badRequest(lang === 'en' ? 'Nothing to supplement' : '请填写补录信息');
      // plateNo is kept out of the order form; the supplement checks it with the same rule
      const decl = { ...carOrderResource, fields: Object.fromEntries(REPLENISH_FIELDS.map((k) => [k, { ...carOrderResource.fields[k], form: undefined }])) };
      const checked = validateRecord(decl, fields, { lang, partial: true });
      if (!checked.ok) throw new ApiError(Codes.BAD_REQUEST, checked.message, { field: checked.field });
      return services.db.transaction(async (tx) => {
        const order = await lockOrder(tx, auth, input.id, lang);
        requireOrderEvent(order, { type: 'REPLENISH' }, lang);
        await tx.update(t.ahCarOrder).set({ ...checked.value, updateUser: auth.userId, updateTime: services.now() }).where(eq(t.ahCarOrder.id, order.id));
        return { id: order.id };
      });
    },
  }),
  route({
    method: 'GET',
    url: '/crm-warehouse/carOrder/getCarOrderInfoById',
    input: orderIdInput,
    handler: async ({ auth, services, input, lang }) => orderDetail(services, auth, input.id, lang),
  }),
  route({
    method: 'GET',
    url: '/crm-warehouse/carOrder/getCarOrderAdditionalList',
    input: orderIdInput,
    handler: async ({ auth, services, input, lang }) => {
      await readOrder(services, auth, input.id, lang);
      return additionalOf(services, input.id);
    },
  }),
  route({
    method: 'GET',
    url: '/crm-warehouse/carOrder/getCarOrderCarList',
    input: orderIdInput,
    handler: async ({ auth, services, input, lang }) => {
      const order = await readOrder(services, auth, input.id, lang);
      const boutiques = await boutiquesOf(services, eq(t.ahCarOrderCarBoutique.ahCarOrderId, input.id));
      const expiry = await lockExpiryFor(services, auth.tenantId, order.storeId);
      return (await carsOf(services, input.id)).map((c) => ({ ...presentCar(c as unknown as Record<string, unknown>, services), ...expiry(c), ahCarOrderCarId: c.id, boutiqueList: boutiques.filter((b) => b.ahCarOrderCarId === c.id) }));
    },
  }),
  route({
    method: 'GET',
    url: '/crm-warehouse/carOrder/getCarOrderCarInfo',
    input: orderCarIdInput,
    handler: async ({ auth, services, input, lang }) => {
      const car = await readOrderCar(services, auth, input.id, lang);
      const order = await readOrder(services, auth, car.ahCarOrderId!, lang);
      const [invoice] = (await invoicesOf(services, order.id)).filter((x) => x.ahCarOrderCarId === car.id);
      return {
        ...presentCar(car as unknown as Record<string, unknown>, services),
        ...(await lockExpiryFor(services, auth.tenantId, order.storeId))(car),
        ahCarOrderCarId: car.id,
        orderNo: order.orderNo,
        orderState: order.orderState,
        customerName: order.customerName,
        boutiqueList: await boutiquesOf(services, eq(t.ahCarOrderCarBoutique.ahCarOrderCarId, car.id)),
        invoice: invoice ?? null,
      };
    },
  }),
  route({
    method: 'GET',
    url: '/crm-warehouse/carOrder/getCarOrderCarBoutiqueList',
    input: orderCarIdInput,
    handler: async ({ auth, services, input, lang }) => {
      await readOrderCar(services, auth, input.id, lang);
      return boutiquesOf(services, eq(t.ahCarOrderCarBoutique.ahCarOrderCarId, input.id));
    },
  }),
  route({
    method: 'GET',
    url: '/crm-warehouse/carOrder/getHourlyRatesButton',
    input: noInput,
    handler: async ({ auth, services }) => {
      // the boutique fitting labour price of the order form; editable by whoever may edit orders
      let show = true;
      try {
        await checkPermission(services, auth, 'car_order_edit');
      } catch {
        show = false;
      }
      // the tenant's parameter carOrder.hourlyRate (参数管理), 120.00 yuan when none is stored or it does not read
      const rate = await readParam(services, auth.tenantId, HOURLY_RATE_PARAM);
      return { show, hourlyRate: rate.value, rateSource: rate.source };
    },
  }),
  route({
    method: 'GET',
    url: '/crm-warehouse/carOrder/getOrderStatisticsInfo',
    input: v.looseObject({}),
    handler: async ({ auth, services, input }) => {
      const q = { ...input, orderState: undefined };
      const where = and(await ort.order.scope(services, auth), filterWhere(carOrderResource, ort.order.cols, q));
      const rows = await services.db
        .select({ state: t.ahCarOrder.orderState, n: count(), amount: sql<string>`coalesce(sum(${t.ahCarOrder.totalAmount}), 0)` })
        .from(t.ahCarOrder)
        .where(where)
        .groupBy(t.ahCarOrder.orderState);
      const by = new Map(rows.map((r) => [Number(r.state), { n: Number(r.n), amount: Number(r.amount) }]));
      const total = rows.reduce((a, r) => a + Number(r.n), 0);
      return {
        total,
        totalAmount: rows.reduce((a, r) => a + Number(r.amount), 0),
        ...Object.fromEntries(Object.entries(CAR_ORDER_STATES).map(([name, value]) => [name, by.get(value)?.n ?? 0])),
        cards: CAR_ORDER_STATE_OPTIONS.map((o) => ({ state: o.value, name: o.zh, nameEn: o.en, count: by.get(o.value)?.n ?? 0, amount: by.get(o.value)?.amount ?? 0 })),
      };
    },
  }),
];

