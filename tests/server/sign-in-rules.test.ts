/**
 * The sign-in rules of issue 15: a stranger's failures do not lock the owner out, the initial
 * password opens nothing but its change, a store switch ends the old token, secret parameters are
 * the tenant admin's alone, and public phone checks do not tell who has an account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BASIC, call, login, passFirstSignIn, startServer, type Envelope, type TestServer, type Tokens } from './harness';
import { DEMO_TENANT } from '../../server/db/seed';
import { authLoginFailure, authLoginSlowdown, param, user } from '../../server/db/schema';
import { THROTTLE } from '../../server/modules/blade-auth';

let s: TestServer;

beforeAll(async () => {
  s = await startServer({ initialPasswords: 'kept' });
}, 60_000);

afterAll(async () => {
  await s?.close();
});

/** a sign-in from a given address */
async function signIn(account: string, password: string, ip: string): Promise<Envelope<Tokens>> {
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    remoteAddress: ip,
    headers: { authorization: BASIC, 'tenant-id': DEMO_TENANT },
    query: { tenantId: DEMO_TENANT, username: account, password, grant_type: 'password', scope: 'all' },
  });
  return JSON.parse(res.body) as Envelope<Tokens>;
}

describe('throttling by account and address together', () => {
  it("refuses the stranger's address but lets the owner in from their own", async () => {
    await passFirstSignIn(s.database, 'finance');
    for (let i = 0; i < THROTTLE.pair.max; i++) expect((await signIn('finance', `guess${i}x`, '203.0.113.9')).code).toBe(40001);
    // the stranger's address is refused, even with the right password
    expect((await signIn('finance', 'anhua123', '203.0.113.9')).code).toBe(40002);
    // the owner, at the office, signs in (only slowed: the account failed from elsewhere)
    const owner = await signIn('finance', 'anhua123', '198.51.100.20');
    expect(owner.code).toBe(200);
    // the owner's success does not forgive the stranger's address
    expect((await signIn('finance', 'anhua123', '203.0.113.9')).code).toBe(40002);
  });

  it('refuses an address that fails on many accounts', async () => {
    const now = Date.now();
    await s.database.ownerDb.insert(authLoginFailure).values(
      Array.from({ length: THROTTLE.address.max }, (_, i) => ({ id: String(8_000_000_000_000 + i), tenantId: DEMO_TENANT, account: `nobody${i}`, ip: '192.0.2.77', createTime: new Date(now - i * 1000) })),
    );
    expect((await signIn('warehouse', 'anhua123', '192.0.2.77')).code).toBe(40002);
    expect((await signIn('warehouse', 'anhua123', '192.0.2.78')).code).toBe(200);
  });
});

describe('the slowed account', () => {
  it('gives parallel attempts distinct turns, one delay apart, kept in the database every server process shares', async () => {
    const account = 'slowed-by-strangers';
    const now = Date.now();
    // the account failed its free tries in the hour, each from another address
    await s.database.ownerDb.insert(authLoginFailure).values(
      Array.from({ length: THROTTLE.account.free }, (_, i) => ({ id: String(8_100_000_000_000 + i), tenantId: DEMO_TENANT, account, ip: `198.18.0.${i + 1}`, createTime: new Date(now - 60_000) })),
    );
    const { stepMs, maxDelayMs } = THROTTLE.account;
    THROTTLE.account.stepMs = 25; // the length of the wait is not what this test is about
    THROTTLE.account.maxDelayMs = 25;
    try {
      const before = s.services.now().getTime();
      const answers = await Promise.all([1, 2, 3].map((i) => signIn(account, `guess${i}`, `198.18.1.${i}`)));
      expect(answers.map((a) => a.code)).toEqual([40001, 40001, 40001]);
      const [turn] = await s.database.ownerDb.select().from(authLoginSlowdown).where(and(eq(authLoginSlowdown.tenantId, DEMO_TENANT), eq(authLoginSlowdown.account, account)));
      // three turns were reserved one after another: the last ends at least three delays on
      expect(turn.nextAt.getTime() - before).toBeGreaterThanOrEqual(3 * 25);
    } finally {
      THROTTLE.account.stepMs = stepMs;
      THROTTLE.account.maxDelayMs = maxDelayMs;
    }
  });
});

