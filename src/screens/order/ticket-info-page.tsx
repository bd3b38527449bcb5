/**
 * /orders/ticketInfo?id=<order>: the invoices of an order's cars (getOrderInvoiceInfo);
 * /orders/fixTicketInfo?id=<order>: entering or correcting them (saveOrUpdateOrderInvoice) and
 * deleting one car's invoice (delInvoiceCar, after a confirmation). What is offered follows the
 * car-order machine (INVOICE, DELETE_INVOICE) and the button permissions; amounts are typed in
 * yuan and sent in hundredths; every car's invoice is checked with the invoice declaration (the
 * server's rules and words) before anything is sent. Enter saves; each action is a palette command.
 * Hand-written: the invoices of all of an order's cars in one form, each checked with the invoice declaration.
 */
import { Badge, Button, Callout, Card, Flex, Grid, Heading, Spinner, Text, TextField } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { http } from '../../api/http';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { validateRecord } from '../../domain/resources/validate';
import { INVOICE_SOURCE_OPTIONS, carOrderInvoiceResource } from '../../domain/resources/operations/car-order-invoice';
import { CAR_ORDER_STATE_OPTIONS, storedCarOrderActions } from '../../machines/car-order.machine';
import { toastSuccess } from '../../shell/ui-bus';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { useConfirm } from '../resource/confirm';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { BASE, callOk, L, money, orderActions, useOrderRefresh, type Invoice, type OrderCar } from './order-api';
import './order.css';

interface InvoiceInfo {
  ahCarOrderId: string;
  orderNo: string;
  orderState: number;
  customerName: string;
  idCardNo: string | null;
  carList: Array<OrderCar & { invoice: Invoice | null }>;
}

const FIELDS = ['invoiceCode', 'invoiceNo', 'invoiceDate', 'invoiceAmount', 'taxAmount', 'buyerName', 'buyerIdNo'] as const;
type Field = (typeof FIELDS)[number];
const MONEY = new Set<Field>(['invoiceAmount', 'taxAmount']);
const IMPORT_PAGE = '/orders/invoiceInfoImport';

/** yuan as typed to hundredths; text that is not an amount goes as it is, so the declaration answers its rule */
const cents = (s: string | undefined): number | string => {
  const t = (s ?? '').trim();
  if (t === '') return '';
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : t;
};

function useInvoiceInfo(id: string | null) {
  return useQuery({ queryKey: ['carOrder', 'invoice', id], enabled: !!id, staleTime: 0, queryFn: async () => (await http.get<InvoiceInfo>(`${BASE}/getOrderInvoiceInfo`, { ahCarOrderId: id })).data });
}

