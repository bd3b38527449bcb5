import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BASIC, call, login, startServer, type TestServer, type Tokens } from './harness';
import { authLoginFailure, authRefreshToken, tenant, user } from '../../server/db/schema';
import { sha256Hex } from '../../server/http/jwt';
import { DEMO_TENANT } from '../../server/db/seed';
import { THROTTLE } from '../../server/modules/blade-auth';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const tokenCall = (opts: Parameters<typeof call>[3]) => call<Tokens>(s.app, 'POST', '/blade-auth/oauth/token', opts);
const pw = (username: string, password: string) => ({ tenantId: DEMO_TENANT, username, password, grant_type: 'password', scope: 'all', type: 'account' });

describe('envelope and errors', () => {
  it('answers an unknown path with 404 in the envelope', async () => {
    const r = await call(s.app, 'GET', '/nothing/here');
    expect(r.status).toBe(404);
    expect(r).toMatchObject({ code: 404, success: false, data: null });
    expect(r.msg).toBe('资源不存在');
  });

  it('answers a malformed JSON body with 400 and no stack trace', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC, 'tenant-id': DEMO_TENANT, 'content-type': 'application/json' },
      payload: '{"grant_type": ',
    });
    const body = JSON.parse(res.body);
    expect(res.statusCode).toBe(400);
    expect(body).toMatchObject({ code: 400, success: false });
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('speaks English on request', async () => {
    const r = await call(s.app, 'GET', '/nothing/here', { headers: { 'accept-language': 'en' } });
    expect(r.msg).toBe('Not found');
  });
});

describe('password grant', () => {
  it('accepts the query string, a form and JSON alike', async () => {
    const a = await tokenCall({ query: pw('admin', 'admin123') });
    const b = await tokenCall({ form: pw('admin', 'admin123') });
    const c = await tokenCall({ body: pw('admin', 'admin123') });
    for (const r of [a, b, c]) {
      expect(r.code).toBe(200);
      expect(r.data).toMatchObject({ token_type: 'bearer', expires_in: 900, tenant_id: DEMO_TENANT, account: 'admin', role_name: 'admin', store_id: null });
      expect(typeof r.data.user_id).toBe('string');
      expect(r.data.user_id).toMatch(/^\d{15,19}$/);
    }
  });

  it('requires the Basic client header and refuses a wrong secret', async () => {
    expect((await tokenCall({ basic: null, query: pw('admin', 'admin123') })).code).toBe(40006);
    const wrong = 'Basic ' + Buffer.from('console:nope').toString('base64');
    expect((await tokenCall({ basic: wrong, query: pw('admin', 'admin123') })).code).toBe(40006);
  });

  it('requires the Tenant-Id header and refuses a mismatching tenantId', async () => {
    expect((await tokenCall({ tenant: null, query: { ...pw('admin', 'admin123'), tenantId: '' } })).code).toBe(40007);
    const r = await tokenCall({ tenant: '000000', query: pw('admin', 'admin123') });
    expect(r.code).toBe(40007);
    expect(r.msg).toBe('租户信息不一致');
  });

  it('refuses a wrong password without telling whether the account exists', async () => {
    const a = await tokenCall({ query: pw('admin', 'wrong-password1') });
    const b = await tokenCall({ query: pw('nobody-here', 'wrong-password1') });
    expect(a.code).toBe(40001);
    expect(b.code).toBe(40001);
    expect(a.msg).toBe(b.msg);
  });

  it('refuses an unsupported grant and over-long fields with a clear 400', async () => {
    const r = await tokenCall({ query: { ...pw('admin', 'admin123'), grant_type: 'client_credentials' } });
    expect(r).toMatchObject({ code: 400, msg: '不支持的授权类型' });
    const long = await tokenCall({ query: pw('a'.repeat(46), 'x') });
    expect(long.code).toBe(400);
  });

  it('gives a store and a role to a store user', async () => {
    const t = await login(s.app, 'sales', 'anhua123');
    expect(t.role_name).toBe('salesman');
    expect(t.store_id).toMatch(/^\d+$/);
  });
});

