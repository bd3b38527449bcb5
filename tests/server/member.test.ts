/** crm-member ahMember, ahMemberCar and ahMemberCarRelation: every call with its bad inputs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';

let s: TestServer;
let sales: string; // salesman acting in his first store
let clerk: string; // warehouse clerk: no member buttons
let admin: string; // super-admin, no store

interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}
interface Member {
  id: string;
  memberName: string;
  phone: string;
  memberLevel: number;
  carCount: number;
  source: string;
  registerTime: string;
  integral: number;
  storeId: string;
}
interface Car {
  id: string;
  vin: string;
  licensePlate: string | null;
  memberId: string | null;
  memberName: string | null;
  memberPhone: string | null;
}

beforeAll(async () => {
  s = await startServer();
  sales = (await login(s.app, 'sales', 'anhua123')).access_token;
  clerk = (await login(s.app, 'warehouse', 'anhua123')).access_token;
  admin = (await login(s.app, 'admin', 'admin123')).access_token;
});
afterAll(async () => {
  await s?.close();
});

const members = (query: Record<string, string | number> = {}, token = sales) => call<Page<Member>>(s.app, 'GET', '/crm-member/ahMember/list', { token, query });
const member = async (id: string) => (await call<Member>(s.app, 'GET', '/crm-member/ahMember/detail', { token: sales, query: { id } })).data;
const cars = (query: Record<string, string | number> = {}) => call<Page<Car>>(s.app, 'GET', '/crm-member/ahMemberCar/list', { token: sales, query });
const post = <T = unknown>(url: string, body: unknown, token = sales) => call<T>(s.app, 'POST', url, { token, body });

let seq = 0;
const phone = () => `1990000${String(1000 + seq++).slice(-4)}`;
let vinSeq = 0;
/** valid VINs of our own: no I, O or Q */
const vin = () => `LBVTEST0${'ABCDEFGH'[vinSeq % 8]}S${String(100000 + vinSeq++).slice(-6)}`.padEnd(17, '0').slice(0, 17);

async function newMember(over: Record<string, unknown> = {}) {
  const r = await post<{ id: string }>('/crm-member/ahMember/save', { memberName: '测试会员', phone: phone(), sex: '1', memberLevel: 2, ...over });
  expect(r.code, r.msg).toBe(200);
  return r.data.id;
}
async function newCar(over: Record<string, unknown> = {}) {
  const r = await post<{ id: string }>('/crm-member/ahMemberCar/save', { vin: vin(), licensePlate: '浙A12345', brandName: '宝马', seriesName: '宝马3系', ...over });
  expect(r.code, r.msg).toBe(200);
  return r.data.id;
}

describe('ahMember list, detail and export', () => {
  it('pages the store members with the demo data, newest registration first', async () => {
    const r = await members({ current: 1, size: 20 });
    expect(r.code).toBe(200);
    expect(r.data.total).toBeGreaterThanOrEqual(300);
    expect(r.data.records).toHaveLength(20);
    const times = r.data.records.map((m) => Date.parse(m.registerTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const m of r.data.records) expect(m.phone).toMatch(/^1\d{10}$/);
  });
  it('filters by name, phone, level and registration range, and refuses a malformed filter', async () => {
    const first = (await members({ size: 1 })).data.records[0];
    const byPhone = await members({ phone: first.phone });
    expect(byPhone.data.records.map((m) => m.id)).toContain(first.id);
    const gold = await members({ memberLevel: 3, size: 100 });
    expect(gold.data.total).toBeGreaterThan(0);
    expect(gold.data.records.every((m) => m.memberLevel === 3)).toBe(true);
    const none = await members({ registerTimeStart: '2099-01-01' });
    expect(none.data.total).toBe(0);
    // a year past 2100 is no registration date at all (issue 15: dates within a sane range)
    expect((await members({ registerTimeStart: '2999-01-01' })).code).toBe(400);
    expect((await members({ memberLevel: 'gold' })).code).toBe(400);
    expect((await members({ registerTimeStart: 'yesterday' })).code).toBe(400);
    expect((await members({ size: 0 })).code).toBe(400);
  });
  it('answers one member by id; an unknown or malformed id is refused', async () => {
    const first = (await members({ size: 1 })).data.records[0];
    expect((await member(first.id)).phone).toBe(first.phone);
    expect((await call(s.app, 'GET', '/crm-member/ahMember/detail', { token: sales, query: { id: '123' } })).code).toBe(404);
    expect((await call(s.app, 'GET', '/crm-member/ahMember/detail', { token: sales, query: { id: 'x' } })).code).toBe(400);
  });
  it('a store user sees only the store; the super-admin without a store sees every store', async () => {
    const mine = await members({ size: 1 });
    const all = await members({ size: 1 }, admin);
    expect(all.data.total).toBeGreaterThan(mine.data.total);
    const foreign = (await members({ size: 200 }, admin)).data.records.find((m) => m.storeId !== mine.data.records[0].storeId)!;
    expect((await call(s.app, 'GET', '/crm-member/ahMember/detail', { token: sales, query: { id: foreign.id } })).code).toBe(404);
  });
  it('export creates an export task; without the button it is refused', async () => {
    const r = await post<{ ahExportTaskId: string }>('/crm-member/ahMember/export', { memberLevel: 4 });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.ahExportTaskId).toBeTruthy();
    expect((await post('/crm-member/ahMember/export', {}, clerk)).code).toBe(403);
  });
});

