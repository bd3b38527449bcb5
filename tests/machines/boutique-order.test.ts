/**
 * Model-based: every path of the boutique order machine (from both states an order is placed in:
 * 已支付 with nothing to fit, 待安装 with fitting jobs) and of the fitting job machine, with the helpers
 * the declarations and the server's conditional UPDATEs use.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  BOUTIQUE_ORDER_STATES,
  BOUTIQUE_WORK_STATES,
  boutiqueOrderMachine,
  boutiqueOrderStatesFor,
  boutiqueWorkMachine,
  boutiqueWorkStatesFor,
  nextBoutiqueOrderState,
  nextBoutiqueWorkState,
  type BoutiqueOrderEvent,
  type BoutiqueWorkEvent,
} from '../../src/machines/boutique-order.machine';
import { boutiqueOrderResource, boutiqueWorkOrderResource } from '../../src/domain/resources/sales/boutique-order';
import { reachedStates } from './helpers';

const ORDER_EVENTS: BoutiqueOrderEvent[] = ['REFUND', 'FITTED'];
const WORK_EVENTS: BoutiqueWorkEvent[] = ['START', 'FINISH', 'CANCEL'];

describe('boutique order model', () => {
  for (const start of ['paid', 'fitting'] as const) {
    const machine = createMachine({ ...boutiqueOrderMachine.config, initial: start });
    const paths = createTestModel(machine, { events: ORDER_EVENTS.map((type) => ({ type })) }).getShortestPaths();
    it(`reaches from ${start} the states it can`, () => {
      expect(reachedStates(paths)).toEqual(start === 'paid' ? ['paid', 'refunded'] : ['done', 'fitting', 'refunded']);
    });
    for (const path of paths) {
      it(`${start}: ${path.description}`, async () => {
        const actor = createActor(machine).start();
        let state: number = BOUTIQUE_ORDER_STATES[start];
        const check = () => {
          expect(BOUTIQUE_ORDER_STATES[actor.getSnapshot().value as keyof typeof BOUTIQUE_ORDER_STATES]).toBe(state);
          for (const type of ORDER_EVENTS) expect(nextBoutiqueOrderState(state, type) !== null).toBe(actor.getSnapshot().can({ type }));
        };
        await path.test({
          states: { paid: check, fitting: check, done: check, refunded: check },
          events: Object.fromEntries(
            ORDER_EVENTS.map((type) => [
              type,
              () => {
                state = nextBoutiqueOrderState(state, type)!;
                actor.send({ type });
              },
            ]),
          ),
        });
      });
    }
  }

  it('refunds from 已支付 and 待安装 only; the declaration offers 退款 there', () => {
    expect(boutiqueOrderStatesFor('REFUND')).toEqual([1, 2]);
    expect(boutiqueOrderStatesFor('FITTED')).toEqual([2]);
    const refund = boutiqueOrderResource.actions!.find((a) => a.name === 'REFUND')!;
    expect([1, 2, 3, 4].map((orderState) => refund.applies!({ orderState }))).toEqual([true, true, false, false]);
    expect((refund.refusal as (row: object, many: boolean) => { zh: string })({ orderState: 3 }, false).zh).toBe('该订单已完成或已退款，不能退款');
    expect(nextBoutiqueOrderState(9, 'REFUND')).toBeNull();
  });
});

describe('boutique fitting job model', () => {
  const paths = createTestModel(boutiqueWorkMachine, { events: WORK_EVENTS.map((type) => ({ type })) }).getShortestPaths();
  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(['cancelled', 'done', 'waiting', 'working']);
  });
  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(boutiqueWorkMachine).start();
      let state: number = BOUTIQUE_WORK_STATES.waiting;
      const check = () => {
        expect(BOUTIQUE_WORK_STATES[actor.getSnapshot().value as keyof typeof BOUTIQUE_WORK_STATES]).toBe(state);
        for (const type of WORK_EVENTS) expect(nextBoutiqueWorkState(state, type) !== null).toBe(actor.getSnapshot().can({ type }));
      };
      await path.test({
        states: { waiting: check, working: check, done: check, cancelled: check },
        events: Object.fromEntries(
          WORK_EVENTS.map((type) => [
            type,
            () => {
              state = nextBoutiqueWorkState(state, type)!;
              actor.send({ type });
            },
          ]),
        ),
      });
    });
  }

  it('gives the declaration 开始施工 (with the technician) and 完工 where the machine allows them', () => {
    expect(boutiqueWorkStatesFor('START')).toEqual([0]);
    expect(boutiqueWorkStatesFor('FINISH')).toEqual([1]);
    expect(boutiqueWorkStatesFor('CANCEL')).toEqual([0]);
    const [start, finish] = boutiqueWorkOrderResource.actions!;
    expect([0, 1, 2, 3].map((workState) => start.applies!({ workState }))).toEqual([true, false, false, false]);
    expect([0, 1, 2, 3].map((workState) => finish.applies!({ workState }))).toEqual([false, true, false, false]);
    expect(Object.keys(start.input!)).toEqual(['technician']);
  });
});
