/**
 * The store's lock setting (锁车设置) enforced by the car-order lock: the deposit, the number of cars
 * one salesperson may hold, whether a lock may move to another car, and the expiry of a lock (an
 * expired lock still holds its car until another order car takes it over); and an order's edit
 * (addOrUpdateCarOrder) keeping them for the cars it holds: its deposit, its new salesperson's count.
 * Each refusal leaves everything as it was; each saved setting changes what the calls do.
 */
import { asTenant } from '../../server/db/data-context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { call, startServer, type TestServer } from './harness';
import { user } from '../../server/db/schema';
import { DEMO_TENANT } from '../../server/db/seed';
import { ahCarOrder, ahCarOrderCar, ahCarOrderLockLog } from '../../server/db/resource-tables/car-orders';
import { locksHeldBy } from '../../server/modules/crm-warehouse/car-order-lock';
import { detail, freeCars, invoicedOrder, managerIn, order as orderBody, orderCarOf, orderCarRows, orderFor, orderRow, post, saveLockSetting, stockRow, type StockCar } from './car-order-helpers';

let s: TestServer;
let token: string;
let storeId: string;
const userIds = new Map<string, string>();

beforeAll(async () => {
  s = await startServer();
  ({ token, storeId } = await managerIn(s, '安华宝马杭州西湖店'));
  const rows = await s.database.ownerDb
    .select({ id: user.id, account: user.account })
    .from(user)
    .where(and(eq(user.tenantId, DEMO_TENANT), inArray(user.account, ['manager', 'sales0a', 'finance'])));
  for (const r of rows) userIds.set(r.account, r.id);
}, 300_000);
afterAll(async () => {
  await s?.close();
});

type LockAnswer = { orderState: number; lockState: number; vin: string; lockExpireTime: string | null; lockExpired: boolean; takenOverFrom: string | null };
const lock = (orderCarId: string, carId: string, headers: Record<string, string> = {}) => call<LockAnswer>(s.app, 'POST', '/crm-warehouse/carOrder/lockCar', { token, headers, body: { ahCarOrderCarId: orderCarId, ahWarehouseCarId: carId } });
const change = (orderCarId: string, carId: string, headers: Record<string, string> = {}) => call<LockAnswer>(s.app, 'POST', '/crm-warehouse/carOrder/changeLockCar', { token, headers, body: { ahCarOrderCarId: orderCarId, ahWarehouseCarId: carId } });

async function logsOf(orderId: string) {
  return (await s.database.ownerDb
    .select()
    .from(ahCarOrderLockLog)
    .where(eq(ahCarOrderLockLog.ahCarOrderId, orderId))
    .orderBy(desc(ahCarOrderLockLog.createTime), desc(ahCarOrderLockLog.id))) as Array<{ event: string; fromVin: string | null; toVin: string | null; ahCarOrderCarId: string }>;
}

/** the stock cars a salesperson's open orders hold in the store, read from the tables */
async function heldBy(userId: string) {
  const rows = await s.database.ownerDb
    .select({ lockState: ahCarOrderCar.lockState, orderState: ahCarOrder.orderState })
    .from(ahCarOrderCar)
    .innerJoin(ahCarOrder, eq(ahCarOrder.id, ahCarOrderCar.ahCarOrderId))
    .where(and(eq(ahCarOrderCar.storeId, storeId), eq(ahCarOrderCar.isDeleted, 0), eq(ahCarOrder.salesUserId, userId), inArray(ahCarOrderCar.lockState, [1, 2])));
  return rows.filter((r) => r.orderState !== 9 && r.orderState !== 4).length;
}

/** test setup: the order car's lock was taken this many hours ago (the access token would not survive moving the clock) */
async function ageLock(orderCarId: string, hours: number) {
  const [row] = (await s.database.ownerDb.select({ lockTime: ahCarOrderCar.lockTime }).from(ahCarOrderCar).where(eq(ahCarOrderCar.id, orderCarId))) as Array<{ lockTime: Date }>;
  await s.database.ownerDb.update(ahCarOrderCar).set({ lockTime: new Date(row.lockTime.getTime() - hours * 3_600_000) }).where(eq(ahCarOrderCar.id, orderCarId));
}

