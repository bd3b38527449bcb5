/** crm-warehouse/ahWarehouseCarTransfer: transfer with the operating password, count, confirm, revoke, and two people at once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { call, login, startServer, type TestServer } from './harness';
import { store, user } from '../../server/db/schema';
import { newId } from '../../server/db/ids';
import { DEMO_TENANT } from '../../server/db/seed';
import { hashOperatingCode } from '../../src/domain/operating-code';

let s: TestServer;
let clerk: string; // store 0
let admin0: string; // the super-admin acting in store 0
let receiver: string; // the manager acting in store 1
let stores: Array<{ id: string; branchName: string; status: number }>;
let code: string;

async function inStore(token: string, storeId: string): Promise<string> {
  const r = await call<{ access_token: string }>(s.app, 'GET', '/blade-auth/oauth/modifyToken', { token, query: { storeId } });
  expect(r.code).toBe(200);
  return r.data.access_token;
}

beforeAll(async () => {
  s = await startServer();
  clerk = (await login(s.app, 'warehouse', 'anhua123')).access_token;
  const all = await call<{ records: Array<{ id: string; branchName: string; status: number }> }>(s.app, 'GET', '/crm-anhua/store/list', { token: clerk, query: { pageNo: 1, pageSize: 20 } });
  stores = all.data.records;
  const byName = (n: string) => stores.find((x) => x.branchName === n)!;
  stores = [
    byName('安华宝马杭州西湖店'),
    byName('安华奔驰杭州滨江店'),
    byName('安华奥迪宁波鄞州店'),
    byName('安华雷克萨斯湖州店'),
  ];
  receiver = await inStore((await login(s.app, 'manager', 'anhua123')).access_token, stores[1].id);
  admin0 = await inStore((await login(s.app, 'admin', 'admin123')).access_token, stores[0].id);
  code = await hashOperatingCode('Stock2026');
});
afterAll(async () => {
  await s?.close();
});

async function setOperatingCode(account: string) {
  await s.database.ownerDb
    .update(user)
    .set({ operatingCodeHash: await hash(code) })
    .where(and(eq(user.tenantId, DEMO_TENANT), eq(user.account, account)));
}

interface Page<T> {
  records: T[];
  total: number;
}
interface Car {
  id: string;
  vin: string;
  state: number;
  inTransfer: number;
}
interface Transfer {
  id: string;
  ahWarehouseCarId: string;
  vin: string;
  fromStoreId: string;
  toStoreId: string;
  toStoreName: string;
  state: number;
}

const cars = (token: string, query: Record<string, string | number> = {}) =>
  call<Page<Car>>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/getPage', { token, query: { size: 200, ...query } });
const car = async (token: string, id: string) => (await call<Car>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/detail', { token, query: { id } })).data;
const transfer = (token: string, body: Record<string, unknown>) => call<{ ids: string[] }>(s.app, 'POST', '/crm-warehouse/ahWarehouseCarTransfer/transfer', { token, body });
const transfers = (token: string, query: Record<string, string | number> = {}) =>
  call<Page<Transfer>>(s.app, 'GET', '/crm-warehouse/ahWarehouseCarTransfer/page', { token, query: { size: 200, ...query } });
const act = (token: string, what: 'confirm' | 'revoke', id: string) => call(s.app, 'POST', `/crm-warehouse/ahWarehouseCarTransfer/${what}`, { token, body: { id } });

/** in-stock cars of store 0 not used by an earlier test */
const used = new Set<string>();
async function freeCar(): Promise<Car> {
  const c = (await cars(clerk, { state: 3, inTransfer: 0 })).data.records.find((x) => !used.has(x.id))!;
  used.add(c.id);
  return c;
}

