/**
 * Export tasks (crm-file/ahExportTask): a list's export call records a waiting task; the worker
 * (export-worker.ts) generates it; the owner lists, retries, confirms, downloads and deletes.
 */
import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import * as v from 'valibot';
import dayjs from 'dayjs';
import type { ResourceDecl } from '../../src/domain/resources/types';
import type { Services } from '../services';
import type { AuthContext } from '../http/auth';
import { newId } from '../db/ids';
import { exportFile, exportTask } from '../db/schema';
import { badRequest, notFound, page } from '../http/envelope';
import { route, type Registrable } from '../http/route';
import { pagingCurrentSize, vId, vIds } from '../http/input';

export const EXPORT_STATE = { GENERATING: 1, WAITING: 2, DONE: 3, FAILED: 4 } as const;
/** spec 1 section 9: generic export 50000 rows, clue export 10000 */
export const EXPORT_MAX_ROWS = 50_000;
export const DONE_TASK_TTL_MS = 3 * 24 * 3600_000;

type Listener = () => void;
const wakeListeners = new Set<Listener>();
/** The worker of this process starts at once instead of at its next tick. */
export function onExportQueued(fn: Listener): () => void {
  wakeListeners.add(fn);
  return () => wakeListeners.delete(fn);
}

export function exportFileName(decl: ResourceDecl, now: Date): string {
  // a Chinese label plus the date; exceljs writes xlsx, so the extension is .xlsx (docs/exports.md)
  return `${decl.title.zh}${dayjs(now).format('YYYYMMDDHHmmss')}.xlsx`;
}

export async function createExportTask(services: Services, auth: AuthContext, decl: ResourceDecl, query: Record<string, unknown>, maxRows = EXPORT_MAX_ROWS) {
  const id = newId();
  const now = services.now();
  const sizeKey = decl.paging === 'pageNo' ? 'pageSize' : 'size';
  const requested = Number(query[sizeKey] ?? maxRows);
  const rows = Math.min(Number.isFinite(requested) && requested > 0 ? requested : maxRows, maxRows);
  const filters = Object.fromEntries(Object.entries(query).filter(([k]) => !['current', 'size', 'pageNo', 'pageSize'].includes(k)));
  await services.db.insert(exportTask).values({
    id,
    tenantId: auth.tenantId,
    storeId: auth.storeId,
    userId: auth.userId,
    roleId: auth.roleId,
    name: exportFileName(decl, now),
    resourceKey: decl.key,
    query: filters,
    maxRows: rows,
    state: EXPORT_STATE.WAITING,
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

/** Acts on the caller's own tasks, all or nothing. */
async function updateOwn(services: Services, auth: AuthContext, ids: string[], set: Partial<typeof exportTask.$inferInsert>, extra?: ReturnType<typeof eq>) {
  const unique = [...new Set(ids)];
  await services.db.transaction(async (tx) => {
    const rows = await tx
      .update(exportTask)
      .set(set)
      .where(and(inArray(exportTask.id, unique), ownTask(auth), extra))
      .returning({ id: exportTask.id });
    if (rows.length !== unique.length) throw notFound();
  });
}

export const exportTaskRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-file/ahExportTask/list',
    input: v.looseObject({ ...pagingCurrentSize, state: v.optional(v.string()) }),
    handler: async ({ auth, services, input }) => {
      const where = and(ownTask(auth), input.state ? eq(exportTask.state, Number(input.state)) : undefined);
      const [{ n }] = await services.db.select({ n: count() }).from(exportTask).where(where);
      const rows = await services.db
        .select({
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
    handler: async ({ auth, services, input }) => {
      const unique = [...new Set(input.ids)];
      await services.db.transaction(async (tx) => {
        const rows = await tx.update(exportTask).set({ isDeleted: 1 }).where(and(inArray(exportTask.id, unique), ownTask(auth))).returning({ id: exportTask.id });
        if (rows.length !== unique.length) throw notFound();
        await tx.delete(exportFile).where(inArray(exportFile.taskId, unique));
      });
      return true;
    },
  }),

  route({
    method: 'POST',
    url: '/crm-file/ahExportTask/retry',
    input: idsInput,
    handler: async ({ auth, services, input, lang }) => {
      const unique = [...new Set(input.ids)];
      const rows = await services.db.select({ id: exportTask.id, state: exportTask.state }).from(exportTask).where(and(inArray(exportTask.id, unique), ownTask(auth)));
      if (rows.length !== unique.length) throw notFound();
      if (rows.some((r) => r.state !== EXPORT_STATE.FAILED)) throw badRequest(lang === 'en' ? 'Only failed tasks can be retried' : '只有失败的任务可以重试');
      await updateOwn(services, auth, unique, { state: EXPORT_STATE.WAITING, failReason: null, workerId: null, heartbeatTime: null, createTime: services.now() }, eq(exportTask.state, EXPORT_STATE.FAILED));
      for (const fn of wakeListeners) fn();
      return true;
    },
  }),

  route({
    method: 'POST',
    url: '/crm-file/ahExportTask/confirm',
    input: idsInput,
    handler: async ({ auth, services, input }) => {
      await updateOwn(services, auth, input.ids, { isConfirm: 1 });
      return true;
    },
  }),

  route({
    method: 'GET',
    url: '/crm-file/ahExportTask/downloadFile',
    input: v.object({ ahExportTaskId: vId() }),
    raw: true,
    handler: async ({ auth, services, input, reply }) => {
      const [task] = await services.db.select().from(exportTask).where(and(eq(exportTask.id, input.ahExportTaskId), ownTask(auth))).limit(1);
      if (!task || task.state !== EXPORT_STATE.DONE) throw notFound();
      const [file] = await services.db.select().from(exportFile).where(eq(exportFile.taskId, task.id)).limit(1);
      if (!file) throw notFound();
      // downloading confirms the task (spec 1 section 4)
      await services.db.update(exportTask).set({ isConfirm: 1 }).where(eq(exportTask.id, task.id));
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(task.name)}`)
        .send(file.content);
    },
  }),
];

/** Removes done tasks 3 days after completion (and their files). */
export async function sweepExportTasks(services: Services): Promise<number> {
  const cutoff = new Date(services.now().getTime() - DONE_TASK_TTL_MS);
  return services.db.transaction(async (tx) => {
    const rows = await tx
      .update(exportTask)
      .set({ isDeleted: 1 })
      .where(and(eq(exportTask.state, EXPORT_STATE.DONE), eq(exportTask.isDeleted, 0), lt(exportTask.finishTime, cutoff)))
      .returning({ id: exportTask.id });
    if (rows.length) await tx.delete(exportFile).where(inArray(exportFile.taskId, rows.map((r) => r.id)));
    return rows.length;
  });
}
