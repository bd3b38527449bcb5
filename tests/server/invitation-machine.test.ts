/**
 * Invitation tasks against the invitation machine: start and stop answer 200 where the machine
 * allows the event and 10300 with its reason where it does not, and a refused call leaves the row
 * (state, update time) as it was — also for several tasks at once when one of them is refused.
 * END is the window closing: the task's end time moves into the past and the sweep runs.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { call } from './harness';
import { s, manager, salesId, post, useSalesDesk } from './sales-desk';
import { ahInviteConfig } from '../../server/db/resource-tables/customers';
import { columnsOf } from '../../server/http/resource-query';
import { EXECUTE_STATUS, invitationMachine, type InvitationEventType, type InvitationState } from '../../src/machines/invitation.machine';
import { finishEndedInvitations } from '../../server/jobs/invitation-sweeper';

useSalesDesk();

const ic = columnsOf(ahInviteConfig);
/** the events a person sends */
const EVENTS: InvitationEventType[] = ['START', 'STOP'];
const PATHS: Record<string, string> = { START: 'start', STOP: 'stop' };
let serial = 0;

async function newTask(): Promise<string> {
  const start = new Date(Date.now() - 3_600_000).toISOString();
  const end = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const env = await post<{ id: string }>('/crm-dcc/ahInviteConfig/saveOrUpdate', { taskName: `状态测试${++serial}`, inviteType: 1, startTime: start, endTime: end, executorIds: salesId });
  expect(env.code).toBe(200);
  return env.data.id;
}

async function row(id: string) {
  const [r] = await s.database.ownerDb.select({ executeStatus: ic.executeStatus, updateTime: ic.updateTime, storeId: ic.storeId }).from(ahInviteConfig).where(eq(ic.id, id));
  return r as { executeStatus: number; updateTime: Date | null; storeId: string };
}

/** the window closes: the end time is in the past, and the sweep stores END */
async function closeWindow(id: string) {
  await s.database.ownerDb.update(ahInviteConfig).set({ endTime: new Date(Date.now() - 60_000) } as never).where(eq(ic.id, id));
}

/** as the generic list's row action sends it: ids, a comma list */
const send = (event: InvitationEventType, ids: string | string[], headers?: Record<string, string>) =>
  call(s.app, 'POST', `/crm-dcc/ahInviteConfig/${PATHS[event]}`, { token: manager.access_token, body: { ids: Array.isArray(ids) ? ids.join(',') : ids }, headers });

