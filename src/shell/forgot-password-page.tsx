/** /forgetPassword: phone, SMS code (120 s countdown), new password. */
import 'virtual:radix-themes/later.css';
import { Button, Card, Flex, Heading, Link } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Link as RouteLink, useLocation } from 'wouter';
import { changePasswordBySms, sendSms, verifyPhone } from '../api/auth';
import { TENANT_KEY } from '../api/http';
import { storage } from '../api/storage';
import { validate, validationMessage, vLoginPassword, vMobile, vSmsCode } from '../domain/validators';
import { currentLang } from '../i18n';
import { FormField } from './form-field';
import { LanguageToggle } from './language-toggle';
import { DEMO_TENANT } from './login-page';
import { toastSuccess } from './ui-bus';
import { useCountdown } from './use-countdown';

type Field = 'tenantId' | 'phone' | 'smsCode' | 'newPassword' | 'newPassword1';

const ResetSchema = v.object({ phone: vMobile(), smsCode: vSmsCode(), newPassword: vLoginPassword() });

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<Record<Field, string>>({
    tenantId: storage.get<string>(TENANT_KEY) ?? DEMO_TENANT,
    phone: '',
    smsCode: '',
    newPassword: '',
    newPassword1: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();

  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function sendCode() {
    const lang = currentLang();
    if (!form.tenantId.trim()) return setErrors((e) => ({ ...e, tenantId: t('login.tenantRequired') }));
    const phone = validate(vMobile(), form.phone, { lang });
    if (!phone.ok) return setErrors((e) => ({ ...e, phone: phone.message }));
    // disabled at once; re-enabled at once when a call fails
    countdown.start();
    try {
      const check = await verifyPhone(phone.value, form.tenantId.trim());
      if (!check.registered) {
        countdown.reset();
        return setErrors((e) => ({ ...e, phone: check.msg }));
      }
      toastSuccess(await sendSms(phone.value, form.tenantId.trim()));
    } catch {
      countdown.reset();
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const lang = currentLang();
    if (!form.tenantId.trim()) return setErrors({ tenantId: t('login.tenantRequired') });
    const result = validate(ResetSchema, form, { lang });
    if (!result.ok) return setErrors({ [result.path as Field]: result.message });
    if (form.newPassword !== form.newPassword1) return setErrors({ newPassword1: validationMessage('passwordMismatch', lang) });
    setBusy(true);
    try {
      await changePasswordBySms(result.value, form.tenantId.trim());
      toastSuccess(t('forgot.success'));
      navigate('/login', { replace: true });
    } catch {
      setBusy(false);
    }
  }

  return (
    <div className="center-page">
      <div className="login-lang">
        <LanguageToggle />
      </div>
      <Card size="4" className="login-card">
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="2">
            <Heading size="6" mb="2">
              {t('forgot.title')}
            </Heading>
            <FormField label={t('forgot.tenant')} value={form.tenantId} onChange={set('tenantId')} error={errors.tenantId} maxLength={12} />
            <FormField
              label={t('forgot.phone')}
              type="tel"
              value={form.phone}
              onChange={set('phone')}
              placeholder={t('forgot.phonePlaceholder')}
              error={errors.phone}
              autoComplete="tel"
              maxLength={11}
              autoFocus
            />
            <FormField
              label={t('forgot.smsCode')}
              value={form.smsCode}
              onChange={set('smsCode')}
              placeholder={t('forgot.smsCodePlaceholder')}
              error={errors.smsCode}
              autoComplete="one-time-code"
              maxLength={10}
              slot={
                <Button type="button" variant="ghost" size="2" disabled={countdown.running} onClick={() => void sendCode()}>
                  {countdown.running ? t('forgot.resendIn', { n: countdown.left }) : t('forgot.sendCode')}
                </Button>
              }
            />
            <FormField
              label={t('forgot.newPassword')}
              type="password"
              value={form.newPassword}
              onChange={set('newPassword')}
              placeholder={t('forgot.newPasswordPlaceholder')}
              error={errors.newPassword}
              autoComplete="new-password"
              maxLength={20}
            />
            <FormField
              label={t('forgot.confirmPassword')}
              type="password"
              value={form.newPassword1}
              onChange={set('newPassword1')}
              placeholder={t('forgot.confirmPasswordPlaceholder')}
              error={errors.newPassword1}
              autoComplete="new-password"
              maxLength={20}
            />
            <Button type="submit" size="3" mt="2" loading={busy}>
              {t('forgot.submit')}
            </Button>
            <Flex justify="end" mt="1">
              <Link asChild size="2">
                <RouteLink href="/login">{t('forgot.backToLogin')}</RouteLink>
              </Link>
            </Flex>
          </Flex>
        </form>
      </Card>
    </div>
  );
}
