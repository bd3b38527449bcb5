/**
 * The TanStack Query client. The http client already applies the spec's retry and error rules,
 * so queries do not retry on their own.
 *
 * List pages mark their queries with `meta: LIST_QUERY_META`; after a successful non-paged POST
 * the http client asks for `reloadListQueries()`, which refetches the active ones.
 */
import { QueryClient } from '@tanstack/react-query';

export const LIST_QUERY_META = { list: true } as const;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

export function reloadListQueries(): void {
  void queryClient.invalidateQueries({ predicate: (q) => q.meta?.['list'] === true });
}
