/**
 * crm-workorder against the work-order machine: the POST page call, creation with a server order
 * number and the spec's validators, every event answering 200 where the machine allows it and 10300
 * with its reason where it does not (a refused call — also one of several orders, or a refutal
 * without a reason — leaves every row as it was), button permissions, repair materials only while
 * the order is in progress (with the order's sum kept in step), vouchers, settings and export.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { call, login, startServer, type TestServer, type Tokens } from './harness';
import { ahWorkOrderInfo, ahWorkOrderInfoRepairMaterial } from '../../server/db/resource-tables/work-orders';
import { WORK_ORDER_EVENTS, WORK_ORDER_STATE, workOrderMachine, type WorkOrderEvent, type WorkOrderEventType, type WorkOrderState } from '../../src/machines/work-order.machine';
import { workOrderResource } from '../../src/domain/resources/operations/work-order';

let s: TestServer;
let service: Tokens;
let sales: Tokens;
// the store's 审核设置 asks for review: the manager approves what the service adviser submits
let manager: Tokens;

beforeAll(async () => {
  s = await startServer();
  service = await login(s.app, 'service', 'anhua123');
  sales = await login(s.app, 'sales', 'anhua123');
  manager = await login(s.app, 'manager', 'anhua123');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const W = '/crm-workorder/ahWorkOrderInfo';
const M = '/crm-workorder/ahWorkOrderInfoRepairMaterial';
const V = '/crm-workorder/ahWorkOrderInfoVoucherDeduction';
const PATH = Object.fromEntries(workOrderResource.actions.map((a) => [a.name, a.path])) as Record<WorkOrderEventType, string>;

const post = <T = unknown>(url: string, body: unknown, token = service.access_token) => call<T>(s.app, 'POST', url, { token, body });
const get = <T = unknown>(url: string, query: Record<string, string | number> = {}, token = service.access_token) => call<T>(s.app, 'GET', url, { token, query });

let serial = 0;
const ORDER = () => ({ customerName: `测试客户${++serial}`, customerPhone: '13912340000', licensePlate: '浙A12345', vin: 'LBV5S3102NSA99999', repairType: 1, serviceAdviser: '陈静', itemsAmount: 38000 });

async function newOrder(token = service.access_token): Promise<string> {
  const env = await post<{ id: string }>(`${W}/addOrUpdate`, ORDER(), token);
  expect(env.code, env.msg).toBe(200);
  return env.data.id;
}

type Stored = { state: number; updateTime: Date | null; materialsAmount: number | null; refuteReason: string | null; completeTime: Date | null; settlementTime: Date | null };
async function row(id: string): Promise<Stored> {
  const [r] = await s.database.ownerDb
    .select({
      state: ahWorkOrderInfo.state,
      updateTime: ahWorkOrderInfo.updateTime,
      materialsAmount: ahWorkOrderInfo.materialsAmount,
      refuteReason: ahWorkOrderInfo.refuteReason,
      completeTime: ahWorkOrderInfo.completeTime,
      settlementTime: ahWorkOrderInfo.settlementTime,
    })
    .from(ahWorkOrderInfo)
    .where(eq(ahWorkOrderInfo.id, id));
  return r as Stored;
}

const send = (event: WorkOrderEventType, ids: string | string[], reason = '材料单价与报价单不一致', token = event === 'SETTLE' ? manager.access_token : service.access_token) =>
  post(`${W}/${PATH[event]}`, { ids: Array.isArray(ids) ? ids.join(',') : ids, ...(event === 'REFUTE_SETTLEMENT' ? { reason } : {}) }, token);

const eventOf = (type: WorkOrderEventType): WorkOrderEvent => (type === 'REFUTE_SETTLEMENT' ? { type, reason: 'r' } : ({ type } as WorkOrderEvent));

/** walks an order to a state by the shortest events */
async function orderIn(state: WorkOrderState): Promise<string> {
  const id = await newOrder();
  const route: Record<WorkOrderState, WorkOrderEventType[]> = {
    inProgress: [],
    completed: ['COMPLETE'],
    settlementSubmitted: ['COMPLETE', 'SUBMIT_SETTLEMENT'],
    settled: ['COMPLETE', 'SUBMIT_SETTLEMENT', 'SETTLE'],
    cancelled: ['CANCEL'],
  };
  for (const e of route[state]) expect((await send(e, id)).code).toBe(200);
  return id;
}

