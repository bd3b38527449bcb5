/** crm-warehouse/ahWarehouseCar: the stock list, statistics, detail, save, delete, export and each machine event with its bad inputs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { call, login, startServer, type TestServer } from './harness';
import { user } from '../../server/db/schema';
import { DEMO_TENANT } from '../../server/db/seed';
import { hashOperatingCode } from '../../src/domain/operating-code';

let s: TestServer;
let clerk: string; // warehouse clerk of store 0 (BMW)
let manager: string; // manager of stores 0, 1, 2; acting in store 0 after login
let sales: string;
let modelId: string;
beforeAll(async () => {
  s = await startServer();
  clerk = (await login(s.app, 'warehouse', 'anhua123')).access_token;
  manager = (await login(s.app, 'manager', 'anhua123')).access_token;
  sales = (await login(s.app, 'sales', 'anhua123')).access_token;
  const models = await call<Array<{ id: string; modelName: string }>>(s.app, 'GET', '/crm-anhua/car_brand/getComModelList', { token: clerk });
  modelId = models.data.find((m) => m.modelName === '325Li M运动套装')!.id;
});
afterAll(async () => {
  await s?.close();
});

interface Page<T> {
  records: T[];
  total: number;
}
interface Car {
  id: string;
  vin: string;
  state: number;
  inTransfer: number;
  modelName: string;
  brandName: string;
  seriesName: string;
  carModelId: string;
  guidePrice: number;
  arrivalDate: string | null;
  warehouseNo: string | null;
  displayLocation: string | null;
  inTime: string | null;
  outTime: string | null;
  storeId: string;
}

const page = (token: string, query: Record<string, string | number> = {}) => call<Page<Car>>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/getPage', { token, query: { current: 1, size: 100, ...query } });
const post = <T = unknown>(token: string, path: string, body: unknown) => call<T>(s.app, 'POST', `/crm-warehouse/ahWarehouseCar/${path}`, { token, body });
let serial = 0;
const newVin = () => `LBV3A5C0${'STUV'[serial % 4]}A${String(9_000_000 + serial++)}`;

async function addCar(token = clerk): Promise<string> {
  const r = await post<{ id: string }>(token, 'saveOrUpdate', { vin: newVin(), carModelId: modelId, color: '矿石白', purchasePrice: 30_000_000 });
  expect(r.code).toBe(200);
  return r.data.id;
}

/** the BMW store's cars, counted in the database */
async function storeCars(): Promise<number> {
  const r = await s.database.ownerDb.execute(sql`select count(*)::int as n from ah_warehouse_car c join ah_store st on st.id = c.store_id where st.branch_name = '安华宝马杭州西湖店' and c.is_deleted = 0`);
  return (r as unknown as { rows: Array<{ n: number }> }).rows[0].n;
}

