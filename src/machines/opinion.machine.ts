/**
 * A member's feedback (ahOpinion.status): 0 unhandled, 1 handled. HANDLE (the store's answer: way and
 * content) takes an unhandled one to handled, which is final. The declaration's 处理 action is
 * offered where this machine allows it, and the server checks it again under a row lock.
 */
import { setup, transition } from 'xstate';

export const OPINION_STATUS = { unhandled: 0, handled: 1 } as const;
export type OpinionState = keyof typeof OPINION_STATUS;
export type OpinionEventType = 'HANDLE';

export const opinionMachine = setup({ types: { events: {} as { type: OpinionEventType } } }).createMachine({
  id: 'opinion',
  initial: 'unhandled',
  states: {
    unhandled: { on: { HANDLE: 'handled' } },
    handled: { type: 'final' },
  },
});

export function opinionStateOf(value: unknown): OpinionState | null {
  // feedback stored without a status was never answered
  if (value === null || value === undefined || value === '') return 'unhandled';
  const n = Number(value);
  return n === OPINION_STATUS.unhandled ? 'unhandled' : n === OPINION_STATUS.handled ? 'handled' : null;
}

/** the status after the event, or null when the feedback cannot take it */
export function nextOpinionStatus(value: unknown, type: OpinionEventType): number | null {
  const state = opinionStateOf(value);
  if (!state) return null;
  const snapshot = opinionMachine.resolveState({ value: state, context: undefined });
  if (!snapshot.can({ type })) return null;
  const [after] = transition(opinionMachine, snapshot, { type });
  return OPINION_STATUS[after.value as OpinionState];
}

export const opinionAllows = (row: Readonly<Record<string, unknown>>, type: OpinionEventType): boolean => nextOpinionStatus(row.status, type) !== null;

export const OPINION_ALREADY_HANDLED = { zh: '该意见已处理，不能重复处理', en: 'This feedback has already been handled' };

/** Why the machine refuses: the message the server answers with 10300 (naming the member when several were sent). */
export function opinionRefusal(row: Readonly<Record<string, unknown>>, many: boolean): { zh: string; en: string } {
  const m = opinionStateOf(row.status) === 'handled' ? OPINION_ALREADY_HANDLED : { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
  return many && row.memberName ? { zh: `${String(row.memberName)}：${m.zh}`, en: `${String(row.memberName)}: ${m.en}` } : m;
}
