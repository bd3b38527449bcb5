/** crm-workorder ahOwner and ahOwnerGroup (after-sales owners and owner groups): every call with its bad inputs, writeOwner, addOwnersToExcelGroup. */
import { asTenant } from '../../server/db/data-context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, login, startServer, type TestServer } from './harness';
import { user } from '../../server/db/schema';
import { DEMO_TENANT } from '../../server/db/seed';
import { writeOwner } from '../../server/modules/crm-member/owner';
import { addOwnersToExcelGroup } from '../../server/modules/crm-member/member-group';
import type { AuthContext } from '../../server/http/auth';

let s: TestServer;
let service: string; // after-sales adviser of store 0
let sales: string; // no after-sales buttons
let storeId: string;
let serviceId: string;

interface Page<T> {
  records: T[];
  total: number;
}
interface Owner {
  id: string;
  ownerName: string;
  phone: string;
  vin: string;
  mileage: number;
  lastServiceDate: string;
  memberId: string | null;
}
interface Group {
  id: string;
  groupName: string;
  groupType: number;
  memberCount: number;
}

const O = '/crm-workorder/ahOwner';
const G = '/crm-workorder/ahOwnerGroup';
const owners = (query: Record<string, string | number> = {}) => call<Page<Owner>>(s.app, 'GET', `${O}/list`, { token: service, query });
const post = <T = unknown>(url: string, body: unknown, token = service) => call<T>(s.app, 'POST', url, { token, body });
let seq = 0;
const vin = () => `LFVOWNR0AS${String(100000 + seq++)}`.replace('O', '0').padEnd(17, '1').slice(0, 17);

beforeAll(async () => {
  s = await startServer();
  const t = await login(s.app, 'service', 'anhua123');
  service = t.access_token;
  storeId = t.store_id!;
  sales = (await login(s.app, 'sales', 'anhua123')).access_token;
  const [u] = await s.database.ownerDb.select({ id: user.id }).from(user).where(and(eq(user.tenantId, DEMO_TENANT), eq(user.account, 'service')));
  serviceId = u.id;
});
afterAll(async () => {
  await s?.close();
});

describe('ahOwner', () => {
  it('lists the store owners, latest service first, with filters', async () => {
    const r = await owners({ size: 50 });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.total).toBeGreaterThan(100);
    const dates = r.data.records.map((o) => o.lastServiceDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(r.data.records.some((o) => o.memberId)).toBe(true);
    const one = r.data.records[0];
    expect((await owners({ vin: one.vin })).data.records.map((o) => o.id)).toEqual([one.id]);
    const recent = await owners({ lastServiceDateStart: dates[0], size: 100 });
    expect(recent.data.records.every((o) => o.lastServiceDate >= dates[0])).toBe(true);
    expect((await owners({ lastServiceDateStart: 'x' })).code).toBe(400);
    expect((await call(s.app, 'GET', `${O}/detail`, { token: service, query: { id: one.id } })).data).toMatchObject({ vin: one.vin });
    expect((await call(s.app, 'GET', `${O}/detail`, { token: service, query: { id: '3' } })).code).toBe(404);
  });
  it('save checks phone, VIN, plate and mileage; one owner per VIN; links the member of the same phone', async () => {
    const member = (await call<Page<{ id: string; phone: string }>>(s.app, 'GET', '/crm-member/ahMember/list', { token: service, query: { size: 1 } })).data.records[0];
    const v = vin();
    const ok = await post<{ id: string }>(`${O}/save`, { ownerName: '赵车主', phone: member.phone, vin: v, licensePlate: '浙A8K123', carModel: '宝马 3系', lastServiceDate: '2026-01-02', mileage: 12000 });
    expect(ok.code, ok.msg).toBe(200);
    const d = (await call<Owner>(s.app, 'GET', `${O}/detail`, { token: service, query: { id: ok.data.id } })).data;
    expect(d.memberId).toBe(member.id);
    const bad = async (body: Record<string, unknown>) => (await post(`${O}/save`, { ownerName: '坏', phone: '13912345678', vin: vin(), ...body })).msg;
    expect(await bad({ phone: '139123' })).toBe('请输入有效手机号');
    expect(await bad({ vin: 'ABC' })).toBe('车架号格式有误');
    expect(await bad({ licensePlate: '浙A12' })).toBe('车牌号格式有误');
    expect(await bad({ mileage: 'far' })).toBe('行驶里程(km)正整数或者0');
    expect(await bad({ lastServiceDate: '2026-02-31x' })).toBe('最近保养日期日期格式错误');
    expect(await bad({ ownerName: '' })).toBe('车主姓名不能为空');
    expect(await bad({ vin: v })).toBe('车架号已存在');
    expect((await post(`${O}/save`, { ownerName: '无权', phone: '13912345678', vin: vin() }, sales)).code).toBe(403);
    expect((await post(`${O}/update`, { id: ok.data.id, mileage: 15000 })).code).toBe(200);
    expect((await post(`${O}/update`, { id: ok.data.id, phone: 'x' })).msg).toBe('请输入有效手机号');
  });
  it('export creates a task; there is no delete (the menu has none)', async () => {
    expect((await post<{ ahExportTaskId: string }>(`${O}/export`, {})).data.ahExportTaskId).toBeTruthy();
    expect((await post(`${O}/remove`, { ids: '1' })).code).toBe(404);
  });
  it('writeOwner (the after-sales import) inserts, updates by VIN, refuses a bad row', async () => {
    const auth = { tenantId: DEMO_TENANT, storeId, userId: serviceId, isAdmin: false } as AuthContext;
    const v = vin();
    const a = await asTenant(DEMO_TENANT, () => s.services.db.transaction((tx) => writeOwner(tx, s.services, auth, { ownerName: '导入车主', phone: '13800001111', vin: v, mileage: 100 })));
    expect(a.created).toBe(true);
    const b = await asTenant(DEMO_TENANT, () => s.services.db.transaction((tx) => writeOwner(tx, s.services, auth, { ownerName: '导入车主', phone: '13800001111', vin: v, mileage: 900 })));
    expect(b).toEqual({ id: a.id, created: false });
    expect((await call<Owner>(s.app, 'GET', `${O}/detail`, { token: service, query: { id: a.id } })).data.mileage).toBe(900);
    await expect(asTenant(DEMO_TENANT, () => s.services.db.transaction((tx) => writeOwner(tx, s.services, auth, { ownerName: 'x', phone: '1', vin: vin() })))).rejects.toThrow('请输入有效手机号');
  });
});

