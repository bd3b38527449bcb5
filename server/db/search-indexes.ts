/**
 * The columns and indexes behind record search (src/domain/record-search.ts), built from its
 * declaration so a searched field always has them; resourceTable adds them to the table of each
 * searched declaration. Plain btree, the same on PGlite and PostgreSQL, no extension:
 * - a field matched by its end (phone, VIN, plate, numbers) gets a stored generated column holding it
 *   reversed, `<column>_search_rev`, indexed (tenant_id, <column>_search_rev text_pattern_ops): "ends
 *   with 8000" is the range '0008' ~>=~ .. ~<~ '0009' on it;
 * - a name matched by its beginning: (tenant_id, name text_pattern_ops), the same kind of range.
 * Why a stored column and the ~>=~ / ~<~ operators rather than reverse(x) LIKE 'y%': under row-level
 * security PostgreSQL uses a condition as an index condition only when every function in it is
 * leakproof; the text_pattern comparisons are, LIKE and reverse() are not (docs/console.md).
 */
import { sql } from 'drizzle-orm';
import { index, text, type AnyPgColumn, type IndexBuilder, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { RECORD_KINDS, type MatchKind } from '../../src/domain/record-search';
import { resourceByKey } from '../../src/domain/resources';
import { columnOf, type ResourceDecl } from '../../src/domain/resources/types';

/** the key of a field's reversed column */
export const reversedKey = (field: string): string => `${field}SearchRev`;

/** the searched fields of a table and how they match (a table may be searched through two declarations) */
function searchedFields(table: string): Map<string, MatchKind> {
  const out = new Map<string, MatchKind>();
  for (const k of RECORD_KINDS) {
    if (resourceByKey.get(k.resource)?.table !== table) continue;
    for (const [field, how] of Object.entries(k.match)) out.set(field, how);
  }
  return out;
}

/** The generated reversed columns of a declaration's table. */
export function searchColumns(decl: ResourceDecl): Record<string, PgColumnBuilderBase> {
  const out: Record<string, PgColumnBuilderBase> = {};
  for (const [field, how] of searchedFields(decl.table)) {
    if (how === 'name') continue;
    const fd = decl.fields[field];
    if (!fd) throw new Error(`record search: ${decl.table} has no field ${field}`);
    const col = columnOf(field, fd);
    out[reversedKey(field)] = text(`${col}_search_rev`).generatedAlwaysAs(sql.raw(`reverse("${col}")`));
  }
  return out;
}

/** The search indexes of a declaration's table, by the table's column keys. */
export function searchIndexes(decl: ResourceDecl, cols: Record<string, AnyPgColumn>): IndexBuilder[] {
  const out: IndexBuilder[] = [];
  for (const [field, how] of searchedFields(decl.table)) {
    const col = cols[how === 'name' ? field : reversedKey(field)];
    const fd = decl.fields[field];
    if (!col || !fd) throw new Error(`record search: ${decl.table} has no column for ${field}`);
    out.push(index(`${decl.table}_${columnOf(field, fd)}_${how === 'name' ? 'prefix' : 'tail'}_idx`).on(cols.tenantId, sql`${col} text_pattern_ops`));
  }
  return out;
}
