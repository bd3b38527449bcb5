/**
 * The read cache behind list totals, sessions and grants (server/http/read-cache.ts): writes through
 * the server show at once, raw SQL outside Drizzle shows within the time-to-live.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer, type Tokens } from './harness';
import { inputClue, userId } from './clue-helpers';
import { READ_TTL_MS } from '../../server/http/read-cache';
import { ahClueTrace } from '../../server/db/resource-tables/sales';
import { DEMO_TENANT } from '../../server/db/seed';
import { newId } from '../../server/db/ids';

let s: TestServer;
let manager: Tokens;

beforeAll(async () => {
  s = await startServer();
  manager = await login(s.app, 'manager', 'anhua123');
}, 120_000);
afterAll(async () => s?.close());

async function totals() {
  const page = await call<{ total: number }>(s.app, 'GET', '/crm-dcc/ahClueTrace/selectCluePage', { token: manager.access_token, query: { current: 1, size: 1, isMustToVisit: 99 } });
  const counts = await call<{ all: number }>(s.app, 'GET', '/crm-dcc/ahClueTrace/countTraceClue', { token: manager.access_token });
  expect(page.code).toBe(200);
  expect(counts.code).toBe(200);
  expect(counts.data.all).toBe(page.data.total);
  return page.data.total;
}

function clueValues(id: string) {
  return { id, tenantId: DEMO_TENANT, storeId: manager.store_id!, clueId: id, customerName: '缓存测试', customerPhone: '13900001111', visitState: 0, repeatMark: 0, publicity: 0, isDeleted: 0 };
}

describe('read cache', () => {
  it('shows a clue allocated through the server at once in the totals', async () => {
    // entered, a clue waits for allocation outside the desk's tabs; allocated, it is new
    const { clueId } = await inputClue(s, manager.access_token);
    const before = await totals();
    const alloc = await call(s.app, 'POST', '/crm-dcc/cluerecord/allocation-clue', { token: manager.access_token, body: { ids: [clueId], nextTraceUserId: await userId(s, 'sales') } });
    expect(alloc.code).toBe(200);
    expect(await totals()).toBe(before + 1);
  });

  it('shows a row written straight through Drizzle at once (a job, a script)', async () => {
    const before = await totals();
    await s.database.ownerDb.insert(ahClueTrace).values(clueValues(newId()) as never);
    expect(await totals()).toBe(before + 1);
  });

  it('keeps a total for its time-to-live when the database changes behind Drizzle, then counts again', async () => {
    // the clock stands still, so a slow machine cannot let one of the two totals expire before the other
    s.clock.frozenAt = Date.now();
    const before = await totals();
    const v = clueValues(newId());
    await s.database.exec(
      `insert into ah_clue_trace (id, tenant_id, store_id, clue_id, customer_name, customer_phone, visit_state, repeat_mark, publicity, is_deleted)
       values (${v.id}, '${DEMO_TENANT}', ${v.storeId}, ${v.id}, '${v.customerName}', '${v.customerPhone}', 0, 0, 0, 0)`,
    );
    expect(await totals()).toBe(before);
    s.clock.offsetMs += READ_TTL_MS.totals;
    expect(await totals()).toBe(before + 1);
    s.clock.frozenAt = undefined;
  });

  it('ends a superseded session at the next call, though sessions are cached', async () => {
    const first = await login(s.app, 'finance', 'anhua123');
    expect((await call(s.app, 'GET', '/user/getUserInfo', { token: first.access_token })).code).toBe(200);
    await login(s.app, 'finance', 'anhua123');
    expect((await call(s.app, 'GET', '/user/getUserInfo', { token: first.access_token })).code).toBe(59998);
  });
});
