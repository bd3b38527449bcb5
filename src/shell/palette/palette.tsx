/**
 * The command palette (Ctrl/Cmd+K): every registered command (menu routes, the shown screen's
 * actions, the shell's actions) and nested pages for choices (store, theme, language). Recent
 * commands come first; each shows its shortcut. Filtering is filter.ts; the list is virtual, so
 * 10,000 commands stay fast. cmdk provides the listbox semantics; selection and keys are ours.
 */
import { Dialog, Text, VisuallyHidden } from '@radix-ui/themes';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Command } from 'cmdk';
import { startTransition, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { tinykeys } from 'tinykeys';
import { dialogOpen, shortcutKeys } from '../../commands/keys';
import { commandRegistry, isEnabled, shortcutsOf, useCommands, type Command as AppCommand } from '../../commands/registry';
import { restoreFocus } from '../focus-return';
import { MenuIcon } from '../menu-icon';
import { prepareAll, searchCommands, type Searchable } from './filter';
import { loadPinyin, onPinyinLoaded } from './pinyin';
import { usePalettePages, type Choice } from './palette-pages';
import { closePalette, getPalette, popPage, togglePalette, usePalette } from './palette-store';
import { useRecordResults, type RecordItem } from './record-results';

type Item = (AppCommand | Choice | RecordItem) & Searchable;
const isRecord = (item: Item): item is RecordItem => 'record' in item && item.record === true;
type Row = { kind: 'header'; key: string; label: string } | { kind: 'item'; key: string; item: Item; index: number };

const groupRank = (id: string) => (id.startsWith('nav:') ? 2 : /^(shell\.|area:)/.test(id) ? 1 : 0);

const HEADER_HEIGHT = 28;
const ITEM_HEIGHT = 40;
const RECENT = { zh: '最近使用', en: 'Recent' };


function Keys({ shortcut }: { shortcut: string }) {
  return (
    <span className="palette-keys" aria-label={shortcut}>
      {shortcutKeys(shortcut).map((press, i) => (
        <span key={i} className="palette-press">
          {press.map((k, j) => (
            <kbd key={j}>{k}</kbd>
          ))}
        </span>
      ))}
    </span>
  );
}

/** Ctrl/Cmd+K opens and closes the palette, from anywhere but another dialog. */
function usePaletteKey() {
  useEffect(
    () =>
      tinykeys(window, {
        '$mod+k': (e) => {
          if (!getPalette().open && dialogOpen()) return;
          e.preventDefault();
          togglePalette();
        },
      }),
    [],
  );
}

export function CommandPalette({ navigate }: { navigate: (to: string) => void }) {
  usePaletteKey();
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const { open, pages } = usePalette();
  const page = pages[pages.length - 1];
  const commands = useCommands();
  const pageDefs = usePalettePages(lang);
  // what is typed shows at once; the list follows it as a transition React may interrupt, so a
  // keystroke is never held up by filtering and drawing ten thousand commands (keys that act on the
  // list first bring it up to date: see onKeyDown)
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  // the row the person moved to, for the list it was chosen in; any other list selects its default
  // (derived while rendering, so a keystroke renders the palette once, not once more from an effect)
  const [picked, setPicked] = useState<{ id: string; query: string; page: string | undefined } | null>(null);
  // state, not a ref: the dialog portal mounts its content a render later, and the virtualizer
  // must see the list element appear
  const [listEl, setListEl] = useState<HTMLDivElement | null>(null);

  // the query starts empty on every open and every page
  useEffect(() => {
    setTyped('');
    setQuery('');
    setPicked(null);
  }, [open, page]);

  // pinyin arrives with the first opening (a chunk of its own); the list filters again when it has
  const [pinyinReady, setPinyinReady] = useState(0);
  useEffect(() => {
    const off = onPinyinLoaded(() => setPinyinReady((n) => n + 1));
    // fetched while the browser is idle after sign-in, so the first opening already has it
    const early = window.setTimeout(() => void loadPinyin(), 3000);
    return () => {
      off();
      window.clearTimeout(early);
    };
  }, []);
  useEffect(() => {
    if (open) void loadPinyin();
  }, [open]);

  const recent = useMemo(() => (open ? [...commandRegistry.recentIds()] : []), [open, commands]);

  const available = useMemo(() => (open ? commands.filter((c) => c.palette !== false && isEnabled(c)) : []), [open, commands]);
  // the texts of the list (pinyin included) are prepared once, while the person reads the list, not at the first key
  useEffect(() => {
    if (!open) return;
    const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => prepareAll(available));
    return () => cancel(handle);
  }, [open, available, pinyinReady]);
  const items: Item[] = useMemo(() => {
    if (!open) return [];
    if (page) return searchCommands(pageDefs[page].items, query, { lang });
    return searchCommands(available, query, { lang, recent });
    // pinyinReady: the same query matches more once pinyin has loaded
  }, [open, page, pageDefs, available, query, lang, recent, pinyinReady]);

  // records found by number or name, grouped by kind: before the commands when the query is a number
  const records = useRecordResults(query, open && !page, navigate);
  const recordsFirst = /\d{4}/.test(query);

  const rows: Row[] = useMemo(() => {
    if (page) return items.map((item, index) => ({ kind: 'item', key: item.id, item, index }));
    if (query) {
      const out: Row[] = [];
      let index = 0;
      const commandRows = () => {
        for (const item of items) out.push({ kind: 'item', key: item.id, item, index: index++ });
      };
      const recordRows = () => {
        for (const group of records.groups) {
          out.push({ kind: 'header', key: `h:record:${group[0].group.en}`, label: group[0].group[lang] });
          for (const item of group) out.push({ kind: 'item', key: item.id, item, index: index++ });
        }
      };
      if (recordsFirst) {
        recordRows();
        commandRows();
      } else {
        commandRows();
        recordRows();
      }
      return out;
    }
    // no query: recent first, then the groups in the order they were registered
    const out: Row[] = [];
    const recentSet = new Set(recent);
    let index = 0;
    const firstRecent = items.filter((i) => recentSet.has(i.id));
    if (firstRecent.length) {
      out.push({ kind: 'header', key: 'h:recent', label: RECENT[lang] });
      for (const item of firstRecent) out.push({ kind: 'item', key: `r:${item.id}`, item, index: index++ });
    }
    const groups = new Map<string, Item[]>();
    for (const item of items) {
      if (recentSet.has(item.id)) continue;
      const label = item.group[lang];
      const list = groups.get(label);
      if (list) list.push(item);
      else groups.set(label, [item]);
    }
    // the shown screen's own actions first, then the console, tabs and areas, then the menu routes
    const ordered = [...groups].sort(([, a], [, b]) => groupRank(a[0].id) - groupRank(b[0].id));
    for (const [label, list] of ordered) {
      out.push({ kind: 'header', key: `h:${label}`, label });
      for (const item of list) out.push({ kind: 'item', key: item.id, item, index: index++ });
    }
    return out;
  }, [items, page, query, recent, lang, records.groups, recordsFirst]);

  const itemRows = useMemo(() => rows.flatMap((r, i) => (r.kind === 'item' ? [i] : [])), [rows]);
  // a new list selects its first item (or a page's current choice); without a query, the first command
  const defaultId = useMemo(() => {
    if (page) {
      const current = items.find((i) => (i as Choice).current);
      if (current) return current.id;
    }
    if (!query) return items[0]?.id ?? '';
    const first = rows.find((r) => r.kind === 'item');
    return first?.kind === 'item' ? first.item.id : '';
  }, [rows, items, page, query]);
  const findRow = (id: string) => rows.findIndex((r) => r.kind === 'item' && r.item.id === id);
  // the person's choice holds while the query stands (records arriving later do not move it)
  const pickedRow = useMemo(() => (picked && picked.query === query && picked.page === page ? findRow(picked.id) : -1), [rows, picked, query, page]);
  const selectedId = pickedRow >= 0 ? picked!.id : defaultId;
  const selectedRow = useMemo(() => (pickedRow >= 0 ? pickedRow : findRow(defaultId)), [rows, pickedRow, defaultId]);
  const setSelectedId = (id: string) => {
    if (id !== selectedId) setPicked({ id, query, page });
  };
  // what the key handler reads after bringing the list up to date within the same event
  const live = useRef({ rows, itemRows });
  live.current = { rows, itemRows };
  const selectedIndex = selectedRow >= 0 ? (rows[selectedRow] as Extract<Row, { kind: 'item' }>).index : -1;
  // key presses faster than renders move on from the last one, not from the last render
  const cursor = useRef(selectedIndex);
  cursor.current = selectedIndex;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => listEl,
    estimateSize: (i) => (rows[i].kind === 'header' ? HEADER_HEIGHT : ITEM_HEIGHT),
    overscan: 8,
  });

  // back to the top for a new list; asked only when not there, since the virtualizer's scroll reads
  // the list's size, a layout forced in the middle of the keystroke
  useEffect(() => {
    if (open && (virtualizer.scrollOffset ?? 0) !== 0) virtualizer.scrollToOffset(0);
  }, [open, page, query]);

  function select(index: number) {
    const { rows, itemRows } = live.current;
    if (itemRows.length === 0) return;
    const i = Math.max(0, Math.min(itemRows.length - 1, index));
    const row = rows[itemRows[i]] as Extract<Row, { kind: 'item' }>;
    cursor.current = i;
    setSelectedId(row.item.id);
    // the first item scrolls to the very top, so its group heading shows too
    virtualizer.scrollToIndex(i === 0 ? 0 : itemRows[i], { align: 'auto' });
  }

  function run(item: Item) {
    if (isRecord(item)) {
      closePalette();
      item.run();
      return;
    }
    if (page) {
      const choice = item as Choice;
      if (choice.disabled) return;
      closePalette();
      choice.run();
      return;
    }
    const before = getPalette().version;
    void commandRegistry.run(item.id);
    // a command that opened a nested page keeps the palette open
    if (getPalette().version === before) closePalette();
  }

  function onKeyDown(e: KeyboardEvent) {
    const step = { ArrowDown: 1, ArrowUp: -1, PageDown: 8, PageUp: -8 }[e.key];
    // a key that acts on the list acts on the list of what is typed, even if it is still on its way
    if ((step !== undefined || e.key === 'Enter') && query !== typed) flushSync(() => setQuery(typed));
    const { rows, itemRows } = live.current;
    if (step !== undefined) {
      e.preventDefault();
      select((cursor.current < 0 ? -1 : cursor.current) + step);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const row = rows[itemRows[cursor.current]];
      if (row?.kind === 'item') run(row.item);
    } else if (e.key === 'Backspace' && typed === '' && pages.length > 0) {
      e.preventDefault();
      popPage();
    }
  }

  const onType = (value: string) => {
    setTyped(value);
    startTransition(() => setQuery(value));
  };

  // the visible rows, drawn again only when the list or the window onto it changes, not for each
  // character typed or each move of the selection (cmdk marks the selected row itself)
  const virtualItems = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();
  const listBody = useMemo(
    () => (
      <div style={{ height: totalSize, position: 'relative' }}>
        {virtualItems.map((v) => {
          const row = rows[v.index];
          const style = { position: 'absolute', top: 0, left: 0, right: 0, height: v.size, transform: `translateY(${v.start}px)` } as const;
          if (row.kind === 'header') {
            return (
              <div key={row.key} className="palette-header" style={style} role="presentation">
                {row.label}
              </div>
            );
          }
          const item = row.item;
          const choice = item as Choice;
          const shortcut = page || isRecord(item) ? undefined : shortcutsOf(item as AppCommand)[0];
          return (
            <Command.Item
              key={row.key}
              value={item.id}
              style={style}
              disabled={choice.disabled}
              onSelect={() => run(item)}
              className="palette-item"
              data-current={choice.current ? 'true' : undefined}
            >
              <span className="palette-check" aria-hidden>
                {choice.current ? '✓' : ''}
              </span>
              <span className="palette-title">{item.title[lang]}</span>
              {query && !page && !isRecord(item) && <span className="palette-group">{item.group[lang]}</span>}
              {choice.hint && <span className="palette-group">{choice.hint[lang]}</span>}
              {shortcut && <Keys shortcut={shortcut} />}
            </Command.Item>
          );
        })}
      </div>
    ),
    // run reads page only
    [virtualItems, totalSize, rows, query, page, lang],
  );

  const def = page ? pageDefs[page] : null;
  const placeholder = def ? def.placeholder[lang] : t('palette.placeholder');

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && closePalette()}>
      <Dialog.Content
        className="palette-dialog"
        maxWidth="640px"
        aria-describedby={undefined}
        onCloseAutoFocus={restoreFocus}
        onEscapeKeyDown={(e) => {
          // Esc on a nested page goes back one page
          if (popPage()) e.preventDefault();
        }}
      >
        <VisuallyHidden>
          <Dialog.Title>{t('palette.title')}</Dialog.Title>
        </VisuallyHidden>
        <Command label={t('palette.title')} shouldFilter={false} value={selectedId} onValueChange={setSelectedId} onKeyDown={onKeyDown} loop={false}>
          <div className="palette-input">
            <MenuIcon name="search" size={18} />
            {def && (
              <button type="button" className="palette-crumb" onClick={() => popPage()} title={t('palette.back')}>
                {def.title[lang]}
              </button>
            )}
            <Command.Input value={typed} onValueChange={onType} placeholder={placeholder} autoFocus />
          </div>
          <Command.List ref={setListEl} className="palette-list" data-query={query}>
            {rows.length === 0 && <Command.Empty>{records.searching ? t('palette.searching') : def?.empty ? def.empty[lang] : t('palette.empty')}</Command.Empty>}
            {listBody}
          </Command.List>
          <div className="palette-footer">
            <Text size="1" color="gray">
              {t('palette.hint')}
            </Text>
            <Text size="1" color="gray">
              {t('palette.count', { n: items.length + records.groups.reduce((n, g) => n + g.length, 0) })}
            </Text>
          </div>
        </Command>
      </Dialog.Content>
    </Dialog.Root>
  );
}
