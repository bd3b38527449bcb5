/**
 * Keeps the pages of up to 10 tabs mounted (guard rule 6): each in its own pane with its own
 * router, which always sees the pane's address, so a hidden page keeps its state and does not
 * react to the shown page's address. Each pane scrolls by itself and gets its scroll position
 * back when shown again (also after a remount of a page that was not kept).
 */
import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { Router, useLocation, useSearch, type BaseLocationHook } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { PageElementContext } from '../../commands/registry';
import { guardedAroundNav } from '../guarded-router';
import { mountedPaths, tabUrl } from './tabs';
import { getTabs, saveScroll, useTabs } from './tabs-store';

function Pane({ path, search, active, children }: { path: string; search: string; active: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const hook = useMemo<BaseLocationHook>(() => () => [path, navigate], [path]);
  const searchHook = useMemo(() => () => search, [search]);
  const element = useCallback(() => ref.current, []);

  // shown again (or for the first time): put the scroll position back, retrying while the page
  // is still too short for it (data arriving)
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const want = getTabs().scroll[path] ?? 0;
    let frames = 0;
    let raf = 0;
    const apply = () => {
      el.scrollTop = want;
      if (Math.abs(el.scrollTop - want) > 1 && frames++ < 60) raf = requestAnimationFrame(apply);
    };
    apply();
    return () => cancelAnimationFrame(raf);
  }, [active, path]);

  return (
    <div
      ref={ref}
      className="tab-pane"
      hidden={!active}
      data-path={path}
      onScroll={(e) => active && saveScroll(path, e.currentTarget.scrollTop)}
    >
      <PageElementContext.Provider value={element}>
        <Router hook={hook} searchHook={searchHook} aroundNav={guardedAroundNav}>
          {children}
        </Router>
      </PageElementContext.Provider>
    </div>
  );
}

export function TabPanes({ children }: { children: ReactNode }) {
  const state = useTabs();
  const [location] = useLocation();
  const search = useSearch();
  // a stable order (the tabs' order), so showing a tab never moves another pane in the DOM
  const order = (p: string) => {
    const i = state.tabs.findIndex((t) => t.value === p);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  const paths = mountedPaths({ ...state, active: location }).sort((a, b) => order(a) - order(b));
  return (
    <div className="tab-panes">
      {paths.map((p) => {
        const tab = state.tabs.find((t) => t.value === p);
        const paneSearch = p === location ? search : tab ? tabUrl(tab).split('?')[1] ?? '' : '';
        return (
          <Pane key={p} path={p} search={paneSearch} active={p === location}>
            {children}
          </Pane>
        );
      })}
    </div>
  );
}
