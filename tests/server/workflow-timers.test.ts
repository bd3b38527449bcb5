/**
 * Workflow timers and notice service tasks (docs/workflow.md "Timers", "Notice service tasks"):
 * deployment accepts boundary and intermediate timers (ISO 8601) and notice service tasks and refuses
 * the rest; a timer is saved with its due time by the server's clock; the timer job fires it after a
 * restart (the test clock moved past it, no sleep), once when two runs race, and not at all when its
 * task was done first; a notice task puts one notice in the recipient's bell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, login, type TestServer, startServer } from './harness';
import { deployUpload } from './flow-kit';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { flowInstance, flowTimer } from '../../server/db/resource-tables/flow';
import { ahNotice } from '../../server/db/resource-tables/content';
import { fireDueTimers, startFlowTimerJob } from '../../server/jobs/flow-timers';
import type { Services } from '../../server/services';

let s: TestServer;
let services: Services;
const tokens: Record<string, string> = {};
const signIn = async () => {
  for (const a of ['manager', 'sales', 'finance']) tokens[a] = (await login(s.app, a, 'anhua123')).access_token;
  tokens.admin = (await login(s.app, 'admin', 'admin123')).access_token;
};
beforeAll(async () => {
  s = await startServer();
  services = s.services;
  await signIn();
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
const openTask = async (who: 'todo' | 'claim', account: string, instanceId: string) => (await get(account, `/blade-flow/work/${who}-list`, { processInstanceId: instanceId })).data.records;
const timersOf = (pi: string) => s.database.ownerDb.select().from(flowTimer).where(eq(flowTimer.processInstanceId, pi));

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">`;

/** the finance clerk's task, escalated to the store manager when it waits an hour */
const escalation = (key: string, timer = '<timeDuration>PT1H</timeDuration>') => `${HEAD}
  <process id="${key}" name="超时升级${key}" isExecutable="true">
    <startEvent id="s" />
    <sequenceFlow id="f1" sourceRef="s" targetRef="a" />
    <userTask id="a" name="财务审核" flowable:candidateGroups="finance_clerk" />
    <boundaryEvent id="late" name="超时一小时" attachedToRef="a"><timerEventDefinition>${timer}</timerEventDefinition></boundaryEvent>
    <sequenceFlow id="f2" sourceRef="a" targetRef="e" />
    <sequenceFlow id="f3" sourceRef="late" targetRef="m" />
    <userTask id="m" name="店长处理" flowable:candidateGroups="store_manager" />
    <sequenceFlow id="f4" sourceRef="m" targetRef="e" />
    <endEvent id="e" />
  </process>
</definitions>`;

/** the applicant submits, waits half an hour, is told so in the bell, and confirms */
const cooling = (key: string) => `${HEAD}
  <process id="${key}" name="冷静期${key}" isExecutable="true">
    <startEvent id="s" />
    <sequenceFlow id="f1" sourceRef="s" targetRef="a" />
    <userTask id="a" name="提交" flowable:assignee="\${initiator}" />
    <sequenceFlow id="f2" sourceRef="a" targetRef="wait" />
    <intermediateCatchEvent id="wait" name="冷静期"><timerEventDefinition><timeDuration>PT30M</timeDuration></timerEventDefinition></intermediateCatchEvent>
    <sequenceFlow id="f3" sourceRef="wait" targetRef="tell" />
    <serviceTask id="tell" name="通知申请人" flowable:type="notice" flowable:noticeTo="\${initiator}" flowable:noticeTitle="冷静期已过：${key}" flowable:noticeContent="请确认是否继续" />
    <sequenceFlow id="f4" sourceRef="tell" targetRef="b" />
    <userTask id="b" name="确认" flowable:assignee="\${initiator}" />
    <sequenceFlow id="f5" sourceRef="b" targetRef="e" />
    <endEvent id="e" />
  </process>
</definitions>`;

const upload = (name: string, xml: string) => deployUpload(s.app, tokens.admin, name, xml);

const start = async (who: string, defId: string) => (await post<{ processInstanceId: string }>(who, '/blade-flow/work/start-process', { processDefinitionId: defId })).data.processInstanceId;

