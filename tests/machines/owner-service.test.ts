/** Model-based: every shortest path of the owner-service machine (车主服务, 事项工单), with the actions the lists offer. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { OWNER_SERVICE_EVENTS, OWNER_SERVICE_STATE, nextOwnerServiceState, ownerServiceMachine, ownerServiceRefusal, type OwnerServiceEventType, type OwnerServiceState } from '../../src/machines/owner-service.machine';
import { matterWorkOrderResource, ownerServiceResource } from '../../src/domain/resources/operations/after-sales-service';
import { reachedStates } from './helpers';

const STATES = Object.keys(OWNER_SERVICE_STATE) as OwnerServiceState[];

/** The graph of docs/after-sales.md, written out independently of the machine. */
const ALLOWED: Record<OwnerServiceState, Partial<Record<OwnerServiceEventType, OwnerServiceState>>> = {
  new: { ASSIGN: 'assigned', CANCEL: 'cancelled' },
  assigned: { ASSIGN: 'assigned', START: 'inProgress', CANCEL: 'cancelled' },
  inProgress: { FINISH: 'done', CANCEL: 'cancelled' },
  done: {},
  cancelled: {},
};

describe('owner service model', () => {
  const model = createTestModel(ownerServiceMachine, { events: OWNER_SERVICE_EVENTS.map((type) => ({ type })) });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual([...STATES].sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(ownerServiceMachine).start();
      let state: number = OWNER_SERVICE_STATE.new;
      const check = (name: OwnerServiceState) => {
        expect(actor.getSnapshot().value).toBe(name);
        for (const e of OWNER_SERVICE_EVENTS) expect(nextOwnerServiceState(state, e) !== null).toBe(actor.getSnapshot().can({ type: e }));
        // both lists offer exactly the events the machine allows
        for (const decl of [ownerServiceResource, matterWorkOrderResource]) {
          for (const a of decl.actions) expect(a.applies!({ state }), a.name).toBe(actor.getSnapshot().can({ type: a.name as OwnerServiceEventType }));
        }
      };
      await path.test({
        states: Object.fromEntries(STATES.map((n) => [n, () => check(n)])),
        events: Object.fromEntries(
          OWNER_SERVICE_EVENTS.map((type) => [
            type,
            () => {
              const next = nextOwnerServiceState(state, type);
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

describe('owner service graph', () => {
  for (const from of STATES) {
    for (const e of OWNER_SERVICE_EVENTS) {
      const to = ALLOWED[from][e];
      it(`${from} --${e}--> ${to ?? 'refused'}`, () => {
        expect(nextOwnerServiceState(OWNER_SERVICE_STATE[from], e)).toBe(to === undefined ? null : OWNER_SERVICE_STATE[to]);
        if (to === undefined) expect(ownerServiceRefusal({ state: OWNER_SERVICE_STATE[from] }, e).zh).toMatch(/的单据不能/);
      });
    }
  }
});
