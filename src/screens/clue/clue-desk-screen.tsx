/**
 * The clue desk (menu clue-following, spec 2 sections 3, 4 and 9): the generic list of
 * selectCluePage (search, paging, selection, keys, the export of up to 10000 rows, and the
 * visit-state tabs its declaration names, counted by countTraceClue, on digit keys) with the desk's
 * own parts plugged in: the repeat count and mark, and the actions of the focused row as the clue-trace machine offers them (follow up,
 * visit, defeat, transfer, to the sea), each a palette command with its key; 拨打 (c) calls the row's
 * customer from the caller's seat (clue-call.tsx). Under 768 px the list becomes the mobile list
 * grouped by date.
 */
import './clue.css';
import { Badge, Flex } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Command } from '../../commands/registry';
import { msg } from '../../domain/messages';
import { clueTraceResource, type ClueTabAnswer } from '../../domain/resources/sales/clue-trace';
import { offeredEvents, type ClueTraceEventType } from '../../machines/clue-trace.machine';
import { showToast, toastSuccess } from '../../shell/ui-bus';
import { useConfirm } from '../resource/confirm';
import { ConfirmDialog } from '../resource/confirm-dialog';
import type { Column } from '../resource/data-table';
import { ResourceListScreen } from '../resource/resource-list-screen';
import type { ListRowAction } from '../resource/row-actions';
import type { ListEngine } from '../resource/use-list-engine';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { ResultError, type AnyRow } from '../resource/use-resource';
import { useClueWrite, useStoreUsers, type ClueRow, type StoreUser, type TraceInput } from './clue-api';
import { CALL_KEY, CallBar, callTargetOf, HANG_UP_KEY, useClueCall } from './clue-call';
import { MobileClueList } from './mobile-clue-list';
import { TraceDialog, type Outcome } from './trace-dialog';
import { ct, ctBoth } from './texts';
import { clueDetailUrl } from './desk-routes';
import { UserPickerDialog } from './user-picker-dialog';
import { useNarrow } from './use-narrow';

/** Spec 2 section 9: the clue export holds 10000 rows. */
export const CLUE_EXPORT_SIZE = 10_000;

const decl = clueTraceResource;
/** The desk's search panel leaves out the bare ids (nobody types a clue or user id) */
const HIDDEN_SEARCH = ['clueId', 'nextTraceUserId'];
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
  // the engine runs the list and its tabs (?isMustToVisit=3 from the home page's counts opens that
  // one); the desk reads its applied search for the mobile list and focuses its rows
  const engine = useRef<ListEngine | null>(null);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const focusGrid = () => engine.current?.focusGrid();

  // ------------------------------------------------------------------ calls
  const write = useClueWrite();
  const confirm = useConfirm(lang);
  const users = useStoreUsers();
  const [dialog, setDialog] = useState<Dialog>(null);
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

  // the list's rows are the engine's untyped rows; this reads only the id, which every row has
  async function togglePublicity(row: Pick<ClueRow, 'id'>) {
    try {
      const env = await write.mutateAsync({ method: 'GET', path: 'ahClueTrace/changePublicity', body: { ahClueTraceId: row.id } });
      toastSuccess(env.msg || msg('opSuccess', lang));
    } catch {
      // the http client has shown it
    }
  }

  const openDetail = (row: Pick<ClueRow, 'id'> | undefined) => row && navigate(clueDetailUrl(row.id));

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

  // ------------------------------------------------------------------ commands and keys
  const group = decl.title;
  const hangUp: Command[] = phoneCall.may.hangUp
    ? [{ id: `${decl.key}.hangUp`, title: { zh: `${decl.title.zh}: ${ct('hangUp', 'zh')}`, en: `${decl.title.en}: ${ct('hangUp', 'en')}` }, group, shortcut: HANG_UP_KEY, enabled: () => !!phoneCall.active, run: phoneCall.hangUp }]
    : [];

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

  const dialogRow = dialog && dialog.kind !== 'batchTransfer' ? dialog.row : null;

  return (
    <ResourceListScreen
      decl={decl}
      className="clue-desk"
      idPrefix="clue-desk"
      engineRef={engine}
      focusFirstRow
      hideSearch={HIDDEN_SEARCH}
      exportParams={{ size: CLUE_EXPORT_SIZE }}
      onSearchChange={(f) => setFilters((old) => (JSON.stringify(old) === JSON.stringify(f) ? old : f))}
      onView={openDetail}
      viewTitle={ctBoth('openDetail')}
      // the detail, then the first three actions the row offers (publicity only in the palette)
      rowActions={rowActions}
      rowCell={{ viewLabel: ctBoth('detail'), limit: 3, omit: ['publicity'], width: lang === 'en' ? 300 : 220 }}
      renderCell={renderCell}
      extraBatchActions={may.batchTransfer ? [{ key: 'batchTransfer', label: ctBoth('batchTransfer'), shortcut: 'Shift+T', run: (ids) => setDialog({ kind: 'batchTransfer', ids }) }] : []}
      commands={hangUp}
      // the repeat clues under the search, from the tabs' count call (countTraceClue answers both)
      titleExtra={({ tabAnswer }) => {
        const repeat = (tabAnswer as ClueTabAnswer | null | undefined)?.repeat ?? 0;
        return (
          repeat > 0 && (
            <Badge color="orange" variant="soft">
              {ct('repeatCount', lang, { n: repeat })}
            </Badge>
          )
        );
      }}
      narrow={
        narrow &&
        (({ tab }) => (
          <MobileClueList
            tab={tab}
            filters={filters}
            lang={lang}
            onOpen={(id) => navigate(clueDetailUrl(id))}
            onCall={phoneCall.may.call ? (r) => phoneCall.start(callTargetOf(r)) : undefined}
          />
        ))
      }
    >
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
      <ConfirmDialog controller={confirm} lang={lang} fallbackFocus={() => engine.current?.gridRef.current ?? null} />
    </ResourceListScreen>
  );
}
