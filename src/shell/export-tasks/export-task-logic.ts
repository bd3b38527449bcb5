/**
 * The export-task rules of spec 1 sections 4 and 9, pure: which tasks count on the badge, which
 * are still running, which just finished, which are slow, and the timings.
 */
import type { Lang } from '../../domain/codes';

export const EXPORT_STATE = { GENERATING: 1, WAITING: 2, DONE: 3, FAILED: 4 } as const;

export interface ExportTask {
  ahExportTaskId: string;
  name: string;
  /** 1 generating, 2 waiting, 3 done, 4 failed */
  state: number;
  /** 1 once downloaded (or confirmed) */
  isConfirm: number;
  createTime: string;
  startTime?: string | null;
  finishTime: string | null;
  failReason: string | null;
  rowCount: number | null;
  fileSize?: number | null;
}

/** while a task is generating or waiting the list is polled this often */
export const EXPORT_POLL_MS = 3000;
/** the list refreshes this long after the dialog opens */
export const EXPORT_OPEN_REFRESH_MS = 3000;
/** the list refreshes this long after an export starts */
export const EXPORT_STARTED_REFRESH_MS = 1000;
/** the done / failed tooltip stays this long */
export const EXPORT_TIP_MS = 5000;
/** a task still generating or waiting after this long gets the slow-export hint */
export const EXPORT_SLOW_MS = 5 * 60_000;
/** the list asks for this many tasks (the badge stops at 99+) */
export const EXPORT_LIST_SIZE = 100;

export const isRunning = (t: Pick<ExportTask, 'state'>): boolean => t.state === EXPORT_STATE.GENERATING || t.state === EXPORT_STATE.WAITING;

/** A done task nobody has downloaded yet (it carries the marker). */
export const isUnconfirmedDone = (t: Pick<ExportTask, 'state' | 'isConfirm'>): boolean => t.state === EXPORT_STATE.DONE && Number(t.isConfirm) !== 1;

/** The badge counts unfinished tasks and done ones not yet downloaded. */
export const countsOnBadge = (t: Pick<ExportTask, 'state' | 'isConfirm'>): boolean => isRunning(t) || isUnconfirmedDone(t);

export const badgeCount = (tasks: readonly ExportTask[]): number => tasks.filter(countsOnBadge).length;

export const anyRunning = (tasks: readonly ExportTask[] | undefined): boolean => !!tasks?.some(isRunning);

/** Still generating or waiting 5 minutes after it was queued. */
export function isSlow(t: Pick<ExportTask, 'state' | 'createTime'>, now: number): boolean {
  if (!isRunning(t)) return false;
  const created = Date.parse(t.createTime);
  return Number.isFinite(created) && now - created >= EXPORT_SLOW_MS;
}

/**
 * The tasks that finished (done or failed) since the last look: known as running before (from the
 * list or from the export-started event), finished now.
 */
export function newlyFinished(running: ReadonlySet<string>, tasks: readonly ExportTask[]): ExportTask[] {
  return tasks.filter((t) => running.has(t.ahExportTaskId) && !isRunning(t));
}

/** The state's label: the dictionary export_task_state when loaded, else a built-in one, else the number. */
export function stateLabel(state: number, lang: Lang, dict?: ReadonlyArray<{ dictKey: string; dictValue: string; dictValueEn?: string | null }>): string {
  const entry = dict?.find((d) => d.dictKey === String(state));
  if (entry) return lang === 'en' ? entry.dictValueEn || entry.dictValue : entry.dictValue;
  const builtIn: Record<number, [string, string]> = { 1: ['生成中', 'Generating'], 2: ['等待中', 'Waiting'], 3: ['已完成', 'Done'], 4: ['失败', 'Failed'] };
  const b = builtIn[state];
  return b ? b[lang === 'en' ? 1 : 0] : String(state);
}

/** The file name a download is saved as: the task name, with .xlsx when it has no extension. */
export function downloadName(name: string | null | undefined): string {
  const base = (name ?? '').replace(/[\\/:*?"<>|]/g, '_').trim() || 'export';
  return /\.[a-z0-9]{2,5}$/i.test(base) ? base : `${base}.xlsx`;
}
