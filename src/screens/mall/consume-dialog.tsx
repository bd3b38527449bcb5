/**
 * 核销消费码 at the counter, by keyboard: type or scan the code, Enter shows the order (goods, member,
 * uses left); the number (1 to start with), Enter redeems. The dialog then waits for the next code,
 * so a queue at the counter is code, Enter, Enter each. Refusals show under the field they concern.
 */
import { Button, Card, DataList, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Lang } from '../../domain/codes';
import { formatDate } from '../../domain/format';
import { MALL_ORDER_MESSAGES as M, MALL_ORDER_STATUS_OPTIONS } from '../../machines/mall-order.machine';
import { DialogActions } from '../../shell/dialog-actions';
import { toastSuccess } from '../../shell/ui-bus';
import { afterConsume, consumeInfo, doConsume, type CounterOrder } from './mall-order-api';

type FieldName = 'code' | 'num';
const errText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function ConsumeDialog({ lang, onClose, returnTo }: { lang: Lang; onClose: () => void; returnTo?: HTMLElement | null }) {
  const client = useQueryClient();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const [code, setCode] = useState('');
  const [found, setFound] = useState<CounterOrder | null>(null);
  const [num, setNum] = useState('1');
  const [error, setError] = useState<{ field: FieldName; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const numRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) (error.field === 'code' ? codeRef : numRef).current?.focus();
  }, [error]);
  useEffect(() => {
    if (found) {
      numRef.current?.focus();
      numRef.current?.select();
    } else codeRef.current?.focus();
  }, [found]);
  const clean = code.replace(/\s+/g, '');
  const stage: 'find' | 'consume' = found && found.consumeCode === clean ? 'consume' : 'find';
  const fieldError = (f: FieldName) => (error?.field === f ? error.message : '');

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!clean) return setError({ field: 'code', message: M.codeRequired[lang] });
    setBusy(true);
    setError(null);
    try {
      if (stage === 'find') {
        try {
          setFound((await consumeInfo(clean)).data);
          setNum('1');
        } catch (err) {
          setError({ field: 'code', message: errText(err) });
        }
        return;
      }
      const n = Number(num.trim());
      if (!Number.isInteger(n) || n < 1 || n > 9999) return setError({ field: 'num', message: L('核销数量请填写1-9999之间的整数', 'Enter a whole number from 1 to 9999') });
      try {
        const env = await doConsume(clean, n);
        afterConsume(client);
        toastSuccess(L(`核销成功：${env.data.goodsName} ${n}次，剩余${env.data.remainingNum}次`, `Redeemed ${n} × ${env.data.goodsName}; ${env.data.remainingNum} left`));
        // ready for the next customer
        setFound(null);
        setCode('');
        setNum('1');
      } catch (err) {
        const m = errText(err);
        setError({ field: /数量|剩余|number|left/i.test(m) ? 'num' : 'code', message: m });
      }
    } finally {
      setBusy(false);
    }
  }

  const state = found ? MALL_ORDER_STATUS_OPTIONS.find((o) => o.value === found.orderStatus) : undefined;
  const row = (label: string, value: string) => (
    <DataList.Item>
      <DataList.Label minWidth="88px">{label}</DataList.Label>
      <DataList.Value>{value}</DataList.Value>
    </DataList.Item>
  );

  return (
    <Dialog.Root open onOpenChange={(o) => !o && !busy && onClose()}>
      <Dialog.Content
        maxWidth="480px"
        aria-describedby={undefined}
        onCloseAutoFocus={(e) => {
          if (returnTo?.isConnected) {
            e.preventDefault();
            returnTo.focus({ preventScroll: true });
          }
        }}
      >
        <Dialog.Title>{L('核销消费码', 'Redeem a code')}</Dialog.Title>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Flex direction="column" gap="3">
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="mall-consume-code" size="2" weight="medium">
                {L('消费码', 'Code')}
              </Text>
              <TextField.Root
                id="mall-consume-code"
                ref={codeRef}
                value={code}
                autoFocus
                maxLength={20}
                inputMode="numeric"
                placeholder={L('输入或扫描消费码后按回车', 'Type or scan the code, then Enter')}
                color={fieldError('code') ? 'red' : undefined}
                aria-invalid={fieldError('code') ? true : undefined}
                onChange={(e) => (setCode(e.target.value), error?.field === 'code' && setError(null))}
              />
              <Text as="div" size="1" color="red" role={fieldError('code') ? 'alert' : undefined}>
                {fieldError('code')}
              </Text>
            </Flex>
            {found && stage === 'consume' && (
              <Card aria-label={L('订单', 'Order')}>
                <DataList.Root size="1">
                  {row(L('商品', 'Goods'), found.goodsName)}
                  {row(L('会员', 'Member'), `${found.memberName} · ${found.memberPhone}`)}
                  {row(L('订单编号', 'Order no.'), found.orderNo)}
                  {row(L('订单状态', 'State'), state ? state[lang] : String(found.orderStatus))}
                  {row(L('剩余次数', 'Left'), `${found.remainingNum} / ${found.quantity}`)}
                  {row(L('有效期至', 'Valid until'), found.codeExpireTime ? formatDate(found.codeExpireTime) : '--')}
                  {found.crossStore ? row(L('门店', 'Store'), L('跨店核销', 'Another store’s order')) : null}
                </DataList.Root>
              </Card>
            )}
            {found && stage === 'consume' && (
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor="mall-consume-num" size="2" weight="medium">
                  {L('核销数量', 'Uses to redeem')}
                </Text>
                <TextField.Root
                  id="mall-consume-num"
                  ref={numRef}
                  value={num}
                  maxLength={4}
                  inputMode="numeric"
                  color={fieldError('num') ? 'red' : undefined}
                  aria-invalid={fieldError('num') ? true : undefined}
                  onChange={(e) => (setNum(e.target.value), error?.field === 'num' && setError(null))}
                />
                <Text as="div" size="1" color="red" role={fieldError('num') ? 'alert' : undefined}>
                  {fieldError('num')}
                </Text>
              </Flex>
            )}
            <DialogActions
              busy={busy}
              submitLabel={stage === 'find' ? L('查询', 'Look up') : L('确认核销', 'Redeem')}
              cancel={
                <Dialog.Close>
                  <Button type="button" variant="soft" color="gray">
                    {L('关闭', 'Close')}
                  </Button>
                </Dialog.Close>
              }
            />
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
