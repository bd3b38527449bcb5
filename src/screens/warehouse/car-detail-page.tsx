/**
 * /stock/details?id=: one stock car: its facts and state, the actions its machine allows now (the
 * same keys as in the list), the parts that came with it (editable list, getPartsList and
 * savePartsList), its self loss (getSelfLoss, saveSelfLoss, removeSelfLoss) and its transfers.
 * Hand-written: a stock car with its editable parts list and self loss, saved by calls of their own.
 */
import { Badge, Button, Callout, Card, Flex, Heading, IconButton, Kbd, Separator, Spinner, Table, Text, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { http, HttpError } from '../../api/http';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { msg } from '../../domain/messages';
import { formatMoney } from '../../domain/format';
import { warehouseCarResource, warehouseCarTransferResource } from '../../domain/resources/operations/warehouse';
import type { ActionDecl } from '../../domain/resources/types';
import { WAREHOUSE_CAR_STATE_OPTIONS } from '../../machines/warehouse-car.machine';
import { TRANSFER_STATE_OPTIONS } from '../../machines/car-transfer.machine';
import { toastSuccess } from '../../shell/ui-bus';
import { formatCell } from '../resource/cell-format';
import { moneyToCents } from '../resource/form-values';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { useResourcePage } from '../resource/use-resource';
import { actionApplies } from '../resource/action-runner';
import { useActionHost } from '../resource/action-host';
import { formatShortcut } from '../../commands/keys';
import { useQueryClient } from '@tanstack/react-query';
import { FormDialog } from './form-dialog';
import { CAR_EDIT_PATH, STOCK_PATH } from './paths';
import { CAR, useCar, useParts, useSelfLoss, type CarRecord, type Part } from './warehouse-api';
import './warehouse.css';

const FACTS = ['vin', 'brandName', 'seriesName', 'modelName', 'color', 'interiorColor', 'engineNo', 'guidePrice', 'purchasePrice', 'productionDate', 'arrivalDate', 'warehouseNo', 'displayLocation', 'inTime', 'outTime', 'remark'] as const;

export function CarDetailPage() {
  const lang = useLang();
  const id = new URLSearchParams(useSearch()).get('id');
  const car = useCar(id);
  if (!id || (!car.isPending && !car.data))
    return (
      <Callout.Root color="amber">
        <Callout.Text>{lang === 'en' ? 'No such car in this store' : '车辆不存在'}</Callout.Text>
      </Callout.Root>
    );
  if (!car.data)
    return (
      <Flex justify="center" py="9">
        <Spinner size="3" />
      </Flex>
    );
  return <CarDetail car={car.data} />;
}

function CarDetail({ car }: { car: CarRecord }) {
  const lang = useLang();
  const can = usePermissions();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  // the car's declared actions its machine allows now, run as the list runs them; the page reloads after
  const host = useActionHost(warehouseCarResource, lang, () => void client.invalidateQueries({ queryKey: ['warehouse'] }));
  const declared: readonly ActionDecl[] = warehouseCarResource.actions ?? [];
  const actions = declared.filter((a) => can(a.permission) && actionApplies(a, car));
  const runAction = (a: ActionDecl) => host.run(a, [car.id], car);
  const state = WAREHOUSE_CAR_STATE_OPTIONS.find((o) => o.value === car.state);
  const out = car.state === 5;
  const fields = warehouseCarResource.fields as Record<string, Parameters<typeof formatCell>[0]>;

  const commands: Command[] = [
    ...actions.map((a) => ({ id: `carDetail.${a.name}`, title: { zh: `车辆详情: ${a.label.zh}`, en: `Car: ${a.label.en}` }, group: warehouseCarResource.title, shortcut: a.key, run: () => runAction(a) })),
    ...(can('warehouse_stock_edit') && !out ? [{ id: 'carDetail.edit', title: { zh: '车辆详情: 编辑', en: 'Car: edit' }, group: warehouseCarResource.title, shortcut: 'e', run: () => navigate(`${CAR_EDIT_PATH}?id=${car.id}`) }] : []),
    { id: 'carDetail.back', title: { zh: '车辆详情: 返回库存列表', en: 'Car: back to the stock list' }, group: warehouseCarResource.title, run: () => navigate(STOCK_PATH) },
  ];
  useRegisterCommands(commands);
  // the first action takes focus once per car shown (not on every reload: a dialog may have it), so Enter runs it
  useEffect(() => {
    const at = document.activeElement;
    if (!at || at === document.body) document.querySelector<HTMLElement>('.wh-page [data-first]')?.focus({ preventScroll: true });
  }, [car.id]);

  return (
    <Flex direction="column" gap="3" className="wh-page">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="4">
          {car.vin}
        </Heading>
        <Badge size="2" color={out ? 'gray' : car.state === 4 ? 'red' : car.state === 3 ? 'green' : 'blue'} data-testid="car-state">
          {state?.[lang]}
        </Badge>
        {car.inTransfer === 1 && (
          <Badge size="2" color="amber" data-testid="car-in-transfer">
            {lang === 'en' ? 'In transfer' : '调拨中'}
          </Badge>
        )}
        <Flex flexGrow="1" />
        {actions.map((a, i) => (
          <Button key={a.name} variant="soft" color={a.danger ? 'red' : undefined} onClick={() => runAction(a)} aria-keyshortcuts={a.key} data-first={i === 0 || undefined}>
            {a.label[lang]}
            {a.key && (
              <Kbd size="1" className="sp-kbd">
                {formatShortcut(a.key)}
              </Kbd>
            )}
          </Button>
        ))}
        {can('warehouse_stock_edit') && !out && (
          <Button variant="soft" color="gray" onClick={() => navigate(`${CAR_EDIT_PATH}?id=${car.id}`)} aria-keyshortcuts="e">
            {lang === 'en' ? 'Edit' : '编辑'}
            <Kbd size="1" className="sp-kbd">
              e
            </Kbd>
          </Button>
        )}
      </Flex>
      <Card size="2">
        <div className="wh-facts">
          {FACTS.map((k) => (
            <Flex key={k} gap="2">
              <Text size="2" className="wh-fact-label">
                {fields[k].label[lang]}
              </Text>
              <Text size="2">{formatCell(fields[k], car[k], { lang }) || '—'}</Text>
            </Flex>
          ))}
        </div>
      </Card>
      <PartsCard carId={car.id} editable={can('warehouse_stock_edit') && !out} />
      <SelfLossCard carId={car.id} editable={can('warehouse_stock_edit') && !out} />
      <TransfersCard carId={car.id} />
      {host.element}
    </Flex>
  );
}

type PartLine = { partName: string; quantity: string; unit: string; remark: string };
const toLine = (p: Part): PartLine => ({ partName: p.partName, quantity: String(p.quantity), unit: p.unit ?? '', remark: p.remark ?? '' });

function PartsCard({ carId, editable }: { carId: string; editable: boolean }) {
  const lang = useLang();
  const parts = useParts(carId);
  const [lines, setLines] = useState<PartLine[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (parts.data) setLines(parts.data.map(toLine));
  }, [parts.data]);
  const standard = parts.data?.some((p) => p.standard) ?? false;

  async function save() {
    if (!lines || busy) return;
    setBusy(true);
    setError(null);
    try {
      const env = await http.post(`${CAR}/savePartsList`, { ahWarehouseCarId: carId, parts: lines.map((l) => ({ partName: l.partName, quantity: l.quantity, unit: l.unit, remark: l.remark })) });
      toastSuccess(env.msg || msg('opSuccess', lang));
    } catch (err) {
      if (err instanceof HttpError) setError(err.message);
    } finally {
      setBusy(false);
    }
  }
  useRegisterCommands(editable ? [{ id: 'carDetail.saveParts', title: { zh: '车辆详情: 保存随车配件', en: 'Car: save parts list' }, group: warehouseCarResource.title, run: () => void save() }] : []);

  const set = (i: number, key: keyof PartLine) => (e: { target: { value: string } }) => setLines((ls) => ls!.map((l, j) => (j === i ? { ...l, [key]: e.target.value } : l)));
  const cell = (i: number, key: keyof PartLine, label: string, width: string) =>
    editable ? <TextField.Root size="1" aria-label={`${label} ${i + 1}`} value={lines![i][key]} onChange={set(i, key)} style={{ width }} /> : <Text size="2">{lines![i][key] || '—'}</Text>;

  return (
    <Card size="2">
      <Flex align="center" gap="3" mb="2">
        <Heading as="h3" size="3">
          {lang === 'en' ? 'Parts with the car' : '随车配件清单'}
        </Heading>
        {standard && (
          <Badge color="amber">{lang === 'en' ? 'Standard list, not checked yet' : '标准清单，尚未清点'}</Badge>
        )}
        <Flex flexGrow="1" />
        {editable && lines && (
          <>
            <Button size="1" variant="soft" onClick={() => setLines((ls) => [...(ls ?? []), { partName: '', quantity: '1', unit: '', remark: '' }])}>
              {lang === 'en' ? 'Add line' : '添加配件'}
            </Button>
            <Button size="1" onClick={() => void save()} loading={busy}>
              {lang === 'en' ? 'Save list' : '保存清单'}
            </Button>
          </>
        )}
      </Flex>
      {error && (
        <Text as="div" color="red" size="2" role="alert" mb="2">
          {error}
        </Text>
      )}
      {!lines ? (
        <Spinner />
      ) : (
        <Table.Root size="1" aria-label={lang === 'en' ? 'Parts with the car' : '随车配件清单'}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{lang === 'en' ? 'Part' : '配件名称'}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{lang === 'en' ? 'Quantity' : '数量'}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{lang === 'en' ? 'Unit' : '单位'}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{lang === 'en' ? 'Remark' : '备注'}</Table.ColumnHeaderCell>
              {editable && <Table.ColumnHeaderCell />}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((_, i) => (
              <Table.Row key={i}>
                <Table.Cell>{cell(i, 'partName', lang === 'en' ? 'Part' : '配件名称', '160px')}</Table.Cell>
                <Table.Cell>{cell(i, 'quantity', lang === 'en' ? 'Quantity' : '数量', '70px')}</Table.Cell>
                <Table.Cell>{cell(i, 'unit', lang === 'en' ? 'Unit' : '单位', '60px')}</Table.Cell>
                <Table.Cell>{cell(i, 'remark', lang === 'en' ? 'Remark' : '备注', '220px')}</Table.Cell>
                {editable && (
                  <Table.Cell>
                    <IconButton size="1" variant="ghost" color="red" aria-label={`${lang === 'en' ? 'Remove line' : '删除配件'} ${i + 1}`} onClick={() => setLines((ls) => ls!.filter((__, j) => j !== i))}>
                      ×
                    </IconButton>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Card>
  );
}

function SelfLossCard({ carId, editable }: { carId: string; editable: boolean }) {
  const lang = useLang();
  const loss = useSelfLoss(carId);
  const [adding, setAdding] = useState(false);
  const today = new Date().toISOString().slice(0, 10);
  useRegisterCommands(editable ? [{ id: 'carDetail.addSelfLoss', title: { zh: '车辆详情: 新增自损', en: 'Car: add self loss' }, group: warehouseCarResource.title, run: () => setAdding(true) }] : []);

  async function remove(id: string) {
    try {
      const env = await http.post(`${CAR}/removeSelfLoss`, { id });
      toastSuccess(env.msg || msg('opSuccess', lang));
    } catch {
      // shown by the http client
    }
  }

  return (
    <Card size="2">
      <Flex align="center" gap="3" mb="2">
        <Heading as="h3" size="3">
          {lang === 'en' ? 'Self loss' : '自损记录'}
        </Heading>
        {loss.data && (
          <Text size="2" color="gray" data-testid="self-loss-total">
            {lang === 'en' ? `${loss.data.total} records, ¥${formatMoney(loss.data.totalAmount)}` : `共 ${loss.data.total} 条，合计 ¥${formatMoney(loss.data.totalAmount)}`}
          </Text>
        )}
        <Flex flexGrow="1" />
        {editable && (
          <Button size="1" variant="soft" onClick={() => setAdding(true)}>
            {lang === 'en' ? 'Add' : '新增自损'}
          </Button>
        )}
      </Flex>
      {loss.data && loss.data.records.length === 0 ? (
        <Text size="2" color="gray">
          {lang === 'en' ? 'No damage recorded' : '暂无自损记录'}
        </Text>
      ) : (
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{lang === 'en' ? 'Date' : '自损日期'}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{lang === 'en' ? 'Part' : '损伤部位'}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{lang === 'en' ? 'Description' : '损伤描述'}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{lang === 'en' ? 'Cost' : '损失金额'}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{lang === 'en' ? 'Responsible' : '责任人'}</Table.ColumnHeaderCell>
              {editable && <Table.ColumnHeaderCell />}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(loss.data?.records ?? []).map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>{r.lossDate}</Table.Cell>
                <Table.Cell>{r.lossPart}</Table.Cell>
                <Table.Cell>{r.description ?? ''}</Table.Cell>
                <Table.Cell>¥{formatMoney(r.amount)}</Table.Cell>
                <Table.Cell>{r.responsible ?? ''}</Table.Cell>
                {editable && (
                  <Table.Cell>
                    <Button size="1" variant="ghost" color="red" onClick={() => void remove(r.id)}>
                      {lang === 'en' ? 'Delete' : '删除'}
                    </Button>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <FormDialog
        open={adding}
        lang={lang}
        title={lang === 'en' ? 'Add self loss' : '新增自损'}
        fields={[
          { key: 'lossDate', label: lang === 'en' ? 'Date' : '自损日期', kind: 'date', required: true },
          { key: 'lossPart', label: lang === 'en' ? 'Damaged part' : '损伤部位', kind: 'text', required: true, maxLength: 50 },
          { key: 'description', label: lang === 'en' ? 'Description' : '损伤描述', kind: 'text', maxLength: 255 },
          { key: 'amount', label: lang === 'en' ? 'Cost (yuan)' : '损失金额（元）', kind: 'number', required: true },
          { key: 'responsible', label: lang === 'en' ? 'Responsible' : '责任人', kind: 'text', maxLength: 30 },
        ]}
        initial={{ lossDate: today, lossPart: '', description: '', amount: '', responsible: '' }}
        submitLabel={lang === 'en' ? 'Save' : '保存'}
        onClose={() => setAdding(false)}
        onSubmit={async (v) => {
          const cents = moneyToCents(v.amount, lang);
          if ('message' in cents) return { field: 'amount', message: cents.message };
          try {
            const env = await http.post(`${CAR}/saveSelfLoss`, { ...v, amount: cents.cents, ahWarehouseCarId: carId });
            toastSuccess(env.msg || msg('opSuccess', lang));
            setAdding(false);
          } catch (err) {
            const field = err instanceof HttpError ? (err.data as { field?: string } | null)?.field : undefined;
            if (field) return { field, message: (err as Error).message };
            setAdding(false);
          }
        }}
      />
    </Card>
  );
}

function TransfersCard({ carId }: { carId: string }) {
  const lang = useLang();
  const page = useResourcePage(warehouseCarTransferResource, { current: 1, size: 50, ahWarehouseCarId: carId });
  const rows = page.data?.records ?? [];
  if (rows.length === 0) return null;
  return (
    <Card size="2">
      <Heading as="h3" size="3" mb="2">
        {lang === 'en' ? 'Transfers' : '调拨记录'}
      </Heading>
      <Separator size="4" mb="2" />
      <Table.Root size="1">
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell>{String(r.fromStoreName ?? '')} → {String(r.toStoreName ?? '')}</Table.Cell>
              <Table.Cell>{TRANSFER_STATE_OPTIONS.find((o) => o.value === Number(r.state))?.[lang]}</Table.Cell>
              <Table.Cell>{formatCell(warehouseCarTransferResource.fields.transferTime, r.transferTime, { lang })}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Card>
  );
}
