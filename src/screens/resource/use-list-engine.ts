/**
 * The engine under every list screen, declared once: the query state (search draft and applied
 * search, page, size, sort), the page call and its rows, multi-select and the focused row, the grid
 * element that takes the keyboard, and the handlers of the list keys (buildListCommands), the
 * search panel, the table and the pager. ResourceListScreen runs on it, and every list runs on
 * ResourceListScreen; what a screen adds (tabs, status cards, dialogs, its own calls) it plugs into
 * that screen's extension points (docs/resource-screens.md, "One list engine").
 *
 *   const list = useListEngine({ decl, lang });
 *   const commands = buildListCommands(decl, { ...list.handlers, view, rowCommands });
 *   <div onKeyDown={list.escapeToRows}><SearchPanel {...list.searchPanel} /></div>
 *   <DataTable {...list.table} idPrefix="..." onOpen={...} renderActions={...} actionsWidth={...} />
 *   <Pager {...list.pager} />
 */
import { hashKey } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Lang } from '../../domain/codes';
import { missingSearch, type FieldDecl, type ResourceDecl } from '../../domain/resources/types';
import { showToast } from '../../shell/ui-bus';
import { DEFAULT_COLUMN_WIDTH, type Column, type DataTableProps } from './data-table';
import type { ListHandlers } from './list-keys';
import { buildListParams, clampPage, DEFAULT_PAGE_SIZE, emptySearch, nextSort, pageCount, searchFromQuery, type SearchValues, type Sort } from './list-params';
import { useSearch } from 'wouter';
import type { PagerProps } from './pager';
import type { SearchPanelProps } from './search-panel';
import { focusAfterReload, moveFocus, selectAllState, selectedInOrder, toggleAll, toggleSelected } from './selection';
import { dictCodesOf, useDictionaries, useResourcePage, type AnyRow } from './use-resource';

/** a date or time is never cut (issue 25 item 6): at least the width of its longest text */
const MIN_WIDTH: Partial<Record<string, number>> = { datetime: 176, date: 110 };
/**
 * Free text (names, series, channels, dictionary labels) gives way first when a table is wider than
 * its box, down to this share of its width, truncated with its title (an option's label to its longest): dates, money, numbers and
 * formatted identifiers (a declared rule: phone, VIN, plate) keep their width, so at 1280 and 1440 px
 * they are never cut nor under the pinned 操作 column.
 */
const SHRINK = { types: new Set(['string', 'text', 'dict']), share: 0.6, floor: 60 };
/** an option's label is shown whole: the column keeps the room of its longest label (CJK ~15 px a character) */
const optionsWidth = (fd: FieldDecl, lang: Lang) => 24 + Math.max(0, ...(fd.options ?? []).map((o) => (lang === 'zh' ? o.zh.length * 15 : o.en.length * 8)));
function minWidthOf(fd: FieldDecl, width: number, lang: Lang): number {
  if (fd.options?.length) return Math.min(width, Math.max(SHRINK.floor, optionsWidth(fd, lang)));
  return SHRINK.types.has(fd.type) && !fd.rule ? Math.min(width, Math.max(SHRINK.floor, Math.round(width * SHRINK.share))) : width;
}

export interface ListEngineOptions {
  /** the declaration whose page is called and whose columns and dictionaries are shown */
  decl: ResourceDecl;
  lang: Lang;
  /** the declaration of the search panel and the search params, where it differs from decl */
  searchDecl?: ResourceDecl;
  /** params set outside the search panel (tabs, status cards); a change goes back to page 1 */
  extraParams?: Record<string, string | number>;
  /** the listed columns in this order (by default the declaration's listed fields) */
  columns?: readonly string[];
  /** false: the page is not called (the desk's narrow layout lists by its own call) */
  enabled?: boolean;
  /** focus the first row once rows are there; without it the list starts with no focused row */
  focusFirstRow?: boolean;
}

/** The list-key handlers every list has; a screen adds add, view, edit, remove, export and row commands. */
export type EngineHandlers = Pick<
  ListHandlers,
  'focusSearch' | 'refresh' | 'move' | 'moveTo' | 'toggle' | 'toggleAll' | 'nextPage' | 'prevPage' | 'canNextPage' | 'canPrevPage' | 'hasRow' | 'hasTarget' | 'hasRows'
