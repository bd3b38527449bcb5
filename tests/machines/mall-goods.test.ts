/** Model-based: every shortest path of the mall goods listing machine, with the pure helper the server and the list use. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { GOODS_IS_UP, goodsAllows, goodsRefusal, goodsRowRefusal, goodsStateOf, mallGoodsMachine, nextGoodsIsUp, type GoodsEvent, type GoodsEventType, type GoodsState } from '../../src/machines/mall-goods.machine';
import { goodsResource } from '../../src/domain/resources/mall/mall';
import { reachedStates } from './helpers';

const TYPES: GoodsEventType[] = ['UP', 'DOWN', 'EDIT', 'DELETE'];
// UP is tried with and without stock: the guard is part of the model
const EVENTS: GoodsEvent[] = [{ type: 'UP', stock: 0 }, { type: 'UP', stock: 3 }, { type: 'DOWN' }, { type: 'EDIT' }, { type: 'DELETE' }];
const STATES: GoodsState[] = ['unlisted', 'listed'];

describe('mall goods model', () => {
  const model = createTestModel(mallGoodsMachine, { events: EVENTS });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(['listed', 'unlisted']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(mallGoodsMachine).start();
      const row: Record<string, unknown> = { goodsName: '车载香薰', isUp: GOODS_IS_UP.unlisted, stock: 0 };
      const check = (name: GoodsState) => {
        expect(actor.getSnapshot().value).toBe(name);
        expect(goodsStateOf(row.isUp)).toBe(name);
        for (const e of EVENTS) {
          const probe = e.type === 'UP' ? { ...row, stock: e.stock } : row;
          expect(goodsAllows(probe, e.type)).toBe(actor.getSnapshot().can(e));
        }
      };
      const send = (step: { event: GoodsEvent }) => {
        const e = step.event;
        if (e.type === 'UP') row.stock = e.stock;
        const next = nextGoodsIsUp(row, e.type);
        expect(next !== null).toBe(actor.getSnapshot().can(e));
        if (next !== null) row.isUp = next;
        else expect(goodsRefusal(row, e.type).zh).not.toBe('当前状态不允许该操作');
        actor.send(e);
      };
      await path.test({
        states: Object.fromEntries(STATES.map((n) => [n, () => check(n)])),
        events: Object.fromEntries(TYPES.map((type) => [type, send as never])),
      });
    });
  }

  it('lists only unlisted goods with stock; edits and deletes only unlisted goods', () => {
    const unlisted = { isUp: 0, stock: 5 };
    const listed = { isUp: 1, stock: 5 };
    expect(nextGoodsIsUp(unlisted, 'UP')).toBe(1);
    expect(nextGoodsIsUp({ isUp: 0, stock: 0 }, 'UP')).toBeNull();
    expect(nextGoodsIsUp({ isUp: 0, stock: -1 }, 'UP')).toBeNull();
    expect(nextGoodsIsUp({ isUp: 0, stock: null }, 'UP')).toBeNull();
    expect(goodsRefusal({ isUp: 0, stock: 0 }, 'UP').zh).toBe('商品库存为0，不能上架');
    expect(nextGoodsIsUp(listed, 'DOWN')).toBe(0);
    for (const t of ['EDIT', 'DELETE'] as const) {
      expect(goodsAllows(unlisted, t)).toBe(true);
      expect(goodsAllows(listed, t)).toBe(false);
    }
    expect(goodsRefusal(listed, 'DELETE').zh).toBe('商品已上架，请先下架再删除');
    expect(goodsRowRefusal({ ...listed, goodsName: '车模' }, 'UP', true).zh).toBe('车模：商品已上架');
    // a value the table should never hold takes no event; a row without the flag was never listed
    expect(goodsStateOf(7)).toBeNull();
    for (const t of TYPES) expect(nextGoodsIsUp({ isUp: 7, stock: 5 }, t)).toBeNull();
    expect(goodsStateOf(undefined)).toBe('unlisted');
  });

  it('is the machine the declaration offers and the server enforces', () => {
    const [up, down] = goodsResource.actions!;
    expect(up.applies({ isUp: 0, stock: 2 })).toBe(true);
    expect(up.applies({ isUp: 0, stock: 0 })).toBe(false);
    expect(down.applies({ isUp: 1 })).toBe(true);
    expect(goodsResource.editable!.applies({ isUp: 1 })).toBe(false);
    expect(goodsResource.editable!.refusal({ isUp: 1 }, false).zh).toBe('商品已上架，请先下架再编辑');
    expect(goodsResource.removable!.applies({ isUp: 1 })).toBe(false);
    expect(goodsResource.removable!.refusal({ isUp: 1, goodsName: '车模' }, true).zh).toBe('车模：商品已上架，请先下架再删除');
  });
});
