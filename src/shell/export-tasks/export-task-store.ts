/**
 * The export-task UI state (spec 1 section 3: export dialog flag): whether the dialog is open, and
 * the 5-second tooltip of a task that just finished or failed.
 */
import { useSyncExternalStore } from 'react';
import { rememberFocus } from '../focus-return';

export interface ExportTip {
  id: number;
  kind: 'done' | 'failed';
  names: string[];
}

interface State {
  open: boolean;
  /** bumps on every opening, so the dialog knows to refresh */
  openedAt: number;
  tip: ExportTip | null;
}

let state: State = { open: false, openedAt: 0, tip: null };
const listeners = new Set<() => void>();
let tipTimer: ReturnType<typeof setTimeout> | undefined;
let tipId = 1;

function update(next: Partial<State>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export function useExportTaskState(): State {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

export function openExportDialog(returnTo?: HTMLElement | null): void {
  if (!state.open) rememberFocus(returnTo);
  update({ open: true, openedAt: Date.now() });
}

export const closeExportDialog = (): void => update({ open: false });

export function showExportTip(kind: ExportTip['kind'], names: string[], ms: number): void {
  clearTimeout(tipTimer);
  update({ tip: { id: tipId++, kind, names } });
  tipTimer = setTimeout(() => update({ tip: null }), ms);
}

export function hideExportTip(): void {
  clearTimeout(tipTimer);
  update({ tip: null });
}
