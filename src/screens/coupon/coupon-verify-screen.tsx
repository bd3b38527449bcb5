/**
 * 卡券核销 (/coupon/verify): a counter's screen. Focus starts in the code box; the person types or scans
 * the code and presses Enter, which shows the coupon and its owner (getDetailByCode) and moves focus to
 * 确认核销; Enter there verifies (verifyCoupon) and the box is ready for the next customer. A code the
 * server refuses (unknown, used, expired, voided, unlisted, another store's) says why under the box.
 * Below, the store's verification log is the declaration's generic list.
 */
import { Badge, Button, Card, DataList, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { couponVerifyLogResource } from '../../domain/resources/sales/coupon';
import { formatDateTime, formatMoney } from '../../domain/format';
import { COUPON_RECORD_STATUS, COUPON_RECORD_STATUS_OPTIONS } from '../../machines/coupon.machine';
import { useFirstFocus } from '../../shell/first-focus';
import { toastSuccess } from '../../shell/ui-bus';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { afterCouponWrite, getDetailByCode, verifyCoupon, type CouponByCode } from './coupon-api';

export function CouponVerifyScreen() {
  const lang = useLang();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const can = usePermissions();
  const client = useQueryClient();
  const root = useRef<HTMLDivElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [code, setCode] = useState('');
  const [remark, setRemark] = useState('');
  const [found, setFound] = useState<CouponByCode | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // a usable coupon found: focus goes to 确认核销 once it is rendered and enabled (a disabled button takes no focus)
  const [toConfirm, setToConfirm] = useState(false);
  useEffect(() => {
    if (toConfirm && !busy && confirmRef.current) {
      confirmRef.current.focus();
      setToConfirm(false);
    }
  }, [toConfirm, busy]);

  useFirstFocus(root, 'verify', () => codeRef.current?.focus());

  const wanted = code.trim();
  const shown = found && found.couponCode === wanted ? found : null;
  const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

  async function lookUp(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!wanted) return setError(L('请输入券码', 'Please enter the code'));
    setBusy(true);
    setError('');
    try {
      const c = await getDetailByCode(wanted);
      setFound(c);
      // a coupon that can be used: the next Enter confirms; one that cannot says why and stays in the box
      if (c.canVerify) setToConfirm(true);
      else setError(c.refusal?.[lang] ?? L('该卡券不能核销', 'This coupon cannot be verified'));
    } catch (err) {
      setFound(null);
      setError(message(err));
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!shown || busy) return;
    setBusy(true);
    try {
      const r = await verifyCoupon({ couponCode: shown.couponCode, verifyRemark: remark.trim() || undefined });
      afterCouponWrite(client);
      toastSuccess(r.data.isCross ? L('核销成功（跨店核销）', 'Verified (cross-store)') : L('核销成功', 'Verified'));
      setFound(null);
      setCode('');
      setRemark('');
      setError('');
      codeRef.current?.focus();
    } catch (err) {
      setError(message(err));
      codeRef.current?.select();
    } finally {
      setBusy(false);
    }
  }

  const statusOf = (s: number) => COUPON_RECORD_STATUS_OPTIONS.find((o) => o.value === s)?.[lang] ?? '';
  const valueOf = (c: CouponByCode) => (c.discountType === 1 ? L(`${(Number(c.discount) / 10).toFixed(1).replace(/\.0$/, '')}折`, `${100 - Number(c.discount)}% off`) : `¥${formatMoney(c.amount)}`);
  const item = (label: string, value: ReactNode) => (
    <DataList.Item>
      <DataList.Label minWidth="88px">{label}</DataList.Label>
      <DataList.Value>{value}</DataList.Value>
    </DataList.Item>
  );

  return (
    <Flex direction="column" gap="3" ref={root}>
      <Card>
        <Flex direction="column" gap="3" p="1">
          <Heading as="h2" size="3">
            {L('卡券核销', 'Verify a coupon')}
          </Heading>
          <form onSubmit={(e) => void lookUp(e)} noValidate>
            <Flex gap="2" align="start" wrap="wrap">
              <Flex direction="column" gap="1" style={{ minWidth: 280 }}>
                <Text as="label" htmlFor="coupon-verify-code" size="2" weight="medium">
                  {L('券码', 'Code')}
                </Text>
                <TextField.Root
                  id="coupon-verify-code"
                  ref={codeRef}
                  size="3"
                  value={code}
                  maxLength={20}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={L('输入或扫描券码后按回车', 'Type or scan the code, then Enter')}
                  color={error ? 'red' : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby="coupon-verify-error"
                  onChange={(e) => {
                    setCode(e.target.value);
                    setError('');
                  }}
                />
                <Text id="coupon-verify-error" as="div" size="1" color="red" role={error ? 'alert' : undefined}>
                  {error}
                </Text>
              </Flex>
              <Button type="submit" size="3" variant="soft" disabled={busy} style={{ marginTop: 22 }}>
                {L('查询', 'Look up')}
              </Button>
            </Flex>
          </form>
          {shown && (
            <Card variant="surface" aria-label={L('卡券信息', 'Coupon')}>
              <Flex gap="5" wrap="wrap" align="start">
                <DataList.Root size="2">
                  {item(L('卡券', 'Coupon'), <Text weight="bold">{shown.couponName}</Text>)}
                  {item(L('优惠', 'Value'), <Text weight="bold">{valueOf(shown)}</Text>)}
                  {shown.thresholdAmount > 0 && item(L('使用门槛', 'Minimum spend'), `¥${formatMoney(shown.thresholdAmount)}`)}
                  {item(L('有效期', 'Valid'), `${formatDateTime(shown.validFrom)} ~ ${formatDateTime(shown.validTo)}`)}
                  {item(
                    L('状态', 'State'),
                    <Flex gap="2">
                      <Badge color={shown.status === COUPON_RECORD_STATUS.unused ? 'green' : 'gray'}>{statusOf(shown.status)}</Badge>
                      {shown.isCross === 1 && <Badge color="orange">{L('跨店核销', 'Cross-store')}</Badge>}
                    </Flex>,
                  )}
                </DataList.Root>
                <DataList.Root size="2">
                  {item(L('会员', 'Member'), `${shown.memberName ?? ''} · ${shown.phone ?? ''}`)}
                  {shown.vin && item(L('车架号', 'VIN'), shown.vin)}
                  {item(L('发放门店', 'Issued by'), shown.sendStoreName)}
                  {shown.useRule && item(L('使用说明', 'Terms'), shown.useRule)}
                </DataList.Root>
              </Flex>
              {shown.canVerify && can('coupon_writeoff_verify') && (
                <Flex gap="2" mt="3" align="end" wrap="wrap">
                  <Flex direction="column" gap="1" style={{ minWidth: 280 }}>
                    <Text as="label" htmlFor="coupon-verify-remark" size="2">
                      {L('核销备注', 'Remark')}
                    </Text>
                    <TextField.Root id="coupon-verify-remark" value={remark} maxLength={255} onChange={(e) => setRemark(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && void confirm()} />
                  </Flex>
                  <Button ref={confirmRef} size="3" disabled={busy} onClick={() => void confirm()}>
                    {L('确认核销', 'Verify')}
                  </Button>
                </Flex>
              )}
            </Card>
          )}
        </Flex>
      </Card>
      <ResourceListScreen decl={couponVerifyLogResource} />
    </Flex>
  );
}
