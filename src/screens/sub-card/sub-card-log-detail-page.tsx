/**
 * /subcard/logs/detail/index?id=: one send or verify, the member's card it concerns as it stands now
 * (uses left, validity, state) and every log row of that card.
 */
import { Badge, Button, Card, DataList, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useLocation, useSearch } from 'wouter';
import { formatDate, formatDateTime } from '../../domain/format';
import { issuedSubCardResource, SUB_CARD_LOG_TYPE_OPTIONS, subCardLogResource } from '../../domain/resources/sales/sub-card';
import { ISSUED_CARD_STATUS, ISSUED_CARD_STATUS_OPTIONS } from '../../machines/issued-sub-card.machine';
import { useLang } from '../resource/use-lang';
import { useResourceDetail, useResourcePage } from '../resource/use-resource';

export function SubCardLogDetailPage() {
  const lang = useLang();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id');
  const log = useResourceDetail(subCardLogResource, id);
  const l = log.data;
  const code = l?.subCardCode ?? '';
  const card = useResourcePage(issuedSubCardResource, { current: 1, size: 1, subCardCode: code }, { enabled: !!code });
  const history = useResourcePage(subCardLogResource, { current: 1, size: 100, subCardCode: code }, { enabled: !!code });
  const c = card.data?.records[0];
  const f = subCardLogResource.fields;
  const kind = (v: unknown) => SUB_CARD_LOG_TYPE_OPTIONS.find((o) => String(o.value) === String(v))?.[lang] ?? '';
  const line = (label: string, value: string | number | null | undefined) => (
    <DataList.Item key={label}>
      <DataList.Label minWidth="110px">{label}</DataList.Label>
      <DataList.Value>{value === null || value === undefined || value === '' ? '—' : String(value)}</DataList.Value>
    </DataList.Item>
  );
  if (!id) return <Text color="gray">{L('缺少记录id', 'No log id given')}</Text>;
  return (
    <Flex direction="column" gap="3" style={{ maxWidth: 880 }} aria-label={L('次卡记录详情', 'Sub-card log entry')}>
      <Flex align="center" gap="3">
        <Heading as="h2" size="4">
          {l ? `${kind(l.logType)} · ${l.cardName}` : '…'}
        </Heading>
        <Flex flexGrow="1" />
        <Button variant="soft" color="gray" onClick={() => navigate('/subcard/logs')}>
          {L('返回列表', 'Back to the list')}
        </Button>
      </Flex>
      {log.isError ? (
        <Text color="gray">{L('记录不存在', 'No such log entry')}</Text>
      ) : (
        <Card>
          <DataList.Root>
            {line(f.subCardCode.label[lang], l?.subCardCode)}
            {line(f.project.label[lang], l?.project)}
            {line(f.memberName.label[lang], l ? `${l.memberName ?? ''} · ${l.memberPhone ?? ''}` : null)}
            {line(f.useCount.label[lang], l?.useCount)}
            {line(f.remainCount.label[lang], l?.remainCount)}
            {line(f.operatorName.label[lang], l?.operatorName)}
            {line(f.operateTime.label[lang], l?.operateTime ? formatDateTime(l.operateTime) : null)}
            {line(f.remark.label[lang], l?.remark)}
          </DataList.Root>
        </Card>
      )}
      {c && (
        <Card aria-label={L('会员次卡', 'Member’s card')}>
          <Flex align="center" gap="2" mb="2">
            <Text size="2" weight="medium">
              {L('会员次卡现状', 'The card now')}
            </Text>
            <Badge color={c.status === ISSUED_CARD_STATUS.active ? 'green' : 'gray'}>{ISSUED_CARD_STATUS_OPTIONS.find((o) => o.value === c.status)?.[lang]}</Badge>
          </Flex>
          <Text as="p" size="2">
            {L(`剩余 ${c.remainCount} / ${c.totalCount} 次`, `${c.remainCount} of ${c.totalCount} uses left`)} · {L('有效期', 'valid')} {formatDate(c.effectTime)} ~ {formatDate(c.expireTime)}
          </Text>
        </Card>
      )}
      {history.data && history.data.records.length > 0 && (
        <Card>
          <Text size="2" weight="medium">
            {L('该卡全部记录', 'All entries of this card')}
          </Text>
          <Table.Root size="1" mt="2">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{f.operateTime.label[lang]}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{f.logType.label[lang]}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{f.useCount.label[lang]}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{f.remainCount.label[lang]}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{f.operatorName.label[lang]}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {history.data.records.map((r) => (
                <Table.Row key={r.id} aria-current={r.id === id ? 'true' : undefined}>
                  <Table.Cell>{r.operateTime ? formatDateTime(r.operateTime) : ''}</Table.Cell>
                  <Table.Cell>{kind(r.logType)}</Table.Cell>
                  <Table.Cell>{r.useCount}</Table.Cell>
                  <Table.Cell>{r.remainCount}</Table.Cell>
                  <Table.Cell>{r.operatorName}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Card>
      )}
    </Flex>
  );
}
