/** crm-warehouse: a car's parts list and self loss, the store's lock setting, the document-system tree, with their bad inputs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';
import { setDocSystemProvider, localDocSystemProvider } from '../../server/modules/crm-warehouse/warehouse-doc-system';

let s: TestServer;
let clerk: string; // warehouse clerk of store 0 (BMW)
let manager: string; // manager, acting in store 1 (Benz)
let admin: string; // super-admin, no store
let sales: string;
let storeIds: Record<string, string>;

interface Car {
  id: string;
  vin: string;
  state: number;
  updateTime: string;
}
interface Part {
  id: string | null;
  partName: string;
  quantity: number;
  unit: string | null;
  remark: string | null;
  standard: boolean;
}
interface Loss {
  records: Array<{ id: string; lossPart: string; amount: number; lossDate: string }>;
  total: number;
  totalAmount: number;
}
interface TreeNode {
  id: string;
  systemCode: string;
  name: string;
  boundCount: number;
  syncedCount: number;
  children: Array<{ storeId: string; name: string; bound: boolean; synced: boolean; bindingId: string | null; dealerCode: string | null; syncCount: number | null }>;
}

const W = '/crm-warehouse/ahWarehouseCar';
const D = '/crm-warehouse/ahWarehouseDocSystem';
const get = <T>(token: string, path: string, query: Record<string, string | number> = {}) => call<T>(s.app, 'GET', path, { token, query });
const post = <T = unknown>(token: string, path: string, body: unknown) => call<T>(s.app, 'POST', path, { token, body });
const cars = async (token: string, query: Record<string, string | number> = {}) => (await get<{ records: Car[] }>(token, `${W}/getPage`, { size: 200, ...query })).data.records;

beforeAll(async () => {
  s = await startServer();
  clerk = (await login(s.app, 'warehouse', 'anhua123')).access_token;
  admin = (await login(s.app, 'admin', 'admin123')).access_token;
  sales = (await login(s.app, 'sales', 'anhua123')).access_token;
  const all = await get<{ records: Array<{ id: string; branchName: string }> }>(clerk, '/crm-anhua/store/list', { pageNo: 1, pageSize: 20 });
  storeIds = Object.fromEntries(all.data.records.map((x) => [x.branchName, x.id]));
  const m = (await login(s.app, 'manager', 'anhua123')).access_token;
  manager = (await get<{ access_token: string }>(m, '/blade-auth/oauth/modifyToken', { storeId: storeIds['安华奔驰杭州滨江店'] })).data.access_token;
});
afterAll(async () => {
  await s?.close();
});

describe('parts list', () => {
  it('answers the standard list until the store records its own, then the recorded one', async () => {
    const [c] = await cars(clerk, { state: 3 });
    const std = await get<Part[]>(clerk, `${W}/getPartsList`, { ahWarehouseCarId: c.id });
    expect(std.code).toBe(200);
    expect(std.data.map((p) => [p.partName, p.quantity, p.standard])).toEqual([
      ['车钥匙', 2, true],
      ['随车工具', 1, true],
      ['用户手册', 1, true],
      ['三角警示牌', 1, true],
      ['车辆合格证', 1, true],
    ]);
    const saved = await post<Part[]>(clerk, `${W}/savePartsList`, {
      ahWarehouseCarId: c.id,
      parts: [
        { partName: ' 车钥匙 ', quantity: 1, unit: '把', remark: '另一把在厂家' },
        { partName: '充电枪', quantity: 1, unit: '套' },
      ],
    });
    expect(saved.code).toBe(200);
    const now = await get<Part[]>(clerk, `${W}/getPartsList`, { id: c.id });
    expect(now.data.map((p) => [p.partName, p.quantity, p.remark, p.standard])).toEqual([
      ['车钥匙', 1, '另一把在厂家', false],
      ['充电枪', 1, null, false],
    ]);
    // saving again replaces the list
    expect((await post(clerk, `${W}/savePartsList`, { id: c.id, parts: [{ partName: '车钥匙', quantity: 2 }] })).code).toBe(200);
    expect((await get<Part[]>(clerk, `${W}/getPartsList`, { id: c.id })).data.map((p) => p.partName)).toEqual(['车钥匙']);
  });

  it('refuses bad lines, duplicates, a car of another store and a car gone out; nothing changes', async () => {
    const [c] = (await cars(clerk, { state: 3 })).slice(1);
    const before = (await get<Part[]>(clerk, `${W}/getPartsList`, { id: c.id })).data;
    expect(await post(clerk, `${W}/savePartsList`, { id: c.id, parts: [{ partName: '车钥匙', quantity: 2 }, { partName: '', quantity: 1 }] })).toMatchObject({ code: 400, msg: expect.stringMatching(/^第2行：/) });
    expect(await post(clerk, `${W}/savePartsList`, { id: c.id, parts: [{ partName: '车钥匙', quantity: -1 }] })).toMatchObject({ code: 400, msg: expect.stringMatching(/^第1行：/) });
    expect(await post(clerk, `${W}/savePartsList`, { id: c.id, parts: [{ partName: '车钥匙', quantity: 1 }, { partName: '车钥匙', quantity: 1 }] })).toMatchObject({ code: 400, msg: '配件名称重复：车钥匙' });
    expect(await post(clerk, `${W}/savePartsList`, { id: c.id, parts: 'keys' })).toMatchObject({ code: 400, msg: '配件清单格式错误' });
    expect(await post(clerk, `${W}/savePartsList`, { id: c.id, parts: Array.from({ length: 51 }, (_, i) => ({ partName: `p${i}`, quantity: 1 })) })).toMatchObject({ code: 400, msg: '配件最多50项' });
    expect(await post(clerk, `${W}/savePartsList`, { parts: [] })).toMatchObject({ code: 400, msg: '请选择车辆' });
    expect((await get<Part[]>(clerk, `${W}/getPartsList`, { id: c.id })).data).toEqual(before);

    const [benz] = await cars(manager, { state: 3 });
    expect((await get(clerk, `${W}/getPartsList`, { id: benz.id })).code).toBe(404);
    expect((await post(clerk, `${W}/savePartsList`, { id: benz.id, parts: [] })).code).toBe(404);
    const [out] = await cars(clerk, { state: 5 });
    expect(await post(clerk, `${W}/savePartsList`, { id: out.id, parts: [] })).toMatchObject({ code: 10300, msg: `${out.vin}：车辆已出库，不能修改` });
    expect((await get<Part[]>(clerk, `${W}/getPartsList`, { id: out.id })).code).toBe(200);
    expect((await post(sales, `${W}/savePartsList`, { id: c.id, parts: [] })).code).toBe(403);
  });
});

describe('self loss', () => {
  it('records, edits, totals and removes the damage of a car', async () => {
    const c = (await cars(clerk, { state: 3 }))[2];
    expect((await get<Loss>(clerk, `${W}/getSelfLoss`, { id: c.id })).data).toEqual({ records: [], total: 0, totalAmount: 0 });
    const a = await post<{ id: string } & Loss>(clerk, `${W}/saveSelfLoss`, { ahWarehouseCarId: c.id, lossDate: '2026-01-05', lossPart: '左前门', description: '移车时剐蹭', amount: 80000, responsible: '张伟' });
    expect(a.code).toBe(200);
    const b = await post<{ id: string } & Loss>(clerk, `${W}/saveSelfLoss`, { ahWarehouseCarId: c.id, lossDate: '2026-02-01', lossPart: '后保险杠', amount: 45050 });
    expect(b.data.totalAmount).toBe(125050);
    expect((await post(clerk, `${W}/saveSelfLoss`, { id: a.data.id, ahWarehouseCarId: c.id, lossDate: '2026-01-05', lossPart: '左前门', amount: 60000 })).code).toBe(200);
    const now = (await get<Loss>(clerk, `${W}/getSelfLoss`, { ahWarehouseCarId: c.id })).data;
    expect(now.records.map((r) => [r.lossDate, r.lossPart, r.amount])).toEqual([
      ['2026-02-01', '后保险杠', 45050],
      ['2026-01-05', '左前门', 60000],
    ]);
    expect(now.totalAmount).toBe(105050);
    expect((await post(clerk, `${W}/removeSelfLoss`, { id: b.data.id })).code).toBe(200);
    expect((await get<Loss>(clerk, `${W}/getSelfLoss`, { id: c.id })).data).toMatchObject({ total: 1, totalAmount: 60000 });
    expect((await post(clerk, `${W}/removeSelfLoss`, { id: b.data.id })).code).toBe(404);
  });

  it('refuses a missing part, a bad amount, a future date, another store’s car and a car gone out; nothing changes', async () => {
    const c = (await cars(clerk, { state: 3 }))[3];
    const base = { ahWarehouseCarId: c.id, lossDate: '2026-01-05', lossPart: '引擎盖', amount: 1000 };
    expect(await post(clerk, `${W}/saveSelfLoss`, { ...base, lossPart: ' ' })).toMatchObject({ code: 400, data: { field: 'lossPart' } });
    expect(await post(clerk, `${W}/saveSelfLoss`, { ...base, amount: -5 })).toMatchObject({ code: 400, data: { field: 'amount' } });
    expect(await post(clerk, `${W}/saveSelfLoss`, { ...base, lossDate: '2026-13-40' })).toMatchObject({ code: 400, data: { field: 'lossDate' } });
    const tomorrow = new Date(s.services.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(await post(clerk, `${W}/saveSelfLoss`, { ...base, lossDate: tomorrow })).toMatchObject({ code: 400, msg: '自损日期不能晚于今天' });
    expect(await post(clerk, `${W}/saveSelfLoss`, { ...base, ahWarehouseCarId: undefined })).toMatchObject({ code: 400, msg: '请选择车辆' });
    const [benz] = await cars(manager, { state: 3 });
    expect((await post(clerk, `${W}/saveSelfLoss`, { ...base, ahWarehouseCarId: benz.id })).code).toBe(404);
    expect((await get(clerk, `${W}/getSelfLoss`, { id: benz.id })).code).toBe(404);
    const [out] = await cars(clerk, { state: 5 });
    expect(await post(clerk, `${W}/saveSelfLoss`, { ...base, ahWarehouseCarId: out.id })).toMatchObject({ code: 10300, msg: `${out.vin}：车辆已出库，不能修改` });
    expect((await get<Loss>(clerk, `${W}/getSelfLoss`, { id: c.id })).data.total).toBe(0);
    expect((await post(sales, `${W}/saveSelfLoss`, base)).code).toBe(403);
  });
});

describe('lock setting', () => {
  it('answers the defaults, saves per store, and keeps other stores apart', async () => {
    expect((await get(clerk, `${W}/getLockSetting`)).data).toEqual({ lockHours: 72, maxLocksPerUser: 3, requireDeposit: 1, allowChangeLock: 1, saved: false });
    const r = await post(clerk, `${W}/saveLockSetting`, { lockHours: 48, maxLocksPerUser: 2, requireDeposit: 0, allowChangeLock: 1 });
    expect(r).toMatchObject({ code: 200, data: { lockHours: 48, maxLocksPerUser: 2, requireDeposit: 0, allowChangeLock: 1, saved: true } });
    expect((await post(clerk, `${W}/saveLockSetting`, { lockHours: '24', maxLocksPerUser: 2, requireDeposit: 0, allowChangeLock: 0 })).code).toBe(200);
    expect((await get(clerk, `${W}/getLockSetting`)).data).toEqual({ lockHours: 24, maxLocksPerUser: 2, requireDeposit: 0, allowChangeLock: 0, saved: true });
    expect((await get(manager, `${W}/getLockSetting`)).data).toMatchObject({ lockHours: 72, saved: false });
    // two saves at once leave one row
    await Promise.all([
      post(manager, `${W}/saveLockSetting`, { lockHours: 10, maxLocksPerUser: 1, requireDeposit: 1, allowChangeLock: 1 }),
      post(manager, `${W}/saveLockSetting`, { lockHours: 20, maxLocksPerUser: 1, requireDeposit: 1, allowChangeLock: 1 }),
    ]);
    const { ahWarehouseLockSetting } = await import('../../server/db/resource-tables/operations');
    const rows = await s.database.ownerDb.select().from(ahWarehouseLockSetting);
    expect(rows.length).toBe(2);
  });

  it('refuses values out of range and a caller without a store or the button; nothing changes', async () => {
    const before = (await get(clerk, `${W}/getLockSetting`)).data;
    const ok = { lockHours: 24, maxLocksPerUser: 2, requireDeposit: 0, allowChangeLock: 0 };
    expect(await post(clerk, `${W}/saveLockSetting`, { ...ok, lockHours: 0 })).toMatchObject({ code: 400, data: { field: 'lockHours' } });
    expect(await post(clerk, `${W}/saveLockSetting`, { ...ok, lockHours: 721 })).toMatchObject({ code: 400, data: { field: 'lockHours' } });
    expect(await post(clerk, `${W}/saveLockSetting`, { ...ok, maxLocksPerUser: 51 })).toMatchObject({ code: 400, data: { field: 'maxLocksPerUser' } });
    expect(await post(clerk, `${W}/saveLockSetting`, { ...ok, requireDeposit: 2 })).toMatchObject({ code: 400, data: { field: 'requireDeposit' } });
    expect(await post(clerk, `${W}/saveLockSetting`, { ...ok, lockHours: 'abc' })).toMatchObject({ code: 400, data: { field: 'lockHours' } });
    expect((await get(clerk, `${W}/getLockSetting`)).data).toEqual(before);
    expect(await get(admin, `${W}/getLockSetting`)).toMatchObject({ code: 400, msg: '请先切换到门店' });
    expect((await post(sales, `${W}/saveLockSetting`, ok)).code).toBe(403);
  });
});

describe('document-system tree', () => {
  const bmwSystem = (tree: TreeNode[]) => tree.find((n) => n.name === '宝马厂家单据系统')!;

  it('lists one system per brand with the stores selling it, marked unbound and unsynced', async () => {
    const tree = (await get<TreeNode[]>(admin, `${D}/tree`)).data;
    expect(tree.map((n) => n.name)).toContain('宝马厂家单据系统');
    const bmw = bmwSystem(tree);
    expect(bmw.children.map((c) => c.name)).toContain('安华宝马杭州西湖店');
    expect(bmw.children.every((c) => !c.bound && !c.synced)).toBe(true);
    // a store user sees its own store only
    const mine = (await get<TreeNode[]>(clerk, `${D}/tree`)).data.flatMap((n) => n.children.map((c) => c.storeId));
    expect(new Set(mine)).toEqual(new Set([storeIds['安华宝马杭州西湖店']]));
  });

  it('binds, syncs, goes unsynced when a car changes, and unbinds', async () => {
    const store0 = storeIds['安华宝马杭州西湖店'];
    const sys = bmwSystem((await get<TreeNode[]>(clerk, `${D}/tree`)).data);
    const bound = await post<{ id: string }>(clerk, `${D}/bind`, { storeId: store0, systemCode: sys.systemCode, dealerCode: 'bmw31008' });
    expect(bound.code).toBe(200);
    let node = bmwSystem((await get<TreeNode[]>(clerk, `${D}/tree`)).data).children[0];
    expect(node).toMatchObject({ bound: true, synced: false, dealerCode: 'BMW31008', bindingId: bound.data.id });

    s.clock.offsetMs += 1000;
    const synced = await post<{ syncCount: number }>(clerk, `${D}/sync`, { id: bound.data.id });
    expect(synced.code).toBe(200);
    const held = (await cars(clerk)).filter((c) => c.state !== 5).length;
    expect(synced.data.syncCount).toBe(held);
    const tree = bmwSystem((await get<TreeNode[]>(clerk, `${D}/tree`)).data);
    expect(tree).toMatchObject({ boundCount: 1, syncedCount: 1 });
    expect(tree.children[0]).toMatchObject({ bound: true, synced: true, syncCount: held });

    // a car changes after the sync: the store is no longer synced
    s.clock.offsetMs += 1000;
    const [c] = await cars(clerk, { state: 0 });
    expect((await post(clerk, `${W}/arriveWarehouseCar`, { id: c.id })).code).toBe(200);
    node = bmwSystem((await get<TreeNode[]>(clerk, `${D}/tree`)).data).children[0];
    expect(node).toMatchObject({ bound: true, synced: false });

    expect((await post(clerk, `${D}/unbind`, { id: bound.data.id })).code).toBe(200);
    expect(bmwSystem((await get<TreeNode[]>(clerk, `${D}/tree`)).data).children[0]).toMatchObject({ bound: false, synced: false });
    expect((await post(clerk, `${D}/sync`, { id: bound.data.id })).code).toBe(404);
  });

  it('refuses bad dealer codes, double bindings, unknown systems and stores; a failed push changes nothing', async () => {
    const store0 = storeIds['安华宝马杭州西湖店'];
    const store1 = storeIds['安华奔驰杭州滨江店'];
    const sys = bmwSystem((await get<TreeNode[]>(admin, `${D}/tree`)).data);
    expect(await post(admin, `${D}/bind`, { storeId: store0, systemCode: sys.systemCode, dealerCode: 'b-1' })).toMatchObject({ code: 400, msg: '经销商代码格式有误（4-20位大写字母或数字）' });
    expect(await post(admin, `${D}/bind`, { storeId: store0, systemCode: 'DMS-0', dealerCode: 'BMW3100' })).toMatchObject({ code: 400, msg: '单据系统不存在' });
    expect(await post(admin, `${D}/bind`, { storeId: '123', systemCode: sys.systemCode, dealerCode: 'BMW3100' })).toMatchObject({ code: 400, msg: '门店不存在' });
    expect(await post(admin, `${D}/bind`, { systemCode: sys.systemCode, dealerCode: 'BMW3100' })).toMatchObject({ code: 400, msg: '请选择门店' });
    const first = await post<{ id: string }>(admin, `${D}/bind`, { storeId: store0, systemCode: sys.systemCode, dealerCode: 'BMW3100' });
    expect(first.code).toBe(200);
    expect(await post(admin, `${D}/bind`, { storeId: store0, systemCode: sys.systemCode, dealerCode: 'BMW3101' })).toMatchObject({ code: 400, msg: '该门店已绑定该单据系统' });
    expect(await post(admin, `${D}/bind`, { storeId: store1, systemCode: sys.systemCode, dealerCode: 'BMW3100' })).toMatchObject({ code: 400, msg: '经销商代码已被其他门店绑定' });
    // the clerk of store 0 cannot bind another store
    expect((await post(clerk, `${D}/bind`, { storeId: store1, systemCode: sys.systemCode, dealerCode: 'BMW3102' })).code).toBe(404);
    expect((await post(sales, `${D}/bind`, { storeId: store0, systemCode: sys.systemCode, dealerCode: 'BMW3102' })).code).toBe(403);

    setDocSystemProvider({ ...localDocSystemProvider, pushStock: async () => Promise.reject(new Error('厂家系统超时')) });
    try {
      expect(await post(admin, `${D}/sync`, { id: first.data.id })).toMatchObject({ code: 10300, msg: '同步失败：厂家系统超时' });
    } finally {
      setDocSystemProvider(localDocSystemProvider);
    }
    const node = bmwSystem((await get<TreeNode[]>(admin, `${D}/tree`)).data).children.find((c) => c.storeId === store0)!;
    expect(node).toMatchObject({ bound: true, synced: false, syncCount: null });
  });
});
