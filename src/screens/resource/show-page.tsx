/**
 * The generic show page of a declaration (`pages.view`, `?id=`): the record's title and state, a
 * toolbar of what the record offers now (its declared actions as its machine allows them, 编辑,
 * 删除), each with its key on the button and in the palette, its fields in sections, its history
 * of state changes, and its related lists (children by a foreign key, each a full generic list).
 * Focus starts on the first action, so Enter runs it and every other action is one key away.
 *
 *   <ShowPage decl={workOrderResource} />   // served at decl.pages.view by declared-pages.tsx
 */
import './resource.css';
import './show-page.css';
import { Badge, Button, Card, Flex, Heading, Kbd, Spinner, Table, Text } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFirstFocus } from '../../shell/first-focus';
import { useLocation, useSearch } from 'wouter';
import { http, HttpError } from '../../api/http';
import { LIST_QUERY_META } from '../../api/query-client';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { formatShortcut } from '../../commands/keys';
import type { Lang } from '../../domain/codes';
import { msg } from '../../domain/messages';
import { resourceByKey } from '../../domain/resources';
import type { ActionDecl, Label, ResourceDecl } from '../../domain/resources/types';
import { giveFocusBack } from '../../shell/focus-return';
import { useUserInfo } from '../../shell/shell-queries';
import { toastSuccess } from '../../shell/ui-bus';
import { openRecordFile } from './record-file';
import { useChildForms } from './child-form';
import { actionApplies, useActionRunner } from './action-runner';
import { formatCell } from './cell-format';
import { rowLabel } from './choices';
import { useConfirm } from './confirm';
import { ConfirmDialog } from './confirm-dialog';
import { listCommandTitle } from './list-keys';
import { RecordFields, RecordFormDialog, type RecordDialogTarget } from './record-form-dialog';
import { ResourceListScreen } from './resource-list-screen';
import { addPageUrl } from './page-links';
import { historyRow, pageTitleOf, SHOW_KEYS, showActionKeys, showSections, stateFieldOf, type StateLogEntry } from './show-layout';
import { rt, rtBoth } from './texts';
import { useLang } from './use-lang';
import { usePermissions } from './use-permissions';
import { canUpdate, dictCodesOf, firstOp, resourceKeys, useDictionaries, useRemoveResource, useResourceDetail, type AnyRow } from './use-resource';

export const STATE_LOG_URL = '/api/blade-system/stateLog/list';
const historyKey = (decl: ResourceDecl, id: string | undefined) => ['stateLog', decl.key, id ?? ''] as const;

/** One button of the toolbar: what it runs, its key, and whether it is offered now. */
interface ShowAction {
  id: string;
  label: Label;
  shortcut: string;
  danger?: boolean;
  offered: (record: AnyRow) => boolean;
  run: (record: AnyRow) => void;
}

