/** Store customers (crm-dcc ahCustomer), the customer archive (crm-anhua customer), test drives and invitations; bad input changes nothing. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, login } from './harness';
import { s, manager, sales, salesId, colleagueId, foreignId, post, get, useSalesDesk } from './sales-desk';
import { freshPhone, inputClue, traceRow } from './clue-helpers';
import { ahCustomer } from '../../server/db/resource-tables/customers';
import { ahClueTrace } from '../../server/db/resource-tables/sales';
import { columnsOf } from '../../server/http/resource-query';

useSalesDesk();

type Customer = { id: string; ahCustomerId: string; customerName: string; customerPhone: string; nextTraceUserId: string | null; customerId: string | null; idCard: string | null };
type PageOf<T> = { records: T[]; total: number; current: number; size: number };

const cc = columnsOf(ahCustomer);
const tc = columnsOf(ahClueTrace);
async function customerRow(id: string) {
  const [row] = (await s.database.ownerDb.select().from(ahCustomer).where(eq(cc.id, id)).limit(1)) as Record<string, unknown>[];
  return row as unknown as Customer & { customerLevel: string | null };
}

/** a customer of the manager's store owned by `owner` with at least one live clue */
async function customerOf(owner: string): Promise<Customer> {
  const page = await get<PageOf<Customer>>('/crm-dcc/ahCustomer/page', { size: 200, nextTraceUserId: owner });
  for (const c of page.data.records) {
    const live = await s.database.ownerDb
      .select({ id: tc.id })
      .from(ahClueTrace)
      .where(and(eq(tc.customerPhone, c.customerPhone), eq(tc.nextTraceUserId, owner), eq(tc.visitState, 1)))
      .limit(1);
    if (live.length) return c;
  }
  throw new Error('no customer with a live clue');
}

