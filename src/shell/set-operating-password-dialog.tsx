/**
 * 请设置操作密码 (spec 1 sections 2, 4 and 5): captcha image (click to refresh; refreshed after a
 * failure), the account, an SMS code sent after the captcha (the button counts down 120 s and
 * comes back at once when the call fails), the password and its confirmation. Opened when the
 * user has no operating password (hasOperationPassword false, or a call answered 30005).
 */
import { Button, Dialog, Flex, Skeleton, Text } from '@radix-ui/themes';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './dialog-actions';
import { Codes } from '../domain/codes';
import { msg } from '../domain/messages';
import { checkCaptcha, OperatingPasswordSetSchema, validate, validationMessage } from '../domain/validators';
import { currentLang } from '../i18n';
import { closeDialog, useOpenDialog } from './dialog-state';
import { restoreFocus } from './focus-return';
import { FormField } from './form-field';
import { getImageCode, sendSmsByImgCode, setOperatingCode, takeResumeAfterSet, type ImageCode } from './operating-password-api';
import { toastSuccess } from './ui-bus';
import { useCountdown } from './use-countdown';

type Field = 'imgCode' | 'smsCode' | 'operatingCode' | 'operatingCode1';
const EMPTY: Record<Field, string> = { imgCode: '', smsCode: '', operatingCode: '', operatingCode1: '' };

export function SetOperatingPasswordDialog() {
  const { t } = useTranslation();
  const open = useOpenDialog() === 'operatingSet';
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [image, setImage] = useState<ImageCode | null>(null);
  const [busy, setBusy] = useState(false);
  const sms = useCountdown();
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const resume = useRef<(() => void) | null>(null);

  const refreshImage = useCallback(() => {
    setImage((i) => (i ? { ...i, img: '' } : i));
    getImageCode().then(setImage, () => setImage((i) => i ?? { img: '', account: '', phone: '' }));
  }, []);

  useEffect(() => {
    if (!open) return;
    setForm(EMPTY);
    setErrors({});
    setBusy(false);
    sms.reset();
    setImage(null);
    refreshImage();
    // the dialog starts over each time it opens (sms.reset is stable)
  }, [open, refreshImage, sms.reset]);

  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const fail = (field: Field, message: string) => {
    setErrors((e) => ({ ...e, [field]: message }));
    inputs.current[field]?.focus();
  };

  async function sendSms() {
    const lang = currentLang();
    const bad = checkCaptcha(form.imgCode);
    if (bad) return fail('imgCode', validationMessage(bad, lang));
    sms.start();
    try {
      const res = await sendSmsByImgCode(form.imgCode.trim());
      if (res.code !== Codes.SUCCESS.code) {
        sms.reset();
        refreshImage();
        set('imgCode')('');
        fail(res.code === Codes.CAPTCHA_WRONG.code ? 'imgCode' : 'smsCode', res.msg);
        return;
      }
      toastSuccess(res.msg || msg('smsSent', lang));
      inputs.current.smsCode?.focus();
    } catch {
      // the http client has shown the failure
      sms.reset();
      refreshImage();
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const lang = currentLang();
    const result = validate(OperatingPasswordSetSchema, form, { lang });
    if (!result.ok) return fail(result.path as Field, result.message);
    setBusy(true);
    try {
      const res = await setOperatingCode(result.value.smsCode, result.value.operatingCode);
      if (res.code === Codes.SUCCESS.code) {
        toastSuccess(msg('setSuccess', lang));
        // the action the missing password interrupted goes on once focus is back (onCloseAutoFocus)
        resume.current = takeResumeAfterSet();
        closeDialog('operatingSet');
        return;
      }
      refreshImage();
      fail(res.code === Codes.CAPTCHA_WRONG.code ? 'imgCode' : 'smsCode', res.msg);
    } catch {
      refreshImage();
    } finally {
      setBusy(false);
    }
  }

  const ref = (field: Field) => (el: HTMLInputElement | null) => void (inputs.current[field] = el);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (o) return;
        // cancelled: the interrupted action is dropped
        takeResumeAfterSet();
        closeDialog('operatingSet');
      }}
    >
      <Dialog.Content
        maxWidth="480px"
        onCloseAutoFocus={(e) => {
          restoreFocus(e);
          const next = resume.current;
          resume.current = null;
          // after Radix has given focus back, so the resumed dialog keeps the focus it takes
          if (next) setTimeout(next, 0);
        }}
      >
        <Dialog.Title>{t('operating.setTitle')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('operating.setHint', { phone: image?.phone || '' })}
        </Dialog.Description>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="2">
            <Flex justify="between" align="center" mb="2">
              <Text size="2" weight="medium">
                {t('operating.account')}
              </Text>
              <Text size="2" data-testid="operating-account">
                {image?.account ?? ''}
              </Text>
            </Flex>
            <FormField
              label={t('operating.imgCode')}
              value={form.imgCode}
              onChange={set('imgCode')}
              placeholder={t('operating.imgCodePlaceholder')}
              error={errors.imgCode}
              autoComplete="off"
              autoFocus
              maxLength={10}
              inputRef={ref('imgCode')}
              slot={
                <button type="button" className="captcha-button" onClick={refreshImage} aria-label={t('operating.refreshImage')} title={t('operating.refreshImage')}>
                  {image?.img ? <img src={image.img} alt={t('operating.imgCode')} height={32} /> : <Skeleton width="96px" height="32px" />}
                </button>
              }
            />
            <FormField
              label={t('operating.smsCode')}
              value={form.smsCode}
              onChange={set('smsCode')}
              placeholder={t('operating.smsCodePlaceholder')}
              error={errors.smsCode}
              autoComplete="one-time-code"
              maxLength={10}
              inputRef={ref('smsCode')}
              slot={
                <Button type="button" size="1" variant="soft" disabled={sms.running} onClick={() => void sendSms()}>
                  {sms.running ? t('forgot.resendIn', { n: sms.left }) : t('forgot.sendCode')}
                </Button>
              }
            />
            <FormField
              label={t('operating.password')}
              type="password"
              value={form.operatingCode}
              onChange={set('operatingCode')}
              placeholder={t('operating.passwordPlaceholder')}
              error={errors.operatingCode}
              autoComplete="new-password"
              maxLength={20}
              inputRef={ref('operatingCode')}
            />
            <FormField
              label={t('operating.confirm')}
              type="password"
              value={form.operatingCode1}
              onChange={set('operatingCode1')}
              placeholder={t('operating.confirmPlaceholder')}
              error={errors.operatingCode1}
              autoComplete="new-password"
              maxLength={20}
              inputRef={ref('operatingCode1')}
            />
            <DialogActions busy={busy} submitLabel={t('common.save')} />
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
