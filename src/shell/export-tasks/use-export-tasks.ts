/**
 * The export-task list and what keeps it fresh (spec 1 sections 4 and 9): its key sits under the
 * shell's key (a store switch loads it again); it is polled every 3 s while a task is generating
 * or waiting; it refreshes 3 s after the dialog opens and 1 s after an export starts (the list
 * screens' 'anhua:export-started' event, which also opens the dialog); a task that turns done or
 * failed raises the 5-second tooltip.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { EXPORT_STARTED_EVENT } from './export-started';
import { useSession } from '../session';
import { useShellReady } from '../notices/shell-ready';
import { shellKey } from '../shell-queries';
import { listExportTasks } from './export-task-api';
import {
  anyRunning,
  EXPORT_OPEN_REFRESH_MS,
  EXPORT_POLL_MS,
  EXPORT_STARTED_REFRESH_MS,
  EXPORT_TIP_MS,
  isRunning,
  newlyFinished,
} from './export-task-logic';
import { openExportDialog, showExportTip, useExportTaskState } from './export-task-store';

/** Started tasks the list has not shown yet. */
const pendingIds = new Set<string>();

export function useExportTaskList() {
  const { user } = useSession();
  const ready = useShellReady();
  return useQuery({
    queryKey: shellKey(user, 'exportTasks'),
    queryFn: () => listExportTasks(),
    // after the shell's own start-up calls (shell-ready.ts)
    enabled: ready,
    staleTime: 0,
    refetchInterval: (q) => (anyRunning(q.state.data?.records) ? EXPORT_POLL_MS : false),
  });
}

/** Mounted once in the shell: the event, the timed refreshes and the finish tooltip. */
export function useExportTaskWatcher(): void {
  const list = useExportTaskList();
  const { open, openedAt } = useExportTaskState();
  const { refetch } = list;
  /** ids known to be generating or waiting (from the list or from the started event) */
  const running = useRef(new Set<string>());

  // a task that was running and is not any more: the tooltip
  useEffect(() => {
    const tasks = list.data?.records;
    if (!tasks) return;
    const finished = newlyFinished(running.current, tasks);
    const listed = new Set(tasks.map((t) => t.ahExportTaskId));
    for (const t of tasks) {
      if (isRunning(t)) running.current.add(t.ahExportTaskId);
      else running.current.delete(t.ahExportTaskId);
    }
    // started ids not listed yet stay known for a while; ids that vanished (deleted) go
    for (const id of running.current) if (!listed.has(id) && !pendingIds.has(id)) running.current.delete(id);
    for (const id of listed) pendingIds.delete(id);
    if (finished.length === 0) return;
    const failed = finished.filter((t) => t.state === 4);
    if (failed.length) showExportTip('failed', failed.map((t) => t.name), EXPORT_TIP_MS);
    else showExportTip('done', finished.map((t) => t.name), EXPORT_TIP_MS);
  }, [list.data]);

  // an export started on a list screen: open the dialog, refresh 1 s later
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onStarted = (e: Event) => {
      const id = (e as CustomEvent<{ ahExportTaskId?: string }>).detail?.ahExportTaskId;
      if (id) {
        running.current.add(String(id));
        pendingIds.add(String(id));
      }
      openExportDialog();
      clearTimeout(timer);
      timer = setTimeout(() => void refetch(), EXPORT_STARTED_REFRESH_MS);
    };
    window.addEventListener(EXPORT_STARTED_EVENT, onStarted);
    return () => {
      window.removeEventListener(EXPORT_STARTED_EVENT, onStarted);
      clearTimeout(timer);
    };
  }, [refetch]);

  // the dialog opened: the list now and again 3 s later
  useEffect(() => {
    if (!open) return;
    void refetch();
    const timer = setTimeout(() => void refetch(), EXPORT_OPEN_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [open, openedAt, refetch]);
}
