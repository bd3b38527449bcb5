/** Moving clues: input, allocation, auto allocation, transfer one and many, the public sea; bad inputs change nothing. */
import { describe, expect, it } from 'vitest';
import { s, manager, sales, salesId, colleagueId, foreignId, post, get, useSalesDesk } from './sales-desk';
import { freshPhone, inputClue, traceRow, userId } from './clue-helpers';

useSalesDesk();

describe('clue input and allocation', () => {
  it('refuses an invalid phone and creates nothing', async () => {
    const before = await get<{ total: number }>('/crm-dcc/clue/page', { size: 1 });
    const bad = await post('/crm-dcc/clue/input', { customerName: '张三', customerPhone: '1234567890', channelName: '汽车之家' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('请输入有效手机号');
    const noName = await post('/crm-dcc/clue/input', { customerPhone: freshPhone(), channelName: '汽车之家' });
    expect(noName.code).toBe(400);
    expect((await get<{ total: number }>('/crm-dcc/clue/page', { size: 1 })).data.total).toBe(before.data.total);
  });

  it('enters an unallocated clue, allocates it once, refuses a second allocation and a foreign user', async () => {
    const { clueId, ahClueTraceId, nextTraceUserId } = await inputClue(s, manager.access_token);
    expect(nextTraceUserId).toBeNull();
    expect((await traceRow(s, ahClueTraceId)).visitState).toBe(8);
    const foreign = await post('/crm-dcc/cluerecord/allocation-clue', { ids: [clueId], nextTraceUserId: foreignId });
    expect(foreign.code).toBe(400);
    expect(foreign.msg).toBe('跟进人不是本门店的在职人员');
    expect((await traceRow(s, ahClueTraceId)).visitState).toBe(8);
    const badId = await post('/crm-dcc/cluerecord/allocation-clue', { ids: ['x1'], nextTraceUserId: salesId });
    expect(badId.code).toBe(400);
    const ok = await post('/crm-dcc/cluerecord/allocation-clue', { ids: [clueId], nextTraceUserId: salesId });
    expect(ok.code).toBe(200);
    const row = await traceRow(s, ahClueTraceId);
    expect([row.visitState, row.nextTraceUserId]).toEqual([0, salesId]);
    const again = await post('/crm-dcc/cluerecord/allocation-clue', { ids: [clueId], nextTraceUserId: colleagueId });
    expect(again.code).toBe(10300);
    expect(again.msg).toContain('已分配');
    expect((await traceRow(s, ahClueTraceId)).nextTraceUserId).toBe(salesId);
  });

  it('allocates many all or nothing', async () => {
    const a = await inputClue(s, manager.access_token);
    const b = await inputClue(s, manager.access_token);
    await post('/crm-dcc/cluerecord/allocation-clue', { ids: [b.clueId], nextTraceUserId: salesId });
    const mixed = await post('/crm-dcc/cluerecord/allocation-clue', { ids: [a.clueId, b.clueId], nextTraceUserId: colleagueId });
    expect(mixed.code).toBe(10300);
    expect((await traceRow(s, a.ahClueTraceId)).visitState).toBe(8);
    expect((await traceRow(s, b.ahClueTraceId)).nextTraceUserId).toBe(salesId);
  });

  it('automatic allocation assigns each new clue to the next enabled salesman in turn', async () => {
    expect((await get<{ auto: number }>('/crm-dcc/clue/get/auto_allocation', {})).data.auto).toBe(0);
    expect((await post('/crm-dcc/clue/auto-allocation', { auto: 2 })).code).toBe(400);
    expect((await post('/crm-dcc/clue/auto-allocation', { auto: 1 })).code).toBe(200);
    expect((await get<{ auto: number }>('/crm-dcc/clue/get/auto_allocation', {})).data.auto).toBe(1);
    const owners: string[] = [];
    for (let i = 0; i < 4; i++) owners.push((await inputClue(s, manager.access_token)).nextTraceUserId!);
    expect(new Set(owners)).toEqual(new Set([salesId, colleagueId]));
    expect(owners[0]).not.toBe(owners[1]);
    expect(owners[0]).toBe(owners[2]);
    expect(owners[1]).toBe(owners[3]);
    await post('/crm-dcc/clue/auto-allocation', { auto: 0 });
    expect((await inputClue(s, manager.access_token)).nextTraceUserId).toBeNull();
  });

  it('marks a clue with a phone already in the store as a repeat', async () => {
    const phone = freshPhone();
    const first = await inputClue(s, manager.access_token, { customerPhone: phone });
    const second = await inputClue(s, manager.access_token, { customerPhone: phone });
    const rows = await Promise.all([first, second].map((x) => traceRow(s, x.ahClueTraceId)));
    expect(rows.map((r) => (r as unknown as { repeatMark: number }).repeatMark)).toEqual([0, 1]);
  });
});

async function allocated(to = salesId) {
  const c = await inputClue(s, manager.access_token);
  await post('/crm-dcc/cluerecord/allocation-clue', { ids: [c.clueId], nextTraceUserId: to });
  return c.ahClueTraceId;
}

describe('transfer', () => {
  it('lists the colleagues to transfer to and transfers one', async () => {
    const id = await allocated();
    const has = await get<{ hasUser: boolean; users: { id: string }[] }>('/crm-dcc/ahClueTrace/hasTranceUserForPell', { ahClueTranceId: id }, sales.access_token);
    expect(has.code).toBe(200);
    expect(has.data.hasUser).toBe(true);
    expect(has.data.users.map((u) => u.id)).toContain(colleagueId);
    expect(has.data.users.map((u) => u.id)).not.toContain(salesId);
    const r = await get('/crm-dcc/ahClueTrace/transferAhClueTrance', { ahClueTranceId: id, nextTraceUserId: colleagueId }, sales.access_token);
    expect(r.code).toBe(200);
    expect((await traceRow(s, id)).nextTraceUserId).toBe(colleagueId);
    // no longer the salesman's: out of their scope
    expect((await get('/crm-dcc/ahClueTrace/transferAhClueTrance', { ahClueTranceId: id, nextTraceUserId: salesId }, sales.access_token)).code).toBe(404);
  });

  it('refuses a user of another store, a bad id and the same salesman; nothing changes', async () => {
    const id = await allocated();
    const foreign = await get('/crm-dcc/ahClueTrace/transferAhClueTrance', { ahClueTranceId: id, nextTraceUserId: foreignId });
    expect(foreign.code).toBe(400);
    expect((await get('/crm-dcc/ahClueTrace/transferAhClueTrance', { ahClueTranceId: 'abc', nextTraceUserId: colleagueId })).code).toBe(400);
    expect((await get('/crm-dcc/ahClueTrace/transferAhClueTrance', { ahClueTranceId: id, nextTraceUserId: 'abc' })).code).toBe(400);
    const same = await get('/crm-dcc/ahClueTrace/transferAhClueTrance', { ahClueTranceId: id, nextTraceUserId: salesId });
    expect(same.code).toBe(10300);
    expect((await traceRow(s, id)).nextTraceUserId).toBe(salesId);
  });

  it('two people transferring the same clue at once: exactly one wins', async () => {
    const id = await allocated();
    const [a, b] = await Promise.all([
      get('/crm-dcc/ahClueTrace/transferAhClueTrance', { ahClueTranceId: id, nextTraceUserId: colleagueId, fromUserId: salesId }),
      get('/crm-dcc/ahClueTrace/transferAhClueTrance', { ahClueTranceId: id, nextTraceUserId: await userId(s, 'manager'), fromUserId: salesId }),
    ]);
    const codes = [a.code, b.code].sort((x, y) => x - y);
    expect(codes).toEqual([200, 10300]);
    const winner = a.code === 200 ? colleagueId : await userId(s, 'manager');
    expect((await traceRow(s, id)).nextTraceUserId).toBe(winner);
  });

  it('batch transfer is all or nothing', async () => {
    const ids = [await allocated(), await allocated()];
    const defeated = await allocated();
    const def = await post('/crm-dcc/ahClueTraceRecord/save', { ahClueTraceId: defeated, content: '已购竞品', event: 'DEFEAT', defeatReason: '已购竞品' });
    expect(def.code).toBe(200);
    const mixed = await post('/crm-dcc/ahClueTrace/batchTransferClue', { nextTraceUserId: colleagueId, tranceIdList: [...ids, defeated] });
    expect(mixed.code).toBe(10300);
    for (const id of ids) expect((await traceRow(s, id)).nextTraceUserId).toBe(salesId);
    expect((await post('/crm-dcc/ahClueTrace/batchTransferClue', { nextTraceUserId: colleagueId, tranceIdList: [] })).code).toBe(400);
    const ok = await post<{ count: number }>('/crm-dcc/ahClueTrace/batchTransferClue', { nextTraceUserId: colleagueId, tranceIdList: ids });
    expect([ok.code, ok.data.count]).toEqual([200, 2]);
    for (const id of ids) expect((await traceRow(s, id)).nextTraceUserId).toBe(colleagueId);
  });
});

describe('the public sea', () => {
  it('moves a clue to the sea, lists it, hands it to a salesman, deletes another', async () => {
    const a = await allocated();
    const b = await allocated();
    expect((await post('/crm-dcc/ahClueTrace/toSea', { ids: [a, b] })).code).toBe(200);
    expect((await traceRow(s, a)).visitState).toBe(9);
    const sea = await get<{ total: number; records: { ahClueSeaTraceRelationId: string }[] }>('/crm-dcc/ahClueSeaTrace/pageList', { size: 1000 });
    expect(sea.code).toBe(200);
    expect(sea.data.records.map((r) => r.ahClueSeaTraceRelationId)).toEqual(expect.arrayContaining([a, b]));
    // the sea is the store's: a salesman sees it too
    const salesSea = await get<{ total: number }>('/crm-dcc/ahClueSeaTrace/getClueSeaList', { size: 1 }, sales.access_token);
    expect(salesSea.data.total).toBe(sea.data.total);
    const foreign = await post('/crm-dcc/ahClueSeaTrace/transfer', { ahClueSeaTraceRelationId: a, nextTraceUserId: foreignId });
    expect(foreign.code).toBe(400);
    expect((await traceRow(s, a)).visitState).toBe(9);
    const t = await post('/crm-dcc/ahClueSeaTrace/transfer', { ahClueSeaTraceRelationId: a, nextTraceUserId: colleagueId });
    expect(t.code).toBe(200);
    const row = await traceRow(s, a);
    expect([row.visitState, row.nextTraceUserId]).toEqual([0, colleagueId]);
    // not in the sea any more: a second take is refused by the machine
    const twice = await post('/crm-dcc/ahClueSeaTrace/transfer', { ahClueSeaTraceRelationId: a, nextTraceUserId: salesId });
    expect(twice.code).toBe(10300);
    expect(twice.msg).toBe('线索当前为「新线索」，不能从公海领取');
    expect((await post('/crm-dcc/ahClueSeaTrace/delSeaTrace', { id: a })).code).toBe(404);
    expect((await post('/crm-dcc/ahClueSeaTrace/delSeaTrace', { id: b })).code).toBe(200);
    expect((await traceRow(s, b)).isDeleted).toBe(1);
  });

  it('transferList takes many from the sea all or nothing', async () => {
    const sea = await get<{ records: { id: string }[] }>('/crm-dcc/ahClueSeaTrace/pageList', { size: 2 });
    const ids = sea.data.records.map((r) => r.id);
    const outside = await allocated();
    const mixed = await post('/crm-dcc/ahClueSeaTrace/transferList', { ahClueSeaTraceRelationIdList: [...ids, outside], nextTraceUserId: salesId });
    expect(mixed.code).toBe(10300);
    for (const id of ids) expect((await traceRow(s, id)).visitState).toBe(9);
    const ok = await post('/crm-dcc/ahClueSeaTrace/transferList', { ahClueSeaTraceRelationIdList: ids, nextTraceUserId: salesId });
    expect(ok.code).toBe(200);
    for (const id of ids) expect((await traceRow(s, id)).nextTraceUserId).toBe(salesId);
  });
});

describe('clue records, submit, customer name and publicity', () => {
  it('pages, lists and details clue records; submit updates a clue and its trace', async () => {
    const c = await inputClue(s, manager.access_token, { customerName: '钱多多' });
    const p = await get<{ total: number; records: { id: string }[] }>('/crm-dcc/cluerecord/page', { customerName: '钱多多', size: 10 });
    expect(p.data.records.map((r) => r.id)).toContain(c.clueId);
    const l = await get<{ id: string }[]>('/crm-dcc/cluerecord/list', { customerName: '钱多多' });
    expect(l.data.map((r) => r.id)).toContain(c.clueId);
    const d = await get<{ customerName: string; clueState: number }>('/crm-dcc/cluerecord/detail', { id: c.clueId });
    expect([d.data.customerName, d.data.clueState]).toEqual(['钱多多', 0]);
    expect((await get('/crm-dcc/cluerecord/detail', { id: 'x' })).code).toBe(400);
    const bad = await post('/crm-dcc/clue/submit', { id: c.clueId, customerPhone: '999' });
    expect(bad.code).toBe(400);
    expect((await traceRow(s, c.ahClueTraceId)).customerName).toBe('钱多多');
    expect((await post('/crm-dcc/clue/submit', { id: c.clueId, customerPhone: '13600001111' })).code).toBe(200);
    expect((await post('/crm-dcc/clue/update/customername', { customerId: c.clueId, customerName: '钱满满' })).code).toBe(200);
    const row = await traceRow(s, c.ahClueTraceId);
    expect([row.customerName, row.customerPhone]).toEqual(['钱满满', '13600001111']);
    const created = await post<{ clueId: string }>('/crm-dcc/cluerecord/submit', { customerName: '孙悟空', customerPhone: '13700002222', channelName: '懂车帝' });
    expect(created.code).toBe(200);
    expect(created.data.clueId).toMatch(/^\d+$/);
  });

  it('removing a clue removes its trace; an id outside the store removes nothing', async () => {
    const c = await inputClue(s, manager.access_token);
    const other = await inputClue(s, manager.access_token);
    expect((await post('/crm-dcc/cluerecord/remove', { ids: [c.clueId, '123456789'] })).code).toBe(404);
    expect((await traceRow(s, c.ahClueTraceId)).isDeleted).toBe(0);
    expect((await post('/crm-dcc/clue/remove', { ids: c.clueId })).code).toBe(200);
    expect((await traceRow(s, c.ahClueTraceId)).isDeleted).toBe(1);
    expect((await traceRow(s, other.ahClueTraceId)).isDeleted).toBe(0);
  });

  it('changes the publicity of a trace', async () => {
    const id = await allocated();
    const r = await get<{ publicity: number }>('/crm-dcc/ahClueTrace/changePublicity', { ahClueTraceId: id });
    expect([r.code, r.data.publicity]).toEqual([200, 1]);
    expect((await get<{ publicity: number }>('/crm-dcc/ahClueTrace/changePublicity', { ahClueTraceId: id, publicity: 0 })).data.publicity).toBe(0);
    expect((await get('/crm-dcc/ahClueTrace/changePublicity', { ahClueTraceId: id, publicity: 3 })).code).toBe(400);
  });
});
