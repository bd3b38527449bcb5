/**
 * /clue/memberGroupsView, /afterSales/ownerGroupDetail and /afterSales/ownerGroupPreview (?id=):
 * a group's definition and, page by page, the members (owners) it selects now
 * (previewMemberInfoByGroup / previewOwnerInfoByGroup with the group's id).
 * Hand-written: the members a group selects come from a computed preview call, not a declared list.
 */
import '../resource/resource.css';
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { http } from '../../api/http';
import { formatDateTime } from '../../domain/format';
import { GROUP_TYPE, OPERATORS, type GroupCondition } from '../../domain/resources/sales/member-group';
import { DataTable, DEFAULT_COLUMN_WIDTH, type Column } from '../resource/data-table';
import { Pager } from '../resource/pager';
import { useLang } from '../resource/use-lang';
import { dictCodesOf, useDictionaries, type AnyRow, type PageData } from '../resource/use-resource';
import { useRegisterCommands } from '../../commands/registry';
import { groupUrl, MEMBER_GROUP_KIND, OWNER_GROUP_KIND, type GroupKind } from './group-kinds';
import type { Lang } from '../../domain/codes';

/** one condition in words: 会员等级 属于 金卡会员、钻石会员 */
export function describeCondition(kind: GroupKind, c: GroupCondition, lang: Lang): string {
  if (c.paramList?.length) return `(${c.paramList.map((x) => describeCondition(kind, x, lang)).join(c.logic === 'or' ? (lang === 'en' ? ' or ' : ' 或 ') : lang === 'en' ? ' and ' : ' 且 ')})`;
  const p = c.paramKey ? kind.catalogue[c.paramKey] : undefined;
  if (!p) return String(c.paramKey ?? '');
  const op = OPERATORS[c.operator ?? 'eq'][lang];
  const label = (x: unknown) => p.options?.find((o) => String(o.value) === String(x))?.[lang] ?? String(x);
  const values = Array.isArray(c.value) ? c.value.map(label).join(lang === 'en' ? ', ' : '、') : c.value === undefined || c.value === null ? '' : label(c.value);
  const upper = c.operator === 'between' ? (lang === 'en' ? ` and ${label(c.value2)}` : ` 至 ${label(c.value2)}`) : '';
  return `${p.label[lang]} ${op} ${values}${upper}`.trim();
}

export function GroupViewPage({ kind }: { kind: GroupKind }) {
  const lang = useLang();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id');
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(20);
  const [focusIndex, setFocusIndex] = useState(0);
  const gridRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const group = useQuery({
    queryKey: ['group-detail', kind.decl.key, id],
    enabled: !!id,
    staleTime: 0,
    queryFn: async () => (await http.get<Record<string, unknown>>(`${kind.base}/detailById`, { [kind.idKey]: id })).data,
  });
  const members = useQuery({
    queryKey: ['group-members', kind.decl.key, id, current, size],
    enabled: !!id,
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: async () => (await http.post<PageData<AnyRow>>(`${kind.base}/${kind.previewPath}`, { [kind.idKey]: id, current, size })).data,
  });
  const columns: Column[] = useMemo(
    () =>
      Object.entries(kind.target.fields)
        .filter(([, fd]) => !!fd.list)
        .map(([key, fd]) => ({ key, fd: { ...fd, sortable: false }, width: typeof fd.list === 'number' ? fd.list : DEFAULT_COLUMN_WIDTH })), // these pages keep the server's order
    [kind],
  );
  const dicts = useDictionaries(dictCodesOf(kind.target));
  const g = group.data;
  const excel = Number(g?.groupType) === GROUP_TYPE.excel;
  const conditions = Array.isArray(g?.paramList) ? (g!.paramList as GroupCondition[]) : [];
  const rows = members.data?.records ?? [];

  useRegisterCommands(
    [
      { id: `${kind.decl.key}.view.edit`, title: { zh: `${kind.decl.title.zh}: 编辑分组`, en: `${kind.decl.title.en}: edit group` }, group: kind.decl.title, shortcut: 'e', enabled: () => !!id, run: () => navigate(groupUrl(kind.editPath, id)) },
      { id: `${kind.decl.key}.view.next`, title: { zh: '下一页', en: 'Next page' }, group: kind.decl.title, shortcut: ']', run: () => setCurrent((c) => (c * size < (members.data?.total ?? 0) ? c + 1 : c)) },
      { id: `${kind.decl.key}.view.prev`, title: { zh: '上一页', en: 'Previous page' }, group: kind.decl.title, shortcut: '[', run: () => setCurrent((c) => Math.max(1, c - 1)) },
    ],
    { scope: () => rootRef.current },
  );

  if (!id) return <Text color="gray">{L('缺少分组id', 'No group id given')}</Text>;
  return (
    <section ref={rootRef} className="rl-screen" aria-label={kind.decl.title[lang]}>
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="4">
          {String(g?.groupName ?? '…')}
        </Heading>
        {g && <Badge variant="soft">{excel ? L('Excel分组', 'From Excel') : L('条件分组', 'By conditions')}</Badge>}
        <Flex flexGrow="1" />
        <Button variant="soft" onClick={() => navigate(groupUrl(kind.editPath, id))} title="e">
          {L('编辑分组', 'Edit group')}
        </Button>
      </Flex>
      {g && (
        <Card>
          <Flex direction="column" gap="1">
            {!excel && (
              <Text size="2" data-testid="group-conditions">
                {L('条件：', 'Conditions: ')}
                {conditions.map((c) => describeCondition(kind, c, lang)).join(g.logic === 'or' ? L(' 或 ', ' or ') : L(' 且 ', ' and '))}
              </Text>
            )}
            <Text size="2" color="gray">
              {L(`当前${kind.noun.zh} ${members.data?.total ?? '…'} 人`, `${members.data?.total ?? '…'} ${kind.noun.en.toLowerCase()} now`)}
              {g.countTime ? L(`（保存时 ${String(g.memberCount)} 人，${formatDateTime(String(g.countTime))}）`, ` (${String(g.memberCount)} when saved, ${formatDateTime(String(g.countTime))})`) : ''}
            </Text>
            {g.remark ? <Text size="2">{String(g.remark)}</Text> : null}
          </Flex>
        </Card>
      )}
      <DataTable
        idPrefix={`grp-view-${kind.decl.key}`}
        rows={rows}
        columns={columns}
        lang={lang}
        dicts={dicts}
        selected={new Set()}
        selectAll="none"
        onToggle={() => undefined}
        onToggleAll={() => undefined}
        focusIndex={focusIndex}
        onFocusIndex={setFocusIndex}
        onOpen={(row) => kind === OWNER_GROUP_KIND && navigate(`/afterSales/owner/detail?id=${encodeURIComponent(String(row.id))}`)}
        actionsWidth={0}
        sort={null}
        onSort={() => undefined}
        loading={members.isPending}
        fetching={members.isFetching}
        gridRef={gridRef}
      />
      <Pager
        total={members.data?.total ?? 0}
        current={current}
        size={size}
        lang={lang}
        onCurrent={setCurrent}
        onSize={(n) => {
          setSize(n);
          setCurrent(1);
        }}
      />
    </section>
  );
}

export const MemberGroupViewPage = () => <GroupViewPage kind={MEMBER_GROUP_KIND} />;
export const OwnerGroupViewPage = () => <GroupViewPage kind={OWNER_GROUP_KIND} />;
