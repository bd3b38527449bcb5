/** /login: tenant, account, password; a brand panel on wide screens; Enter submits. */
import { Box, Button, Callout, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouteLink, useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import { TENANT_KEY } from '../api/http';
import { storage } from '../api/storage';
import { msg } from '../domain/messages';
import { currentLang } from '../i18n';
import { Brand } from './brand';
import { FormField } from './form-field';
import { LanguageToggle } from './language-toggle';
import { LOGIN_MESSAGE_KEY } from './session';
import { sessionActor } from './session-actor';

export const DEMO_TENANT = '000001';

type Field = 'tenantId' | 'username' | 'password';

/**
 * `prepare`: fetches the code of what comes after sign-in (src/app.tsx hands in the signed-in
 * shell's chunk). It starts once the page shows, and sign-in goes on when it is in, so the first
 * keys pressed in the console find it there.
 */
export function LoginPage({ prepare }: { prepare?: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [form, setForm] = useState({ tenantId: storage.get<string>(TENANT_KEY) ?? DEMO_TENANT, username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // a message carried from a forced logout (59998, 59997)
  const [notice] = useState(() => storage.get<string>(LOGIN_MESSAGE_KEY));
  const { busy, error, signedIn } = useSelector(
    sessionActor,
    (s) => ({ busy: s.matches('signingIn'), error: s.context.error, signedIn: s.hasTag('signedIn') }),
    (a, b) => a.busy === b.busy && a.error === b.error && a.signedIn === b.signedIn,
  );
  const [tried, setTried] = useState(false);
  const serverError =
    tried && error && !busy ? (error.kind !== 'network' && error.message ? error.message : msg('loginFailedTransport', currentLang())) : null;

  useEffect(() => storage.remove(LOGIN_MESSAGE_KEY), []);
  useEffect(() => void prepare?.().catch(() => undefined), [prepare]);
  useEffect(() => {
    if (!tried || !signedIn) return;
    let live = true;
    // a failed fetch goes on too: the shell's loading state offers a reload
    void Promise.resolve(prepare?.())
      .catch(() => undefined)
      .then(() => live && navigate('/anhua/index', { replace: true }));
    return () => {
      live = false;
    };
  }, [tried, signedIn, navigate, prepare]);

  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const input = { tenantId: form.tenantId.trim(), username: form.username.trim(), password: form.password };
    const missing: Partial<Record<Field, string>> = {};
    if (!input.tenantId) missing.tenantId = t('login.tenantRequired');
    if (!input.username) missing.username = t('login.accountRequired');
    if (!input.password) missing.password = t('login.passwordRequired');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setTried(true);
    // a session the page no longer shows (its tokens are gone) ends before the new one starts
    if (sessionActor.getSnapshot().hasTag('signedIn')) sessionActor.send({ type: 'END' });
    sessionActor.send({ type: 'LOGIN', credentials: input });
  }

  return (
    <div className="login">
      <aside className="login-brand">
        <Flex align="center" gap="3">
          <Brand size="5" />
        </Flex>
        <Box>
          <Heading size="8" mb="3" style={{ color: '#fff' }}>
            {t('app.title')}
          </Heading>
          <Text size="4" style={{ opacity: 0.9 }}>
            {t('app.slogan')}
          </Text>
          <Flex direction="column" gap="2" mt="6" style={{ opacity: 0.85 }}>
            <Text size="3">· {t('login.featureClue')}</Text>
            <Text size="3">· {t('login.featureWarehouse')}</Text>
            <Text size="3">· {t('login.featureAfterSales')}</Text>
          </Flex>
        </Box>
        <Text size="1" style={{ opacity: 0.7 }}>
          © {new Date().getFullYear()} {t('app.name')}
        </Text>
      </aside>

      <main className="login-main">
        <div className="login-lang">
          <LanguageToggle />
        </div>
        <Card size="4" className="login-card">
          <form onSubmit={submit} noValidate>
            <Flex direction="column" gap="2">
              <Heading size="6" mb="2">
                {t('login.title')}
              </Heading>
              {notice && (
                <Callout.Root color="amber" size="1" mb="2">
                  <Callout.Text>{notice}</Callout.Text>
                </Callout.Root>
              )}
              <FormField
                label={t('login.tenant')}
                name="tenantId"
                value={form.tenantId}
                onChange={set('tenantId')}
                placeholder={t('login.tenantPlaceholder')}
                error={errors.tenantId}
                autoComplete="organization"
                maxLength={12}
              />
              <FormField
                label={t('login.account')}
                name="username"
                value={form.username}
                onChange={set('username')}
                placeholder={t('login.accountPlaceholder')}
                error={errors.username}
                autoComplete="username"
                autoFocus
                maxLength={45}
              />
              <FormField
                label={t('login.password')}
                name="password"
                type="password"
                value={form.password}
                onChange={set('password')}
                placeholder={t('login.passwordPlaceholder')}
                error={errors.password}
                autoComplete="current-password"
                maxLength={128}
              />
              {serverError && (
                <Callout.Root color="red" size="1" role="alert">
                  <Callout.Text>{serverError}</Callout.Text>
                </Callout.Root>
              )}
              <Button type="submit" size="3" mt="2" loading={busy}>
                {t('login.submit')}
              </Button>
              <Flex justify="end" mt="1">
                <Link asChild size="2">
                  <RouteLink href="/forgetPassword">{t('login.forgot')}</RouteLink>
                </Link>
              </Flex>
            </Flex>
          </form>
        </Card>
      </main>
    </div>
  );
}
