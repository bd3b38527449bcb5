/** /404, /403 and /500. */
import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { HOME_PATH } from './tabs/tabs';

const TEXT = { 404: 'errors.notFound', 403: 'errors.forbidden', 500: 'errors.server' } as const;

export function ErrorPage({ code }: { code: 404 | 403 | 500 }) {
  const { t } = useTranslation();
  return (
    <div className="center-page">
      <Flex direction="column" align="center" gap="4">
        <div className="error-code">{code}</div>
        <Text size="4" color="gray">
          {t(TEXT[code])}
        </Text>
        <Button asChild size="3">
          <Link href={HOME_PATH}>{t('errors.backHome')}</Link>
        </Button>
      </Flex>
    </div>
  );
}
