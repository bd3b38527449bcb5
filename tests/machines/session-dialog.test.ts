/** Model-based: every path of the single-session dialog machine, its answer to the http client recorded. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  ACCOUNT_BLOCKED_CODE,
  OTHER_DEVICE_CODE,
  sessionDialogMachine,
  type SessionDialogContext,
  type SessionDialogEvent,
} from '../../src/machines/session-dialog.machine';
import { reachedStates, recorder } from './helpers';

const OTHER = { type: 'SHOW', code: OTHER_DEVICE_CODE, message: '此账号已在其他设备登录，为防止数据错乱请先退出登录', button: '去登录' } as const;
const BLOCKED = { type: 'SHOW', code: ACCOUNT_BLOCKED_CODE, message: '账号已被停用，请联系管理员', button: '重新登录' } as const;
const EVENTS: SessionDialogEvent[] = [OTHER, BLOCKED, { type: 'CONFIRM' }];

function start() {
  const answered = recorder<SessionDialogContext>();
  const shown: Array<typeof OTHER | typeof BLOCKED> = [];
  const actor = createActor(sessionDialogMachine.provide({ actions: { confirm: (_, dialog) => answered.record(dialog) } })).start();
  const send = (event: SessionDialogEvent) => {
    // what the user sees: the first dialog stays until its button is pressed
    if (event.type === 'SHOW' && !actor.getSnapshot().hasTag('open')) shown.push(event.code === OTHER_DEVICE_CODE ? OTHER : BLOCKED);
    actor.send(event);
  };
  return { actor, answered, shown, send };
}

describe('session dialog model', () => {
  const model = createTestModel(sessionDialogMachine, { events: EVENTS });
  // simple paths reach each dialog; the explicit walk presses the buttons and ignores second codes
  const paths = [
    ...model.getSimplePaths(),
    ...model.getPathsFromEvents([OTHER, BLOCKED, { type: 'CONFIRM' }, BLOCKED, OTHER, BLOCKED, { type: 'CONFIRM' }, OTHER, { type: 'CONFIRM' }]),
  ];

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(['blocked', 'closed', 'otherDevice']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sut = start();
      const open = (expected: typeof OTHER | typeof BLOCKED) => {
        const snap = sut.actor.getSnapshot();
        expect(snap.hasTag('open')).toBe(true);
        // the dialog on screen is the first one asked for, with its own message and button
        expect(sut.shown.at(-1)).toEqual(expected);
        expect(snap.context).toEqual({ code: expected.code, message: expected.message, button: expected.button });
      };
      await path.test({
        states: {
          closed: () => {
            const snap = sut.actor.getSnapshot();
            expect(snap.hasTag('open')).toBe(false);
            // every dialog shown was answered exactly once, with what it showed
            expect(sut.answered.calls).toEqual(sut.shown.map(({ code, message, button }) => ({ code, message, button })));
          },
          otherDevice: () => open(OTHER),
          blocked: () => open(BLOCKED),
        },
        events: {
          SHOW: ({ event }) => sut.send(event as SessionDialogEvent),
          CONFIRM: ({ event }) => sut.send(event),
        },
      });
    });
  }

  it('keeps the first dialog when a second code arrives', () => {
    const sut = start();
    sut.send(OTHER);
    sut.send(BLOCKED);
    expect(sut.actor.getSnapshot().value).toBe('otherDevice');
    sut.send({ type: 'CONFIRM' });
    expect(sut.answered.calls).toHaveLength(1);
  });
});
