/** Monthly targets and their results counted from real follow-ups; the clue reports with dataScope; bad input changes nothing. */
import { describe, expect, it } from 'vitest';
import { s, manager, sales, salesId, colleagueId, foreignId, post, get, useSalesDesk } from './sales-desk';
import { inputClue } from './clue-helpers';
import { monthOf } from '../../server/modules/crm-dcc/customer-target';

useSalesDesk();

type TargetRow = { userId: string; userName: string; monthVOList: { month: string; target: number }[] };
type ResultRow = { userId: string; target: number; finishValue: number; targetResultVOList: { month: string; target: number; finishValue: number; finishRate: number | null }[] };
type PageOf<T> = { records: T[]; total: number };

const month = () => monthOf(new Date());

async function resultOf(user: string, targetType: number, token = manager.access_token) {
  const r = await get<PageOf<ResultRow>>('/crm-dcc/ahUserTargetResult/page', { month: month(), targetType }, token);
  expect(r.code).toBe(200);
  return r.data.records.find((x) => x.userId === user)!.targetResultVOList[0];
}

describe('user targets', () => {
  it('pages the store\'s salesmen with twelve months; a salesman sees only their own', async () => {
    const p = await get<PageOf<TargetRow>>('/crm-dcc/ahUserTarget/page', { targetType: 1 });
    expect(p.code).toBe(200);
    expect(p.data.records.map((r) => r.userId).sort()).toEqual([salesId, colleagueId].sort());
    expect(p.data.records[0].monthVOList).toHaveLength(12);
    expect(p.data.records[0].monthVOList.find((m) => m.month === month())!.target).toBeGreaterThan(0);
    const mine = await get<PageOf<TargetRow>>('/crm-dcc/ahUserTarget/page', {}, sales.access_token);
    expect(mine.data.records.map((r) => r.userId)).toEqual([salesId]);
    expect((await get('/crm-dcc/ahUserTarget/page', { targetType: 7 })).code).toBe(400);
    expect((await get('/crm-dcc/ahUserTarget/page', { year: '26' })).code).toBe(400);
  });

  it('saves months all or nothing and refuses bad months, negative targets and users of other stores', async () => {
    const read = async () => (await get<PageOf<TargetRow>>('/crm-dcc/ahUserTarget/page', { year: 2031, targetType: 2 })).data.records.find((r) => r.userId === colleagueId)!.monthVOList;
    expect((await read()).every((m) => m.target === 0)).toBe(true);
    const badMonth = await post('/crm-dcc/ahUserTarget/saveOrUpdate', { userId: colleagueId, targetType: 2, monthVOList: [{ month: '2031-01', target: 5 }, { month: '2031-13', target: 5 }] });
    expect([badMonth.code, badMonth.msg]).toEqual([400, '月份格式错误，应为YYYY-MM']);
    const negative = await post('/crm-dcc/ahUserTarget/saveOrUpdate', { userId: colleagueId, targetType: 2, monthVOList: [{ month: '2031-01', target: -1 }] });
    expect([negative.code, negative.msg]).toEqual([400, '请输入非负整数']);
    const foreign = await post('/crm-dcc/ahUserTarget/saveOrUpdate', { userId: foreignId, targetType: 2, monthVOList: [{ month: '2031-01', target: 5 }] });
    expect([foreign.code, foreign.msg]).toEqual([400, '跟进人不是本门店的在职人员']);
    expect((await post('/crm-dcc/ahUserTarget/saveOrUpdate', { userId: 'x', monthVOList: [{ month: '2031-01', target: 5 }] })).code).toBe(400);
    expect((await post('/crm-dcc/ahUserTarget/saveOrUpdate', { userId: colleagueId, targetType: 2, monthVOList: [] })).code).toBe(400);
    expect((await read()).every((m) => m.target === 0)).toBe(true);
    const ok = await post('/crm-dcc/ahUserTarget/saveOrUpdate', { userId: colleagueId, targetType: 2, monthVOList: [{ month: '2031-01', target: 5 }, { month: '2031-02', target: 8 }] });
    expect(ok.code).toBe(200);
    const again = await post('/crm-dcc/ahUserTarget/saveOrUpdate', { userId: colleagueId, targetType: 2, monthVOList: [{ month: '2031-02', target: 9 }] });
    expect(again.code).toBe(200);
    const months = await read();
    expect(months.slice(0, 3).map((m) => m.target)).toEqual([5, 9, 0]);
    // the salesman has no right to set targets of others? they hold the sales buttons; the scope is the store
    const viaSales = await post('/crm-dcc/ahUserTarget/saveOrUpdate', { userId: foreignId, monthVOList: [{ month: '2031-01', target: 1 }] }, sales.access_token);
    expect(viaSales.code).toBe(400);
  });

  it('results count the real follow-ups: a trace logged raises finishValue and finishRate', async () => {
    await post('/crm-dcc/ahUserTarget/saveOrUpdate', { userId: salesId, targetType: 1, monthVOList: [{ month: month(), target: 200 }] });
    const before = await resultOf(salesId, 1);
    const visitsBefore = await resultOf(salesId, 2);
    expect(before.target).toBe(200);
    expect(before.finishRate).toBe(Math.round((before.finishValue / 200) * 1000) / 10);
    // the salesman enters nothing by hand: a clue allocated to them, then traced and visited
    const clue = await inputClue(s, manager.access_token);
    expect((await post('/crm-dcc/cluerecord/allocation-clue', { ids: [clue.clueId], nextTraceUserId: salesId })).code).toBe(200);
    const next = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await post('/crm-dcc/ahClueTraceRecord/save', { ahClueTraceId: clue.ahClueTraceId, content: '电话沟通', nextTraceTime: next }, sales.access_token)).code).toBe(200);
    expect((await post('/crm-dcc/ahClueTraceRecord/save', { ahClueTraceId: clue.ahClueTraceId, content: '到店', event: 'VISIT' }, sales.access_token)).code).toBe(200);
    const after = await resultOf(salesId, 1);
    expect(after.finishValue).toBe(before.finishValue + 2);
    expect(after.finishRate).toBe(Math.round((after.finishValue / 200) * 1000) / 10);
    expect((await resultOf(salesId, 2)).finishValue).toBe(visitsBefore.finishValue + 1);
    // the colleague's figures did not move
    const mine = await get<PageOf<ResultRow>>('/crm-dcc/ahUserTargetResult/page', { month: month() }, sales.access_token);
    expect(mine.data.records.map((r) => r.userId)).toEqual([salesId]);
    const year = await get<PageOf<ResultRow>>('/crm-dcc/ahUserTargetResult/page', {});
    const row = year.data.records.find((r) => r.userId === salesId)!;
    expect(row.targetResultVOList).toHaveLength(12);
    expect(row.finishValue).toBe(row.targetResultVOList.reduce((a, m) => a + m.finishValue, 0));
    expect((await get('/crm-dcc/ahUserTargetResult/page', { month: '2026-1' })).code).toBe(400);
  });
});

