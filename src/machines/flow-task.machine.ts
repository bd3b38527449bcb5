/**
 * A user task of a process instance (待签 / 待办 / 办结): 0 unassigned (offered to candidates), 1
 * claimed (someone's: claimed, or assigned by the model), 2 completed, 3 delegated (an administrator
 * or its holder handed it to another person, who holds it now), 4 cancelled (its instance ended).
 * Spec 3 section 4: claim then complete a task.
 */
import { setup, transition } from 'xstate';

export const FLOW_TASK_STATE = { unassigned: 0, claimed: 1, completed: 2, delegated: 3, cancelled: 4 } as const;
export const FLOW_TASK_STATE_OPTIONS = [
  { value: 0, zh: '待签收', en: 'To claim' },
  { value: 1, zh: '办理中', en: 'Claimed' },
  { value: 2, zh: '已办结', en: 'Completed' },
  { value: 3, zh: '已转办', en: 'Delegated' },
  { value: 4, zh: '已取消', en: 'Cancelled' },
] as const;

export type FlowTaskEvent = { type: 'CLAIM' } | { type: 'COMPLETE' } | { type: 'DELEGATE' } | { type: 'CANCEL' };
export type FlowTaskEventType = FlowTaskEvent['type'];
export type FlowTaskState = keyof typeof FLOW_TASK_STATE;

export const flowTaskMachine = setup({ types: { events: {} as FlowTaskEvent } }).createMachine({
  id: 'flowTask',
  initial: 'unassigned',
  states: {
    unassigned: { on: { CLAIM: 'claimed', DELEGATE: 'delegated', CANCEL: 'cancelled' } },
    claimed: { on: { COMPLETE: 'completed', DELEGATE: 'delegated', CANCEL: 'cancelled' } },
    delegated: { on: { COMPLETE: 'completed', DELEGATE: 'delegated', CANCEL: 'cancelled' } },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export function flowTaskStateOf(value: unknown): FlowTaskState | null {
  const hit = Object.entries(FLOW_TASK_STATE).find(([, v]) => v === Number(value));
  return hit ? (hit[0] as FlowTaskState) : null;
}

export function nextFlowTaskState(value: unknown, type: FlowTaskEventType): number | null {
  const name = flowTaskStateOf(value);
  if (!name) return null;
  const snapshot = flowTaskMachine.resolveState({ value: name, context: undefined });
  if (!snapshot.can({ type })) return null;
  const [next] = transition(flowTaskMachine, snapshot, { type });
  return FLOW_TASK_STATE[next.value as FlowTaskState];
}

export function flowTaskRefusal(value: unknown, type: FlowTaskEventType): { zh: string; en: string } {
  const state = flowTaskStateOf(value);
  if (state === 'completed') return { zh: '任务已办结', en: 'The task is already completed' };
  if (state === 'cancelled') return { zh: '任务已取消', en: 'The task was cancelled' };
  if (type === 'CLAIM') return { zh: '任务已被签收', en: 'The task has already been claimed' };
  if (type === 'COMPLETE' && state === 'unassigned') return { zh: '请先签收任务', en: 'Claim the task first' };
  return { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
}
