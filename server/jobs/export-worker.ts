/**
 * The export worker: claims a waiting task with FOR UPDATE SKIP LOCKED (so several processes on one
 * PostgreSQL share the queue), streams the rows into an xlsx with exceljs's streaming writer in
 * keyset pages that yield to the event loop, stores the file and marks the task done or failed.
 * A task whose process stopped sending heartbeats is taken up again. Claim, finish and fail ask
 * src/machines/export-task.machine.ts. The same row streaming answers blob exports directly
 * (planExport + writeExportRows, used by the resource router).
 */
import crypto from 'node:crypto';
import { PassThrough, type Writable } from 'node:stream';
import { and, asc, desc, eq, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { exportColumns, exportRow, sheetColumns, sheetName, type ExportColumn } from '../../src/domain/export-format';
import { EXPORT_TASK_STATE, nextExportTask, STALE_MS, type ExportTaskEvent } from '../../src/machines/export-task.machine';
import type { Services } from '../services';
import type { AuthContext } from '../http/auth';
import type { ResourceRuntime } from '../http/resource-router';
import { ApiError } from '../http/envelope';
import { dict, exportFile, exportTask, role } from '../db/schema';
import { onExportQueued, sweepExportTasks } from './export-tasks';
import { asSystem, asTenant } from '../db/data-context';
import { exportRuntime } from './export-runtimes';

export { STALE_MS };
export const WORKER_ID = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
export const EXPORT_PAGE_ROWS = 2000;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Claims the oldest waiting (or abandoned) task; null when there is none. */
export async function claimExportTask(services: Services, workerId = WORKER_ID): Promise<string | null> {
  const now = services.now();
  const stale = new Date(now.getTime() - STALE_MS);
  // the queue is every tenant's: the claim looks across them, the work then runs in the task's tenant
  return asSystem('export queue: claim a task', () => services.db.transaction(async (tx) => {
    // the query finds a candidate (index-friendly); the machine decides whether it may be taken
    const [row] = await tx
      .select()
      .from(exportTask)
      .where(
        and(
          eq(exportTask.isDeleted, 0),
          or(eq(exportTask.state, EXPORT_TASK_STATE.WAITING), and(eq(exportTask.state, EXPORT_TASK_STATE.GENERATING), lt(exportTask.heartbeatTime, stale))),
        ),
      )
      .orderBy(asc(exportTask.createTime), asc(exportTask.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const event: ExportTaskEvent =
      row.state === EXPORT_TASK_STATE.WAITING
        ? { type: 'CLAIM', workerId }
        : { type: 'RECLAIM', workerId, heartbeatAgeMs: now.getTime() - (row.heartbeatTime?.getTime() ?? 0) };
    const next = nextExportTask(row, event);
    if (!next) return null;
    await tx
      .update(exportTask)
      .set({ state: next.state, workerId: next.workerId, heartbeatTime: now, startTime: now, attempts: row.attempts + 1 })
      .where(eq(exportTask.id, row.id));
    return row.id;
  }));
}

/** What one export reads: the runtime, the caller's scope and filters, the columns and their labels. */
export interface ExportPlan {
  rt: ResourceRuntime;
  columns: ExportColumn[];
  labels: Map<string, Map<string, string>>;
  where: SQL | undefined;
  /** the filters as sent, for a resource whose rows are computed (hooks.list) */
  query: Record<string, unknown>;
  auth: AuthContext;
}

/**
 * Everything an export needs before its first row: the same scope as the list (tenant, store, the
 * role's data scope), the same declared filters (a bad filter throws its validation message here,
 * before anything is written) and the dictionary labels of the listed dictionary fields.
 */
export async function planExport(services: Services, rt: ResourceRuntime, auth: AuthContext, query: Record<string, unknown>): Promise<ExportPlan> {
  const columns = exportColumns(rt.decl);
  const labels = new Map<string, Map<string, string>>();
  const codes = [...new Set(columns.flatMap((c) => (c.fd.type === 'dict' && c.fd.dict ? [c.fd.dict] : [])))];
  if (codes.length) {
    const items = await services.db
      .select({ code: dict.code, key: dict.dictKey, value: dict.dictValue })
      .from(dict)
      .where(and(eq(dict.tenantId, auth.tenantId), inArray(dict.code, codes), ne(dict.parentId, '0'), eq(dict.isDeleted, 0)));
    for (const code of codes) labels.set(code, new Map(items.filter((i) => i.code === code).map((i) => [String(i.key), i.value])));
  }
  if (rt.hooks.list) {
    // a bad filter answers its message here, before the first byte (an empty page checks it)
    await rt.hooks.list({ services, auth, query, offset: 0, limit: 0 });
    return { rt, columns, labels, where: undefined, query, auth };
  }
  const where = and(await rt.scope(services, auth, query), rt.filters(services, auth, query));
  return { rt, columns, labels, where, query, auth };
}

/**
 * Streams at most `maxRows` rows of a plan into `out` as an xlsx, newest first, in keyset pages of
 * 2000 rows by id (each page costs the same however deep the export goes), yielding to the event
 * loop between pages. `onPage` runs after every full page (the worker's heartbeat; it may throw to
 * stop). Answers the number of rows written.
 */
export async function writeExportRows(services: Services, plan: ExportPlan, out: Writable, maxRows: number, onPage?: () => Promise<void>): Promise<number> {
  const { rt, columns, labels, where } = plan;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName(rt.decl));
  sheet.columns = sheetColumns(columns);
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const labelsOf = (key: string) => {
    const fd = rt.decl.fields[key];
    return fd?.type === 'dict' && fd.dict ? labels.get(fd.dict) : undefined;
  };
  let lastId: string | null = null;
  let written = 0;
  // computed rows (hooks.list) come in one call, in the list's order
  if (rt.hooks.list) {
    const { records } = await rt.hooks.list({ services, auth: plan.auth, query: plan.query, offset: 0, limit: maxRows });
    for (const row of records) sheet.addRow(exportRow(columns, row, { lang: 'zh', labels: labelsOf })).commit();
    written = records.length;
  }
  while (!rt.hooks.list && written < maxRows) {
    const limit = Math.min(EXPORT_PAGE_ROWS, maxRows - written);
    const rows = (await services.db
      .select()
      .from(rt.table)
      .where(and(where, lastId ? lt(rt.cols.id, lastId) : undefined))
      .orderBy(desc(rt.cols.id))
      .limit(limit)) as Record<string, unknown>[];
    for (const row of rows) sheet.addRow(exportRow(columns, row, { lang: 'zh', labels: labelsOf })).commit();
    written += rows.length;
    if (rows.length < limit) break;
    lastId = String(rows[rows.length - 1].id);
    await onPage?.();
    await yieldToLoop();
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** The task was deleted or taken over while this process generated it: its result no longer counts. */
class TaskLost extends Error {}

/** Generates one claimed task. Never throws: a failure marks the task failed with its reason. */
export async function generateExportTask(services: Services, taskId: string, workerId = WORKER_ID): Promise<void> {
  const [task] = await asSystem('export queue: read a claimed task', () => services.db.select().from(exportTask).where(eq(exportTask.id, taskId)).limit(1));
  if (!task) return;
  return asTenant(task.tenantId, () => generateInTenant(services, task, workerId));
}

async function generateInTenant(services: Services, task: typeof exportTask.$inferSelect, workerId: string): Promise<void> {
  const taskId = task.id;
  const owned = and(eq(exportTask.id, taskId), eq(exportTask.workerId, workerId), eq(exportTask.state, EXPORT_TASK_STATE.GENERATING), eq(exportTask.isDeleted, 0));
  try {
    const rt = exportRuntime(task.resourceKey);
    if (!rt) throw new Error(`unknown resource ${task.resourceKey}`);
    const [r] = await services.db.select().from(role).where(eq(role.id, task.roleId)).limit(1);
    const auth: AuthContext = {
      // the task was accepted from a session that passed route()'s checks
      passwordIsInitial: false,
      sessionId: '',
      tenantId: task.tenantId,
      userId: task.userId,
      storeId: task.storeId,
      roleId: task.roleId,
      roleAlias: r?.roleAlias ?? '',
      roleName: r?.roleName ?? '',
      account: '',
      isAdmin: r?.roleAlias === 'admin',
    };
    const plan = await planExport(services, rt, auth, task.query as Record<string, unknown>);
    const chunks: Buffer[] = [];
    const out = new PassThrough();
    out.on('data', (c: Buffer) => chunks.push(c));
    const finished = new Promise<void>((resolve, reject) => {
      out.on('end', resolve);
      out.on('error', reject);
    });
    const written = await writeExportRows(services, plan, out, task.maxRows, async () => {
      const alive = await services.db.update(exportTask).set({ heartbeatTime: services.now() }).where(owned).returning({ id: exportTask.id });
      if (alive.length === 0) throw new TaskLost();
    });
    await finished;
    const content = Buffer.concat(chunks);
    await services.db.transaction(async (tx) => {
      const [row] = await tx.select().from(exportTask).where(eq(exportTask.id, taskId)).for('update');
      // deleted, or another process took it over after we stalled: its result counts, not ours
      const next = row && nextExportTask(row, { type: 'FINISH', workerId });
      if (!next) return;
      await tx
        .update(exportTask)
        .set({ state: next.state, isConfirm: next.isConfirm, workerId: next.workerId, finishTime: services.now(), rowCount: written, fileSize: content.length, heartbeatTime: services.now() })
        .where(eq(exportTask.id, taskId));
      await tx.insert(exportFile).values({ taskId, content }).onConflictDoUpdate({ target: exportFile.taskId, set: { content } });
    });
  } catch (err) {
    if (err instanceof TaskLost) return;
    const reason = err instanceof ApiError ? err.message : '导出失败：服务器错误';
    if (!(err instanceof ApiError)) console.error('export task failed', taskId, err);
    await services.db.transaction(async (tx) => {
      const [row] = await tx.select().from(exportTask).where(eq(exportTask.id, taskId)).for('update');
      const next = row && nextExportTask(row, { type: 'FAIL', workerId });
      if (!next) return;
      await tx
        .update(exportTask)
        .set({ state: next.state, workerId: next.workerId, failReason: reason.slice(0, 500), finishTime: services.now() })
        .where(eq(exportTask.id, taskId));
    });
  }
}

/** Runs every waiting task this process can claim; answers how many it generated. */
export async function drainExportQueue(services: Services, workerId = WORKER_ID, stopped: () => boolean = () => false): Promise<number> {
  let n = 0;
  while (!stopped()) {
    const id = await claimExportTask(services, workerId);
    if (!id) return n;
    await generateExportTask(services, id, workerId);
    n++;
  }
  return n;
}

/**
 * The worker of this process: polls, wakes when a task is queued here or (through the database's
 * change channel) by another process. The stop function takes no new task and answers once the task
 * in hand is finished (SIGTERM lets it finish; a SIGKILL leaves it to another process's heartbeat check).
 */
export function startExportWorker(services: Services, opts: { pollMs?: number; sweepMs?: number } = {}): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        await drainExportQueue(services, WORKER_ID, () => stopped);
      } catch (err) {
        console.error('export worker', err);
      }
    })();
    try {
      await running;
    } finally {
      running = null;
    }
  };
  const poll = setInterval(tick, opts.pollMs ?? 2000);
  const sweep = setInterval(() => void sweepExportTasks(services).catch((err) => console.error('export sweeper', err)), opts.sweepMs ?? 3600_000);
  const off = onExportQueued(() => void tick());
  const offOutside = services.database.events.subscribe((change, outside) => {
    if (outside && (change.tables.includes('ah_export_task') || change.tables.includes('*'))) void tick();
  });
  void sweepExportTasks(services).catch(() => undefined);
  return async () => {
    stopped = true;
    clearInterval(poll);
    clearInterval(sweep);
    off();
    offOutside();
    await running;
  };
}
