/**
 * /anhua/notification: the user's notices, newest first, 20 a page with infinite scroll (the next
 * page loads 1 s after the end of the list comes into view, spec 1 section 9), virtual rows
 * (TanStack Virtual). Filter by title and read state; mark all read. The list is one tab stop:
 * arrows, Home/End and PageUp/PageDown move the active notice, Enter opens it.
 * Hand-written: the reader's infinite-scroll inbox (spec 1 section 9), not a paged administration list.
 */
import { Badge, Button, Flex, Heading, SegmentedControl, Spinner, Text, TextField } from '@radix-ui/themes';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { formatDateTime } from '../../domain/format';
import { MenuIcon } from '../../shell/menu-icon';
import { readAllNotices, type NoticeFilter, type UserNotice } from '../../shell/notices/notice-api';
import { refreshNotices, useNoticePages, useUnreadCount } from '../../shell/notices/notice-queries';
import { noticeDetailUrl } from '../../shell/notices/paths';
import { toastSuccess } from '../../shell/ui-bus';
import { useTakeFocus } from '../../shell/notices/use-take-focus';
import '../../shell/notices/notices.css';

/** spec 1 section 9: infinite scroll with a 1 s delay */
export const LOAD_MORE_DELAY_MS = 1000;
const ROW_HEIGHT = 84;