describe('the initial password', () => {
  it('opens only its change, sign-out and user info, until it is changed', async () => {
    const t = await signIn('sales', 'anhua123', '127.0.0.1');
    expect(t.code).toBe(200);
    const token = t.data.access_token;
    for (const url of ['/crm-anhua/store/myList', '/blade-system/menu/routes', '/crm-dcc/clue/page']) {
      const r = await call(s.app, 'GET', url, { token });
      expect(r, url).toMatchObject({ code: 30006, success: false, msg: '请先修改初始密码' });
    }
    const en = await call(s.app, 'GET', '/crm-anhua/store/myList', { token, headers: { 'accept-language': 'en' } });
    expect(en.msg).toBe('Please change your initial password first');
    expect((await call(s.app, 'GET', '/user/getUserInfo', { token })).code).toBe(200);
    expect((await call(s.app, 'GET', '/blade-user/verifyIsInitPassword', { token })).code).toBe(30002);
    const changed = await call(s.app, 'POST', '/blade-user/update-password', { token, body: { oldPassword: 'anhua123', newPassword: 'sales2026a', newPassword1: 'sales2026a' } });
    expect(changed.code).toBe(200);
    const again = await login(s.app, 'sales', 'sales2026a');
    expect((await call(s.app, 'GET', '/crm-anhua/store/myList', { token: again.access_token })).code).toBe(200);
  });

  it('never holds back the tenant super-admin', async () => {
    const admin = await login(s.app, 'admin', 'admin123');
    expect((await call(s.app, 'GET', '/crm-anhua/store/myList', { token: admin.access_token })).code).toBe(200);
  });
});

describe('store switch', () => {
  it('ends the old access token: it answers 401, not the old store', async () => {
    await passFirstSignIn(s.database, 'manager');
    const t = await login(s.app, 'manager', 'anhua123');
    const stores = await call<Array<{ value: string }>>(s.app, 'GET', '/crm-anhua/store/myList', { token: t.access_token });
    const first = await call<Tokens>(s.app, 'GET', '/blade-auth/oauth/modifyToken', { token: t.access_token, query: { storeId: stores.data[0].value } });
    const second = await call<Tokens>(s.app, 'GET', '/blade-auth/oauth/modifyToken', { token: first.data.access_token, query: { storeId: stores.data[1].value } });
    expect(second.code).toBe(200);
    for (const old of [t.access_token, first.data.access_token]) {
      const r = await call(s.app, 'GET', '/crm-dcc/clue/page', { token: old });
      expect(r).toMatchObject({ status: 401, code: 401 });
    }
    const info = await call<{ store_id: string }>(s.app, 'GET', '/user/getUserInfo', { token: second.data.access_token });
    expect(info.data.store_id).toBe(stores.data[1].value);
    // the new session refreshes; the old one's refresh token is spent
    const refreshed = await call<Tokens>(s.app, 'POST', '/blade-auth/oauth/token', { query: { grant_type: 'refresh_token', refresh_token: second.data.refresh_token, tenantId: DEMO_TENANT } });
    expect(refreshed.code).toBe(200);
    expect(refreshed.data.store_id).toBe(stores.data[1].value);
  });
});

describe('secret parameters', () => {
  it('are listed, read and exported by the tenant admin only', async () => {
    await passFirstSignIn(s.database, 'service');
    await s.database.ownerDb.insert(param).values({ id: '7000000000000001', tenantId: DEMO_TENANT, paramName: '短信密钥', paramKey: 'sms.secret', paramValue: 'k-123' });
    const [initRow] = await s.database.ownerDb.select({ id: param.id }).from(param).where(and(eq(param.tenantId, DEMO_TENANT), eq(param.paramKey, 'account.initPassword')));
    const admin = await login(s.app, 'admin', 'admin123');
    const staff = await login(s.app, 'service', 'anhua123');
    type Page = { records: Array<{ paramKey: string; paramValue: string }> };
    const keys = async (token: string) => {
      const r = await call<Page>(s.app, 'GET', '/blade-system/param/list', { token, query: { size: 200 } });
      expect(r.code).toBe(200); // the staff may list parameters: only the secret ones are kept from them
      return r.data.records.map((x) => x.paramKey);
    };
    expect(await keys(admin.access_token)).toEqual(expect.arrayContaining(['account.initPassword', 'sms.secret']));
    const seen = await keys(staff.access_token);
    expect(seen).not.toContain('account.initPassword');
    expect(seen).not.toContain('sms.secret');
    const byKey = await call<Page>(s.app, 'GET', '/blade-system/param/list', { token: staff.access_token, query: { paramKey: 'initPassword' } });
    expect(byKey.code).toBe(200);
    expect(byKey.data.records).toHaveLength(0);
    const detail = await call(s.app, 'GET', '/blade-system/param/detail', { token: staff.access_token, query: { id: initRow.id } });
    expect(detail.code).toBe(404);
    expect(JSON.stringify(detail)).not.toContain('anhua123');
    const adminDetail = await call<{ paramValue: string }>(s.app, 'GET', '/blade-system/param/detail', { token: admin.access_token, query: { id: initRow.id } });
    expect(adminDetail.data.paramValue).toBe('anhua123');
  });
});

describe('public phone checks', () => {
  it('answer alike for registered and unregistered phones', async () => {
    const [known] = await s.database.ownerDb.select({ phone: user.phone }).from(user).where(and(eq(user.tenantId, DEMO_TENANT), eq(user.account, 'warehouse')));
    const a = await call(s.app, 'GET', '/blade-user/verifyPhone', { query: { phone: known.phone! } });
    const b = await call(s.app, 'GET', '/blade-user/verifyPhone', { query: { phone: '13955556666' } });
    expect(a).toEqual(b);
  });
});
