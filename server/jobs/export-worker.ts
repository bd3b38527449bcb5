/**
 * The export worker: claims a waiting task with FOR UPDATE SKIP LOCKED (so several processes on one
 * PostgreSQL share the queue), streams the rows into an xlsx with exceljs's streaming writer in
 * keyset pages that yield to the event loop, stores the file and marks the task done or failed.
 * A task whose process stopped sending heartbeats is taken up again.
 */
import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { formatDateTime } from '../../src/domain/format';
import type { FieldDecl } from '../../src/domain/resources/types';
import type { Services } from '../services';
import type { AuthContext } from '../http/auth';
import { ApiError } from '../http/envelope';
import { dict, exportFile, exportTask, role } from '../db/schema';
import { filterWhere } from '../http/resource-query';
import { runtimes } from '../modules/resources';
import { EXPORT_STATE, onExportQueued, sweepExportTasks } from './export-tasks';

export const WORKER_ID = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
export const EXPORT_PAGE_ROWS = 2000;
/** a generating task without a heartbeat for this long belongs to a dead process */
export const STALE_MS = 60_000;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Claims the oldest waiting (or abandoned) task; null when there is none. */
export async function claimExportTask(services: Services, workerId = WORKER_ID): Promise<string | null> {
  const now = services.now();
  const stale = new Date(now.getTime() - STALE_MS);
  const result = await services.db.execute(sql`
    update ah_export_task
       set state = ${EXPORT_STATE.GENERATING}, worker_id = ${workerId}, heartbeat_time = ${now.toISOString()}::timestamptz,
           start_time = ${now.toISOString()}::timestamptz, attempts = attempts + 1
     where id = (
       select id from ah_export_task
        where is_deleted = 0
          and (state = ${EXPORT_STATE.WAITING}
               or (state = ${EXPORT_STATE.GENERATING} and heartbeat_time < ${stale.toISOString()}::timestamptz))
        order by create_time, id
        for update skip locked
        limit 1)
    returning id`);
  const rows = (result as unknown as { rows: Array<{ id: string | number | bigint }> }).rows;
  return rows[0] ? String(rows[0].id) : null;
}

