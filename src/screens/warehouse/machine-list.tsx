/**
 * A list of a declared resource whose rows offer the actions their machine allows: the generic
 * list's pieces (search panel, virtualised table, pager, selection, list keys and palette commands)
 * with row actions decided per row by the caller. The stock cars and the transfers use it.
 */
import { Button, DropdownMenu, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRegisterCommands, type Command, type CommandText } from '../../commands/registry';
import type { Lang } from '../../domain/codes';
import { msg } from '../../domain/messages';
import type { ResourceDecl } from '../../domain/resources/types';
import { showToast, toastError, toastSuccess } from '../../shell/ui-bus';
import { useConfirm } from '../resource/confirm';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { DataTable, DEFAULT_COLUMN_WIDTH, type Column } from '../resource/data-table';
import { buildListCommands, type RowCommand } from '../resource/list-keys';
import { buildExportParams, buildListParams, clampPage, DEFAULT_PAGE_SIZE, emptySearch, nextSort, pageCount, type SearchValues, type Sort } from '../resource/list-params';
import { Pager } from '../resource/pager';
import { SearchPanel } from '../resource/search-panel';
import { clampFocus, moveFocus, selectAllState, selectedInOrder, toggleAll, toggleSelected } from '../resource/selection';
import { rt } from '../resource/texts';
import { dictCodesOf, ResultError, useDictionaries, useRemoveResource, useResourceExport, useResourcePage, type AnyRow } from '../resource/use-resource';
import { EXPORT_STARTED_EVENT } from '../resource/resource-list-screen';
import '../resource/resource.css';
import './warehouse.css';

export interface MachineRowAction {
  id: string;
  label: CommandText;
  shortcut?: string;
  applies: (row: AnyRow) => boolean;
  run: (row: AnyRow, selected: AnyRow[]) => void;
  danger?: boolean;
}

export interface MachineListProps {
  decl: ResourceDecl;
  lang: Lang;
  /** the listed columns in this order (by default the declaration's listed fields) */
  columns?: readonly string[];
  /** filters set outside the search panel (the status cards) */
  filters?: Record<string, string>;
  rowActions: readonly MachineRowAction[];
  onOpen?: (row: AnyRow) => void;
  onEdit?: (row: AnyRow) => void;
  onAdd?: () => void;
  mayDelete?: boolean;
  mayExport?: boolean;
  /** above the search panel */
  header?: ReactNode;
  /** more toolbar buttons */
  toolbar?: ReactNode;
  /** shown instead of the table when nothing at all is there (no filter applied) */
  empty?: ReactNode;
  /** more commands of the screen */
  commands?: readonly Command[];
}

const BUTTON_WIDTH = 60;

