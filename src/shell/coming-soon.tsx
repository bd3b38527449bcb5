/** A menu page that is not built yet: 建设中 / coming soon, with the menu name. */
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from './menu-icon';

export function ComingSoon({ name, path }: { name: string; path: string }) {
  const { t } = useTranslation();
  return (
    <Card size="4">
      <Flex direction="column" align="center" gap="3" py="9">
        <Flex align="center" justify="center" style={{ width: 56, height: 56, borderRadius: 16, background: 'var(--accent-a3)', color: 'var(--accent-11)' }}>
          <MenuIcon name="tool" size={28} />
        </Flex>
        <Heading size="5">{name}</Heading>
        <Text color="gray">{t('shell.comingSoonText', { name })}</Text>
        <Text size="1" color="gray">
          {t('shell.comingSoon')} · <code>{path}</code>
        </Text>
      </Flex>
    </Card>
  );
}
