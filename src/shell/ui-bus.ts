/**
 * The app-wide messages: one toast at a time, one blocking alert, one blocking session dialog.
 * A tiny external store, so the http client (outside React) can raise them.
 */
import { useSyncExternalStore } from 'react';

export interface Toast {
  id: number;
  kind: 'error' | 'success' | 'info';
  message: string;
}

export interface BlockingDialog {
  title?: string;
  message: string;
  button: string;
  /** closes the dialog and resolves the caller's promise */
  close: () => void;
}

interface UiState {
  toast: Toast | null;
  alert: BlockingDialog | null;
  session: BlockingDialog | null;
}

export const TOAST_MS = 3000;

let state: UiState = { toast: null, alert: null, session: null };
const listeners = new Set<() => void>();
let toastTimer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;

function update(next: Partial<UiState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export function useUi(): UiState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

export function closeMessages(): void {
  clearTimeout(toastTimer);
  update({ toast: null });
}

export function showToast(kind: Toast['kind'], message: string): void {
  clearTimeout(toastTimer);
  update({ toast: { id: nextId++, kind, message } });
  toastTimer = setTimeout(() => update({ toast: null }), TOAST_MS);
}

export const toastError = (message: string) => showToast('error', message);
export const toastSuccess = (message: string) => showToast('success', message);

export function showAlert(options: { title: string; message: string; button: string }): Promise<void> {
  return new Promise((resolve) => {
    update({
      alert: {
        ...options,
        close: () => {
          update({ alert: null });
          resolve();
        },
      },
    });
  });
}

export function showSessionDialog(options: { title: string; message: string; button: string }): Promise<void> {
  return new Promise((resolve) => {
    update({
      session: {
        ...options,
        close: () => {
          update({ session: null });
          resolve();
        },
      },
    });
  });
}
