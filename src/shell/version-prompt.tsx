/** The new-version prompt: update now (reload) or later (dismissed until the next build); F5 works too. */
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissVersion, startVersionCheck, useNewVersion } from './version-check';

export function VersionPrompt() {
  const { t } = useTranslation();
  const latest = useNewVersion();
  useEffect(() => startVersionCheck(), []);
  if (!latest) return null;
  return (
    <div className="version-prompt" role="status">
      <Callout.Root color="blue" variant="surface">
        <Callout.Text>
          <Text weight="medium">{t('version.title')}</Text> {t('version.text')}
        </Callout.Text>
        <Flex gap="2" justify="end" mt="2">
          <Button size="1" variant="soft" color="gray" onClick={dismissVersion}>
            {t('version.later')}
          </Button>
          <Button size="1" onClick={() => window.location.reload()}>
            {t('version.updateNow')}
          </Button>
        </Flex>
      </Callout.Root>
    </div>
  );
}
