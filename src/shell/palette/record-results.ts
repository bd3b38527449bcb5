/**
 * The palette's record search: while the query can be a phone, VIN, plate, number or name
 * (searchTerms), one call to GET /api/blade-desk/search/records a moment after the last keystroke;
 * the found records become palette rows grouped by kind, each opening its record's page.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { http } from '../../api/http';
import { recordKindOf, recordUrl, searchTerms } from '../../domain/record-search';
import { useSession } from '../session';
import type { Searchable } from './filter';

export interface FoundGroup {
  kind: string;
  more: boolean;
  records: Array<{ id: string; title: string; details: string[] }>;
}

export interface RecordItem extends Searchable {
  record: true;
  hint: { zh: string; en: string };
  run: () => void;
}

/** the pause after the last keystroke before the call: typing a phone is not one call per digit */
export const RECORD_SEARCH_DEBOUNCE_MS = 200;

export const searchRecords = async (keyword: string): Promise<FoundGroup[]> =>
  (await http.get<FoundGroup[]>('/api/blade-desk/search/records', { keyword }, { quiet: true })).data ?? [];

const NONE: FoundGroup[] = [];

export function useRecordResults(query: string, active: boolean, navigate: (to: string) => void): { groups: RecordItem[][]; searching: boolean } {
  const { user } = useSession();
  const [keyword, setKeyword] = useState('');
  const wanted = active && Object.keys(searchTerms(query)).length > 0 ? query.trim() : '';
  useEffect(() => {
    if (!wanted) return setKeyword('');
    const t = window.setTimeout(() => setKeyword(wanted), RECORD_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [wanted]);
  const found = useQuery({
    queryKey: ['recordSearch', user?.user_id ?? '', user?.store_id ?? 'none', keyword],
    queryFn: () => searchRecords(keyword),
    enabled: !!keyword,
    staleTime: 15_000,
  });
  const data = wanted && keyword === wanted ? found.data : undefined;
  const groups = useMemo(
    () =>
      (data ?? NONE).map((g) => {
        const k = recordKindOf.get(g.kind);
        if (!k) return [];
        return g.records.map((r) => ({
          id: `record:${g.kind}:${r.id}`,
          record: true as const,
          title: { zh: r.title || r.details[0] || r.id, en: r.title || r.details[0] || r.id },
          group: k.label,
          keywords: [],
          hint: { zh: r.details.join(' · '), en: r.details.join(' · ') },
          run: () => navigate(recordUrl(k, r.id)),
        }));
      }).filter((g) => g.length > 0),
    [data, navigate],
  );
  return { groups, searching: !!wanted && (keyword !== wanted || found.isFetching) };
}
