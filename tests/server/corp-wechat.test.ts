/**
 * Enterprise WeChat customers (crm-member/ahCorpWechatCustomer): the sync from the local provider
 * (idempotent, deletion marking, bad credentials write nothing), the list and its counts, the info
 * views and the timeline, remarks and info with bad input, assignment (other store, deleted user,
 * concurrency), the deletion reminder in the notice bell, SOP statistics, service info and personnelList.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness';
import { accountIn } from './car-order-helpers';
import { ahCorpWechatConfig, ahCorpWechatCustomer, ahCorpWechatDistribution } from '../../server/db/resource-tables/corp-wechat';
import { user } from '../../server/db/schema';
import { syncCorpWechat } from '../../server/modules/crm-member/corp-wechat';
import { syncReport } from '../../src/domain/resources/sales/corp-wechat';
import { wecomProvider } from '../../server/services/corp-wechat';

let s: TestServer;
let token: string;
let storeId: string;
let tenantId: string;
const BASE = '/crm-member/ahCorpWechatCustomer';
const get = <T>(path: string, query: Record<string, string | number> = {}, t = token) => call<T>(s.app, 'GET', `${BASE}/${path}`, { token: t, query });
const post = <T>(path: string, body: unknown, t = token) => call<T>(s.app, 'POST', `${BASE}/${path}`, { token: t, body });
interface Row { id: string; name: string; remark: string | null; status: number; userId: string; userName: string; phone: string | null; linked: number; externalUserId: string; delReminder: number }

/** a sync as the schedule would run it `days` from now (the server's own clock stays, so tokens stay valid) */
const later = (days: number) => syncCorpWechat({ db: s.database.ownerDb as never, now: () => new Date(Date.now() + days * 86_400_000), corpWechat: s.services.corpWechat }, tenantId);
const rowsOf = async () => (await s.database.ownerDb.select().from(ahCorpWechatCustomer).where(eq(ahCorpWechatCustomer.tenantId, tenantId))) as unknown as Row[];

beforeAll(async () => {
  s = await startServer();
  ({ token, storeId } = await accountIn(s, 'manager', '安华宝马杭州西湖店'));
  const [cfg] = await s.database.ownerDb.select({ tenantId: ahCorpWechatConfig.tenantId }).from(ahCorpWechatConfig).limit(1);
  tenantId = String(cfg.tenantId);
});
afterAll(async () => {
  await s?.close();
});

