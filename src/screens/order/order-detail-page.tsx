/**
 * /orders/details?id=…: one car order: its facts, cars (with the locked stock car, boutiques and
 * invoice), additional items, contracts and lock log. The actions are what the car-order and
 * car-lock machines allow for the stored order and each of its cars; every action is a palette
 * command of this page.
 * Hand-written: an order with its cars, locks, contracts and invoices, each car with actions of two machines; more than the generic show page says yet.
 */
import { Badge, Button, Card, Dialog, Flex, Grid, Heading, Kbd, Separator, Spinner, Table, Text, TextField } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { http } from '../../api/http';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { formatShortcut } from '../../commands/keys';
import { CAR_ORDER_ACTIONS, CAR_ORDER_STATE_OPTIONS, type CarOrderEventType } from '../../machines/car-order.machine';
import { CAR_LOCK_STATE_OPTIONS, nextCarLock } from '../../machines/car-lock.machine';
import { formatDateTime } from '../../domain/format';
import { CAR_ORDER_TYPE_OPTIONS, PAYMENT_MODE_OPTIONS, ADDITIONAL_TYPE_OPTIONS, carOrderContractResource } from '../../domain/resources/operations/car-order';
import { toastSuccess } from '../../shell/ui-bus';
import { useFirstFocus } from '../../shell/first-focus';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { useConfirm } from '../resource/confirm';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { BASE, callOk, dateTime, L, money, orderActions, useOrderDetail, useOrderRefresh, type OrderCar } from './order-api';
import { ContractPreviewDialog, type PreviewTarget } from './contract-preview-dialog';
import './order.css';

const optionLabel = (options: ReadonlyArray<{ value: number | string; zh: string; en: string }>, v: unknown, lang: 'zh' | 'en') => options.find((o) => String(o.value) === String(v))?.[lang] ?? '--';
/**
 * Every action of the page has a key (issue 13: one or two presses, not 35 Tabs to 锁车): the order's
 * actions a digit in machine order (编辑 e, as everywhere), the page's own a letter, and each car's a
 * letter then the car's number (l 1: lock the first car), each contract's v then its number.
 */
const ORDER_KEYS: Partial<Record<CarOrderEventType, string>> = { SUBMIT: '1', EDIT: 'e', REPLENISH: '2', INVOICE: '3', CONTRACT: '4', DELIVER: '5', CLOSE: '6' };
const CAR_KEYS = { lock: 'l', change: 'c', unlock: 'u', delete: 'x' } as const;
const PAGE_KEYS = { invoices: 'f', settlement: 'p', back: 'b', contract: 'v' } as const;

/** A button's label with its key shown beside it; the accessible name stays the label, the key goes in aria-keyshortcuts. */
function Keyed({ label, shortcut }: { label: string; shortcut?: string }) {
  return (
    <>
      {label}
      {shortcut && (
        <Kbd size="1" style={{ marginLeft: 4 }}>
          {formatShortcut(shortcut)}
        </Kbd>
      )}
    </>
  );
}

const STATE_COLOR: Record<number, 'gray' | 'blue' | 'amber' | 'violet' | 'green' | 'red'> = { 0: 'gray', 1: 'blue', 2: 'amber', 3: 'violet', 4: 'green', 9: 'red' };

