/**
 * Import of 10,000 rows through the real pipeline (multipart upload, streaming read, every row
 * checked, one transaction): clues (each with its trace and the repeat check) and new stock cars
 * (each through the stock car's create hooks: VIN lock, VIN-in-stock check, model lookup). Time,
 * peak memory, and the answer time of another call while the import runs. On PGlite (in memory)
 * and, when BENCH_DATABASE_URL is set, on PostgreSQL.
 *   npx tsx bench/import.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/import.ts
 */
import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { seedDemo, DEMO_TENANT, DEMO_CLIENT } from '../server/db/seed';
import { buildApp } from '../server/app';
import { clueImport, warehouseNewAddImport } from '../src/domain/imports/kinds';
import { headerOf, type ImportKindDecl } from '../src/domain/imports/types';

const ROWS = Number(process.env.ROWS ?? 10_000);
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '涛', '明', '超', '秀英', '晓东', '海燕', '志强'];

function pct(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

async function sheet(decl: ImportKindDecl, row: (i: number) => unknown[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(Object.values(decl.columns).map((fd) => headerOf(fd)));
  for (let i = 0; i < ROWS; i++) ws.addRow(row(i));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function multipart(name: string, content: Buffer) {
  const boundary = '----bench' + crypto.randomBytes(8).toString('hex');
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function run(url: string | null) {
  const schemaName = url ? `bench_${crypto.randomBytes(4).toString('hex')}` : undefined;
  const database = await openDatabase({ url, schemaName });
  await seedDemo(database.ownerDb);
  const { app } = await buildApp({ database, config: { ...loadConfig({}), jwtSecret: 'bench' }, clientDir: null });
  await app.ready();
  const basic = 'Basic ' + Buffer.from(`${DEMO_CLIENT.id}:${DEMO_CLIENT.secret}`).toString('base64');
  const tokenOf = async (username: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      query: { tenantId: DEMO_TENANT, username, password: 'anhua123', grant_type: 'password', scope: 'all', type: 'account' },
      headers: { authorization: basic, 'tenant-id': DEMO_TENANT },
    });
    return JSON.parse(res.body).data.access_token as string;
  };
  const manager = await tokenOf('manager');
  const headers = (token: string) => ({ authorization: basic, 'tenant-id': DEMO_TENANT, 'blade-auth': `bearer ${token}` });

  const files: Array<{ decl: ImportKindDecl; name: string; content: Buffer }> = [
    {
      decl: clueImport,
      name: 'clues.xlsx',
      content: await sheet(clueImport, (i) => [
        SURNAMES[i % SURNAMES.length] + GIVEN[(i * 7) % GIVEN.length],
        `139${String(10_000_000 + i).padStart(8, '0')}`,
        '汽车垂直网站',
        '汽车之家',
        '宝马',
        '宝马3系',
        '325Li M运动套装',
        null,
      ]),
    },
    {
      decl: warehouseNewAddImport,
      name: 'cars.xlsx',
      content: await sheet(warehouseNewAddImport, (i) => [`LBV3A5C0XB${String(5_000_000 + i)}`, '325Li M运动套装', '矿石白', '黑色', null, 299000, '2026-09-01', null]),
    },
  ];

  const results: string[] = [];
  for (const f of files) {
    const body = multipart(f.name, f.content);
    let peakRss = process.memoryUsage().rss;
    const baseRss = peakRss;
    const latencies: number[] = [];
    let running = true;
    const probe = (async () => {
      while (running) {
        const t = performance.now();
        await app.inject({ method: 'GET', url: '/api/blade-system/dict/dictionary', query: { code: 'clue_channel_type' }, headers: headers(manager) });
        latencies.push(performance.now() - t);
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const t0 = performance.now();
    const res = await app.inject({ method: 'POST', url: `/api${f.decl.url}`, headers: { ...headers(manager), 'content-type': body.contentType }, payload: body.payload });
    const ms = performance.now() - t0;
    running = false;
    await probe;
    const answer = JSON.parse(res.body) as { code: number; msg: string; data: { succeeded?: number } };
    if (answer.code !== 200) throw new Error(`${f.decl.kind}: ${answer.code} ${answer.msg}`);
    results.push(
      `${f.decl.kind.padEnd(18)} ${ROWS} rows (${(f.content.length / 1024).toFixed(0)} KiB): ${(ms / 1000).toFixed(2)} s, ${Math.round(ROWS / (ms / 1000))} rows/s, ` +
        `peak RSS +${((peakRss - baseRss) / 1024 / 1024).toFixed(0)} MiB; other call during the import: n=${latencies.length}, p50 ${pct(latencies, 50).toFixed(0)} ms, max ${Math.max(0, ...latencies).toFixed(0)} ms`,
    );
  }
  await app.close();
  await database.close();
  if (url && schemaName) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop schema if exists "${schemaName}" cascade`);
    await c.end();
  }
  return results;
}

const url = process.env.BENCH_DATABASE_URL || null;
const lines = await run(url);
console.log(`import bench on ${url ? 'PostgreSQL' : 'PGlite (in memory)'}`);
for (const l of lines) console.log('  ' + l);
