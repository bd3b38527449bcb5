/** Shell UI state: sidebar collapse, the selected top menu, the narrow-screen drawer, dialogs. */
import { useSyncExternalStore } from 'react';
import { storage } from '../api/storage';

export type PasswordDialogMode = 'closed' | 'open' | 'forced';

export interface ShellState {
  collapsed: boolean;
  /** the sidebar drawer below 992 px */
  drawerOpen: boolean;
  topMenuId: string | null;
  passwordDialog: PasswordDialogMode;
}

const COLLAPSE_KEY = 'collapse';
const TOP_MENU_KEY = 'topMenuId';

let state: ShellState = {
  collapsed: storage.get<boolean>(COLLAPSE_KEY) === true,
  drawerOpen: false,
  topMenuId: storage.get<string>(TOP_MENU_KEY) ?? null,
  passwordDialog: 'closed',
};
const listeners = new Set<() => void>();

function update(next: Partial<ShellState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export function useShellState(): ShellState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

export function toggleCollapsed(): void {
  storage.set({ name: COLLAPSE_KEY, content: !state.collapsed });
  update({ collapsed: !state.collapsed });
}

export const setDrawerOpen = (drawerOpen: boolean) => update({ drawerOpen });

export function selectTopMenu(topMenuId: string | null): void {
  if (topMenuId === state.topMenuId) return;
  if (topMenuId) storage.set({ name: TOP_MENU_KEY, content: topMenuId, type: 'session' });
  update({ topMenuId });
}

export function openPasswordDialog(mode: Exclude<PasswordDialogMode, 'closed'> = 'open'): void {
  // a forced dialog stays forced
  if (state.passwordDialog === 'forced') return;
  update({ passwordDialog: mode });
}

export function closePasswordDialog(): void {
  update({ passwordDialog: 'closed' });
}

/** Back to the first state (logout). */
export function resetShellState(): void {
  update({ drawerOpen: false, topMenuId: null, passwordDialog: 'closed' });
}
