/**
 * Multi-instance user tasks (docs/workflow.md "Multi-instance tasks"): one task per item of the
 * collection (a person: in their todo; a role: offered to it), parallel or one after another; the
 * completion condition (all, any, a ratio) ends the round and cancels the rest; one veto makes the
 * round's outcome 驳回; a round half done survives a server restart. Deployment refuses a
 * multi-instance task without a collection or with a condition it cannot read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, login, type TestServer, startServer } from './harness';
import { deployUpload, uniqueKey } from './flow-kit';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { user } from '../../server/db/schema';
import { flowInstance, flowTask } from '../../server/db/resource-tables/flow';

let s: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const signIn = async () => {
  for (const a of ['manager', 'sales', 'finance', 'service']) tokens[a] = (await login(s.app, a, 'anhua123')).access_token;
  tokens.admin = (await login(s.app, 'admin', 'admin123')).access_token;
};
beforeAll(async () => {
  s = await startServer();
  await signIn();
  for (const a of ['manager', 'finance', 'service', 'sales']) {
    const [u] = await s.database.ownerDb.select({ id: user.id }).from(user).where(and(eq(user.account, a), eq(user.tenantId, '000001')));
    ids[a] = String(u.id);
  }
});
afterAll(async () => {
  await s?.close();
});

type Row = Record<string, unknown> & { id: string };
interface Page {
  records: Row[];
}
const get = (who: string, url: string, query: Record<string, string | number> = {}) => call<Page>(s.app, 'GET', url, { token: tokens[who], query: { size: 100, ...query } });
const post = <T = unknown>(who: string, url: string, body: unknown) => call<T>(s.app, 'POST', url, { token: tokens[who], body });
const todo = async (who: string, pi: string) => (await get(who, '/blade-flow/work/todo-list', { processInstanceId: pi })).data.records;
const offered = async (who: string, pi: string) => (await get(who, '/blade-flow/work/claim-list', { processInstanceId: pi })).data.records;
const complete = (who: string, taskId: string, outcome = 'pass') => post(who, '/blade-flow/work/complete-task', { taskId, outcome, comment: `${who} ${outcome}` });
const tasksOf = (pi: string) => s.database.ownerDb.select().from(flowTask).where(eq(flowTask.processInstanceId, pi)).orderBy(flowTask.createTime, flowTask.id);

/** 会签: every item of the collection approves; a veto goes back to the applicant, else on to 归档 */
const countersign = (key: string, items: string[], opts: { sequential?: boolean; completion?: string } = {}) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">
  <process id="${key}" name="会签${key}" isExecutable="true">
    <startEvent id="s" />
    <sequenceFlow id="f1" sourceRef="s" targetRef="sign" />
    <userTask id="sign" name="会签" flowable:assignee="\${approver}">
      <multiInstanceLoopCharacteristics isSequential="${opts.sequential ? 'true' : 'false'}" flowable:collection="\${[${items.map((i) => `'${i}'`).join(',')}]}" flowable:elementVariable="approver">${opts.completion ? `<completionCondition>${opts.completion}</completionCondition>` : ''}</multiInstanceLoopCharacteristics>
    </userTask>
    <sequenceFlow id="f2" sourceRef="sign" targetRef="g" />
    <exclusiveGateway id="g" />
    <sequenceFlow id="ok" sourceRef="g" targetRef="file"><conditionExpression>\${outcome == 'pass'}</conditionExpression></sequenceFlow>
    <sequenceFlow id="no" sourceRef="g" targetRef="fix"><conditionExpression>\${outcome == 'reject'}</conditionExpression></sequenceFlow>
    <userTask id="file" name="归档" flowable:assignee="\${initiator}" />
    <userTask id="fix" name="修改" flowable:assignee="\${initiator}" />
    <sequenceFlow id="f3" sourceRef="file" targetRef="e" />
    <sequenceFlow id="f4" sourceRef="fix" targetRef="e" />
    <endEvent id="e" />
  </process>
