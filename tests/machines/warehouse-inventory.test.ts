/** Model-based: every shortest path of the stock-take machine (库存盘点), with the actions the list and show page offer. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { INVENTORY_EVENTS, INVENTORY_STATE, inventoryMachine, inventoryRefusal, nextInventoryState, type InventoryEventType, type InventoryState } from '../../src/machines/warehouse-inventory.machine';
import { warehouseInventoryResource } from '../../src/domain/resources/operations/warehouse-inventory';
import { reachedStates } from './helpers';

const STATES = Object.keys(INVENTORY_STATE) as InventoryState[];

/** The graph of docs/warehouse.md, written out independently of the machine. */
const ALLOWED: Record<InventoryState, Partial<Record<InventoryEventType, InventoryState>>> = {
  counting: { SCAN: 'counting', CLOSE: 'closed', CANCEL: 'cancelled' },
  closed: {},
  cancelled: {},
};

describe('stock-take model', () => {
  const model = createTestModel(inventoryMachine, { events: INVENTORY_EVENTS.map((type) => ({ type })) });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual([...STATES].sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(inventoryMachine).start();
      let state: number = INVENTORY_STATE.counting;
      const check = (name: InventoryState) => {
        expect(actor.getSnapshot().value).toBe(name);
        for (const e of INVENTORY_EVENTS) expect(nextInventoryState(state, e) !== null).toBe(actor.getSnapshot().can({ type: e }));
        // the list and the show page offer exactly the events the machine allows
        for (const a of warehouseInventoryResource.actions) expect(a.applies!({ state }), a.name).toBe(actor.getSnapshot().can({ type: a.name as InventoryEventType }));
      };
      await path.test({
        states: Object.fromEntries(STATES.map((n) => [n, () => check(n)])),
        events: Object.fromEntries(
          INVENTORY_EVENTS.map((type) => [
            type,
            () => {
              const next = nextInventoryState(state, type);
              expect(next).not.toBeNull();
              state = next!;
              actor.send({ type });
            },
          ]),
        ),
      });
    });
  }
});

describe('stock-take graph', () => {
  for (const from of STATES) {
    for (const e of INVENTORY_EVENTS) {
      const to = ALLOWED[from][e];
      it(`${from} --${e}--> ${to ?? 'refused'}`, () => {
        expect(nextInventoryState(INVENTORY_STATE[from], e)).toBe(to === undefined ? null : INVENTORY_STATE[to]);
        if (to === undefined) expect(inventoryRefusal({ state: INVENTORY_STATE[from] }, e).zh).toMatch(/的盘点单不能/);
      });
    }
  }
});
