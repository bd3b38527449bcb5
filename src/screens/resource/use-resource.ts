/**
 * TanStack Query hooks for any declared resource, typed from the declaration: a page, a detail,
 * save (create, update or upsert by the declared path names), remove, actions, export, and the
 * dictionaries its fields name. Calls go through the one http client, which applies the spec's
 * response rules (toasts, alerts, session dialogs) and reloads list pages after a non-paged POST.
 */
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getDictionary, type DictItem } from '../../api/auth';
import { http, SILENCE_LIST, type Envelope } from '../../api/http';
import { LIST_QUERY_META } from '../../api/query-client';
import { Codes } from '../../domain/codes';
import { opList, type RecordOf, type ResourceDecl } from '../../domain/resources/types';

export interface PageData<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** The row type of any declaration when the declaration's own type is not at hand. */
export type AnyRow = { id: string } & Record<string, unknown>;

export const firstOp = (p: string | readonly string[] | undefined): string | undefined => opList(p)[0];

// a declaration at the service's root (blade-user personnelList) has an empty base
export const resourceUrl = (decl: ResourceDecl, path: string): string => `/api/${decl.service}${decl.base ? `/${decl.base}` : ''}/${path.replace(/^\//, '')}`;

/** The paged list call in the declared method: a POST sends paging and filters as its body (a paged POST reloads nothing). */
export function getPage<T>(decl: ResourceDecl, path: string, params: Record<string, unknown>): Promise<Envelope<T>> {
  const url = resourceUrl(decl, path);
  return decl.pageMethod === 'POST' ? http.post<T>(url, params) : http.get<T>(url, params);
}

export const resourceKeys = {
  all: (decl: ResourceDecl) => ['resource', decl.key] as const,
  page: (decl: ResourceDecl, params: Record<string, unknown>) => ['resource', decl.key, 'page', params] as const,
  detail: (decl: ResourceDecl, id: string | null | undefined) => ['resource', decl.key, 'detail', id ?? ''] as const,
  options: (decl: ResourceDecl) => ['resource', decl.key, 'options'] as const,
};

/** The path a save takes: update or upsert with an id, create or upsert without. */
export function savePath(decl: ResourceDecl, id: string | null | undefined): string | undefined {
  return id ? (firstOp(decl.ops.update) ?? firstOp(decl.ops.upsert)) : (firstOp(decl.ops.create) ?? firstOp(decl.ops.upsert));
}

export const canCreate = (decl: ResourceDecl): boolean => !!(firstOp(decl.ops.create) ?? firstOp(decl.ops.upsert));
export const canUpdate = (decl: ResourceDecl): boolean => !!(firstOp(decl.ops.update) ?? firstOp(decl.ops.upsert));

/** Whitelisted codes resolve like success (spec 1 section 8); the caller decides what they mean. */
export class ResultError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'ResultError';
  }
}

function ensureOk<T>(env: Envelope<T>): Envelope<T> {
  if (env.code !== Codes.SUCCESS.code) throw new ResultError(env.msg, env.code);
  return env;
}

/** The http client reloads list pages after a POST, except for silenced URLs: those reload here. */
function afterWrite(client: QueryClient, decl: ResourceDecl, url: string) {
  if (SILENCE_LIST.some((s) => url.includes(s))) void client.invalidateQueries({ queryKey: resourceKeys.all(decl) });
}

function normalisePage<T>(data: unknown, current: number, size: number): PageData<T> {
  const d = (data ?? {}) as Partial<PageData<T>>;
  const records = Array.isArray(d.records) ? d.records : Array.isArray(data) ? (data as T[]) : [];
  const total = Number(d.total ?? records.length) || 0;
  return { records, total, size: Number(d.size ?? size) || size, current: Number(d.current ?? current) || current, pages: Number(d.pages ?? Math.ceil(total / size)) || 0 };
}

/**
 * One page of the list. `params` comes from buildListParams (paging in the declared style plus
 * filters and sort). A resource with only an unpaged list is paged here.
 */