describe('work-order list and form', () => {
  it('answers the store\'s orders to a POST pageList with paging and filters in the body', async () => {
    const env = await post<{ records: Record<string, unknown>[]; total: number; size: number }>(`${W}/pageList`, { current: 1, size: 20 });
    expect(env.code).toBe(200);
    expect(env.data.size).toBe(20);
    const states = new Set(env.data.records.map((r) => r.state));
    // the seed has an order in every state in the service account's store
    for (const v of Object.values(WORK_ORDER_STATE)) expect(states.has(v)).toBe(true);
    const completed = await post<{ records: Record<string, unknown>[] }>(`${W}/pageList`, { current: 1, size: 20, state: WORK_ORDER_STATE.completed });
    expect(completed.data.records.length).toBeGreaterThan(0);
    expect(completed.data.records.every((r) => r.state === WORK_ORDER_STATE.completed)).toBe(true);
    // the seeded materials sum agrees with the materials
    const order = env.data.records.find((r) => r.customerName === '周志强')!;
    expect(order.materialsAmount).toBe(78000 + 16800);
    expect(order.deductionAmount).toBe(10000);
  });

  it('numbers a new order on the server, starts it in progress and answers it by detailById', async () => {
    const id = await newOrder();
    const env = await get<Record<string, unknown>>(`${W}/detailById`, { ahWorkOrderInfoId: id });
    expect(env.code).toBe(200);
    expect(env.data.orderNo).toMatch(/^WO\d{8}\d{4}$/);
    expect(env.data.state).toBe(WORK_ORDER_STATE.inProgress);
    expect(env.data.materialsAmount).toBe(0);
    // the number is the server's: one sent by the form is ignored, and the next order gets the next one
    const other = await post<{ id: string }>(`${W}/addOrUpdate`, { ...ORDER(), orderNo: 'X1', state: 3 });
    const d2 = (await get<Record<string, unknown>>(`${W}/detailById`, { id: other.data.id })).data;
    expect(d2.orderNo).not.toBe('X1');
    expect(d2.state).toBe(WORK_ORDER_STATE.inProgress);
    expect(Number(String(d2.orderNo).slice(-4))).toBe(Number(String(env.data.orderNo).slice(-4)) + 1);
  });

  it('checks the customer, plate and VIN with the catalogue\'s rules and saves nothing on bad input', async () => {
    const before = (await s.database.ownerDb.select({ id: ahWorkOrderInfo.id }).from(ahWorkOrderInfo)).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ customerPhone: '1234' }, '请输入有效手机号'],
      [{ licensePlate: 'AB123' }, '车牌号格式有误'],
      [{ vin: 'LBV5S3102NSA1234O' }, '车架号格式有误'],
      [{ itemsAmount: -1 }, '请填写0-99999999.99之间的数字'],
    ];
    for (const [bad, message] of cases) {
      const env = await post(`${W}/addOrUpdate`, { ...ORDER(), ...bad });
      expect(env.code, JSON.stringify(bad)).toBe(400);
      expect(env.msg).toContain(message);
    }
    const missing = await post(`${W}/addOrUpdate`, { ...ORDER(), customerName: '' });
    expect(missing.code).toBe(400);
    expect((await s.database.ownerDb.select({ id: ahWorkOrderInfo.id }).from(ahWorkOrderInfo)).length).toBe(before);
  });

  it('edits an order only while it is in progress', async () => {
    const id = await orderIn('inProgress');
    expect((await post(`${W}/addOrUpdate`, { id, remark: '加做四轮定位' })).code).toBe(200);
    expect((await send('COMPLETE', id)).code).toBe(200);
    const before = await row(id);
    const env = await post(`${W}/addOrUpdate`, { id, itemsAmount: 1 });
    expect(env.code).toBe(10300);
    expect(env.msg).toBe('只有施工中的工单可以修改');
    expect(await row(id)).toEqual(before);
  });
});

