/**
 * The notice queries. Their keys sit under the shell's key (['shell', user, store, 'notices', …]),
 * so a store switch (which drops every query of the old store) loads them again for the new store;
 * the unread count and the newest unread notices are polled every 120 s (spec 1 section 9). They
 * load once the shell's menu is in (shell-ready.ts).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LIST_QUERY_META, queryClient } from '../../api/query-client';
import { useSession } from '../session';
import { shellKey } from '../shell-queries';
import { useShellReady } from './shell-ready';
import {
  getCourse,
  getCoursePage,
  getContractReminders,
  getLastUnread,
  getTaskCounts,
  getNoticePage,
  getUnreadCount,
  NOTICE_PAGE_SIZE,
  NOTICE_POLL_MS,
  readNotice,
  type NoticeFilter,
} from './notice-api';

function useNoticeScope() {
  const { user } = useSession();
  const ready = useShellReady();
  return { enabled: ready, scope: [...shellKey(user, '').slice(0, 3), 'notices'] };
}

/** the queries that show read flags */
const READ_STATE_QUERIES = ['unreadCount', 'lastUnread', 'page'];

const isNoticeQuery = (key: readonly unknown[]) => key[0] === 'shell' && key[3] === 'notices';

/** Loads the unread count, the newest unread and the notice list again (after a read, read-all). */
export function refreshNotices(): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => isNoticeQuery(q.queryKey) && READ_STATE_QUERIES.includes(String(q.queryKey[4])) });
}

export function useUnreadCount() {
  const { enabled, scope } = useNoticeScope();
  return useQuery({ queryKey: [...scope, 'unreadCount'], queryFn: getUnreadCount, enabled, refetchInterval: NOTICE_POLL_MS, staleTime: 0 });
}

/** the contracts waiting for the user's review, polled with the notices */
export function useContractReminders() {
  const { enabled, scope } = useNoticeScope();
  return useQuery({ queryKey: [...scope, 'contractReminders'], queryFn: getContractReminders, enabled, refetchInterval: NOTICE_POLL_MS, staleTime: 0 });
}

/**
 * The user's 待办 and 待签 counts (blade-flow work/count), polled with the notices; marked as a list
 * query, so every successful write (start, claim, complete, transfer) loads them again.
 */
export function useTaskCounts() {
  const { enabled, scope } = useNoticeScope();
  return useQuery({ queryKey: [...scope, 'taskCounts'], queryFn: getTaskCounts, enabled, refetchInterval: NOTICE_POLL_MS, staleTime: 0, meta: LIST_QUERY_META });
}

export function useLastUnread(options: { enabled?: boolean } = {}) {
  const { enabled, scope } = useNoticeScope();
  return useQuery({
    queryKey: [...scope, 'lastUnread'],
    queryFn: getLastUnread,
    enabled: enabled && options.enabled !== false,
    refetchInterval: NOTICE_POLL_MS,
    staleTime: 0,
  });
}

/** The notice list, 20 a page, for infinite scrolling. */
export function useNoticePages(filter: NoticeFilter) {
  const { enabled, scope } = useNoticeScope();
  return useInfiniteQuery({
    queryKey: [...scope, 'page', filter.title?.trim() ?? '', filter.state ?? ''],
    queryFn: ({ pageParam }) => getNoticePage(pageParam, filter, NOTICE_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.records.length, 0);
      return loaded < last.total && last.records.length > 0 ? pages.length + 1 : undefined;
    },
    enabled,
    staleTime: 0,
  });
}

/** One notice; reading it marks it read, so the badge and the lists load again. */
export function useNoticeDetail(id: string | null) {
  const { enabled, scope } = useNoticeScope();
  return useQuery({
    queryKey: [...scope, 'detail', id ?? ''],
    queryFn: async () => {
      const notice = await readNotice(id!);
      void refreshNotices();
      return notice;
    },
    enabled: enabled && !!id,
    // every opening marks it read again (a no-op on the server) and shows the current text
    staleTime: 0,
  });
}

export function useCoursePage(current: number, size: number, title: string) {
  const { enabled, scope } = useNoticeScope();
  return useQuery({
    queryKey: [...scope, 'courses', current, size, title.trim()],
    queryFn: () => getCoursePage(current, size, title),
    enabled,
    placeholderData: (prev) => prev,
  });
}

export function useCourse(id: string | null) {
  const { enabled, scope } = useNoticeScope();
  return useQuery({ queryKey: [...scope, 'course', id ?? ''], queryFn: () => getCourse(id!), enabled: enabled && !!id });
}
