/**
 * The group list of a menu (member-group, after-sales-owner-group): the generic table of the groups
 * with, per row, 成员 (the view page), 编辑 (the condition editor page) and 删除; 新建 opens the
 * editor. Keys: n new, Enter members, e edit, Delete delete, arrows or j/k move.
 */
import '../resource/resource.css';
import { Button, Flex, Heading } from '@radix-ui/themes';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { http } from '../../api/http';
import { msg } from '../../domain/messages';
import { GROUP_TYPE } from '../../domain/resources/sales/member-group';
import { toastSuccess } from '../../shell/ui-bus';
import { useConfirm } from '../resource/confirm';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { DataTable, DEFAULT_COLUMN_WIDTH, type Column } from '../resource/data-table';
import { clampFocus, moveFocus } from '../resource/selection';
import { Pager } from '../resource/pager';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { ResultError, useResourcePage, type AnyRow } from '../resource/use-resource';
import { groupUrl, MEMBER_GROUP_KIND, OWNER_GROUP_KIND, type GroupKind } from './group-kinds';

export function GroupListScreen({ kind }: { kind: GroupKind }) {
  const lang = useLang();
  const can = usePermissions();
  const [, navigate] = useLocation();
  const { decl } = kind;
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(20);
  const params = useMemo(() => ({ current, size }), [current, size]);
  const page = useResourcePage(decl, params);
  const rows = useMemo(() => (page.data?.records ?? []) as AnyRow[], [page.data]);
  const [focusIndex, setFocusIndex] = useState(-1);
  useEffect(() => setFocusIndex((i) => clampFocus(i < 0 && rows.length ? 0 : i, rows.length)), [page.dataUpdatedAt, rows.length]);
  const columns: Column[] = useMemo(
    () =>
      Object.entries(decl.fields)
        .filter(([, fd]) => !!fd.list)
        .map(([key, fd]) => ({ key, fd: { ...fd, sortable: false }, width: typeof fd.list === 'number' ? fd.list : DEFAULT_COLUMN_WIDTH })), // these pages keep the server's order
    [decl],
  );
  const gridRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('nav, aside, [role="navigation"]')) gridRef.current?.focus({ preventScroll: true });
  }, []);
  const confirm = useConfirm(lang);
  const button = (name: string) => `${decl.buttonPrefix}_${name}`;
  const may = { add: can(button('add')), edit: can(button('edit')), remove: can(button('delete')), view: can(button('view')) };
  const focused = () => rows[focusIndex];
  const title = decl.title[lang];
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);

  const view = (row?: AnyRow) => row && navigate(groupUrl(kind.viewPath, String(row.id)));
  const edit = (row?: AnyRow) => row && navigate(groupUrl(kind.editPath, String(row.id)));
  const remove = (row?: AnyRow) => {
    if (!row) return;
    const excel = Number(row.groupType) === GROUP_TYPE.excel;
    void confirm.ask({
      message: msg('confirmDelete', lang),
      danger: true,
      run: async () => {
        const env = await http.post(`${kind.base}/${excel ? 'delExcelGroup' : 'delGroupById'}`, { id: String(row.id) });
        if (env.code !== 200) throw new ResultError(env.msg, env.code);
        toastSuccess(env.msg || msg('opSuccess', lang));
        void page.refetch();
      },
    });
  };

  const commands: Command[] = [
    ...(may.add ? [{ id: `${decl.key}.add`, title: { zh: `${decl.title.zh}: 新建分组`, en: `${decl.title.en}: new group` }, group: decl.title, shortcut: 'n', run: () => navigate(kind.editPath) }] : []),
    ...(may.view ? [{ id: `${decl.key}.view`, title: { zh: `${decl.title.zh}: 查看成员`, en: `${decl.title.en}: members` }, group: decl.title, shortcut: 'Enter', enabled: () => !!focused(), run: () => view(focused()) }] : []),
    ...(may.edit ? [{ id: `${decl.key}.edit`, title: { zh: `${decl.title.zh}: 编辑分组`, en: `${decl.title.en}: edit group` }, group: decl.title, shortcut: 'e', enabled: () => !!focused(), run: () => edit(focused()) }] : []),
    ...(may.remove ? [{ id: `${decl.key}.delete`, title: { zh: `${decl.title.zh}: 删除`, en: `${decl.title.en}: delete` }, group: decl.title, shortcut: 'Delete', enabled: () => !!focused(), run: () => remove(focused()) }] : []),
    { id: `${decl.key}.refresh`, title: { zh: `${decl.title.zh}: 刷新`, en: `${decl.title.en}: reload` }, group: decl.title, shortcut: 'r', run: () => void page.refetch() },
    { id: `${decl.key}.down`, title: { zh: '下一行', en: 'Next row' }, group: decl.title, shortcut: ['ArrowDown', 'j'], palette: false, run: () => setFocusIndex((i) => moveFocus(i, 1, rows.length)) },
    { id: `${decl.key}.up`, title: { zh: '上一行', en: 'Previous row' }, group: decl.title, shortcut: ['ArrowUp', 'k'], palette: false, run: () => setFocusIndex((i) => moveFocus(i, -1, rows.length)) },
  ];
  useRegisterCommands(commands, { scope: () => rootRef.current });

  return (
    <section ref={rootRef} className="rl-screen" aria-label={title}>
      <Flex align="center" gap="3">
        <Heading as="h2" size="4" className="rl-title">
          {title}
        </Heading>
      </Flex>
      <Flex className="rl-toolbar" gap="2" align="center">
        {may.add && (
          <Button onClick={() => navigate(kind.editPath)} title="n">
            {L('新建分组', 'New group')}
          </Button>
        )}
      </Flex>
      <DataTable
        idPrefix={`grp-${decl.key}`}
        rows={rows}
        columns={columns}
        lang={lang}
        dicts={{}}
        selected={new Set()}
        selectAll="none"
        onToggle={() => undefined}
        onToggleAll={() => undefined}
        focusIndex={focusIndex}
        onFocusIndex={setFocusIndex}
        onOpen={(row) => view(row)}
        renderActions={(row, _i, isFocused) => (
          <Flex gap="2">
            {may.view && (
              <Button size="1" variant="ghost" tabIndex={isFocused ? 0 : -1} onClick={() => view(row)}>
                {kind.noun[lang]}
              </Button>
            )}
            {may.edit && (
              <Button size="1" variant="ghost" tabIndex={isFocused ? 0 : -1} onClick={() => edit(row)}>
                {L('编辑', 'Edit')}
              </Button>
            )}
            {may.remove && (
              <Button size="1" variant="ghost" color="red" tabIndex={isFocused ? 0 : -1} onClick={() => remove(row)}>
                {L('删除', 'Delete')}
              </Button>
            )}
          </Flex>
        )}
        actionsWidth={lang === 'en' ? 220 : 170}
        sort={null}
        onSort={() => undefined}
        loading={page.isPending}
        fetching={page.isFetching}
        gridRef={gridRef}
      />
      <Pager
        total={page.data?.total ?? 0}
        current={current}
        size={size}
        lang={lang}
        onCurrent={setCurrent}
        onSize={(n) => {
          setSize(n);
          setCurrent(1);
        }}
      />
      <ConfirmDialog controller={confirm} lang={lang} fallbackFocus={() => gridRef.current} />
    </section>
  );
}

export const MemberGroupListScreen = () => <GroupListScreen kind={MEMBER_GROUP_KIND} />;
export const OwnerGroupListScreen = () => <GroupListScreen kind={OWNER_GROUP_KIND} />;
