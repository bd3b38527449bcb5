/** War reports (crm-dcc/ahWarReport): figures counted on save over the period, period rules, store scope, seeded reports. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness';
import { inputClue } from './clue-helpers';
import type { WarFigures } from '../../server/modules/crm-dcc/war-report';
import { accountIn, addOrder, freeCars, managerIn, order, orderCarOf } from './car-order-helpers';

type Report = WarFigures & { id: string; title: string; reportType: number; startDate: string; endDate: string; content: string | null };
type PageOf<T> = { records: T[]; total: number };

let s: TestServer;
let token: string;
let other: string;
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const save = (body: Record<string, unknown>, t = token) => call<Report>(s.app, 'POST', '/crm-dcc/ahWarReport/saveOrUpdate', { token: t, body });
const detail = (id: string, t = token) => call<Report>(s.app, 'GET', '/crm-dcc/ahWarReport/detail', { token: t, query: { id } });

beforeAll(async () => {
  s = await startServer();
  token = (await managerIn(s, '安华宝马杭州西湖店')).token;
  // another account: a second sign-in of the manager would end the first session (59998)
  other = (await accountIn(s, 'sales', '安华奔驰杭州滨江店')).token;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('war reports', () => {
  it('each store lists its own seeded reports, last month and last week, with counted figures', async () => {
    const r = await call<PageOf<Report>>(s.app, 'GET', '/crm-dcc/ahWarReport/page', { token, query: { current: 1, size: 20 } });
    expect(r.code).toBe(200);
    expect(r.data.total).toBe(2);
    expect(r.data.records.map((x) => x.reportType).sort()).toEqual([2, 3]);
    const monthly = r.data.records.find((x) => x.reportType === 3)!;
    expect(monthly.title).toMatch(/销售月报$/);
    // the seeded clues reach back 120 days: a whole month has new clues and follow-ups
    expect(monthly.newClueCount).toBeGreaterThan(0);
    expect(monthly.traceCount).toBeGreaterThan(0);
    const again = await call<PageOf<Report>>(s.app, 'GET', '/crm-dcc/ahWarReport/getPage', { token: other, query: { current: 1, size: 20 } });
    expect(again.data.total).toBe(2);
    expect(again.data.records.some((x) => r.data.records.some((y) => y.id === x.id))).toBe(false);
  });

  it('a saved report counts the period: a clue and an order entered today show in a report ending today, not in one ending yesterday', async () => {
    const day = today();
    const made = await save({ title: '今日战报', reportType: 1, startDate: day, endDate: day, content: '冲刺' });
    expect(made.code).toBe(200);
    const before = (await detail(made.data.id)).data;
    await inputClue(s, token);
    const [car] = await freeCars(s, token, 1);
    const placed = await addOrder(s, token, order({ orderDate: day }, [orderCarOf(car)]));
    expect(placed.orderState).toBeGreaterThan(0);
    // an edit without the period keeps it and counts again
    const edited = await save({ id: made.data.id, content: '继续冲刺' });
    expect(edited.code).toBe(200);
    const after = (await detail(made.data.id)).data;
    expect(after.startDate).toBe(day);
    expect(after.content).toBe('继续冲刺');
    expect(after.newClueCount).toBe(before.newClueCount + 1);
    expect(after.orderCount).toBe(before.orderCount + 1);
    expect(after.orderAmount).toBeGreaterThan(before.orderAmount);
    expect(after.championName).toBeTruthy();
    expect(after.championOrders).toBeGreaterThanOrEqual(1);
    // the other store's report of the same day does not see them
    const theirs = await save({ title: '今日战报', reportType: 1, startDate: day, endDate: day }, other);
    const theirsBefore = (await detail(theirs.data.id, other)).data;
    await save({ id: theirs.data.id, title: '今日战报（更新）' }, other);
    expect((await detail(theirs.data.id, other)).data.orderCount).toBe(theirsBefore.orderCount);
    // a report of the day before does not count today's
    const y = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const yesterday = await save({ title: '昨日战报', reportType: 1, startDate: y, endDate: y });
    const prior = (await detail(yesterday.data.id)).data;
    await inputClue(s, token);
    await save({ id: yesterday.data.id, content: '复盘' });
    expect((await detail(yesterday.data.id)).data.newClueCount).toBe(prior.newClueCount);
  });

  it('bad periods are refused with the rule text and change nothing', async () => {
    const count = async () => (await call<PageOf<Report>>(s.app, 'GET', '/crm-dcc/ahWarReport/page', { token, query: { size: 100 } })).data.total;
    const n = await count();
    const backwards = await save({ title: '倒序', reportType: 2, startDate: '2026-11-10', endDate: '2026-11-01' });
    expect(backwards.code).toBe(400);
    expect(backwards.msg).toBe('结束日期不能早于开始日期');
    const long = await save({ title: '太长', reportType: 3, startDate: '2024-01-01', endDate: '2025-06-30' });
    expect(long.code).toBe(400);
    expect(long.msg).toBe('统计区间不能超过一年');
    // the caller's language: the same rule in English
    const english = await call<Report>(s.app, 'POST', '/crm-dcc/ahWarReport/saveOrUpdate', {
      token,
      headers: { 'accept-language': 'en' },
      body: { title: 'Backwards', reportType: 2, startDate: '2026-11-10', endDate: '2026-11-01' },
    });
    expect(english.msg).toBe('The end date cannot be before the start date');
    const missing = await save({ reportType: 3, startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(missing.code).toBe(400);
    expect(await count()).toBe(n);
    // an edit into a bad period leaves the report as it was
    const ok = await save({ title: '十月', reportType: 3, startDate: '2026-10-01', endDate: '2026-10-31' });
    const bad = await save({ id: ok.data.id, endDate: '2026-09-01' });
    expect(bad.code).toBe(400);
    expect((await detail(ok.data.id)).data.endDate).toBe('2026-10-31');
  });

  it('figures are the server\'s: values sent for them are ignored', async () => {
    const day = today();
    const r = await save({ title: '伪造', reportType: 1, startDate: day, endDate: day, orderCount: 9999, championName: '我' });
    expect(r.code).toBe(200);
    const d = (await detail(r.data.id)).data;
    expect(d.orderCount).not.toBe(9999);
    expect(d.championName).not.toBe('我');
  });
});
