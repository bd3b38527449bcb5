/** What the demo seeds share: a seeded random (the same data on every fresh start) and fast batched inserts. */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../index';

/** a small seeded random (mulberry32): numbers in [0, 1) */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Inserts rows (keyed by the table's column keys, as for drizzle's insert) `chunk` at a time, each
 * chunk one statement with one JSON parameter (json_populate_recordset): about twice as fast as
 * drizzle's multi-row VALUES on PGlite, and free of the 65535-parameter limit. The columns the rows
 * do not name keep their defaults; rows that name different columns go through drizzle's insert,
 * which gives each row its own defaults.
 */
export async function insertChunks(tx: Tx, table: PgTable, rows: Record<string, unknown>[], chunk = 5000): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const named = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r)) if (r[k] !== undefined) named.add(k);
  const keys = [...named];
  if (rows.some((r) => keys.some((k) => r[k] === undefined))) {
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(table).values(rows.slice(i, i + 1000));
    return;
  }
  const pairs = keys.map((k) => {
    if (!columns[k]) throw new Error(`insertChunks: ${k} is not a column of the table`);
    return [k, columns[k].name] as const;
  });
  const list = sql.join(
    pairs.map(([, name]) => sql.identifier(name)),
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += chunk) {
    const json = JSON.stringify(rows.slice(i, i + chunk).map((r) => Object.fromEntries(pairs.map(([k, name]) => [name, r[k]]))));
    await tx.execute(sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`);
  }
}
