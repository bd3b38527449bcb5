/** Model-based: every shortest path of the invitation machine, with the pure helper the server and the list use. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  EXECUTE_STATUS,
  invitationMachine,
  invitationRefusal,
  invitationStateOf,
  nextInvitationStatus,
  type InvitationEventType,
  type InvitationState,
} from '../../src/machines/invitation.machine';
import { invitationResource } from '../../src/domain/resources/sales/invitation';
import { reachedStates } from './helpers';

const EVENTS: InvitationEventType[] = ['START', 'STOP'];
const STATES: InvitationState[] = ['notStarted', 'running', 'finished', 'stopped'];
const ALLOWED: Record<InvitationState, InvitationEventType[]> = { notStarted: ['START'], running: ['STOP'], stopped: ['START'], finished: [] };

describe('invitation model', () => {
  const model = createTestModel(invitationMachine, { events: EVENTS.map((type) => ({ type })) });
  const paths = model.getShortestPaths();

  it('reaches every state but finished, which only a stored row holds', () => {
    expect(reachedStates(paths)).toEqual(['notStarted', 'running', 'stopped']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(invitationMachine).start();
      let status: number = EXECUTE_STATUS.notStarted;
      const check = (name: InvitationState) => {
        expect(actor.getSnapshot().value).toBe(name);
        expect(invitationStateOf(status)).toBe(name);
        for (const e of EVENTS) expect(nextInvitationStatus(status, e) !== null).toBe(actor.getSnapshot().can({ type: e }));
      };
      await path.test({
        states: Object.fromEntries(STATES.map((n) => [n, () => check(n)])),
        events: Object.fromEntries(
          EVENTS.map((type) => [
            type,
            () => {
              const next = nextInvitationStatus(status, type);
              expect(next !== null).toBe(actor.getSnapshot().can({ type }));
              if (next !== null) status = next;
              actor.send({ type });
            },
          ]),
        ),
      });
    });
  }

  it('allows START from not started and stopped, STOP from running, nothing once finished', () => {
    for (const state of STATES) {
      for (const e of EVENTS) {
        const next = nextInvitationStatus(EXECUTE_STATUS[state], e);
        expect(next !== null, `${state} ${e}`).toBe(ALLOWED[state].includes(e));
        if (next === null) expect(invitationRefusal(state, e).zh).not.toBe('');
      }
    }
    expect(nextInvitationStatus(EXECUTE_STATUS.notStarted, 'START')).toBe(EXECUTE_STATUS.running);
    expect(nextInvitationStatus(EXECUTE_STATUS.stopped, 'START')).toBe(EXECUTE_STATUS.running);
    expect(nextInvitationStatus(EXECUTE_STATUS.running, 'STOP')).toBe(EXECUTE_STATUS.stopped);
    // a value the table should never hold takes no event
    for (const bad of ['', 7, 'x']) for (const e of EVENTS) expect(nextInvitationStatus(bad, e)).toBeNull();
    // a task stored without a state never started
    for (const none of [null, undefined]) expect([nextInvitationStatus(none, 'START'), nextInvitationStatus(none, 'STOP')]).toEqual([EXECUTE_STATUS.running, null]);
    // rows in the list carry the value as a number or, from a form, as text
    expect(nextInvitationStatus('3', 'START')).toBe(EXECUTE_STATUS.running);
  });

  it('names the reasons the product shows', () => {
    expect(invitationRefusal('running', 'START').zh).toBe('邀约任务已在执行中');
    expect(invitationRefusal('notStarted', 'STOP').zh).toBe('邀约任务尚未开始执行，不能停止');
    expect(invitationRefusal('stopped', 'STOP').zh).toBe('邀约任务已停止');
    expect(invitationRefusal('finished', 'START').en).toBe('The invitation task has finished');
  });

  it('the declaration offers a row exactly the events the machine allows', () => {
    const action = (name: InvitationEventType) => invitationResource.actions.find((a) => a.name === name)!;
    for (const state of STATES) {
      for (const e of EVENTS) expect(action(e).applies({ executeStatus: EXECUTE_STATUS[state] }), `${state} ${e}`).toBe(ALLOWED[state].includes(e));
    }
  });
});
