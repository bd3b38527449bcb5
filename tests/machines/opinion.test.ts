/** Model-based: every path of the feedback machine, with the helpers the declaration and the server use. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { nextOpinionStatus, OPINION_STATUS, opinionAllows, opinionMachine, opinionRefusal, opinionStateOf, type OpinionState } from '../../src/machines/opinion.machine';
import { opinionResource } from '../../src/domain/resources/operations/customer-service';
import { reachedStates } from './helpers';

describe('opinion model', () => {
  const model = createTestModel(opinionMachine, { events: [{ type: 'HANDLE' }] });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(['handled', 'unhandled']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(opinionMachine).start();
      let status: number = OPINION_STATUS.unhandled;
      const check = (name: OpinionState) => {
        expect(actor.getSnapshot().value).toBe(name);
        expect(opinionStateOf(status)).toBe(name);
        expect(opinionAllows({ status }, 'HANDLE')).toBe(actor.getSnapshot().can({ type: 'HANDLE' }));
      };
      await path.test({
        states: { unhandled: () => check('unhandled'), handled: () => check('handled') },
        events: {
          HANDLE: () => {
            const next = nextOpinionStatus(status, 'HANDLE');
            expect(next).not.toBeNull();
            status = next!;
            actor.send({ type: 'HANDLE' });
          },
        },
      });
    });
  }

  it('refuses handling twice in the spec’s words, naming the member of a batch', () => {
    expect(nextOpinionStatus(1, 'HANDLE')).toBeNull();
    expect(nextOpinionStatus(7, 'HANDLE')).toBeNull();
    expect(opinionStateOf(null)).toBe('unhandled');
    expect(opinionRefusal({ status: 1 }, false).zh).toBe('该意见已处理，不能重复处理');
    expect(opinionRefusal({ status: 1, memberName: '郑浩然' }, true).zh).toBe('郑浩然：该意见已处理，不能重复处理');
  });

  it('gives the declaration its 处理 action: offered where the machine allows it, with the way and the content as input', () => {
    const handle = opinionResource.actions!.find((a) => a.name === 'HANDLE')!;
    expect(handle).toMatchObject({ path: 'update', permission: 'opinion_handle', custom: true });
    expect(handle.applies!({ status: 0 })).toBe(true);
    expect(handle.applies!({ status: 1 })).toBe(false);
    expect(Object.keys(handle.input!)).toEqual(['processWay', 'processContent']);
  });
});