/** everything a refused call must have left alone: the order car, its order, the stock cars and the log */
async function snapshot(orderId: string, cars: StockCar[]) {
  return {
    order: await orderRow(s, orderId),
    orderCars: await orderCarRows(s, orderId),
    stock: await Promise.all(cars.map((c) => stockRow(s, c.id))),
    logs: (await logsOf(orderId)).length,
  };
}

describe('the demo seed', () => {
  // first in the file: the orders below add locks of their own
  it('respects the default setting: orders holding cars have their deposit, at most 3 cars per salesperson and store, open locks still running', async () => {
    const rows = (await s.database.ownerDb
      .select({ storeId: ahCarOrderCar.storeId, salesUserId: ahCarOrder.salesUserId, depositAmount: ahCarOrder.depositAmount, lockTime: ahCarOrderCar.lockTime, invoiceState: ahCarOrderCar.invoiceState })
      .from(ahCarOrderCar)
      .innerJoin(ahCarOrder, eq(ahCarOrder.id, ahCarOrderCar.ahCarOrderId))
      .where(and(eq(ahCarOrderCar.tenantId, DEMO_TENANT), eq(ahCarOrderCar.isDeleted, 0), inArray(ahCarOrderCar.lockState, [1, 2])))) as Array<{ storeId: string; salesUserId: string; depositAmount: number; lockTime: Date; invoiceState: number }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !(r.depositAmount > 0))).toEqual([]);
    const per = new Map<string, number>();
    for (const r of rows) per.set(`${r.storeId}:${r.salesUserId}`, (per.get(`${r.storeId}:${r.salesUserId}`) ?? 0) + 1);
    expect(Math.max(...per.values())).toBeLessThanOrEqual(3);
    const open = rows.filter((r) => r.invoiceState !== 1);
    expect(open.length).toBeGreaterThan(0);
    expect(open.filter((r) => r.lockTime.getTime() + 72 * 3_600_000 <= Date.now())).toEqual([]);
  });
});

describe('requireDeposit', () => {
  it('refuses a lock for an order without a deposit (Chinese and English), changing nothing; a store that does not ask for one locks', async () => {
    await saveLockSetting(s, token, { maxLocksPerUser: 50 });
    const [car] = await freeCars(s, token, 1);
    const o = await orderFor(s, token, [car], { depositAmount: 0 });
    const before = await snapshot(o.id, [car]);
    const r = await lock(o.carList[0].id, car.id);
    expect(r.code).toBe(10300);
    expect(r.msg).toBe(`${o.orderNo}：请先收取定金后再锁车`);
    const en = await lock(o.carList[0].id, car.id, { 'accept-language': 'en' });
    expect(en.code).toBe(10300);
    expect(en.msg).toBe(`${o.orderNo}: Take the order's deposit before locking a car`);
    expect(await snapshot(o.id, [car])).toEqual(before);
    expect(before.stock[0].state).toBe(3);
    expect(before.orderCars[0].lockState).toBe(0);

    await saveLockSetting(s, token, { requireDeposit: 0, maxLocksPerUser: 50 });
    const ok = await lock(o.carList[0].id, car.id);
    expect(ok.code).toBe(200);
    expect(ok.data).toMatchObject({ orderState: 2, lockState: 1, vin: car.vin });
    expect((await stockRow(s, car.id)).state).toBe(4);
  });

  it('refuses a change for an order without a deposit: both cars stay where they were', async () => {
    await saveLockSetting(s, token, { requireDeposit: 0, maxLocksPerUser: 50 });
    const [a, b] = await freeCars(s, token, 2);
    const o = await orderFor(s, token, [a], { depositAmount: 0 });
    expect((await lock(o.carList[0].id, a.id)).code).toBe(200);
    await saveLockSetting(s, token, { requireDeposit: 1, maxLocksPerUser: 50 });
    const before = await snapshot(o.id, [a, b]);
    const r = await change(o.carList[0].id, b.id);
    expect(r.code).toBe(10300);
    expect(r.msg).toBe(`${o.orderNo}：请先收取定金后再锁车`);
    expect(await snapshot(o.id, [a, b])).toEqual(before);
    expect(before.stock.map((x) => x.state)).toEqual([4, 3]);
    // an unlock needs no deposit
    expect((await post(s, token, 'unlockCar', { ahCarOrderCarId: o.carList[0].id })).code).toBe(200);
    expect((await stockRow(s, a.id)).state).toBe(3);
  });
});

