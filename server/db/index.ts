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
import { APP_ROLE, TAKE_SESSION, appPassword, appRoleName, appUrl, ensurePgliteRowSecurity, ensureRowSecurity, sessionFor } from './row-security';
import { memoryChannel, postgresChannel, type ChangeChannel } from './events';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: both run queries the same way. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  /** the server's queries: as the app role, under the current work's tenant (data-context.ts), on both databases */
  db: Db;
  /** the owner's connection, outside the tenant wall: migrations, the demo seed, tests' own checks */
  ownerDb: Db;
  kind: 'pglite' | 'postgres';
  /** run raw SQL (migrations, benchmarks, tests) */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
  /** called as each data-changing statement goes to the database through db (not exec), with the tables it names */
  onWrite(listener: (tables: string[]) => void): void;
  /** the change channel shared by every process on this database (events.ts) */
  events: ChangeChannel;
  /** runs start-up work (the demo seed) while no other process starting on this database does */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** answers when the database answers a trivial query (GET /readyz) */
  ping(): Promise<void>;
  /** PGlite only: the whole cluster as an uncompressed tar, for OpenOptions.loadDataDir */
  dump?(): Promise<Blob>;
}

// insert / update / delete / DDL anywhere in the text (a CTE may hold them); selects, locks and
// advisory locks are reads. Parameters are not in the text, so no value can look like a write.
const WRITE = /\b(insert\s+into|update\s+\S+\s+set|delete\s+from|truncate|alter\s+table|create\s+(unique\s+)?(table|index)|drop\s+(table|index))\b/i;

// the tables a write statement names (its target and any other written in a CTE)
const WRITTEN_TABLE = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|alter\s+table|create\s+(?:unique\s+)?(?:table|index)(?:\s+if\s+not\s+exists)?(?:\s+\S+\s+on)?|drop\s+(?:table|index)(?:\s+if\s+exists)?)\s+(?:only\s+)?((?:"[^"]+"|[a-z_][a-z0-9_]*)(?:\.(?:"[^"]+"|[a-z_][a-z0-9_]*))?)/gi;

