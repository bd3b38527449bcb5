/**
 * Export tasks (crm-file/ahExportTask): a list's export call records a waiting task; the worker
 * (export-worker.ts) generates it; the owner lists, retries, confirms, downloads and deletes.
 * Every change of a task asks src/machines/export-task.machine.ts whether the event is allowed in
 * the row's state (row locked FOR UPDATE, one transaction) and answers 10300 with the reason when
 * it is not.
 */
import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import * as v from 'valibot';
import type { ResourceDecl } from '../../src/domain/resources/types';
import { Codes, type Lang } from '../../src/domain/codes';
import { contentDisposition, EXPORT_MAX_ROWS, exportFileName as fileName, XLSX_MIME } from '../../src/domain/export-format';
import {
  DONE_TASK_TTL_MS,
  EXPORT_TASK_STATE,
  exportTaskRefusal,
  nextExportTask,
  type ExportTaskEvent,
  type ExportTaskNext,
} from '../../src/machines/export-task.machine';
import type { Services } from '../services';
import type { Tx } from '../db';
import type { AuthContext } from '../http/auth';
import { newId } from '../db/ids';
import { exportFile, exportTask } from '../db/schema';
import { fail, notFound, page } from '../http/envelope';
import { route, type Registrable } from '../http/route';
import { pagingCurrentSize, vId, vIds, vInt } from '../http/input';
import { asSystem } from '../db/data-context';

export const EXPORT_STATE = EXPORT_TASK_STATE;
export { DONE_TASK_TTL_MS, EXPORT_MAX_ROWS };

type Listener = () => void;
const wakeListeners = new Set<Listener>();
/** The worker of this process starts at once instead of at its next tick. */
export function onExportQueued(fn: Listener): () => void {
  wakeListeners.add(fn);
  return () => wakeListeners.delete(fn);
}

export function exportFileName(decl: ResourceDecl, now: Date): string {
  return fileName(decl.title, now);
}

/** The rows an export holds: what the call asks for (size or pageSize), at most the declaration's cap. */
export function exportRowCap(decl: ResourceDecl, query: Record<string, unknown>, maxRows = EXPORT_MAX_ROWS): number {
  const sizeKey = decl.paging === 'pageNo' ? 'pageSize' : 'size';
  const requested = Number(query[sizeKey] ?? maxRows);
  return Math.min(Number.isFinite(requested) && requested > 0 ? requested : maxRows, maxRows);
}

/** The list's filters without its paging. */
export const exportFilters = (query: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(query).filter(([k]) => !['current', 'size', 'pageNo', 'pageSize'].includes(k)));

export async function createExportTask(services: Services, auth: AuthContext, decl: ResourceDecl, query: Record<string, unknown>, maxRows = EXPORT_MAX_ROWS) {
  const id = newId();
  const now = services.now();
  await services.db.insert(exportTask).values({
    id,
    tenantId: auth.tenantId,
    storeId: auth.storeId,
    userId: auth.userId,
    roleId: auth.roleId,
    name: exportFileName(decl, now),
    resourceKey: decl.key,
    query: exportFilters(query),
    maxRows: exportRowCap(decl, query, maxRows),
    state: EXPORT_TASK_STATE.WAITING,
    createTime: now,
  });
  for (const fn of wakeListeners) fn();
  return { ahExportTaskId: id };
}

const ownTask = (auth: AuthContext) => and(eq(exportTask.tenantId, auth.tenantId), eq(exportTask.userId, auth.userId), eq(exportTask.isDeleted, 0));

const idsInput = v.pipe(
  v.looseObject({ ids: v.optional(v.unknown()), id: v.optional(v.unknown()), ahExportTaskId: v.optional(v.unknown()) }),
  v.transform((x) => ({ ids: x.ids ?? x.id ?? x.ahExportTaskId })),
  v.object({ ids: vIds() }),
);

type TaskRow = typeof exportTask.$inferSelect;

/** The machine's refusal as the answer: 10300 with the reason (the task's name when several were asked for). */
export function refuseTask(row: Pick<TaskRow, 'state' | 'isConfirm' | 'isDeleted' | 'name'>, event: ExportTaskEvent['type'], lang: Lang, named = false) {
  const m = exportTaskRefusal(row, event);
  const text = lang === 'en' ? m.en : m.zh;
  return fail(Codes.BUSINESS_NOTICE, named ? `${row.name}${lang === 'en' ? ': ' : '：'}${text}` : text);
}

/**
 * Loads the caller's own tasks FOR UPDATE, asks the machine for each and applies `apply` to every
 * one: all or nothing (an unknown id answers 404, a refused one 10300, and nothing changes).
 */
async function actOnOwn(
  services: Services,
  auth: AuthContext,
  lang: Lang,
  ids: string[],
  event: ExportTaskEvent,
  apply: (tx: Tx, row: TaskRow, next: ExportTaskNext) => Promise<void>,
): Promise<void> {
  const unique = [...new Set(ids)];
  await services.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(exportTask)
      .where(and(inArray(exportTask.id, unique), ownTask(auth)))
      .for('update');
    if (rows.length !== unique.length) throw notFound();
    const plans = rows.map((row) => {
      const next = nextExportTask(row, event);
      if (!next) throw refuseTask(row, event.type, lang, unique.length > 1);
      return { row, next };
    });
    for (const { row, next } of plans) await apply(tx, row, next);
  });
}

