/** Model-based: every shortest path of the contract review machine (two approvers), with the pure helpers the server and the lists use. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  CONTRACT_EVENTS,
  CONTRACT_STATE,
  NO_GROUP,
  contractEditable,
  contractOffers,
  contractRefusal,
  contractRemovable,
  contractReviewMachine,
  contractStateOf,
  nextContractState,
  type ContractEvent,
  type ContractEventType,
  type ContractState,
} from '../../src/machines/contract-review.machine';
import { electronicContractResource } from '../../src/domain/resources/sales/contract';
import { reachedStates } from './helpers';

const STATES = Object.keys(CONTRACT_STATE) as ContractState[];
const eventOf = (type: ContractEventType): ContractEvent => (type === 'RETURN' || type === 'PAPER_REJECT' ? { type, reason: '证件不符' } : ({ type } as ContractEvent));

/** The graph of docs/contracts.md, written out independently of the machine (PASS on the last step approves). */
const ALLOWED: Record<ContractState, Partial<Record<ContractEventType, ContractState>>> = {
  draft: { SUBMIT: 'inReview', REVOKE: 'revoked' },
  inReview: { PASS: 'inReview', RETURN: 'returned', REVOKE: 'revoked' },
  returned: { SUBMIT: 'inReview', REVOKE: 'revoked' },
  approved: { START_SIGN: 'signing', UPLOAD_PAPER: 'paperExamining', REVOKE: 'revoked' },
  signing: { SIGN: 'signed' },
  paperExamining: { PAPER_PASS: 'signed', PAPER_REJECT: 'approved' },
  signed: { TAG_FINISH: 'finished' },
  finished: {},
  revoked: {},
};

describe('contract review model', () => {
  const model = createTestModel(contractReviewMachine.provide({}), { events: CONTRACT_EVENTS.map(eventOf) });
  const paths = model.getShortestPaths({ input: { steps: 2 } } as never);

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual([...STATES].sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(contractReviewMachine, { input: { steps: 2 } }).start();
      let row = { state: CONTRACT_STATE.draft as number, reviewStep: 0, reviewSteps: 0 };
      const check = (name: ContractState) => {
        const snap = actor.getSnapshot();
        expect(snap.value).toBe(name);
        expect(contractStateOf(row.state)).toBe(name);
        expect(row.reviewStep).toBe(snap.context.step);
        for (const e of CONTRACT_EVENTS) expect(nextContractState(row, e, 'x', e === 'SUBMIT' ? 2 : undefined) !== null, e).toBe(snap.can(eventOf(e)));
        // the lists offer exactly what the machine allows
        for (const a of electronicContractResource.actions.filter((x) => CONTRACT_EVENTS.includes(x.name as ContractEventType))) expect(a.applies!(row), a.name).toBe(snap.can(eventOf(a.name as ContractEventType)));
        expect(contractEditable(row.state)).toBe(name === 'draft' || name === 'returned');
        expect(contractRemovable(row.state)).toBe(['draft', 'returned', 'revoked'].includes(name));
      };
      await path.test({
        states: Object.fromEntries(STATES.map((n) => [n, () => check(n)])),
        events: Object.fromEntries(
          CONTRACT_EVENTS.map((type) => [
            type,
            () => {
              const next = nextContractState(row, type, '证件不符', type === 'SUBMIT' ? 2 : undefined);
              expect(next !== null).toBe(actor.getSnapshot().can(eventOf(type)));
              if (next !== null) row = { state: next.state, reviewStep: next.reviewStep, reviewSteps: type === 'SUBMIT' ? 2 : row.reviewSteps };
              actor.send(eventOf(type));
            },
          ]),
        ),
      });
    });
  }

  it('allows exactly the documented graph', () => {
    for (const from of STATES) {
      for (const e of CONTRACT_EVENTS) {
        const to = ALLOWED[from][e];
        const next = nextContractState({ state: CONTRACT_STATE[from], reviewStep: 0, reviewSteps: 2 }, e, 'reason', e === 'SUBMIT' ? 2 : undefined);
        expect(next?.state ?? null, `${from} ${e}`).toBe(to === undefined ? null : CONTRACT_STATE[to]);
        if (to === undefined) expect(contractRefusal(from, e).zh).not.toBe('当前状态不允许该操作');
      }
    }
  });

  it('approves on the last step and moves the turn on the others', () => {
    expect(nextContractState({ state: 1, reviewStep: 0, reviewSteps: 2 }, 'PASS')).toEqual({ state: 1, reviewStep: 1 });
    expect(nextContractState({ state: 1, reviewStep: 1, reviewSteps: 2 }, 'PASS')).toEqual({ state: 3, reviewStep: 1 });
    expect(nextContractState({ state: 1, reviewStep: 0, reviewSteps: 1 }, 'PASS')).toEqual({ state: 3, reviewStep: 0 });
  });

  it('needs a group to submit and a reason to return', () => {
    expect(nextContractState({ state: 0 }, 'SUBMIT', undefined, 0)).toBeNull();
    expect(contractRefusal('draft', 'SUBMIT')).toEqual(NO_GROUP);
    expect(nextContractState({ state: 1, reviewSteps: 2 }, 'RETURN', '  ')).toBeNull();
    expect(contractRefusal('inReview', 'RETURN', '').zh).toBe('请输入退回原因');
    expect(nextContractState({ state: 1, reviewSteps: 2 }, 'RETURN', 'x'.repeat(201))).toBeNull();
  });

  it('reads a missing state as a draft and an unknown one as nothing', () => {
    expect(contractStateOf(null)).toBe('draft');
    expect(contractStateOf('3')).toBe('approved');
    expect(contractStateOf(42)).toBeNull();
    expect(contractOffers({ state: 42 }, 'SUBMIT')).toBe(false);
  });
});
