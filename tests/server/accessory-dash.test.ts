/**
 * 配件来源看板 and 配件积压看板 (docs/after-sales.md): the rows agree with the store's parts and their
 * movements; the age filter and bad input.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer, type Tokens } from './harness';
import { ahAccessory } from '../../server/db/resource-tables/accessories';

let s: TestServer;
let service: Tokens;

beforeAll(async () => {
  s = await startServer();
  service = await login(s.app, 'service', 'anhua123');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const post = <T = unknown>(url: string, body: unknown) => call<T>(s.app, 'POST', url, { token: service.access_token, body });
type Page = { records: Array<Record<string, number | string | null>>; total: number };

describe('parts dashboards', () => {
  it('origin share: per supplier, summing to the store’s stock value', async () => {
    const env = await post<Page>('/crm-workorder/ahAccessoryOriginShare/page', { current: 1, size: 100 });
    expect(env.code, env.msg).toBe(200);
    const storeId = service.store_id;
    const parts = await s.database.ownerDb
      .select({ v: sql<string>`coalesce(sum(coalesce(${ahAccessory.stock}, 0) * coalesce(${ahAccessory.costPrice}, 0)), 0)`, n: sql<string>`count(*)` })
      .from(ahAccessory)
      .where(and(eq(ahAccessory.storeId, String(storeId)), eq(ahAccessory.isDeleted, 0)));
    expect(env.data.records.length).toBeGreaterThan(0);
    expect(env.data.records.reduce((t, r) => t + Number(r.stockAmount), 0)).toBe(Number(parts[0].v));
    expect(env.data.records.reduce((t, r) => t + Number(r.partCount), 0)).toBe(Number(parts[0].n));
    const shares = env.data.records.reduce((t, r) => t + Number(r.stockShare), 0);
    expect(Math.abs(shares - 100)).toBeLessThan(1);
    // a period before any purchase: nothing purchased, the stock unchanged
    const old = await post<Page>('/crm-workorder/ahAccessoryOriginShare/page', { current: 1, size: 100, occurredTimeStart: '2000-01-01 00:00:00', occurredTimeEnd: '2000-12-31 23:59:59' });
    expect(old.data.records.every((r) => Number(r.purchaseQuantity) === 0)).toBe(true);
  });

  it('backlog: parts with stock, in age groups; the filter and bad input', async () => {
    const env = await post<Page>('/crm-workorder/ahAccessoryBacklog/page', { current: 1, size: 100 });
    expect(env.code, env.msg).toBe(200);
    expect(env.data.records.length).toBeGreaterThan(0);
    expect(env.data.records.every((r) => Number(r.stock) > 0)).toBe(true);
    for (const r of env.data.records) {
      const days = r.idleDays === null ? null : Number(r.idleDays);
      const group = days === null || days > 180 ? 4 : days > 90 ? 3 : days > 30 ? 2 : 1;
      expect(r.ageGroup).toBe(group);
    }
    const group = Number(env.data.records[0].ageGroup);
    const only = await post<Page>('/crm-workorder/ahAccessoryBacklog/page', { current: 1, size: 100, ageGroup: group });
    expect(only.data.records.length).toBeGreaterThan(0);
    expect(only.data.records.every((r) => Number(r.ageGroup) === group)).toBe(true);
    expect((await post('/crm-workorder/ahAccessoryBacklog/page', { current: 1, size: 100, ageGroup: 9 })).code).toBe(400);
  });
});