describe('ahMember save, update, remove', () => {
  it('saves a member of the store: source store entry, registered now, no points', async () => {
    const id = await newMember({ memberName: '  周杰  ' });
    const m = await member(id);
    expect(m.memberName).toBe('周杰');
    expect(m.source).toBe('2');
    expect(m.integral).toBe(0);
    expect(m.carCount).toBe(0);
    expect(Math.abs(Date.parse(m.registerTime) - Date.now())).toBeLessThan(60_000);
  });
  it('refuses bad input with the spec messages and writes nothing', async () => {
    const before = (await members({ size: 1 })).data.total;
    const bad = async (body: Record<string, unknown>) => (await post('/crm-member/ahMember/save', { memberName: '张三', phone: phone(), ...body })) as { code: number; msg: string; data: { field?: string } };
    let r = await bad({ phone: '2345678901' });
    expect([r.code, r.msg, r.data.field]).toEqual([400, '请输入有效手机号', 'phone']);
    r = await bad({ phone: '1380000' });
    expect(r.msg).toBe('请输入有效手机号');
    r = await bad({ memberName: '  ' });
    expect([r.code, r.msg]).toEqual([400, '会员姓名不能为空']);
    r = await bad({ idCard: '110101199003071234' });
    expect(r.msg).toBe('身份证格式错误');
    r = await bad({ memberLevel: 9 });
    expect(r.msg).toBe('会员等级取值无效');
    r = await bad({ sex: '7' });
    expect(r.msg).toBe('性别取值无效');
    r = await bad({ birthday: '1990-02-30x' });
    expect(r.code).toBe(400);
    expect((await members({ size: 1 })).data.total).toBe(before);
  });
  it('one member per phone in a store', async () => {
    const p = phone();
    await newMember({ phone: p });
    const r = await post<{ field?: string }>('/crm-member/ahMember/save', { memberName: '重复', phone: p });
    expect([r.code, r.msg, r.data?.field]).toEqual([400, '手机号已存在', 'phone']);
  });
  it('update changes the member and the name and phone its cars show', async () => {
    const id = await newMember();
    const carId = await newCar({ memberId: id });
    const p = phone();
    const r = await post('/crm-member/ahMember/update', { id, memberName: '李四', phone: p });
    expect(r.code, r.msg).toBe(200);
    const c = (await call<Car>(s.app, 'GET', '/crm-member/ahMemberCar/detail', { token: sales, query: { carId } })).data;
    expect([c.memberName, c.memberPhone]).toEqual(['李四', p]);
    expect((await post('/crm-member/ahMember/update', { id, phone: '12' })).msg).toBe('请输入有效手机号');
    expect((await post('/crm-member/ahMember/update', { id: '99', memberName: 'x' })).code).toBe(404);
    expect((await post('/crm-member/ahMember/update', { memberName: 'x' })).code).toBe(400);
  });
  it('remove takes ids; the removed member’s cars stay without a member', async () => {
    const id = await newMember();
    const carId = await newCar({ memberId: id });
    expect((await member(id)).carCount).toBe(1);
    expect((await post('/crm-member/ahMember/remove', { ids: '' })).msg).toBe('请选择至少一条数据');
    expect((await post('/crm-member/ahMember/remove', { ids: 'abc' })).code).toBe(400);
    // one id outside the store refuses all
    expect((await post('/crm-member/ahMember/remove', { ids: `${id},12345` })).code).toBe(404);
    expect((await call(s.app, 'GET', '/crm-member/ahMember/detail', { token: sales, query: { id } })).code).toBe(200);
    expect((await post('/crm-member/ahMember/remove', { ids: id })).code).toBe(200);
    expect((await call(s.app, 'GET', '/crm-member/ahMember/detail', { token: sales, query: { id } })).code).toBe(404);
    const c = (await call<Car>(s.app, 'GET', '/crm-member/ahMemberCar/detail', { token: sales, query: { carId } })).data;
    expect([c.memberId, c.memberName]).toEqual([null, null]);
  });
  it('writes need the member buttons and a store', async () => {
    expect((await post('/crm-member/ahMember/save', { memberName: '无权', phone: phone() }, clerk)).code).toBe(403);
    expect((await post('/crm-member/ahMember/save', { memberName: '无店', phone: phone() }, admin)).msg).toBe('请先切换到门店');
  });
});

