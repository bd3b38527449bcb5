/**
 * The clue desk (menu clue-following, spec 2 sections 3, 4 and 9): the visit-state tabs with their
 * counts (countTraceClue), the repeat mark, the search panel and the virtual list of
 * selectCluePage, the export of up to 10000 rows, and the actions of the focused row as the
 * clue-trace machine offers them (follow up, visit, defeat, transfer, to the sea), each a palette
 * command with its key; 拨打 (c) calls the row's customer from the caller's seat (clue-call.tsx). Under 768 px the list becomes the mobile list grouped by date.
 */
import '../resource/resource.css';
import './clue.css';
import { Badge, Button, Flex, Heading } from '@radix-ui/themes';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { msg } from '../../domain/messages';
import { CLUE_TABS, clueTraceResource } from '../../domain/resources/sales/clue-trace';
import { offeredEvents, type ClueTraceEventType } from '../../machines/clue-trace.machine';
import { showToast, toastSuccess } from '../../shell/ui-bus';
import { EXPORT_STARTED_EVENT } from '../../shell/export-tasks/export-started';
import { useConfirm } from '../resource/confirm';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { DataTable, type Column } from '../resource/data-table';
import { buildListCommands, type RowCommand } from '../resource/list-keys';
import { buildExportParams, searchFilters } from '../resource/list-params';
import { Pager } from '../resource/pager';
import { rowActionCommands, type ListRowAction } from '../resource/row-actions';
import { rowActionsRenderer } from '../resource/row-actions-cell';
import { SearchPanel } from '../resource/search-panel';
import { SelectedCount } from '../resource/selected-count';
import { useListEngine } from '../resource/use-list-engine';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { ResultError, useResourceExport, type AnyRow } from '../resource/use-resource';
import { useClueWrite, useStoreUsers, useTabCounts, type StoreUser, type TraceInput } from './clue-api';
import { CALL_KEY, CallBar, callTargetOf, HANG_UP_KEY, useClueCall } from './clue-call';
import { MobileClueList } from './mobile-clue-list';
import { TraceDialog, type Outcome } from './trace-dialog';
import { ct, ctBoth } from './texts';
import { clueDetailUrl, DESK_TABS, deskTabOf } from './desk-routes';
import { UserPickerDialog } from './user-picker-dialog';
import { useNarrow } from './use-narrow';

/** Spec 2 section 9: the clue export holds 10000 rows. */
export const CLUE_EXPORT_SIZE = 10_000;

const decl = clueTraceResource;
/** The desk's search panel: the declaration's filters but the bare ids (nobody types a clue or user id) */
const searchDecl = {
  ...decl,
  fields: Object.fromEntries(Object.entries(decl.fields).map(([k, fd]) => [k, k === 'clueId' || k === 'nextTraceUserId' ? { ...fd, search: undefined } : fd])),
} as typeof decl;
const BUTTON = (name: string) => `${decl.buttonPrefix}_${name}`;

type Dialog =
  | { kind: 'trace'; row: AnyRow; initial: Outcome }
  | { kind: 'transfer'; row: AnyRow }
  | { kind: 'batchTransfer'; ids: string[] }
  | null;

const rowState = (row: AnyRow) => ({ visitState: Number(row.visitState), nextTraceUserId: (row.nextTraceUserId as string | null) ?? null });

