/**
 * Menu car-order (/orders/list): the state cards (getOrderStatisticsInfo) over the generic list of
 * the carOrder declaration. Enter opens the detail page, n the add page, e the edit page; the row
 * actions the car-order machine allows (lock a car, invoice, close) are commands of the focused row.
 */
import { Card, Flex, Text } from '@radix-ui/themes';
import { useLocation } from 'wouter';
import { ResourceListScreen, type RowAction } from '../resource/resource-list-screen';
import { carOrderResource } from '../../domain/resources/operations/car-order';
import type { AnyRow } from '../resource/use-resource';
import { useLang } from '../resource/use-lang';
import { L, money, orderActions, useOrderCards, canLockCars } from './order-api';
import './order.css';

export function OrderStateCards() {
  const lang = useLang();
  const cards = useOrderCards();
  const data = cards.data;
  return (
    <Flex gap="3" wrap="wrap" className="order-cards" data-testid="order-cards">
      <Card className="order-card">
        <Text size="1" color="gray">
          {L(lang, '全部订单', 'All orders')}
        </Text>
        <Text size="6" weight="bold">
          {data?.total ?? '--'}
        </Text>
        <Text size="1" color="gray">
          {money(data?.totalAmount)}
        </Text>
      </Card>
      {(data?.cards ?? []).map((c) => (
        <Card key={c.state} className={`order-card order-state-${c.state}`}>
          <Text size="1" color="gray">
            {lang === 'en' ? c.nameEn : c.name}
          </Text>
          <Text size="6" weight="bold">
            {c.count}
          </Text>
          <Text size="1" color="gray">
            {money(c.amount)}
          </Text>
        </Card>
      ))}
    </Flex>
  );
}

export function OrderListScreen() {
  const [, navigate] = useLocation();
  const state = (row: AnyRow) => Number(row.orderState);
  const extra: RowAction[] = [
    {
      key: 'order.lockCar',
      label: { zh: '配车锁车', en: 'Assign a car' },
      shortcut: 'l',
      applies: (row) => canLockCars(state(row)),
      run: (row) => navigate(`/orders/details?id=${row.id}`),
    },
    {
      key: 'order.invoice',
      label: { zh: '开票信息', en: 'Invoices' },
      applies: (row) => orderActions(state(row)).includes('INVOICE') || state(row) === 4,
      run: (row) => navigate(`/orders/ticketInfo?id=${row.id}`),
    },
  ];
  return (
    <Flex direction="column" gap="3">
      <OrderStateCards />
      <ResourceListScreen
        decl={carOrderResource}
        onView={(row) => navigate(`/orders/details?id=${row.id}`)}
        onAdd={() => navigate('/orders/add')}
        onEdit={(row) => navigate(`/orders/edit?id=${row.id}`)}
        extraRowActions={extra}
      />
    </Flex>
  );
}
