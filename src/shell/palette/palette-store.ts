/**
 * Whether the palette is open and which nested page it shows (a stack: Backspace on an empty
 * query or Esc goes back one page). A command that opens a page keeps the palette open.
 */
import { useSyncExternalStore } from 'react';
import { rememberFocus } from '../focus-return';

export type PalettePage = 'stores' | 'theme' | 'language';

export interface PaletteState {
  open: boolean;
  pages: PalettePage[];
  /** bumps on every page change, so the palette knows a command opened a page */
  version: number;
}

let state: PaletteState = { open: false, pages: [], version: 0 };
const listeners = new Set<() => void>();

function set(next: Partial<PaletteState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export const getPalette = (): PaletteState => state;

export function usePalette(): PaletteState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

export function openPalette(page?: PalettePage): void {
  if (!state.open) rememberFocus();
  set({ open: true, pages: page ? [page] : [], version: state.version + 1 });
}

export function closePalette(): void {
  if (state.open) set({ open: false, pages: [], version: state.version + 1 });
}

export function togglePalette(): void {
  if (state.open) closePalette();
  else openPalette();
}

/** Shows a nested page (opening the palette when a key binding asks for it). */
export function pushPage(page: PalettePage): void {
  if (!state.open) return openPalette(page);
  set({ pages: [...state.pages, page], version: state.version + 1 });
}

export function popPage(): boolean {
  if (state.pages.length === 0) return false;
  set({ pages: state.pages.slice(0, -1), version: state.version + 1 });
  return true;
}
