/**
 * 销售目标 (clue-target): every salesman's monthly targets of a year, edited in place; and
 * 目标达成 (clue-target-result): target against what the follow-up data says was done, as bars.
 * Hand-written: a year grid of targets edited in place and a chart of what was done; no rows of a table.
 */
import { Badge, Button, Card, Flex, Heading, Select, Table, Text, TextField } from '@radix-ui/themes';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { rateOf, TARGET_TYPE_OPTIONS } from '../../domain/resources/sales/target';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { BarChart } from './charts';
import { useSaveTargets, useTargetResults, useUserTargets, type MonthTarget } from './customer-api';

const tt = (lang: string, zh: string, en: string) => (lang === 'en' ? en : zh);
const thisMonth = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);

function TypePicker({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const lang = useLang();
  return (
    <Select.Root value={String(value)} onValueChange={(v) => onChange(Number(v))}>
      <Select.Trigger aria-label={tt(lang, '目标类型', 'Target type')} />
      <Select.Content>
        {TARGET_TYPE_OPTIONS.map((o) => (
          <Select.Item key={o.value} value={String(o.value)}>
            {lang === 'en' ? o.en : o.zh}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}

function TargetRow({ userId, userName, months, targetType, editable }: { userId: string; userName: string; months: MonthTarget[]; targetType: number; editable: boolean }) {
  const lang = useLang();
  const [draft, setDraft] = useState(() => months.map((m) => String(m.target)));
  useEffect(() => setDraft(months.map((m) => String(m.target))), [months]);
  const save = useSaveTargets();
  const dirty = draft.some((d, i) => d !== String(months[i].target));
  const invalid = draft.some((d) => !/^\d+$/.test(d));
  return (
    <Table.Row>
      <Table.RowHeaderCell>{userName}</Table.RowHeaderCell>
      {months.map((m, i) => (
        <Table.Cell key={m.month} px="1">
          <TextField.Root
            size="1"
            style={{ width: 56 }}
            aria-label={`${userName} ${m.month}`}
            value={draft[i]}
            disabled={!editable}
            color={/^\d+$/.test(draft[i]) ? undefined : 'red'}
            onChange={(e) => setDraft((d) => d.map((x, j) => (j === i ? e.target.value.trim() : x)))}
          />
        </Table.Cell>
      ))}
      <Table.Cell>
        {editable && (
          <Button
            size="1"
            disabled={!dirty || invalid || save.isPending}
            onClick={() => save.mutate({ userId, targetType, monthVOList: months.map((m, i) => ({ month: m.month, target: Number(draft[i]) })) })}
          >
            {invalid ? tt(lang, '请输入非负整数', 'Non-negative integers') : tt(lang, '保存', 'Save')}
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

export function TargetScreen() {
  const lang = useLang();
  const can = usePermissions();
  const [year, setYear] = useState(() => Number(thisMonth().slice(0, 4)));
  const [targetType, setTargetType] = useState(1);
  const q = useUserTargets({ year, targetType });
  const rows = q.data?.records ?? [];
  const months = rows[0]?.monthVOList.map((m) => m.month.slice(5)) ?? [];
  const totals = months.map((_, i) => rows.reduce((a, r) => a + r.monthVOList[i].target, 0));
  return (
    <Flex direction="column" gap="3" data-testid="target-screen">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading size="4">{tt(lang, '销售目标', 'Sales targets')}</Heading>
        <Button variant="soft" size="1" onClick={() => setYear(year - 1)} aria-label={tt(lang, '上一年', 'Previous year')}>‹</Button>
        <Text weight="bold">{year}</Text>
        <Button variant="soft" size="1" onClick={() => setYear(year + 1)} aria-label={tt(lang, '下一年', 'Next year')}>›</Button>
        <TypePicker value={targetType} onChange={setTargetType} />
      </Flex>
      <Card>
        <BarChart title={tt(lang, '门店月度目标合计', 'Store targets by month')} labels={months.map((m) => `${Number(m)}${tt(lang, '月', '')}`)} series={[{ name: tt(lang, '目标合计', 'Total target'), color: 'var(--accent-9)', values: totals }]} height={180} />
      </Card>
      <Card>
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{tt(lang, '销售顾问', 'Salesman')}</Table.ColumnHeaderCell>
              {months.map((m) => (
                <Table.ColumnHeaderCell key={m} px="1">{`${Number(m)}${tt(lang, '月', '')}`}</Table.ColumnHeaderCell>
              ))}
              <Table.ColumnHeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <TargetRow key={`${r.userId}-${year}-${targetType}`} userId={r.userId} userName={r.userName} months={r.monthVOList} targetType={targetType} editable={can('clue_target_edit')} />
            ))}
          </Table.Body>
        </Table.Root>
      </Card>
    </Flex>
  );
}

const rateColor = (r: number | null) => (r === null ? 'gray' : r >= 100 ? 'green' : r >= 70 ? 'amber' : 'red');

/** month and type from the address (`?month=2026-11&targetType=2`, as the home page opens it), when valid */
function resultQuery(search: string): { month: string; targetType: number } | null {
  const q = new URLSearchParams(search);
  const month = q.get('month') ?? '';
  const type = Number(q.get('targetType'));
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month) || !TARGET_TYPE_OPTIONS.some((o) => o.value === type)) return null;
  return { month, targetType: type };
}

export function TargetResultScreen() {
  const lang = useLang();
  // the address may name the month and type (a home-page figure); a later address with others replaces them
  const fromUrl = resultQuery(useSearch());
  const urlKey = fromUrl ? `${fromUrl.month}|${fromUrl.targetType}` : '';
  const [month, setMonth] = useState(() => fromUrl?.month ?? thisMonth());
  const [targetType, setTargetType] = useState(() => fromUrl?.targetType ?? 1);
  const appliedUrl = useRef(urlKey);
  useEffect(() => {
    if (!urlKey || urlKey === appliedUrl.current) return;
    appliedUrl.current = urlKey;
    const [m, t] = urlKey.split('|');
    setMonth(m);
    setTargetType(Number(t));
  }, [urlKey]);
  const q = useTargetResults({ month, targetType });
  const rows = q.data?.records ?? [];
  const shift = (k: number) => {
    const [y, m] = month.split('-').map(Number);
    setMonth(new Date(Date.UTC(y, m - 1 + k, 1)).toISOString().slice(0, 7));
  };
  const cells = useMemo(() => rows.map((r) => r.targetResultVOList[0]), [rows]);
  // the store's month: what the home page's target figures show
  const totals = useMemo(() => {
    const target = cells.reduce((a, c) => a + (c?.target ?? 0), 0);
    const finishValue = cells.reduce((a, c) => a + (c?.finishValue ?? 0), 0);
    return { target, finishValue, rate: rateOf(finishValue, target) };
  }, [cells]);
  return (
    <Flex direction="column" gap="3" data-testid="target-result-screen">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading size="4">{tt(lang, '目标达成', 'Target results')}</Heading>
        <Button variant="soft" size="1" onClick={() => shift(-1)} aria-label={tt(lang, '上个月', 'Previous month')}>‹</Button>
        <Text weight="bold">{month}</Text>
        <Button variant="soft" size="1" onClick={() => shift(1)} aria-label={tt(lang, '下个月', 'Next month')}>›</Button>
        <TypePicker value={targetType} onChange={setTargetType} />
      </Flex>
      <Card>
        <BarChart
          title={tt(lang, '目标与完成', 'Target and finished')}
          labels={rows.map((r) => r.userName)}
          series={[
            { name: tt(lang, '目标', 'Target'), color: 'var(--gray-8)', values: cells.map((c) => c?.target ?? 0) },
            { name: tt(lang, '完成', 'Finished'), color: 'var(--accent-9)', values: cells.map((c) => c?.finishValue ?? 0) },
          ]}
        />
      </Card>
      <Card>
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{tt(lang, '销售顾问', 'Salesman')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{tt(lang, '目标', 'Target')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{tt(lang, '完成', 'Finished')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{tt(lang, '完成率', 'Rate')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r, i) => (
              <Table.Row key={r.userId}>
                <Table.RowHeaderCell>{r.userName}</Table.RowHeaderCell>
                <Table.Cell justify="end">{cells[i]?.target ?? 0}</Table.Cell>
                <Table.Cell justify="end">{cells[i]?.finishValue ?? 0}</Table.Cell>
                <Table.Cell justify="end">
                  <Badge color={rateColor(cells[i]?.finishRate ?? null)}>{cells[i]?.finishRate === null || cells[i] === undefined ? '—' : `${cells[i].finishRate}%`}</Badge>
                </Table.Cell>
              </Table.Row>
            ))}
            {rows.length > 1 && (
              <Table.Row data-testid="target-result-total">
                <Table.RowHeaderCell>
                  <Text weight="bold">{tt(lang, '合计', 'Total')}</Text>
                </Table.RowHeaderCell>
                <Table.Cell justify="end" data-total="target">
                  <Text weight="bold">{totals.target}</Text>
                </Table.Cell>
                <Table.Cell justify="end" data-total="finishValue">
                  <Text weight="bold">{totals.finishValue}</Text>
                </Table.Cell>
                <Table.Cell justify="end">
                  <Badge color={rateColor(totals.rate)}>{totals.rate === null ? '—' : `${totals.rate}%`}</Badge>
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Card>
    </Flex>
  );
}
