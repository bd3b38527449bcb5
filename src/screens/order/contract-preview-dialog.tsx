/**
 * The contract and settlement previews of an order (crm-member ahElectronicContract): a stored
 * contract (preview {id}), the order's settlement list (previewSettlementList {ahCarOrderId}) or the
 * booking agreement of an order form not saved yet (previewBookingContract, the form's body).
 * One dialog: title, parties, the lines, total, deposit and balance. Esc closes it and focus goes
 * back where it was (Radix Dialog).
 */
import { Badge, Button, Dialog, Flex, Spinner, Table, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { PAYMENT_MODE_OPTIONS } from '../../domain/resources/operations/car-order';
import { useLang } from '../resource/use-lang';
import { L, money } from './order-api';

interface Line {
  kind: 'car' | 'boutique' | 'additional';
  name: string;
  quantity: number;
  price: number;
  amount: number;
  gift?: boolean;
}
export interface PreviewContent {
  title?: string;
  seller?: string | null;
  buyer?: { name: string | null; phone: string | null; idCardNo: string | null; address: string | null };
  orderNo?: string | null;
  paymentMode?: number | null;
  expectedDeliveryDate?: string | null;
  lines: Line[];
  totalAmount: number;
  depositAmount?: number;
  balanceAmount?: number;
}

export type PreviewTarget = { kind: 'contract'; id: string; contractNo: string } | { kind: 'settlement'; orderId: string; orderNo: string } | { kind: 'booking'; body: Record<string, unknown> };

const CRM = '/api/crm-member/ahElectronicContract';

async function load(target: PreviewTarget): Promise<PreviewContent | null> {
  if (target.kind === 'contract') {
    const row = (await http.get<{ content: PreviewContent | null; contractNo: string }>(`${CRM}/preview`, { id: target.id })).data;
    return row?.content ?? null;
  }
  if (target.kind === 'settlement') return (await http.get<PreviewContent>(`${CRM}/previewSettlementList`, { ahCarOrderId: target.orderId })).data;
  return (await http.post<PreviewContent>(`${CRM}/previewBookingContract`, target.body)).data;
}

export function ContractPreviewDialog({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  const lang = useLang();
  const key = target ? (target.kind === 'contract' ? target.id : target.kind === 'settlement' ? target.orderId : JSON.stringify(target.body)) : null;
  const q = useQuery({ queryKey: ['carOrder', 'preview', target?.kind, key], enabled: !!target, staleTime: 0, retry: false, queryFn: () => load(target!) });
  const c = q.data;
  const title =
    target?.kind === 'contract'
      ? `${c?.title ?? L(lang, '合同', 'Contract')} ${target.contractNo}`
      : target?.kind === 'settlement'
        ? `${L(lang, '结算清单', 'Settlement list')} ${target.orderNo}`
        : (c?.title ?? L(lang, '订购协议预览', 'Booking agreement preview'));
  const kindLabel = { car: L(lang, '车辆', 'Car'), boutique: L(lang, '精品', 'Boutique'), additional: L(lang, '附加项目', 'Item') };
  return (
    <Dialog.Root open={!!target} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="760px" data-testid="order-preview">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {target?.kind === 'booking' ? L(lang, '按当前表单内容生成，尚未保存', 'From the form as it is, not saved') : L(lang, '金额单位：元', 'Amounts in yuan')}
        </Dialog.Description>
        {q.isPending ? (
          <Spinner />
        ) : !c ? (
          <Text color="gray">{L(lang, '没有可预览的内容', 'Nothing to preview')}</Text>
        ) : (
          <Flex direction="column" gap="3">
            {(c.seller || c.buyer) && (
              <Flex gap="5" wrap="wrap">
                {c.seller && (
                  <Text size="2">
                    {L(lang, '出卖方', 'Seller')}：{c.seller}
                  </Text>
                )}
                {c.buyer && (
                  <Text size="2">
                    {L(lang, '买受方', 'Buyer')}：{c.buyer.name ?? '--'} {c.buyer.phone ?? ''}
                  </Text>
                )}
                {c.paymentMode && (
                  <Text size="2">
                    {L(lang, '付款方式', 'Payment')}：{PAYMENT_MODE_OPTIONS.find((o) => o.value === c.paymentMode)?.[lang] ?? '--'}
                  </Text>
                )}
                {c.expectedDeliveryDate && (
                  <Text size="2">
                    {L(lang, '预计交车', 'Expected delivery')}：{c.expectedDeliveryDate}
                  </Text>
                )}
              </Flex>
            )}
            <Table.Root size="1" variant="surface">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{L(lang, '类别', 'Kind')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{L(lang, '名称', 'Name')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">{L(lang, '数量', 'Qty')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">{L(lang, '单价', 'Price')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">{L(lang, '金额', 'Amount')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {c.lines.map((l, i) => (
                  <Table.Row key={i}>
                    <Table.Cell>{kindLabel[l.kind]}</Table.Cell>
                    <Table.Cell>
                      {l.name}
                      {l.gift && (
                        <Badge color="green" ml="2">
                          {L(lang, '赠送', 'Gift')}
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell justify="end">{l.quantity}</Table.Cell>
                    <Table.Cell justify="end">{money(l.price)}</Table.Cell>
                    <Table.Cell justify="end">{money(l.amount)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            <Flex gap="5" justify="end" wrap="wrap">
              <Text size="2">
                {L(lang, '合计', 'Total')} <strong>{money(c.totalAmount)}</strong>
              </Text>
              {c.depositAmount !== undefined && (
                <Text size="2">
                  {L(lang, '定金', 'Deposit')} {money(c.depositAmount)}
                </Text>
              )}
              {c.balanceAmount !== undefined && (
                <Text size="2">
                  {L(lang, '尾款', 'Balance')} <strong>{money(c.balanceAmount)}</strong>
                </Text>
              )}
            </Flex>
          </Flex>
        )}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {L(lang, '关闭', 'Close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
