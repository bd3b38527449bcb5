/**
 * The app's tabs: the pure rules of tabs.ts in an external store. The list (not the page state)
 * is kept in session storage, so a reload shows the same tabs. Closing the shown tab navigates.
 */
import { useSyncExternalStore } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { storage } from '../../api/storage';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import {
  HOME_PATH,
  closeAll,
  closeOthers,
  closeTab,
  homeTab,
  initialTabs,
  openTab,
  rememberScroll,
  tabUrl,
  type Tab,
  type TabsState,
} from './tabs';

const TABS_KEY = 'tagList';
const ACTIVE_KEY = 'tag';
const HOME_LABEL = { zh: zh.common.home, en: en.common.home };

function load(): TabsState {
  const saved = storage.get<Tab[]>(TABS_KEY);
  const base = { ...initialTabs(), tabs: [homeTab(HOME_LABEL)] };
  if (!Array.isArray(saved)) return base;
  return saved.reduce((s, t) => (t && typeof t.value === 'string' && t.value !== HOME_PATH ? openTab(s, { ...t, meta: t.meta ?? {} }) : s), base);
}

let state: TabsState = load();
// the restored tabs are listed, not mounted: the shown page decides what is mounted
{
  const active = storage.get<string>(ACTIVE_KEY);
  state = { ...state, cached: [], active: active && state.tabs.some((t) => t.value === active) ? active : HOME_PATH };
}
const listeners = new Set<() => void>();

function set(next: TabsState) {
  if (next === state) return;
  const listChanged = next.tabs !== state.tabs;
  const prevActive = state.active;
  state = next;
  if (listChanged) storage.set({ name: TABS_KEY, content: state.tabs, type: 'session' });
  if (next.active !== prevActive) storage.set({ name: ACTIVE_KEY, content: next.active, type: 'session' });
  for (const l of listeners) l();
}

export const getTabs = (): TabsState => state;

export function useTabs(): TabsState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

/** The page at `tab.value` is shown: open or update its tab. */
export function visitTab(tab: Tab): void {
  const next = openTab(state, tab.value === HOME_PATH ? { ...homeTab(HOME_LABEL), query: tab.query } : tab);
  const same =
    next.active === state.active &&
    next.cached.join('\n') === state.cached.join('\n') &&
    JSON.stringify(next.tabs) === JSON.stringify(state.tabs);
  if (!same) set({ ...next, tabs: JSON.stringify(next.tabs) === JSON.stringify(state.tabs) ? state.tabs : next.tabs });
}

function show(path: string | null) {
  if (!path) return;
  const tab = state.tabs.find((t) => t.value === path);
  navigate(tab ? tabUrl(tab) : path);
}

export function showTab(path: string): void {
  show(path);
}

export function closeTabOf(path: string): void {
  const r = closeTab(state, path);
  set(r.state);
  show(r.show);
}

export function closeOtherTabs(path: string = state.active): void {
  const r = closeOthers(state, path);
  set(r.state);
  show(r.show);
}

export function closeAllTabs(): void {
  const r = closeAll(state);
  set(r.state);
  show(r.show);
}

export function saveScroll(path: string, top: number): void {
  // scroll positions do not re-render anything: no listeners
  state = rememberScroll(state, path, top);
}

/** Back to the home tab alone (sign-in, sign-out, store switch). */
export function resetTabs(): void {
  set({ ...initialTabs(), tabs: [homeTab(HOME_LABEL)] });
}
