/** The small dialog that sets the lock password and locks the console (the lock machine's 'setting'). */
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { restoreFocus } from './focus-return';
import { FormField } from './form-field';
import { LOCK_PATH } from './guard';
import { cancelLock, lockWith, useLock } from './lock-store';

export function LockDialog() {
  const { t } = useTranslation();
  const { setting } = useLock();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (setting) {
      setPassword('');
      setError(null);
    }
  }, [setting]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!password.trim()) return setError(t('lock.passwordRequired'));
    lockWith(password);
    navigate(LOCK_PATH, { replace: true });
  }

  return (
    <Dialog.Root open={setting} onOpenChange={(open) => !open && cancelLock()}>
      <Dialog.Content maxWidth="380px" onCloseAutoFocus={restoreFocus}>
        <Dialog.Title>{t('lock.setTitle')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('lock.setHint')}
        </Dialog.Description>
        <form onSubmit={submit} noValidate>
          <FormField
            label={t('lock.password')}
            type="password"
            value={password}
            onChange={(v) => {
              setPassword(v);
              setError(null);
            }}
            placeholder={t('lock.passwordPlaceholder')}
            error={error}
            autoComplete="off"
            autoFocus
            maxLength={32}
          />
          <Flex justify="end" gap="3" mt="2">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {t('common.cancel')}
              </Button>
            </Dialog.Close>
            <Button type="submit">{t('lock.lockNow')}</Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
