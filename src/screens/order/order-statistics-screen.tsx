/**
 * Menus order-statistics and delivery-statistics: the order summary with a month chart of orders
 * and deliveries (getCarOrderSummary), the series sold with a drill-down to their models
 * (listContractCarSeries, listContractCarModelBySeriesId), and deliveries grouped by series,
 * salesman or month (deliverStatisticsPage). Charts are plain SVG.
 */
import { Button, Card, Flex, Grid, Heading, SegmentedControl, Table, Text, TextField } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { http } from '../../api/http';
import { useRegisterCommands } from '../../commands/registry';
import { useLang } from '../resource/use-lang';
import { L, money } from './order-api';
import './order.css';

const STATS = '/api/crm-warehouse/orderStatistics';

interface Summary {
  startDate: string;
  endDate: string;
  orderCount: number;
  orderAmount: number;
  openCount: number;
  closedCount: number;
  draftCount: number;
  deliveredCount: number;
  deliveredAmount: number;
  months: Array<{ month: string; orderCount: number; deliveredCount: number; orderAmount: number }>;
}

/** grouped bars: two series per label */
export function BarChart({ labels, a, b, legend }: { labels: string[]; a: number[]; b?: number[]; legend: [string, string?] }) {
  const w = Math.max(360, labels.length * 56);
  const h = 200;
  const max = Math.max(1, ...a, ...(b ?? []));
  const slot = (w - 40) / Math.max(1, labels.length);
  const bw = b ? slot / 3 : slot / 2;
  const y = (v: number) => h - 30 - (v / max) * (h - 50);
  return (
    <svg className="order-chart" viewBox={`0 0 ${w} ${h}`} width="100%" height={h} role="img" aria-label={legend.filter(Boolean).join(' / ')}>
      <line x1={30} y1={h - 30} x2={w} y2={h - 30} stroke="var(--gray-7)" />
      {labels.map((label, i) => {
        const x = 36 + i * slot;
        return (
          <g key={label}>
            <rect className="bar-a" x={x} y={y(a[i])} width={bw} height={h - 30 - y(a[i])} rx={2}>
              <title>{`${label} ${legend[0]} ${a[i]}`}</title>
            </rect>
            <text x={x + bw / 2} y={y(a[i]) - 3} textAnchor="middle">
              {a[i] || ''}
            </text>
            {b && (
              <>
                <rect className="bar-b" x={x + bw + 2} y={y(b[i])} width={bw} height={h - 30 - y(b[i])} rx={2}>
                  <title>{`${label} ${legend[1]} ${b[i]}`}</title>
                </rect>
                <text x={x + bw * 1.5 + 2} y={y(b[i]) - 3} textAnchor="middle">
                  {b[i] || ''}
                </text>
              </>
            )}
            <text x={x + (b ? bw : bw / 2)} y={h - 12} textAnchor="middle">
              {label}
            </text>
          </g>
        );
      })}
      <g>
        <rect className="bar-a" x={w - 150} y={6} width={10} height={10} />
        <text x={w - 136} y={15}>
          {legend[0]}
        </text>
        {legend[1] && (
          <>
            <rect className="bar-b" x={w - 80} y={6} width={10} height={10} />
            <text x={w - 66} y={15}>
              {legend[1]}
            </text>
          </>
        )}
      </g>
    </svg>
  );
}

function Figure({ label, value, sub }: { label: string; value: string | number; sub?: string }) {
  return (
    <Card className="order-card">
      <Text size="1" color="gray">
        {label}
      </Text>
      <Text size="6" weight="bold">
        {value}
      </Text>
      {sub && (
        <Text size="1" color="gray">
          {sub}
        </Text>
      )}
    </Card>
  );
}

