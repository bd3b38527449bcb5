/** Model-based: every shortest path of the activity-order machine, checked against the pure helper the server and the screens use. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  ACTIVITY_ORDER_EVENTS,
  activityOrderMachine,
  activityOrderNext,
  activityOrderRefusal,
  activityOrderStateAt,
  type ActivityOrderEventType,
  type ActivityOrderState,
} from '../../src/machines/activity-order.machine';
import { reachedStates } from './helpers';

const NOW = new Date('2026-05-01T10:00:00Z');
const LATER = new Date(NOW.getTime() + 3600_000);

describe('activity-order model', () => {
  const model = createTestModel(activityOrderMachine, {
    events: ACTIVITY_ORDER_EVENTS.map((type) => ({ type })),
    serializeState: (snap) => JSON.stringify([snap.value, snap.context.balanceDue]),
  });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(['closed', 'expired', 'paid', 'refunded', 'refunding', 'unpaid', 'writtenOff']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(activityOrderMachine, { snapshot: activityOrderMachine.resolveState({ value: 'unpaid', context: { balanceDue: false } }) }).start();
      // the row as the server keeps it (no balance owed, as the actor's context)
      const row: Record<string, unknown> = { status: 0, refundStatus: 0, balanceAmount: 0, balancePaymentStatus: 0, expireTime: LATER.toISOString() };
      const check = (name: ActivityOrderState) => {
        expect(actor.getSnapshot().value).toBe(name);
        expect(activityOrderStateAt(row, NOW)).toBe(name);
        for (const type of ACTIVITY_ORDER_EVENTS) expect(activityOrderNext(row, type, NOW) !== null).toBe(actor.getSnapshot().can({ type }));
      };
      await path.test({
        states: Object.fromEntries((['unpaid', 'paid', 'refunding', 'closed', 'writtenOff', 'expired', 'refunded'] as const).map((n) => [n, () => check(n)])),
        events: Object.fromEntries(
          ACTIVITY_ORDER_EVENTS.map((type) => [
            type,
            () => {
              const next = activityOrderNext(row, type, NOW);
              expect(next !== null).toBe(actor.getSnapshot().can({ type }));
              if (next) Object.assign(row, next);
              actor.send({ type });
            },
          ]),
        ),
      });
    });
  }
});

describe('activity-order rules', () => {
  const paid = (more: Record<string, unknown> = {}) => ({ status: 1, refundStatus: 0, balanceAmount: 15000, balancePaymentStatus: 0, ...more });
  const next = (row: Record<string, unknown>, t: ActivityOrderEventType) => activityOrderNext(row, t, NOW);

  it('writes off only once the balance is paid', () => {
    expect(next(paid(), 'WRITE_OFF')).toBeNull();
    expect(activityOrderRefusal(paid(), 'WRITE_OFF', NOW).zh).toBe('该订单尾款未支付，请先支付尾款再核销');
    expect(next(paid(), 'PAY_BALANCE')).toEqual({ status: 1, refundStatus: 0, balancePaymentStatus: 1 });
    expect(next(paid({ balancePaymentStatus: 1 }), 'WRITE_OFF')).toEqual({ status: 3, refundStatus: 0, balancePaymentStatus: 1 });
    expect(next(paid({ balancePaymentStatus: 1 }), 'PAY_BALANCE')).toBeNull();
    expect(next(paid({ balanceAmount: 0 }), 'PAY_BALANCE')).toBeNull();
  });

  it('reads an unpaid order past its time as expired, and nothing moves it after', () => {
    const unpaid = { status: 0, refundStatus: 0, expireTime: new Date(NOW.getTime() - 1).toISOString() };
    expect(activityOrderStateAt(unpaid, NOW)).toBe('expired');
    expect(next(unpaid, 'PAY')).toBeNull();
    expect(activityOrderRefusal(unpaid, 'PAY', NOW).zh).toBe('订单已过期，不允许该操作');
    expect(next({ status: 4 }, 'PAY')).toBeNull();
  });

  it('moves the refund status only as the order allows', () => {
    expect(next({ status: 0 }, 'APPLY_REFUND')).toBeNull();
    expect(next(paid(), 'REFUND')).toBeNull();
    expect(next(paid(), 'APPLY_REFUND')).toMatchObject({ status: 1, refundStatus: 1 });
    expect(next(paid({ refundStatus: 1 }), 'REJECT_REFUND')).toMatchObject({ status: 1, refundStatus: 3 });
    expect(next(paid({ refundStatus: 1 }), 'REFUND')).toMatchObject({ status: 5, refundStatus: 2 });
    // a refused refund may be asked again
    expect(next(paid({ refundStatus: 3 }), 'APPLY_REFUND')).toMatchObject({ refundStatus: 1 });
    expect(activityOrderRefusal({ status: 3, orderNo: 'HD1' }, 'APPLY_REFUND', NOW, true).zh).toBe('HD1：订单已核销，不能申请退款');
    expect(activityOrderStateAt({ status: 9 }, NOW)).toBeNull();
  });
});
