/**
 * Opens the database: PGlite in a data folder (the embedded default), PGlite in memory (tests), or
 * a PostgreSQL server (DATABASE_URL). The same Drizzle schema and migrations serve all three.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: both run queries the same way. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** run raw SQL (migrations, benchmarks, tests) */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
  /** called as each data-changing statement goes to the database through db (not exec) */
  onWrite(listener: () => void): void;
  /** PGlite only: the whole cluster as an uncompressed tar, for OpenOptions.loadDataDir */
  dump?(): Promise<Blob>;
}

// insert / update / delete / DDL anywhere in the text (a CTE may hold them); selects, locks and
// advisory locks are reads. Parameters are not in the text, so no value can look like a write.
const WRITE = /\b(insert\s+into|update\s+\S+\s+set|delete\s+from|truncate|alter\s+table|create\s+(unique\s+)?(table|index)|drop\s+(table|index))\b/i;

/** a Drizzle logger that tells the listeners about writes (server/http/read-cache.ts drops cached reads) */
function writeWatch() {
  const listeners: (() => void)[] = [];
  return {
    logger: {
      logQuery(query: string) {
        if (listeners.length && WRITE.test(query)) for (const l of listeners) l();
      },
    },
    onWrite(listener: () => void) {
      listeners.push(listener);
    },
  };
}

export interface OpenOptions {
  /** postgres://... */
  url?: string | null;
  /** PGlite folder; omitted with no url means in memory */
  dataDir?: string | null;
  /** PostgreSQL schema to use (tests isolate each file in its own schema) */
  schemaName?: string;
  /** PGlite in memory: start from a dump (Database.dump) instead of an empty cluster */
  loadDataDir?: Blob | null;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.schemaName);
  return openPglite(opts.dataDir ?? null, opts.loadDataDir ?? null);
}

async function openPglite(dataDir: string | null, loadDataDir: Blob | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let release: (() => void) | null = null;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  const client = dataDir ? new PGlite(path.join(dataDir, 'pg')) : new PGlite(loadDataDir ? { loadDataDir } : {});
  await client.waitReady;
  const watch = writeWatch();
  const db = drizzle({ client, schema, logger: watch.logger }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    onWrite: watch.onWrite,
    exec: async (text) => {
      await client.exec(text);
    },
    close: async () => {
      await client.close();
      release?.();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, schemaName?: string): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  if (schemaName) {
    const boot = new pg.Client({ connectionString: url });
    await boot.connect();
    await boot.query(`create schema if not exists "${schemaName}"`);
    await boot.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DB_POOL_MAX ?? 10),
    ...(schemaName ? { options: `-c search_path="${schemaName}"` } : {}),
  });
  // an idle connection the server ends (a restart, an administrator) must not take the process down:
  // the pool drops that client and opens a new one at the next query
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const watch = writeWatch();
  const db = drizzle({ client: pool, schema, logger: watch.logger }) as unknown as Db;
  await migrate(db as never, { migrationsFolder, migrationsSchema: schemaName ?? 'drizzle' });
  return {
    db,
    kind: 'postgres',
    onWrite: watch.onWrite,
    exec: async (text) => {
      await pool.query(text);
    },
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * PGlite is a single-process database: two processes on one folder would corrupt it. A lock file
 * holding the owner's pid stops the second process; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockPath, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      fs.unlinkSync(lockPath); // stale: its process is gone
    }
  }
  throw new DataDirLockedError(dataDir, 0);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is already in use by another server process (pid ${pid}). ` +
        'Stop that process first, or start this one with another DATA_DIR or with DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}