describe('throttling', () => {
  it('refuses an account from an address after 10 failures there in 15 minutes, before checking the password', async () => {
    for (let i = 0; i < 10; i++) expect((await tokenCall({ query: pw('finance', 'bad-pass' + i) })).code).toBe(40001);
    const r = await tokenCall({ query: pw('finance', 'anhua123') });
    expect(r.code).toBe(40002);
    expect(r.msg).toContain('登录失败次数过多');
    // the window passes: the right password works again
    s.clock.offsetMs = 16 * 60_000;
    try {
      expect((await tokenCall({ query: pw('finance', 'anhua123') })).code).toBe(200);
    } finally {
      s.clock.offsetMs = 0;
    }
    // a success clears the account's failures
    const left = await s.database.ownerDb.select().from(authLoginFailure).where(eq(authLoginFailure.account, 'finance'));
    expect(left).toHaveLength(0);
  });

  it('only slows an account that failed 100 times an hour from other addresses: its owner still signs in', async () => {
    const now = Date.now();
    const rows = Array.from({ length: 100 }, (_, i) => ({
      id: String(9_000_000_000_000 + i),
      tenantId: DEMO_TENANT,
      account: 'service',
      ip: `10.0.${Math.floor(i / 50)}.${i % 50}`,
      createTime: new Date(now - 20 * 60_000 - i * 1000),
    }));
    await s.database.ownerDb.insert(authLoginFailure).values(rows);
    const wait = THROTTLE.account.maxDelayMs;
    THROTTLE.account.maxDelayMs = 20; // the delay itself is not what this test is about
    try {
      const r = await tokenCall({ query: pw('service', 'anhua123') });
      expect(r.code).toBe(200);
    } finally {
      THROTTLE.account.maxDelayMs = wait;
      await s.database.ownerDb.delete(authLoginFailure).where(eq(authLoginFailure.account, 'service'));
    }
  });
});

