/**
 * Clue reports: 跟进人员统计 (trace users), 人员渠道分析 (people × channels) and 渠道统计 (channels),
 * each over a date range with the dataScope switch (0 this store, 1 all my stores).
 * Hand-written: reports computed on the server per person and channel, with charts; no rows of a table.
 */
import { Badge, Card, Flex, Heading, SegmentedControl, Table, Text, TextField } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import { useLang } from '../resource/use-lang';
import { HBarChart, HeatMap } from './charts';
import { useChannelReport, usePersonnelChannelReport, useTraceUserReport, type ReportParams } from './customer-api';

const tt = (lang: string, zh: string, en: string) => (lang === 'en' ? en : zh);
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const pct = (r: number | null | undefined) => (r === null || r === undefined ? '—' : `${r}%`);

function useRange(): [ReportParams, ReactNode] {
  const lang = useLang();
  const [startDate, setStart] = useState(() => `${today().slice(0, 8)}01`);
  const [endDate, setEnd] = useState(today);
  const [dataScope, setScope] = useState<0 | 1>(0);
  const bar = (
    <Flex gap="2" align="center" wrap="wrap">
      <TextField.Root type="date" size="1" aria-label={tt(lang, '开始日期', 'From')} value={startDate} onChange={(e) => setStart(e.target.value)} />
      <Text size="1">—</Text>
      <TextField.Root type="date" size="1" aria-label={tt(lang, '结束日期', 'To')} value={endDate} onChange={(e) => setEnd(e.target.value)} />
      <SegmentedControl.Root size="1" value={String(dataScope)} onValueChange={(v) => setScope(v === '1' ? 1 : 0)}>
        <SegmentedControl.Item value="0">{tt(lang, '本门店', 'This store')}</SegmentedControl.Item>
        <SegmentedControl.Item value="1">{tt(lang, '我的全部门店', 'All my stores')}</SegmentedControl.Item>
      </SegmentedControl.Root>
    </Flex>
  );
  return [{ startDate, endDate, dataScope }, bar];
}

