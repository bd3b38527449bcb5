import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { call, login, startServer, type TestServer } from './harness';
import { claimExportTask, drainExportQueue, generateExportTask } from '../../server/jobs/export-worker';
import { sweepExportTasks } from '../../server/jobs/export-tasks';
import { exportTask } from '../../server/db/schema';
import { inArray } from 'drizzle-orm';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = (await login(s.app, 'admin', 'admin123')).access_token;
});
afterAll(async () => {
  await s?.close();
});

interface Task {
  ahExportTaskId: string;
  name: string;
  state: number;
  isConfirm: number;
  failReason: string | null;
  rowCount: number | null;
}

async function tasks(token = admin): Promise<Task[]> {
  return (await call<{ records: Task[] }>(s.app, 'GET', '/crm-file/ahExportTask/list', { token, query: { size: 100 } })).data.records;
}
const task = async (id: string, token = admin) => (await tasks(token)).find((t) => t.ahExportTaskId === id);

async function startExport(url: string, query: Record<string, string | number>, token = admin): Promise<string> {
  const r = await call<{ ahExportTaskId: string }>(s.app, 'POST', url, { token, query: { current: 1, size: 50000, ...query } });
  expect(r.code).toBe(200);
  return r.data.ahExportTaskId;
}

async function download(id: string, token = admin) {
  return s.app.inject({ method: 'GET', url: '/api/crm-file/ahExportTask/downloadFile', query: { ahExportTaskId: id }, headers: { 'blade-auth': `bearer ${token}` } });
}

