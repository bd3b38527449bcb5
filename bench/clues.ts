/**
 * The clue desk at scale: 1,000,000 clue traces (CLUES to change it) spread over the demo tenant's
 * open stores, then GET /api/crm-dcc/ahClueTrace/selectCluePage for each visit tab (page 1, size
 * 20, with its total) from 10 concurrent clients (CLIENTS) through the real HTTP server, beside
 * the same SQL run straight on the database from 10 concurrent callers. The ratio of the two rates
 * is the figure: how much the HTTP server, auth, scopes and JSON cost on top of the query.
 *   npx tsx bench/clues.ts                                                   (PGlite, in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/clues.ts   (fresh schema)
 *   BENCH_SCHEMA=name / BENCH_PGLITE_DIR=folder keep the generated data for the next run
 */
import crypto from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db';
import { seedDemo, DEMO_CLIENT, DEMO_TENANT } from '../server/db/seed';
import { buildApp } from '../server/app';
import { store, user } from '../server/db/schema';
import { ahClueTrace } from '../server/db/resource-tables/sales';
import { columnsOf, scopeWhere } from '../server/http/resource-query';
import { listWhere } from '../server/modules/crm-dcc/clue-trace';
import { clueTraceResource } from '../src/domain/resources/sales/clue-trace';
import { asTenant } from '../server/db/data-context';
import { httpClients, pct } from './http-clients';

const CLUES = Number(process.env.CLUES ?? 1_000_000);
const CLIENTS = Number(process.env.CLIENTS ?? 10);
const REQUESTS = Number(process.env.REQUESTS ?? 300); // per tab and side
// PAGES=spread: client i asks page i+1 (no two clients share a statement); default: all ask page 1
const SPREAD = process.env.PAGES === 'spread';
// TABS=2,3 measures some tabs only; SQL=0 skips the database-only side (for A/B runs of the server)
const TABS = process.env.TABS ? process.env.TABS.split(',').map(Number) : [0, 1, 2, 3, 5, 99];
const WITH_SQL = process.env.SQL !== '0';
const tc = columnsOf(ahClueTrace);


/**
 * One INSERT ... SELECT generate_series per store: the same mix as the demo seed (states, next
 * times overdue / later today / ahead, channels, series, salesmen), ids above any snowflake id.
 */
export async function bulkClues(database: Database, total: number, storeIds: string[], salesmen: Map<string, string[]>) {
  const per = Math.ceil(total / storeIds.length);
  const channels = `array['汽车之家','懂车帝','易车','到店自然客流','来电咨询','老客户推荐','抖音直播','厂家下发','车展外拓']`;
  const series = `array['宝马 3系','宝马 5系','宝马 X3','奔驰 C级','奥迪 A4L','丰田 凯美瑞','大众 途观L','本田 雅阁']`;
  for (const [k, storeId] of storeIds.entries()) {
    const users = salesmen.get(storeId) ?? [];
    const userArr = users.length ? `array[${users.map((u) => `${u}::bigint`).join(',')}]` : `array[null::bigint]`;
    const base = 8_000_000_000_000_000_000n + BigInt(k) * 100_000_000n;
    for (let from = 0; from < per; from += 200_000) {
      const to = Math.min(per, from + 200_000) - 1;
      await database.exec(`
        insert into ah_clue_trace (id, tenant_id, store_id, clue_id, customer_name, customer_phone, ah_store_car_series_name,
          customer_channel_text, customer_level, visit_state, next_trace_user_id, next_trace_user_name, next_trace_time,
          next_trace_text, last_trace_time, repeat_mark, publicity, create_time, update_time, is_deleted)
        select ${base} + g, '${DEMO_TENANT}', ${storeId}, ${base} + g, '客户' || g, '13' || lpad((g * 7919 % 1000000000)::text, 9, '0'),
          (${series})[1 + g % 8], (${channels})[1 + (g * 31) % 9], (array['H','A','B','C'])[1 + g % 4], st,
          case when st in (8, 9) then null else (${userArr})[1 + g % ${Math.max(users.length, 1)}] end,
          case when st in (8, 9) then null else '顾问' end,
          case when st in (0, 1, 2) then
            case when r < 0.35 then now() - (r * interval '10 days') - interval '1 minute'
                 when r < 0.5 then now() + interval '1 minute' * (r * 100)
                 else now() + interval '1 day' + (r * interval '14 days') end end,
          '电话回访', now() - (r * interval '60 days'), case when g % 50 = 0 then 1 else 0 end, 0,
          now() - (((g * 13) % 120) * interval '1 day'), now(), 0
        from (select g, ((g * 2654435761) % 1000) / 1000.0 as r,
                case when g % 100 < 4 then 8 when g % 100 < 9 then 9 when g % 100 < 19 then 4 when g % 100 < 34 then 2 when g % 100 < 50 then 0 else 1 end as st
              from generate_series(${from}, ${to}) g) x`);
    }
  }
  await database.exec('analyze ah_clue_trace');
  if (database.kind === 'postgres') await database.exec('vacuum analyze ah_clue_trace');
}

