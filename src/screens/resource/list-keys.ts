/**
 * The palette commands and key bindings of a generated list, declared together: each command
 * carries its shortcut, so the palette, the help sheet and the binding agree. Every list has:
 *
 *   ArrowDown / j, ArrowUp / k   move the focused row (Home / End: first / last)
 *   Space / x                    select or deselect the focused row
 *   Enter                        view the focused row
 *   e                            edit the focused row
 *   n                            add
 *   Delete                       delete the selected rows, else the focused row (after confirmation)
 *   /                            focus the search panel
 *   [ / ]                        previous / next page
 *   r                            reload
 *
 * plus "<title>: 导出", every declared action (with its declared key) and the tabs (tabCommands).
 * Pure: the screen passes handlers; a handler left out means the command is not offered (no path
 * or no permission).
 * A screen's own short list of focusable rows (not a grid on the engine) moves with the same keys
 * through focusRowByKey.
 */
import type { KeyboardEvent } from 'react';
import type { Command, CommandText } from '../../commands/registry';
import type { ResourceDecl } from '../../domain/resources/types';
import { moveFocus } from './selection';
import { rt, rtBoth, type TextKey } from './texts';
import type { ListTab } from '../../domain/resources/tabs';

export interface RowCommand {
  /** unique within the list, e.g. 'action.ENABLE' or 'up' */
  id: string;
  label: CommandText;
  shortcut?: string;
  run: () => void;
  enabled: () => boolean;
}

export interface ListHandlers {
  add?: () => void;
  focusSearch?: () => void;
  exportList?: () => void;
  view?: () => void;
  edit?: () => void;
  remove?: () => void;
  refresh: () => void;
  move: (delta: number) => void;
  moveTo: (edge: 'first' | 'last') => void;
  toggle: () => void;
  toggleAll: () => void;
  nextPage: () => void;
  prevPage: () => void;
  canNextPage: () => boolean;
  canPrevPage: () => boolean;
  /** a row is focused */
  hasRow: () => boolean;
  /** the focused row or some selected rows */
  hasTarget: () => boolean;
  hasRows: () => boolean;
  /** declared actions, up and down */
  rowCommands?: readonly RowCommand[];
}

export const LIST_SHORTCUTS = {
  add: 'n',
  search: '/',
  view: 'Enter',
  edit: 'e',
  remove: 'Delete',
  next: ['ArrowDown', 'j'],
  prev: ['ArrowUp', 'k'],
  first: 'Home',
  last: 'End',
  toggle: ['Space', 'x'],
  nextPage: ']',
  prevPage: '[',
  refresh: 'r',
} as const;

/** '<title>: <action>' in both languages. */
export function listCommandTitle(decl: ResourceDecl, action: TextKey | CommandText): CommandText {
  const a = typeof action === 'string' ? rtBoth(action) : action;
  return { zh: `${decl.title.zh}: ${a.zh}`, en: `${decl.title.en}: ${a.en}` };
}

