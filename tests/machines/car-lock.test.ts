/** Model-based: every shortest path of the car-lock machine (one order car holding a stock car), with the pure helper the server uses. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { carLockMachine, carLockRefusal, holdsCar, nextCarLock, CAR_LOCK_STATES, type CarLockEventType, type CarLockState } from '../../src/machines/car-lock.machine';
import { reachedStates } from './helpers';

const EVENTS: CarLockEventType[] = ['LOCK', 'CHANGE', 'UNLOCK', 'INVOICE', 'DELETE_INVOICE', 'DELIVER', 'DELETE'];
const STATES: Array<CarLockState | 'deleted'> = ['unlocked', 'locked', 'changed', 'delivered', 'deleted'];

describe('car lock model', () => {
  const model = createTestModel(carLockMachine, { events: EVENTS.map((type) => ({ type })) });
  const paths = model.getShortestPaths();

  it('reaches every state, and an invoiced version of each holding state', () => {
    expect(reachedStates(paths)).toEqual([...STATES].sort());
    const invoiced = new Set(paths.flatMap((p) => [p.state, ...p.steps.map((st) => st.state)]).filter((st) => st.context.invoiced).map((st) => String(st.value)));
    expect([...invoiced].sort()).toEqual(['changed', 'delivered', 'locked']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(carLockMachine).start();
      let row = { state: CAR_LOCK_STATES.unlocked as number, invoiced: false };
      let deleted = false;
      const check = (name: CarLockState | 'deleted') => {
        const snap = actor.getSnapshot();
        expect(snap.value).toBe(name);
        if (name === 'deleted') return expect(deleted).toBe(true);
        expect(row.state).toBe(CAR_LOCK_STATES[name]);
        expect(row.invoiced).toBe(snap.context.invoiced);
        expect(holdsCar(row.state)).toBe(name === 'locked' || name === 'changed');
        for (const e of EVENTS) {
          const allowed = snap.can({ type: e });
          expect(nextCarLock(row.state, row.invoiced, e) !== null).toBe(allowed);
          if (!allowed) expect(carLockRefusal(name, row.invoiced, e).zh).not.toBe('');
        }
        // an invoiced car stays with its order: no change, no unlock, no removal
        if (snap.context.invoiced) for (const e of ['CHANGE', 'UNLOCK', 'DELETE'] as const) expect(snap.can({ type: e })).toBe(false);
      };
      await path.test({
        states: Object.fromEntries(STATES.map((n) => [n, () => check(n)])),
        events: Object.fromEntries(
          EVENTS.map((type) => [
            type,
            () => {
              const next = nextCarLock(row.state, row.invoiced, type);
              expect(next !== null).toBe(actor.getSnapshot().can({ type }));
              if (next?.deleted) deleted = true;
              else if (next) row = { state: next.state, invoiced: next.invoiced };
              actor.send({ type });
            },
          ]),
        ),
      });
    });
  }

  it('names the reasons the product shows', () => {
    expect(carLockRefusal('locked', true, 'UNLOCK').zh).toBe('该车辆已开票，请先删除发票');
    expect(carLockRefusal('locked', false, 'DELETE').zh).toBe('已锁车的车辆不能删除，请先解锁');
    expect(carLockRefusal('unlocked', false, 'CHANGE').zh).toBe('该订单车辆尚未锁车');
    expect(carLockRefusal('locked', false, 'DELIVER').zh).toBe('该车辆尚未开票');
  });
});
