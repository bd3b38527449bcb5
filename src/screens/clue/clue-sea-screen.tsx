/**
 * The public sea (menu clue-sea): the store's clues nobody follows (ahClueSeaTrace pageList),
 * with the desk's search, the virtual table and keys, allocation to a colleague one by one (`a`)
 * or for the selected rows (`Shift+A`) through the keyboard picker, and delete (Delete, confirmed).
 */
import '../resource/resource.css';
import './clue.css';
import { Button, Flex, Heading } from '@radix-ui/themes';
import { useState } from 'react';
import { useRegisterCommands } from '../../commands/registry';
import { msg } from '../../domain/messages';
import { clueTraceResource } from '../../domain/resources/sales/clue-trace';
import type { ResourceDecl } from '../../domain/resources/types';
import { showToast, toastSuccess } from '../../shell/ui-bus';
import { useConfirm } from '../resource/confirm';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { DataTable } from '../resource/data-table';
import { buildListCommands, type RowCommand } from '../resource/list-keys';
import { Pager } from '../resource/pager';
import { rowActionCommands, type ListRowAction } from '../resource/row-actions';
import { rowActionsRenderer } from '../resource/row-actions-cell';
import { SearchPanel } from '../resource/search-panel';
import { SelectedCount } from '../resource/selected-count';
import { useListEngine } from '../resource/use-list-engine';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { ResultError, type AnyRow } from '../resource/use-resource';
import { useClueWrite, useStoreUsers, type StoreUser } from './clue-api';
import { ct, ctBoth } from './texts';
import { UserPickerDialog } from './user-picker-dialog';

const HIDDEN = new Set(['visitState', 'nextTraceUserName', 'nextTraceTime', 'nextTraceText', 'clueId', 'nextTraceUserId']);

/** The sea as a list of the trace declaration under the sea's own calls and buttons (client side only). */
export const seaDecl: ResourceDecl = {
  ...clueTraceResource,
  key: 'ahClueSeaTrace',
  base: 'ahClueSeaTrace',
  title: { zh: '公海线索', en: 'Clue sea' },
  menu: 'clue-sea',
  buttonPrefix: 'clue_sea',
  fields: Object.fromEntries(
    Object.entries(clueTraceResource.fields)
      // the sea lists by the time each clue went in; its page takes no sort
      .filter(([k]) => !HIDDEN.has(k))
      .map(([k, fd]) => [k, k === 'seaTime' ? { ...fd, list: 160 } : { ...fd, sortable: false }]),
  ),
  ops: { page: 'pageList' },
  actions: undefined,
  exportMaxRows: undefined,
  defaultSort: undefined,
};