export const exportTaskRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-file/ahExportTask/list',
    input: v.looseObject({ ...pagingCurrentSize, state: v.optional(v.union([v.literal(''), vInt()])) }),
    handler: async ({ auth, services, input }) => {
      const where = and(ownTask(auth), input.state !== undefined && input.state !== '' ? eq(exportTask.state, input.state) : undefined);
      const [{ n }] = await services.db.select({ n: count() }).from(exportTask).where(where);
      const rows = await services.db
        .select({
          // the generic list (导出任务's page) keys rows by id; the dialog reads ahExportTaskId
          id: exportTask.id,
          ahExportTaskId: exportTask.id,
          name: exportTask.name,
          state: exportTask.state,
          isConfirm: exportTask.isConfirm,
          createTime: exportTask.createTime,
          startTime: exportTask.startTime,
          finishTime: exportTask.finishTime,
          failReason: exportTask.failReason,
          rowCount: exportTask.rowCount,
          fileSize: exportTask.fileSize,
        })
        .from(exportTask)
        .where(where)
        .orderBy(desc(exportTask.createTime), desc(exportTask.id))
        .limit(input.size)
        .offset((input.current - 1) * input.size);
      return page(rows, Number(n), input.current, input.size);
    },
  }),

  route({
    method: 'POST',
    url: '/crm-file/ahExportTask/delete',
    input: idsInput,
    handler: async ({ auth, services, input, lang }) => {
      await actOnOwn(services, auth, lang, input.ids, { type: 'DELETE' }, async (tx, row) => {
        await tx.update(exportTask).set({ isDeleted: 1, workerId: null }).where(eq(exportTask.id, row.id));
        await tx.delete(exportFile).where(eq(exportFile.taskId, row.id));
      });
      return true;
    },
  }),

  route({
    method: 'POST',
    url: '/crm-file/ahExportTask/retry',
    input: idsInput,
    handler: async ({ auth, services, input, lang }) => {
      await actOnOwn(services, auth, lang, input.ids, { type: 'RETRY' }, async (tx, row, next) => {
        // queued again at the back of the queue, as a new export would be
        await tx
          .update(exportTask)
          .set({ state: next.state, failReason: null, workerId: null, heartbeatTime: null, finishTime: null, createTime: services.now() })
          .where(eq(exportTask.id, row.id));
      });
      for (const fn of wakeListeners) fn();
      return true;
    },
  }),

  route({
    method: 'POST',
    url: '/crm-file/ahExportTask/confirm',
    input: idsInput,
    handler: async ({ auth, services, input, lang }) => {
      await actOnOwn(services, auth, lang, input.ids, { type: 'CONFIRM' }, async (tx, row, next) => {
        await tx.update(exportTask).set({ isConfirm: next.isConfirm }).where(eq(exportTask.id, row.id));
      });
      return true;
    },
  }),

  route({
    method: 'GET',
    url: '/crm-file/ahExportTask/downloadFile',
    // the page's row download (a declared file) sends `id`, the dialog `ahExportTaskId`
    input: v.pipe(
      v.looseObject({ ahExportTaskId: v.optional(v.unknown()), id: v.optional(v.unknown()) }),
      v.transform((x) => ({ ahExportTaskId: x.ahExportTaskId ?? x.id })),
      v.object({ ahExportTaskId: vId() }),
    ),
    raw: true,
    handler: async ({ auth, services, input, reply, lang }) => {
      // downloading confirms the task (spec 1 section 4), in the same transaction that reads the file
      const found = await services.db.transaction(async (tx) => {
        const [task] = await tx.select().from(exportTask).where(and(eq(exportTask.id, input.ahExportTaskId), ownTask(auth))).for('update');
        if (!task) throw notFound();
        const next = nextExportTask(task, { type: 'DOWNLOAD' });
        if (!next) throw refuseTask(task, 'DOWNLOAD', lang);
        const [file] = await tx.select().from(exportFile).where(eq(exportFile.taskId, task.id)).limit(1);
        // spec 1 section 8: a download without a file answers nothing
        if (!file) throw notFound();
        await tx.update(exportTask).set({ isConfirm: next.isConfirm }).where(eq(exportTask.id, task.id));
        return { name: task.name, content: file.content };
      });
      return reply.header('content-type', XLSX_MIME).header('content-disposition', contentDisposition(found.name)).send(found.content);
    },
  }),
];

/** Removes finished (done or failed) tasks 3 days after they finished, with their files. */
export async function sweepExportTasks(services: Services): Promise<number> {
  const now = services.now();
  const cutoff = new Date(now.getTime() - DONE_TASK_TTL_MS);
  return asSystem('export sweeper', () => services.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(exportTask)
      .where(and(inArray(exportTask.state, [EXPORT_TASK_STATE.DONE, EXPORT_TASK_STATE.FAILED]), eq(exportTask.isDeleted, 0), lt(exportTask.finishTime, cutoff)))
      .for('update', { skipLocked: true });
    // the query narrows the search; the machine decides
    const ids = rows.filter((r) => r.finishTime && nextExportTask(r, { type: 'SWEEP', ageMs: now.getTime() - r.finishTime.getTime() })?.deleted).map((r) => r.id);
    if (ids.length === 0) return 0;
    await tx.update(exportTask).set({ isDeleted: 1 }).where(inArray(exportTask.id, ids));
    await tx.delete(exportFile).where(inArray(exportFile.taskId, ids));
    return ids.length;
  }));
}
