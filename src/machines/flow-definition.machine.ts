/**
 * A deployed process definition (流程管理 /flow/manager, blade-flow manager change-state): 1 active, 2
 * suspended (dictionary flow_process_state). A suspended definition starts no new instance; the ones
 * already running go on (docs/workflow.md).
 */
import { setup, transition } from 'xstate';

export const FLOW_DEFINITION_STATE = { active: 1, suspended: 2 } as const;
export const FLOW_DEFINITION_STATE_OPTIONS = [
  { value: 1, zh: '激活', en: 'Active' },
  { value: 2, zh: '挂起', en: 'Suspended' },
] as const;

export type FlowDefinitionEvent = { type: 'SUSPEND' } | { type: 'ACTIVATE' } | { type: 'START' };
export type FlowDefinitionEventType = FlowDefinitionEvent['type'];
export type FlowDefinitionState = keyof typeof FLOW_DEFINITION_STATE;

export const flowDefinitionMachine = setup({ types: { events: {} as FlowDefinitionEvent } }).createMachine({
  id: 'flowDefinition',
  initial: 'active',
  states: {
    // START changes nothing: the machine only says a definition may start instances
    active: { on: { SUSPEND: 'suspended', START: 'active' } },
    suspended: { on: { ACTIVATE: 'active' } },
  },
});

export function flowDefinitionStateOf(value: unknown): FlowDefinitionState | null {
  const hit = Object.entries(FLOW_DEFINITION_STATE).find(([, v]) => v === Number(value));
  return hit ? (hit[0] as FlowDefinitionState) : null;
}

/** The state value after the event, or null when the definition cannot take it. */
export function nextFlowDefinitionState(value: unknown, type: FlowDefinitionEventType): number | null {
  const name = flowDefinitionStateOf(value);
  if (!name) return null;
  const snapshot = flowDefinitionMachine.resolveState({ value: name, context: undefined });
  if (!snapshot.can({ type })) return null;
  const [next] = transition(flowDefinitionMachine, snapshot, { type });
  return FLOW_DEFINITION_STATE[next.value as FlowDefinitionState];
}

export function flowDefinitionRefusal(value: unknown, type: FlowDefinitionEventType): { zh: string; en: string } {
  const state = flowDefinitionStateOf(value);
  if (type === 'START' && state === 'suspended') return { zh: '流程已挂起，不能发起', en: 'The process is suspended and cannot be started' };
  if (type === 'SUSPEND') return { zh: '流程已挂起', en: 'The process is already suspended' };
  if (type === 'ACTIVATE') return { zh: '流程已激活', en: 'The process is already active' };
  return { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
}
