/**
 * Which shell dialog is open (one at a time): change operating password, set operating
 * password, store groups, the key-binding help sheet. Opening one remembers where focus was, so
 * closing it goes back there.
 */
import { useSyncExternalStore } from 'react';
import { rememberFocus } from './focus-return';

export type ShellDialog = 'operatingChange' | 'operatingSet' | 'storeGroups' | 'help';

let open: ShellDialog | null = null;
const listeners = new Set<() => void>();

function set(next: ShellDialog | null) {
  open = next;
  for (const l of listeners) l();
}

export function openDialog(dialog: ShellDialog, returnTo?: HTMLElement | null): void {
  rememberFocus(returnTo);
  set(dialog);
}

export function closeDialog(dialog?: ShellDialog): void {
  if (!dialog || open === dialog) set(null);
}

export function useOpenDialog(): ShellDialog | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
  );
}
