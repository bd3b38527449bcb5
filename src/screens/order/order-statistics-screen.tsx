/**
 * Menus order-statistics and delivery-statistics: the order summary with a month chart of orders
 * and deliveries (getCarOrderSummary), the series sold with a drill-down to their models
 * (listContractCarSeries, listContractCarModelBySeriesId), and deliveries grouped by series,
 * salesman or month (deliverStatisticsPage). Charts are the product's one chart component, each
 * with its numbers beside it (the months as text; the deliveries in the table below).
 * Hand-written: summaries and charts computed on the server; no rows of a table.
 */
import { Button, Card, Flex, Grid, Heading, Link, SegmentedControl, Table, Text, TextField } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { http } from '../../api/http';
import { useRegisterCommands } from '../../commands/registry';
import { Chart } from '../resource/chart/chart';
import { ChartNumbers } from '../resource/chart/chart-numbers';
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

/** orders signed and cars delivered per month, two bars a month, the numbers as text beneath */
function MonthChart({ months, title, legend }: { months: Summary['months']; title: string; legend: [string, string] }) {
  const label = (m: string) => m.slice(2);
  return (
    <>
      <Chart
        label={title}
        height={220}
        spec={{
          kind: 'bar',
          categories: months.map((m) => label(m.month)),
          series: [
            { name: legend[0], data: months.map((m) => m.orderCount) },
            { name: legend[1], data: months.map((m) => m.deliveredCount) },
          ],
          colors: ['var(--accent-9)', 'var(--green-9)'],
          showValues: 'nonzero',
        }}
      />
      <ChartNumbers
        label={title}
        items={months.map((m) => ({ key: m.month, label: label(m.month), values: [[legend[0], m.orderCount], [legend[1], m.deliveredCount]] }))}
      />
    </>
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

/** a date range with 查询 (Enter in a field runs it too) */
function RangeFilter({ range, onChange, onApply, busy }: { range: { startDate: string; endDate: string }; onChange: (r: { startDate: string; endDate: string }) => void; onApply: (r: { startDate: string; endDate: string }) => void; busy?: boolean }) {
  const lang = useLang();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onApply(range);
      }}
    >
      <Flex gap="2" align="end" wrap="wrap">
        <label className="order-field">
          <Text size="1" color="gray">
            {L(lang, '开始日期', 'From')}
          </Text>
          <TextField.Root type="date" aria-label={L(lang, '开始日期', 'From')} value={range.startDate} onChange={(e) => onChange({ ...range, startDate: e.target.value })} />
        </label>
        <label className="order-field">
          <Text size="1" color="gray">
            {L(lang, '结束日期', 'To')}
          </Text>
          <TextField.Root type="date" aria-label={L(lang, '结束日期', 'To')} value={range.endDate} onChange={(e) => onChange({ ...range, endDate: e.target.value })} />
        </label>
        <Button type="submit" disabled={busy}>
          {L(lang, '查询', 'Search')}
        </Button>
        <Button
          type="button"
          variant="soft"
          color="gray"
          onClick={() => {
            onChange({ startDate: '', endDate: '' });
            onApply({ startDate: '', endDate: '' });
          }}
        >
          {L(lang, '近12个月', 'Last 12 months')}
        </Button>
      </Flex>
    </form>
  );
}