export function TraceUserReportScreen() {
  const lang = useLang();
  const [params, bar] = useRange();
  const q = useTraceUserReport(params);
  const rows = q.data?.records ?? [];
  return (
    <Flex direction="column" gap="3" data-testid="report-trace-user">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading size="4">{tt(lang, '跟进人员统计', 'Follow-up staff')}</Heading>
        {bar}
      </Flex>
      <Flex gap="3" wrap="wrap">
        <Card style={{ flex: 1, minWidth: 360 }}>
          <Text size="2" weight="bold">{tt(lang, '跟进次数', 'Follow-ups')}</Text>
          <HBarChart title={tt(lang, '跟进次数', 'Follow-ups')} rows={rows.map((r) => ({ label: r.userName, value: r.traceCount, extra: `${tt(lang, '到店', 'visits')} ${r.visitCount}` }))} />
        </Card>
        <Card style={{ flex: 1, minWidth: 360 }}>
          <Text size="2" weight="bold">{tt(lang, '当前逾期线索', 'Overdue now')}</Text>
          <HBarChart title={tt(lang, '当前逾期线索', 'Overdue now')} color="var(--red-9)" rows={rows.map((r) => ({ label: r.userName, value: r.overdueCount, extra: `/ ${r.activeCount}` }))} />
        </Card>
      </Flex>
      <Card>
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              {[tt(lang, '跟进人', 'Salesman'), tt(lang, '新增线索', 'New clues'), tt(lang, '跟进次数', 'Follow-ups'), tt(lang, '跟进线索', 'Clues traced'), tt(lang, '到店', 'Visits'), tt(lang, '到店率', 'Visit rate'), tt(lang, '战败', 'Defeats'), tt(lang, '待跟进', 'Active'), tt(lang, '逾期', 'Overdue')].map((h) => (
                <Table.ColumnHeaderCell key={h}>{h}</Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.userId}>
                <Table.RowHeaderCell>{r.userName}</Table.RowHeaderCell>
                <Table.Cell>{r.newClueCount}</Table.Cell>
                <Table.Cell>{r.traceCount}</Table.Cell>
                <Table.Cell>{r.tracedClueCount}</Table.Cell>
                <Table.Cell>{r.visitCount}</Table.Cell>
                <Table.Cell>{pct(r.visitRate)}</Table.Cell>
                <Table.Cell>{r.defeatCount}</Table.Cell>
                <Table.Cell>{r.activeCount}</Table.Cell>
                <Table.Cell>{r.overdueCount > 0 ? <Badge color="red">{r.overdueCount}</Badge> : 0}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card>
    </Flex>
  );
}

export function ChannelAnalysisScreen() {
  const lang = useLang();
  const [params, bar] = useRange();
  const q = usePersonnelChannelReport(params);
  const rows = q.data?.records ?? [];
  const channels = q.data?.channels ?? [];
  return (
    <Flex direction="column" gap="3" data-testid="report-channel-analysis">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading size="4">{tt(lang, '人员渠道分析', 'Staff channel analysis')}</Heading>
        {bar}
      </Flex>
      <Card>
        <Text size="2" weight="bold">{tt(lang, '线索数（人员 × 渠道）', 'Clues (staff × channel)')}</Text>
        <HeatMap
          title={tt(lang, '人员渠道线索数', 'Clues by staff and channel')}
          rows={rows.map((r) => r.userName)}
          cols={channels}
          value={(ri, ci) => rows[ri].channelList.find((c) => c.channelName === channels[ci])?.clueCount ?? 0}
        />
      </Card>
      <Card>
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{tt(lang, '跟进人', 'Salesman')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{tt(lang, '线索', 'Clues')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{tt(lang, '已到店', 'Visited')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{tt(lang, '主要渠道', 'Main channels')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.userId}>
                <Table.RowHeaderCell>{r.userName}</Table.RowHeaderCell>
                <Table.Cell>{r.clueCount}</Table.Cell>
                <Table.Cell>{r.visitCount}</Table.Cell>
                <Table.Cell>{r.channelList.slice(0, 3).map((c) => `${c.channelName} ${c.clueCount}`).join('，')}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card>
    </Flex>
  );
}

export function ChannelReportScreen() {
  const lang = useLang();
  const [params, bar] = useRange();
  const q = useChannelReport(params);
  const rows = q.data?.records ?? [];
  return (
    <Flex direction="column" gap="3" data-testid="report-channel">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading size="4">{tt(lang, '渠道统计', 'Channel statistics')}</Heading>
        {bar}
        <Text size="2" color="gray">{tt(lang, `线索合计 ${q.data?.total ?? 0}`, `${q.data?.total ?? 0} clues`)}</Text>
      </Flex>
      <Card>
        <HBarChart title={tt(lang, '各渠道线索数', 'Clues by channel')} rows={rows.map((r) => ({ label: r.channelName, value: r.clueCount, extra: `${tt(lang, '到店率', 'visit rate')} ${pct(r.visitRate)}` }))} />
      </Card>
      <Card>
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              {[tt(lang, '渠道', 'Channel'), tt(lang, '线索', 'Clues'), tt(lang, '已到店', 'Visited'), tt(lang, '到店率', 'Visit rate'), tt(lang, '战败', 'Defeated'), tt(lang, '战败率', 'Defeat rate'), tt(lang, '公海', 'In the sea')].map((h) => (
                <Table.ColumnHeaderCell key={h}>{h}</Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.channelName}>
                <Table.RowHeaderCell>{r.channelName}</Table.RowHeaderCell>
                <Table.Cell>{r.clueCount}</Table.Cell>
                <Table.Cell>{r.visitCount}</Table.Cell>
                <Table.Cell>{pct(r.visitRate)}</Table.Cell>
                <Table.Cell>{r.defeatCount}</Table.Cell>
                <Table.Cell>{pct(r.defeatRate)}</Table.Cell>
                <Table.Cell>{r.seaCount ?? 0}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card>
    </Flex>
  );
}