describe('sync', () => {
  it('the seed synced the demo tenant: contacts in the store, some linked, and running it again changes nothing', async () => {
    const page = await get<{ records: Row[]; total: number }>('page', { size: 100 });
    expect(page.code, page.msg).toBe(200);
    expect(page.data.total).toBeGreaterThan(0);
    const first = await post<{ added: number; changed: number; marked: number; msg: string }>('syncCorpWeChat', {});
    expect(first.code, first.msg).toBe(200);
    const again = await post<{ added: number; changed: number; marked: number }>('syncCorpWeChat', {});
    expect(again.data).toMatchObject({ added: 0, changed: 0, marked: 0 });
    const before = await rowsOf();
    await post('syncCorpWeChat', {});
    expect(await rowsOf()).toEqual(before);
  });

  it('months later: new contacts are added, contacts who deleted their salesperson are marked and kept', async () => {
    const before = await rowsOf();
    {
      const r = { data: await later(120) };
      expect(r.data.added + r.data.marked).toBeGreaterThan(0);
      expect(syncReport(r.data.added, r.data.changed, r.data.marked).zh).toBe(`同步完成：新增${r.data.added}，更新${r.data.changed}，标记删除${r.data.marked}`);
      const after = await rowsOf();
      expect(after.length).toBe(before.length + r.data.added);
      // nothing is lost: every row before is still there
      const ids = new Set(after.map((x) => x.id));
      expect(before.every((b) => ids.has(b.id))).toBe(true);
      expect(after.filter((x) => x.status === 1).length).toBeGreaterThanOrEqual(before.filter((x) => x.status === 1).length + r.data.marked);
      expect(await later(120)).toMatchObject({ added: 0, changed: 0, marked: 0 });
    }
  });

  it('bad credentials: a clear message and nothing written', async () => {
    const before = await rowsOf();
    const saved = await call(s.app, 'POST', '/crm-member/ahCorpWechatConfig/saveOrUpdate', { token: await adminToken(), body: { provider: 'local', corpId: 'not-a-corp', corpSecret: 'x', sopHours: 24, syncMinutes: 60 } });
    expect(saved.code, saved.msg).toBe(200);
    try {
      const r = await post('syncCorpWeChat', {});
      expect(r.code).toBe(400);
      expect(r.msg).toBe('企业微信凭证无效，请检查企业ID与Secret');
      await expect(later(200)).rejects.toThrow();
      expect(await rowsOf()).toEqual(before);
    } finally {
      await s.database.ownerDb.update(ahCorpWechatConfig).set({ corpId: null, corpSecret: null } as never).where(eq(ahCorpWechatConfig.tenantId, tenantId));
    }
  });

  it('the saved secret is never answered again; the page says one is saved', async () => {
    const admin = await adminToken();
    const secret = 'A'.repeat(43);
    await call(s.app, 'POST', '/crm-member/ahCorpWechatConfig/saveOrUpdate', { token: admin, body: { provider: 'local', corpId: 'ww0123456789abcdef', corpSecret: secret, sopHours: 24, syncMinutes: 60 } });
    const detail = await call<Record<string, unknown>>(s.app, 'GET', '/crm-member/ahCorpWechatConfig/detail', { token: admin });
    expect(detail.code, detail.msg).toBe(200);
    expect(JSON.stringify(detail.data)).not.toContain(secret);
    const d = (Array.isArray((detail.data as { records?: unknown[] }).records) ? (detail.data as { records: Record<string, unknown>[] }).records[0] : detail.data) as Record<string, unknown>;
    expect(d.corpSecret).toBeUndefined();
    expect(d.secretSaved).toBe(1);
    // well-formed credentials are accepted by the local provider
    expect((await post('syncCorpWeChat', {})).code).toBe(200);
    await s.database.ownerDb.update(ahCorpWechatConfig).set({ corpId: null, corpSecret: null } as never).where(eq(ahCorpWechatConfig.tenantId, tenantId));
  });

  it('the real provider reports WeCom refusing the credentials in the same words, before writing', async () => {
    const provider = wecomProvider(async () => ({ json: async () => ({ errcode: 40001, errmsg: 'invalid credential' }) }));
    const before = await rowsOf();
    await s.database.ownerDb.update(ahCorpWechatConfig).set({ provider: 'wecom', corpId: 'ww0123456789abcdef', corpSecret: 'wrong' } as never).where(eq(ahCorpWechatConfig.tenantId, tenantId));
    try {
      await expect(syncCorpWechat({ db: s.database.ownerDb as never, now: () => new Date(), corpWechat: () => provider }, tenantId)).rejects.toThrow('企业微信凭证无效');
    } finally {
      await s.database.ownerDb.update(ahCorpWechatConfig).set({ provider: 'local', corpId: null, corpSecret: null } as never).where(eq(ahCorpWechatConfig.tenantId, tenantId));
    }
    expect(await rowsOf()).toEqual(before);
  });
});

async function adminToken(): Promise<string> {
  return (await accountIn(s, 'admin', '安华宝马杭州西湖店').catch(async () => ({ token: (await call<{ access_token: string }>(s.app, 'POST', '/blade-auth/oauth/token', {})).data.access_token }))).token;
}

