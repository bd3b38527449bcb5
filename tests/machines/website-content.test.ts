/** Model-based: every path of the website-content machine, with the helpers the declaration and the server use. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { CONTENT_STATUS, contentAllows, contentRefusal, contentStateOf, nextContentStatus, websiteContentMachine, type ContentEventType, type ContentState } from '../../src/machines/website-content.machine';
import { websiteContentResource } from '../../src/domain/resources/marketing/website-content';
import { reachedStates } from './helpers';

const EVENTS: ContentEventType[] = ['PUBLISH', 'UNPUBLISH', 'EDIT', 'DELETE'];

describe('website content model', () => {
  const model = createTestModel(websiteContentMachine, { events: EVENTS.map((type) => ({ type })) });
  const paths = model.getSimplePaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(['draft', 'published', 'unpublished']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(websiteContentMachine).start();
      let status: number = CONTENT_STATUS.draft;
      const check = (name: ContentState) => {
        expect(actor.getSnapshot().value).toBe(name);
        expect(contentStateOf(status)).toBe(name);
        // the helpers the declaration and the server use say what the machine says, event by event
        for (const type of EVENTS) expect(contentAllows({ status }, type)).toBe(actor.getSnapshot().can({ type }));
        const publish = websiteContentResource.actions!.find((a) => a.name === 'PUBLISH')!;
        const unpublish = websiteContentResource.actions!.find((a) => a.name === 'UNPUBLISH')!;
        expect(publish.applies!({ status })).toBe(actor.getSnapshot().can({ type: 'PUBLISH' }));
        expect(unpublish.applies!({ status })).toBe(actor.getSnapshot().can({ type: 'UNPUBLISH' }));
        expect(websiteContentResource.editable!.applies({ status })).toBe(actor.getSnapshot().can({ type: 'EDIT' }));
        expect(websiteContentResource.removable!.applies({ status })).toBe(actor.getSnapshot().can({ type: 'DELETE' }));
      };
      const step = (type: ContentEventType) => () => {
        const next = nextContentStatus(status, type);
        expect(next).not.toBeNull();
        status = next!;
        actor.send({ type });
      };
      await path.test({
        states: { draft: () => check('draft'), published: () => check('published'), unpublished: () => check('unpublished') },
        events: Object.fromEntries(EVENTS.map((e) => [e, step(e)])),
      });
    });
  }

  it('refuses in the words the server answers, naming the piece of a batch', () => {
    expect(nextContentStatus(1, 'PUBLISH')).toBeNull();
    expect(nextContentStatus(0, 'UNPUBLISH')).toBeNull();
    expect(nextContentStatus(7, 'PUBLISH')).toBeNull();
    expect(contentStateOf(null)).toBe('draft');
    expect(contentRefusal({ status: 1 }, 'PUBLISH', false).zh).toBe('内容已发布');
    expect(contentRefusal({ status: 1 }, 'EDIT', false).zh).toBe('内容已发布，请先下线再修改');
    expect(contentRefusal({ status: 1 }, 'DELETE', false).zh).toBe('内容已发布，请先下线再删除');
    expect(contentRefusal({ status: 2 }, 'UNPUBLISH', false).zh).toBe('内容未发布，不能下线');
    expect(contentRefusal({ status: 1, title: '关于安华' }, 'PUBLISH', true).zh).toBe('关于安华：内容已发布');
  });
});