export function OrderDetailPage() {
  const lang = useLang();
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id');
  const detail = useOrderDetail(id);
  const refresh = useOrderRefresh();
  const can = usePermissions();
  const confirm = useConfirm(lang);
  const [dialog, setDialog] = useState<null | 'close' | 'replenish'>(null);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const scopeRef = useRef<HTMLDivElement | null>(null);
  const o = detail.data;

  const done = (ok: unknown) => {
    if (ok !== null) {
      toastSuccess(L(lang, '操作成功', 'Done'));
      refresh();
    }
  };
  const post = (path: string, body: Record<string, unknown>) => callOk(http.post(`${BASE}/${path}`, body));

  const actions: CarOrderEventType[] = o ? orderActions(o.orderState) : [];
  // the booking agreement first, then the sale draft; one live contract of each type per order
  const nextContractType = o ? (([1, 3] as const).find((type) => !o.contractList.some((c) => c.contractType === type)) ?? null) : null;
  const allowed = (e: CarOrderEventType, permission: string) => actions.includes(e) && can(permission) && (e !== 'CONTRACT' || nextContractType !== null);
  const runOrder = (e: CarOrderEventType) => {
    if (!o) return;
    switch (e) {
      case 'SUBMIT':
        return void post('updateCarOrderState', { ahCarOrderId: o.id, orderState: 1 }).then(done);
      case 'EDIT':
        return navigate(`/orders/edit?id=${o.id}`);
      case 'REPLENISH':
        return setDialog('replenish');
      case 'INVOICE':
        return navigate(`/orders/fixTicketInfo?id=${o.id}`);
      case 'CONTRACT':
        return void confirm.ask({
          message: nextContractType === 3 ? L(lang, '根据该订单生成销售合同（草签）？', 'Create the sales contract draft from this order?') : L(lang, '根据该订单生成订购协议？', 'Create the booking agreement from this order?'),
          run: async () => done(await post('createElectronicContractByCarOrder', { ahCarOrderId: o.id, contractType: nextContractType ?? 1 })),
        });
      case 'DELIVER':
        return void confirm.ask({ message: L(lang, '确认交车？车辆将出库交付客户。', 'Deliver? The cars leave the stock for the customer.'), run: async () => done(await post('updateCarOrderState', { ahCarOrderId: o.id, orderState: 4 })) });
      case 'CLOSE':
        return setDialog('close');
    }
  };

  const carCan = (c: OrderCar, event: 'LOCK' | 'CHANGE' | 'UNLOCK' | 'DELETE') => {
    const orderEvent = { LOCK: 'LOCK_CAR', CHANGE: 'CHANGE_LOCK', UNLOCK: 'UNLOCK_CAR', DELETE: 'DELETE_CAR' } as const;
    const permission = { LOCK: 'car_order_lock_car', CHANGE: 'car_order_change_lock', UNLOCK: 'car_order_unlock', DELETE: 'car_order_edit' } as const;
    return !!o && o.carList.length > (event === 'DELETE' ? 1 : 0) && nextCarLock(c.lockState, c.invoiceState === 1, event) !== null && (o.actions ?? []).includes(orderEvent[event]) && can(permission[event]);
  };
  const carActions = (c: OrderCar, i: number) => {
    const name = `${L(lang, `第${i + 1}辆车`, `car ${i + 1}`)}`;
    const list: Array<{ key: string; label: string; run: () => void; danger?: boolean }> = [];
    if (carCan(c, 'LOCK')) list.push({ key: 'lock', label: L(lang, '锁车', 'Lock a car'), run: () => navigate(`/orders/supplyCar?id=${c.id}`) });
    if (carCan(c, 'CHANGE')) list.push({ key: 'change', label: L(lang, '换车', 'Change car'), run: () => navigate(`/orders/supplyCar?id=${c.id}&mode=change`) });
    if (carCan(c, 'UNLOCK'))
      list.push({ key: 'unlock', label: L(lang, '解锁', 'Unlock'), run: () => void confirm.ask({ message: L(lang, `确认解锁${c.vin ?? ''}？`, `Unlock ${c.vin ?? ''}?`), run: async () => done(await post('unlockCar', { ahCarOrderCarId: c.id })) }) });
    if (carCan(c, 'DELETE'))
      list.push({ key: 'delete', danger: true, label: L(lang, '删除车辆', 'Remove car'), run: () => void confirm.ask({ message: L(lang, '确认将该车辆从订单删除？', 'Remove this car from the order?'), danger: true, run: async () => done(await post('deletedCarOrderCar', { ahCarOrderCarId: c.id })) }) });
    return list.map((a) => ({ ...a, command: `${a.label}：${name}`, shortcut: `${CAR_KEYS[a.key as keyof typeof CAR_KEYS]} ${i + 1}` }));
  };

  const group = { zh: `订单 ${o?.orderNo ?? ''}`, en: `Order ${o?.orderNo ?? ''}` };
  // two-key sequences (l 1) come before the digits: tinykeys also sees the "1" of "l 1", and the first
  // command that runs takes the key (the binding guard skips a key already handled)
  const commands: Command[] = o
    ? [
        ...o.carList.flatMap((c, i) => carActions(c, i).map((a) => ({ id: `order.detail.car${i}.${a.key}`, title: { zh: a.command, en: a.command }, group, shortcut: a.shortcut, run: a.run }))),
        ...o.contractList.map((c, i) => ({
          id: `order.detail.contract.${c.id}`,
          title: { zh: `预览合同：${c.contractNo}`, en: `Preview contract ${c.contractNo}` },
          group,
          shortcut: `${PAGE_KEYS.contract} ${i + 1}`,
          run: () => setPreview({ kind: 'contract', id: c.id, contractNo: c.contractNo }),
        })),
        ...CAR_ORDER_ACTIONS.filter((a) => allowed(a.event, a.permission)).map((a) => ({ id: `order.detail.${a.event}`, title: a.label, group, shortcut: ORDER_KEYS[a.event], run: () => runOrder(a.event) })),
        ...(hasInvoices(o.carList) ? [{ id: 'order.detail.invoices', title: { zh: '查看发票信息', en: 'Show the invoices' }, group, shortcut: PAGE_KEYS.invoices, run: () => navigate(`/orders/ticketInfo?id=${o.id}`) }] : []),
        { id: 'order.detail.settlement', title: { zh: '预览结算清单', en: 'Preview the settlement list' }, group, shortcut: PAGE_KEYS.settlement, run: () => setPreview({ kind: 'settlement', orderId: o.id, orderNo: o.orderNo }) },
        { id: 'order.detail.back', title: { zh: '返回订单列表', en: 'Back to the orders' }, group, shortcut: PAGE_KEYS.back, run: () => navigate('/orders/list/index') },
      ]
    : [];
  useRegisterCommands(commands, { scope: () => scopeRef.current });

  // focus starts on the order's first action (Enter runs it), once per order shown
  const toolbarRef = useRef<HTMLDivElement | null>(null);
  useFirstFocus(scopeRef, o ? id : null, () => toolbarRef.current?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true }));

  if (!id) return <Text color="amber">{L(lang, '缺少订单编号', 'No order given')}</Text>;
  if (detail.isPending) return <Spinner size="3" />;
  if (!o) return <Text color="gray">{L(lang, '订单不存在', 'No such order')}</Text>;

  const info: Array<[string, string]> = [
    [L(lang, '客户姓名', 'Customer'), o.customerName],
    [L(lang, '联系电话', 'Phone'), o.customerPhone],
    [L(lang, '订单类型', 'Type'), optionLabel(CAR_ORDER_TYPE_OPTIONS, o.orderType, lang)],
    [L(lang, '付款方式', 'Payment'), optionLabel(PAYMENT_MODE_OPTIONS, o.paymentMode, lang)],
    [L(lang, '销售顾问', 'Salesman'), o.salesName ?? '--'],
    [L(lang, '下单日期', 'Order date'), o.orderDate ?? '--'],
    [L(lang, '预计交车日期', 'Expected delivery'), o.expectedDeliveryDate ?? '--'],
    [L(lang, '交车时间', 'Delivered at'), dateTime(o.deliveryTime)],
    [L(lang, '身份证号', 'ID card no.'), o.idCardNo ?? '--'],
    [L(lang, '联系地址', 'Address'), o.address || '--'],
    [L(lang, '车牌号', 'Plate no.'), o.plateNo ?? '--'],
    [L(lang, '保险公司', 'Insurer'), o.insuranceCompany ?? '--'],
    [L(lang, '合同编号', 'Contract no.'), o.contractNo ?? '--'],
    [L(lang, '定金', 'Deposit'), money(o.depositAmount)],
    [L(lang, '车款合计', 'Cars'), money(o.carAmount)],
    [L(lang, '精品合计', 'Boutiques'), money(o.boutiqueAmount)],
    [L(lang, '附加项目合计', 'Additional items'), money(o.additionalAmount)],
    [L(lang, '订单总额', 'Total'), money(o.totalAmount)],
  ];
  if (o.closeReason) info.push([L(lang, '关闭原因', 'Close reason'), o.closeReason]);
  if (o.remark) info.push([L(lang, '备注', 'Remark'), o.remark]);

  return (
    <Flex direction="column" gap="3" ref={scopeRef} className="order-detail" data-testid="order-detail">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading size="5">{o.orderNo}</Heading>
        <Badge size="2" color={STATE_COLOR[o.orderState] ?? 'gray'} data-testid="order-state">
          {optionLabel(CAR_ORDER_STATE_OPTIONS, o.orderState, lang)}
        </Badge>
        <Flex gap="2" ml="auto" wrap="wrap" ref={toolbarRef} role="toolbar" aria-label={L(lang, '操作', 'Actions')}>
          {CAR_ORDER_ACTIONS.filter((a) => allowed(a.event, a.permission)).map((a) => (
            <Button
              key={a.event}
              variant={a.event === 'CLOSE' ? 'soft' : 'solid'}
              color={a.event === 'CLOSE' ? 'red' : undefined}
              aria-label={a.label[lang]}
              aria-keyshortcuts={ORDER_KEYS[a.event]}
              onClick={() => runOrder(a.event)}
            >
              <Keyed label={a.label[lang]} shortcut={ORDER_KEYS[a.event]} />
            </Button>
          ))}
          {hasInvoices(o.carList) && (
            <Button variant="soft" aria-label={L(lang, '发票信息', 'Invoices')} aria-keyshortcuts={PAGE_KEYS.invoices} onClick={() => navigate(`/orders/ticketInfo?id=${o.id}`)}>
              <Keyed label={L(lang, '发票信息', 'Invoices')} shortcut={PAGE_KEYS.invoices} />
            </Button>
          )}
          <Button variant="soft" aria-label={L(lang, '结算清单', 'Settlement list')} aria-keyshortcuts={PAGE_KEYS.settlement} onClick={() => setPreview({ kind: 'settlement', orderId: o.id, orderNo: o.orderNo })}>
            <Keyed label={L(lang, '结算清单', 'Settlement list')} shortcut={PAGE_KEYS.settlement} />
          </Button>
          <Button variant="outline" aria-label={L(lang, '返回', 'Back')} aria-keyshortcuts={PAGE_KEYS.back} onClick={() => navigate('/orders/list/index')}>
            <Keyed label={L(lang, '返回', 'Back')} shortcut={PAGE_KEYS.back} />
          </Button>
        </Flex>
      </Flex>
      <Card>
        <Grid columns={{ initial: '2', md: '4' }} gap="3">
          {info.map(([k, v]) => (
            <Flex key={k} direction="column">
              <Text size="1" color="gray">
                {k}
              </Text>
              <Text size="2">{v}</Text>
            </Flex>
          ))}
        </Grid>
      </Card>
      <Card>
        <Heading size="3" mb="2">
          {L(lang, '订单车辆', 'Cars')}
        </Heading>
        <Table.Root size="1" data-testid="order-cars">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>#</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{L(lang, '车型', 'Model')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{L(lang, '颜色', 'Colour')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{L(lang, '成交价', 'Price')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{L(lang, '锁定车辆', 'Locked car')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{L(lang, '锁车状态', 'Lock')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{L(lang, '锁定到期', 'Lock runs out')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{L(lang, '发票', 'Invoice')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{L(lang, '精品', 'Boutiques')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{L(lang, '操作', 'Actions')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {o.carList.map((c, i) => (
              <Table.Row key={c.id}>
                <Table.Cell>{i + 1}</Table.Cell>
                <Table.Cell>
                  {c.seriesName} {c.modelName}
                </Table.Cell>
                <Table.Cell className="order-nowrap">
                  {c.color ?? '--'}
                  {c.interiorColor ? ` / ${c.interiorColor}` : ''}
                </Table.Cell>
                <Table.Cell className="order-nowrap">{money(c.salePrice)}</Table.Cell>
                <Table.Cell data-testid={`order-car-vin-${i}`}>{c.vin ?? '--'}</Table.Cell>
                <Table.Cell>
                  <Badge color={c.lockState === 0 ? 'gray' : c.lockState === 3 ? 'green' : 'amber'}>{optionLabel(CAR_LOCK_STATE_OPTIONS, c.lockState, lang)}</Badge>
                </Table.Cell>
                <Table.Cell data-testid={`order-car-lock-expiry-${i}`}>
                  <LockExpiry car={c} lang={lang} />
                </Table.Cell>
                <Table.Cell>{c.invoice ? `${c.invoice.invoiceNo} · ${money(c.invoice.invoiceAmount)}` : L(lang, '未开票', 'None')}</Table.Cell>
                <Table.Cell>{(c.boutiqueList ?? []).map((b) => `${b.boutiqueName}×${b.quantity}${b.isGift ? L(lang, '（赠）', ' (gift)') : ''}`).join('、') || '--'}</Table.Cell>
                <Table.Cell>
                  <Flex gap="2">
                    {carActions(c, i).map((a) => (
                      <Button key={a.key} size="1" variant="soft" color={a.danger ? 'red' : undefined} aria-label={a.label} aria-keyshortcuts={a.shortcut} onClick={a.run}>
                        <Keyed label={a.label} shortcut={a.shortcut} />
                      </Button>
                    ))}
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card>
      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        <Card>
          <Heading size="3" mb="2">
            {L(lang, '附加项目', 'Additional items')}
          </Heading>
          {o.additionalList.length === 0 && <Text color="gray">--</Text>}
          {o.additionalList.map((a) => (
            <Flex key={a.id} justify="between">
              <Text size="2">
                {optionLabel(ADDITIONAL_TYPE_OPTIONS, a.itemType, lang)} · {a.itemName}
              </Text>
              <Text size="2">{money(a.price)}</Text>
            </Flex>
          ))}
        </Card>
        <Card>
          <Heading size="3" mb="2">
            {L(lang, '合同', 'Contracts')}
          </Heading>
          {o.contractList.length === 0 && <Text color="gray">--</Text>}
          {o.contractList.map((c, ci) => (
            <Flex key={c.id} justify="between" align="center" gap="2" data-testid="order-contract">
              <Text size="2">
                {c.contractNo} · {optionLabel(CONTRACT_TYPE_OPTIONS, c.contractType, lang)}
              </Text>
              <Badge color={c.signState === 1 ? 'green' : 'gray'}>{c.signState === 1 ? L(lang, '已签署', 'Signed') : L(lang, '待签署', 'To sign')}</Badge>
              <Text size="2" ml="auto">
                {money(c.totalAmount)}
              </Text>
              <Button size="1" variant="ghost" aria-label={L(lang, '预览', 'Preview')} aria-keyshortcuts={`${PAGE_KEYS.contract} ${ci + 1}`} onClick={() => setPreview({ kind: 'contract', id: c.id, contractNo: c.contractNo })}>
                <Keyed label={L(lang, '预览', 'Preview')} shortcut={`${PAGE_KEYS.contract} ${ci + 1}`} />
              </Button>
            </Flex>
          ))}
        </Card>
      </Grid>
      <Card>
        <Heading size="3" mb="2">
          {L(lang, '锁车记录', 'Lock log')}
        </Heading>
        {o.lockLogList.length === 0 && <Text color="gray">--</Text>}
        {o.lockLogList.map((l) => (
          <Text as="div" size="2" key={l.id}>
            {dateTime(l.createTime)} · {l.operatorName} · {LOG_EVENT[l.event]?.[lang] ?? l.event} {lockLogVins(l)}
          </Text>
        ))}
      </Card>
      <CloseDialog open={dialog === 'close'} onClose={() => setDialog(null)} onSubmit={async (reason) => done(await post('closeCarOrder', { ahCarOrderId: o.id, closeReason: reason }))} />
      <ReplenishDialog open={dialog === 'replenish'} initial={o} onClose={() => setDialog(null)} onSubmit={async (v) => done(await post('replenishOrderInfo', { ahCarOrderId: o.id, ...v }))} />
      <ConfirmDialog controller={confirm} lang={lang} />
      <ContractPreviewDialog target={preview} onClose={() => setPreview(null)} />
    </Flex>
  );
}

