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
    for (const [key, fd] of Object.entries(decl.fields)) {
      if (fd.search === 'eq' || fd.search === 'in' || fd.search === 'range' || fd.sortable || fd.unique) {
        out.push(index(`${decl.table}_${columnOf(key, fd)}_idx`).on(...([...lead, c[key]] as unknown as [AnyPgColumn, ...AnyPgColumn[]])));
      }
    }
    if (decl.parentField) out.push(index(`${decl.table}_parent_idx`).on(c[decl.parentField]));
    // a singleton keeps one live row per scope, also when two first saves meet
    if (decl.singleton && lead.length) out.push(uniqueIndex(`${decl.table}_singleton_idx`).on(...(lead as [AnyPgColumn, ...AnyPgColumn[]])).where(sql`${c.isDeleted} = 0`));
    if (extra) out.push(...extra(c));
    return out;
  });
}
