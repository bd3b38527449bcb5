/**
 * The generic list screen of a resource declaration: search panel, toolbar (add, batch delete,
 * export, batch actions), a virtualised table with multi-select and row actions (view, edit,
 * delete, up/down, declared actions), paging, the record dialog, confirmations, palette commands
 * and key bindings. Everything comes from the declaration; nothing here is per resource.
 *
 *   <ResourceListScreen decl={resourceByMenu.get('dict')!} />
 */
import './resource.css';
import { Button, DropdownMenu, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useRegisterCommands } from '../../commands/registry';
import { HttpError } from '../../api/http';
import { columnLabelsOf, downloadBlobExport, exportInBrowser, exportModeOf, ExportCallError } from '../../shell/export-tasks/list-export';
import { msg } from '../../domain/messages';
import { hashOperatingCode } from '../../domain/operating-code';
import type { ActionDecl, ResourceDecl } from '../../domain/resources/types';
import { showToast, toastError, toastSuccess } from '../../shell/ui-bus';
import { useConfirm } from './confirm';
import { ConfirmDialog } from './confirm-dialog';
import type { DictEntry } from './cell-format';
import { refDeclOf, rowLabel } from './choices';
import { DataTable, DEFAULT_COLUMN_WIDTH, type Column } from './data-table';
import { buildListCommands, type RowCommand } from './list-keys';
import { buildExportParams, buildListParams, clampPage, DEFAULT_PAGE_SIZE, emptySearch, nextSort, pageCount, searchFields, type SearchValues, type Sort } from './list-params';
import { Pager } from './pager';
import { RecordFormDialog, type RecordDialogTarget } from './record-form-dialog';
import { SearchPanel } from './search-panel';
import { clampFocus, moveFocus, selectAllState, selectedInOrder, toggleAll, toggleSelected } from './selection';
import { rt, rtBoth } from './texts';
import { useLang } from './use-lang';
import { usePermissions } from './use-permissions';
import {
  canCreate,
  canUpdate,
  dictCodesOf,
  firstOp,
  ResultError,
  useDictionaries,
  useRemoveResource,
  useResourceAction,
  useResourceExport,
  useResourceOptionsMany,
  useResourcePage,
  type AnyRow,
} from './use-resource';

export interface ResourceListScreenProps {
  decl: ResourceDecl;
  /** the user's button permissions; by default the shell's (user info), the super-admin holding all */
  permissions?: Readonly<Record<string, boolean>>;
  /** hand-written pages instead of the record dialog (a detail page, an add or edit page) */
  onView?: (row: AnyRow) => void;
  onAdd?: () => void;
  onEdit?: (row: AnyRow) => void;
  /** row actions of a screen that wraps the list (offered where `applies`, in the palette too) */
  extraRowActions?: readonly RowAction[];
}

/** Sent on window when an export task was created; the shell's export-task bar may listen. */
export const EXPORT_STARTED_EVENT = 'anhua:export-started';

export interface RowAction {
  key: string;
  label: { zh: string; en: string };
  run: (row: AnyRow) => void;
  applies: (row: AnyRow) => boolean;
  shortcut?: string;
  danger?: boolean;
}

const BUTTON_WIDTH = 52;

