/** Model-based: every shortest path of the mall-order machine, with the pure helpers the server and the list use. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { MALL_ORDER_STATUS, mallOrderMachine, mallOrderOffers, mallOrderStateOf, nextMallOrderStatus, type MallOrderEvent, type MallOrderState } from '../../src/machines/mall-order.machine';
import { reachedStates } from './helpers';

const MODEL_EVENTS: MallOrderEvent[] = [
  { type: 'PAY' },
  { type: 'CONSUME', remaining: 1 },
  { type: 'CONSUME', remaining: 0 },
  { type: 'REQUEST_REFUND' },
  { type: 'APPROVE_REFUND', remaining: 0, consumed: 0 },
  { type: 'APPROVE_REFUND', remaining: 1, consumed: 1 },
  { type: 'APPROVE_REFUND', remaining: 1, consumed: 0 },
  { type: 'REJECT_REFUND', consumed: 0 },
  { type: 'REJECT_REFUND', consumed: 1 },
  { type: 'CLOSE' },
  { type: 'EXPIRE' },
];
const STATES = Object.keys(MALL_ORDER_STATUS) as MallOrderState[];

describe('mall order model', () => {
  const model = createTestModel(mallOrderMachine, { events: MODEL_EVENTS });
  const paths = model.getSimplePaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual([...STATES].sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(mallOrderMachine).start();
      let status: number = MALL_ORDER_STATUS.unpaid;
      await path.test({
        states: Object.fromEntries(
          STATES.map((n) => [
            n,
            () => {
              expect(actor.getSnapshot().value).toBe(n);
              expect(mallOrderStateOf(status)).toBe(n);
            },
          ]),
        ),
        events: Object.fromEntries(
          ['PAY', 'CONSUME', 'REQUEST_REFUND', 'APPROVE_REFUND', 'REJECT_REFUND', 'CLOSE', 'EXPIRE'].map((type) => [
            type,
            ({ event }: { event: MallOrderEvent }) => {
              const next = nextMallOrderStatus(status, event);
              expect(next !== null).toBe(actor.getSnapshot().can(event));
              if (next !== null) status = next;
              actor.send(event);
            },
          ]),
        ) as never,
      });
    });
  }

  it('offers consumption and refunds only with uses left, approval only while a refund waits', () => {
    const row = (orderStatus: number, remainingNum: number, consumedNum = 0) => ({ orderStatus, remainingNum, consumedNum });
    expect(mallOrderOffers(row(1, 2), 'CONSUME')).toBe(true);
    expect(mallOrderOffers(row(1, 0), 'CONSUME')).toBe(false);
    expect(mallOrderOffers(row(2, 1, 1), 'REQUEST_REFUND')).toBe(true);
    expect(mallOrderOffers(row(0, 2), 'REQUEST_REFUND')).toBe(false);
    expect(mallOrderOffers(row(4, 2), 'CONSUME')).toBe(false);
    expect(mallOrderOffers(row(4, 2), 'APPROVE_REFUND')).toBe(true);
    expect(mallOrderOffers(row(0, 2), 'CLOSE')).toBe(true);
    expect(mallOrderOffers(row(1, 2), 'CLOSE')).toBe(false);
    for (const s of [3, 5, 6, 7]) for (const t of ['PAY', 'CONSUME', 'REQUEST_REFUND', 'CLOSE', 'EXPIRE'] as const) expect(mallOrderOffers(row(s, 1), t)).toBe(false);
    expect(nextMallOrderStatus(99, { type: 'PAY' })).toBeNull();
  });
});
