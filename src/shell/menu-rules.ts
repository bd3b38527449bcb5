/**
 * The client's menu rules (spec 1 section 2): leaves get '/index' appended (the path without it
 * still opens the page: routedMenuPath); three delivery paths
 * are left out; an item with meta.roles shows only for those roles; the sidebar also hides the
 * 延保确认 entry and hidden items (which stay reachable as routes).
 */
import type { MenuNode } from '../api/auth';

export const EXCLUDED_PATHS: readonly string[] = [
  '/deliveryManager/orderProgress',
  '/deliveryManager/delivery',
  '/deliveryManager/car',
];
export const SIDEBAR_HIDDEN_NAMES: readonly string[] = ['延保确认'];
/**
 * Leaves whose path is a page of the shell's own (spec 1 section 2 routes /anhua/notification, not
 * /anhua/notification/index): they keep their path, so 我的消息 opens the working page, not a
 * placeholder under '/index'.
 */
export const SHELL_PAGE_LEAVES: readonly string[] = ['/anhua/notification'];

export interface MenuItem {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
  /** the routed path: leaves end in /index */
  path: string;
  icon: string | null;
  topMenuId: string | null;
  hidden: boolean;
  children: MenuItem[];
}

const withIndex = (path: string) => (path.endsWith('/index') ? path : `${path.replace(/\/$/, '')}/index`);
const stripIndex = (path: string) => path.replace(/\/index$/, '');

/** The routes the user may open, in menu order. */
export function buildMenu(tree: readonly MenuNode[], roleName: string | undefined): MenuItem[] {
  const out: MenuItem[] = [];
  for (const node of [...tree].sort((a, b) => a.sort - b.sort)) {
    const raw = node.path ?? '';
    if (EXCLUDED_PATHS.includes(stripIndex(raw))) continue;
    const roles = node.meta?.roles;
    if (roles && roles.length > 0 && !(roleName && roles.includes(roleName))) continue;
    const children = buildMenu(node.children ?? [], roleName);
    // a group whose children were all filtered away is not shown either
    if ((node.children?.length ?? 0) > 0 && children.length === 0) continue;
    out.push({
      id: node.id,
      code: node.code,
      name: node.name,
      nameEn: node.nameEn,
      path: children.length === 0 && raw && !SHELL_PAGE_LEAVES.includes(stripIndex(raw)) ? withIndex(raw) : raw,
      icon: node.source,
      topMenuId: node.topMenuId,
      hidden: !!node.hidden,
      children,
    });
  }
  return out;
}

/** What the sidebar shows. */
export function sidebarItems(items: readonly MenuItem[]): MenuItem[] {
  return items
    .filter((i) => !i.hidden && !SIDEBAR_HIDDEN_NAMES.includes(i.name))
    .map((i) => ({ ...i, children: sidebarItems(i.children) }));
}

export function leaves(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((i) => (i.children.length ? leaves(i.children) : [i]));
}

export function findLeaf(items: readonly MenuItem[], path: string): MenuItem | undefined {
  return leaves(items).find((i) => i.path === path);
}

/**
 * The menu page a path belongs to: the leaf itself, or for a page outside the menu (a detail or
 * edit page, /orders/details) the leaf sharing the most leading path segments with it, at least
 * the first (/orders/list/index). Undefined when no leaf shares one.
 */
export function nearestLeaf(items: readonly MenuItem[], path: string): MenuItem | undefined {
  const exact = findLeaf(items, path);
  if (exact) return exact;
  const segs = path.split('/').filter(Boolean);
  let best: MenuItem | undefined;
  let bestShared = 0;
  for (const leaf of leaves(items)) {
    const other = leaf.path.split('/').filter(Boolean);
    let shared = 0;
    while (shared < segs.length && shared < other.length && segs[shared] === other[shared]) shared++;
    if (shared > bestShared) [best, bestShared] = [leaf, shared];
  }
  return best;
}

/**
 * The routed path of the menu page an address names in another spelling: the menu table's own
 * path without the '/index' the client appends (/clue/sea for /clue/sea/index), or with a
 * trailing slash. Undefined when the address is already a routed path or names no menu page.
 * Links, bookmarks and typed addresses use these spellings; the shell replaces them with the
 * routed path, so a page has one address and one tab.
 */
export function routedMenuPath(items: readonly MenuItem[], path: string): string | undefined {
  if (findLeaf(items, path)) return undefined;
  const trimmed = path.replace(/\/+$/, '');
  if (!trimmed) return undefined;
  // a shell page's leaf spelt with '/index' (/anhua/notification/index, the old menu address) too
  for (const candidate of [trimmed, withIndex(trimmed), stripIndex(trimmed)]) if (findLeaf(items, candidate)) return candidate;
  return undefined;
}

/** The ids of the groups on the way to a path (to open them in the sidebar). */
export function ancestorsOf(items: readonly MenuItem[], path: string): string[] {
  for (const i of items) {
    if (i.children.length > 0 && leaves(i.children).some((l) => l.path === path)) return [i.id, ...ancestorsOf(i.children, path)];
  }
  return [];
}

export const menuLabel = (item: { name: string; nameEn: string | null }, lang: string) =>
  lang === 'en' && item.nameEn ? item.nameEn : item.name;
