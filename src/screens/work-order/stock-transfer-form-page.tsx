/**
 * /accessories/stockTransfer/form (?id= for an existing form): a parts transfer form with its lines
 * (docs/after-sales.md). The sending store writes a draft: the receiving store, a remark and one line
 * per part (the part picked from the store's parts with its stock shown, a quantity at most that
 * stock). Alt+N adds a line, Alt+Delete removes the line holding the focus, Enter saves, Escape goes
 * back. Once saved, the form's machine events (发出 Shift+S, 确认收货 Shift+R, 作废) are offered where
 * the machine allows them, through the same action contract as the list; the server checks it all again.
 */
import { Badge, Button, Callout, Card, Flex, Heading, IconButton, Kbd, Spinner, Table, Text, TextArea, TextField } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { http, HttpError } from '../../api/http';
import { formatShortcut } from '../../commands/keys';
import { useRegisterCommands } from '../../commands/registry';
import { msg } from '../../domain/messages';
import {
  ACCESSORY_MESSAGES as M,
  ACCESSORY_QUANTITY_MAX,
  STOCK_TRANSFER_STATE_OPTIONS,
  accessoryResource,
  insufficientStock,
  stockTransferFormResource,
  stockTransferItemResource,
} from '../../domain/resources/operations/accessory';
import type { RecordOf } from '../../domain/resources/types';
import { stockTransferEditable } from '../../machines/stock-transfer.machine';
import { useSession } from '../../shell/session';
import { toastSuccess } from '../../shell/ui-bus';
import { actionApplies, useActionRunner } from '../resource/action-runner';
import { useConfirm } from '../resource/confirm';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { SelectWidget } from '../resource/field-widget';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { resourceKeys, useResourceOptions } from '../resource/use-resource';
import { useStores } from '../warehouse/warehouse-api';
import { STOCK_TRANSFER_FORM_PATH, STOCK_TRANSFER_LIST_PATH } from './paths';

const FORM = stockTransferFormResource;
const BASE = `/api/${FORM.service}/${FORM.base}`;
export const ADD_LINE_KEY = 'Alt+n';
export const REMOVE_LINE_KEY = 'Alt+Delete';

interface Line {
  key: number;
  ahAccessoryId: string;
  quantity: string;
}
/** The form as its detail call answers it (server/modules/crm-workorder/accessory.ts): its row with its lines. */
type FormRecord = RecordOf<typeof FORM> & { items: RecordOf<typeof stockTransferItemResource>[] };

const detailKey = (id: string | null) => ['resource', FORM.key, 'form', id ?? ''] as const;

export function StockTransferFormPage() {
  const lang = useLang();
  const id = new URLSearchParams(useSearch()).get('id');
  const form = useQuery({
    queryKey: detailKey(id),
    enabled: !!id,
    staleTime: 0,
    queryFn: async () => (await http.get<FormRecord>(`${BASE}/detail`, { ahWorkOrderInfoId: id })).data,
  });
  if (id && form.isPending)
    return (
      <Flex justify="center" py="9">
        <Spinner size="3" />
      </Flex>
    );
  if (id && !form.data)
    return (
      <Callout.Root color="amber">
        <Callout.Text>{lang === 'en' ? 'No such transfer form' : '调拨单不存在'}</Callout.Text>
      </Callout.Root>
    );
  // a new key after every save, so the form starts from what the server holds
  return <TransferForm key={`${id ?? 'new'}-${String(form.data?.updateTime ?? '')}-${String(form.data?.state ?? '')}`} id={id} record={form.data ?? undefined} />;
}

let lineSerial = 0;
const newLine = (ahAccessoryId = '', quantity = '1'): Line => ({ key: ++lineSerial, ahAccessoryId, quantity });

