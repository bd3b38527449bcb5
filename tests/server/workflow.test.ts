/**
 * blade-flow and blade-desk leave (docs/workflow.md): models, deploy and deploy-upload, definitions'
 * states and deletion, start, claim (one winner of two), complete (once), send/done lists, history,
 * reassignment, termination, the leave flow through its gateways, and an instance finished after
 * the server restarted mid-process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { call, login, type TestServer, startServer } from './harness';
import { deployUpload } from './flow-kit';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { flowInstance } from '../../server/db/resource-tables/flow';

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startServer();
  for (const a of ['manager', 'sales', 'finance', 'warehouse', 'service']) tokens[a] = (await login(s.app, a, 'anhua123')).access_token;
  tokens.admin = (await login(s.app, 'admin', 'admin123')).access_token;
});
afterAll(async () => {
  await s?.close();
});

type Row = Record<string, unknown> & { id: string };
interface Page {
  records: Row[];
  total: number;
}
const get = <T = Page>(who: string, url: string, query: Record<string, string | number> = {}) => call<T>(s.app, 'GET', url, { token: tokens[who], query: { size: 100, ...query } });
const post = <T = unknown>(who: string, url: string, body: unknown) => call<T>(s.app, 'POST', url, { token: tokens[who], body });

const LEAVE_XML = readFileSync(new URL('../../server/db/seed/flow/leave.bpmn20.xml', import.meta.url), 'utf8');

/** a small two-step process, with its own key so each test deploys its own */
function twoStep(key: string, first = 'candidateGroups="finance_clerk"') {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" targetNamespace="t">
  <process id="${key}" name="两步审批${key}" isExecutable="true">
    <startEvent id="s" />
    <sequenceFlow id="f1" sourceRef="s" targetRef="a" />
    <userTask id="a" name="财务审核" camunda:${first} />
    <sequenceFlow id="f2" sourceRef="a" targetRef="b" />
    <userTask id="b" name="申请人确认" camunda:assignee="\${initiator}" />
    <sequenceFlow id="f3" sourceRef="b" targetRef="e" />
    <endEvent id="e" />
  </process>
</definitions>`;
}

const upload = (who: string, name: string, xml: string) => deployUpload(s.app, tokens[who], name, xml, 'approval');

const openTask = async (who: 'todo' | 'claim', account: string, instanceId: string) =>
  (await get(account, `/blade-flow/work/${who}-list`, { processInstanceId: instanceId })).data.records[0];

describe('models and deployments', () => {
  it('creates a model with a blank diagram, deploys it as a new version each time, and refuses a bad key', async () => {
    const key = `M${Date.now()}`;
    expect((await post('admin', '/blade-flow/model/submit', { name: '测试模型', modelKey: key, category: 'approval' })).code).toBe(200);
    const model = (await get('admin', '/blade-flow/model/list', { modelKey: key })).data.records[0];
    const xml = (await get<{ xml: string }>('admin', '/blade-flow/model/xml', { id: model.id })).data.xml;
    expect(xml).toContain(`<process id="${key}"`);
    // a start event alone does not run: refused with the reason, nothing deployed
    const refused = await post('admin', '/blade-flow/model/deploy', { id: model.id });
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe('流程至少需要一个用户任务');
    expect((await post('admin', '/blade-flow/model/save-xml', { id: model.id, xml: '<definitions' })).code).toBe(400);
    expect((await post('admin', '/blade-flow/model/save-xml', { id: model.id, xml: twoStep(key) })).code).toBe(200);
    const v1 = await post<{ version: number }>('admin', '/blade-flow/model/deploy', { id: model.id });
    const v2 = await post<{ version: number }>('admin', '/blade-flow/model/deploy', { id: model.id });
    expect([v1.data.version, v2.data.version]).toEqual([1, 2]);
    expect((await get('admin', '/blade-flow/model/list', { modelKey: key })).data.records[0].version).toBe(2);
    // the start list offers the latest version only
    const startable = (await get('sales', '/blade-flow/work/start-list', { processKey: key })).data.records;
    expect(startable.map((d) => d.version)).toEqual([2]);
    expect(startable[0].xml).toBeUndefined();
    const badKey = await post('admin', '/blade-flow/model/submit', { name: '坏标识', modelKey: '1 bad' });
    expect(badKey.code).toBe(400);
  });

  it('deploys a Flowable file as it is, refuses a file that does not parse or uses unsupported elements, naming them', async () => {
    const ok = await upload('admin', 'leave-copy.bpmn20.xml', LEAVE_XML.replaceAll('"Leave"', '"LeaveCopy"'));
    expect(ok.code).toBe(200);
    expect(ok.data.version).toBe(1);
    const broken = await upload('admin', 'broken.bpmn', '<definitions><process');
    expect(broken.code).toBe(400);
    expect(broken.msg).toContain('BPMN文件无法解析');
    const script = await upload('admin', 'script.bpmn', twoStep('Scripted').replace('<endEvent id="e" />', '<endEvent id="e" /><scriptTask id="danger" scriptFormat="javascript"><script>process.exit()</script></scriptTask><serviceTask id="svc" />'));
    expect(script.code).toBe(400);
    expect(script.msg).toBe('流程包含不支持的元素：ScriptTask danger、ServiceTask svc');
    const txt = await upload('admin', 'notes.txt', LEAVE_XML);
    expect(txt.code).toBe(400);
    // a condition that is a script or not an expression is refused too
    const cond = await upload('admin', 'cond.bpmn', LEAVE_XML.replace("${outcome == 'reject'}", "${execution.getVariable('x') ==}"));
    expect(cond.code).toBe(400);
    expect(cond.msg).toContain('条件无法识别');
    // the salesman holds no upload button
    expect((await upload('sales', 'x.bpmn', LEAVE_XML)).code).toBe(403);
  });

  it('suspends a definition (no start), activates it, and deletes a deployment only with its instances when asked', async () => {
    const key = `S${Date.now()}`;
    const d = (await upload('admin', `${key}.bpmn`, twoStep(key))).data;
    expect((await post('admin', '/blade-flow/manager/change-state', { id: d.id, state: 2 })).code).toBe(200);
    const suspended = await post('sales', '/blade-flow/work/start-process', { processDefinitionId: d.id });
    expect(suspended.code).toBe(10300);
    expect(suspended.msg).toBe('流程已挂起，不能发起');
    expect((await get('sales', '/blade-flow/work/start-list', { processKey: key })).data.total).toBe(0);
    // suspending twice: the machine refuses
    expect((await post('admin', '/blade-flow/manager/change-state', { id: d.id, state: 2 })).code).toBe(10300);
    expect((await post('admin', '/blade-flow/manager/change-state', { id: d.id, state: 1 })).code).toBe(200);
    const started = await post<{ processInstanceId: string }>('sales', '/blade-flow/work/start-process', { processDefinitionId: d.id });
    expect(started.code).toBe(200);
    const refused = await post('admin', '/blade-flow/manager/delete-deployment', { id: d.id, cascade: 0 });
    expect(refused.code).toBe(10300);
    expect(refused.msg).toContain('有运行中的实例');
    expect((await get('admin', '/blade-flow/manager/list', { processKey: key })).data.total).toBe(1);
    expect((await post('admin', '/blade-flow/manager/delete-deployment', { id: d.id, cascade: 1 })).code).toBe(200);
    expect((await get('admin', '/blade-flow/manager/list', { processKey: key })).data.total).toBe(0);
    const [inst] = await s.database.ownerDb.select().from(flowInstance).where(eq(flowInstance.id, started.data.processInstanceId));
    expect(inst.state).toBe(4);
    // the sales' task went with it
    expect(await openTask('claim', 'finance', started.data.processInstanceId)).toBeUndefined();
  });
});

describe('running a process', () => {
  it('starts, offers to the group, claims (one of two), completes once, and lists send, done and history', async () => {
    const key = `R${Date.now()}`;
    const d = (await upload('admin', `${key}.bpmn`, twoStep(key))).data;
    const started = await post<{ processInstanceId: string }>('sales', '/blade-flow/work/start-process', { processDefinitionId: d.id });
    const pi = started.data.processInstanceId;
    expect((await get('sales', '/blade-flow/work/send-list', { processDefinitionId: d.id })).data.records.map((r) => r.id)).toEqual([pi]);
    // offered to finance_clerk: not to the warehouse clerk
    expect(await openTask('claim', 'warehouse', pi)).toBeUndefined();
    const task = await openTask('claim', 'finance', pi);
    expect(task).toMatchObject({ taskName: '财务审核', state: 0 });
    // not claimed: cannot be completed
    expect((await post('finance', '/blade-flow/work/complete-task', { taskId: task.id, outcome: 'pass' })).msg).toBe('请先签收任务');
    // the warehouse clerk is no candidate
    expect((await post('warehouse', '/blade-flow/work/claim-task', { taskId: task.id })).msg).toBe('您不是该任务的候选人，不能签收');
    // two claims at once: exactly one winner (the manager is no candidate; make the admin one by group token)
    const [a, b] = await Promise.all([post('finance', '/blade-flow/work/claim-task', { taskId: task.id }), post('finance', '/blade-flow/work/claim-task', { id: task.id })]);
    expect([a.code, b.code].sort((x, y) => x - y)).toEqual([200, 10300]);
    expect([a.msg, b.msg]).toContain('任务已被签收');
    expect((await openTask('todo', 'finance', pi)).id).toBe(task.id);
    // a form without an outcome is refused, nothing changes
    const noOutcome = await post('finance', '/blade-flow/work/complete-task', { taskId: task.id, comment: 'x' });
    expect(noOutcome.code).toBe(400);
    expect((await openTask('todo', 'finance', pi)).id).toBe(task.id);
    // not hers: the salesman cannot complete it
    expect((await post('sales', '/blade-flow/work/complete-task', { taskId: task.id, outcome: 'pass' })).msg).toBe('该任务不属于您，不能办理');
    // twice at once: completed once
    const [c1, c2] = await Promise.all([
      post('finance', '/blade-flow/work/complete-task', { taskId: task.id, outcome: 'pass', comment: '同意' }),
      post('finance', '/blade-flow/work/complete-task', { taskId: task.id, outcome: 'pass', comment: '同意' }),
    ]);
    expect([c1.code, c2.code].sort((x, y) => x - y)).toEqual([200, 10300]);
    expect([c1.msg, c2.msg]).toContain('任务已办结');
    // the next step is the initiator's, assigned by the model
    const mine = await openTask('todo', 'sales', pi);
    expect(mine).toMatchObject({ taskName: '申请人确认', state: 1 });
    expect((await post('sales', '/blade-flow/work/complete-task', { taskId: mine.id, flag: 'ok', comment: '已确认' })).code).toBe(200);
    const [inst] = await s.database.ownerDb.select().from(flowInstance).where(eq(flowInstance.id, pi));
    expect(inst.state).toBe(3);
    expect((await get('finance', '/blade-flow/work/done-list', { processInstanceId: pi })).data.records.map((r) => r.taskName)).toEqual(['财务审核']);
    const history = await get<Row[]>('sales', '/blade-flow/process/history-flow-list', { processInstanceId: pi });
    expect(history.data.map((h) => [h.historyActivityName, h.assigneeName, h.comment])).toEqual([
      ['发起', '李晓梅', null],
      ['财务审核', '刘芳', '同意'],
      ['申请人确认', '李晓梅', '已确认'],
      ['办结', null, null],
    ]);
    expect(history.data.every((h) => typeof h.durationMillis === 'number')).toBe(true);
    const diagram = await get<{ xml: string; done: string[]; current: string[] }>('sales', '/blade-flow/process/diagram', { processInstanceId: pi });
    expect(diagram.data.done.sort()).toEqual(['a', 'b']);
    expect(diagram.data.current).toEqual([]);
    // finished: no more completion
    expect((await post('sales', '/blade-flow/work/complete-task', { taskId: mine.id, outcome: 'pass' })).code).toBe(10300);
  });

  it('lets an administrator reassign a stuck task and terminate an instance with a reason; other tenants see nothing', async () => {
    const key = `T${Date.now()}`;
    const d = (await upload('admin', `${key}.bpmn`, twoStep(key))).data;
    const pi = (await post<{ processInstanceId: string }>('sales', '/blade-flow/work/start-process', { processDefinitionId: d.id })).data.processInstanceId;
    const stuck = (await get('admin', '/blade-flow/approval/list', { processInstanceId: pi })).data.records[0];
    expect(stuck.taskName).toBe('财务审核');
    const users = (await get<{ records: Row[] }>('admin', '/blade-user/user/list', { account: 'warehouse' })).data.records;
    const warehouseId = users.find((u) => u.account === 'warehouse')!.id;
    expect((await post('admin', '/blade-flow/approval/transfer-task', { id: stuck.id, assignee: warehouseId })).code).toBe(200);
    expect((await openTask('todo', 'warehouse', pi)).state).toBe(3);
    expect((await post('admin', '/blade-flow/approval/transfer-task', { id: stuck.id, assignee: '123' })).code).toBe(400);
    expect((await post('admin', '/blade-flow/follow/delete-process-instance', { processInstanceId: pi, deleteReason: '' })).code).toBe(400);
    expect((await post('admin', '/blade-flow/follow/delete-process-instance', { processInstanceId: pi, deleteReason: '申请有误' })).code).toBe(200);
    expect(await openTask('todo', 'warehouse', pi)).toBeUndefined();
    expect((await post('admin', '/blade-flow/follow/delete-process-instance', { processInstanceId: pi, deleteReason: '再删' })).msg).toBe('流程已终止');
    const history = (await get<Row[]>('admin', '/blade-flow/process/history-flow-list', { processInstanceId: pi })).data;
    expect(history.at(-1)).toMatchObject({ historyActivityName: '终止', comment: '申请有误' });
    // another tenant's administrator finds nothing
    const platform = (await login(s.app, 'admin', 'admin123', '000000')).access_token;
    const other = await call(s.app, 'GET', '/blade-flow/process/history-flow-list', { token: platform, tenant: '000000', query: { processInstanceId: pi } });
    expect(other.code).toBe(404);
  });
});

describe('the leave flow', () => {
  const leaveDef = async () => (await get('sales', '/blade-flow/work/start-list', { processKey: 'Leave' })).data.records.find((d) => d.processKey === 'Leave')!;

  it('starts from its form; more than 3 days goes to the store manager; rejection returns to the applicant; detail by businessId', async () => {
    const def = await leaveDef();
    const bad = await post('sales', '/blade-desk/process/leave/start-process', { processDefinitionId: def.id, leaveType: 1, startTime: '2026-12-10', endTime: '2026-12-08', days: 2, reason: '事' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('结束日期不能早于开始日期');
    const noReason = await post('sales', '/blade-desk/process/leave/start-process', { processDefinitionId: def.id, leaveType: 1, startTime: '2026-12-08', endTime: '2026-12-10', days: 3 });
    expect(noReason.code).toBe(400);
    const started = await post<{ processInstanceId: string; businessId: string }>('sales', '/blade-desk/process/leave/start-process', {
      processDefinitionId: def.id,
      leaveType: 3,
      startTime: '2026-12-21',
      endTime: '2026-12-25',
      days: 5,
      reason: '年假',
    });
    expect(started.code).toBe(200);
    const { processInstanceId: pi, businessId } = started.data;
    const detail = async () => (await get<Row>('sales', '/blade-desk/process/leave/detail', { businessId })).data;
    expect(await detail()).toMatchObject({ days: 5, state: '0', processInstanceId: pi });
    const head = await openTask('claim', 'finance', pi);
    await post('finance', '/blade-flow/work/claim-task', { taskId: head.id });
    expect((await post('finance', '/blade-flow/work/complete-task', { taskId: head.id, outcome: 'pass', comment: '同意' })).code).toBe(200);
    // 5 days: the store manager too
    const mgr = await openTask('claim', 'manager', pi);
    expect(mgr.taskName).toBe('店长审批');
    await post('manager', '/blade-flow/work/claim-task', { taskId: mgr.id });
    expect((await post('manager', '/blade-flow/work/complete-task', { taskId: mgr.id, outcome: 'reject', comment: '年底太忙' })).code).toBe(200);
    expect((await detail()).state).toBe('2');
    // back to the applicant, who shortens it and resubmits
    const adjust = await openTask('todo', 'sales', pi);
    expect(adjust.taskName).toBe('调整申请');
    const resubmit = await post('sales', '/blade-flow/work/complete-task', { taskId: adjust.id, outcome: 'pass', comment: '改为2天', leaveType: 3, startTime: '2026-12-21', endTime: '2026-12-22', days: 2, reason: '年假' });
    expect(resubmit.code).toBe(200);
    expect(await detail()).toMatchObject({ state: '0', days: 2 });
    const head2 = await openTask('claim', 'finance', pi);
    await post('finance', '/blade-flow/work/claim-task', { taskId: head2.id });
    await post('finance', '/blade-flow/work/complete-task', { taskId: head2.id, outcome: 'pass' });
    // 2 days: done after the head
    expect(await detail()).toMatchObject({ state: '1' });
    expect((await get('sales', '/blade-desk/process/leave/list', { state: '1' })).data.records.map((r) => r.id)).toContain(businessId);
  });

  it('has the demo leave requests in every state', async () => {
    const all = (await get('admin', '/blade-desk/process/leave/list')).data.records;
    expect(new Set(all.map((r) => r.state))).toEqual(new Set(['0', '1', '2']));
  });

  it('finishes an instance after the server restarts mid-process', async () => {
    const def = await leaveDef();
    const pi = (await post<{ processInstanceId: string }>('warehouse', '/blade-desk/process/leave/start-process', { processDefinitionId: def.id, leaveType: 2, startTime: '2026-12-01', endTime: '2026-12-04', days: 4, reason: '住院' })).data.processInstanceId;
    const head = await openTask('claim', 'finance', pi);
    await post('finance', '/blade-flow/work/claim-task', { taskId: head.id });
    await post('finance', '/blade-flow/work/complete-task', { taskId: head.id, outcome: 'pass' });
    // a new server on the same database: nothing of the first one's memory
    await s.app.close();
    const config = { ...loadConfig({}), jwtSecret: 'restart-' + Date.now() };
    const { app } = await buildApp({ database: s.database, config, now: () => new Date(), clientDir: null });
    await app.ready();
    s.app = app;
    const manager = (await login(app, 'manager', 'anhua123')).access_token;
    const mgr = (await call<Page>(app, 'GET', '/blade-flow/work/claim-list', { token: manager, query: { processInstanceId: pi } })).data.records[0];
    expect(mgr.taskName).toBe('店长审批');
    expect((await call(app, 'POST', '/blade-flow/work/claim-task', { token: manager, body: { taskId: mgr.id } })).code).toBe(200);
    expect((await call(app, 'POST', '/blade-flow/work/complete-task', { token: manager, body: { taskId: mgr.id, outcome: 'pass' } })).code).toBe(200);
    const [inst] = await s.database.ownerDb.select().from(flowInstance).where(and(eq(flowInstance.id, pi)));
    expect(inst.state).toBe(3);
    tokens.sales = (await login(app, 'sales', 'anhua123')).access_token;
  });
});
