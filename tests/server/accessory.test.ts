/**
 * Parts (docs/after-sales.md): the archive (page, detail, saveOrUpdate, export) with bad input; stock
 * moved only by movements (purchase in, stock-take, work-order materials, transfers), never below
 * zero, also when two work orders take the last one at once; the month inventory checked against
 * the movements, with the year-then-month messages; the transfer forms through their machine.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer, type Tokens } from './harness';
import { ahAccessory, ahAccessoryMovement } from '../../server/db/resource-tables/accessories';
import { ahWorkOrderInfo, ahWorkOrderInfoRepairMaterial } from '../../server/db/resource-tables/work-orders';
import { MOVEMENT_TYPE } from '../../src/domain/resources/operations/accessory';

let s: TestServer;
let service: Tokens;
let receiver: Tokens;

beforeAll(async () => {
  s = await startServer();
  service = await login(s.app, 'service', 'anhua123');
  // the manager works in the second store: the receiving store of the transfers
  const manager = await login(s.app, 'manager', 'anhua123');
  const stores = await call<Array<{ value: string }>>(s.app, 'GET', '/crm-anhua/store/myList', { token: manager.access_token });
  const sw = await call<Tokens>(s.app, 'GET', '/blade-auth/oauth/modifyToken', { token: manager.access_token, query: { storeId: stores.data[1].value } });
  receiver = sw.data;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const A = '/crm-workorder/ahAccessory';
const INV = '/crm-workorder/ahAccessoryInventory';
const T = '/crm-workorder/ahAccessoryStockTransferForm';
const W = '/crm-workorder/ahWorkOrderInfo';
const MAT = '/crm-workorder/ahWorkOrderInfoRepairMaterial';

const post = <T = unknown>(url: string, body: unknown, token = service.access_token) => call<T>(s.app, 'POST', url, { token, body });
const get = <T = unknown>(url: string, query: Record<string, string | number> = {}, token = service.access_token) => call<T>(s.app, 'GET', url, { token, query });

let serial = 0;
async function newPart(stock: number, extra: Record<string, unknown> = {}): Promise<string> {
  const code = `T-PART-${Date.now()}-${++serial}`;
  const env = await post<{ id: string }>(`${A}/saveOrUpdate`, { accessoryCode: code, accessoryName: `测试配件${serial}`, unit: '个', costPrice: 1000, salePrice: 2500, minStock: 1, ...extra });
  expect(env.code, env.msg).toBe(200);
  if (stock > 0) expect((await post(`${A}/purchaseIn`, { id: env.data.id, quantity: stock })).code).toBe(200);
  return env.data.id;
}
async function stockOf(id: string): Promise<number> {
  const [r] = await s.database.ownerDb.select({ stock: ahAccessory.stock }).from(ahAccessory).where(eq(ahAccessory.id, id));
  return Number(r.stock);
}
async function movementsOf(id: string) {
  return s.database.ownerDb.select().from(ahAccessoryMovement).where(eq(ahAccessoryMovement.ahAccessoryId, id));
}
async function newOrder(): Promise<string> {
  const env = await post<{ id: string }>(`${W}/addOrUpdate`, { customerName: `配件客户${++serial}`, customerPhone: '13912340000', licensePlate: '浙A12345', repairType: 2, serviceAdviser: '陈静', itemsAmount: 10000 });
  expect(env.code, env.msg).toBe(200);
  return env.data.id;
}
const thisMonth = () => {
  // the stores' month (UTC+8), as the server counts it
  const d = new Date(Date.now() + 8 * 3600_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, yearMonth: `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}` };
};

describe('parts archive', () => {
  it('lists the demo parts of the store with their stock, and the materials of the demo orders name them', async () => {
    const env = await post<{ records: Array<Record<string, unknown>>; total: number }>(`${A}/page`, { current: 1, size: 100 });
    expect(env.code).toBe(200);
    const codes = env.data.records.map((r) => r.accessoryCode);
    expect(codes).toContain('BMW-OIL-0W30');
    expect(codes).toContain('GEN-WIPER-24');
    const [material] = await s.database.ownerDb.select().from(ahWorkOrderInfoRepairMaterial).where(eq(ahWorkOrderInfoRepairMaterial.materialCode, 'BMW-OIL-0W30'));
    expect(material.ahAccessoryId).toBeTruthy();
    // every demo part's stock is the sum of its movements
    for (const r of env.data.records.slice(0, 10)) {
      const moves = await movementsOf(String(r.id));
      expect(moves.reduce((sum, m) => sum + Number(m.quantity), 0)).toBe(Number(r.stock));
    }
  });

  it('creates, reads and edits a part; the form never sets the stock', async () => {
    const id = await newPart(0, { stock: 99 });
    expect(await stockOf(id)).toBe(0);
    const detail = await get<Record<string, unknown>>(`${A}/detail`, { id });
    expect(detail.data.accessoryName).toMatch(/测试配件/);
    expect(detail.data.lowStock).toBe(1);
    expect((await post(`${A}/saveOrUpdate`, { id, salePrice: 3000, stock: 5 })).code).toBe(200);
    expect(await stockOf(id)).toBe(0);
    expect((await get<Record<string, unknown>>(`${A}/detail`, { id })).data.salePrice).toBe(3000);
  });

  it('refuses a negative price, a missing name and a second part of the same number, changing nothing', async () => {
    const before = (await post<{ total: number }>(`${A}/page`, { current: 1, size: 1 })).data.total;
    const neg = await post(`${A}/saveOrUpdate`, { accessoryCode: 'NEG-1', accessoryName: '负价配件', unit: '个', costPrice: -100, salePrice: 100 });
    expect(neg.code).toBe(400);
    expect(neg.msg).toBe('请填写0-99999999.99之间的数字');
    const noName = await post(`${A}/saveOrUpdate`, { accessoryCode: 'NONAME-1', unit: '个', costPrice: 100, salePrice: 100 });
    expect(noName.code).toBe(400);
    const dup = await post(`${A}/saveOrUpdate`, { accessoryCode: 'BMW-OIL-0W30', accessoryName: '重复', unit: '个', costPrice: 100, salePrice: 100 });
    expect(dup.code).toBe(400);
    expect((await post<{ total: number }>(`${A}/page`, { current: 1, size: 1 })).data.total).toBe(before);
  });

  it('exports the parts as a task', async () => {
    const env = await post<{ ahExportTaskId?: string }>(`${A}/export`, { current: 1, size: 50000 });
    expect(env.code, env.msg).toBe(200);
  });

  it('buys in and adjusts by stock-take, each a movement; a stock-take without a difference is refused', async () => {
    const id = await newPart(5);
    expect(await stockOf(id)).toBe(5);
    expect((await post(`${A}/adjust`, { id, countedQuantity: 3, remark: '盘亏' })).code).toBe(200);
    expect(await stockOf(id)).toBe(3);
    const same = await post(`${A}/adjust`, { id, countedQuantity: 3 });
    expect(same.code).toBe(10300);
    expect(same.msg).toBe('盘点数量与库存一致，无需调整');
    const bad = await post(`${A}/purchaseIn`, { id, quantity: 0 });
    expect(bad.code).toBe(400);
    const moves = await movementsOf(id);
    expect(moves.map((m) => [m.movementType, m.quantity, m.balanceAfter]).sort()).toEqual([[MOVEMENT_TYPE.purchaseIn, 5, 5], [MOVEMENT_TYPE.adjust, -2, 3]].sort());
    // the salesman holds no part buttons
    const sales = await login(s.app, 'sales', 'anhua123');
    expect((await post(`${A}/purchaseIn`, { id, quantity: 1 }, sales.access_token)).code).toBe(403);
  });
});

describe('parts issued to work orders', () => {
  it('a material naming a part takes it from stock, a change moves the difference, a removal returns it', async () => {
    const part = await newPart(5);
    const order = await newOrder();
    const add = await post<{ id: string }>(`${MAT}/saveOrUpdate`, { ahWorkOrderInfoId: order, ahAccessoryId: part, quantity: 2 });
    expect(add.code, add.msg).toBe(200);
    expect(await stockOf(part)).toBe(3);
    const [m] = await s.database.ownerDb.select().from(ahWorkOrderInfoRepairMaterial).where(eq(ahWorkOrderInfoRepairMaterial.id, add.data.id));
    // name, code and the sale price come from the part
    expect(m.materialName).toMatch(/测试配件/);
    expect(m.unitPrice).toBe(2500);
    expect(m.amount).toBe(5000);
    const [o] = await s.database.ownerDb.select().from(ahWorkOrderInfo).where(eq(ahWorkOrderInfo.id, order));
    expect(o.materialsAmount).toBe(5000);
    const issue = (await movementsOf(part)).find((x) => x.movementType === MOVEMENT_TYPE.issue)!;
    expect(issue.ahWorkOrderInfoId).toBe(order);
    expect(issue.orderNo).toBe(o.orderNo);

    expect((await post(`${MAT}/saveOrUpdate`, { id: add.data.id, quantity: 3 })).code).toBe(200);
    expect(await stockOf(part)).toBe(2);
    expect((await post(`${MAT}/saveOrUpdate`, { id: add.data.id, quantity: 1 })).code).toBe(200);
    expect(await stockOf(part)).toBe(4);
    expect((await post(`${MAT}/delete`, { ids: add.data.id, ahWorkOrderInfoId: order })).code).toBe(200);
    expect(await stockOf(part)).toBe(5);
    expect((await movementsOf(part)).reduce((sum, x) => sum + Number(x.quantity), 0)).toBe(5);
  });

  it('refuses a part issued above its stock with the stock left, and nothing changes', async () => {
    const part = await newPart(2);
    const order = await newOrder();
    const env = await post(`${MAT}/saveOrUpdate`, { ahWorkOrderInfoId: order, ahAccessoryId: part, quantity: 3 });
    expect(env.code).toBe(10300);
    expect(env.msg).toMatch(/库存不足，当前库存2，需要3/);
    expect(await stockOf(part)).toBe(2);
    expect(await s.database.ownerDb.select().from(ahWorkOrderInfoRepairMaterial).where(eq(ahWorkOrderInfoRepairMaterial.ahWorkOrderInfoId, order))).toHaveLength(0);
    expect((await movementsOf(part)).length).toBe(1);
  });

  it('two work orders taking the last one at once: exactly one gets it', async () => {
    const part = await newPart(1);
    const [o1, o2] = [await newOrder(), await newOrder()];
    const results = await Promise.all([o1, o2].map((o) => post(`${MAT}/saveOrUpdate`, { ahWorkOrderInfoId: o, ahAccessoryId: part, quantity: 1 })));
    expect(results.map((r) => r.code).sort((a, b) => a - b)).toEqual([200, 10300]);
    expect(await stockOf(part)).toBe(0);
    const issues = (await movementsOf(part)).filter((m) => m.movementType === MOVEMENT_TYPE.issue);
    expect(issues).toHaveLength(1);
  });

  it('a cancelled order returns its parts; its settlement does not move them again', async () => {
    const part = await newPart(4);
    const cancelled = await newOrder();
    expect((await post(`${MAT}/saveOrUpdate`, { ahWorkOrderInfoId: cancelled, ahAccessoryId: part, quantity: 3 })).code).toBe(200);
    expect(await stockOf(part)).toBe(1);
    expect((await post(`${W}/cancel`, { ids: cancelled })).code).toBe(200);
    expect(await stockOf(part)).toBe(4);
    const settled = await newOrder();
    expect((await post(`${MAT}/saveOrUpdate`, { ahWorkOrderInfoId: settled, ahAccessoryId: part, quantity: 1 })).code).toBe(200);
    for (const path of ['completion', 'submitSettlement']) expect((await post(`${W}/${path}`, { ids: settled })).code).toBe(200);
    // approved by another than the submitter (审核设置)
    const admin = await login(s.app, 'admin', 'admin123');
    expect((await post(`${W}/settle`, { ids: settled }, admin.access_token)).code).toBe(200);
    expect(await stockOf(part)).toBe(3);
  });
});

describe('month inventory', () => {
  it('asks for the year, then the month, in the spec’s words', async () => {
    const none = await post(`${INV}/page`, { current: 1, size: 20 });
    expect(none.code).toBe(400);
    expect(none.msg).toBe('请选择核算年度期间');
    const yearOnly = await post(`${INV}/page`, { current: 1, size: 20, year: 2026 });
    expect(yearOnly.msg).toBe('请选择核算月份期间');
    const badMonth = await post(`${INV}/page`, { current: 1, size: 20, yearMonth: '2026-13' });
    expect(badMonth.msg).toBe('请选择核算月份期间');
    const en = await call(s.app, 'POST', `${INV}/page`, { token: service.access_token, body: { current: 1, size: 20 }, headers: { 'accept-language': 'en' } });
    expect(en.code).toBe(400);
  });

  it('opening, in, out and closing per part agree with the movements', async () => {
    const part = await newPart(6);
    const order = await newOrder();
    expect((await post(`${MAT}/saveOrUpdate`, { ahWorkOrderInfoId: order, ahAccessoryId: part, quantity: 2 })).code).toBe(200);
    // a movement of last month: part of the opening stock
    const { yearMonth } = thisMonth();
    const [y, m] = yearMonth.split('-').map(Number);
    const earlier = new Date(Date.UTC(y, m - 2, 10));
    await s.database.ownerDb.update(ahAccessoryMovement).set({ occurredTime: earlier }).where(and(eq(ahAccessoryMovement.ahAccessoryId, part), eq(ahAccessoryMovement.movementType, MOVEMENT_TYPE.purchaseIn)));
    const env = await post<{ records: Array<Record<string, unknown>>; total: number }>(`${INV}/page`, { current: 1, size: 500, yearMonth });
    expect(env.code, env.msg).toBe(200);
    const row = env.data.records.find((r) => r.ahAccessoryId === part)!;
    expect(row).toMatchObject({ yearMonth, openingQuantity: 6, inQuantity: 0, outQuantity: 2, closingQuantity: 4, closingAmount: 4000 });
    // every part: closing = opening + in - out = its stock now
    for (const r of env.data.records) {
      expect(Number(r.closingQuantity)).toBe(Number(r.openingQuantity) + Number(r.inQuantity) - Number(r.outQuantity));
      expect(Number(r.closingQuantity)).toBe(await stockOf(String(r.ahAccessoryId)));
    }
    // last month: the purchase only
    const last = `${m === 1 ? y - 1 : y}-${String(m === 1 ? 12 : m - 1).padStart(2, '0')}`;
    const prev = await post<{ records: Array<Record<string, unknown>> }>(`${INV}/page`, { current: 1, size: 500, yearMonth: last });
    expect(prev.data.records.find((r) => r.ahAccessoryId === part)).toMatchObject({ openingQuantity: 0, inQuantity: 6, outQuantity: 0, closingQuantity: 6 });
    // year and month sent apart read the same
    const split = await post<{ records: Array<Record<string, unknown>> }>(`${INV}/page`, { current: 1, size: 500, ...thisMonth(), yearMonth: undefined });
    expect(split.data.records.find((r) => r.ahAccessoryId === part)).toMatchObject({ closingQuantity: 4 });
    // the detail lists the month's movements
    const detail = await get<{ movements: Array<Record<string, unknown>>; closingQuantity: number }>(`${INV}/detail`, { ahAccessoryId: part, yearMonth });
    expect(detail.code, detail.msg).toBe(200);
    expect(detail.data.closingQuantity).toBe(4);
    expect(detail.data.movements.map((x) => x.quantity)).toEqual([-2]);
  });

  it('exports the month as a file, and refuses an export without a month', async () => {
    const res = await s.app.inject({ method: 'POST', url: `/api${INV}/export`, headers: { 'blade-auth': `bearer ${service.access_token}`, 'content-type': 'application/json' }, payload: { yearMonth: thisMonth().yearMonth } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const bad = await post(`${INV}/export`, { year: 2026 });
    expect(bad.msg).toBe('请选择核算月份期间');
  });
});

describe('stock transfer forms', () => {
  it('draft, sent, received: parts leave one store and arrive in the other, once, by the receiving store only', async () => {
    const part = await newPart(5);
    const toStoreId = receiver.store_id!;
    const same = await post(`${T}/saveOrUpdate`, { toStoreId: service.store_id, items: [{ ahAccessoryId: part, quantity: 1 }] });
    expect(same.msg).toBe('调入门店不能是调出门店');
    const noLines = await post(`${T}/saveOrUpdate`, { toStoreId, items: [] });
    expect(noLines.code).toBe(400);
    const tooMany = await post(`${T}/saveOrUpdate`, { toStoreId, items: [{ ahAccessoryId: part, quantity: 6 }] });
    expect(tooMany.code).toBe(10300);
    const created = await post<{ id: string; formNo: string }>(`${T}/saveOrUpdate`, { toStoreId, remark: '调剂', items: [{ ahAccessoryId: part, quantity: 3 }] });
    expect(created.code, created.msg).toBe(200);
    const id = created.data.id;
    expect(created.data.formNo).toMatch(/^DB\d{12}$/);
    expect(await stockOf(part)).toBe(5);

    // the lines, as the menu lists them, for both stores
    const items = await post<{ records: Array<Record<string, unknown>> }>(`${T}/item/page`, { current: 1, size: 20, ahAccessoryStockTransferFormId: id });
    expect(items.data.records).toHaveLength(1);
    expect((await post<{ records: unknown[] }>(`${T}/item/page`, { current: 1, size: 20, ahAccessoryStockTransferFormId: id }, receiver.access_token)).data.records).toHaveLength(1);

    expect((await post(`${T}/receive`, { id }, receiver.access_token)).code).toBe(10300);
    expect((await post(`${T}/send`, { id })).code).toBe(200);
    expect(await stockOf(part)).toBe(2);
    expect((await post(`${T}/send`, { id })).code).toBe(10300);
    const bySender = await post(`${T}/receive`, { id });
    expect(bySender.code).toBe(10300);
    expect(bySender.msg).toBe('只有调入门店可以确认收货');
    expect((await post(`${T}/saveOrUpdate`, { id, remark: 'x' })).code).toBe(10300);

    const received = await post(`${T}/receive`, { id }, receiver.access_token);
    expect(received.code, received.msg).toBe(200);
    const [theirs] = await s.database.ownerDb.select().from(ahAccessory).where(and(eq(ahAccessory.storeId, toStoreId), eq(ahAccessory.accessoryCode, (await get<{ accessoryCode: string }>(`${A}/detail`, { id: part })).data.accessoryCode)));
    expect(theirs.stock).toBe(3);
    const twice = await post(`${T}/receive`, { id }, receiver.access_token);
    expect(twice.code).toBe(10300);
    expect(twice.msg).toBe('调拨单已收货，不能确认收货');
    expect(theirs.stock).toBe(3);
    const detail = await get<{ state: number; items: unknown[] }>(`${T}/detail`, { ahWorkOrderInfoId: id });
    expect(detail.data.state).toBe(2);
    expect(detail.data.items).toHaveLength(1);
  });

  it('a sent form cancelled by its sender returns its parts; a cancelled form cannot be received', async () => {
    const part = await newPart(4);
    const created = await post<{ id: string }>(`${T}/saveOrUpdate`, { toStoreId: receiver.store_id, items: [{ ahAccessoryId: part, quantity: 4 }] });
    const id = created.data.id;
    expect((await post(`${T}/send`, { id })).code).toBe(200);
    expect(await stockOf(part)).toBe(0);
    expect((await post(`${T}/cancel`, { id })).code).toBe(200);
    expect(await stockOf(part)).toBe(4);
    expect((await post(`${T}/receive`, { id }, receiver.access_token)).code).toBe(10300);
    const types = (await movementsOf(part)).map((m) => m.movementType).sort();
    expect(types).toEqual([MOVEMENT_TYPE.purchaseIn, MOVEMENT_TYPE.transferOut, MOVEMENT_TYPE.transferIn].sort());
  });
  it('a draft’s lines are added, changed and removed by its sender only; a line above the stock changes nothing', async () => {
    const a = await newPart(5);
    const b = await newPart(2);
    const created = await post<{ id: string }>(`${T}/saveOrUpdate`, { toStoreId: receiver.store_id, items: [{ ahAccessoryId: a, quantity: 2 }, { ahAccessoryId: b, quantity: 1 }, { ahAccessoryId: a, quantity: 1 }] });
    expect(created.code, created.msg).toBe(200);
    const id = created.data.id;
    const lines = async () => (await get<{ items: Array<{ ahAccessoryId: string; quantity: number }> }>(`${T}/detail`, { ahWorkOrderInfoId: id })).data.items.map((l) => [l.ahAccessoryId, l.quantity]).sort();
    // a part twice is one line of the sum
    expect(await lines()).toEqual([[a, 3], [b, 1]].sort());
    const over = await post(`${T}/saveOrUpdate`, { id, items: [{ ahAccessoryId: b, quantity: 3 }] });
    expect(over.code).toBe(10300);
    expect(over.msg).toMatch(/库存不足，当前库存2，需要3$/);
    expect(await lines()).toEqual([[a, 3], [b, 1]].sort());
    const byReceiver = await post(`${T}/saveOrUpdate`, { id, items: [{ ahAccessoryId: a, quantity: 1 }] }, receiver.access_token);
    expect(byReceiver.code).not.toBe(200);
    const zero = await post(`${T}/saveOrUpdate`, { id, items: [{ ahAccessoryId: a, quantity: 0 }] });
    expect(zero.code).toBe(400);
    const removed = await post(`${T}/saveOrUpdate`, { id, items: [{ ahAccessoryId: b, quantity: 2 }] });
    expect(removed.code, removed.msg).toBe(200);
    expect(await lines()).toEqual([[b, 2]]);
    // saving a draft never moves stock; sending does, with one movement per line
    expect([await stockOf(a), await stockOf(b)]).toEqual([5, 2]);
    expect((await post(`${T}/send`, { id })).code).toBe(200);
    expect([await stockOf(a), await stockOf(b)]).toEqual([5, 0]);
    expect((await movementsOf(b)).filter((m) => m.movementType === MOVEMENT_TYPE.transferOut).map((m) => [m.quantity, m.balanceAfter])).toEqual([[-2, 0]]);
    expect((await post(`${T}/saveOrUpdate`, { id, items: [{ ahAccessoryId: a, quantity: 1 }] })).code).toBe(10300);
  });
});

describe('stock transfer forms at once', () => {
  it('the same form sent twice at once moves the stock once; two forms taking the last parts: one wins', async () => {
    const part = await newPart(3);
    const one = await post<{ id: string }>(`${T}/saveOrUpdate`, { toStoreId: receiver.store_id, items: [{ ahAccessoryId: part, quantity: 2 }] });
    const codes = (await Promise.all([post(`${T}/send`, { id: one.data.id }), post(`${T}/send`, { id: one.data.id })])).map((r) => r.code).sort((x, y) => x - y);
    expect(codes).toEqual([200, 10300]);
    expect(await stockOf(part)).toBe(1);
    // two drafts of the last one, both saved while it was there
    const a = await post<{ id: string }>(`${T}/saveOrUpdate`, { toStoreId: receiver.store_id, items: [{ ahAccessoryId: part, quantity: 1 }] });
    const b = await post<{ id: string }>(`${T}/saveOrUpdate`, { toStoreId: receiver.store_id, items: [{ ahAccessoryId: part, quantity: 1 }] });
    const both = await Promise.all([post(`${T}/send`, { id: a.data.id }), post(`${T}/send`, { id: b.data.id })]);
    expect(both.map((r) => r.code).sort((x, y) => x - y)).toEqual([200, 10300]);
    expect(both.find((r) => r.code === 10300)!.msg).toMatch(/库存不足，当前库存0，需要1$/);
    expect(await stockOf(part)).toBe(0);
    expect((await movementsOf(part)).filter((m) => m.movementType === MOVEMENT_TYPE.transferOut)).toHaveLength(2);
  });
});

describe('work-order configuration', () => {
  it('lists the demo settings of the store, refuses bad input, and keeps one audit setting', async () => {
    const items = await call<{ records: Array<Record<string, unknown>> }>(s.app, 'GET', '/crm-workorder/ahWorkOrderConfigMaintenanceItem/page', { token: service.access_token, query: { current: 1, size: 50 } });
    expect(items.data.records.map((r) => r.itemName)).toContain('更换前刹车片');
    for (const base of ['ahWorkOrderConfigStation', 'ahWorkOrderConfigRepairType', 'ahWorkOrderConfigSupplier', 'ahWorkOrderConfigUnitPrice', 'ahWorkOrderConfigPreferential']) {
      const env = await get<{ records: unknown[] }>(`/crm-workorder/${base}/page`, { current: 1, size: 50 });
      expect(env.code, base).toBe(200);
      expect(env.data.records.length, base).toBeGreaterThan(0);
    }
    const prices = await get<{ records: Array<{ id: string; repairType: number; unitPrice: number }> }>('/crm-workorder/ahWorkOrderConfigUnitPrice/page', { current: 1, size: 50 });
    expect(prices.data.records.find((r) => r.repairType === 2)?.unitPrice).toBe(42000);
    const negative = await post('/crm-workorder/ahWorkOrderConfigUnitPrice/saveOrUpdate', { id: prices.data.records[0].id, unitPrice: -1 });
    expect(negative.code).toBe(400);
    const dup = await post('/crm-workorder/ahWorkOrderConfigMaintenanceItem/saveOrUpdate', { itemName: '更换前刹车片', repairType: 2, standardHours: 1 });
    expect(dup.code).toBe(400);
    const audit = await get<{ records: Array<{ id: string; reviewEnabled: number }> }>('/crm-workorder/ahWorkOrderConfigAudit/page', { current: 1, size: 10 });
    expect(audit.data.records).toHaveLength(1);
    expect(audit.data.records[0].reviewEnabled).toBe(1);
  });
});