/**
 * When the order car's lock runs out under the store's lock setting (lockExpireTime from the server):
 * the time and what is left, or "expired": the car stays with the order until it is unlocked, but
 * another order may now lock it and take it over. Invoiced cars have none (the invoice keeps them).
 */
function LockExpiry({ car, lang }: { car: OrderCar & { lockExpireTime?: string | null; lockExpired?: boolean }; lang: 'zh' | 'en' }) {
  if (!car.lockExpireTime) return <Text color="gray">--</Text>;
  const at = formatDateTime(car.lockExpireTime).slice(0, 16);
  if (car.lockExpired)
    return (
      <Flex direction="column" gap="1" title={L(lang, '锁定已过期：车辆仍为本订单保留，但其他订单现在可以锁定并接手该车', 'The lock has run out: the car stays with this order until unlocked, but another order may now lock it and take it over')}>
        <Text size="2">{at}</Text>
        <Badge color="red" style={{ alignSelf: 'flex-start' }}>
          {L(lang, '已过期', 'Expired')}
        </Badge>
      </Flex>
    );
  const hours = Math.max(0, Math.floor((new Date(car.lockExpireTime).getTime() - Date.now()) / 3_600_000));
  const left = hours >= 24 ? L(lang, `剩余${Math.floor(hours / 24)}天${hours % 24}小时`, `${Math.floor(hours / 24)} d ${hours % 24} h left`) : hours >= 1 ? L(lang, `剩余${hours}小时`, `${hours} h left`) : L(lang, '不到1小时', 'under an hour left');
  return (
    <Flex direction="column" gap="1">
      <Text size="2">{at}</Text>
      <Text size="1" color={hours < 24 ? 'amber' : 'gray'}>
        {left}
      </Text>
    </Flex>
  );
}