export function ClueDeskScreen() {
  const lang = useLang();
  const can = usePermissions();
  const narrow = useNarrow();
  const [, navigate] = useLocation();

  // ------------------------------------------------------------------ query, rows, selection and focus
  // ?isMustToVisit=3 (the home page's counts, a bookmark) opens that tab; the tab strip changes it after
  const asked = deskTabOf(new URLSearchParams(useSearch()).get('isMustToVisit'));
  const [tab, setTab] = useState<number>(asked ?? CLUE_TABS.all);
  useEffect(() => {
    if (asked !== null) setTab(asked);
  }, [asked]);
  const list = useListEngine({ decl, lang, searchDecl, extraParams: { isMustToVisit: tab }, enabled: !narrow, focusFirstRow: true });
  const { page, total, applied, sort, selected, focusedRow, selectedIds, focusGrid } = list;
  const filters = useMemo(() => searchFilters(searchDecl, applied), [applied]);
  const counts = useTabCounts(filters);

  // ------------------------------------------------------------------ calls
  const write = useClueWrite();
  const exporter = useResourceExport(decl);
  const confirm = useConfirm(lang);
  const users = useStoreUsers();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exportBusy, setExportBusy] = useState(false);
  const closeDialog = () => {
    setDialog(null);
    setTimeout(focusGrid, 0);
  };

  const may = {
    trace: can(BUTTON('edit')),
    transfer: can(BUTTON('transfer')),
    batchTransfer: can(BUTTON('batch_transfer')),
    export: can(BUTTON('export')),
    view: can(BUTTON('view')),
    publicity: can(BUTTON('change_publicity')),
  };

  const phoneCall = useClueCall({
    lang,
    confirm,
    followUp: (target) => {
      const row = target.row;
      const outcome = row && may.trace ? outcomesOf(row)[0] : undefined;
      if (row && outcome) setDialog({ kind: 'trace', row, initial: outcome });
      return !!(row && outcome);
    },
  });

  const offered = (row: AnyRow | undefined): ClueTraceEventType[] => (row ? offeredEvents(rowState(row)) : []);
  const outcomesOf = (row: AnyRow): Outcome[] => offered(row).filter((e): e is Outcome => e === 'TRACE' || e === 'VISIT' || e === 'DEFEAT');

  async function saveTrace(input: TraceInput) {
    const env = await write.mutateAsync({ method: 'POST', path: 'ahClueTraceRecord/save', body: { ...input } });
    toastSuccess(env.msg || msg('opSuccess', lang));
  }

  async function transfer(row: AnyRow, to: StoreUser) {
    try {
      // fromUserId: the owner this screen showed; someone faster meanwhile makes the call refuse
      const env = await write.mutateAsync({
        method: 'GET',
        path: 'ahClueTrace/transferAhClueTrance',
        body: { ahClueTranceId: String(row.id), nextTraceUserId: to.id, fromUserId: (row.nextTraceUserId as string | null) ?? '' },
      });
      toastSuccess(env.msg || msg('opSuccess', lang));
      closeDialog();
    } catch (err) {
      if (err instanceof ResultError) showToast('error', err.message);
    }
  }

  async function batchTransfer(ids: string[], to: StoreUser) {
    try {
      const env = await write.mutateAsync({ method: 'POST', path: 'ahClueTrace/batchTransferClue', body: { tranceIdList: ids, nextTraceUserId: to.id } });
      toastSuccess(env.msg || msg('opSuccess', lang));
      closeDialog();
    } catch (err) {
      if (err instanceof ResultError) showToast('error', err.message);
    }
  }

  function toSea(row: AnyRow) {
    void confirm.ask({
      message: ct('confirmToSea', lang, { name: String(row.customerName ?? '') }),
      danger: true,
      run: async () => {
        const env = await write.mutateAsync({ method: 'POST', path: 'ahClueTrace/toSea', body: { ids: String(row.id) } });
        toastSuccess(env.msg || msg('opSuccess', lang));
      },
    });
  }

  async function togglePublicity(row: AnyRow) {
    try {
      const env = await write.mutateAsync({ method: 'GET', path: 'ahClueTrace/changePublicity', body: { ahClueTraceId: String(row.id) } });
      toastSuccess(env.msg || msg('opSuccess', lang));
    } catch {
      // the http client has shown it
    }
  }

  async function doExport() {
    if (exportBusy) return;
    if (total === 0) return showToast('info', msg('noDataToExport', lang));
    setExportBusy(true);
    try {
      const env = await exporter.mutateAsync({ ...buildExportParams(searchDecl, applied, sort), size: CLUE_EXPORT_SIZE, isMustToVisit: tab });
      toastSuccess(env.msg || msg('opSuccess', lang));
      window.dispatchEvent(new CustomEvent(EXPORT_STARTED_EVENT, { detail: { resource: decl.key, ...(env.data ?? {}) } }));
    } catch (err) {
      if (err instanceof ResultError) showToast('error', err.message);
    } finally {
      setExportBusy(false);
    }
  }

  const openDetail = (row: AnyRow | undefined) => row && navigate(clueDetailUrl(String(row.id)));

  // ------------------------------------------------------------------ row actions (the machine decides)
  const rowActions: ListRowAction[] = [
    { id: 'call', label: ctBoth('call'), shortcut: CALL_KEY, applies: (r) => phoneCall.may.call && !!r.customerPhone, run: (r) => phoneCall.start(callTargetOf(r)) },
    { id: 'followUp', label: ctBoth('followUp'), shortcut: 'f', applies: (r) => may.trace && offered(r).includes('TRACE'), run: (r) => setDialog({ kind: 'trace', row: r, initial: 'TRACE' }) },
    { id: 'visit', label: ctBoth('visit'), shortcut: 'v', applies: (r) => may.trace && offered(r).includes('VISIT'), run: (r) => setDialog({ kind: 'trace', row: r, initial: 'VISIT' }) },
    { id: 'defeat', label: ctBoth('defeat'), shortcut: 'd', applies: (r) => may.trace && offered(r).includes('DEFEAT'), run: (r) => setDialog({ kind: 'trace', row: r, initial: 'DEFEAT' }) },
    { id: 'transfer', label: ctBoth('transfer'), shortcut: 't', applies: (r) => may.transfer && offered(r).includes('TRANSFER'), run: (r) => setDialog({ kind: 'transfer', row: r }) },
    { id: 'toSea', label: ctBoth('toSea'), shortcut: 's', applies: (r) => may.trace && offered(r).includes('TO_SEA'), run: toSea, danger: true },
    { id: 'publicity', label: ctBoth('publicity'), shortcut: 'u', applies: () => may.publicity, run: (r) => void togglePublicity(r) },
  ];

  // ------------------------------------------------------------------ tabs
  function chooseTab(value: number) {
    setTab(value);
    list.setCurrent(1);
    list.setFocusIndex(0);
    focusGrid();
  }

  // ------------------------------------------------------------------ commands and keys
  const group = decl.title;
  const tabCommands: Command[] = DESK_TABS.map((t) => ({
    id: `clueDesk.tab.${t.value}`,
    title: { zh: `${decl.title.zh}: ${ct(t.label, 'zh')}`, en: `${decl.title.en}: ${ct(t.label, 'en')}` },
    group,
    shortcut: t.key,
    keywords: [ct(t.label, 'zh'), ct(t.label, 'en')],
    run: () => chooseTab(t.value),
  }));
  const rowCommands: RowCommand[] = [
    ...rowActionCommands(rowActions, focusedRow),
    ...(phoneCall.may.hangUp ? [{ id: 'hangUp', label: ctBoth('hangUp'), shortcut: HANG_UP_KEY, enabled: () => !!phoneCall.active, run: phoneCall.hangUp }] : []),
    ...(may.batchTransfer
      ? [
          {
            id: 'batchTransfer',
            label: ctBoth('batchTransfer'),
            shortcut: 'Shift+T',
            enabled: () => selected.size > 0,
            run: () => {
              const ids = selectedIds();
              if (ids.length === 0) showToast('info', msg('selectAtLeastOne', lang));
              else setDialog({ kind: 'batchTransfer', ids });
            },
          },
        ]
      : []),
  ];
  const listCommands = buildListCommands(decl, {
    ...list.handlers,
    exportList: may.export ? () => void doExport() : undefined,
    view: () => openDetail(focusedRow()),
    refresh: () => {
      void page.refetch();
      void counts.refetch();
    },
    rowCommands,
  });
  // the desk's own view command opens the detail page
  const commands = [...tabCommands, ...listCommands.map((c) => (c.id === `${decl.key}.view` ? { ...c, title: { zh: `${decl.title.zh}: ${ct('openDetail', 'zh')}`, en: `${decl.title.en}: ${ct('openDetail', 'en')}` } } : c))];
  useRegisterCommands(narrow ? tabCommands : commands, { scope: () => list.rootRef.current });

  // ------------------------------------------------------------------ cells
  const renderCell = (row: AnyRow, column: Column, text: string) => {
    if (column.key === 'customerName') {
      return (
        <Flex gap="1" align="center" className="clue-name">
          <span className="clue-ellipsis">{text}</span>
          {Number(row.repeatMark) === 1 && (
            <Badge color="orange" size="1" variant="soft">
              {ct('repeat', lang)}
            </Badge>
          )}
        </Flex>
      );
    }
    if (column.key === 'nextTraceTime' && row.derivedTab) {
      return (
        <span className="clue-due" data-due={String(row.derivedTab)}>
          {text}
        </span>
      );
    }
    return undefined;
  };

  // the detail, then the first three actions the row offers (publicity only in the palette)
  const cellActions = rowActions.filter((a) => a.id !== 'publicity');
  const renderActions = rowActionsRenderer(list, (row) => ({
    buttons: [{ id: 'detail', label: ct('detail', lang), run: () => openDetail(row) }],
    actions: cellActions,
    limit: 3,
  }));

  const dialogRow = dialog && dialog.kind !== 'batchTransfer' ? dialog.row : null;

  return (
    <section ref={list.rootRef} className="rl-screen clue-desk" aria-label={decl.title[lang]} data-resource={decl.key}>
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="4" className="rl-title">
          {decl.title[lang]}
        </Heading>
        {(counts.data?.repeat ?? 0) > 0 && (
          <Badge color="orange" variant="soft">
            {ct('repeatCount', lang, { n: counts.data!.repeat })}
          </Badge>
        )}
      </Flex>

      <div className="clue-tabs" role="tablist" aria-label={ct('tabsLabel', lang)}>
        {DESK_TABS.map((t) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            aria-selected={tab === t.value}
            data-tab={t.value}
            tabIndex={tab === t.value ? 0 : -1}
            className="clue-tab"
            onClick={() => chooseTab(t.value)}
            title={t.key}
          >
            <span>{ct(t.label, lang)}</span>
            <span className="clue-tab-count" data-tone={t.value === CLUE_TABS.overdue ? 'red' : t.value === CLUE_TABS.immediate ? 'amber' : undefined}>
              {counts.data?.byTab[String(t.value)] ?? '…'}
            </span>
          </button>
        ))}
      </div>

      {narrow ? (
        <MobileClueList
          tab={tab}
          filters={filters}
          lang={lang}
          onOpen={(id) => navigate(clueDetailUrl(id))}
          onCall={phoneCall.may.call ? (r) => phoneCall.start(callTargetOf(r)) : undefined}
        />
      ) : (
        <>
          <div onKeyDown={list.escapeToRows}>
            <SearchPanel {...list.searchPanel} />
          </div>

          <Flex className="rl-toolbar" gap="2" align="center" wrap="wrap">
            {may.export && (
              <Button variant="soft" onClick={() => void doExport()} loading={exportBusy}>
                {lang === 'en' ? 'Export' : '导出'}
              </Button>
            )}
            {may.batchTransfer && (
              <Button
                variant="soft"
                title="Shift+T"
                onClick={() => {
                  const ids = selectedIds();
                  if (ids.length === 0) showToast('info', msg('selectAtLeastOne', lang));
                  else setDialog({ kind: 'batchTransfer', ids });
                }}
              >
                {ct('batchTransfer', lang)}
              </Button>
            )}
            <Flex flexGrow="1" />
            <SelectedCount count={selected.size} lang={lang} />
          </Flex>

          <DataTable
            {...list.table}
            idPrefix="clue-desk"
            onOpen={(row) => openDetail(row)}
            renderActions={renderActions}
            renderCell={renderCell}
            actionsWidth={lang === 'en' ? 300 : 220}
          />

          <Pager {...list.pager} />
        </>
      )}

      <CallBar call={phoneCall.active} lang={lang} canHangUp={phoneCall.may.hangUp} busy={phoneCall.busy} onHangUp={phoneCall.hangUp} />
      <TraceDialog
        open={dialog?.kind === 'trace'}
        lang={lang}
        trace={dialogRow ? { id: String(dialogRow.id), customerName: String(dialogRow.customerName ?? ''), nextTraceUserId: (dialogRow.nextTraceUserId as string | null) ?? null } : null}
        outcomes={dialogRow ? outcomesOf(dialogRow) : []}
        initial={dialog?.kind === 'trace' ? dialog.initial : undefined}
        onSave={saveTrace}
        onClose={closeDialog}
      />
      <UserPickerDialog
        open={dialog?.kind === 'transfer' || dialog?.kind === 'batchTransfer'}
        title={dialog?.kind === 'batchTransfer' ? ct('batchTransferTitle', lang, { n: dialog.ids.length }) : ct('transferTitle', lang)}
        description={
          dialogRow ? ct('transferTo', lang, { name: String(dialogRow.customerName ?? ''), owner: String(dialogRow.nextTraceUserName ?? ct('none', lang)) }) : undefined
        }
        users={users.data ?? []}
        excludeId={dialogRow ? ((dialogRow.nextTraceUserId as string | null) ?? null) : null}
        lang={lang}
        busy={write.isPending}
        onPick={(u) => {
          if (dialog?.kind === 'transfer') void transfer(dialog.row, u);
          else if (dialog?.kind === 'batchTransfer') void batchTransfer(dialog.ids, u);
        }}
        onClose={closeDialog}
      />
      <ConfirmDialog controller={confirm} lang={lang} fallbackFocus={() => list.gridRef.current} />
    </section>
  );
}