describe('deployment', () => {
  it('accepts boundary and intermediate timers and notice service tasks; refuses cycles, bad durations and other service tasks', async () => {
    expect((await upload('esc.bpmn', escalation(`E${Date.now()}`))).code).toBe(200);
    expect((await upload('cool.bpmn', cooling(`C${Date.now()}`))).code).toBe(200);
    const cycle = await upload('cycle.bpmn', escalation(`Y${Date.now()}`, '<timeCycle>R3/PT1H</timeCycle>'));
    expect(cycle.code).toBe(400);
    expect(cycle.msg).toBe('定时器late须为ISO 8601时长（如PT2H）或日期时间，循环只用于开始事件');
    expect((await upload('bad.bpmn', escalation(`B${Date.now()}`, '<timeDuration>an hour</timeDuration>'))).msg).toBe('定时器late须为ISO 8601时长（如PT2H）或日期时间');
    const code = await upload('svc.bpmn', cooling(`J${Date.now()}`).replace('flowable:type="notice"', 'flowable:class="com.x.Mailer"'));
    expect(code.code).toBe(400);
    expect(code.msg).toBe('流程包含不支持的元素：ServiceTask tell');
    const message = await upload('msg.bpmn', escalation(`G${Date.now()}`).replace('<timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition>', '<messageEventDefinition />'));
    expect(message.msg).toBe('流程包含不支持的元素：BoundaryEvent(MessageEventDefinition) late');
  });
});

