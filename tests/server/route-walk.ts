/**
 * The walk of every route of the registry (server/modules allRoutes) by someone who must not reach
 * another's rows: each route is sent the other's ids (details, updates, removes, batch id lists, store
 * and tenant ids), and answers nothing of theirs, changes nothing of theirs and never 5xx. Used by the
 * cross-tenant walk (a second tenant's super-admin) and the cross-store walk (a store-bound account).
 */
import { sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import { allRoutes } from '../../server/modules';
import { RESOURCES, SLICES } from '../../src/domain/resources';
import { snake } from '../../src/domain/resources/types';
import { BASIC, type TestServer } from './harness';

export const rowsOf = async <T>(s: TestServer, q: SQL) => ((await s.database.ownerDb.execute(q)) as unknown as { rows: T[] }).rows;

/** the tables (not views) that have every one of the columns */
export async function tablesWith(s: TestServer, columns: readonly string[]): Promise<string[]> {
  const found = await rowsOf<{ t: string }>(
    s,
    sql`select c.table_name as t from information_schema.columns c join information_schema.tables x using (table_schema, table_name)
      where c.table_schema = current_schema() and x.table_type = 'BASE TABLE' and c.column_name in (${sql.join(columns.map((c) => sql`${c}`), sql`, `)})
      group by c.table_name having count(*) = ${columns.length} order by 1`,
  );
  return found.map((r) => r.t);
}

/** the rows `where` picks of every table, as a count and a digest per table */
export async function snapshot(s: TestServer, tables: readonly string[], where: SQL): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of tables) {
    const [r] = await rowsOf<{ n: number; h: string | null }>(
      s,
      sql`select count(*)::int as n, md5(string_agg(md5(x::text), '' order by md5(x::text))) as h from ${sql.identifier(t)} x where ${where}`,
    );
    out[t] = `${r.n}:${r.h ?? ''}`;
  }
  return out;
}

/** one row id per table that has an id column and a row `where` picks: the ids the walk sends */
export async function firstIds(s: TestServer, tables: readonly string[], where: SQL): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const t of tables) {
    const hasId = (await rowsOf(s, sql`select 1 from information_schema.columns where table_schema = current_schema() and table_name = ${t} and column_name = 'id'`)).length > 0;
    if (!hasId) continue;
    const [r] = await rowsOf<{ id: string }>(s, sql`select id::text as id from ${sql.identifier(t)} x where ${where} order by id limit 1`);
    if (r) out.set(t, r.id);
  }
  return out;
}

type Schema = v.GenericSchema & { type: string; entries?: Record<string, Schema>; wrapped?: Schema; pipe?: Schema[] };
/** the base type of an input key's schema (through optional, nullable and pipes) */
function baseType(schema: Schema): string {
  let x = schema;
  for (let i = 0; i < 10; i++) {
    if (x.pipe && x.pipe[0] !== x) x = x.pipe[0];
    else if (x.wrapped) x = x.wrapped;
    else break;
  }
  return x.type;
}
const ID_KEY = /^(id|ids)$|Ids?$|_ids?$/;

export interface WalkOptions {
  /** the walker's tenant (the tenant-id header) */
  tenant: string;
  /** the walker's token; called again when a call ended its session (its own password or sign-out) */
  signIn: () => Promise<string>;
  /** the other side's row ids, by table */
  ids: Map<string, string>;
  /** what a tenantId and a storeId input are sent: the other side's */
  tenantId: string;
  storeId: string;
}

export interface WalkResult {
  walked: number;
  /** routes sent an id of their own table */
  matched: number;
  problems: string[];
}

export async function walkRoutes(s: TestServer, o: WalkOptions): Promise<WalkResult> {
  const pool = [...o.ids.values()];
  const decls = [...RESOURCES, ...SLICES];
  // the table a route works on: its declaration's (by service and base), else the base's snake case
  const tableOf = (url: string): string | null => {
    const [, service, base] = url.split('/');
    const decl = decls.find((d) => d.service === service && d.base === base);
    if (decl && o.ids.has(decl.table)) return decl.table;
    const guess = snake(base ?? '');
    return o.ids.has(guess) ? guess : null;
  };
  let token = await o.signIn();
  const problems: string[] = [];
  let walked = 0;
  let matched = 0;
  for (const [i, r] of allRoutes.entries()) {
    // public calls carry no token (sign-in, captcha); the walker's own sign-out would end the walk
    if (r.auth === 'public' || r.url.startsWith('/blade-auth/')) continue;
    // the live stream stays open (it names tables, never rows): tests/server/multi-process.test.ts checks its tenant
    if (r.stream) continue;
    const table = tableOf(r.url);
    if (table) matched++;
    const id = table ? o.ids.get(table)! : pool[i % pool.length];
    const input: Record<string, unknown> = { id, ids: id };
    const entries = (r.input as Schema | undefined)?.entries ?? {};
    for (const [key, schema] of Object.entries(entries)) {
      if (key === 'tenantId') input[key] = o.tenantId;
      else if (key === 'storeId') input[key] = o.storeId;
      else if (ID_KEY.test(key)) input[key] = baseType(schema) === 'array' ? [id] : id;
    }
    for (const [key, fd] of Object.entries(r.doc?.fields ?? {})) if (fd.type === 'id' && !(key in input)) input[key] = id;
    const method = (Array.isArray(r.method) ? r.method[0] : r.method) as 'GET' | 'POST' | 'PUT' | 'DELETE';
    const url = `/api${r.url.replace(/:[A-Za-z]+/g, id)}`;
    const headers: Record<string, string> = { 'account-type': '0', authorization: BASIC, 'tenant-id': o.tenant, 'blade-auth': `bearer ${token}` };
    const send = () =>
      method === 'GET' || method === 'DELETE'
        ? s.app.inject({ method, url, headers, query: Object.fromEntries(Object.entries(input).map(([k, x]) => [k, Array.isArray(x) ? x.join(',') : String(x)])) })
        : s.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(input) });
    let res = await send();
    if (res.statusCode === 401) {
      token = await o.signIn();
      headers['blade-auth'] = `bearer ${token}`;
      res = await send();
    }
    walked++;
    if (res.statusCode >= 500) problems.push(`${method} ${r.url}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    // an answer that carries the other side's row found it
    let code: number | null = null;
    try {
      code = (JSON.parse(res.body) as { code?: number }).code ?? null;
    } catch {
      /* a file */
    }
    if ((code === 200 || code === null) && res.statusCode < 300 && res.body.includes(id)) problems.push(`${method} ${r.url}: answered the other side's ${table ?? 'row'} ${id}`);
  }
  return { walked, matched, problems };
}