>;

/** The table's props that come from the engine; the screen adds its id prefix, open, actions and cells. */
export type EngineTableProps = Pick<
  DataTableProps,
  'rows' | 'columns' | 'lang' | 'dicts' | 'selected' | 'selectAll' | 'onToggle' | 'onToggleAll' | 'focusIndex' | 'onFocusIndex' | 'sort' | 'onSort' | 'loading' | 'fetching' | 'gridRef'
>;

export function useListEngine(options: ListEngineOptions) {
  const { decl, lang } = options;
  const searchDecl = options.searchDecl ?? decl;
  const extra = options.extraParams ?? {};
  const extraKey = JSON.stringify(extra);

  // ------------------------------------------------------------------ query state
  // the address may carry a filter (a home-page figure opens its list so): it starts the search,
  // and a later address with another filter (a kept tab opened again from a figure) replaces it
  const urlSearch = searchFromQuery(searchDecl, useSearch());
  const urlKey = urlSearch ? JSON.stringify(urlSearch) : '';
  const [draft, setDraft] = useState<SearchValues>(() => urlSearch ?? emptySearch(searchDecl));
  const [applied, setApplied] = useState<SearchValues>(() => urlSearch ?? emptySearch(searchDecl));
  const appliedUrl = useRef(urlKey);
  useEffect(() => {
    if (!urlKey || urlKey === appliedUrl.current) return;
    appliedUrl.current = urlKey;
    const next = JSON.parse(urlKey) as SearchValues;
    setDraft(next);
    setApplied(next);
    setCurrent(1);
  }, [urlKey]);
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<Sort | null>(null);
  const params = useMemo(
    // a blank outside param (a status card on 全部) filters nothing, so it leaves the search's own value alone
    () => ({ ...buildListParams(searchDecl, { search: applied, current, size, sort }), ...Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== '')) }),
    // extra is a fresh object per render; its content is the dependency
    [searchDecl, applied, current, size, sort, extraKey],
  );
  // a list that needs filters first (searchRequired) sends nothing until they are applied
  const ready = missingSearch(searchDecl, applied) === null;
  const page = useResourcePage(decl, params, { enabled: (options.enabled ?? true) && ready });
  const rows = useMemo(() => (page.data?.records ?? []) as AnyRow[], [page.data]);
  const total = page.data?.total ?? 0;
  const pages = pageCount(total, size);
  const pageIds = useMemo(() => rows.map((r) => String(r.id)), [rows]);
  const dicts = useDictionaries(dictCodesOf(decl));
  const order = options.columns;
  const columns: Column[] = useMemo(() => {
    const keys = order ?? Object.keys(decl.fields).filter((k) => !!decl.fields[k].list);
    return keys.map((key) => {
      const fd = decl.fields[key];
      const declared = typeof fd.list === 'number' ? fd.list : DEFAULT_COLUMN_WIDTH;
      const width = Math.max(declared, MIN_WIDTH[fd.type] ?? 0);
      return { key, fd, width, min: minWidthOf(fd, width, lang) };
    });
  }, [decl, order, lang]);

  // a list given other params from outside starts at page 1
  useEffect(() => setCurrent(1), [extraKey]);
  // a delete that empties the last page goes back one page
  useEffect(() => {
    if (page.data && total > 0 && current > pageCount(total, size)) setCurrent(clampPage(current, total, size));
  }, [page.data, total, current, size]);

  // ------------------------------------------------------------------ selection and focus
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [focusIndex, setFocusIndex] = useState(-1);
  const focusFirstRow = !!options.focusFirstRow;
  // the record under the cursor, as of the rows it was chosen among
  const focusedId = useRef<string | null>(null);
  useEffect(() => {
    focusedId.current = focusIndex >= 0 ? (pageIds[focusIndex] ?? null) : null;
    // only a move of the cursor names another record; a reload keeps the one it had
  }, [focusIndex]);
  // spec 1 section 4: the selection is cleared after each load; the focus stays on its record
  useEffect(() => {
    setSelected(new Set());
    setFocusIndex((i) => focusAfterReload(i, focusedId.current, pageIds, focusFirstRow));
  }, [page.dataUpdatedAt, pageIds]);
  const focusedRow = (): AnyRow | undefined => rows[focusIndex];
  const selectedIds = () => selectedInOrder(pageIds, selected);
  const selectedRows = () => {
    const ids = selectedIds();
    return rows.filter((r) => ids.includes(String(r.id)));
  };

  // ------------------------------------------------------------------ elements
  const rootRef = useRef<HTMLElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLElement>(null);
  const focusGrid = () => gridRef.current?.focus({ preventScroll: true });
  // a screen opened from the menu or the palette takes the keyboard: the list gets focus unless
  // the user is already somewhere else on the page
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('nav, aside, [role="navigation"], [role="menubar"], [role="tree"]')) focusGrid();
    // once, on mount
  }, []);
  /** Escape in a search input leaves the search panel for the rows, so j/k/e/Delete work again */
  const escapeToRows = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && (e.target as HTMLElement).tagName === 'INPUT') {
      e.stopPropagation();
      focusGrid();
    }
  };

  // ------------------------------------------------------------------ search and paging
  function search() {
    const missing = missingSearch(searchDecl, draft);
    if (missing) {
      showToast('error', missing[lang]);
      return;
    }
    setApplied({ ...draft });
    setCurrent(1);
    // the same search again reloads: compared as the query sends it (blank values dropped, keys in
    // any order), since a search that sends the same query changes no query key and fetches nothing
    const sent = (search: SearchValues) => hashKey([buildListParams(searchDecl, { search, current: 1, size, sort })]);
    if (current === 1 && sent(draft) === sent(applied)) void page.refetch();
  }
  function reset() {
    const empty = emptySearch(searchDecl);
    setDraft(empty);
    setApplied(empty);
    setCurrent(1);
    setSort(null);
  }

  const handlers: EngineHandlers = {
    focusSearch: () => searchRef.current?.focus(),
    refresh: () => void page.refetch(),
    move: (delta) => {
      setFocusIndex((i) => moveFocus(i, delta, rows.length));
      focusGrid();
    },
    moveTo: (edge) => {
      setFocusIndex(rows.length === 0 ? -1 : edge === 'first' ? 0 : rows.length - 1);
      focusGrid();
    },
    toggle: () => {
      const row = focusedRow();
      if (row) setSelected((s) => toggleSelected(s, String(row.id)));
    },
    toggleAll: () => setSelected((s) => toggleAll(pageIds, s)),
    nextPage: () => setCurrent((c) => Math.min(c + 1, pages)),
    prevPage: () => setCurrent((c) => Math.max(c - 1, 1)),
    canNextPage: () => current < pages,
    canPrevPage: () => current > 1,
    hasRow: () => !!focusedRow(),
    hasTarget: () => selected.size > 0 || !!focusedRow(),
    hasRows: () => rows.length > 0,
  };

  const searchPanel: SearchPanelProps = {
    decl: searchDecl,
    lang,
    values: draft,
    onChange: setDraft,
    onSearch: search,
    onReset: reset,
    firstRef: searchRef,
    busy: page.isFetching && !page.isPending,
  };

  const table: EngineTableProps = {
    rows,
    columns,
    lang,
    dicts,
    selected,
    selectAll: selectAllState(pageIds, selected),
    onToggle: (id) => setSelected((s) => toggleSelected(s, id)),
    onToggleAll: () => setSelected((s) => toggleAll(pageIds, s)),
    focusIndex,
    onFocusIndex: setFocusIndex,
    sort,
    onSort: (field) => {
      setSort((s) => nextSort(s, field));
      setCurrent(1);
    },
    loading: page.isPending,
    fetching: page.isFetching,
    gridRef,
  };

  const pager: PagerProps = {
    total: page.data ? total : undefined,
    current,
    size,
    lang,
    onCurrent: setCurrent,
    onSize: (n) => {
      setSize(n);
      setCurrent(1);
    },
  };

  return {
    lang,
    applied,
    sort,
    setCurrent,
    page,
    rows,
    total,
    columns,
    dicts,
    selected,
    setSelected,
    setFocusIndex,
    focusedRow,
    selectedIds,
    selectedRows,
    rootRef,
    gridRef,
    focusGrid,
    escapeToRows,
    handlers,
    searchPanel,
    table,
    pager,
  };
}

export type ListEngine = ReturnType<typeof useListEngine>;
