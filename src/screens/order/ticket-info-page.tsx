/**
 * /orders/ticketInfo?id=<order>: the invoices of an order's cars (getOrderInvoiceInfo);
 * /orders/fixTicketInfo?id=<order>: entering or correcting them (saveOrUpdateOrderInvoice) and
 * deleting one car's invoice (delInvoiceCar). Amounts are typed in yuan and sent in hundredths.
 */
import { Button, Card, Flex, Grid, Heading, Spinner, Text, TextField } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { http } from '../../api/http';
import { useRegisterCommands } from '../../commands/registry';
import { toastSuccess } from '../../shell/ui-bus';
import { useLang } from '../resource/use-lang';
import { BASE, callOk, L, money, useOrderRefresh, type Invoice, type OrderCar } from './order-api';
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
const MONEY = new Set(['invoiceAmount', 'taxAmount']);

function useInvoiceInfo(id: string | null) {
  return useQuery({ queryKey: ['carOrder', 'invoice', id], enabled: !!id, staleTime: 0, queryFn: async () => (await http.get<InvoiceInfo>(`${BASE}/getOrderInvoiceInfo`, { ahCarOrderId: id })).data });
}

export function TicketInfoPage() {
  const lang = useLang();
  const [location, navigate] = useLocation();
  const edit = location.endsWith('/fixTicketInfo');
  const id = new URLSearchParams(useSearch()).get('id');
  const info = useInvoiceInfo(id);
  const refresh = useOrderRefresh();
  const scopeRef = useRef<HTMLDivElement | null>(null);
  const [forms, setForms] = useState<Record<string, Record<string, string>>>({});

  useEffect(() => {
    const d = info.data;
    if (!d) return;
    setForms(
      Object.fromEntries(
        d.carList.map((c) => [
          c.id,
          Object.fromEntries(FIELDS.map((k) => [k, c.invoice ? (MONEY.has(k) ? (c.invoice[k] === null ? '' : String(Number(c.invoice[k]) / 100)) : String(c.invoice[k] ?? '')) : k === 'buyerName' ? d.customerName : k === 'buyerIdNo' ? (d.idCardNo ?? '') : k === 'invoiceAmount' ? String((c.salePrice ?? 0) / 100) : ''])),
        ]),
      ),
    );
  }, [info.data]);

  const labels: Record<(typeof FIELDS)[number], string> = {
    invoiceCode: L(lang, '发票代码', 'Invoice code'),
    invoiceNo: L(lang, '发票号码', 'Invoice no.'),
    invoiceDate: L(lang, '开票日期', 'Invoice date'),
    invoiceAmount: L(lang, '价税合计（元）', 'Amount incl. tax (yuan)'),
    taxAmount: L(lang, '税额（元）', 'Tax (yuan)'),
    buyerName: L(lang, '购买方名称', 'Buyer'),
    buyerIdNo: L(lang, '购买方证件号', 'Buyer ID no.'),
  };

  const save = async () => {
    const d = info.data;
    if (!d) return;
    const list = d.carList
      .filter((c) => c.vin)
      .map((c) => {
        const f = forms[c.id] ?? {};
        return { ahCarOrderCarId: c.id, ...Object.fromEntries(FIELDS.map((k) => [k, MONEY.has(k) ? (f[k]?.trim() ? Math.round(Number(f[k]) * 100) : '') : (f[k] ?? '')])) };
      });
    if (await callOk(http.post(`${BASE}/saveOrUpdateOrderInvoice`, { ahCarOrderId: d.ahCarOrderId, invoiceList: list }))) {
      toastSuccess(L(lang, '操作成功', 'Done'));
      refresh();
      navigate(`/orders/ticketInfo?id=${d.ahCarOrderId}`);
    }
  };
  const removeInvoice = async (carId: string) => {
    if (await callOk(http.post(`${BASE}/delInvoiceCar`, { ahCarOrderCarId: carId }))) {
      toastSuccess(L(lang, '操作成功', 'Done'));
      refresh();
      void info.refetch();
    }
  };
  const group = { zh: '开票信息', en: 'Invoices' };
  useRegisterCommands(
    [
      ...(edit ? [{ id: 'order.ticket.save', title: { zh: '保存发票信息', en: 'Save the invoices' }, group, run: () => void save() }] : [{ id: 'order.ticket.edit', title: { zh: '录入发票信息', en: 'Enter invoices' }, group, run: () => navigate(`/orders/fixTicketInfo?id=${id}`) }]),
      { id: 'order.ticket.back', title: { zh: '返回订单', en: 'Back to the order' }, group, run: () => navigate(`/orders/details?id=${id}`) },
    ],
    { scope: () => scopeRef.current },
  );

  if (!id) return <Text color="amber">{L(lang, '请选择订单', 'Choose an order')}</Text>;
  if (info.isPending) return <Spinner />;
  const d = info.data;
  if (!d) return <Text color="gray">{L(lang, '订单不存在', 'No such order')}</Text>;
  return (
    <Flex direction="column" gap="3" ref={scopeRef} data-testid="ticket-info">
      <Flex align="center" gap="3">
        <Heading size="5">
          {edit ? L(lang, '录入发票信息', 'Enter invoices') : L(lang, '发票信息', 'Invoices')} · {d.orderNo}
        </Heading>
        <Flex gap="2" ml="auto">
          {!edit && <Button onClick={() => navigate(`/orders/fixTicketInfo?id=${id}`)}>{L(lang, '录入发票', 'Enter invoices')}</Button>}
          {edit && <Button onClick={() => void save()}>{L(lang, '保存', 'Save')}</Button>}
          <Button variant="outline" onClick={() => navigate(`/orders/details?id=${id}`)}>
            {L(lang, '返回订单', 'Back')}
          </Button>
        </Flex>
      </Flex>
      {d.carList.map((c, i) => (
        <Card key={c.id}>
          <Flex justify="between" mb="2">
            <Text weight="bold">
              {i + 1}. {c.seriesName} {c.modelName} · {c.vin ?? L(lang, '未锁车，不能开票', 'no car locked yet')}
            </Text>
            {c.invoice && (
              <Button size="1" variant="soft" color="red" onClick={() => void removeInvoice(c.id)}>
                {L(lang, '删除发票', 'Delete invoice')}
              </Button>
            )}
          </Flex>
          {edit && c.vin ? (
            <Grid columns={{ initial: '2', md: '4' }} gap="2">
              {FIELDS.map((k) => (
                <label key={k}>
                  <Text size="1" color="gray">
                    {labels[k]}
                  </Text>
                  <TextField.Root type={k === 'invoiceDate' ? 'date' : 'text'} aria-label={`${labels[k]} ${i + 1}`} value={forms[c.id]?.[k] ?? ''} onChange={(e) => setForms({ ...forms, [c.id]: { ...forms[c.id], [k]: e.target.value } })} />
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
                  <Text size="2">{MONEY.has(k) ? money(c.invoice![k] as number | null) : String(c.invoice![k] ?? '--')}</Text>
                </Flex>
              ))}
            </Grid>
          ) : (
            <Text color="gray" size="2">
              {L(lang, '未开票', 'Not invoiced')}
            </Text>
          )}
        </Card>
      ))}
    </Flex>
  );
}