describe('allowChangeLock', () => {
  it('a store that forbids changes refuses changeLockCar, changing nothing; unlock then lock still works; allowing it again changes', async () => {
    await saveLockSetting(s, token, { allowChangeLock: 0, maxLocksPerUser: 50 });
    const [a, b] = await freeCars(s, token, 2);
    const o = await orderFor(s, token, [a]);
    const oc = o.carList[0].id;
    expect((await lock(oc, a.id)).code).toBe(200);
    const before = await snapshot(o.id, [a, b]);
    const r = await change(oc, b.id);
    expect(r.code).toBe(10300);
    expect(r.msg).toBe(`${o.orderNo}：本门店不允许换车锁定，请先解锁再锁定其他车辆`);
    expect((await change(oc, b.id, { 'accept-language': 'en' })).msg).toBe(`${o.orderNo}: This store does not allow changing a locked car; unlock it, then lock another`);
    expect(await snapshot(o.id, [a, b])).toEqual(before);

    await saveLockSetting(s, token, { allowChangeLock: 1, maxLocksPerUser: 50 });
    const ok = await change(oc, b.id);
    expect(ok.code).toBe(200);
    expect(ok.data).toMatchObject({ lockState: 2, vin: b.vin });
    expect((await stockRow(s, a.id)).state).toBe(3);
    expect((await stockRow(s, b.id)).state).toBe(4);
  });
});

