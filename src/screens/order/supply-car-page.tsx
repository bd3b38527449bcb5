/**
 * /orders/supplyCar?id=<order car>[&mode=change]: allocation of a stock car to an order car
 * (getSelCarOrderCarInfoVO, getAllocCarList) and /orders/needCar?id=<stock car>: the order cars
 * waiting for a car of its model (getOrderCarList); without an id, needCar asks for the VIN of the
 * stock car first. Arrow keys move, Enter locks the chosen row; the mouse clicks a row's button.
 * The allocation also offers, after the free cars, the cars another order holds by a lock that has
 * expired (getAllocCarList withExpired=1): locking one takes it over, after a confirmation that says
 * whose it is, since that order loses the car.
 * Hand-written: choosing a stock car to lock for an order car (take-over of expired locks), a picker, not a resource list.
 */
import { Badge, Button, Card, Flex, Heading, Link, Spinner, Table, Text, TextField } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { http } from '../../api/http';
import { useRegisterCommands } from '../../commands/registry';
import { toastSuccess } from '../../shell/ui-bus';
import { useLang } from '../resource/use-lang';
import { useConfirm } from '../resource/confirm';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { WAREHOUSE_CAR_STATES } from '../../machines/warehouse-car.machine';
import { BASE, callOk, dateTime, L, money, useOrderRefresh } from './order-api';
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
  state?: number;
  /** getAllocCarList withExpired=1: the car is held by another order whose lock has expired */
  lockExpired?: boolean;
  lockOrderNo?: string | null;
  lockSalesName?: string | null;
  lockExpireTime?: string | null;
}