describe('tokens and sessions', () => {
  it('rejects calls without a token, with a bad one and with an expired one (401)', async () => {
    expect((await call(s.app, 'GET', '/user/getUserInfo')).code).toBe(401);
    expect((await call(s.app, 'GET', '/user/getUserInfo', { token: 'abc.def.ghi' })).code).toBe(401);
    const t = await login(s.app, 'warehouse', 'anhua123');
    expect((await call(s.app, 'GET', '/user/getUserInfo', { token: t.access_token })).code).toBe(200);
    s.clock.offsetMs = 900_001;
    try {
      expect((await call(s.app, 'GET', '/user/getUserInfo', { token: t.access_token })).code).toBe(401);
    } finally {
      s.clock.offsetMs = 0;
    }
  });

  it('answers getUserInfo with the user, store and permission map', async () => {
    const t = await login(s.app, 'manager', 'anhua123');
    const r = await call<{ account: string; permission: Record<string, boolean>; storeInfo: { branchName: string } }>(s.app, 'GET', '/user/getUserInfo', { token: t.access_token });
    expect(r.data.account).toBe('manager');
    expect(r.data.storeInfo.branchName).toBe('安华宝马杭州西湖店');
    expect(Object.keys(r.data.permission).length).toBeGreaterThan(10);
    expect(Object.values(r.data.permission).every((x) => x === true)).toBe(true);
  });

  it('makes older tokens answer 59998 after a newer login', async () => {
    const first = await login(s.app, 'sales', 'anhua123');
    const second = await login(s.app, 'sales', 'anhua123');
    const old = await call(s.app, 'GET', '/user/getUserInfo', { token: first.access_token });
    expect(old.code).toBe(59998);
    expect(old.msg).toBe('此账号已在其他设备登录，为防止数据错乱请先退出登录');
    expect((await call(s.app, 'GET', '/user/getUserInfo', { token: second.access_token })).code).toBe(200);
    // the old refresh token is dead too
    const refresh = await tokenCall({ query: { grant_type: 'refresh_token', refresh_token: first.refresh_token, tenantId: DEMO_TENANT } });
    expect(refresh.code).toBe(59998);
  });

  it('rotates refresh tokens, stores them hashed, and revokes the family on reuse', async () => {
    const t = await login(s.app, 'manager', 'anhua123');
    const stored = await s.database.ownerDb.select().from(authRefreshToken).where(eq(authRefreshToken.tokenHash, sha256Hex(t.refresh_token)));
    expect(stored).toHaveLength(1);
    const raw = await s.database.ownerDb.select().from(authRefreshToken).where(eq(authRefreshToken.tokenHash, t.refresh_token));
    expect(raw).toHaveLength(0);

    const r1 = await tokenCall({ query: { grant_type: 'refresh_token', refresh_token: t.refresh_token, tenantId: DEMO_TENANT } });
    expect(r1.code).toBe(200);
    expect(r1.data.refresh_token).not.toBe(t.refresh_token);
    expect((await call(s.app, 'GET', '/user/getUserInfo', { token: r1.data.access_token })).code).toBe(200);

    // replaying the first refresh token: refused, and the whole session ends
    const replay = await tokenCall({ query: { grant_type: 'refresh_token', refresh_token: t.refresh_token, tenantId: DEMO_TENANT } });
    expect(replay.code).toBe(401);
    expect((await call(s.app, 'GET', '/user/getUserInfo', { token: r1.data.access_token })).code).toBe(401);
    const r2 = await tokenCall({ query: { grant_type: 'refresh_token', refresh_token: r1.data.refresh_token, tenantId: DEMO_TENANT } });
    expect(r2.code).toBe(401);
  });

  it('switches store with modifyToken and refuses a store the user may not use', async () => {
    const t = await login(s.app, 'manager', 'anhua123');
    const stores = await call<Array<{ value: string; label: string; status: boolean }>>(s.app, 'GET', '/crm-anhua/store/myList', { token: t.access_token });
    expect(stores.data.map((x) => x.label)).toEqual(['安华宝马杭州西湖店', '安华奔驰杭州滨江店', '安华奥迪宁波鄞州店']);
    const target = stores.data[1].value;
    const sw = await call<Tokens>(s.app, 'GET', '/blade-auth/oauth/modifyToken', { token: t.access_token, query: { storeId: target } });
    expect(sw.code).toBe(200);
    expect(sw.data.store_id).toBe(target);
    expect(sw.data.access_token).not.toBe(t.access_token);
    const info = await call<{ store_id: string }>(s.app, 'GET', '/user/getUserInfo', { token: sw.data.access_token });
    expect(info.data.store_id).toBe(target);

    // the switch ended the old token: it answers as an ended session, not with the old store
    expect((await call(s.app, 'GET', '/user/getUserInfo', { token: t.access_token })).code).toBe(401);
    const all = await call<{ records: Array<{ id: string; branchName: string }> }>(s.app, 'GET', '/crm-anhua/store/list', { token: sw.data.access_token, query: { pageNo: 1, pageSize: 20 } });
    const foreign = all.data.records.find((r) => r.branchName === '安华丰田温州鹿城店')!;
    const refused = await call(s.app, 'GET', '/blade-auth/oauth/modifyToken', { token: sw.data.access_token, query: { storeId: foreign.id } });
    expect(refused.code).toBe(40004);
    const bad = await call(s.app, 'GET', '/blade-auth/oauth/modifyToken', { token: sw.data.access_token, query: { storeId: 'abc' } });
    expect(bad).toMatchObject({ code: 400, msg: 'storeId格式错误' });
    // the old refresh token was retired by the switch
    const stale = await tokenCall({ query: { grant_type: 'refresh_token', refresh_token: t.refresh_token, tenantId: DEMO_TENANT } });
    expect(stale.code).toBe(401);
  });

  it('lets the tenant super-admin enter an open store but not a stopped one', async () => {
    const t = await login(s.app, 'admin', 'admin123');
    const all = await call<{ records: Array<{ id: string; status: number }> }>(s.app, 'GET', '/crm-anhua/store/list', { token: t.access_token, query: { pageSize: 50 } });
    const open = all.data.records.find((r) => r.status === 1)!;
    const stopped = all.data.records.find((r) => r.status === 0)!;
    expect((await call(s.app, 'GET', '/blade-auth/oauth/modifyToken', { token: t.access_token, query: { storeId: open.id } })).code).toBe(200);
    const t2 = await login(s.app, 'admin', 'admin123');
    expect((await call(s.app, 'GET', '/blade-auth/oauth/modifyToken', { token: t2.access_token, query: { storeId: stopped.id } })).code).toBe(40004);
  });

  it('ends the session at logout, by GET or POST', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const t = await login(s.app, 'warehouse', 'anhua123');
      expect((await call(s.app, method, '/user/logout', { token: t.access_token })).code).toBe(200);
      expect((await call(s.app, 'GET', '/user/getUserInfo', { token: t.access_token })).code).toBe(401);
      const r = await tokenCall({ query: { grant_type: 'refresh_token', refresh_token: t.refresh_token, tenantId: DEMO_TENANT } });
      expect(r.code).toBe(401);
    }
  });

  it('answers 59997 for a disabled account and an expired tenant', async () => {
    const t = await login(s.app, 'service', 'anhua123');
    await s.database.ownerDb.update(user).set({ status: 0 }).where(eq(user.account, 'service'));
    try {
      const r = await call(s.app, 'GET', '/user/getUserInfo', { token: t.access_token });
      expect(r.code).toBe(59997);
      expect(r.msg).toBe('账号已被停用，请联系管理员');
      expect((await tokenCall({ query: pw('service', 'anhua123') })).code).toBe(59997);
    } finally {
      await s.database.ownerDb.update(user).set({ status: 1 }).where(eq(user.account, 'service'));
    }
    const t2 = await login(s.app, 'service', 'anhua123');
    await s.database.ownerDb.update(tenant).set({ expireTime: new Date(Date.now() - 1000) }).where(eq(tenant.tenantId, DEMO_TENANT));
    try {
      const r = await call(s.app, 'GET', '/user/getUserInfo', { token: t2.access_token });
      expect(r.code).toBe(59997);
      expect(r.msg).toBe('租户已过期，请联系管理员');
    } finally {
      await s.database.ownerDb.update(tenant).set({ expireTime: new Date('2099-12-31T00:00:00Z') }).where(eq(tenant.tenantId, DEMO_TENANT));
    }
  });

  it('keeps ids 64-bit strings without a sequence', async () => {
    const t = await login(s.app, 'admin', 'admin123');
    expect(BigInt(t.user_id) > 2n ** 53n).toBe(true);
  });
});
