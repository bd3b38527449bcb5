/**
 * The generic list screen of a resource declaration: search panel, toolbar (add, batch delete,
 * export, batch actions), a virtualised table with multi-select and row actions (view, edit,
 * delete, up/down, declared actions), paging, the record dialog, confirmations, palette commands
 * and key bindings. Everything comes from the declaration; nothing here is per resource.
 *
 *   <ResourceListScreen decl={resourceByMenu.get('dict')!} />
 */
import './resource.css';
import { Button, Flex, Heading } from '@radix-ui/themes';
import { useSearch } from 'wouter';
import { useEffect, useMemo, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { shortcutsOf, useRegisterCommands, type Command } from '../../commands/registry';
import { showActionKeys } from './show-layout';
import { HttpError } from '../../api/http';
import { EXPORT_STARTED_EVENT } from '../../shell/export-tasks/export-started';
import { columnLabelsOf, downloadBlobExport, exportInBrowser, exportModeOf, ExportCallError } from '../../shell/export-tasks/list-export';
import { msg } from '../../domain/messages';
import type { ActionDecl, Label, ResourceDecl } from '../../domain/resources/types';
import { giveFocusBack } from '../../shell/focus-return';
import { useUserInfo } from '../../shell/shell-queries';
import { showToast, toastError, toastSuccess } from '../../shell/ui-bus';
import { useConfirm } from './confirm';
import { ConfirmDialog } from './confirm-dialog';
import type { DictEntry } from './cell-format';
import { refDeclOf, rowLabel } from './choices';
import { DataTable, type DataTableProps } from './data-table';
import { buildListCommands, tabCommands, type RowCommand } from './list-keys';
import { buildExportParams, emptySearch, panelSearchFields, searchFilters } from './list-params';
import { ListTabs, useListTabs } from './list-tabs';
import { initialTab, tabFilter, tabFromQuery } from '../../domain/resources/tabs';
import { Pager } from './pager';
import { RecordFormDialog, type RecordDialogTarget } from './record-form-dialog';
import { offeredActions, rowActionCommands, type ListRowAction } from './row-actions';
import { LookupActDialog } from './lookup-act';
import { openRecordFile } from './record-file';
import { useChildForms } from './child-form';
import type { LookupActDecl } from '../../domain/resources/lookup';
import { useDeclaredPageLinks } from './page-links';
import { rowActionsRenderer } from './row-actions-cell';
import { actionApplies, useActionRunner } from './action-runner';
import { useReorderActions } from './reorder';
import { SearchPanel } from './search-panel';
import { SelectedCount } from './selected-count';
import { rt } from './texts';
import { useListEngine, type ListEngine } from './use-list-engine';
import { useLang } from './use-lang';
import { usePermissions } from './use-permissions';
import {
  canCreate,
  canUpdate,
  firstOp,
  ResultError,
  useRemoveResource,
  useResourceExport,
  useResourceOptionsMany,
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
  /** toolbar and palette actions of a screen that wraps the list, on the selected rows (a choice to make first, say) */
  extraBatchActions?: readonly BatchAction[];
  /**
   * A slice of the resource that a menu of its own shows (one table, two menus): these filters go with
   * every page and export call, and their fields get no search box. The declaration's defaults say
   * what a new record of the slice starts with.
   */
  fixed?: Readonly<Record<string, string>>;

  // ---------------------------------------------------------------- extension points of a screen's special parts
  /** the section's class (a screen's own styles and journeys: 'clue-desk') and the rows' id prefix */
  className?: string;
  idPrefix?: string;
  /** the listed columns in this order (by default the declaration's listed fields) */
  columns?: readonly string[];
  /** filters the screen's own parts set (status cards, its own tabs): with every page and export; a change goes to page 1 */
  filters?: Readonly<Record<string, string | number>>;
  /** fields the search panel leaves out (still filters of the API for links) */
  hideSearch?: readonly string[];
  /** after the title (a count badge); a function reads the list's view (the tabs' count answer) */
  titleExtra?: ListPart;
  /** between the title and the search panel (status cards; tabs are declared: `tabs`) */
  header?: ReactNode;
  /** more toolbar parts after the engine's buttons */
  toolbar?: ReactNode;
  /** shown instead of the table and pager while the list holds nothing and no filter is applied */
  empty?: ReactNode;
  /**
   * the phone-sized layout: shown instead of the search panel, toolbar, table and pager (the tabs
   * stay above it); the list's keys rest while it shows; a function reads the chosen tab
   */
  narrow?: ListPart;
  /** a cell of the screen's own (a mark after the name); undefined keeps the engine's cell */
  renderCell?: DataTableProps['renderCell'];
  /** the screen's own row actions after the declared ones: offered where `applies`, with their keys in the palette; `run` gets the selection too (a machine's batch) */
  rowActions?: readonly ListRowAction[];
  /** the row's actions cell: the view button's label, at most `limit` actions, `omit` ids (palette only), a fixed width */
  rowCell?: {
    viewLabel?: Label;
    limit?: number;
    /** a button each while no row of the page offers more than this many actions, else one 更多 menu */
    inlineUpTo?: number;
    omit?: readonly string[];
    width?: number;
    /** each action's key as its button's tooltip */
    shortcutTitles?: boolean;
  };
  /** the view command's title ('打开详情') */
  viewTitle?: Label;
  /** more palette commands (with their keys) of the screen: tab choices, settings dialogs */
  commands?: readonly Command[];
  /** focus the first row once rows are there */
  focusFirstRow?: boolean;
  /** the screen's own delete call (paths of its own), run after the confirmation */
  remove?: (ids: string[]) => Promise<{ msg?: string }>;
  /** more export params (the clue desk's 10000 rows) */
  exportParams?: Readonly<Record<string, string | number>>;
  /** the applied search's filters, each time they change: a screen's own counts over the same search */
  onSearchChange?: (filters: Record<string, string>) => void;
  /** the list's total after each load (a count the screen shows elsewhere) */
  onTotal?: (total: number) => void;
  /** run with the reload (r) too: a screen's own counts */
  onRefresh?: () => void;
  /**
   * false: the screen offers the declaration's actions through its own runner (`rowActions` with the
   * machine's rule and dialogs of its own: the stock cars' transfer with its target store); the
   * declared actions stay the server's contract
   */
  declaredActions?: false;
  /** the screen's own dialogs and bars, inside the list's section (its keys answer there) */
  children?: ReactNode;
  /** the engine, for the screen's own parts (a tab that focuses the first row) */
  engineRef?: MutableRefObject<ListEngine | null>;
}

/** The declaration whose search panel leaves out the fields a slice fixes. */
function withoutSearch(decl: ResourceDecl, keys: readonly string[]): ResourceDecl {
  const fields = Object.fromEntries(Object.entries(decl.fields).map(([k, fd]) => [k, keys.includes(k) ? { ...fd, search: undefined } : fd]));
  return { ...decl, fields };
}

/** What a screen's own part may read of the list: the chosen tab and the tabs' count answer. */
export interface ListView {
  tab: string;
  /** the count call's answer as the server sent it (the clue desk's repeat count); undefined while loading */
  tabAnswer: unknown;
}

/** A part of the screen's own, or a function of the list's view. */
export type ListPart = ReactNode | ((view: ListView) => ReactNode);

export interface BatchAction {
  key: string;
  label: { zh: string; en: string };
  /** the selected rows' ids, never empty */
  run: (ids: string[]) => void;
  shortcut?: string;
}

const BUTTON_WIDTH = 52;

export function ResourceListScreen(props: ResourceListScreenProps) {
  const { decl, permissions, extraBatchActions, fixed: fixedProp } = props;
  let { onView, onAdd, onEdit } = props;
  // a slice's declaration carries its own filter (src/domain/resources/slice.ts)
  const fixed = fixedProp ?? (decl.fixed ? Object.fromEntries(Object.entries(decl.fixed).map(([k, x]) => [k, String(x)])) : undefined);
  const lang = useLang();
  const can = usePermissions(permissions);
  // a declaration that names its pages (decl.pages) opens them instead of the record dialog
  const links = useDeclaredPageLinks(decl, fixed);
  onView ??= links.onView;
  onAdd ??= links.onAdd;
  onEdit ??= links.onEdit;
  const idPrefix = props.idPrefix ?? `rl-${decl.key}`;
  const button = (name: string) => `${decl.buttonPrefix}_${name}`;

  // ------------------------------------------------------------------ query, rows, selection and focus
  // the generic list starts with no focused row: the first j focuses the first
  const fixedKey = JSON.stringify(fixed ?? {});
  // fixed is a fresh object per render; its content is the dependency
  // the tab field is chosen by the tabs, not in the search panel
  const tabSpec = decl.tabs;
  const tabField = tabSpec?.field;
  // the address may choose the tab (?state=0, ?isMustToVisit=3, as a home-page figure links it); a later address with another one switches it
  const address = useSearch();
  const urlTab = (tabSpec && tabFromQuery(tabSpec, address)) || '';
  const [tab, setTab] = useState(tabSpec ? urlTab || initialTab(tabSpec) : '');
  const seenUrlTab = useRef(urlTab);
  useEffect(() => {
    if (!tabSpec || !urlTab || urlTab === seenUrlTab.current) return;
    seenUrlTab.current = urlTab;
    setTab(urlTab);
  }, [tabSpec, urlTab]);
  const hiddenKey = (props.hideSearch ?? []).join();
  const searchDecl = useMemo(() => {
    const hidden = [...Object.keys(fixed ?? {}), ...(tabField ? [tabField] : []), ...(props.hideSearch ?? [])];
    return hidden.length ? withoutSearch(decl, hidden) : decl;
  }, [decl, fixedKey, tabField, hiddenKey]);
  const filtersKey = JSON.stringify(props.filters ?? {});
  const listFilter = useMemo(() => ({ ...fixed, ...props.filters, ...(tabSpec ? tabFilter(tabSpec, tab) : {}) }), [fixedKey, filtersKey, tabSpec, tab]);
  const narrow = props.narrow !== undefined && props.narrow !== null && props.narrow !== false;
  const list = useListEngine({ decl, lang, searchDecl, extraParams: listFilter, columns: props.columns, focusFirstRow: props.focusFirstRow, enabled: !narrow });
  if (props.engineRef) props.engineRef.current = list;
  const { total, columns, dicts, applied, sort, selected, focusedRow, selectedIds, gridRef } = list;
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

  // ------------------------------------------------------------------ tabs with counts
  const tabFilters = useMemo(() => ({ ...searchFilters(searchDecl, applied), ...fixed }), [searchDecl, applied, fixedKey]);
  const listTabs = useListTabs(decl, lang, tabFilters);
  const totalChanged = props.onTotal;
  const loaded = !!list.page.data;
  useEffect(() => {
    if (loaded) totalChanged?.(total);
    // told once per loaded total
  }, [loaded, total]);
  const searchChanged = props.onSearchChange;
  useEffect(() => {
    searchChanged?.(searchFilters(searchDecl, applied));
    // told once per applied search, not per render of the screen
  }, [searchDecl, applied]);
  const chooseTab = (value: string) => {
    setTab(value);
    list.setCurrent(1);
  };
  // a tab chosen by its key, the palette or a click: a list that starts on its first row goes there
  // (the arrows on the tab list keep the focus on the tabs)
  const pickTab = (value: string) => {
    chooseTab(value);
    if (!props.focusFirstRow) return;
    list.setFocusIndex(0);
    list.focusGrid();
  };
  const view: ListView = { tab, tabAnswer: listTabs.answer };
  const partOf = (part: ListPart) => (typeof part === 'function' ? part(view) : part);
  const titleExtra = partOf(props.titleExtra);

  // ------------------------------------------------------------------ focus return
  const returnTo = useRef<HTMLElement | null>(null);
  const rememberFocus = () => {
    const el = document.activeElement as HTMLElement | null;
    returnTo.current = el && el !== document.body ? el : gridRef.current;
  };
  const returnFocus = () => {
    const el = returnTo.current;
    giveFocusBack(el && el.isConnected ? el : gridRef.current);
  };

  // ------------------------------------------------------------------ permissions
  const mayAdd = (onAdd ? true : canCreate(decl)) && can(button('add'));
  const mayEdit = (onEdit ? true : canUpdate(decl)) && can(button('edit'));
  const mayDelete = (!!props.remove || !!firstOp(decl.ops.remove)) && can(button('delete'));
  const mayView = can(button('view'));
  // a declared export call queues a task or answers the file; without one the browser exports (spec 1 section 9)
  const exportMode = exportModeOf(decl);
  const mayExport = can(button('export'));

  // ------------------------------------------------------------------ calls
  const removeCall = useRemoveResource(decl);
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
  const openAdd = () => mayAdd && (onAdd ? onAdd() : openDialog({ mode: 'create', values: fixed }));
  const openView = (row: AnyRow | undefined) => row && mayView && (onView ? onView(row) : openDialog({ mode: 'view', id: String(row.id), row }));
  /**
   * Why a row may not be edited or deleted now: the declaration's editable and removable rules (its
   * machine). Such a row shows no button; the key or command says why instead. The server refuses too.
   */
  const refusalOf = (row: AnyRow, op: 'edit' | 'delete'): string | null => {
    const rule = op === 'edit' ? decl.editable : decl.removable;
    return rule && !rule.applies(row) ? rule.refusal(row, false)[lang] : null;
  };
  const refused = (row: AnyRow, op: 'edit' | 'delete') => {
    const why = refusalOf(row, op);
    if (why) showToast('info', why);
    return !!why;
  };
  const openEdit = (row: AnyRow | undefined) => row && mayEdit && !refused(row, 'edit') && (onEdit ? onEdit(row) : openDialog({ mode: 'edit', id: String(row.id), row }));

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
        const env = props.remove ? await props.remove(ids) : await removeCall.mutateAsync(ids);
        toastSuccess(batch ? msg('opSuccess', lang) : env.msg || msg('opSuccess', lang));
      },
    });
  }
  const deleteTarget = () => {
    const ids = selectedIds();
    if (ids.length > 0) deleteRows(ids, true);
    else if (focusedRow() && !refused(focusedRow()!, 'delete')) deleteRows([String(focusedRow()!.id)], false);
  };

  // ------------------------------------------------------------------ actions
  // the action contract's steps, shared with the show page: input form, confirmation, or the call at once
  const [, navigate] = useLocation();
  const runDeclared = useActionRunner(decl, {
    lang,
    confirm,
    openInput: (a, ids, row) => openDialog({ mode: 'create', ids, row, action: a }),
    navigate,
  });
  function runAction(a: ActionDecl, ids: string[]) {
    if (ids.length === 0) {
      warn(msg('selectAtLeastOne', lang));
      return;
    }
    runDeclared(a, ids, ids.length === 1 ? list.rows.find((r) => String(r.id) === ids[0]) : undefined);
  }

  // ------------------------------------------------------------------ look up by code, then act (the counter's 核销)
  const [lookingUp, setLookingUp] = useState<{ l: LookupActDecl; row: AnyRow | null } | null>(null);
  const lookups = (decl.lookups ?? []).filter((l) => l.on !== 'page' && can(l.permission));
  const startLookup = (l: LookupActDecl, row: AnyRow | null) => {
    rememberFocus();
    setLookingUp({ l, row });
  };
  const toolbarLookups = lookups.filter((l) => l.on === 'toolbar');
  // new children of a row (a work order's voucher deduction): the child's form under the row
  const children = useChildForms(decl, can, lang, { before: rememberFocus, returnFocus });

  const declaredActions = props.declaredActions === false ? [] : (decl.actions ?? []);
  const myStore = useUserInfo().data?.store_id;
  const reorderActions = useReorderActions(decl, lang, can);

  // every declared action has a key: its own, else the digit its show page gives it, unless the screen's commands or the tabs use that digit
  const tabKeyCommands = tabCommands(decl, listTabs.tabs, tab, pickTab);
  const screenKeys = new Set([...(props.commands ?? []), ...tabKeyCommands].flatMap((c) => shortcutsOf(c)));
  const autoKeys = showActionKeys(decl);
  const keyOf = (a: ActionDecl) => a.key ?? (screenKeys.has(autoKeys.get(a.name) ?? '') ? undefined : autoKeys.get(a.name));
  const rowActions: ListRowAction[] = (() => {
    const out: ListRowAction[] = [];
    for (const a of declaredActions) {
      if (a.batch || !can(a.permission)) continue;
      out.push({
        id: `action.${a.name}`,
        label: a.label,
        shortcut: keyOf(a),
        // the declaration's machine decides; else an action that sets fields is offered only where it changes something
        danger: a.danger,
        applies: (row) => actionApplies(a, row, myStore),
        run: (row) => runAction(a, [String(row.id)]),
      });
    }
    out.push(...children.actions);
    // the record's files the rows offer (a download action)
    for (const f of (decl.files ?? []).filter((x) => x.row && can(x.permission))) {
      out.push({ id: `file.${f.name}`, label: f.label, shortcut: f.key, applies: (row) => !f.applies || f.applies(row), run: (row) => void openRecordFile(decl, f, row, lang) });
    }
    for (const l of lookups.filter((x) => x.on === 'row')) {
      out.push({ id: `lookup.${l.name}`, label: l.act.label, shortcut: l.key, applies: (row) => !l.rowApplies || l.rowApplies(row), run: (row) => startLookup(l, row) });
    }
    return [...out, ...reorderActions, ...(props.rowActions ?? [])];
  })();

  const batchActions = declaredActions.filter((a) => a.batch && can(a.permission));
  const runBatch = (a: BatchAction) => {
    const ids = selectedIds();
    if (ids.length === 0) warn(msg('selectAtLeastOne', lang));
    else a.run(ids);
  };

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
      const params = { ...buildExportParams(searchDecl, applied, sort), ...props.exportParams, ...listFilter };
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

  // ------------------------------------------------------------------ commands and keys
  const hasSearch = panelSearchFields(searchDecl).length > 0;
  const rowCommands: RowCommand[] = [
    ...rowActionCommands(rowActions, focusedRow, list.selectedRows),
    ...batchActions.map((a) => ({
      id: `action.${a.name}`,
      label: a.label,
      shortcut: keyOf(a),
      enabled: () => selected.size > 0 || !!focusedRow(),
      run: () => runAction(a, selectedIds().length ? selectedIds() : focusedRow() ? [String(focusedRow()!.id)] : []),
    })),
    ...(extraBatchActions ?? []).map((a) => ({ id: a.key, label: a.label, shortcut: a.shortcut, enabled: () => selected.size > 0, run: () => runBatch(a) })),
    ...toolbarLookups.map((l) => ({ id: `lookup.${l.name}`, label: l.label, shortcut: l.key, enabled: () => true, run: () => startLookup(l, null) })),
  ];

  const listCommands = buildListCommands(decl, {
    ...list.handlers,
    add: mayAdd ? openAdd : undefined,
    focusSearch: hasSearch ? list.handlers.focusSearch : undefined,
    exportList: mayExport ? () => void doExport() : undefined,
    view: mayView ? () => openView(focusedRow()) : undefined,
    edit: mayEdit ? () => openEdit(focusedRow()) : undefined,
    remove: mayDelete ? deleteTarget : undefined,
    // r reloads the tabs' counts with the page
    refresh: () => {
      list.handlers.refresh();
      if (tabSpec) void listTabs.refetch();
      props.onRefresh?.();
    },
    rowCommands,
  });
  const viewTitle = props.viewTitle;
  const namedCommands = viewTitle
    ? listCommands.map((c) => (c.id === `${decl.key}.view` ? { ...c, title: { zh: `${decl.title.zh}: ${viewTitle.zh}`, en: `${decl.title.en}: ${viewTitle.en}` } } : c))
    : listCommands;
  // the phone-sized layout has no rows of the engine: only the screen's own commands and the tabs answer
  const commands = [...(props.commands ?? []), ...tabKeyCommands, ...(narrow ? [] : namedCommands)];
  useRegisterCommands(commands, { scope: () => list.rootRef.current });

  // ------------------------------------------------------------------ row actions cell
  const cell = props.rowCell;
  const cellActions = cell?.omit ? rowActions.filter((a) => !cell.omit!.includes(a.id)) : rowActions;
  // a limit shows that many actions a row offers as buttons; inlineUpTo as many as the page's rows offer;
  // else a button each up to two, more behind 更多
  const mostOffered = cell?.inlineUpTo !== undefined ? Math.max(1, ...list.rows.map((r) => offeredActions(cellActions, r).length)) : 0;
  const inlineExtra = cell?.limit !== undefined || (cell?.inlineUpTo !== undefined ? mostOffered <= cell.inlineUpTo : cellActions.length <= 2);
  // up and down never show together
  const upDownPair = cellActions.some((a) => a.id === 'up') && cellActions.some((a) => a.id === 'down') ? 1 : 0;
  const shownActions =
    cell?.limit !== undefined ? Math.min(cell.limit, cellActions.length) : cell?.inlineUpTo !== undefined ? mostOffered : cellActions.length - upDownPair;
  const actionCount = (mayView ? 1 : 0) + (mayEdit ? 1 : 0) + (mayDelete ? 1 : 0) + (inlineExtra ? shownActions : 1);
  const actionsWidth = cell?.width ?? Math.max(80, 16 + actionCount * BUTTON_WIDTH + (lang === 'en' ? actionCount * 8 : 0));

  const renderActions = rowActionsRenderer(list, (row) => ({
    buttons: [
      mayView && { id: 'view', label: cell?.viewLabel?.[lang] ?? rt('view', lang), run: () => openView(row) },
      mayEdit && !refusalOf(row, 'edit') && { id: 'edit', label: rt('edit', lang), run: () => openEdit(row) },
      mayDelete && !refusalOf(row, 'delete') && { id: 'delete', label: rt('delete', lang), danger: true, run: () => deleteRows([String(row.id)], false) },
    ],
    actions: cellActions,
    inline: inlineExtra,
    limit: cell?.limit,
    shortcutTitles: cell?.shortcutTitles,
  }));
  // nothing at all to show (no filter applied): the screen's empty part instead of an empty table
  const filtered = JSON.stringify(applied) !== JSON.stringify(emptySearch(searchDecl)) || Object.values(props.filters ?? {}).some((x) => x !== '') || tab !== (tabSpec ? initialTab(tabSpec) : '');
  const nothing = !!props.empty && !list.page.isPending && total === 0 && !filtered;
  const hasRowActions = mayView || mayEdit || mayDelete || rowActions.length > 0;
  const tabsPart = listTabs.tabs.length > 0 && (
    <ListTabs tabs={listTabs.tabs} counts={listTabs.counts} value={tab} lang={lang} label={listTabs.label[lang]} onChange={chooseTab} onPick={pickTab} />
  );

  return (
    <section ref={list.rootRef} className={props.className ? `rl-screen ${props.className}` : 'rl-screen'} aria-label={decl.title[lang]} data-resource={decl.key}>
      {titleExtra ? (
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="4" className="rl-title">
            {decl.title[lang]}
          </Heading>
          {titleExtra}
        </Flex>
      ) : (
        <Heading as="h2" size="4" className="rl-title">
          {decl.title[lang]}
        </Heading>
      )}

      {props.header}

      {narrow ? (
        <>
          {tabsPart}
          {partOf(props.narrow)}
        </>
      ) : (
        <>
          {hasSearch && (
            <div onKeyDown={list.escapeToRows}>
              <SearchPanel {...list.searchPanel} />
            </div>
          )}

          {tabsPart}

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
            {toolbarLookups.map((l) => (
              <Button key={l.name} variant="soft" title={l.key} onClick={() => startLookup(l, null)}>
                {l.label[lang]}
                {l.key ? ` (${l.key})` : ''}
              </Button>
            ))}
            {extraBatchActions?.map((a) => (
              <Button key={a.key} variant="soft" title={a.shortcut} onClick={() => runBatch(a)}>
                {a.label[lang]}
              </Button>
            ))}
            {props.toolbar}
            <Flex flexGrow="1" />
            <SelectedCount count={selected.size} lang={lang} onClear={() => list.setSelected(new Set())} />
          </Flex>

          {nothing ? (
            props.empty
          ) : (
            <>
              <DataTable
                {...list.table}
                idPrefix={idPrefix}
                columnLabels={columnLabels}
                onOpen={(row) => openView(row)}
                renderActions={hasRowActions ? renderActions : undefined}
                renderCell={props.renderCell}
                actionsWidth={actionsWidth}
              />
              <Pager {...list.pager} />
            </>
          )}
        </>
      )}

      {dialog && (
        <RecordFormDialog
          decl={decl}
          target={dialog.target}
          open={dialog.open}
          lang={lang}
          canEdit={mayEdit && (!dialog.target.row || !refusalOf(dialog.target.row, 'edit'))}
          onOpenChange={(open) => setDialog((d) => (d ? { ...d, open } : d))}
          onModeChange={(mode) => setDialog((d) => (d ? { ...d, target: { ...d.target, mode } } : d))}
          returnFocus={returnFocus}
        />
      )}
      {children.dialog}
      {lookingUp && (
        <LookupActDialog
          decl={decl}
          lookup={lookingUp.l}
          lang={lang}
          row={lookingUp.row}
          canAct
          subtitle={lookingUp.row ? rowLabel(decl, lookingUp.row, lang) : undefined}
          returnTo={returnTo.current}
          onClose={() => setLookingUp(null)}
        />
      )}
      <ConfirmDialog controller={confirm} lang={lang} fallbackFocus={() => gridRef.current} />
      {props.children}
    </section>
  );
}
