/**
 * 个人SOP统计 (/clientManagement/personalSOPStatistics): per salesperson over a chosen period, the
 * contacts they added, followed up within the SOP's time (企微配置), converted to clues and to orders,
 * and lost; as a grouped bar chart (the product's one chart component) over the table of its
 * numbers. Enter in a date queries.
 * Hand-written: a report computed per salesperson over a period, with a chart; no rows of a table.
 */
import { Button, Card, Flex, Heading, Table, Text, TextField } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useFirstFocus } from '../../shell/first-focus';
import { Chart } from '../resource/chart/chart';
import { useLang } from '../resource/use-lang';
import { sopStatistics, type SopRow } from './corp-wechat-api';

const SERIES: ReadonlyArray<{ key: keyof SopRow; zh: string; en: string; color: string }> = [
  { key: 'added', zh: '新增客户', en: 'Added', color: 'var(--blue-9)' },
  { key: 'followedInTime', zh: 'SOP内跟进', en: 'Followed in time', color: 'var(--green-9)' },
  { key: 'toClue', zh: '转线索', en: 'To clues', color: 'var(--orange-9)' },
  { key: 'toOrder', zh: '转订单', en: 'To orders', color: 'var(--violet-9)' },
  { key: 'deleted', zh: '已流失', en: 'Lost', color: 'var(--gray-9)' },
];

/** one group of bars per salesperson, one bar per figure; the numbers are the table's beneath */
function SopChart({ rows, lang }: { rows: SopRow[]; lang: 'zh' | 'en' }) {
  return (
    <Chart
      label={lang === 'en' ? 'SOP chart' : 'SOP统计图'}
      height={260}
      spec={{
        kind: 'bar',
        categories: rows.map((r) => r.userName),
        series: SERIES.map((s) => ({ name: s[lang], data: rows.map((r) => Number(r[s.key])) })),
        colors: SERIES.map((s) => s.color),
      }}
    />
  );
}

export function SopStatisticsPage() {
  const lang = useLang();
  const rootRef = useRef<HTMLElement>(null);
  const [start, setStart] = useState(dayjs().subtract(89, 'day').format('YYYY-MM-DD'));
  const [end, setEnd] = useState(dayjs().format('YYYY-MM-DD'));
  const [period, setPeriod] = useState({ start, end });
  const stats = useQuery({ queryKey: ['corpWechat', 'sop', period.start, period.end], staleTime: 0, queryFn: () => sopStatistics(period.start, period.end) });
  useFirstFocus(rootRef, 'sop', () => rootRef.current?.querySelector<HTMLElement>('input')?.focus());
  const en = lang === 'en';
  const run = () => setPeriod({ start, end });
  const rows = stats.data ?? [];
  return (
    <section ref={rootRef} className="rl-screen" aria-label={en ? 'Personal SOP statistics' : '个人SOP统计'}>
      <Heading as="h2" size="4" className="rl-title">
        {en ? 'Personal SOP statistics' : '个人SOP统计'}
      </Heading>
      <Flex gap="2" align="center" p="3" onKeyDown={(e) => e.key === 'Enter' && run()}>
        <Text size="2">{en ? 'From' : '开始日期'}</Text>
        <TextField.Root type="date" value={start} onChange={(e) => setStart(e.target.value)} aria-label={en ? 'From' : '开始日期'} />
        <Text size="2">{en ? 'To' : '结束日期'}</Text>
        <TextField.Root type="date" value={end} onChange={(e) => setEnd(e.target.value)} aria-label={en ? 'To' : '结束日期'} />
        <Button onClick={run}>{en ? 'Query' : '查询'}</Button>
      </Flex>
      <Card m="3">
        {rows.length ? <SopChart rows={rows} lang={lang} /> : <Text color="gray">{en ? 'No data' : '暂无数据'}</Text>}
      </Card>
      <Table.Root m="3" size="1" variant="surface" aria-label={en ? 'SOP table' : 'SOP统计表'}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{en ? 'Salesperson' : '员工'}</Table.ColumnHeaderCell>
            {SERIES.map((s) => (
              <Table.ColumnHeaderCell key={s.key}>{s[lang]}</Table.ColumnHeaderCell>
            ))}
            <Table.ColumnHeaderCell>{en ? 'In-time rate' : 'SOP达成率'}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.userId}>
              <Table.Cell>{r.userName}</Table.Cell>
              {SERIES.map((s) => (
                <Table.Cell key={s.key}>{r[s.key]}</Table.Cell>
              ))}
              <Table.Cell>{r.added ? `${Math.round((r.followedInTime / r.added) * 100)}%` : '--'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </section>
  );
}
