/**
 * The export-task machine's paths walked against the real server: each path exports 参数管理
 * through the list's export call and drives the task with the worker (claim, generate, a stale
 * heartbeat taken over by a second worker), the owner's calls (retry, download, confirm, delete)
 * and the 3-day sweeper, the harness clock moved where time matters. In every state the server's
 * refusals are checked against the machine's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { createTestModel } from 'xstate/graph';
import { call, login, startServer, type TestServer } from './harness';
import { claimExportTask, generateExportTask } from '../../server/jobs/export-worker';
import { sweepExportTasks } from '../../server/jobs/export-tasks';
import { exportTask } from '../../server/db/schema';
import {
  DONE_TASK_TTL_MS,
  exportTaskMachine,
  exportTaskRefusal,
  STALE_MS,
  stateNameOf,
  type ExportTaskEvent,
  type ExportTaskStateName,
} from '../../src/machines/export-task.machine';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = (await login(s.app, 'admin', 'admin123')).access_token;
  for (let i = 0; i < 3; i++) {
    await call(s.app, 'POST', '/blade-system/param/submit', { token: admin, body: { paramName: `模型参数${i}`, paramKey: `model.key.${i}`, paramValue: `值${i}` } });
  }
});
afterAll(async () => {
  await s?.close();
});

const EVENTS: ExportTaskEvent[] = [
  { type: 'CLAIM', workerId: 'w1' },
  { type: 'RECLAIM', workerId: 'w2', heartbeatAgeMs: STALE_MS },
  { type: 'FINISH', workerId: 'w1' },
  { type: 'FINISH', workerId: 'w2' },
  { type: 'FAIL', workerId: 'w1' },
  { type: 'FAIL', workerId: 'w2' },
  { type: 'RETRY' },
  { type: 'DOWNLOAD' },
  { type: 'CONFIRM' },
  { type: 'DELETE' },
  { type: 'SWEEP', ageMs: DONE_TASK_TTL_MS },
];

interface Task {
  ahExportTaskId: string;
  state: number;
  isConfirm: number;
  failReason: string | null;
  rowCount: number | null;
}

const listed = async (id: string) =>
  (await call<{ records: Task[] }>(s.app, 'GET', '/crm-file/ahExportTask/list', { token: admin, query: { size: 100 } })).data.records.find((t) => t.ahExportTaskId === id);
const stored = async (id: string) => (await s.database.ownerDb.select().from(exportTask).where(eq(exportTask.id, id)))[0];
const download = (id: string) =>
  s.app.inject({ method: 'GET', url: '/api/crm-file/ahExportTask/downloadFile', query: { ahExportTaskId: id }, headers: { 'blade-auth': `bearer ${admin}` } });
const post = (path: string, id: string) => call(s.app, 'POST', `/crm-file/ahExportTask/${path}`, { token: admin, body: { id } });

/** Runs `fn` with the clock moved forward, then puts it back (the session's token must stay valid). */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  s.clock.offsetMs += ms;
  try {
    return await fn();
  } finally {
    s.clock.offsetMs -= ms;
  }
}

const workerOf = (event: unknown): string => (event as { workerId: string }).workerId;

const model = createTestModel(exportTaskMachine, { events: EVENTS });
const paths = model.getShortestPaths();

