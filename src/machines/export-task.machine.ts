/**
 * One export task (spec 1 sections 3, 4 and 9; docs/exports.md). Stored in ah_export_task:
 *   state 2 waiting → 1 generating (CLAIM by a worker) → 3 done (FINISH) or 4 failed (FAIL);
 *   a failed task goes back to waiting (RETRY); a done task is unconfirmed until it is downloaded
 *   (DOWNLOAD) or confirmed (CONFIRM); any task can be deleted (DELETE); done and failed tasks are
 *   swept 3 days after they finished (SWEEP); a generating task whose worker stopped sending
 *   heartbeats for STALE_MS is taken over by another worker (RECLAIM), and from then on only the
 *   new worker's FINISH or FAIL counts.
 * The server (server/jobs/export-tasks.ts, export-worker.ts) loads the row, asks this machine and
 * applies the answer in one transaction; the export-tasks dialog offers the actions it allows.
 */
import { assign, setup, transition } from 'xstate';

export const EXPORT_TASK_STATE = { GENERATING: 1, WAITING: 2, DONE: 3, FAILED: 4 } as const;
/** finished tasks are deleted this long after they finished (spec 1 section 4) */
export const DONE_TASK_TTL_MS = 3 * 24 * 3600_000;
/** a generating task without a heartbeat for this long belongs to a dead process */
export const STALE_MS = 60_000;

export type ExportTaskEvent =
  | { type: 'CLAIM'; workerId: string }
  | { type: 'RECLAIM'; workerId: string; heartbeatAgeMs: number }
  | { type: 'FINISH'; workerId: string }
  | { type: 'FAIL'; workerId: string }
  | { type: 'RETRY' }
  | { type: 'DOWNLOAD' }
  | { type: 'CONFIRM' }
  | { type: 'DELETE' }
  | { type: 'SWEEP'; ageMs: number };

export type ExportTaskEventType = ExportTaskEvent['type'];

export interface ExportTaskContext {
  /** the worker generating the task (null unless generating) */
  workerId: string | null;
}

export type ExportTaskStateName = 'waiting' | 'generating' | 'done.unconfirmed' | 'done.confirmed' | 'failed' | 'deleted';

const ownedBy = ({ context, event }: { context: ExportTaskContext; event: ExportTaskEvent }) => 'workerId' in event && event.workerId === context.workerId;

export const exportTaskMachine = setup({
  types: { context: {} as ExportTaskContext, events: {} as ExportTaskEvent },
  guards: {
    ownedBy,
    stale: ({ context, event }) => event.type === 'RECLAIM' && event.workerId !== context.workerId && event.heartbeatAgeMs >= STALE_MS,
    expired: ({ event }) => event.type === 'SWEEP' && event.ageMs >= DONE_TASK_TTL_MS,
  },
  actions: {
    takeOver: assign({ workerId: ({ event }) => ('workerId' in event ? event.workerId : null) }),
    release: assign({ workerId: null }),
  },
}).createMachine({
  id: 'exportTask',
  initial: 'waiting',
  context: { workerId: null },
  states: {
    waiting: {
      on: { CLAIM: { target: 'generating', actions: 'takeOver' }, DELETE: 'deleted' },
    },
    generating: {
      on: {
        RECLAIM: { guard: 'stale', target: 'generating', reenter: true, actions: 'takeOver' },
        FINISH: { guard: 'ownedBy', target: 'done', actions: 'release' },
        FAIL: { guard: 'ownedBy', target: 'failed', actions: 'release' },
        DELETE: { target: 'deleted', actions: 'release' },
      },
    },
    done: {
      initial: 'unconfirmed',
      states: {
        unconfirmed: { on: { DOWNLOAD: 'confirmed', CONFIRM: 'confirmed' } },
        // downloading again is allowed: the file is kept until the task is deleted or swept
        confirmed: { on: { DOWNLOAD: 'confirmed', CONFIRM: 'confirmed' } },
      },
      on: { DELETE: 'deleted', SWEEP: { guard: 'expired', target: 'deleted' } },
    },
    failed: {
      on: { RETRY: 'waiting', DELETE: 'deleted', SWEEP: { guard: 'expired', target: 'deleted' } },
    },
    deleted: { type: 'final' },
  },
});

/** The row as the machine needs it; workerId only matters for a generating task. */
export interface ExportTaskRow {
  state: number | null;
  isConfirm?: number | null;
  isDeleted?: number | null;
  workerId?: string | null;
}

