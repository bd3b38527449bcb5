/**
 * One invitation task (ahInviteConfig.executeStatus): 0 not started, 1 running, 2 finished,
 * 3 stopped. START runs a task that has not started or was stopped; STOP halts a running one;
 * END is its window closing (endTime passed), which finishes it whatever it was doing. Finished
 * is final.
 * END is not a person's action: the server's sweep (server/jobs/invitation-sweeper.ts) stores it
 * every minute, and until it has, a task whose window has closed already counts as finished
 * (invitationStatusAt), so nobody starts or stops it in that minute.
 * The resource engine loads the rows, asks this machine and applies the answer; the invitation
 * list and edit page offer only the events it allows.
 */
import { setup, transition } from 'xstate';

/** state name -> the value kept in ah_invite_config.execute_status */
export const EXECUTE_STATUS = { notStarted: 0, running: 1, finished: 2, stopped: 3 } as const;

export const EXECUTE_STATUS_OPTIONS = [
  { value: 0, zh: '未开始', en: 'Not started' },
  { value: 1, zh: '执行中', en: 'Running' },
  { value: 2, zh: '已结束', en: 'Finished' },
  { value: 3, zh: '已停止', en: 'Stopped' },
] as const;

export type InvitationEvent = { type: 'START' } | { type: 'STOP' } | { type: 'END' };
export type InvitationEventType = InvitationEvent['type'];

export type InvitationState = keyof typeof EXECUTE_STATUS;

export function invitationStateOf(value: unknown): InvitationState | null {
  // tasks saved before the server wrote the state on create hold none: they never started
  if (value === null || value === undefined) return 'notStarted';
  const n = typeof value === 'string' && value.trim() === '' ? NaN : Number(value);
  const hit = Object.entries(EXECUTE_STATUS).find(([, v]) => v === n);
  return hit ? (hit[0] as InvitationState) : null;
}

export const invitationMachine = setup({
  types: { events: {} as InvitationEvent },
}).createMachine({
  id: 'invitation',
  initial: 'notStarted',
  states: {
    notStarted: { on: { START: 'running', END: 'finished' } },
    running: { on: { STOP: 'stopped', END: 'finished' } },
    stopped: { on: { START: 'running', END: 'finished' } },
    finished: { type: 'final' },
  },
});

/** Why an event is refused in a state: the message the server answers with 10300. */
export function invitationRefusal(state: InvitationState | null, event: InvitationEventType): { zh: string; en: string } {
  if (state === 'finished') return { zh: '邀约任务已结束，不能再操作', en: 'The invitation task has finished' };
  if (event === 'START' && state === 'running') return { zh: '邀约任务已在执行中', en: 'The invitation task is already running' };
  if (event === 'STOP' && state === 'notStarted') return { zh: '邀约任务尚未开始执行，不能停止', en: 'The invitation task has not started; there is nothing to stop' };
  if (event === 'STOP' && state === 'stopped') return { zh: '邀约任务已停止', en: 'The invitation task is already stopped' };
  return { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
}

/** The refusal for one task row; when several were sent it names the task. */
export function invitationRowRefusal(row: Readonly<Record<string, unknown>>, event: InvitationEventType, many: boolean, now = new Date()): { zh: string; en: string } {
  const m = invitationRefusal(invitationStateOf(invitationStatusAt(row, now)), event);
  return many ? { zh: `${String(row.taskName)}：${m.zh}`, en: `${String(row.taskName)}: ${m.en}` } : m;
}

/** The executeStatus after the event, or null when the task cannot take it. Pure: server and client call it with a row's value. */
export function nextInvitationStatus(statusValue: unknown, event: InvitationEventType): number | null {
  const name = invitationStateOf(statusValue);
  if (!name) return null;
  const snapshot = invitationMachine.resolveState({ value: name, context: undefined });
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(invitationMachine, snapshot, { type: event });
  return EXECUTE_STATUS[next.value as InvitationState];
}

/** The stored states the window's closing finishes: those that can take END. */
export const ENDABLE_STATUS: readonly number[] = (Object.keys(EXECUTE_STATUS) as InvitationState[])
  .filter((name) => invitationMachine.resolveState({ value: name, context: undefined }).can({ type: 'END' }))
  .map((name) => EXECUTE_STATUS[name]);

/**
 * A task row's executeStatus at `now`: the stored one, or finished once its window has closed and the
 * sweep has not stored END yet. Pure: the declaration's guards and the edit page call it.
 */
export function invitationStatusAt(row: Readonly<Record<string, unknown>>, now: Date): unknown {
  const end = row.endTime instanceof Date ? row.endTime.getTime() : typeof row.endTime === 'string' ? Date.parse(row.endTime) : NaN;
  if (Number.isNaN(end) || end > now.getTime()) return row.executeStatus;
  return nextInvitationStatus(row.executeStatus, 'END') ?? row.executeStatus;
}