describe('stock list and statistics', () => {
  it('pages the store’s cars with the vin, state, model and arrival date filters', async () => {
    const all = await page(clerk);
    // the stock seed's 30 cars, and the cars other areas' demo data sold out of the store
    expect(all.data.total).toBe(await storeCars());
    expect(all.data.total).toBeGreaterThanOrEqual(30);
    expect(all.data.records.every((c) => c.brandName === '宝马')).toBe(true);
    const one = all.data.records.find((c) => c.state === 3)!;
    const byVin = await page(clerk, { vin: one.vin.slice(-8) });
    expect(byVin.data.records.map((c) => c.id)).toEqual([one.id]);
    const locked = await page(clerk, { state: 4 });
    expect(locked.data.total).toBe(3);
    expect(locked.data.records.every((c) => c.state === 4)).toBe(true);
    const byModel = await page(clerk, { carModelId: one.carModelId });
    expect(byModel.data.records.every((c) => c.carModelId === one.carModelId)).toBe(true);
    expect(byModel.data.total).toBeGreaterThan(0);
    const day = one.arrivalDate!;
    const byDate = await page(clerk, { arrivalDateStart: day, arrivalDateEnd: day });
    expect(byDate.data.records.map((c) => c.id)).toContain(one.id);
    expect(byDate.data.records.every((c) => c.arrivalDate === day)).toBe(true);
    const badDate = await page(clerk, { arrivalDateStart: 'tomorrow' });
    expect(badDate).toMatchObject({ code: 400, msg: '到库日期日期格式错误' });
  });

  it('counts the cars per state', async () => {
    const r = await call<Record<string, unknown>>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/getCarStatusStatisticsInfo', { token: manager });
    const total = await storeCars();
    const out = total - 27;
    expect(out).toBeGreaterThanOrEqual(3);
    expect(r.data).toMatchObject({ total, stock: 27, inTransit: 3, arrived: 3, numbered: 3, inStock: 15, locked: 3, out, inTransfer: 0 });
    expect((r.data.cards as Array<{ state: number; count: number }>).map((c) => c.count)).toEqual([3, 3, 3, 15, 3, out]);
  });

  it('answers the detail of a car of the store and 404 for another store’s car', async () => {
    const mine = (await page(clerk)).data.records[0];
    const d = await call<Car>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/detail', { token: clerk, query: { id: mine.id } });
    expect(d.data).toMatchObject({ id: mine.id, vin: mine.vin });
    const admin = (await login(s.app, 'admin', 'admin123')).access_token;
    const benz = (await page(admin, { size: 500 })).data.records.find((c) => c.brandName === '奔驰')!;
    expect((await call(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/detail', { token: clerk, query: { id: benz.id } })).code).toBe(404);
    expect((await post(clerk, 'arriveWarehouseCar', { id: benz.id })).code).toBe(404);
  });
});

describe('saveOrUpdate', () => {
  it('adds a car in transit with the model’s names and price, and edits it', async () => {
    const vin = newVin();
    const r = await post<{ id: string }>(clerk, 'saveOrUpdate', { vin, carModelId: modelId, color: '宝石青' });
    expect(r.code).toBe(200);
    const d = await call<Car>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/detail', { token: clerk, query: { id: r.data.id } });
    expect(d.data).toMatchObject({ vin, state: 0, inTransfer: 0, brandName: '宝马', seriesName: '宝马3系', modelName: '325Li M运动套装', guidePrice: 34_990_000 });
    const e = await post(clerk, 'saveOrUpdate', { id: r.data.id, color: '曜夜黑', state: 5 });
    expect(e.code).toBe(200);
    const d2 = await call<Car>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/detail', { token: clerk, query: { id: r.data.id } });
    expect(d2.data).toMatchObject({ state: 0 }); // the state moves only by the machine's events
  });

  it('refuses a VIN in the wrong format, a VIN already in stock in any store, and an unknown model', async () => {
    for (const vin of ['LBV3A5C0SA90000', 'LBV3A5C0SA900000I', 'lbv3a5c0sa9000001', 'LBV3A5C0SA9000001X']) {
      const r = await post(clerk, 'saveOrUpdate', { vin, carModelId: modelId });
      expect(r).toMatchObject({ code: 400, msg: '车架号格式有误' });
    }
    const mine = (await page(clerk, { state: 3 })).data.records[0];
    const dup = await post(clerk, 'saveOrUpdate', { vin: mine.vin, carModelId: modelId });
    expect(dup).toMatchObject({ code: 400, msg: '该车架号已在库存中' });
    const admin = (await login(s.app, 'admin', 'admin123')).access_token;
    const other = (await page(admin, { size: 500 })).data.records.find((c) => c.brandName === '奥迪' && c.state !== 5)!;
    expect(await post(clerk, 'saveOrUpdate', { vin: other.vin, carModelId: modelId })).toMatchObject({ code: 400, msg: '该车架号已在库存中' });
    // a car that has gone out frees its VIN (it may come back, e.g. a trade-in)
    const gone = (await page(clerk, { state: 5 })).data.records[0];
    expect((await post(clerk, 'saveOrUpdate', { vin: gone.vin, carModelId: modelId })).code).toBe(200);
    // changing a car's VIN to one in stock is refused too
    const id = await addCar();
    expect(await post(clerk, 'saveOrUpdate', { id, vin: mine.vin })).toMatchObject({ code: 400, msg: '该车架号已在库存中' });
    expect(await post(clerk, 'saveOrUpdate', { vin: newVin(), carModelId: '1234567890' })).toMatchObject({ code: 400, msg: '车型不存在' });
    expect((await post(clerk, 'saveOrUpdate', { vin: newVin() })).code).toBe(400);
    const before = (await page(clerk)).data.total;
    expect((await post(sales, 'saveOrUpdate', { vin: newVin(), carModelId: modelId })).code).toBe(403);
    expect((await page(clerk)).data.total).toBe(before);
  });

  it('keeps one car per VIN when two clerks add it at once', async () => {
    const vin = newVin();
    const [a, b] = await Promise.all([post(clerk, 'saveOrUpdate', { vin, carModelId: modelId }), post(manager, 'saveOrUpdate', { vin, carModelId: modelId })]);
    expect([a.code, b.code].sort((x, y) => x - y)).toEqual([200, 400]);
    expect((await page(clerk, { vin })).data.total).toBe(1);
  });

  it('refuses to edit a car that has gone out', async () => {
    const gone = (await page(clerk, { state: 5 })).data.records[0];
    expect(await post(clerk, 'saveOrUpdate', { id: gone.id, color: '红' })).toMatchObject({ code: 10300, msg: '车辆已出库，不能修改' });
  });
});

describe('machine events', () => {
  it('arrives, numbers, confirms in and sends out a car, each step once', async () => {
    const id = await addCar();
    expect(await post(clerk, 'putWarehouseCarNo', { id })).toMatchObject({ code: 10300 });
    expect(await post(clerk, 'arriveWarehouseCar', { id, arrivalDate: '2026/11/01' })).toMatchObject({ code: 400, msg: '到库日期格式错误' });
    const a = await post<Car>(clerk, 'arriveWarehouseCar', { ahWarehouseCarId: id, arrivalDate: '2026-11-01' });
    expect(a.data).toMatchObject({ state: 1, arrivalDate: '2026-11-01' });
    expect(await post(clerk, 'arriveWarehouseCar', { id })).toMatchObject({ code: 10300, msg: expect.stringContaining('只有在途车辆可以到车') });
    expect(await post(clerk, 'inConfirm', { id })).toMatchObject({ code: 10300, msg: expect.stringContaining('只有已编号的车辆可以确认入库') });
    const n = await post<Car>(clerk, 'putWarehouseCarNo', { id });
    expect(n.data.state).toBe(2);
    expect(n.data.warehouseNo).toMatch(/^K\d{8}\d{4}$/);
    const i = await post<Car>(clerk, 'inConfirm', { id, displayLocation: 'A区-01' });
    expect(i.data).toMatchObject({ state: 3, displayLocation: 'A区-01' });
    expect(i.data.inTime).toBeTruthy();
    const o = await call<Car>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/warehouseOut', { token: clerk, query: { id } });
    expect(o.data.state).toBe(5);
    expect(o.data.outTime).toBeTruthy();
    expect(await post(clerk, 'warehouseOut', { id })).toMatchObject({ code: 10300, msg: expect.stringContaining('车辆已出库') });
  });

  it('takes a stock number given by the clerk and refuses one already used in the store', async () => {
    const a = await addCar();
    const b = await addCar();
    await post(clerk, 'arriveWarehouseCar', { id: a });
    await post(clerk, 'arriveWarehouseCar', { id: b });
    expect((await post<Car>(clerk, 'putWarehouseCarNo', { id: a, warehouseNo: 'BMW-0001' })).data.warehouseNo).toBe('BMW-0001');
    expect(await post(clerk, 'putWarehouseCarNo', { id: b, warehouseNo: 'BMW-0001' })).toMatchObject({ code: 400, msg: '库存编号已存在' });
    const still = await call<Car>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/detail', { token: clerk, query: { id: b } });
    expect(still.data).toMatchObject({ state: 1, warehouseNo: null });
  });

  it('refuses the outbound of a locked car, and sends it after unlocking', async () => {
    const car = (await page(clerk, { state: 3 })).data.records[0];
    expect((await post<Car>(clerk, 'lockWarehouseCar', { id: car.id })).data.state).toBe(4);
    const out = await post(clerk, 'warehouseOut', { id: car.id });
    expect(out).toMatchObject({ code: 10300, msg: `${car.vin}：车辆已锁定，不能出库` });
    const after = await call<Car>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/detail', { token: clerk, query: { id: car.id } });
    expect(after.data.state).toBe(4);
    expect(await post(clerk, 'lockWarehouseCar', { id: car.id })).toMatchObject({ code: 10300 });
    expect((await post<Car>(clerk, 'unlockWarehouseCar', { id: car.id })).data.state).toBe(3);
    expect(await post(clerk, 'unlockWarehouseCar', { id: car.id })).toMatchObject({ code: 10300, msg: expect.stringContaining('车辆未锁定') });
    expect((await post<Car>(clerk, 'warehouseOut', { id: car.id })).data.state).toBe(5);
  });

  it('answers bad ids and missing buttons', async () => {
    expect(await post(clerk, 'inConfirm', {})).toMatchObject({ code: 400, msg: '请选择车辆' });
    expect(await post(clerk, 'inConfirm', { id: 'abc' })).toMatchObject({ code: 400 });
    expect((await post(clerk, 'inConfirm', { id: '123456789' })).code).toBe(404);
    const car = (await page(clerk, { state: 0 })).data.records[0];
    expect((await post(sales, 'arriveWarehouseCar', { id: car.id })).code).toBe(403);
  });
});

describe('delete and export', () => {
  it('deletes cars by GET or POST, but not a locked car', async () => {
    const a = await addCar();
    const b = await addCar();
    expect((await call(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/delete', { token: clerk, query: { ids: a } })).code).toBe(200);
    expect((await post(clerk, 'delete', { ids: [b] })).code).toBe(200);
    expect((await call(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/detail', { token: clerk, query: { id: a } })).code).toBe(404);
    const locked = (await page(clerk, { state: 4 })).data.records[0];
    const c = await addCar();
    const r = await post(clerk, 'delete', { ids: [c, locked.id] });
    expect(r).toMatchObject({ code: 10300, msg: `${locked.vin}：车辆已锁定，不能删除` });
    // all or nothing: the free car is still there
    expect((await call(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/detail', { token: clerk, query: { id: c } })).code).toBe(200);
    expect((await call(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/delete', { token: sales, query: { ids: c } })).code).toBe(403);
  });

  it('starts an export task of the stock list', async () => {
    const r = await call<{ id?: string }>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/export', { token: clerk, query: { state: 3 } });
    expect(r.code).toBe(200);
    expect((await call(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/export', { token: sales })).code).toBe(403);
  });
});

describe('updateWarehouseCarAttribute', () => {
  it('changes one attribute with the operating password, and refuses the rest', async () => {
    const car = (await page(clerk, { state: 3 })).data.records[0];
    const body = { ahWarehouseCarId: car.id, attributeName: 'displayLocation', attributeValue: 'B区-09' };
    expect(await post(clerk, 'updateWarehouseCarAttribute', { ...body, operatingCode: await hashOperatingCode('Stock2026') })).toMatchObject({ code: 30005 });
    await s.database.ownerDb
      .update(user)
      .set({ operatingCodeHash: await hash(await hashOperatingCode('Stock2026')) })
      .where(and(eq(user.tenantId, DEMO_TENANT), eq(user.account, 'warehouse')));
    const code = await hashOperatingCode('Stock2026');
    expect(await post(clerk, 'updateWarehouseCarAttribute', body)).toMatchObject({ code: 10090 });
    expect(await post(clerk, 'updateWarehouseCarAttribute', { ...body, operatingCode: await hashOperatingCode('Other2026') })).toMatchObject({ code: 10090 });
    const ok = await post<Car>(clerk, 'updateWarehouseCarAttribute', { ...body, operatingCode: code });
    expect(ok.code).toBe(200);
    expect(ok.data.displayLocation).toBe('B区-09');
    expect(await post(clerk, 'updateWarehouseCarAttribute', { ...body, attributeName: 'state', attributeValue: 5, operatingCode: code })).toMatchObject({ code: 400, msg: '不能修改该属性' });
    expect(await post(clerk, 'updateWarehouseCarAttribute', { ...body, attributeName: 'purchasePrice', attributeValue: 'abc', operatingCode: code })).toMatchObject({ code: 400 });
    const gone = (await page(clerk, { state: 5 })).data.records[0];
    expect(await post(clerk, 'updateWarehouseCarAttribute', { ...body, id: gone.id, ahWarehouseCarId: undefined, operatingCode: code })).toMatchObject({ code: 10300 });
    expect((await post(sales, 'updateWarehouseCarAttribute', { ...body, operatingCode: code })).code).toBe(403);
  });

  it('takes the car id as the generic list sends it (ids, one row)', async () => {
    const car = (await page(clerk, { state: 0 })).data.records[0];
    expect((await post<Car>(clerk, 'arriveWarehouseCar', { ids: car.id })).data.state).toBe(1);
    expect(await post(clerk, 'putWarehouseCarNo', { ids: `${car.id},${car.id}` })).toMatchObject({ code: 400, msg: '请选择车辆' });
  });
});