describe('ahOwnerGroup', () => {
  it('pages the groups with counts equal to a count made from the owner list; previews; detail by ahOwnerGroupId', async () => {
    const all = (await owners({ size: 5000 })).data.records;
    const groups = await call<Page<Group>>(s.app, 'GET', `${G}/pageList`, { token: service, query: { size: 20 } });
    const high = groups.data.records.find((g) => g.groupName === '高里程车主')!;
    expect(high.memberCount).toBe(all.filter((o) => o.mileage >= 50000).length - 0);
    const c = await post<number>(`${G}/previewCountByGroup`, { paramList: [{ paramKey: 'mileage', operator: 'between', value: 10000, value2: 30000 }] });
    expect(c.data).toBe(all.filter((o) => o.mileage >= 10000 && o.mileage <= 30000).length);
    const p = await post<Page<Owner>>(`${G}/previewOwnerInfoByGroup`, { ahOwnerGroupId: high.id, size: 5 });
    expect(p.data.total).toBe(high.memberCount);
    expect(p.data.records.every((o) => o.mileage >= 50000)).toBe(true);
    expect((await call(s.app, 'GET', `${G}/detailById`, { token: service, query: { ahOwnerGroupId: high.id } })).code).toBe(200);
    expect((await call<number>(s.app, 'GET', `${G}/countByGroupId`, { token: service, query: { ahOwnerGroupId: high.id } })).data).toBe(high.memberCount);
    expect((await post(`${G}/previewCountByGroup`, { paramList: [{ paramKey: 'memberLevel', operator: 'eq', value: 1 }] })).msg).toBe('不支持的分组条件：memberLevel');
  });
  it('addOrUpdate, Excel owner groups through addOwnersToExcelGroup, delExcelGroup, delGroupById', async () => {
    const r = await post<{ id: string }>(`${G}/addOrUpdate`, { groupName: '近期保养', paramList: [{ paramKey: 'lastServiceDate', operator: 'gte', value: '2026-01-01' }] });
    expect(r.code, r.msg).toBe(200);
    expect((await post(`${G}/addOrUpdate`, { groupName: '空' })).msg).toBe('请添加分组条件');
    const x = await post<{ id: string }>(`${G}/addOrUpdate`, { groupName: '召回名单', groupType: 1 });
    const list = (await owners({ size: 3 })).data.records;
    const auth = { tenantId: DEMO_TENANT, storeId, userId: serviceId, isAdmin: false } as AuthContext;
    const res = await asTenant(DEMO_TENANT, () => s.services.db.transaction((tx) => addOwnersToExcelGroup(tx, auth, x.data.id, [list[0].phone, list[1].id], s.services.now())));
    expect(res.added).toBe(2);
    expect((await call<number>(s.app, 'GET', `${G}/countByGroupId`, { token: service, query: { ahOwnerGroupId: x.data.id } })).data).toBe(2);
    expect((await post(`${G}/delExcelGroup`, { id: r.data.id })).msg).toBe('只能删除Excel分组');
    expect((await post(`${G}/delExcelGroup`, { id: x.data.id })).code).toBe(200);
    expect((await post(`${G}/delGroupById`, { id: r.data.id })).code).toBe(200);
    expect((await post(`${G}/delGroupById`, { id: r.data.id })).code).toBe(404);
    expect((await post(`${G}/addOrUpdate`, { groupName: '无权', paramList: [{ paramKey: 'mileage', operator: 'gt', value: 1 }] }, sales)).code).toBe(403);
  });
});
