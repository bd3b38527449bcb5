/** Model-based: every shortest path of the lock machine, walked on a real actor with a fake store. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { lockMachine, type LockEvent, type LockInput } from '../../src/machines/lock.machine';

const RIGHT = 'hash-right';
const EVENTS: LockEvent[] = [
  { type: 'REQUEST_LOCK' },
  { type: 'CANCEL' },
  { type: 'SET_PASSWORD', hash: RIGHT },
  { type: 'SET_PASSWORD', hash: '' },
  { type: 'UNLOCK', hash: RIGHT },
  { type: 'UNLOCK', hash: 'hash-wrong' },
  { type: 'CLEAR' },
];

/** The system under test: the machine with its persist effect writing into a fake storage. */
function start(input: LockInput) {
  const saved: { isLock?: boolean; lockPasswd?: string | null } = {};
  const actor = createActor(
    lockMachine.provide({
      actions: {
        persist: (_, params) => {
          saved.isLock = params.locked;
          saved.lockPasswd = params.passwordHash;
        },
      },
    }),
    { input },
  ).start();
  return { actor, saved };
}

for (const input of [
  { locked: false, passwordHash: null },
  { locked: true, passwordHash: RIGHT },
] satisfies LockInput[]) {
  describe(`lock model (starting ${input.locked ? 'locked' : 'unlocked'})`, () => {
    const model = createTestModel(lockMachine, { input, events: EVENTS });
    const paths = model.getShortestPaths();

    it('reaches every state', () => {
      const reached = new Set(paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)].map((s) => JSON.stringify(s.value))));
      expect([...reached].sort()).toEqual(
        ['"setting"', '"unlocked"', '{"locked":"waiting"}', '{"locked":"wrong"}'].sort(),
      );
    });

    for (const path of paths) {
      it(path.description, async () => {
        const { actor, saved } = start(input);
        const locked = () => {
          const snap = actor.getSnapshot();
          expect(snap.hasTag('locked')).toBe(true);
          // what is on screen survives a reload: a locked console was written down as locked
          if (saved.isLock !== undefined) expect(saved).toEqual({ isLock: true, lockPasswd: RIGHT });
          expect(snap.context.passwordHash).toBe(RIGHT);
        };
        await path.test({
          states: {
            unlocked: () => {
              expect(actor.getSnapshot().value).toBe('unlocked');
              expect(actor.getSnapshot().context.passwordHash).toBeNull();
              if (saved.isLock !== undefined) expect(saved).toEqual({ isLock: false, lockPasswd: null });
            },
            setting: () => expect(actor.getSnapshot().value).toBe('setting'),
            'locked.waiting': () => {
              locked();
              expect(actor.getSnapshot().matches({ locked: 'waiting' })).toBe(true);
            },
            'locked.wrong': () => {
              locked();
              expect(actor.getSnapshot().matches({ locked: 'wrong' })).toBe(true);
            },
          },
          events: Object.fromEntries(EVENTS.map((e) => [e.type, ({ event }: { event: LockEvent }) => void actor.send(event)])),
        });
      });
    }
  });
}
