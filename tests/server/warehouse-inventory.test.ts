/**
 * 库存盘点 (docs/warehouse.md): a count takes the store's warehouse list; VINs scanned are counted or
 * recorded as 盘盈; closing records the rest as 盘亏; bad input answers in the spec's words and changes
 * nothing; two people acting on one count at once: exactly one wins (PGlite and PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { call, login, startServer, type TestServer } from './harness';
import { ahWarehouseCar, ahWarehouseInventory, ahWarehouseInventoryItem } from '../../server/db/resource-tables/operations';
import { INVENTORY_RESULT, INVENTORY_STATE } from '../../src/domain/resources/operations/warehouse-inventory';
import { nextInventoryState } from '../../src/machines/warehouse-inventory.machine';

let s: TestServer;
let clerk: string; // warehouse clerk, store 0
let other: string; // manager acting in store 1
let stores: string[];

const I = '/crm-warehouse/ahWarehouseInventory';
const ON_LIST = [1, 2, 3, 4];

async function inStore(token: string, storeId: string): Promise<string> {
  return (await call<{ access_token: string }>(s.app, 'GET', '/blade-auth/oauth/modifyToken', { token, query: { storeId } })).data.access_token;
}

beforeAll(async () => {
  s = await startServer();
  clerk = (await login(s.app, 'warehouse', 'anhua123')).access_token;
  const all = await call<{ records: Array<{ id: string; branchName: string }> }>(s.app, 'GET', '/crm-anhua/store/list', { token: clerk, query: { pageNo: 1, pageSize: 20 } });
  const byName = (n: string) => all.data.records.find((x) => x.branchName === n)!.id;
  stores = [byName('安华宝马杭州西湖店'), byName('安华奔驰杭州滨江店')];
  other = await inStore((await login(s.app, 'manager', 'anhua123')).access_token, stores[1]);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const post = <T = unknown>(url: string, body: unknown, token = clerk) => call<T>(s.app, 'POST', url, { token, body });
const db = () => s.database.ownerDb;

async function storeCars(storeId: string, states = ON_LIST) {
  return db()
    .select({ id: ahWarehouseCar.id, vin: ahWarehouseCar.vin })
    .from(ahWarehouseCar)
    .where(and(eq(ahWarehouseCar.storeId, storeId), eq(ahWarehouseCar.isDeleted, 0), inArray(ahWarehouseCar.state, states)));
}
async function lines(id: string) {
  return db().select().from(ahWarehouseInventoryItem).where(and(eq(ahWarehouseInventoryItem.ahWarehouseInventoryId, id), eq(ahWarehouseInventoryItem.isDeleted, 0)));
}
async function count(id: string) {
  return (await db().select().from(ahWarehouseInventory).where(eq(ahWarehouseInventory.id, id)))[0];
}
async function open(counter = '张伟', token = clerk): Promise<string> {
  const env = await post<string | { id: string }>(`${I}/save`, { counter }, token);
  expect(env.code, env.msg).toBe(200);
  return typeof env.data === 'string' ? env.data : env.data.id;
}

describe('a stock-take', () => {
  it('takes the list, counts, records 盘盈 and closes with 盘亏; refusals change nothing', async () => {
    const cars = await storeCars(stores[0]);
    expect(cars.length).toBeGreaterThan(3);
    const id = await open();
    const row = await count(id);
    expect(row).toMatchObject({ state: INVENTORY_STATE.counting, expectedCount: cars.length, countedCount: 0 });
    expect(row.inventoryNo).toMatch(/^PD\d{8}\d{3}$/);
    expect((await lines(id)).map((l) => l.vin).sort()).toEqual(cars.map((c) => c.vin).sort());

    // a second count in progress in the same store is refused
    const second = await post(`${I}/save`, { counter: '李四' });
    expect(second.code).toBe(10300);
    expect(second.msg).toBe('本门店已有盘点中的盘点单，请先完成或作废');

    // bad input: no VIN, a malformed VIN, no counter
    expect((await post(`${I}/scan`, { id })).code).toBe(400);
    const bad = await post(`${I}/scan`, { id, vin: 'ABC' });
    expect(bad.code).toBe(400);
    expect((await post(`${I}/save`, {})).code).toBe(400);

    // counted (lower case typed is the same VIN); twice is refused
    const scanned = await post<{ result: number; countedCount: number }>(`${I}/scan`, { id, vin: cars[0].vin!.toLowerCase() });
    expect(scanned.code, scanned.msg).toBe(200);
    expect(scanned.data).toMatchObject({ result: INVENTORY_RESULT.counted, countedCount: 1 });
    const again = await post(`${I}/scan`, { id, vin: cars[0].vin });
    expect(again.code).toBe(10300);
    expect(again.msg).toBe(`${cars[0].vin}：该车辆已盘点`);
    expect((await count(id)).countedCount).toBe(1);
    await post(`${I}/scan`, { id, vin: cars[1].vin });

    // a car of another store is 盘盈, with where it belongs
    const [foreign] = await storeCars(stores[1]);
    const extra = await post<{ result: number; unexpectedCount: number }>(`${I}/scan`, { id, vin: foreign.vin });
    expect(extra.data).toMatchObject({ result: INVENTORY_RESULT.unexpected, unexpectedCount: 1 });
    const foreignLine = (await lines(id)).find((l) => l.vin === foreign.vin)!;
    expect(foreignLine).toMatchObject({ expected: 0, note: '其他门店的车辆', ahWarehouseCarId: foreign.id });

    // another store cannot touch this count
    expect((await post(`${I}/scan`, { id, vin: cars[2].vin }, other)).code).toBe(404);

    const closed = await post<{ state: number; missingCount: number }>(`${I}/close`, { id });
    expect(closed.code, closed.msg).toBe(200);
    expect(closed.data).toMatchObject({ state: INVENTORY_STATE.closed, missingCount: cars.length - 2 });
    const after = await lines(id);
    expect(after.filter((l) => l.result === INVENTORY_RESULT.missing).map((l) => l.vin).sort()).toEqual(cars.slice(2).map((c) => c.vin).sort());
    expect(await count(id)).toMatchObject({ state: INVENTORY_STATE.closed, countedCount: 2, missingCount: cars.length - 2, unexpectedCount: 1 });
    expect((await count(id)).closeTime).toBeTruthy();

    // a closed count takes nothing more
    const late = await post(`${I}/scan`, { id, vin: cars[3].vin });
    expect(late.code).toBe(10300);
    expect(late.msg).toBe('已完成的盘点单不能盘点');
    expect((await post(`${I}/cancel`, { id })).msg).toBe('已完成的盘点单不能作废');
    expect((await lines(id)).length).toBe(after.length);
  });

  it('two people closing, scanning, or opening at once: one wins', async () => {
    const cars = await storeCars(stores[1]);
    // two opens at once in a store without a count in progress
    const opens = await Promise.all([post<string>(`${I}/save`, { counter: '甲' }, other), post<string>(`${I}/save`, { counter: '乙' }, other)]);
    expect(opens.map((e) => e.code).sort((a, b) => a - b)).toEqual([200, 10300]);
    const openRows = await db().select().from(ahWarehouseInventory).where(and(eq(ahWarehouseInventory.storeId, stores[1]), eq(ahWarehouseInventory.state, INVENTORY_STATE.counting)));
    expect(openRows.length).toBe(1);
    const id = openRows[0].id;

    const scans = await Promise.all([post(`${I}/scan`, { id, vin: cars[0].vin }, other), post(`${I}/scan`, { id, vin: cars[0].vin }, other)]);
    expect(scans.map((e) => e.code).sort((a, b) => a - b)).toEqual([200, 10300]);
    expect((await count(id)).countedCount).toBe(1);

    const ends = await Promise.all([post(`${I}/close`, { id }, other), post(`${I}/close`, { id }, other), post(`${I}/cancel`, { id }, other)]);
    expect(ends.filter((e) => e.code === 200).length).toBe(1);
    expect(ends.filter((e) => e.code === 10300).length).toBe(2);
    const row = await count(id);
    expect([INVENTORY_STATE.closed, INVENTORY_STATE.cancelled]).toContain(row.state);
    if (row.state === INVENTORY_STATE.closed) expect(row.missingCount).toBe(cars.length - 1);
  });

  it('the machine: closed and cancelled are final', () => {
    expect(nextInventoryState(0, 'SCAN')).toBe(0);
    expect(nextInventoryState(0, 'CLOSE')).toBe(1);
    expect(nextInventoryState(0, 'CANCEL')).toBe(2);
    for (const e of ['SCAN', 'CLOSE', 'CANCEL'] as const) {
      expect(nextInventoryState(1, e)).toBeNull();
      expect(nextInventoryState(2, e)).toBeNull();
    }
  });
});
