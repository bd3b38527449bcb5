/**
 * Tenancy: what "no store selected" means (docs/tenancy.md), and the tenant wall.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';
import { managerIn } from './car-order-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s.close();
});

describe('the tenant super-admin without a store', () => {
  it('reads the salesmen of every store of the tenant, never a 500', async () => {
    const admin = await login(s.app, 'admin', 'admin123');
    expect(admin.store_id ?? null).toBeNull();
    const people = await call<Array<{ id: string; roleAlias: string }>>(s.app, 'GET', '/crm-dcc/ahSalesman/personnelList', { token: admin.access_token });
    expect(people.status).toBe(200);
    expect(people.code).toBe(200);
    const { token: manager } = await managerIn(s, '安华宝马杭州西湖店');
    const inOneStore = await call<Array<{ id: string }>>(s.app, 'GET', '/crm-dcc/ahSalesman/personnelList', { token: manager });
    // every store's people, so at least those of one store
    expect(people.data.length).toBeGreaterThan(inOneStore.data.length);
    const salesmen = await call<Array<{ id: string }>>(s.app, 'GET', '/crm-dcc/ahSalesman/salesmenList', { token: admin.access_token });
    expect(salesmen.status).toBe(200);
    expect(salesmen.data.length).toBeGreaterThan(0);
  });

  it('is asked to switch to a store for a write that belongs to one, in both languages', async () => {
    const admin = await login(s.app, 'admin', 'admin123');
    const zh = await call(s.app, 'POST', '/crm-warehouse/ahWarehouseCar/saveLockSetting', { token: admin.access_token, body: { lockHours: 24 } });
    expect(zh.status).toBe(400);
    expect(zh.msg).toBe('请先切换到门店');
    const en = await call(s.app, 'POST', '/crm-warehouse/ahWarehouseCar/saveLockSetting', { token: admin.access_token, body: { lockHours: 24 }, headers: { 'accept-language': 'en' } });
    expect(en.msg).toBe('Please switch to a store first');
  });
});
