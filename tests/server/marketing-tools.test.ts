/**
 * The marketing tools (docs/marketing.md): old-customer referrals (a referral becomes a clue of the clue
 * desk with the 老带新 channel; its reward only after the referred customer bought, granted once even
 * when two grants meet), smart business cards (one per salesperson, a public view that counts every
 * view, also many at once), official accounts through the provider (bad AppID, bind a store, a store
 * bound twice), website content on its machine (publish, edit refused while published, unpublish,
 * publish twice refused, nothing changes on a refusal) and the invite task options an invitation takes.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness';
import { accountIn, freeCars, managerIn, orderFor } from './car-order-helpers';
import { DEMO_TENANT } from '../../server/db/seed';
import { ahClue, ahClueTrace } from '../../server/db/resource-tables/sales';
import { ahOldCustomerReferral, ahVcard, ahWebsiteContent, ahWxAccount } from '../../server/db/resource-tables/marketing';
import { ahInviteConfig } from '../../server/db/resource-tables/customers';
import { ahStateLog } from '../../server/db/resource-tables/content';
import { INVITE_TASK_OPTION_LOAD_SIZE } from '../../src/domain/resources/sales/invite-task-option';

let s: TestServer;
let token: string;
let storeId: string;
let other: { token: string; storeId: string };
beforeAll(async () => {
  s = await startServer();
  ({ token, storeId } = await managerIn(s, '安华宝马杭州西湖店'));
  // another store's staff (a second account: one live session per account)
  other = await accountIn(s, 'sales', '安华奔驰杭州滨江店');
});
afterAll(async () => {
  await s?.close();
});

const get = <T>(url: string, query: Record<string, string | number> = {}, t = token) => call<T>(s.app, 'GET', url, { token: t, query });
const post = <T>(url: string, body: unknown, t = token) => call<T>(s.app, 'POST', url, { token: t, body });
let seq = 0;
const phone = () => `1390571${String(1000 + ++seq).slice(-4)}`;
const R = '/crm-anhua/ahOldCustomerReferral';

describe('old-customer referrals', () => {
  it('lists the demo referrals', async () => {
    const page = await get<{ records: Array<{ referrerName: string; rewardStatus: number; channelName: string }>; total: number }>(`${R}/page`, { current: 1, size: 20 });
    expect(page.code, page.msg).toBe(200);
    expect(page.data.total).toBeGreaterThanOrEqual(2);
    expect(page.data.records.every((r) => r.channelName === '老带新')).toBe(true);
  });

  it('makes the referred customer a clue of the desk with the referral channel', async () => {
    const referred = phone();
    const r = await post<{ id: string }>(`${R}/save`, { referrerName: '钱老板', referrerPhone: '13957199999', referredName: '新客户甲', referredPhone: referred, seriesName: '5系' });
    expect(r.code, r.msg).toBe(200);
    const [row] = await s.database.ownerDb.select().from(ahOldCustomerReferral).where(eq(ahOldCustomerReferral.id, r.data.id));
    expect(row.clueId).toBeTruthy();
    expect(row.rewardStatus).toBe(0);
    expect(row.rewardAmount).toBe(50_000);
    const [clue] = await s.database.ownerDb.select().from(ahClue).where(eq(ahClue.id, String(row.clueId)));
    expect(clue).toMatchObject({ customerPhone: referred, channelName: '老带新', channelType: '7', storeId });
    const [trace] = await s.database.ownerDb.select().from(ahClueTrace).where(eq(ahClueTrace.id, String(row.ahClueTraceId)));
    expect(trace.customerChannelText).toBe('老带新');
    expect(trace.remark).toContain('钱老板');
    // the clue desk lists it
    const desk = await get<{ records: Array<{ customerPhone: string }> }>('/crm-dcc/ahClueTrace/selectCluePage', { current: 1, size: 20, customerPhone: referred, tab: 99 });
    expect(desk.code, desk.msg).toBe(200);
  });

  it('refuses bad input and a customer referred twice, writing nothing', async () => {
    const clues = async () => (await s.database.ownerDb.select({ id: ahClue.id }).from(ahClue)).length;
    const before = await clues();
    const bad = await post(`${R}/save`, { referrerName: '甲', referrerPhone: '12345', referredName: '乙', referredPhone: phone() });
    expect(bad.code).toBe(400);
    const missing = await post(`${R}/save`, { referrerName: '甲', referrerPhone: '13957199998' });
    expect(missing.code).toBe(400);
    const same = '13957199997';
    const self = await post(`${R}/save`, { referrerName: '甲', referrerPhone: same, referredName: '乙', referredPhone: same });
    expect(self.code).toBe(400);
    expect(self.msg).toBe('推荐人与被推荐人不能是同一手机号');
    const referred = phone();
    expect((await post(`${R}/save`, { referrerName: '甲', referrerPhone: '13957199996', referredName: '乙', referredPhone: referred })).code).toBe(200);
    const twice = await post(`${R}/save`, { referrerName: '丙', referrerPhone: '13957199995', referredName: '乙', referredPhone: referred });
    expect(twice.code).toBe(400);
    expect(twice.msg).toBe('该客户已被推荐');
    expect(await clues()).toBe(before + 1);
  });

  it('grants the reward only after the referred customer bought, and exactly once when two grants meet', async () => {
    const referred = phone();
    const r = await post<{ id: string }>(`${R}/save`, { referrerName: '孙先生', referrerPhone: '13957188888', referredName: '买车客户', referredPhone: referred, rewardAmount: 80_000 });
    expect(r.code, r.msg).toBe(200);
    const early = await post(`${R}/grantReward`, { id: r.data.id });
    expect(early.code).toBe(10300);
    expect(early.msg).toBe('被推荐客户尚未购车，不能发放奖励');
    // another store's manager cannot reach it
    expect((await post(`${R}/grantReward`, { id: r.data.id }, other.token)).code).not.toBe(200);

    const placed = await orderFor(s, token, await freeCars(s, token, 1), { customerName: '买车客户', customerPhone: referred });
    expect(placed.orderState).toBeGreaterThanOrEqual(1);

    const both = await Promise.all([post(`${R}/grantReward`, { id: r.data.id }), post(`${R}/grantReward`, { id: r.data.id })]);
    expect(both.map((x) => x.code).sort((a, b) => a - b)).toEqual([200, 10300]);
    expect(both.find((x) => x.code === 10300)!.msg).toBe('奖励已发放，不能重复发放');
    const [row] = await s.database.ownerDb.select().from(ahOldCustomerReferral).where(eq(ahOldCustomerReferral.id, r.data.id));
    expect(row).toMatchObject({ rewardStatus: 1, dealStatus: 1, carOrderNo: placed.orderNo, rewardAmount: 80_000 });
    const log = await s.database.ownerDb.select().from(ahStateLog).where(and(eq(ahStateLog.recordId, r.data.id), eq(ahStateLog.action, 'GRANT')));
    expect(log).toHaveLength(1);
    expect((await post(`${R}/grantReward`, { id: r.data.id })).code).toBe(10300);
  });
});

describe('smart business cards', () => {
  const V = '/crm-anhua/ahVcard';
  it('makes one card per salesperson of the store, with a code of its own', async () => {
    const users = await get<Array<{ id: string }>>('/blade-user/personnelList', {});
    const page = await get<{ records: Array<{ userId: string; code: string; viewCount: number }> }>(`${V}/page`, { current: 1, size: 20 });
    expect(page.code, page.msg).toBe(200);
    expect(page.data.records.length).toBeGreaterThanOrEqual(1);
    const taken = page.data.records[0].userId;
    const twice = await post(`${V}/saveOrUpdate`, { userId: taken, jobTitle: '销售顾问', phone: '13800000001' });
    expect(twice.code).toBe(400);
    expect(twice.msg).toBe('该销售顾问已有名片');
    const stranger = await post(`${V}/saveOrUpdate`, { userId: '1', jobTitle: '销售顾问', phone: '13800000001' });
    expect(stranger.code).toBe(400);
    expect(stranger.msg).toBe('销售顾问不存在');
    expect((await post(`${V}/saveOrUpdate`, { userId: taken, jobTitle: '销售顾问', phone: 'abc' })).code).toBe(400);
    void users;
  });

  it('counts every view of the public card, also many at once, and refuses unknown codes', async () => {
    const [card] = await s.database.ownerDb.select().from(ahVcard).where(and(eq(ahVcard.storeId, storeId), eq(ahVcard.isDeleted, 0))).limit(1);
    const before = Number(card.viewCount);
    const view = () => call<{ userName: string; viewCount: number }>(s.app, 'GET', `${V}/view`, { token: null, query: { tenantId: DEMO_TENANT, code: String(card.code) } });
    const views = await Promise.all(Array.from({ length: 20 }, view));
    expect(views.every((v) => v.code === 200)).toBe(true);
    expect(views[0].data.userName).toBe(card.userName);
    const [after] = await s.database.ownerDb.select().from(ahVcard).where(eq(ahVcard.id, card.id));
    expect(after.viewCount).toBe(before + 20);
    expect(new Set(views.map((v) => v.data.viewCount)).size).toBe(20);
    const unknown = await call(s.app, 'GET', `${V}/view`, { token: null, query: { tenantId: DEMO_TENANT, code: 'ZZZZZZZZZZZZ' } });
    expect(unknown.code).toBe(404);
    const bad = await call(s.app, 'GET', `${V}/view`, { token: null, query: { tenantId: DEMO_TENANT, code: "x'; drop" } });
    expect(bad.code).toBe(400);
    const otherTenant = await call(s.app, 'GET', `${V}/view`, { token: null, query: { tenantId: '999999', code: String(card.code) } });
    expect(otherTenant.code).toBe(404);
  });
});

describe('official accounts', () => {
  const W = '/crm-anhua/wx';
  it('lists the accounts by POST wx/page and saves one read from the provider', async () => {
    const page = await post<{ records: Array<{ accountName: string; boundStoreName: string | null }>; total: number }>(`${W}/page`, { current: 1, size: 20 });
    expect(page.code, page.msg).toBe(200);
    expect(page.data.records.map((r) => r.accountName)).toContain('安华汽车服务号');
    const bad = await post(`${W}/car/update`, { accountName: '坏的', appId: 'wx123', accountType: 1 });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('AppID格式错误（wx开头的18位）');
    const made = await post<{ id: string }>(`${W}/car/update`, { accountName: '测试公众号', appId: 'wx00112233445566aa', accountType: 2 });
    expect(made.code, made.msg).toBe(200);
    const [row] = await s.database.ownerDb.select().from(ahWxAccount).where(eq(ahWxAccount.id, made.data.id));
    expect(row.originalId).toMatch(/^gh_[0-9a-f]{12}$/);
    expect(row.followerCount).toBeGreaterThan(0);
  });

  it('binds a store once: a store already bound to another account is refused', async () => {
    const made = await post<{ id: string }>(`${W}/car/update`, { accountName: '绑定测试', appId: 'wx00112233445566bb', accountType: 1 });
    expect(made.code, made.msg).toBe(200);
    const bound = await post(`${W}/bind_store`, { id: made.data.id, storeId: other.storeId });
    expect(bound.code, bound.msg).toBe(200);
    const [row] = await s.database.ownerDb.select().from(ahWxAccount).where(eq(ahWxAccount.id, made.data.id));
    expect(row.boundStoreName).toBe('安华奔驰杭州滨江店');
    const second = await post<{ id: string }>(`${W}/car/update`, { accountName: '抢绑测试', appId: 'wx00112233445566cc', accountType: 1 });
    const taken = await post(`${W}/bind_store`, { id: second.data.id, storeId: other.storeId });
    expect(taken.code).toBe(10300);
    expect(taken.msg).toBe('该门店已绑定其他公众号');
    expect((await post(`${W}/bind_store`, { id: second.data.id, storeId: '123' })).code).toBe(400);
    expect((await post(`${W}/bind_store`, { id: second.data.id })).code).toBe(400);
  });
});

describe('website content', () => {
  const C = '/crm-anhua/ahWebsiteContent';
  const status = async (id: string) => (await s.database.ownerDb.select().from(ahWebsiteContent).where(eq(ahWebsiteContent.id, id)))[0];
  it('publishes, refuses edits and deletion while published, unpublishes, and publishes again', async () => {
    const made = await post<{ id: string }>(`${C}/saveOrUpdate`, { title: `官网测试${++seq}`, contentType: 3, content: '正文' });
    expect(made.code, made.msg).toBe(200);
    const id = made.data.id;
    expect((await status(id)).status).toBe(0);
    expect((await post(`${C}/unpublish`, { id })).msg).toBe('内容未发布，不能下线');
    const pub = await post(`${C}/publish`, { id });
    expect(pub.code, pub.msg).toBe(200);
    const published = await status(id);
    expect(published.status).toBe(1);
    expect(published.publishTime).toBeTruthy();
    const again = await post(`${C}/publish`, { id });
    expect(again.code).toBe(10300);
    expect(again.msg).toBe('内容已发布');
    const edit = await post(`${C}/saveOrUpdate`, { id, title: '改标题' });
    expect(edit.code).toBe(10300);
    expect(edit.msg).toBe('内容已发布，请先下线再修改');
    expect((await status(id)).title).not.toBe('改标题');
    expect((await post(`${C}/remove`, { ids: id })).code).toBe(10300);
    expect((await post(`${C}/unpublish`, { id })).code).toBe(200);
    expect((await status(id)).status).toBe(2);
    expect((await post(`${C}/saveOrUpdate`, { id, title: '改标题' })).code).toBe(200);
    expect((await post(`${C}/publish`, { id })).code).toBe(200);
    const log = await s.database.ownerDb.select().from(ahStateLog).where(eq(ahStateLog.recordId, id));
    expect(log.map((l) => `${l.action}:${l.fromValue}->${l.toValue}`)).toEqual(['PUBLISH:0->1', 'UNPUBLISH:1->2', 'PUBLISH:2->1']);
  });

  it('lets one of two publishes at once win', async () => {
    const made = await post<{ id: string }>(`${C}/saveOrUpdate`, { title: `并发发布${++seq}`, contentType: 2 });
    const both = await Promise.all([post(`${C}/publish`, { id: made.data.id }), post(`${C}/publish`, { id: made.data.id })]);
    expect(both.map((x) => x.code).sort((a, b) => a - b)).toEqual([200, 10300]);
  });
});

describe('invite task options', () => {
  const O = '/crm-dcc/ahInviteTaskOption';
  it('lists the store’s options with the spec’s size 500 and lets an invitation take one', async () => {
    const page = await get<{ records: Array<{ id: string; optionName: string; enabled: number }> }>(`${O}/getPage`, { current: 1, size: INVITE_TASK_OPTION_LOAD_SIZE });
    expect(page.code, page.msg).toBe(200);
    expect(page.data.records.map((r) => r.optionName)).toContain('周末试驾体验');
    const made = await post<{ id: string }>(`${O}/saveOrUpdate`, { optionName: `保养到店${++seq}`, inviteType: 1, script: '您好，您的爱车到了保养时间。' });
    expect(made.code, made.msg).toBe(200);
    expect((await get(`${O}/detail`, { id: made.data.id })).code).toBe(200);
    expect((await post(`${O}/saveOrUpdate`, { optionName: '周末试驾体验', inviteType: 2 })).code).toBe(400);
    expect((await post(`${O}/saveOrUpdate`, { optionName: '', inviteType: 2 })).code).toBe(400);

    const start = new Date(Date.now() + 86_400_000).toISOString();
    const end = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const task = await post<{ id: string }>('/crm-dcc/ahInviteConfig/saveOrUpdate', { taskName: `选项邀约${seq}`, inviteType: 1, startTime: start, endTime: end, ahInviteTaskOptionId: made.data.id });
    expect(task.code, task.msg).toBe(200);
    const [row] = await s.database.ownerDb.select().from(ahInviteConfig).where(eq(ahInviteConfig.id, task.data.id));
    expect(row.optionName).toMatch(/^保养到店/);

    const off = page.data.records.find((r) => r.enabled === 0)!;
    const refused = await post('/crm-dcc/ahInviteConfig/saveOrUpdate', { taskName: `停用选项${seq}`, inviteType: 1, startTime: start, endTime: end, ahInviteTaskOptionId: off.id });
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe('邀约选项不存在或已停用');
    // another store's option is none of this store's
    const foreign = await post('/crm-dcc/ahInviteConfig/saveOrUpdate', { taskName: `外店选项${seq}`, inviteType: 1, startTime: start, endTime: end, ahInviteTaskOptionId: made.data.id }, other.token);
    expect(foreign.code).not.toBe(200);
    expect(await s.database.ownerDb.select().from(ahInviteConfig).where(eq(ahInviteConfig.taskName, `外店选项${seq}`))).toHaveLength(0);
    expect((await post(`${O}/delete`, { ids: made.data.id })).code).toBe(200);
  });
});
