/** Makes the shown page a tab (guard rule 5): label, path, params, query, meta, top-menu id. */
import { useEffect } from 'react';
import { matchRoute, useLocation, useRouter, useSearch, type Parser } from 'wouter';
import { findLeaf, type MenuItem } from '../menu-rules';
import type { ShellScreen } from '../screens';
import { HOME_PATH, type Tab } from './tabs';
import { visitTab } from './tabs-store';

/** The tab of a page; null for a page without a tab; 'wait' while the menu is loading. */
export function describePage(
  path: string,
  search: string,
  screens: readonly ShellScreen[],
  menu: readonly MenuItem[] | undefined,
  parser: Parser,
  currentTopMenu: string | null,
): Tab | null | 'wait' {
  const query = Object.fromEntries(new URLSearchParams(search));
  let screen: ShellScreen | undefined;
  let params: Record<string, string> = {};
  for (const s of screens) {
    const [ok, p] = matchRoute(parser, s.path, path);
    if (ok) {
      screen = s;
      params = Object.fromEntries(Object.entries(p ?? {}).filter(([k, v]) => isNaN(Number(k)) && v !== undefined)) as Record<string, string>;
      break;
    }
  }
  if (screen?.noTab) return null;
  const meta = { noCache: screen?.noCache };
  if (path === HOME_PATH) return { label: { zh: '首页', en: 'Home' }, value: path, params, query, meta: { noCache: true }, group: null, close: false };
  const leaf = menu ? findLeaf(menu, path) : undefined;
  const label = screen?.title ?? (leaf ? { zh: leaf.name, en: leaf.nameEn ?? leaf.name } : undefined);
  if (!label) return menu ? null : 'wait';
  return { label, value: path, params, query, meta, group: leaf?.topMenuId ?? currentTopMenu, close: true };
}

export function useTabTracking(screens: readonly ShellScreen[], menu: readonly MenuItem[] | undefined, topMenuId: string | null): void {
  const [location] = useLocation();
  const search = useSearch();
  const { parser } = useRouter();
  useEffect(() => {
    const tab = describePage(location, search, screens, menu, parser, topMenuId);
    if (tab && tab !== 'wait') visitTab(tab);
  }, [location, search, screens, menu, parser, topMenuId]);
}
