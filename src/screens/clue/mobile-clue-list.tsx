/**
 * The clue list under 768 px: cards grouped by the date of the next follow-up (spec 2 section 9),
 * 20 per load with "load more". A card opens the clue's detail page; its 拨打 calls the customer
 * through the caller's seat, as on the desk (offered only to who may call).
 */
import { Badge, Button, Card, Flex, Text } from '@radix-ui/themes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { http } from '../../api/http';
import type { Lang } from '../../domain/codes';
import { formatDateTime } from '../../domain/format';
import type { PageData } from '../resource/use-resource';
import type { ClueRow } from './clue-api';
import { groupByDate, MOBILE_PAGE_SIZE } from './mobile-group';
import { ct } from './texts';

export function MobileClueList(props: { tab: string; filters: Record<string, string>; lang: Lang; onOpen: (id: string) => void; onCall?: (row: ClueRow) => void }) {
  const { lang } = props;
  const query = useInfiniteQuery({
    queryKey: ['clue', 'mobile', props.tab, props.filters],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const env = await http.get<PageData<ClueRow>>('/api/crm-dcc/ahClueTrace/selectCluePage', { ...props.filters, isMustToVisit: props.tab, current: pageParam, size: MOBILE_PAGE_SIZE });
      // spec 2 section 8: a failed clue list resolves empty
      return env.code === 200 ? env.data : { records: [], total: 0, size: MOBILE_PAGE_SIZE, current: pageParam, pages: 0 };
    },
    getNextPageParam: (last) => (last.current * last.size < last.total ? last.current + 1 : undefined),
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.records) ?? [], [query.data]);
  const groups = useMemo(() => groupByDate(rows, 'nextTraceTime'), [rows]);

  return (
    <div className="clue-mobile" aria-label={ct('mobileTitle', lang)}>
      {groups.map((g) => (
        <section key={g.date} className="clue-mobile-group" aria-label={g.date}>
          <Text as="div" size="2" weight="bold" className="clue-mobile-date">
            {g.date || '—'}
          </Text>
          {g.rows.map((r) => (
            <Card key={r.id} className="clue-mobile-card">
              <button type="button" className="clue-mobile-open" onClick={() => props.onOpen(r.id)}>
                <Flex justify="between" align="center" gap="2">
                  <Text weight="medium">
                    {String(r.customerName ?? '')} {Number(r.repeatMark) === 1 && <Badge color="orange">{ct('repeat', lang)}</Badge>}
                  </Text>
                  {!!r.derivedTab && <Badge color={r.derivedTab === 'overdue' ? 'red' : 'amber'}>{ct(r.derivedTab === 'overdue' ? 'overdue' : 'dueToday', lang)}</Badge>}
                </Flex>
                <Text as="div" size="1" color="gray">
                  {String(r.customerPhone ?? '')} · {String(r.customerChannelText ?? '')} · {String(r.ahStoreCarSeriesName ?? '')}
                </Text>
                <Text as="div" size="1" color="gray">
                  {ct('next', lang)} {formatDateTime(r.nextTraceTime)} {r.nextTraceText ? `· ${r.nextTraceText}` : ''}
                </Text>
              </button>
              {props.onCall && !!r.customerPhone && (
                <Button
                  variant="soft"
                  size="2"
                  className="clue-mobile-call"
                  aria-label={`${ct('call', lang)} ${String(r.customerName ?? '')}`}
                  onClick={() => props.onCall!(r)}
                >
                  {ct('call', lang)}
                </Button>
              )}
            </Card>
          ))}
        </section>
      ))}
      {rows.length === 0 && !query.isPending && (
        <Text as="p" color="gray" align="center">
          {lang === 'en' ? 'No data' : '暂无数据'}
        </Text>
      )}
      <Flex justify="center" py="3">
        {query.hasNextPage ? (
          <Button variant="soft" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {ct('loadMore', lang)}
          </Button>
        ) : (
          rows.length > 0 && (
            <Text size="1" color="gray">
              {ct('noMore', lang)}
            </Text>
          )
        )}
      </Flex>
    </div>
  );
}
