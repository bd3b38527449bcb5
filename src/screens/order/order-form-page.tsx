/**
 * /orders/add and /orders/edit?id=…: the order form: customer, salesman, payment, the cars (store
 * model, colours, price, boutiques with their fitting hours) and the additional items. The order,
 * each car, each boutique and each item are checked here with their declarations (the same
 * function the server runs, with the server's 第N辆车 prefixes) before anything is sent; the server
 * answers the rest (models, salesman, deposit against the total) in the spec's words. An order the
 * car-order machine no longer lets anyone edit (invoiced, delivered, closed) opens as a notice.
 * Hand-written: an order with nested cars, boutiques and items in one form, checked line by line.
 */
import { Badge, Button, Callout, Card, Flex, Grid, Heading, Select, Spinner, Text, TextArea, TextField } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { http } from '../../api/http';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { validateRecord } from '../../domain/resources/validate';
import { HOURLY_RATE_PARAM } from '../../domain/params';
import { ADDITIONAL_TYPE_OPTIONS, CAR_ORDER_TYPE_OPTIONS, PAYMENT_MODE_OPTIONS, carOrderAdditionalResource, carOrderCarBoutiqueResource, carOrderCarResource, carOrderResource } from '../../domain/resources/operations/car-order';
import { CAR_ORDER_STATE_OPTIONS } from '../../machines/car-order.machine';
import { toastError, toastSuccess } from '../../shell/ui-bus';
import { useSession } from '../../shell/session';
import { useLang } from '../resource/use-lang';
import { BASE, callOk, L, money, orderActions, useHourlyRate, useOrderDetail, useOrderRefresh, type Boutique } from './order-api';
import { ContractPreviewDialog, type PreviewTarget } from './contract-preview-dialog';
import { OrderLinesEditor, type LineColumn } from './order-lines-editor';
import './order.css';

interface StoreModel {
  carModelId: string;
  seriesName: string;
  modelName: string;
  guidePrice: number;
  storePrice: number | null;
}
interface Person {
  id: string;
  name: string;
  roleAlias?: string | null;
}
interface BoutiqueLine {
  boutiqueId?: string;
  boutiqueCode: string;
  boutiqueName: string;
  price: string;
  quantity: string;
  isGift: boolean;
  workHours: string;
}
interface CarLine {
  ahCarOrderCarId?: string;
  /** the VIN of the stock car the order car holds (its model cannot change here) */
  lockedVin?: string | null;
  carModelId: string;
  color: string;
  interiorColor: string;
  salePrice: string;
  boutiques: BoutiqueLine[];
}
interface ItemLine {
  itemType: string;
  itemName: string;
  price: string;
  remark: string;
}

const yuan = (hundredths: number | null | undefined) => (hundredths === null || hundredths === undefined ? '' : String(hundredths / 100));
/** yuan as typed to hundredths; text that is not an amount goes as it is, so the declaration answers its rule */
const cents = (s: string): number | string => {
  const t = s.trim();
  if (t === '') return '';
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : t;
};
const num = (s: string) => (Number.isFinite(Number(s)) ? Number(s) : 0);
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const emptyCar = (): CarLine => ({ carModelId: '', color: '', interiorColor: '', salePrice: '', boutiques: [] });
const emptyBoutique = (): BoutiqueLine => ({ boutiqueCode: '', boutiqueName: '', price: '', quantity: '1', isGift: false, workHours: '' });
const emptyItem = (): ItemLine => ({ itemType: '1', itemName: '', price: '', remark: '' });

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

/** the people of the store the order can name as its salesman */
function useStorePeople() {
  return useQuery({
    queryKey: ['carOrder', 'people'],
    staleTime: 60_000,
    queryFn: async () => (await http.get<Person[]>('/api/crm-dcc/ahSalesman/personnelList')).data ?? [],
  });
}