describe('work-order machine on the server', () => {
  const model = createTestModel(workOrderMachine, { events: WORK_ORDER_EVENTS.map(eventOf) });

  for (const path of model.getShortestPaths()) {
    it(`walks ${path.description}, and every refused event leaves the row as it was`, async () => {
      const id = await newOrder();
      const actor = createActor(workOrderMachine).start();
      const check = async (name: WorkOrderState) => {
        expect((await row(id)).state).toBe(WORK_ORDER_STATE[name]);
        for (const e of WORK_ORDER_EVENTS) {
          if (actor.getSnapshot().can(eventOf(e))) continue;
          const before = await row(id);
          const env = await send(e, id);
          expect(env.code, `${name} ${e}`).toBe(10300);
          expect(env.msg).not.toBe('');
          expect(await row(id)).toEqual(before);
        }
      };
      await path.test({
        states: Object.fromEntries((Object.keys(WORK_ORDER_STATE) as WorkOrderState[]).map((n) => [n, () => check(n)])),
        events: Object.fromEntries(
          WORK_ORDER_EVENTS.map((type) => [
            type,
            async () => {
              const env = await send(type, id);
              expect(env.code, `${type}: ${env.msg}`).toBe(200);
              actor.send(eventOf(type));
            },
          ]),
        ),
      });
    });
  }

  it('stamps completion and settlement, and keeps the refusal reason until the next submission', async () => {
    const id = await orderIn('settlementSubmitted');
    expect((await row(id)).completeTime).not.toBeNull();
    const refuted = await send('REFUTE_SETTLEMENT', id, '  工时费与报价不符  ');
    expect(refuted.code).toBe(200);
    expect(await row(id)).toMatchObject({ state: WORK_ORDER_STATE.completed, refuteReason: '工时费与报价不符' });
    expect((await send('SUBMIT_SETTLEMENT', id)).code).toBe(200);
    expect((await row(id)).refuteReason).toBeNull();
    expect((await send('SETTLE', id)).code).toBe(200);
    expect((await row(id)).settlementTime).not.toBeNull();
    expect((await send('CANCEL_SETTLEMENT', id)).code).toBe(200);
    expect(await row(id)).toMatchObject({ state: WORK_ORDER_STATE.completed, settlementTime: null });
    expect((await send('CANCEL_COMPLETION', id)).code).toBe(200);
    expect(await row(id)).toMatchObject({ state: WORK_ORDER_STATE.inProgress, completeTime: null });

    // each event is in the order's history, oldest first, with the refutal's reason
    const history = await call<Array<{ action: string; fromValue: string; toValue: string; reason: string | null }>>(s.app, 'GET', '/blade-system/stateLog/list', {
      token: service.access_token,
      query: { resource: workOrderResource.key, recordId: id },
    });
    const { inProgress, completed, settlementSubmitted, settled } = WORK_ORDER_STATE;
    expect(history.data.slice(-5).map((h) => [h.action, h.fromValue, h.toValue, h.reason])).toEqual([
      ['REFUTE_SETTLEMENT', String(settlementSubmitted), String(completed), '工时费与报价不符'],
      ['SUBMIT_SETTLEMENT', String(completed), String(settlementSubmitted), null],
      ['SETTLE', String(settlementSubmitted), String(settled), null],
      ['CANCEL_SETTLEMENT', String(settled), String(completed), null],
      ['CANCEL_COMPLETION', String(completed), String(inProgress), null],
    ]);
  });

  it('refuses a refutal without a reason and changes nothing', async () => {
    const id = await orderIn('settlementSubmitted');
    const before = await row(id);
    for (const reason of ['', '   ']) {
      const env = await send('REFUTE_SETTLEMENT', id, reason);
      expect(env.code).toBe(10300);
      expect(env.msg).toBe('请输入驳回原因');
    }
    const long = await send('REFUTE_SETTLEMENT', id, 'x'.repeat(201));
    expect(long.code).toBe(10300);
    expect(await row(id)).toEqual(before);
  });

  it('applies an event to several orders all or none, naming the refused order', async () => {
    const a = await orderIn('completed');
    const b = await orderIn('inProgress');
    const before = [await row(a), await row(b)];
    const env = await send('SUBMIT_SETTLEMENT', [a, b]);
    expect(env.code).toBe(10300);
    const orderNo = (await get<Record<string, unknown>>(`${W}/detailById`, { id: b })).data.orderNo;
    expect(env.msg).toBe(`${String(orderNo)}：只有已完工的工单可以提交结算`);
    expect([await row(a), await row(b)]).toEqual(before);
    expect((await send('COMPLETE', b)).code).toBe(200);
    expect((await send('SUBMIT_SETTLEMENT', [a, b])).code).toBe(200);
    expect([(await row(a)).state, (await row(b)).state]).toEqual([WORK_ORDER_STATE.settlementSubmitted, WORK_ORDER_STATE.settlementSubmitted]);
  });

  it('answers an order of another store as missing and changes nothing', async () => {
    // the service account works in store 0; this seeded order is store 1's
    const [foreign] = (await s.database.ownerDb.select({ id: ahWorkOrderInfo.id, state: ahWorkOrderInfo.state }).from(ahWorkOrderInfo).where(eq(ahWorkOrderInfo.customerName, '褚明辉'))) as { id: string; state: number }[];
    const env = await send('COMPLETE', foreign.id);
    expect(env.code).toBe(404);
    expect((await row(foreign.id)).state).toBe(foreign.state);
  });

  it('checks each event\'s button: a role without after-sales buttons changes nothing', async () => {
    const id = await orderIn('inProgress');
    const before = await row(id);
    for (const e of WORK_ORDER_EVENTS) {
      const env = await send(e, id, 'r', sales.access_token);
      expect(env.code, e).not.toBe(200);
    }
    expect((await post(`${W}/addOrUpdate`, ORDER(), sales.access_token)).code).not.toBe(200);
    expect(await row(id)).toEqual(before);
  });
});

