/**
 * Short-lived answers of the reads every request repeats: the session behind a token, a role's
 * grants and data scopes, and list totals (a count over a busy store's clues costs more than the page
 * itself). One cache per server instance, in memory.
 *
 * Freshness: the database tells about every data-changing statement sent through Drizzle
 * (server/db/index.ts). A request that wrote moves its tenant's generation when its handler is done,
 * after its transaction, which drops that tenant's entries at once; a signed-out or platform-tenant
 * request, a job or a test's own insert drops everything. Other processes on the same database tell
 * their writes through its change channel (server/db/events.ts, attach), which drops that tenant's
 * entries here as soon as it arrives. The time-to-live bounds what this instance cannot see: answers
 * that depend on the clock (overdue clues), changes made with raw SQL outside Drizzle, and a message
 * still on its way. docs/performance.md says why these figures.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Change, ChangeChannel } from '../db/events';
import { ALL_TENANTS, tenantSetting } from '../db/data-context';

/** the request being handled by route(): whether it wrote, which tables, and in which tenant */
const requestWrites = new AsyncLocalStorage<{ wrote: boolean; tables: Set<string>; tenantOf: () => string | null }>();

export const READ_TTL_MS = {
  /** the session row behind a token: a sign-in elsewhere shows at the next call on this instance */
  session: 2_000,
  /** a role's button grants, API scopes and data scopes */
  grants: 5_000,
  /** the total of a list page and the counts of the clue tabs */
  totals: 5_000,
  /** a list's built statements (ReadCache.memo): what a second of clock changes in them the tabs' 5 s clock already rounds away */
  statement: 1_000,
} as const;

interface Entry {
  gen: string;
  at: number;
  value: unknown;
}

export class ReadCache {
  private readonly gens = new Map<string, number>();
  private epoch = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, { gen: string; promise: Promise<unknown> }>();
  private readonly memos = new Map<string, Entry>();

  /** where this instance tells the other processes what it wrote (attach) */
  private channel: ChangeChannel | null = null;
  /** writes outside a request (jobs, tests' own inserts), told together once the current turn is over */
  private pending: Map<string, Set<string>> | null = null;

  constructor(
    private readonly clock: () => number,
    private readonly maxEntries = 20_000,
    private readonly maxMemos = 2_000,
  ) {}

  /**
   * Joins the database's change channel: this instance's writes are told to the other processes,
   * and their writes ("outside" changes) drop this instance's cached reads of that tenant.
   */
  attach(channel: ChangeChannel): () => void {
    this.channel = channel;
    return channel.subscribe((change, outside) => {
      if (outside) this.changed(change.tenant);
    });
  }

  /**
   * Awaited by every request before it reads: the changes other processes answered before this
   * request arrived have dropped their cached reads here (their message can still be on its way).
   */
  async catchUp(): Promise<void> {
    if (this.channel) await this.channel.sync();
  }

  /** tells the other processes (awaited by a request before its answer leaves) */
  async tell(change: Change): Promise<void> {
    if (this.channel) await this.channel.publish(change);
  }

  /** a write outside any request: told with the others of this turn */
  tellSoon(tenant: string | null, tables: string[]): void {
    if (!this.channel) return;
    const key = tenant ?? '';
    if (!this.pending) {
      this.pending = new Map();
      setImmediate(() => {
        const all = this.pending!;
        this.pending = null;
        for (const [t, set] of all) void this.tell({ tenant: t || null, tables: [...set] });
      });
    }
    const set = this.pending.get(key) ?? new Set<string>();
    for (const t of tables) set.add(t);
    this.pending.set(key, set);
  }

  private generation(tenantId: string): string {
    return `${this.epoch}.${this.gens.get(tenantId) ?? 0}`;
  }

  /** a write in this tenant happened (null: a write whose reach is not one tenant) */
  changed(tenantId: string | null): void {
    if (tenantId === null) {
      this.epoch++;
      this.entries.clear();
      this.memos.clear();
      return;
    }
    this.gens.set(tenantId, (this.gens.get(tenantId) ?? 0) + 1);
  }

  /**
   * A value built from the request alone (a list's statements: the scope, the filters, the clock of
   * its tabs), kept READ_TTL_MS.statement in a small map of its own: building a page's SQL costs as
   * much as running it. A write in the tenant drops it like any read.
   */
  memo<T>(tenantId: string, key: string, build: () => T): T {
    const full = `${tenantId}\u0000${key}`;
    const gen = this.generation(tenantId);
    const now = this.clock();
    const hit = this.memos.get(full);
    if (hit && hit.gen === gen && Math.abs(now - hit.at) < READ_TTL_MS.statement) return hit.value as T;
    const value = build();
    this.memos.delete(full);
    this.memos.set(full, { gen, at: now, value });
    if (this.memos.size > this.maxMemos) this.memos.delete(this.memos.keys().next().value as string);
    return value;
  }

