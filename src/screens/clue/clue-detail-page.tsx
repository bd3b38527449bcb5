/**
 * /clue/following/detail?ahClueTraceId=…: one clue (getByAhClueTraceId) with its customer
 * (updateCustomerInfo), labels (ahClueTraceLabel/updateLabel), the next follow-up time and
 * salesman, the actions the clue-trace machine offers in its state (each a palette command with a
 * key), 拨打 (c) from the caller's seat with the call bar (clue-call.tsx), its follow-up records
 * (up to 1000, newest first) and its calls (newest first), each call's 录音文本 one button away.
 * Hand-written: the clue, its customer and labels are edited through calls of their own and the page hosts the seat call bar; no declaration says that yet.
 */
import './clue.css';
import { Badge, Button, Callout, Card, Dialog, Flex, Heading, Select, Spinner, Text, TextArea, TextField } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { formatDateTime } from '../../domain/format';
import { msg } from '../../domain/messages';
import { clueTraceResource, VISIT_STATE_OPTIONS } from '../../domain/resources/sales/clue-trace';
import { checkMobile, validationMessage } from '../../domain/validators';
import { offeredEvents, type ClueTraceEventType } from '../../machines/clue-trace.machine';
import { toastSuccess } from '../../shell/ui-bus';
import { dictEntryLabel } from '../resource/cell-format';
import { useConfirm } from '../resource/confirm';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { useDictionary } from '../resource/use-resource';
import { useClueWrite, useStoreUsers, useTraceDetail, useTraceRecords, type ClueRow, type StoreUser, type TraceInput } from './clue-api';
import { ct, ctBoth, type ClueTextKey } from './texts';
import { useClueCalls, type CallRecordRow } from './call-api';
import { callEnded, formatElapsed } from './call-flow';
import { CALL_KEY, CallBar, callTargetOf, HANG_UP_KEY, SoundTextDialog, useClueCall } from './clue-call';
import { callRecordResource } from '../../domain/resources/sales/call-record';
import { CLUE_DESK_PATH } from './desk-routes';
import { TraceDialog, type Outcome } from './trace-dialog';
import { UserPickerDialog } from './user-picker-dialog';

/** the desk's menu path as the menu service answers it */
const EVENT_LABELS: Record<string, { zh: string; en: string }> = {
  NOTE: { zh: '跟进', en: 'Follow-up' },
  ALLOCATE: { zh: '分配', en: 'Allocated' },
  TRANSFER: { zh: '转移', en: 'Transferred' },
  TO_SEA: { zh: '放入公海', en: 'To the sea' },
  FROM_SEA: { zh: '公海领取', en: 'From the sea' },
  DEFEAT: { zh: '战败', en: 'Defeated' },
  VISIT: { zh: '到店', en: 'Visited' },
  TRACE: { zh: '跟进', en: 'Follow-up' },
};

/** the outcome a follow-up record keeps (the record's result) */
const RESULT_LABELS: Record<string, { zh: string; en: string }> = {
  TRACE: { zh: '未到店，继续跟进', en: 'Not arrived, keep following' },
  VISIT: { zh: '已到店', en: 'Visited' },
  DEFEAT: { zh: '战败', en: 'Defeated' },
};

