/**
 * /orders/add and /orders/edit?id=…: the order form: customer, payment, the cars (store model,
 * colour, price, boutiques) and the additional items. The order's own fields are checked here with
 * the declaration (the same function the server runs) before anything is sent; the server answers
 * the rest (models, salesman, deposit against the total) in the spec's words.
 */
import { Button, Card, Checkbox, Flex, Grid, Heading, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { http } from '../../api/http';
import { useRegisterCommands } from '../../commands/registry';
import { validateRecord } from '../../domain/resources/validate';
import { ADDITIONAL_TYPE_OPTIONS, CAR_ORDER_TYPE_OPTIONS, PAYMENT_MODE_OPTIONS, carOrderResource } from '../../domain/resources/operations/car-order';
import { toastError, toastSuccess } from '../../shell/ui-bus';
import { useLang } from '../resource/use-lang';
import { BASE, callOk, L, money, useOrderDetail, useOrderRefresh } from './order-api';
import './order.css';

interface StoreModel {
  carModelId: string;
  seriesName: string;
  modelName: string;
  guidePrice: number;
  storePrice: number | null;
}
interface BoutiqueLine {
  boutiqueName: string;
  price: string;
  quantity: string;
  isGift: boolean;
}
interface CarLine {
  ahCarOrderCarId?: string;
  carModelId: string;
  color: string;
  salePrice: string;
  boutiques: BoutiqueLine[];
}
interface ItemLine {
  itemType: string;
  itemName: string;
  price: string;
}

const yuan = (hundredths: number | null | undefined) => (hundredths === null || hundredths === undefined ? '' : String(hundredths / 100));
const cents = (s: string) => (s.trim() === '' ? '' : Math.round(Number(s) * 100));
const today = () => new Date().toISOString().slice(0, 10);

function useStoreModels() {
  return useQuery({
    queryKey: ['carOrder', 'storeModels'],
    staleTime: 60_000,
    queryFn: async () => {
      const env = await http.get<{ records?: StoreModel[] } | StoreModel[]>('/api/crm-anhua/ahStoreCarModel/list', { current: 1, size: 999 });
      const d = env.data;
      return Array.isArray(d) ? d : (d?.records ?? []);
    },
  });
}

export function OrderFormPage() {
  const lang = useLang();
  const [location, navigate] = useLocation();
  const id = location.endsWith('/edit') ? new URLSearchParams(useSearch()).get('id') : null;
  const existing = useOrderDetail(id);
  const models = useStoreModels();
  const refresh = useOrderRefresh();
  const scopeRef = useRef<HTMLFormElement | null>(null);
  const [f, setF] = useState<Record<string, string>>({ orderType: '1', paymentMode: '1', orderDate: today(), customerName: '', customerPhone: '', idCardNo: '', address: '', depositAmount: '', expectedDeliveryDate: '', remark: '' });
  const [cars, setCars] = useState<CarLine[]>([{ carModelId: '', color: '', salePrice: '', boutiques: [] }]);
  const [items, setItems] = useState<ItemLine[]>([]);
  const [error, setError] = useState<string>('');
  const [busy, setBusy] = useState(false);

  // an edit starts from the stored order
  useEffect(() => {
    const o = existing.data;
    if (!o) return;
    setF({
      orderType: String(o.orderType ?? 1),
      paymentMode: String(o.paymentMode ?? 1),
      orderDate: o.orderDate ?? today(),
      customerName: o.customerName ?? '',
      customerPhone: o.customerPhone ?? '',
      idCardNo: o.idCardNo ?? '',
      address: o.address ?? '',
      depositAmount: yuan(o.depositAmount),
      expectedDeliveryDate: o.expectedDeliveryDate ?? '',
      remark: o.remark ?? '',
    });
    setCars(
      o.carList.map((c) => ({
        ahCarOrderCarId: c.id,
        carModelId: c.carModelId,
        color: c.color ?? '',
        salePrice: yuan(c.salePrice),
        boutiques: (c.boutiqueList ?? []).map((b) => ({ boutiqueName: b.boutiqueName, price: yuan(b.price), quantity: String(b.quantity), isGift: b.isGift === 1 })),
      })),
    );
    setItems(o.additionalList.map((a) => ({ itemType: String(a.itemType), itemName: a.itemName, price: yuan(a.price) })));
  }, [existing.data]);

  const isDraftOrder = !id || existing.data?.orderState === 0;
  const body = (draft: boolean) => ({
    ...(id ? { ahCarOrderId: id } : {}),
    ...f,
    orderType: Number(f.orderType),
    paymentMode: Number(f.paymentMode),
    depositAmount: cents(f.depositAmount),
    isDraft: draft ? 1 : 0,
    carList: cars.map((c) => ({
      ...(c.ahCarOrderCarId ? { ahCarOrderCarId: c.ahCarOrderCarId } : {}),
      carModelId: c.carModelId,
      color: c.color,
      salePrice: cents(c.salePrice),
      boutiqueList: c.boutiques.map((b) => ({ boutiqueName: b.boutiqueName, price: cents(b.price), quantity: Number(b.quantity), isGift: b.isGift ? 1 : 0 })),
    })),
    additionalList: items.map((a) => ({ itemType: Number(a.itemType), itemName: a.itemName, price: cents(a.price) })),
  });

  async function save(draft: boolean) {
    if (busy) return;
    const b = body(draft);
    const checked = validateRecord(carOrderResource, b, { lang });
    if (!checked.ok) return setError(checked.message);
    if (cars.length === 0) return setError(L(lang, '请添加订单车辆', 'Please add a car to the order'));
    const blank = cars.findIndex((c) => !c.carModelId);
    if (blank >= 0) return setError(L(lang, `第${blank + 1}辆车：车型不能为空`, `Car ${blank + 1}: model is required`));
    setError('');
    setBusy(true);
    try {
      const r = await callOk(http.post<{ id: string }>(`${BASE}/addOrUpdateCarOrder`, b));
      if (r) {
        toastSuccess(L(lang, '操作成功', 'Done'));
        refresh();
        navigate(`/orders/details?id=${r.id}`);
      }
    } catch (e) {
      toastError(String(e));
    } finally {
      setBusy(false);
    }
  }

  const addCar = () => setCars([...cars, { carModelId: '', color: '', salePrice: '', boutiques: [] }]);
  const group = { zh: id ? '编辑订单' : '新增订单', en: id ? 'Edit order' : 'New order' };
  useRegisterCommands(
    [
      { id: 'order.form.save', title: { zh: '提交订单', en: 'Submit the order' }, group, run: () => void save(false) },
      ...(isDraftOrder ? [{ id: 'order.form.draft', title: { zh: '保存草稿', en: 'Save as draft' }, group, run: () => void save(true) }] : []),
      { id: 'order.form.addCar', title: { zh: '添加车辆', en: 'Add a car' }, group, run: addCar },
      { id: 'order.form.addItem', title: { zh: '添加附加项目', en: 'Add an additional item' }, group, run: () => setItems([...items, { itemType: '1', itemName: '', price: '' }]) },
    ],
    { scope: () => scopeRef.current },
  );

  const set = (k: string) => (e: { target: { value: string } }) => {
    setF({ ...f, [k]: e.target.value });
    setError('');
  };
  const setCar = (i: number, patch: Partial<CarLine>) => setCars(cars.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const modelList = models.data ?? [];
  const total = cars.reduce((a, c) => a + (Number(c.salePrice) || 0) + c.boutiques.reduce((s, b) => s + (b.isGift ? 0 : (Number(b.price) || 0) * (Number(b.quantity) || 0)), 0), 0) + items.reduce((a, x) => a + (Number(x.price) || 0), 0);

  const field = (k: string, label: string, props: { type?: 'date' | 'text'; required?: boolean } = {}) => (
    <label>
      <Text size="1" color="gray">
        {props.required ? '* ' : ''}
        {label}
      </Text>
      <TextField.Root type={props.type ?? 'text'} value={f[k] ?? ''} onChange={set(k)} aria-label={label} name={k} />
    </label>
  );
  const select = (k: string, label: string, options: ReadonlyArray<{ value: number | string; zh: string; en: string }>) => (
    <label>
      <Text size="1" color="gray">
        {label}
      </Text>
      <Select.Root value={f[k]} onValueChange={(v) => setF({ ...f, [k]: v })}>
        <Select.Trigger style={{ width: '100%' }} aria-label={label} />
        <Select.Content>
          {options.map((o) => (
            <Select.Item key={o.value} value={String(o.value)}>
              {o[lang]}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </label>
  );

  return (
    <form
      ref={scopeRef}
      className="order-form"
      data-testid="order-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save(false);
      }}
    >
      <Flex direction="column" gap="3">
        <Heading size="5">{id ? `${L(lang, '编辑订单', 'Edit order')} ${existing.data?.orderNo ?? ''}` : L(lang, '新增订单', 'New order')}</Heading>
        <Card>
          <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="3">
            {field('customerName', L(lang, '客户姓名', 'Customer'), { required: true })}
            {field('customerPhone', L(lang, '联系电话', 'Phone'), { required: true })}
            {field('idCardNo', L(lang, '身份证号', 'ID card no.'))}
            {field('address', L(lang, '联系地址', 'Address'))}
            {select('orderType', L(lang, '订单类型', 'Order type'), CAR_ORDER_TYPE_OPTIONS)}
            {select('paymentMode', L(lang, '付款方式', 'Payment'), PAYMENT_MODE_OPTIONS)}
            {field('depositAmount', L(lang, '定金（元）', 'Deposit (yuan)'))}
            {field('orderDate', L(lang, '下单日期', 'Order date'), { type: 'date' })}
            {field('expectedDeliveryDate', L(lang, '预计交车日期', 'Expected delivery'), { type: 'date' })}
          </Grid>
          <label>
            <Text size="1" color="gray">
              {L(lang, '备注', 'Remark')}
            </Text>
            <TextArea value={f.remark} onChange={set('remark')} aria-label={L(lang, '备注', 'Remark')} />
          </label>
        </Card>
        <Card>
          <Flex justify="between" align="center" mb="2">
            <Heading size="3">{L(lang, '订单车辆', 'Cars')}</Heading>
            <Button type="button" variant="soft" onClick={addCar}>
              {L(lang, '添加车辆', 'Add a car')}
            </Button>
          </Flex>
          <Flex direction="column" gap="3">
            {cars.map((c, i) => (
              <div key={i} className="car-block" data-testid={`order-form-car-${i}`}>
                <Grid columns={{ initial: '1', md: '4' }} gap="3" align="end">
                  <label style={{ gridColumn: 'span 2' }}>
                    <Text size="1" color="gray">
                      * {L(lang, '车型', 'Model')} {i + 1}
                    </Text>
                    <Select.Root
                      value={c.carModelId || undefined}
                      onValueChange={(v) => {
                        const m = modelList.find((x) => x.carModelId === v);
                        setCar(i, { carModelId: v, salePrice: c.salePrice || yuan(m?.storePrice ?? m?.guidePrice) });
                      }}
                    >
                      <Select.Trigger style={{ width: '100%' }} placeholder={L(lang, '请选择车型', 'Choose a model')} aria-label={`${L(lang, '车型', 'Model')} ${i + 1}`} />
                      <Select.Content>
                        {modelList.map((m) => (
                          <Select.Item key={m.carModelId} value={m.carModelId}>
                            {m.seriesName} {m.modelName} · {money(m.storePrice ?? m.guidePrice)}
                          </Select.Item>
                        ))}
                      </Select.Content>
                    </Select.Root>
                  </label>
                  <label>
                    <Text size="1" color="gray">
                      {L(lang, '外观颜色', 'Colour')}
                    </Text>
                    <TextField.Root value={c.color} onChange={(e) => setCar(i, { color: e.target.value })} aria-label={`${L(lang, '外观颜色', 'Colour')} ${i + 1}`} />
                  </label>
                  <label>
                    <Text size="1" color="gray">
                      * {L(lang, '成交价（元）', 'Price (yuan)')}
                    </Text>
                    <TextField.Root value={c.salePrice} onChange={(e) => setCar(i, { salePrice: e.target.value })} aria-label={`${L(lang, '成交价', 'Price')} ${i + 1}`} />
                  </label>
                </Grid>
                {c.boutiques.map((b, j) => (
                  <Flex key={j} gap="2" mt="2" align="center">
                    <TextField.Root placeholder={L(lang, '精品名称', 'Boutique')} value={b.boutiqueName} onChange={(e) => setCar(i, { boutiques: c.boutiques.map((x, k) => (k === j ? { ...x, boutiqueName: e.target.value } : x)) })} />
                    <TextField.Root placeholder={L(lang, '单价（元）', 'Price')} value={b.price} onChange={(e) => setCar(i, { boutiques: c.boutiques.map((x, k) => (k === j ? { ...x, price: e.target.value } : x)) })} />
                    <TextField.Root placeholder={L(lang, '数量', 'Qty')} value={b.quantity} onChange={(e) => setCar(i, { boutiques: c.boutiques.map((x, k) => (k === j ? { ...x, quantity: e.target.value } : x)) })} />
                    <Text as="label" size="2">
                      <Flex gap="1" align="center">
                        <Checkbox checked={b.isGift} onCheckedChange={(v) => setCar(i, { boutiques: c.boutiques.map((x, k) => (k === j ? { ...x, isGift: v === true } : x)) })} />
                        {L(lang, '赠送', 'Gift')}
                      </Flex>
                    </Text>
                    <Button type="button" size="1" variant="ghost" color="red" onClick={() => setCar(i, { boutiques: c.boutiques.filter((_, k) => k !== j) })}>
                      {L(lang, '移除', 'Remove')}
                    </Button>
                  </Flex>
                ))}
                <Flex gap="2" mt="2">
                  <Button type="button" size="1" variant="soft" onClick={() => setCar(i, { boutiques: [...c.boutiques, { boutiqueName: '', price: '', quantity: '1', isGift: false }] })}>
                    {L(lang, '添加精品', 'Add a boutique')}
                  </Button>
                  {cars.length > 1 && (
                    <Button type="button" size="1" variant="soft" color="red" onClick={() => setCars(cars.filter((_, k) => k !== i))}>
                      {L(lang, '移除车辆', 'Remove car')}
                    </Button>
                  )}
                </Flex>
              </div>
            ))}
          </Flex>
        </Card>
        <Card>
          <Flex justify="between" align="center" mb="2">
            <Heading size="3">{L(lang, '附加项目', 'Additional items')}</Heading>
            <Button type="button" variant="soft" onClick={() => setItems([...items, { itemType: '1', itemName: '', price: '' }])}>
              {L(lang, '添加附加项目', 'Add an item')}
            </Button>
          </Flex>
          {items.map((a, i) => (
            <Flex key={i} gap="2" mt="2" align="center">
              <Select.Root value={a.itemType} onValueChange={(v) => setItems(items.map((x, k) => (k === i ? { ...x, itemType: v } : x)))}>
                <Select.Trigger aria-label={L(lang, '项目类型', 'Type')} />
                <Select.Content>
                  {ADDITIONAL_TYPE_OPTIONS.map((o) => (
                    <Select.Item key={o.value} value={String(o.value)}>
                      {o[lang]}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
              <TextField.Root placeholder={L(lang, '项目名称', 'Item')} value={a.itemName} onChange={(e) => setItems(items.map((x, k) => (k === i ? { ...x, itemName: e.target.value } : x)))} />
              <TextField.Root placeholder={L(lang, '金额（元）', 'Amount')} value={a.price} onChange={(e) => setItems(items.map((x, k) => (k === i ? { ...x, price: e.target.value } : x)))} />
              <Button type="button" size="1" variant="ghost" color="red" onClick={() => setItems(items.filter((_, k) => k !== i))}>
                {L(lang, '移除', 'Remove')}
              </Button>
            </Flex>
          ))}
        </Card>
        <Flex gap="3" align="center" justify="end">
          {error && (
            <Text color="red" size="2" role="alert" data-testid="order-form-error">
              {error}
            </Text>
          )}
          <Text size="2" color="gray">
            {L(lang, '预计总额', 'Estimated total')}：{total.toLocaleString('zh-CN', { minimumFractionDigits: 2 })}
          </Text>
          <Button type="button" variant="outline" onClick={() => navigate(id ? `/orders/details?id=${id}` : '/orders/list')}>
            {L(lang, '取消', 'Cancel')}
          </Button>
          {isDraftOrder && (
            <Button type="button" variant="soft" disabled={busy} onClick={() => void save(true)}>
              {L(lang, '保存草稿', 'Save as draft')}
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {L(lang, '提交订单', 'Submit')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
