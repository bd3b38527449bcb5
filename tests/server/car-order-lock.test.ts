/**
 * Locking stock cars to orders: lockCar, changeLockCar, unlockCar, the allocation lists, and the
 * rules around them: a locked car cannot be sold to another order, transferred, sent out or unlocked
 * by the warehouse; two people locking one car at once: exactly one wins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { call, startServer, type TestServer } from './harness';
import { user } from '../../server/db/schema';
import { DEMO_TENANT } from '../../server/db/seed';
import { hashOperatingCode } from '../../src/domain/operating-code';
import { accountIn, detail, freeCars, get, managerIn, orderCarRows, orderFor, orderRow, post, saveLockSetting, stockRow, type Page, type StockCar } from './car-order-helpers';

let s: TestServer;
let token: string;
let storeId: string;
let code: string;

beforeAll(async () => {
  s = await startServer();
  code = await hashOperatingCode('Stock2026');
  await s.database.ownerDb
    .update(user)
    .set({ operatingCodeHash: await hash(code) })
    .where(and(eq(user.tenantId, DEMO_TENANT), eq(user.account, 'manager')));
  ({ token, storeId } = await managerIn(s, '安华宝马杭州西湖店'));
  // every order here is the manager's and keeps its lock: the store lets one salesperson hold more than
  // the default 3 cars (the per-person limit itself: car-order-lock-setting.test.ts)
  await saveLockSetting(s, token, { maxLocksPerUser: 50 });
}, 300_000);
afterAll(async () => {
  await s?.close();
});

const lock = (orderCarId: string, carId: string, t = token) => post<{ orderState: number; lockState: number; vin: string }>(s, t, 'lockCar', { ahCarOrderCarId: orderCarId, ahWarehouseCarId: carId });

describe('lockCar', () => {
  it('locks a stock car of the order car model: the car is locked, the order assigned, the log written', async () => {
    const [car] = await freeCars(s, token, 1);
    const o = await orderFor(s, token, [car]);
    const r = await lock(o.carList[0].id, car.id);
    expect(r.code).toBe(200);
    expect(r.data.orderState).toBe(2);
    expect(r.data.lockState).toBe(1);
    expect(r.data.vin).toBe(car.vin);
    expect((await stockRow(s, car.id)).state).toBe(4);
    const d = (await detail(s, token, o.id)) as unknown as { lockedCount: number; lockLogList: Array<{ event: string; toVin: string }>; actions: string[] };
    expect(d.lockedCount).toBe(1);
    expect(d.lockLogList[0]).toMatchObject({ event: 'LOCK', toVin: car.vin });
    expect(d.actions).toEqual(expect.arrayContaining(['CHANGE_LOCK', 'UNLOCK_CAR', 'INVOICE']));
    const again = await lock(o.carList[0].id, car.id);
    expect(again.code).toBe(10300);
    expect(again.msg).toContain('如需更换请使用换车');
  });

  it('refuses bad inputs and cars that cannot be locked, changing nothing', async () => {
    const cars = await freeCars(s, token, 2);
    const o = await orderFor(s, token, [cars[0]]);
    const oc = o.carList[0].id;
    expect((await post(s, token, 'lockCar', { ahWarehouseCarId: cars[0].id })).msg).toBe('请选择订单车辆');
    expect((await post(s, token, 'lockCar', { ahCarOrderCarId: oc })).msg).toBe('请选择库存车辆');
    expect((await lock(oc, '1234567890123')).code).toBe(404);
    expect((await lock('1234567890123', cars[0].id)).code).toBe(404);
    // another model
    const all = await call<Page<StockCar>>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/getPage', { token, query: { size: 200 } });
    const otherModel = all.data.records.find((c) => c.state === 3 && c.carModelId !== cars[0].carModelId)!;
    const r = await lock(oc, otherModel.id);
    expect(r.code).toBe(400);
    expect(r.msg).toContain('库存车辆车型与订单车型不一致');
    // a car not in stock yet, and a car the warehouse locked itself
    const transit = all.data.records.find((c) => c.state === 0 && c.carModelId === cars[0].carModelId) ?? all.data.records.find((c) => c.state === 0)!;
    const o2 = await orderFor(s, token, [transit]);
    const r1 = await lock(o2.carList[0].id, transit.id);
    expect(r1.code).toBe(10300);
    expect(r1.msg).toContain('只有在库车辆可以锁定');
    // a car the warehouse holds with its own lock setting
    const [held] = await freeCars(s, token, 1);
    expect((await call(s.app, 'POST', '/crm-warehouse/ahWarehouseCar/lockWarehouseCar', { token, body: { id: held.id } })).code).toBe(200);
    const o3 = await orderFor(s, token, [held]);
    const r2 = await lock(o3.carList[0].id, held.id);
    expect(r2.code).toBe(10300);
    expect(r2.msg).toContain('车辆已锁定，不能再次锁定');
    expect((await orderCarRows(s, o2.id))[0].lockState).toBe(0);
    expect((await orderRow(s, o3.id)).orderState).toBe(1);
  });

  it('a car another order holds is refused with that order number', async () => {
    const [car] = await freeCars(s, token, 1);
    const a = await orderFor(s, token, [car]);
    const b = await orderFor(s, token, [car]);
    expect((await lock(a.carList[0].id, car.id)).code).toBe(200);
    const r = await lock(b.carList[0].id, car.id);
    expect(r.code).toBe(10300);
    expect(r.msg).toBe(`${car.vin}：该车辆已被订单${a.orderNo}锁定`);
    expect((await orderCarRows(s, b.id))[0].ahWarehouseCarId).toBeNull();
  });

  it('two people locking one car at once: exactly one wins', async () => {
    const [car] = await freeCars(s, token, 1);
    // the finance clerk works in the same store: a second session acting at the same time
    const finance = (await accountIn(s, 'finance', '安华宝马杭州西湖店')).token;
    const a = await orderFor(s, token, [car]);
    const b = await orderFor(s, token, [car]);
    const results = await Promise.all([lock(a.carList[0].id, car.id), lock(b.carList[0].id, car.id, finance)]);
    expect(results.map((r) => r.code).sort((x, y) => x - y)).toEqual([200, 10300]);
    const holders = [...(await orderCarRows(s, a.id)), ...(await orderCarRows(s, b.id))].filter((c) => c.ahWarehouseCarId === car.id);
    expect(holders).toHaveLength(1);
    expect((await stockRow(s, car.id)).state).toBe(4);
  });
});

describe('a locked car stays with its order', () => {
  it('cannot go out, be transferred, deleted or unlocked by the warehouse', async () => {
    const [car] = await freeCars(s, token, 1);
    const o = await orderFor(s, token, [car]);
    expect((await lock(o.carList[0].id, car.id)).code).toBe(200);
    const out = await call(s.app, 'POST', '/crm-warehouse/ahWarehouseCar/warehouseOut', { token, body: { id: car.id } });
    expect(out.code).toBe(10300);
    expect(out.msg).toBe(`${car.vin}：车辆已锁定，不能出库`);
    const stores = await call<Array<{ value: string; label: string }>>(s.app, 'GET', '/crm-anhua/store/myList', { token });
    const to = stores.data.find((x) => x.value !== storeId)!.value;
    const tr = await call(s.app, 'POST', '/crm-warehouse/ahWarehouseCarTransfer/transfer', { token, body: { ahWarehouseCarIdList: [car.id], toStoreId: to, operatingCode: code } });
    expect(tr.code).toBe(10300);
    expect(tr.msg).toContain('车辆已锁定，不能调拨');
    const del = await call(s.app, 'POST', '/crm-warehouse/ahWarehouseCar/delete', { token, body: { ids: car.id } });
    expect(del.code).toBe(10300);
    const un = await call(s.app, 'POST', '/crm-warehouse/ahWarehouseCar/unlockWarehouseCar', { token, body: { id: car.id } });
    expect(un.code).toBe(10300);
    expect(un.msg).toBe(`${car.vin}：该车辆已被订单${o.orderNo}锁定，请在订单中解锁`);
    const row = await stockRow(s, car.id);
    expect(row).toMatchObject({ state: 4, inTransfer: 0, storeId });
  });
});

describe('changeLockCar and unlockCar', () => {
  it('changes to another car of the model: the old one back in stock, the new one locked', async () => {
    const [a, b] = await freeCars(s, token, 2);
    const o = await orderFor(s, token, [a]);
    const oc = o.carList[0].id;
    expect((await post(s, token, 'changeLockCar', { ahCarOrderCarId: oc, ahWarehouseCarId: b.id })).msg).toContain('该订单车辆尚未锁车');
    expect((await lock(oc, a.id)).code).toBe(200);
    expect((await post(s, token, 'changeLockCar', { ahCarOrderCarId: oc, ahWarehouseCarId: a.id })).msg).toBe('请选择其他车辆');
    const r = await post<{ lockState: number; vin: string }>(s, token, 'changeLockCar', { ahCarOrderCarId: oc, ahWarehouseCarId: b.id });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ lockState: 2, vin: b.vin });
    expect((await stockRow(s, a.id)).state).toBe(3);
    expect((await stockRow(s, b.id)).state).toBe(4);
    const un = await post<{ orderState: number; lockState: number }>(s, token, 'unlockCar', { ahCarOrderCarId: oc });
    expect(un.code).toBe(200);
    expect(un.data).toMatchObject({ orderState: 1, lockState: 0 });
    expect((await stockRow(s, b.id)).state).toBe(3);
    const again = await post(s, token, 'unlockCar', { ahCarOrderCarId: oc });
    expect(again.code).toBe(10300);
    expect(again.msg).toContain('该订单车辆尚未锁车');
    const logs = ((await detail(s, token, o.id)) as unknown as { lockLogList: Array<{ event: string }> }).lockLogList.map((l) => l.event);
    expect(logs).toEqual(['UNLOCK', 'CHANGE', 'LOCK']);
  });

  it('a change to a car another order holds is refused and both cars stay where they were', async () => {
    const [a, b] = await freeCars(s, token, 2);
    const mine = await orderFor(s, token, [a]);
    const theirs = await orderFor(s, token, [b]);
    expect((await lock(mine.carList[0].id, a.id)).code).toBe(200);
    expect((await lock(theirs.carList[0].id, b.id)).code).toBe(200);
    const r = await post(s, token, 'changeLockCar', { ahCarOrderCarId: mine.carList[0].id, ahWarehouseCarId: b.id });
    expect(r.code).toBe(10300);
    expect(r.msg).toContain(`该车辆已被订单${theirs.orderNo}锁定`);
    expect((await orderCarRows(s, mine.id))[0].ahWarehouseCarId).toBe(a.id);
    expect((await stockRow(s, a.id)).state).toBe(4);
  });
});

describe('allocation lists', () => {
  it('getAllocCarList answers free in-stock cars of the order car model; getOrderCarList the order cars waiting for a car', async () => {
    const [car] = await freeCars(s, token, 1);
    const o = await orderFor(s, token, [car]);
    const oc = o.carList[0].id;
    const alloc = await get<Page<StockCar>>(s, token, 'getAllocCarList', { ahCarOrderCarId: oc, size: 100 });
    expect(alloc.code).toBe(200);
    expect(alloc.data.records.map((c) => c.id)).toContain(car.id);
    expect(alloc.data.records.every((c) => c.state === 3 && c.inTransfer === 0 && c.carModelId === car.carModelId)).toBe(true);
    const byVin = await get<Page<StockCar>>(s, token, 'getAllocCarList', { ahCarOrderCarId: oc, vin: car.vin.slice(-6) });
    expect(byVin.data.records.map((c) => c.id)).toEqual([car.id]);
    const series = await get<Page<StockCar>>(s, token, 'getAllocCarList', { ahCarOrderCarId: oc, sameSeries: 1, size: 100 });
    expect(series.data.total).toBeGreaterThanOrEqual(alloc.data.total);
    const waiting = await get<Page<{ ahCarOrderCarId: string; orderNo: string }>>(s, token, 'getOrderCarList', { ahWarehouseCarId: car.id, size: 100 });
    expect(waiting.data.records.map((r) => r.ahCarOrderCarId)).toContain(oc);
    expect((await lock(oc, car.id)).code).toBe(200);
    const after = await get<Page<StockCar>>(s, token, 'getAllocCarList', { ahCarOrderCarId: oc, size: 100 });
    expect(after.data.records.map((c) => c.id)).not.toContain(car.id);
    const waiting2 = await get<Page<{ ahCarOrderCarId: string }>>(s, token, 'getOrderCarList', { ahWarehouseCarId: car.id, size: 100 });
    expect(waiting2.data.records.map((r) => r.ahCarOrderCarId)).not.toContain(oc);
    expect((await get(s, token, 'getAllocCarList', {})).msg).toBe('请选择订单车辆');
    expect((await get(s, token, 'getOrderCarList', { ahWarehouseCarId: 'abc' })).msg).toBe('请选择库存车辆');
    const vo = await get<{ lockedCar: { id: string } }>(s, token, 'getSelCarOrderCarInfoVO', { ahCarOrderCarId: oc });
    expect(vo.data.lockedCar.id).toBe(car.id);
  });
});