describe('repair materials', () => {
  const material = (orderId: string, extra: Record<string, unknown> = {}) => ({ ahWorkOrderInfoId: orderId, materialName: '机油滤芯', materialCode: 'OF-1', quantity: 2, unitPrice: 16800, ...extra });

  it('adds, edits and deletes materials of an order in progress, keeping its materials sum', async () => {
    const id = await orderIn('inProgress');
    const a = await post<{ id: string }>(`${M}/saveOrUpdate`, material(id));
    expect(a.code, a.msg).toBe(200);
    const b = await post<{ id: string }>(`${M}/saveOrUpdate`, material(id, { materialName: '刹车片', quantity: 1, unitPrice: 126000 }));
    expect((await row(id)).materialsAmount).toBe(2 * 16800 + 126000);
    const list = await get<Record<string, unknown>[]>(`${M}/list`, { ahWorkOrderInfoId: id });
    expect(list.data.map((m) => Number(m.amount)).sort((x, y) => x - y)).toEqual([33600, 126000]);
    expect((await post(`${M}/saveOrUpdate`, { id: a.data.id, quantity: 3 })).code).toBe(200);
    expect((await row(id)).materialsAmount).toBe(3 * 16800 + 126000);
    expect((await post(`${M}/delete`, { ids: b.data.id, ahWorkOrderInfoId: id })).code).toBe(200);
    expect((await row(id)).materialsAmount).toBe(3 * 16800);
    // a material stays with its order
    const moved = await post(`${M}/saveOrUpdate`, { id: a.data.id, ahWorkOrderInfoId: await newOrder() });
    expect(moved.code).toBe(400);
  });

  it('refuses material changes once the order left 施工中, and changes nothing', async () => {
    const id = await orderIn('inProgress');
    const m = await post<{ id: string }>(`${M}/saveOrUpdate`, material(id));
    expect((await send('COMPLETE', id)).code).toBe(200);
    const before = await row(id);
    const [storedBefore] = await s.database.ownerDb.select().from(ahWorkOrderInfoRepairMaterial).where(eq(ahWorkOrderInfoRepairMaterial.id, m.data.id));
    for (const env of [
      await post(`${M}/saveOrUpdate`, material(id)),
      await post(`${M}/saveOrUpdate`, { id: m.data.id, quantity: 9 }),
      await post(`${M}/delete`, { ids: m.data.id, ahWorkOrderInfoId: id }),
    ]) {
      expect(env.code).toBe(10300);
      expect(env.msg).toBe('只有施工中的工单可以修改');
    }
    expect(await row(id)).toEqual(before);
    const materials = await s.database.ownerDb.select().from(ahWorkOrderInfoRepairMaterial).where(inArray(ahWorkOrderInfoRepairMaterial.ahWorkOrderInfoId, [id]));
    expect(materials).toEqual([storedBefore]);
  });

  it('checks the material\'s buttons', async () => {
    const id = await orderIn('inProgress');
    expect((await post(`${M}/saveOrUpdate`, material(id), sales.access_token)).code).not.toBe(200);
    expect((await row(id)).materialsAmount).toBe(0);
  });
});

