/**
 * 核销次卡: the customer's card code first (Enter shows the card: member, uses left, validity,
 * state, from getVerifyInfo), then how many uses, and Enter verifies them. The server's refusals
 * (used up, expired, not yet in effect, not enough uses) show under the field they concern.
 */
import { Badge, Card, DataList, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { HttpError } from '../../api/http';
import type { Lang } from '../../domain/codes';
import { formatDate } from '../../domain/format';
import { ISSUED_CARD_STATUS, ISSUED_CARD_STATUS_OPTIONS } from '../../machines/issued-sub-card.machine';
import { DialogActions } from '../../shell/dialog-actions';
import { toastSuccess } from '../../shell/ui-bus';
import type { AnyRow } from '../resource/use-resource';
import { afterSubCardWrite, getVerifyInfo, verify, type IssuedCard } from './sub-card-api';

type FieldKey = 'code' | 'count';

export function VerifyDialog({ card, lang, onClose, returnTo }: { card: AnyRow | null; lang: Lang; onClose: () => void; returnTo?: HTMLElement | null }) {
  const client = useQueryClient();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const [code, setCode] = useState('');
  const [count, setCount] = useState('1');
  const [info, setInfo] = useState<IssuedCard | null>(null);
  const [error, setError] = useState<{ field: FieldKey; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const countRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (error) (error.field === 'code' ? codeRef : countRef).current?.focus();
  }, [error]);

  // the card found: the person goes on to the count
  useEffect(() => {
    if (info) countRef.current?.select();
  }, [info]);

  if (!card) return null;
  const wanted = code.trim().toUpperCase();
  const statusLabel = (s: number) => ISSUED_CARD_STATUS_OPTIONS.find((o) => o.value === s)?.[lang] ?? '';
  const fail = (field: FieldKey, err: unknown) => setError({ field, message: err instanceof Error ? err.message : String(err) });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!wanted) return setError({ field: 'code', message: L('请输入次卡卡号', 'Please enter the card code') });
    setBusy(true);
    setError(null);
    try {
      // the first Enter looks the card up; the second verifies what the person has seen
      if (!info || info.subCardCode !== wanted) {
        try {
          const found = await getVerifyInfo(wanted);
          setInfo(found);
        } catch (err) {
          setInfo(null);
          fail('code', err);
        }
        return;
      }
      try {
        const env = await verify({ subCardCode: wanted, count: Number(count.trim() || NaN), ahSubCardId: String(card!.id) });
        afterSubCardWrite(client);
        toastSuccess(L(`核销成功，剩余${env.data.remainCount}次`, `Verified; ${env.data.remainCount} uses left`));
        onClose();
      } catch (err) {
        // the card was found: what refuses now concerns the count (not enough uses) or the card's state, shown there
        fail(err instanceof HttpError && err.code === 404 ? 'code' : 'count', err);
      }
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (f: FieldKey) => (error?.field === f ? error.message : '');
  const item = (label: string, value: ReactNode) => (
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
        <Dialog.Title>{L('核销次卡', 'Verify sub-card')}</Dialog.Title>
        <Text as="div" size="2" color="gray" mb="3">
          {String(card.cardName)} · {String(card.project)}
        </Text>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Flex direction="column" gap="3">
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="subcard-verify-code" size="2" weight="medium">
                {L('次卡卡号', 'Card code')}
              </Text>
              <TextField.Root
                id="subcard-verify-code"
                ref={codeRef}
                value={code}
                maxLength={20}
                autoFocus
                placeholder={L('输入卡号后按回车查询', 'Type the code, then Enter')}
                color={fieldError('code') ? 'red' : undefined}
                aria-invalid={fieldError('code') ? true : undefined}
                onChange={(e) => {
                  setCode(e.target.value);
                  if (error?.field === 'code') setError(null);
                }}
              />
              <Text as="div" size="1" color="red" role={fieldError('code') ? 'alert' : undefined}>
                {fieldError('code')}
              </Text>
            </Flex>
            {info && info.subCardCode === wanted && (
              <Card aria-label={L('次卡信息', 'Card')}>
                <DataList.Root size="1">
                  {item(L('会员', 'Member'), `${info.memberName} · ${info.memberPhone}`)}
                  {item(L('次卡', 'Card'), `${info.cardName} · ${info.project}`)}
                  {item(L('剩余次数', 'Uses left'), `${info.remainCount} / ${info.totalCount}`)}
                  {item(L('有效期', 'Valid'), `${formatDate(info.effectTime)} ~ ${formatDate(info.expireTime)}`)}
                  {item(
                    L('状态', 'State'),
                    <Badge color={info.status === ISSUED_CARD_STATUS.active ? 'green' : 'gray'}>{statusLabel(info.status)}</Badge>,
                  )}
                </DataList.Root>
              </Card>
            )}
            {info && info.subCardCode === wanted && (
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor="subcard-verify-count" size="2" weight="medium">
                  {L('核销次数', 'Uses to verify')}
                </Text>
                <TextField.Root
                  id="subcard-verify-count"
                  ref={countRef}
                  value={count}
                  inputMode="numeric"
                  maxLength={3}
                  color={fieldError('count') ? 'red' : undefined}
                  aria-invalid={fieldError('count') ? true : undefined}
                  onChange={(e) => {
                    setCount(e.target.value);
                    if (error?.field === 'count') setError(null);
                  }}
                />
                <Text as="div" size="1" color="red" role={fieldError('count') ? 'alert' : undefined}>
                  {fieldError('count')}
                </Text>
              </Flex>
            )}
            <DialogActions busy={busy} submitLabel={info && info.subCardCode === wanted ? L('核销', 'Verify') : L('查询', 'Look up')} />
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
