/**
 * Work orders reading their configuration (docs/after-sales.md): item lines priced at hours × the
 * repair type's 工时单价 and summed into the labour; discounts only of an enabled 优惠方式, never
 * more than what is due; 审核设置: the submitter does not approve while settlements are reviewed,
 * and an order below the review amount is settled on submission.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer, type Tokens } from './harness';
import { ahWorkOrderInfo, ahWorkOrderInfoItem } from '../../server/db/resource-tables/work-orders';
import { WORK_ORDER_STATE } from '../../src/domain/resources/operations/work-order';
import { settlementTotals } from '../../src/domain/resources/operations/work-order-config';

let s: TestServer;
let service: Tokens;
let manager: Tokens;

beforeAll(async () => {
  s = await startServer();
  service = await login(s.app, 'service', 'anhua123');
  manager = await login(s.app, 'manager', 'anhua123');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const W = '/crm-workorder/ahWorkOrderInfo';
const I = '/crm-workorder/ahWorkOrderInfoItem';
const C = '/crm-workorder/ahWorkOrderConfig';
const post = <T = unknown>(url: string, body: unknown, token = service.access_token) => call<T>(s.app, 'POST', url, { token, body });
const get = <T = unknown>(url: string, query: Record<string, string | number> = {}, token = service.access_token) => call<T>(s.app, 'GET', url, { token, query });

let serial = 0;
async function newOrder(extra: Record<string, unknown> = {}): Promise<string> {
  const env = await post<{ id: string }>(`${W}/addOrUpdate`, { customerName: `配置客户${++serial}`, customerPhone: '13912340000', licensePlate: '浙A12345', repairType: 2, serviceAdviser: '陈静', ...extra });
  expect(env.code, env.msg).toBe(200);
  return env.data.id;
}
async function order(id: string) {
  const [r] = await s.database.ownerDb.select().from(ahWorkOrderInfo).where(eq(ahWorkOrderInfo.id, id));
  return r;
}
async function itemId(name: string): Promise<{ id: string; standardHours: number }> {
  const env = await get<Array<{ id: string; itemName: string; standardHours: number }>>(`${C}MaintenanceItem/list`);
  const it = env.data.find((x) => x.itemName === name)!;
  return { id: it.id, standardHours: Number(it.standardHours) };
}
async function priceOf(repairType: number): Promise<number> {
  const env = await get<{ records: Array<{ repairType: number; unitPrice: number }> }>(`${C}UnitPrice/page`, { current: 1, size: 50 });
  return env.data.records.find((r) => r.repairType === repairType)!.unitPrice;
}

describe('labour from the item lines', () => {
  it('prices a line at hours × the repair type’s unit price, sums the lines into the labour, refuses bad hours', async () => {
    const id = await newOrder();
    const brake = await itemId('更换前刹车片');
    const battery = await itemId('更换蓄电池');
    const price = await priceOf(2);
    const a = await post<{ id: string }>(`${I}/saveOrUpdate`, { ahWorkOrderInfoId: id, ahWorkOrderConfigMaintenanceItemId: brake.id });
    expect(a.code, a.msg).toBe(200);
    const b = await post<{ id: string }>(`${I}/saveOrUpdate`, { ahWorkOrderInfoId: id, ahWorkOrderConfigMaintenanceItemId: battery.id, workHours: 2 });
    expect(b.code, b.msg).toBe(200);
    const labour = Math.round(brake.standardHours * price) + 2 * price;
    expect((await order(id)).itemsAmount).toBe(labour);
    expect((await order(id)).totalAmount).toBe(labour);

    for (const workHours of [-1, 0, 1000]) {
      const bad = await post(`${I}/saveOrUpdate`, { id: b.data.id, workHours });
      expect(bad.code, String(workHours)).toBe(400);
    }
    expect((await order(id)).itemsAmount).toBe(labour);
    // a typed labour does not beat the lines
    expect((await post(`${W}/addOrUpdate`, { id, itemsAmount: 1 })).code).toBe(200);
    expect((await order(id)).itemsAmount).toBe(labour);
    // another repair type prices the lines again at its own unit price
    expect((await post(`${W}/addOrUpdate`, { id, repairType: 1 })).code).toBe(200);
    const price1 = await priceOf(1);
    expect((await order(id)).itemsAmount).toBe(Math.round(brake.standardHours * price1) + 2 * price1);

    expect((await post(`${I}/delete`, { ids: `${a.data.id},${b.data.id}` })).code).toBe(200);
    expect((await order(id)).itemsAmount).toBe(0);
    const left = await s.database.ownerDb.select().from(ahWorkOrderInfoItem).where(eq(ahWorkOrderInfoItem.ahWorkOrderInfoId, id));
    expect(left.every((l) => l.isDeleted === 1)).toBe(true);
  });

  it('changes no line of an order that left 施工中', async () => {
    const id = await newOrder({ itemsAmount: 10000 });
    expect((await post(`${W}/completion`, { ids: id })).code).toBe(200);
    const env = await post(`${I}/saveOrUpdate`, { ahWorkOrderInfoId: id, ahWorkOrderConfigMaintenanceItemId: (await itemId('更换蓄电池')).id });
    expect(env.code).toBe(10300);
    expect(env.msg).toBe('只有施工中的工单可以修改');
    expect((await order(id)).itemsAmount).toBe(10000);
  });
});

describe('discount modes', () => {
  it('takes only an enabled mode of the store, and never more off than is due', async () => {
    const off = await post<{ id: string }>(`${C}Preferential/saveOrUpdate`, { modeName: `停用折扣${Date.now()}`, modeType: 1, discountRate: 50, state: 0 });
    expect(off.code, off.msg).toBe(200);
    const refused = await post(`${W}/addOrUpdate`, { customerName: '优惠客户', customerPhone: '13912340000', licensePlate: '浙A12345', repairType: 2, serviceAdviser: '陈静', itemsAmount: 10000, ahWorkOrderConfigPreferentialId: off.data.id });
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe('该优惠方式未启用');

    const labour85 = await post<{ id: string }>(`${C}Preferential/saveOrUpdate`, { modeName: `工时八五折${Date.now()}`, modeType: 1, discountRate: 85, state: 1 });
    const id = await newOrder({ itemsAmount: 20000, ahWorkOrderConfigPreferentialId: labour85.data.id });
    expect(await order(id)).toMatchObject({ discountAmount: 3000, totalAmount: 17000 });

    const bigOff = await post<{ id: string }>(`${C}Preferential/saveOrUpdate`, { modeName: `整单减免${Date.now()}`, modeType: 3, maxAmount: 50000, state: 1 });
    expect((await post(`${W}/addOrUpdate`, { id, ahWorkOrderConfigPreferentialId: bigOff.data.id })).code).toBe(200);
    // 500 off a 200 order: 200 off, nothing below zero
    expect(await order(id)).toMatchObject({ discountAmount: 20000, totalAmount: 0 });
  });

  it('computes the totals as declared', () => {
    expect(settlementTotals({ itemsAmount: 10000, materialsAmount: 5000, deductionAmount: 1000 }, { modeType: 2, discountRate: 80 })).toEqual({ discountAmount: 1000, totalAmount: 13000 });
    expect(settlementTotals({ itemsAmount: 10000, materialsAmount: 0 }, { modeType: 1, discountRate: 50, maxAmount: 2000 })).toEqual({ discountAmount: 2000, totalAmount: 8000 });
    expect(settlementTotals({ itemsAmount: 100, deductionAmount: 500 }, null)).toEqual({ discountAmount: 0, totalAmount: 0 });
  });
});

describe('audit settings', () => {
  it('the submitter cannot approve while settlements are reviewed; below the review amount an order is settled on submission', async () => {
    const id = await newOrder({ itemsAmount: 30000 });
    expect((await post(`${W}/completion`, { ids: id })).code).toBe(200);
    expect((await post(`${W}/submitSettlement`, { ids: id })).code).toBe(200);
    expect((await order(id)).state).toBe(WORK_ORDER_STATE.settlementSubmitted);
    const self = await post(`${W}/settle`, { ids: id });
    expect(self.code).toBe(10300);
    expect(self.msg).toBe('结算提交人不能审核自己的结算');
    expect((await order(id)).state).toBe(WORK_ORDER_STATE.settlementSubmitted);
    expect((await post(`${W}/settle`, { ids: id }, manager.access_token)).code).toBe(200);
    expect((await order(id)).state).toBe(WORK_ORDER_STATE.settled);

    // reviewed from 1000 yuan on: a 300 order is settled on submission, both steps in its history
    const audit = await get<{ records: Array<{ id: string }> }>(`${C}Audit/page`, { current: 1, size: 1 }, manager.access_token);
    const auditId = audit.data.records[0].id;
    expect((await post(`${C}Audit/saveOrUpdate`, { id: auditId, reviewEnabled: 1, reviewThreshold: 100000 }, manager.access_token)).code).toBe(200);
    try {
      const small = await newOrder({ itemsAmount: 30000 });
      expect((await post(`${W}/completion`, { ids: small })).code).toBe(200);
      expect((await post(`${W}/submitSettlement`, { ids: small })).code).toBe(200);
      const r = await order(small);
      expect(r.state).toBe(WORK_ORDER_STATE.settled);
      expect(r.settlementTime).not.toBeNull();
      const history = await get<Array<{ action: string; toValue: string }>>('/blade-system/stateLog/list', { resource: 'ahWorkOrderInfo', recordId: small });
      expect(history.data.map((h) => h.action)).toEqual(['COMPLETE', 'SUBMIT_SETTLEMENT', 'SETTLE']);
      // at or above the amount it waits for review
      const big = await newOrder({ itemsAmount: 100000 });
      expect((await post(`${W}/completion`, { ids: big })).code).toBe(200);
      expect((await post(`${W}/submitSettlement`, { ids: big })).code).toBe(200);
      expect((await order(big)).state).toBe(WORK_ORDER_STATE.settlementSubmitted);
      // review switched off: the submitter may approve what was left waiting
      expect((await post(`${C}Audit/saveOrUpdate`, { id: auditId, reviewEnabled: 0 }, manager.access_token)).code).toBe(200);
      expect((await post(`${W}/settle`, { ids: big })).code).toBe(200);
    } finally {
      await post(`${C}Audit/saveOrUpdate`, { id: auditId, reviewEnabled: 1, reviewThreshold: 0 }, manager.access_token);
    }
  });
});