describe('maxLocksPerUser', () => {
  it('counts the cars each salesperson holds in the store: over the limit a lock is refused, another salesperson still locks, a change is not counted', async () => {
    const a = userIds.get('sales0a')!;
    const b = userIds.get('manager')!;
    expect(a && b).toBeTruthy();
    // the limit sits one above what the manager already holds in this store, and at least 2
    const limit = Math.max(2, (await heldBy(b)) + 1);
    await saveLockSetting(s, token, { maxLocksPerUser: limit });
    const start = await heldBy(a);
    expect(start).toBe(0);
    const cars = await freeCars(s, token, limit + 3);
    const mine = [];
    for (let i = 0; i <= limit; i++) mine.push(await orderFor(s, token, [cars[i]], { salesUserId: a }));
    for (let i = 0; i < limit; i++) expect((await lock(mine[i].carList[0].id, cars[i].id)).code).toBe(200);
    expect(await heldBy(a)).toBe(limit);

    const last = mine[limit];
    const before = await snapshot(last.id, [cars[limit]]);
    const r = await lock(last.carList[0].id, cars[limit].id);
    expect(r.code).toBe(10300);
    expect(r.msg).toContain(`每位销售顾问最多锁定${limit}台车`);
    expect(r.msg).toContain(`已锁定${limit}台`);
    expect((await lock(last.carList[0].id, cars[limit].id, { 'accept-language': 'en' })).msg).toContain(`at most ${limit} locked cars`);
    expect(await snapshot(last.id, [cars[limit]])).toEqual(before);
    expect(await heldBy(a)).toBe(limit);

    // a change moves one of the salesperson's locks: not counted twice
    const moved = await change(mine[0].carList[0].id, cars[limit + 1].id);
    expect(moved.code).toBe(200);
    expect(await heldBy(a)).toBe(limit);

    // the manager's count is the manager's own
    const theirs = await orderFor(s, token, [cars[limit + 2]]);
    expect((await lock(theirs.carList[0].id, cars[limit + 2].id)).code).toBe(200);

    // an unlock frees a place
    expect((await post(s, token, 'unlockCar', { ahCarOrderCarId: mine[1].carList[0].id })).code).toBe(200);
    expect((await lock(last.carList[0].id, cars[limit].id)).code).toBe(200);
    expect(await heldBy(a)).toBe(limit);
  });

  it('two orders of one salesperson locking the last place at once: exactly one gets it', async () => {
    const person = userIds.get('finance')!;
    await saveLockSetting(s, token, { maxLocksPerUser: (await heldBy(person)) + 1 });
    const cars = await freeCars(s, token, 2);
    const [a, b] = [await orderFor(s, token, [cars[0]], { salesUserId: person }), await orderFor(s, token, [cars[1]], { salesUserId: person })];
    const results = await Promise.all([lock(a.carList[0].id, cars[0].id), lock(b.carList[0].id, cars[1].id)]);
    expect(results.map((r) => r.code).sort((p, q) => p - q)).toEqual([200, 10300]);
    expect(results.find((r) => r.code === 10300)!.msg).toContain('每位销售顾问最多锁定');
    expect((await stockRow(s, cars[0].id)).state + (await stockRow(s, cars[1].id)).state).toBe(7);
  });

  it('an order without a salesperson counts for the acting user; a saved higher limit lets the lock through', async () => {
    const b = userIds.get('manager')!;
    await saveLockSetting(s, token, { maxLocksPerUser: Math.max(1, await heldBy(b)) });
    const [car] = await freeCars(s, token, 1);
    const o = await orderFor(s, token, [car]);
    await s.database.ownerDb.update(ahCarOrder).set({ salesUserId: null }).where(eq(ahCarOrder.id, o.id));
    // the manager holds as many as the limit (at least one: make sure)
    if ((await heldBy(b)) === 0) {
      const [x] = await freeCars(s, token, 1);
      const held = await orderFor(s, token, [x]);
      expect((await lock(held.carList[0].id, x.id)).code).toBe(200);
    }
    const r = await lock(o.carList[0].id, car.id);
    expect(r.code).toBe(10300);
    expect(r.msg).toContain('每位销售顾问最多锁定');
    expect((await stockRow(s, car.id)).state).toBe(3);
    await saveLockSetting(s, token, { maxLocksPerUser: 50 });
    expect((await lock(o.carList[0].id, car.id)).code).toBe(200);
  });
});

describe('an order without a salesperson', () => {
  it('counts for whoever created it, whoever locks its car: the count and the check agree', async () => {
    const manager = userIds.get('manager')!;
    const creator = userIds.get('sales0a')!;
    const held = (person: string) => asTenant(DEMO_TENANT, () => locksHeldBy(s.services.db as never, DEMO_TENANT, storeId, person));
    // the manager at the limit (at least one lock), the creator one below it
    if ((await held(manager)) === 0) {
      await saveLockSetting(s, token, { maxLocksPerUser: 50 });
      const [x] = await freeCars(s, token, 1);
      const mine = await orderFor(s, token, [x]);
      expect((await lock(mine.carList[0].id, x.id)).code).toBe(200);
    }
    const limit = await held(manager);
    const [car, other] = await freeCars(s, token, 2);
    const o = await orderFor(s, token, [car]);
    const o2 = await orderFor(s, token, [other]);
    for (const id of [o.id, o2.id]) await s.database.ownerDb.update(ahCarOrder).set({ salesUserId: null, createUser: creator } as never).where(eq(ahCarOrder.id, id));
    expect(await held(creator)).toBeLessThan(limit);
    await saveLockSetting(s, token, { maxLocksPerUser: Math.max(limit, (await held(creator)) + 1) });
    // the manager locks for sales0a's order: counted for sales0a, who has room
    const before = await held(manager);
    expect((await lock(o.carList[0].id, car.id)).code).toBe(200);
    expect(await held(manager)).toBe(before);
    // now sales0a is at the limit: the next lock for their order is refused, whoever sends it
    await saveLockSetting(s, token, { maxLocksPerUser: await held(creator) });
    const r = await lock(o2.carList[0].id, other.id);
    expect(r.code).toBe(10300);
    expect(r.msg).toContain('每位销售顾问最多锁定');
    expect((await stockRow(s, other.id)).state).toBe(3);
    // the later tests count sales0a's locks by salesperson: give the place back
    expect((await post(s, token, 'unlockCar', { ahCarOrderCarId: o.carList[0].id })).code).toBe(200);
    await saveLockSetting(s, token, { maxLocksPerUser: 50 });
  });
});