describe('crm-dcc customers', () => {
  it('pages (page and pages, current/size) and the all-list, each row with ahCustomerId', async () => {
    const a = await get<PageOf<Customer>>('/crm-dcc/ahCustomer/page', { current: 1, size: 20 });
    expect(a.code).toBe(200);
    expect(a.data.total).toBeGreaterThan(100);
    expect(a.data.records).toHaveLength(20);
    expect(a.data.records[0].ahCustomerId).toBe(a.data.records[0].id);
    const b = await get<PageOf<Customer>>('/crm-dcc/ahCustomer/pages', { current: 2, size: 20 });
    expect(b.data.total).toBe(a.data.total);
    expect(b.data.records[0].id).not.toBe(a.data.records[0].id);
    const all = await get<Customer[]>('/crm-dcc/ahCustomer/list', {});
    expect(all.data.length).toBe(a.data.total);
    const bad = await get('/crm-dcc/ahCustomer/page', { size: 50001 });
    expect(bad.code).toBe(400);
  });

  it('a salesman sees only the customers they manage', async () => {
    const mine = await get<PageOf<Customer>>('/crm-dcc/ahCustomer/page', { size: 500 }, sales.access_token);
    const store = await get<PageOf<Customer>>('/crm-dcc/ahCustomer/page', { size: 1 });
    expect(mine.data.total).toBeGreaterThan(0);
    expect(mine.data.total).toBeLessThan(store.data.total);
    expect(mine.data.records.every((c) => c.nextTraceUserId === salesId)).toBe(true);
  });

  it('details carry the clues, follow-ups and archive; orders the intentions; bad and unknown ids answer 400 and 404', async () => {
    const c = await customerOf(salesId);
    const d = await get<{ customerPhone: string; clueList: { customerPhone: string; ahClueTraceId: string }[]; traceRecordList: unknown[]; archive: { customerPhone: string } | null }>(
      '/crm-dcc/ahCustomer/details',
      { ahCustomerId: c.id },
    );
    expect(d.code).toBe(200);
    expect(d.data.clueList.length).toBeGreaterThan(0);
    expect(d.data.clueList.every((t) => t.customerPhone === c.customerPhone)).toBe(true);
    expect(d.data.archive?.customerPhone).toBe(c.customerPhone);
    const o = await get<{ ahClueTraceId: string; visitState: number }[]>('/crm-dcc/ahCustomer/orders', { ahCustomerId: c.id });
    expect(o.data.map((x) => x.ahClueTraceId).sort()).toEqual(d.data.clueList.map((x) => x.ahClueTraceId).sort());
    const bad = await get('/crm-dcc/ahCustomer/details', { ahCustomerId: 'abc' });
    expect([bad.code, bad.msg]).toEqual([400, '客户id格式错误']);
    expect((await get('/crm-dcc/ahCustomer/details', { ahCustomerId: '123456' })).code).toBe(404);
    expect((await get('/crm-dcc/ahCustomer/orders', { ahCustomerId: '-1' })).code).toBe(400);
  });

  it('update checks phones and identity cards and changes nothing on a bad one', async () => {
    const c = await customerOf(colleagueId);
    const badPhone = await post('/crm-dcc/ahCustomer/update', { id: c.id, customerPhone: '2345678901' });
    expect([badPhone.code, badPhone.msg]).toEqual([400, '请输入有效手机号']);
    const shortPhone = await post('/crm-dcc/ahCustomer/update', { id: c.id, customerPhone: '1380000' });
    expect(shortPhone.msg).toBe('请输入有效手机号');
    const badCard = await post('/crm-dcc/ahCustomer/update', { id: c.id, idCard: '330106199001011235' });
    expect([badCard.code, badCard.msg]).toEqual([400, '身份证格式错误']);
    const badId = await post('/crm-dcc/ahCustomer/update', { id: 'x', customerName: '某某' });
    expect(badId.code).toBe(400);
    expect((await customerRow(c.id)).customerPhone).toBe(c.customerPhone);
    const ok = await post('/crm-dcc/ahCustomer/update', { id: c.id, customerName: '周改名', idCard: '11010519491231002X', customerLevel: 'H' });
    expect(ok.code).toBe(200);
    const row = await customerRow(c.id);
    expect([row.customerName, row.idCard, row.customerLevel]).toEqual(['周改名', '11010519491231002X', 'H']);
    const badLevel = await post('/crm-dcc/ahCustomer/update', { id: c.id, customerLevel: 'Z' });
    expect(badLevel.code).toBe(400);
  });

  it('transfer refuses a user of another store and bad ids, then moves the customer and its live clues', async () => {
    const c = await customerOf(salesId);
    const foreign = await get('/crm-dcc/ahCustomer/transferAhCustomer', { ahCustomerId: c.id, nextTraceUserId: foreignId });
    expect([foreign.code, foreign.msg]).toEqual([400, '跟进人不是本门店的在职人员']);
    expect((await customerRow(c.id)).nextTraceUserId).toBe(salesId);
    const badUser = await get('/crm-dcc/ahCustomer/transferAhCustomer', { ahCustomerId: c.id, nextTraceUserId: 'sales0a' });
    expect([badUser.code, badUser.msg]).toEqual([400, '跟进人id格式错误']);
    const badCustomer = await get('/crm-dcc/ahCustomer/transferAhCustomer', { ahCustomerId: '0x12', nextTraceUserId: colleagueId });
    expect([badCustomer.code, badCustomer.msg]).toEqual([400, '客户id格式错误']);
    const live = await s.database.ownerDb
      .select({ id: tc.id })
      .from(ahClueTrace)
      .where(and(eq(tc.customerPhone, c.customerPhone), eq(tc.storeId, (await traceRowOfPhone(c.customerPhone)).storeId), eq(tc.visitState, 1)));
    for (const t of live) expect((await traceRow(s, t.id as string)).nextTraceUserId).toBe(salesId);

    const ok = await get<{ movedClues: number; nextTraceUserId: string }>('/crm-dcc/ahCustomer/transferAhCustomer', { ahCustomerId: c.id, nextTraceUserId: colleagueId });
    expect(ok.code).toBe(200);
    expect(ok.data.movedClues).toBeGreaterThanOrEqual(live.length);
    expect((await customerRow(c.id)).nextTraceUserId).toBe(colleagueId);
    for (const t of live) expect((await traceRow(s, t.id as string)).nextTraceUserId).toBe(colleagueId);
    const again = await get('/crm-dcc/ahCustomer/transferAhCustomer', { ahCustomerId: c.id, nextTraceUserId: colleagueId });
    expect(again.code).toBe(10300);
    // the old owner no longer sees it
    const mine = await get<PageOf<Customer>>('/crm-dcc/ahCustomer/page', { size: 1000 }, sales.access_token);
    expect(mine.data.records.some((x) => x.id === c.id)).toBe(false);
  });

  it('a salesman cannot transfer a colleague\'s customer (outside their scope)', async () => {
    const c = await customerOf(colleagueId);
    const r = await get('/crm-dcc/ahCustomer/transferAhCustomer', { ahCustomerId: c.id, nextTraceUserId: salesId }, sales.access_token);
    expect(r.code).toBe(404);
    expect((await customerRow(c.id)).nextTraceUserId).toBe(colleagueId);
  });

  it('a clue becomes a customer once (saveFromClue), with an archive record', async () => {
    const phone = freshPhone();
    const { ahClueTraceId } = await inputClue(s, manager.access_token, { customerPhone: phone, customerName: '新建档' });
    const a = await post<{ ahCustomerId: string }>('/crm-dcc/ahCustomer/saveFromClue', { ahClueTraceId });
    expect(a.code).toBe(200);
    const b = await post<{ ahCustomerId: string }>('/crm-dcc/ahCustomer/saveFromClue', { ahClueTraceId });
    expect(b.data.ahCustomerId).toBe(a.data.ahCustomerId);
    const row = await customerRow(a.data.ahCustomerId);
    expect([row.customerPhone, row.customerName]).toEqual([phone, '新建档']);
    const archive = await call<{ records: { id: string; customerPhone: string }[] }>(s.app, 'GET', '/crm-anhua/customer/page', { token: manager.access_token, query: { customerPhone: phone } });
    expect(archive.data.records.map((r) => r.id)).toEqual([row.customerId]);
    expect((await post('/crm-dcc/ahCustomer/saveFromClue', { ahClueTraceId: 'nope' })).code).toBe(400);
    expect((await post('/crm-dcc/ahCustomer/saveFromClue', { ahClueTraceId: '987654321' })).code).toBe(404);
  });

  it('a clue followed up becomes a customer of its salesman, once however often it is followed up', async () => {
    const phone = freshPhone();
    const { ahClueTraceId, clueId } = await inputClue(s, manager.access_token, { customerPhone: phone, customerName: '跟进建档' });
    expect((await post('/crm-dcc/cluerecord/allocation-clue', { ids: [clueId], nextTraceUserId: salesId })).code).toBe(200);
    const none = await get<PageOf<Customer>>('/crm-dcc/ahCustomer/page', { customerPhone: phone });
    expect(none.data.total).toBe(0);
    const next = new Date(Date.now() + 86_400_000).toISOString();
    const first = await post<{ ahCustomerId: string }>('/crm-dcc/ahClueTraceRecord/save', { ahClueTraceId, content: '电话沟通，周末到店', nextTraceTime: next }, sales.access_token);
    expect(first.code).toBe(200);
    const visit = await post<{ ahCustomerId: string }>('/crm-dcc/ahClueTraceRecord/save', { ahClueTraceId, content: '客户到店看车', event: 'VISIT' }, sales.access_token);
    expect(visit.data.ahCustomerId).toBe(first.data.ahCustomerId);
    const row = await customerRow(first.data.ahCustomerId);
    expect([row.customerPhone, row.customerName, row.nextTraceUserId]).toEqual([phone, '跟进建档', salesId]);
    // a refused follow-up (no content) makes no customer of another clue
    const other = await inputClue(s, manager.access_token);
    expect((await post('/crm-dcc/ahClueTraceRecord/save', { ahClueTraceId: other.ahClueTraceId, content: '' })).code).toBe(400);
    expect((await get<PageOf<Customer>>('/crm-dcc/ahCustomer/page', { customerPhone: (await traceRow(s, other.ahClueTraceId)).customerPhone })).data.total).toBe(0);
  });
});

