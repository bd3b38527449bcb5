/** Drizzle tables built from resource declarations: the declaration is the one place a column is named. */
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  getTableConfig,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
  check,
  type CheckBuilder,
  type IndexBuilder,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { columnOf, type FieldDecl, type FieldType, type ResourceDecl } from '../../src/domain/resources/types';
import { audit, id, tenantIdColumn } from './schema';
import { searchColumns, searchIndexes } from './search-indexes';

// one builder per field type: the table's column types (and so its rows) follow from the declaration
const builders = {
  string: (name: string, fd: FieldDecl) => varchar(name, { length: fd.max ?? 255 }),
  dict: (name: string, fd: FieldDecl) => varchar(name, { length: fd.max ?? 64 }),
  text: (name: string) => text(name),
  ids: (name: string) => text(name),
  int: (name: string) => integer(name),
  bool: (name: string) => integer(name),
  decimal: (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' }),
  money: (name: string) => bigint(name, { mode: 'number' }),
  date: (name: string) => date(name, { mode: 'string' }),
  datetime: (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }),
  id: (name: string) => id(name),
  json: (name: string) => jsonb(name),
} satisfies Record<FieldType, (name: string, fd: FieldDecl) => PgColumnBuilderBase>;

type Builders = typeof builders;
const scopeColumns = () => ({ tenantId: tenantIdColumn(), storeId: id('store_id') });
type ScopeColumns = ReturnType<typeof scopeColumns>;

/** The Drizzle columns a declaration implies: its fields by type, the id, its scope's columns and the audit columns. */
export type ColumnsOf<R extends ResourceDecl> = { id: ReturnType<typeof idColumn> } & {
  // a filter-only field has no column
  -readonly [K in keyof R['fields'] as R['fields'][K] extends { filterOnly: true } ? never : K]: ReturnType<Builders[R['fields'][K]['type']]>;
} & (R['scope'] extends 'global' ? unknown : Pick<ScopeColumns, 'tenantId'>) &
  (R['scope'] extends 'store' ? Pick<ScopeColumns, 'storeId'> : unknown) &
  ReturnType<typeof audit>;

const idColumn = () => id('id').primaryKey();

/**
 * The database's own lower bound of a declared numeric field (`min`), the bound the validator
 * checks on input: a count or an amount that must not go negative is refused by the database too,
 * whatever code writes it (a read-only balance the server moves included).
 */
export const minCheckName = (table: string, column: string) => `${table}_${column}_min_ck`;

/** Extra indexes of one table beyond the generated ones (composite, partial, unique), by column key. */
export type ExtraIndexes = (c: Record<string, AnyPgColumn>) => Array<IndexBuilder | CheckBuilder>;

/**
 * The declared unique fields' indexes, by index name: a duplicate the database refuses (two saves at
 * once, or a hand-written insert) is answered with the field's own 已存在 message (server/app.ts).
 */
export const uniqueIndexFields = new Map<string, { key: string; label: FieldDecl['label'] }>();

/** the name and column names of a unique index among a table's extra indexes (drizzle keeps them in `config`) */
function uniqueIndexOn(b: IndexBuilder | CheckBuilder): { name: string; columns: string[] } | null {
  const config = (b as { config?: { name?: string; unique?: boolean; columns?: Array<{ name?: string }> } }).config;
  if (!config?.unique || !config.name) return null;
  return { name: config.name, columns: (config.columns ?? []).map((x) => x.name ?? '') };
}

export function resourceTable<R extends ResourceDecl>(decl: R, extra?: ExtraIndexes) {
  const scoped = decl.scope !== 'global';
  const columns: Record<string, PgColumnBuilderBase> = { id: idColumn() };
  const scope = scopeColumns();
  if (scoped) columns.tenantId = scope.tenantId;
  if (decl.scope === 'store') columns.storeId = scope.storeId;
  for (const [key, fd] of Object.entries(decl.fields)) if (!fd.filterOnly) columns[key] = builders[fd.type](columnOf(key, fd), fd);
  Object.assign(columns, audit());
  // record search's reversed columns, where this table is searched (search-indexes.ts)
  Object.assign(columns, searchColumns(decl));
  const table = pgTable(decl.table as R['table'], columns as ColumnsOf<R>, (t) => {
    const c = t as unknown as Record<string, AnyPgColumn>;
    const lead = [scoped ? c.tenantId : null, decl.scope === 'store' ? c.storeId : null].filter((x): x is NonNullable<typeof x> => x !== null);
    const out: Array<IndexBuilder | CheckBuilder> = [];
    // the default listing: newest first within the scope
    out.push(index(`${decl.table}_scope_time_idx`).on(...([...lead, c.isDeleted, c.createTime] as unknown as [AnyPgColumn, ...AnyPgColumn[]])));
    const extras = extra ? extra(c) : [];
    for (const [key, fd] of Object.entries(decl.fields)) {
      if (fd.filterOnly) continue;
      if (fd.unique) {
        const col = columnOf(key, fd);
        // a table may keep the field unique its own way (the boutiques: per store, and once more among the base rows)
        const own = extras.map(uniqueIndexOn).filter((u): u is NonNullable<typeof u> => !!u && u.columns.includes(col));
        for (const u of own) uniqueIndexFields.set(u.name, { key, label: fd.label });
        if (own.length) continue;
        // unique among the live rows of the scope: the rule the write's own check reads, kept by the database
        const name = `${decl.table}_${col}_uq`;
        uniqueIndexFields.set(name, { key, label: fd.label });
        out.push(uniqueIndex(name).on(...([...lead, c[key]] as unknown as [AnyPgColumn, ...AnyPgColumn[]])).where(sql`${c.isDeleted} = 0`));
      } else if (fd.search === 'eq' || fd.search === 'in' || fd.search === 'range' || fd.sortable) {
        out.push(index(`${decl.table}_${columnOf(key, fd)}_idx`).on(...([...lead, c[key]] as unknown as [AnyPgColumn, ...AnyPgColumn[]])));
      }
    }
    for (const [key, fd] of Object.entries(decl.fields)) {
      if (fd.filterOnly || fd.min === undefined || !(fd.type === 'int' || fd.type === 'money' || fd.type === 'decimal')) continue;
      const col = columnOf(key, fd);
      out.push(check(minCheckName(decl.table, col), sql.raw(`"${col}" >= ${Number(fd.min)}`)));
    }
    if (decl.parentField) out.push(index(`${decl.table}_parent_idx`).on(c[decl.parentField]));
    // a singleton keeps one live row per scope, also when two first saves meet
    if (decl.singleton && lead.length) out.push(uniqueIndex(`${decl.table}_singleton_idx`).on(...(lead as [AnyPgColumn, ...AnyPgColumn[]])).where(sql`${c.isDeleted} = 0`));
    out.push(...extras);
    out.push(...searchIndexes(decl, c));
    return out;
  });
  // drizzle builds the indexes only when asked: ask now, so the unique index names are known before the
  // first concurrent duplicate reaches the error handler (it answered the generic 数据已存在 otherwise)
  getTableConfig(table);
  return table;
}
