/** The tabs of visited pages: home first, closing rules, the 10-page cache, scroll positions. */
import { describe, expect, it } from 'vitest';
import {
  HOME_PATH,
  MAX_CACHED,
  closeAll,
  closeOthers,
  closeTab,
  initialTabs,
  isClosable,
  mountedPaths,
  openTab,
  rememberScroll,
  tabByNumber,
  tabUrl,
  type Tab,
} from '../../src/shell/tabs/tabs';

const page = (n: number, extra: Partial<Tab> = {}): Tab => ({
  label: { zh: `页面${n}`, en: `Page ${n}` },
  value: `/p${n}/index`,
  params: {},
  query: { webCurStoreId: '1' },
  meta: {},
  group: 'top',
  close: true,
  ...extra,
});

const openAll = (...ns: number[]) => ns.reduce((s, n) => openTab(s, page(n)), initialTabs());

describe('tabs', () => {
  it('starts with the home tab, which is not closable and not cached', () => {
    const s = initialTabs();
    expect(s.tabs.map((t) => t.value)).toEqual([HOME_PATH]);
    expect(s.tabs[0].label.zh).toBe('首页');
    expect(s.tabs[0].group).toBeNull();
    expect(isClosable(s, s.tabs[0])).toBe(false);
    expect(mountedPaths(openTab(s, s.tabs[0]))).toEqual([HOME_PATH]);
    expect(openTab(s, s.tabs[0]).cached).toEqual([]);
  });

  it('opens one tab per path, updating its query, and shows it', () => {
    let s = openAll(1, 2);
    s = openTab(s, page(1, { query: { id: '7', webCurStoreId: '1' } }));
    expect(s.tabs.map((t) => t.value)).toEqual([HOME_PATH, '/p1/index', '/p2/index']);
    expect(s.active).toBe('/p1/index');
    expect(tabUrl(s.tabs[1])).toBe('/p1/index?id=7&webCurStoreId=1');
  });

  it('closes a tab only while more than one is open; closing the shown one shows its neighbour', () => {
    const single = closeAll(openAll(1)).state;
    expect(single.tabs).toHaveLength(1);
    let s = openAll(1, 2, 3);
    s = openTab(s, page(2));
    const r = closeTab(s, '/p2/index');
    expect(r.show).toBe('/p3/index');
    expect(r.state.tabs.map((t) => t.value)).toEqual([HOME_PATH, '/p1/index', '/p3/index']);
    // the last tab has no right neighbour: its left one is shown
    expect(closeTab(r.state, '/p3/index').show).toBe('/p1/index');
    // closing a hidden tab keeps the shown one
    expect(closeTab(r.state, '/p1/index').show).toBeNull();
  });

  it('closes others and all, keeping home', () => {
    const s = openAll(1, 2, 3);
    const others = closeOthers(s, '/p2/index');
    expect(others.state.tabs.map((t) => t.value)).toEqual([HOME_PATH, '/p2/index']);
    expect(others.show).toBe('/p2/index');
    const all = closeAll(s);
    expect(all.state.tabs.map((t) => t.value)).toEqual([HOME_PATH]);
    expect(all.show).toBe(HOME_PATH);
    expect(all.state.cached).toEqual([]);
  });

  it('keeps at most 10 pages mounted, dropping the least recently shown', () => {
    let s = openAll(...Array.from({ length: 12 }, (_, i) => i + 1));
    expect(s.tabs).toHaveLength(13);
    expect(s.cached).toHaveLength(MAX_CACHED);
    expect(s.cached).not.toContain('/p1/index');
    expect(s.cached).not.toContain('/p2/index');
    s = openTab(s, page(1));
    expect(s.cached[0]).toBe('/p1/index');
    expect(s.cached).not.toContain('/p3/index');
    expect(mountedPaths(s)).toHaveLength(MAX_CACHED);
  });

  it('keeps the 10 most recently used pages: a page shown again moves to the front, the least recently used goes', () => {
    // 1..10 shown, then 3 and 1 again: the use order is 1 3 10 9 8 7 6 5 4 2
    let s = openAll(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 3, 1);
    expect(s.cached).toEqual(['/p1/index', '/p3/index', ...[10, 9, 8, 7, 6, 5, 4, 2].map((n) => `/p${n}/index`)]);
    // the page just left (1) stays; the least recently used (2) goes
    s = openTab(s, page(11));
    expect(s.cached[0]).toBe('/p11/index');
    expect(s.cached).toContain('/p1/index');
    expect(s.cached).not.toContain('/p2/index');
    // then 4, now the least recently used
    s = openTab(s, page(12));
    expect(s.cached).not.toContain('/p4/index');
    expect(s.cached).toHaveLength(MAX_CACHED);
    // going home (never cached) keeps every kept page, and shows home besides them
    s = openTab(s, s.tabs[0]);
    expect(s.cached).toHaveLength(MAX_CACHED);
    expect(mountedPaths(s)).toEqual([HOME_PATH, ...s.cached]);
  });

  it('hands out the kept pages as a copy: sorting them for the DOM leaves the use order alone', () => {
    const s = openAll(1, 2, 3);
    const order = [...s.cached];
    mountedPaths(s).sort();
    expect(s.cached).toEqual(order);
    expect(s.cached[0]).toBe('/p3/index');
  });

  it('does not cache a page marked noCache', () => {
    const s = openTab(initialTabs(), page(1, { meta: { noCache: true } }));
    expect(s.cached).toEqual([]);
    expect(mountedPaths(s)).toEqual(['/p1/index']);
  });

  it('remembers scroll positions of open tabs only', () => {
    let s = rememberScroll(openAll(1, 2), '/p1/index', 480);
    expect(s.scroll['/p1/index']).toBe(480);
    s = closeTab(s, '/p1/index').state;
    expect(s.scroll['/p1/index']).toBeUndefined();
  });

  it('numbers tabs for Alt+1..9, 9 being the last', () => {
    const s = openAll(1, 2, 3);
    expect(tabByNumber(s, 1)?.value).toBe(HOME_PATH);
    expect(tabByNumber(s, 3)?.value).toBe('/p2/index');
    expect(tabByNumber(s, 9)?.value).toBe('/p3/index');
    expect(tabByNumber(s, 6)).toBeUndefined();
  });
});