/** The machine state of a stored row, or null for a state number the machine does not know. */
export function exportTaskStateOf(row: ExportTaskRow): ExportTaskStateName | null {
  if (row.isDeleted === 1) return 'deleted';
  switch (row.state) {
    case EXPORT_TASK_STATE.WAITING:
      return 'waiting';
    case EXPORT_TASK_STATE.GENERATING:
      return 'generating';
    case EXPORT_TASK_STATE.DONE:
      return Number(row.isConfirm) === 1 ? 'done.confirmed' : 'done.unconfirmed';
    case EXPORT_TASK_STATE.FAILED:
      return 'failed';
    default:
      return null;
  }
}

const stateValue = (name: ExportTaskStateName) => (name.startsWith('done.') ? { done: name.slice(5) } : name);

function snapshotOf(row: ExportTaskRow) {
  const name = exportTaskStateOf(row);
  if (!name) return null;
  return exportTaskMachine.resolveState({ value: stateValue(name), context: { workerId: name === 'generating' ? (row.workerId ?? null) : null } });
}

/** The machine's state name of a snapshot value ('done.unconfirmed' for { done: 'unconfirmed' }). */
export function stateNameOf(value: unknown): ExportTaskStateName {
  if (typeof value === 'string') return value as ExportTaskStateName;
  const [parent, child] = Object.entries(value as Record<string, string>)[0];
  return `${parent}.${child}` as ExportTaskStateName;
}

export interface ExportTaskNext {
  state: number;
  isConfirm: number;
  deleted: boolean;
  workerId: string | null;
}

/**
 * The row after the event, or null when the machine does not allow it in the row's state. Pure:
 * the server applies the answer; the client asks it which actions to offer.
 */
export function nextExportTask(row: ExportTaskRow, event: ExportTaskEvent): ExportTaskNext | null {
  const snapshot = snapshotOf(row);
  if (!snapshot || !snapshot.can(event)) return null;
  const [next] = transition(exportTaskMachine, snapshot, event);
  const name = stateNameOf(next.value);
  const workerId = next.context.workerId;
  switch (name) {
    case 'deleted':
      return { state: row.state ?? 0, isConfirm: Number(row.isConfirm ?? 0), deleted: true, workerId: null };
    case 'waiting':
      return { state: EXPORT_TASK_STATE.WAITING, isConfirm: 0, deleted: false, workerId };
    case 'generating':
      return { state: EXPORT_TASK_STATE.GENERATING, isConfirm: 0, deleted: false, workerId };
    case 'done.unconfirmed':
      return { state: EXPORT_TASK_STATE.DONE, isConfirm: 0, deleted: false, workerId };
    case 'done.confirmed':
      return { state: EXPORT_TASK_STATE.DONE, isConfirm: 1, deleted: false, workerId };
    case 'failed':
      return { state: EXPORT_TASK_STATE.FAILED, isConfirm: 0, deleted: false, workerId };
  }
}

/** The actions a person may take on a task in the export-tasks dialog, in the order shown. */
export type ExportTaskAction = 'DOWNLOAD' | 'RETRY' | 'DELETE';
export function exportTaskActions(row: ExportTaskRow): ExportTaskAction[] {
  return (['DOWNLOAD', 'RETRY', 'DELETE'] as const).filter((type) => nextExportTask(row, { type }) !== null);
}

/** Why an event is refused in a row's state: the message the server answers with. */
export function exportTaskRefusal(row: ExportTaskRow, event: ExportTaskEventType): { zh: string; en: string } {
  const name = exportTaskStateOf(row);
  if (name === 'deleted') return { zh: '导出任务已删除', en: 'The export task has been deleted' };
  switch (event) {
    case 'RETRY':
      return { zh: '只有失败的任务可以重试', en: 'Only failed tasks can be retried' };
    case 'DOWNLOAD':
    case 'CONFIRM':
      return { zh: '导出任务尚未完成，暂无文件', en: 'The export task has not finished; there is no file yet' };
    case 'CLAIM':
      return { zh: '导出任务不在等待中', en: 'The export task is not waiting' };
    case 'RECLAIM':
      return { zh: '导出任务仍在生成中', en: 'The export task is still being generated' };
    case 'FINISH':
    case 'FAIL':
      return { zh: '导出任务已由其他进程接手', en: 'Another process has taken over the export task' };
    case 'SWEEP':
      return { zh: '导出任务未到清理时间', en: 'The export task is not due for removal' };
    default:
      return { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
  }
}
