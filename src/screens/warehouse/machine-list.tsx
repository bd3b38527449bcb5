/**
 * A list of a declared resource whose rows offer the actions their machine allows: the generic
 * list's pieces (search panel, virtualised table, pager, selection, list keys and palette commands)
 * with row actions decided per row by the caller. The stock cars and the transfers use it.
 */
import { Button, Flex, Heading } from '@radix-ui/themes';
import { useRef, type ReactNode } from 'react';
import { useRegisterCommands, type Command } from '../../commands/registry';
import type { Lang } from '../../domain/codes';
import { msg } from '../../domain/messages';
import type { ResourceDecl } from '../../domain/resources/types';
import { showToast, toastError, toastSuccess } from '../../shell/ui-bus';
import { useConfirm } from '../resource/confirm';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { DataTable } from '../resource/data-table';
import { buildListCommands } from '../resource/list-keys';
import { buildExportParams, emptySearch } from '../resource/list-params';
import { Pager } from '../resource/pager';
import { offeredActions, rowActionCommands, type ListRowAction } from '../resource/row-actions';
import { rowActionsRenderer } from '../resource/row-actions-cell';
import { SearchPanel } from '../resource/search-panel';
import { SelectedCount } from '../resource/selected-count';
import { rt } from '../resource/texts';
import { useListEngine } from '../resource/use-list-engine';
import { ResultError, useRemoveResource, useResourceExport, type AnyRow } from '../resource/use-resource';
import { EXPORT_STARTED_EVENT } from '../../shell/export-tasks/export-started';
import '../resource/resource.css';
import './warehouse.css';

/** A row action the row's machine offers or not (applies), run on the row and the selected rows. */
export type MachineRowAction = ListRowAction;

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
  const filters = props.filters ?? {};
  const list = useListEngine({ decl, lang, extraParams: filters, columns: props.columns, focusFirstRow: true });
  const { page, rows, total, applied, sort, selected, focusedRow } = list;
  const filtered = JSON.stringify(applied) !== JSON.stringify(emptySearch(decl)) || Object.values(filters).some((x) => x !== '');

  const remove = useRemoveResource(decl);
  const exporter = useResourceExport(decl);
  const confirm = useConfirm(lang);
  const exporting = useRef(false);

  function deleteTarget() {
    const ids = list.selectedIds();
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

  const commands = [
    ...buildListCommands(decl, {
      ...list.handlers,
      add: props.onAdd,
      exportList: props.mayExport ? () => void doExport() : undefined,
      view: props.onOpen ? () => focusedRow() && props.onOpen!(focusedRow()!) : undefined,
      edit: props.onEdit ? () => focusedRow() && props.onEdit!(focusedRow()!) : undefined,
      remove: props.mayDelete ? deleteTarget : undefined,
      rowCommands: rowActionCommands(props.rowActions, focusedRow, list.selectedRows),
    }),
    ...(props.commands ?? []),
  ];
  useRegisterCommands(commands, { scope: () => list.rootRef.current });

  // a button each while no row offers more than three actions, else one 更多 menu
  const maxActions = Math.max(1, ...rows.map((r) => offeredActions(props.rowActions, r).length));
  const inline = maxActions <= 3;
  const actionsWidth = Math.max(90, 16 + (inline ? maxActions : 1) * BUTTON_WIDTH + (props.onOpen ? BUTTON_WIDTH : 0) + (lang === 'en' ? 40 : 0));

  const renderActions = rowActionsRenderer(list, (row) => ({
    buttons: [!!props.onOpen && { id: 'view', label: rt('view', lang), run: () => props.onOpen!(row) }],
    actions: props.rowActions,
    inline,
    shortcutTitles: true,
  }));

  const nothing = !page.isPending && total === 0 && !filtered && props.empty;

  return (
    <section ref={list.rootRef} className="rl-screen" aria-label={decl.title[lang]} data-resource={decl.key}>
      <Heading as="h2" size="4" className="rl-title">
        {decl.title[lang]}
      </Heading>
      {props.header}
      <div onKeyDown={list.escapeToRows}>
        <SearchPanel {...list.searchPanel} />
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
        <SelectedCount count={selected.size} lang={lang} />
      </Flex>
      {nothing ? (
        props.empty
      ) : (
        <DataTable {...list.table} idPrefix={`wl-${decl.key}`} onOpen={(row) => props.onOpen?.(row)} renderActions={renderActions} actionsWidth={actionsWidth} />
      )}
      {!nothing && <Pager {...list.pager} />}
      <ConfirmDialog controller={confirm} lang={lang} fallbackFocus={() => list.gridRef.current} />
    </section>
  );
}