const CONTRACT_TYPE_OPTIONS = carOrderContractResource.fields.contractType.options ?? [];

const hasInvoices = (cars: OrderCar[]) => cars.some((c) => !!c.invoice);

const LOG_EVENT: Record<string, { zh: string; en: string }> = {
  LOCK: { zh: '锁车', en: 'locked' },
  CHANGE: { zh: '换车', en: 'changed' },
  UNLOCK: { zh: '解锁', en: 'unlocked' },
  DELIVER: { zh: '交车', en: 'delivered' },
};

function CloseDialog({ open, onClose, onSubmit }: { open: boolean; onClose: () => void; onSubmit: (reason: string) => Promise<void> }) {
  const lang = useLang();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = async () => {
    if (!reason.trim()) return setError(L(lang, '请输入关闭原因', 'Please enter the reason'));
    await onSubmit(reason.trim());
    setReason('');
    onClose();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(v) => !v && onClose()}>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>{L(lang, '关闭订单', 'Close order')}</Dialog.Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextField.Root autoFocus aria-label={L(lang, '关闭原因', 'Reason')} placeholder={L(lang, '关闭原因', 'Reason')} value={reason} onChange={(e) => (setReason(e.target.value), setError(''))} />
          {error && (
            <Text size="1" color="red">
              {error}
            </Text>
          )}
          <Flex gap="2" justify="end" mt="3">
            <Button type="button" variant="soft" color="gray" onClick={onClose}>
              {L(lang, '取消', 'Cancel')}
            </Button>
            <Button type="submit" color="red">
              {L(lang, '关闭订单', 'Close order')}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ReplenishDialog({ open, initial, onClose, onSubmit }: { open: boolean; initial: { plateNo: string | null; insuranceCompany: string | null; idCardNo: string | null; address: string | null }; onClose: () => void; onSubmit: (v: Record<string, string>) => Promise<void> }) {
  const lang = useLang();
  const [v, setV] = useState<Record<string, string>>({});
  const fields: Array<[keyof typeof initial, string]> = [
    ['plateNo', L(lang, '车牌号', 'Plate no.')],
    ['insuranceCompany', L(lang, '保险公司', 'Insurer')],
    ['idCardNo', L(lang, '身份证号', 'ID card no.')],
    ['address', L(lang, '联系地址', 'Address')],
  ];
  return (
    <Dialog.Root open={open} onOpenChange={(x) => !x && onClose()}>
      <Dialog.Content maxWidth="460px">
        <Dialog.Title>{L(lang, '补录信息', 'Supplement info')}</Dialog.Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const body = Object.fromEntries(fields.map(([k]) => [k, v[k] ?? initial[k] ?? '']));
            void onSubmit(body).then(onClose);
          }}
        >
          <Flex direction="column" gap="2">
            {fields.map(([k, label], i) => (
              <label key={k}>
                <Text size="1" color="gray">
                  {label}
                </Text>
                <TextField.Root autoFocus={i === 0} value={v[k] ?? initial[k] ?? ''} onChange={(e) => setV({ ...v, [k]: e.target.value })} />
              </label>
            ))}
          </Flex>
          <Separator size="4" my="3" />
          <Flex gap="2" justify="end">
            <Button type="button" variant="soft" color="gray" onClick={onClose}>
              {L(lang, '取消', 'Cancel')}
            </Button>
            <Button type="submit">{L(lang, '保存', 'Save')}</Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** a change shows from → to; a lock its new car, an unlock the car it let go */
function lockLogVins(l: { fromVin?: string | null; toVin?: string | null }): string {
  if (l.fromVin && l.toVin && l.fromVin !== l.toVin) return `${l.fromVin} → ${l.toVin}`;
  return l.toVin ?? l.fromVin ?? '';
}