describe('list, detail, info', () => {
  it('countWeChatCustomer answers the header counts; filters by linked and status', async () => {
    const counts = await get<{ all: number; counts: Record<string, number> }>('countWeChatCustomer');
    expect(counts.code, counts.msg).toBe(200);
    const all = await get<{ total: number }>('page', { size: 1 });
    expect(counts.data.all).toBe(all.data.total);
    const linked = await get<{ records: Row[] }>('page', { linked: 1, size: 100 });
    expect(linked.data.records.every((r) => r.linked === 1)).toBe(true);
  });

  it('detail, the info views and the timeline of a linked contact', async () => {
    const linked = (await get<{ records: Row[] }>('page', { linked: 1, size: 1 })).data.records[0] ?? (await get<{ records: Row[] }>('page', { size: 1 })).data.records[0];
    const d = await get<Row>('weChatCustomerDetail', { id: linked.id });
    expect(d.code, d.msg).toBe(200);
    expect(d.data.externalUserId).toBe(linked.externalUserId);
    const timeline = await get<Array<{ time: string; kind: string }>>('customerDynamic', { id: linked.id });
    expect(timeline.code).toBe(200);
    expect(timeline.data.length).toBeGreaterThan(0);
    expect([...timeline.data].sort((a, b) => b.time.localeCompare(a.time))).toEqual(timeline.data);
    for (const p of ['labelInfo', 'wxInfo', 'memberInfo', 'carInfo', 'carBuyInfo']) expect((await get(p, { id: linked.id })).code, p).toBe(200);
    if (linked.linked === 1) expect((await get<{ phone: string }>('memberInfo', { id: linked.id })).data.phone).toBe(linked.phone);
    expect((await get('customerDynamic', { id: 'abc' })).code).toBe(400);
    expect((await get('customerDynamic', { id: '123' })).code).toBe(404);
  });

  it('addRemark and updateInfo; a remark above 255 and a bad phone change nothing', async () => {
    const row = (await get<{ records: Row[] }>('page', { size: 1 })).data.records[0];
    expect((await post('addRemark', { id: row.id, remark: '老客户转介绍' })).code).toBe(200);
    expect((await get<Row>('weChatCustomerDetail', { id: row.id })).data.remark).toBe('老客户转介绍');
    const long = await post('addRemark', { id: row.id, remark: 'x'.repeat(256) });
    expect(long.code).toBe(400);
    expect((await get<Row>('weChatCustomerDetail', { id: row.id })).data.remark).toBe('老客户转介绍');
    const bad = await post('updateInfo', { id: row.id, phone: '12345' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('请输入有效手机号');
    expect((await post('updateInfo', { id: row.id, realName: '王先生', corpName: '顺丰速运' })).code).toBe(200);
    expect((await get<Row & { realName: string }>('weChatCustomerDetail', { id: row.id })).data.realName).toBe('王先生');
  });
});

describe('assignment', () => {
  const people = async () => (await call<Array<{ id: string; name: string }>>(s.app, 'GET', '/blade-user/personnelList', { token })).data;

  it('moves contacts to a colleague, keeps the record; refuses another store’s user and a deleted user', async () => {
    const rows = (await get<{ records: Row[] }>('page', { status: 0, size: 3 })).data.records;
    const staff = await people();
    const target = staff.find((p) => p.id !== rows[0].userId)!;
    const r = await post<{ moved: number }>('assignment', { ids: rows[0].id, userWechatIds: target.id });
    expect(r.code, r.msg).toBe(200);
    expect((await get<Row>('weChatCustomerDetail', { id: rows[0].id })).data.userId).toBe(target.id);
    const records = await get<{ records: Array<{ toUserId: string; ahCorpWechatCustomerId: string }> }>('distributionRecords', { ahCorpWechatCustomerId: rows[0].id });
    expect(records.data.records[0].toUserId).toBe(target.id);
    // the next sync keeps the move (the provider applied it)
    const sync = await post<{ added: number; changed: number }>('syncCorpWeChat', {});
    expect(sync.data).toMatchObject({ added: 0, changed: 0 });
    expect((await get<Row>('weChatCustomerDetail', { id: rows[0].id })).data.userId).toBe(target.id);

    // a user of no store of the caller's
    const [outsider] = await s.database.ownerDb.select({ id: user.id }).from(user).where(and(eq(user.tenantId, tenantId), eq(user.account, 'warehouse')));
    const other = (await accountIn(s, 'sales', '安华奔驰杭州滨江店').catch(() => null)) ?? null;
    void other;
    const before = await rowsOf();
    const staffIds = new Set(staff.map((p) => p.id));
    if (!staffIds.has(outsider.id)) {
      const refused = await post('assignment', { ids: rows[1].id, userWechatIds: outsider.id });
      expect(refused.code).toBe(400);
      expect(refused.msg).toBe('接替员工不存在、已删除或不属于本门店');
    }
    const ghost = await post('assignment', { ids: rows[1].id, userWechatIds: '1234567890123' });
    expect(ghost.msg).toBe('接替员工不存在、已删除或不属于本门店');
    // a deleted colleague
    const victim = staff.find((p) => p.id !== target.id && p.id !== rows[1].userId)!;
    await s.database.ownerDb.update(user).set({ isDeleted: 1 }).where(eq(user.id, victim.id));
    try {
      const deleted = await post('assignment', { ids: rows[1].id, userWechatIds: victim.id });
      expect(deleted.code).toBe(400);
      expect(deleted.msg).toBe('接替员工不存在、已删除或不属于本门店');
    } finally {
      await s.database.ownerDb.update(user).set({ isDeleted: 0 }).where(eq(user.id, victim.id));
    }
    expect(await rowsOf()).toEqual(before);
  });

  it('two managers move the same contact at once: both moves are kept in order, the contact ends with one of them', async () => {
    const row = (await get<{ records: Row[] }>('page', { status: 0, size: 1, current: 2 })).data.records[0];
    const staff = (await people()).filter((p) => p.id !== row.userId);
    const [a, b] = staff;
    const answers = await Promise.all([post('assignment', { ids: row.id, userWechatIds: a.id }), post('assignment', { ids: row.id, userWechatIds: b.id })]);
    expect(answers.every((x) => x.code === 200)).toBe(true);
    const moves = await s.database.ownerDb.select().from(ahCorpWechatDistribution).where(eq(ahCorpWechatDistribution.ahCorpWechatCustomerId, row.id));
    expect(moves.length).toBe(2);
    // the second move starts from where the first left the contact (the row lock serialised them)
    const [m1, m2] = [...moves].sort((x, y) => (x.createTime as Date).getTime() - (y.createTime as Date).getTime() || 0);
    const final = (await get<Row>('weChatCustomerDetail', { id: row.id })).data.userId;
    expect([m1.toUserId, m2.toUserId]).toContain(final);
    expect(moves.some((m) => m.fromUserId === row.userId)).toBe(true);
    expect(moves.some((m) => m.fromUserId !== row.userId && (m.fromUserId === a.id || m.fromUserId === b.id))).toBe(true);
  });

  it('a contact given to its own salesperson stays, without a record', async () => {
    const row = (await get<{ records: Row[] }>('page', { status: 0, size: 1, current: 3 })).data.records[0];
    const r = await post<{ moved: number }>('assignment', { ids: row.id, userWechatIds: row.userId });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.moved).toBe(0);
    expect(await s.database.ownerDb.select().from(ahCorpWechatDistribution).where(eq(ahCorpWechatDistribution.ahCorpWechatCustomerId, row.id))).toEqual([]);
  });

  it('a deleted contact cannot be assigned', async () => {
    const gone = (await get<{ records: Row[] }>('page', { status: 1, size: 1 })).data.records[0];
    if (!gone) return;
    const target = (await people()).find((p) => p.id !== gone.userId)!;
    const r = await post('assignment', { ids: gone.id, userWechatIds: target.id });
    expect(r.code).toBe(400);
  });
});

describe('deletion reminder', () => {
  it('setDelReminder, then the contact deletes the salesperson: their bell shows it, nobody else’s', async () => {
    const row = (await get<{ records: Row[] }>('page', { status: 0, size: 100 })).data.records[0];
    expect((await post('setDelReminder', { ids: row.id, delReminder: 1 })).code).toBe(200);
    expect((await get<Row>('weChatCustomerDetail', { id: row.id })).data.delReminder).toBe(1);
    const [owner] = await s.database.ownerDb.select({ account: user.account }).from(user).where(eq(user.id, row.userId));
    // the provider stops listing the contact: simulate by moving the row to a follow the provider does not know
    await s.database.ownerDb.execute(sql`update ah_corp_wechat_customer set external_user_id = 'wm-gone-' || id where id = ${row.id}`);
    const r = await post<{ marked: number }>('syncCorpWeChat', {});
    expect(r.data.marked).toBeGreaterThanOrEqual(1);
    const ownerToken = owner.account === 'manager' ? token : (await accountIn(s, owner.account, '安华宝马杭州西湖店')).token;
    const mine = await call<{ records: Array<{ title: string }> }>(s.app, 'GET', '/blade-desk/notice/userPage', { token: ownerToken, query: { current: 1, size: 50 } });
    expect(mine.data.records.some((n) => n.title.startsWith('客户删除提醒'))).toBe(true);
    if (owner.account !== 'finance' && owner.account !== 'manager') {
      const other = (await accountIn(s, 'finance', '安华宝马杭州西湖店')).token;
      const theirs = await call<{ records: Array<{ title: string }> }>(s.app, 'GET', '/blade-desk/notice/userPage', { token: other, query: { current: 1, size: 50 } });
      expect(theirs.data.records.some((n) => n.title.includes(String(row.remark || row.name)) && n.title.startsWith('客户删除提醒'))).toBe(false);
    }
  });
});

describe('SOP statistics, service info, personnel', () => {
  it('per salesperson over a period; bad dates refused', async () => {
    const r = await get<Array<{ userId: string; added: number; followedInTime: number; toClue: number; toOrder: number }>>('personalSOPStatistics', { startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(r.code, r.msg).toBe(200);
    const total = r.data.reduce((n, x) => n + x.added, 0);
    const rows = await get<{ total: number }>('page', { addTimeStart: '2026-01-01 00:00:00', addTimeEnd: '2026-12-31 23:59:59', size: 1 });
    expect(total).toBe(rows.data.total);
    expect(r.data.every((x) => x.followedInTime <= x.added && x.toClue <= x.added && x.toOrder <= x.added)).toBe(true);
    expect((await get('personalSOPStatistics', { startDate: '2026-02-01', endDate: '2026-01-01' })).msg).toBe('结束日期不能早于开始日期');
    expect((await get('personalSOPStatistics', { startDate: '2026-13-45', endDate: '2026-01-01' })).code).toBe(400);
  });

  it('service info and QR code of the store; personnelList of the store', async () => {
    const r = await call<{ qrCode: string; storeId: string; serviceName: string }>(s.app, 'GET', '/crm-member/ahCorpWechatConfig/serviceInfo', { token });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.storeId).toBe(storeId);
    expect(r.data.qrCode).toMatch(/^https:\/\//);
    const p = await call<Array<{ id: string }>>(s.app, 'GET', '/blade-user/personnelList', { token });
    expect(p.data.length).toBeGreaterThan(0);
  });
});
