/**
 * A process instance (流程跟踪 /flow/follow): 1 running, 2 suspended, 3 completed (reached an end
 * event), 4 terminated (deleted with a reason by delete-process-instance). The engine moves a
 * running instance from task to task; this machine is the lifecycle the server enforces around it.
 */
import { setup, transition } from 'xstate';

export const FLOW_INSTANCE_STATE = { running: 1, suspended: 2, completed: 3, terminated: 4 } as const;
export const FLOW_INSTANCE_STATE_OPTIONS = [
  { value: 1, zh: '审批中', en: 'Running' },
  { value: 2, zh: '已挂起', en: 'Suspended' },
  { value: 3, zh: '已办结', en: 'Completed' },
  { value: 4, zh: '已终止', en: 'Terminated' },
] as const;

/** ADVANCE: a task of it completes (and the engine moves on); FINISH: the engine reached an end event */
export type FlowInstanceEvent = { type: 'ADVANCE' } | { type: 'FINISH' } | { type: 'SUSPEND' } | { type: 'ACTIVATE' } | { type: 'TERMINATE' };
export type FlowInstanceEventType = FlowInstanceEvent['type'];
export type FlowInstanceState = keyof typeof FLOW_INSTANCE_STATE;

export const flowInstanceMachine = setup({ types: { events: {} as FlowInstanceEvent } }).createMachine({
  id: 'flowInstance',
  initial: 'running',
  states: {
    running: { on: { ADVANCE: 'running', FINISH: 'completed', SUSPEND: 'suspended', TERMINATE: 'terminated' } },
    // a suspended instance takes no task completion until it is activated again
    suspended: { on: { ACTIVATE: 'running', TERMINATE: 'terminated' } },
    completed: { type: 'final' },
    terminated: { type: 'final' },
  },
});

export function flowInstanceStateOf(value: unknown): FlowInstanceState | null {
  const hit = Object.entries(FLOW_INSTANCE_STATE).find(([, v]) => v === Number(value));
  return hit ? (hit[0] as FlowInstanceState) : null;
}

export function nextFlowInstanceState(value: unknown, type: FlowInstanceEventType): number | null {
  const name = flowInstanceStateOf(value);
  if (!name) return null;
  const snapshot = flowInstanceMachine.resolveState({ value: name, context: undefined });
  if (!snapshot.can({ type })) return null;
  const [next] = transition(flowInstanceMachine, snapshot, { type });
  return FLOW_INSTANCE_STATE[next.value as FlowInstanceState];
}

export function flowInstanceRefusal(value: unknown, type: FlowInstanceEventType): { zh: string; en: string } {
  const state = flowInstanceStateOf(value);
  if (state === 'completed') return { zh: '流程已办结', en: 'The process has completed' };
  if (state === 'terminated') return { zh: '流程已终止', en: 'The process was terminated' };
  if (state === 'suspended' && type !== 'ACTIVATE') return { zh: '流程已挂起', en: 'The process is suspended' };
  if (state === 'running' && type === 'ACTIVATE') return { zh: '流程已激活', en: 'The process is already active' };
  return { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
}