describe('timers', () => {
  it('saves a boundary timer with its due time, fires it after a restart once due, and cancels it when its task is done first', async () => {
    const def = (await upload('esc.bpmn', escalation(`E${Date.now()}`))).data;
    const late = await start('sales', def.id);
    const early = await start('sales', def.id);
    const [t] = await timersOf(late);
    expect(t).toMatchObject({ elementId: 'late', attachedTo: 'a', state: 0 });
    expect(t.dueTime.getTime() - t.createTime.getTime()).toBe(3600_000);
    // the finance clerk handles the early one before its hour
    const task = (await openTask('claim', 'finance', early))[0];
    await post('finance', '/blade-flow/work/claim-task', { taskId: task.id });
    expect((await post('finance', '/blade-flow/work/complete-task', { taskId: task.id, outcome: 'pass' })).code).toBe(200);
    expect((await timersOf(early))[0].state).toBe(2);
    // not due yet: nothing fires
    expect(await fireDueTimers(services)).toBe(0);
    expect((await timersOf(late))[0].state).toBe(0);

    // the server stops; two hours pass; a new server starts on the same database and its job runs at start-up
    await s.app.close();
    s.clock.offsetMs += 2 * 3600_000;
    const config = { ...loadConfig({}), jwtSecret: 'restart-' + Date.now() };
    const built = await buildApp({ database: s.database, config, now: () => new Date(Date.now() + s.clock.offsetMs), clientDir: null });
    await built.app.ready();
    s.app = built.app;
    services = built.services;
    const job = startFlowTimerJob(services, 3600_000);
    expect(await job.firstRun).toBe(1);
    job.stop();
    await signIn();

    expect((await timersOf(late))[0]).toMatchObject({ state: 1 });
    // interrupting: the clerk's task is gone, the store manager's is offered
    expect(await openTask('claim', 'finance', late)).toEqual([]);
    const escalated = await openTask('claim', 'manager', late);
    expect(escalated.map((r) => r.taskName)).toEqual(['店长处理']);
    const history = (await get<Row[]>('manager', '/blade-flow/process/history-flow-list', { processInstanceId: late })).data;
    // the fired timer is a step of its own, between the task it cancelled and the one it opened
    expect(history.map((h) => [h.historyActivityName, h.state, h.kind ?? 'task', h.comment ?? null])).toEqual([
      ['发起', null, 'task', null],
      ['财务审核', 4, 'task', null],
      ['超时一小时', null, 'timer', '已触发'],
      ['店长处理', 0, 'task', null],
    ]);
    const timerStep = history[2];
    expect(timerStep.assigneeName).toBe('定时器');
    expect(new Date(String(timerStep.endTime)).getTime() - new Date(String(timerStep.createTime)).getTime()).toBe(timerStep.durationMillis);
    expect(Number(timerStep.durationMillis)).toBeGreaterThanOrEqual(2 * 3600_000);
    // the early one's timer was left when its task was done first: no step
    const earlySteps = (await get<Row[]>('manager', '/blade-flow/process/history-flow-list', { processInstanceId: early })).data;
    expect(earlySteps.filter((h) => h.kind === 'timer')).toEqual([]);
    // the early one stays done
    const [e] = await s.database.ownerDb.select().from(flowInstance).where(eq(flowInstance.id, early));
    expect(e.state).toBe(3);
    expect(await fireDueTimers(services)).toBe(0);
  });

  it('waits at an intermediate timer, fires it once when two jobs race, and the notice task tells the applicant once', async () => {
    const key = `C${Date.now()}`;
    const def = (await upload('cool.bpmn', cooling(key))).data;
    const pi = await start('sales', def.id);
    const a = (await openTask('todo', 'sales', pi))[0];
    expect((await post('sales', '/blade-flow/work/complete-task', { taskId: a.id, outcome: 'pass' })).code).toBe(200);
    const [t] = await timersOf(pi);
    expect(t).toMatchObject({ elementId: 'wait', attachedTo: null, state: 0 });
    expect(t.dueTime.getTime() - t.createTime.getTime()).toBe(30 * 60_000);
    expect(await openTask('todo', 'sales', pi)).toEqual([]);
    // the history shows the instance waiting at its timer, with the due time
    const waiting = (await get<Row[]>('sales', '/blade-flow/process/history-flow-list', { processInstanceId: pi })).data.at(-1)!;
    expect([waiting.historyActivityName, waiting.kind, waiting.comment, waiting.endTime]).toEqual(['冷静期', 'timer', '等待中', null]);
    expect(new Date(String(waiting.dueTime)).getTime()).toBe(t.dueTime.getTime());

    s.clock.offsetMs += 31 * 60_000;
    await signIn();
    const fired = await Promise.all([fireDueTimers(services), fireDueTimers(services)]);
    expect(fired[0] + fired[1]).toBe(1);
    expect((await timersOf(pi))[0].state).toBe(1);
    expect((await openTask('todo', 'sales', pi)).map((r) => r.taskName)).toEqual(['确认']);
    const notices = await s.database.ownerDb.select().from(ahNotice).where(and(eq(ahNotice.title, `冷静期已过：${key}`)));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ content: '请确认是否继续', status: 1 });
    // in the applicant's bell, not in another's
    const unread = (await get('sales', '/blade-desk/notice/lastUnread')).data.records.map((r) => r.title);
    expect(unread).toContain(`冷静期已过：${key}`);
    expect((await get('finance', '/blade-desk/notice/lastUnread')).data.records.map((r) => r.title)).not.toContain(`冷静期已过：${key}`);
    const b = (await openTask('todo', 'sales', pi))[0];
    expect((await post('sales', '/blade-flow/work/complete-task', { taskId: b.id, outcome: 'pass' })).code).toBe(200);
    const [inst] = await s.database.ownerDb.select().from(flowInstance).where(eq(flowInstance.id, pi));
    expect(inst.state).toBe(3);
  });

  it('keeps the task of a non-interrupting boundary timer and opens the timer\'s path beside it', async () => {
    const def = (await upload('nonint.bpmn', escalation(`N${Date.now()}`).replace('attachedToRef="a"', 'attachedToRef="a" cancelActivity="false"'))).data;
    const pi = await start('sales', def.id);
    s.clock.offsetMs += 2 * 3600_000;
    await signIn();
    expect(await fireDueTimers(services)).toBe(1);
    expect((await openTask('claim', 'finance', pi)).map((r) => r.taskName)).toEqual(['财务审核']);
    expect((await openTask('claim', 'manager', pi)).map((r) => r.taskName)).toEqual(['店长处理']);
    expect((await timersOf(pi)).map((t) => t.state)).toEqual([1]);
  });

  it('leaves a suspended instance\'s due timer waiting and cancels the timers of a terminated one', async () => {
    const def = (await upload('esc.bpmn', escalation(`Z${Date.now()}`))).data;
    const kept = await start('sales', def.id);
    const ended = await start('sales', def.id);
    expect((await post('admin', '/blade-flow/follow/delete-process-instance', { processInstanceId: ended, deleteReason: '撤回' })).code).toBe(200);
    expect((await timersOf(ended))[0].state).toBe(2);
    expect((await post('admin', '/blade-flow/follow/change-state', { id: kept, state: 2 })).code).toBe(200);
    s.clock.offsetMs += 2 * 3600_000;
    await signIn();
    expect(await fireDueTimers(services)).toBe(0);
    expect((await timersOf(kept))[0].state).toBe(0);
    expect((await post('admin', '/blade-flow/follow/change-state', { id: kept, state: 1 })).code).toBe(200);
    expect(await fireDueTimers(services)).toBe(1);
    expect((await openTask('claim', 'manager', kept)).map((r) => r.taskName)).toEqual(['店长处理']);
  });
});
