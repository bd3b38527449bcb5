/**
 * Timer start events (docs/workflow.md "Timer start events"): a deployed process whose start event
 * is a timer (timeCycle, timeDate, timeDuration) is started by the timer job on its schedule, as the
 * one who deployed it; each occurrence starts one instance when two jobs race and after a restart
 * (the test clock moves, no sleep); a suspended definition starts nothing; a new version replaces the
 * schedule; people cannot start it by hand; bad expressions are refused at deployment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, login, type TestServer, startServer } from './harness';
import { deployUpload, uniqueKey } from './flow-kit';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { flowInstance, flowStartTimer } from '../../server/db/resource-tables/flow';
import { fireDueTimers, startFlowTimerJob } from '../../server/jobs/flow-timers';
import type { Services } from '../../server/services';

let s: TestServer;
let services: Services;
const tokens: Record<string, string> = {};
const signIn = async () => {
  tokens.sales = (await login(s.app, 'sales', 'anhua123')).access_token;
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
const get = (who: string, url: string, query: Record<string, string | number> = {}) => call<{ records: Row[] }>(s.app, 'GET', url, { token: tokens[who], query: { size: 100, ...query } });
const post = <T = unknown>(who: string, url: string, body: unknown) => call<T>(s.app, 'POST', url, { token: tokens[who], body });
const HOUR = 3600_000;

/** a weekly stock check, its task for the one who deployed it */
const scheduled = (key: string, timer: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">
  <process id="${key}" name="库存巡检${key}" isExecutable="true">
    <startEvent id="tick" name="定时">${timer ? `<timerEventDefinition>${timer}</timerEventDefinition>` : ''}</startEvent>
    <sequenceFlow id="f1" sourceRef="tick" targetRef="check" />
    <userTask id="check" name="巡检" flowable:assignee="\${initiator}" />
    <sequenceFlow id="f2" sourceRef="check" targetRef="e" />
    <endEvent id="e" />
  </process>
</definitions>`;

const upload = (xml: string) => deployUpload(s.app, tokens.admin, 'p.bpmn', xml);
const instancesOf = (key: string) => s.database.ownerDb.select().from(flowInstance).where(eq(flowInstance.processDefinitionKey, key)).orderBy(flowInstance.createTime);
const scheduleOf = async (defId: string) => (await s.database.ownerDb.select().from(flowStartTimer).where(eq(flowStartTimer.processDefinitionId, defId)))[0];
const key = uniqueKey;

describe('deployment', () => {
  it('refuses bad start timers and cycles inside a process, in the same words as the modeler', async () => {
    expect(await upload(scheduled(key('A'), '<timeCycle>every day</timeCycle>'))).toMatchObject({ code: 400, msg: '定时器tick的循环须为ISO 8601重复间隔（如R/P1D、R3/PT1H、R/2026-12-01T09:00:00+08:00/P1D）' });
    expect(await upload(scheduled(key('B'), '<timeDate>tomorrow</timeDate>'))).toMatchObject({ code: 400, msg: '开始定时器tick须为ISO 8601时长（如PT2H）或日期时间' });
    // a start event has no instance whose variables it could read
    expect(await upload(scheduled(key('C'), '<timeDate>${when}</timeDate>'))).toMatchObject({ code: 400, msg: '开始定时器tick须为ISO 8601时长（如PT2H）或日期时间' });
  });

  it('schedules a cycle; the process is not in 发起事务 and is not started by hand', async () => {
    const k = key('D');
    const def = (await upload(scheduled(k, '<timeCycle>R/PT1H</timeCycle>'))).data;
    const t = await scheduleOf(def.id);
    expect(t).toMatchObject({ elementId: 'tick', state: 0, fired: 0, processKey: k });
    expect(t.dueTime.getTime() - t.createTime.getTime()).toBe(HOUR);
    expect((await get('sales', '/blade-flow/work/start-list', { processKey: k })).data.records).toEqual([]);
    expect(await post('sales', '/blade-flow/work/start-process', { processDefinitionId: def.id })).toMatchObject({ msg: '该流程由定时器发起，不能手动发起' });
    expect(await instancesOf(k)).toEqual([]);
  });
});

describe('the schedule', () => {
  it('starts one instance per occurrence when two jobs race, passes while suspended, and goes on after a restart', async () => {
    const k = key('E');
    const def = (await upload(scheduled(k, '<timeCycle>R/PT1H</timeCycle>'))).data;
    await fireDueTimers(services);
    expect(await instancesOf(k)).toEqual([]);

    s.clock.offsetMs += HOUR + 60_000;

    await signIn();
    // (the other tests' schedules may fire too: the instances of this key are counted)
    await Promise.all([fireDueTimers(services), fireDueTimers(services)]);
    expect(await instancesOf(k)).toHaveLength(1);
    const [first] = await instancesOf(k);
    expect(first).toMatchObject({ state: 1, title: `库存巡检${k}（定时发起）`, processDefinitionId: def.id });
    // started as the administrator who deployed it: the task is in their todo
    await signIn();
    expect((await get('admin', '/blade-flow/work/todo-list', { processInstanceId: first.id })).data.records.map((r) => r.taskName)).toEqual(['巡检']);
    expect(await scheduleOf(def.id)).toMatchObject({ state: 0, fired: 1 });

    // suspended: the next occurrence passes without an instance
    expect((await post('admin', '/blade-flow/manager/change-state', { id: def.id, state: 2 })).code).toBe(200);
    s.clock.offsetMs += HOUR;
    await signIn();
    await fireDueTimers(services);
    expect(await instancesOf(k)).toHaveLength(1);
    expect(await scheduleOf(def.id)).toMatchObject({ state: 0, fired: 1 });
    expect((await post('admin', '/blade-flow/manager/change-state', { id: def.id, state: 1 })).code).toBe(200);

    // the server stops; three hours pass; the new server's job starts one instance (missed ones are not made up)
    await s.app.close();
    s.clock.offsetMs += 3 * HOUR;
    const config = { ...loadConfig({}), jwtSecret: 'restart-' + Date.now() };
    const built = await buildApp({ database: s.database, config, now: () => new Date(Date.now() + s.clock.offsetMs), clientDir: null });
    await built.app.ready();
    s.app = built.app;
    services = built.services;
    const job = startFlowTimerJob(services, 3600_000);
    expect(await job.firstRun).toBeGreaterThanOrEqual(1);
    job.stop();
    await signIn();
    expect(await instancesOf(k)).toHaveLength(2);
    const t = await scheduleOf(def.id);
    expect(t).toMatchObject({ state: 0, fired: 2 });
    expect(t.dueTime.getTime()).toBeGreaterThan(services.now().getTime());
    await fireDueTimers(services);
    expect(await instancesOf(k)).toHaveLength(2);
  });

  it('is replaced by a new version: the old schedule is cancelled and the new version starts', async () => {
    const k = key('F');
    const v1 = (await upload(scheduled(k, '<timeCycle>R/PT1H</timeCycle>'))).data;
    const v2 = (await upload(scheduled(k, '<timeCycle>R/PT2H</timeCycle>'))).data;
    expect(await scheduleOf(v1.id)).toMatchObject({ state: 2 });
    expect(await scheduleOf(v2.id)).toMatchObject({ state: 0 });
    s.clock.offsetMs += HOUR + 60_000;
    await signIn();
    await fireDueTimers(services);
    expect(await instancesOf(k)).toEqual([]);
    s.clock.offsetMs += HOUR;
    await signIn();
    await fireDueTimers(services);
    expect((await instancesOf(k)).map((i) => i.processDefinitionId)).toEqual([v2.id]);
    // a version without a timer start ends the schedule; it is started by hand again
    const v3 = (await upload(scheduled(k, ''))).data;
    expect(await scheduleOf(v2.id)).toMatchObject({ state: 2 });
    expect((await post<{ processInstanceId: string }>('sales', '/blade-flow/work/start-process', { processDefinitionId: v3.id })).code).toBe(200);
  });

  it('starts a date once, and a cycle of R2 twice', async () => {
    const k = key('G');
    const at = new Date(services.now().getTime() + 2 * HOUR).toISOString();
    const once = (await upload(scheduled(k, `<timeDate>${at}</timeDate>`))).data;
    const twice = (await upload(scheduled(key('H'), '<timeCycle>R2/PT1H</timeCycle>'))).data;
    for (let i = 0; i < 4; i++) {
      s.clock.offsetMs += HOUR + 1000;
      await signIn();
      await fireDueTimers(services);
    }
    expect(await scheduleOf(once.id)).toMatchObject({ state: 1, fired: 1 });
    expect(await scheduleOf(twice.id)).toMatchObject({ state: 1, fired: 2 });
    const started = await s.database.ownerDb.select().from(flowInstance).where(and(eq(flowInstance.processDefinitionId, twice.id)));
    expect(started).toHaveLength(2);
  });
});
