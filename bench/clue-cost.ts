/**
 * Where a clue-desk call's CPU goes, one caller at a time (no concurrency, so the figures are costs,
 * not waits): the whole call through Fastify (inject, no socket), a one-row dictionary call (the fixed
 * cost of a call: auth, session, grants, envelope), the page through Drizzle, Drizzle building it,
 * the same SQL through node-postgres, and `select 1`. Needs a schema kept by bench/clues.ts:
 *   BENCH_SCHEMA=bench_keep BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/clue-cost.ts
 */
import { and, asc, desc } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { DEMO_CLIENT, DEMO_TENANT } from '../server/db/seed';
import { buildApp } from '../server/app';
import { ahClueTrace } from '../server/db/resource-tables/sales';
import { columnsOf, scopeWhere } from '../server/http/resource-query';
import { listWhere } from '../server/modules/crm-dcc/clue-trace';
import { clueTraceResource } from '../src/domain/resources/sales/clue-trace';
const tc = columnsOf(ahClueTrace);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schemaName = process.env.BENCH_SCHEMA ?? 'bench_keep';
const database = await openDatabase({ url, schemaName });
const { app } = await buildApp({ database, config: { ...loadConfig({}), jwtSecret: 'bench' }, clientDir: null });
const basic = 'Basic ' + Buffer.from(`${DEMO_CLIENT.id}:${DEMO_CLIENT.secret}`).toString('base64');
const login = await app.inject({ method: 'POST', url: `/api/blade-auth/oauth/token?${new URLSearchParams({ tenantId: DEMO_TENANT, username: 'manager', password: 'anhua123', grant_type: 'password', scope: 'all', type: 'account' })}`, headers: { authorization: basic, 'tenant-id': DEMO_TENANT } });
const tokens = login.json() as { data: { access_token: string; store_id: string } };
const headers = { authorization: basic, 'tenant-id': DEMO_TENANT, 'blade-auth': `bearer ${tokens.data.access_token}` };
const storeId = tokens.data.store_id;
const tab = Number(process.env.TAB ?? 99);
const N = Number(process.env.N ?? 1000);
async function measure(name: string, f: () => Promise<unknown>) {
  for (let i = 0; i < 100; i++) await f();
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < N; i++) await f();
  const c = process.cpuUsage(c0); const t = performance.now() - t0;
  console.log(`| ${name} | ${((c.user + c.system) / 1000 / N).toFixed(3)} | ${(t / N).toFixed(3)} |`);
}
console.log(`tab ${tab}, ${N} calls each, one at a time\n| what | CPU ms a call | wall ms a call |\n|---|---:|---:|`);
await measure('inject selectCluePage', async () => { const r = await app.inject({ method: 'GET', url: `/api/crm-dcc/ahClueTrace/selectCluePage?current=1&size=20&isMustToVisit=${tab}`, headers }); if (r.statusCode !== 200) throw new Error(r.body); });
await measure('inject dict (1 row)', async () => { const r = await app.inject({ method: 'GET', url: `/api/blade-system/dict/dictionary?code=sex`, headers }); if (r.statusCode !== 200) throw new Error(r.body); });
const page = async () => { const where = and(scopeWhere(clueTraceResource, tc, { storeId, userId: '0', dataScope: { kind: 'store', storeId } }), listWhere({ isMustToVisit: tab }, new Date())); return database.db.select().from(ahClueTrace).where(where).orderBy(asc(tc.nextTraceTime), desc(tc.id)).limit(20).offset(0); };
await measure('drizzle page', page);
const q = (() => { const where = and(scopeWhere(clueTraceResource, tc, { storeId, userId: '0', dataScope: { kind: 'store', storeId } }), listWhere({ isMustToVisit: tab }, new Date())); return database.db.select().from(ahClueTrace).where(where).orderBy(asc(tc.nextTraceTime), desc(tc.id)).limit(20).offset(0).toSQL(); })();
await measure('drizzle build only', async () => { const where = and(scopeWhere(clueTraceResource, tc, { storeId, userId: '0', dataScope: { kind: 'store', storeId } }), listWhere({ isMustToVisit: tab }, new Date())); database.db.select().from(ahClueTrace).where(where).orderBy(asc(tc.nextTraceTime), desc(tc.id)).limit(20).offset(0).toSQL(); });
const { default: pg } = await import('pg');
const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schemaName}` });
await measure('raw pg same SQL', async () => pool.query(q.sql, q.params as unknown[]));
await measure('raw pg select 1', async () => pool.query('select 1'));
const r = await app.inject({ method: 'GET', url: `/api/crm-dcc/ahClueTrace/selectCluePage?current=1&size=20&isMustToVisit=${tab}`, headers });
console.log(`answer: ${r.body.length.toLocaleString()} bytes`);
await pool.end(); await app.close(); await database.close();
