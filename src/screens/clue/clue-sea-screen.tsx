/**
 * The public sea (menu clue-sea): the generic list of the store's clues nobody follows
 * (ahClueSeaTrace pageList) with the sea's own parts plugged in: allocation to a colleague one by
 * one (Enter or `a`) or for the selected rows (`Shift+A`) through the keyboard picker, and delete
 * through the sea's own calls (delSeaTrace, delSeaTraceList).
 */
import './clue.css';
import { useRef, useState } from 'react';
import { clueTraceResource } from '../../domain/resources/sales/clue-trace';
import type { ResourceDecl } from '../../domain/resources/types';
import { showToast, toastSuccess } from '../../shell/ui-bus';
import { msg } from '../../domain/messages';
import { ResourceListScreen } from '../resource/resource-list-screen';
import type { ListRowAction } from '../resource/row-actions';
import type { ListEngine } from '../resource/use-list-engine';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { ResultError } from '../resource/use-resource';
import { useClueWrite, useStoreUsers, type ClueRow, type StoreUser } from './clue-api';
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
  // the desk's visit tabs are not the sea's (every sea clue is in the sea)
  tabs: undefined,
};

export function ClueSeaScreen() {
  const lang = useLang();
  const can = usePermissions();
  const engine = useRef<ListEngine | null>(null);
  const write = useClueWrite();
  const users = useStoreUsers();
  const [picking, setPicking] = useState<string[] | null>(null);
  const may = { allocate: can('clue_sea_transfer'), batch: can('clue_sea_batch_transfer') };
  const backToRows = () => setTimeout(() => engine.current?.focusGrid(), 0);

  async function allocate(ids: string[], to: StoreUser) {
    try {
      const env =
        ids.length === 1
          ? await write.mutateAsync({ method: 'POST', path: 'ahClueSeaTrace/transfer', body: { ahClueSeaTraceRelationId: ids[0], nextTraceUserId: to.id } })
          : await write.mutateAsync({ method: 'POST', path: 'ahClueSeaTrace/transferList', body: { ahClueSeaTraceRelationIdList: ids, nextTraceUserId: to.id } });
      toastSuccess(env.msg || msg('opSuccess', lang));
      setPicking(null);
      engine.current?.handlers.refresh();
      backToRows();
    } catch (err) {
      if (err instanceof ResultError) showToast('error', err.message);
    }
  }

  async function remove(ids: string[]) {
    const env = await write.mutateAsync({ method: 'POST', path: ids.length > 1 ? 'ahClueSeaTrace/delSeaTraceList' : 'ahClueSeaTrace/delSeaTrace', body: { ids } });
    engine.current?.handlers.refresh();
    return env;
  }

  // the engine's rows are untyped (seaDecl is built at run time); allocating reads only the id
  const allocateOne = (row: Pick<ClueRow, 'id'>) => setPicking([row.id]);
  // Enter allocates too (the sea has nothing else to open); the button is the view's, so `a` is palette and key only
  const allocateAction: ListRowAction = { id: 'allocate', label: ctBoth('fromSea'), shortcut: 'a', applies: () => true, run: allocateOne };

  return (
    <ResourceListScreen
      decl={seaDecl}
      className="clue-sea"
      idPrefix="clue-sea"
      engineRef={engine}
      focusFirstRow
      rowActions={may.allocate ? [allocateAction] : []}
      onView={may.allocate ? allocateOne : undefined}
      rowCell={{ viewLabel: may.allocate ? ctBoth('fromSea') : undefined, omit: ['allocate'], width: lang === 'en' ? 160 : 120 }}
      viewTitle={may.allocate ? ctBoth('fromSea') : undefined}
      remove={remove}
      extraBatchActions={may.batch ? [{ key: 'batchAllocate', label: { zh: '批量分配', en: 'Allocate selected' }, shortcut: 'Shift+A', run: (ids) => setPicking(ids) }] : []}
    >
      <UserPickerDialog
        open={!!picking}
        title={picking && picking.length > 1 ? `${ct('allocateTitle', lang)}（${picking.length}）` : ct('allocateTitle', lang)}
        users={users.data ?? []}
        lang={lang}
        busy={write.isPending}
        onPick={(u) => picking && void allocate(picking, u)}
        onClose={() => {
          setPicking(null);
          backToRows();
        }}
      />
    </ResourceListScreen>
  );
}
