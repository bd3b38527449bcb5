/**
 * Opens the database: PGlite in a data folder (the embedded default), PGlite in memory (tests), or
 * a PostgreSQL server (DATABASE_URL). The same Drizzle schema and migrations serve all three.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { tenantSetting } from './data-context';
import { appPassword, appUrl, ensureRowSecurity } from './row-security';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: both run queries the same way. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  /** the server's queries: on PostgreSQL as the app role, under the current work's tenant (data-context.ts) */
  db: Db;
  /** the owner's connection, outside the tenant wall: migrations, the demo seed, tests' own checks */
  ownerDb: Db;
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
    // PGlite runs as its superuser, which row-level security lets through: the scoped handle is its only wall
    ownerDb: db,
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
  const searchPath = schemaName ? ` -c search_path="${schemaName}"` : '';
  // the owner sees every tenant ('*'): it migrates, seeds, and answers tests' own checks
  const owner = new pg.Pool({ connectionString: url, max: 2, options: `-c app.tenant_id=*${searchPath}` });
  // an idle connection the server ends (a restart, an administrator) must not take the process down:
  // the pool drops that client and opens a new one at the next query
  owner.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const watch = writeWatch();
  const ownerDb = drizzle({ client: owner, schema, logger: watch.logger }) as unknown as Db;
  await migrate(ownerDb as never, { migrationsFolder, migrationsSchema: schemaName ?? 'drizzle' });
  const given = process.env.DATABASE_APP_URL || null;
  const schemaOf = schemaName ?? (await owner.query<{ s: string }>('select current_schema() as s')).rows[0].s;
  await ensureRowSecurity(owner, { schema: schemaOf, password: appPassword(url), createRole: !given, role: given ? decodeURIComponent(new URL(given).username) : undefined });
  const pool = new pg.Pool({
    connectionString: given ?? appUrl(url),
    max: Number(process.env.DB_POOL_MAX ?? 10),
    ...(schemaName ? { options: searchPath.trim() } : {}),
  });
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  scopeConnections(pool);
  const db = drizzle({ client: pool, schema, logger: watch.logger }) as unknown as Db;
  return {
    db,
    ownerDb,
    kind: 'postgres',
    onWrite: watch.onWrite,
    exec: async (text) => {
      await owner.query(text);
    },
    close: async () => {
      await pool.end();
      await owner.end();
    },
  };
}

type Scoped = import('pg').PoolClient & { tenantSetting?: string };

/**
 * Every connection the pool hands out carries the current work's tenant (data-context.ts) before
 * its first query: set when it differs from what that connection last had, so a connection never
 * answers one tenant's work under another's setting. Queries on the pool itself take a connection
 * the same way.
 */
function scopeConnections(pool: import('pg').Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<Scoped>;
  const scoped = async (): Promise<Scoped> => {
    const client = await connect();
    const want = tenantSetting();
    if (client.tenantSetting !== want) {
      try {
        await client.query(`select set_config('app.tenant_id', $1, false)`, [want]);
      } catch (err) {
        client.release(err as Error);
        throw err;
      }
      client.tenantSetting = want;
    }
    return client;
  };
  (pool as { connect: unknown }).connect = (cb?: (err: Error | undefined, c?: Scoped, done?: () => void) => void) => {
    if (!cb) return scoped();
    scoped().then((c) => cb(undefined, c, () => c.release()), (err: Error) => cb(err));
    return undefined;
  };
  (pool as { query: unknown }).query = async (...args: unknown[]) => {
    const client = await scoped();
    try {
      return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
    } finally {
      client.release();
    }
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
