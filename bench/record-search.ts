/**
 * Record search at scale (docs/console.md): 1,000,000 clue traces (CLUES) over the demo tenant's open
 * stores (bench/clues.ts bulkClues), then GET /api/blade-desk/search/records?keyword= through the real
 * HTTP server from CLIENTS (4) concurrent callers on a worker thread, for each kind of keyword (the
 * last 4 digits of a phone, a whole phone, a name, the last 6 of a VIN, a whole order number), as the
 * store manager (store scope) and a salesman (his own clues only); beside it the clue statement alone
 * straight on the database (the same SQL the server builds for the clue kind, as the app role under
 * row-level security), and for scale the same last-4 search without its index (LIKE '%1234').
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/record-search.ts   (fresh schema, dropped after)
 *   npx tsx bench/record-search.ts                                                             (PGlite in memory)
 *   BENCH_SCHEMA=name keeps the PostgreSQL schema for the next run; EXPLAIN=1 prints the clue plans
 */
import crypto from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { seedDemo, DEMO_CLIENT, DEMO_TENANT } from '../server/db/seed';
import { buildApp } from '../server/app';
import { store, user, userNode } from '../server/db/schema';
import { ahClueTrace } from '../server/db/resource-tables/sales';
import { ahWarehouseCar } from '../server/db/resource-tables/operations';
import { ahCarOrder } from '../server/db/resource-tables/car-orders';
import { columnsOf, scopeWhere } from '../server/http/resource-query';
import { asTenant } from '../server/db/data-context';
import { clueTraceResource } from '../src/domain/resources/sales/clue-trace';
import { bulkClues } from './clues';
import { searchCondition } from '../server/modules/blade-desk/record-search';
import { httpClients, pct } from './http-clients';

const CLUES = Number(process.env.CLUES ?? 1_000_000);
const CLIENTS = Number(process.env.CLIENTS ?? 4);
const REQUESTS = Number(process.env.REQUESTS ?? 200); // per keyword kind and side
const tc = columnsOf(ahClueTrace);

async function callers(keywords: string[], one: (k: string) => Promise<unknown>) {
  const lat: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < REQUESTS) {
        const k = keywords[next++ % keywords.length];
        const s = performance.now();
        await one(k);
        lat.push(performance.now() - s);
      }
    }),
  );
  return { p50: pct(lat, 50), p95: pct(lat, 95) };
}


