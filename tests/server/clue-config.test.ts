/**
 * Generated clue configuration calls (channels, reasons, level times, seats), the store's salesman
 * list in allocation order and its store brands (the configuration screens' calls), and the clue export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer, type Tokens } from './harness';
import { inputClue, userId } from './clue-helpers';
import { DEMO_CHANNELS } from '../../server/db/seed/sales';

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
    const bad = await call(s.app, 'POST', '/crm-dcc/ahSeats/save', { token: manager.access_token, body: { seatNo: '8001', phone: '123', userId: uid } });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('请输入有效手机号');
    const ok = await call<{ id: string }>(s.app, 'POST', '/crm-dcc/ahSeats/save', { token: manager.access_token, body: { seatNo: '8001', phone: '13800138000', userId: uid } });
    expect(ok.code).toBe(200);
    const list = await call<{ seatNo: string }[]>(s.app, 'GET', '/crm-dcc/ahSeats/list', { token: manager.access_token });
    expect(list.data.map((x) => x.seatNo)).toEqual(['8001']);
    expect((await call(s.app, 'POST', '/crm-dcc/ahSeats/remove', { token: manager.access_token, body: { ids: ok.data.id } })).code).toBe(200);
  });
});

describe('clue export', () => {
  it('creates an export task of the chosen tab', async () => {
    const r = await call<{ ahExportTaskId: string }>(s.app, 'POST', '/crm-dcc/ahClueTrace/export', { token: sales.access_token, body: { isMustToVisit: 3 } });
    expect(r.code).toBe(200);
    expect(r.data.ahExportTaskId).toMatch(/^\d+$/);
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
    const d = await call<{ phone: string }>(s.app, 'GET', '/crm-dcc/seats/detail', { token: manager.access_token, query: { id: r.data.id } });
    expect(d.data.phone).toBe('13800137002');
    expect((await call(s.app, 'GET', '/crm-dcc/seats/detail', { token: manager.access_token, query: { id: 'x' } })).code).toBe(400);
  });

  it('quality seats: addOrEdit, pageList, deleteLogic', async () => {
    const uid = await userId(s, 'manager');
    const r = await call<{ id: string }>(s.app, 'POST', '/crm-dcc/ahQmSeat/addOrEdit', { token: manager.access_token, body: { seatNo: 'QM01', userId: uid, userName: '王建国' } });
    expect(r.code).toBe(200);
    expect((await call(s.app, 'POST', '/crm-dcc/ahQmSeat/addOrEdit', { token: manager.access_token, body: { seatNo: 'QM01', userId: uid } })).code).toBe(400);
    const p = await call<{ total: number }>(s.app, 'GET', '/crm-dcc/ahQmSeat/pageList', { token: manager.access_token });
    expect(p.data.total).toBe(1);
    expect((await call(s.app, 'POST', '/crm-dcc/ahQmSeat/deleteLogic', { token: manager.access_token, body: { id: r.data.id } })).code).toBe(200);
    expect((await call<{ total: number }>(s.app, 'GET', '/crm-dcc/ahQmSeat/pageList', { token: manager.access_token })).data.total).toBe(0);
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
