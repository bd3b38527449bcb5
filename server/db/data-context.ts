/**
 * Whose data a piece of work may touch, carried with the work (AsyncLocalStorage) down to the
 * database connection: on PostgreSQL every query runs with `app.tenant_id` set to it, and row-level
 * security (row-security.ts) lets a row through only when its tenant_id matches. Handlers never pass
 * it: the route sets the caller's tenant once; jobs set the tenant of what they work on; the few
 * places that must see every tenant (the platform's tenant list, the export queue) say so with
 * asSystem and a reason, which is logged.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type DataContext = { tenantId: string } | { system: string };

const store = new AsyncLocalStorage<DataContext>();

/** asSystem's mark: its work runs under the system role, which sees every tenant (row-security.ts) */
export const ALL_TENANTS = '*';

// awaited inside the context: a Drizzle query is a lazy thenable that runs only when awaited
export function asTenant<T>(tenantId: string, work: () => T | PromiseLike<T>): Promise<T> {
  return store.run({ tenantId }, async () => await work());
}

let audit: (reason: string) => void = () => {};
/** where asSystem reports itself (the server's logger) */
export function onSystemAccess(listener: (reason: string) => void): void {
  audit = listener;
}

/** Work across every tenant: explicit, named, and logged. */
export function asSystem<T>(reason: string, work: () => T | PromiseLike<T>): Promise<T> {
  audit(reason);
  return store.run({ system: reason }, async () => await work());
}

/** The tenant setting for the current work: '' (no rows) when the work said nothing, ALL_TENANTS in asSystem's. */
export function tenantSetting(): string {
  const ctx = store.getStore();
  if (!ctx) return '';
  return 'tenantId' in ctx ? ctx.tenantId : ALL_TENANTS;
}

/**
 * A job's walk over tenants: `find` lists what is due across every tenant (asSystem, named by
 * `reason`), each item with its tenant; `each` then runs for one item at a time, in that item's
 * tenant, so the work itself sees and writes nothing of another. Answers `each`'s results in order.
 */
export async function eachInItsTenant<T extends { tenantId: string | null }, R>(
  reason: string,
  find: () => PromiseLike<T[]>,
  each: (item: T, tenantId: string) => Promise<R>,
): Promise<R[]> {
  const items = await asSystem(reason, find);
  const out: R[] = [];
  for (const item of items) {
    const tenantId = String(item.tenantId);
    out.push(await asTenant(tenantId, () => each(item, tenantId)));
  }
  return out;
}
