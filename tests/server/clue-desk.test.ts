/** The clue desk: selectCluePage tabs and counts, detail, customer info, trace records (spec 2 sections 3, 7, 9). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer, type Tokens } from './harness';
import { inputClue, traceRow, userId } from './clue-helpers';
import { dayBounds } from '../../src/machines/clue-trace.machine';
import { clueTraceResource } from '../../src/domain/resources/sales/clue-trace';
import { tabCount, tabCounts, tabsOf } from '../../src/domain/resources/tabs';

let s: TestServer;
let manager: Tokens;
let sales: Tokens;
let salesId: string;
interface Row {
  id: string;
  clueId: string;
  nextTraceTime: string | null;
  lastTraceTime: string | null;
  visitState: number;
  nextTraceUserId: string | null;
  customerName: string;
  customerPhone: string;
  customerChannelText: string;
  ahStoreCarSeriesName: string;
  repeatMark: number;
  createTime: string;
  customerVO: { name: string; phone: string };
  cusName: string;
  cusPhone: string;
}
interface Page {
  records: Row[];
  total: number;
  size: number;
  current: number;
  pages: number;
}
type Counts = { new: number; waitingVisit: number; visited: number; overdue: number; immediate: number; all: number; repeat: number; byTab: Record<string, number> };

beforeAll(async () => {
  s = await startServer();
  manager = await login(s.app, 'manager', 'anhua123');
  sales = await login(s.app, 'sales', 'anhua123');
  salesId = await userId(s, 'sales');
});
afterAll(async () => {
  await s?.close();
});

const pageOf = (token: string, query: Record<string, string | number>) => call<Page>(s.app, 'GET', '/crm-dcc/ahClueTrace/selectCluePage', { token, query });

describe('selectCluePage', () => {
  it('answers every tab with the spec row fields, and the counts per tab agree with the totals', async () => {
    const counts = await call<Counts>(s.app, 'GET', '/crm-dcc/ahClueTrace/countTraceClue', { token: manager.access_token });
    expect(counts.code).toBe(200);
    const again = await call<Counts>(s.app, 'GET', '/crm-dcc/ahClueTrace/countClueNumber', { token: manager.access_token });
    expect(again.data).toEqual(counts.data);
    // every declared tab of the desk, its count read as the list reads it (the declaration's reader)
    const perTab = tabCounts(clueTraceResource.tabs, counts.data);
    expect(tabsOf(clueTraceResource.tabs).map((t) => Number(t.value)).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 5, 99]);
    for (const { value: tab } of tabsOf(clueTraceResource.tabs)) {
      const r = await pageOf(manager.access_token, { current: 1, size: 20, isMustToVisit: tab });
      expect(r.code).toBe(200);
      expect(r.data.total).toBe(counts.data.byTab[tab]);
      expect(r.data.total).toBe(tabCount(perTab, tab));
      expect(r.data.total).toBeGreaterThan(0);
      expect(r.data.records.length).toBe(Math.min(20, r.data.total));
      const row = r.data.records[0];
      for (const k of ['id', 'clueId', 'createTime', 'nextTraceTime', 'lastTraceTime', 'ahStoreCarSeriesName', 'customerName', 'customerChannelText', 'customerPhone', 'repeatMark', 'nextTraceText', 'customerVO']) {
        expect(row).toHaveProperty(k);
      }
      expect(row.customerVO).toEqual({ name: row.customerName, phone: row.customerPhone });
      expect([row.cusName, row.cusPhone]).toEqual([row.customerName, row.customerPhone]);
      expect(row.customerPhone).toMatch(/^1\d{10}$/);
    }
    expect(counts.data.all).toBe(counts.data.new + counts.data.waitingVisit + counts.data.visited + (await defeatedCount()));
  });

  async function defeatedCount() {
    const r = await pageOf(manager.access_token, { size: 1, visitState: 4 });
    return r.data.total;
  }

  it('computes overdue and immediate from the next trace time', async () => {
    const now = Date.now();
    const overdue = await pageOf(manager.access_token, { size: 100, isMustToVisit: 3 });
    for (const r of overdue.data.records) {
      expect(new Date(r.nextTraceTime!).getTime()).toBeLessThan(now + 5_000);
      expect([0, 1]).toContain(r.visitState);
    }
    const { end } = dayBounds(new Date());
    const immediate = await pageOf(manager.access_token, { size: 100, isMustToVisit: 5 });
    for (const r of immediate.data.records) {
      const t = new Date(r.nextTraceTime!).getTime();
      expect(t).toBeGreaterThanOrEqual(now - 60_000);
      expect(t).toBeLessThan(end.getTime());
    }
  });

  it('a salesman sees only the clues they trace; the store manager sees the store', async () => {
    const mine = await pageOf(sales.access_token, { size: 200, isMustToVisit: 99 });
    expect(mine.code).toBe(200);
    expect(mine.data.total).toBeGreaterThan(0);
    expect(mine.data.records.every((r) => r.nextTraceUserId === salesId)).toBe(true);
    const all = await pageOf(manager.access_token, { size: 1, isMustToVisit: 99 });
    expect(all.data.total).toBeGreaterThan(mine.data.total);
    const c = await call<Counts>(s.app, 'GET', '/crm-dcc/ahClueTrace/countTraceClue', { token: sales.access_token });
    expect(c.data.all).toBe(mine.data.total);
  });

  it('filters by name, phone, channel and date range; pages with current and size', async () => {
    const first = (await pageOf(manager.access_token, { size: 1 })).data.records[0];
    const byPhone = await pageOf(manager.access_token, { customerPhone: first.customerPhone });
    expect(byPhone.data.records.some((r) => r.id === first.id)).toBe(true);
    expect(byPhone.data.records.every((r) => r.customerPhone === first.customerPhone)).toBe(true);
    const byName = await pageOf(manager.access_token, { customerName: first.customerName.slice(0, 1), size: 50 });
    expect(byName.data.records.every((r) => r.customerName.includes(first.customerName.slice(0, 1)))).toBe(true);
    const byChannel = await pageOf(manager.access_token, { channel: '懂车帝', size: 50 });
    expect(byChannel.data.total).toBeGreaterThan(0);
    expect(byChannel.data.records.every((r) => r.customerChannelText === '懂车帝')).toBe(true);
    const day = first.createTime.slice(0, 10);
    const byDate = await pageOf(manager.access_token, { createTimeStart: day, createTimeEnd: day, size: 100 });
    expect(byDate.code).toBe(200);
    const p2 = await pageOf(manager.access_token, { current: 2, size: 30 });
    expect([p2.data.current, p2.data.size, p2.data.records.length]).toEqual([2, 30, 30]);
    const big = await pageOf(manager.access_token, { current: 1, size: 10000 });
    expect(big.code).toBe(200);
  });

  it('refuses a bad tab, a bad date and a bad size', async () => {
    expect((await pageOf(manager.access_token, { isMustToVisit: 4 })).code).toBe(400);
    expect((await pageOf(manager.access_token, { isMustToVisit: 'x' })).code).toBe(400);
    expect((await pageOf(manager.access_token, { createTimeStart: 'yesterday' })).code).toBe(400);
    expect((await pageOf(manager.access_token, { size: 0 })).code).toBe(400);
  });

  it('counts repeat clues', async () => {
    const r = await call<number>(s.app, 'GET', '/crm-dcc/ahClueTrace/getRepeatClueCount', { token: manager.access_token });
    expect(r.code).toBe(200);
    expect(r.data).toBeGreaterThan(0);
    const marked = await pageOf(manager.access_token, { repeatMark: 1, size: 1 });
    expect(marked.data.total).toBe(r.data);
  });
});

describe('clue trace detail, customer info and trace records', () => {
  it('answers the detail in scope, 404 outside it, 400 for a bad id', async () => {
    const first = (await pageOf(manager.access_token, { size: 1 })).data.records[0];
    const d = await call<Row>(s.app, 'GET', '/crm-dcc/ahClueTrace/getByAhClueTraceId', { token: manager.access_token, query: { ahClueTraceId: first.id } });
    expect(d.code).toBe(200);
    expect(d.data.customerVO.phone).toBe(first.customerPhone);
    expect((await call(s.app, 'GET', '/crm-dcc/ahClueTrace/getByAhClueTraceId', { token: manager.access_token, query: { ahClueTraceId: 'abc' } })).code).toBe(400);
    expect((await call(s.app, 'GET', '/crm-dcc/ahClueTrace/getByAhClueTraceId', { token: manager.access_token, query: { ahClueTraceId: '123456789' } })).code).toBe(404);
    // another salesman's clue is out of the salesman's scope
    const other = (await pageOf(manager.access_token, { size: 200 })).data.records.find((r) => r.nextTraceUserId && r.nextTraceUserId !== salesId)!;
    expect((await call(s.app, 'GET', '/crm-dcc/ahClueTrace/getByAhClueTraceId', { token: sales.access_token, query: { ahClueTraceId: other.id } })).code).toBe(404);
  });

  it('updates customer info with the spec phone rule; a bad phone changes nothing', async () => {
    const mine = (await pageOf(sales.access_token, { size: 1, isMustToVisit: 1 })).data.records[0];
    const bad = await call(s.app, 'POST', '/crm-dcc/ahClueTrace/updateCustomerInfo', { token: sales.access_token, body: { ahClueTraceId: mine.id, customerPhone: '2345' } });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('请输入有效手机号');
    expect((await traceRow(s, mine.id)).customerPhone).toBe(mine.customerPhone);
    const ok = await call<Row>(s.app, 'POST', '/crm-dcc/ahClueTrace/updateCustomerInfo', {
      token: sales.access_token,
      body: { ahClueTraceId: mine.id, customerName: '周晓明', customerPhone: '13912345678', customerLevel: 'H' },
    });
    expect(ok.code).toBe(200);
    expect(ok.data.customerVO).toEqual({ name: '周晓明', phone: '13912345678' });
    const badLevel = await call(s.app, 'POST', '/crm-dcc/ahClueTrace/updateCustomerInfo', { token: sales.access_token, body: { ahClueTraceId: mine.id, customerLevel: 'Z' } });
    expect(badLevel.code).toBe(400);
  });

  it('logs a trace: new → waiting visit with the next time; then lists it', async () => {
    const { ahClueTraceId, clueId } = await inputClue(s, manager.access_token);
    const alloc = await call(s.app, 'POST', '/crm-dcc/cluerecord/allocation-clue', { token: manager.access_token, body: { ids: [clueId], nextTraceUserId: salesId } });
    expect(alloc.code).toBe(200);
    expect((await traceRow(s, ahClueTraceId)).visitState).toBe(0);
    const next = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const noTime = await call(s.app, 'POST', '/crm-dcc/ahClueTraceRecord/save', { token: sales.access_token, body: { ahClueTraceId, content: '电话沟通' } });
    expect(noTime.code).toBe(400);
    const past = await call(s.app, 'POST', '/crm-dcc/ahClueTraceRecord/save', { token: sales.access_token, body: { ahClueTraceId, content: '电话沟通', nextTraceTime: '2020-01-01 10:00:00' } });
    expect(past.code).toBe(400);
    const empty = await call(s.app, 'POST', '/crm-dcc/ahClueTraceRecord/save', { token: sales.access_token, body: { ahClueTraceId, content: ' ', nextTraceTime: next } });
    expect(empty.code).toBe(400);
    expect((await traceRow(s, ahClueTraceId)).visitState).toBe(0);
    const ok = await call(s.app, 'POST', '/crm-dcc/ahClueTraceRecord/save', { token: sales.access_token, body: { ahClueTraceId, content: '电话沟通，约周六到店', nextTraceTime: next, nextTraceText: '确认到店' } });
    expect(ok.code).toBe(200);
    const row = await call<Row & { nextTraceText: string }>(s.app, 'GET', '/crm-dcc/ahClueTrace/getByAhClueTraceId', { token: sales.access_token, query: { ahClueTraceId } });
    expect([row.data.visitState, row.data.nextTraceTime, row.data.nextTraceText]).toEqual([1, next, '确认到店']);
    expect(row.data.lastTraceTime).not.toBeNull();
    const list = await call<{ records: { content: string; event: string }[] }>(s.app, 'GET', '/crm-dcc/ahClueTraceRecord/list', { token: sales.access_token, query: { ahClueTraceId, size: 1000 } });
    expect(list.code).toBe(200);
    expect(list.data.records.map((r) => r.content)).toContain('电话沟通，约周六到店');
    expect((await call(s.app, 'GET', '/crm-dcc/ahClueTraceRecord/list', { token: sales.access_token, query: { ahClueTraceId, size: 1001 } })).code).toBe(400);
  });

  it('without a chosen time the next follow-up is due after the interval of the customer level', async () => {
    const mine = (await pageOf(sales.access_token, { size: 1, isMustToVisit: 1 })).data.records[0];
    await call(s.app, 'POST', '/crm-dcc/ahClueTrace/updateCustomerInfo', { token: sales.access_token, body: { ahClueTraceId: mine.id, customerLevel: 'A' } });
    const before = Date.now();
    const r = await call(s.app, 'POST', '/crm-dcc/ahClueTraceRecord/save', { token: sales.access_token, body: { ahClueTraceId: mine.id, content: '微信沟通配置' } });
    expect(r.code).toBe(200);
    const row = await call<Row>(s.app, 'GET', '/crm-dcc/ahClueTrace/getByAhClueTraceId', { token: sales.access_token, query: { ahClueTraceId: mine.id } });
    const due = new Date(row.data.nextTraceTime!).getTime();
    // level A: every 3 days (seeded ahCustomerLevelTime)
    expect(due).toBeGreaterThanOrEqual(before + 3 * 86_400_000 - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 3 * 86_400_000 + 1000);
  });

  it('visit and defeat move the state; a defeated clue refuses a trace with 10300', async () => {
    const mine = (await pageOf(sales.access_token, { size: 1, isMustToVisit: 1 })).data.records[0];
    const visit = await call(s.app, 'POST', '/crm-dcc/ahClueTraceRecord/save', { token: sales.access_token, body: { ahClueTraceId: mine.id, content: '客户到店看车', event: 'VISIT' } });
    expect(visit.code).toBe(200);
    expect((await traceRow(s, mine.id)).visitState).toBe(2);
    const noReason = await call(s.app, 'POST', '/crm-dcc/ahClueTraceRecord/save', { token: sales.access_token, body: { ahClueTraceId: mine.id, content: '已购竞品', event: 'DEFEAT' } });
    expect(noReason.code).toBe(400);
    const defeat = await call(s.app, 'POST', '/crm-dcc/ahClueTraceRecord/save', { token: sales.access_token, body: { ahClueTraceId: mine.id, content: '客户已在他店购车', event: 'DEFEAT', defeatReason: '已购竞品' } });
    expect(defeat.code).toBe(200);
    expect((await traceRow(s, mine.id)).visitState).toBe(4);
    const refused = await call(s.app, 'POST', '/crm-dcc/ahClueTraceRecord/save', {
      token: sales.access_token,
      body: { ahClueTraceId: mine.id, content: '再跟进', nextTraceTime: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(refused.code).toBe(10300);
    expect(refused.msg).toContain('已战败');
    expect((await traceRow(s, mine.id)).visitState).toBe(4);
  });
});

describe('salesmen and trace labels', () => {
  it('lists the store personnel and its salesmen', async () => {
    const people = await call<{ id: string; roleAlias: string }[]>(s.app, 'GET', '/crm-dcc/ahSalesman/personnelList', { token: manager.access_token });
    expect(people.code).toBe(200);
    expect(people.data.map((p) => p.id)).toContain(salesId);
    const salesmen = await call<{ id: string }[]>(s.app, 'GET', '/crm-dcc/ahSalesman/salesmenList', { token: manager.access_token, query: { type: 0 } });
    expect(salesmen.data.map((p) => p.id)).toContain(salesId);
    expect(salesmen.data.length).toBeLessThan(people.data.length);
    expect((await call(s.app, 'GET', '/crm-dcc/ahSalesman/salesmenList', { token: manager.access_token, query: { type: 7 } })).code).toBe(400);
  });

  it('sets the labels of a trace; bad labels and foreign traces are refused', async () => {
    const mine = (await pageOf(sales.access_token, { size: 1 })).data.records[0];
    const r = await call<{ traceLabelVOList: { labelName: string }[] }>(s.app, 'POST', '/crm-dcc/ahClueTraceLabel/updateLabel', {
      token: sales.access_token,
      body: { ahClueTraceId: mine.id, traceLabelVOList: [{ labelName: '高意向' }, { labelName: '置换' }, { labelName: '高意向' }] },
    });
    expect(r.code).toBe(200);
    expect(r.data.traceLabelVOList.map((l) => l.labelName)).toEqual(['高意向', '置换']);
    const d = await call<{ traceLabelVOList: { labelName: string }[] }>(s.app, 'GET', '/crm-dcc/ahClueTrace/getByAhClueTraceId', { token: sales.access_token, query: { ahClueTraceId: mine.id } });
    expect(d.data.traceLabelVOList.map((l) => l.labelName)).toEqual(['高意向', '置换']);
    const bad = await call(s.app, 'POST', '/crm-dcc/ahClueTraceLabel/updateLabel', { token: sales.access_token, body: { ahClueTraceId: mine.id, traceLabelVOList: [{ labelName: '' }] } });
    expect(bad.code).toBe(400);
    const other = (await pageOf(manager.access_token, { size: 200 })).data.records.find((x) => x.nextTraceUserId && x.nextTraceUserId !== salesId)!;
    expect((await call(s.app, 'POST', '/crm-dcc/ahClueTraceLabel/updateLabel', { token: sales.access_token, body: { ahClueTraceId: other.id, traceLabelVOList: [] } })).code).toBe(404);
  });
});
