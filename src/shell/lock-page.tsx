/** /lock: a placeholder until the lock screen is built. */
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Brand } from './brand';
import { HOME_PATH } from './sidebar';

export function LockPage() {
  const { t } = useTranslation();
  return (
    <div className="center-page">
      <Card size="4" style={{ width: 360 }}>
        <Flex direction="column" align="center" gap="3">
          <Flex align="center" gap="2">
            <Brand />
          </Flex>
          <Heading size="5">{t('lock.title')}</Heading>
          <Text color="gray">{t('lock.text')}</Text>
          <Button asChild>
            <Link href={HOME_PATH}>{t('lock.unlock')}</Link>
          </Button>
        </Flex>
      </Card>
    </div>
  );
}
