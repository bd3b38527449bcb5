/**
 * /lock: while the console is locked every route comes here (the guard). The lock password set
 * when locking unlocks it; a wrong one says so. Logging out is always possible.
 */
import 'virtual:radix-themes/later.css';
import { Avatar, Button, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { Brand } from './brand';
import { FormField } from './form-field';
import { unlockWith, useLock } from './lock-store';
import { useSession } from './session';
import { signOut } from './sign-out';
import { tabUrl } from './tabs/tabs';
import { getTabs } from './tabs/tabs-store';

export function LockPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { wrong } = useLock();
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!password) return setEmpty(true);
    if (unlockWith(password)) {
      // back to the page that was shown when the console was locked
      const { tabs, active } = getTabs();
      const tab = tabs.find((x) => x.value === active);
      navigate(tab ? tabUrl(tab) : '/', { replace: true });
    } else {
      setPassword('');
    }
  }

  const name = user?.nick_name || user?.account || '';
  return (
    <div className="center-page lock-page">
      <Card size="4" style={{ width: 380 }}>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            <Flex align="center" gap="2" justify="center">
              <Brand />
            </Flex>
            <Flex direction="column" align="center" gap="2">
              <Avatar size="5" radius="full" src={user?.avatar || undefined} fallback={name.slice(0, 1) || '?'} />
              <Heading size="5">{t('lock.title')}</Heading>
              <Text color="gray" size="2">
                {name}
              </Text>
            </Flex>
            <FormField
              label={t('lock.password')}
              type="password"
              value={password}
              onChange={(v) => {
                setPassword(v);
                setEmpty(false);
              }}
              placeholder={t('lock.passwordPlaceholder')}
              error={empty ? t('lock.passwordRequired') : wrong ? t('lock.wrong') : null}
              autoComplete="off"
              autoFocus
              maxLength={32}
            />
            <Button type="submit" size="3">
              {t('lock.unlock')}
            </Button>
            <Flex justify="center">
              <Link asChild size="2" color="gray">
                <button type="button" className="link-button" onClick={() => void signOut()}>
                  {t('lock.logout')}
                </button>
              </Link>
            </Flex>
          </Flex>
        </form>
      </Card>
    </div>
  );
}