async function traceRowOfPhone(phone: string) {
  const [row] = (await s.database.ownerDb.select().from(ahClueTrace).where(eq(tc.customerPhone, phone)).limit(1)) as { storeId: string }[];
  return row;
}

describe('crm-anhua customer archive', () => {
  it('pages with pageNo/pageSize, saves with the spec\'s checks, refuses duplicates, updates, lists, details and removes', async () => {
    const p = await call<PageOf<Customer>>(s.app, 'GET', '/crm-anhua/customer/page', { token: manager.access_token, query: { pageNo: 2, pageSize: 10 } });
    expect([p.code, p.data.current, p.data.records.length]).toEqual([200, 2, 10]);
    const before = p.data.total;
    expect((await post('/crm-anhua/customer/save', { customerName: '档案甲', customerPhone: '23456789012' })).msg).toBe('请输入有效手机号');
    expect((await post('/crm-anhua/customer/save', { customerName: '档案甲', customerPhone: freshPhone(), idCard: '33010619900101123' })).msg).toBe('身份证格式错误');
    expect((await post('/crm-anhua/customer/save', { customerPhone: freshPhone() })).code).toBe(400);
    const phone = freshPhone();
    const ok = await post<{ id: string }>('/crm-anhua/customer/save', { customerName: '档案甲', customerPhone: phone, sex: '2', idCard: '' });
    expect(ok.code).toBe(200);
    const dup = await post('/crm-anhua/customer/save', { customerName: '档案乙', customerPhone: phone });
    expect([dup.code, dup.msg]).toEqual([400, '手机号已存在']);
    const d = await call<Customer & { sourceStoreName: string }>(s.app, 'GET', '/crm-anhua/customer/detail', { token: manager.access_token, query: { id: ok.data.id } });
    expect([d.data.customerName, d.data.sourceStoreName]).toEqual(['档案甲', '安华宝马杭州西湖店']);
    expect((await post('/crm-anhua/customer/update', { id: ok.data.id, customerPhone: '1390000000' })).msg).toBe('请输入有效手机号');
    expect((await post('/crm-anhua/customer/update', { id: ok.data.id, customerName: '档案丙' })).code).toBe(200);
    const list = await call<Customer[]>(s.app, 'GET', '/crm-anhua/customer/list', { token: manager.access_token, query: { customerName: '档案丙' } });
    expect(list.data.map((x) => x.id)).toEqual([ok.data.id]);
    expect((await post('/crm-anhua/customer/remove', { ids: 'x' })).code).toBe(400);
    expect((await post('/crm-anhua/customer/remove', { ids: ok.data.id })).code).toBe(200);
    const after = await call<PageOf<Customer>>(s.app, 'GET', '/crm-anhua/customer/page', { token: manager.access_token, query: { pageSize: 1 } });
    expect(after.data.total).toBe(before);
  });

  it('keeps an archive record that store customers point to', async () => {
    const c = (await get<PageOf<Customer>>('/crm-dcc/ahCustomer/page', { size: 1 })).data.records[0];
    const r = await post('/crm-anhua/customer/remove', { ids: c.customerId });
    expect([r.code, r.msg]).toEqual([400, '该客户已关联门店客户，不能删除']);
    const d = await call(s.app, 'GET', '/crm-anhua/customer/detail', { token: manager.access_token, query: { id: c.customerId! } });
    expect(d.code).toBe(200);
  });
});