describe('lockHours', () => {
  it('shows when a lock runs out; a running lock keeps refusing; once expired another order takes the car over, the first order car unlocked and logged', async () => {
    await saveLockSetting(s, token, { maxLocksPerUser: 50 });
    const [car] = await freeCars(s, token, 1);
    const first = await orderFor(s, token, [car]);
    const second = await orderFor(s, token, [car], { salesUserId: userIds.get('sales0a') });
    const locked = await lock(first.carList[0].id, car.id);
    expect(locked.code).toBe(200);
    expect(locked.data.lockExpired).toBe(false);
    const d = (await detail(s, token, first.id)) as unknown as { carList: Array<{ lockTime: string; lockExpireTime: string; lockExpired: boolean }> };
    expect(new Date(d.carList[0].lockExpireTime).getTime() - new Date(d.carList[0].lockTime).getTime()).toBe(72 * 3_600_000);
    expect(d.carList[0].lockExpired).toBe(false);
    const vo = await call<{ lockExpireTime: string }>(s.app, 'GET', '/crm-warehouse/carOrder/getSelCarOrderCarInfoVO', { token, query: { ahCarOrderCarId: first.carList[0].id } });
    expect(vo.data.lockExpireTime).toBe(d.carList[0].lockExpireTime);

    // two hours later the default 72-hour lock still runs
    await ageLock(first.carList[0].id, 2);
    const before = { first: await snapshot(first.id, [car]), second: await snapshot(second.id, [car]) };
    const alloc = (extra: Record<string, string | number> = {}) =>
      call<{ records: Array<{ id: string; lockExpired?: boolean; lockOrderNo?: string; lockExpireTime?: string }> }>(s.app, 'GET', '/crm-warehouse/carOrder/getAllocCarList', { token, query: { ahCarOrderCarId: second.carList[0].id, size: 200, ...extra } });
    expect((await alloc({ withExpired: 1 })).data.records.map((r) => r.id)).not.toContain(car.id);
    const refused = await lock(second.carList[0].id, car.id);
    expect(refused.code).toBe(10300);
    expect(refused.msg).toBe(`${car.vin}：该车辆已被订单${first.orderNo}锁定`);
    expect({ first: await snapshot(first.id, [car]), second: await snapshot(second.id, [car]) }).toEqual(before);

    // the store shortens locks to one hour: the lock has run out, but it still holds the car
    await saveLockSetting(s, token, { lockHours: 1, maxLocksPerUser: 50 });
    const expired = (await detail(s, token, first.id)) as unknown as { carList: Array<{ lockTime: string; lockExpireTime: string; lockExpired: boolean }> };
    expect(expired.carList[0].lockExpired).toBe(true);
    expect(new Date(expired.carList[0].lockExpireTime).getTime() - new Date(expired.carList[0].lockTime).getTime()).toBe(3_600_000);
    const out = await call(s.app, 'POST', '/crm-warehouse/ahWarehouseCar/warehouseOut', { token, body: { id: car.id } });
    expect(out.code).toBe(10300);
    expect((await stockRow(s, car.id)).state).toBe(4);

    // the allocation list offers it on request, saying whose it still is
    expect((await alloc()).data.records.map((r) => r.id)).not.toContain(car.id);
    const offered = (await alloc({ withExpired: 1 })).data.records.find((r) => r.id === car.id);
    const firstSales = ((await detail(s, token, first.id)) as unknown as { salesName: string }).salesName;
    expect(firstSales).toBeTruthy();
    expect(offered).toMatchObject({ lockExpired: true, lockOrderNo: first.orderNo, lockSalesName: firstSales, lockExpireTime: expired.carList[0].lockExpireTime });
    // the free cars come first, the ones a lock would take from another order after them
    const expiredFlags = (await alloc({ withExpired: 1 })).data.records.map((r) => r.lockExpired === true);
    expect(expiredFlags).toEqual([...expiredFlags].sort());
    expect(expiredFlags).toContain(false);

    // another order car locking it takes it over, in one transaction
    const taken = await lock(second.carList[0].id, car.id);
    expect(taken.code).toBe(200);
    expect(taken.data).toMatchObject({ orderState: 2, lockState: 1, vin: car.vin, lockExpired: false, takenOverFrom: first.orderNo });
    expect((await orderCarRows(s, first.id))[0]).toMatchObject({ lockState: 0, ahWarehouseCarId: null });
    expect((await orderRow(s, first.id)).orderState).toBe(1);
    expect((await orderRow(s, first.id)).lockedCount).toBe(0);
    expect((await orderCarRows(s, second.id))[0]).toMatchObject({ lockState: 1, ahWarehouseCarId: car.id });
    expect((await stockRow(s, car.id)).state).toBe(4);
    const firstLogs = await logsOf(first.id);
    expect(firstLogs.map((l) => l.event)).toEqual(['UNLOCK', 'LOCK']);
    expect(firstLogs[0]).toMatchObject({ fromVin: car.vin, toVin: null });
    expect((await logsOf(second.id))[0]).toMatchObject({ event: 'LOCK', toVin: car.vin });
    const firstDetail = (await detail(s, token, first.id)) as unknown as { orderState: number; carList: Array<{ lockExpireTime: string | null; vin: string | null }>; lockLogList: Array<{ event: string; fromVin: string }> };
    expect(firstDetail.orderState).toBe(1);
    expect(firstDetail.carList[0]).toMatchObject({ lockExpireTime: null, vin: null });
    expect(firstDetail.lockLogList[0]).toMatchObject({ event: 'UNLOCK', fromVin: car.vin });
  });

  it('a change onto a car whose lock expired takes it over too; an invoiced car is never taken over', async () => {
    await saveLockSetting(s, token, { lockHours: 1, maxLocksPerUser: 50 });
    const [x, y, z] = await freeCars(s, token, 3);
    const holder = await orderFor(s, token, [x]);
    expect((await lock(holder.carList[0].id, x.id)).code).toBe(200);
    const mover = await orderFor(s, token, [y]);
    expect((await lock(mover.carList[0].id, y.id)).code).toBe(200);
    const invoiced = await invoicedOrder(s, token, [z]);
    for (const oc of [holder.carList[0].id, invoiced.carList[0].id]) await ageLock(oc, 2);
    const moved = await change(mover.carList[0].id, x.id);
    expect(moved.code).toBe(200);
    expect(moved.data).toMatchObject({ lockState: 2, vin: x.vin, takenOverFrom: holder.orderNo });
    expect((await stockRow(s, y.id)).state).toBe(3);
    expect((await orderCarRows(s, holder.id))[0]).toMatchObject({ lockState: 0, ahWarehouseCarId: null });
    expect((await logsOf(holder.id))[0]).toMatchObject({ event: 'UNLOCK', fromVin: x.vin });

    // the invoice keeps the car with its order, however old the lock
    const d = (await detail(s, token, invoiced.id)) as unknown as { carList: Array<{ lockExpireTime: string | null; lockExpired: boolean }> };
    expect(d.carList[0]).toMatchObject({ lockExpireTime: null, lockExpired: false });
    const other = await orderFor(s, token, [z]);
    const before = { holder: await snapshot(invoiced.id, [z]), other: await snapshot(other.id, [z]) };
    const r = await lock(other.carList[0].id, z.id);
    expect(r.code).toBe(10300);
    expect(r.msg).toBe(`${z.vin}：该车辆已被订单${invoiced.orderNo}锁定（已开票）`);
    expect({ holder: await snapshot(invoiced.id, [z]), other: await snapshot(other.id, [z]) }).toEqual(before);
  });

  it('two orders taking over one expired lock at once: exactly one gets the car', async () => {
    await saveLockSetting(s, token, { lockHours: 1, maxLocksPerUser: 50 });
    const [car] = await freeCars(s, token, 1);
    const holder = await orderFor(s, token, [car]);
    expect((await lock(holder.carList[0].id, car.id)).code).toBe(200);
    const a = await orderFor(s, token, [car]);
    const b = await orderFor(s, token, [car]);
    await ageLock(holder.carList[0].id, 2);
    const results = await Promise.all([lock(a.carList[0].id, car.id), lock(b.carList[0].id, car.id)]);
    expect(results.map((r) => r.code).sort((p, q) => p - q)).toEqual([200, 10300]);
    const holders = [...(await orderCarRows(s, holder.id)), ...(await orderCarRows(s, a.id)), ...(await orderCarRows(s, b.id))].filter((c) => c.ahWarehouseCarId === car.id);
    expect(holders).toHaveLength(1);
    expect((await logsOf(holder.id)).filter((l) => l.event === 'UNLOCK')).toHaveLength(1);
    expect((await stockRow(s, car.id)).state).toBe(4);
  });
});

