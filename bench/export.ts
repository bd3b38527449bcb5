/**
 * Export of 50,000 rows: time, peak memory, and how fast the server answers another call while the
 * export runs. On PGlite (in memory) and, when BENCH_DATABASE_URL is set, on PostgreSQL.
 *   npx tsx bench/export.ts            (PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/export.ts
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { seedDemo, DEMO_TENANT, DEMO_CLIENT } from '../server/db/seed';
import { buildApp } from '../server/app';
import { newId } from '../server/db/ids';
import { param } from '../server/db/schema';
import { drainExportQueue } from '../server/jobs/export-worker';

const ROWS = Number(process.env.ROWS ?? 50_000);

function pct(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

async function run(url: string | null) {
  const schemaName = url ? `bench_${crypto.randomBytes(4).toString('hex')}` : undefined;
  const database = await openDatabase({ url, schemaName });
  await seedDemo(database.ownerDb);
  const { app, services } = await buildApp({ database, config: { ...loadConfig({}), jwtSecret: 'bench' }, clientDir: null });
  await app.ready();
  const basic = 'Basic ' + Buffer.from(`${DEMO_CLIENT.id}:${DEMO_CLIENT.secret}`).toString('base64');
  const login = await app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    query: { tenantId: DEMO_TENANT, username: 'admin', password: 'admin123', grant_type: 'password', scope: 'all', type: 'account' },
    headers: { authorization: basic, 'tenant-id': DEMO_TENANT },
  });
  const token = JSON.parse(login.body).data.access_token as string;
  const headers = { 'blade-auth': `bearer ${token}` };

  const t0 = Date.now();
  for (let i = 0; i < ROWS; i += 2000) {
    const batch = Array.from({ length: Math.min(2000, ROWS - i) }, (_, j) => ({
      id: newId(),
      tenantId: DEMO_TENANT,
      paramName: `基准参数${i + j}`,
      paramKey: `bench.key.${i + j}`,
      paramValue: `值-${crypto.randomBytes(6).toString('hex')}`,
      remark: '基准测试数据',
    }));
    await services.db.insert(param).values(batch);
  }
  const seedMs = Date.now() - t0;

  const create = await app.inject({ method: 'POST', url: '/api/blade-system/param/export', query: { current: '1', size: '50000' }, headers });
  const taskId = JSON.parse(create.body).data.ahExportTaskId as string;

  let peakRss = process.memoryUsage().rss;
  const baseRss = peakRss;
  const latencies: number[] = [];
  let exporting = true;
  const prober = (async () => {
    while (exporting) {
      const s = performance.now();
      await app.inject({ method: 'GET', url: '/api/user/getUserInfo', headers });
      latencies.push(performance.now() - s);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const e0 = performance.now();
  await drainExportQueue(services);
  const exportMs = performance.now() - e0;
  exporting = false;
  await prober;
  const list = await app.inject({ method: 'GET', url: '/api/crm-file/ahExportTask/list', headers });
  const task = (JSON.parse(list.body).data.records as Array<{ ahExportTaskId: string; rowCount: number; fileSize: number; state: number }>).find((t) => t.ahExportTaskId === taskId)!;

  console.log(`\n${url ? 'PostgreSQL' : 'PGlite (memory)'}: ${ROWS} rows seeded in ${seedMs} ms`);
  console.log(`  export: ${exportMs.toFixed(0)} ms, ${task.rowCount} rows, ${(task.fileSize / 1024 / 1024).toFixed(2)} MiB, state ${task.state}`);
  console.log(`  peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MiB (+${((peakRss - baseRss) / 1024 / 1024).toFixed(0)} MiB over the start of the export)`);
  console.log(`  another call during the export: ${latencies.length} calls, p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`);

  await app.close();
  await database.close();
  if (url && schemaName) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop schema if exists "${schemaName}" cascade`);
    await c.end();
  }
}

await run(null);
if (process.env.BENCH_DATABASE_URL) await run(process.env.BENCH_DATABASE_URL);