type TraceUser = { userId: string; newClueCount: number; traceCount: number; visitCount: number; overdueCount: number; activeCount: number };
type Channel = { channelName: string; clueCount: number; visitCount: number; defeatCount: number };

describe('reports', () => {
  it('trace users: the store\'s salesmen, a salesman only themselves, bad ranges and dataScope refused', async () => {
    const r = await get<{ records: TraceUser[] }>('/crm-dcc/ahClueReport/traceUserList', { startDate: '2020-01-01', endDate: '2020-12-31' });
    expect(r.code).toBe(200);
    const wide = await get<{ records: TraceUser[]; dataScope: number }>('/crm-dcc/ahClueReport/traceUserList', {});
    expect(wide.data.dataScope).toBe(0);
    const ids = wide.data.records.map((x) => x.userId);
    expect(ids).toContain(salesId);
    expect(ids).toContain(colleagueId);
    expect(ids).not.toContain(foreignId);
    expect(wide.data.records.find((x) => x.userId === salesId)!.activeCount).toBeGreaterThan(0);
    const mine = await get<{ records: TraceUser[] }>('/crm-dcc/ahClueReport/traceUserList', {}, sales.access_token);
    expect(mine.data.records.map((x) => x.userId)).toEqual([salesId]);
    expect((await get('/crm-dcc/ahClueReport/traceUserList', { dataScope: 2 })).msg).toBe('dataScope只能是0或1');
    expect((await get('/crm-dcc/ahClueReport/traceUserList', { startDate: '2026-02-30x' })).code).toBe(400);
    expect((await get('/crm-dcc/ahClueReport/traceUserList', { startDate: '2026-03-01', endDate: '2026-02-01' })).msg).toBe('开始日期不能晚于结束日期');
  });

  it('dataScope 1 spans every store of the caller', async () => {
    const q = { startDate: new Date(Date.now() - 300 * 86_400_000).toISOString().slice(0, 10) };
    expect((await get('/crm-dcc/ahClueReport/traceUserList', { startDate: '2000-01-01', endDate: '2099-12-31' })).msg).toBe('统计区间不能超过一年');
    const one = await get<{ records: TraceUser[] }>('/crm-dcc/ahClueReport/traceUserList', { ...q, dataScope: 0 });
    const all = await get<{ records: TraceUser[] }>('/crm-dcc/ahClueReport/traceUserList', { ...q, dataScope: 1 });
    expect(all.data.records.map((x) => x.userId)).toContain(foreignId);
    const sum = (xs: TraceUser[]) => xs.reduce((a, x) => a + x.newClueCount, 0);
    expect(sum(all.data.records)).toBeGreaterThan(sum(one.data.records));
  });

  it('channel list and personnel channel analysis agree, and a new clue counts in its channel', async () => {
    const today = monthOf(new Date()) + '-01';
    const q = { startDate: today };
    const before = await get<{ total: number; records: Channel[] }>('/crm-dcc/ahClueReport/channelList', q);
    expect(before.code).toBe(200);
    expect(before.data.total).toBe(before.data.records.reduce((a, r) => a + r.clueCount, 0));
    expect(before.data.records.map((r) => r.channelName)).toContain('车展外拓');
    const clue = await inputClue(s, manager.access_token, { channelName: '抖音直播', channelType: '9' });
    const after = await get<{ total: number; records: Channel[] }>('/crm-dcc/ahClueReport/channelList', q);
    const of = (x: { records: Channel[] }) => x.records.find((r) => r.channelName === '抖音直播')?.clueCount ?? 0;
    expect(of(after.data)).toBe(of(before.data) + 1);
    // allocated clues appear per salesman and channel
    const pa0 = await get<{ records: { userId: string; clueCount: number; channelList: Channel[] }[] }>('/crm-dcc/ahClueReport/personnelChannelAnalysis', q);
    const count0 = pa0.data.records.find((r) => r.userId === colleagueId)?.channelList.find((c) => c.channelName === '抖音直播')?.clueCount ?? 0;
    await post('/crm-dcc/cluerecord/allocation-clue', { ids: [clue.clueId], nextTraceUserId: colleagueId });
    const pa = await get<{ channels: string[]; records: { userId: string; clueCount: number; channelList: Channel[] }[] }>('/crm-dcc/ahClueReport/personnelChannelAnalysis', q);
    const row = pa.data.records.find((r) => r.userId === colleagueId)!;
    expect(row.channelList.find((c) => c.channelName === '抖音直播')!.clueCount).toBe(count0 + 1);
    expect(row.clueCount).toBe(row.channelList.reduce((a, c) => a + c.clueCount, 0));
    expect((await get('/crm-dcc/ahClueReport/personnelChannelAnalysis', { endDate: 'yesterday' })).code).toBe(400);
  });
});