describe('bad input', () => {
  it('asks for the operating password first (30005), then refuses a missing or wrong one (10090); nothing changes', async () => {
    const c = await freeCar();
    expect(await transfer(clerk, { ahWarehouseCarIdList: [c.id], toStoreId: stores[1].id, operatingCode: code })).toMatchObject({ code: 30005 });
    await setOperatingCode('warehouse');
    await setOperatingCode('admin');
    await setOperatingCode('manager');
    expect(await transfer(clerk, { ahWarehouseCarIdList: [c.id], toStoreId: stores[1].id })).toMatchObject({ code: 10090 });
    expect(await transfer(clerk, { ahWarehouseCarIdList: [c.id], toStoreId: stores[1].id, operatingCode: await hashOperatingCode('Wrong2026') })).toMatchObject({ code: 10090 });
    expect(await transfer(clerk, { ahWarehouseCarIdList: [c.id], toStoreId: stores[1].id, operatingCode: 'Stock2026' })).toMatchObject({ code: 10090 });
    expect((await car(clerk, c.id)).inTransfer).toBe(0);
    expect((await transfers(clerk)).data.total).toBe(0);
  });

  it('refuses the same store, a stopped store, another tenant’s store, and malformed lists', async () => {
    const c = await freeCar();
    const base = { ahWarehouseCarIdList: [c.id], operatingCode: code };
    expect(await transfer(clerk, { ...base, toStoreId: stores[0].id })).toMatchObject({ code: 400, msg: '调入门店不能是当前门店' });
    expect(await transfer(clerk, { ...base, toStoreId: stores[3].id })).toMatchObject({ code: 400, msg: '调入门店已停用' });
    const foreign = newId();
    await s.database.ownerDb.insert(store).values({ id: foreign, tenantId: '000000', branchName: '别家门店', status: 1 });
    expect(await transfer(clerk, { ...base, toStoreId: foreign })).toMatchObject({ code: 400, msg: '调入门店不存在' });
    expect(await transfer(clerk, { ...base, toStoreId: 'x' })).toMatchObject({ code: 400, msg: '请选择调入门店' });
    expect(await transfer(clerk, base)).toMatchObject({ code: 400, msg: '请选择调入门店' });
    expect(await transfer(clerk, { operatingCode: code, toStoreId: stores[1].id })).toMatchObject({ code: 400, msg: '车辆id格式错误' });
    // the generic list's batch action sends ids
    expect(await transfer(clerk, { ids: 'abc', operatingCode: code, toStoreId: stores[1].id })).toMatchObject({ code: 400, msg: '车辆id格式错误' });
    expect(await transfer(clerk, { operatingCode: code, ahWarehouseCarIdList: [], toStoreId: stores[1].id })).toMatchObject({ code: 400, msg: '请选择至少一条数据' });
    expect(await transfer(clerk, { operatingCode: code, ahWarehouseCarIdList: ['abc'], toStoreId: stores[1].id })).toMatchObject({ code: 400, msg: '车辆id格式错误' });
    // a car of another store is not the caller's to send
    const benz = (await cars(receiver, { state: 3 })).data.records[0];
    expect(await transfer(clerk, { ...base, ahWarehouseCarIdList: [benz.id], toStoreId: stores[2].id })).toMatchObject({ code: 404 });
    expect((await car(clerk, c.id)).inTransfer).toBe(0);
    expect((await transfers(clerk)).data.total).toBe(0);
  });

  it('refuses a locked car or a car gone out, and the whole batch with it', async () => {
    const c = await freeCar();
    const locked = (await cars(clerk, { state: 4 })).data.records[0];
    const out = (await cars(clerk, { state: 5 })).data.records[0];
    const r = await transfer(clerk, { ahWarehouseCarIdList: [c.id, locked.id], toStoreId: stores[1].id, operatingCode: code });
    expect(r).toMatchObject({ code: 10300, msg: `${locked.vin}：车辆已锁定，不能调拨` });
    expect(await transfer(clerk, { ahWarehouseCarIdList: [out.id], toStoreId: stores[1].id, operatingCode: code })).toMatchObject({ code: 10300, msg: `${out.vin}：车辆已出库，不能再操作` });
    expect((await car(clerk, c.id)).inTransfer).toBe(0);
    expect((await transfers(clerk)).data.total).toBe(0);
  });
});

