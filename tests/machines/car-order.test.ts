/** Model-based: every shortest path of the car-order machine, walked on a real actor, with the pure helper the server uses following it. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  carOrderMachine,
  carOrderRefusal,
  carOrderStoredContext,
  storedCarOrderActions,
  nextCarOrder,
  CAR_ORDER_STATES,
  type CarOrderEvent,
  type CarOrderState,
} from '../../src/machines/car-order.machine';
import { reachedStates } from './helpers';

/** every event with the payloads that matter (what is true after the cars changed) */
const EVENTS: CarOrderEvent[] = [
  { type: 'SUBMIT' },
  { type: 'EDIT' },
  { type: 'LOCK_CAR', allLocked: false },
  { type: 'LOCK_CAR', allLocked: true },
  { type: 'CHANGE_LOCK' },
  { type: 'UNLOCK_CAR' },
  { type: 'DELETE_CAR', allLocked: false },
  { type: 'DELETE_CAR', allLocked: true },
  { type: 'INVOICE', allInvoiced: false },
  { type: 'INVOICE', allInvoiced: true },
  { type: 'DELETE_INVOICE' },
  { type: 'DELIVER' },
  { type: 'CLOSE' },
  { type: 'REPLENISH' },
  { type: 'CONTRACT' },
];

const STATES: CarOrderState[] = ['draft', 'ordered', 'assigned', 'invoiced', 'delivered', 'closed'];

describe('car order model', () => {
  const model = createTestModel(carOrderMachine, { events: EVENTS });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual([...STATES].sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(carOrderMachine).start();
      let row: number = CAR_ORDER_STATES.draft;
      const check = (name: CarOrderState) => {
        const snap = actor.getSnapshot();
        expect(snap.value).toBe(name);
        expect(row).toBe(CAR_ORDER_STATES[name]);
        // the stored state alone implies the flags the machine holds (the server resumes from the row)
        if (name === 'assigned' || name === 'invoiced' || name === 'delivered') expect(snap.context.allLocked).toBe(true);
        if (name === 'ordered') expect(snap.context.allLocked).toBe(false);
        if (name === 'invoiced') expect(snap.context.allInvoiced).toBe(true);
        if (name === 'assigned') expect(snap.context.allInvoiced).toBe(false);
        for (const e of EVENTS) {
          const allowed = snap.can(e);
          expect(nextCarOrder(row, snap.context, e) !== null).toBe(allowed);
          if (!allowed) expect(carOrderRefusal(name, e.type).zh).not.toBe('');
        }
        if (name === 'closed') expect(EVENTS.filter((e) => snap.can(e))).toEqual([]);
        if (name === 'delivered') expect([...new Set(EVENTS.filter((e) => snap.can(e)).map((e) => e.type))].sort()).toEqual(['CONTRACT', 'REPLENISH']);
      };
      await path.test({
        states: Object.fromEntries(STATES.map((n) => [n, () => check(n)])),
        events: Object.fromEntries(
          [...new Set(EVENTS.map((e) => e.type))].map((type) => [
            type,
            ({ event }: { event: CarOrderEvent }) => {
              // the graph also walks refused events: they leave the order as it was
              const next = nextCarOrder(row, actor.getSnapshot().context, event);
              expect(next !== null).toBe(actor.getSnapshot().can(event));
              if (next !== null) row = next;
              actor.send(event);
            },
          ]),
        ),
      });
    });
  }

  it('settles on the facts the car events carry', () => {
    const ordered = { allLocked: false, allInvoiced: false };
    const assigned = { allLocked: true, allInvoiced: false };
    expect(nextCarOrder(CAR_ORDER_STATES.ordered, ordered, { type: 'LOCK_CAR', allLocked: false })).toBe(CAR_ORDER_STATES.ordered);
    expect(nextCarOrder(CAR_ORDER_STATES.ordered, ordered, { type: 'LOCK_CAR', allLocked: true })).toBe(CAR_ORDER_STATES.assigned);
    expect(nextCarOrder(CAR_ORDER_STATES.assigned, assigned, { type: 'UNLOCK_CAR' })).toBe(CAR_ORDER_STATES.ordered);
    expect(nextCarOrder(CAR_ORDER_STATES.assigned, assigned, { type: 'INVOICE', allInvoiced: true })).toBe(CAR_ORDER_STATES.invoiced);
    expect(nextCarOrder(CAR_ORDER_STATES.invoiced, { allLocked: true, allInvoiced: true }, { type: 'DELETE_INVOICE' })).toBe(CAR_ORDER_STATES.assigned);
    // adding an unlocked car to an assigned order sends it back to ordered
    expect(nextCarOrder(CAR_ORDER_STATES.assigned, assigned, { type: 'EDIT', allLocked: false })).toBe(CAR_ORDER_STATES.ordered);
  });

  it('names the reasons the product shows', () => {
    expect(carOrderRefusal('invoiced', 'CLOSE').zh).toBe('已开票的订单不能关闭，请先删除发票');
    expect(carOrderRefusal('draft', 'LOCK_CAR').zh).toBe('草稿订单不能锁车，请先提交订单');
    expect(carOrderRefusal('ordered', 'DELIVER').zh).toBe('订单全部开票后才能交车');
    expect(carOrderRefusal('closed', 'EDIT').zh).toBe('订单已关闭，不能再操作');
  });
});

describe('a stored order', () => {
  it('resumes from its state alone: the flags each state implies', () => {
    expect(carOrderStoredContext(0)).toEqual({ allLocked: false, allInvoiced: false });
    expect(carOrderStoredContext(1)).toEqual({ allLocked: false, allInvoiced: false });
    expect(carOrderStoredContext(2)).toEqual({ allLocked: true, allInvoiced: false });
    expect(carOrderStoredContext(3)).toEqual({ allLocked: true, allInvoiced: true });
    expect(carOrderStoredContext(4)).toEqual({ allLocked: true, allInvoiced: true });
    expect(carOrderStoredContext(9)).toEqual({ allLocked: false, allInvoiced: false });
  });

  it('offers per state exactly the events the screens show and the server checks', () => {
    expect(storedCarOrderActions(0)).toEqual(['SUBMIT', 'EDIT', 'CLOSE', 'DELETE_CAR']);
    expect(storedCarOrderActions(1)).toEqual(['EDIT', 'REPLENISH', 'CONTRACT', 'CLOSE', 'LOCK_CAR', 'CHANGE_LOCK', 'UNLOCK_CAR', 'DELETE_CAR']);
    expect(storedCarOrderActions(2)).toEqual(['EDIT', 'REPLENISH', 'INVOICE', 'CONTRACT', 'CLOSE', 'LOCK_CAR', 'CHANGE_LOCK', 'UNLOCK_CAR', 'DELETE_CAR', 'DELETE_INVOICE']);
    expect(storedCarOrderActions(3)).toEqual(['REPLENISH', 'INVOICE', 'CONTRACT', 'DELIVER', 'DELETE_INVOICE']);
    expect(storedCarOrderActions(4)).toEqual(['REPLENISH', 'CONTRACT']);
    expect(storedCarOrderActions(9)).toEqual([]);
    expect(storedCarOrderActions(-1)).toEqual([]);
  });
});
