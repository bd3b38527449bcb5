/** Model-based: every shortest path of the parts transfer form machine, with the helpers the server and the list use. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  STOCK_TRANSFER_EVENTS,
  STOCK_TRANSFER_STATE,
  nextStockTransferState,
  stockTransferEditable,
  stockTransferMachine,
  stockTransferRefusal,
  stockTransferStateName,
  type StockTransferEventType,
  type StockTransferState,
} from '../../src/machines/stock-transfer.machine';
import { stockTransferFormResource } from '../../src/domain/resources/operations/accessory';
import { reachedStates } from './helpers';

const STATES = Object.keys(STOCK_TRANSFER_STATE) as StockTransferState[];

/** The graph of docs/after-sales.md, written out independently of the machine. */
const ALLOWED: Record<StockTransferState, Partial<Record<StockTransferEventType, StockTransferState>>> = {
  draft: { SEND: 'sent', CANCEL: 'cancelled' },
  sent: { RECEIVE: 'received', CANCEL: 'cancelled' },
  received: {},
  cancelled: {},
};

describe('stock transfer model', () => {
  const model = createTestModel(stockTransferMachine, { events: STOCK_TRANSFER_EVENTS.map((type) => ({ type })) });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual([...STATES].sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(stockTransferMachine).start();
      let state: number = STOCK_TRANSFER_STATE.draft;
      const check = (name: StockTransferState) => {
        expect(actor.getSnapshot().value).toBe(name);
        expect(stockTransferStateName(state)).toBe(name);
        for (const e of STOCK_TRANSFER_EVENTS) expect(nextStockTransferState(state, e) !== null).toBe(actor.getSnapshot().can({ type: e }));
        // the list offers exactly the events the machine allows
        for (const a of stockTransferFormResource.actions) expect(a.applies!({ state }), a.name).toBe(actor.getSnapshot().can({ type: a.name as StockTransferEventType }));
        expect(stockTransferEditable(state)).toBe(name === 'draft');
      };
      await path.test({
        states: Object.fromEntries(STATES.map((n) => [n, () => check(n)])),
        events: Object.fromEntries(
          STOCK_TRANSFER_EVENTS.map((type) => [
            type,
            () => {
              const next = nextStockTransferState(state, type);
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

describe('stock transfer graph', () => {
  for (const from of STATES) {
    for (const e of STOCK_TRANSFER_EVENTS) {
      const to = ALLOWED[from][e];
      it(`${from} --${e}--> ${to ?? 'refused'}`, () => {
        expect(nextStockTransferState(STOCK_TRANSFER_STATE[from], e)).toBe(to === undefined ? null : STOCK_TRANSFER_STATE[to]);
        if (to === undefined) expect(stockTransferRefusal({ state: STOCK_TRANSFER_STATE[from] }, e).zh).toMatch(/^调拨单.+，不能/);
      });
    }
  }

  it('refuses unknown states and names the form when several were sent', () => {
    expect(nextStockTransferState(9, 'SEND')).toBeNull();
    expect(nextStockTransferState(null, 'SEND')).toBeNull();
    expect(stockTransferRefusal({ state: 2, formNo: 'DB202611260001' }, 'RECEIVE', true).zh).toBe('DB202611260001: 调拨单已收货，不能确认收货');
  });
});