export function buildListCommands(decl: ResourceDecl, h: ListHandlers): Command[] {
  const group: CommandText = decl.title;
  const id = (name: string) => `${decl.key}.${name}`;
  const out: Command[] = [];
  const add = (name: string, title: TextKey | CommandText, run: (() => void) | undefined, extra: Partial<Command> = {}) => {
    if (!run) return;
    out.push({ id: id(name), title: listCommandTitle(decl, title), group, run, ...extra });
  };

  add('add', 'add', h.add, { shortcut: LIST_SHORTCUTS.add });
  add('search', 'search', h.focusSearch, { shortcut: LIST_SHORTCUTS.search });
  add('export', 'export', h.exportList, { enabled: h.hasRows });
  add('view', 'view', h.view, { shortcut: LIST_SHORTCUTS.view, enabled: h.hasRow });
  add('edit', 'edit', h.edit, { shortcut: LIST_SHORTCUTS.edit, enabled: h.hasRow });
  add('delete', 'delete', h.remove, { shortcut: LIST_SHORTCUTS.remove, enabled: h.hasTarget });
  for (const c of h.rowCommands ?? []) add(c.id, c.label, c.run, { shortcut: c.shortcut, enabled: c.enabled });
  add('refresh', 'cmdRefresh', h.refresh, { shortcut: LIST_SHORTCUTS.refresh });
  add('nextPage', 'nextPage', h.nextPage, { shortcut: LIST_SHORTCUTS.nextPage, enabled: h.canNextPage });
  add('prevPage', 'prevPage', h.prevPage, { shortcut: LIST_SHORTCUTS.prevPage, enabled: h.canPrevPage });
  add('selectAll', 'cmdSelectAll', h.toggleAll, { enabled: h.hasRows });
  // row focus and selection: bindings listed in the help sheet, not palette entries
  add('next', 'cmdFocusNext', () => h.move(1), { shortcut: LIST_SHORTCUTS.next, enabled: h.hasRows, palette: false });
  add('prev', 'cmdFocusPrev', () => h.move(-1), { shortcut: LIST_SHORTCUTS.prev, enabled: h.hasRows, palette: false });
  add('first', 'cmdFirstRow', () => h.moveTo('first'), { shortcut: LIST_SHORTCUTS.first, enabled: h.hasRows, palette: false });
  add('last', 'cmdLastRow', () => h.moveTo('last'), { shortcut: LIST_SHORTCUTS.last, enabled: h.hasRows, palette: false });
  add('toggle', 'cmdToggle', h.toggle, { shortcut: LIST_SHORTCUTS.toggle, enabled: h.hasRow, palette: false });
  return out;
}

/**
 * One palette command per tab (on the tab's declared key), and Shift+→ / Shift+← for the next and
 * previous tab (Alt+digits are the shell's tab strip, Alt+↑/↓ reorder rows).
 */
export function tabCommands(decl: ResourceDecl, tabs: readonly ListTab[], current: string, choose: (value: string) => void): Command[] {
  if (!tabs.length) return [];
  const at = Math.max(0, tabs.findIndex((t) => t.value === current));
  const step = (d: number) => choose(tabs[(at + d + tabs.length) % tabs.length].value);
  const command = (name: string, label: CommandText, run: () => void, tab?: ListTab): Command => ({
    id: `${decl.key}.${name}`,
    title: listCommandTitle(decl, label),
    group: decl.title,
    shortcut: tab?.key,
    // the tab's own name finds it in either language
    keywords: tab ? [tab.label.zh, tab.label.en] : undefined,
    run,
  });
  return [
    { ...command('tab.next', rtBoth('nextTab'), () => step(1)), shortcut: 'Shift+ArrowRight' },
    { ...command('tab.prev', rtBoth('prevTab'), () => step(-1)), shortcut: 'Shift+ArrowLeft' },
    ...tabs.map((t) => command(`tab.${t.value || 'all'}`, { zh: `${rt('showTab', 'zh')}${t.label.zh}`, en: `${rt('showTab', 'en')}${t.label.en}` }, () => choose(t.value), t)),
  ];
}

const isKey = (keys: string | readonly string[], key: string) => (typeof keys === 'string' ? keys === key : keys.includes(key));

/** The row the list's movement keys (next, prev, first, last) focus among count rows; null for any other key. */
export function rowAfterKey(key: string, index: number, count: number): number | null {
  if (isKey(LIST_SHORTCUTS.next, key)) return moveFocus(index, 1, count);
  if (isKey(LIST_SHORTCUTS.prev, key)) return moveFocus(index, -1, count);
  if (isKey(LIST_SHORTCUTS.first, key)) return count > 0 ? 0 : -1;
  if (isKey(LIST_SHORTCUTS.last, key)) return count - 1;
  return null;
}

/**
 * A key pressed on one of the rows (the `selector` elements) of container: the list's movement
 * keys focus another row and answer true; any other key, or one with Alt, Ctrl or Meta (a row's
 * own commands, such as Alt+↑ to reorder), is left to the caller.
 */
export function focusRowByKey(e: KeyboardEvent<HTMLElement>, container: HTMLElement | null, selector = '[data-row]'): boolean {
  if (!container || e.altKey || e.ctrlKey || e.metaKey) return false;
  const rows = [...container.querySelectorAll<HTMLElement>(selector)];
  const to = rowAfterKey(e.key, rows.indexOf(e.currentTarget), rows.length);
  if (to === null) return false;
  e.preventDefault();
  rows[to]?.focus();
  return true;
}
