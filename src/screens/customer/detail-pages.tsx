/**
 * /clue/cusmanagers/detail?id=… (a store customer: profile, clues, follow-ups, test drives,
 * invitations) and /clientInvitation/invitationDetail?id=… (an invitation task and who came; 编辑
 * opens /clientInvitation/editInvitation?id=…).
 * Hand-written: the customer's related records come from calls of their own (not children by a foreign key), which the generic show page cannot load yet.
 */
import { Badge, Button, Callout, Card, DataList, Flex, Grid, Heading, Progress, Spinner, Table, Text } from '@radix-ui/themes';
import { useLocation, useSearch } from 'wouter';
import { formatDateTime } from '../../domain/format';
import { VISIT_STATE_OPTIONS } from '../../domain/resources/sales/clue-trace';
import { DEAL_STATE_OPTIONS } from '../../domain/resources/sales/customer';
import { EXECUTE_STATUS_OPTIONS, INVITE_TYPE_OPTIONS } from '../../domain/resources/sales/invitation';
import type { Option } from '../../domain/resources/types';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { useCustomerDetails, useInvitationDetail } from './customer-api';

const tt = (lang: string, zh: string, en: string) => (lang === 'en' ? en : zh);
const opt = (options: readonly Option[], v: unknown, lang: string) => {
  const o = options.find((x) => String(x.value) === String(v));
  return o ? (lang === 'en' ? o.en : o.zh) : '—';
};
const when = (v: unknown) => (v ? formatDateTime(String(v)) : '—');
const s = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

function Missing({ text }: { text: string }) {
  return (
    <Callout.Root color="amber">
      <Callout.Text>{text}</Callout.Text>
    </Callout.Root>
  );
}

