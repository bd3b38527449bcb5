/**
 * The mall's scheduled work (server/jobs/mall-sweeper.ts): unpaid orders past their pay-by time
 * expire once, with one line in the order's log, and a second run does nothing; a day is settled once
 * per store with trades or paid orders that day, also when two runs meet, and a settled day is left
 * as it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { accountIn } from './car-order-helpers';
import { orderRow, placeOrder } from './mall-order-helpers';
import { DEMO_TENANT } from '../../server/db/seed';
import { ahOrderOpt, ahPaySettlement } from '../../server/db/resource-tables/mall-orders';
import { expireDueMallOrders, settleUnsettledDay } from '../../server/jobs/mall-sweeper';
import { chinaDay } from '../../server/modules/crm-pay';
import { MALL_ORDER_STATUS } from '../../src/machines/mall-order.machine';

let s: TestServer;
let storeId: string;
beforeAll(async () => {
  s = await startServer();
  ({ storeId } = await accountIn(s, 'manager', '安华宝马杭州西湖店'));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const settlementsOf = (day: string) =>
  s.database.ownerDb.select().from(ahPaySettlement).where(and(eq(ahPaySettlement.tenantId, DEMO_TENANT), eq(ahPaySettlement.settleDate, day)));

describe('mall sweeper', () => {
  it('expires unpaid orders past their pay-by time once, paid ones never', async () => {
    const unpaid = await placeOrder(s, storeId, { paid: false });
    const paid = await placeOrder(s, storeId);
    // not due yet: nothing of ours changes
    await expireDueMallOrders(s.services);
    expect((await orderRow(s, unpaid.id)).orderStatus).toBe(MALL_ORDER_STATUS.unpaid);
    s.clock.offsetMs = 31 * 60_000;
    try {
      expect(await expireDueMallOrders(s.services)).toBeGreaterThanOrEqual(1);
      expect(await expireDueMallOrders(s.services)).toBe(0);
    } finally {
      s.clock.offsetMs = 0;
    }
    expect((await orderRow(s, unpaid.id)).orderStatus).toBe(MALL_ORDER_STATUS.expired);
    expect((await orderRow(s, paid.id)).orderStatus).toBe(MALL_ORDER_STATUS.paid);
    const log = await s.database.ownerDb.select().from(ahOrderOpt).where(eq(ahOrderOpt.orderId, unpaid.id));
    expect(log.filter((l) => l.optContent === '超时未支付，订单过期')).toHaveLength(1);
  });

  it('settles a day once per store, also when two runs meet; a settled day stays', async () => {
    const today = chinaDay(s.services.now());
    const paid = await placeOrder(s, storeId);
    expect(paid.orderStatus).toBe(MALL_ORDER_STATUS.paid);
    const before = await settlementsOf(today);
    const [a, b] = await Promise.all([settleUnsettledDay(s.services, today), settleUnsettledDay(s.services, today)]);
    const after = await settlementsOf(today);
    expect(a + b).toBe(after.length - before.length);
    expect(after.length).toBeGreaterThan(before.length);
    const ours = after.filter((r) => String(r.storeId) === storeId);
    expect(ours).toHaveLength(1);
    expect(Number(ours[0].tradeAmount)).toBeGreaterThanOrEqual(paid.payAmount);
    expect(await settleUnsettledDay(s.services, today)).toBe(0);
    // yesterday was settled by the demo data: left as it is
    const yesterday = chinaDay(new Date(s.services.now().getTime() - 86_400_000));
    const y = await settlementsOf(yesterday);
    expect(y.length).toBeGreaterThan(0);
    expect(await settleUnsettledDay(s.services)).toBe(0);
    expect((await settlementsOf(yesterday)).map((r) => String(r.settleTime))).toEqual(y.map((r) => String(r.settleTime)));
  });
});