/** `children`: panels an area adds under the record's sections (an Enterprise WeChat contact's timeline), given the record. */
export function ShowPage({ decl, children }: { decl: ResourceDecl; children?: (record: AnyRow) => ReactNode }) {
  const lang = useLang();
  const can = usePermissions();
  const myStore = useUserInfo().data?.store_id;
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id') ?? undefined;
  const client = useQueryClient();
  // reloaded after any write on the page: its actions, and its related lists' changes to sums it holds
  const detail = useResourceDetail(decl, id, { reloadAfterWrites: true });
  const record = detail.data as AnyRow | undefined;
  const confirm = useConfirm(lang);
  const remove = useRemoveResource(decl);
  const [dialog, setDialog] = useState<{ target: RecordDialogTarget; open: boolean } | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  // the record's part of the page: its keys answer there, not inside a related list (which has its own)
  const scopeRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const keys = useMemo(() => showActionKeys(decl), [decl]);
  const sections = useMemo(() => showSections(decl), [decl]);
  const stateField = stateFieldOf(decl);
  const pageTitle = pageTitleOf(decl, 'view');

  const refresh = () => {
    void client.invalidateQueries({ queryKey: resourceKeys.all(decl) });
    void client.invalidateQueries({ queryKey: historyKey(decl, id) });
  };

  const firstButton = () => toolbarRef.current?.querySelector<HTMLElement>('button:not([disabled])') ?? null;
  const focusFirst = () => (firstButton() ?? scopeRef.current)?.focus({ preventScroll: true });
  const rememberFocus = () => {
    const el = document.activeElement as HTMLElement | null;
    returnTo.current = el && el !== document.body ? el : null;
  };
  const returnFocus = () => {
    const el = returnTo.current;
    giveFocusBack(el && el.isConnected ? el : (firstButton() ?? scopeRef.current));
  };

  const openDialog = (target: RecordDialogTarget) => {
    rememberFocus();
    setDialog({ target, open: true });
  };
  const runAction = useActionRunner(decl, {
    lang,
    confirm,
    openInput: (action, ids, row) => openDialog({ mode: 'create', ids, row, action }),
    onDone: refresh,
    navigate,
  });


  const childForms = useChildForms(decl, can, lang, { before: rememberFocus, returnFocus, onSaved: refresh });

  // ------------------------------------------------------------------ the toolbar
  const button = (name: string) => `${decl.buttonPrefix}_${name}`;
  const ruleAllows = (rule: ResourceDecl['editable'], row: AnyRow) => !rule || rule.applies(row);
  const mayEdit = (!!decl.pages?.edit || canUpdate(decl)) && can(button('edit'));
  const mayDelete = !!firstOp(decl.ops.remove) && can(button('delete'));
  const actions: ShowAction[] = [
    ...(decl.actions ?? [])
      .filter((a) => can(a.permission) && keys.has(a.name))
      .map(
        (a: ActionDecl): ShowAction => ({
          id: `action.${a.name}`,
          label: a.label,
          shortcut: keys.get(a.name)!,
          offered: (row) => actionApplies(a, row, myStore),
          run: (row) => runAction(a, [String(row.id)], row),
        }),
      ),
    // the record's files (a contract's PDF): fetched with the session, previewed or saved
    ...(decl.files ?? [])
      .filter((f) => can(f.permission))
      .map(
        (f): ShowAction => ({
          id: `file.${f.name}`,
          label: f.label,
          shortcut: f.key ?? '',
          offered: (row) => !f.applies || f.applies(row),
          run: (row) => void openRecordFile(decl, f, row, lang),
        }),
      ),
    // new children of the record (a voucher deduction): their form, under this record
    ...childForms.actions.map((c): ShowAction => ({ id: c.id, label: c.label, shortcut: c.shortcut ?? '', offered: c.applies, run: c.run })),
    ...(mayEdit
      ? [
          {
            id: 'edit',
            label: rtBoth('edit'),
            shortcut: SHOW_KEYS.edit,
            offered: (row: AnyRow) => ruleAllows(decl.editable, row),
            run: (row: AnyRow) => (decl.pages?.edit ? navigate(`${decl.pages.edit}?id=${encodeURIComponent(String(row.id))}`) : openDialog({ mode: 'edit', id: String(row.id), row })),
          },
        ]
      : []),
    ...(mayDelete
      ? [
          {
            id: 'delete',
            label: rtBoth('delete'),
            shortcut: SHOW_KEYS.remove,
            danger: true,
            offered: (row: AnyRow) => ruleAllows(decl.removable, row),
            run: (row: AnyRow) =>
              void confirm.ask({
                message: msg('confirmDelete', lang),
                danger: true,
                run: async () => {
                  const env = await remove.mutateAsync([String(row.id)]);
                  toastSuccess(env.msg || msg('opSuccess', lang));
                  // the record is gone: back to where the person came from
                  history.back();
                },
              }),
          },
        ]
      : []),
  ];
  const offered = record ? actions.filter((a) => a.offered(record)) : [];

  const group = pageTitle;
  const commands: Command[] = actions.map((a) => ({
    id: `${decl.key}.show.${a.id}`,
    title: listCommandTitle(decl, a.label),
    group,
    shortcut: a.shortcut,
    enabled: () => !!record && a.offered(record),
    run: () => {
      if (record && a.offered(record)) a.run(record);
    },
  }));
  useRegisterCommands(commands, { scope: () => scopeRef.current });

  // ------------------------------------------------------------------ focus
  // focus starts on the first action once the record is there (again for another id); and when an
  // action's button has gone with the state it belonged to, focus goes back to the first one
  useFirstFocus(rootRef, record ? (id ?? '') : null, focusFirst);
  const offeredKey = offered.map((a) => a.id).join(',');
  useEffect(() => {
    const active = document.activeElement;
    if (record && (!active || active === document.body) && !document.querySelector('[role="dialog"], [role="alertdialog"]')) focusFirst();
    // what the record offers decides; focusFirst reads the DOM
  }, [offeredKey]);

  // ------------------------------------------------------------------ render
  const title = decl.title[lang];
  if (!id) {
    return (
      <section ref={rootRef} className="sp-page" aria-label={title}>
        <Text color="red">{rt('noRecordId', lang)}</Text>
      </section>
    );
  }
  const stateFd = stateField ? decl.fields[stateField] : undefined;
  const stateText = record && stateFd ? formatCell(stateFd, record[stateField!], { lang }) : '';

  return (
    <section ref={rootRef} className="sp-page" aria-label={pageTitle[lang]} data-show={decl.key}>
      <div ref={scopeRef} className="sp-record" tabIndex={-1}>
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="4" className="rl-title">
            {title}
            {record ? ` · ${rowLabel(decl, record, lang)}` : ''}
          </Heading>
          {stateText && (
            <Badge size="2" color="blue" aria-label={`${stateFd!.label[lang]}: ${stateText}`}>
              {stateText}
            </Badge>
          )}
        </Flex>

        {detail.isPending ? (
          <Flex gap="2" align="center" py="4">
            <Spinner />
            <Text color="gray">{rt('loading', lang)}</Text>
          </Flex>
        ) : !record ? (
          <Text color="red">{rt('loadFailed', lang)}</Text>
        ) : (
          <>
            <Flex ref={toolbarRef} className="sp-toolbar" gap="2" align="center" wrap="wrap" role="toolbar" aria-label={rt('pageActions', lang)}>
              {offered.map((a) => (
                <Button key={a.id} variant={a.danger ? 'soft' : 'solid'} color={a.danger ? 'red' : undefined} aria-label={a.label[lang]} aria-keyshortcuts={a.shortcut} onClick={() => a.run(record)}>
                  {a.label[lang]}
                  <Kbd size="1" className="sp-kbd">
                    {formatShortcut(a.shortcut)}
                  </Kbd>
                </Button>
              ))}
            </Flex>
            {sections.map((s, i) => (
              <Card key={i} className="sp-section">
                <Heading as="h3" size="3" mb="2">
                  {(s.title ?? rtBoth('basicInfo'))[lang]}
                </Heading>
                <RecordFields decl={decl} record={record} lang={lang} fields={s.fields} />
              </Card>
            ))}
            {children?.(record)}
            {decl.history && <HistorySection decl={decl} id={id} lang={lang} />}
          </>
        )}
      </div>

      {record && <RelatedLists decl={decl} id={id} record={record} />}

      {dialog && (
        <RecordFormDialog
          decl={decl}
          target={dialog.target}
          open={dialog.open}
          lang={lang}
          onOpenChange={(open) => setDialog((d) => (d ? { ...d, open } : d))}
          returnFocus={returnFocus}
          onSaved={refresh}
        />
      )}
      {childForms.dialog}
      <ConfirmDialog controller={confirm} lang={lang} fallbackFocus={firstButton} />
    </section>
  );
}

