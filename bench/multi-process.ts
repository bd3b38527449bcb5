/**
 * Two real server processes on one PostgreSQL database (issue 26), started at the same moment (one
 * migrates and seeds under the advisory lock, the other waits and finds it done):
 *  - write→seen: a parameter saved through A, the time until B's live stream names blade_param, and
 *    whether a read through B right after A's answer already counts it (stale reads out of N);
 *  - the clue desk list (GET /api/crm-dcc/ahClueTrace/selectCluePage) at the same total concurrency
 *    from one process and from two (requests alternate between them): rate and p95 side by side;
 *  - SIGTERM: each process drains and exits 0.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/multi-process.ts
 * TRIALS (20), CLIENTS (16), REQUESTS (2000) change the figures' sizes. A fresh database is made and dropped.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { admin as adminAt, kill, pct, ready, signIn, startServer, TENANT, withDb } from './server-process';

const BASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const TRIALS = Number(process.env.TRIALS ?? 20);
const CLIENTS = Number(process.env.CLIENTS ?? 16);
const REQUESTS = Number(process.env.REQUESTS ?? 2000);
const admin = <T>(work: (c: pg.Client) => Promise<T>) => adminAt(BASE_URL, work);
const start = (port: number, url: string) => startServer(port, { url });

async function load(ports: number[], url: string, headers: Record<string, string>): Promise<{ rate: number; p95: number; p50: number }> {
  const times: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (;;) {
        const i = next++;
        if (i >= REQUESTS) return;
        const port = ports[i % ports.length];
        const s = performance.now();
        const r = await fetch(`http://127.0.0.1:${port}${url}`, { headers });
        await r.arrayBuffer();
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        times.push(performance.now() - s);
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  return { rate: REQUESTS / secs, p95: pct(times, 95), p50: pct(times, 50) };
}

async function main() {
  const name = `bench_mp_${crypto.randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database "${name}"`));
  const url = withDb(BASE_URL, name);
  const [pa, pb] = [18400 + Math.floor(Math.random() * 500), 18950 + Math.floor(Math.random() * 500)];
  const procs = [start(pa, url), start(pb, url)];
  try {
    const t0 = Date.now();
    await Promise.all([ready(pa), ready(pb)]);
    console.log(`two processes started together on one database, migrated and seeded once: ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    await db.query(`update blade_user set password_is_initial = false`);
    const seeds = await db.query<{ n: string }>(`select count(*)::text as n from blade_tenant where tenant_id = $1`, [TENANT]);
    console.log(`demo tenant rows: ${seeds.rows[0].n} (1: seeded once)`);
    await db.end();

    // the live stream skips its own session's writes: the admin writes and reads, the manager listens
    const headers = await signIn(pa, 'manager', 'anhua123');
    const writer = await signIn(pa, 'admin', 'admin123');

    // write→seen
    const stream = await fetch(`http://127.0.0.1:${pb}/api/blade-desk/live`, { headers });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const nextTables = async (want: string) => {
      for (;;) {
        let at: number;
        while ((at = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, at);
          text = text.slice(at + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data && (JSON.parse(data) as { tables?: string[] }).tables?.includes(want)) return;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += decoder.decode(value, { stream: true });
      }
    };
    const total = async (port: number, key: string) =>
      ((await (await fetch(`http://127.0.0.1:${port}/api/blade-system/param/list?current=1&size=1&paramKey=${key}`, { headers: writer })).json()) as { data: { total: number } }).data.total;
    const latencies: number[] = [];
    let stale = 0;
    for (let i = 0; i < TRIALS; i++) {
      const key = `bench.mp.${i}`;
      await total(pb, key); // B keeps this total
      const heard = nextTables('blade_param');
      const s = performance.now();
      const r = await fetch(`http://127.0.0.1:${pa}/api/blade-system/param/submit`, {
        method: 'POST',
        headers: { ...writer, 'content-type': 'application/json' },
        body: JSON.stringify({ paramName: `基准${i}`, paramKey: key, paramValue: '1' }),
      });
      if (((await r.json()) as { code: number }).code !== 200) throw new Error('save failed');
      const answered = performance.now();
      if ((await total(pb, key)) !== 1) stale++;
      await heard;
      latencies.push(performance.now() - s);
      void answered;
    }
    await reader.cancel();
    console.log(`write through A → B's live stream names the table: p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms (${TRIALS} trials)`);
    console.log(`read through B right after A's answer still showed the old total: ${stale} of ${TRIALS}`);

    // the clue desk list, one process against two, same total concurrency
    const list = '/api/crm-dcc/ahClueTrace/selectCluePage?current=1&size=20';
    await load([pa, pb], list, headers); // warm both
    const one = await load([pa], list, headers);
    const two = await load([pa, pb], list, headers);
    console.log(`clue desk list, ${CLIENTS} clients, ${REQUESTS} requests:`);
    console.log(`  one process : ${one.rate.toFixed(0)} req/s, p50 ${one.p50.toFixed(1)} ms, p95 ${one.p95.toFixed(1)} ms`);
    console.log(`  two processes: ${two.rate.toFixed(0)} req/s, p50 ${two.p50.toFixed(1)} ms, p95 ${two.p95.toFixed(1)} ms`);
  } finally {
    const codes = await Promise.all(procs.map((p) => kill(p, 'SIGTERM')));
    console.log(`SIGTERM: exit codes ${codes.join(', ')} (0: drained)`);
    await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