export function ClueDetailPage() {
  const lang = useLang();
  const can = usePermissions();
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('ahClueTraceId') ?? '';
  const detail = useTraceDetail(id);
  const records = useTraceRecords(id);
  const users = useStoreUsers(!!id);
  const levels = useDictionary('customer_level');
  const write = useClueWrite();
  const confirm = useConfirm(lang);
  const rootRef = useRef<HTMLElement>(null);
  const [dialog, setDialog] = useState<null | { kind: 'trace'; initial: Outcome } | { kind: 'transfer' } | { kind: 'customer' }>(null);
  const row = detail.data;
  const offered: ClueTraceEventType[] = row ? offeredEvents({ visitState: Number(row.visitState), nextTraceUserId: row.nextTraceUserId ?? null }) : [];
  const button = (name: string) => can(`${clueTraceResource.buttonPrefix}_${name}`);
  const outcomes = offered.filter((e): e is Outcome => e === 'TRACE' || e === 'VISIT' || e === 'DEFEAT');
  const calls = useClueCalls(id);
  const callStates = useDictionary('call_state');
  const [soundOf, setSoundOf] = useState<CallRecordRow | null>(null);
  const phoneCall = useClueCall({
    lang,
    confirm,
    followUp: (target) => {
      // the follow-up of a call made here (or carried over from the desk) on this clue
      const ok = target.id === id && button('edit') && outcomes.length > 0;
      if (ok) setDialog({ kind: 'trace', initial: outcomes[0] });
      return ok;
    },
  });

  async function call(method: 'GET' | 'POST', path: string, body: Record<string, unknown>) {
    const env = await write.mutateAsync({ method, path, body });
    toastSuccess(env.msg || msg('opSuccess', lang));
  }

  interface Action {
    id: string;
    label: ClueTextKey;
    key: string;
    enabled: boolean;
    run: () => void;
  }
  const actions: Action[] = [
    { id: 'call', label: 'call', key: CALL_KEY, enabled: phoneCall.may.call && !!row?.customerPhone && !phoneCall.active, run: () => row && phoneCall.start(callTargetOf(row)) },
    { id: 'followUp', label: 'followUp', key: 'f', enabled: button('edit') && offered.includes('TRACE'), run: () => setDialog({ kind: 'trace', initial: 'TRACE' }) },
    { id: 'visit', label: 'visit', key: 'v', enabled: button('edit') && offered.includes('VISIT'), run: () => setDialog({ kind: 'trace', initial: 'VISIT' }) },
    { id: 'defeat', label: 'defeat', key: 'd', enabled: button('edit') && offered.includes('DEFEAT'), run: () => setDialog({ kind: 'trace', initial: 'DEFEAT' }) },
    { id: 'transfer', label: 'transfer', key: 't', enabled: button('transfer') && offered.includes('TRANSFER'), run: () => setDialog({ kind: 'transfer' }) },
    { id: 'customer', label: 'editCustomer', key: 'e', enabled: button('update_customer') && !!row, run: () => setDialog({ kind: 'customer' }) },
    { id: 'publicity', label: 'publicity', key: 'u', enabled: button('change_publicity') && !!row, run: () => void call('GET', 'ahClueTrace/changePublicity', { ahClueTraceId: id }).catch(() => undefined) },
    {
      id: 'toSea',
      label: 'toSea',
      key: 's',
      enabled: button('edit') && offered.includes('TO_SEA'),
      run: () =>
        void confirm.ask({
          message: ct('confirmToSea', lang, { name: String(row?.customerName ?? '') }),
          danger: true,
          run: () => call('POST', 'ahClueTrace/toSea', { ids: id }),
        }),
    },
  ];
  const group = { zh: `${clueTraceResource.title.zh}: ${ct('detail', 'zh')}`, en: `${clueTraceResource.title.en}: ${ct('detail', 'en')}` };
  const commands: Command[] = [
    ...actions.map((a) => ({
      id: `clueDetail.${a.id}`,
      title: { zh: `${ct('detail', 'zh')}: ${ctBoth(a.label).zh}`, en: `${ct('detail', 'en')}: ${ctBoth(a.label).en}` },
      group,
      shortcut: a.key,
      enabled: () => a.enabled,
      run: a.run,
    })),
    { id: 'clueDetail.back', title: ctBoth('back'), group, shortcut: 'b', run: () => navigate(CLUE_DESK_PATH) },
    ...(phoneCall.may.hangUp
      ? [{ id: 'clueDetail.hangUp', title: { zh: `${ct('detail', 'zh')}: ${ct('hangUp', 'zh')}`, en: `${ct('detail', 'en')}: ${ct('hangUp', 'en')}` }, group, shortcut: HANG_UP_KEY, enabled: () => !!phoneCall.active, run: phoneCall.hangUp }]
      : []),
  ];
  useRegisterCommands(commands, { scope: () => rootRef.current });

  if (!id || detail.isError) {
    return (
      <section ref={rootRef}>
        <Callout.Root color="amber">
          <Callout.Text>{ct('notFound', lang)}</Callout.Text>
        </Callout.Root>
      </section>
    );
  }
  if (!row) {
    return (
      <section ref={rootRef}>
        <Flex justify="center" py="9">
          <Spinner size="3" />
        </Flex>
      </section>
    );
  }

  const stateLabel = VISIT_STATE_OPTIONS.find((o) => Number(o.value) === Number(row.visitState))?.[lang] ?? String(row.visitState);
  const level = (levels.data ?? []).find((d) => String(d.dictKey) === String(row.customerLevel ?? ''));
  const field = (label: string, value: unknown) => (
    <Flex direction="column" gap="0">
      <Text size="1" color="gray">
        {label}
      </Text>
      <Text size="2">{value === null || value === undefined || value === '' ? '—' : String(value)}</Text>
    </Flex>
  );
  const fd = clueTraceResource.fields;

  return (
    <section ref={rootRef} className="rl-screen clue-detail" aria-label={`${clueTraceResource.title[lang]} ${ct('detail', lang)}`}>
      <Flex align="center" gap="3" wrap="wrap">
        <Button variant="ghost" color="gray" onClick={() => navigate(CLUE_DESK_PATH)} title="b">
          ← {ct('back', lang)}
        </Button>
        <Heading as="h2" size="5">
          {String(row.customerName ?? '')}
        </Heading>
        <Badge>{stateLabel}</Badge>
        {row.derivedTab === 'overdue' && <Badge color="red">{ct('overdue', lang)}</Badge>}
        {row.derivedTab === 'immediate' && <Badge color="amber">{ct('dueToday', lang)}</Badge>}
        {Number(row.repeatMark) === 1 && <Badge color="orange">{ct('repeat', lang)}</Badge>}
        <Badge color="gray">{Number(row.publicity) === 1 ? ct('public', lang) : ct('private', lang)}</Badge>
      </Flex>

      <Flex gap="2" wrap="wrap">
        {actions
          .filter((a) => a.enabled)
          .map((a) => (
            <Button key={a.id} variant={a.id === 'followUp' || a.id === 'call' ? 'solid' : 'soft'} color={a.id === 'call' ? 'green' : a.id === 'toSea' ? 'red' : undefined} onClick={a.run} title={a.key}>
              {ct(a.label, lang)} <kbd className="clue-kbd">{a.key}</kbd>
            </Button>
          ))}
      </Flex>
      <CallBar call={phoneCall.active} lang={lang} canHangUp={phoneCall.may.hangUp} busy={phoneCall.busy} onHangUp={phoneCall.hangUp} />

      <Card>
        <Heading as="h3" size="3" mb="2">
          {ct('customerInfo', lang)}
        </Heading>
        <div className="clue-detail-grid">
          {field(fd.customerName.label[lang], row.customerName)}
          {field(fd.customerPhone.label[lang], row.customerPhone)}
          {field(fd.customerLevel.label[lang], level ? dictEntryLabel(level, lang) : row.customerLevel)}
          {field(fd.ahStoreCarSeriesName.label[lang], row.ahStoreCarSeriesName)}
          {field(fd.customerChannelText.label[lang], row.customerChannelText)}
          {field(fd.nextTraceUserName.label[lang], row.nextTraceUserName)}
          {field(fd.nextTraceTime.label[lang], formatDateTime(row.nextTraceTime))}
          {field(fd.nextTraceText.label[lang], row.nextTraceText)}
          {field(fd.lastTraceTime.label[lang], formatDateTime(row.lastTraceTime))}
          {field(fd.defeatReason.label[lang], row.defeatReason)}
          {field(fd.remark.label[lang], row.remark)}
        </div>
      </Card>

      <LabelEditor row={row} lang={lang} canEdit={button('label')} onSave={(labels) => call('POST', 'ahClueTraceLabel/updateLabel', { ahClueTraceId: id, traceLabelVOList: labels })} />

      <Card>
        <CardHead title={ct('records', lang)} count={ct('recordsCount', lang, { n: records.data?.total ?? 0 })} />
        <div className="clue-records" role="list" aria-label={ct('records', lang)}>
          {(records.data?.records ?? []).map((r) => (
            <div key={r.id} className="clue-record" data-event={r.event} role="listitem">
              <Flex gap="2" align="center" wrap="wrap">
                <Badge variant="soft" color={r.event === 'NOTE' ? 'green' : 'gray'}>
                  {EVENT_LABELS[r.event]?.[lang] ?? r.event}
                </Badge>
                <Text size="1" color="gray">
                  {formatDateTime(r.traceTime)} · {r.traceUserName ?? ''}
                </Text>
                {r.result && r.event === 'NOTE' && <Text size="1">{RESULT_LABELS[r.result]?.[lang] ?? r.result}</Text>}
              </Flex>
              <Text as="p" size="2" my="1">
                {r.content}
              </Text>
              {r.nextTraceTime && (
                <Text as="p" size="1" color="gray">
                  {ct('next', lang)}: {formatDateTime(r.nextTraceTime)} {r.nextTraceText ?? ''}
                </Text>
              )}
            </div>
          ))}
        </div>
      </Card>

      <Card>
        <CardHead title={ct('calls', lang)} count={ct('callsCount', lang, { n: calls.data?.total ?? 0 })} />
        <div className="clue-calls" role="list" aria-label={ct('calls', lang)}>
          {(calls.data?.records ?? []).length === 0 && (
            <Text size="2" color="gray">
              {ct('noCalls', lang)}
            </Text>
          )}
          {(calls.data?.records ?? []).map((c) => {
            const state = (callStates.data ?? []).find((d) => String(d.dictKey) === String(c.callState));
            return (
              <div key={c.id} className="clue-call-row" role="listitem" data-call-state={String(c.callState ?? '')}>
                <Text size="2">{formatDateTime(c.startTime)}</Text>
                <Badge variant="soft" color={String(c.callState) === '1' ? 'green' : String(c.callState) === '2' ? 'amber' : 'gray'}>
                  {state ? dictEntryLabel(state, lang) : String(c.callState ?? '')}
                </Badge>
                <Text size="2" aria-label={callRecordResource.fields.durationSec.label[lang]}>
                  {c.durationSec === null || c.durationSec === undefined ? '—' : formatElapsed(c.durationSec * 1000)}
                </Text>
                <Text size="2" color="gray">
                  {String(c.userName ?? '')}
                </Text>
                {callEnded(c) && (
                  <Button size="1" variant="soft" onClick={() => setSoundOf(c)}>
                    {ct('soundText', lang)}
                  </Button>
                )}
              </div>
            );
          })}
        </div>
      </Card>

      <SoundTextDialog call={soundOf} lang={lang} onClose={() => setSoundOf(null)} />
      <TraceDialog
        open={dialog?.kind === 'trace'}
        lang={lang}
        trace={{ id, customerName: String(row.customerName ?? ''), nextTraceUserId: row.nextTraceUserId ?? null }}
        outcomes={outcomes}
        initial={dialog?.kind === 'trace' ? dialog.initial : undefined}
        onSave={(input: TraceInput) => call('POST', 'ahClueTraceRecord/save', { ...input })}
        onClose={() => setDialog(null)}
      />
      <UserPickerDialog
        open={dialog?.kind === 'transfer'}
        title={ct('transferTitle', lang)}
        description={ct('transferTo', lang, { name: String(row.customerName ?? ''), owner: String(row.nextTraceUserName ?? ct('none', lang)) })}
        users={users.data ?? []}
        excludeId={row.nextTraceUserId ?? null}
        lang={lang}
        busy={write.isPending}
        onPick={(u: StoreUser) =>
          void call('GET', 'ahClueTrace/transferAhClueTrance', { ahClueTranceId: id, nextTraceUserId: u.id, fromUserId: row.nextTraceUserId ?? '' })
            .then(() => setDialog(null))
            .catch(() => undefined)
        }
        onClose={() => setDialog(null)}
      />
      <CustomerDialog open={dialog?.kind === 'customer'} row={row} lang={lang} levels={levels.data ?? []} onClose={() => setDialog(null)} onSave={(body) => call('POST', 'ahClueTrace/updateCustomerInfo', { ahClueTraceId: id, ...body })} />
      <ConfirmDialog controller={confirm} lang={lang} />
    </section>
  );
}

