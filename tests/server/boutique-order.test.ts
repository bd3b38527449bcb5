/**
 * Boutique points and orders: the tenant's boutique initial amount (crm-anhua ahSaasParameter, a
 * singleton; bad values refused and nothing changed), 精品订单 whose points are exactly their ledger
 * rows, 精品工单 that belong to orders of boutiques needing fitting, each store's rows its own.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness';
import { accountIn, managerIn } from './car-order-helpers';
import { ahBoutique, ahBoutiqueIntegralLog, ahBoutiqueOrder, ahBoutiqueWorkOrder } from '../../server/db/resource-tables/members';

let s: TestServer;
let token: string;
let storeId: string;
let otherToken: string;
beforeAll(async () => {
  s = await startServer();
  ({ token, storeId } = await managerIn(s, '安华宝马杭州西湖店'));
  otherToken = (await accountIn(s, 'sales', '安华奔驰杭州滨江店')).token;
});
afterAll(async () => {
  await s?.close();
});

const SET = '/crm-anhua/ahSaasParameter';

describe('boutique initial amount (精品设置)', () => {
  it('answers the tenant’s amount and updates it; bad values change nothing', async () => {
    const page = await call<{ records: Array<{ id: string; boutiqueInitialAmount: number }> }>(s.app, 'GET', `${SET}/getBoutiqueInitialAmount`, { token });
    expect(page.code, page.msg).toBe(200);
    const got = { data: page.data.records[0] };
    expect(got.data.boutiqueInitialAmount).toBe(100);
    for (const bad of [-1, 1.5, 'abc', 100_001, null]) {
      const r = await call(s.app, 'POST', `${SET}/updateBoutiqueInitialAmount`, { token, body: { id: got.data.id, boutiqueInitialAmount: bad } });
      expect(r.code, `${String(bad)}: ${r.msg}`).toBe(400);
    }
    expect((await call<{ records: Array<{ boutiqueInitialAmount: number }> }>(s.app, 'GET', `${SET}/getBoutiqueInitialAmount`, { token })).data.records[0].boutiqueInitialAmount).toBe(100);
    const ok = await call(s.app, 'POST', `${SET}/updateBoutiqueInitialAmount`, { token, body: { id: got.data.id, boutiqueInitialAmount: 88 } });
    expect(ok.code, ok.msg).toBe(200);
    // one row for the tenant: another store of the tenant reads the same amount
    expect((await call<{ records: Array<{ boutiqueInitialAmount: number }> }>(s.app, 'GET', `${SET}/getBoutiqueInitialAmount`, { token: otherToken })).data.records[0].boutiqueInitialAmount).toBe(88);
  });
});

describe('boutique orders and work orders', () => {
  it('lists the store’s orders; the points of each are exactly its ledger row', async () => {
    const page = await call<{ records: Array<{ id: string; orderNo: string; payType: number; payIntegral: number }>; total: number }>(s.app, 'GET', '/crm-member/ahBoutiqueOrder/list', { token, query: { current: 1, size: 1000 } });
    expect(page.code, page.msg).toBe(200);
    expect(page.data.total).toBeGreaterThan(0);
    const db = s.database.ownerDb;
    // every order's points: one ledger row of 精品兑换 with its number, the same points spent
    const mismatched = (await db.execute(sql`
      select o.order_no from ${ahBoutiqueOrder} o
      left join ${ahBoutiqueIntegralLog} l on l.biz_no = o.order_no and l.tenant_id = o.tenant_id and l.log_type = 3
      where o.store_id = ${storeId} and o.is_deleted = 0
      group by o.order_no, o.pay_integral
      having coalesce(-sum(l.integral), 0) <> o.pay_integral`)) as unknown as { rows: unknown[] };
    expect(mismatched.rows).toEqual([]);
    // and no redemption row without its order
    const orphans = (await db.execute(sql`
      select l.biz_no from ${ahBoutiqueIntegralLog} l
      where l.store_id = ${storeId} and l.log_type = 3 and not exists (select 1 from ${ahBoutiqueOrder} o where o.order_no = l.biz_no and o.tenant_id = l.tenant_id)`)) as unknown as { rows: unknown[] };
    expect(orphans.rows).toEqual([]);
    expect(page.data.records.some((r) => r.payType !== 1 && r.payIntegral > 0)).toBe(true);
    expect(page.data.records.filter((r) => r.payType === 1).every((r) => r.payIntegral === 0)).toBe(true);
    const pointsOnly = await call<{ records: Array<{ payType: number }> }>(s.app, 'GET', '/crm-member/ahBoutiqueOrder/list', { token, query: { payType: 2, size: 100 } });
    expect(pointsOnly.data.records.every((r) => r.payType === 2)).toBe(true);
    // another store sees none of them
    const other = await call<{ records: Array<{ id: string }> }>(s.app, 'GET', '/crm-member/ahBoutiqueOrder/list', { token: otherToken, query: { size: 1000 } });
    const mine = new Set(page.data.records.map((r) => r.id));
    expect(other.data.records.some((r) => mine.has(r.id))).toBe(false);
  });

  it('lists the fitting jobs, each of an order whose boutique needs fitting', async () => {
    const page = await call<{ records: Array<{ ahBoutiqueOrderId: string; orderNo: string; hourlyFee: number }>; total: number }>(s.app, 'GET', '/crm-member/ahBoutiqueWorkOrder/list', { token, query: { current: 1, size: 1000 } });
    expect(page.code, page.msg).toBe(200);
    expect(page.data.total).toBeGreaterThan(0);
    const db = s.database.ownerDb;
    for (const w of page.data.records.slice(0, 30)) {
      const [o] = await db.select().from(ahBoutiqueOrder).where(eq(ahBoutiqueOrder.id, w.ahBoutiqueOrderId));
      expect(o.orderNo).toBe(w.orderNo);
      const [b] = await db.select().from(ahBoutique).where(and(eq(ahBoutique.id, o.ahBoutiqueId!)));
      expect(Number(b.hourlyRate)).toBe(w.hourlyFee);
      expect(Number(b.hourlyRate)).toBeGreaterThan(0);
    }
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(ahBoutiqueWorkOrder).where(eq(ahBoutiqueWorkOrder.storeId, storeId));
    expect(page.data.total).toBe(n);
  });
});