</definitions>`;

const upload = (name: string, xml: string) => deployUpload(s.app, tokens.admin, name, xml);
const start = async (defId: string) => (await post<{ processInstanceId: string }>('sales', '/blade-flow/work/start-process', { processDefinitionId: defId })).data.processInstanceId;
const key = uniqueKey;

describe('deployment', () => {
  it('refuses a multi-instance task without a collection, with an unreadable condition, or a standard loop', async () => {
    const none = await upload('mi.bpmn', countersign(key('A'), ['1']).replace(/ flowable:collection="[^"]*"/, ''));
    expect(none).toMatchObject({ code: 400, msg: '多实例任务sign须指定处理人集合' });
    expect(await upload('mi.bpmn', countersign(key('E'), []))).toMatchObject({ code: 400, msg: '多实例任务sign须指定处理人集合' });
    const cond = await upload('mi.bpmn', countersign(key('B'), ['1'], { completion: '${nrOfCompletedInstances >=}' }));
    expect(cond).toMatchObject({ code: 400, msg: '多实例任务sign的完成条件无法识别：${nrOfCompletedInstances >=}' });
    const loop = await upload('mi.bpmn', countersign(key('C'), ['1']).replace(/<multiInstanceLoopCharacteristics[\s\S]*<\/multiInstanceLoopCharacteristics>/, '<standardLoopCharacteristics />'));
    expect(loop).toMatchObject({ code: 400, msg: '流程包含不支持的元素：UserTask(StandardLoopCharacteristics) sign' });
  });
});

describe('parallel', () => {
  it('puts one task in each person\'s todo, waits for all, and carries a round half done across a restart', async () => {
    const def = (await upload('mi.bpmn', countersign(key('P'), [ids.manager, ids.finance, ids.service]))).data;
    const pi = await start(def.id);
    for (const who of ['manager', 'finance', 'service']) expect((await todo(who, pi)).map((t) => t.taskName)).toEqual(['会签']);
    expect((await s.database.ownerDb.select().from(flowInstance).where(eq(flowInstance.id, pi)))[0].currentTaskName).toBe('会签');
    expect(await todo('sales', pi)).toEqual([]);
    const [m] = await todo('manager', pi);
    // not yours
    expect((await complete('finance', m.id)).msg).toBe('该任务不属于您，不能办理');
    expect((await complete('manager', m.id)).code).toBe(200);
    expect((await complete('manager', m.id)).code).not.toBe(200);

    // a new server on the same database: the round goes on from the saved state
    await s.app.close();
    const config = { ...loadConfig({}), jwtSecret: 'restart-' + Date.now() };
    const { app } = await buildApp({ database: s.database, config, now: () => new Date(), clientDir: null });
    await app.ready();
    s.app = app;
    await signIn();

    expect(await todo('manager', pi)).toEqual([]);
    const [f] = await todo('finance', pi);
    expect((await complete('finance', f.id)).code).toBe(200);
    // two of three: still waiting for the third
    expect(await todo('sales', pi)).toEqual([]);
    const [v] = await todo('service', pi);
    expect((await complete('service', v.id)).code).toBe(200);
    expect((await todo('sales', pi)).map((t) => t.taskName)).toEqual(['归档']);
    expect((await tasksOf(pi)).filter((t) => t.taskDefinitionKey === 'sign').map((t) => [t.assignee, t.state, t.outcome])).toEqual([
      [ids.manager, 2, 'pass'],
      [ids.finance, 2, 'pass'],
      [ids.service, 2, 'pass'],
    ]);
  });

  it('ends the round at its completion condition (any one) and cancels the others', async () => {
    const def = (await upload('mi.bpmn', countersign(key('Y'), [ids.manager, ids.finance], { completion: '${nrOfCompletedInstances >= 1}' }))).data;
    const pi = await start(def.id);
    const [f] = await todo('finance', pi);
    expect((await complete('finance', f.id)).code).toBe(200);
    expect(await todo('manager', pi)).toEqual([]);
    expect((await todo('sales', pi)).map((t) => t.taskName)).toEqual(['归档']);
    const sign = (await tasksOf(pi)).filter((t) => t.taskDefinitionKey === 'sign');
    expect(sign.map((t) => [t.assignee, t.state])).toEqual([
      [ids.manager, 4],
      [ids.finance, 2],
    ]);
  });

  it('ends at a ratio of completions', async () => {
    const def = (await upload('mi.bpmn', countersign(key('R'), [ids.manager, ids.finance, ids.service], { completion: '${nrOfCompletedInstances / nrOfInstances >= 0.6}' }))).data;
    const pi = await start(def.id);
    expect((await complete('manager', (await todo('manager', pi))[0].id)).code).toBe(200);
    expect(await todo('sales', pi)).toEqual([]);
    expect((await complete('service', (await todo('service', pi))[0].id)).code).toBe(200);
    expect((await todo('sales', pi)).map((t) => t.taskName)).toEqual(['归档']);
    expect(await todo('finance', pi)).toEqual([]);
  });

  it('sends the round back when one of them rejects, though the others pass', async () => {
    const def = (await upload('mi.bpmn', countersign(key('V'), [ids.manager, ids.finance]))).data;
    const pi = await start(def.id);
    expect((await complete('manager', (await todo('manager', pi))[0].id, 'reject')).code).toBe(200);
    expect((await complete('finance', (await todo('finance', pi))[0].id, 'pass')).code).toBe(200);
    expect((await todo('sales', pi)).map((t) => t.taskName)).toEqual(['修改']);
  });
});

describe('sequential', () => {
  it('offers a role\'s instance to the role, and the next item waits until it is done', async () => {
    const def = (await upload('mi.bpmn', countersign(key('S'), ['role:finance_clerk', ids.manager], { sequential: true }))).data;
    const pi = await start(def.id);
    expect(await todo('manager', pi)).toEqual([]);
    const [c] = await offered('finance', pi);
    expect(c).toMatchObject({ taskName: '会签', candidateGroups: 'role:finance_clerk' });
    expect(await offered('manager', pi)).toEqual([]);
    expect((await post('finance', '/blade-flow/work/claim-task', { taskId: c.id })).code).toBe(200);
    expect((await complete('finance', c.id)).code).toBe(200);
    const [m] = await todo('manager', pi);
    expect(m.taskName).toBe('会签');
    expect((await complete('manager', m.id)).code).toBe(200);
    expect((await todo('sales', pi)).map((t) => t.taskName)).toEqual(['归档']);
    const [inst] = await s.database.ownerDb.select().from(flowInstance).where(eq(flowInstance.id, pi));
    expect(inst.state).toBe(1);
  });
});