export function NotificationPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const listId = useId();
  const [titleDraft, setTitleDraft] = useState('');
  const [filter, setFilter] = useState<NoticeFilter>({ title: '', state: '' });
  const pages = useNoticePages(filter);
  const unread = useUnreadCount();
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);

  const rows: UserNotice[] = useMemo(() => pages.data?.pages.flatMap((p) => p.records) ?? [], [pages.data]);
  const total = pages.data?.pages[0]?.total ?? 0;
  const hasMore = !!pages.hasNextPage;
  const count = rows.length + (hasMore ? 1 : 0);

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.length ? items[items.length - 1].index : -1;
  const atEnd = hasMore && lastShown >= rows.length;

  // the end of the list in view: the next page, after the delay
  const { fetchNextPage, isFetchingNextPage } = pages;
  useEffect(() => {
    if (!atEnd || isFetchingNextPage) return;
    const timer = setTimeout(() => void fetchNextPage(), LOAD_MORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [atEnd, isFetchingNextPage, fetchNextPage]);

  // a new filter starts at the top
  useEffect(() => {
    setActive(0);
    virtualizer.scrollToOffset(0);
  }, [filter.title, filter.state]);

  // opened from the menu, the bell or the palette: the list takes the keyboard
  useTakeFocus(scrollRef);

  useEffect(() => {
    if (active > rows.length - 1 && rows.length > 0) setActive(rows.length - 1);
  }, [rows.length, active]);

  function moveTo(index: number) {
    const i = Math.max(0, Math.min(count - 1, index));
    setActive(i);
    virtualizer.scrollToIndex(i, { align: 'auto' });
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? ROW_HEIGHT * 5) / ROW_HEIGHT) - 1);
    const to = { ArrowDown: active + 1, ArrowUp: active - 1, j: active + 1, k: active - 1, Home: 0, End: count - 1, PageDown: active + page, PageUp: active - page }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      moveTo(to);
    } else if (e.key === 'Enter' && rows[active]) {
      e.preventDefault();
      navigate(noticeDetailUrl(rows[active].id));
    }
  }

  async function readAll() {
    setBusy(true);
    try {
      await readAllNotices();
      await refreshNotices();
      toastSuccess(t('notices.readAllDone'));
    } catch {
      // shown by the http client
    } finally {
      setBusy(false);
    }
  }

  const optionId = (i: number) => `${listId}-n${i}`;

  return (
    <section className="notice-page" aria-labelledby={`${listId}-title`}>
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h2" size="4" id={`${listId}-title`}>
          {t('notices.listTitle')}
        </Heading>
        <Flex gap="3" align="center" wrap="wrap">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              setFilter((f) => ({ ...f, title: titleDraft }));
            }}
          >
            <TextField.Root
              value={titleDraft}
              onChange={(e) => setTitleDraft(e.target.value)}
              placeholder={t('notices.searchTitle')}
              aria-label={t('notices.searchTitle')}
              maxLength={100}
            >
              <TextField.Slot>
                <MenuIcon name="search" size={14} />
              </TextField.Slot>
            </TextField.Root>
          </form>
          <SegmentedControl.Root
            value={filter.state || 'all'}
            onValueChange={(v) => setFilter((f) => ({ ...f, state: v === 'all' ? '' : (v as '0' | '1') }))}
            aria-label={t('notices.stateFilter')}
          >
            <SegmentedControl.Item value="all">{t('notices.all')}</SegmentedControl.Item>
            <SegmentedControl.Item value="0">{t('notices.unread')}</SegmentedControl.Item>
            <SegmentedControl.Item value="1">{t('notices.read')}</SegmentedControl.Item>
          </SegmentedControl.Root>
          <Button variant="soft" onClick={() => void readAll()} loading={busy} disabled={(unread.data ?? 0) === 0}>
            {t('notices.readAll')}
          </Button>
        </Flex>
      </Flex>

      <Text size="2" color="gray" aria-live="polite">
        {pages.isPending ? t('common.loading') : pages.isError && rows.length === 0 ? '' : t('notices.total', { n: total, unread: unread.data ?? 0 })}
      </Text>

      <div
        ref={scrollRef}
        className="notice-list"
        role="listbox"
        tabIndex={0}
        aria-label={t('notices.listTitle')}
        aria-activedescendant={rows[active] ? optionId(active) : undefined}
        aria-busy={pages.isFetching || undefined}
        onKeyDown={onKeyDown}
      >
        {!pages.isPending && rows.length === 0 && (
          <Flex justify="center" align="center" py="9" gap="3">
            <Text color="gray">{pages.isError ? t('notices.loadFailed') : t('notices.empty')}</Text>
            {pages.isError && (
              <Button size="1" variant="soft" onClick={() => void pages.refetch()}>
                {t('notices.retry')}
              </Button>
            )}
          </Flex>
        )}
        {pages.isPending && (
          <Flex justify="center" align="center" py="9">
            <Spinner size="3" />
          </Flex>
        )}
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((v) => {
            const style = { position: 'absolute', top: 0, left: 0, right: 0, height: v.size, transform: `translateY(${v.start}px)` } as const;
            const n = rows[v.index];
            if (!n) {
              return (
                <div key="more" className="notice-more" style={style} role="presentation">
                  <Spinner size="1" />
                  <Text size="2" color="gray">
                    {t('notices.loadingMore')}
                  </Text>
                </div>
              );
            }
            const isUnread = Number(n.state) !== 1;
            return (
              <div
                key={n.id}
                id={optionId(v.index)}
                role="option"
                aria-selected={v.index === active}
                className="notice-row"
                data-active={v.index === active || undefined}
                data-unread={isUnread || undefined}
                style={style}
                onClick={() => {
                  setActive(v.index);
                  navigate(noticeDetailUrl(n.id));
                }}
              >
                <span className="notice-dot" aria-hidden />
                <div className="notice-row-main">
                  <div className="notice-row-head">
                    <span className="notice-row-title">{n.title}</span>
                    {n.categoryName && (
                      <Badge size="1" variant="soft" color="gray">
                        {n.categoryName}
                      </Badge>
                    )}
                    <Badge size="1" variant="soft" color={isUnread ? 'red' : 'green'}>
                      {isUnread ? t('notices.unread') : t('notices.read')}
                    </Badge>
                  </div>
                  <div className="notice-row-summary">{n.summary}</div>
                </div>
                <time className="notice-row-time" dateTime={n.publishTime ?? undefined}>
                  {formatDateTime(n.publishTime ?? n.updateTime).slice(0, 16)}
                </time>
              </div>
            );
          })}
        </div>
        {!hasMore && rows.length > 0 && rows.length >= total && total > 0 && (
          <Text as="p" size="1" color="gray" align="center" my="3">
            {t('notices.noMore')}
          </Text>
        )}
      </div>
    </section>
  );
}
