/**
 * The public sea (menu clue-sea): the store's clues nobody follows (ahClueSeaTrace pageList),
 * with the desk's search, the virtual table and keys, allocation to a colleague one by one (`a`)
 * or for the selected rows (`Shift+A`) through the keyboard picker, and delete (Delete, confirmed).
 */
import '../resource/resource.css';
import './clue.css';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useRegisterCommands } from '../../commands/registry';
import { msg } from '../../domain/messages';
import { clueTraceResource } from '../../domain/resources/sales/clue-trace';
import type { ResourceDecl } from '../../domain/resources/types';
import { showToast, toastSuccess } from '../../shell/ui-bus';
import { useConfirm } from '../resource/confirm';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { DataTable, DEFAULT_COLUMN_WIDTH, type Column } from '../resource/data-table';
import { buildListCommands, type RowCommand } from '../resource/list-keys';
import { buildListParams, DEFAULT_PAGE_SIZE, emptySearch, pageCount, type SearchValues } from '../resource/list-params';
import { Pager } from '../resource/pager';
import { SearchPanel } from '../resource/search-panel';
import { clampFocus, moveFocus, selectAllState, selectedInOrder, toggleAll, toggleSelected } from '../resource/selection';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { dictCodesOf, ResultError, useDictionaries, useResourcePage, type AnyRow } from '../resource/use-resource';
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
  const [draft, setDraft] = useState<SearchValues>(() => emptySearch(decl));
  const [applied, setApplied] = useState<SearchValues>(() => emptySearch(decl));
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const params = useMemo(() => buildListParams(decl, { search: applied, current, size }), [applied, current, size]);
  const page = useResourcePage(decl, params);
  const rows = useMemo(() => (page.data?.records ?? []) as AnyRow[], [page.data]);
  const total = page.data?.total ?? 0;
  const pageIds = useMemo(() => rows.map((r) => String(r.id)), [rows]);
  const dicts = useDictionaries(dictCodesOf(decl));
  const columns: Column[] = useMemo(
    () => Object.entries(decl.fields).filter(([, fd]) => !!fd.list).map(([key, fd]) => ({ key, fd, width: typeof fd.list === 'number' ? fd.list : DEFAULT_COLUMN_WIDTH })),
    [],
  );
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [focusIndex, setFocusIndex] = useState(-1);
  useEffect(() => {
    setSelected(new Set());
    setFocusIndex((i) => clampFocus(i < 0 && rows.length > 0 ? 0 : i, rows.length));
  }, [page.dataUpdatedAt, rows.length]);
  const focusedRow = (): AnyRow | undefined => rows[focusIndex];
  const selectedIds = () => selectedInOrder(pageIds, selected);

  const rootRef = useRef<HTMLElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLElement>(null);
  const focusGrid = () => gridRef.current?.focus({ preventScroll: true });
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('nav, aside, [role="navigation"], [role="menubar"], [role="tree"]')) focusGrid();
  }, []);

  const write = useClueWrite();
  const users = useStoreUsers();
  const confirm = useConfirm(lang);
  const [picking, setPicking] = useState<string[] | null>(null);
  const may = { allocate: can('clue_sea_transfer'), batch: can('clue_sea_batch_transfer'), remove: can('clue_sea_delete') };
  const refresh = () => void page.refetch();

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
  const pages = pageCount(total, size);
  const rowCommands: RowCommand[] = [
    ...(may.allocate ? [{ id: 'allocate', label: ctBoth('fromSea'), shortcut: 'a', enabled: () => !!focusedRow(), run: () => focusedRow() && setPicking([String(focusedRow()!.id)]) }] : []),
    ...(may.batch
      ? [{ id: 'batchAllocate', label: { zh: '批量分配', en: 'Allocate selected' }, shortcut: 'Shift+A', enabled: () => selected.size > 0, run: () => setPicking(selectedIds()) }]
      : []),
  ];
  const commands = buildListCommands(decl, {
    focusSearch: () => searchRef.current?.focus(),
    remove: may.remove ? () => remove(target()) : undefined,
    refresh,
    move: (d) => {
      setFocusIndex((i) => moveFocus(i, d, rows.length));
      focusGrid();
    },
    moveTo: (edge) => setFocusIndex(rows.length === 0 ? -1 : edge === 'first' ? 0 : rows.length - 1),
    toggle: () => focusedRow() && setSelected((s) => toggleSelected(s, String(focusedRow()!.id))),
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

  return (
    <section ref={rootRef} className="rl-screen clue-sea" aria-label={decl.title[lang]} data-resource={decl.key}>
      <Heading as="h2" size="4" className="rl-title">
        {decl.title[lang]}
      </Heading>
      <div
        onKeyDown={(e) => {
          if (e.key === 'Escape' && (e.target as HTMLElement).tagName === 'INPUT') {
            e.stopPropagation();
            focusGrid();
          }
        }}
      >
        <SearchPanel
          decl={decl}
          lang={lang}
          values={draft}
          onChange={setDraft}
          onSearch={() => {
            setApplied({ ...draft });
            setCurrent(1);
          }}
          onReset={() => {
            setDraft(emptySearch(decl));
            setApplied(emptySearch(decl));
            setCurrent(1);
          }}
          firstRef={searchRef}
          busy={page.isFetching && !page.isPending}
        />
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
        {selected.size > 0 && (
          <Text size="2" color="gray">
            {lang === 'en' ? `${selected.size} selected` : `已选择 ${selected.size} 项`}
          </Text>
        )}
      </Flex>
      <DataTable
        idPrefix="clue-sea"
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
        onOpen={(row) => may.allocate && setPicking([String(row.id)])}
        renderActions={(row, index, focused) => (
          <Flex gap="1">
            {may.allocate && (
              <Button size="1" variant="ghost" tabIndex={focused ? 0 : -1} onClick={() => (setFocusIndex(index), setPicking([String(row.id)]))}>
                {ct('fromSea', lang)}
              </Button>
            )}
            {may.remove && (
              <Button size="1" variant="ghost" color="red" tabIndex={focused ? 0 : -1} onClick={() => remove([String(row.id)])}>
                {ct('seaDelete', lang)}
              </Button>
            )}
          </Flex>
        )}
        actionsWidth={lang === 'en' ? 160 : 120}
        sort={null}
        onSort={() => undefined}
        loading={page.isPending}
        fetching={page.isFetching}
        gridRef={gridRef}
      />
      <Pager total={total} current={current} size={size} lang={lang} onCurrent={setCurrent} onSize={(n) => (setSize(n), setCurrent(1))} />
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
      <ConfirmDialog controller={confirm} lang={lang} fallbackFocus={() => gridRef.current} />
    </section>
  );
}
