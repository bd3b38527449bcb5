/**
 * Faults survived (issue 26 item 4), with real server processes killed for real:
 *  - pglite:  the embedded database killed hard (SIGKILL) during writes, TRIALS times: every start
 *             reopens it, and every write the server had answered 200 is there afterwards;
 *  - import:  a process killed during a clue import (one transaction): afterwards either all the rows
 *             are there or none, never a part;
 *  - export:  a process killed while it generates an export: the task is finished once, by the other
 *             process, or by the same process started again (after the 60 s heartbeat window);
 *  - pg:      every connection of the servers ended by PostgreSQL under load (what a database restart
 *             does to them; with PG_RESTART set to a command, PostgreSQL itself is restarted): the
 *             servers answer again without a restart of their own, and the change channel (LISTEN)
 *             comes back, so a write through one is heard by the other.
 *
 *   npx tsx bench/faults.ts                      (all four; PostgreSQL parts need BENCH_DATABASE_URL or
 *                                                 the local postgres://postgres@127.0.0.1:5432/test)
 *   PARTS=pglite TRIALS=20 npx tsx bench/faults.ts
 * Each part prints its trials and counts; the process exits 1 when a fault lost or half-wrote anything.
 */
import { execSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { ChildProcess } from 'node:child_process';
import { admin, kill, pct, randomPort, ready, signIn, startServer, TENANT, withDb } from './server-process';
import { clueImport } from '../src/domain/imports/kinds';
import { headerOf } from '../src/domain/imports/types';
import { EXPORT_MAX_ROWS } from '../src/domain/export-format';

const BASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PARTS = (process.env.PARTS ?? 'pglite,import,export,pg').split(',');
const TRIALS = Number(process.env.TRIALS ?? 20);
const IMPORT_TRIALS = Number(process.env.IMPORT_TRIALS ?? 6);
const IMPORT_ROWS = Number(process.env.IMPORT_ROWS ?? 3000);
// an export holds at most EXPORT_MAX_ROWS rows
const EXPORT_ROWS = Math.min(Number(process.env.EXPORT_ROWS ?? EXPORT_MAX_ROWS), EXPORT_MAX_ROWS);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const random = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo));
let failed = false;
const verdict = (ok: boolean, line: string) => {
  if (!ok) failed = true;
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${line}`);
};

async function post(port: number, headers: Record<string, string>, url: string, body: unknown) {
  const r = await fetch(`http://127.0.0.1:${port}/api${url}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await r.json()) as { code: number; msg: string; data: unknown };
}

async function paramTotal(port: number, headers: Record<string, string>, prefix: string): Promise<number> {
  const r = await fetch(`http://127.0.0.1:${port}/api/blade-system/param/list?current=1&size=1&paramKey=${encodeURIComponent(prefix)}`, { headers });
  return ((await r.json()) as { data: { total: number } }).data.total;
}

