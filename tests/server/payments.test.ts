/**
 * crm-pay: transactionRecordPage (POST, filters), settlementPage and settle (a day reconciled against
 * the orders: matched, then a stray trade flagged with its number, an order without its trade
 * flagged), invoices (asked on a paid order for what was paid and not refunded, issued once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, startServer, type TestServer } from './harness';
import { accountIn } from './car-order-helpers';
import { applyRefund, consume, orderRow, passRefund, placeOrder } from './mall-order-helpers';
import { ahOrder, ahPayTradeOrder } from '../../server/db/resource-tables/mall-orders';
import { DEMO_TENANT } from '../../server/db/seed';
import { newId } from '../../server/db/ids';
import { chinaDay } from '../../server/modules/crm-pay';
import { feeOf } from '../../server/services/pay';

let s: TestServer;
let token: string;
let storeId: string;

beforeAll(async () => {
  s = await startServer();
  ({ token, storeId } = await accountIn(s, 'manager', '安华宝马杭州西湖店'));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

interface Settlement {
  id: string;
  settleDate: string;
  tradeAmount: number;
  refundAmount: number;
  feeAmount: number;
  netAmount: number;
  orderNetAmount: number;
  diffAmount: number;
  reconcileStatus: number;
  reconcileNote: string;
}
const settle = (body: Record<string, unknown>) => call<Settlement>(s.app, 'POST', '/crm-pay/ahPayTradeOrder/settle', { token, body });

describe('payments', () => {
  it('lists every trade and refund of the store by POST with filters', async () => {
    const o = await placeOrder(s, storeId, { quantity: 2, price: 5000 });
    const page = await call<{ records: Array<{ tradeType: number; amount: number; fee: number; channel: string; orderNo: string }>; total: number }>(s.app, 'POST', '/crm-pay/ahPayTradeOrder/transactionRecordPage', {
      token,
      body: { current: 1, size: 20, orderNo: o.orderNo },
    });
    expect(page.code).toBe(200);
    expect(page.data.records).toEqual([expect.objectContaining({ tradeType: 1, amount: 10000, fee: feeOf(10000), channel: 'local', orderNo: o.orderNo })]);
    const refunds = await call<{ records: Array<{ tradeType: number }> }>(s.app, 'POST', '/crm-pay/ahPayTradeOrder/transactionRecordPage', { token, body: { current: 1, size: 100, tradeType: 2 } });
    expect(refunds.data.records.length).toBeGreaterThan(0);
    expect(refunds.data.records.every((r) => r.tradeType === 2)).toBe(true);
    // the demo's settled days
    const days = await call<{ records: Settlement[] }>(s.app, 'POST', '/crm-pay/ahPayTradeOrder/settlementPage', { token, body: { current: 1, size: 20 } });
    expect(days.data.records.length).toBe(3);
    expect(days.data.records.filter((d) => d.reconcileStatus === 2)).toHaveLength(1);
  });

  it('reconciles a day: sums match the orders, a stray trade and an order without its trade are flagged', async () => {
    const today = chinaDay(s.services.now());
    const a = await placeOrder(s, storeId, { quantity: 2, price: 12000 });
    const b = await placeOrder(s, storeId, { quantity: 1, price: 3000 });
    expect((await consume(s, token, a.consumeCode, 1)).code).toBe(200);
    const asked = await applyRefund(s, token, a.id, 1);
    expect((await passRefund(s, token, asked.data.id)).code).toBe(200);
    const first = await settle({ settleDate: today });
    expect(first.code).toBe(200);
    const trades = await s.database.ownerDb.select().from(ahPayTradeOrder).where(eq(ahPayTradeOrder.storeId, storeId));
    const ofToday = trades.filter((t) => chinaDay(t.tradeTime as Date) === today);
    const sum = (type: number) => ofToday.filter((t) => t.tradeType === type).reduce((x, t) => x + Number(t.amount), 0);
    expect(first.data).toMatchObject({ tradeAmount: sum(1), refundAmount: sum(2), diffAmount: 0, reconcileStatus: 1 });
    expect(first.data.feeAmount).toBe(ofToday.reduce((x, t) => x + Number(t.fee), 0));
    expect(first.data.netAmount).toBe(sum(1) - sum(2) - first.data.feeAmount);
    expect(first.data.orderNetAmount).toBe(sum(1) - sum(2));

    // a payment the provider reports that no order explains
    await s.database.ownerDb.insert(ahPayTradeOrder).values({ id: newId(), tenantId: DEMO_TENANT, storeId, tradeNo: 'LPSTRAYTEST0001', tradeType: 1, outTradeNo: 'MO-NONE', amount: 777, fee: 5, channel: 'local', tradeTime: s.services.now() } as never);
    // and an order marked paid with no trade behind it
    await s.database.ownerDb.update(ahPayTradeOrder).set({ outTradeNo: 'MO-MOVED' } as never).where(eq(ahPayTradeOrder.orderId, b.id));
    const again = await settle({ id: first.data.id });
    expect(again.data.reconcileStatus).toBe(2);
    expect(again.data.diffAmount).toBe(777);
    expect(again.data.reconcileNote).toContain('流水LPSTRAYTEST0001无对应订单');
    expect(again.data.reconcileNote).toContain(`订单${b.orderNo}无支付流水`);
    // one row per store and day, kept up to date
    const page = await call<{ records: Settlement[] }>(s.app, 'POST', '/crm-pay/ahPayTradeOrder/settlementPage', { token, body: { current: 1, size: 20, reconcileStatus: 2 } });
    expect(page.data.records.filter((r) => r.settleDate === today)).toHaveLength(1);
    // bad input changes nothing
    expect((await settle({ settleDate: '2026-13-45' })).code).toBe(400);
    expect((await settle({ settleDate: '2999-01-01' })).code).toBe(400);
  });

  it('invoices: asked on a paid order for what is left after refunds, issued once', async () => {
    const o = await placeOrder(s, storeId, { quantity: 2, price: 10000 });
    const unpaid = await placeOrder(s, storeId, { quantity: 1, paid: false });
    const save = (body: Record<string, unknown>) => call<string>(s.app, 'POST', '/crm-pay/ahPayInvoice/save', { token, body: { titleType: 1, invoiceTitle: '测试会员', ...body } });
    expect((await save({ orderNo: 'MO-NOPE' })).msg).toBe('订单不存在');
    expect((await save({ orderNo: unpaid.orderNo })).msg).toBe('订单未支付或已全额退款，不能开票');
    expect((await save({ orderNo: o.orderNo, invoiceTitle: '' })).code).toBe(400);
    const asked = await applyRefund(s, token, o.id, 1);
    await passRefund(s, token, asked.data.id);
    expect((await orderRow(s, o.id)).refundedAmount).toBe(10000);
    const made = await save({ orderNo: o.orderNo });
    expect(made.code).toBe(200);
    expect((await save({ orderNo: o.orderNo })).msg).toBe('该订单已申请开票');
    const page = await call<{ records: Array<{ id: string; invoiceAmount: number; invoiceStatus: number }> }>(s.app, 'GET', '/crm-pay/ahPayInvoice/page', { token, query: { orderNo: o.orderNo } });
    const inv = page.data.records[0];
    expect(inv).toMatchObject({ invoiceAmount: 10000, invoiceStatus: 0 });
    expect((await call(s.app, 'POST', '/crm-pay/ahPayInvoice/issue', { token, body: { id: inv.id } })).code).toBe(400);
    expect((await call(s.app, 'POST', '/crm-pay/ahPayInvoice/issue', { token, body: { id: inv.id, invoiceNo: '26330000001' } })).code).toBe(200);
    expect((await call(s.app, 'POST', '/crm-pay/ahPayInvoice/issue', { token, body: { id: inv.id, invoiceNo: '26330000002' } })).msg).toBe('该发票已开具');
    const [row] = await s.database.ownerDb.select().from(ahOrder).where(eq(ahOrder.id, o.id));
    expect(row.orderStatus).toBe(1);
  });
});