describe('test-drive log', () => {
  it('logs a test drive of a customer with the plate rule and lists it', async () => {
    const c = await customerOf(salesId);
    const base = { ahCustomerId: c.id, seriesName: '3系', modelName: '325Li', driveStart: '2026-01-10 10:00:00', driveEnd: '2026-01-10 10:40:00', mileage: 12.5, satisfaction: 5 };
    expect((await post('/crm-dcc/ahTestDriveLog/save', { ...base, plateNo: '浙A1234' })).msg).toBe('车牌号格式有误');
    expect((await post('/crm-dcc/ahTestDriveLog/save', { ...base, ahCustomerId: 'abc' })).msg).toBe('客户id格式错误');
    expect((await post('/crm-dcc/ahTestDriveLog/save', { ...base, ahCustomerId: '42' })).code).toBe(404);
    expect((await post('/crm-dcc/ahTestDriveLog/save', { ...base, driveEnd: '2026-01-10 09:00:00' })).msg).toBe('结束时间不能早于开始时间');
    expect((await post('/crm-dcc/ahTestDriveLog/save', { ...base, satisfaction: 9 })).code).toBe(400);
    const ok = await post<{ id: string }>('/crm-dcc/ahTestDriveLog/save', { ...base, plateNo: '浙A12345' });
    expect(ok.code).toBe(200);
    const page = await get<PageOf<{ id: string; customerPhone: string; salesmanName: string }>>('/crm-dcc/ahTestDriveLog/page', { ahCustomerId: c.id });
    const mine = page.data.records.find((r) => r.id === ok.data.id)!;
    expect([mine.customerPhone, mine.salesmanName]).toEqual([c.customerPhone, '王建国']);
    const d = await get<{ testDriveList: { id: string }[] }>('/crm-dcc/ahCustomer/details', { ahCustomerId: c.id });
    expect(d.data.testDriveList.some((x) => x.id === ok.data.id)).toBe(true);
    expect((await get('/crm-dcc/ahTestDriveLog/detail', { id: ok.data.id })).code).toBe(200);
  });
});