/** a fresh PostgreSQL database for one part, dropped afterwards */
async function withDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_faults_${crypto.randomBytes(4).toString('hex')}`;
  await admin(BASE_URL, (c) => c.query(`create database "${name}"`));
  try {
    return await work(withDb(BASE_URL, name));
  } finally {
    await admin(BASE_URL, (c) => c.query(`drop database if exists "${name}" with (force)`));
  }
}

async function up(port: number, db: { url?: string; dataDir?: string }): Promise<{ child: ChildProcess; startMs: number }> {
  const t0 = performance.now();
  const child = startServer(port, db);
  await ready(port, child);
  return { child, startMs: performance.now() - t0 };
}

// ------------------------------------------------------------------ PGlite killed during writes
async function pgliteKills() {
  console.log(`\npglite: SIGKILL during writes, ${TRIALS} trials`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anhua-faults-'));
  const port = randomPort(19100);
  let acked = 0;
  let lost = 0;
  const starts: number[] = [];
  try {
    for (let trial = 0; trial < TRIALS; trial++) {
      const { child, startMs } = await up(port, { dataDir: dir });
      starts.push(startMs);
      const headers = await signIn(port, 'admin', 'admin123');
      // what the earlier trials had answered is all there
      const before = await paramTotal(port, headers, 'fault.');
      if (before < acked) lost += acked - before;
      // writes one after another; each answered 200 is counted as committed
      let writing = true;
      const writer = (async () => {
        for (let i = 0; writing; i++) {
          try {
            const r = await post(port, headers, '/blade-system/param/submit', { paramName: `故障${trial}-${i}`, paramKey: `fault.${trial}.${i}`, paramValue: crypto.randomBytes(64).toString('hex') });
            if (r.code === 200) acked++;
          } catch {
            return; // the process is gone
          }
        }
      })();
      await sleep(random(200, 1500));
      writing = false;
      await kill(child);
      await writer;
    }
    const { child } = await up(port, { dataDir: dir });
    const headers = await signIn(port, 'admin', 'admin123');
    const after = await paramTotal(port, headers, 'fault.');
    await kill(child, 'SIGTERM');
    verdict(lost === 0 && after >= acked, `${TRIALS} kills: reopened ${TRIALS + 1} of ${TRIALS + 1} times; writes answered 200: ${acked}, found afterwards: ${after} (lost ${Math.max(lost, acked - after)})`);
    console.log(`       start-up after a kill: p50 ${pct(starts, 50).toFixed(0)} ms, max ${Math.max(...starts).toFixed(0)} ms`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------ killed during an import
async function clueSheet(phonePrefix: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(Object.values(clueImport.columns).map((fd) => headerOf(fd)));
  for (let i = 0; i < IMPORT_ROWS; i++) ws.addRow([`导入客户${i}`, `${phonePrefix}${String(i).padStart(11 - phonePrefix.length, '0')}`, '汽车垂直网站', '汽车之家', '宝马', '宝马3系', '325Li M运动套装', null]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function importKills() {
  console.log(`\nimport: SIGKILL during a ${IMPORT_ROWS}-row clue import, ${IMPORT_TRIALS} trials (PostgreSQL)`);
  await withDatabase(async (url) => {
    const port = randomPort(19700);
    let server = await up(port, { url });
    await admin(url, (c) => c.query(`update blade_user set password_is_initial = false`));
    const counts: number[] = [];
    // one import left alone gives the window the kills fall in
    const whole = await (async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await clueSheet('1390'))]), 'clues.xlsx');
      const headers = await signIn(port, 'manager', 'anhua123');
      const t0 = performance.now();
      const r = (await (await fetch(`http://127.0.0.1:${port}/api${clueImport.url}`, { method: 'POST', headers, body: form })).json()) as { code: number; msg: string };
      if (r.code !== 200) throw new Error(`import: ${r.code} ${r.msg}`);
      return performance.now() - t0;
    })();
    console.log(`       an import left alone takes ${(whole / 1000).toFixed(1)} s; the kills fall between 0.3 s and ${((whole * 1.3) / 1000).toFixed(1)} s`);
    for (let trial = 0; trial < IMPORT_TRIALS; trial++) {
      const prefix = `14${trial}`; // no demo clue's phone starts with 14
      const count = async () => Number((await admin(url, (c) => c.query<{ n: string }>(`select count(*)::text as n from ah_clue where tenant_id = $1 and customer_phone like $2`, [TENANT, `${prefix}%`]))).rows[0].n);
      const before = await count();
      const sheet = await clueSheet(prefix);
      const headers = await signIn(port, 'manager', 'anhua123');
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(sheet)]), 'clues.xlsx');
      const sent = fetch(`http://127.0.0.1:${port}/api${clueImport.url}`, { method: 'POST', headers, body: form }).then(
        async (r) => ((await r.json()) as { code: number }).code,
        () => null,
      );
      // a kill at a random moment of the import: early (reading the sheet) to late (committing)
      await sleep(random(300, Math.round(whole * 1.3)));
      await kill(server.child);
      const answered = await sent;
      server = await up(port, { url });
      const rows = (await count()) - before;
      counts.push(rows);
      verdict(rows === 0 || rows === IMPORT_ROWS, `trial ${trial + 1}: ${answered === 200 ? 'answered before the kill' : 'killed before its answer'}, new clue rows afterwards: ${rows} (0 or ${IMPORT_ROWS})`);
    }
    await kill(server.child, 'SIGTERM');
    console.log(`       all or nothing in ${counts.filter((n) => n === 0 || n === IMPORT_ROWS).length} of ${IMPORT_TRIALS}; ${counts.filter((n) => n === IMPORT_ROWS).length} committed whole, ${counts.filter((n) => n === 0).length} rolled back whole`);
  });
}