export function ClueSeaScreen() {
  const lang = useLang();
  const can = usePermissions();
  const decl = seaDecl;
  const list = useListEngine({ decl, lang, focusFirstRow: true });
  const { selected, focusedRow, selectedIds, focusGrid } = list;

  const write = useClueWrite();
  const users = useStoreUsers();
  const confirm = useConfirm(lang);
  const [picking, setPicking] = useState<string[] | null>(null);
  const may = { allocate: can('clue_sea_transfer'), batch: can('clue_sea_batch_transfer'), remove: can('clue_sea_delete') };
  const refresh = list.handlers.refresh;

  async function allocate(ids: string[], to: StoreUser) {
    try {
      const env =
        ids.length === 1
          ? await write.mutateAsync({ method: 'POST', path: 'ahClueSeaTrace/transfer', body: { ahClueSeaTraceRelationId: ids[0], nextTraceUserId: to.id } })
          : await write.mutateAsync({ method: 'POST', path: 'ahClueSeaTrace/transferList', body: { ahClueSeaTraceRelationIdList: ids, nextTraceUserId: to.id } });
      toastSuccess(env.msg || msg('opSuccess', lang));
      setPicking(null);
      refresh();
      setTimeout(focusGrid, 0);
    } catch (err) {
      if (err instanceof ResultError) showToast('error', err.message);
    }
  }

  function remove(ids: string[]) {
    if (ids.length === 0) return showToast('info', msg('selectAtLeastOne', lang));
    void confirm.ask({
      message: msg(ids.length > 1 ? 'confirmBatchDelete' : 'confirmDelete', lang),
      danger: true,
      run: async () => {
        const env = await write.mutateAsync({ method: 'POST', path: ids.length > 1 ? 'ahClueSeaTrace/delSeaTraceList' : 'ahClueSeaTrace/delSeaTrace', body: { ids } });
        toastSuccess(env.msg || msg('opSuccess', lang));
        refresh();
      },
    });
  }

  const target = () => (selected.size > 0 ? selectedIds() : focusedRow() ? [String(focusedRow()!.id)] : []);
  const allocateOne = (row: AnyRow) => setPicking([String(row.id)]);
  const allocateAction: ListRowAction = { id: 'allocate', label: ctBoth('fromSea'), shortcut: 'a', applies: () => true, run: allocateOne };
  const rowCommands: RowCommand[] = [
    ...rowActionCommands(may.allocate ? [allocateAction] : [], focusedRow),
    ...(may.batch
      ? [{ id: 'batchAllocate', label: { zh: '批量分配', en: 'Allocate selected' }, shortcut: 'Shift+A', enabled: () => selected.size > 0, run: () => setPicking(selectedIds()) }]
      : []),
  ];
  const commands = buildListCommands(decl, {
    ...list.handlers,
    remove: may.remove ? () => remove(target()) : undefined,
    rowCommands,
  });
  useRegisterCommands(commands, { scope: () => list.rootRef.current });

  return (
    <section ref={list.rootRef} className="rl-screen clue-sea" aria-label={decl.title[lang]} data-resource={decl.key}>
      <Heading as="h2" size="4" className="rl-title">
        {decl.title[lang]}
      </Heading>
      <div onKeyDown={list.escapeToRows}>
        <SearchPanel {...list.searchPanel} />
      </div>
      <Flex className="rl-toolbar" gap="2" align="center">
        {may.batch && (
          <Button variant="soft" title="Shift+A" onClick={() => (selected.size ? setPicking(selectedIds()) : showToast('info', msg('selectAtLeastOne', lang)))}>
            {lang === 'en' ? 'Allocate selected' : '批量分配'}
          </Button>
        )}
        {may.remove && (
          <Button variant="soft" color="red" onClick={() => remove(selectedIds())}>
            {lang === 'en' ? 'Delete selected' : '批量删除'}
          </Button>
        )}
        <Flex flexGrow="1" />
        <SelectedCount count={selected.size} lang={lang} />
      </Flex>
      <DataTable
        {...list.table}
        idPrefix="clue-sea"
        onOpen={(row) => may.allocate && allocateOne(row)}
        renderActions={rowActionsRenderer(list, (row) => ({
          buttons: [
            may.allocate && { id: 'allocate', label: ct('fromSea', lang), run: () => allocateOne(row) },
            may.remove && { id: 'delete', label: ct('seaDelete', lang), danger: true, run: () => remove([String(row.id)]) },
          ],
        }))}
        actionsWidth={lang === 'en' ? 160 : 120}
      />
      <Pager {...list.pager} />
      <UserPickerDialog
        open={!!picking}
        title={picking && picking.length > 1 ? `${ct('allocateTitle', lang)}（${picking.length}）` : ct('allocateTitle', lang)}
        users={users.data ?? []}
        lang={lang}
        busy={write.isPending}
        onPick={(u) => picking && void allocate(picking, u)}
        onClose={() => {
          setPicking(null);
          setTimeout(focusGrid, 0);
        }}
      />
      <ConfirmDialog controller={confirm} lang={lang} fallbackFocus={() => list.gridRef.current} />
    </section>
  );
}
