/**
 * Tenancy: what "no store selected" means (docs/tenancy.md), and the tenant wall.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';
import { managerIn } from './car-order-helpers';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { databaseUrl } from './seeded-database';
import { APP_ROLE, SYSTEM_ROLE, appUrl } from '../../server/db/row-security';
import { asSystem, asTenant } from '../../server/db/data-context';
import { param, user } from '../../server/db/schema';
import { DEMO_TENANT, PLATFORM_TENANT } from '../../server/db/seed';

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

// ------------------------------------------------------------------ the wall PostgreSQL keeps
describe('row-level security, on PostgreSQL and on PGlite', () => {
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await s.database.ownerDb.execute(q)) as unknown as { rows: T[] }).rows;
  const appClient = async () => {
    const [{ db }] = await rows<{ db: string }>(sql`select current_database() as db`);
    const c = new pg.Client({ connectionString: appUrl(databaseUrl(process.env.TEST_DATABASE_URL!, db)) });
    await c.connect();
    return c;
  };

  it('is enabled and forced on every table with a tenant_id', async () => {
    const tables = await rows<{ name: string; rls: boolean; forced: boolean }>(sql`
      select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join information_schema.columns col on col.table_schema = n.nspname and col.table_name = c.relname and col.column_name = 'tenant_id'
      where c.relkind = 'r' and n.nspname = current_schema()`);
    expect(tables.length).toBeGreaterThan(50);
    expect(tables.filter((t) => !t.rls || !t.forced).map((t) => t.name)).toEqual([]);
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)('lets a query without the tenant setting see no rows, and the app role cannot turn it off', async () => {
    const c = await appClient();
    try {
      const [{ who, su }] = (await c.query<{ who: string; su: boolean }>(`select current_user as who, (select rolsuper from pg_roles where rolname = current_user) as su`)).rows;
      expect(who).toBe(APP_ROLE);
      expect(su).toBe(false);
      expect((await c.query('select count(*)::int as n from blade_user')).rows[0].n).toBe(0);
      expect((await c.query('select count(*)::int as n from ah_clue')).rows[0].n).toBe(0);
      // not the owner: it cannot switch the policy off, nor leave it with row_security = off
      await expect(c.query('alter table blade_user disable row level security')).rejects.toThrow(/owner/);
      await c.query('set row_security = off');
      await expect(c.query('select count(*) from blade_user')).rejects.toThrow(/row-level security/);
      await c.query('reset row_security');
      await expect(c.query('set role postgres')).rejects.toThrow(/permission denied/);
      // a tenant's setting shows that tenant's rows only
      await c.query(`select set_config('app.tenant_id', $1, false)`, [DEMO_TENANT]);
      const tenants = (await c.query<{ t: string }>('select distinct tenant_id as t from blade_user')).rows.map((r) => r.t);
      expect(tenants).toEqual([DEMO_TENANT]);
      // the '*' of earlier versions opens nothing any more: seeing every tenant takes the system role
      await c.query(`select set_config('app.tenant_id', '*', false)`);
      expect((await c.query('select count(*)::int as n from blade_user')).rows[0].n).toBe(0);
      // and its policy is a plain equality, which the planner serves from the tenant index
      await c.query(`select set_config('app.tenant_id', $1, false)`, [DEMO_TENANT]);
      await c.query('set enable_seqscan = off');
      const plan = (await c.query<{ 'QUERY PLAN': string }>('explain select id from ah_clue')).rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Index Cond: \(\(tenant_id\)::text = current_setting\('app\.tenant_id'/);
    } finally {
      await c.end();
    }
  });

  const whoAmI = () =>
    s.services.db
      .execute<{ who: string; su: boolean }>(sql`select current_user as who, (select rolsuper from pg_roles where rolname = current_user) as su`)
      .then((r) => (r as unknown as { rows: { who: string; su: boolean }[] }).rows[0]);

  it('runs the server’s queries as the app role, which is neither superuser nor owner', async () => {
    expect(await asTenant(DEMO_TENANT, whoAmI)).toEqual({ who: APP_ROLE, su: false });
  });

  it('sees every tenant only in asSystem’s work, under the system role, and goes back to the wall after it', async () => {
    expect(await asSystem('tenancy test', whoAmI)).toEqual({ who: SYSTEM_ROLE, su: false });
    const tenants = await asSystem('tenancy test', () => s.services.db.selectDistinct({ t: user.tenantId }).from(user));
    expect(tenants.map((r) => r.t)).toEqual(expect.arrayContaining([DEMO_TENANT, PLATFORM_TENANT]));
    // the same connection (PGlite has one) serves a tenant's work next: the wall again
    expect(await asTenant(DEMO_TENANT, whoAmI)).toEqual({ who: APP_ROLE, su: false });
    const after = await asTenant(DEMO_TENANT, () => s.services.db.selectDistinct({ t: user.tenantId }).from(user));
    expect(after.map((r) => r.t)).toEqual([DEMO_TENANT]);
  });

  it('holds when a handler forgets its tenant filter: it reads and writes its own tenant only', async () => {
    const [{ n: everyone }] = await rows<{ n: number }>(sql`select count(*)::int as n from blade_user`);
    const [{ n: demo }] = await rows<{ n: number }>(sql`select count(*)::int as n from blade_user where tenant_id = ${DEMO_TENANT}`);
    expect(everyone).toBeGreaterThan(demo);
    // the query a buggy handler would send: no tenant predicate at all
    const seen = await asTenant(DEMO_TENANT, () => s.services.db.select({ tenantId: user.tenantId }).from(user));
    expect(seen.length).toBe(demo);
    expect(new Set(seen.map((r) => r.tenantId))).toEqual(new Set([DEMO_TENANT]));
    // outside any tenant: nothing
    expect(await s.services.db.select({ id: user.id }).from(user)).toEqual([]);
    // a write into another tenant is refused by the database itself
    await expect(
      asTenant(DEMO_TENANT, () => s.services.db.update(user).set({ realName: 'x' }).where(eq(user.tenantId, PLATFORM_TENANT)).returning({ id: user.id })),
    ).resolves.toEqual([]);
    await expect(
      asTenant(DEMO_TENANT, () => s.services.db.insert(param).values({ id: '990000000000000001', tenantId: PLATFORM_TENANT, paramName: 'x', paramKey: 'rls.probe', paramValue: 'x' } as never)),
    ).rejects.toMatchObject({ cause: { code: '42501', message: expect.stringMatching(/row-level security/) } });
  });

  it('writes the work’s tenant into a row that does not say it, and refuses such a row where no tenant is set', async () => {
    const key = `rls.default.${Date.now()}`;
    const [made] = await asTenant(DEMO_TENANT, () =>
      s.services.db.insert(param).values({ id: String(990000000000000000n + BigInt(Date.now() % 1e9)), paramName: 'x', paramKey: key, paramValue: 'x' }).returning({ tenantId: param.tenantId }),
    );
    expect(made.tenantId).toBe(DEMO_TENANT);
    // asSystem's work names no tenant: the row must, else the column refuses it (not null)
    await expect(
      asSystem('tenancy test', () => s.services.db.insert(param).values({ id: String(990000000000000000n + BigInt((Date.now() + 1) % 1e9)), paramName: 'x', paramKey: `${key}.sys`, paramValue: 'x' })),
    ).rejects.toMatchObject({ cause: { code: '23502' } });
    await s.database.ownerDb.delete(param).where(eq(param.paramKey, key));
    // every tenant table but the tenants' own list, whose tenant_id is the tenant it describes
    const without = await rows<{ name: string }>(sql`
      select c.table_name as name from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = current_schema() and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE' and c.column_default is null`);
    expect(without.map((r) => r.name)).toEqual(['blade_tenant']);
  });
});

describe('declared unique fields in the database', () => {
  it('keeps exactly one of two saves of the same value at once, and names the field in the refusal', async () => {
    const admin = await login(s.app, 'admin', 'admin123');
    const name = `同时渠道${Date.now()}`;
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(s.app, 'POST', '/crm-dcc/ahClueFromChannel/save', { token: admin.access_token, body: { channelName: name, channelType: '1' } })),
    );
    expect(answers.filter((a) => a.code === 200), JSON.stringify(answers)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 200)) expect(refused).toMatchObject({ code: 400, msg: '渠道名称已存在', data: { field: 'channelName' } });
    const rows = await s.database.ownerDb.execute(sql`select count(*)::int as n from ah_clue_from_channel where channel_name = ${name} and is_deleted = 0`);
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(1);
  });
});