describe('voucher deductions', () => {
  it('deducts vouchers before the settlement is submitted and lists them by the order\'s ids', async () => {
    const id = await orderIn('completed');
    const a = await post<{ id: string }>(`${V}/saveOrUpdate`, { ahWorkOrderInfoId: id, voucherName: '保养代金券', voucherCode: 'DJQ1', deductionAmount: 10000 });
    expect(a.code, a.msg).toBe(200);
    await post(`${V}/saveOrUpdate`, { ahWorkOrderInfoId: id, voucherName: '工时券', deductionAmount: 5000 });
    const order = (await get<Record<string, unknown>>(`${W}/detailById`, { id })).data;
    expect(order.deductionAmount).toBe(15000);
    const ids = String(order.ahWorkOrderInfoVoucherDeductionIds);
    expect(ids.split(',')).toHaveLength(2);
    const list = await get<Record<string, unknown>[]>(`${V}/list`, { ahWorkOrderInfoVoucherDeductionIds: ids });
    expect(list.data.map((v) => v.voucherName).sort()).toEqual(['保养代金券', '工时券'].sort());
    expect((await post(`${V}/saveOrUpdate`, { id: a.data.id, deductionAmount: 8000 })).code).toBe(200);
    expect((await get<Record<string, unknown>>(`${W}/detailById`, { id })).data.deductionAmount).toBe(13000);

    expect((await send('SUBMIT_SETTLEMENT', id)).code).toBe(200);
    const refused = await post(`${V}/saveOrUpdate`, { ahWorkOrderInfoId: id, voucherName: '迟到的券', deductionAmount: 100 });
    expect(refused.code).toBe(10300);
    expect(refused.msg).toBe('已提交结算的工单不能再抵扣代金券');
    expect((await get<Record<string, unknown>>(`${W}/detailById`, { id })).data.deductionAmount).toBe(13000);
    expect((await post(`${V}/saveOrUpdate`, { ahWorkOrderInfoId: await newOrder(), voucherName: 'x', deductionAmount: 1 }, sales.access_token)).code).not.toBe(200);
  });
});

describe('work-order settings and export', () => {
  for (const [base, body, nameKey] of [
    ['/crm-workorder/ahWorkOrderConfigWarehouse', { warehouseName: '测试仓', warehouseCode: 'T1', keeperPhone: '13912345678' }, 'warehouseName'],
    ['/crm-workorder/ahWorkOrderConfigAdditional', { itemName: '测试项目', price: 9900 }, 'itemName'],
  ] as const) {
    it(`${base}: GET page, detail, saveOrUpdate`, async () => {
      const page = await get<{ records: Record<string, unknown>[]; total: number }>(`${base}/page`, { current: 1, size: 20 });
      expect(page.code).toBe(200);
      expect(page.data.total).toBeGreaterThan(0);
      const saved = await post<{ id: string }>(`${base}/saveOrUpdate`, body);
      expect(saved.code, saved.msg).toBe(200);
      const detail = await get<Record<string, unknown>>(`${base}/detail`, { id: saved.data.id });
      expect(detail.data[nameKey]).toBe(body[nameKey as keyof typeof body]);
      expect((await post(`${base}/saveOrUpdate`, body)).code).toBe(400); // the name is unique in the store
      expect((await post(`${base}/saveOrUpdate`, { ...body, [nameKey]: '另一个' }, sales.access_token)).code).not.toBe(200);
    });
  }

  it('queues the export of the filtered orders from a POST exportExcel', async () => {
    const env = await post<{ ahExportTaskId?: string }>(`${W}/exportExcel`, { state: WORK_ORDER_STATE.settled, current: 1, size: 50000 });
    expect(env.code).toBe(200);
    expect(env.data.ahExportTaskId).toBeTruthy();
    expect((await post(`${W}/exportExcel`, {}, sales.access_token)).code).not.toBe(200);
  });
});
