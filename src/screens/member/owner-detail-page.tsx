/**
 * /afterSales/owner/detail?id=: one after-sales owner, their car and last service, and the member they are.
 * Hand-written: an owner joined with their car, last service and member record from calls of their own.
 */
import { Badge, Button, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { useLocation, useSearch } from 'wouter';
import { formatDate } from '../../domain/format';
import { memberResource } from '../../domain/resources/sales/member';
import { ownerResource } from '../../domain/resources/sales/owner';
import { useLang } from '../resource/use-lang';
import { useResourceDetail } from '../resource/use-resource';

export function OwnerDetailPage() {
  const lang = useLang();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id');
  const owner = useResourceDetail(ownerResource, id);
  const o = owner.data;
  const member = useResourceDetail(memberResource, o?.memberId ?? null);
  const f = ownerResource.fields;
  const line = (key: keyof typeof f, value: string | number | null | undefined) => (
    <DataList.Item key={key}>
      <DataList.Label minWidth="120px">{f[key].label[lang]}</DataList.Label>
      <DataList.Value>{value === null || value === undefined || value === '' ? '—' : String(value)}</DataList.Value>
    </DataList.Item>
  );
  if (!id) return <Text color="gray">{L('缺少车主id', 'No owner id given')}</Text>;
  return (
    <Flex direction="column" gap="3" style={{ maxWidth: 820 }} aria-label={ownerResource.title[lang]}>
      <Flex align="center" gap="3">
        <Heading as="h2" size="4">
          {o ? o.ownerName : '…'}
        </Heading>
        {o?.memberId && <Badge color="green">{L('会员', 'Member')}</Badge>}
        <Flex flexGrow="1" />
        <Button variant="soft" color="gray" onClick={() => navigate('/afterSales/owner')}>
          {L('返回列表', 'Back to the list')}
        </Button>
      </Flex>
      {owner.isError ? (
        <Text color="gray">{L('车主不存在', 'No such owner')}</Text>
      ) : (
        <Card>
          <DataList.Root>
            {line('phone', o?.phone)}
            {line('vin', o?.vin)}
            {line('licensePlate', o?.licensePlate)}
            {line('carModel', o?.carModel)}
            {line('buyDate', o?.buyDate ? formatDate(o.buyDate) : null)}
            {line('lastServiceDate', o?.lastServiceDate ? formatDate(o.lastServiceDate) : null)}
            {line('mileage', o?.mileage === null || o?.mileage === undefined ? null : `${o.mileage.toLocaleString()} km`)}
            {line('remark', o?.remark)}
          </DataList.Root>
        </Card>
      )}
      {member.data && (
        <Card>
          <Text size="2" weight="medium">
            {L('会员信息', 'Member')}
          </Text>
          <Text as="p" size="2">
            {member.data.memberName} · {member.data.phone} · {L('积分', 'points')} {member.data.integral ?? 0} · {L('车辆', 'cars')} {member.data.carCount ?? 0}
          </Text>
        </Card>
      )}
    </Flex>
  );
}
