/**
 * The app's lock actor. The lock state lives in storage under the spec's names (isLock,
 * lockPasswd: {dataType, content, type, datetime} in local storage), so a reload stays locked.
 * The lock password is kept as a salted hash, never in clear.
 */
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { storage } from '../api/storage';
import { lockMachine } from '../machines/lock.machine';

export const LOCK_KEY = 'isLock';
export const LOCK_PASSWORD_KEY = 'lockPasswd';
const SALT = 'anhua-lock:';

/** A small synchronous hash (cyrb53 twice, 106 bits): the lock screen needs no crypto.subtle. */
export function hashLockPassword(plain: string): string {
  const text = SALT + plain;
  const one = (seed: number) => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
  };
  return one(1) + one(2);
}

export const lockActor = createActor(
  lockMachine.provide({
    actions: {
      persist: (_, { locked, passwordHash }) => {
        if (locked && passwordHash) {
          storage.set({ name: LOCK_KEY, content: true });
          storage.set({ name: LOCK_PASSWORD_KEY, content: passwordHash });
        } else {
          storage.remove(LOCK_KEY);
          storage.remove(LOCK_PASSWORD_KEY);
        }
      },
    },
  }),
  { input: { locked: storage.get<boolean>(LOCK_KEY) === true, passwordHash: storage.get<string>(LOCK_PASSWORD_KEY) ?? null } },
).start();

export const isLocked = (): boolean => lockActor.getSnapshot().hasTag('locked');

export function useLock() {
  return useSelector(lockActor, (s) => ({
    locked: s.hasTag('locked'),
    setting: s.matches('setting'),
    wrong: s.matches({ locked: 'wrong' }),
  }), (a, b) => a.locked === b.locked && a.setting === b.setting && a.wrong === b.wrong);
}

export const requestLock = () => lockActor.send({ type: 'REQUEST_LOCK' });
export const cancelLock = () => lockActor.send({ type: 'CANCEL' });
export const lockWith = (plain: string) => lockActor.send({ type: 'SET_PASSWORD', hash: hashLockPassword(plain) });
/** true when the password was right */
export function unlockWith(plain: string): boolean {
  lockActor.send({ type: 'UNLOCK', hash: hashLockPassword(plain) });
  return !isLocked();
}
export const clearLock = () => lockActor.send({ type: 'CLEAR' });

// another browser tab locked or unlocked: follow it
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== `anhua-${LOCK_KEY}`) return;
    const locked = storage.get<boolean>(LOCK_KEY) === true;
    if (!locked && isLocked()) lockActor.send({ type: 'CLEAR' });
  });
}
