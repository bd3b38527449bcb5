/**
 * Model-based: every shortest path of the two machines of this area, both from the listing factory:
 * the stored-value card product's listing (上架/下架, locked while listed: only an unlisted card
 * changes, only a listed card is sold) and the rank's switch (启用/停用, updateRankState). Each step
 * checks that the declaration's actions offer exactly what the machine allows.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { ListingEventType, Listing } from '../../src/machines/listing.machine';
import { storedValueCardResource, storedValueShelf } from '../../src/domain/resources/sales/stored-value-card';
import { rankResource, rankSwitch } from '../../src/domain/resources/sales/rank';
import type { ResourceDecl } from '../../src/domain/resources/types';
import { reachedStates } from './helpers';

type Row = Record<string, unknown>;
const TYPES: ListingEventType[] = ['UP', 'DOWN', 'EDIT', 'DELETE'];

for (const [title, l, decl, start] of [
  ['stored-value card listing', storedValueShelf, storedValueCardResource, { cardName: '1000元储值卡', isUp: 0 }],
  ['rank switch', rankSwitch, rankResource, { rankName: '金卡会员', state: 0 }],
] as Array<[string, Listing, ResourceDecl, Row]>) {
  describe(`${title} model`, () => {
    const model = createTestModel(l.machine, { events: TYPES.map((type) => ({ type, row: start })) });
    const paths = model.getShortestPaths();

    it('reaches both states', () => {
      expect(reachedStates(paths)).toEqual(['off', 'on']);
    });

    for (const path of paths) {
      it(path.description, async () => {
        const actor = createActor(l.machine).start();
        const row: Row = { ...start };
        const [up, down] = decl.actions!;
        await path.test({
          states: {
            off: () => {
              expect(l.stateOf(row)).toBe('off');
              expect([up.applies!(row), down.applies!(row)]).toEqual([true, false]);
            },
            on: () => {
              expect(l.stateOf(row)).toBe('on');
              expect([up.applies!(row), down.applies!(row)]).toEqual([false, true]);
            },
          },
          events: Object.fromEntries(
            TYPES.map((type) => [
              type,
              (step: { event: { type: ListingEventType; row: Row } }) => {
                const can = actor.getSnapshot().can(step.event);
                expect(l.allows(row, type)).toBe(can);
                if (type === 'EDIT' && decl.editable) expect(decl.editable.applies(row)).toBe(can);
                if (type === 'DELETE' && decl.removable) expect(decl.removable.applies(row)).toBe(can);
                const next = l.next(row, type);
                if (next !== null) row[l.spec.field] = next;
                else expect(l.refusal(row, type, false).zh).not.toBe('当前状态不允许该操作');
                actor.send(step.event);
              },
            ]) as never,
          ),
        });
      });
    }
  });
}

describe('this area’s listing words', () => {
  it('refuses in the spec’s words', () => {
    expect(storedValueShelf.refusal({ isUp: 1 }, 'EDIT', false).zh).toBe('储值卡已上架，请先下架再编辑');
    expect(rankSwitch.refusal({ state: 0 }, 'DOWN', false).zh).toBe('等级已停用');
    expect(rankResource.actions!.every((a) => a.permission === 'rank_setting_status' && a.path === 'updateRankState')).toBe(true);
  });
});