describe('transfer, confirm, revoke', () => {
  it('holds the car in its store until the receiving store confirms, then moves it', async () => {
    const c = await freeCar();
    const t = await transfer(clerk, { ahWarehouseCarIdList: [c.id], toStoreId: stores[1].id, operatingCode: code });
    expect(t.code).toBe(200);
    const [tid] = t.data.ids;
    expect((await car(clerk, c.id)).inTransfer).toBe(1);
    expect((await call(s.app, 'GET', '/crm-warehouse/ahWarehouseCarTransfer/transferCount', { token: receiver })).data).toEqual({ toConfirm: 1, sent: 0 });
    expect((await call(s.app, 'GET', '/crm-warehouse/ahWarehouseCarTransfer/transferCount', { token: clerk })).data).toEqual({ toConfirm: 0, sent: 1 });
    const seen = await transfers(receiver, { state: 0 });
    expect(seen.data.records).toEqual([expect.objectContaining({ id: tid, vin: c.vin, fromStoreId: stores[0].id, toStoreId: stores[1].id, toStoreName: '安华奔驰杭州滨江店', state: 0 })]);

    // while pending: no outbound, no lock, no second transfer; the sender cannot confirm
    const hold = '车辆调拨中，请先确认或撤销调拨';
    expect(await call(s.app, 'POST', '/crm-warehouse/ahWarehouseCar/warehouseOut', { token: clerk, body: { id: c.id } })).toMatchObject({ code: 10300, msg: `${c.vin}：${hold}` });
    expect(await call(s.app, 'POST', '/crm-warehouse/ahWarehouseCar/lockWarehouseCar', { token: clerk, body: { id: c.id } })).toMatchObject({ code: 10300 });
    expect(await transfer(clerk, { ahWarehouseCarIdList: [c.id], toStoreId: stores[2].id, operatingCode: code })).toMatchObject({ code: 10300, msg: `${c.vin}：${hold}` });
    expect(await act(clerk, 'confirm', tid)).toMatchObject({ code: 10300, msg: '只有调入门店可以确认调拨' });
    expect(await act(receiver, 'revoke', tid)).toMatchObject({ code: 10300, msg: '只有调出门店可以撤销调拨' });
    expect((await cars(receiver)).data.records.map((x) => x.id)).not.toContain(c.id);

    expect((await act(receiver, 'confirm', tid)).code).toBe(200);
    expect((await cars(clerk)).data.records.map((x) => x.id)).not.toContain(c.id);
    const moved = await car(receiver, c.id);
    expect(moved).toMatchObject({ state: 3, inTransfer: 0 });
    expect(await act(receiver, 'confirm', tid)).toMatchObject({ code: 10300, msg: '调拨已确认，不能再操作' });
    expect(await act(clerk, 'revoke', tid)).toMatchObject({ code: 10300, msg: '调拨已确认，不能再操作' });
    expect((await transfers(clerk, { state: 1 })).data.records.map((x) => x.id)).toEqual([tid]);
  });

  it('lets the sending store revoke: the car stays and can be sent again', async () => {
    const c = await freeCar();
    const [tid] = (await transfer(clerk, { ahWarehouseCarIdList: [c.id], toStoreId: stores[1].id, operatingCode: code })).data.ids;
    expect((await act(clerk, 'revoke', tid)).code).toBe(200);
    expect(await car(clerk, c.id)).toMatchObject({ state: 3, inTransfer: 0 });
    expect(await act(receiver, 'confirm', tid)).toMatchObject({ code: 10300, msg: '调拨已撤销，不能再操作' });
    expect((await transfer(clerk, { ahWarehouseCarIdList: [c.id], toStoreId: stores[2].id, operatingCode: code })).code).toBe(200);
  });

  it('shows a transfer only to its two stores, and answers 404 to others', async () => {
    const c = await freeCar();
    const [tid] = (await transfer(clerk, { ahWarehouseCarIdList: [c.id], toStoreId: stores[1].id, operatingCode: code })).data.ids;
    // the manager steps into store 2, which has no part in it
    const outsider = await inStore(receiver, stores[2].id);
    expect((await transfers(outsider)).data.records.map((x) => x.id)).not.toContain(tid);
    expect((await act(outsider, 'confirm', tid)).code).toBe(404);
    receiver = await inStore(outsider, stores[1].id);
    expect((await act(receiver, 'confirm', tid)).code).toBe(200);
    expect((await act(receiver, 'confirm', '123')).code).toBe(404);
  });

  it('needs the buttons', async () => {
    const sales = (await login(s.app, 'sales', 'anhua123')).access_token;
    const c = await freeCar();
    expect((await transfer(sales, { ahWarehouseCarIdList: [c.id], toStoreId: stores[1].id, operatingCode: code })).code).toBe(403);
    expect((await act(sales, 'confirm', '123456789')).code).toBe(403);
  });
});

describe('two people at once', () => {
  it('lets exactly one of two simultaneous transfers of the same car win', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await freeCar();
      const [a, b] = await Promise.all([
        transfer(clerk, { ahWarehouseCarIdList: [c.id], toStoreId: stores[1].id, operatingCode: code }),
        transfer(admin0, { ahWarehouseCarIdList: [c.id], toStoreId: stores[2].id, operatingCode: code }),
      ]);
      expect([a.code, b.code].sort((x, y) => x - y)).toEqual([200, 10300]);
      const pending = (await transfers(clerk, { ahWarehouseCarId: c.id })).data.records;
      expect(pending.map((x) => x.state)).toEqual([0]);
    }
  });

  it('lets exactly one of a simultaneous confirm and revoke win; the car is in exactly one store', async () => {
    const c = await freeCar();
    const [tid] = (await transfer(clerk, { ahWarehouseCarIdList: [c.id], toStoreId: stores[1].id, operatingCode: code })).data.ids;
    const [conf, rev] = await Promise.all([act(receiver, 'confirm', tid), act(clerk, 'revoke', tid)]);
    expect([conf.code, rev.code].sort((x, y) => x - y)).toEqual([200, 10300]);
    const inFrom = (await cars(clerk)).data.records.some((x) => x.id === c.id);
    const inTo = (await cars(receiver)).data.records.some((x) => x.id === c.id);
    expect(inFrom !== inTo).toBe(true);
    expect(inTo).toBe(conf.code === 200);
    const t = (await transfers(clerk, { ahWarehouseCarId: c.id })).data.records;
    expect(t.map((x) => x.state)).toEqual([conf.code === 200 ? 1 : 2]);
  });
});
