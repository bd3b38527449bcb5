/** Model-based: every shortest path of the warehouse-car and car-transfer machines, walked on real actors. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  nextWarehouseCar,
  refusalMessage,
  warehouseCarMachine,
  WAREHOUSE_CAR_STATES,
  type WarehouseCarEventType,
  type WarehouseCarState,
} from '../../src/machines/warehouse-car.machine';
import { carTransferMachine, nextTransfer, TRANSFER_STATES } from '../../src/machines/car-transfer.machine';
import { reachedStates } from './helpers';

const CAR_EVENTS: WarehouseCarEventType[] = ['ARRIVE', 'PUT_NO', 'IN_CONFIRM', 'LOCK', 'UNLOCK', 'OUT', 'TRANSFER', 'TRANSFER_CONFIRM', 'TRANSFER_REVOKE', 'DELETE'];

describe('warehouse car model', () => {
  const model = createTestModel(warehouseCarMachine, { events: CAR_EVENTS.map((type) => ({ type })) });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(['arrived', 'deleted', 'inStock', 'inTransit', 'locked', 'numbered', 'out']);
    // and a held (in-transfer) version of every state a transfer may start from
    const held = new Set(paths.flatMap((p) => [p.state, ...p.steps.map((st) => st.state)]).filter((st) => st.context.inTransfer).map((st) => String(st.value)));
    expect([...held].sort()).toEqual(['arrived', 'inStock', 'inTransit', 'numbered']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(warehouseCarMachine).start();
      // the pure helper the server uses follows the actor step by step
      let row: { state: number; inTransfer: boolean } = { state: WAREHOUSE_CAR_STATES.inTransit, inTransfer: false };
      let deleted = false;
      const check = (name: WarehouseCarState | 'deleted') => {
        const snap = actor.getSnapshot();
        expect(snap.value).toBe(name);
        if (name === 'deleted') return expect(deleted).toBe(true);
        expect(row.state).toBe(WAREHOUSE_CAR_STATES[name]);
        expect(row.inTransfer).toBe(snap.context.inTransfer);
        // what the machine refuses, the helper refuses too, with a message
        for (const e of CAR_EVENTS) {
          const allowed = snap.can({ type: e });
          expect(nextWarehouseCar(row.state, row.inTransfer, e) !== null).toBe(allowed);
          if (!allowed) expect(refusalMessage(name, row.inTransfer, e).zh).not.toBe('');
        }
        // a held car can only finish its transfer
        if (snap.context.inTransfer) expect(CAR_EVENTS.filter((e) => snap.can({ type: e })).sort()).toEqual(['TRANSFER_CONFIRM', 'TRANSFER_REVOKE']);
      };
      await path.test({
        states: {
          inTransit: () => check('inTransit'),
          arrived: () => check('arrived'),
          numbered: () => check('numbered'),
          inStock: () => check('inStock'),
          locked: () => check('locked'),
          out: () => check('out'),
          deleted: () => check('deleted'),
        },
        events: Object.fromEntries(
          CAR_EVENTS.map((type) => [
            type,
            () => {
              // the graph also walks refused events: they leave the car as it was
              const next = nextWarehouseCar(row.state, row.inTransfer, type);
              expect(next !== null).toBe(actor.getSnapshot().can({ type }));
              if (next?.deleted) deleted = true;
              else if (next) row = { state: next.state, inTransfer: next.inTransfer };
              actor.send({ type });
            },
          ]),
        ),
      });
    });
  }

  it('names the reason of the refusals the product shows', () => {
    expect(refusalMessage('locked', false, 'OUT').zh).toBe('车辆已锁定，不能出库');
    expect(refusalMessage('locked', false, 'TRANSFER').zh).toBe('车辆已锁定，不能调拨');
    expect(refusalMessage('inStock', true, 'OUT').zh).toBe('车辆调拨中，请先确认或撤销调拨');
    expect(refusalMessage('out', false, 'TRANSFER').zh).toBe('车辆已出库，不能再操作');
    expect(nextWarehouseCar(42, false, 'ARRIVE')).toBeNull();
  });
});

describe('car transfer model', () => {
  const model = createTestModel(carTransferMachine, { events: [{ type: 'CONFIRM' }, { type: 'REVOKE' }] });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(['confirmed', 'pending', 'revoked']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(carTransferMachine).start();
      let state: number = TRANSFER_STATES.pending;
      const check = (name: keyof typeof TRANSFER_STATES) => {
        expect(actor.getSnapshot().value).toBe(name);
        expect(state).toBe(TRANSFER_STATES[name]);
        const open = name === 'pending';
        expect(nextTransfer(state, 'CONFIRM') !== null).toBe(open);
        expect(nextTransfer(state, 'REVOKE') !== null).toBe(open);
      };
      await path.test({
        states: { pending: () => check('pending'), confirmed: () => check('confirmed'), revoked: () => check('revoked') },
        events: {
          CONFIRM: () => {
            state = nextTransfer(state, 'CONFIRM')!;
            actor.send({ type: 'CONFIRM' });
          },
          REVOKE: () => {
            state = nextTransfer(state, 'REVOKE')!;
            actor.send({ type: 'REVOKE' });
          },
        },
      });
    });
  }
});
