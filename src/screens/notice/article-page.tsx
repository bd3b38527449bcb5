/**
 * /anhua/article: the published courses and articles of the tenant (blade-desk/course/list with
 * status 1), searchable by title, 12 a page; a course opens in a dialog with its detail
 * (blade-desk/course/detail): category, publish time, summary, content and video link.
 * Hand-written: a reader's card grid of published courses, not the administration list (that one is declared).
 */
import { Badge, Button, Dialog, Flex, Grid, Heading, Spinner, Text, TextField } from '@radix-ui/themes';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../domain/format';
import { MenuIcon } from '../../shell/menu-icon';
import { useCourse, useCoursePage } from '../../shell/notices/notice-queries';
import { isHttpUrl, safeHtml } from './safe-html';
import '../../shell/notices/notices.css';

const PAGE_SIZE = 12;

function CourseDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const course = useCourse(id);
  const c = course.data;
  const html = useMemo(() => safeHtml(c?.content), [c?.content]);
  return (
    <Dialog.Root open={!!id} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content maxWidth="720px" aria-describedby={undefined}>
        {course.isPending || !c ? (
          <>
            <Dialog.Title>{t('articles.title')}</Dialog.Title>
            <Flex justify="center" py="6">
              {course.isError ? <Text color="gray">{t('notices.notFound')}</Text> : <Spinner />}
            </Flex>
          </>
        ) : (
          <>
            <Dialog.Title size="6">{c.title}</Dialog.Title>
            <Flex gap="3" align="center" wrap="wrap" mb="3">
              {c.categoryName && (
                <Badge variant="soft" color="gray">
                  {c.categoryName}
                </Badge>
              )}
              <Text size="2" color="gray">
                {t('notices.publishedAt', { time: formatDateTime(c.publishTime) })}
              </Text>
            </Flex>
            {isHttpUrl(c.cover) && <img className="course-cover-large" src={c.cover} alt="" />}
            {c.summary && (
              <Text as="p" size="2" color="gray" mb="3">
                {c.summary}
              </Text>
            )}
            <div className="rich-content" dangerouslySetInnerHTML={{ __html: html }} />
            {isHttpUrl(c.videoUrl) && (
              <Text as="p" size="2" mt="3">
                <a href={c.videoUrl} target="_blank" rel="noopener noreferrer">
                  {t('articles.video')}
                </a>
              </Text>
            )}
          </>
        )}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('common.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export function ArticlePage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [title, setTitle] = useState('');
  const [current, setCurrent] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const page = useCoursePage(current, PAGE_SIZE, title);
  const records = page.data?.records ?? [];
  const total = page.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  // arrows move between the cards of the grid, in reading order
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const cards = [...e.currentTarget.querySelectorAll<HTMLElement>('.course-card')];
    const at = cards.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: cards.length - 1 }[e.key];
    if (to === undefined || cards.length === 0) return;
    e.preventDefault();
    cards[Math.max(0, Math.min(cards.length - 1, to))]?.focus();
  }

  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="4">
          {t('articles.title')}
        </Heading>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setTitle(draft);
            setCurrent(1);
          }}
        >
          <TextField.Root value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('articles.search')} aria-label={t('articles.search')} maxLength={100}>
            <TextField.Slot>
              <MenuIcon name="search" size={14} />
            </TextField.Slot>
          </TextField.Root>
        </form>
      </Flex>

      {page.isPending ? (
        <Flex justify="center" py="9">
          <Spinner size="3" />
        </Flex>
      ) : records.length === 0 ? (
        <Flex justify="center" py="9">
          <Text color="gray">{t('articles.empty')}</Text>
        </Flex>
      ) : (
        <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="3" onKeyDown={onKeyDown} role="list" aria-label={t('articles.title')}>
          {records.map((c) => (
            <div role="listitem" key={c.id}>
              <button type="button" className="course-card" onClick={() => setOpenId(c.id)}>
                {isHttpUrl(c.cover) ? (
                  <img className="course-cover" src={c.cover} alt="" loading="lazy" />
                ) : (
                  <span className="course-cover course-cover-empty" aria-hidden>
                    <MenuIcon name="book" size={28} />
                  </span>
                )}
                <span className="course-body">
                  <span className="course-title">{c.title}</span>
                  {c.summary && <span className="course-summary">{c.summary}</span>}
                  <span className="course-meta">
                    {c.categoryName && (
                      <Badge size="1" variant="soft" color="gray">
                        {c.categoryName}
                      </Badge>
                    )}
                    <span>{formatDateTime(c.publishTime).slice(0, 10)}</span>
                  </span>
                </span>
              </button>
            </div>
          ))}
        </Grid>
      )}

      {total > PAGE_SIZE && (
        <Flex justify="end" align="center" gap="3">
          <Text size="2" color="gray">
            {t('articles.pageOf', { current, pages, total })}
          </Text>
          <Button variant="soft" color="gray" disabled={current <= 1} onClick={() => setCurrent((c) => c - 1)}>
            {t('articles.prev')}
          </Button>
          <Button variant="soft" color="gray" disabled={current >= pages} onClick={() => setCurrent((c) => c + 1)}>
            {t('articles.next')}
          </Button>
        </Flex>
      )}

      <CourseDialog id={openId} onClose={() => setOpenId(null)} />
    </Flex>
  );
}
