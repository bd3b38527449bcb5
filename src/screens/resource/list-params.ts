/**
 * The query of a generated list, from its declaration: search values to filters (`field` for
 * eq/like/in, `fieldStart`/`fieldEnd` for ranges), paging in the declared style (current/size or
 * pageNo/pageSize), sorting as BladeX sends it (ascs/descs). Pure, so it is tested without a DOM.
 */
import type { FieldDecl, ResourceDecl } from '../../domain/resources/types';
import { refDeclOf } from './choices';

/** Spec 1 section 9: page sizes 20, 30, 40, 50, 100; default 20; the generic export takes 50000 rows of page 1. */
export const PAGE_SIZES = [20, 30, 40, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const EXPORT_SIZE = 50_000;

/** What the search panel holds: text by query key (a range field has two keys). */
export type SearchValues = Record<string, string>;

export interface Sort {
  field: string;
  dir: 'asc' | 'desc';
}

export interface ListState {
  search: SearchValues;
  current: number;
  size: number;
  sort?: Sort | null;
}

export type SearchControl = 'input' | 'select' | 'dateRange' | 'datetimeRange' | 'numberRange';

/** The declared search fields in declaration order. */
export function searchFields(decl: ResourceDecl): Array<[string, FieldDecl]> {
  return Object.entries(decl.fields).filter(([, fd]) => !!fd.search);
}

/**
 * The search fields a person is shown. An id with nothing to pick it from (no reference, options or
 * dictionary) stays a filter of the API, for links and other screens, but gets no box: nobody types
 * a 19-digit id, and the panel offers the row's name or phone beside it. A declaration (a view, a
 * slice) leaves out the filters it names in `hideSearch`, keeping the fields as they are.
 */
export function panelSearchFields(decl: ResourceDecl): Array<[string, FieldDecl]> {
  return searchFields(decl).filter(([key, fd]) => !decl.hideSearch?.includes(key) && !((fd.type === 'id' || fd.type === 'ids') && searchControl(fd, key, decl) === 'input'));
}

/**
 * The control a search field gets: a select for dictionaries, options, a referred resource and the
 * declaration's own parent field; a pair for ranges; else an input.
 */
export function searchControl(fd: FieldDecl, key?: string, decl?: ResourceDecl): SearchControl {
  if (fd.search === 'range') {
    if (fd.type === 'date') return 'dateRange';
    if (fd.type === 'datetime') return 'datetimeRange';
    return 'numberRange';
  }
  if (fd.dict || fd.options || refDeclOf(fd) || (key !== undefined && decl?.parentField === key)) return 'select';
  return 'input';
}

/** The query keys of a search field: `key`, or `keyStart` and `keyEnd` for a range. */
export function searchKeys(key: string, fd: FieldDecl): string[] {
  return fd.search === 'range' ? [`${key}Start`, `${key}End`] : [key];
}

export function emptySearch(decl: ResourceDecl): SearchValues {
  const out: SearchValues = {};
  for (const [key, fd] of searchFields(decl)) for (const k of searchKeys(key, fd)) out[k] = '';
  return out;
}

/**
 * The search a list's address asks for (`?state=3&arrivalDateEnd=2026-10-01`, as the home page's
 * figures link): the declared search keys only, over the empty search; null when it names none.
 */
export function searchFromQuery(decl: ResourceDecl, query: string): SearchValues | null {
  const params = new URLSearchParams(query);
  const out = emptySearch(decl);
  let any = false;
  for (const k of Object.keys(out)) {
    const v = params.get(k);
    if (v !== null && v.trim() !== '') {
      out[k] = v;
      any = true;
    }
  }
  return any ? out : null;
}

/** A yuan amount typed in a money filter travels as integer hundredths, like the column. */
function moneyFilter(text: string): string {
  const n = Number(text);
  return Number.isFinite(n) && text !== '' ? String(Math.round(n * 100)) : text;
}

/** The filters to send: declared keys only, trimmed, blanks left out. */
export function searchFilters(decl: ResourceDecl, values: SearchValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, fd] of searchFields(decl)) {
    for (const k of searchKeys(key, fd)) {
      const raw = values[k];
      if (raw === undefined || raw === null) continue;
      const text = String(raw).trim();
      if (text === '') continue;
      out[k] = fd.type === 'money' ? moneyFilter(text) : text;
    }
  }
  return decl.searchParams ? decl.searchParams(out) : out;
}

/** Paging in the declaration's style. */
export function pagingParams(decl: ResourceDecl, current: number, size: number): Record<string, number> {
  return decl.paging === 'pageNo' ? { pageNo: current, pageSize: size } : { current, size };
}

export function sortParams(sort: Sort | null | undefined): Record<string, string> {
  if (!sort) return {};
  return sort.dir === 'asc' ? { ascs: sort.field } : { descs: sort.field };
}

/** The GET query of one page. */
export function buildListParams(decl: ResourceDecl, state: ListState): Record<string, string | number> {
  return { ...pagingParams(decl, state.current, state.size), ...searchFilters(decl, state.search), ...sortParams(state.sort) };
}

/** The export call: the current filter (and sort) with page 1 of 50000 rows. */
export function buildExportParams(decl: ResourceDecl, search: SearchValues, sort?: Sort | null): Record<string, string | number> {
  return { ...searchFilters(decl, search), ...sortParams(sort), ...pagingParams(decl, 1, EXPORT_SIZE) };
}

/** The next sort when a sortable column header is pressed: ascending, descending, none. */
export function nextSort(sort: Sort | null | undefined, field: string): Sort | null {
  if (!sort || sort.field !== field) return { field, dir: 'asc' };
  return sort.dir === 'asc' ? { field, dir: 'desc' } : null;
}

export const pageCount = (total: number, size: number): number => (size > 0 ? Math.max(1, Math.ceil(total / size)) : 1);

/** A page number kept within 1..pages (after a delete empties the last page, for one). */
export const clampPage = (current: number, total: number, size: number): number => Math.min(Math.max(1, Math.trunc(current) || 1), pageCount(total, size));