/** A card's title with its count on the right. */
function CardHead({ title, count }: { title: string; count: string }) {
  return (
    <Flex justify="between" align="center" mb="2">
      <Heading as="h3" size="3">
        {title}
      </Heading>
      <Text size="1" color="gray">
        {count}
      </Text>
    </Flex>
  );
}

function LabelEditor(props: { row: ClueRow; lang: 'zh' | 'en'; canEdit: boolean; onSave: (labels: Array<{ labelName: string }>) => Promise<unknown> }) {
  const { lang } = props;
  const initial = ((props.row.traceLabelVOList as Array<{ labelName: string }> | null) ?? []).map((l) => l.labelName);
  const [labels, setLabels] = useState<string[]>(initial);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setLabels(initial), [JSON.stringify(initial)]);
  const dirty = JSON.stringify(labels) !== JSON.stringify(initial);

  return (
    <Card>
      <Heading as="h3" size="3" mb="2">
        {ct('labels', lang)}
      </Heading>
      <Flex gap="2" wrap="wrap" align="center">
        {labels.map((l) => (
          <Badge key={l} size="2" variant="soft">
            {l}
            {props.canEdit && (
              <button type="button" className="clue-label-remove" aria-label={`${lang === 'en' ? 'Remove' : '移除'} ${l}`} onClick={() => setLabels((ls) => ls.filter((x) => x !== l))}>
                ×
              </button>
            )}
          </Badge>
        ))}
        {props.canEdit && (
          <>
            <TextField.Root
              size="1"
              value={text}
              maxLength={20}
              placeholder={ct('addLabel', lang)}
              aria-label={ct('addLabel', lang)}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  const t = text.trim();
                  if (t && !labels.includes(t) && labels.length < 20) setLabels((ls) => [...ls, t]);
                  setText('');
                }
              }}
            />
            <Button
              size="1"
              disabled={!dirty}
              loading={busy}
              onClick={() => {
                setBusy(true);
                void props
                  .onSave(labels.map((labelName) => ({ labelName })))
                  .catch(() => undefined)
                  .finally(() => setBusy(false));
              }}
            >
              {ct('saveLabels', lang)}
            </Button>
          </>
        )}
      </Flex>
    </Card>
  );
}

