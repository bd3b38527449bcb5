/**
 * Every route of the registry (server/modules allRoutes), called by a second tenant's super-admin
 * with the first tenant's ids (details, updates, removes, batch id lists, store and tenant ids),
 * finds nothing, changes nothing and never answers 5xx (issue 14, docs/tenancy.md). The first
 * tenant's rows are compared table by table before and after the walk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { allRoutes } from '../../server/modules';
import { RESOURCES, SLICES } from '../../src/domain/resources';
import { snake } from '../../src/domain/resources/types';
import { DEMO_INIT_PASSWORD, DEMO_TENANT, PLATFORM_TENANT } from '../../server/db/seed';
import { BASIC, call, login, startServer, type TestServer } from './harness';

const SECOND = '000777';
let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer();
  const platform = (await login(s.app, 'admin', 'admin123', PLATFORM_TENANT)).access_token;
  const made = await call(s.app, 'POST', '/blade-system/tenant/submit', {
    token: platform,
    tenant: PLATFORM_TENANT,
    body: { tenantId: SECOND, tenantName: '第二汽车集团', linkman: '钱七', contactNumber: '0571-7777777', expireTime: '2099-01-01 00:00:00' },
  });
  expect(made.code, made.msg).toBe(200);
  token = (await login(s.app, 'admin', DEMO_INIT_PASSWORD, SECOND)).access_token;
});
afterAll(async () => {
  await s?.close();
});

const rows = async <T>(q: ReturnType<typeof sql>) => ((await s.database.ownerDb.execute(q)) as unknown as { rows: T[] }).rows;

/** the first tenant's rows of every table with a tenant_id, as a count and a digest per table */
async function snapshot(tables: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of tables) {
    const [r] = await rows<{ n: number; h: string | null }>(
      sql`select count(*)::int as n, md5(string_agg(md5(x::text), '' order by md5(x::text))) as h from ${sql.identifier(t)} x where tenant_id = ${DEMO_TENANT}`,
    );
    out[t] = `${r.n}:${r.h ?? ''}`;
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

describe('a second tenant walking every route with the first tenant\'s ids', () => {
  // some nine hundred calls: on a loaded machine more than the default minute
  it('finds nothing, changes nothing, and never answers 5xx', { timeout: 300_000 }, async () => {
    const tenantTables = (await rows<{ t: string }>(sql`
      select c.table_name as t from information_schema.columns c join information_schema.tables x using (table_schema, table_name)
      where c.table_schema = current_schema() and c.column_name = 'tenant_id' and x.table_type = 'BASE TABLE' order by 1`)).map((r) => r.t);
    // one of the first tenant's rows per table: the ids the walk sends
    const idOf = new Map<string, string>();
    for (const t of tenantTables) {
      const hasId = (await rows(sql`select 1 from information_schema.columns where table_schema = current_schema() and table_name = ${t} and column_name = 'id'`)).length > 0;
      if (!hasId) continue;
      const [r] = await rows<{ id: string }>(sql`select id::text as id from ${sql.identifier(t)} where tenant_id = ${DEMO_TENANT} order by id limit 1`);
      if (r) idOf.set(t, r.id);
    }
    const [demoStore] = await rows<{ id: string }>(sql`select id::text as id from ah_store where tenant_id = ${DEMO_TENANT} order by id limit 1`);
    const pool = [...idOf.values()];
    const decls = [...RESOURCES, ...SLICES];
    // the table a route works on: its declaration's (by service and base), else the base's snake case
    const tableOf = (url: string): string | null => {
      const [, service, base] = url.split('/');
      const decl = decls.find((d) => d.service === service && d.base === base);
      if (decl && idOf.has(decl.table)) return decl.table;
      const guess = snake(base ?? '');
      return idOf.has(guess) ? guess : null;
    };

    const before = await snapshot(tenantTables);
    const problems: string[] = [];
    let walked = 0;
    let matched = 0;
    for (const [i, r] of allRoutes.entries()) {
      // public calls carry no token (sign-in, captcha); the second tenant's own sign-out would end the walk
      if (r.auth === 'public' || r.url.startsWith('/blade-auth/')) continue;
      // the live stream stays open (it names tables, never rows): tests/server/multi-process.test.ts checks its tenant
      if (r.stream) continue;
      const table = tableOf(r.url);
      if (table) matched++;
      const id = table ? idOf.get(table)! : pool[i % pool.length];
      const input: Record<string, unknown> = { id, ids: id };
      const entries = (r.input as Schema | undefined)?.entries ?? {};
      for (const [key, schema] of Object.entries(entries)) {
        if (key === 'tenantId') input[key] = DEMO_TENANT;
        else if (key === 'storeId') input[key] = demoStore.id;
        else if (ID_KEY.test(key)) input[key] = baseType(schema) === 'array' ? [id] : id;
      }
      for (const [key, fd] of Object.entries(r.doc?.fields ?? {})) if (fd.type === 'id' && !(key in input)) input[key] = id;
      const method = (Array.isArray(r.method) ? r.method[0] : r.method) as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const url = `/api${r.url.replace(/:[A-Za-z]+/g, id)}`;
      const headers: Record<string, string> = { 'account-type': '0', authorization: BASIC, 'tenant-id': SECOND, 'blade-auth': `bearer ${token}` };
      const send = () =>
        method === 'GET' || method === 'DELETE'
          ? s.app.inject({ method, url, headers, query: Object.fromEntries(Object.entries(input).map(([k, x]) => [k, Array.isArray(x) ? x.join(',') : String(x)])) })
          : s.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(input) });
      let res = await send();
      if (res.statusCode === 401) {
        // a call that ended the second tenant's session (its own password or sign-out): sign in again
        token = (await login(s.app, 'admin', DEMO_INIT_PASSWORD, SECOND)).access_token;
        headers['blade-auth'] = `bearer ${token}`;
        res = await send();
      }
      walked++;
      if (res.statusCode >= 500) problems.push(`${method} ${r.url}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
      // an answer that carries the first tenant's row found it
      let code: number | null = null;
      try {
        code = (JSON.parse(res.body) as { code?: number }).code ?? null;
      } catch {
        /* a file */
      }
      if ((code === 200 || code === null) && res.statusCode < 300 && res.body.includes(id)) problems.push(`${method} ${r.url}: answered the first tenant's ${table ?? 'row'} ${id}`);
    }
    const after = await snapshot(tenantTables);
    const changed = tenantTables.filter((t) => before[t] !== after[t]);
    expect(problems).toEqual([]);
    expect(changed).toEqual([]);
    // the walk covered the registry, most routes with an id of their own table
    expect(walked).toBeGreaterThan(500);
    expect(matched / walked).toBeGreaterThan(0.6);
  });
});
