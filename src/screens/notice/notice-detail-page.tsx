/**
 * /anhua/noticeDetail?id=…: one notice. Opening it marks it read (read-detail), and the unread
 * badge, the notification dialog and the list load again.
 * Hand-written: opening marks the notice read and refreshes the bell; a reader's page, not the administration.
 */
import { Badge, Button, Callout, Card, Flex, Heading, Separator, Spinner, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { formatDateTime } from '../../domain/format';
import { MenuIcon } from '../../shell/menu-icon';
import { useNoticeDetail } from '../../shell/notices/notice-queries';
import { NOTIFICATION_PATH } from '../../shell/notices/paths';
import { safeHtml } from './safe-html';
import '../../shell/notices/notices.css';

export function NoticeDetailPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id');
  const detail = useNoticeDetail(id);
  const html = useMemo(() => safeHtml(detail.data?.content), [detail.data?.content]);

  const back = (
    <Button variant="ghost" color="gray" onClick={() => navigate(NOTIFICATION_PATH)}>
      <MenuIcon name="prev" size={14} />
      {t('notices.backToList')}
    </Button>
  );

  if (!id) {
    return (
      <Flex direction="column" gap="3" align="start">
        {back}
        <Callout.Root color="amber">
          <Callout.Text>{t('notices.noId')}</Callout.Text>
        </Callout.Root>
      </Flex>
    );
  }

  const n = detail.data;
  return (
    <Flex direction="column" gap="3" className="notice-detail">
      <Flex>{back}</Flex>
      <Card size="4">
        {detail.isPending ? (
          <Flex justify="center" py="9">
            <Spinner size="3" />
          </Flex>
        ) : !n ? (
          <Text color="gray">{t('notices.notFound')}</Text>
        ) : (
          <article aria-labelledby="notice-title">
            <Heading as="h2" size="6" id="notice-title">
              {n.title}
            </Heading>
            <Flex gap="3" align="center" mt="2" wrap="wrap">
              {n.categoryName && (
                <Badge variant="soft" color="gray">
                  {n.categoryName}
                </Badge>
              )}
              <Text size="2" color="gray">
                {t('notices.publishedAt', { time: formatDateTime(n.publishTime ?? n.updateTime) })}
              </Text>
              <Badge variant="soft" color="green">
                {t('notices.read')}
              </Badge>
            </Flex>
            {n.summary && (
              <Text as="p" size="2" color="gray" mt="3">
                {n.summary}
              </Text>
            )}
            <Separator size="4" my="4" />
            <div className="rich-content" dangerouslySetInnerHTML={{ __html: html }} />
          </article>
        )}
      </Card>
    </Flex>
  );
}
