/** Model-based: every path of the clue-trace machine, plus its refusals and the derived tabs. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  applyClueEvent,
  CLUE_TRACE_STATES,
  clueTraceMachine,
  dayBounds,
  derivedTab,
  offeredEvents,
  type ClueTraceEvent,
} from '../../src/machines/clue-trace.machine';
import { VISIT_STATE } from '../../src/domain/resources/sales/clue-trace';
import { reachedStates } from './helpers';

const EVENTS: ClueTraceEvent[] = [
  { type: 'ALLOCATE', userId: 'u1' },
  { type: 'TRACE', nextTraceTime: '2026-01-02T10:00:00Z' },
  { type: 'VISIT' },
  { type: 'DEFEAT', reason: '价格因素' },
  { type: 'TRANSFER', userId: 'u2' },
  { type: 'TO_SEA' },
  { type: 'FROM_SEA', userId: 'u3' },
];

const model = createTestModel(clueTraceMachine, { events: EVENTS });
const paths = model.getShortestPaths();

describe('clue-trace machine model', () => {
  it('reaches every stored state', () => {
    expect(reachedStates(paths)).toEqual([...CLUE_TRACE_STATES].sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(clueTraceMachine, { input: { userId: null } }).start();
      await path.test({
        states: Object.fromEntries(CLUE_TRACE_STATES.map((st) => [st, (snap: { value: unknown }) => expect(actor.getSnapshot().value).toBe(snap.value)])),
        events: Object.fromEntries(EVENTS.map((e) => [e.type, () => actor.send(e)])),
      });
      // the pure helper the server uses agrees with the running actor
      const snap = actor.getSnapshot();
      const code = VISIT_STATE[snap.value as keyof typeof VISIT_STATE];
      expect(typeof code).toBe('number');
      expect(applyClueEvent({ visitState: code, nextTraceUserId: snap.context.userId }, { type: 'TO_SEA' }) === null).toBe(!snap.can({ type: 'TO_SEA' }));
    });
  }
});

describe('clue-trace machine rules', () => {
  const row = (state: keyof typeof VISIT_STATE, user: string | null = 'u1') => ({ visitState: VISIT_STATE[state], nextTraceUserId: user });

  it('refuses a second allocation and a transfer to the same salesman', () => {
    expect(applyClueEvent(row('new'), { type: 'ALLOCATE', userId: 'u2' })).toBeNull();
    expect(applyClueEvent(row('new'), { type: 'TRANSFER', userId: 'u1' })).toBeNull();
    expect(applyClueEvent(row('new'), { type: 'TRANSFER', userId: 'u2' })).toEqual({ state: 'new', code: 0, userId: 'u2' });
  });

  it('needs a next time to trace and a reason to defeat', () => {
    expect(applyClueEvent(row('new'), { type: 'TRACE', nextTraceTime: 'soon' })).toBeNull();
    expect(applyClueEvent(row('new'), { type: 'DEFEAT', reason: ' ' })).toBeNull();
    expect(applyClueEvent(row('new'), { type: 'TRACE', nextTraceTime: '2026-01-01T00:00:00Z' })?.state).toBe('waitingVisit');
  });

  it('a defeated clue only goes to the sea; the sea hands it back as new', () => {
    expect(offeredEvents(row('defeated'))).toEqual(['TO_SEA']);
    expect(offeredEvents(row('inSea', null))).toEqual(['FROM_SEA']);
    expect(applyClueEvent(row('inSea', null), { type: 'FROM_SEA', userId: 'u9' })).toEqual({ state: 'new', code: 0, userId: 'u9' });
    expect(offeredEvents(row('unallocated', null))).toEqual(['ALLOCATE']);
  });

  it('derives overdue and immediate from the next trace time (Asia/Shanghai day)', () => {
    const now = new Date('2026-03-10T04:00:00Z'); // 12:00 in Shanghai
    expect(dayBounds(now)).toEqual({ start: new Date('2026-03-09T16:00:00Z'), end: new Date('2026-03-10T16:00:00Z') });
    expect(derivedTab({ visitState: 1, nextTraceTime: '2026-03-10T03:59:00Z' }, now)).toBe('overdue');
    expect(derivedTab({ visitState: 0, nextTraceTime: '2026-03-10T15:59:00Z' }, now)).toBe('immediate');
    expect(derivedTab({ visitState: 1, nextTraceTime: '2026-03-10T16:00:00Z' }, now)).toBeNull();
    expect(derivedTab({ visitState: 2, nextTraceTime: '2026-03-01T00:00:00Z' }, now)).toBeNull();
    expect(derivedTab({ visitState: 4, nextTraceTime: '2026-03-01T00:00:00Z' }, now)).toBeNull();
  });
});
