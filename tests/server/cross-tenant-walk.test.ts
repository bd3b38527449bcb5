/**
 * Every route of the registry, called by a second tenant's super-admin with the first tenant's ids
 * (details, updates, removes, batch id lists, store and tenant ids), finds nothing, changes nothing
 * and never answers 5xx (issue 14, docs/tenancy.md). The first tenant's rows are compared table by
 * table before and after the walk (tests/server/route-walk.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_INIT_PASSWORD, DEMO_TENANT } from '../../server/db/seed';
import { login, secondTenant, startServer, type TestServer } from './harness';
import { firstIds, rowsOf, snapshot, tablesWith, walkRoutes } from './route-walk';

const SECOND = '000777';
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
  await secondTenant(s.app, SECOND, '第二汽车集团');
});
afterAll(async () => {
  await s?.close();
});

describe('a second tenant walking every route with the first tenant\'s ids', () => {
  // some nine hundred calls: on a loaded machine more than the default minute
  it('finds nothing, changes nothing, and never answers 5xx', { timeout: 300_000 }, async () => {
    const tables = await tablesWith(s, ['tenant_id']);
    const theirs = sql`tenant_id = ${DEMO_TENANT}`;
    const ids = await firstIds(s, tables, theirs);
    const [demoStore] = await rowsOf<{ id: string }>(s, sql`select id::text as id from ah_store where tenant_id = ${DEMO_TENANT} order by id limit 1`);
    const before = await snapshot(s, tables, theirs);
    const walk = await walkRoutes(s, {
      tenant: SECOND,
      signIn: async () => (await login(s.app, 'admin', DEMO_INIT_PASSWORD, SECOND)).access_token,
      ids,
      tenantId: DEMO_TENANT,
      storeId: demoStore.id,
    });
    const after = await snapshot(s, tables, theirs);
    expect(walk.problems).toEqual([]);
    expect(tables.filter((t) => before[t] !== after[t])).toEqual([]);
    // the walk covered the registry, most routes with an id of their own table
    expect(walk.walked).toBeGreaterThan(500);
    expect(walk.matched / walk.walked).toBeGreaterThan(0.6);
  });
});