describe('export task lifecycle', () => {
  it('waits, generates, finishes; the download is a real xlsx and confirms the task', async () => {
    for (let i = 0; i < 5; i++) {
      await call(s.app, 'POST', '/blade-system/param/submit', { token: admin, body: { paramName: `导出参数${i}`, paramKey: `export.key.${i}`, paramValue: `值${i}` } });
    }
    const id = await startExport('/blade-system/param/export', { paramKey: 'export.key' });
    const waiting = await task(id);
    expect(waiting).toMatchObject({ state: 2, isConfirm: 0 });
    expect(waiting!.name).toMatch(/^参数管理\d{14}\.xlsx$/);

    expect(await drainExportQueue(s.services)).toBe(1);
    const done = await task(id);
    expect(done).toMatchObject({ state: 3, isConfirm: 0, rowCount: 5 });

    const res = await download(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(done!.name));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, '参数名称', '参数键名', '参数键值', '备注']);
    expect(sheet.rowCount).toBe(6);
    const keys = Array.from({ length: 5 }, (_, i) => String(sheet.getRow(i + 2).getCell(2).value)).sort();
    expect(keys).toEqual(['export.key.0', 'export.key.1', 'export.key.2', 'export.key.3', 'export.key.4']);
    expect((await task(id))!.isConfirm).toBe(1);
  });

  it('fails with the reason, retries, and refuses to retry a task that has not failed', async () => {
    const id = await startExport('/blade-system/dict/export', { parentId: 'zz' });
    await drainExportQueue(s.services);
    expect(await task(id)).toMatchObject({ state: 4, failReason: '上级字典格式错误' });
    expect((await call(s.app, 'POST', '/crm-file/ahExportTask/retry', { token: admin, body: { id } })).code).toBe(200);
    expect((await task(id))!.state).toBe(2);
    expect(await call(s.app, 'POST', '/crm-file/ahExportTask/retry', { token: admin, body: [id] })).toMatchObject({ code: 10300, msg: '只有失败的任务可以重试' });
    await drainExportQueue(s.services);
    expect((await task(id))!.state).toBe(4);
    // the machine refuses the download of a task that has no file
    expect((await download(id)).json()).toMatchObject({ code: 10300, msg: '导出任务尚未完成，暂无文件' });
  });

  it('confirms and deletes, only the owner', async () => {
    const id = await startExport('/blade-system/param/export', {});
    await drainExportQueue(s.services);
    const manager = (await login(s.app, 'manager', 'anhua123')).access_token;
    expect(await tasks(manager)).toHaveLength(0);
    expect((await call(s.app, 'POST', '/crm-file/ahExportTask/confirm', { token: manager, body: { id } })).code).toBe(404);
    expect((await download(id, manager)).statusCode).toBe(404);
    expect((await call(s.app, 'POST', '/crm-file/ahExportTask/delete', { token: manager, body: [id] })).code).toBe(404);
    expect((await call(s.app, 'POST', '/crm-file/ahExportTask/confirm', { token: admin, body: { ids: id } })).code).toBe(200);
    expect((await task(id))!.isConfirm).toBe(1);
    expect((await call(s.app, 'POST', '/crm-file/ahExportTask/delete', { token: admin, body: [id] })).code).toBe(200);
    expect(await task(id)).toBeUndefined();
    expect((await download(id)).statusCode).toBe(404);
  });

  it('sweeps done tasks 3 days after completion', async () => {
    const id = await startExport('/blade-system/param/export', {});
    await drainExportQueue(s.services);
    expect(await sweepExportTasks(s.services)).toBe(0);
    s.clock.offsetMs = 3 * 24 * 3600_000 - 60_000;
    try {
      expect(await sweepExportTasks(s.services)).toBe(0);
      s.clock.offsetMs = 3 * 24 * 3600_000 + 60_000;
      expect(await sweepExportTasks(s.services)).toBeGreaterThanOrEqual(1);
    } finally {
      s.clock.offsetMs = 0;
    }
    expect(await task(id)).toBeUndefined();
  });

  it('takes up again a task whose process died, and not before its heartbeat is stale', async () => {
    const id = await startExport('/blade-system/param/export', {});
    expect(await claimExportTask(s.services, 'dead-process')).toBe(id);
    expect((await task(id))!.state).toBe(1);
    expect(await drainExportQueue(s.services, 'live-process')).toBe(0);
    s.clock.offsetMs = 61_000;
    try {
      expect(await drainExportQueue(s.services, 'live-process')).toBe(1);
    } finally {
      s.clock.offsetMs = 0;
    }
    expect((await task(id))!.state).toBe(3);
    // the dead process's late result does not overwrite the finished task
    await generateExportTask(s.services, id, 'dead-process');
    expect((await task(id))!.state).toBe(3);
  });

  it('gives concurrent claims different tasks (SKIP LOCKED)', async () => {
    const a = await startExport('/blade-system/param/export', {});
    const b = await startExport('/blade-system/param/export', {});
    const claimed = await Promise.all([claimExportTask(s.services, 'w1'), claimExportTask(s.services, 'w2')]);
    expect(new Set(claimed)).toEqual(new Set([a, b]));
    await generateExportTask(s.services, claimed[0]!, 'w1');
    await generateExportTask(s.services, claimed[1]!, 'w2');
    expect((await task(a))!.state).toBe(3);
    expect((await task(b))!.state).toBe(3);
  });

  it('caps the clue export at 10000 rows and the generic one at 50000', async () => {
    const manager = (await login(s.app, 'manager', 'anhua123')).access_token;
    const clue = await call<{ ahExportTaskId: string }>(s.app, 'POST', '/crm-dcc/ahClueTrace/export', { token: manager, query: { current: 1, size: 50000 } });
    expect(clue.code).toBe(200);
    const param = await startExport('/blade-system/param/export', {});
    const rows = await s.database.ownerDb.select({ id: exportTask.id, maxRows: exportTask.maxRows }).from(exportTask).where(inArray(exportTask.id, [clue.data.ahExportTaskId, param]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.maxRows]))).toEqual({ [clue.data.ahExportTaskId]: 10000, [param]: 50000 });
  });

  it('requires the export button and refuses bad ids', async () => {
    const sales = (await login(s.app, 'sales', 'anhua123')).access_token;
    expect((await call(s.app, 'POST', '/blade-system/param/export', { token: sales })).code).toBe(403);
    expect((await call(s.app, 'POST', '/crm-file/ahExportTask/delete', { token: admin, body: { ids: 'x' } })).code).toBe(400);
    expect((await call(s.app, 'GET', '/crm-file/ahExportTask/downloadFile', { token: admin, query: {} })).code).toBe(400);
  });
});
