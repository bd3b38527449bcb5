/**
 * /orders/supplyCar?id=<order car>[&mode=change]: allocation of a stock car to an order car
 * (getSelCarOrderCarInfoVO, getAllocCarList) and /orders/needCar?id=<stock car>: the order cars
 * waiting for a car of its model (getOrderCarList). Arrow keys move, Enter locks the chosen row.
 */
import { Badge, Button, Card, Flex, Heading, Spinner, Table, Text, TextField } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { http } from '../../api/http';
import { useRegisterCommands } from '../../commands/registry';
import { toastSuccess } from '../../shell/ui-bus';
import { useLang } from '../resource/use-lang';
import { BASE, callOk, L, money, useOrderRefresh } from './order-api';
import './order.css';

interface StockCar {
  id: string;
  vin: string;
  modelName: string;
  seriesName: string;
  color: string | null;
  warehouseNo: string | null;
  displayLocation: string | null;
  guidePrice: number | null;
  inTime: string | null;
}

/** rows with a chosen index moved by ArrowUp/ArrowDown and chosen by Enter */
function usePicker(count: number, onEnter: (index: number) => void) {
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex((i) => Math.min(i, Math.max(0, count - 1))), [count]);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setIndex((i) => Math.min(count - 1, i + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setIndex((i) => Math.max(0, i - 1));
    } else if (e.key === 'Enter' && count > 0) {
      e.preventDefault();
      onEnter(index);
    }
  };
  return { index, setIndex, onKeyDown };
}