export function ResourceListScreen({ decl, permissions, onView, onAdd, onEdit, extraRowActions }: ResourceListScreenProps) {
  const lang = useLang();
  const can = usePermissions(permissions);
  const idPrefix = `rl-${decl.key}`;
  const button = (name: string) => `${decl.buttonPrefix}_${name}`;

  // ------------------------------------------------------------------ query state
  const [draft, setDraft] = useState<SearchValues>(() => emptySearch(decl));
  const [applied, setApplied] = useState<SearchValues>(() => emptySearch(decl));
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<Sort | null>(null);
  const params = useMemo(() => buildListParams(decl, { search: applied, current, size, sort }), [decl, applied, current, size, sort]);
  const page = useResourcePage(decl, params);
  const rows = useMemo(() => (page.data?.records ?? []) as AnyRow[], [page.data]);
  const total = page.data?.total ?? 0;
  const pageIds = useMemo(() => rows.map((r) => String(r.id)), [rows]);
  const dicts = useDictionaries(dictCodesOf(decl));
  const columns: Column[] = useMemo(
    () =>
      Object.entries(decl.fields)
        .filter(([, fd]) => !!fd.list)
        .map(([key, fd]) => ({ key, fd, width: typeof fd.list === 'number' ? fd.list : DEFAULT_COLUMN_WIDTH })),
    [decl],
  );
  // columns naming rows of another resource show those rows' labels
  const refColumns = columns.flatMap((c) => {
    const ref = c.fd.options || c.fd.dict ? undefined : refDeclOf(c.fd);
    return ref ? [{ key: c.key, ref }] : [];
  });
  const refRows = useResourceOptionsMany([...new Map(refColumns.map((c) => [c.ref.key, c.ref])).values()]);
  const columnLabels = useMemo(() => {
    const out: Record<string, DictEntry[]> = {};
    for (const c of refColumns) out[c.key] = (refRows[c.ref.key] ?? []).map((r) => ({ dictKey: String(r.id), dictValue: rowLabel(c.ref, r, lang) }));
    return out;
    // refColumns follows decl; refRows is a fresh object per render, its arrays are stable
  }, [decl, lang, ...refColumns.map((c) => refRows[c.ref.key])]);

  // ------------------------------------------------------------------ selection and focus
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [focusIndex, setFocusIndex] = useState(-1);
  const loadedAt = page.dataUpdatedAt;
  // spec 1 section 4: the selection is cleared after each load
  useEffect(() => {
    setSelected(new Set());
    setFocusIndex((i) => clampFocus(i, rows.length));
  }, [loadedAt, rows.length]);
  // a delete that empties the last page goes back one page
  useEffect(() => {
    if (page.data && total > 0 && current > pageCount(total, size)) setCurrent(clampPage(current, total, size));
  }, [page.data, total, current, size]);

  const selectAll = selectAllState(pageIds, selected);
  const focusedRow = (): AnyRow | undefined => rows[focusIndex];
  const selectedIds = () => selectedInOrder(pageIds, selected);

  // ------------------------------------------------------------------ elements and focus return
  const rootRef = useRef<HTMLElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const focusGrid = () => gridRef.current?.focus({ preventScroll: true });
  const rememberFocus = () => {
    const el = document.activeElement as HTMLElement | null;
    returnTo.current = el && el !== document.body ? el : gridRef.current;
  };
  const returnFocus = () => {
    const el = returnTo.current;
    (el && el.isConnected ? el : gridRef.current)?.focus({ preventScroll: true });
  };

  // a screen opened from the menu or the palette takes the keyboard: the list gets focus unless
  // the user is already somewhere else on the page
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('nav, aside, [role="navigation"], [role="menubar"], [role="tree"]')) focusGrid();
    // once, on mount
  }, []);

  // ------------------------------------------------------------------ permissions
  const mayAdd = (onAdd ? true : canCreate(decl)) && can(button('add'));
  const mayEdit = (onEdit ? true : canUpdate(decl)) && can(button('edit'));
  const mayDelete = !!firstOp(decl.ops.remove) && can(button('delete'));
  const mayView = can(button('view'));
  // a declared export call queues a task or answers the file; without one the browser exports (spec 1 section 9)
  const exportMode = exportModeOf(decl);
  const mayExport = can(button('export'));

  // ------------------------------------------------------------------ calls
  const remove = useRemoveResource(decl);
  const action = useResourceAction(decl);
  const exporter = useResourceExport(decl);
  const confirm = useConfirm(lang);
  const exporting = useRef(false);
  const [exportBusy, setExportBusy] = useState(false);

  const warn = (text: string) => showToast('info', text);

  // ------------------------------------------------------------------ record dialog
  const [dialog, setDialog] = useState<{ target: RecordDialogTarget; open: boolean } | null>(null);
  const openDialog = (target: RecordDialogTarget) => {
    rememberFocus();
    setDialog({ target, open: true });
  };
  const openAdd = () => mayAdd && (onAdd ? onAdd() : openDialog({ mode: 'create' }));
  const openView = (row: AnyRow | undefined) => row && mayView && (onView ? onView(row) : openDialog({ mode: 'view', id: String(row.id), row }));
  const openEdit = (row: AnyRow | undefined) => row && mayEdit && (onEdit ? onEdit(row) : openDialog({ mode: 'edit', id: String(row.id), row }));

  // ------------------------------------------------------------------ deletes
  function deleteRows(ids: string[], batch: boolean) {
    if (ids.length === 0) {
      warn(msg('selectAtLeastOne', lang));
      return;
    }
    void confirm.ask({
      message: msg(batch ? 'confirmBatchDelete' : 'confirmDelete', lang),
      danger: true,
      run: async () => {
        const env = await remove.mutateAsync(ids);
        toastSuccess(batch ? msg('opSuccess', lang) : env.msg || msg('opSuccess', lang));
      },
    });
  }
  const deleteTarget = () => {
    const ids = selectedIds();
    if (ids.length > 0) deleteRows(ids, true);
    else if (focusedRow()) deleteRows([String(focusedRow()!.id)], false);
  };

  // ------------------------------------------------------------------ actions
  async function callAction(path: string, body: Record<string, unknown>) {
    const env = await action.mutateAsync({ path, body });
    toastSuccess(env.msg || msg('opSuccess', lang));
  }

  function runAction(a: ActionDecl, ids: string[]) {
    if (ids.length === 0) {
      warn(msg('selectAtLeastOne', lang));
      return;
    }
    const run = async (password: string) => {
      const body: Record<string, unknown> = { ids: ids.join(',') };
      if (a.operatingPassword) body.operatingCode = await hashOperatingCode(password);
      await callAction(a.path, body);
    };
    if (a.confirm || a.operatingPassword) {
      void confirm.ask({
        title: a.label[lang],
        message: a.confirm?.[lang] ?? rt('confirmAction', lang, { label: a.label[lang] }),
        password: a.operatingPassword,
        run,
      });
      return;
    }
    run('').catch((err: unknown) => {
      // the http client has shown failures; whitelisted answers are the caller's to show
      if (err instanceof ResultError) toastError(err.message);
    });
  }

  const declaredActions = decl.actions ?? [];
  const hasDeclared = (name: string) => declaredActions.some((a) => a.name === name || a.path === name);

  const rowActions: RowAction[] = (() => {
    const list: RowAction[] = [];
    const ud = decl.upDown;
    if (ud && !hasDeclared('up') && !hasDeclared('down')) {
      const isUp = (row: AnyRow) => String(row[ud.field]) === String(ud.up);
      if (can(button('up')))
        list.push({ key: 'up', label: rtBoth('up'), applies: (row) => !isUp(row), run: (row) => void callAction('up', { id: String(row.id) }).catch(() => undefined) });
      if (can(button('down')))
        list.push({ key: 'down', label: rtBoth('down'), applies: (row) => isUp(row), run: (row) => void callAction('down', { id: String(row.id) }).catch(() => undefined) });
    }
    for (const a of declaredActions) {
      if (a.batch || !can(a.permission)) continue;
      list.push({
        key: `action.${a.name}`,
        label: a.label,
        shortcut: a.key,
        // an action that sets fields is offered only where it changes something
        applies: (row) => !a.set || Object.entries(a.set).some(([k, v]) => String(row[k]) !== String(v)),
        run: (row) => runAction(a, [String(row.id)]),
      });
    }
    return [...list, ...(extraRowActions ?? [])];
  })();

  const batchActions = declaredActions.filter((a) => a.batch && can(a.permission));

  // ------------------------------------------------------------------ export
  async function doExport() {
    if (exporting.current) return; // one export at a time: a second press is ignored while it runs
    if (total === 0) {
      warn(msg('noDataToExport', lang));
      return;
    }
    exporting.current = true;
    setExportBusy(true);
    try {
      const params = buildExportParams(decl, applied, sort);
      if (exportMode === 'task') {
        const env = await exporter.mutateAsync(params);
        toastSuccess(env.msg || msg('opSuccess', lang));
        window.dispatchEvent(new CustomEvent(EXPORT_STARTED_EVENT, { detail: { resource: decl.key, ...(env.data ?? {}) } }));
      } else if (exportMode === 'blob') {
        await downloadBlobExport(decl, params);
        toastSuccess(msg('opSuccess', lang));
      } else {
        if (await exportInBrowser(decl, params, lang, columnLabelsOf(decl, dicts, columnLabels, lang))) toastSuccess(msg('opSuccess', lang));
        else warn(msg('noDataToExport', lang));
      }
    } catch (err) {
      if (err instanceof ResultError) toastError(err.message);
      else if (!(err instanceof HttpError) && !(err instanceof ExportCallError)) {
        // the http client shows failed calls; anything else (the spreadsheet writer) is said here
        toastError(err instanceof Error ? err.message : String(err));
      }
    } finally {
      exporting.current = false;
      setExportBusy(false);
    }
  }

  // ------------------------------------------------------------------ search and paging
  const hasSearch = searchFields(decl).length > 0;
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

  // ------------------------------------------------------------------ commands and keys
  const rowCommands: RowCommand[] = [
    ...rowActions.map((a) => ({
      id: a.key,
      label: a.label,
      shortcut: a.shortcut,
      enabled: () => !!focusedRow() && a.applies(focusedRow()!),
      run: () => {
        const row = focusedRow();
        if (row && a.applies(row)) a.run(row);
      },
    })),
    ...batchActions.map((a) => ({
      id: `action.${a.name}`,
      label: a.label,
      shortcut: a.key,
      enabled: () => selected.size > 0 || !!focusedRow(),
      run: () => runAction(a, selectedIds().length ? selectedIds() : focusedRow() ? [String(focusedRow()!.id)] : []),
    })),
  ];

  const commands = buildListCommands(decl, {
    add: mayAdd ? openAdd : undefined,
    focusSearch: hasSearch ? () => searchRef.current?.focus() : undefined,
    exportList: mayExport ? () => void doExport() : undefined,
    view: mayView ? () => openView(focusedRow()) : undefined,
    edit: mayEdit ? () => openEdit(focusedRow()) : undefined,
    remove: mayDelete ? deleteTarget : undefined,
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
  });
  useRegisterCommands(commands, { scope: () => rootRef.current });

  // ------------------------------------------------------------------ row actions cell
  const inlineExtra = rowActions.length <= 2;
  // up and down never show together
  const upDownPair = rowActions.some((a) => a.key === 'up') && rowActions.some((a) => a.key === 'down') ? 1 : 0;
  const actionCount = (mayView ? 1 : 0) + (mayEdit ? 1 : 0) + (mayDelete ? 1 : 0) + (inlineExtra ? rowActions.length - upDownPair : 1);
  const actionsWidth = Math.max(80, 16 + actionCount * BUTTON_WIDTH + (lang === 'en' ? actionCount * 8 : 0));

  const renderActions = (row: AnyRow, index: number, focused: boolean) => {
    const tab = focused ? 0 : -1;
    const extra = rowActions.filter((a) => a.applies(row));
    const pick = () => setFocusIndex(index);
    return (
      <Flex gap="1" wrap="nowrap">
        {mayView && (
          <Button size="1" variant="ghost" tabIndex={tab} onClick={() => {
              pick();
              openView(row);
            }}>
            {rt('view', lang)}
          </Button>
        )}
        {mayEdit && (
          <Button size="1" variant="ghost" tabIndex={tab} onClick={() => {
              pick();
              openEdit(row);
            }}>
            {rt('edit', lang)}
          </Button>
        )}
        {mayDelete && (
          <Button size="1" variant="ghost" color="red" tabIndex={tab} onClick={() => {
              pick();
              deleteRows([String(row.id)], false);
            }}>
            {rt('delete', lang)}
          </Button>
        )}
        {inlineExtra
          ? extra.map((a) => (
              <Button key={a.key} size="1" variant="ghost" tabIndex={tab} onClick={() => {
                  pick();
                  a.run(row);
                }}>
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
                    <DropdownMenu.Item key={a.key} shortcut={a.shortcut} onSelect={() => a.run(row)}>
                      {a.label[lang]}
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Content>
              </DropdownMenu.Root>
            )}
      </Flex>
    );
  };
  const hasRowActions = mayView || mayEdit || mayDelete || rowActions.length > 0;


  return (
    <section ref={rootRef} className="rl-screen" aria-label={decl.title[lang]} data-resource={decl.key}>
      <Heading as="h2" size="4" className="rl-title">
        {decl.title[lang]}
      </Heading>

      {hasSearch && (
        // Escape leaves the search panel for the rows, so j/k/e/Delete work again without the mouse
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
      )}

      <Flex className="rl-toolbar" gap="2" align="center" wrap="wrap">
        {mayAdd && (
          <Button onClick={openAdd} title="n">
            {rt('add', lang)}
          </Button>
        )}
        {mayDelete && (
          <Button variant="soft" color="red" onClick={() => deleteRows(selectedIds(), true)}>
            {rt('batchDelete', lang)}
          </Button>
        )}
        {mayExport && (
          <Button variant="soft" onClick={() => void doExport()} loading={exportBusy}>
            {rt('export', lang)}
          </Button>
        )}
        {batchActions.map((a) => (
          <Button key={a.name} variant="soft" onClick={() => runAction(a, selectedIds())}>
            {a.label[lang]}
          </Button>
        ))}
        <Flex flexGrow="1" />
        {selected.size > 0 && (
          <Flex gap="2" align="center">
            <Text size="2" color="gray" aria-live="polite">
              {rt('selected', lang, { n: selected.size })}
            </Text>
            <Button size="1" variant="ghost" color="gray" onClick={() => setSelected(new Set())}>
              {rt('clearSelection', lang)}
            </Button>
          </Flex>
        )}
      </Flex>

      <DataTable
        idPrefix={idPrefix}
        rows={rows}
        columns={columns}
        lang={lang}
        dicts={dicts}
        columnLabels={columnLabels}
        selected={selected}
        selectAll={selectAll}
        onToggle={(id) => setSelected((s) => toggleSelected(s, id))}
        onToggleAll={() => setSelected((s) => toggleAll(pageIds, s))}
        focusIndex={focusIndex}
        onFocusIndex={setFocusIndex}
        onOpen={(row) => openView(row)}
        renderActions={hasRowActions ? renderActions : undefined}
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

      {dialog && (
        <RecordFormDialog
          decl={decl}
          target={dialog.target}
          open={dialog.open}
          lang={lang}
          canEdit={mayEdit}
          onOpenChange={(open) => setDialog((d) => (d ? { ...d, open } : d))}
          onModeChange={(mode) => setDialog((d) => (d ? { ...d, target: { ...d.target, mode } } : d))}
          returnFocus={returnFocus}
        />
      )}
      <ConfirmDialog controller={confirm} lang={lang} fallbackFocus={() => gridRef.current} />
    </section>
  );
}
