/** Drizzle tables built from resource declarations: the declaration is the one place a column is named. */
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
  type CheckBuilder,
  type IndexBuilder,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { columnOf, type FieldDecl, type ResourceDecl } from '../../src/domain/resources/types';
import { audit, id } from './schema';

function columnFor(key: string, fd: FieldDecl): PgColumnBuilderBase {
  const name = columnOf(key, fd);
  switch (fd.type) {
    case 'string':
      return varchar(name, { length: fd.max ?? 255 });
    case 'dict':
      return varchar(name, { length: fd.max ?? 64 });
    case 'text':
    case 'ids':
      return text(name);
    case 'int':
    case 'bool':
      return integer(name);
    case 'decimal':
      return numeric(name, { precision: 18, scale: 4, mode: 'number' });
    case 'money':
      return bigint(name, { mode: 'number' });
    case 'date':
      return date(name, { mode: 'string' });
    case 'datetime':
      return timestamp(name, { withTimezone: true, mode: 'date' });
    case 'id':
      return id(name);
    case 'json':
      return jsonb(name);
  }
}

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
  const columns: Record<string, PgColumnBuilderBase> = { id: id('id').primaryKey() };
  if (scoped) columns.tenantId = varchar('tenant_id', { length: 12 }).notNull();
  if (decl.scope === 'store') columns.storeId = id('store_id');
  for (const [key, fd] of Object.entries(decl.fields)) columns[key] = columnFor(key, fd);
  Object.assign(columns, audit());
  return pgTable(decl.table, columns, (t) => {
    const c = t as unknown as Record<string, AnyPgColumn>;
    const lead = [scoped ? c.tenantId : null, decl.scope === 'store' ? c.storeId : null].filter((x): x is NonNullable<typeof x> => x !== null);
    const out = [];
    // the default listing: newest first within the scope
    out.push(index(`${decl.table}_scope_time_idx`).on(...([...lead, c.isDeleted, c.createTime] as unknown as [AnyPgColumn, ...AnyPgColumn[]])));
    const extras = extra ? extra(c) : [];
    for (const [key, fd] of Object.entries(decl.fields)) {
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
    if (decl.parentField) out.push(index(`${decl.table}_parent_idx`).on(c[decl.parentField]));
    // a singleton keeps one live row per scope, also when two first saves meet
    if (decl.singleton && lead.length) out.push(uniqueIndex(`${decl.table}_singleton_idx`).on(...(lead as [AnyPgColumn, ...AnyPgColumn[]])).where(sql`${c.isDeleted} = 0`));
    out.push(...extras);
    return out;
  });
}