export function TicketInfoPage() {
  const lang = useLang();
  const [location, navigate] = useLocation();
  const fixPage = location.endsWith('/fixTicketInfo');
  const id = new URLSearchParams(useSearch()).get('id');
  const info = useInvoiceInfo(id);
  const refresh = useOrderRefresh();
  const can = usePermissions();
  const confirm = useConfirm(lang);
  const scopeRef = useRef<HTMLFormElement | null>(null);
  const [forms, setForms] = useState<Record<string, Record<string, string>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const d = info.data;

  useEffect(() => {
    if (!d) return;
    setForms(
      Object.fromEntries(
        d.carList.map((c) => [
          c.id,
          Object.fromEntries(FIELDS.map((k) => [k, c.invoice ? (MONEY.has(k) ? (c.invoice[k] === null ? '' : String(Number(c.invoice[k]) / 100)) : String(c.invoice[k] ?? '')) : k === 'buyerName' ? d.customerName : k === 'buyerIdNo' ? (d.idCardNo ?? '') : k === 'invoiceAmount' ? String((c.salePrice ?? 0) / 100) : ''])),
        ]),
      ),
    );
  }, [d]);

  const state = d?.orderState ?? -1;
  const mayInvoice = !!d && orderActions(state).includes('INVOICE') && can('car_order_invoice');
  const mayDelete = !!d && storedCarOrderActions(state, ['DELETE_INVOICE']).length > 0 && can('car_order_invoice');
  const mayImport = can('car_order_invoice_import');
  const edit = fixPage && mayInvoice;
  const invoiceable = (d?.carList ?? []).filter((c) => c.vin);

  // the fix page hands the keyboard to the first field
  useEffect(() => {
    if (edit && Object.keys(forms).length > 0) scopeRef.current?.querySelector<HTMLInputElement>('input[name$=".invoiceCode"]')?.focus({ preventScroll: true });
    // once the fields are there
  }, [edit, Object.keys(forms).length > 0]);

  const labels: Record<Field, string> = {
    invoiceCode: L(lang, '发票代码', 'Invoice code'),
    invoiceNo: L(lang, '发票号码', 'Invoice no.'),
    invoiceDate: L(lang, '开票日期', 'Invoice date'),
    invoiceAmount: L(lang, '价税合计（元）', 'Amount incl. tax (yuan)'),
    taxAmount: L(lang, '税额（元）', 'Tax (yuan)'),
    buyerName: L(lang, '购买方名称', 'Buyer'),
    buyerIdNo: L(lang, '购买方证件号', 'Buyer ID no.'),
  };
  const required = (k: Field) => carOrderInvoiceResource.fields[k].required === true;

  const save = async () => {
    if (!d || !edit || busy) return;
    const list = invoiceable.map((c) => {
      const f = forms[c.id] ?? {};
      return { ahCarOrderCarId: c.id, ...Object.fromEntries(FIELDS.map((k) => [k, MONEY.has(k) ? cents(f[k]) : (f[k] ?? '')])) };
    });
    for (const [i, row] of list.entries()) {
      const car = invoiceable[i];
      const r = validateRecord(carOrderInvoiceResource, { ...row, vin: car.vin }, { lang });
      if (!r.ok) {
        setError(`${car.vin}：${r.message}`);
        scopeRef.current?.querySelector<HTMLElement>(`[name="${car.id}.${r.field}"]`)?.focus();
        return;
      }
    }
    setError('');
    setBusy(true);
    try {
      if (await callOk(http.post(`${BASE}/saveOrUpdateOrderInvoice`, { ahCarOrderId: d.ahCarOrderId, invoiceList: list }))) {
        toastSuccess(L(lang, '操作成功', 'Done'));
        refresh();
        navigate(`/orders/ticketInfo?id=${d.ahCarOrderId}`);
      }
    } finally {
      setBusy(false);
    }
  };
  const removeInvoice = (c: OrderCar) =>
    void confirm.ask({
      message: L(lang, `确认删除 ${c.vin ?? ''} 的发票？订单将回到已配车状态。`, `Delete the invoice of ${c.vin ?? ''}? The order goes back to car assigned.`),
      danger: true,
      run: async () => {
        if (await callOk(http.post(`${BASE}/delInvoiceCar`, { ahCarOrderCarId: c.id }))) {
          toastSuccess(L(lang, '操作成功', 'Done'));
          refresh();
          void info.refetch();
        }
      },
    });

  const group = { zh: '开票信息', en: 'Invoices' };
  const commands: Command[] = [
    ...(edit ? [{ id: 'order.ticket.save', title: { zh: '保存发票信息', en: 'Save the invoices' }, group, run: () => void save() }] : []),
    ...(!fixPage && mayInvoice ? [{ id: 'order.ticket.edit', title: { zh: '录入发票信息', en: 'Enter invoices' }, group, run: () => navigate(`/orders/fixTicketInfo?id=${id}`) }] : []),
    ...(mayDelete ? (d?.carList ?? []).filter((c) => c.invoice).map((c) => ({ id: `order.ticket.delete.${c.id}`, title: { zh: `删除发票：${c.vin ?? ''}`, en: `Delete the invoice of ${c.vin ?? ''}` }, group, run: () => removeInvoice(c) })) : []),
    ...(mayImport ? [{ id: 'order.ticket.import', title: { zh: '导入发票信息', en: 'Import invoices' }, group, run: () => navigate(IMPORT_PAGE) }] : []),
    { id: 'order.ticket.back', title: { zh: '返回订单', en: 'Back to the order' }, group, run: () => navigate(`/orders/details?id=${id}`) },
  ];
  useRegisterCommands(commands, { scope: () => scopeRef.current });

  if (!id) return <Text color="amber">{L(lang, '请选择订单', 'Choose an order')}</Text>;
  if (info.isPending) return <Spinner />;
  if (!d) return <Text color="gray">{L(lang, '订单不存在', 'No such order')}</Text>;
  const stateName = CAR_ORDER_STATE_OPTIONS.find((o) => o.value === d.orderState)?.[lang] ?? '';
  const sourceName = (v: number) => INVOICE_SOURCE_OPTIONS.find((o) => o.value === v)?.[lang] ?? '--';
  return (
    <form
      ref={scopeRef}
      data-testid="ticket-info"
      className="order-ticket"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Flex direction="column" gap="3">
        <Flex align="center" gap="3" wrap="wrap">
          <Heading size="5">
            {fixPage ? L(lang, '录入发票', 'Enter invoices') : L(lang, '发票信息', 'Invoices')} · {d.orderNo}
          </Heading>
          <Badge color="blue">{stateName}</Badge>
          <Text size="2" color="gray">
            {d.customerName}
          </Text>
          <Flex gap="2" ml="auto">
            {!fixPage && mayInvoice && (
              <Button type="button" onClick={() => navigate(`/orders/fixTicketInfo?id=${id}`)}>
                {L(lang, '录入发票', 'Enter invoices')}
              </Button>
            )}
            {mayImport && (
              <Button type="button" variant="soft" onClick={() => navigate(IMPORT_PAGE)}>
                {L(lang, '导入发票', 'Import invoices')}
              </Button>
            )}
            {edit && (
              <Button type="submit" disabled={busy}>
                {L(lang, '保存', 'Save')}
              </Button>
            )}
            <Button type="button" variant="outline" onClick={() => navigate(fixPage ? `/orders/ticketInfo?id=${id}` : `/orders/details?id=${id}`)}>
              {fixPage ? L(lang, '取消', 'Cancel') : L(lang, '返回订单', 'Back')}
            </Button>
          </Flex>
        </Flex>
        {fixPage && !mayInvoice && (
          <Callout.Root color="amber" data-testid="ticket-info-locked">
            <Callout.Text>{L(lang, `订单${stateName}，当前不能录入发票；订单车辆全部锁车后才能开票，已交车的订单不能再改发票。`, `The order is ${stateName.toLowerCase()}: invoices can be entered once every car is locked, and no longer after delivery.`)}</Callout.Text>
          </Callout.Root>
        )}
        {error && (
          <Text color="red" size="2" role="alert" data-testid="ticket-info-error">
            {error}
          </Text>
        )}
        {d.carList.map((c, i) => (
          <Card key={c.id} data-testid={`ticket-car-${i}`}>
            <Flex justify="between" align="center" mb="2" gap="3">
              <Text weight="bold">
                {i + 1}. {c.seriesName} {c.modelName} · {c.vin ?? L(lang, '未锁车，不能开票', 'no car locked yet')}
              </Text>
              {c.invoice && (
                <Badge color="green">
                  {L(lang, '已开票', 'Invoiced')} · {sourceName(c.invoice.source)}
                </Badge>
              )}
              {c.invoice && mayDelete && (
                <Button type="button" size="1" variant="soft" color="red" ml="auto" onClick={() => removeInvoice(c)}>
                  {L(lang, '删除发票', 'Delete invoice')}
                </Button>
              )}
            </Flex>
            {edit && c.vin ? (
              <Grid columns={{ initial: '2', md: '4' }} gap="2">
                {FIELDS.map((k) => (
                  <label key={k} className="order-field">
                    <Text size="1" color="gray">
                      {required(k) ? '* ' : ''}
                      {labels[k]}
                    </Text>
                    <TextField.Root
                      type={k === 'invoiceDate' ? 'date' : 'text'}
                      name={`${c.id}.${k}`}
                      aria-label={`${labels[k]} ${i + 1}`}
                      value={forms[c.id]?.[k] ?? ''}
                      onChange={(e) => {
                        setForms({ ...forms, [c.id]: { ...forms[c.id], [k]: e.target.value } });
                        setError('');
                      }}
                    />
                  </label>
                ))}
              </Grid>
            ) : c.invoice ? (
              <Grid columns={{ initial: '2', md: '4' }} gap="2">
                {FIELDS.map((k) => (
                  <Flex key={k} direction="column">
                    <Text size="1" color="gray">
                      {labels[k]}
                    </Text>
                    <Text size="2">{MONEY.has(k) ? money(c.invoice![k] as number | null) : String(c.invoice![k] || '--')}</Text>
                  </Flex>
                ))}
              </Grid>
            ) : (
              <Text color="gray" size="2">
                {c.vin ? L(lang, '未开票', 'Not invoiced') : L(lang, '锁定库存车辆后才能开票', 'Lock a stock car to this order car first')}
              </Text>
            )}
          </Card>
        ))}
      </Flex>
      <ConfirmDialog controller={confirm} lang={lang} />
    </form>
  );
}