export function CustomerDetailPage() {
  const lang = useLang();
  const id = new URLSearchParams(useSearch()).get('id') ?? new URLSearchParams(useSearch()).get('ahCustomerId');
  const q = useCustomerDetails(id);
  if (!id) return <Missing text={tt(lang, '缺少客户id', 'No customer id')} />;
  if (q.isLoading) return <Spinner />;
  if (!q.data) return <Missing text={tt(lang, '客户不存在或无权查看', 'No such customer in your scope')} />;
  const c = q.data;
  return (
    <Flex direction="column" gap="3" data-testid="customer-detail">
      <Flex gap="3" align="center">
        <Heading size="5">{s(c.customerName)}</Heading>
        <Badge>{opt(DEAL_STATE_OPTIONS, c.dealState, lang)}</Badge>
        {c.customerLevel ? <Badge color="orange">{String(c.customerLevel)}</Badge> : null}
      </Flex>
      <Card>
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="1">
          {[
            [tt(lang, '手机号', 'Phone'), s(c.customerPhone)],
            [tt(lang, '客户经理', 'Manager'), s(c.nextTraceUserName)],
            [tt(lang, '意向车系', 'Car series'), s(c.intentSeries)],
            [tt(lang, '来源渠道', 'Channel'), s(c.channelName)],
            [tt(lang, '身份证号', 'Identity card'), s(c.idCard)],
            [tt(lang, '最近跟进时间', 'Last follow-up'), when(c.lastTraceTime)],
          ].map(([k, v]) => (
            <DataList.Item key={k}>
              <DataList.Label minWidth="100px">{k}</DataList.Label>
              <DataList.Value>{v}</DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card>
      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        <Card>
          <Heading size="3" mb="2">{tt(lang, '线索', 'Clues')}</Heading>
          <Table.Root size="1">
            <Table.Body>
              {c.clueList.map((t) => (
                <Table.Row key={String(t.id)}>
                  <Table.Cell>{s(t.ahStoreCarSeriesName)}</Table.Cell>
                  <Table.Cell>{s(t.customerChannelText)}</Table.Cell>
                  <Table.Cell><Badge variant="soft">{opt(VISIT_STATE_OPTIONS, t.visitState, lang)}</Badge></Table.Cell>
                  <Table.Cell>{when(t.nextTraceTime)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Card>
        <Card>
          <Heading size="3" mb="2">{tt(lang, '跟进记录', 'Follow-ups')}</Heading>
          <Flex direction="column" gap="2">
            {c.traceRecordList.slice(0, 12).map((r) => (
              <Flex key={String(r.id)} gap="2">
                <Text size="1" color="gray" style={{ whiteSpace: 'nowrap' }}>{when(r.traceTime)}</Text>
                <Text size="1" weight="bold">{s(r.traceUserName)}</Text>
                <Text size="1">{s(r.content)}</Text>
              </Flex>
            ))}
          </Flex>
        </Card>
        <Card>
          <Heading size="3" mb="2">{tt(lang, '试驾记录', 'Test drives')}</Heading>
          <Table.Root size="1">
            <Table.Body>
              {c.testDriveList.map((d) => (
                <Table.Row key={String(d.id)}>
                  <Table.Cell>{when(d.driveStart)}</Table.Cell>
                  <Table.Cell>{s(d.modelName)}</Table.Cell>
                  <Table.Cell>{s(d.plateNo)}</Table.Cell>
                  <Table.Cell>{s(d.feedback)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Card>
        <Card>
          <Heading size="3" mb="2">{tt(lang, '邀约任务', 'Invitations')}</Heading>
          <Table.Root size="1">
            <Table.Body>
              {c.invitationList.map((i) => (
                <Table.Row key={String(i.id)}>
                  <Table.Cell>{s(i.taskName)}</Table.Cell>
                  <Table.Cell>{opt(INVITE_TYPE_OPTIONS, i.inviteType, lang)}</Table.Cell>
                  <Table.Cell>{opt(EXECUTE_STATUS_OPTIONS, i.executeStatus, lang)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Card>
      </Grid>
    </Flex>
  );
}

export function InvitationDetailPage() {
  const lang = useLang();
  const can = usePermissions();
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id');
  const q = useInvitationDetail(id);
  if (!id) return <Missing text={tt(lang, '缺少邀约任务id', 'No invitation id')} />;
  if (q.isLoading) return <Spinner />;
  if (!q.data) return <Missing text={tt(lang, '邀约任务不存在或无权查看', 'No such invitation task')} />;
  const t = q.data;
  const rate = t.customerList.length ? Math.round((t.arrivedCount / t.customerList.length) * 1000) / 10 : 0;
  return (
    <Flex direction="column" gap="3" data-testid="invitation-detail">
      <Flex gap="3" align="center">
        <Heading size="5">{s(t.taskName)}</Heading>
        <Badge>{opt(INVITE_TYPE_OPTIONS, t.inviteType, lang)}</Badge>
        <Badge color="green">{opt(EXECUTE_STATUS_OPTIONS, t.executeStatus, lang)}</Badge>
        <Flex flexGrow="1" />
        {can('client_invitation_edit') && (
          <Button variant="soft" onClick={() => navigate(`/clientInvitation/editInvitation?id=${id}`)}>
            {tt(lang, '编辑', 'Edit')}
          </Button>
        )}
      </Flex>
      <Card>
        <Flex gap="5" align="center" wrap="wrap">
          <Text>{`${when(t.startTime)} — ${when(t.endTime)}`}</Text>
          <Text>{tt(lang, '执行人：', 'Executors: ') + t.executorList.map((u) => u.name).join('，')}</Text>
          <Flex align="center" gap="2">
            <Progress value={rate} max={100} color="green" size="2" style={{ width: 160 }} aria-label={tt(lang, '到店率', 'Arrival rate')} aria-valuetext={`${rate}%`} />
            <Text size="2">{tt(lang, `到店 ${t.arrivedCount}/${t.customerList.length}（${rate}%）`, `Came ${t.arrivedCount}/${t.customerList.length} (${rate}%)`)}</Text>
          </Flex>
        </Flex>
        {t.script ? <Text as="p" size="2" color="gray" mt="2">{String(t.script)}</Text> : null}
      </Card>
      <Card>
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{tt(lang, '客户姓名', 'Customer')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{tt(lang, '手机号', 'Phone')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{tt(lang, '客户经理', 'Manager')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{tt(lang, '是否到店', 'Came')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {t.customerList.map((c) => (
              <Table.Row key={c.ahCustomerId}>
                <Table.RowHeaderCell>{c.customerName}</Table.RowHeaderCell>
                <Table.Cell>{c.customerPhone}</Table.Cell>
                <Table.Cell>{c.nextTraceUserName}</Table.Cell>
                <Table.Cell>{c.arrived ? <Badge color="green">{`${tt(lang, '已到店', 'Came')} ${when(c.arriveTime)}`}</Badge> : <Badge color="gray">{tt(lang, '未到店', 'Not yet')}</Badge>}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card>
    </Flex>
  );
}
