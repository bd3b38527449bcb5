/**
 * /myiframe/index?src=…: an outside page in a frame (a public route, spec 1 section 2). Only
 * http(s) addresses are framed; anything else (javascript:, data:, a relative path) gets a clear
 * message instead. Inside the shell it fills the tab; signed out it fills the window.
 * Hand-written: an outside page in a frame.
 */
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { MenuIcon } from '../../shell/menu-icon';
import { isHttpUrl } from '../notice/safe-html';
import '../../shell/notices/notices.css';

/** The address to frame, or null when the query has none that may be framed. */
export function frameSource(search: string): { src: string | null; given: string } {
  const given = (new URLSearchParams(search).get('src') ?? '').trim();
  return { src: isHttpUrl(given) ? given : null, given };
}

export function IframePage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const { src, given } = frameSource(useSearch());
  return (
    <div className={`iframe-page${standalone ? ' standalone' : ''}`}>
      {src ? (
        <>
          <Flex className="iframe-bar" align="center" gap="3">
            <Text size="1" color="gray" truncate style={{ flex: 1 }} title={src}>
              {src}
            </Text>
            <Button size="1" variant="soft" color="gray" asChild>
              <a href={src} target="_blank" rel="noopener noreferrer">
                <MenuIcon name="next" size={12} />
                {t('iframe.openOutside')}
              </a>
            </Button>
          </Flex>
          <iframe
            className="iframe-frame"
            src={src}
            title={t('iframe.title')}
            referrerPolicy="no-referrer"
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
          />
        </>
      ) : (
        <Flex justify="center" py="9" px="4">
          <Callout.Root color="amber" size="2" style={{ maxWidth: 560 }} role="alert">
            <Callout.Text>{given ? t('iframe.badSrc', { src: given }) : t('iframe.noSrc')}</Callout.Text>
          </Callout.Root>
        </Flex>
      )}
    </div>
  );
}
