/**
 * Generated clue configuration calls (channels, reasons, level times, seats), the store's salesman
 * list in allocation order and its store brands (the configuration screens' calls), and the clue export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer, type Tokens } from './harness';
import { inArray } from 'drizzle-orm';
import { freshPhone, inputClue, userId } from './clue-helpers';
import { upload, workbook } from './import-helpers';
import { ahClueTrace } from '../../server/db/resource-tables/sales';
import { columnsOf } from '../../server/http/resource-query';
import { DEMO_CHANNELS } from '../../server/db/seed/sales';

const traceCols = columnsOf(ahClueTrace);

let s: TestServer;
let manager: Tokens;
let sales: Tokens;

beforeAll(async () => {
  s = await startServer();
  manager = await login(s.app, 'manager', 'anhua123');
  sales = await login(s.app, 'sales', 'anhua123');
});
afterAll(async () => {
  await s?.close();
});

describe('clue configuration', () => {
  it('channels: getList, save, update, delete; a duplicate name or an unknown type is refused', async () => {
    const list = await call<{ channelName: string }[]>(s.app, 'GET', '/crm-dcc/ahClueFromChannel/getList', { token: manager.access_token });
    expect(list.code).toBe(200);
    expect(list.data.map((c) => c.channelName)).toEqual(DEMO_CHANNELS.map((c) => c.name));
    const dup = await call(s.app, 'POST', '/crm-dcc/ahClueFromChannel/save', { token: manager.access_token, body: { channelName: '汽车之家', channelType: '3' } });
    expect(dup.code).toBe(400);
    const badType = await call(s.app, 'POST', '/crm-dcc/ahClueFromChannel/save', { token: manager.access_token, body: { channelName: '小红书', channelType: '77' } });
    expect(badType.code).toBe(400);
    const ok = await call<{ id: string }>(s.app, 'POST', '/crm-dcc/ahClueFromChannel/save', { token: manager.access_token, body: { channelName: '小红书', channelType: '9', sort: 20 } });
    expect(ok.code).toBe(200);
    expect((await call(s.app, 'POST', '/crm-dcc/ahClueFromChannel/update', { token: manager.access_token, body: { id: ok.data.id, channelName: '小红书种草' } })).code).toBe(200);
    expect((await call(s.app, 'POST', '/crm-dcc/ahClueFromChannel/delete', { token: manager.access_token, body: { id: ok.data.id } })).code).toBe(200);
    const after = await call<{ channelName: string }[]>(s.app, 'GET', '/crm-dcc/ahClueFromChannel/getList', { token: manager.access_token });
    expect(after.data.map((c) => c.channelName)).not.toContain('小红书种草');
  });

  it('defeat and not-arrived reasons by type; level times', async () => {
    const defeat = await call<{ reason: string }[]>(s.app, 'GET', '/crm-dcc/ahClueDefeatReasonConfig/list', { token: manager.access_token, query: { reasonType: '1' } });
    expect(defeat.data.map((r) => r.reason)).toContain('价格因素');
    const notArrive = await call<{ reason: string }[]>(s.app, 'GET', '/crm-dcc/ahClueDefeatReasonConfig/list', { token: manager.access_token, query: { reasonType: '2' } });
    expect(notArrive.data.map((r) => r.reason)).toContain('时间不便');
    const saved = await call(s.app, 'POST', '/crm-dcc/ahClueDefeatReasonConfig/saveOrUpdate', { token: manager.access_token, body: { reasonType: '1', reason: '贷款未通过' } });
    expect(saved.code).toBe(200);
    const empty = await call(s.app, 'POST', '/crm-dcc/ahClueDefeatReasonConfig/saveOrUpdate', { token: manager.access_token, body: { reasonType: '1', reason: '' } });
    expect(empty.code).toBe(400);
    const levels = await call<{ customerLevel: string; traceDays: number }[]>(s.app, 'GET', '/crm-dcc/ahCustomerLevelTime/list', { token: manager.access_token });
    expect(levels.data.find((l) => l.customerLevel === 'H')?.traceDays).toBe(1);
  });

  it('seats: save with the phone rule, list, remove', async () => {
    const uid = await userId(s, 'sales');
    // the demo data gives every salesman of the store a seat (1001, 1002)
    const seeded = (await call<{ seatNo: string }[]>(s.app, 'GET', '/crm-dcc/ahSeats/list', { token: manager.access_token })).data.map((x) => x.seatNo);
    expect(seeded.length).toBeGreaterThan(0);
    const bad = await call(s.app, 'POST', '/crm-dcc/ahSeats/save', { token: manager.access_token, body: { seatNo: '8001', phone: '123', userId: uid } });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('请输入有效手机号');
    const ok = await call<{ id: string }>(s.app, 'POST', '/crm-dcc/ahSeats/save', { token: manager.access_token, body: { seatNo: '8001', phone: '13800138000', userId: uid } });
    expect(ok.code).toBe(200);
    const list = await call<{ seatNo: string }[]>(s.app, 'GET', '/crm-dcc/ahSeats/list', { token: manager.access_token });
    expect(list.data.map((x) => x.seatNo).sort()).toEqual([...seeded, '8001'].sort());
    expect((await call(s.app, 'POST', '/crm-dcc/ahSeats/remove', { token: manager.access_token, body: { ids: ok.data.id } })).code).toBe(200);
    expect((await call<{ seatNo: string }[]>(s.app, 'GET', '/crm-dcc/ahSeats/list', { token: manager.access_token })).data.map((x) => x.seatNo).sort()).toEqual([...seeded].sort());
  });
});

describe('clue export', () => {
  it('creates an export task of the chosen tab', async () => {
    const r = await call<{ ahExportTaskId: string }>(s.app, 'POST', '/crm-dcc/ahClueTrace/export', { token: sales.access_token, body: { isMustToVisit: 3 } });
    expect(r.code).toBe(200);
    expect(r.data.ahExportTaskId).toMatch(/^\d+$/);
  });
});

describe('demo follow-ups (the seed)', () => {
  // runs before the calls below add a live call
  it('calls come from the caller\'s seat, unanswered ones last 0 s; a trace\'s newest record is its last follow-up', async () => {
    type CallRow = { ahClueTraceId: string; seatsId: string; userId: string; callState: string; durationSec: number; startTime: string; endTime: string };
    const page = await call<{ total: number; records: CallRow[] }>(s.app, 'GET', '/crm-dcc/ahClueCallRecord/page', { token: manager.access_token, query: { size: 100 } });
    expect(page.data.total).toBeGreaterThan(100);
    const seats = (await call<{ id: string; userId: string }[]>(s.app, 'GET', '/crm-dcc/ahSeats/list', { token: manager.access_token })).data;
    for (const c of page.data.records) {
      expect(seats.find((x) => x.id === c.seatsId)?.userId).toBe(c.userId);
      expect(Date.parse(c.endTime) - Date.parse(c.startTime)).toBeGreaterThan(0);
      if (c.callState === '0') expect(c.durationSec).toBe(0);
      else expect([c.callState, c.durationSec >= 30 && c.durationSec <= 600]).toEqual(['1', true]);
    }
    expect(new Set(page.data.records.map((c) => c.callState))).toEqual(new Set(['0', '1']));
    const traceId = page.data.records[0].ahClueTraceId;
    const trace = (await call<{ lastTraceTime: string; nextTraceTime: string | null }>(s.app, 'GET', '/crm-dcc/ahClueTrace/getByAhClueTraceId', { token: manager.access_token, query: { ahClueTraceId: traceId } })).data;
    const records = (
      await call<{ records: { traceTime: string; nextTraceTime: string | null; result: string }[] }>(s.app, 'GET', '/crm-dcc/ahClueTraceRecord/list', {
        token: manager.access_token,
        query: { ahClueTraceId: traceId, size: 100 },
      })
    ).data.records;
    expect(records.length).toBeGreaterThan(0);
    expect([records[0].traceTime, records[0].nextTraceTime]).toEqual([trace.lastTraceTime, trace.nextTraceTime]);
    // the earlier ones are follow-ups (TRACE), one of them perhaps the visit of a visited clue
    expect(records.slice(1).filter((r) => r.result !== 'TRACE' && r.result !== 'VISIT')).toEqual([]);
    expect(records.filter((r) => r.result === 'VISIT').length).toBeLessThanOrEqual(1);
  });

  it('the trace-user report counts more follow-ups than followed-up clues', async () => {
    type Row = { userName: string; traceCount: number; tracedClueCount: number };
    const cstDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
    const query = { startDate: cstDay(Date.now() - 90 * 86_400_000), endDate: cstDay(Date.now()) };
    const r = await call<{ records: Row[] }>(s.app, 'GET', '/crm-dcc/ahClueReport/traceUserList', { token: manager.access_token, query });
    const busy = r.data.records.filter((x) => x.tracedClueCount > 0);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.some((x) => x.traceCount > x.tracedClueCount)).toBe(true);
  });
});

describe('seats and calls (simulated call centre)', () => {
  it('signs in, calls a clue customer, hangs up; the call leaves a record', async () => {
    const uid = await userId(s, 'sales');
    const seat = await call<{ id: string }>(s.app, 'POST', '/crm-dcc/ahSeats/save', { token: manager.access_token, body: { seatNo: '9001', phone: '13800139000', userId: uid } });
    expect(seat.code).toBe(200);
    const trace = (await call<{ records: { id: string; customerPhone: string }[] }>(s.app, 'GET', '/crm-dcc/ahClueTrace/selectCluePage', { token: sales.access_token, query: { size: 1 } })).data.records[0];
    // not signed in yet
    const early = await call(s.app, 'POST', '/crm-dcc/ahClueTraceRecord/callOut', { token: sales.access_token, body: { clueTraceId: trace.id } });
    expect(early.code).toBe(10300);
    expect((await call(s.app, 'POST', '/crm-dcc/ahSeats/signIn', { token: sales.access_token, body: { phone: '123' } })).code).toBe(400);
    expect((await call(s.app, 'POST', '/crm-dcc/ahSeats/signIn', { token: sales.access_token, body: { phone: '13800139001' } })).code).toBe(404);
    expect((await call(s.app, 'POST', '/crm-dcc/ahSeats/signIn', { token: sales.access_token, body: { phone: '13800139000' } })).code).toBe(200);
    const c = await call<{ id: string; callId: string }>(s.app, 'POST', '/crm-dcc/seats/call', { token: sales.access_token, body: { clueId: trace.id, seatsId: seat.data.id } });
    expect(c.code).toBe(200);
    expect(c.data.callId).toMatch(/^sim-/);
    const busy = await call(s.app, 'POST', '/crm-dcc/ahClueTraceRecord/callOut', { token: sales.access_token, body: { clueTraceId: trace.id } });
    expect(busy.code).toBe(10300);
    const end = await call<{ callState: number }>(s.app, 'GET', '/crm-dcc/seats/abort_call', { token: sales.access_token, query: { seatsId: seat.data.id } });
    expect([end.code, end.data.callState]).toEqual([200, 1]);
    expect((await call(s.app, 'GET', '/crm-dcc/seats/abort_call', { token: sales.access_token, query: { seatsId: seat.data.id } })).code).toBe(10300);
    const records = await call<{ records: { customerPhone: string; callState: string }[] }>(s.app, 'GET', '/crm-dcc/ahClueCallRecord/page', { token: manager.access_token });
    expect(records.data.records[0]).toMatchObject({ customerPhone: trace.customerPhone, callState: '1' });
  });
});

describe('seats/* and quality seats', () => {
  it('saves, details and updates a seat through seats/*; refuses a bad phone', async () => {
    const uid = await userId(s, 'sales');
    expect((await call(s.app, 'POST', '/crm-dcc/seats/save', { token: manager.access_token, body: { seatNo: '7001', phone: '1380013', userId: uid } })).code).toBe(400);
    const r = await call<{ id: string }>(s.app, 'POST', '/crm-dcc/seats/save', { token: manager.access_token, body: { seatNo: '7001', phone: '13800137001', userId: uid } });
    expect(r.code).toBe(200);
    expect((await call(s.app, 'POST', '/crm-dcc/seats/update', { token: manager.access_token, body: { id: r.data.id, phone: '13800137002' } })).code).toBe(200);
    const d = await call<{ phone: string; signIn: number | null }>(s.app, 'GET', '/crm-dcc/seats/detail', { token: manager.access_token, query: { id: r.data.id } });
    expect(d.data.phone).toBe('13800137002');
    // signIn is read-only: a new seat starts at its declared default, signed out (not null)
    expect(d.data.signIn).toBe(0);
    expect((await call(s.app, 'GET', '/crm-dcc/seats/detail', { token: manager.access_token, query: { id: 'x' } })).code).toBe(400);
  });

  it('quality seats: addOrEdit, pageList, deleteLogic', async () => {
    const uid = await userId(s, 'manager');
    // the demo data has the store's quality seats (the manager's and the group's)
    const seeded = (await call<{ total: number }>(s.app, 'GET', '/crm-dcc/ahQmSeat/pageList', { token: manager.access_token })).data.total;
    expect(seeded).toBeGreaterThan(0);
    const r = await call<{ id: string }>(s.app, 'POST', '/crm-dcc/ahQmSeat/addOrEdit', { token: manager.access_token, body: { seatNo: 'QM01', userId: uid, userName: '王建国' } });
    expect(r.code).toBe(200);
    expect((await call(s.app, 'POST', '/crm-dcc/ahQmSeat/addOrEdit', { token: manager.access_token, body: { seatNo: 'QM01', userId: uid } })).code).toBe(400);
    const p = await call<{ total: number }>(s.app, 'GET', '/crm-dcc/ahQmSeat/pageList', { token: manager.access_token });
    expect(p.data.total).toBe(seeded + 1);
    expect((await call(s.app, 'POST', '/crm-dcc/ahQmSeat/deleteLogic', { token: manager.access_token, body: { id: r.data.id } })).code).toBe(200);
    expect((await call<{ total: number }>(s.app, 'GET', '/crm-dcc/ahQmSeat/pageList', { token: manager.access_token })).data.total).toBe(seeded);
  });
});

describe('salesmen who take clues, in allocation order', () => {
  type Salesman = { id: string; name: string; sort: number; configured: number; type: number };
  const list = async (type = 0) => (await call<Salesman[]>(s.app, 'GET', '/crm-dcc/ahSalesman/salesmenList', { token: manager.access_token, query: { type } })).data;
  const save = (userIdList: string[], type = 0) => call(s.app, 'POST', '/crm-dcc/ahSalesman/updateSalesmanList', { token: manager.access_token, body: { type, userIdList } });
  const auto = async () => (await call<{ auto: number; nextUserId: string | null; nextUserName: string | null }>(s.app, 'GET', '/crm-dcc/clue/get/auto_allocation', { token: manager.access_token })).data;

  it('keeps the saved order; automatic allocation takes the list in that order and names whose turn is next', async () => {
    const salesId = await userId(s, 'sales');
    const colleagueId = await userId(s, 'sales0a');
    // nothing configured: the salesman role, by user id, marked as not configured
    const role = await list();
    expect(role.map((u) => u.id)).toEqual([salesId, colleagueId].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)));
    expect(role.map((u) => [u.sort, u.configured])).toEqual([[1, 0], [2, 0]]);
    expect((await auto()).nextUserId).toBe(role[0].id);

    // the list in an order of the manager's choosing, the later user id first
    const order = [...role.map((u) => u.id)].reverse();
    expect((await save(order)).code).toBe(200);
    const saved = await list();
    expect(saved.map((u) => u.id)).toEqual(order);
    expect(saved.map((u) => [u.sort, u.configured])).toEqual([[1, 1], [2, 1]]);
    expect((await auto())).toMatchObject({ auto: 0, nextUserId: order[0], nextUserName: saved[0].name });

    // three new clues go round the list in its order
    expect((await call(s.app, 'POST', '/crm-dcc/clue/auto-allocation', { token: manager.access_token, body: { auto: 1 } })).code).toBe(200);
    const got = [];
    for (let i = 0; i < 3; i++) got.push((await inputClue(s, manager.access_token)).nextTraceUserId);
    expect(got).toEqual([order[0], order[1], order[0]]);
    expect((await auto())).toMatchObject({ auto: 1, nextUserId: order[1] });

    // reordered: the turn continues after the last one allocated, in the new order
    expect((await save([order[1], order[0], await userId(s, 'manager')])).code).toBe(200);
    expect((await auto()).nextUserId).toBe(await userId(s, 'manager'));
    // the last one allocated left the list: the first of the list is next
    expect((await save([order[1]])).code).toBe(200);
    expect((await auto()).nextUserId).toBe(order[1]);

    // an empty list returns to the salesman role; automatic allocation off again
    expect((await save([])).code).toBe(200);
    expect((await call(s.app, 'POST', '/crm-dcc/clue/auto-allocation', { token: manager.access_token, body: { auto: 0 } })).code).toBe(200);
    expect(await list()).toEqual(role);
  });

  it('an import of several clues with automatic allocation on goes round the list in order, carrying the turn on across calls', async () => {
    const order = [await userId(s, 'sales0a'), await userId(s, 'manager'), await userId(s, 'sales')];
    expect((await save(order)).code).toBe(200);
    expect((await call(s.app, 'POST', '/crm-dcc/clue/auto-allocation', { token: manager.access_token, body: { auto: 1 } })).code).toBe(200);
    const start = order.indexOf((await auto()).nextUserId!);
    expect(start).toBeGreaterThanOrEqual(0);
    const inTurn = (n: number) => order[(start + n) % order.length];

    // one clue entered by hand, then five in one file: each the next of the list, the file
    // carrying on where the entered clue left the turn
    expect((await inputClue(s, manager.access_token)).nextTraceUserId).toBe(inTurn(0));
    const phones = Array.from({ length: 5 }, () => freshPhone());
    const content = await workbook([['*客户姓名', '*手机号', '渠道类型', '*线索渠道', '意向品牌', '意向车系', '意向车型', '备注'], ...phones.map((p, i) => [`导入客户${i + 1}`, p, null, '汽车之家', null, null, null, null])]);
    const r = await upload<{ succeeded: number }>(s, manager.access_token, '/crm-dcc/ahClueTrace/import', { name: '线索.xlsx', content });
    expect([r.code, r.data.succeeded]).toEqual([200, 5]);
    const rows = (await s.database.ownerDb
      .select({ phone: traceCols.customerPhone, owner: traceCols.nextTraceUserId })
      .from(ahClueTrace)
      .where(inArray(traceCols.customerPhone, phones))) as Array<{ phone: string; owner: string | null }>;
    const ownerOf = new Map(rows.map((x) => [x.phone, x.owner === null ? null : String(x.owner)]));
    expect(phones.map((p) => ownerOf.get(p))).toEqual([1, 2, 3, 4, 5].map(inTurn));
    // the next call carries on after the file's last clue
    expect((await auto()).nextUserId).toBe(inTurn(6));
    expect((await inputClue(s, manager.access_token)).nextTraceUserId).toBe(inTurn(6));

    expect((await save([])).code).toBe(200);
    expect((await call(s.app, 'POST', '/crm-dcc/clue/auto-allocation', { token: manager.access_token, body: { auto: 0 } })).code).toBe(200);
  });

  it('invitation specialists have their own list and no role fallback', async () => {
    expect(await list(1)).toEqual([]);
    const salesId = await userId(s, 'sales');
    expect((await save([salesId], 1)).code).toBe(200);
    expect(await list(1)).toEqual([expect.objectContaining({ id: salesId, type: 1, sort: 1, configured: 1 })]);
    expect((await save([], 1)).code).toBe(200);
    expect(await list(1)).toEqual([]);
  });
});

describe('store brands', () => {
  it('picks the store brands from the tenant brands, keeps them in the saved order, and clears them', async () => {
    const tenant = (await call<{ id: string; brandName: string }[]>(s.app, 'GET', '/crm-anhua/ahTenantBrand/listTenantBrand', { token: manager.access_token })).data;
    expect(tenant.length).toBeGreaterThan(2);
    const chosen = [tenant[2].id, tenant[0].id];
    expect((await call(s.app, 'POST', '/crm-dcc/ahClueStoreBrandRelation/saveOrUpdate', { token: manager.access_token, body: { brandIdList: chosen } })).code).toBe(200);
    expect((await call<string[]>(s.app, 'GET', '/crm-dcc/ahClueStoreBrandRelation/getBrandIdList', { token: manager.access_token })).data).toEqual(chosen);
    const clueBrands = (await call<{ id: string }[]>(s.app, 'GET', '/crm-dcc/clue/brandList', { token: manager.access_token })).data;
    expect(clueBrands.map((b) => b.id).sort()).toEqual([...chosen].sort());
    expect((await call(s.app, 'POST', '/crm-dcc/ahClueStoreBrandRelation/saveOrUpdate', { token: manager.access_token, body: { brandIdList: [] } })).code).toBe(200);
    expect((await call<string[]>(s.app, 'GET', '/crm-dcc/ahClueStoreBrandRelation/getBrandIdList', { token: manager.access_token })).data).toEqual([]);
    expect((await call<{ id: string }[]>(s.app, 'GET', '/crm-dcc/clue/brandList', { token: manager.access_token })).data.length).toBe(tenant.length);
  });
});
