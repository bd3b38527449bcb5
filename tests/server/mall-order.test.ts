/**
 * crm-mall orders (getOrderList, detail, export, ahOrderOpt list), the counter's doConsume (bad
 * codes and numbers, cross-store by the mall setting, two counters at once), refunds (apply, pass,
 * reject, roles, never above what is paid and not consumed, at once), the mall settings singleton.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, login, startServer, type TestServer } from './harness';
import { accountIn } from './car-order-helpers';
import { applyRefund, closeOrderCall, consume, orderRow, passRefund, placeOrder, rejectRefund } from './mall-order-helpers';
import { ahOrder, ahOrderOpt, ahOrderRefund, ahPayTradeOrder } from '../../server/db/resource-tables/mall-orders';
import { MALL_ORDER_STATUS as S } from '../../src/machines/mall-order.machine';

let s: TestServer;
let manager: string;
let store0: string;
// one live session per account: finance works in the second store, or signs in again in the first
let financeB: string;
let sales: string;

beforeAll(async () => {
  s = await startServer();
  ({ token: manager, storeId: store0 } = await accountIn(s, 'manager', '安华宝马杭州西湖店'));
  sales = (await login(s.app, 'sales', 'anhua123')).access_token;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const db = () => s.database.ownerDb;

describe('mall orders: list, detail, log, export', () => {
  it('lists the store’s demo orders in every state, with their detail and operation log', async () => {
    const page = await call<{ records: Array<{ id: string; orderStatus: number; consumeCode: string }>; total: number }>(s.app, 'GET', '/crm-mall/ahOrder/getOrderList', { token: manager, query: { size: 100 } });
    expect(page.code).toBe(200);
    expect(new Set(page.data.records.map((r) => r.orderStatus))).toEqual(new Set(Object.values(S)));
    const refunded = page.data.records.find((r) => r.orderStatus === S.refunded)!;
    const d = await call<{ orderNo: string; payAmount: number; refundedAmount: number }>(s.app, 'GET', '/crm-mall/ahOrder/detail', { token: manager, query: { id: refunded.id } });
    expect(d.data.refundedAmount).toBe(d.data.payAmount);
    const log = await call<{ records: Array<{ optType: number }> }>(s.app, 'GET', '/crm-mall/ahOrderOpt/list', { token: manager, query: { orderId: refunded.id, size: 50 } });
    // ordered, paid, refund asked, refunded: in that order
    expect(log.data.records.map((r) => r.optType)).toEqual([1, 2, 4, 5]);
    // filters: by state and by code
    const byState = await call<{ records: Array<{ orderStatus: number }> }>(s.app, 'GET', '/crm-mall/ahOrder/getOrderList', { token: manager, query: { orderStatus: S.paid } });
    expect(byState.data.records.length).toBeGreaterThan(0);
    expect(byState.data.records.every((r) => r.orderStatus === S.paid)).toBe(true);
    const exp = await call<{ ahExportTaskId: string }>(s.app, 'POST', '/crm-mall/ahOrder/export', { token: manager, body: { current: 1, size: 50000 } });
    expect(exp.code).toBe(200);
  });
});

describe('doConsume at the counter', () => {
  it('refuses bad codes and numbers with the spec’s words and changes nothing', async () => {
    const o = await placeOrder(s, store0, { quantity: 2 });
    const bad: Array<[unknown, unknown, number, string]> = [
      ['', 1, 400, '请输入消费码'],
      ['000000000000', 1, 400, '消费码不存在'],
      ['12ab-<x>', 1, 400, '消费码不存在'],
      [o.consumeCode, 0, 400, '核销数量请填写1-9999之间的整数'],
      [o.consumeCode, 'abc', 400, '核销数量请填写1-9999之间的整数'],
      [o.consumeCode, 1.5, 400, '核销数量请填写1-9999之间的整数'],
      [o.consumeCode, 3, 400, '核销数量不能超过剩余次数（剩余2次）'],
    ];
    for (const [code, num, status, msg] of bad) {
      const r = await consume(s, manager, code, num);
      expect([r.code, r.msg]).toEqual([status, msg]);
    }
    expect((await orderRow(s, o.id)).remainingNum).toBe(2);
    // no right to consume
    expect((await consume(s, sales, o.consumeCode, 1)).code).toBe(403);
  });

  it('consumes part then the rest; a used-up, unpaid, refunding or expired code is refused', async () => {
    const o = await placeOrder(s, store0, { quantity: 3 });
    const a = await consume(s, manager, ` ${o.consumeCode} `, 2);
    expect(a.code).toBe(200);
    expect(a.data).toMatchObject({ remainingNum: 1, orderStatus: S.partlyConsumed });
    const b = await consume(s, manager, o.consumeCode, '1');
    expect(b.data).toMatchObject({ remainingNum: 0, orderStatus: S.consumed });
    const c = await consume(s, manager, o.consumeCode, 1);
    expect([c.code, c.msg]).toEqual([10300, '消费码已使用完']);
    const log = await db().select().from(ahOrderOpt).where(and(eq(ahOrderOpt.orderId, o.id), eq(ahOrderOpt.optType, 3)));
    expect(log.map((l) => l.optNum)).toEqual([2, 1]);
    expect(log.every((l) => l.crossStore === 0 && l.optStoreId === store0)).toBe(true);

    const unpaid = await placeOrder(s, store0, { quantity: 1, paid: false });
    expect((await consume(s, manager, unpaid.consumeCode, 1)).msg).toBe('订单未支付，不能核销');

    const expired = await placeOrder(s, store0, { quantity: 1 });
    await db().update(ahOrder).set({ codeExpireTime: new Date(Date.now() - 1000) } as never).where(eq(ahOrder.id, expired.id));
    expect((await consume(s, manager, expired.consumeCode, 1)).msg).toBe('消费码已过期');
    expect((await orderRow(s, expired.id)).remainingNum).toBe(1);

    const refunding = await placeOrder(s, store0, { quantity: 2 });
    expect((await applyRefund(s, manager, refunding.id, 1)).code).toBe(200);
    expect((await consume(s, manager, refunding.consumeCode, 1)).msg).toBe('订单退款中，不能核销');
  });

  it('two counters at once never take the code below zero', async () => {
    const o = await placeOrder(s, store0, { quantity: 3 });
    const [x, y] = await Promise.all([consume(s, manager, o.consumeCode, 2), consume(s, manager, o.consumeCode, 2)]);
    expect([x.code, y.code].filter((c) => c === 200)).toHaveLength(1);
    expect((await orderRow(s, o.id)).remainingNum).toBe(1);
    const o2 = await placeOrder(s, store0, { quantity: 3 });
    const many = await Promise.all(Array.from({ length: 5 }, () => consume(s, manager, o2.consumeCode, 1)));
    expect(many.filter((r) => r.code === 200)).toHaveLength(3);
    const after = await orderRow(s, o2.id);
    expect([after.remainingNum, after.consumedNum, after.orderStatus]).toEqual([0, 3, S.consumed]);
  });

  it('another store’s code is refused unless that store’s mall setting allows it, and is recorded', async () => {
    financeB = (await accountIn(s, 'finance', '安华奔驰杭州滨江店')).token;
    const o = await placeOrder(s, store0, { quantity: 2 });
    const refused = await consume(s, financeB, o.consumeCode, 1);
    expect([refused.code, refused.msg]).toEqual([10300, '该消费码不属于本门店，商城设置不允许跨店核销']);
    expect((await orderRow(s, o.id)).remainingNum).toBe(2);
    // the order's store allows it
    expect((await call(s.app, 'POST', '/crm-mall/ahMallSetting/saveOrUpdate', { token: manager, body: { crossStoreConsume: 1, payExpireMinutes: 30, codeValidDays: 180, refundApproveRole: 'store_manager' } })).code).toBe(200);
    const ok = await consume(s, financeB, o.consumeCode, 1);
    expect(ok.code).toBe(200);
    expect(ok.data).toMatchObject({ remainingNum: 1, crossStore: 1 });
    const [line] = await db().select().from(ahOrderOpt).where(and(eq(ahOrderOpt.orderId, o.id), eq(ahOrderOpt.optType, 3)));
    expect(line).toMatchObject({ crossStore: 1, optStoreName: '安华奔驰杭州滨江店' });
    // the order stays the first store's: the second store's list does not show it
    const other = await call<{ records: Array<{ id: string }> }>(s.app, 'GET', '/crm-mall/ahOrder/getOrderList', { token: financeB, query: { orderNo: o.orderNo } });
    expect(other.data.records).toHaveLength(0);
    await call(s.app, 'POST', '/crm-mall/ahMallSetting/saveOrUpdate', { token: manager, body: { crossStoreConsume: 0, payExpireMinutes: 30, codeValidDays: 180, refundApproveRole: 'store_manager' } });
  });
});

describe('refunds', () => {
  it('asks, refuses bad asks, and a permitted role passes it through the payment provider', async () => {
    const o = await placeOrder(s, store0, { quantity: 3, price: 10000 });
    expect(o.payAmount).toBe(30000);
    expect((await consume(s, manager, o.consumeCode, 1)).code).toBe(200);
    const tooMany = await applyRefund(s, manager, o.id, 3);
    expect([tooMany.code, tooMany.msg]).toEqual([400, '退款数量不能超过可退数量']);
    expect((await applyRefund(s, manager, o.id, 0)).code).toBe(400);
    expect((await applyRefund(s, manager, o.id, 1, '')).code).toBe(400);
    expect((await applyRefund(s, sales, o.id, 1)).code).toBe(403);
    const asked = await applyRefund(s, manager, o.id, 2);
    expect(asked.code).toBe(200);
    expect(asked.data.refundAmount).toBe(20000);
    expect((await orderRow(s, o.id)).orderStatus).toBe(S.refundRequested);
    // a second request while one waits
    expect((await applyRefund(s, manager, o.id, 1)).msg).toBe('当前订单状态不能申请退款');
    // finance holds the button, but the store's setting names the manager's role
    const finance = (await accountIn(s, 'finance', '安华宝马杭州西湖店')).token;
    const wrongRole = await passRefund(s, finance, asked.data.id);
    expect([wrongRole.code, wrongRole.msg]).toEqual([10300, '当前角色无权审核退款']);
    expect((await orderRow(s, o.id)).orderStatus).toBe(S.refundRequested);
    const passed = await passRefund(s, manager, asked.data.id);
    expect(passed.code).toBe(200);
    const after = await orderRow(s, o.id);
    expect(after).toMatchObject({ orderStatus: S.refunded, refundedNum: 2, remainingNum: 0, consumedNum: 1, refundedAmount: 20000 });
    const trades = await db().select().from(ahPayTradeOrder).where(eq(ahPayTradeOrder.orderId, o.id));
    expect(trades.map((t) => [t.tradeType, t.amount]).sort()).toEqual([
      [1, 30000],
      [2, 20000],
    ]);
    expect((await passRefund(s, manager, asked.data.id)).msg).toBe('该退款申请已处理');
  });

  it('a rejection needs a reason and gives the order back its state', async () => {
    const o = await placeOrder(s, store0, { quantity: 2 });
    const asked = await applyRefund(s, manager, o.id, 2);
    expect((await rejectRefund(s, manager, asked.data.id, '  ')).code).toBe(400);
    expect((await rejectRefund(s, manager, asked.data.id, '已到店使用')).code).toBe(200);
    expect((await orderRow(s, o.id)).orderStatus).toBe(S.paid);
    const [r] = await db().select().from(ahOrderRefund).where(eq(ahOrderRefund.id, asked.data.id));
    expect(r).toMatchObject({ refundStatus: 2, rejectReason: '已到店使用' });
    expect((await consume(s, manager, o.consumeCode, 2)).code).toBe(200);
  });

  it('at once: one request wins, one pass refunds, never above what was paid', async () => {
    const o = await placeOrder(s, store0, { quantity: 3, price: 3333 });
    const asks = await Promise.all([applyRefund(s, manager, o.id, 3), applyRefund(s, manager, o.id, 2)]);
    expect(asks.filter((a) => a.code === 200)).toHaveLength(1);
    const id = asks.find((a) => a.code === 200)!.data.id;
    const passes = await Promise.all([passRefund(s, manager, id), passRefund(s, manager, id), passRefund(s, manager, id)]);
    expect(passes.filter((p) => p.code === 200)).toHaveLength(1);
    const trades = await db().select().from(ahPayTradeOrder).where(and(eq(ahPayTradeOrder.orderId, o.id), eq(ahPayTradeOrder.tradeType, 2)));
    expect(trades).toHaveLength(1);
    const after = await orderRow(s, o.id);
    expect(after.refundedAmount).toBeLessThanOrEqual(after.payAmount);
    expect(after.refundedAmount + 0).toBe(trades[0].amount);
  });

  it('closes only unpaid orders', async () => {
    const unpaid = await placeOrder(s, store0, { quantity: 1, paid: false });
    const paid = await placeOrder(s, store0, { quantity: 1 });
    expect((await closeOrderCall(s, manager, paid.id)).msg).toBe('只有待付款的订单可以关闭');
    expect((await closeOrderCall(s, manager, unpaid.id)).code).toBe(200);
    expect((await orderRow(s, unpaid.id)).orderStatus).toBe(S.closed);
  });
});

describe('mall settings', () => {
  it('one row per store, defaults until saved, the form’s rules on save', async () => {
    financeB = (await accountIn(s, 'finance', '安华奔驰杭州滨江店')).token;
    const first = await call<{ records: Array<{ id: string; crossStoreConsume: number; payExpireMinutes: number; refundApproveRole: string }> }>(s.app, 'GET', '/crm-mall/ahMallSetting/detail', { token: financeB });
    expect(first.data.records[0]).toMatchObject({ crossStoreConsume: 0, payExpireMinutes: 30, refundApproveRole: 'store_manager' });
    const bad = await call(s.app, 'POST', '/crm-mall/ahMallSetting/saveOrUpdate', { token: financeB, body: { crossStoreConsume: 0, payExpireMinutes: 1, codeValidDays: 180, refundApproveRole: 'store_manager' } });
    expect(bad.code).toBe(400);
    expect((await call(s.app, 'POST', '/crm-mall/ahMallSetting/saveOrUpdate', { token: financeB, body: { crossStoreConsume: 1, payExpireMinutes: 15, codeValidDays: 30, refundApproveRole: 'finance_clerk' } })).code).toBe(200);
    const again = await call<{ records: Array<{ payExpireMinutes: number; refundApproveRole: string }> }>(s.app, 'GET', '/crm-mall/ahMallSetting/detail', { token: financeB });
    expect(again.data.records[0]).toMatchObject({ payExpireMinutes: 15, refundApproveRole: 'finance_clerk' });
  });
});
