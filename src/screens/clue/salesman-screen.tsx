/**
 * 销售顾问配置 (menu clue-config-salesman): who of the store takes clues and in which order
 * automatic allocation hands them out (ahSalesman salesmenList type=0, updateSalesmanList), picked
 * from the store's personnel (personnelList); the same for invitation specialists (type 1); and the
 * store's automatic allocation switch with whose turn is next (clue get/auto_allocation,
 * auto-allocation). Without a saved list every user holding the salesman role takes clues in turn.
 *
 * Keyboard: in either list ↑↓ (or j/k) move, Home/End jump; in the chosen list Alt+↑↓ reorders
 * and Delete takes someone out; in the store's list Enter adds. `/` filters the store's list;
 * the palette has save, revert, the two lists and the switch.
 * Hand-written: two ordered pick lists and a switch saved by calls of their own (no table of rows to list).
 */
import './clue-config.css';
// the two lists look like the other pick lists (resource/pick-list.tsx); their keys are this screen's own
import '../resource/pick-list.css';
import { Badge, Button, Callout, Card, Flex, Heading, IconButton, SegmentedControl, Switch, Text, TextField } from '@radix-ui/themes';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useRegisterCommands, type Command } from '../../commands/registry';
import type { Lang } from '../../domain/codes';
import { focusRowByKey } from '../resource/list-keys';
import { useAutoAllocation, useSalesmen, useSaveSalesmen, useSetAutoAllocation, useStorePersonnel, type SalesmanType, type StorePerson } from './clue-config-api';
import { ConfigScreen, tr, useConfigDraft } from './clue-config-parts';

export const SALESMAN_EDIT = 'clue_config_salesman_edit';
export const AUTO_ALLOCATION = 'clue_record_auto_allocation';

const TYPES: Record<SalesmanType, { zh: string; en: string }> = {
  0: { zh: '销售顾问', en: 'Sales consultants' },
  1: { zh: '邀约专员', en: 'Invitation specialists' },
};

/** The demo roles by alias; a tenant's own roles show their alias. */
const ROLE_NAMES: Record<string, { zh: string; en: string }> = {
  salesman: { zh: '销售顾问', en: 'Salesman' },
  store_manager: { zh: '店长', en: 'Store manager' },
  warehouse_clerk: { zh: '仓库管理员', en: 'Warehouse' },
  service_advisor: { zh: '售后顾问', en: 'Service advisor' },
  finance_clerk: { zh: '财务', en: 'Finance' },
  admin: { zh: '管理员', en: 'Admin' },
};
const roleName = (alias: string | null, lang: Lang) => (alias ? (ROLE_NAMES[alias]?.[lang] ?? alias) : '');

/** Moves one id of a list by delta places (clamped); the same list when it cannot move. */
export function moveInList(list: readonly string[], id: string, delta: number): string[] {
  const i = list.indexOf(id);
  const j = Math.max(0, Math.min(list.length - 1, i + delta));
  if (i < 0 || i === j) return [...list];
  const out = [...list];
  out.splice(i, 1);
  out.splice(j, 0, id);
  return out;
}

