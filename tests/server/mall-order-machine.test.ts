/**
 * Model-based against the server: every shortest path of the mall-order machine (and the longer
 * paths through a refund after a partial consumption), played on a fresh four-use order through the
 * real calls (doConsume, applyRefund, pass, reject, close; paying and expiring as the provider and
 * the sweeper do). After each step the stored status is the machine's, and every event the machine
 * refuses in that state is refused by the server with nothing changed.
 */
import { asTenant } from '../../server/db/data-context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { and, desc, eq } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { accountIn } from './car-order-helpers';
import { applyRefund, closeOrderCall, consume, orderRow, passRefund, placeOrder, rejectRefund, type OrderRow } from './mall-order-helpers';
import { DEMO_TENANT } from '../../server/db/seed';
import { ahOrderRefund } from '../../server/db/resource-tables/mall-orders';
import { expireMallOrders, payMallOrder } from '../../server/modules/crm-mall/order';
import { MALL_ORDER_STATUS, mallOrderMachine, mallOrderStateOf, type MallOrderEvent, type MallOrderState } from '../../src/machines/mall-order.machine';

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

const EVENTS: MallOrderEvent[] = [
  { type: 'PAY' },
  { type: 'CONSUME', remaining: 1 },
  { type: 'CONSUME', remaining: 0 },
  { type: 'REQUEST_REFUND' },
  { type: 'APPROVE_REFUND', remaining: 0, consumed: 0 },
  { type: 'REJECT_REFUND', consumed: 0 },
  { type: 'CLOSE' },
  { type: 'EXPIRE' },
];
const STATES = Object.keys(MALL_ORDER_STATUS) as MallOrderState[];

/** the longer paths: refunds after a partial consumption, a rejected refund, consumption after it */
const EXTRA: MallOrderEvent[][] = [
  [{ type: 'PAY' }, { type: 'CONSUME', remaining: 1 }, { type: 'REQUEST_REFUND' }, { type: 'APPROVE_REFUND', remaining: 0, consumed: 1 }],
  [{ type: 'PAY' }, { type: 'CONSUME', remaining: 1 }, { type: 'REQUEST_REFUND' }, { type: 'REJECT_REFUND', consumed: 1 }, { type: 'CONSUME', remaining: 0 }],
  [{ type: 'PAY' }, { type: 'REQUEST_REFUND' }, { type: 'REJECT_REFUND', consumed: 0 }, { type: 'CONSUME', remaining: 0 }],
];

async function waitingRefund(orderId: string): Promise<string | null> {
  const [r] = await s.database.ownerDb.select().from(ahOrderRefund).where(and(eq(ahOrderRefund.orderId, orderId))).orderBy(desc(ahOrderRefund.applyTime)).limit(1);
  return r ? String(r.id) : null;
}

/** plays one event on the server; true when the server took it */
async function play(order: OrderRow, event: MallOrderEvent): Promise<boolean> {
  const cur = await orderRow(s, order.id);
  const now = s.services.now();
  switch (event.type) {
    case 'PAY':
      try {
        await asTenant(DEMO_TENANT, () => s.services.db.transaction((tx) => payMallOrder(tx, DEMO_TENANT, order.id, now)));
        return true;
      } catch {
        return false;
      }
    case 'EXPIRE': {
      // the sweeper, later than the pay-by time; it only touches unpaid orders
      await expireMallOrders(s.database.ownerDb, DEMO_TENANT, new Date(now.getTime() + 31 * 60_000));
      return (await orderRow(s, order.id)).orderStatus !== cur.orderStatus;
    }
    case 'CONSUME':
      // some: one use (the order has four, so some stay); none left: all of them
      return (await consume(s, token, order.consumeCode, event.remaining > 0 ? 1 : Math.max(1, cur.remainingNum))).code === 200;
    case 'REQUEST_REFUND':
      return (await applyRefund(s, token, order.id, Math.max(1, cur.remainingNum))).code === 200;
    case 'APPROVE_REFUND': {
      const id = await waitingRefund(order.id);
      return id ? (await passRefund(s, token, id)).code === 200 : false;
    }
    case 'REJECT_REFUND': {
      const id = await waitingRefund(order.id);
      return id ? (await rejectRefund(s, token, id, '门店拒绝')).code === 200 : false;
    }
    case 'CLOSE':
      return (await closeOrderCall(s, token, order.id)).code === 200;
  }
}

async function walk(events: readonly MallOrderEvent[]) {
  const actor = createActor(mallOrderMachine).start();
  const order = await placeOrder(s, storeId, { quantity: 4, paid: false });
  const check = async () => {
    const row = await orderRow(s, order.id);
    const snap = actor.getSnapshot();
    expect(mallOrderStateOf(row.orderStatus)).toBe(snap.value);
    expect(row.consumedNum + row.refundedNum + row.remainingNum).toBe(4);
    // everything the machine refuses here, the server refuses, and nothing moves
    for (const e of EVENTS) {
      if (snap.can(e)) continue;
      expect(await play(order, e)).toBe(false);
      expect(await orderRow(s, order.id)).toEqual(row);
    }
  };
  await check();
  for (const e of events) {
    expect(actor.getSnapshot().can(e)).toBe(true);
    expect(await play(order, e)).toBe(true);
    actor.send(e);
    await check();
  }
}

describe('mall order machine against the server', () => {
  const paths = createTestModel(mallOrderMachine, { events: EVENTS }).getShortestPaths();

  it('walks a path to every state', () => {
    expect(new Set(paths.flatMap((p) => [p.state.value, ...p.steps.map((st) => st.state.value)]))).toEqual(new Set(STATES));
  });

  for (const path of paths) {
    it(path.description, async () => {
      await walk(path.steps.map((st) => st.event as MallOrderEvent).filter((e) => !e.type.startsWith('xstate.')));
    }, 60_000);
  }
  for (const extra of EXTRA) {
    it(`extra: ${extra.map((e) => e.type).join(' → ')}`, async () => {
      await walk(extra);
    }, 60_000);
  }
});