function CustomerDialog(props: {
  open: boolean;
  row: ClueRow;
  lang: 'zh' | 'en';
  levels: Array<{ dictKey: string; dictValue: string; dictValueEn?: string | null }>;
  onClose: () => void;
  onSave: (body: Record<string, unknown>) => Promise<unknown>;
}) {
  const { lang, row } = props;
  const fd = clueTraceResource.fields;
  const id = useId().replace(/:/g, '');
  const [v, setV] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!props.open) return;
    const s = (k: keyof ClueRow) => (row[k] === null || row[k] === undefined ? '' : String(row[k]));
    setV({ customerName: s('customerName'), customerPhone: s('customerPhone'), customerLevel: s('customerLevel'), ahStoreCarSeriesName: s('ahStoreCarSeriesName'), customerChannelText: s('customerChannelText'), remark: s('remark') });
    setError('');
  }, [props.open]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!v.customerName?.trim()) return setError(`${fd.customerName.label[lang]}${lang === 'en' ? ' is required' : '不能为空'}`);
    const phoneError = checkMobile(v.customerPhone ?? '');
    if (phoneError) return setError(validationMessage(phoneError, lang));
    setBusy(true);
    setError('');
    try {
      const body: Record<string, unknown> = { ...v };
      if (!body.customerLevel) delete body.customerLevel;
      await props.onSave(body);
      props.onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  const input = (key: 'customerName' | 'customerPhone' | 'ahStoreCarSeriesName' | 'customerChannelText', max: number) => (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={`${id}-${key}`} size="2" weight="medium">
        {fd[key].label[lang]}
      </Text>
      <TextField.Root id={`${id}-${key}`} value={v[key] ?? ''} maxLength={max} autoFocus={key === 'customerName'} onChange={(e) => setV((x) => ({ ...x, [key]: e.target.value }))} />
    </Flex>
  );

  return (
    <Dialog.Root open={props.open} onOpenChange={(o) => !o && !busy && props.onClose()}>
      <Dialog.Content maxWidth="480px" aria-describedby={undefined}>
        <Dialog.Title>{ct('editCustomer', lang)}</Dialog.Title>
        <form onSubmit={(e) => void submit(e)}>
          <Flex direction="column" gap="3">
            {input('customerName', 50)}
            {input('customerPhone', 11)}
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={`${id}-level`} size="2" weight="medium">
                {fd.customerLevel.label[lang]}
              </Text>
              <Select.Root value={v.customerLevel || '__none__'} onValueChange={(x) => setV((s) => ({ ...s, customerLevel: x === '__none__' ? '' : x }))}>
                <Select.Trigger id={`${id}-level`} />
                <Select.Content>
                  <Select.Item value="__none__">{ct('none', lang)}</Select.Item>
                  {props.levels.map((d) => (
                    <Select.Item key={d.dictKey} value={String(d.dictKey)}>
                      {dictEntryLabel(d, lang)}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
            {input('ahStoreCarSeriesName', 100)}
            {input('customerChannelText', 100)}
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={`${id}-remark`} size="2" weight="medium">
                {fd.remark.label[lang]}
              </Text>
              <TextArea id={`${id}-remark`} value={v.remark ?? ''} maxLength={500} onChange={(e) => setV((x) => ({ ...x, remark: e.target.value }))} />
            </Flex>
            <Text as="p" size="1" color="red" role={error ? 'alert' : undefined} style={{ minHeight: 16, margin: 0 }}>
              {error}
            </Text>
            <Flex justify="end" gap="3">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray" disabled={busy}>
                  {ct('cancel', lang)}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={busy}>
                {ct('save', lang)}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