export function useResourcePage<R extends ResourceDecl>(decl: R, params: Record<string, string | number>, options: { enabled?: boolean } = {}) {
  const pagePath = firstOp(decl.ops.page);
  const allPath = firstOp(decl.ops.all);
  const current = Number(decl.paging === 'pageNo' ? params.pageNo : params.current) || 1;
  const size = Number(decl.paging === 'pageNo' ? params.pageSize : params.size) || 20;
  return useQuery({
    queryKey: resourceKeys.page(decl, params),
    meta: LIST_QUERY_META,
    enabled: options.enabled !== false && !!(pagePath ?? allPath),
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: async (): Promise<PageData<RecordOf<R>>> => {
      if (pagePath) {
        const env = ensureOk(await getPage<PageData<RecordOf<R>>>(decl, pagePath, params));
        return normalisePage<RecordOf<R>>(env.data, current, size);
      }
      const filters = Object.fromEntries(Object.entries(params).filter(([k]) => !['current', 'size', 'pageNo', 'pageSize'].includes(k)));
      const env = ensureOk(await http.get<RecordOf<R>[]>(resourceUrl(decl, allPath!), filters));
      const all = Array.isArray(env.data) ? env.data : [];
      return { records: all.slice((current - 1) * size, current * size), total: all.length, size, current, pages: Math.ceil(all.length / size) };
    },
  });
}

/** One record by id (the declared detail path); disabled without an id or a detail path. */
export function useResourceDetail<R extends ResourceDecl>(decl: R, id: string | null | undefined, options: { enabled?: boolean; reloadAfterWrites?: boolean } = {}) {
  const path = firstOp(decl.ops.detail);
  return useQuery({
    queryKey: resourceKeys.detail(decl, id),
    // a page showing the record (a show page) reloads it after any write, as list pages do
    meta: options.reloadAfterWrites ? LIST_QUERY_META : undefined,
    enabled: options.enabled !== false && !!id && !!path,
    staleTime: 0,
    queryFn: async (): Promise<RecordOf<R>> => ensureOk(await http.get<RecordOf<R>>(resourceUrl(decl, path!), { id })).data,
  });
}

/**
 * Rows of a resource for a picker (its own parent tree, or the resource a field refers to): the
 * unpaged list, else a page of 1000. Disabled without a declaration.
 */
export function useResourceOptions(decl: ResourceDecl | undefined, enabled: boolean, filter?: Readonly<Record<string, string>>) {
  return useQuery(resourceOptionsQuery(decl, enabled, filter));
}

export const OPTIONS_MAX = 1000;

/** The rows of a picker; `filter` narrows them (a dependent reference: the series of the chosen brand). */
export function resourceOptionsQuery(decl: ResourceDecl | undefined, enabled = true, filter?: Readonly<Record<string, string>>) {
  const allPath = decl ? firstOp(decl.ops.all) : undefined;
  const pagePath = decl ? firstOp(decl.ops.page) : undefined;
  const base = decl ? resourceKeys.options(decl) : (['resource', '', 'options'] as const);
  return {
    queryKey: filter ? [...base, filter] : base,
    enabled: enabled && !!decl && !!(allPath ?? pagePath),
    staleTime: 60_000,
    queryFn: async (): Promise<AnyRow[]> => {
      if (!decl) return [];
      if (allPath) return ensureOk(await http.get<AnyRow[]>(resourceUrl(decl, allPath), filter ? { ...filter } : undefined)).data ?? [];
      const paging = decl.paging === 'pageNo' ? { pageNo: 1, pageSize: OPTIONS_MAX } : { current: 1, size: OPTIONS_MAX };
      const env = ensureOk(await getPage<PageData<AnyRow>>(decl, pagePath!, { ...paging, ...filter }));
      return normalisePage<AnyRow>(env.data, 1, OPTIONS_MAX).records;
    },
  };
}

/** Rows of several resources at once (the referred resources of a list's columns), by resource key. */
export function useResourceOptionsMany(decls: readonly ResourceDecl[]): Record<string, AnyRow[] | undefined> {
  const results = useQueries({ queries: decls.map((d) => resourceOptionsQuery(d)) });
  const out: Record<string, AnyRow[] | undefined> = {};
  decls.forEach((d, i) => (out[d.key] = results[i]?.data));
  return out;
}