export function OrderFormPage() {
  const lang = useLang();
  const [location, navigate] = useLocation();
  const id = location.endsWith('/edit') ? new URLSearchParams(useSearch()).get('id') : null;
  const existing = useOrderDetail(id);
  const models = useStoreModels();
  const people = useStorePeople();
  const rate = useHourlyRate();
  const me = useSession().user?.user_id ?? '';
  const refresh = useOrderRefresh();
  const scopeRef = useRef<HTMLFormElement | null>(null);
  const [f, setF] = useState<Record<string, string>>({ orderType: '1', paymentMode: '1', orderDate: today(), customerName: '', customerPhone: '', idCardNo: '', address: '', salesUserId: '', depositAmount: '', expectedDeliveryDate: '', remark: '' });
  const [cars, setCars] = useState<CarLine[]>([emptyCar()]);
  const [items, setItems] = useState<ItemLine[]>([]);
  const [error, setError] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);

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
      salesUserId: o.salesUserId ?? '',
      depositAmount: yuan(o.depositAmount),
      expectedDeliveryDate: o.expectedDeliveryDate ?? '',
      remark: o.remark ?? '',
    });
    setCars(
      o.carList.map((c) => ({
        ahCarOrderCarId: c.id,
        lockedVin: c.ahWarehouseCarId ? c.vin : null,
        carModelId: c.carModelId,
        color: c.color ?? '',
        interiorColor: c.interiorColor ?? '',
        salePrice: yuan(c.salePrice),
        boutiques: (c.boutiqueList ?? []).map((b: Boutique) => ({
          ...(b.boutiqueId ? { boutiqueId: b.boutiqueId } : {}),
          boutiqueCode: b.boutiqueCode ?? '',
          boutiqueName: b.boutiqueName,
          price: yuan(b.price),
          quantity: String(b.quantity),
          isGift: b.isGift === 1,
          workHours: b.workHours === null || b.workHours === undefined ? '' : String(Number(b.workHours)),
        })),
      })),
    );
    setItems(o.additionalList.map((a) => ({ itemType: String(a.itemType), itemName: a.itemName, price: yuan(a.price), remark: a.remark ?? '' })));
  }, [existing.data]);

  // the first field takes the keyboard once the form is there
  const formReady = !id || !!existing.data;
  useEffect(() => {
    if (formReady) scopeRef.current?.querySelector<HTMLInputElement>('input[name="customerName"]')?.focus({ preventScroll: true });
  }, [formReady]);

  const editable = !id || (existing.data ? orderActions(existing.data.orderState).includes('EDIT') : false);
  const isDraftOrder = !id || existing.data?.orderState === 0;
  const hourly = rate.data;
  const mayEditHours = hourly?.show !== false;

  const body = (draft: boolean) => ({
    ...(id ? { ahCarOrderId: id } : {}),
    ...f,
    // none chosen: the server names the caller
    salesUserId: f.salesUserId,
    orderType: Number(f.orderType),
    paymentMode: Number(f.paymentMode),
    depositAmount: cents(f.depositAmount),
    isDraft: draft ? 1 : 0,
    carList: cars.map((c) => ({
      ...(c.ahCarOrderCarId ? { ahCarOrderCarId: c.ahCarOrderCarId } : {}),
      carModelId: c.carModelId,
      color: c.color,
      interiorColor: c.interiorColor,
      salePrice: cents(c.salePrice),
      boutiqueList: c.boutiques.map((b) => ({
        ...(b.boutiqueId ? { boutiqueId: b.boutiqueId } : {}),
        boutiqueCode: b.boutiqueCode,
        boutiqueName: b.boutiqueName,
        price: cents(b.price),
        quantity: b.quantity.trim(),
        isGift: b.isGift ? 1 : 0,
        workHours: b.workHours.trim(),
      })),
    })),
    additionalList: items.map((a) => ({ itemType: Number(a.itemType), itemName: a.itemName, price: cents(a.price), remark: a.remark })),
  });

  /** the first failing rule, worded and prefixed like the server's answer, and the field to focus */
  function check(b: ReturnType<typeof body>): { message: string; focus: string } | null {
    const order = validateRecord(carOrderResource, b, { lang });
    if (!order.ok) return { message: order.message, focus: `[name="${order.field}"]` };
    if (b.carList.length === 0) return { message: L(lang, '请添加订单车辆', 'Please add a car to the order'), focus: '' };
    for (const [i, c] of b.carList.entries()) {
      const prefix = L(lang, `第${i + 1}辆车：`, `Car ${i + 1}: `);
      const r = validateRecord(carOrderCarResource, c, { lang });
      if (!r.ok) return { message: prefix + r.message, focus: `[name="car${i}.${r.field}"]` };
      for (const [j, x] of c.boutiqueList.entries()) {
        const rb = validateRecord(carOrderCarBoutiqueResource, x, { lang });
        if (!rb.ok) return { message: `${prefix}${L(lang, `第${j + 1}项精品`, `boutique ${j + 1}: `)}${rb.message}`, focus: `[name="car${i}.b${j}.${rb.field}"]` };
      }
    }
    for (const [i, a] of b.additionalList.entries()) {
      const r = validateRecord(carOrderAdditionalResource, a, { lang });
      if (!r.ok) return { message: `${L(lang, `第${i + 1}个附加项目：`, `Additional item ${i + 1}: `)}${r.message}`, focus: `[name="item${i}.${r.field}"]` };
    }
    return null;
  }

  /** the body when every rule passes; else the first failure is shown and its field takes the focus */
  function checkedBody(draft: boolean) {
    const b = body(draft);
    const bad = check(b);
    if (bad) {
      setError(bad.message);
      if (bad.focus) scopeRef.current?.querySelector<HTMLElement>(bad.focus)?.focus();
      return null;
    }
    setError('');
    return b;
  }

  async function save(draft: boolean) {
    if (busy || !editable) return;
    const b = checkedBody(draft);
    if (!b) return;
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

  /** the booking agreement of the form as it is (nothing saved) */
  function previewBooking() {
    const b = checkedBody(false);
    if (b) setPreview({ kind: 'booking', body: b });
  }

  /** a boutique code typed in: the store's boutique of that code fills the name and price */
  async function lookUpCode(i: number, j: number) {
    const code = cars[i]?.boutiques[j]?.boutiqueCode.trim();
    if (!code) return;
    const found = await callOk(http.post<Array<{ id: string; code: string; boutiqueName: string; price: number }>>('/api/crm-member/ahBoutique/batchFindBoutiqueByCodes', { codes: [code] }));
    const hit = found?.find((x) => x.code === code);
    if (!hit) return setError(L(lang, `第${i + 1}辆车：未找到精品编码 ${code}`, `Car ${i + 1}: no boutique with code ${code}`));
    setError('');
    setCars((all) => all.map((c, k) => (k === i ? { ...c, boutiques: c.boutiques.map((x, m) => (m === j ? { ...x, boutiqueId: hit.id, boutiqueName: hit.boutiqueName, price: yuan(hit.price) } : x)) } : c)));
  }

  const addCar = () => setCars((all) => [...all, emptyCar()]);
  const addItem = () => setItems((all) => [...all, emptyItem()]);
  const addBoutique = (i: number) => setCars((all) => all.map((c, k) => (k === i ? { ...c, boutiques: [...c.boutiques, emptyBoutique()] } : c)));
  const cancel = () => navigate(id ? `/orders/details?id=${id}` : '/orders/list/index');
  const group = { zh: id ? '编辑订单' : '新增订单', en: id ? 'Edit order' : 'New order' };
  const commands: Command[] = editable
    ? [
        { id: 'order.form.save', title: isDraftOrder ? { zh: '提交订单', en: 'Submit the order' } : { zh: '保存订单', en: 'Save the order' }, group, run: () => void save(false) },
        ...(isDraftOrder ? [{ id: 'order.form.draft', title: { zh: '保存草稿', en: 'Save as draft' }, group, run: () => void save(true) }] : []),
        { id: 'order.form.addCar', title: { zh: '添加车辆', en: 'Add a car' }, group, run: addCar },
        ...cars.map((_, i) => ({ id: `order.form.addBoutique${i}`, title: { zh: `添加精品：第${i + 1}辆车`, en: `Add a boutique: car ${i + 1}` }, group, run: () => addBoutique(i) })),
        { id: 'order.form.addItem', title: { zh: '添加附加项目', en: 'Add an additional item' }, group, run: addItem },
        { id: 'order.form.preview', title: { zh: '预览订购协议', en: 'Preview the booking agreement' }, group, run: previewBooking },
        { id: 'order.form.cancel', title: { zh: '取消编辑', en: 'Cancel editing' }, group, run: cancel },
      ]
    : [{ id: 'order.form.cancel', title: { zh: '查看订单', en: 'Open the order' }, group, run: cancel }];
  useRegisterCommands(commands, { scope: () => scopeRef.current });

  const set = (k: string) => (e: { target: { value: string } }) => {
    setF({ ...f, [k]: e.target.value });
    setError('');
  };
  const setCar = (i: number, patch: Partial<CarLine>) => {
    setCars(cars.map((c, j) => (j === i ? { ...c, ...patch } : c)));
    setError('');
  };
  const setBoutique = (i: number, j: number, patch: Partial<BoutiqueLine>) => setCar(i, { boutiques: cars[i].boutiques.map((x, k) => (k === j ? { ...x, ...patch } : x)) });
  const setItem = (i: number, patch: Partial<ItemLine>) => {
    setItems(items.map((x, k) => (k === i ? { ...x, ...patch } : x)));
    setError('');
  };
  const modelList = models.data ?? [];
  const personList: Person[] = (() => {
    const list = people.data ?? [];
    const chosen = f.salesUserId || me;
    const o = existing.data;
    // a salesman who has left the store still shows on his order
    return chosen && !list.some((p) => p.id === chosen) && o?.salesUserId === chosen ? [...list, { id: chosen, name: o.salesName ?? chosen }] : list;
  })();

  const carSum = cars.reduce((a, c) => a + num(c.salePrice), 0);
  const boutiqueSum = cars.reduce((a, c) => a + c.boutiques.reduce((s, b) => s + (b.isGift ? 0 : num(b.price) * num(b.quantity)), 0), 0);
  const itemSum = items.reduce((a, x) => a + num(x.price), 0);
  const hoursSum = cars.reduce((a, c) => a + c.boutiques.reduce((s, b) => s + num(b.workHours) * num(b.quantity), 0), 0);
  const labour = (hours: number) => (hourly ? Math.round(hours * hourly.hourlyRate) : null);
  const yuanText = (v: number) => money(Math.round(v * 100));

  if (id && existing.isPending) return <Spinner size="3" />;
  if (id && !existing.data) return <Text color="gray">{L(lang, '订单不存在', 'No such order')}</Text>;
  if (!editable && existing.data) {
    const o = existing.data;
    const state = CAR_ORDER_STATE_OPTIONS.find((x) => x.value === o.orderState)?.[lang] ?? '';
    return (
      <form ref={scopeRef} className="order-form" data-testid="order-form" onSubmit={(e) => (e.preventDefault(), cancel())}>
        <Flex direction="column" gap="3" maxWidth="640px">
          <Heading size="5">
            {L(lang, '编辑订单', 'Edit order')} {o.orderNo}
          </Heading>
          <Callout.Root color="amber" role="alert" data-testid="order-form-locked">
            <Callout.Text>{L(lang, `该订单${state}，不能再编辑；补录车牌、保险等信息请在订单详情中操作。`, `This order is ${state.toLowerCase()} and can no longer be edited; supplement the plate, insurer and so on from the order.`)}</Callout.Text>
          </Callout.Root>
          <Flex gap="2">
            <Button type="submit" autoFocus>
              {L(lang, '查看订单', 'Open the order')}
            </Button>
            <Button type="button" variant="outline" onClick={() => navigate('/orders/list/index')}>
              {L(lang, '返回列表', 'Back to the list')}
            </Button>
          </Flex>
        </Flex>
      </form>
    );
  }

  const label = (text: string, required = false) => (
    <Text size="1" color="gray">
      {required ? '* ' : ''}
      {text}
    </Text>
  );
  const field = (k: string, text: string, props: { type?: 'date' | 'text'; required?: boolean; placeholder?: string } = {}) => (
    <label className="order-field">
      {label(text, props.required)}
      <TextField.Root type={props.type ?? 'text'} value={f[k] ?? ''} onChange={set(k)} aria-label={text} name={k} placeholder={props.placeholder} />
    </label>
  );
  const select = (k: string, text: string, options: ReadonlyArray<{ value: number | string; zh: string; en: string }>) => (
    <label className="order-field">
      {label(text)}
      <Select.Root value={f[k]} onValueChange={(v) => setF({ ...f, [k]: v })}>
        <Select.Trigger style={{ width: '100%' }} aria-label={text} name={k} />
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
  const salesValue = f.salesUserId || me;
  // the line editors' columns: a car's boutiques, then the additional items
  const boutiqueColumns = (i: number): LineColumn<BoutiqueLine>[] => [
    {
      key: 'boutiqueCode',
      header: L(lang, '精品编码', 'Code'),
      placeholder: L(lang, '输入编码回车带出', 'Code, Enter to fill'),
      // a new code no longer names the boutique looked up before
      also: () => ({ boutiqueId: undefined }),
      onBlur: (b, j) => !b.boutiqueName && void lookUpCode(i, j),
      onEnter: (j) => void lookUpCode(i, j),
    },
    { key: 'boutiqueName', header: L(lang, '精品名称', 'Boutique'), required: true },
    { key: 'price', header: L(lang, '单价（元）', 'Unit price (yuan)'), label: L(lang, '单价', 'Unit price'), required: true },
    { key: 'quantity', header: L(lang, '数量', 'Qty'), required: true, narrow: true },
    { key: 'isGift', header: L(lang, '赠送', 'Gift'), check: true },
    { key: 'workHours', header: L(lang, '安装工时（小时）', 'Fitting hours'), label: L(lang, '安装工时', 'Fitting hours'), narrow: true, disabled: !mayEditHours },
    { key: 'labour', header: L(lang, '工时费（元）', 'Labour (yuan)'), view: (b) => (b.workHours.trim() ? money(labour(num(b.workHours) * num(b.quantity))) : '--') },
  ];
  const itemColumns: LineColumn<ItemLine>[] = [
    { key: 'itemType', header: L(lang, '项目类型', 'Type'), required: true, options: ADDITIONAL_TYPE_OPTIONS },
    { key: 'itemName', header: L(lang, '项目名称', 'Item'), required: true },
    { key: 'price', header: L(lang, '金额（元）', 'Amount (yuan)'), label: L(lang, '金额', 'Amount'), required: true },
    { key: 'remark', header: L(lang, '备注', 'Remark') },
  ];

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
        <Flex align="center" gap="3">
          <Heading size="5">{id ? `${L(lang, '编辑订单', 'Edit order')} ${existing.data?.orderNo ?? ''}` : L(lang, '新增订单', 'New order')}</Heading>
          {existing.data && <Badge color="blue">{CAR_ORDER_STATE_OPTIONS.find((x) => x.value === existing.data!.orderState)?.[lang]}</Badge>}
        </Flex>
        <Card>
          <Heading size="3" mb="2">
            {L(lang, '客户与订单', 'Customer and order')}
          </Heading>
          <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="3">
            {field('customerName', L(lang, '客户姓名', 'Customer'), { required: true })}
            {field('customerPhone', L(lang, '联系电话', 'Phone'), { required: true, placeholder: L(lang, '11位手机号', '11-digit mobile') })}
            {field('idCardNo', L(lang, '身份证号', 'ID card no.'))}
            {field('address', L(lang, '联系地址', 'Address'))}
            {select('orderType', L(lang, '订单类型', 'Order type'), CAR_ORDER_TYPE_OPTIONS)}
            {select('paymentMode', L(lang, '付款方式', 'Payment'), PAYMENT_MODE_OPTIONS)}
            <label className="order-field">
              {label(L(lang, '销售顾问', 'Salesman'))}
              <Select.Root value={salesValue || undefined} onValueChange={(v) => setF({ ...f, salesUserId: v })}>
                <Select.Trigger style={{ width: '100%' }} aria-label={L(lang, '销售顾问', 'Salesman')} name="salesUserId" placeholder={L(lang, '请选择销售顾问', 'Choose a salesman')} />
                <Select.Content>
                  {personList.map((p) => (
                    <Select.Item key={p.id} value={p.id}>
                      {p.name}
                      {p.id === me ? L(lang, '（我）', ' (me)') : ''}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </label>
            {field('depositAmount', L(lang, '定金（元）', 'Deposit (yuan)'))}
            {field('orderDate', L(lang, '下单日期', 'Order date'), { type: 'date' })}
            {field('expectedDeliveryDate', L(lang, '预计交车日期', 'Expected delivery'), { type: 'date' })}
            <label className="order-field order-field-wide">
              {label(L(lang, '备注', 'Remark'))}
              <TextArea value={f.remark} onChange={set('remark')} aria-label={L(lang, '备注', 'Remark')} name="remark" rows={2} />
            </label>
          </Grid>
        </Card>
        <Card>
          <Flex justify="between" align="center" mb="2" gap="3" wrap="wrap">
            <Heading size="3">{L(lang, '订单车辆', 'Cars')}</Heading>
            <Text size="1" color={hourly?.rateSource === 'invalid' ? 'amber' : 'gray'} data-testid="order-form-hourly-rate">
              {hourly
                ? hourly.rateSource === 'invalid'
                  ? L(lang, `安装工时单价 ${money(hourly.hourlyRate)} 元/小时（参数 ${HOURLY_RATE_PARAM.key} 的值无法识别，按默认值）`, `Fitting labour ${money(hourly.hourlyRate)} yuan/hour (the parameter ${HOURLY_RATE_PARAM.key} does not read; the default applies)`)
                  : L(lang, `安装工时单价 ${money(hourly.hourlyRate)} 元/小时`, `Fitting labour ${money(hourly.hourlyRate)} yuan/hour`)
                : ''}
            </Text>
            <Button type="button" variant="soft" onClick={addCar} ml="auto">
              {L(lang, '添加车辆', 'Add a car')}
            </Button>
          </Flex>
          <Flex direction="column" gap="3">
            {cars.map((c, i) => (
              <div key={i} className="car-block" data-testid={`order-form-car-${i}`}>
                <Grid columns={{ initial: '1', sm: '2', md: '5' }} gap="3" align="end">
                  <label className="order-field order-field-span2">
                    {label(`${L(lang, '车型', 'Model')} ${i + 1}`, true)}
                    <Select.Root
                      value={c.carModelId || undefined}
                      disabled={!!c.lockedVin}
                      onValueChange={(v) => {
                        const m = modelList.find((x) => x.carModelId === v);
                        setCar(i, { carModelId: v, salePrice: c.salePrice || yuan(m?.storePrice ?? m?.guidePrice) });
                      }}
                    >
                      <Select.Trigger style={{ width: '100%' }} placeholder={L(lang, '请选择车型', 'Choose a model')} aria-label={`${L(lang, '车型', 'Model')} ${i + 1}`} name={`car${i}.carModelId`} />
                      <Select.Content>
                        {modelList.map((m) => (
                          <Select.Item key={m.carModelId} value={m.carModelId}>
                            {m.seriesName} {m.modelName} · {money(m.storePrice ?? m.guidePrice)}
                          </Select.Item>
                        ))}
                      </Select.Content>
                    </Select.Root>
                  </label>
                  <label className="order-field">
                    {label(L(lang, '外观颜色', 'Colour'))}
                    <TextField.Root value={c.color} onChange={(e) => setCar(i, { color: e.target.value })} aria-label={`${L(lang, '外观颜色', 'Colour')} ${i + 1}`} name={`car${i}.color`} />
                  </label>
                  <label className="order-field">
                    {label(L(lang, '内饰颜色', 'Interior'))}
                    <TextField.Root value={c.interiorColor} onChange={(e) => setCar(i, { interiorColor: e.target.value })} aria-label={`${L(lang, '内饰颜色', 'Interior')} ${i + 1}`} name={`car${i}.interiorColor`} />
                  </label>
                  <label className="order-field">
                    {label(L(lang, '成交价（元）', 'Price (yuan)'), true)}
                    <TextField.Root value={c.salePrice} onChange={(e) => setCar(i, { salePrice: e.target.value })} aria-label={`${L(lang, '成交价', 'Price')} ${i + 1}`} name={`car${i}.salePrice`} />
                  </label>
                </Grid>
                {c.lockedVin && (
                  <Text as="p" size="1" color="amber" mt="1">
                    {L(lang, `已锁定 ${c.lockedVin}：车型不能在此更换，请在订单详情中换车`, `Holds ${c.lockedVin}: change the car from the order, not the model here`)}
                  </Text>
                )}
                {c.boutiques.length > 0 && (
                  <OrderLinesEditor
                    lang={lang}
                    mt="2"
                    label={L(lang, `第${i + 1}辆车的精品`, `Boutiques of car ${i + 1}`)}
                    rows={c.boutiques}
                    columns={boutiqueColumns(i)}
                    rowName={(j) => L(lang, `第${i + 1}辆车第${j + 1}项精品`, `car ${i + 1} boutique ${j + 1}`)}
                    fieldName={(j, key) => `car${i}.b${j}.${key}`}
                    testId={(j) => `order-form-boutique-${i}-${j}`}
                    onChange={(j, patch) => setBoutique(i, j, patch)}
                    onRemove={(j) => setCar(i, { boutiques: c.boutiques.filter((_, k) => k !== j) })}
                  />
                )}
                <Flex gap="2" mt="2" align="center">
                  <Button type="button" size="1" variant="soft" onClick={() => addBoutique(i)}>
                    {L(lang, '添加精品', 'Add a boutique')}
                  </Button>
                  {cars.length > 1 && !c.lockedVin && (
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
            <Button type="button" variant="soft" onClick={addItem}>
              {L(lang, '添加附加项目', 'Add an item')}
            </Button>
          </Flex>
          {items.length === 0 ? (
            <Text size="2" color="gray">
              {L(lang, '保险、上牌、金融服务等收费项目', 'Insurance, registration, finance fees and other charges')}
            </Text>
          ) : (
            <OrderLinesEditor
              lang={lang}
              label={L(lang, '附加项目', 'Additional items')}
              rows={items}
              columns={itemColumns}
              rowName={(i) => L(lang, `第${i + 1}个附加项目`, `item ${i + 1}`)}
              fieldName={(i, key) => `item${i}.${key}`}
              testId={(i) => `order-form-item-${i}`}
              onChange={setItem}
              onRemove={(i) => setItems(items.filter((_, k) => k !== i))}
            />
          )}
        </Card>
        <Card>
          <Flex gap="4" align="center" wrap="wrap" data-testid="order-form-totals">
            <Text size="2" color="gray">
              {L(lang, '车款', 'Cars')} {yuanText(carSum)}
            </Text>
            <Text size="2" color="gray">
              {L(lang, '精品', 'Boutiques')} {yuanText(boutiqueSum)}
            </Text>
            <Text size="2" color="gray">
              {L(lang, '附加项目', 'Items')} {yuanText(itemSum)}
            </Text>
            <Text size="3" weight="bold">
              {L(lang, '预计总额', 'Estimated total')} {yuanText(carSum + boutiqueSum + itemSum)}
            </Text>
            {hoursSum > 0 && (
              <Text size="1" color="gray">
                {L(lang, `安装工时 ${hoursSum} 小时，参考工时费 ${money(labour(hoursSum))}（不计入订单总额）`, `${hoursSum} fitting hours, labour ${money(labour(hoursSum))} for reference (not in the total)`)}
              </Text>
            )}
          </Flex>
        </Card>
        <Flex gap="3" align="center" justify="end" wrap="wrap">
          {error && (
            <Text color="red" size="2" role="alert" data-testid="order-form-error" mr="auto">
              {error}
            </Text>
          )}
          <Button type="button" variant="outline" onClick={cancel}>
            {L(lang, '取消', 'Cancel')}
          </Button>
          <Button type="button" variant="soft" color="gray" onClick={previewBooking}>
            {L(lang, '预览订购协议', 'Preview agreement')}
          </Button>
          {isDraftOrder && (
            <Button type="button" variant="soft" disabled={busy} onClick={() => void save(true)}>
              {L(lang, '保存草稿', 'Save as draft')}
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {isDraftOrder ? L(lang, '提交订单', 'Submit') : L(lang, '保存订单', 'Save')}
          </Button>
        </Flex>
      </Flex>
      <ContractPreviewDialog target={preview} onClose={() => setPreview(null)} />
    </form>
  );
}