/** the tables named by a write statement's text ('*' when none can be read from it) */
export function writtenTables(query: string): string[] {
  const out = new Set<string>();
  for (const m of query.matchAll(WRITTEN_TABLE)) {
    const name = m[1].split('.').pop()!.replace(/"/g, '');
    if (name.toLowerCase() !== 'set') out.add(name);
  }
  return out.size ? [...out] : ['*'];
}

/** a Drizzle logger that tells the listeners about writes (server/http/read-cache.ts drops cached reads) */
function writeWatch() {
  const listeners: ((tables: string[]) => void)[] = [];
  return {
    logger: {
      logQuery(query: string) {
        if (!listeners.length || !WRITE.test(query)) return;
        const tables = writtenTables(query);
        for (const l of listeners) l(tables);
      },
    },
    onWrite(listener: (tables: string[]) => void) {
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
  // migrated through the driver's own handle: the migrator is typed per driver, Db is what both drivers share
  const pgliteDb = drizzle({ client, schema, logger: watch.logger });
  await migrate(pgliteDb, { migrationsFolder });
  await ensurePgliteRowSecurity(client);
  const sessions = pgliteSessions(client);
  // the app's queries as the app role under the work's tenant; the owner's as the superuser
  const db = drizzle({ client: sessions.app, schema, logger: watch.logger }) as unknown as Db;
  const ownerDb = drizzle({ client: sessions.owner, schema, logger: watch.logger }) as unknown as Db;
  // one process holds the folder: the channel is in memory
  const events = memoryChannel();
  return {
    db,
    ownerDb,
    kind: 'pglite',
    onWrite: watch.onWrite,
    events,
    exclusive: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    exec: (text) => sessions.ownerExec(text),
    close: async () => {
      await events.close();
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
  // the owner sees every tenant (a superuser, or a member of the system role): it migrates, seeds, and
  // answers tests' own checks
  const owner = new pg.Pool({ connectionString: url, max: 2, ...(schemaName ? { options: searchPath.trim() } : {}) });
  // an idle connection the server ends (a restart, an administrator) must not take the process down:
  // the pool drops that client and opens a new one at the next query
  survivesLostConnections(owner);
  const watch = writeWatch();
  const ownerPg = drizzle({ client: owner, schema, logger: watch.logger });
  const ownerDb = ownerPg as unknown as Db;
  const schemaOf = schemaName ?? (await owner.query<{ s: string }>('select current_schema() as s')).rows[0].s;
  const given = process.env.DATABASE_APP_URL || null;
  // several processes may start at once: one migrates and sets up the role at a time (a session-level
  // advisory lock on a dedicated connection, released when done or when that connection dies)
  await withStartLock(pg, url, schemaOf, async () => {
    await migrate(ownerPg, { migrationsFolder, migrationsSchema: schemaName ?? 'drizzle' });
    await ensureRowSecurity(owner, { schema: schemaOf, password: appPassword(url), createRole: !given, role: given ? appRoleName() : undefined });
  });
  const events = postgresChannel({
    schema: schemaOf,
    notifier: owner,
    connect: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    },
  });
  await (events as unknown as { ready: Promise<void> }).ready;
  const pool = new pg.Pool({
    connectionString: given ?? appUrl(url),
    max: Number(process.env.DB_POOL_MAX ?? 10),
    ...(schemaName ? { options: searchPath.trim() } : {}),
  });
  survivesLostConnections(pool);
  scopeConnections(pool);
  const db = drizzle({ client: pool, schema, logger: watch.logger }) as unknown as Db;
  return {
    db,
    ownerDb,
    kind: 'postgres',
    onWrite: watch.onWrite,
    events,
    exclusive: (work) => withStartLock(pg, url, schemaOf, work),
    ping: async () => {
      await pool.query('select 1');
    },
    exec: async (text) => {
      await owner.query(text);
    },
    close: async () => {
      await events.close();
      await pool.end();
      await owner.end();
    },
  };
}

/**
 * A connection the server ends (a restart, an administrator) must not take the process down. The
 * pool handles it for idle connections; a connection checked out (a transaction between two of its
 * statements) emits 'error' on its client, which would be thrown with no listener: every client
 * gets one at birth. The statement in hand fails, the pool drops the broken client when it comes
 * back, and the next call opens a new connection.
 */
function survivesLostConnections(p: import('pg').Pool): void {
  const lost = (err: Error) => console.warn(`PostgreSQL connection lost: ${err.message}`);
  p.on('error', lost);
  p.on('connect', (client) => void client.on('error', lost));
}

/** the advisory lock key of a schema's start-up work (migrations, role set-up, the demo seed) */
export function startLockKey(schema: string): string {
  return `anhua_start_${schema}`;
}

/**
 * Runs `work` holding the schema's start-up advisory lock (pg_advisory_lock on hashtext of the key):
 * a second process starting at the same moment waits, then finds the migrations applied.
 */
export async function withStartLock<T>(pg: typeof import('pg').default, url: string, schema: string, work: () => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  // a lost connection fails the statement in hand (and frees the lock); it must not end the process
  c.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  await c.connect();
  try {
    await c.query('select pg_advisory_lock(hashtext($1))', [startLockKey(schema)]);
    return await work();
  } finally {
    await c.query('select pg_advisory_unlock(hashtext($1))', [startLockKey(schema)]).catch(() => undefined);
    await c.end().catch(() => undefined);
  }
}

type PgliteClient = import('@electric-sql/pglite').PGlite;
type PgliteTx = Parameters<Parameters<PgliteClient['transaction']>[0]>[0];

/**
 * PGlite has one session for everything, so the session takes the caller's identity for each piece
 * of work: the app's queries run as the app role (row-level security applies, as on PostgreSQL) under
 * the current work's tenant; the owner's (the seed, tests' checks) as the superuser under '*'. Each
 * query or transaction runs inside one PGlite transaction, which holds PGlite's lock, so nothing
 * runs between the setting and the work. The setting is made only when it changes; a transaction
 * that rolls back also undoes a setting made in it, so after any failure it is made again.
 */
function pgliteSessions(client: PgliteClient) {
  let inForce: string | null = null;
  const within = async <T>([role, tenant]: [string, string], work: (tx: PgliteTx) => Promise<T>): Promise<T> => {
    const want = `${role}\u0000${tenant}`;
    try {
      return await client.transaction(async (tx) => {
        if (inForce !== want) {
          inForce = null;
          await tx.query(TAKE_SESSION, [role, tenant]);
          inForce = want;
        }
        return work(tx);
      });
    } catch (err) {
      inForce = null;
      throw err;
    }
  };
  const as = (who: () => [string, string]) => ({
    query: (text: string, params?: unknown[], options?: Parameters<PgliteClient['query']>[2]) => within(who(), (tx) => tx.query(text, params, options)),
    transaction: <T>(work: (tx: PgliteTx) => Promise<T>) => within(who(), work),
  });
  // the superuser, which passes the wall
  const superuser = (): [string, string] => ['none', ''];
  return {
    // the work's tenant under the app role; asSystem's work under the system role
    app: as(() => sessionFor(tenantSetting(), APP_ROLE)) as unknown as PgliteClient,
    owner: as(superuser) as unknown as PgliteClient,
    ownerExec: async (text: string) => {
      await within(superuser(), (tx) => tx.exec(text));
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
        // asSystem's work takes the system role (row-security.ts); a tenant's goes back to the login (app) role
        await client.query(TAKE_SESSION, sessionFor(want, 'none'));
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