function TransferForm({ id, record }: { id: string | null; record?: FormRecord }) {
  const lang = useLang();
  const can = usePermissions();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const session = useSession();
  const myStore = session.user?.store_id ?? null;
  const domId = useId().replace(/:/g, '');
  const stores = useStores();
  const parts = useResourceOptions(accessoryResource, true);
  const confirm = useConfirm(lang);
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const editable = !record || (stockTransferEditable(record.state) && String(record.fromStoreId) === String(myStore) && can('accessory_stock_transfer_edit'));
  const mayWrite = record ? editable : can('accessory_stock_transfer_add');
  const [toStoreId, setToStoreId] = useState(String(record?.toStoreId ?? ''));
  const [remark, setRemark] = useState(String(record?.remark ?? ''));
  const [lines, setLines] = useState<Line[]>(() => (record?.items?.length ? record.items.map((l) => newLine(String(l.ahAccessoryId), String(l.quantity))) : [newLine()]));
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = useRef(false);

  const storeName = (sid: unknown) => stores.data?.find((s) => String(s.id) === String(sid))?.branchName ?? String(sid ?? '');
  const storeChoices = useMemo(
    () => (stores.data ?? []).filter((s) => String(s.id) !== String(record?.fromStoreId ?? myStore)).map((s) => ({ value: String(s.id), label: s.branchName })),
    [stores.data, record?.fromStoreId, myStore],
  );
  const partById = useMemo(() => new Map((parts.data ?? []).map((p) => [String(p.id), p])), [parts.data]);
  const partChoices = useMemo(
    () =>
      (parts.data ?? []).map((p) => ({
        value: String(p.id),
        label: `${String(p.accessoryCode)} ${String(p.accessoryName)}（${lang === 'en' ? 'stock' : '库存'} ${Number(p.stock ?? 0)}）`,
      })),
    [parts.data, lang],
  );

  useEffect(() => {
    if (editable) formRef.current?.querySelector<HTMLElement>('button[role="combobox"], input')?.focus();
    else rootRef.current?.querySelector<HTMLElement>('[role="toolbar"] button, button')?.focus();
    // focus once, when the page opens
  }, []);
  useEffect(() => {
    if (!error) return;
    const el = document.getElementById(`${domId}-${error.field}`);
    el?.scrollIntoView({ block: 'nearest' });
    el?.focus({ preventScroll: true });
  }, [error, domId]);

  const back = () => navigate(STOCK_TRANSFER_LIST_PATH);
  const touch = () => {
    dirty.current = true;
    setError(null);
  };
  const addLine = () => {
    if (!editable) return;
    const line = newLine();
    setLines((ls) => [...ls, line]);
    touch();
    // the new line's part picker takes the focus once drawn
    requestAnimationFrame(() => document.getElementById(`${domId}-part-${line.key}`)?.focus());
  };
  const removeLine = (key: number) => {
    if (!editable) return;
    const i = lines.findIndex((l) => l.key === key);
    const rest = lines.filter((l) => l.key !== key);
    setLines(rest);
    touch();
    const next = rest[Math.min(i, rest.length - 1)];
    requestAnimationFrame(() => document.getElementById(next ? `${domId}-qty-${next.key}` : `${domId}-add`)?.focus());
  };
  const setLine = (key: number, patch: Partial<Line>) => {
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
    touch();
  };

  /** The spec's words before anything is sent; the server checks the same again. */
  function check(): { field: string; message: string } | { items: Array<{ ahAccessoryId: string; quantity: number }> } {
    if (!toStoreId) return { field: 'toStoreId', message: lang === 'en' ? 'Please choose the receiving store' : '请选择调入门店' };
    if (toStoreId === String(record?.fromStoreId ?? myStore)) return { field: 'toStoreId', message: M.sameStore[lang] };
    const used = lines.filter((l) => l.ahAccessoryId || l.quantity.trim() !== '1');
    if (!used.length) return { field: lines[0] ? `part-${lines[0].key}` : 'add', message: M.noLines[lang] };
    const sums = new Map<string, number>();
    for (const l of used) {
      if (!l.ahAccessoryId) return { field: `part-${l.key}`, message: lang === 'en' ? 'Please choose the part' : '请选择配件' };
      const q = Number(l.quantity.trim());
      if (!Number.isInteger(q) || q < 1 || q > ACCESSORY_QUANTITY_MAX) return { field: `qty-${l.key}`, message: lang === 'en' ? `The quantity is a whole number from 1 to ${ACCESSORY_QUANTITY_MAX}` : `调拨数量须为1-${ACCESSORY_QUANTITY_MAX}的整数` };
      const sum = (sums.get(l.ahAccessoryId) ?? 0) + q;
      sums.set(l.ahAccessoryId, sum);
      const part = partById.get(l.ahAccessoryId);
      if (part && sum > Number(part.stock ?? 0)) return { field: `qty-${l.key}`, message: insufficientStock(String(part.accessoryName), Number(part.stock ?? 0), sum)[lang] };
    }
    return { items: used.map((l) => ({ ahAccessoryId: l.ahAccessoryId, quantity: Number(l.quantity.trim()) })) };
  }

  async function save(e?: FormEvent) {
    e?.preventDefault();
    if (busy || !mayWrite) return;
    const checked = check();
    if ('field' in checked) return setError(checked);
    setError(null);
    setBusy(true);
    try {
      const env = await http.post<{ id: string }>(`${BASE}/saveOrUpdate`, { ...(id ? { id } : {}), toStoreId, remark: remark.trim(), items: checked.items });
      toastSuccess(env.msg || msg('opSuccess', lang));
      dirty.current = false;
      void client.invalidateQueries({ queryKey: resourceKeys.all(stockTransferItemResource) });
      void client.invalidateQueries({ queryKey: ['resource', FORM.key] });
      if (!id) navigate(`${STOCK_TRANSFER_FORM_PATH}?id=${env.data?.id}`, { replace: true });
    } catch (err) {
      const field = err instanceof HttpError ? (err.data as { field?: string } | null)?.field : undefined;
      if (field === 'toStoreId') setError({ field, message: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  // ---------------------------------------------------------------- the machine's events
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['resource', FORM.key] });
    void client.invalidateQueries({ queryKey: resourceKeys.all(stockTransferItemResource) });
    void client.invalidateQueries({ queryKey: resourceKeys.all(accessoryResource) });
  };
  const runAction = useActionRunner(FORM, { lang, confirm, openInput: () => undefined, onDone: refresh, navigate });
  // receipt is the receiving store's, sending and cancelling the sender's (the server says the same)
  const storeMay = (name: string) => String(name === 'RECEIVE' ? record?.toStoreId : record?.fromStoreId) === String(myStore);
  const events = record ? (FORM.actions ?? []).filter((a) => can(a.permission) && actionApplies(a, record) && storeMay(a.name)) : [];
  const eventKey = (name: string, i: number) => (FORM.actions ?? []).find((a) => a.name === name)?.key ?? String(i + 1);
  const runEvent = (name: string) => {
    const a = events.find((x) => x.name === name);
    if (!a || !record) return;
    // the stored form moves, not the one on the screen: save first
    if (dirty.current) return setError({ field: 'save', message: lang === 'en' ? 'Save the changes first' : '请先保存调拨单' });
    runAction(a, [record.id], record);
  };

  const title = record ? `${lang === 'en' ? 'Transfer form' : '调拨单'} ${String(record.formNo ?? '')}` : lang === 'en' ? 'New transfer form' : '新建调拨单';
  useRegisterCommands(
    [
      ...(editable
        ? [
            { id: 'stockTransferForm.addLine', title: { zh: '调拨单: 添加配件', en: 'Transfer form: add a part' }, group: FORM.title, shortcut: ADD_LINE_KEY, run: addLine },
            { id: 'stockTransferForm.save', title: { zh: '调拨单: 保存', en: 'Transfer form: save' }, group: FORM.title, run: () => void save() },
          ]
        : []),
      ...events.map((a, i) => ({ id: `stockTransferForm.${a.name}`, title: { zh: `调拨单: ${a.label.zh}`, en: `Transfer form: ${a.label.en}` }, group: FORM.title, shortcut: eventKey(a.name, i), run: () => runEvent(a.name) })),
      { id: 'stockTransferForm.back', title: { zh: '调拨单: 返回', en: 'Transfer form: back' }, group: FORM.title, run: back },
    ],
    { scope: () => rootRef.current },
  );

  // Alt+N and Alt+Delete answer while typing in the form (the registry's keys do not, by rule)
  const onFormKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !e.defaultPrevented) {
      e.preventDefault();
      back();
    } else if (e.altKey && !e.ctrlKey && !e.metaKey && (e.key === 'n' || e.key === 'N' || e.code === 'KeyN')) {
      e.preventDefault();
      addLine();
    } else if (e.altKey && e.key === 'Delete') {
      const row = (e.target as HTMLElement).closest<HTMLElement>('[data-line]');
      if (row) {
        e.preventDefault();
        removeLine(Number(row.dataset.line));
      }
    }
  };

  const state = STOCK_TRANSFER_STATE_OPTIONS.find((o) => o.value === Number(record?.state));
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);

  return (
    <Flex ref={rootRef} direction="column" gap="3" className="wo-page" tabIndex={-1}>
      <Flex align="center" gap="3">
        <Heading as="h2" size="4">
          {title}
        </Heading>
        {state && <Badge color={state.value === 2 ? 'green' : state.value === 3 ? 'gray' : state.value === 1 ? 'blue' : 'amber'}>{state[lang]}</Badge>}
      </Flex>
      {record && (
        <Flex role="toolbar" gap="2" wrap="wrap" aria-label={lang === 'en' ? 'Form actions' : '调拨单操作'}>
          {events.map((a, i) => (
            <Button key={a.name} type="button" variant={a.name === 'CANCEL' ? 'soft' : 'solid'} color={a.name === 'CANCEL' ? 'red' : undefined} aria-keyshortcuts={eventKey(a.name, i)} onClick={() => runEvent(a.name)}>
              {a.label[lang]}
              <Kbd size="1">{formatShortcut(eventKey(a.name, i))}</Kbd>
            </Button>
          ))}
          <Text size="2" color="gray" style={{ alignSelf: 'center' }}>
            {lang === 'en' ? 'From' : '调出门店'}: {storeName(record.fromStoreId)} · {lang === 'en' ? 'to' : '调入门店'}: {storeName(record.toStoreId)}
            {record.sendTime ? ` · ${lang === 'en' ? 'sent' : '发出'} ${record.sendTime.slice(0, 19).replace('T', ' ')}` : ''}
            {record.receiveTime ? ` · ${lang === 'en' ? 'received' : '收货'} ${record.receiveTime.slice(0, 19).replace('T', ' ')}` : ''}
          </Text>
        </Flex>
      )}
      <Card size="3">
        <form ref={formRef} onSubmit={(e) => void save(e)} noValidate onKeyDown={onFormKey} aria-label={title}>
          <Flex direction="column" gap="3">
            <Flex gap="5" wrap="wrap">
              <Flex direction="column" gap="1" style={{ minWidth: 280 }}>
                <Text as="label" htmlFor={`${domId}-toStoreId`} size="2" weight="medium">
                  <Text color="red" aria-hidden>
                    *{' '}
                  </Text>
                  {FORM.fields.toStoreId.label[lang]}
                </Text>
                {editable ? (
                  <SelectWidget id={`${domId}-toStoreId`} value={toStoreId} onChange={(v) => (setToStoreId(v), touch())} choices={storeChoices} placeholder={lang === 'en' ? 'Choose the receiving store' : '请选择调入门店'} invalid={!!errorOf('toStoreId')} describedBy={`${domId}-toStoreId-error`} />
                ) : (
                  <Text>{storeName(record?.toStoreId)}</Text>
                )}
                <Text as="div" id={`${domId}-toStoreId-error`} size="1" color="red" role={errorOf('toStoreId') ? 'alert' : undefined}>
                  {errorOf('toStoreId') ?? ''}
                </Text>
              </Flex>
              <Flex direction="column" gap="1" style={{ flex: 1, minWidth: 280 }}>
                <Text as="label" htmlFor={`${domId}-remark`} size="2" weight="medium">
                  {FORM.fields.remark.label[lang]}
                </Text>
                {editable ? <TextArea id={`${domId}-remark`} value={remark} maxLength={255} onChange={(e) => (setRemark(e.target.value), touch())} rows={2} /> : <Text>{remark || '--'}</Text>}
              </Flex>
            </Flex>

            <Table.Root variant="surface" size="1" aria-label={lang === 'en' ? 'Parts to transfer' : '调拨配件'}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell width="48px">#</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{lang === 'en' ? 'Part' : '配件'}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell width="110px">{lang === 'en' ? 'Stock' : '当前库存'}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell width="140px">{stockTransferItemResource.fields.quantity.label[lang]}</Table.ColumnHeaderCell>
                  {editable && <Table.ColumnHeaderCell width="110px" />}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {lines.map((l, i) => {
                  const part = partById.get(l.ahAccessoryId);
                  const partErr = errorOf(`part-${l.key}`);
                  const qtyErr = errorOf(`qty-${l.key}`);
                  const item = record?.items?.find((x) => String(x.ahAccessoryId) === l.ahAccessoryId);
                  return (
                    <Table.Row key={l.key} data-line={l.key}>
                      <Table.Cell>{i + 1}</Table.Cell>
                      <Table.Cell>
                        {editable ? (
                          <SelectWidget id={`${domId}-part-${l.key}`} ariaLabel={`${lang === 'en' ? 'Part of line' : '配件 第'}${i + 1}${lang === 'en' ? '' : '行'}`} value={l.ahAccessoryId} onChange={(v) => setLine(l.key, { ahAccessoryId: v })} choices={partChoices} placeholder={lang === 'en' ? 'Choose the part' : '请选择配件'} invalid={!!partErr} />
                        ) : (
                          <Text>{`${String(item?.accessoryCode ?? part?.accessoryCode ?? '')} ${String(item?.accessoryName ?? part?.accessoryName ?? '')}`}</Text>
                        )}
                        {partErr && (
                          <Text as="div" size="1" color="red" role="alert">
                            {partErr}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>{part ? `${Number(part.stock ?? 0)} ${String(part.unit ?? '')}` : '--'}</Table.Cell>
                      <Table.Cell>
                        {editable ? (
                          <TextField.Root id={`${domId}-qty-${l.key}`} aria-label={`${stockTransferItemResource.fields.quantity.label[lang]} ${i + 1}`} inputMode="numeric" value={l.quantity} onChange={(e) => setLine(l.key, { quantity: e.target.value })} color={qtyErr ? 'red' : undefined} aria-invalid={qtyErr ? true : undefined} />
                        ) : (
                          <Text>{l.quantity}</Text>
                        )}
                        {qtyErr && (
                          <Text as="div" size="1" color="red" role="alert">
                            {qtyErr}
                          </Text>
                        )}
                      </Table.Cell>
                      {editable && (
                        <Table.Cell>
                          <IconButton type="button" size="1" variant="soft" color="red" aria-label={`${lang === 'en' ? 'Remove line' : '移除第'}${i + 1}${lang === 'en' ? '' : '行'}`} aria-keyshortcuts={REMOVE_LINE_KEY} title={formatShortcut(REMOVE_LINE_KEY)} onClick={() => removeLine(l.key)}>
                            ×
                          </IconButton>
                        </Table.Cell>
                      )}
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
            {errorOf('add') && (
              <Text size="1" color="red" role="alert">
                {errorOf('add')}
              </Text>
            )}
            {errorOf('save') && (
              <Text size="1" color="red" role="alert">
                {errorOf('save')}
              </Text>
            )}
            <Flex gap="3" justify="between">
              {editable ? (
                <Button id={`${domId}-add`} type="button" variant="soft" onClick={addLine} aria-keyshortcuts={ADD_LINE_KEY}>
                  {lang === 'en' ? 'Add a part' : '添加配件'}
                  <Kbd size="1">{formatShortcut(ADD_LINE_KEY)}</Kbd>
                </Button>
              ) : (
                <span />
              )}
              <Flex gap="3">
                <Button type="button" variant="soft" color="gray" onClick={back}>
                  {lang === 'en' ? 'Back' : '返回'}
                  <Kbd size="1">Esc</Kbd>
                </Button>
                {editable && (
                  <Button type="submit" loading={busy}>
                    {lang === 'en' ? 'Save' : '保存'}
                    <Kbd size="1">Enter</Kbd>
                  </Button>
                )}
              </Flex>
            </Flex>
          </Flex>
        </form>
      </Card>
      <ConfirmDialog controller={confirm} lang={lang} />
    </Flex>
  );
}