describe('export task machine against the server', () => {
  it('walks a path to every state', () => {
    const all = paths.flatMap((p) => [p.state, ...p.steps.map((st) => st.state)]);
    const reached = new Set(all.map((st) => `${stateNameOf(st.value)}:${st.context.workerId ?? ''}`));
    expect([...reached].sort()).toEqual(['deleted:', 'done.confirmed:', 'done.unconfirmed:', 'failed:', 'generating:w1', 'generating:w2', 'waiting:']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const events = path.steps.map((st) => st.event.type);
      // a path that fails its task exports with a filter the server refuses when it generates the file
      const failing = events.includes('FAIL');
      expect(failing && events.includes('FINISH')).toBe(false);
      const filter = failing ? { paramName: 'x'.repeat(201) } : { paramKey: 'model.key' };
      const created = await call<{ ahExportTaskId: string }>(s.app, 'POST', '/blade-system/param/export', { token: admin, body: { current: 1, size: 50000, ...filter } });
      expect(created.code).toBe(200);
      const id = created.data.ahExportTaskId;
      type Snap = ReturnType<typeof exportTaskMachine.resolveState>;
      const check = async (name: ExportTaskStateName, actor: Snap) => {
        expect(stateNameOf(actor.value)).toBe(name);
        const row = await stored(id);
        const task = await listed(id);
        if (name === 'deleted') {
          expect(row.isDeleted).toBe(1);
          expect(task).toBeUndefined();
          expect((await download(id)).statusCode).toBe(404);
          expect((await post('retry', id)).code).toBe(404);
          return;
        }
        expect(task).toBeDefined();
        expect({ state: task!.state, isConfirm: task!.isConfirm }).toEqual({
          state: { waiting: 2, generating: 1, 'done.unconfirmed': 3, 'done.confirmed': 3, failed: 4 }[name],
          isConfirm: name === 'done.confirmed' ? 1 : 0,
        });
        if (name === 'generating') expect(row.workerId).toBe(actor.context.workerId);
        if (name === 'failed') expect(task!.failReason).toBe('参数名称长度不能超过200个字符');
        if (name.startsWith('done')) expect(task!.rowCount).toBe(3);
        // what the machine refuses here, the server refuses with the machine's reason and changes nothing
        for (const type of ['RETRY', 'CONFIRM', 'DOWNLOAD'] as const) {
          if (actor.can({ type })) continue;
          const answer = type === 'DOWNLOAD' ? (await download(id)).json() : await post(type.toLowerCase(), id);
          expect(answer).toMatchObject({ code: 10300, msg: exportTaskRefusal(row, type).zh });
        }
        // nothing for another worker to claim: a waiting task is claimable, nothing else with a fresh heartbeat
        if (name !== 'waiting') expect(await claimExportTask(s.services, 'w3')).toBeNull();
        if (name === 'generating') {
          // the other worker's finish does not count
          const other = actor.context.workerId === 'w1' ? 'w2' : 'w1';
          await generateExportTask(s.services, id, other);
          expect(await stored(id)).toMatchObject({ state: 1, workerId: actor.context.workerId });
        }
        // finished tasks stay until they are 3 days old
        if (name.startsWith('done') || name === 'failed') {
          expect(await later(DONE_TASK_TTL_MS - 60_000, () => sweepExportTasks(s.services))).toBe(0);
        }
        const after = await listed(id);
        expect(after).toMatchObject({ state: task!.state, isConfirm: task!.isConfirm });
      };

      await path.test({
        states: {
          waiting: (snap) => check('waiting', snap as Snap),
          generating: (snap) => check('generating', snap as Snap),
          'done.unconfirmed': (snap) => check('done.unconfirmed', snap as Snap),
          'done.confirmed': (snap) => check('done.confirmed', snap as Snap),
          failed: (snap) => check('failed', snap as Snap),
          deleted: (snap) => check('deleted', snap as Snap),
        },
        events: {
          CLAIM: async ({ event }) => {
            expect(await claimExportTask(s.services, workerOf(event))).toBe(id);
          },
          RECLAIM: async ({ event }) => {
            // the heartbeat turns stale: another worker takes the task over
            expect(await later(STALE_MS + 1000, () => claimExportTask(s.services, workerOf(event)))).toBe(id);
          },
          FINISH: async ({ event }) => generateExportTask(s.services, id, workerOf(event)),
          FAIL: async ({ event }) => generateExportTask(s.services, id, workerOf(event)),
          RETRY: async () => expect((await post('retry', id)).code).toBe(200),
          CONFIRM: async () => expect((await post('confirm', id)).code).toBe(200),
          DOWNLOAD: async () => {
            const res = await download(id);
            expect(res.statusCode).toBe(200);
            const wb = new ExcelJS.Workbook();
            await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
            expect(wb.worksheets[0].getRow(1).values).toEqual([undefined, '参数名称', '参数键名', '参数键值', '备注']);
            expect(wb.worksheets[0].rowCount).toBe(4);
          },
          DELETE: async () => expect((await post('delete', id)).code).toBe(200),
          SWEEP: async () => {
            expect(await later(DONE_TASK_TTL_MS + 60_000, () => sweepExportTasks(s.services))).toBeGreaterThanOrEqual(1);
          },
        },
      });
      // leave nothing claimable for the next path
      if ((await stored(id)).isDeleted === 0) expect((await post('delete', id)).code).toBe(200);
    });
  }
});
