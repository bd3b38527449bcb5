/**
 * Menu car-order (/orders/list): the state cards (getOrderStatisticsInfo) over the generic list of
 * the carOrder declaration. Enter opens the detail page, n the add page, e the edit page; the row
 * actions the car-order machine allows (lock a car, invoice, close) are commands of the focused row.
 */
import { Card, Flex, Text } from '@radix-ui/themes';
import { useLocation } from 'wouter';
import { ResourceListScreen } from '../resource/resource-list-screen';
import type { ListRowAction } from '../resource/row-actions';
import { carOrderResource } from '../../domain/resources/operations/car-order';
import type { AnyRow } from '../resource/use-resource';
import { useLang } from '../resource/use-lang';
import { CAR_ORDER_STATE_OPTIONS } from '../../machines/car-order.machine';
import { showToast } from '../../shell/ui-bus';
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
  const lang = useLang();
  const [, navigate] = useLocation();
  const state = (row: AnyRow) => Number(row.orderState);
  // the generic list offers 编辑 on every row; an order the machine no longer lets anyone edit says so
  const edit = (row: AnyRow) => {
    if (orderActions(state(row)).includes('EDIT')) return navigate(`/orders/edit?id=${row.id}`);
    const name = CAR_ORDER_STATE_OPTIONS.find((o) => o.value === state(row))?.[lang] ?? '';
    showToast('info', L(lang, `${String(row.orderNo ?? '')}：${name}的订单不能编辑`, `${String(row.orderNo ?? '')}: a ${name.toLowerCase()} order cannot be edited`));
  };
  const extra: ListRowAction[] = [
    {
      id: 'order.lockCar',
      label: { zh: '配车锁车', en: 'Assign a car' },
      shortcut: 'l',
      applies: (row) => canLockCars(state(row)),
      run: (row) => navigate(`/orders/details?id=${row.id}`),
    },
    {
      id: 'order.invoice',
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
        onEdit={edit}
        rowActions={extra}
      />
    </Flex>
  );
}
