/** Model-based: every shortest path of the store-switch machine, with its effects stubbed. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { storeSwitchMachine, type StoreChoice, type StoreSwitchEvent } from '../../src/machines/store-switch.machine';
import { reachedStates, recorder } from './helpers';

const A = { storeId: 'A', storeName: 'Store A' };
const B = { storeId: 'B', storeName: 'Store B' };
const failure = { message: '无权切换到该门店' };

const EVENTS: StoreSwitchEvent[] = [
  { type: 'SWITCH', ...A },
  { type: 'SWITCH', ...B },
  { type: 'TOKENS', tokens: { store_id: 'B' } },
  { type: 'TOKENS_FAILED', error: failure },
  { type: 'RELOADED' },
  { type: 'RELOAD_FAILED', error: failure },
  { type: 'SYNC', storeId: null },
];

/** The machine with its effects recorded instead of run; the test answers for them. */
function start() {
  const requested = recorder<StoreChoice>();
  const applied = recorder<{ store_id: string | null }>();
  const reloaded = recorder<StoreChoice>();
  const announced = recorder<StoreChoice>();
  const actor = createActor(
    storeSwitchMachine.provide({
      actions: {
        requestTokens: (_, choice) => requested.record(choice),
        applyTokens: (_, tokens) => applied.record(tokens),
        reload: (_, choice) => reloaded.record(choice),
        announce: (_, choice) => announced.record(choice),
      },
    }),
    { input: { storeId: 'A' } },
  ).start();
  // the store the session holds, as the shell would see it
  let active: string | null = 'A';
  const send = (event: StoreSwitchEvent) => {
    actor.send(event);
    if (event.type === 'SYNC') active = event.storeId;
    if (event.type === 'TOKENS' && actor.getSnapshot().value === 'reloading') active = event.tokens.store_id;
  };
  return { actor, requested, applied, reloaded, announced, send, active: () => active };
}

describe('store switch model', () => {
  const model = createTestModel(storeSwitchMachine, { input: { storeId: 'A' }, events: EVENTS });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(['idle', 'reloading', 'switching']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sut = start();
      await path.test({
        states: {
          idle: () => {
            const snap = sut.actor.getSnapshot();
            expect(snap.hasTag('busy')).toBe(false);
            expect(snap.context.target).toBeNull();
            // the active store is the one whose tokens were applied last (or the synced one)
            expect(snap.context.storeId).toBe(sut.active());
            // only a finished reload announces the new store
            expect(sut.announced.calls.length).toBeLessThanOrEqual(sut.reloaded.calls.length);
          },
          switching: () => {
            const snap = sut.actor.getSnapshot();
            expect(snap.hasTag('busy')).toBe(true);
            expect(sut.requested.last()).toEqual(snap.context.target);
            expect(snap.context.target?.storeId).not.toBe(sut.active());
            expect(snap.context.storeId).toBe(sut.active());
          },
          reloading: () => {
            const snap = sut.actor.getSnapshot();
            expect(snap.hasTag('busy')).toBe(true);
            expect(sut.applied.last()).toEqual({ store_id: 'B' });
            expect(sut.reloaded.last()).toEqual(snap.context.target);
            expect(snap.context.storeId).toBe('B');
          },
        },
        events: Object.fromEntries(EVENTS.map((e) => [e.type, ({ event }: { event: StoreSwitchEvent }) => sut.send(event)])),
      });
    });
  }

  it('ignores the current store and a second choice while switching', () => {
    const sut = start();
    sut.actor.send({ type: 'SWITCH', ...A });
    expect(sut.actor.getSnapshot().value).toBe('idle');
    sut.actor.send({ type: 'SWITCH', ...B });
    sut.actor.send({ type: 'SWITCH', storeId: 'C', storeName: 'C' });
    expect(sut.requested.calls).toEqual([B]);
  });
});