// ------------------------------------------------------------------ killed during an export
async function exportKills() {
  console.log(`\nexport: SIGKILL while generating a ${EXPORT_ROWS}-row export (PostgreSQL)`);
  await withDatabase(async (url) => {
    const [pa, pb] = [randomPort(20300), randomPort(20900)];
    let a = await up(pa, { url });
    await admin(url, (c) =>
      c.query(
        `insert into blade_param (id, tenant_id, param_name, param_key, param_value)
         select 800000000000000000 + g, $1, '导出参数' || g, 'export.' || g, md5(g::text) from generate_series(1, $2::int) g`,
        [TENANT, EXPORT_ROWS],
      ),
    );
    const taskState = async (id: string) =>
      (await admin(url, (c) => c.query<{ state: number; attempts: number; row_count: number | null; worker_id: string | null }>(`select state, attempts, row_count, worker_id from ah_export_task where id = $1`, [id]))).rows[0];
    const files = async (id: string) => Number((await admin(url, (c) => c.query<{ n: string }>(`select count(*)::text as n from ah_export_file where task_id = $1`, [id]).catch(() => ({ rows: [{ n: '-1' }] })))).rows[0].n);

    // one task killed in generation on A, finished by B (running); one killed on A, finished by A started again
    for (const taker of ['the other process', 'the same process started again'] as const) {
      const b = taker === 'the other process' ? await up(pb, { url }) : null;
      const headers = await signIn(pa, 'admin', 'admin123');
      const created = (await (await fetch(`http://127.0.0.1:${pa}/api/blade-system/param/export?current=1&size=${EXPORT_ROWS}`, { method: 'POST', headers })).json()) as { data: { ahExportTaskId: string } };
      const id = created.data.ahExportTaskId;
      const killedOn = await (async () => {
        for (;;) {
          const t = await taskState(id);
          if (t.state === 1) return t.worker_id; // generating
          if (t.state === 3) return null; // finished before it could be killed
          await sleep(20);
        }
      })();
      await kill(a.child);
      const t0 = performance.now();
      if (!b) a = await up(pa, { url });
      let t = await taskState(id);
      while (t.state !== 3 && t.state !== 4 && performance.now() - t0 < 180_000) {
        await sleep(250);
        t = await taskState(id);
      }
      const secs = ((performance.now() - t0) / 1000).toFixed(1);
      verdict(
        killedOn !== null && t.state === 3 && t.row_count === EXPORT_ROWS && t.worker_id !== killedOn,
        `killed while generating (worker ${killedOn ?? 'none: it finished first'}), finished by ${taker} in ${secs} s: state ${t.state} (3: done), ${t.row_count} rows, attempts ${t.attempts}, files ${await files(id)}`,
      );
      if (b) {
        await kill(b.child, 'SIGTERM');
        a = await up(pa, { url });
      }
    }
    await kill(a.child, 'SIGTERM');
  });
}

// ------------------------------------------------------------------ PostgreSQL ends every connection under load
async function pgRestart() {
  console.log(`\npg: ${process.env.PG_RESTART ? `PostgreSQL restarted (${process.env.PG_RESTART})` : 'every server connection ended by PostgreSQL (as a database restart does)'} under load, then heard again`);
  await withDatabase(async (url) => {
    const [pa, pb] = [randomPort(21500), randomPort(22100)];
    const [a, b] = await Promise.all([up(pa, { url }), up(pb, { url })]);
    await admin(url, (c) => c.query(`update blade_user set password_is_initial = false`));
    const headers = await signIn(pa, 'admin', 'admin123');
    const dbName = new URL(url).pathname.slice(1);
    let ok = 0;
    let errors = 0;
    let lastError = 0;
    let loading = true;
    const load = Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        while (loading) {
          try {
            const r = await fetch(`http://127.0.0.1:${w % 2 ? pb : pa}/api/blade-system/param/list?current=1&size=20`, { headers });
            const body = (await r.json()) as { code: number };
            if (body.code === 200) ok++;
            else {
              errors++;
              lastError = performance.now();
            }
          } catch {
            errors++;
            lastError = performance.now();
          }
        }
      }),
    );
    await sleep(2000);
    const killedAt = performance.now();
    // PG_RESTART="pg_ctlcluster 15 main restart" restarts the server itself (every database on it)
    const ended = process.env.PG_RESTART
      ? (execSync(process.env.PG_RESTART, { stdio: 'inherit' }), { rowCount: 'all' })
      : await admin(BASE_URL, (c) => c.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [dbName]));
    await sleep(process.env.PG_RESTART ? 8000 : 4000);
    loading = false;
    await load;
    const recovered = lastError > killedAt ? `${(lastError - killedAt).toFixed(0)} ms after` : 'at once';
    verdict(true, `${ended.rowCount} connections ended; ${ok} list calls answered, ${errors} failed, the last failure ${recovered}`);
    // the change channel came back: a write through A reaches B's cached total
    const key = `pg.back.${Date.now()}`;
    const headersB = await signIn(pb, 'manager', 'anhua123');
    const beforeB = await paramTotal(pb, headersB, key);
    await post(pa, headers, '/blade-system/param/submit', { paramName: '重连', paramKey: key, paramValue: '1' });
    let seen = await paramTotal(pb, headersB, key);
    const t0 = performance.now();
    while (seen !== beforeB + 1 && performance.now() - t0 < 10_000) {
      await sleep(50);
      seen = await paramTotal(pb, headersB, key);
    }
    const ready2 = await Promise.all([pa, pb].map(async (p) => (await fetch(`http://127.0.0.1:${p}/readyz`)).status));
    verdict(seen === beforeB + 1 && ready2.every((s) => s === 200), `after: /readyz ${ready2.join(', ')}; a write through A seen through B in ${(performance.now() - t0).toFixed(0)} ms`);
    await Promise.all([kill(a.child, 'SIGTERM'), kill(b.child, 'SIGTERM')]);
  });
}

const parts: Record<string, () => Promise<void>> = { pglite: pgliteKills, import: importKills, export: exportKills, pg: pgRestart };
for (const p of PARTS) await parts[p]();
process.exit(failed ? 1 : 0);
