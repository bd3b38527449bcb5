/**
 * A store-bound account (the demo store manager, bound to three of the group's stores, working in
 * the first) walks every route of the registry with the ids of a store it is not bound to, and its
 * storeId: it finds nothing of that store, changes nothing of it, and never gets a 5xx (issue 14,
 * docs/tenancy.md). The store's rows of every store-scoped declaration are compared before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_INIT_PASSWORD, DEMO_TENANT } from '../../server/db/seed';
import { RESOURCES, SLICES } from '../../src/domain/resources';
import { call, login, passFirstSignIn, startServer, type TestServer } from './harness';
import { firstIds, rowsOf, snapshot, walkRoutes } from './route-walk';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
  await passFirstSignIn(s.database, 'manager');
});
afterAll(async () => {
  await s?.close();
});

/** the manager, signed in and working in the first of his stores */
async function managerInHisStore(): Promise<{ token: string; stores: string[] }> {
  const t = await login(s.app, 'manager', DEMO_INIT_PASSWORD);
  const mine = await call<Array<{ value: string }>>(s.app, 'GET', '/crm-anhua/store/myList', { token: t.access_token });
  const stores = mine.data.map((x) => String(x.value));
  const sw = await call<{ access_token: string }>(s.app, 'GET', '/blade-auth/oauth/modifyToken', { token: t.access_token, query: { storeId: stores[0] } });
  expect(sw.code, sw.msg).toBe(200);
  return { token: sw.data.access_token, stores };
}

/**
 * Store-scoped rows that a group-wide computation writes as a whole, whoever asks: the same inputs
 * give the same rows, so a store's run changes another store's rows only as the group's own would.
 */
const GROUP_COMPUTED: Record<string, string> = {
  ah_rank_member: 'the members\' ranks, recomputed for the whole group by refreshRank (docs/ranks.md)',
};

describe('a store-bound account walking every route with another store\'s ids', () => {
  it('finds nothing of that store, changes nothing of it, and never answers 5xx', { timeout: 300_000 }, async () => {
    const { stores } = await managerInHisStore();
    const tables = [...new Set([...RESOURCES, ...SLICES].filter((d) => d.scope === 'store' && !(d.table in GROUP_COMPUTED)).map((d) => d.table))];
    // the store of the group he is not bound to with the most follow-ups: the one with the most to find
    const [other] = await rowsOf<{ id: string }>(
      s,
      sql`select s.id::text as id from ah_store s left join ah_clue_trace c on c.store_id::text = s.id::text and c.tenant_id = s.tenant_id
        where s.tenant_id = ${DEMO_TENANT} and s.id::text not in (${sql.join(stores.map((x) => sql`${x}`), sql`, `)})
        group by s.id order by count(c.id) desc, s.id limit 1`,
    );
    const theirs = sql`tenant_id = ${DEMO_TENANT} and store_id::text = ${other.id}`;
    const ids = await firstIds(s, tables, theirs);
    expect(ids.size).toBeGreaterThan(10);
    const before = await snapshot(s, tables, theirs);
    const walk = await walkRoutes(s, {
      tenant: DEMO_TENANT,
      signIn: async () => (await managerInHisStore()).token,
      ids,
      tenantId: DEMO_TENANT,
      storeId: other.id,
    });
    const after = await snapshot(s, tables, theirs);
    expect(walk.problems).toEqual([]);
    expect(tables.filter((t) => before[t] !== after[t])).toEqual([]);
    expect(walk.walked).toBeGreaterThan(500);
  });
});