export function OrderStatisticsScreen() {
  const lang = useLang();
  const [range, setRange] = useState({ startDate: '', endDate: '' });
  const [applied, setApplied] = useState(range);
  const [seriesId, setSeriesId] = useState<string | null>(null);
  const scopeRef = useRef<HTMLDivElement | null>(null);
  const q = Object.fromEntries(Object.entries(applied).filter(([, v]) => v));
  const summary = useQuery({ queryKey: ['carOrder', 'summary', q], queryFn: async () => (await http.get<Summary>(`${STATS}/getCarOrderSummary`, q)).data });
  const series = useQuery({ queryKey: ['carOrder', 'series', q], queryFn: async () => (await http.get<Array<{ carSeriesId: string; seriesName: string; carCount: number; amount: number }>>(`${STATS}/listContractCarSeries`, q)).data });
  const models = useQuery({
    queryKey: ['carOrder', 'models', q, seriesId],
    enabled: !!seriesId,
    queryFn: async () => (await http.get<Array<{ carModelId: string; modelName: string; carCount: number; amount: number }>>(`${STATS}/listContractCarModelBySeriesId`, { ...q, carSeriesId: seriesId })).data,
  });
  useRegisterCommands([{ id: 'order.stats.refresh', title: { zh: '刷新订单统计', en: 'Refresh order statistics' }, group: { zh: '订单统计', en: 'Order statistics' }, run: () => setApplied({ ...range }) }], { scope: () => scopeRef.current });
  const s = summary.data;
  return (
    <Flex direction="column" gap="3" ref={scopeRef} data-testid="order-statistics">
      <Flex gap="2" align="end" wrap="wrap">
        <label>
          <Text size="1" color="gray">
            {L(lang, '开始日期', 'From')}
          </Text>
          <TextField.Root type="date" value={range.startDate} onChange={(e) => setRange({ ...range, startDate: e.target.value })} />
        </label>
        <label>
          <Text size="1" color="gray">
            {L(lang, '结束日期', 'To')}
          </Text>
          <TextField.Root type="date" value={range.endDate} onChange={(e) => setRange({ ...range, endDate: e.target.value })} />
        </label>
        <Button onClick={() => setApplied({ ...range })}>{L(lang, '查询', 'Search')}</Button>
        {s && (
          <Text size="2" color="gray">
            {s.startDate} ~ {s.endDate}
          </Text>
        )}
      </Flex>
      <Flex gap="3" wrap="wrap">
        <Figure label={L(lang, '订单数', 'Orders')} value={s?.orderCount ?? '--'} sub={money(s?.orderAmount)} />
        <Figure label={L(lang, '在途订单', 'Open')} value={s?.openCount ?? '--'} />
        <Figure label={L(lang, '已交车', 'Delivered')} value={s?.deliveredCount ?? '--'} sub={money(s?.deliveredAmount)} />
        <Figure label={L(lang, '已关闭', 'Closed')} value={s?.closedCount ?? '--'} />
        <Figure label={L(lang, '草稿', 'Drafts')} value={s?.draftCount ?? '--'} />
      </Flex>
      <Card>
        <Heading size="3" mb="2">
          {L(lang, '月度订单与交车', 'Orders and deliveries by month')}
        </Heading>
        {s && <BarChart labels={s.months.map((m) => m.month.slice(2))} a={s.months.map((m) => m.orderCount)} b={s.months.map((m) => m.deliveredCount)} legend={[L(lang, '订单', 'Orders'), L(lang, '交车', 'Deliveries')]} />}
      </Card>
      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        <Card>
          <Heading size="3" mb="2">
            {L(lang, '车系成交', 'Series sold')}
          </Heading>
          <Table.Root size="1">
            <Table.Body>
              {(series.data ?? []).map((x) => (
                <Table.Row key={x.carSeriesId} className="order-pick-row" data-selected={x.carSeriesId === seriesId}>
                  <Table.Cell>
                    <Button size="1" variant="ghost" onClick={() => setSeriesId(x.carSeriesId)}>
                      {x.seriesName}
                    </Button>
                  </Table.Cell>
                  <Table.Cell>{x.carCount}</Table.Cell>
                  <Table.Cell>{money(x.amount)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Card>
        <Card>
          <Heading size="3" mb="2">
            {L(lang, '车型成交', 'Models sold')}
          </Heading>
          {!seriesId && <Text color="gray">{L(lang, '选择左侧车系查看车型', 'Choose a series')}</Text>}
          {(models.data ?? []).length > 0 && <BarChart labels={(models.data ?? []).map((m) => m.modelName.slice(0, 10))} a={(models.data ?? []).map((m) => m.carCount)} legend={[L(lang, '台数', 'Cars')]} />}
        </Card>
      </Grid>
    </Flex>
  );
}

export function DeliveryStatisticsScreen() {
  const lang = useLang();
  const [groupBy, setGroupBy] = useState<'series' | 'salesman' | 'month'>('series');
  const scopeRef = useRef<HTMLDivElement | null>(null);
  const data = useQuery({
    queryKey: ['carOrder', 'deliver', groupBy],
    queryFn: async () => (await http.post<{ records: Array<{ key: string; name: string; deliverCount: number; deliverAmount: number }>; total: number; deliverCount: number; deliverAmount: number }>('/api/crm-warehouse/ahCarOrderDeliver/deliverStatisticsPage', { current: 1, size: 100, groupBy })).data,
  });
  const group = { zh: '交车统计', en: 'Delivery statistics' };
  useRegisterCommands(
    (['series', 'salesman', 'month'] as const).map((g) => ({ id: `order.deliver.${g}`, title: { zh: `按${{ series: '车系', salesman: '销售顾问', month: '月份' }[g]}统计交车`, en: `Deliveries by ${g}` }, group, run: () => setGroupBy(g) })),
    { scope: () => scopeRef.current },
  );
  const rows = data.data?.records ?? [];
  return (
    <Flex direction="column" gap="3" ref={scopeRef} data-testid="delivery-statistics">
      <Flex gap="3" align="center">
        <SegmentedControl.Root value={groupBy} onValueChange={(v) => setGroupBy(v as typeof groupBy)}>
          <SegmentedControl.Item value="series">{L(lang, '按车系', 'By series')}</SegmentedControl.Item>
          <SegmentedControl.Item value="salesman">{L(lang, '按销售顾问', 'By salesman')}</SegmentedControl.Item>
          <SegmentedControl.Item value="month">{L(lang, '按月份', 'By month')}</SegmentedControl.Item>
        </SegmentedControl.Root>
        <Text size="2" color="gray">
          {L(lang, `近12个月交车 ${data.data?.deliverCount ?? 0} 台，金额 ${money(data.data?.deliverAmount)}`, `${data.data?.deliverCount ?? 0} cars delivered in 12 months, ${money(data.data?.deliverAmount)}`)}
        </Text>
      </Flex>
      <Card>{rows.length > 0 && <BarChart labels={rows.map((r) => (r.name || '--').slice(0, 8))} a={rows.map((r) => r.deliverCount)} legend={[L(lang, '交车台数', 'Cars delivered')]} />}</Card>
      <Card>
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{{ series: L(lang, '车系', 'Series'), salesman: L(lang, '销售顾问', 'Salesman'), month: L(lang, '月份', 'Month') }[groupBy]}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{L(lang, '交车台数', 'Cars')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{L(lang, '成交金额', 'Amount')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.key}>
                <Table.Cell>{r.name || '--'}</Table.Cell>
                <Table.Cell>{r.deliverCount}</Table.Cell>
                <Table.Cell>{money(r.deliverAmount)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card>
    </Flex>
  );
}