export function MachineList(props: MachineListProps) {
  const { decl, lang } = props;
  const [draft, setDraft] = useState<SearchValues>(() => emptySearch(decl));
  const [applied, setApplied] = useState<SearchValues>(() => emptySearch(decl));
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<Sort | null>(null);
  const filters = props.filters ?? {};
  const params = useMemo(() => ({ ...buildListParams(decl, { search: applied, current, size, sort }), ...filters }), [decl, applied, current, size, sort, JSON.stringify(filters)]);
  const page = useResourcePage(decl, params);
  const rows = useMemo(() => (page.data?.records ?? []) as AnyRow[], [page.data]);
  const total = page.data?.total ?? 0;
  const pageIds = useMemo(() => rows.map((r) => String(r.id)), [rows]);
  const dicts = useDictionaries(dictCodesOf(decl));
  const order = props.columns;
  const columns: Column[] = useMemo(() => {
    const keys = order ?? Object.keys(decl.fields).filter((k) => !!decl.fields[k].list);
    return keys.map((key) => {
      const fd = decl.fields[key];
      return { key, fd, width: typeof fd.list === 'number' ? fd.list : DEFAULT_COLUMN_WIDTH };
    });
  }, [decl, order]);
  const filtered = JSON.stringify(applied) !== JSON.stringify(emptySearch(decl)) || Object.values(filters).some((x) => x !== '');

  // a list opened with a filter from outside starts at page 1
  useEffect(() => setCurrent(1), [JSON.stringify(filters)]);

  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [focusIndex, setFocusIndex] = useState(-1);
  useEffect(() => {
    setSelected(new Set());
    setFocusIndex((i) => clampFocus(i < 0 && rows.length > 0 ? 0 : i, rows.length));
  }, [page.dataUpdatedAt, rows.length]);
  useEffect(() => {
    if (page.data && total > 0 && current > pageCount(total, size)) setCurrent(clampPage(current, total, size));
  }, [page.data, total, current, size]);

  const rootRef = useRef<HTMLElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLElement>(null);
  const focusGrid = () => gridRef.current?.focus({ preventScroll: true });
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('nav, aside, [role="navigation"], [role="menubar"], [role="tree"]')) focusGrid();
  }, []);

  const focusedRow = (): AnyRow | undefined => rows[focusIndex];
  const selectedRows = () => {
    const ids = selectedInOrder(pageIds, selected);
    return rows.filter((r) => ids.includes(String(r.id)));
  };

  const remove = useRemoveResource(decl);
  const exporter = useResourceExport(decl);
  const confirm = useConfirm(lang);
  const exporting = useRef(false);

  function deleteTarget() {
    const ids = selectedInOrder(pageIds, selected);
    const target = ids.length ? ids : focusedRow() ? [String(focusedRow()!.id)] : [];
    if (target.length === 0) return showToast('info', msg('selectAtLeastOne', lang));
    void confirm.ask({
      message: msg(ids.length ? 'confirmBatchDelete' : 'confirmDelete', lang),
      danger: true,
      run: async () => {
        const env = await remove.mutateAsync(target);
        toastSuccess(env.msg || msg('opSuccess', lang));
      },
    });
  }

  async function doExport() {
    if (exporting.current) return;
    if (total === 0) return showToast('info', msg('noDataToExport', lang));
    exporting.current = true;
    try {
      const env = await exporter.mutateAsync({ ...buildExportParams(decl, applied, sort), ...filters });
      toastSuccess(env.msg || msg('opSuccess', lang));
      window.dispatchEvent(new CustomEvent(EXPORT_STARTED_EVENT, { detail: { resource: decl.key, ...(env.data ?? {}) } }));
    } catch (err) {
      if (err instanceof ResultError) toastError(err.message);
    } finally {
      exporting.current = false;
    }
  }

  function search() {
    setApplied({ ...draft });
    setCurrent(1);
    if (JSON.stringify(draft) === JSON.stringify(applied) && current === 1) void page.refetch();
  }
  function reset() {
    const empty = emptySearch(decl);
    setDraft(empty);
    setApplied(empty);
    setCurrent(1);
    setSort(null);
  }
  const pages = pageCount(total, size);

  const rowCommands: RowCommand[] = props.rowActions.map((a) => ({
    id: a.id,
    label: a.label,
    shortcut: a.shortcut,
    enabled: () => !!focusedRow() && a.applies(focusedRow()!),
    run: () => {
      const row = focusedRow();
      if (row && a.applies(row)) a.run(row, selectedRows());
    },
  }));
  const commands = [
    ...buildListCommands(decl, {
      add: props.onAdd,
      focusSearch: () => searchRef.current?.focus(),
      exportList: props.mayExport ? () => void doExport() : undefined,
      view: props.onOpen ? () => focusedRow() && props.onOpen!(focusedRow()!) : undefined,
      edit: props.onEdit ? () => focusedRow() && props.onEdit!(focusedRow()!) : undefined,
      remove: props.mayDelete ? deleteTarget : undefined,
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
      rowCommands,
    }),
    ...(props.commands ?? []),
  ];
  useRegisterCommands(commands, { scope: () => rootRef.current });

  const maxActions = Math.max(1, ...rows.map((r) => props.rowActions.filter((a) => a.applies(r)).length));
  const inline = maxActions <= 3;
  const actionsWidth = Math.max(90, 16 + (inline ? maxActions : 1) * BUTTON_WIDTH + (props.onOpen ? BUTTON_WIDTH : 0) + (lang === 'en' ? 40 : 0));

  const renderActions = (row: AnyRow, index: number, focused: boolean) => {
    const tab = focused ? 0 : -1;
    const extra = props.rowActions.filter((a) => a.applies(row));
    const pick = () => setFocusIndex(index);
    return (
      <Flex gap="1" wrap="nowrap">
        {props.onOpen && (
          <Button size="1" variant="ghost" tabIndex={tab} onClick={() => (pick(), props.onOpen!(row))}>
            {rt('view', lang)}
          </Button>
        )}
        {inline
          ? extra.map((a) => (
              <Button key={a.id} size="1" variant="ghost" color={a.danger ? 'red' : undefined} tabIndex={tab} title={a.shortcut} onClick={() => (pick(), a.run(row, selectedRows()))}>
                {a.label[lang]}
              </Button>
            ))
          : extra.length > 0 && (
              <DropdownMenu.Root>
                <DropdownMenu.Trigger>
                  <Button size="1" variant="ghost" tabIndex={tab} onClick={pick}>
                    {rt('more', lang)}
                    <DropdownMenu.TriggerIcon />
                  </Button>
                </DropdownMenu.Trigger>
                <DropdownMenu.Content size="1">
                  {extra.map((a) => (
                    <DropdownMenu.Item key={a.id} shortcut={a.shortcut} onSelect={() => a.run(row, selectedRows())}>
                      {a.label[lang]}
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Content>
              </DropdownMenu.Root>
            )}
      </Flex>
    );
  };

  const nothing = !page.isPending && total === 0 && !filtered && props.empty;

  return (
    <section ref={rootRef} className="rl-screen" aria-label={decl.title[lang]} data-resource={decl.key}>
      <Heading as="h2" size="4" className="rl-title">
        {decl.title[lang]}
      </Heading>
      {props.header}
      <div
        onKeyDown={(e) => {
          if (e.key === 'Escape' && (e.target as HTMLElement).tagName === 'INPUT') {
            e.stopPropagation();
            focusGrid();
          }
        }}
      >
        <SearchPanel decl={decl} lang={lang} values={draft} onChange={setDraft} onSearch={search} onReset={reset} firstRef={searchRef} busy={page.isFetching && !page.isPending} />
      </div>
      <Flex className="rl-toolbar" gap="2" align="center" wrap="wrap">
        {props.onAdd && (
          <Button onClick={props.onAdd} title="n">
            {rt('add', lang)}
          </Button>
        )}
        {props.mayDelete && (
          <Button variant="soft" color="red" onClick={deleteTarget}>
            {rt('batchDelete', lang)}
          </Button>
        )}
        {props.mayExport && (
          <Button variant="soft" onClick={() => void doExport()}>
            {rt('export', lang)}
          </Button>
        )}
        {props.toolbar}
        <Flex flexGrow="1" />
        {selected.size > 0 && (
          <Text size="2" color="gray" aria-live="polite">
            {rt('selected', lang, { n: selected.size })}
          </Text>
        )}
      </Flex>
      {nothing ? (
        props.empty
      ) : (
        <DataTable
          idPrefix={`wl-${decl.key}`}
          rows={rows}
          columns={columns}
          lang={lang}
          dicts={dicts}
          selected={selected}
          selectAll={selectAllState(pageIds, selected)}
          onToggle={(id) => setSelected((s) => toggleSelected(s, id))}
          onToggleAll={() => setSelected((s) => toggleAll(pageIds, s))}
          focusIndex={focusIndex}
          onFocusIndex={setFocusIndex}
          onOpen={(row) => props.onOpen?.(row)}
          renderActions={renderActions}
          actionsWidth={actionsWidth}
          sort={sort}
          onSort={(field) => {
            setSort((s) => nextSort(s, field));
            setCurrent(1);
          }}
          loading={page.isPending}
          fetching={page.isFetching}
          gridRef={gridRef}
        />
      )}
      {!nothing && (
        <Pager
          total={total}
          current={current}
          size={size}
          lang={lang}
          onCurrent={setCurrent}
          onSize={(n) => {
            setSize(n);
            setCurrent(1);
          }}
        />
      )}
      <ConfirmDialog controller={confirm} lang={lang} fallbackFocus={() => gridRef.current} />
    </section>
  );
}
