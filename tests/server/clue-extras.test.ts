/**
 * The remaining clue calls: manual sync and DOSS, the call's sound text, the salesman list, store
 * brands, the clue brand/series/model lists, crowds; and two people transferring one clue at
 * once. Bad input answers a clear error and changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ahClueTraceRecord } from '../../server/db/resource-tables/sales';
import { columnsOf } from '../../server/http/resource-query';
import { s, manager, sales, salesId, colleagueId, foreignId, post, get, useSalesDesk } from './sales-desk';
import { inputClue, traceRow, userId } from './clue-helpers';

useSalesDesk();

async function allocatedTo(user: string) {
  const c = await inputClue(s, manager.access_token);
  const r = await post('/crm-dcc/cluerecord/allocation-clue', { ids: [c.clueId], nextTraceUserId: user });
  expect(r.code).toBe(200);
  return c;
}

describe('manual sync and DOSS', () => {
  it('syncs a clue: the trace follows the clue; bad and unknown ids change nothing', async () => {
    const c = await allocatedTo(salesId);
    const r = await get<{ ahClueId: string; ahClueTraceId: string; synced: boolean; provider: string }>('/crm-dcc/ahClueTrace/manualSyncClue', { ahClueId: c.clueId });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ ahClueId: c.clueId, ahClueTraceId: c.ahClueTraceId, synced: true, provider: 'local' });
    expect((await traceRow(s, c.ahClueTraceId)).customerName).toBe('测试客户');
    expect((await get('/crm-dcc/ahClueTrace/manualSyncClue', { ahClueId: 'abc' })).code).toBe(400);
    expect((await get('/crm-dcc/ahClueTrace/manualSyncClue', {})).code).toBe(400);
    expect((await get('/crm-dcc/ahClueTrace/manualSyncClue', { ahClueId: '123456789' })).code).toBe(404);
    // a colleague's clue is outside the salesman's scope
    const other = await allocatedTo(colleagueId);
    expect((await get('/crm-dcc/ahClueTrace/manualSyncClue', { ahClueId: other.clueId }, sales.access_token)).code).toBe(404);
  });

  it('answers the DOSS status and its car series, by brand too', async () => {
    const st = await get<{ provider: string; connected: boolean; enabled: boolean }>('/crm-dcc/ahClueTrace/getDossStatus');
    expect(st.code).toBe(200);
    expect(st.data).toMatchObject({ provider: 'local', connected: true, enabled: true });
    const all = await get<Array<{ seriesId: string; seriesName: string; brandId: string; brandName: string }>>('/crm-dcc/ahClueTrace/getDossCarSeriesList');
    expect(all.code).toBe(200);
    expect(all.data.length).toBeGreaterThan(3);
    const brandId = all.data[0].brandId;
    const one = await get<Array<{ brandId: string }>>('/crm-dcc/ahClueTrace/getDossCarSeriesList', { brandId });
    expect(one.data.length).toBeGreaterThan(0);
    expect(one.data.every((x) => x.brandId === brandId)).toBe(true);
    expect(one.data.length).toBeLessThan(all.data.length);
    expect((await get('/crm-dcc/ahClueTrace/getDossCarSeriesList', { brandId: 'x' })).code).toBe(400);
  });
});

describe('the call sound text', () => {
  it('answers the text of a finished call; refuses a call still going and bad ids', async () => {
    const uid = await userId(s, 'sales');
    const seat = await post<{ id: string }>('/crm-dcc/ahSeats/save', { seatNo: '9301', phone: '13800139301', userId: uid });
    expect(seat.code).toBe(200);
    expect((await post('/crm-dcc/ahSeats/signIn', { phone: '13800139301' }, sales.access_token)).code).toBe(200);
    const c = await allocatedTo(salesId);
    const dial = await post<{ id: string }>('/crm-dcc/ahClueTraceRecord/callOut', { clueTraceId: c.ahClueTraceId }, sales.access_token);
    expect(dial.code).toBe(200);
    const early = await get('/crm-dcc/ahClueCallRecord/getSoundText', { id: dial.data.id }, sales.access_token);
    expect(early.code).toBe(10300);
    expect(early.msg).toBe('通话尚未结束，暂无录音文本');
    expect((await get('/crm-dcc/seats/abort_call', { seatsId: seat.data.id }, sales.access_token)).code).toBe(200);
    const text = await get<{ soundText: string; provider: string }>('/crm-dcc/ahClueCallRecord/getSoundText', { id: dial.data.id }, sales.access_token);
    expect(text.code).toBe(200);
    expect(text.data.provider).toBe('simulated');
    expect(text.data.soundText).toContain('测试客户');
    expect((await get('/crm-dcc/ahClueCallRecord/getSoundText', { id: 'x' })).code).toBe(400);
    expect((await get('/crm-dcc/ahClueCallRecord/getSoundText', { id: '987654321' })).code).toBe(404);
  });
});

describe('salesmen of the store', () => {
  it('updateSalesmanList replaces the list of a type; salesmenList and auto allocation follow it', async () => {
    const before = await get<Array<{ id: string }>>('/crm-dcc/ahSalesman/salesmenList', { type: 0 });
    expect(before.data.map((u) => u.id)).toEqual(expect.arrayContaining([salesId, colleagueId]));
    // someone of another store: refused, nothing changes
    const foreign = await post('/crm-dcc/ahSalesman/updateSalesmanList', { type: 0, userIdList: [colleagueId, foreignId] });
    expect(foreign.code).toBe(400);
    expect(foreign.msg).toBe('跟进人不是本门店的在职人员');
    expect((await post('/crm-dcc/ahSalesman/updateSalesmanList', { type: 5, userIdList: [colleagueId] })).code).toBe(400);
    expect((await post('/crm-dcc/ahSalesman/updateSalesmanList', { type: 0, userIdList: ['x'] })).code).toBe(400);
    expect((await get<Array<{ id: string }>>('/crm-dcc/ahSalesman/salesmenList', { type: 0 })).data).toEqual(before.data);
    // only the colleague: every new clue goes to them
    const ok = await post('/crm-dcc/ahSalesman/updateSalesmanList', { type: 0, userIdList: [colleagueId] });
    expect(ok.code).toBe(200);
    expect((await get<Array<{ id: string }>>('/crm-dcc/ahSalesman/salesmenList', { type: 0 })).data.map((u) => u.id)).toEqual([colleagueId]);
    expect((await post('/crm-dcc/clue/auto-allocation', { auto: 1 })).code).toBe(200);
    const a = await inputClue(s, manager.access_token);
    const b = await inputClue(s, manager.access_token);
    expect([a.nextTraceUserId, b.nextTraceUserId]).toEqual([colleagueId, colleagueId]);
    // invitation specialists are a list of their own
    expect((await post('/crm-dcc/ahSalesman/updateSalesmanList', { type: 1, userIdList: [{ userId: salesId }] })).code).toBe(200);
    expect((await get<Array<{ id: string; type: number }>>('/crm-dcc/ahSalesman/salesmenList', { type: 1 })).data).toEqual([expect.objectContaining({ id: salesId, type: 1 })]);
    // an empty list returns to the salesman role
    expect((await post('/crm-dcc/ahSalesman/updateSalesmanList', { type: 0, userIdList: [] })).code).toBe(200);
    expect((await post('/crm-dcc/clue/auto-allocation', { auto: 0 })).code).toBe(200);
    expect((await get<Array<{ id: string }>>('/crm-dcc/ahSalesman/salesmenList', { type: 0 })).data).toEqual(before.data);
  });
});

describe('store brands and the clue catalogue lists', () => {
  it('saves the store brands, lists them; the clue brand list follows; unknown brands are refused', async () => {
    const tenant = await get<Array<{ id: string; brandName: string }>>('/crm-anhua/ahTenantBrand/listTenantBrand');
    expect(tenant.code).toBe(200);
    expect(tenant.data.length).toBeGreaterThan(2);
    expect((await get<string[]>('/crm-dcc/ahClueStoreBrandRelation/getBrandIdList')).data).toEqual([]);
    // without relations every tenant brand takes clues
    expect((await get<unknown[]>('/crm-dcc/clue/brandList')).data).toHaveLength(tenant.data.length);
    const chosen = tenant.data.slice(0, 2).map((b) => b.id);
    const bad = await post('/crm-dcc/ahClueStoreBrandRelation/saveOrUpdate', { brandIdList: [...chosen, '123456789'] });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('品牌不存在');
    expect((await post('/crm-dcc/ahClueStoreBrandRelation/saveOrUpdate', { brandIdList: ['x'] })).code).toBe(400);
    expect((await get<string[]>('/crm-dcc/ahClueStoreBrandRelation/getBrandIdList')).data).toEqual([]);
    expect((await post('/crm-dcc/ahClueStoreBrandRelation/saveOrUpdate', { brandIdList: chosen })).code).toBe(200);
    expect([...(await get<string[]>('/crm-dcc/ahClueStoreBrandRelation/getBrandIdList')).data].sort()).toEqual([...chosen].sort());
    const brands = await get<Array<{ brandId: string }>>('/crm-dcc/clue/brandList');
    expect(brands.data.map((b) => b.brandId).sort()).toEqual([...chosen].sort());
    // series of a brand, models of a series
    const series = await get<Array<{ seriesId: string; brandId: string }>>('/crm-dcc/clue/seriesList', { brandId: chosen[0] });
    expect(series.code).toBe(200);
    expect(series.data.length).toBeGreaterThan(0);
    expect(series.data.every((x) => x.brandId === chosen[0])).toBe(true);
    const models = await get<Array<{ modelId: string; seriesId: string }>>('/crm-dcc/clue/modelList', { seriesId: series.data[0].seriesId });
    expect(models.data.length).toBeGreaterThan(0);
    expect(models.data.every((m) => m.seriesId === series.data[0].seriesId)).toBe(true);
    expect((await get('/crm-dcc/clue/seriesList', {})).code).toBe(400);
    expect((await get('/crm-dcc/clue/modelList', { seriesId: '1x' })).code).toBe(400);
    // back to all brands
    expect((await post('/crm-dcc/ahClueStoreBrandRelation/saveOrUpdate', { brandIdList: [] })).code).toBe(200);
    expect((await get<string[]>('/crm-dcc/ahClueStoreBrandRelation/getBrandIdList')).data).toEqual([]);
  });
});

describe('crowds', () => {
  it('keeps a crowd of the desk filters with its count, lists and deletes it; bad conditions are refused', async () => {
    // one moment for both: a clue whose follow-up falls due between the two calls would count in one only
    s.clock.frozenAt = Date.now();
    const counts = await get<{ overdue: number }>('/crm-dcc/ahClueTrace/countTraceClue');
    const r = await post<{ id: string; crowdCount: number }>('/crm-dcc/ahClueCrowd/save', { crowdName: '超期未跟进', conditions: { isMustToVisit: 3 } });
    s.clock.frozenAt = undefined;
    expect(r.code).toBe(200);
    expect(r.data.crowdCount).toBe(counts.data.overdue);
    expect((await post('/crm-dcc/ahClueCrowd/save', { crowdName: '', conditions: {} })).code).toBe(400);
    const unknown = await post('/crm-dcc/ahClueCrowd/save', { crowdName: 'x', conditions: { password: '1' } });
    expect([unknown.code, unknown.msg]).toEqual([400, '不支持的筛选条件：password']);
    expect((await post('/crm-dcc/ahClueCrowd/save', { crowdName: 'x', conditions: { isMustToVisit: 4 } })).code).toBe(400);
    const list = await get<{ records: Array<{ id: string; crowdName: string; conditionText: string }> }>('/crm-dcc/ahClueCrowd/page');
    expect(list.code).toBe(200);
    const mine = list.data.records.find((x) => x.id === r.data.id);
    expect(mine).toMatchObject({ crowdName: '超期未跟进', conditionText: '回访状态：超期线索' });
    expect((await get<unknown[]>('/crm-dcc/ahClueCrowd/list')).data.length).toBe(list.data.records.length);
    expect((await post('/crm-dcc/ahClueCrowd/delete', { ids: r.data.id })).code).toBe(200);
    expect((await get<{ records: Array<{ id: string }> }>('/crm-dcc/ahClueCrowd/page')).data.records.some((x) => x.id === r.data.id)).toBe(false);
  });
});

describe('two people transferring the same clue at once', () => {
  const rc = columnsOf(ahClueTraceRecord);

  it('exactly one wins; the clue keeps its state, one owner and one transfer record', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await allocatedTo(salesId);
      const before = await traceRow(s, c.ahClueTraceId);
      // the salesman hands it to a colleague while the manager hands it to himself, both having seen sales as the owner
      const [a, b] = await Promise.all([
        get('/crm-dcc/ahClueTrace/transferAhClueTrance', { ahClueTranceId: c.ahClueTraceId, nextTraceUserId: colleagueId, fromUserId: salesId }, sales.access_token),
        get('/crm-dcc/ahClueTrace/transferAhClueTrance', { ahClueTranceId: c.ahClueTraceId, nextTraceUserId: await userId(s, 'manager'), fromUserId: salesId }, manager.access_token),
      ]);
      expect([a.code, b.code].sort((x, y) => x - y)).toEqual([200, 10300]);
      const loser = a.code === 200 ? b : a;
      expect(loser.msg).toBe('线索已被他人变更，请刷新后重试');
      const after = await traceRow(s, c.ahClueTraceId);
      expect(after.nextTraceUserId).toBe(a.code === 200 ? colleagueId : await userId(s, 'manager'));
      expect(after.visitState).toBe(before.visitState);
      const transfers = await s.database.ownerDb
        .select({ id: rc.id })
        .from(ahClueTraceRecord)
        .where(and(eq(rc.ahClueTraceId, c.ahClueTraceId), eq(rc.event, 'TRANSFER')));
      expect(transfers).toHaveLength(1);
    }
  });
});
