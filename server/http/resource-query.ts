/**
 * SQL for a resource list, from its declaration: scope (tenant, store, data scope), declared
 * filters (equal, like, in, ranges of dates and numbers), sorting and paging.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldDecl, ResourceDecl } from '../../src/domain/resources/types';
import { snake } from '../../src/domain/resources/types';
import { isIdRef } from '../../src/domain/ids';
import type { DataScope } from './permissions';
import { badInput } from './envelope';
import { VALUE_BOUNDS, checkDateTime, checkInteger, toNumber, validationMessage, type MessageId, type MessageParams } from '../../src/domain/validators';

export type Columns = Record<string, AnyPgColumn>;

export const columnsOf = (table: PgTable): Columns => table as unknown as Columns;

export interface ScopeArgs {
  storeId: string | null;
  userId: string;
  dataScope: DataScope;
}

/**
 * Store and data scope: the one place rows are limited to what the caller may see. The tenant is the
 * database's (row-level security, docs/tenancy.md): every call already runs in its caller's tenant.
 */
export function scopeWhere(decl: ResourceDecl, cols: Columns, s: ScopeArgs): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(cols.isDeleted, 0)];
  const ds = s.dataScope;
  if (decl.scope === 'store') {
    // acting in a store shows that store; without a store only a role that sees all (the super-admin) sees every store
    if (s.storeId) parts.push(eq(cols.storeId, s.storeId));
    else if (ds.kind !== 'all') parts.push(sql`false`);
  }
  const scoped = (column: string) => cols[column === 'create_user' ? 'createUser' : camel(column)];
  if (ds.kind === 'own' && scoped(ds.column)) parts.push(eq(scoped(ds.column), ds.userId));
  if (ds.kind === 'custom' && scoped(ds.column)) parts.push(eq(scoped(ds.column), ds.value));
  return and(...parts);
}

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** a filter value of the field's type, or a 400 in both languages naming the field */
function coerce(fd: FieldDecl, raw: string): string | number {
  const say = (id: MessageId, params: MessageParams = {}) => {
    throw badInput({ zh: validationMessage(id, 'zh', { label: fd.label.zh, ...params }), en: validationMessage(id, 'en', { label: fd.label.en, ...params }) });
  };
  if (fd.type === 'int' || fd.type === 'bool') {
    const n = checkInteger(raw);
    return n ?? say('integerRange', { min: VALUE_BOUNDS.int4Min, max: VALUE_BOUNDS.int4Max });
  }
  if (fd.type === 'money') return checkInteger(raw, 0, 9_999_999_999) ?? say('moneyRange');
  if (fd.type === 'decimal') {
    const n = toNumber(raw);
    return n !== null && Math.abs(n) <= VALUE_BOUNDS.decimalAbsMax ? n : say('notANumber');
  }
  if (fd.type === 'id' && !isIdRef(raw)) throw badInput({ zh: `${fd.label.zh}格式错误`, en: `${fd.label.en}: malformed id` });
  if (fd.type === 'date' || fd.type === 'datetime') {
    const r = checkDateTime(raw, fd.type);
    if (!r.ok) say(r.message, { min: VALUE_BOUNDS.yearMin, max: VALUE_BOUNDS.yearMax });
  }
  return raw;
}

function rangeBound(fd: FieldDecl, raw: string, end: boolean): string | number | Date {
  if (fd.type === 'date' || fd.type === 'datetime') {
    // a date-time given for a date filter counts by its day, as before
    const r = checkDateTime(raw, 'datetime');
    if (!r.ok) {
      const id = r.message === 'dateOutOfRange' ? r.message : fd.type === 'date' ? 'dateInvalid' : 'datetimeInvalid';
      const params = { min: VALUE_BOUNDS.yearMin, max: VALUE_BOUNDS.yearMax };
      throw badInput({ zh: validationMessage(id, 'zh', { label: fd.label.zh, ...params }), en: validationMessage(id, 'en', { label: fd.label.en, ...params }) });
    }
    if (fd.type === 'date') return r.date;
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(raw);
    // a date-only end includes that whole day
    return new Date(dateOnly && end ? r.time.getTime() + 86_400_000 : r.time.getTime());
  }
  return coerce(fd, raw);
}

/**
 * Filters from the query string: `key` for eq/like/in, `keyStart` and `keyEnd` for ranges. A
 * filter-only field filters the SQL `computed` gives it (ResourceHooks.computed).
 */
export function filterWhere(decl: ResourceDecl, cols: Columns, q: Record<string, unknown>, computed?: Readonly<Record<string, SQL>>): SQL | undefined {
  const parts: SQL[] = [];
  for (const [key, fd] of Object.entries(decl.fields)) {
    if (!fd.search) continue;
    // (an SQL expression goes where a column goes; drizzle's operators bind its values as plain parameters)
    const col = (fd.filterOnly ? computed?.[key] : cols[key]) as AnyPgColumn | undefined;
    if (!col) throw new Error(`${decl.key}.${key}: a filter-only field without its SQL (hooks.computed)`);
    const text = (k: string) => {
      const raw = q[k];
      if (raw === undefined || raw === null) return null;
      const s = String(raw).trim();
      return s === '' ? null : s;
    };
    if (fd.search === 'range') {
      const start = text(`${key}Start`);
      const end = text(`${key}End`);
      if (start) parts.push(gte(col, rangeBound(fd, start, false)));
      if (end) parts.push(fd.type === 'datetime' && /^\d{4}-\d{2}-\d{2}$/.test(end) ? lt(col, rangeBound(fd, end, true)) : lte(col, rangeBound(fd, end, true)));
      continue;
    }
    const value = text(key);
    if (value === null) continue;
    if (value.length > 200) throw badInput({ zh: validationMessage('tooLong', 'zh', { label: fd.label.zh, max: 200 }), en: validationMessage('tooLong', 'en', { label: fd.label.en, max: 200 }) });
    if (fd.search === 'like') parts.push(ilike(col, `%${escapeLike(value)}%`));
    else if (fd.search === 'in') parts.push(inArray(col, value.split(',').map((x) => coerce(fd, x.trim()))));
    else parts.push(eq(col, coerce(fd, value)));
  }
  return parts.length ? and(...parts) : undefined;
}

/** ascs/descs as BladeX sends them (comma lists of fields or columns); only declared sorts pass. */
export function orderBy(decl: ResourceDecl, cols: Columns, q: Record<string, unknown>): SQL[] {
  const sortable = new Set(['createTime', 'updateTime', ...Object.entries(decl.fields).filter(([, fd]) => fd.sortable).map(([k]) => k)]);
  const pick = (raw: unknown) =>
    String(raw ?? '')
      .split(',')
      .map((x) => camel(x.trim()))
      .filter((k) => k && sortable.has(k));
  const out: SQL[] = [];
  for (const k of pick(q.ascs)) out.push(asc(cols[k]));
  for (const k of pick(q.descs)) out.push(desc(cols[k]));
  if (out.length === 0 && decl.defaultSort) {
    const [k, dir] = decl.defaultSort;
    out.push(dir === 'asc' ? asc(cols[k]) : desc(cols[k]));
  }
  if (out.length === 0) out.push(desc(cols.createTime));
  out.push(desc(cols.id)); // a stable order for paging
  return out;
}

export { snake };