function cellValue(fd: FieldDecl, value: unknown, labels: Map<string, string> | undefined): string | number | null {
  if (value === null || value === undefined) return null;
  switch (fd.type) {
    case 'money':
      return Number(value) / 100;
    case 'datetime':
      return formatDateTime(value as Date);
    case 'int':
    case 'bool':
    case 'decimal': {
      const opt = fd.options?.find((o) => String(o.value) === String(value));
      return opt ? opt.zh : Number(value);
    }
    case 'dict':
      return labels?.get(String(value)) ?? String(value);
    case 'json':
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

/** Generates one claimed task. Never throws: a failure marks the task failed with its reason. */
export async function generateExportTask(services: Services, taskId: string, workerId = WORKER_ID): Promise<void> {
  const [task] = await services.db.select().from(exportTask).where(eq(exportTask.id, taskId)).limit(1);
  if (!task) return;
  const owned = and(eq(exportTask.id, taskId), eq(exportTask.workerId, workerId));
  try {
    const rt = runtimes.get(task.resourceKey);
    if (!rt) throw new Error(`unknown resource ${task.resourceKey}`);
    const [r] = await services.db.select().from(role).where(eq(role.id, task.roleId)).limit(1);
    const auth: AuthContext = {
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
    const query = task.query as Record<string, unknown>;
    const decl = rt.decl;
    const fields = Object.entries(decl.fields).filter(([, fd]) => fd.list && !fd.secret && !fd.hashed);
    const dictLabels = new Map<string, Map<string, string>>();
    for (const [, fd] of fields) {
      if (fd.type !== 'dict' || !fd.dict || dictLabels.has(fd.dict)) continue;
      const items = await services.db
        .select({ key: dict.dictKey, value: dict.dictValue })
        .from(dict)
        .where(and(eq(dict.tenantId, task.tenantId), eq(dict.code, fd.dict), ne(dict.parentId, '0'), eq(dict.isDeleted, 0)));
      dictLabels.set(fd.dict, new Map(items.map((i) => [String(i.key), i.value])));
    }

    const chunks: Buffer[] = [];
    const out = new PassThrough();
    out.on('data', (c: Buffer) => chunks.push(c));
    const finished = new Promise<void>((resolve, reject) => {
      out.on('end', resolve);
      out.on('error', reject);
    });
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet(decl.title.zh.slice(0, 31));
    sheet.columns = fields.map(([key, fd]) => ({
      header: fd.label.zh,
      key,
      width: Math.max(10, Math.round((typeof fd.list === 'number' ? fd.list : 120) / 7)),
      style: fd.type === 'money' ? { numFmt: '#,##0.00' } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();

    const scope = await rt.scope(services, auth, query);
    const filters = filterWhere(decl, rt.cols, query);
    let lastId: string | null = null;
    let written = 0;
    while (written < task.maxRows) {
      const limit = Math.min(EXPORT_PAGE_ROWS, task.maxRows - written);
      // keyset paging by id: each page costs the same however deep the export goes
      const rows = (await services.db
        .select()
        .from(rt.table)
        .where(and(scope, filters, lastId ? lt(rt.cols.id, lastId) : undefined))
        .orderBy(desc(rt.cols.id))
        .limit(limit)) as Record<string, unknown>[];
      for (const row of rows) {
        sheet.addRow(Object.fromEntries(fields.map(([key, fd]) => [key, cellValue(fd, row[key], fd.dict ? dictLabels.get(fd.dict) : undefined)]))).commit();
      }
      written += rows.length;
      if (rows.length < limit) break;
      lastId = String(rows[rows.length - 1].id);
      await services.db.update(exportTask).set({ heartbeatTime: services.now() }).where(owned);
      await yieldToLoop();
    }
    sheet.commit();
    await workbook.commit();
    await finished;
    const content = Buffer.concat(chunks);
    await services.db.transaction(async (tx) => {
      const done = await tx
        .update(exportTask)
        .set({ state: EXPORT_STATE.DONE, finishTime: services.now(), rowCount: written, fileSize: content.length, heartbeatTime: services.now() })
        .where(and(owned, eq(exportTask.state, EXPORT_STATE.GENERATING)))
        .returning({ id: exportTask.id });
      // another process took it over after we stalled: its result counts, not ours
      if (done.length) await tx.insert(exportFile).values({ taskId, content }).onConflictDoUpdate({ target: exportFile.taskId, set: { content } });
    });
  } catch (err) {
    const reason = err instanceof ApiError ? err.message : '导出失败：服务器错误';
    if (!(err instanceof ApiError)) console.error('export task failed', taskId, err);
    await services.db
      .update(exportTask)
      .set({ state: EXPORT_STATE.FAILED, failReason: reason.slice(0, 500), finishTime: services.now() })
      .where(owned);
  }
}

/** Runs every waiting task this process can claim; answers how many it generated. */
export async function drainExportQueue(services: Services, workerId = WORKER_ID): Promise<number> {
  let n = 0;
  for (;;) {
    const id = await claimExportTask(services, workerId);
    if (!id) return n;
    await generateExportTask(services, id, workerId);
    n++;
  }
}

export function startExportWorker(services: Services, opts: { pollMs?: number; sweepMs?: number } = {}): () => void {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await drainExportQueue(services);
    } catch (err) {
      console.error('export worker', err);
    } finally {
      running = false;
    }
  };
  const poll = setInterval(tick, opts.pollMs ?? 2000);
  const sweep = setInterval(() => void sweepExportTasks(services).catch((err) => console.error('export sweeper', err)), opts.sweepMs ?? 3600_000);
  const off = onExportQueued(() => void tick());
  void sweepExportTasks(services).catch(() => undefined);
  return () => {
    stopped = true;
    clearInterval(poll);
    clearInterval(sweep);
    off();
  };
}

