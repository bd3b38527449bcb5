/** Model-based: every shortest path of the three workflow lifecycles, with the pure helpers the server and the lists use. */
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { FLOW_DEFINITION_STATE, flowDefinitionMachine, flowDefinitionRefusal, nextFlowDefinitionState } from '../../src/machines/flow-definition.machine';
import { FLOW_INSTANCE_STATE, flowInstanceMachine, flowInstanceRefusal, nextFlowInstanceState } from '../../src/machines/flow-instance.machine';
import { FLOW_TASK_STATE, flowTaskMachine, flowTaskRefusal, nextFlowTaskState } from '../../src/machines/flow-task.machine';
import { reachedStates } from './helpers';

interface Case {
  name: string;
  machine: AnyStateMachine;
  values: Record<string, number>;
  events: string[];
  next: (value: unknown, type: never) => number | null;
  refusal: (value: unknown, type: never) => { zh: string };
}

const CASES: Case[] = [
  { name: 'process definition', machine: flowDefinitionMachine, values: FLOW_DEFINITION_STATE, events: ['SUSPEND', 'ACTIVATE', 'START'], next: nextFlowDefinitionState, refusal: flowDefinitionRefusal },
  { name: 'process instance', machine: flowInstanceMachine, values: FLOW_INSTANCE_STATE, events: ['ADVANCE', 'FINISH', 'SUSPEND', 'ACTIVATE', 'TERMINATE'], next: nextFlowInstanceState, refusal: flowInstanceRefusal },
  { name: 'task', machine: flowTaskMachine, values: FLOW_TASK_STATE, events: ['CLAIM', 'COMPLETE', 'DELEGATE', 'CANCEL'], next: nextFlowTaskState, refusal: flowTaskRefusal },
];

for (const c of CASES) {
  describe(`${c.name} model`, () => {
    const model = createTestModel(c.machine, { events: c.events.map((type) => ({ type })) });
    const paths = model.getShortestPaths();

    it('reaches every state', () => {
      expect(reachedStates(paths)).toEqual(Object.keys(c.values).sort());
    });

    for (const path of paths) {
      it(path.description, async () => {
        const actor = createActor(c.machine).start();
        let value: number = c.values[String(actor.getSnapshot().value)];
        const check = (name: string) => {
          expect(actor.getSnapshot().value).toBe(name);
          expect(value).toBe(c.values[name]);
          for (const type of c.events) {
            const allowed = actor.getSnapshot().can({ type });
            expect(c.next(value, type as never) !== null).toBe(allowed);
            // every refusal says something more precise than the generic message where it can
            if (!allowed) expect(c.refusal(value, type as never).zh.length).toBeGreaterThan(0);
          }
        };
        const send = (step: { event: { type: string } }) => {
          const next = c.next(value, step.event.type as never);
          expect(next).not.toBeNull();
          value = next!;
          actor.send(step.event);
        };
        await path.test({
          states: Object.fromEntries(Object.keys(c.values).map((n) => [n, () => check(n)])),
          events: Object.fromEntries(c.events.map((t) => [t, send as never])),
        });
      });
    }
  });
}

describe('workflow refusals in the spec’s words', () => {
  it('names why', () => {
    expect(flowDefinitionRefusal(2, 'START').zh).toBe('流程已挂起，不能发起');
    expect(flowTaskRefusal(1, 'CLAIM').zh).toBe('任务已被签收');
    expect(flowTaskRefusal(2, 'COMPLETE').zh).toBe('任务已办结');
    expect(flowTaskRefusal(0, 'COMPLETE').zh).toBe('请先签收任务');
    expect(flowInstanceRefusal(4, 'TERMINATE').zh).toBe('流程已终止');
    expect(nextFlowTaskState('x', 'CLAIM')).toBeNull();
    expect(nextFlowInstanceState(null, 'ADVANCE')).toBeNull();
  });
});
