/**
 * The tabs of visited pages (spec 1 section 2, guard rules 5 and 6), as pure functions over a
 * state: the home tab /anhua/index comes first, is labelled home, is never closed nor cached;
 * other tabs close while more than one is open; at most MAX_CACHED pages keep their mounted state
 * (least recently shown dropped first); a tab remembers its scroll position.
 */

export interface TabText {
  zh: string;
  en: string;
}

export interface TabMeta {
  /** the page is not kept mounted when hidden */
  noCache?: boolean;
  [key: string]: unknown;
}

export interface Tab {
  label: TabText;
  /** the route path; one tab per path */
  value: string;
  params: Record<string, string>;
  /** the query, webCurStoreId included */
  query: Record<string, string>;
  meta: TabMeta;
  /** the top-menu id the page belongs to; null for home */
  group: string | null;
  /** whether it may be closed at all (home may not) */
  close: boolean;
}

export interface TabsState {
  tabs: Tab[];
  /** the path of the shown tab */
  active: string;
  /** paths kept mounted, most recently shown first */
  cached: string[];
  /** scroll positions by path */
  scroll: Record<string, number>;
}

export const HOME_PATH = '/anhua/index';
export const MAX_CACHED = 10;

export const homeTab = (label: TabText = { zh: '首页', en: 'Home' }): Tab => ({
  label,
  value: HOME_PATH,
  params: {},
  query: {},
  meta: { noCache: true },
  group: null,
  close: false,
});

export const initialTabs = (): TabsState => ({ tabs: [homeTab()], active: HOME_PATH, cached: [], scroll: {} });

const cacheable = (tab: Tab) => tab.value !== HOME_PATH && !tab.meta.noCache;

function touch(cached: readonly string[], tab: Tab): string[] {
  const rest = cached.filter((p) => p !== tab.value);
  return cacheable(tab) ? [tab.value, ...rest].slice(0, MAX_CACHED) : rest;
}

/** Opens (or updates) the tab of a visited page and shows it. */
export function openTab(state: TabsState, tab: Tab): TabsState {
  const i = state.tabs.findIndex((t) => t.value === tab.value);
  const next = i < 0 ? { ...tab, close: tab.value !== HOME_PATH && tab.close } : { ...state.tabs[i], ...tab, close: state.tabs[i].close };
  const tabs = i < 0 ? [...state.tabs, next] : state.tabs.map((t, j) => (j === i ? next : t));
  // home stays first
  const home = tabs.find((t) => t.value === HOME_PATH) ?? homeTab();
  return {
    ...state,
    tabs: [home, ...tabs.filter((t) => t.value !== HOME_PATH)],
    active: tab.value,
    cached: touch(state.cached, next),
  };
}

export const isClosable = (state: TabsState, tab: Tab): boolean => tab.close && state.tabs.length > 1;

/** The page to show after closing `path`: its right neighbour, else its left one. */
function neighbour(state: TabsState, path: string): string {
  const i = state.tabs.findIndex((t) => t.value === path);
  return (state.tabs[i + 1] ?? state.tabs[i - 1] ?? homeTab()).value;
}

function keep(state: TabsState, tabs: Tab[], active: string): TabsState {
  const paths = new Set(tabs.map((t) => t.value));
  const scroll = Object.fromEntries(Object.entries(state.scroll).filter(([p]) => paths.has(p)));
  return { tabs, active, cached: state.cached.filter((p) => paths.has(p)), scroll };
}

/** Closes one tab; answers the new state and the page to show (null when the shown one stays). */
export function closeTab(state: TabsState, path: string): { state: TabsState; show: string | null } {
  const tab = state.tabs.find((t) => t.value === path);
  if (!tab || !isClosable(state, tab)) return { state, show: null };
  const show = state.active === path ? neighbour(state, path) : null;
  return { state: keep(state, state.tabs.filter((t) => t.value !== path), show ?? state.active), show };
}

/** Keeps home, `path` and tabs that cannot close; shows `path`. */
export function closeOthers(state: TabsState, path: string): { state: TabsState; show: string | null } {
  const tabs = state.tabs.filter((t) => t.value === path || !t.close);
  const show = state.active === path ? null : path;
  return { state: keep(state, tabs, path), show };
}

/** Keeps home (and tabs that cannot close); shows home. */
export function closeAll(state: TabsState): { state: TabsState; show: string | null } {
  const tabs = state.tabs.filter((t) => !t.close);
  const withHome = tabs.some((t) => t.value === HOME_PATH) ? tabs : [homeTab(), ...tabs];
  return { state: keep(state, withHome, HOME_PATH), show: state.active === HOME_PATH ? null : HOME_PATH };
}

export function rememberScroll(state: TabsState, path: string, top: number): TabsState {
  if (state.scroll[path] === top) return state;
  return { ...state, scroll: { ...state.scroll, [path]: top } };
}

/**
 * The pages to keep mounted: the cached ones, plus the shown one. Always a new array: the caller
 * sorts it for the DOM, and sorting the state's own list put the cache in tab order, so the newest
 * tab (the page just left) was the one evicted next.
 */
export function mountedPaths(state: TabsState): string[] {
  return state.cached.includes(state.active) ? [...state.cached] : [state.active, ...state.cached];
}

/** The address of a tab: path plus query. */
export function tabUrl(tab: Pick<Tab, 'value' | 'query'>): string {
  const search = new URLSearchParams(tab.query).toString();
  return search ? `${tab.value}?${search}` : tab.value;
}

/** The tab reached by Alt+n: 1-based, 9 is the last one (as browsers do). */
export function tabByNumber(state: TabsState, n: number): Tab | undefined {
  if (n === 9) return state.tabs[state.tabs.length - 1];
  return state.tabs[n - 1];
}

export const tabLabel = (tab: Tab, lang: string): string => (lang === 'en' ? tab.label.en : tab.label.zh);