export function OrderStatisticsScreen() {
  const lang = useLang();
  const [range, setRange] = useState({ startDate: '', endDate: '' });
  const [applied, setApplied] = useState(range);
  const [chosenSeries, setSeriesId] = useState<string | null>(null);
  const scopeRef = useRef<HTMLDivElement | null>(null);
  const q = Object.fromEntries(Object.entries(applied).filter(([, v]) => v));
  const summary = useQuery({ queryKey: ['carOrder', 'summary', q], queryFn: async () => (await http.get<Summary>(`${STATS}/getCarOrderSummary`, q)).data });
  const series = useQuery({ queryKey: ['carOrder', 'series', q], queryFn: async () => (await http.get<Array<{ carSeriesId: string; seriesName: string; carCount: number; amount: number }>>(`${STATS}/listContractCarSeries`, q)).data });
  const seriesList = series.data ?? [];
  // the first series (the best seller) is open until another is chosen
  const seriesId = chosenSeries && seriesList.some((x) => x.carSeriesId === chosenSeries) ? chosenSeries : (seriesList[0]?.carSeriesId ?? null);
  const seriesName = seriesList.find((x) => x.carSeriesId === seriesId)?.seriesName ?? '';
  const models = useQuery({
    queryKey: ['carOrder', 'models', q, seriesId],
    enabled: !!seriesId,
    queryFn: async () => (await http.get<Array<{ carModelId: string; modelName: string; carCount: number; amount: number }>>(`${STATS}/listContractCarModelBySeriesId`, { ...q, carSeriesId: seriesId })).data,
  });
  const group = { zh: '订单统计', en: 'Order statistics' };
  useRegisterCommands(
    [
      { id: 'order.stats.refresh', title: { zh: '刷新订单统计', en: 'Refresh order statistics' }, group, run: () => setApplied({ ...range }) },
      ...seriesList.map((x) => ({ id: `order.stats.series.${x.carSeriesId}`, title: { zh: `车型成交：${x.seriesName}`, en: `Models sold: ${x.seriesName}` }, group, run: () => setSeriesId(x.carSeriesId) })),
    ],
    { scope: () => scopeRef.current },
  );
  const s = summary.data;
  const modelRows = models.data ?? [];
  return (
    <Flex direction="column" gap="3" ref={scopeRef} data-testid="order-statistics">
      <Flex align="end" gap="3" wrap="wrap">
        <Heading size="5">{L(lang, '订单统计', 'Order statistics')}</Heading>
        {s && (
          <Text size="2" color="gray" data-testid="order-statistics-range">
            {s.startDate} ~ {s.endDate}
          </Text>
        )}
      </Flex>
      <RangeFilter range={range} onChange={setRange} onApply={setApplied} />
      <Flex gap="3" wrap="wrap">
        <Figure label={L(lang, '成交订单', 'Orders signed')} value={s?.orderCount ?? '--'} sub={money(s?.orderAmount)} />
        <Figure label={L(lang, '在途订单', 'Open')} value={s?.openCount ?? '--'} />
        <Figure label={L(lang, '已交车', 'Delivered')} value={s?.deliveredCount ?? '--'} sub={money(s?.deliveredAmount)} />
        <Figure label={L(lang, '已关闭', 'Closed')} value={s?.closedCount ?? '--'} />
        <Figure label={L(lang, '草稿', 'Drafts')} value={s?.draftCount ?? '--'} />
      </Flex>
      <Card>
        <Heading size="3" mb="2">
          {L(lang, '月度订单与交车', 'Orders and deliveries by month')}
        </Heading>
        {s && <MonthChart months={s.months} title={L(lang, '月度订单与交车', 'Orders and deliveries by month')} legend={[L(lang, '订单', 'Orders'), L(lang, '交车', 'Deliveries')]} />}
      </Card>
      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        <Card>
          <Heading size="3" mb="2">
            {L(lang, '车系成交', 'Series sold')}
          </Heading>
          {seriesList.length === 0 && !series.isPending ? (
            <Text color="gray">{L(lang, '该期间没有成交订单', 'No order signed in this period')}</Text>
          ) : (
            <Table.Root size="1" data-testid="order-statistics-series">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{L(lang, '车系', 'Series')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">{L(lang, '台数', 'Cars')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">{L(lang, '成交金额', 'Amount')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {seriesList.map((x) => (
                  <Table.Row key={x.carSeriesId} className="order-pick-row" data-selected={x.carSeriesId === seriesId} onClick={() => setSeriesId(x.carSeriesId)}>
                    <Table.Cell>
                      <Link asChild size="2">
                        <button type="button" className="order-link" aria-pressed={x.carSeriesId === seriesId} onClick={() => setSeriesId(x.carSeriesId)}>
                          {x.seriesName}
                        </button>
                      </Link>
                    </Table.Cell>
                    <Table.Cell justify="end">{x.carCount}</Table.Cell>
                    <Table.Cell justify="end">{money(x.amount)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Card>
        <Card data-testid="order-statistics-models">
          <Heading size="3" mb="2">
            {L(lang, '车型成交', 'Models sold')}
            {seriesName ? ` · ${seriesName}` : ''}
          </Heading>
          {!seriesId && <Text color="gray">{L(lang, '选择左侧车系查看车型', 'Choose a series')}</Text>}
          {modelRows.length > 0 && (
            <Table.Root size="1">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{L(lang, '车型', 'Model')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">{L(lang, '台数', 'Cars')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">{L(lang, '成交金额', 'Amount')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {modelRows.map((m) => (
                  <Table.Row key={m.carModelId}>
                    <Table.Cell>{m.modelName}</Table.Cell>
                    <Table.Cell justify="end">{m.carCount}</Table.Cell>
                    <Table.Cell justify="end">{money(m.amount)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Card>
      </Grid>
    </Flex>
  );
}

export function DeliveryStatisticsScreen() {
  const lang = useLang();
  const [groupBy, setGroupBy] = useState<'series' | 'salesman' | 'month'>('series');
  const [range, setRange] = useState({ startDate: '', endDate: '' });
  const [applied, setApplied] = useState(range);
  const scopeRef = useRef<HTMLDivElement | null>(null);
  const q = { ...(applied.startDate ? { deliverTimeStart: applied.startDate } : {}), ...(applied.endDate ? { deliverTimeEnd: applied.endDate } : {}) };
  const data = useQuery({
    queryKey: ['carOrder', 'deliver', groupBy, q],
    queryFn: async () => (await http.post<{ records: Array<{ key: string; name: string; deliverCount: number; deliverAmount: number }>; total: number; deliverCount: number; deliverAmount: number }>('/api/crm-warehouse/ahCarOrderDeliver/deliverStatisticsPage', { current: 1, size: 100, groupBy, ...q })).data,
  });
  const group = { zh: '交车统计', en: 'Delivery statistics' };
  useRegisterCommands(
    [
      ...(['series', 'salesman', 'month'] as const).map((g) => ({ id: `order.deliver.${g}`, title: { zh: `按${{ series: '车系', salesman: '销售顾问', month: '月份' }[g]}统计交车`, en: `Deliveries by ${g}` }, group, run: () => setGroupBy(g) })),
      { id: 'order.deliver.refresh', title: { zh: '刷新交车统计', en: 'Refresh delivery statistics' }, group, run: () => setApplied({ ...range }) },
    ],
    { scope: () => scopeRef.current },
  );
  const rows = data.data?.records ?? [];
  const period = applied.startDate || applied.endDate ? `${applied.startDate || '…'} ~ ${applied.endDate || L(lang, '今天', 'today')}` : L(lang, '近12个月', 'the last 12 months');
  const groupName = { series: L(lang, '车系', 'Series'), salesman: L(lang, '销售顾问', 'Salesman'), month: L(lang, '月份', 'Month') }[groupBy];
  return (
    <Flex direction="column" gap="3" ref={scopeRef} data-testid="delivery-statistics">
      <Heading size="5">{L(lang, '交车统计', 'Delivery statistics')}</Heading>
      <RangeFilter range={range} onChange={setRange} onApply={setApplied} />
      <Flex gap="3" align="center" wrap="wrap">
        <SegmentedControl.Root value={groupBy} onValueChange={(v) => setGroupBy(v as typeof groupBy)} aria-label={L(lang, '统计方式', 'Group by')}>
          <SegmentedControl.Item value="series">{L(lang, '按车系', 'By series')}</SegmentedControl.Item>
          <SegmentedControl.Item value="salesman">{L(lang, '按销售顾问', 'By salesman')}</SegmentedControl.Item>
          <SegmentedControl.Item value="month">{L(lang, '按月份', 'By month')}</SegmentedControl.Item>
        </SegmentedControl.Root>
        <Text size="2" color="gray" data-testid="delivery-statistics-total">
          {L(lang, `${period}交车 ${data.data?.deliverCount ?? 0} 台，金额 ${money(data.data?.deliverAmount)}`, `${data.data?.deliverCount ?? 0} cars delivered in ${period}, ${money(data.data?.deliverAmount)}`)}
        </Text>
      </Flex>
      <Card>
        {rows.length > 0 ? (
          <Chart
            label={L(lang, '交车台数', 'Cars delivered')}
            height={220}
            spec={{ kind: 'bar', categories: rows.map((r) => (r.name || '--').slice(0, 8)), series: [{ name: L(lang, '交车台数', 'Cars delivered'), data: rows.map((r) => r.deliverCount) }], showValues: true, colors: ['var(--accent-9)'] }}
          />
        ) : (
          !data.isPending && <Text color="gray">{L(lang, '该期间没有交车', 'No delivery in this period')}</Text>
        )}
      </Card>
      <Card>
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{groupName}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{L(lang, '交车台数', 'Cars')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{L(lang, '成交金额', 'Amount')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.key}>
                <Table.Cell>{r.name || '--'}</Table.Cell>
                <Table.Cell justify="end">{r.deliverCount}</Table.Cell>
                <Table.Cell justify="end">{money(r.deliverAmount)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card>
    </Flex>
  );
}
