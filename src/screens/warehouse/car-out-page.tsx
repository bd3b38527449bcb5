/**
 * /stock/outCar?id=: outbound of one car. Shows what leaves (the car, the parts to hand over, the
 * self loss on record) and asks for the confirmation; a car the machine does not let go out (locked,
 * in transfer, not yet in stock, gone) shows the reason instead of the button. The server decides
 * again when the call arrives.
 * Hand-written: an outbound checklist of what leaves with the car before the machine's OUT.
 */
import { Badge, Button, Callout, Card, Flex, Heading, Spinner, Table, Text } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { http } from '../../api/http';
import { useRegisterCommands } from '../../commands/registry';
import { formatMoney } from '../../domain/format';
import { msg } from '../../domain/messages';
import { warehouseCarResource } from '../../domain/resources/operations/warehouse';
import { nextWarehouseCar, refusalMessage, warehouseCarStateOf, WAREHOUSE_CAR_STATE_OPTIONS } from '../../machines/warehouse-car.machine';
import { toastSuccess } from '../../shell/ui-bus';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { CAR_DETAIL_PATH, STOCK_PATH } from './paths';
import { CAR, useCar, useParts, useSelfLoss } from './warehouse-api';
import './warehouse.css';

export function CarOutPage() {
  const lang = useLang();
  const can = usePermissions();
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id');
  const car = useCar(id);
  const parts = useParts(id);
  const loss = useSelfLoss(id);
  const [busy, setBusy] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const c = car.data;
  // a car without a state (null in the declared row) is in no state: -1 names none, as on the server
  const allowed = !!c && nextWarehouseCar(c.state ?? -1, c.inTransfer === 1, 'OUT') !== null;
  const mayOut = can('warehouse_stock_out');

  async function confirmOut() {
    if (!c || !allowed || busy) return;
    setBusy(true);
    try {
      const env = await http.post(`${CAR}/warehouseOut`, { id: c.id });
      toastSuccess(env.msg || msg('opSuccess', lang));
      navigate(`${CAR_DETAIL_PATH}?id=${c.id}`);
    } catch {
      // the http client has shown the refusal; the page shows the car's state again
      void car.refetch();
    } finally {
      setBusy(false);
    }
  }

  useRegisterCommands(
    c && allowed && mayOut
      ? [{ id: 'carOut.confirm', title: { zh: '车辆出库: 确认出库', en: 'Outbound: confirm' }, group: warehouseCarResource.title, run: () => void confirmOut() }]
      : [],
  );

  if (!id || (!car.isPending && !c))
    return (
      <Callout.Root color="amber">
        <Callout.Text>{lang === 'en' ? 'No such car in this store' : '车辆不存在'}</Callout.Text>
      </Callout.Root>
    );
  if (!c)
    return (
      <Flex justify="center" py="9">
        <Spinner size="3" />
      </Flex>
    );
  const stateName = warehouseCarStateOf(c.state ?? -1);
  const why = !allowed && stateName ? refusalMessage(stateName, c.inTransfer === 1, 'OUT')[lang] : null;

  return (
    <Flex direction="column" gap="3" className="wh-page">
      <Heading as="h2" size="4">
        {lang === 'en' ? 'Outbound' : '车辆出库'}
      </Heading>
      <Card size="3">
        <Flex direction="column" gap="2">
          <Flex gap="3" align="center">
            <Text size="4" weight="bold">
              {c.vin}
            </Text>
            <Badge>{WAREHOUSE_CAR_STATE_OPTIONS.find((o) => o.value === c.state)?.[lang]}</Badge>
          </Flex>
          <Text size="2">
            {[c.brandName, c.seriesName, c.modelName, c.color].filter(Boolean).join(' · ')}
          </Text>
          <Text size="2" color="gray">
            {lang === 'en' ? 'Stock no.' : '库存编号'}：{c.warehouseNo ?? '—'}{'  '}{lang === 'en' ? 'Location' : '展示位置'}：{c.displayLocation ?? '—'}
          </Text>
        </Flex>
      </Card>
      <Card size="2">
        <Heading as="h3" size="3" mb="2">
          {lang === 'en' ? 'Hand over with the car' : '随车交付配件'}
        </Heading>
        <Table.Root size="1">
          <Table.Body>
            {(parts.data ?? []).map((p, i) => (
              <Table.Row key={i}>
                <Table.Cell>{p.partName}</Table.Cell>
                <Table.Cell>
                  {p.quantity}
                  {p.unit ?? ''}
                </Table.Cell>
                <Table.Cell>{p.remark ?? ''}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {loss.data && loss.data.total > 0 && (
          <Text as="div" size="2" color="amber" mt="2">
            {lang === 'en' ? `Self loss on record: ${loss.data.total}, ¥${formatMoney(loss.data.totalAmount)}` : `该车有自损记录 ${loss.data.total} 条，合计 ¥${formatMoney(loss.data.totalAmount)}`}
          </Text>
        )}
      </Card>
      {why ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{why}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex gap="3" justify="end">
        <Button variant="soft" color="gray" onClick={() => navigate(STOCK_PATH)}>
          {lang === 'en' ? 'Back' : '返回'}
        </Button>
        {mayOut && allowed && (
          <Button ref={buttonRef} color="red" loading={busy} onClick={() => void confirmOut()} autoFocus>
            {lang === 'en' ? 'Confirm outbound' : '确认出库'}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
