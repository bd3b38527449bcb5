/**
 * The lock screen (spec 1 section 4): the user sets a lock password in a small dialog and the
 * console locks; while locked only /lock is reachable; the right password unlocks. Signing in or
 * out clears the lock. The machine holds only a hash of the lock password (hashing is the
 * caller's, see src/shell/lock-store.ts); `persist` keeps {isLock, lockPasswd} in storage.
 */
import { assign, setup } from 'xstate';

export interface LockContext {
  /** hash of the lock password while locked, else null */
  passwordHash: string | null;
}

export interface LockInput {
  locked: boolean;
  passwordHash: string | null;
}

export type LockEvent =
  /** opens the set-lock-password dialog */
  | { type: 'REQUEST_LOCK' }
  | { type: 'CANCEL' }
  /** the dialog's password (hashed): lock now */
  | { type: 'SET_PASSWORD'; hash: string }
  | { type: 'UNLOCK'; hash: string }
  /** sign-in or sign-out: no lock any more */
  | { type: 'CLEAR' };

export const lockMachine = setup({
  types: { context: {} as LockContext, events: {} as LockEvent, input: {} as LockInput },
  actions: {
    /** writes the lock state to storage; the shell provides it */
    persist: (_, _params: { locked: boolean; passwordHash: string | null }) => undefined,
  },
  guards: {
    startsLocked: ({ context }) => context.passwordHash !== null,
    rightPassword: ({ context, event }) => event.type === 'UNLOCK' && event.hash === context.passwordHash,
    hasPassword: ({ event }) => event.type === 'SET_PASSWORD' && event.hash.length > 0,
  },
}).createMachine({
  id: 'lock',
  context: ({ input }) => ({ passwordHash: input.locked && input.passwordHash ? input.passwordHash : null }),
  initial: 'boot',
  states: {
    boot: {
      always: [{ guard: 'startsLocked', target: 'locked' }, { target: 'unlocked' }],
    },
    unlocked: {
      on: { REQUEST_LOCK: 'setting' },
    },
    setting: {
      on: {
        CANCEL: 'unlocked',
        SET_PASSWORD: {
          guard: 'hasPassword',
          target: 'locked',
          actions: [
            assign({ passwordHash: ({ event }) => event.hash }),
            { type: 'persist', params: ({ event }) => ({ locked: true, passwordHash: event.hash }) },
          ],
        },
      },
    },
    locked: {
      tags: ['locked'],
      initial: 'waiting',
      states: {
        waiting: {},
        /** the last try was wrong: the lock page says so */
        wrong: {},
      },
      on: {
        UNLOCK: [
          {
            guard: 'rightPassword',
            target: 'unlocked',
            actions: [assign({ passwordHash: null }), { type: 'persist', params: { locked: false, passwordHash: null } }],
          },
          { target: '.wrong', reenter: true },
        ],
      },
    },
  },
  on: {
    CLEAR: {
      target: '.unlocked',
      actions: [assign({ passwordHash: null }), { type: 'persist', params: { locked: false, passwordHash: null } }],
    },
  },
});
