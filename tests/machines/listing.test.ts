/**
 * Model-based: every shortest path of the listing machine (the factory behind store series and
 * models, boutiques and car films), with the row helpers the server and the list use, for a plain
 * listing and for one with a condition to go up and rows locked while on.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { listing, type ListingEventType } from '../../src/machines/listing.machine';
import { boutiqueResource } from '../../src/domain/resources/sales/boutique';
import { storeCarModelResource } from '../../src/domain/resources/operations/car-catalogue';
import { reachedStates } from './helpers';
import type { ActionDecl } from '../../src/domain/resources/types';

type Row = Record<string, unknown>;
const TYPES: ListingEventType[] = ['UP', 'DOWN', 'EDIT', 'DELETE'];

const plain = listing({ field: 'state', on: 1, off: 0, noun: { zh: '车型', en: 'Model' }, nameField: 'modelName' });
const guarded = listing({
  field: 'isUp',
  on: 1,
  off: 0,
  noun: { zh: '商品', en: 'Goods' },
  nameField: 'name',
  lockWhileOn: true,
  upNeeds: { applies: (row) => Number(row.stock) > 0, refusal: { zh: '库存为0，不能上架', en: 'No stock' } },
});

for (const [title, l, start] of [
  ['plain listing', plain, { modelName: 'X3', state: 0 }],
  ['guarded listing', guarded, { name: '香薰', isUp: 0, stock: 0 }],
] as const) {
  describe(`${title} model`, () => {
    // the row is the event's payload: UP is tried on rows with and without stock
    const rows: Row[] = [{ ...start, stock: 0 }, { ...start, stock: 2 }];
    const events = TYPES.flatMap((type): Array<{ type: ListingEventType; row: Row }> => (type === 'UP' ? rows.map((row) => ({ type, row })) : [{ type, row: rows[0] }]));
    const model = createTestModel(l.machine, { events });
    const paths = model.getShortestPaths();

    it('reaches both states', () => {
      expect(reachedStates(paths)).toEqual(['off', 'on']);
    });

    for (const path of paths) {
      it(path.description, async () => {
        const actor = createActor(l.machine).start();
        const row: Row = { ...start };
        await path.test({
          states: {
            off: () => expect(l.stateOf(row)).toBe('off'),
            on: () => expect(l.stateOf(row)).toBe('on'),
          },
          events: Object.fromEntries(
            TYPES.map((type) => [
              type,
              (step: { event: { type: ListingEventType; row: Row } }) => {
                const probe = { ...row, stock: step.event.row.stock };
                const can = actor.getSnapshot().can(step.event);
                // the helper the server and the list ask says what the machine says
                expect(l.allows(probe, type)).toBe(can);
                const next = l.next(probe, type);
                if (next !== null) Object.assign(row, { [l.spec.field]: next, stock: probe.stock });
                else expect(l.refusal(probe, type, false).zh).not.toBe('当前状态不允许该操作');
                actor.send(step.event);
              },
            ]) as never,
          ),
        });
      });
    }
  });
}

describe('listing rules', () => {
  it('refuses in words that name the row when several were sent', () => {
    expect(plain.refusal({ modelName: 'X3', state: 1 }, 'UP', false)).toEqual({ zh: '车型已上架', en: 'The model is already listed' });
    expect(plain.refusal({ modelName: 'X3', state: 0 }, 'DOWN', true).zh).toBe('X3：车型已下架');
    expect(guarded.refusal({ name: '香薰', isUp: 1 }, 'EDIT', false).zh).toBe('商品已上架，请先下架再编辑');
    expect(guarded.refusal({ name: '香薰', isUp: 0, stock: 0 }, 'UP', false).zh).toBe('库存为0，不能上架');
  });

  it('treats a missing flag as off and an unknown value as no state', () => {
    expect(plain.stateOf({})).toBe('off');
    expect(plain.stateOf({ state: 7 })).toBeNull();
    expect(plain.allows({ state: 7 }, 'UP')).toBe(false);
  });

  it('gives declarations their actions: one path told apart by the value, or a path each', () => {
    const [up, down]: readonly ActionDecl[] = storeCarModelResource.actions;
    expect(up).toMatchObject({ name: 'up', path: 'switchState', permission: 'store_car_model_up', set: { state: 1 } });
    expect(down).toMatchObject({ name: 'down', path: 'switchState', permission: 'store_car_model_down', set: { state: 0 } });
    expect(up.applies!({ state: 0 })).toBe(true);
    expect(up.applies!({ state: 1 })).toBe(false);
    const [bUp, bDown] = boutiqueResource.actions;
    expect([bUp.path, bDown.path]).toEqual(['up', 'down']);
  });
});