describe('invitation machine on the server', () => {
  const model = createTestModel(invitationMachine, { events: [...EVENTS, 'END' as const].map((type) => ({ type })) });

  for (const path of model.getShortestPaths()) {
    it(`walks ${path.description}, and every refused event leaves the row as it was`, async () => {
      const id = await newTask();
      const actor = createActor(invitationMachine).start();
      const check = async (name: InvitationState) => {
        expect((await row(id)).executeStatus).toBe(EXECUTE_STATUS[name]);
        for (const e of EVENTS) {
          if (actor.getSnapshot().can({ type: e })) continue;
          const before = await row(id);
          const env = await send(e, id);
          expect([env.code, env.success]).toEqual([10300, false]);
          expect(await row(id)).toEqual(before);
        }
      };
      await path.test({
        states: Object.fromEntries((['notStarted', 'running', 'stopped', 'finished'] as const).map((n) => [n, () => check(n)])),
        events: {
          ...Object.fromEntries(
            EVENTS.map((type) => [
              type,
              async () => {
                const env = await send(type, id);
                expect(env.code).toBe(200);
                actor.send({ type });
              },
            ]),
          ),
          END: async () => {
            await closeWindow(id);
            expect(await finishEndedInvitations(s.services)).toBeGreaterThanOrEqual(1);
            actor.send({ type: 'END' });
          },
        },
      });
    });
  }

  it('a closed window finishes the task: refused at once, stored by the sweep, other tasks untouched', async () => {
    const ended = await newTask();
    const open = await newTask();
    expect((await send('START', [ended, open])).code).toBe(200);
    await closeWindow(ended);
    // before the sweep: the guards already see a finished task, and nothing changes
    const before = await row(ended);
    for (const e of EVENTS) expect([(await send(e, ended)).code, (await send(e, ended)).msg]).toEqual([10300, '邀约任务已结束，不能再操作']);
    expect(await row(ended)).toEqual(before);
    // the list and the detail already show it finished; the open task shows running
    const shown = await call<{ records: { id: string; executeStatus: number }[] }>(s.app, 'GET', '/crm-dcc/ahInviteConfig/getPage?current=1&size=100', { token: manager.access_token });
    const stateOf = (id: string) => shown.data.records.find((r) => r.id === id)?.executeStatus;
    expect([stateOf(ended), stateOf(open)]).toEqual([EXECUTE_STATUS.finished, EXECUTE_STATUS.running]);
    const detail = await call<{ executeStatus: number }>(s.app, 'GET', `/crm-dcc/ahInviteConfig/invitationDetail?id=${ended}`, { token: manager.access_token });
    expect(detail.data.executeStatus).toBe(EXECUTE_STATUS.finished);
    expect((await row(ended)).executeStatus).toBe(EXECUTE_STATUS.running);
    // the sweep stores it; the open task keeps running
    expect(await finishEndedInvitations(s.services)).toBeGreaterThanOrEqual(1);
    expect((await row(ended)).executeStatus).toBe(EXECUTE_STATUS.finished);
    expect((await row(open)).executeStatus).toBe(EXECUTE_STATUS.running);
    // a second sweep finds nothing more of these two
    await finishEndedInvitations(s.services);
    expect((await row(open)).executeStatus).toBe(EXECUTE_STATUS.running);
    // the list's status filter sees it
    const page = await call<{ records: { id: string; executeStatus: number }[] }>(s.app, 'GET', `/crm-dcc/ahInviteConfig/getPage?current=1&size=100&executeStatus=${EXECUTE_STATUS.finished}`, { token: manager.access_token });
    expect(page.data.records.map((r) => r.id)).toContain(ended);
    expect(page.data.records.map((r) => r.id)).not.toContain(open);
  });

  it('answers the machine reasons for each refused move, in Chinese and in English', async () => {
    const id = await newTask();
    expect((await row(id)).executeStatus).toBe(EXECUTE_STATUS.notStarted);
    expect((await send('STOP', id)).msg).toBe('邀约任务尚未开始执行，不能停止');
    expect((await send('STOP', id, { 'accept-language': 'en' })).msg).toBe('The invitation task has not started; there is nothing to stop');
    expect((await send('START', id)).code).toBe(200);
    expect((await send('START', id)).msg).toBe('邀约任务已在执行中');
    expect((await send('STOP', id)).code).toBe(200);
    expect((await send('STOP', id)).msg).toBe('邀约任务已停止');
    // stopped may run again
    expect((await send('START', id)).code).toBe(200);
    expect((await row(id)).executeStatus).toBe(EXECUTE_STATUS.running);
  });

  it('takes no event on a finished task', async () => {
    const id = await newTask();
    await s.database.ownerDb.update(ahInviteConfig).set({ executeStatus: EXECUTE_STATUS.finished } as never).where(eq(ic.id, id));
    const before = await row(id);
    for (const e of EVENTS) {
      const env = await send(e, id);
      expect([env.code, env.msg]).toEqual([10300, '邀约任务已结束，不能再操作']);
    }
    expect(await row(id)).toEqual(before);
  });

  it('a new task is saved not started; one stored without a state counts as not started', async () => {
    const id = await newTask();
    expect((await row(id)).executeStatus).toBe(EXECUTE_STATUS.notStarted);
    await s.database.ownerDb.update(ahInviteConfig).set({ executeStatus: null } as never).where(eq(ic.id, id));
    expect((await send('STOP', id)).code).toBe(10300);
    expect((await row(id)).executeStatus).toBeNull();
    expect((await send('START', id)).code).toBe(200);
    expect((await row(id)).executeStatus).toBe(EXECUTE_STATUS.running);
  });

  it('several tasks move together or not at all; the refusal names the task', async () => {
    const a = await newTask();
    const b = await newTask();
    expect((await send('START', b)).code).toBe(200);
    const before = [await row(a), await row(b)];
    const env = await send('START', [a, b]);
    expect(env.code).toBe(10300);
    expect(env.msg).toMatch(/^状态测试\d+：邀约任务已在执行中$/);
    expect([await row(a), await row(b)]).toEqual(before);
    // both not running: both start
    expect((await send('STOP', b)).code).toBe(200);
    expect((await send('START', [a, b])).code).toBe(200);
    expect([(await row(a)).executeStatus, (await row(b)).executeStatus]).toEqual([EXECUTE_STATUS.running, EXECUTE_STATUS.running]);
  });

  it('a task outside the store, a missing one or a bad id is not moved', async () => {
    const id = await newTask();
    const own = (await row(id)).storeId;
    await s.database.ownerDb.update(ahInviteConfig).set({ storeId: '1' } as never).where(eq(ic.id, id));
    expect((await send('START', id)).code).toBe(404);
    await s.database.ownerDb.update(ahInviteConfig).set({ storeId: own } as never).where(eq(ic.id, id));
    expect((await row(id)).executeStatus).toBe(EXECUTE_STATUS.notStarted);
    expect((await send('START', '1234567890123456789')).code).toBe(404);
    expect((await send('START', 'x')).code).toBe(400);
    // the edit page sends { id }
    const byId = await call(s.app, 'POST', '/crm-dcc/ahInviteConfig/start', { token: manager.access_token, body: { id } });
    expect(byId.code).toBe(200);
    expect((await row(id)).executeStatus).toBe(EXECUTE_STATUS.running);
  });
});
