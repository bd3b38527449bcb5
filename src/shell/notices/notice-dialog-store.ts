/** Whether the notification dialog is open; opening it remembers where focus was. */
import { useSyncExternalStore } from 'react';
import { rememberFocus } from '../focus-return';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === open) return;
  open = next;
  for (const l of listeners) l();
}

export function openNoticeDialog(returnTo?: HTMLElement | null): void {
  rememberFocus(returnTo);
  set(true);
}

export const closeNoticeDialog = (): void => set(false);

export function useNoticeDialogOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
  );
}
