/**
 * Change operating password (spec 1 section 5): old, new (8-20 letters plus digits) and its
 * confirmation; both passwords are hashed before they leave. 10090 marks the old one wrong; 30005
 * (none set yet) switches to the set dialog; success says 修改成功.
 */
import { Dialog, Flex } from '@radix-ui/themes';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './dialog-actions';
import { Codes } from '../domain/codes';
import { msg } from '../domain/messages';
import { OperatingPasswordChangeSchema, validate } from '../domain/validators';
import { currentLang } from '../i18n';
import { closeDialog, useOpenDialog } from './dialog-state';
import { restoreFocus } from './focus-return';
import { FormField } from './form-field';
import { handleNoOperatingPassword, updateOperatingCode } from './operating-password-api';
import { toastSuccess } from './ui-bus';

type Field = 'operatingCode' | 'newOperatingCode' | 'newOperatingCode1';
const EMPTY: Record<Field, string> = { operatingCode: '', newOperatingCode: '', newOperatingCode1: '' };

export function OperatingPasswordDialog() {
  const { t } = useTranslation();
  const open = useOpenDialog() === 'operatingChange';
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  useEffect(() => {
    if (!open) return;
    setForm(EMPTY);
    setErrors({});
    setBusy(false);
  }, [open]);

  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const fail = (field: Field, message: string) => {
    setErrors((e) => ({ ...e, [field]: message }));
    inputs.current[field]?.focus();
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const lang = currentLang();
    const result = validate(OperatingPasswordChangeSchema, form, { lang, trim: false });
    if (!result.ok) return fail(result.path as Field, result.message);
    setBusy(true);
    try {
      const res = await updateOperatingCode(result.value.operatingCode, result.value.newOperatingCode);
      if (res.code === Codes.SUCCESS.code) {
        toastSuccess(msg('changed', lang));
        closeDialog('operatingChange');
      } else if (!handleNoOperatingPassword(res)) {
        fail('operatingCode', res.msg);
      }
    } catch {
      // the http client has shown the failure; the form stays for another try
    } finally {
      setBusy(false);
    }
  }

  const ref = (field: Field) => (el: HTMLInputElement | null) => void (inputs.current[field] = el);

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && closeDialog('operatingChange')}>
      <Dialog.Content maxWidth="460px" onCloseAutoFocus={restoreFocus}>
        <Dialog.Title>{t('operating.changeTitle')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('operating.changeHint')}
        </Dialog.Description>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="2">
            <FormField
              label={t('operating.oldPassword')}
              type="password"
              value={form.operatingCode}
              onChange={set('operatingCode')}
              placeholder={t('operating.oldPasswordPlaceholder')}
              error={errors.operatingCode}
              autoComplete="current-password"
              autoFocus
              maxLength={20}
              inputRef={ref('operatingCode')}
            />
            <FormField
              label={t('operating.newPassword')}
              type="password"
              value={form.newOperatingCode}
              onChange={set('newOperatingCode')}
              placeholder={t('operating.passwordPlaceholder')}
              error={errors.newOperatingCode}
              autoComplete="new-password"
              maxLength={20}
              inputRef={ref('newOperatingCode')}
            />
            <FormField
              label={t('operating.confirm')}
              type="password"
              value={form.newOperatingCode1}
              onChange={set('newOperatingCode1')}
              placeholder={t('operating.confirmPlaceholder')}
              error={errors.newOperatingCode1}
              autoComplete="new-password"
              maxLength={20}
              inputRef={ref('newOperatingCode1')}
            />
            <DialogActions busy={busy} submitLabel={t('common.submit')} />
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