describe('ahMemberCar', () => {
  it('lists the store cars with their members, filters by VIN and member', async () => {
    const r = await cars({ size: 50 });
    expect(r.code).toBe(200);
    expect(r.data.total).toBeGreaterThan(200);
    const linked = r.data.records.find((c) => c.memberId)!;
    expect(linked.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    const byMember = await cars({ memberId: linked.memberId! });
    expect(byMember.data.records.every((c) => c.memberId === linked.memberId)).toBe(true);
    expect((await cars({ vin: linked.vin.slice(-8) })).data.records.map((c) => c.id)).toContain(linked.id);
    expect((await cars({ memberId: 'x' })).code).toBe(400);
  });
  it('detail by carId (or id); unknown and malformed ids refused', async () => {
    const id = await newCar();
    expect((await call<Car>(s.app, 'GET', '/crm-member/ahMemberCar/detail', { token: sales, query: { carId: id } })).data.id).toBe(id);
    expect((await call<Car>(s.app, 'GET', '/crm-member/ahMemberCar/detail', { token: sales, query: { id } })).data.id).toBe(id);
    expect((await call(s.app, 'GET', '/crm-member/ahMemberCar/detail', { token: sales, query: { carId: '42' } })).code).toBe(404);
    expect((await call(s.app, 'GET', '/crm-member/ahMemberCar/detail', { token: sales, query: {} })).code).toBe(400);
  });
  it('save checks VIN and plate by the spec rules, the member and one car per VIN', async () => {
    const before = (await cars({ size: 1 })).data.total;
    const bad = (body: Record<string, unknown>) => post<{ field?: string }>('/crm-member/ahMemberCar/save', { vin: vin(), ...body });
    for (const v of ['LBV1234567890123', 'LBV1234567890123IO', 'LBVO2345678901234', 'lbv12345678901234x']) expect((await bad({ vin: v })).msg).toBe('车架号格式有误');
    expect((await bad({ vin: '' })).msg).toBe('车架号不能为空');
    for (const p of ['浙A1234', 'XA12345', '浙A123456X']) expect((await bad({ licensePlate: p })).msg).toBe('车牌号格式有误');
    expect((await bad({ memberId: '77' })).msg).toBe('会员不存在');
    expect((await bad({ mileage: -5 })).code).toBe(400);
    expect((await bad({ buyDate: '2024-13-01' })).code).toBe(400);
    expect((await cars({ size: 1 })).data.total).toBe(before);
    const v = vin();
    await newCar({ vin: v, licensePlate: '浙AD12345' });
    const dup = await bad({ vin: v });
    expect([dup.code, dup.msg, dup.data?.field]).toEqual([400, '车架号已存在', 'vin']);
  });
  it('saveOrUpdate creates without an id and updates with one; linking keeps carCount', async () => {
    const a = await newMember();
    const b = await newMember();
    const r = await post<{ id: string }>('/crm-member/ahMemberCar/saveOrUpdate', { vin: vin(), memberId: a });
    expect(r.code, r.msg).toBe(200);
    expect((await member(a)).carCount).toBe(1);
    const u = await post('/crm-member/ahMemberCar/saveOrUpdate', { id: r.data.id, memberId: b, color: '白' });
    expect(u.code, u.msg).toBe(200);
    expect([(await member(a)).carCount, (await member(b)).carCount]).toEqual([0, 1]);
    expect((await post('/crm-member/ahMemberCar/saveOrUpdate', { id: r.data.id, memberId: null })).code).toBe(200);
    expect((await member(b)).carCount).toBe(0);
    expect((await post('/crm-member/ahMemberCar/saveOrUpdate', { id: r.data.id, vin: 'bad' })).msg).toBe('车架号格式有误');
    expect((await post('/crm-member/ahMemberCar/saveOrUpdate', { id: '5', vin: vin() })).code).toBe(404);
  });
  it('remove recounts the member’s cars', async () => {
    const a = await newMember();
    const c1 = await newCar({ memberId: a });
    await newCar({ memberId: a });
    expect((await member(a)).carCount).toBe(2);
    expect((await post('/crm-member/ahMemberCar/remove', { ids: c1 })).code).toBe(200);
    expect((await member(a)).carCount).toBe(1);
    expect((await post('/crm-member/ahMemberCar/remove', { ids: c1 })).code).toBe(404);
    expect((await post('/crm-member/ahMemberCar/remove', { ids: [] })).msg).toBe('请选择至少一条数据');
  });
  it('export is refused without the button', async () => {
    expect((await post('/crm-member/ahMemberCar/export', {}, clerk)).code).toBe(403);
  });
});

describe('searchByVin, pcSearchByVin, relationCar', () => {
  it('searchByVin answers the member of the car with all its cars; none for an unknown VIN', async () => {
    const a = await newMember({ memberName: '查车' });
    const v1 = vin();
    await newCar({ vin: v1, memberId: a });
    await newCar({ memberId: a });
    const r = await call<{ member: Member; car: Car; carList: Car[] }>(s.app, 'GET', '/crm-member/ahMember/searchByVin', { token: sales, query: { vin: v1.toLowerCase() } });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.member.memberName).toBe('查车');
    expect(r.data.car.vin).toBe(v1);
    expect(r.data.carList).toHaveLength(2);
    expect((await call(s.app, 'GET', '/crm-member/ahMember/searchByVin', { token: sales, query: { vin: vin() } })).data).toBeNull();
    expect((await call(s.app, 'GET', '/crm-member/ahMember/searchByVin', { token: sales, query: { vin: 'LBV123' } })).msg).toBe('车架号格式有误');
    expect((await call(s.app, 'GET', '/crm-member/ahMember/searchByVin', { token: sales, query: {} })).msg).toBe('车架号格式有误');
    expect((await call(s.app, 'GET', '/crm-member/ahMember/searchByVin', { token: admin, query: { vin: v1 } })).msg).toBe('请先切换到门店');
  });
  it('pcSearchByVin finds the cars of a VIN list (text or array), optionally of one phone, and names the VINs not found', async () => {
    const p = phone();
    const a = await newMember({ phone: p });
    const v1 = vin();
    const v2 = vin();
    await newCar({ vin: v1, memberId: a });
    await newCar({ vin: v2 });
    const missing = vin();
    const r = await post<{ list: Array<Car & { phone: string | null }>; notFound: string[] }>('/crm-member/ahMember/pcSearchByVin', { vinList: `${v1}，${v2}\n${missing}` });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.list.map((c) => c.vin).sort()).toEqual([v1, v2].sort());
    expect(r.data.notFound).toEqual([missing]);
    const byPhone = await post<{ list: Car[] }>('/crm-member/ahMember/pcSearchByVin', { vinList: [v1, v2], phone: p });
    expect(byPhone.data.list.map((c) => c.vin)).toEqual([v1]);
    const onlyPhone = await post<{ list: Car[] }>('/crm-member/ahMember/pcSearchByVin', { phone: p });
    expect(onlyPhone.data.list.map((c) => c.vin)).toEqual([v1]);
    expect((await post('/crm-member/ahMember/pcSearchByVin', {})).msg).toBe('请输入车架号或手机号');
    expect((await post('/crm-member/ahMember/pcSearchByVin', { vinList: [v1, 'NOTAVIN'] })).msg).toBe('车架号格式有误');
    expect((await post('/crm-member/ahMember/pcSearchByVin', { vinList: [v1], phone: '123' })).msg).toBe('请输入有效手机号');
  });
  it('relationCar links a car to a member, moving it from its former member', async () => {
    const a = await newMember();
    const b = await newMember();
    const car = await newCar({ memberId: a });
    const r = await post('/crm-member/ahMemberCarRelation/relationCar', { memberId: b, carId: car });
    expect(r.code, r.msg).toBe(200);
    expect([(await member(a)).carCount, (await member(b)).carCount]).toEqual([0, 1]);
    const again = await post('/crm-member/ahMemberCarRelation/relationCar', { memberId: b, carId: car });
    expect([again.code, again.msg]).toEqual([10300, '该车辆已关联此会员']);
    expect((await post('/crm-member/ahMemberCarRelation/relationCar', { memberId: '88', carId: car })).msg).toBe('会员不存在');
    expect((await post('/crm-member/ahMemberCarRelation/relationCar', { memberId: b, carId: '88' })).msg).toBe('车辆不存在');
    expect((await post('/crm-member/ahMemberCarRelation/relationCar', { memberId: 'x', carId: car })).msg).toBe('会员id格式错误');
    expect((await post('/crm-member/ahMemberCarRelation/relationCar', { memberId: b })).msg).toBe('车辆id格式错误');
    expect((await post('/crm-member/ahMemberCarRelation/relationCar', { memberId: a, carId: car }, clerk)).code).toBe(403);
  });
});