export function SupplyCarPage() {
  const lang = useLang();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const id = params.get('id');
  const change = params.get('mode') === 'change';
  const refresh = useOrderRefresh();
  const [vin, setVin] = useState('');
  const [sameSeries, setSameSeries] = useState(false);
  const scopeRef = useRef<HTMLDivElement | null>(null);
  const vo = useQuery({
    queryKey: ['carOrder', 'selVO', id],
    enabled: !!id,
    queryFn: async () => (await http.get<{ ahCarOrderId: string; orderNo: string; customerName: string; seriesName: string; modelName: string; color: string | null; salePrice: number; lockedCar: StockCar | null }>(`${BASE}/getSelCarOrderCarInfoVO`, { ahCarOrderCarId: id })).data,
  });
  const cars = useQuery({
    queryKey: ['carOrder', 'alloc', id, vin, sameSeries],
    enabled: !!id,
    queryFn: async () => (await http.get<{ records: StockCar[]; total: number }>(`${BASE}/getAllocCarList`, { ahCarOrderCarId: id, vin, sameSeries: sameSeries ? 1 : 0, current: 1, size: 100 })).data,
  });
  const rows = cars.data?.records ?? [];
  const lock = async (i: number) => {
    const car = rows[i];
    if (!car || !id) return;
    const r = await callOk(http.post(`${BASE}/${change ? 'changeLockCar' : 'lockCar'}`, { ahCarOrderCarId: id, ahWarehouseCarId: car.id }));
    if (r) {
      toastSuccess(L(lang, '锁车成功', 'Car locked'));
      refresh();
      navigate(`/orders/details?id=${vo.data?.ahCarOrderId ?? ''}`);
    }
  };
  const picker = usePicker(rows.length, (i) => void lock(i));
  const group = { zh: '配车', en: 'Assign a car' };
  useRegisterCommands(
    [
      { id: 'order.supply.lock', title: change ? { zh: '换成所选车辆', en: 'Change to the chosen car' } : { zh: '锁定所选车辆', en: 'Lock the chosen car' }, group, run: () => void lock(picker.index), enabled: () => rows.length > 0 },
      { id: 'order.supply.series', title: { zh: '同车系车辆', en: 'Cars of the same series' }, group, run: () => setSameSeries((x) => !x) },
      { id: 'order.supply.back', title: { zh: '返回订单', en: 'Back to the order' }, group, run: () => navigate(`/orders/details?id=${vo.data?.ahCarOrderId ?? ''}`) },
    ],
    { scope: () => scopeRef.current },
  );

  if (!id) return <Text color="amber">{L(lang, '请选择订单车辆', 'Choose an order car')}</Text>;
  const v = vo.data;
  return (
    <Flex direction="column" gap="3" ref={scopeRef} data-testid="supply-car">
      <Heading size="5">{change ? L(lang, '换车', 'Change the car') : L(lang, '配车锁车', 'Assign a car')}</Heading>
      <Card>
        {!v ? (
          <Spinner />
        ) : (
          <Flex gap="5" wrap="wrap">
            <Text size="2">
              {L(lang, '订单', 'Order')}：{v.orderNo}
            </Text>
            <Text size="2">
              {L(lang, '客户', 'Customer')}：{v.customerName}
            </Text>
            <Text size="2">
              {L(lang, '需求车型', 'Wanted')}：{v.seriesName} {v.modelName} {v.color ?? ''}
            </Text>
            <Text size="2">
              {L(lang, '成交价', 'Price')}：{money(v.salePrice)}
            </Text>
            {v.lockedCar && <Badge color="amber">{L(lang, `当前锁定 ${v.lockedCar.vin}`, `Holding ${v.lockedCar.vin}`)}</Badge>}
          </Flex>
        )}
      </Card>
      <Flex gap="2" align="center">
        <TextField.Root placeholder={L(lang, '车架号', 'VIN')} value={vin} onChange={(e) => setVin(e.target.value)} onKeyDown={picker.onKeyDown} aria-label={L(lang, '车架号', 'VIN')} autoFocus data-testid="supply-car-vin" />
        <Button variant={sameSeries ? 'solid' : 'soft'} onClick={() => setSameSeries((x) => !x)}>
          {L(lang, '同车系车辆', 'Same series')}
        </Button>
        <Text size="2" color="gray">
          {L(lang, `共 ${cars.data?.total ?? 0} 辆可配车辆`, `${cars.data?.total ?? 0} cars available`)}
        </Text>
      </Flex>
      <Card>
        <div tabIndex={0} onKeyDown={picker.onKeyDown} aria-label={L(lang, '可配车辆', 'Available cars')} data-testid="supply-car-list">
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{L(lang, '车架号', 'VIN')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '车型', 'Model')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '颜色', 'Colour')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '库存编号', 'Stock no.')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '展示位置', 'Location')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '指导价', 'Guide price')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((c, i) => (
                <Table.Row key={c.id} className="order-pick-row" data-selected={i === picker.index} onClick={() => picker.setIndex(i)} onDoubleClick={() => void lock(i)}>
                  <Table.Cell>{c.vin}</Table.Cell>
                  <Table.Cell>
                    {c.seriesName} {c.modelName}
                  </Table.Cell>
                  <Table.Cell>{c.color ?? '--'}</Table.Cell>
                  <Table.Cell>{c.warehouseNo ?? '--'}</Table.Cell>
                  <Table.Cell>{c.displayLocation ?? '--'}</Table.Cell>
                  <Table.Cell>{money(c.guidePrice)}</Table.Cell>
                  <Table.Cell>
                    <Button size="1" onClick={() => void lock(i)}>
                      {change ? L(lang, '换成此车', 'Change to it') : L(lang, '锁车', 'Lock')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {rows.length === 0 && !cars.isPending && (
            <Text as="p" color="gray" size="2" m="3">
              {L(lang, '暂无可配车辆', 'No car to assign')}
            </Text>
          )}
        </div>
      </Card>
    </Flex>
  );
}

export function NeedCarPage() {
  const lang = useLang();
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id');
  const refresh = useOrderRefresh();
  const scopeRef = useRef<HTMLDivElement | null>(null);
  const list = useQuery({
    queryKey: ['carOrder', 'need', id],
    enabled: !!id,
    queryFn: async () =>
      (await http.get<{ records: Array<{ ahCarOrderCarId: string; ahCarOrderId: string; orderNo: string; customerName: string; modelName: string; color: string | null; salePrice: number; orderDate: string; salesName: string }>; total: number }>(`${BASE}/getOrderCarList`, { ahWarehouseCarId: id, current: 1, size: 100 })).data,
  });
  const rows = list.data?.records ?? [];
  const lock = async (i: number) => {
    const r = rows[i];
    if (!r || !id) return;
    if (await callOk(http.post(`${BASE}/lockCar`, { ahCarOrderCarId: r.ahCarOrderCarId, ahWarehouseCarId: id }))) {
      toastSuccess(L(lang, '锁车成功', 'Car locked'));
      refresh();
      navigate(`/orders/details?id=${r.ahCarOrderId}`);
    }
  };
  const picker = usePicker(rows.length, (i) => void lock(i));
  useRegisterCommands([{ id: 'order.need.lock', title: { zh: '锁定给所选订单', en: 'Lock to the chosen order' }, group: { zh: '待配车订单', en: 'Orders waiting for a car' }, run: () => void lock(picker.index), enabled: () => rows.length > 0 }], { scope: () => scopeRef.current });
  if (!id) return <Text color="amber">{L(lang, '请选择库存车辆', 'Choose a stock car')}</Text>;
  return (
    <Flex direction="column" gap="3" ref={scopeRef}>
      <Heading size="5">{L(lang, '待配车订单', 'Orders waiting for this car')}</Heading>
      <Card>
        <div tabIndex={0} onKeyDown={picker.onKeyDown} autoFocus>
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{L(lang, '订单编号', 'Order')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '客户', 'Customer')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '车型', 'Model')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '成交价', 'Price')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '下单日期', 'Ordered')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r, i) => (
                <Table.Row key={r.ahCarOrderCarId} className="order-pick-row" data-selected={i === picker.index} onClick={() => picker.setIndex(i)}>
                  <Table.Cell>{r.orderNo}</Table.Cell>
                  <Table.Cell>{r.customerName}</Table.Cell>
                  <Table.Cell>
                    {r.modelName} {r.color ?? ''}
                  </Table.Cell>
                  <Table.Cell>{money(r.salePrice)}</Table.Cell>
                  <Table.Cell>{r.orderDate}</Table.Cell>
                  <Table.Cell>
                    <Button size="1" onClick={() => void lock(i)}>
                      {L(lang, '锁车', 'Lock')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {rows.length === 0 && !list.isPending && (
            <Text as="p" color="gray" size="2" m="3">
              {L(lang, '没有等待该车型的订单', 'No order waits for this model')}
            </Text>
          )}
        </div>
      </Card>
    </Flex>
  );
}
