/**
 * 充值 and 扣款核销 at the counter, by keyboard. Recharge: the member's phone, the amount (the card's face
 * value to start with), how it was paid; Enter recharges. Write-off: the phone, Enter shows the member's
 * card and balance; the amount and item, Enter sends the SMS code to the member; the code, Enter writes
 * off. Each dialog keeps one request id, so a second press or a retry is applied once. The server's
 * refusals show under the field they concern.
 */
import { Button, Card, DataList, Dialog, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { Lang } from '../../domain/codes';
import { formatDate, formatMoney } from '../../domain/format';
import { STORED_VALUE_DICT_TYPE } from '../../domain/resources/sales/stored-value-card';
import { checkMobile, checkMoney, checkMoneyRange, toCents, validationMessage } from '../../domain/validators';
import { DialogActions } from '../../shell/dialog-actions';
import { toastSuccess } from '../../shell/ui-bus';
import type { AnyRow } from '../resource/use-resource';
import { afterMoneyWrite, dictNames, memberCardByPhone, newRequestId, recharge, sendSms, writeOff, type MemberCard } from './stored-value-api';
import { focusTaken } from '../../shell/focus-return';

const SMS_SECONDS = 120;

/** yuan typed at the counter to hundredths, or the catalogue's message */
function amountOf(text: string, lang: Lang): { cents: number } | { message: string } {
  const t = text.trim().replace(/,/g, '');
  if (t === '' || Number.isNaN(Number(t))) return { message: validationMessage('notANumber', lang) };
  const m = checkMoney(t) ?? checkMoneyRange(t);
  if (m) return { message: validationMessage(m, lang) };
  const cents = toCents(t);
  if (cents <= 0) return { message: lang === 'en' ? 'Please enter a number greater than 0' : '请填写大于0的数字' };
  return { cents };
}

const errText = (err: unknown) => (err instanceof Error ? err.message : String(err));

function Field(props: { id: string; label: string; error: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={props.id} size="2" weight="medium">
        {props.label}
      </Text>
      {props.children}
      <Text as="div" size="1" color="red" role={props.error ? 'alert' : undefined}>
        {props.error}
      </Text>
    </Flex>
  );
}

function Input(props: { id: string; value: string; onChange: (v: string) => void; error: string; inputRef?: RefObject<HTMLInputElement | null>; autoFocus?: boolean; placeholder?: string; maxLength?: number; inputMode?: 'numeric' | 'decimal' | 'tel' }) {
  return (
    <TextField.Root
      id={props.id}
      ref={props.inputRef}
      value={props.value}
      autoFocus={props.autoFocus}
      placeholder={props.placeholder}
      maxLength={props.maxLength}
      inputMode={props.inputMode}
      color={props.error ? 'red' : undefined}
      aria-invalid={props.error ? true : undefined}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

function ItemSelect(props: { id: string; type: number; value: string; onChange: (v: string) => void; lang: Lang }) {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    void dictNames(props.type).then(setNames).catch(() => undefined);
  }, [props.type]);
  return (
    <Select.Root value={props.value || '__none'} onValueChange={(v) => props.onChange(v === '__none' ? '' : v)}>
      <Select.Trigger id={props.id} />
      <Select.Content>
        <Select.Item value="__none">{props.lang === 'en' ? '(none)' : '（不选）'}</Select.Item>
        {names.map((n) => (
          <Select.Item key={n} value={n}>
            {n}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}

function Shell(props: { title: string; subtitle: string; busy: boolean; onClose: () => void; returnTo?: HTMLElement | null; children: ReactNode }) {
  return (
    <Dialog.Root open onOpenChange={(o) => !o && !props.busy && props.onClose()}>
      <Dialog.Content
        maxWidth="480px"
        aria-describedby={undefined}
        onCloseAutoFocus={(e) => {
          if (focusTaken()) return e.preventDefault();
          if (props.returnTo?.isConnected) {
            e.preventDefault();
            props.returnTo.focus({ preventScroll: true });
          }
        }}
      >
        <Dialog.Title>{props.title}</Dialog.Title>
        <Text as="div" size="2" color="gray" mb="3">
          {props.subtitle}
        </Text>
        {props.children}
      </Dialog.Content>
    </Dialog.Root>
  );
}

type RechargeField = 'phone' | 'amount';

export function RechargeDialog({ card, lang, onClose, returnTo }: { card: AnyRow; lang: Lang; onClose: () => void; returnTo?: HTMLElement | null }) {
  const client = useQueryClient();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState((Number(card.faceValue) / 100).toFixed(2));
  const [item, setItem] = useState('');
  const [error, setError] = useState<{ field: RechargeField; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const requestId = useRef(newRequestId());
  const phoneRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) (error.field === 'phone' ? phoneRef : amountRef).current?.focus();
  }, [error]);
  const fieldError = (f: RechargeField) => (error?.field === f ? error.message : '');

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const p = phone.trim();
    const mobile = checkMobile(p);
    if (mobile) return setError({ field: 'phone', message: validationMessage(mobile, lang) });
    const a = amountOf(amount, lang);
    if ('message' in a) return setError({ field: 'amount', message: a.message });
    setBusy(true);
    setError(null);
    try {
      const env = await recharge({ ahStoredValueCardId: String(card.id), phone: p, amount: a.cents, itemName: item || undefined, requestId: requestId.current });
      afterMoneyWrite(client);
      const gift = env.data.giftAmount ? L(`，赠送${formatMoney(env.data.giftAmount)}元`, `, bonus ${formatMoney(env.data.giftAmount)}`) : '';
      toastSuccess(L(`充值成功${gift}，卡号${env.data.cardNo}，余额${formatMoney(env.data.balance)}元`, `Recharged${gift}; card ${env.data.cardNo}, balance ${formatMoney(env.data.balance)}`));
      onClose();
    } catch (err) {
      const m = errText(err);
      setError({ field: /会员|手机|member|phone/i.test(m) ? 'phone' : 'amount', message: m });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Shell title={L('储值卡充值', 'Recharge')} subtitle={`${String(card.cardName)} · ${L('面值', 'Face value')} ${formatMoney(Number(card.faceValue))} · ${L('赠送', 'Bonus')} ${formatMoney(Number(card.giftAmount ?? 0))}`} busy={busy} onClose={onClose} returnTo={returnTo}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Flex direction="column" gap="3">
          <Field id="sv-recharge-phone" label={L('会员手机号', 'Member phone')} error={fieldError('phone')}>
            <Input id="sv-recharge-phone" inputRef={phoneRef} value={phone} onChange={(v) => (setPhone(v), error?.field === 'phone' && setError(null))} error={fieldError('phone')} autoFocus maxLength={11} inputMode="tel" />
          </Field>
          <Field id="sv-recharge-amount" label={L('充值金额（元）', 'Amount')} error={fieldError('amount')}>
            <Input id="sv-recharge-amount" inputRef={amountRef} value={amount} onChange={(v) => (setAmount(v), error?.field === 'amount' && setError(null))} error={fieldError('amount')} inputMode="decimal" maxLength={14} />
          </Field>
          <Field id="sv-recharge-item" label={L('充值方式', 'Paid by')} error="">
            <ItemSelect id="sv-recharge-item" type={STORED_VALUE_DICT_TYPE.payMethod} value={item} onChange={setItem} lang={lang} />
          </Field>
          <DialogActions busy={busy} submitLabel={L('确认充值', 'Recharge')} />
        </Flex>
      </form>
    </Shell>
  );
}

type WriteOffField = 'phone' | 'amount' | 'code';

export function WriteOffDialog({ card, lang, onClose, returnTo }: { card: AnyRow; lang: Lang; onClose: () => void; returnTo?: HTMLElement | null }) {
  const client = useQueryClient();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const [phone, setPhone] = useState('');
  const [held, setHeld] = useState<MemberCard | null>(null);
  const [amount, setAmount] = useState('');
  const [item, setItem] = useState('');
  const [sentFor, setSentFor] = useState<number | null>(null);
  const [left, setLeft] = useState(0);
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ field: WriteOffField; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const requestId = useRef(newRequestId());
  const refs = { phone: useRef<HTMLInputElement>(null), amount: useRef<HTMLInputElement>(null), code: useRef<HTMLInputElement>(null) };
  useEffect(() => {
    if (error) refs[error.field].current?.focus();
  }, [error]);
  useEffect(() => {
    if (held) refs.amount.current?.focus();
  }, [held]);
  useEffect(() => {
    if (sentFor !== null) refs.code.current?.focus();
  }, [sentFor]);
  // the SMS countdown of spec 2 section 9: a new code after 120 s
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  const fieldError = (f: WriteOffField) => (error?.field === f ? error.message : '');
  const a = amountOf(amount, lang);
  const cents = 'cents' in a ? a.cents : null;
  const stage: 'find' | 'amount' | 'code' = !held || held.memberPhone !== phone.trim() ? 'find' : sentFor === null || sentFor !== cents ? 'amount' : 'code';

  async function send() {
    if (!held) return;
    if ('message' in a) return setError({ field: 'amount', message: a.message });
    try {
      const env = await sendSms({ id: held.id, amount: a.cents });
      setSentFor(a.cents);
      setLeft(SMS_SECONDS);
      setCode('');
      toastSuccess(L(`验证码已发送至${env.data.phone}`, `Code sent to ${env.data.phone}`));
    } catch (err) {
      setError({ field: 'amount', message: errText(err) });
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      if (stage === 'find') {
        const p = phone.trim();
        const mobile = checkMobile(p);
        if (mobile) return setError({ field: 'phone', message: validationMessage(mobile, lang) });
        const found = await memberCardByPhone(String(card.id), p).catch(() => null);
        if (!found) return setError({ field: 'phone', message: L('该会员没有此储值卡', 'The member holds no such stored-value card') });
        setHeld(found);
        return;
      }
      if (stage === 'amount') return await send();
      if (!code.trim()) return setError({ field: 'code', message: L('请输入验证码', 'Please enter the verification code') });
      try {
        const env = await writeOff({ id: held!.id, amount: cents!, smsCode: code.trim(), itemName: item || undefined, requestId: requestId.current });
        afterMoneyWrite(client);
        toastSuccess(L(`扣款成功，余额${formatMoney(env.data.balance)}元`, `Written off; balance ${formatMoney(env.data.balance)}`));
        onClose();
      } catch (err) {
        const m = errText(err);
        setError({ field: /验证码|code/i.test(m) ? 'code' : 'amount', message: m });
      }
    } finally {
      setBusy(false);
    }
  }

  const row = (label: string, value: ReactNode) => (
    <DataList.Item>
      <DataList.Label minWidth="88px">{label}</DataList.Label>
      <DataList.Value>{value}</DataList.Value>
    </DataList.Item>
  );
  const submitLabel = stage === 'find' ? L('查询', 'Look up') : stage === 'amount' ? L('发送验证码', 'Send code') : L('确认扣款', 'Write off');

  return (
    <Shell title={L('扣款核销', 'Write off')} subtitle={String(card.cardName)} busy={busy} onClose={onClose} returnTo={returnTo}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Flex direction="column" gap="3">
          <Field id="sv-writeoff-phone" label={L('会员手机号', 'Member phone')} error={fieldError('phone')}>
            <Input id="sv-writeoff-phone" inputRef={refs.phone} value={phone} onChange={(v) => (setPhone(v), error?.field === 'phone' && setError(null))} error={fieldError('phone')} autoFocus maxLength={11} inputMode="tel" placeholder={L('输入手机号后按回车查询', 'Type the phone, then Enter')} />
          </Field>
          {held && stage !== 'find' && (
            <Card aria-label={L('会员储值卡', 'Member card')}>
              <DataList.Root size="1">
                {row(L('会员', 'Member'), `${held.memberName} · ${held.memberPhone}`)}
                {row(L('卡号', 'Card no.'), held.cardNo)}
                {row(L('余额', 'Balance'), <Text weight="bold">{formatMoney(held.balance)}</Text>)}
                {row(L('有效期至', 'Valid until'), held.expireTime ? formatDate(held.expireTime) : L('长期有效', 'No end'))}
              </DataList.Root>
            </Card>
          )}
          {held && stage !== 'find' && (
            <>
              <Field id="sv-writeoff-amount" label={L('扣款金额（元）', 'Amount')} error={fieldError('amount')}>
                <Input id="sv-writeoff-amount" inputRef={refs.amount} value={amount} onChange={(v) => (setAmount(v), error?.field === 'amount' && setError(null))} error={fieldError('amount')} inputMode="decimal" maxLength={14} />
              </Field>
              <Field id="sv-writeoff-item" label={L('消费项目', 'Spent on')} error="">
                <ItemSelect id="sv-writeoff-item" type={STORED_VALUE_DICT_TYPE.spendItem} value={item} onChange={setItem} lang={lang} />
              </Field>
            </>
          )}
          {stage === 'code' && (
            <Field id="sv-writeoff-code" label={L('短信验证码', 'SMS code')} error={fieldError('code')}>
              <Flex gap="2">
                <Box grow>
                  <Input id="sv-writeoff-code" inputRef={refs.code} value={code} onChange={(v) => (setCode(v), error?.field === 'code' && setError(null))} error={fieldError('code')} inputMode="numeric" maxLength={6} />
                </Box>
                <Button type="button" variant="soft" disabled={left > 0} onClick={() => void send()}>
                  {left > 0 ? L(`${left}秒后重发`, `Resend in ${left}s`) : L('重新发送', 'Resend')}
                </Button>
              </Flex>
            </Field>
          )}
          <DialogActions busy={busy} submitLabel={submitLabel} />
        </Flex>
      </form>
    </Shell>
  );
}

function Box(props: { grow?: boolean; children: ReactNode }) {
  return <div style={{ flexGrow: props.grow ? 1 : 0 }}>{props.children}</div>;
}