  /** load's answer, shared only with the callers of the same key while it is loading (nothing kept) */
  async shared<T>(tenantId: string, key: string, load: () => Promise<T>): Promise<T> {
    const full = `${tenantId}\u0000${key}`;
    const gen = this.generation(tenantId);
    const flight = this.flights.get(full);
    if (flight && flight.gen === gen) return flight.promise as Promise<T>;
    const promise = load();
    this.flights.set(full, { gen, promise });
    try {
      return await promise;
    } finally {
      if (this.flights.get(full)?.promise === promise) this.flights.delete(full);
    }
  }

  /**
   * The cached answer of `key` in the tenant, or load's: concurrent misses share one load, and an
   * answer loaded across a write is kept under the generation it started in, so it is never served.
   */
  async get<T>(tenantId: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const full = `${tenantId}\u0000${key}`;
    const gen = this.generation(tenantId);
    const now = this.clock();
    const hit = this.entries.get(full);
    // the clock may be moved back in tests: an entry from the "future" is as old as its distance
    if (hit && hit.gen === gen && Math.abs(now - hit.at) < ttlMs) return hit.value as T;
    const value = await this.shared(tenantId, key, load);
    this.entries.delete(full);
    this.entries.set(full, { gen, at: now, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}

/** A Drizzle select: prepared once, it gives its SQL (the cache key) and runs without being built again. */
interface Preparable<T> {
  prepare(name?: string): { getQuery(): { sql: string; params: unknown[] }; execute(): Promise<T> };
}

/** A statement built once: its key (SQL text and parameters) and a runner of it as built. */
export interface Built<T> {
  key: string;
  run(): Promise<T>;
}

export function built<T>(query: Preparable<T>): Built<T> {
  const { sql } = query.prepare().getQuery();
  // named by its text: each PostgreSQL connection parses it once, and plans it once it has seen that a
  // plan for any parameters costs no more than one for these (planning a clue page took longer than
  // running it). PGlite ignores the name.
  const prepared = query.prepare(`q${createHash('sha1').update(sql).digest('base64url')}`);
  const { params } = prepared.getQuery();
  return { key: `${sql}\u0000${JSON.stringify(params)}`, run: () => prepared.execute() };
}

/**
 * The rows of a page are never kept, but callers asking for the very same statement while it is on its
 * way share its answer, shaped once: ten desks opening the same tab at once cost one query and one
 * presentation. `owner` names the shaping (two shapings of one statement do not share). A request that
 * wrote moved its tenant's generation, so it never joins a query started before its write. Callers
 * must not change the shared answer.
 */
export function sharedRows<T, U>(cache: ReadCache, tenantId: string, owner: string, stmt: Built<T>, shape: (rows: T) => U): Promise<U> {
  return cache.shared(tenantId, `rows:${owner}\u0000${stmt.key}`, async () => shape(await stmt.run()));
}

/**
 * A total or a count that may be kept READ_TTL_MS.totals, keyed by its SQL text and parameters (the
 * caller's scope and filters are in them, so two callers share an entry only when they would
 * count the same rows).
 */
export function cachedCount<T>(cache: ReadCache, tenantId: string, stmt: Built<T> | Preparable<T>): Promise<T> {
  const b = 'key' in stmt ? stmt : built(stmt);
  return cache.get(tenantId, `sql:${b.key}`, READ_TTL_MS.totals, () => b.run());
}

/** called for each write statement with the tables it names (server/app.ts wires it to the database) */
export function noteWrite(cache: ReadCache, tables: string[] = ['*']): void {
  const req = requestWrites.getStore();
  if (!req) {
    cache.changed(null);
    const t = tenantSetting();
    cache.tellSoon(t && t !== ALL_TENANTS ? t : null, tables);
    return;
  }
  // now, so the request's own later reads miss; again at its end (withWriteTracking), so that what
  // others read while its transaction was open is not kept either
  req.wrote = true;
  for (const t of tables) req.tables.add(t);
  cache.changed(req.tenantOf());
}

/**
 * Runs a request's handler, then drops the cached reads its writes may have changed: the tenant's
 * (null, a signed-out caller or the platform tenant, drops all), and tells the other processes
 * (which tables, which tenant) before the answer leaves.
 */
export async function withWriteTracking<T>(cache: ReadCache, tenantOf: () => string | null, handler: () => Promise<T>, session: string | null = null): Promise<T> {
  const state = { wrote: false, tables: new Set<string>(), tenantOf };
  try {
    return await requestWrites.run(state, handler);
  } finally {
    if (state.wrote) {
      cache.changed(tenantOf());
      await cache.tell({ tenant: tenantOf(), tables: [...state.tables], session });
    }
  }
}
