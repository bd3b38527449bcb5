/**
 * The contact's panels on its show page (/clientManagement/clientDetail), under the declared
 * sections: labels (labelInfo), the linked member (memberInfo), their cars (carInfo), their car
 * orders (carBuyInfo) and the timeline (customerDynamic: chat events, moves, clues, orders, visits).
 */
import './corp-wechat.css';
import { Badge, Card, Flex, Heading, Spinner, Table, Text } from '@radix-ui/themes';
import dayjs from 'dayjs';
import type { Lang } from '../../domain/codes';
import { formatMoney } from '../../domain/format';
import type { corpWechatCustomerResource } from '../../domain/resources/sales/corp-wechat';
import type { RecordOf } from '../../domain/resources/types';
import { useLang } from '../resource/use-lang';
import { useCustomerView, type DynamicEntry } from './corp-wechat-api';

const KIND_COLOR: Record<DynamicEntry['kind'], 'green' | 'blue' | 'orange' | 'violet' | 'gray'> = { wechat: 'green', assign: 'gray', clue: 'blue', order: 'orange', visit: 'violet' };
const none = (lang: Lang) => <Text color="gray">{lang === 'en' ? 'None' : '暂无数据'}</Text>;
const day = (v: unknown) => (v ? dayjs(String(v)).format('YYYY-MM-DD') : '');

/** `record` is the show page's row (untyped there); the panels ask their own calls by its id only. */
export function CustomerPanels({ record }: { record: Pick<RecordOf<typeof corpWechatCustomerResource>, 'id'> }) {
  const lang = useLang();
  const id = record.id;
  const labels = useCustomerView<Array<{ labelName: string }>>('labelInfo', id);
  const member = useCustomerView<{ memberName: string; phone: string; memberLevel: number; integral: number; registerTime: string } | null>('memberInfo', id);
  const cars = useCustomerView<Array<{ carId: string; vin: string; licensePlate: string | null; seriesName: string | null; modelName: string | null; buyDate: string | null }>>('carInfo', id);
  const orders = useCustomerView<Array<{ id: string; orderNo: string; modelName: string | null; totalAmount: number | null; orderDate: string | null; salesName: string | null }>>('carBuyInfo', id);
  const dynamic = useCustomerView<DynamicEntry[]>('customerDynamic', id);
  const en = lang === 'en';
  return (
    <>
      <Card className="sp-section" aria-label={en ? 'Labels and member' : '标签与会员'}>
        <Heading as="h3" size="3" mb="2">
          {en ? 'Labels and member' : '标签与会员'}
        </Heading>
        <Flex gap="1" wrap="wrap" mb="2" aria-label={en ? 'Labels' : '标签'}>
          {labels.data?.length ? labels.data.map((l) => <Badge key={l.labelName}>{l.labelName}</Badge>) : none(lang)}
        </Flex>
        {member.data ? (
          <Text as="p" size="2">
            {en ? 'Member' : '会员'}：{member.data.memberName} · {member.data.phone} · {en ? 'points' : '积分'} {member.data.integral ?? 0} · {en ? 'registered' : '注册于'} {day(member.data.registerTime)}
          </Text>
        ) : (
          <Text as="p" size="2" color="gray">
            {en ? 'Not linked to a member (no member has this phone)' : '未关联会员（没有该手机号的会员）'}
          </Text>
        )}
      </Card>
      <Card className="sp-section" aria-label={en ? 'Cars and orders' : '车辆与购车信息'}>
        <Heading as="h3" size="3" mb="2">
          {en ? 'Cars and orders' : '车辆与购车信息'}
        </Heading>
        {!cars.data?.length && !orders.data?.length ? (
          none(lang)
        ) : (
          <Table.Root size="1" variant="ghost">
            <Table.Body>
              {cars.data?.map((c) => (
                <Table.Row key={c.carId}>
                  <Table.Cell>{en ? 'Car' : '车辆'}</Table.Cell>
                  <Table.Cell>{[c.licensePlate, c.seriesName, c.modelName].filter(Boolean).join(' ')}</Table.Cell>
                  <Table.Cell>{c.vin}</Table.Cell>
                  <Table.Cell>{day(c.buyDate)}</Table.Cell>
                </Table.Row>
              ))}
              {orders.data?.map((o) => (
                <Table.Row key={o.id}>
                  <Table.Cell>{en ? 'Order' : '订单'}</Table.Cell>
                  <Table.Cell>{[o.orderNo, o.modelName].filter(Boolean).join(' ')}</Table.Cell>
                  <Table.Cell>{o.totalAmount != null ? formatMoney(o.totalAmount) : ''}</Table.Cell>
                  <Table.Cell>{day(o.orderDate)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card>
      <Card className="sp-section" aria-label={en ? 'Timeline' : '客户动态'}>
        <Heading as="h3" size="3" mb="2">
          {en ? 'Timeline' : '客户动态'}
        </Heading>
        {dynamic.isPending ? (
          <Spinner />
        ) : !dynamic.data?.length ? (
          none(lang)
        ) : (
          <ol className="cw-timeline" aria-label={en ? 'Timeline' : '客户动态'}>
            {dynamic.data.map((e, i) => (
              <li key={i}>
                <Text size="1" color="gray">
                  {dayjs(e.time).format('YYYY-MM-DD HH:mm')}
                </Text>{' '}
                <Badge color={KIND_COLOR[e.kind]}>{e.title}</Badge> <Text size="2">{e.content}</Text>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </>
  );
}