async function run(url: string | null) {
  const kept = url ? process.env.BENCH_SCHEMA : undefined;
  const schemaName = url ? (kept ?? `bench_${crypto.randomBytes(4).toString('hex')}`) : undefined;
  const database = await openDatabase({ url, schemaName });
  const [{ n: before }] = await database.ownerDb.select({ n: count() }).from(ahClueTrace);
  const reuse = Boolean(kept) && Number(before) >= CLUES;
  if (!reuse) await seedDemo(database.ownerDb);
  const { app, services } = await buildApp({ database, config: { ...loadConfig({}), jwtSecret: 'bench' }, clientDir: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const stores = await database.ownerDb.select({ id: store.id, status: store.status }).from(store).where(eq(store.tenantId, DEMO_TENANT)).orderBy(asc(store.sort));
  const open = stores.filter((s) => s.status === 1).map((s) => s.id);
  const nodes = await database.ownerDb.select({ storeId: userNode.storeId, userId: userNode.userId, account: user.account }).from(userNode).innerJoin(user, eq(user.id, userNode.userId));
  const salesmen = new Map<string, string[]>();
  for (const n of nodes) if (n.account.startsWith('sales')) salesmen.set(n.storeId, [...(salesmen.get(n.storeId) ?? []), n.userId]);
  const g0 = Date.now();
  if (!reuse) {
    await bulkClues(database, CLUES, open, salesmen);
    for (const t of ['ah_warehouse_car', 'ah_car_order', 'ah_customer', 'ah_member']) await database.exec(`analyze ${t}`);
  }
  const genMs = Date.now() - g0;

  const basic = 'Basic ' + Buffer.from(`${DEMO_CLIENT.id}:${DEMO_CLIENT.secret}`).toString('base64');
  const base = `http://127.0.0.1:${port}/api`;
  const signIn = async (account: string) => {
    const r = await fetch(`${base}/blade-auth/oauth/token?${new URLSearchParams({ tenantId: DEMO_TENANT, username: account, password: 'anhua123', grant_type: 'password', scope: 'all', type: 'account' })}`, {
      method: 'POST',
      headers: { authorization: basic, 'tenant-id': DEMO_TENANT },
    });
    const t = (await r.json()) as { data: { access_token: string; store_id: string; user_id: string } };
    return { headers: { authorization: basic, 'tenant-id': DEMO_TENANT, 'blade-auth': `bearer ${t.data.access_token}` }, storeId: t.data.store_id, userId: t.data.user_id };
  };
  // past the first sign-in's forced password change (the password stays anhua123), as the server tests do
  await database.ownerDb.update(user).set({ passwordIsInitial: false }).where(and(eq(user.tenantId, DEMO_TENANT), inArray(user.account, ['manager', 'sales'])));
  const manager = await signIn('manager');
  const sales = await signIn('sales');
  const [{ n: inStore }] = await database.ownerDb.select({ n: count() }).from(ahClueTrace).where(eq(tc.storeId, manager.storeId));

  // keywords from the data: phones of generated clues of the store, demo VINs and order numbers
  const phones = (await database.ownerDb.select({ p: tc.customerPhone }).from(ahClueTrace).where(and(eq(tc.storeId, manager.storeId), sql`${tc.id} % 997 = 0`)).limit(50)).map((r) => String(r.p));
  const vins = (await database.ownerDb.select({ v: ahWarehouseCar.vin }).from(ahWarehouseCar).where(eq(ahWarehouseCar.storeId, manager.storeId)).limit(20)).map((r) => r.v!);
  const orders = (await database.ownerDb.select({ o: ahCarOrder.orderNo }).from(ahCarOrder).where(eq(ahCarOrder.storeId, manager.storeId)).limit(20)).map((r) => r.o!).filter(Boolean);
  const KINDS: Array<[string, string[]]> = [
    ['phone, last 4 digits', phones.map((p) => p.slice(-4))],
    ['phone, whole', phones],
    // surnames of the demo's own clues (the generated ones are all 客户<n>)
    ['name (a surname)', ['张', '王', '李', '刘', '陈', '杨', '赵', '黄', '周', '吴']],
    ['VIN, last 6', vins.map((v) => v.slice(-6))],
    ['order number, whole', orders],
  ];

  // the clue kind's statement alone, as the server builds it (scope of the list, then the search condition)
  // as the app role under row-level security, in the tenant, as the server's own queries run
  const clueSql = (storeId: string, own: string | null, cond: (k: string) => ReturnType<typeof sql>) => (k: string) =>
    asTenant(DEMO_TENANT, () => clueQuery(storeId, own, cond, k));
  const clueQuery = (storeId: string, own: string | null, cond: (k: string) => ReturnType<typeof sql>, k: string) =>
    services.db
      .select({ id: tc.id, customerName: tc.customerName, customerPhone: tc.customerPhone, nextTraceUserName: tc.nextTraceUserName, ahStoreCarSeriesName: tc.ahStoreCarSeriesName })
      .from(ahClueTrace)
      .where(and(scopeWhere(clueTraceResource, tc, { storeId, userId: own ?? '0', dataScope: own ? { kind: 'own', column: 'next_trace_user_id', userId: own } : { kind: 'store', storeId } }), cond(k)))
      .limit(6);
  const tail = (k: string) => searchCondition(tc, 'customerPhone', 'phone', k);
  const prefix = (k: string) => searchCondition(tc, 'customerName', 'name', k);
  const noIndex = (k: string) => sql`${tc.customerPhone} like ${`%${k}`}`;

  // kinds other than clues have no statement of their own beside the call
  const fixed = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
  console.log(`\n${url ? 'PostgreSQL' : 'PGlite (memory)'}: ${CLUES.toLocaleString()} clues ${reuse ? 'kept from an earlier run' : `generated in ${(genMs / 1000).toFixed(1)} s`}; ${Number(inStore).toLocaleString()} in the manager's store; ${CLIENTS} concurrent callers, ${REQUESTS} requests per row`);
  console.log('| keyword | caller | HTTP p50 ms | HTTP p95 ms | answers with records | clue SQL p50 ms | clue SQL p95 ms |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const [label, keywords] of KINDS) {
    if (keywords.length === 0) throw new Error(`no demo data for ${label}`);
    for (const [who, caller, own] of [['manager', manager, null], ['salesman', sales, sales.userId]] as const) {
      const urls = keywords.map((k) => `${base}/blade-desk/search/records?keyword=${encodeURIComponent(k)}`);
      for (const u of urls.slice(0, 3)) await fetch(u, { headers: caller.headers });
      const h = await httpClients({ urls, headers: caller.headers, clients: CLIENTS, total: REQUESTS });
      const cond = label.startsWith('name') ? prefix : tail;
      const d = label.startsWith('phone') || label.startsWith('name') ? await callers(keywords, clueSql(caller.storeId, own, cond)) : { p50: NaN, p95: NaN };
      console.log(`| ${label} | ${who} | ${h.p50.toFixed(1)} | ${h.p95.toFixed(1)} | ${h.found}/${REQUESTS} | ${fixed(d.p50)} | ${fixed(d.p95)} |`);
    }
  }
  const slow = await callers(phones.slice(0, 10).map((p) => p.slice(-4)), clueSql(manager.storeId, null, noIndex));
  console.log(`\nWithout the index (customer_phone LIKE '%1234', manager): p50 ${slow.p50.toFixed(1)} ms, p95 ${slow.p95.toFixed(1)} ms`);
  if (process.env.EXPLAIN) {
    for (const cond of [tail, prefix]) {
      const q = clueQuery(manager.storeId, null, cond, cond === tail ? phones[0].slice(-4) : '张').toSQL();
      let text = q.sql;
      q.params.forEach((p, i) => (text = text.replace(new RegExp(`\\$${i + 1}(?!\\d)`), typeof p === 'number' ? String(p) : `'${String(p)}'`)));
      // as the app role, under row-level security, as the server runs it
      const plan = (await asTenant(DEMO_TENANT, () => services.db.execute(sql.raw(`explain (analyze, buffers) ${text}`)))) as unknown as { rows: Record<string, string>[] };
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

await run(process.env.BENCH_DATABASE_URL || null);