describe('invitations', () => {
  it('checks customers, executors and the window; the detail tells who came', async () => {
    const page = await get<PageOf<{ id: string; executeStatus: number }>>('/crm-dcc/ahInviteConfig/getPage', { size: 10 });
    expect(page.data.total).toBeGreaterThanOrEqual(3);
    const c = await customerOf(salesId);
    const other = await customerOf(colleagueId);
    const start = new Date(Date.now() - 3_600_000).toISOString();
    const end = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const base = { taskName: '测试邀约', inviteType: 1, startTime: start, endTime: end, executorIds: salesId };
    // a customer of store 1 (the salesman's other store)
    const s1 = await login(s.app, 'sales', 'anhua123');
    const switched = await call<{ access_token: string }>(s.app, 'GET', '/blade-auth/oauth/modifyToken', { token: s1.access_token, query: { storeId: (await traceRowOfStoreIndex(1)) } });
    expect(switched.code).toBe(200);
    const foreignCustomer = (await get<PageOf<Customer>>('/crm-dcc/ahCustomer/page', { size: 1 }, switched.data.access_token)).data.records[0].id;
    expect((await post('/crm-dcc/ahInviteConfig/saveOrUpdate', { ...base, customerIds: `${c.id},${foreignCustomer}` })).msg).toBe('邀约客户不是本门店的客户');
    expect((await post('/crm-dcc/ahInviteConfig/saveOrUpdate', { ...base, customerIds: c.id, executorIds: foreignId })).msg).toBe('执行人不是本门店的在职人员');
    expect((await post('/crm-dcc/ahInviteConfig/saveOrUpdate', { ...base, customerIds: c.id, endTime: start, startTime: end })).msg).toBe('结束时间必须晚于开始时间');
    expect((await post('/crm-dcc/ahInviteConfig/saveOrUpdate', { ...base, customerIds: 'x,y' })).code).toBe(400);
    expect((await get<PageOf<unknown>>('/crm-dcc/ahInviteConfig/getPage', { size: 1 })).data.total).toBe(page.data.total);

    const ok = await post<{ id: string }>('/crm-dcc/ahInviteConfig/saveOrUpdate', { ...base, customerIds: `${c.id},${other.id},${c.id}` });
    expect(ok.code).toBe(200);
    const before = await get<{ customerCount: number; arrivedCount: number; customerList: { ahCustomerId: string; arrived: number }[]; executorList: { id: string }[] }>('/crm-dcc/ahInviteConfig/invitationDetail', { id: ok.data.id });
    expect(before.data.customerCount).toBe(2);
    expect(before.data.customerList).toHaveLength(2);
    expect(before.data.executorList.map((u) => u.id)).toEqual([salesId]);
    expect(before.data.customerList.find((x) => x.ahCustomerId === c.id)!.arrived).toBe(0);
    // the customer comes: a visit logged on their live clue
    const [live] = await s.database.ownerDb.select({ id: tc.id }).from(ahClueTrace).where(and(eq(tc.customerPhone, c.customerPhone), eq(tc.visitState, 1))).limit(1);
    const visit = await post('/crm-dcc/ahClueTraceRecord/save', { ahClueTraceId: live.id, content: '客户到店看车', event: 'VISIT' });
    expect(visit.code).toBe(200);
    const after = await get<{ arrivedCount: number; customerList: { ahCustomerId: string; arrived: number }[] }>('/crm-dcc/ahInviteConfig/invitationDetail', { id: ok.data.id });
    expect(after.data.customerList.find((x) => x.ahCustomerId === c.id)!.arrived).toBe(1);
    expect(after.data.arrivedCount).toBe(before.data.arrivedCount + 1);

    expect((await post('/crm-dcc/ahInviteConfig/start', { ids: ok.data.id })).code).toBe(200);
    expect((await get<{ executeStatus: number }>('/crm-dcc/ahInviteConfig/detail', { id: ok.data.id })).data.executeStatus).toBe(1);
    expect((await post('/crm-dcc/ahInviteConfig/stop', { ids: ok.data.id })).code).toBe(200);
    expect((await get<{ executeStatus: number }>('/crm-dcc/ahInviteConfig/detail', { id: ok.data.id })).data.executeStatus).toBe(3);
    expect((await get('/crm-dcc/ahInviteConfig/invitationDetail', { id: 'bad' })).code).toBe(400);
    expect((await post('/crm-dcc/ahInviteConfig/delete', { ids: ok.data.id })).code).toBe(200);
    expect((await get('/crm-dcc/ahInviteConfig/invitationDetail', { id: ok.data.id })).code).toBe(404);
  });
});

async function traceRowOfStoreIndex(i: number): Promise<string> {
  const { store } = await import('../../server/db/schema');
  const rows = await s.database.ownerDb.select({ id: store.id, sort: store.sort }).from(store).where(eq(store.tenantId, '000001'));
  return rows.find((r) => r.sort === i)!.id;
}