const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function SalesmanScreen() {
  const [type, setType] = useState<SalesmanType>(0);
  const personnel = useStorePersonnel();
  const salesmen = useSalesmen(type);
  const auto = useAutoAllocation();
  const setAuto = useSetAutoAllocation();
  const savedIds = useMemo(() => (salesmen.data ?? []).map((u) => u.id), [salesmen.data]);
  const config = useConfigDraft({ permission: SALESMAN_EDIT, saved: savedIds, same: sameOrder, save: useSaveSalesmen(), payload: (userIdList: string[]) => ({ type, userIdList }) });
  const { lang, canEdit, draft, setDraft, dirty, rootRef, filterRef } = config;
  const canAuto = config.can(AUTO_ALLOCATION);
  const [filter, setFilter] = useState('');
  const chosenRef = useRef<HTMLOListElement>(null);
  const poolRef = useRef<HTMLUListElement>(null);
  const focusAfter = useRef<{ list: 'chosen' | 'pool'; id: string | null; index: number } | null>(null);

  const configured = (salesmen.data ?? []).some((u) => u.configured === 1);

  const people = useMemo(() => new Map<string, StorePerson>((personnel.data ?? []).map((p) => [p.id, p])), [personnel.data]);
  const nameOf = (id: string) => people.get(id)?.name ?? (salesmen.data ?? []).find((u) => u.id === id)?.name ?? id;
  const pool = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return (personnel.data ?? []).filter((p) => !draft.includes(p.id) && (!q || p.name.toLowerCase().includes(q) || roleName(p.roleAlias, lang).toLowerCase().includes(q)));
  }, [personnel.data, draft, filter, lang]);

  // after an add, a removal or a move, the focus stays in the list it was in
  useEffect(() => {
    const want = focusAfter.current;
    if (!want) return;
    focusAfter.current = null;
    const container = want.list === 'chosen' ? chosenRef.current : poolRef.current;
    const rows = [...(container?.querySelectorAll<HTMLElement>('[data-row]') ?? [])];
    const byId = want.id ? rows.find((r) => r.dataset.row === want.id) : undefined;
    (byId ?? rows[Math.min(want.index, rows.length - 1)] ?? filterRef.current)?.focus();
  });

  const add = (id: string, index: number) => {
    if (!canEdit) return;
    focusAfter.current = { list: 'pool', id: null, index };
    setDraft((d) => (d.includes(id) ? d : [...d, id]));
  };
  const removeOne = (id: string, index: number) => {
    if (!canEdit) return;
    focusAfter.current = { list: 'chosen', id: null, index };
    setDraft((d) => d.filter((x) => x !== id));
  };
  const move = (id: string, delta: number) => {
    if (!canEdit) return;
    focusAfter.current = { list: 'chosen', id, index: 0 };
    setDraft((d) => moveInList(d, id, delta));
  };

  const clearList = () => {
    if (!canEdit) return;
    setDraft([]);
    setTimeout(() => filterRef.current?.focus(), 0);
  };

  async function toggleAuto() {
    if (!canAuto || setAuto.isPending || !auto.data) return;
    const next = auto.data.auto ? 0 : 1;
    await config.attempt(() => setAuto.mutateAsync(next));
  }

  const group = { zh: '销售顾问配置', en: 'Sales consultants' };
  const commands: Command[] = [
    { id: 'clueConfig.salesman.filter', title: { zh: '筛选门店人员', en: 'Filter the store staff' }, group, shortcut: '/', run: () => filterRef.current?.focus() },
    ...config.saveCommands('clueConfig.salesman', group, { save: { zh: '保存接收线索的人员', en: 'Save who takes clues' }, revert: { zh: '还原接收线索的人员', en: 'Revert who takes clues' } }),
    { id: 'clueConfig.salesman.clear', title: { zh: '清空名单（回到按角色分配）', en: 'Empty the list (back to the salesman role)' }, group, run: clearList, enabled: () => canEdit && draft.length > 0 },
    { id: 'clueConfig.salesman.type0', title: { zh: '查看销售顾问名单', en: 'Show the sales consultants' }, group, run: () => setType(0), enabled: () => type !== 0 },
    { id: 'clueConfig.salesman.type1', title: { zh: '查看邀约专员名单', en: 'Show the invitation specialists' }, group, run: () => setType(1), enabled: () => type !== 1 },
    {
      id: 'clueConfig.salesman.auto',
      title: auto.data?.auto ? { zh: '关闭自动分配线索', en: 'Turn automatic allocation off' } : { zh: '开启自动分配线索', en: 'Turn automatic allocation on' },
      group,
      run: () => void toggleAuto(),
      enabled: () => canAuto && !!auto.data,
    },
  ];
  useRegisterCommands(commands, { scope: () => rootRef.current });

  const typeName = TYPES[type][lang];
  const nextId = type === 0 && !dirty ? auto.data?.nextUserId : null;
  return (
    <ConfigScreen
      title={group[lang]}
      className="salesmen"
      testId="salesmen"
      config={config}
      about={tr(
        lang,
        '哪些人员接收本门店的线索，以及自动分配时的先后顺序。还没有保存名单时，拥有“销售顾问”角色的全部人员按顺序轮流接收。',
        'Who takes the clues of this store, and the order automatic allocation follows. Until a list is saved, everyone holding the salesman role takes clues in turn.',
      )}
    >
      <Flex gap="4" align="center" wrap="wrap">
        <SegmentedControl.Root value={String(type)} onValueChange={(v) => setType(v === '1' ? 1 : 0)} aria-label={tr(lang, '人员类型', 'Staff type')}>
          <SegmentedControl.Item value="0">{TYPES[0][lang]}</SegmentedControl.Item>
          <SegmentedControl.Item value="1">{TYPES[1][lang]}</SegmentedControl.Item>
        </SegmentedControl.Root>
        {type === 0 && auto.data && (
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch checked={auto.data.auto === 1} disabled={!canAuto || setAuto.isPending} onCheckedChange={() => void toggleAuto()} aria-label={tr(lang, '自动分配新线索', 'Allocate new clues automatically')} />
              {tr(lang, '自动分配新线索', 'Allocate new clues automatically')}
              <Text color="gray" data-testid="next-in-turn">
                {auto.data.auto === 1
                  ? auto.data.nextUserName
                    ? tr(lang, `（下一条分给：${auto.data.nextUserName}）`, `(next clue: ${auto.data.nextUserName})`)
                    : tr(lang, '（没有可分配的人员）', '(nobody to allocate to)')
                  : tr(lang, '（已关闭：新线索等待手动分配）', '(off: new clues wait to be allocated by hand)')}
              </Text>
            </Flex>
          </Text>
        )}
      </Flex>
      {salesmen.data && !configured && (
        <Callout.Root color="gray" size="1">
          <Callout.Text>
            {type === 0
              ? tr(lang, '还没有保存名单：目前由“销售顾问”角色的全部人员按下列顺序轮流接收线索。保存后按名单分配。', 'No list saved yet: everyone holding the salesman role takes clues in the order below. Once saved, the list decides.')
              : tr(lang, '还没有邀约专员。', 'No invitation specialists yet.')}
          </Callout.Text>
        </Callout.Root>
      )}
      <div className="clue-config-columns">
        <Card>
          <Flex direction="column" gap="2">
            <Flex align="center" gap="2">
              <Heading as="h3" size="3" id="chosen-title">
                {tr(lang, `接收线索的${typeName}（按分配顺序）`, `${typeName} taking clues (allocation order)`)}
              </Heading>
              <span className="clue-config-spacer" />
              {canEdit && draft.length > 0 && (
                <Button size="1" variant="soft" color="gray" onClick={clearList}>
                  {tr(lang, '清空名单', 'Empty the list')}
                </Button>
              )}
            </Flex>
            <Text size="1" color="gray">
              {tr(lang, '↑↓ 选择，Alt+↑↓ 调整顺序，Delete 移出', '↑↓ choose, Alt+↑↓ reorder, Delete take out')}
            </Text>
            {draft.length === 0 ? (
              <Text size="2" color="gray" className="clue-config-empty">
                {type === 0
                  ? tr(lang, '名单为空：保存后由“销售顾问”角色的全部人员轮流接收。', 'The list is empty: once saved, everyone holding the salesman role takes clues.')
                  : tr(lang, '名单为空', 'The list is empty')}
              </Text>
            ) : (
              <ol ref={chosenRef} className="pick-list" aria-labelledby="chosen-title" data-testid="chosen-list">
                {draft.map((id, i) => (
                  <li
                    key={id}
                    data-row={id}
                    tabIndex={0}
                    aria-label={tr(lang, `第${i + 1}位 ${nameOf(id)}`, `${i + 1}. ${nameOf(id)}`)}
                    onKeyDown={(e) => {
                      if (e.target !== e.currentTarget) return;
                      if (focusRowByKey(e, chosenRef.current)) return;
                      if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
                        e.preventDefault();
                        move(id, e.key === 'ArrowUp' ? -1 : 1);
                      } else if (e.key === 'Delete' || e.key === 'Backspace') {
                        e.preventDefault();
                        removeOne(id, i);
                      }
                    }}
                  >
                    <span className="clue-config-order">{i + 1}</span>
                    <Text size="2" weight="medium">
                      {nameOf(id)}
                    </Text>
                    <Text size="1" color="gray">
                      {roleName(people.get(id)?.roleAlias ?? null, lang)}
                    </Text>
                    {nextId === id && auto.data?.auto === 1 && (
                      <Badge color="green" variant="soft">
                        {tr(lang, '下一位', 'Next')}
                      </Badge>
                    )}
                    <span className="clue-config-spacer" />
                    {canEdit && (
                      <>
                        <IconButton size="1" variant="ghost" tabIndex={-1} disabled={i === 0} aria-label={tr(lang, `上移 ${nameOf(id)}`, `Move ${nameOf(id)} up`)} onClick={() => move(id, -1)}>
                          ↑
                        </IconButton>
                        <IconButton size="1" variant="ghost" tabIndex={-1} disabled={i === draft.length - 1} aria-label={tr(lang, `下移 ${nameOf(id)}`, `Move ${nameOf(id)} down`)} onClick={() => move(id, 1)}>
                          ↓
                        </IconButton>
                        <Button size="1" variant="ghost" color="red" tabIndex={-1} onClick={() => removeOne(id, i)}>
                          {tr(lang, '移出', 'Take out')}
                        </Button>
                      </>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </Flex>
        </Card>
        <Card>
          <Flex direction="column" gap="2">
            <Heading as="h3" size="3" id="pool-title">
              {tr(lang, '门店其他人员', 'Other staff of the store')}
            </Heading>
            <TextField.Root
              ref={filterRef}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown') {
                  e.preventDefault();
                  poolRef.current?.querySelector<HTMLElement>('[data-row]')?.focus();
                } else if (e.key === 'Escape' && filter) {
                  e.stopPropagation();
                  setFilter('');
                }
              }}
              placeholder={tr(lang, '筛选姓名或角色  /', 'Filter by name or role  /')}
              aria-label={tr(lang, '筛选门店人员', 'Filter the store staff')}
            />
            <Text size="1" color="gray">
              {tr(lang, '↑↓ 选择，Enter 加入名单末尾', '↑↓ choose, Enter adds to the end of the list')}
            </Text>
            {personnel.isPending ? (
              <Text size="2" color="gray">
                {tr(lang, '加载中…', 'Loading…')}
              </Text>
            ) : pool.length === 0 ? (
              <Text size="2" color="gray" className="clue-config-empty">
                {filter.trim() ? tr(lang, '没有符合筛选的人员', 'Nobody matches the filter') : tr(lang, '门店人员都已在名单中', 'Everyone of the store is on the list')}
              </Text>
            ) : (
              <ul ref={poolRef} className="pick-list" aria-labelledby="pool-title" data-testid="pool-list">
                {pool.map((p, i) => (
                  <li
                    key={p.id}
                    data-row={p.id}
                    tabIndex={0}
                    aria-label={p.name}
                    onKeyDown={(e) => {
                      if (e.target !== e.currentTarget) return;
                      if (focusRowByKey(e, poolRef.current)) return;
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        add(p.id, i);
                      }
                    }}
                    onDoubleClick={() => add(p.id, i)}
                  >
                    <Text size="2" weight="medium">
                      {p.name}
                    </Text>
                    <Text size="1" color="gray">
                      {roleName(p.roleAlias, lang)}
                    </Text>
                    <span className="clue-config-spacer" />
                    {canEdit && (
                      <Button size="1" variant="soft" tabIndex={-1} onClick={() => add(p.id, i)}>
                        {tr(lang, '加入', 'Add')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Flex>
        </Card>
      </div>
    </ConfigScreen>
  );
}
