/**
 * The clue trace (spec 2 section 4): where one lead stands in a salesman's day.
 *
 * Stored states (ah_clue_trace.visit_state, codes in VISIT_STATE):
 *   unallocated → new (ALLOCATE) → waitingVisit (TRACE) → visited (VISIT) ; any active → defeated (DEFEAT)
 *   active or defeated → inSea (TO_SEA) → new (FROM_SEA, to a salesman)
 *   TRANSFER hands an active clue to another salesman of the store and keeps its state.
 * Overdue and immediate are NOT states: a new or waiting-visit trace is overdue when its
 * nextTraceTime is before now, immediate when it falls later today (Asia/Shanghai); see
 * `derivedTab`. The server asks this machine whether an event is allowed in the row's state,
 * the client asks it which actions to offer for a row.
 */
import { assign, getNextSnapshot, setup } from 'xstate';
import { VISIT_STATE, type VisitStateName } from '../domain/resources/sales/clue-trace';

export interface ClueTraceContext {
  /** the salesman who traces the clue next; null while unallocated or in the sea */
  userId: string | null;
}

export type ClueTraceEvent =
  | { type: 'ALLOCATE'; userId: string }
  | { type: 'TRACE'; nextTraceTime: string; userId?: string }
  | { type: 'VISIT' }
  | { type: 'DEFEAT'; reason: string }
  | { type: 'TRANSFER'; userId: string }
  | { type: 'TO_SEA' }
  | { type: 'FROM_SEA'; userId: string };

export type ClueTraceEventType = ClueTraceEvent['type'];

export const clueTraceMachine = setup({
  types: { context: {} as ClueTraceContext, events: {} as ClueTraceEvent, input: {} as { userId: string | null } },
  actions: {
    toUser: assign({ userId: ({ event }) => ('userId' in event && event.userId ? event.userId : null) }),
    clearUser: assign({ userId: null }),
  },
  guards: {
    hasUser: ({ event }) => 'userId' in event && typeof event.userId === 'string' && event.userId !== '',
    otherUser: ({ context, event }) => event.type === 'TRANSFER' && event.userId !== '' && event.userId !== context.userId,
    hasNextTime: ({ event }) => event.type === 'TRACE' && !Number.isNaN(Date.parse(event.nextTraceTime)),
    hasReason: ({ event }) => event.type === 'DEFEAT' && event.reason.trim() !== '',
  },
}).createMachine({
  id: 'clueTrace',
  context: ({ input }) => ({ userId: input?.userId ?? null }),
  initial: 'unallocated',
  states: {
    unallocated: {
      on: { ALLOCATE: { guard: 'hasUser', target: 'new', actions: 'toUser' } },
    },
    new: {
      on: {
        TRACE: { guard: 'hasNextTime', target: 'waitingVisit' },
        VISIT: 'visited',
        DEFEAT: { guard: 'hasReason', target: 'defeated' },
        TRANSFER: { guard: 'otherUser', target: 'new', actions: 'toUser' },
        TO_SEA: { target: 'inSea', actions: 'clearUser' },
      },
    },
    waitingVisit: {
      on: {
        TRACE: { guard: 'hasNextTime', target: 'waitingVisit' },
        VISIT: 'visited',
        DEFEAT: { guard: 'hasReason', target: 'defeated' },
        TRANSFER: { guard: 'otherUser', target: 'waitingVisit', actions: 'toUser' },
        TO_SEA: { target: 'inSea', actions: 'clearUser' },
      },
    },
    visited: {
      on: {
        TRACE: { guard: 'hasNextTime', target: 'visited' },
        DEFEAT: { guard: 'hasReason', target: 'defeated' },
        TRANSFER: { guard: 'otherUser', target: 'visited', actions: 'toUser' },
        TO_SEA: { target: 'inSea', actions: 'clearUser' },
      },
    },
    defeated: {
      on: { TO_SEA: { target: 'inSea', actions: 'clearUser' } },
    },
    inSea: {
      on: { FROM_SEA: { guard: 'hasUser', target: 'new', actions: 'toUser' } },
    },
  },
});

export const CLUE_TRACE_STATES = Object.keys(VISIT_STATE) as VisitStateName[];

const STATE_BY_CODE = new Map<number, VisitStateName>(Object.entries(VISIT_STATE).map(([k, code]) => [code, k as VisitStateName]));

export function visitStateName(code: number | null | undefined): VisitStateName {
  const name = STATE_BY_CODE.get(Number(code));
  if (!name) throw new Error(`unknown visit state ${String(code)}`);
  return name;
}

/** The snapshot of a stored row, to ask the machine about it. */
export function snapshotOf(row: { visitState: number | null; nextTraceUserId: string | null }) {
  return clueTraceMachine.resolveState({ value: visitStateName(row.visitState), context: { userId: row.nextTraceUserId } });
}

/** The state (and its code) an event leads to from a row, or null when the machine refuses it. */
export function applyClueEvent(row: { visitState: number | null; nextTraceUserId: string | null }, event: ClueTraceEvent): { state: VisitStateName; code: number; userId: string | null } | null {
  const snap = snapshotOf(row);
  if (!snap.can(event)) return null;
  const next = getNextSnapshot(clueTraceMachine, snap, event);
  const state = next.value as VisitStateName;
  return { state, code: VISIT_STATE[state], userId: next.context.userId };
}

/** Which events a row offers (the client's action buttons and palette commands). */
export function offeredEvents(row: { visitState: number | null; nextTraceUserId: string | null }): ClueTraceEventType[] {
  const snap = snapshotOf(row);
  const probe: ClueTraceEvent[] = [
    { type: 'ALLOCATE', userId: 'x' },
    { type: 'TRACE', nextTraceTime: '2000-01-01T00:00:00Z' },
    { type: 'VISIT' },
    { type: 'DEFEAT', reason: 'x' },
    { type: 'TRANSFER', userId: `other-than-${row.nextTraceUserId ?? ''}` },
    { type: 'TO_SEA' },
    { type: 'FROM_SEA', userId: 'x' },
  ];
  return probe.filter((e) => snap.can(e)).map((e) => e.type);
}

/** China Standard Time: the dealers' day (no daylight saving). */
const CST_OFFSET_MS = 8 * 3_600_000;

/** Start and end (exclusive) of the calendar day of `now` in Asia/Shanghai. */
export function dayBounds(now: Date): { start: Date; end: Date } {
  const local = now.getTime() + CST_OFFSET_MS;
  const start = local - (((local % 86_400_000) + 86_400_000) % 86_400_000) - CST_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + 86_400_000) };
}

/** The derived tab of an active trace: overdue (before now), immediate (later today) or none. */
export function derivedTab(row: { visitState: number | null; nextTraceTime: Date | string | null }, now: Date): 'overdue' | 'immediate' | null {
  if (row.visitState !== VISIT_STATE.new && row.visitState !== VISIT_STATE.waitingVisit) return null;
  if (!row.nextTraceTime) return null;
  const t = new Date(row.nextTraceTime).getTime();
  if (t < now.getTime()) return 'overdue';
  if (t < dayBounds(now).end.getTime()) return 'immediate';
  return null;
}
