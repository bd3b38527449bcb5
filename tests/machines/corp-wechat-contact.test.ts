/** Model-based: every path of the Enterprise WeChat contact machine, with the helpers the server (callback, sync, assignment) and the list use. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  CORP_WECHAT_CONTACT_EVENTS,
  CORP_WECHAT_STATUS,
  corpWechatContactAllows,
  corpWechatContactMachine,
  corpWechatContactRefusal,
  corpWechatContactStateOf,
  nextCorpWechatStatus,
  type CorpWechatContactState,
} from '../../src/machines/corp-wechat-contact.machine';
import { corpWechatCustomerResource } from '../../src/domain/resources/sales/corp-wechat';
import { reachedStates } from './helpers';

describe('corp WeChat contact model', () => {
  const model = createTestModel(corpWechatContactMachine, { events: CORP_WECHAT_CONTACT_EVENTS.map((type) => ({ type })) });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(['active', 'deleted']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(corpWechatContactMachine).start();
      let status: number = CORP_WECHAT_STATUS.normal;
      const check = (name: CorpWechatContactState) => {
        expect(actor.getSnapshot().value).toBe(name);
        expect(corpWechatContactStateOf(status)).toBe(name);
        for (const type of CORP_WECHAT_CONTACT_EVENTS) expect(corpWechatContactAllows({ status }, type)).toBe(actor.getSnapshot().can({ type }));
      };
      await path.test({
        states: { active: () => check('active'), deleted: () => check('deleted') },
        events: Object.fromEntries(
          CORP_WECHAT_CONTACT_EVENTS.map((type) => [
            type,
            () => {
              const next = nextCorpWechatStatus(status, type);
              expect(next).not.toBeNull();
              status = next!;
              actor.send({ type });
            },
          ]),
        ),
      });
    });
  }

  it('a deleted contact is not moved, edited or deleted again; it comes back by ADD; a remark is kept in both', () => {
    expect(nextCorpWechatStatus(1, 'ASSIGN')).toBeNull();
    expect(nextCorpWechatStatus(1, 'EDIT')).toBeNull();
    expect(nextCorpWechatStatus(1, 'DELETE')).toBeNull();
    expect(nextCorpWechatStatus(1, 'ADD')).toBe(0);
    expect(nextCorpWechatStatus(0, 'ADD')).toBe(0);
    expect(nextCorpWechatStatus(0, 'DELETE')).toBe(1);
    expect(nextCorpWechatStatus(1, 'REMARK')).toBe(1);
    expect(nextCorpWechatStatus(9, 'ADD')).toBeNull();
    expect(corpWechatContactStateOf(null)).toBe('active');
    expect(corpWechatContactRefusal({ status: 1 }, 'ASSIGN').zh).toBe('客户已删除好友，不能分配');
  });

  it('gives the list its 分配: offered where the machine allows ASSIGN, with its refusal', () => {
    const assign = corpWechatCustomerResource.actions!.find((a) => a.name === 'assignment')!;
    expect(assign.applies!({ status: 0 })).toBe(true);
    expect(assign.applies!({ status: 1 })).toBe(false);
    expect(assign.refusal!({ status: 1 }).zh).toBe('客户已删除好友，不能分配');
  });
});
