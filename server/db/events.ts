/**
 * The change channel of one database (one PostgreSQL schema): every server process tells the others
 * which tables a finished piece of work wrote, and in which tenant, so they drop that tenant's cached
 * reads and tell the browsers that watch those tables (GET /api/blade-desk/live).
 *
 * PostgreSQL: NOTIFY on a channel named after the schema, heard by one dedicated LISTEN connection per
 * process that reconnects by itself (after a reconnect, the process treats everything as changed: what
 * was said while it was away is lost). PGlite: one process holds the folder, so the channel is in memory.
 *
 * A change is delivered to this process's own listeners at once (outside: false) and to the other
 * processes' listeners when PostgreSQL delivers it (outside: true). Messages carry table names and a
 * tenant id only, never data.
 */
import crypto from 'node:crypto';

export interface Change {
  /** the tenant whose data changed; null: unknown reach (a job, a platform call, a sign-in): every tenant */
  tenant: string | null;
  /** the tables written; ['*'] when unknown (a reconnect) */
  tables: string[];
  /** the session whose call wrote (its own screen reloads what it changed; its live stream skips it) */
  session?: string | null;
}

export type ChangeListener = (change: Change, outside: boolean) => void;

export interface ChangeChannel {
  /** tells this process's listeners at once and the other processes through the database */
  publish(change: Change): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
  /** PostgreSQL: whether the LISTEN connection is up (PGlite: always) */
  listening(): boolean;
  /**
   * Resolves once every change committed before the call has been delivered to this process's
   * listeners: a request that starts after another process answered its write reads fresh data,
   * not what this process still had cached while the message was on its way.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** at most this many tables are named in one message; more become ['*'] (NOTIFY payloads stay small) */
const MAX_TABLES = 40;

function fanOut() {
  const listeners = new Set<ChangeListener>();
  return {
    listeners,
    emit(change: Change, outside: boolean) {
      for (const l of [...listeners]) {
        try {
          l(change, outside);
        } catch (err) {
          console.error('change listener', err);
        }
      }
    },
    subscribe(listener: ChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

function normalise(change: Change): Change {
  const tables = [...new Set(change.tables)].sort();
  return { tenant: change.tenant, tables: tables.length > MAX_TABLES ? ['*'] : tables, session: change.session ?? null };
}

export function memoryChannel(): ChangeChannel {
  const out = fanOut();
  return {
    publish: async (change) => out.emit(normalise(change), false),
    subscribe: out.subscribe,
    listening: () => true,
    // one process: its changes are delivered as they are published
    sync: async () => undefined,
    close: async () => out.listeners.clear(),
  };
}

/** the NOTIFY channel of a schema (identifiers are at most 63 bytes) */
export function channelName(schema: string): string {
  const base = `anhua_changes_${schema}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return base.length <= 63 ? base : `anhua_changes_${crypto.createHash('sha1').update(schema).digest('hex').slice(0, 40)}`;
}

interface PgLike {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

/**
 * `notifier` sends the NOTIFY (the owner pool: outside any transaction, so it is delivered at once);
 * `connect` opens a fresh dedicated client for LISTEN.
 */
export function postgresChannel(opts: {
  schema: string;
  notifier: PgLike;
  connect: () => Promise<import('pg').Client>;
  /** first wait before a reconnect, doubled up to 5 s */
  retryMs?: number;
}): ChangeChannel {
  const out = fanOut();
  const origin = crypto.randomBytes(8).toString('hex');
  const name = channelName(opts.schema);
  let client: import('pg').Client | null = null;
  let closed = false;
  let up = false;
  let wait = opts.retryMs ?? 100;
  let timer: NodeJS.Timeout | null = null;
  let connecting: Promise<void> | null = null;

  const reconnectLater = () => {
    up = false;
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void open(true);
    }, wait);
    wait = Math.min(wait * 2, 5000);
  };

  const open = (again: boolean): Promise<void> => {
    connecting = (async () => {
      let c: import('pg').Client | null = null;
      try {
        c = await opts.connect();
        c.on('error', (err) => {
          console.warn(`change channel: connection lost (${err.message}); reconnecting`);
          if (client === c) client = null;
          reconnectLater();
        });
        c.on('end', () => {
          if (client === c) client = null;
          reconnectLater();
        });
        c.on('notification', (msg) => {
          if (msg.channel !== name || !msg.payload) return;
          try {
            const m = JSON.parse(msg.payload) as { o: string; t: string | null; b: string[]; s?: string | null };
            if (m.o === origin) return;
            out.emit({ tenant: m.t, tables: m.b, session: m.s ?? null }, true);
          } catch {
            /* not ours */
          }
        });
        await c.query(`LISTEN "${name}"`);
        if (closed) {
          await c.end().catch(() => undefined);
          return;
        }
        client = c;
        up = true;
        wait = opts.retryMs ?? 100;
        // whatever was said while this process was not listening is lost: everything may have changed
        if (again) out.emit({ tenant: null, tables: ['*'] }, true);
      } catch (err) {
        if (c) void c.end().catch(() => undefined);
        if (!again) throw err;
        console.warn(`change channel: cannot listen (${(err as Error).message}); retrying`);
        reconnectLater();
      }
    })();
    return connecting;
  };

  const ready = open(false);

  /*
   * A round trip on the LISTEN connection: PostgreSQL signals a listening backend at the commit of a
   * NOTIFY, and an idle backend sends the notification at once, so every notification committed
   * before the round trip starts reaches the client ahead of its answer (node-pg emits them in the
   * order they arrive). Requests that arrive while a round trip is in flight share the next one
   * (one started after them), so a busy process sends at most one at a time.
   */
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const roundTrip = async (): Promise<void> => {
    const c = client;
    if (!c) {
      // not listening: what was said meanwhile is lost anyway; the reconnect drops everything
      return;
    }
    try {
      await c.query('select 1');
    } catch {
      /* the connection broke: its 'error' handler reconnects and treats everything as changed */
    }
  };
  const sync = (): Promise<void> => {
    if (!inFlight) {
      inFlight = roundTrip().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    if (!queued) {
      queued = inFlight.then(() => {
        queued = null;
        return sync();
      });
    }
    return queued;
  };

  return {
    async publish(change) {
      const c = normalise(change);
      out.emit(c, false);
      try {
        await opts.notifier.query('select pg_notify($1, $2)', [name, JSON.stringify({ o: origin, t: c.tenant, b: c.tables, s: c.session })]);
      } catch (err) {
        // the write itself is done; the other processes' short cache lifetimes bound what they miss
        console.warn(`change channel: notify failed (${(err as Error).message})`);
      }
    },
    subscribe: out.subscribe,
    listening: () => up,
    sync,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await ready.catch(() => undefined);
      await connecting?.catch(() => undefined);
      out.listeners.clear();
      const c = client;
      client = null;
      up = false;
      if (c) await c.end().catch(() => undefined);
    },
    // started before the first publish: openDatabase awaits it through ready()
    ...{ ready },
  } as ChangeChannel & { ready: Promise<void> };
}