/** whole days a car has been in stock */
function stockDays(inTime: string | null): string {
  if (!inTime) return '--';
  const days = Math.floor((Date.now() - new Date(inTime).getTime()) / 86_400_000);
  return Number.isFinite(days) && days >= 0 ? String(days) : '--';
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
  const [color, setColor] = useState('');
  const [sameSeries, setSameSeries] = useState(false);
  const [withExpired, setWithExpired] = useState(true);
  const scopeRef = useRef<HTMLDivElement | null>(null);
  const listRef = useRef<HTMLDivElement | null>(null);
  const confirm = useConfirm(lang);
  const vo = useQuery({
    queryKey: ['carOrder', 'selVO', id],
    enabled: !!id,
    queryFn: async () => (await http.get<{ ahCarOrderId: string; orderNo: string; customerName: string; seriesName: string; modelName: string; color: string | null; salePrice: number; lockedCar: StockCar | null }>(`${BASE}/getSelCarOrderCarInfoVO`, { ahCarOrderCarId: id })).data,
  });
  const cars = useQuery({
    queryKey: ['carOrder', 'alloc', id, vin, color, sameSeries, withExpired],
    enabled: !!id,
    queryFn: async () =>
      (await http.get<{ records: StockCar[]; total: number }>(`${BASE}/getAllocCarList`, { ahCarOrderCarId: id, vin, color, sameSeries: sameSeries ? 1 : 0, withExpired: withExpired ? 1 : 0, current: 1, size: 100 })).data,
  });
  const rows = cars.data?.records ?? [];
  const expiredCount = rows.filter((c) => c.lockExpired).length;
  const lockTo = async (car: StockCar) => {
    if (!id) return;
    const r = await callOk(http.post<{ takenOverFrom: string | null }>(`${BASE}/${change ? 'changeLockCar' : 'lockCar'}`, { ahCarOrderCarId: id, ahWarehouseCarId: car.id }));
    if (r) {
      toastSuccess(r.takenOverFrom ? L(lang, `锁车成功，已接管订单${r.takenOverFrom}的过期锁定`, `Car locked; the expired lock of order ${r.takenOverFrom} was taken over`) : L(lang, '锁车成功', 'Car locked'));
      refresh();
      navigate(`/orders/details?id=${vo.data?.ahCarOrderId ?? ''}`);
    } else {
      // the refusal was shown; the car may have gone to someone else meanwhile
      void cars.refetch();
    }
  };
  const lock = (i: number) => {
    const car = rows[i];
    if (!car || !id) return;
    if (!car.lockExpired) return void lockTo(car);
    // another order loses the car: say whose it is before taking it
    const holder = car.lockSalesName ? L(lang, `订单${car.lockOrderNo}（销售顾问 ${car.lockSalesName}）`, `order ${car.lockOrderNo} (salesperson ${car.lockSalesName})`) : L(lang, `订单${car.lockOrderNo}`, `order ${car.lockOrderNo}`);
    void confirm.ask({
      title: L(lang, '接管过期锁定', 'Take over an expired lock'),
      message: L(
        lang,
        `${car.vin} 由${holder}锁定，锁定已于 ${dateTime(car.lockExpireTime)} 过期。接管后该订单解锁此车，车辆锁定到本订单${vo.data?.orderNo ?? ''}。`,
        `${car.vin} is held by ${holder}; the lock expired at ${dateTime(car.lockExpireTime)}. Taking it over unlocks it from that order and locks it to order ${vo.data?.orderNo ?? ''}.`,
      ),
      confirmLabel: change ? L(lang, '接管并换车', 'Take over and change') : L(lang, '接管并锁车', 'Take over and lock'),
      run: () => lockTo(car),
    });
  };
  const picker = usePicker(rows.length, lock);
  const group = { zh: '配车', en: 'Assign a car' };
  useRegisterCommands(
    [
      { id: 'order.supply.lock', title: change ? { zh: '换成所选车辆', en: 'Change to the chosen car' } : { zh: '锁定所选车辆', en: 'Lock the chosen car' }, group, run: () => lock(picker.index), enabled: () => rows.length > 0 },
      { id: 'order.supply.series', title: { zh: '同车系车辆', en: 'Cars of the same series' }, group, run: () => setSameSeries((x) => !x) },
      { id: 'order.supply.expired', title: { zh: '含锁定已过期的车辆', en: 'Cars held by an expired lock' }, group, run: () => setWithExpired((x) => !x) },
      { id: 'order.supply.back', title: { zh: '返回订单', en: 'Back to the order' }, group, run: () => navigate(`/orders/details?id=${vo.data?.ahCarOrderId ?? ''}`) },
    ],
    { scope: () => scopeRef.current },
  );

  if (!id) return <Text color="amber">{L(lang, '请选择订单车辆', 'Choose an order car')}</Text>;
  const v = vo.data;
  return (
    <Flex direction="column" gap="3" ref={scopeRef} data-testid="supply-car">
      <Flex align="center" gap="3">
        <Heading size="5">{change ? L(lang, '换车', 'Change the car') : L(lang, '配车锁车', 'Assign a car')}</Heading>
        <Button variant="outline" ml="auto" onClick={() => navigate(`/orders/details?id=${vo.data?.ahCarOrderId ?? ''}`)} disabled={!vo.data}>
          {L(lang, '返回订单', 'Back to the order')}
        </Button>
      </Flex>
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
        <TextField.Root placeholder={L(lang, '颜色', 'Colour')} value={color} onChange={(e) => setColor(e.target.value)} onKeyDown={picker.onKeyDown} aria-label={L(lang, '颜色', 'Colour')} />
        <Button variant={sameSeries ? 'solid' : 'soft'} aria-pressed={sameSeries} onClick={() => setSameSeries((x) => !x)}>
          {L(lang, '同车系车辆', 'Same series')}
        </Button>
        <Button variant={withExpired ? 'solid' : 'soft'} aria-pressed={withExpired} onClick={() => setWithExpired((x) => !x)}>
          {L(lang, '含锁定已过期', 'Expired locks')}
        </Button>
        <Text size="2" color="gray" data-testid="supply-car-count">
          {L(
            lang,
            `共 ${cars.data?.total ?? 0} 辆可配车辆${expiredCount ? `，其中 ${expiredCount} 辆锁定已过期，可接管` : ''}（在库的在前，库龄长的在前；↑↓ 选择，回车${change ? '换车' : '锁车'}）`,
            `${cars.data?.total ?? 0} cars available${expiredCount ? `, ${expiredCount} of them held by an expired lock that can be taken over` : ''} (free cars first, longest in stock first; ↑↓ to choose, Enter to ${change ? 'change' : 'lock'})`,
          )}
        </Text>
      </Flex>
      <Card>
        <div ref={listRef} tabIndex={0} onKeyDown={picker.onKeyDown} aria-label={L(lang, '可配车辆', 'Available cars')} data-testid="supply-car-list">
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{L(lang, '车架号', 'VIN')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '车型', 'Model')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '颜色', 'Colour')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '库存编号', 'Stock no.')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '展示位置', 'Location')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '指导价', 'Guide price')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '入库时间', 'In since')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '库龄（天）', 'Days in stock')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '锁定情况', 'Lock')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '操作', 'Action')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((c, i) => (
                <Table.Row key={c.id} className="order-pick-row" data-selected={i === picker.index} data-expired={c.lockExpired === true} onClick={() => picker.setIndex(i)} onDoubleClick={() => lock(i)}>
                  <Table.Cell>{c.vin}</Table.Cell>
                  <Table.Cell>
                    {c.seriesName} {c.modelName}
                  </Table.Cell>
                  <Table.Cell className="order-nowrap">{c.color ?? '--'}</Table.Cell>
                  <Table.Cell>{c.warehouseNo ?? '--'}</Table.Cell>
                  <Table.Cell>{c.displayLocation ?? '--'}</Table.Cell>
                  <Table.Cell>{money(c.guidePrice)}</Table.Cell>
                  <Table.Cell>{dateTime(c.inTime)}</Table.Cell>
                  <Table.Cell>{stockDays(c.inTime)}</Table.Cell>
                  <Table.Cell>
                    {c.lockExpired ? (
                      <Flex direction="column" gap="1" align="start">
                        <Badge color="orange">{L(lang, '锁定已过期', 'Lock expired')}</Badge>
                        <Text size="1" color="gray" className="order-nowrap">
                          {L(lang, `订单 ${c.lockOrderNo ?? '--'}`, `Order ${c.lockOrderNo ?? '--'}`)}
                          {c.lockSalesName ? ` · ${c.lockSalesName}` : ''}
                        </Text>
                        <Text size="1" color="gray" className="order-nowrap">
                          {L(lang, `${dateTime(c.lockExpireTime)} 到期`, `expired ${dateTime(c.lockExpireTime)}`)}
                        </Text>
                      </Flex>
                    ) : (
                      <Text size="2" color="gray">
                        {L(lang, '在库', 'Free')}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell className="order-nowrap">
                    <Button size="1" color={c.lockExpired ? 'orange' : undefined} onClick={() => lock(i)}>
                      {c.lockExpired ? L(lang, '接管', 'Take over') : change ? L(lang, '换成此车', 'Change to it') : L(lang, '锁车', 'Lock')}
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
      <ConfirmDialog controller={confirm} lang={lang} fallbackFocus={() => listRef.current} />
    </Flex>
  );
}

interface WaitingCar {
  ahCarOrderCarId: string;
  ahCarOrderId: string;
  orderNo: string;
  customerName: string;
  seriesName: string | null;
  modelName: string;
  color: string | null;
  salePrice: number;
  orderDate: string;
  salesName: string | null;
}

export function NeedCarPage() {
  const lang = useLang();
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id');
  const refresh = useOrderRefresh();
  const scopeRef = useRef<HTMLDivElement | null>(null);
  const listRef = useRef<HTMLDivElement | null>(null);
  const [keyword, setKeyword] = useState('');
  const stock = useQuery({
    queryKey: ['carOrder', 'needStock', id],
    enabled: !!id,
    queryFn: async () => (await http.get<StockCar & { colorName?: string | null }>('/api/crm-warehouse/ahWarehouseCar/detail', { id })).data,
  });
  const list = useQuery({
    queryKey: ['carOrder', 'need', id, keyword],
    enabled: !!id,
    queryFn: async () => (await http.get<{ records: WaitingCar[]; total: number }>(`${BASE}/getOrderCarList`, { ahWarehouseCarId: id, keyword, current: 1, size: 100 })).data,
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
  // the list takes the keyboard once it is there
  const loaded = list.isSuccess;
  useEffect(() => {
    if (loaded && (document.activeElement === document.body || !document.activeElement)) listRef.current?.focus({ preventScroll: true });
  }, [loaded]);
  const group = { zh: '待配车订单', en: 'Orders waiting for a car' };
  useRegisterCommands(
    id
      ? [
          { id: 'order.need.lock', title: { zh: '锁定给所选订单', en: 'Lock to the chosen order' }, group, run: () => void lock(picker.index), enabled: () => rows.length > 0 },
          { id: 'order.need.open', title: { zh: '查看所选订单', en: 'Open the chosen order' }, group, run: () => rows[picker.index] && navigate(`/orders/details?id=${rows[picker.index].ahCarOrderId}`), enabled: () => rows.length > 0 },
          { id: 'order.need.car', title: { zh: '查看库存车辆', en: 'Open the stock car' }, group, run: () => navigate(`/stock/details?id=${id}`) },
        ]
      : [],
    { scope: () => scopeRef.current },
  );
  if (!id) return <NeedCarChooser />;
  const car = stock.data;
  return (
    <Flex direction="column" gap="3" ref={scopeRef} data-testid="need-car">
      <Flex align="center" gap="3">
        <Heading size="5">{L(lang, '待配车订单', 'Orders waiting for this car')}</Heading>
        <Button variant="outline" ml="auto" onClick={() => navigate(`/stock/details?id=${id}`)}>
          {L(lang, '查看库存车辆', 'Open the stock car')}
        </Button>
      </Flex>
      <Card>
        {stock.isPending ? (
          <Spinner />
        ) : !car ? (
          <Text color="gray">{L(lang, '库存车辆不存在', 'No such stock car')}</Text>
        ) : (
          <Flex gap="5" wrap="wrap" data-testid="need-car-stock">
            <Text size="2">
              {L(lang, '车架号', 'VIN')}：{car.vin}
            </Text>
            <Text size="2">
              {L(lang, '车型', 'Model')}：{car.seriesName} {car.modelName}
            </Text>
            <Text size="2">
              {L(lang, '颜色', 'Colour')}：{car.color ?? '--'}
            </Text>
            <Text size="2">
              {L(lang, '库存编号', 'Stock no.')}：{car.warehouseNo ?? '--'}
            </Text>
            <Text size="2">
              {L(lang, '库龄（天）', 'Days in stock')}：{stockDays(car.inTime)}
            </Text>
            {car.state !== undefined && car.state !== WAREHOUSE_CAR_STATES.inStock && <Badge color="amber">{L(lang, '该车当前不在库，不能锁车', 'This car is not in stock and cannot be locked')}</Badge>}
          </Flex>
        )}
      </Card>
      <Flex gap="2" align="center">
        <TextField.Root placeholder={L(lang, '订单编号或客户姓名', 'Order no. or customer')} value={keyword} onChange={(e) => setKeyword(e.target.value)} onKeyDown={picker.onKeyDown} aria-label={L(lang, '订单编号或客户姓名', 'Order no. or customer')} />
        <Text size="2" color="gray">
          {L(lang, `同车型未锁车的订单共 ${list.data?.total ?? 0} 辆（下单早的在前；↑↓ 选择，回车锁车）`, `${list.data?.total ?? 0} order cars of this model wait (oldest first; ↑↓ to choose, Enter to lock)`)}
        </Text>
      </Flex>
      <Card>
        <div ref={listRef} tabIndex={0} onKeyDown={picker.onKeyDown} aria-label={L(lang, '待配车订单', 'Orders waiting')} data-testid="need-car-list">
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{L(lang, '订单编号', 'Order')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '客户', 'Customer')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '车型', 'Model')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '需求颜色', 'Colour wanted')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '成交价', 'Price')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '销售顾问', 'Salesman')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '下单日期', 'Ordered')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{L(lang, '操作', 'Action')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r, i) => (
                <Table.Row key={r.ahCarOrderCarId} className="order-pick-row" data-selected={i === picker.index} onClick={() => picker.setIndex(i)}>
                  <Table.Cell>
                    <Link asChild size="2">
                      <button type="button" className="order-link" onClick={() => navigate(`/orders/details?id=${r.ahCarOrderId}`)}>
                        {r.orderNo}
                      </button>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{r.customerName}</Table.Cell>
                  <Table.Cell>
                    {r.seriesName ?? ''} {r.modelName}
                  </Table.Cell>
                  <Table.Cell>{r.color ?? '--'}</Table.Cell>
                  <Table.Cell>{money(r.salePrice)}</Table.Cell>
                  <Table.Cell>{r.salesName ?? '--'}</Table.Cell>
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

/** /orders/needCar without a stock car: find it by VIN (the store's cars in stock), then its waiting orders */
function NeedCarChooser() {
  const lang = useLang();
  const [, navigate] = useLocation();
  const [vin, setVin] = useState('');
  const [applied, setApplied] = useState('');
  const found = useQuery({
    queryKey: ['carOrder', 'needChooser', applied],
    enabled: applied.length > 0,
    queryFn: async () => (await http.get<{ records: StockCar[]; total: number }>('/api/crm-warehouse/ahWarehouseCar/getPage', { vin: applied, state: WAREHOUSE_CAR_STATES.inStock, current: 1, size: 20 })).data,
  });
  const rows = found.data?.records ?? [];
  const picker = usePicker(rows.length, (i) => rows[i] && navigate(`/orders/needCar?id=${rows[i].id}`));
  return (
    <Flex direction="column" gap="3" data-testid="need-car-chooser" maxWidth="820px">
      <Heading size="5">{L(lang, '待配车订单', 'Orders waiting for a car')}</Heading>
      <Text size="2" color="gray">
        {L(lang, '输入在库车辆的车架号（可输入后几位），回车查找；↑↓ 选择车辆，再按回车查看等待该车型的订单。', 'Type the VIN of a car in stock (the last digits will do), Enter to search; ↑↓ to choose a car, Enter again to see the orders waiting for its model.')}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          // Enter searches; Enter again on the same VIN opens the chosen car
          if (vin.trim() === applied && rows[picker.index]) navigate(`/orders/needCar?id=${rows[picker.index].id}`);
          else setApplied(vin.trim());
        }}
      >
        <Flex gap="2">
          <TextField.Root autoFocus placeholder={L(lang, '车架号', 'VIN')} aria-label={L(lang, '车架号', 'VIN')} value={vin} onChange={(e) => setVin(e.target.value)} onKeyDown={(e) => e.key !== 'Enter' && picker.onKeyDown(e)} />
          <Button type="submit">{L(lang, '查找', 'Search')}</Button>
        </Flex>
      </form>
      {applied && (
        <Card>
          {found.isPending ? (
            <Spinner />
          ) : rows.length === 0 ? (
            <Text color="gray" size="2">
              {L(lang, '没有找到在库车辆', 'No car in stock found')}
            </Text>
          ) : (
            <Table.Root size="1">
              <Table.Body>
                {rows.map((c, i) => (
                  <Table.Row key={c.id} className="order-pick-row" data-selected={i === picker.index} onClick={() => picker.setIndex(i)}>
                    <Table.Cell>{c.vin}</Table.Cell>
                    <Table.Cell>
                      {c.seriesName} {c.modelName}
                    </Table.Cell>
                    <Table.Cell>{c.color ?? '--'}</Table.Cell>
                    <Table.Cell>
                      <Button size="1" onClick={() => navigate(`/orders/needCar?id=${c.id}`)}>
                        {L(lang, '查看待配车订单', 'Orders waiting')}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Card>
      )}
    </Flex>
  );
}
