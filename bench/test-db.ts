/**
 * What a server test file pays for its database: migrate and seed its own (the old way) against a copy of
 * the run's seeded source (tests/server/seeded-database.ts). PGlite always; PostgreSQL when
 * BENCH_DATABASE_URL is set. Prints the median of RUNS (default 3) in ms.
 *
 *   npx tsx bench/test-db.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/test-db.ts
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../server/db';
import { seedDemo } from '../server/db/seed';
import { buildSeededSource, openSeeded } from '../tests/server/seeded-database';

const RUNS = Number(process.env.RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(f: () => Promise<void>): Promise<number> {
  const t = performance.now();
  await f();
  return performance.now() - t;
}

async function bench(url: string | null) {
  const label = url ? 'PostgreSQL' : 'PGlite';
  const own: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const schemaName = url ? `bench_${crypto.randomBytes(4).toString('hex')}` : undefined;
    own.push(
      await time(async () => {
        const d = await openDatabase({ url, schemaName });
        await seedDemo(d.ownerDb);
        await d.close();
      }),
    );
    if (url && schemaName) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists "${schemaName}" cascade`);
      await c.end();
    }
  }
  let source!: Awaited<ReturnType<typeof buildSeededSource>>;
  const build = await time(async () => {
    source = await buildSeededSource(url);
  });
  const copy: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let drop: () => Promise<void> = async () => {};
    copy.push(
      await time(async () => {
        const s = await openSeeded(url, source.source);
        drop = s.drop;
        await s.database.close();
      }),
    );
    await drop();
  }
  await source.remove();
  console.log(`${label}: migrate + seed per file ${median(own).toFixed(0)} ms; copy of the seeded source per file ${median(copy).toFixed(0)} ms (built once in ${build.toFixed(0)} ms)`);
}

await bench(null);
if (process.env.BENCH_DATABASE_URL) await bench(process.env.BENCH_DATABASE_URL);