/**
 * Each related declaration's rows of this record: the full generic list, sliced by its foreign key;
 * its 新增 starts under the record, with the parent's values the declaration `carry`s.
 */
function RelatedLists({ decl, id, record }: { decl: ResourceDecl; id: string; record: AnyRow }) {
  const [, navigate] = useLocation();
  const lists = useMemo(
    () =>
      (decl.related ?? []).flatMap((r) => {
        const child = resourceByKey.get(r.resource);
        return child ? [{ key: `${r.resource}.${r.foreignKey}`, decl: r.title ? { ...child, title: r.title } : child, foreignKey: r.foreignKey, carry: r.carry }] : [];
      }),
    [decl],
  );
  return (
    <>
      {lists.map((l) => {
        const carried = l.carry
          ? Object.fromEntries(Object.entries(l.carry).flatMap(([to, from]) => (record[from] === undefined || record[from] === null || record[from] === '' ? [] : [[to, String(record[from])]])))
          : null;
        const add = carried ? addPageUrl(l.decl, { [l.foreignKey]: id, ...carried }) : undefined;
        return (
          <div key={l.key} className="sp-related">
            <ResourceListScreen decl={l.decl} fixed={{ [l.foreignKey]: id }} onAdd={add ? () => navigate(add) : undefined} />
          </div>
        );
      })}
    </>
  );
}

/** The record's state changes, oldest first; none yet while the server has no log for it (404). */
function HistorySection({ decl, id, lang }: { decl: ResourceDecl; id: string; lang: Lang }) {
  const dicts = useDictionaries(dictCodesOf(decl));
  const log = useQuery({
    queryKey: historyKey(decl, id),
    meta: LIST_QUERY_META,
    staleTime: 0,
    queryFn: async (): Promise<StateLogEntry[]> => {
      try {
        const env = await http.get<StateLogEntry[]>(STATE_LOG_URL, { resource: decl.key, recordId: id }, { quiet: true });
        return Array.isArray(env.data) ? env.data : [];
      } catch (err) {
        if (err instanceof HttpError && err.code === 404) return [];
        throw err;
      }
    },
  });
  const rows = (log.data ?? []).map((e) => ({ id: e.id, ...historyRow(decl, e, lang, decl.fields[e.field]?.dict ? dicts[decl.fields[e.field].dict!] : undefined) }));
  return (
    <Card className="sp-section" aria-label={rt('history', lang)}>
      <Heading as="h3" size="3" mb="2">
        {rt('history', lang)}
      </Heading>
      {log.isPending ? (
        <Spinner />
      ) : log.isError ? (
        <Text color="red">{rt('loadFailed', lang)}</Text>
      ) : rows.length === 0 ? (
        <Text color="gray">{rt('noData', lang)}</Text>
      ) : (
        <Table.Root size="1" variant="ghost">
          <Table.Header>
            <Table.Row>
              {(['historyTime', 'historyUser', 'historyAction', 'historyFrom', 'historyTo', 'historyReason'] as const).map((k) => (
                <Table.ColumnHeaderCell key={k}>{rt(k, lang)}</Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>{r.time}</Table.Cell>
                <Table.Cell>{r.user}</Table.Cell>
                <Table.Cell>{r.action}</Table.Cell>
                <Table.Cell>{r.from}</Table.Cell>
                <Table.Cell>{r.to}</Table.Cell>
                <Table.Cell>{r.reason}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Card>
  );
}
