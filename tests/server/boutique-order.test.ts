/**
 * Boutique points and orders: the tenant's boutique initial amount (crm-anhua ahSaasParameter, a
 * singleton; bad values refused and nothing changed), 精品订单 whose points are exactly their ledger
 * rows, 精品工单 that belong to orders of boutiques needing fitting, each store's rows its own; a refund
 * that returns the points once however often it is pressed at once, and the fitting progress (start,
 * finish, the order done with its last job).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness';
import { accountIn, managerIn } from './car-order-helpers';
import { ahBoutique, ahBoutiqueIntegralLog, ahBoutiqueOrder, ahBoutiqueWorkOrder, ahMemberWx } from '../../server/db/resource-tables/members';
import { newId } from '../../server/db/ids';
import { DEMO_TENANT } from '../../server/db/seed';

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

describe('refunds and fitting progress', () => {
  let seq = 0;
  /** a mini-program user with an order paid partly in points, in fitting, with `jobs` waiting fitting jobs (the mini-program writes these: directly) */
  async function orderWithJobs(jobs: number, payIntegral = 200) {
    const db = s.database.ownerDb;
    const now = new Date();
    const userId = newId();
    await db.insert(ahMemberWx).values({ id: userId, tenantId: DEMO_TENANT, storeId, nickName: `退款测试${++seq}`, phone: null, hasPhone: 0, boutiqueIntegral: 50, carCount: 0, openId: `oRefund${userId}`, registerTime: now, createTime: now, updateTime: now } as never);
    const orderId = newId();
    const orderNo = `BO${Date.now()}${seq}`;
    await db.insert(ahBoutiqueOrder).values({ id: orderId, tenantId: DEMO_TENANT, storeId, orderNo, ahMemberWxId: userId, nickName: `退款测试${seq}`, boutiqueName: '测试脚垫', quantity: 1, payType: 3, payAmount: 10_000, payIntegral, orderState: 2, payTime: now, createTime: now, updateTime: now } as never);
    const jobIds: string[] = [];
    for (let i = 0; i < jobs; i++) {
      const id = newId();
      jobIds.push(id);
      await db.insert(ahBoutiqueWorkOrder).values({ id, tenantId: DEMO_TENANT, storeId, workOrderNo: `BW${orderNo.slice(2)}${i}`, ahBoutiqueOrderId: orderId, orderNo, boutiqueName: '测试脚垫', quantity: 1, hourlyFee: 5000, workState: 0, appointTime: now, createTime: now, updateTime: now } as never);
    }
    return { userId, orderId, orderNo, jobIds };
  }
  const order = async (id: string) => (await s.database.ownerDb.select().from(ahBoutiqueOrder).where(eq(ahBoutiqueOrder.id, id)))[0];
  const job = async (id: string) => (await s.database.ownerDb.select().from(ahBoutiqueWorkOrder).where(eq(ahBoutiqueWorkOrder.id, id)))[0];
  const user = async (id: string) => (await s.database.ownerDb.select().from(ahMemberWx).where(eq(ahMemberWx.id, id)))[0];
  const refunds = async (orderNo: string) => s.database.ownerDb.select().from(ahBoutiqueIntegralLog).where(and(eq(ahBoutiqueIntegralLog.bizNo, orderNo), eq(ahBoutiqueIntegralLog.logType, 6)));
  const refund = (id: string, reason = '客户取消', t = token) => call<{ returnedIntegral: number; balance: number }>(s.app, 'POST', '/crm-member/ahBoutiqueOrder/refund', { token: t, body: { id, reason } });

  it('five refunds of one order at once: one wins, the points come back once with their ledger line, the waiting job is cancelled', async () => {
    const o = await orderWithJobs(1);
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => refund(o.orderId)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    const lost = answers.filter((a) => a.code !== 200);
    expect(lost.every((a) => a.code === 10300 && a.msg === '该订单已完成或已退款，不能退款')).toBe(true);
    expect(answers.find((a) => a.code === 200)!.data).toMatchObject({ returnedIntegral: 200, balance: 250 });
    expect((await user(o.userId)).boutiqueIntegral).toBe(250);
    const rows = await refunds(o.orderNo);
    expect(rows.map((r) => [r.integral, r.balanceAfter])).toEqual([[200, 250]]);
    expect(await order(o.orderId)).toMatchObject({ orderState: 4, refundReason: '客户取消' });
    expect((await job(o.jobIds[0])).workState).toBe(3);
    // the ledger itself refuses a second refund line of the order
    await expect(s.database.ownerDb.insert(ahBoutiqueIntegralLog).values({ ...rows[0], id: newId() } as never)).rejects.toThrow();
  });

  it('refuses a refund once fitting started, without a reason, or of another store, changing nothing', async () => {
    const o = await orderWithJobs(1);
    expect(await refund(o.orderId, '')).toMatchObject({ code: 400, msg: '退款原因不能为空' });
    // a salesperson holds no refund button; another store's manager does not find the order
    expect((await refund(o.orderId, '客户取消', otherToken)).code).toBe(403);
    expect((await refund(o.orderId, '客户取消', (await managerIn(s, '安华奔驰杭州滨江店')).token)).code).toBe(404);
    ({ token } = await managerIn(s, '安华宝马杭州西湖店')); // one session per account: back to the first store
    const start = await call(s.app, 'POST', '/crm-member/ahBoutiqueWorkOrder/startWork', { token, body: { id: o.jobIds[0], technician: '李师傅' } });
    expect(start.code, start.msg).toBe(200);
    expect(await refund(o.orderId)).toMatchObject({ code: 10300, msg: '该订单已开始施工，不能退款' });
    expect((await order(o.orderId)).orderState).toBe(2);
    expect((await user(o.userId)).boutiqueIntegral).toBe(50);
    expect(await refunds(o.orderNo)).toHaveLength(0);
  });

  it('moves the fitting jobs along; the last one finished completes the order', async () => {
    const o = await orderWithJobs(2);
    const post = (path: string, body: Record<string, unknown>) => call<{ workState: number; orderDone?: boolean }>(s.app, 'POST', `/crm-member/ahBoutiqueWorkOrder/${path}`, { token, body });
    expect(await post('startWork', { id: o.jobIds[0] })).toMatchObject({ code: 400, msg: '施工技师不能为空' });
    expect(await post('finishWork', { id: o.jobIds[0] })).toMatchObject({ code: 10300, msg: '该工单不是施工中状态，不能完工' });
    expect((await post('startWork', { id: o.jobIds[0], technician: '王师傅' })).code).toBe(200);
    expect(await post('startWork', { id: o.jobIds[0], technician: '王师傅' })).toMatchObject({ code: 10300, msg: '该工单不是待施工状态，不能开始施工' });
    expect(await job(o.jobIds[0])).toMatchObject({ workState: 1, technician: '王师傅' });
    expect((await post('finishWork', { id: o.jobIds[0] })).data).toMatchObject({ workState: 2, orderDone: false });
    expect((await order(o.orderId)).orderState).toBe(2);
    expect((await post('startWork', { id: o.jobIds[1], technician: '赵师傅' })).code).toBe(200);
    expect((await post('finishWork', { id: o.jobIds[1] })).data).toMatchObject({ workState: 2, orderDone: true });
    expect((await job(o.jobIds[1])).finishTime).toBeTruthy();
    expect((await order(o.orderId)).orderState).toBe(3);
    expect(await refund(o.orderId)).toMatchObject({ code: 10300, msg: '该订单已完成或已退款，不能退款' });
    expect((await post('startWork', { id: '123', technician: 'x' })).code).toBe(404);
  });
});