describe('addOrUpdateCarOrder keeps the lock setting of the cars an order holds', () => {
  const stored = async (id: string) => (await orderRow(s, id)) as unknown as { depositAmount: number; salesUserId: string };
  /** the body that saves the order as it is, with the cars it has, and `over` on top */
  const edit = (o: Awaited<ReturnType<typeof orderFor>>, over: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(s.app, 'POST', '/crm-warehouse/carOrder/addOrUpdateCarOrder', {
      token,
      headers,
      body: orderBody({ ahCarOrderId: o.id, ...over }, o.carList.map((c) => ({ ...orderCarOf(c), ahCarOrderCarId: c.id }))),
    });

  it('refuses a deposit going to 0 while the order holds a locked car (Chinese and English), changing nothing; a lower deposit, no lock or a store that does not ask saves', async () => {
    await saveLockSetting(s, token, { maxLocksPerUser: 50 });
    const [car, free] = await freeCars(s, token, 2);
    const o = await orderFor(s, token, [car]);
    expect((await lock(o.carList[0].id, car.id)).code).toBe(200);
    const before = await snapshot(o.id, [car]);
    const r = await edit(o, { depositAmount: 0 });
    expect(r.code).toBe(10300);
    expect(r.msg).toBe(`${o.orderNo}：该订单已锁车，定金不能改为0，请先解锁车辆`);
    const en = await edit(o, { depositAmount: '' }, { 'accept-language': 'en' });
    expect(en.code).toBe(10300);
    expect(en.msg).toBe(`${o.orderNo}: The order holds a locked car, so its deposit cannot go to 0; unlock the car first`);
    expect(await snapshot(o.id, [car])).toEqual(before);
    expect((before.order as unknown as { depositAmount: number }).depositAmount).toBe(500000);

    // a smaller deposit is still a deposit
    expect((await edit(o, { depositAmount: 100000 })).code).toBe(200);
    expect((await stored(o.id)).depositAmount).toBe(100000);
    // an order that holds nothing may go without one
    const idle = await orderFor(s, token, [free]);
    expect((await edit(idle, { depositAmount: 0 })).code).toBe(200);
    // a store that does not ask for a deposit lets it go
    await saveLockSetting(s, token, { requireDeposit: 0, maxLocksPerUser: 50 });
    expect((await edit(o, { depositAmount: 0 })).code).toBe(200);
    expect((await stored(o.id)).depositAmount).toBe(0);
  });

  it('refuses moving an order with locked cars to a salesperson at the limit (the lock rule words), changing nothing; under the limit it moves and counts there', async () => {
    const to = userIds.get('sales0a')!;
    const from = userIds.get('manager')!;
    await saveLockSetting(s, token, { maxLocksPerUser: 50 });
    const cars = await freeCars(s, token, 3);
    // the order to move holds two cars; the other order stays where it is, holding nothing
    const moving = await orderFor(s, token, [cars[0], cars[1]], { salesUserId: from });
    for (const [i, c] of moving.carList.entries()) expect((await lock(c.id, cars[i].id)).code).toBe(200);
    const idle = await orderFor(s, token, [cars[2]], { salesUserId: from });
    const held = await heldBy(to);
    // one place left for sales0a: two cars do not fit
    await saveLockSetting(s, token, { maxLocksPerUser: held + 1 });
    const before = await snapshot(moving.id, cars.slice(0, 2));
    const r = await edit(moving, { salesUserId: to });
    expect(r.code).toBe(10300);
    expect(r.msg).toMatch(new RegExp(`^每位销售顾问最多锁定${held + 1}台车，.+已锁定${held}台，请先解锁其他车辆$`));
    expect((await edit(moving, { salesUserId: to }, { 'accept-language': 'en' })).msg).toContain(`at most ${held + 1} locked cars`);
    expect(await snapshot(moving.id, cars.slice(0, 2))).toEqual(before);
    expect((before.order as unknown as { salesUserId: string }).salesUserId).toBe(from);
    expect(await heldBy(to)).toBe(held);

    // an order holding nothing moves whatever the count; staying with the same salesperson is no move
    expect((await edit(idle, { salesUserId: to })).code).toBe(200);
    expect((await edit(moving, { salesUserId: from, remark: '同一销售顾问' })).code).toBe(200);
    // with room for both cars it moves, and they count for the new salesperson
    await saveLockSetting(s, token, { maxLocksPerUser: held + 2 });
    expect((await edit(moving, { salesUserId: to })).code).toBe(200);
    expect(await heldBy(to)).toBe(held + 2);
    expect((await stored(moving.id)).salesUserId).toBe(to);
    await saveLockSetting(s, token, { maxLocksPerUser: 50 });
  });

  it('a lock and a move to the same salesperson taking the last place at once: exactly one gets it', async () => {
    const person = userIds.get('finance')!;
    await saveLockSetting(s, token, { maxLocksPerUser: 50 });
    const cars = await freeCars(s, token, 2);
    const moving = await orderFor(s, token, [cars[0]], { salesUserId: userIds.get('manager') });
    expect((await lock(moving.carList[0].id, cars[0].id)).code).toBe(200);
    const theirs = await orderFor(s, token, [cars[1]], { salesUserId: person });
    const limit = (await heldBy(person)) + 1;
    await saveLockSetting(s, token, { maxLocksPerUser: limit });
    const results = await Promise.all([edit(moving, { salesUserId: person }), lock(theirs.carList[0].id, cars[1].id)]);
    expect(results.map((r) => r.code).sort((p, q) => p - q)).toEqual([200, 10300]);
    expect(results.find((r) => r.code === 10300)!.msg).toContain('每位销售顾问最多锁定');
    expect(await heldBy(person)).toBe(limit);
    await saveLockSetting(s, token, { maxLocksPerUser: 50 });
  });
});
