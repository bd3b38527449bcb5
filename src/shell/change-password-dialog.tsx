/**
 * Change login password. Forced after sign-in with the initial password (30002): it cannot be
 * closed and offers only a return to the login page besides submitting.
 */
import { Button, Callout, Dialog, Flex, VisuallyHidden } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './dialog-actions';
import { updatePassword } from '../api/auth';
import { LoginPasswordChangeSchema, validate } from '../domain/validators';
import { currentLang } from '../i18n';
import { FormField } from './form-field';
import { closePasswordDialog, useShellState } from './shell-state';
import { expectSignOut, signOut } from './sign-out';
import { toastSuccess } from './ui-bus';

/** After 修改成功，需重新登录 the session ends this long after. */
export const RELOGIN_DELAY_MS = 2000;

type Field = 'oldPassword' | 'newPassword' | 'newPassword1';
const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', newPassword1: '' };

export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const { passwordDialog } = useShellState();
  const open = passwordDialog !== 'closed';
  const forced = passwordDialog === 'forced';
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setForm(EMPTY);
      setErrors({});
      setBusy(false);
    }
  }, [open]);

  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const result = validate(LoginPasswordChangeSchema, form, { lang: currentLang(), trim: false });
    if (!result.ok) return setErrors({ [result.path as Field]: result.message });
    setBusy(true);
    try {
      const done = await updatePassword(result.value);
      toastSuccess(done);
      // the server has ended every session of the account: sign in again (the login page says why,
      // also when a call in between finds the session gone first)
      expectSignOut(done);
      setTimeout(() => void signOut({ callServer: false }), RELOGIN_DELAY_MS);
    } catch {
      setBusy(false);
    }
  }

  const block = (e: Event) => {
    if (forced) e.preventDefault();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !forced && closePasswordDialog()}>
      <Dialog.Content maxWidth="460px" onEscapeKeyDown={block} onPointerDownOutside={block} onInteractOutside={block}>
        <Dialog.Title>{forced ? t('password.forcedTitle') : t('password.title')}</Dialog.Title>
        {forced && (
          <Callout.Root color="amber" size="1" mb="3">
            <Callout.Text>{t('password.forcedHint')}</Callout.Text>
          </Callout.Root>
        )}
        <VisuallyHidden>
          <Dialog.Description>{t('password.title')}</Dialog.Description>
        </VisuallyHidden>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="2">
            <FormField
              label={t('password.oldPassword')}
              type="password"
              value={form.oldPassword}
              onChange={set('oldPassword')}
              placeholder={t('password.oldPasswordPlaceholder')}
              error={errors.oldPassword}
              autoComplete="current-password"
              autoFocus
              maxLength={128}
            />
            <FormField
              label={t('password.newPassword')}
              type="password"
              value={form.newPassword}
              onChange={set('newPassword')}
              placeholder={t('password.newPasswordPlaceholder')}
              error={errors.newPassword}
              autoComplete="new-password"
              maxLength={20}
            />
            <FormField
              label={t('password.confirmPassword')}
              type="password"
              value={form.newPassword1}
              onChange={set('newPassword1')}
              placeholder={t('password.confirmPasswordPlaceholder')}
              error={errors.newPassword1}
              autoComplete="new-password"
              maxLength={20}
            />
            <DialogActions
              busy={busy}
              submitLabel={t('common.submit')}
              cancel={
                // forced after a first sign-in: the only way out is back to the login page
                forced ? (
                  <Button type="button" variant="soft" color="gray" onClick={() => void signOut()}>
                    {t('password.backToLogin')}
                  </Button>
                ) : undefined
              }
            />
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
