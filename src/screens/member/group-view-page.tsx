/**
 * /clue/memberGroupsView, /afterSales/ownerGroupDetail and /afterSales/ownerGroupPreview (?id=):
 * a group's definition and, page by page, the members (owners) it selects now
 * (previewMemberInfoByGroup / previewOwnerInfoByGroup with the group's id), as the generic list of
 * the member (owner) declaration over that call.
 * Hand-written: the group's definition in words above the list (a condition tree, not fields).
 */
import '../resource/resource.css';
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { http } from '../../api/http';
import { formatDateTime } from '../../domain/format';
import { GROUP_TYPE, OPERATORS, type GroupCondition } from '../../domain/resources/sales/member-group';
import type { ResourceDecl } from '../../domain/resources/types';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { useLang } from '../resource/use-lang';
import type { ListEngine } from '../resource/use-list-engine';
import { useRegisterCommands } from '../../commands/registry';
import { groupUrl, MEMBER_GROUP_KIND, OWNER_GROUP_KIND, type GroupKind } from './group-kinds';
import type { Lang } from '../../domain/codes';

/**
 * The rows a group selects as a list of the target's declaration over the group's preview call (POST,
 * the group's id as a filter): the target's columns in the server's order, nothing to add or change.
 */
export function groupMembersDecl(kind: GroupKind): ResourceDecl {
  const t = kind.target;
  return {
    ...t,
    key: `${kind.decl.key}.members`,
    service: kind.decl.service,
    base: kind.decl.base,
    title: kind.noun,
    buttonPrefix: kind.decl.buttonPrefix,
    fields: Object.fromEntries(Object.entries(t.fields).map(([k, fd]) => [k, { ...fd, search: undefined, sortable: false }])),
    ops: { page: kind.previewPath },
    pageMethod: 'POST',
    actions: undefined,
    defaultSort: undefined,
    pages: undefined,
    related: undefined,
    tabs: undefined,
    reorder: undefined,
    slices: undefined,
  } as ResourceDecl;
}

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
  const engine = useRef<ListEngine | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const group = useQuery({
    queryKey: ['group-detail', kind.decl.key, id],
    enabled: !!id,
    staleTime: 0,
    queryFn: async () => (await http.get<Record<string, unknown>>(`${kind.base}/detailById`, { [kind.idKey]: id })).data,
  });
  const membersDecl = useMemo(() => groupMembersDecl(kind), [kind]);
  const g = group.data;
  const excel = Number(g?.groupType) === GROUP_TYPE.excel;
  const conditions = Array.isArray(g?.paramList) ? (g!.paramList as GroupCondition[]) : [];
  const [total, setTotal] = useState<number | null>(null);

  useRegisterCommands(
    [
      { id: `${kind.decl.key}.view.edit`, title: { zh: `${kind.decl.title.zh}: 编辑分组`, en: `${kind.decl.title.en}: edit group` }, group: kind.decl.title, shortcut: 'e', enabled: () => !!id, run: () => navigate(groupUrl(kind.editPath, id)) },
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
              {L(`当前${kind.noun.zh} ${total ?? '…'} 人`, `${total ?? '…'} ${kind.noun.en.toLowerCase()} now`)}
              {g.countTime ? L(`（保存时 ${String(g.memberCount)} 人，${formatDateTime(String(g.countTime))}）`, ` (${String(g.memberCount)} when saved, ${formatDateTime(String(g.countTime))})`) : ''}
            </Text>
            {g.remark ? <Text size="2">{String(g.remark)}</Text> : null}
          </Flex>
        </Card>
      )}
      <ResourceListScreen
        decl={membersDecl}
        engineRef={engine}
        focusFirstRow
        filters={{ [kind.idKey]: id }}
        onTotal={setTotal}
        // an owner opens the owner page; a member shows its row
        onView={kind === OWNER_GROUP_KIND ? (row) => navigate(`/afterSales/owner/detail?id=${encodeURIComponent(String(row.id))}`) : undefined}
      />
    </section>
  );
}

export const MemberGroupViewPage = () => <GroupViewPage kind={MEMBER_GROUP_KIND} />;
export const OwnerGroupViewPage = () => <GroupViewPage kind={OWNER_GROUP_KIND} />;