describe('ahMemberCar export (blob)', () => {
  it('answers the xlsx file itself, filtered; a bad filter answers its message', async () => {
    const headers = { 'account-type': '0', 'tenant-id': '000001', 'blade-auth': `bearer ${sales}`, 'content-type': 'application/json' };
    const ok = await s.app.inject({ method: 'POST', url: '/api/crm-member/ahMemberCar/export', headers, payload: JSON.stringify({ current: 1, size: 50000, brandName: '宝马' }) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('spreadsheetml');
    expect(ok.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const bad = await s.app.inject({ method: 'POST', url: '/api/crm-member/ahMemberCar/export', headers, payload: JSON.stringify({ buyDateStart: 'soon' }) });
    expect(JSON.parse(bad.body).code).toBe(400);
  });
});

describe('demo data', () => {
  it('every seeded member phone, car VIN and plate and owner passes the spec rules', async () => {
    const { ahMember: m, ahMemberCar: c, ahOwner: o } = await import('../../server/db/resource-tables/members');
    const { checkMobile, checkPlate, checkVin } = await import('../../src/domain/validators');
    const ms = (await s.database.ownerDb.select().from(m)) as Array<{ phone: string; memberName: string }>;
    const cs = (await s.database.ownerDb.select().from(c)) as Array<{ vin: string; licensePlate: string | null }>;
    const os = (await s.database.ownerDb.select().from(o)) as Array<{ vin: string; phone: string; licensePlate: string | null }>;
    expect(ms.length).toBeGreaterThanOrEqual(6 * 300);
    expect(ms.filter((x) => checkMobile(x.phone) !== null || !/^[\u4e00-\u9fa5]{2,4}$/.test(x.memberName))).toEqual([]);
    expect(cs.filter((x) => checkVin(x.vin) !== null || (x.licensePlate !== null && checkPlate(x.licensePlate) !== null))).toEqual([]);
    expect(os.filter((x) => checkVin(x.vin) !== null || checkMobile(x.phone) !== null || (x.licensePlate !== null && checkPlate(x.licensePlate) !== null))).toEqual([]);
  });
});
