/**
 * The clue desk's calls (crm-dcc, spec 2 section 7) as TanStack Query hooks. The list itself goes
 * through the generic resource page (useResourcePage on clueTraceResource), so the search panel,
 * sorting and export of the declaration stay one thing; these are the calls beyond it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { Codes } from '../../domain/codes';
import { clueTraceResource } from '../../domain/resources/sales/clue-trace';
import type { RecordOf } from '../../domain/resources/types';
import type { derivedTab } from '../../machines/clue-trace.machine';
import { resourceKeys, ResultError } from '../resource/use-resource';

const BASE = '/api/crm-dcc';

/**
 * A clue trace as selectCluePage and getByAhClueTraceId answer it: the declared row plus the tab its
 * next follow-up time puts it in (derivedTab, added by the server's presentation).
 */
export type ClueRow = RecordOf<typeof clueTraceResource> & { derivedTab: ReturnType<typeof derivedTab> };

export interface StoreUser {
  id: string;
  name: string;
}

export interface TraceRecord {
  id: string;
  event: string;
  content: string | null;
  result: string | null;
  traceTime: string | null;
  traceUserName: string | null;
  nextTraceTime: string | null;
  nextTraceText: string | null;
  nextTraceUserId: string | null;
}

export interface Reason {
  id: string;
  reasonType: string | number;
  reason: string;
}

function ok<T>(env: { code: number; msg: string; data: T }): T {
  if (env.code !== Codes.SUCCESS.code) throw new ResultError(env.msg, env.code);
  return env.data;
}

export const clueKeys = {
  detail: (id: string) => ['clue', 'detail', id] as const,
  records: (id: string) => ['clue', 'records', id] as const,
  users: ['clue', 'storeUsers'] as const,
  reasons: ['clue', 'reasons'] as const,
};

/** The store's enabled colleagues (personnelList), the targets of a transfer or allocation. */
export function useStoreUsers(enabled = true) {
  return useQuery({
    queryKey: clueKeys.users,
    enabled,
    staleTime: 60_000,
    queryFn: async () => ok(await http.get<Array<{ id: string; name: string }>>(`${BASE}/ahSalesman/personnelList`)).map((u) => ({ id: String(u.id), name: u.name })),
  });
}

/** Defeat (reasonType 1) and not-arrived (2) reasons of the tenant. */
export function useReasons(enabled = true) {
  return useQuery({
    queryKey: clueKeys.reasons,
    enabled,
    staleTime: 60_000,
    queryFn: async () => ok(await http.get<Reason[]>(`${BASE}/ahClueDefeatReasonConfig/list`)) ?? [],
  });
}

export function useTraceDetail(id: string) {
  return useQuery({
    queryKey: clueKeys.detail(id),
    enabled: !!id,
    staleTime: 0,
    queryFn: async () => ok(await http.get<ClueRow>(`${BASE}/ahClueTrace/getByAhClueTraceId`, { ahClueTraceId: id })),
  });
}

/** Spec 2 section 9: the trace record list holds up to 1000 records. */
export const RECORD_LIST_SIZE = 1000;

export function useTraceRecords(id: string) {
  return useQuery({
    queryKey: clueKeys.records(id),
    enabled: !!id,
    staleTime: 0,
    queryFn: async () => ok(await http.get<{ records: TraceRecord[]; total: number }>(`${BASE}/ahClueTraceRecord/list`, { ahClueTraceId: id, current: 1, size: RECORD_LIST_SIZE })),
  });
}

/** Every write of the desk: the call, then the lists, counts and the detail are read again. */
export function useClueWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ method, path, body }: { method: 'GET' | 'POST'; path: string; body: Record<string, unknown> }) => {
      const url = `${BASE}/${path}`;
      const env = method === 'GET' ? await http.get(url, body) : await http.post(url, body);
      ok(env as { code: number; msg: string; data: unknown });
      return env;
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: resourceKeys.all(clueTraceResource) });
      void client.invalidateQueries({ queryKey: ['clue'] });
    },
  });
}

export interface TraceInput {
  ahClueTraceId: string;
  event: 'TRACE' | 'VISIT' | 'DEFEAT';
  content: string;
  nextTraceTime?: string;
  nextTraceText?: string;
  nextTraceUserId?: string;
  defeatReason?: string;
  result?: string;
}