export interface SaveInput {
  /** present when editing */
  id?: string | null;
  /** the checked record (formToRecord); money already in hundredths */
  value: Record<string, unknown>;
}

/** Create or update: the server answers 400 with data.field for the field in error (HttpError.data). */
export function useSaveResource<R extends ResourceDecl>(decl: R) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, value }: SaveInput): Promise<Envelope<{ id: string }>> => {
      const path = savePath(decl, id);
      if (!path) throw new Error(`${decl.key}: no save path declared`);
      const url = resourceUrl(decl, path);
      // a slice's new records are of its kind (its fixed filter); an edit never moves a record out of it
      const env = ensureOk(await http.post<{ id: string }>(url, id ? { ...value, id } : { ...decl.fixed, ...value }));
      afterWrite(client, decl, url);
      void client.invalidateQueries({ queryKey: resourceKeys.options(decl) });
      if (id) client.removeQueries({ queryKey: resourceKeys.detail(decl, id) });
      return env;
    },
  });
}

/** Remove by ids ({ids: 'id1,id2'}). */
export function useRemoveResource<R extends ResourceDecl>(decl: R) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]): Promise<Envelope<unknown>> => {
      const path = firstOp(decl.ops.remove);
      if (!path) throw new Error(`${decl.key}: no remove path declared`);
      const url = resourceUrl(decl, path);
      const env = ensureOk(await http.post(url, { ids: ids.join(',') }));
      afterWrite(client, decl, url);
      void client.invalidateQueries({ queryKey: resourceKeys.options(decl) });
      return env;
    },
  });
}

export interface ActionInput {
  /** path segment under the resource base */
  path: string;
  /** the body: {ids} for declared actions, {id} for up/down */
  body: Record<string, unknown>;
  /** another base of the same service (a declared action's `base`) */
  base?: string;
}

/**
 * A declared action or up/down. Whitelisted answers (10090 wrong operating password, 30005 no
 * operating password) reject with ResultError so the confirm dialog can show them in place.
 */
export function useResourceAction<R extends ResourceDecl>(decl: R) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ path, body, base }: ActionInput): Promise<Envelope<unknown>> => {
      const url = resourceUrl(base ? { ...decl, base } : decl, path);
      const env = ensureOk(await http.post(url, body));
      afterWrite(client, decl, url);
      return env;
    },
  });
}

/** The declared export: creates a server-side export task; answers its envelope (msg, ahExportTaskId). */
export function useResourceExport<R extends ResourceDecl>(decl: R) {
  return useMutation({
    mutationFn: async (params: Record<string, string | number>): Promise<Envelope<{ ahExportTaskId?: string }>> => {
      if (!decl.ops.export) throw new Error(`${decl.key}: no export path declared`);
      return ensureOk(await http.post<{ ahExportTaskId?: string }>(resourceUrl(decl, decl.ops.export), params));
    },
  });
}

const DICT_STALE_MS = 10 * 60_000;

export const dictionaryKey = (code: string) => ['dictionary', code] as const;

/** One dictionary by code ([{dictKey, dictValue, dictValueEn}]). */
export function useDictionary(code: string | undefined) {
  return useQuery({
    queryKey: dictionaryKey(code ?? ''),
    enabled: !!code,
    staleTime: DICT_STALE_MS,
    queryFn: () => getDictionary(code!),
  });
}

/** Every dictionary a declaration's fields name, by code. */
export function useDictionaries(codes: readonly string[]): Record<string, DictItem[] | undefined> {
  const unique = [...new Set(codes)];
  const results = useQueries({
    queries: unique.map((code) => ({ queryKey: dictionaryKey(code), staleTime: DICT_STALE_MS, queryFn: () => getDictionary(code) })),
  });
  const out: Record<string, DictItem[] | undefined> = {};
  unique.forEach((code, i) => (out[code] = results[i]?.data));
  return out;
}

export const dictCodesOf = (decl: ResourceDecl): string[] => [...new Set(Object.values(decl.fields).flatMap((fd) => (fd.dict ? [fd.dict] : [])))];