async function runClients(n: number, total: number, one: (client: number) => Promise<void>) {
  const lat: number[] = [];
  let left = total;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: n }, async (_, client) => {
      while (left-- > 0) {
        const s = performance.now();
        await one(client);
        lat.push(performance.now() - s);
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  return { p50: pct(lat, 50), p95: pct(lat, 95), rps: lat.length / secs };
}

async function run(url: string | null) {
  // generate once, measure often: BENCH_SCHEMA keeps the PostgreSQL schema, BENCH_PGLITE_DIR a PGlite folder
  const kept = url ? process.env.BENCH_SCHEMA : process.env.BENCH_PGLITE_DIR;
  const schemaName = url ? (kept ?? `bench_${crypto.randomBytes(4).toString('hex')}`) : undefined;
  const database = await openDatabase({ url, schemaName, dataDir: url ? undefined : kept });
  const [{ n: before }] = await database.ownerDb.select({ n: count() }).from(ahClueTrace);
  const reuse = Boolean(kept) && Number(before) >= CLUES;
  if (!reuse) await seedDemo(database.ownerDb);
  const { app, services } = await buildApp({ database, config: { ...loadConfig({}), jwtSecret: 'bench' }, clientDir: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;

  const stores = await database.ownerDb.select({ id: store.id, sort: store.sort, status: store.status }).from(store).where(eq(store.tenantId, DEMO_TENANT)).orderBy(asc(store.sort));
  const open = stores.filter((s) => s.status === 1).map((s) => s.id);
  const { userNode } = await import('../server/db/schema');
  const nodes = await database.ownerDb.select({ storeId: userNode.storeId, userId: userNode.userId, account: user.account }).from(userNode).innerJoin(user, eq(user.id, userNode.userId));
  const salesmen = new Map<string, string[]>();
  for (const n of nodes) if (n.account.startsWith('sales')) salesmen.set(n.storeId, [...(salesmen.get(n.storeId) ?? []), n.userId]);
  const g0 = Date.now();
  if (!reuse) await bulkClues(database, CLUES, open, salesmen);
  const genMs = Date.now() - g0;
  const [{ n: inStore }] = await database.ownerDb.select({ n: count() }).from(ahClueTrace).where(eq(tc.storeId, open[0]));

  // the demo accounts start on their initial password, which every call but the change refuses (30006)
  await database.ownerDb.update(user).set({ passwordIsInitial: false }).where(eq(user.account, 'manager'));
  const basic = 'Basic ' + Buffer.from(`${DEMO_CLIENT.id}:${DEMO_CLIENT.secret}`).toString('base64');
  const base = `http://127.0.0.1:${port}/api`;
  const login = await fetch(`${base}/blade-auth/oauth/token?${new URLSearchParams({ tenantId: DEMO_TENANT, username: 'manager', password: 'anhua123', grant_type: 'password', scope: 'all', type: 'account' })}`, {
    method: 'POST',
    headers: { authorization: basic, 'tenant-id': DEMO_TENANT },
  });
  const tokens = (await login.json()) as { data: { access_token: string; store_id: string } };
  const headers = { authorization: basic, 'tenant-id': DEMO_TENANT, 'blade-auth': `bearer ${tokens.data.access_token}` };
  const storeId = tokens.data.store_id;

  console.log(`\n${url ? 'PostgreSQL' : kept ? 'PGlite (folder)' : 'PGlite (memory)'}: ${CLUES.toLocaleString()} clues ${reuse ? 'kept from an earlier run' : `generated in ${(genMs / 1000).toFixed(1)} s`}; ${Number(inStore).toLocaleString()} in the listed store; ${CLIENTS} clients${SPREAD ? ' each on its own page' : ', all on page 1'}, ${REQUESTS} requests per tab and side`);
  console.log('| tab | total | HTTP p50 ms | HTTP p95 ms | HTTP req/s | SQL p50 ms | SQL p95 ms | SQL req/s | HTTP/SQL rate | page SQL p95 ms | page SQL req/s | HTTP/page SQL rate |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const tab of TABS) {
    const q = { current: '1', size: '20', isMustToVisit: String(tab) };
    let total = 0;
    const call = async () => {
      const r = await fetch(`${base}/crm-dcc/ahClueTrace/selectCluePage?${new URLSearchParams(q)}`, { headers });
      const body = (await r.json()) as { code: number; data: { total: number } };
      if (body.code !== 200) throw new Error(JSON.stringify(body));
      total = body.data.total;
    };
    // the same two statements the generated page runs (count, then the page), straight on the database
    const offset = (client: number) => (SPREAD ? client * 20 : 0);
    const sqlOne = async (client = 0) => {
      const where = and(
        scopeWhere(clueTraceResource, tc, { storeId, userId: '0', dataScope: { kind: 'store', storeId } }),
        listWhere({ isMustToVisit: tab }, new Date()),
      );
      await asTenant(DEMO_TENANT, async () => {
        await services.db.select({ n: count() }).from(ahClueTrace).where(where);
        await services.db.select().from(ahClueTrace).where(where).orderBy(asc(tc.nextTraceTime), desc(tc.id)).limit(20).offset(offset(client));
      });
    };
    // what the server runs per request once the total is cached (server/http/read-cache.ts): the page alone
    const pageOnly = async (client = 0) => {
      const where = and(
        scopeWhere(clueTraceResource, tc, { storeId, userId: '0', dataScope: { kind: 'store', storeId } }),
        listWhere({ isMustToVisit: tab }, new Date()),
      );
      await asTenant(DEMO_TENANT, () => services.db.select().from(ahClueTrace).where(where).orderBy(asc(tc.nextTraceTime), desc(tc.id)).limit(20).offset(offset(client)));
    };
    for (let i = 0; i < 5; i++) {
      await call();
      await sqlOne();
      await pageOnly();
    }
    // the HTTP clients run on their own thread, as a browser would be another machine: their fetch and
    // JSON parsing must not take the server's event loop (the SQL callers below need no server)
    const page = `${base}/crm-dcc/ahClueTrace/selectCluePage?${new URLSearchParams(q)}`;
    // spread: client i on page i + 1, so no two requests share a statement
    const urls = SPREAD ? Array.from({ length: CLIENTS }, (_, i) => page.replace('current=1', `current=${i + 1}`)) : [page];
    const h = await httpClients({ urls, headers, clients: CLIENTS, total: REQUESTS, perClient: true });
    const none = { p50: NaN, p95: NaN, rps: NaN };
    const d = WITH_SQL ? await runClients(CLIENTS, REQUESTS, sqlOne) : none;
    const p = WITH_SQL ? await runClients(CLIENTS, REQUESTS, pageOnly) : none;
    console.log(
      `| ${tab} | ${total.toLocaleString()} | ${h.p50.toFixed(1)} | ${h.p95.toFixed(1)} | ${h.rps.toFixed(0)} | ${d.p50.toFixed(1)} | ${d.p95.toFixed(1)} | ${d.rps.toFixed(0)} | ${(h.rps / d.rps).toFixed(2)} | ${p.p95.toFixed(1)} | ${p.rps.toFixed(0)} | ${(h.rps / p.rps).toFixed(2)} |`,
    );
  }
  if (process.env.EXPLAIN) {
    const where = and(scopeWhere(clueTraceResource, tc, { storeId, userId: '0', dataScope: { kind: 'store', storeId } }), listWhere({ isMustToVisit: process.env.EXPLAIN }, new Date()));
    const qc = services.db.select({ n: count() }).from(ahClueTrace).where(where).toSQL();
    const qp = services.db.select().from(ahClueTrace).where(where).orderBy(asc(tc.nextTraceTime), desc(tc.id)).limit(20).toSQL();
    for (const q of [qc, qp]) {
      let text = q.sql;
      q.params.forEach((p, i) => (text = text.replace(new RegExp(`\\$${i + 1}(?!\\d)`), typeof p === 'number' ? String(p) : `'${p instanceof Date ? p.toISOString() : String(p)}'`)));
      const { sql: raw } = await import('drizzle-orm');
      const plan = (await asTenant(DEMO_TENANT, () => services.db.execute(raw.raw(`explain (analyze, buffers) ${text}`)))) as unknown as { rows: Record<string, string>[] };
      console.log((plan.rows ?? (plan as unknown as Record<string, string>[])).map((r) => Object.values(r)[0]).join('\n'));
    }
  }
  await app.close();
  await database.close();
  if (url && schemaName && !kept) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop schema if exists "${schemaName}" cascade`);
    await c.end();
  }
}

// run when started, not when another bench borrows bulkClues (bench/record-search.ts)
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run(process.env.BENCH_DATABASE_URL || null);
