/**
 * The count call of a declaration's tabs (`tabs.path`) as a query: the list's tabs and the home
 * page's clue card read the same cached answer. Light on purpose (no widgets): the home page loads it.
 */
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { LIST_QUERY_META } from '../../api/query-client';
import { tabCounts } from '../../domain/resources/tabs';
import type { ResourceDecl } from '../../domain/resources/types';
import { resourceKeys, resourceUrl } from './use-resource';

/** Under the resource's key, so a write of the resource reloads the counts with its pages. */
export const tabCountsKey = (decl: ResourceDecl, filters: Readonly<Record<string, unknown>>) => [...resourceKeys.all(decl), 'tabs', filters] as const;

/** The count call's answer (`answer`, as the server sent it) and a count per tab value (`counts`). */
export function useTabCounts(decl: ResourceDecl, filters: Readonly<Record<string, unknown>>, enabled = true) {
  const spec = decl.tabs;
  const query = useQuery({
    queryKey: tabCountsKey(decl, filters),
    enabled: !!spec && enabled,
    staleTime: 0,
    // a write that moves a row between tabs (上架) reloads the counts with the page
    meta: LIST_QUERY_META,
    queryFn: async (): Promise<unknown> => (await http.get<unknown>(resourceUrl(decl, spec!.path), filters)).data ?? null,
  });
  const answer = query.data;
  return { answer, counts: spec && answer !== undefined ? tabCounts(spec, answer) : undefined, refetch: query.refetch };
}
