/** Model-based: every shortest path of the invitation machine, with the pure helper the server and the list use. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  EXECUTE_STATUS,
  invitationMachine,
  invitationRefusal,
  invitationStateOf,
  invitationStatusAt,
  nextInvitationStatus,
  ENDABLE_STATUS,
  type InvitationEventType,
  type InvitationState,
} from '../../src/machines/invitation.machine';
import { invitationResource } from '../../src/domain/resources/sales/invitation';
import { reachedStates } from './helpers';

const EVENTS: InvitationEventType[] = ['START', 'STOP', 'END'];
/** the events a person sends; END is the window closing */
const ACTIONS: InvitationEventType[] = ['START', 'STOP'];
const STATES: InvitationState[] = ['notStarted', 'running', 'finished', 'stopped'];
const ALLOWED: Record<InvitationState, InvitationEventType[]> = { notStarted: ['START', 'END'], running: ['STOP', 'END'], stopped: ['START', 'END'], finished: [] };

describe('invitation model', () => {
  const model = createTestModel(invitationMachine, { events: EVENTS.map((type) => ({ type })) });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(['finished', 'notStarted', 'running', 'stopped']);
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

  it('allows START from not started and stopped, STOP from running, END from all three, nothing once finished', () => {
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
    expect([...ENDABLE_STATUS].sort()).toEqual([EXECUTE_STATUS.notStarted, EXECUTE_STATUS.running, EXECUTE_STATUS.stopped].sort());
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
    expect(invitationResource.actions.map((a) => a.name)).toEqual(ACTIONS);
    const open = new Date(Date.now() + 3_600_000);
    for (const state of STATES) {
      for (const e of ACTIONS) expect(action(e).applies!({ executeStatus: EXECUTE_STATUS[state], endTime: open }), `${state} ${e}`).toBe(ALLOWED[state].includes(e));
    }
  });

  it('a task whose window has closed counts as finished before the sweep stores it', () => {
    const now = new Date('2026-11-22T10:00:00+08:00');
    const closed = new Date(now.getTime() - 1);
    for (const state of STATES) {
      const row = { executeStatus: EXECUTE_STATUS[state], endTime: closed };
      expect(invitationStatusAt(row, now), state).toBe(EXECUTE_STATUS.finished);
      // the window's last instant closes it; a row from JSON carries the time as text
      expect(invitationStatusAt({ ...row, endTime: now.toISOString() }, now)).toBe(EXECUTE_STATUS.finished);
      expect(invitationStatusAt({ ...row, endTime: new Date(now.getTime() + 1) }, now)).toBe(EXECUTE_STATUS[state]);
      for (const e of ACTIONS) expect(invitationResource.actions.find((a) => a.name === e)!.applies!(row)).toBe(false);
    }
    // a stored value the table should never hold stays what it is; a missing end time never closes
    expect(invitationStatusAt({ executeStatus: 7, endTime: closed }, now)).toBe(7);
    expect(invitationStatusAt({ executeStatus: EXECUTE_STATUS.running, endTime: null }, now)).toBe(EXECUTE_STATUS.running);
  });
});
