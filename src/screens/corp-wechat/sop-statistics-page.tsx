/**
 * 个人SOP统计 (/clientManagement/personalSOPStatistics): per salesperson over a chosen period, the
 * contacts they added, followed up within the SOP's time (企微配置), converted to clues and to orders,
 * and lost; as a table and a grouped bar chart (SVG: no charting library is in the build yet,
 * docs/enterprise-chat.md). Enter in a date queries.
 * Hand-written: a report computed per salesperson over a period, with a chart; no rows of a table.
 */
import './corp-wechat.css';
import { Button, Card, Flex, Heading, Table, Text, TextField } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useFirstFocus } from '../../shell/first-focus';
import { useLang } from '../resource/use-lang';
import { sopStatistics, type SopRow } from './corp-wechat-api';

const SERIES: ReadonlyArray<{ key: keyof SopRow; zh: string; en: string; color: string }> = [
  { key: 'added', zh: '新增客户', en: 'Added', color: 'var(--blue-9)' },
  { key: 'followedInTime', zh: 'SOP内跟进', en: 'Followed in time', color: 'var(--green-9)' },
  { key: 'toClue', zh: '转线索', en: 'To clues', color: 'var(--orange-9)' },
  { key: 'toOrder', zh: '转订单', en: 'To orders', color: 'var(--violet-9)' },
  { key: 'deleted', zh: '已流失', en: 'Lost', color: 'var(--gray-9)' },
];

function Chart({ rows, lang }: { rows: SopRow[]; lang: 'zh' | 'en' }) {
  const max = Math.max(1, ...rows.flatMap((r) => SERIES.map((s) => Number(r[s.key]))));
  const groupW = 24 + SERIES.length * 14;
  const h = 220;
  const w = 40 + rows.length * groupW;
  return (
    <svg className="cw-chart" viewBox={`0 0 ${w} ${h + 60}`} role="img" aria-label={lang === 'en' ? 'SOP chart' : 'SOP统计图'}>
      <line x1={30} y1={h} x2={w} y2={h} stroke="var(--gray-a7)" />
      <text x={2} y={12}>{max}</text>
      {rows.map((r, i) => (
        <g key={r.userId} transform={`translate(${40 + i * groupW},0)`}>
          {SERIES.map((s, j) => {
            const v = Number(r[s.key]);
            const bh = (v / max) * (h - 20);
            return (
              <rect key={s.key} x={j * 14} y={h - bh} width={12} height={bh} fill={s.color}>
                <title>{`${r.userName} ${s[lang]} ${v}`}</title>
              </rect>
            );
          })}
          <text x={0} y={h + 16}>{r.userName}</text>
        </g>
      ))}
      {SERIES.map((s, j) => (
        <g key={s.key} transform={`translate(${40 + j * 110},${h + 40})`}>
          <rect width={10} height={10} fill={s.color} />
          <text x={14} y={9}>{s[lang]}</text>
        </g>
      ))}
    </svg>
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
        {rows.length ? <Chart rows={rows} lang={lang} /> : <Text color="gray">{en ? 'No data' : '暂无数据'}</Text>}
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
