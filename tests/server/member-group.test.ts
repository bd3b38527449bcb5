/** crm-member ahMemberGroupController: condition groups evaluated by SQL, Excel groups, previews, counts, deletes, with bad inputs. */
import { asTenant } from '../../server/db/data-context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, login, startServer, type TestServer } from './harness';
import { user } from '../../server/db/schema';
import { DEMO_TENANT } from '../../server/db/seed';
import { addMembersToExcelGroup } from '../../server/modules/crm-member/member-group';
import type { AuthContext } from '../../server/http/auth';

let s: TestServer;
let sales: string;
let clerk: string;
let storeId: string;
let userId: string;

interface Page<T> {
  records: T[];
  total: number;
}
interface Member {
  id: string;
  phone: string;
  memberLevel: number;
  carCount: number;
  birthday: string;
  storeId: string;
}
interface Group {
  id: string;
  groupName: string;
  groupType: number;
  memberCount: number;
  paramList: unknown;
  logic: string;
}

const BASE = '/crm-member/ahMemberGroupController';
const post = <T = unknown>(path: string, body: unknown, token = sales) => call<T>(s.app, 'POST', `${BASE}/${path}`, { token, body });
const get = <T = unknown>(path: string, query: Record<string, string | number>, token = sales) => call<T>(s.app, 'GET', `${BASE}/${path}`, { token, query });
const allMembers = async () => (await call<Page<Member>>(s.app, 'GET', '/crm-member/ahMember/list', { token: sales, query: { size: 5000 } })).data.records;

beforeAll(async () => {
  s = await startServer();
  const t = await login(s.app, 'sales', 'anhua123');
  sales = t.access_token;
  storeId = t.store_id!;
  clerk = (await login(s.app, 'warehouse', 'anhua123')).access_token;
  const [u] = await s.database.ownerDb.select({ id: user.id }).from(user).where(and(eq(user.tenantId, DEMO_TENANT), eq(user.account, 'sales')));
  userId = u.id;
});
afterAll(async () => {
  await s?.close();
});

describe('pageList and detailById', () => {
  it('lists the demo groups of the store with their counts; detail by ahMemberGroupId', async () => {
    const r = await get<Page<Group>>('pageList', { current: 1, size: 20 });
    expect(r.code).toBe(200);
    const names = r.data.records.map((g) => g.groupName);
    expect(names).toEqual(expect.arrayContaining(['金卡及以上会员', '多车家庭', '车主答谢会邀约名单']));
    const gold = r.data.records.find((g) => g.groupName === '金卡及以上会员')!;
    const members = await allMembers();
    expect(gold.memberCount).toBe(members.filter((m) => m.memberLevel >= 3).length);
    const d = await get<Group>('detailById', { ahMemberGroupId: gold.id });
    expect(d.data.paramList).toEqual([{ paramKey: 'memberLevel', operator: 'in', value: [3, 4] }]);
    expect((await get('detailById', { ahMemberGroupId: '9' })).code).toBe(404);
    expect((await get('detailById', { ahMemberGroupId: 'abc' })).code).toBe(400);
  });
  it('countByGroupId recounts live: a new gold member counts at once', async () => {
    const gold = (await get<Page<Group>>('pageList', { groupName: '金卡' })).data.records[0];
    const before = (await get<number>('countByGroupId', { ahMemberGroupId: gold.id })).data;
    expect(before).toBe(gold.memberCount);
    const r = await call(s.app, 'POST', '/crm-member/ahMember/save', { token: sales, body: { memberName: '新金卡', phone: '19911112222', memberLevel: 4 } });
    expect(r.code, r.msg).toBe(200);
    expect((await get<number>('countByGroupId', { ahMemberGroupId: gold.id })).data).toBe(before + 1);
    expect((await get('countByGroupId', {})).msg).toBe('分组id格式错误');
    expect((await get('countByGroupId', { ahMemberGroupId: '12' })).code).toBe(404);
  });
});

describe('previewCountByGroup and previewMemberInfoByGroup', () => {
  it('counts and pages the members matching conditions, equal to a count made from the member list', async () => {
    const members = await allMembers();
    const paramList = [
      { paramKey: 'carCount', operator: 'gte', value: 1 },
      { logic: 'or', paramList: [{ paramKey: 'memberLevel', operator: 'eq', value: 1 }, { paramKey: 'sex', operator: 'eq', value: '2' }] },
    ];
    const expected = members.filter((m) => m.carCount >= 1 && (m.memberLevel === 1 || (m as unknown as { sex: string }).sex === '2')).length;
    const c = await post<number>('previewCountByGroup', { paramList });
    expect(c.code, c.msg).toBe(200);
    expect(c.data).toBe(expected);
    const p = await post<Page<Member>>('previewMemberInfoByGroup', { paramList, current: 2, size: 10 });
    expect(p.data.total).toBe(expected);
    expect(p.data.records).toHaveLength(10);
    expect(p.data.records.every((m) => m.carCount >= 1 && m.storeId === storeId)).toBe(true);
  });
  it('or at the top, birthdays, car conditions and empty tests', async () => {
    const members = await allMembers();
    const orCount = (await post<number>('previewCountByGroup', { logic: 'or', paramList: [{ paramKey: 'memberLevel', operator: 'eq', value: 4 }, { paramKey: 'carCount', operator: 'eq', value: 0 }] })).data;
    expect(orCount).toBe(members.filter((m) => m.memberLevel === 4 || m.carCount === 0).length);
    const may = (await post<number>('previewCountByGroup', { paramList: [{ paramKey: 'birthMonth', operator: 'eq', value: 5 }] })).data;
    expect(may).toBe(members.filter((m) => m.birthday && Number(m.birthday.slice(5, 7)) === 5).length);
    const noCar = (await post<number>('previewCountByGroup', { paramList: [{ paramKey: 'hasCar', operator: 'eq', value: 0 }] })).data;
    expect(noCar).toBe(members.filter((m) => m.carCount === 0).length);
    const brand = (await post<number>('previewCountByGroup', { paramList: [{ paramKey: 'carBrand', operator: 'like', value: '宝马' }] })).data;
    expect(brand).toBe(members.filter((m) => m.carCount > 0).length);
    const none = (await post<number>('previewCountByGroup', { paramList: [{ paramKey: 'carBrand', operator: 'eq', value: '奔驰' }] })).data;
    expect(none).toBe(0);
    const noBirthday = (await post<number>('previewCountByGroup', { paramList: [{ paramKey: 'birthday', operator: 'isNull' }] })).code;
    expect(noBirthday).toBe(400);
  });
  it('a saved group previews by its id (Excel groups by their list)', async () => {
    const excel = (await get<Page<Group>>('pageList', { groupType: 1 })).data.records[0];
    const p = await post<Page<Member>>('previewMemberInfoByGroup', { ahMemberGroupId: excel.id, current: 1, size: 100 });
    expect(p.code, p.msg).toBe(200);
    expect(p.data.total).toBe(excel.memberCount);
    expect(p.data.total).toBeGreaterThan(0);
  });
  it('refuses bad conditions with a clear message', async () => {
    const bad = async (body: unknown) => (await post('previewCountByGroup', body)).msg;
    expect(await bad({})).toBe('请添加分组条件');
    expect(await bad({ paramList: [] })).toBe('请添加分组条件');
    expect(await bad({ paramList: '[{' })).toBe('分组条件格式错误');
    expect(await bad({ paramList: [{ paramKey: 'salary', operator: 'eq', value: 1 }] })).toBe('不支持的分组条件：salary');
    expect(await bad({ paramList: [{ paramKey: 'memberName', operator: 'gt', value: 'a' }] })).toBe('会员姓名不支持该运算符');
    expect(await bad({ paramList: [{ paramKey: 'memberName', operator: 'drop', value: 'a' }] })).toBe('条件运算符无效');
    expect(await bad({ paramList: [{ paramKey: 'integral', operator: 'gt', value: 'many' }] })).toBe('积分：请输入整数');
    expect(await bad({ paramList: [{ paramKey: 'registerTime', operator: 'gt', value: '2024/01/01' }] })).toBe('注册时间：日期格式应为YYYY-MM-DD');
    expect(await bad({ paramList: [{ paramKey: 'memberLevel', operator: 'eq', value: 9 }] })).toBe('会员等级取值无效');
    expect(await bad({ paramList: [{ paramKey: 'integral', operator: 'between', value: 1 }] })).toBe('积分：请填写条件值');
    expect(await bad({ paramList: [{ paramKey: 'phone', operator: 'eq' }] })).toBe('手机号：请填写条件值');
    const deep = { paramList: [{ paramList: [{ paramList: [{ paramList: [{ paramKey: 'phone', operator: 'eq', value: '1' }] }] }] }] };
    expect(await bad(deep)).toBe('分组条件最多嵌套3层');
    expect(await bad({ paramList: Array.from({ length: 51 }, () => ({ paramKey: 'integral', operator: 'gt', value: 1 })) })).toBe('分组条件最多50个');
    // a value is data, never SQL
    expect((await post<number>('previewCountByGroup', { paramList: [{ paramKey: 'memberName', operator: 'eq', value: "x' or '1'='1" }] })).data).toBe(0);
  });
});

describe('addOrUpdate, delGroupById, delExcelGroup', () => {
  it('saves a condition group with its count; edits recount; the type cannot change', async () => {
    const members = await allMembers();
    const r = await post<{ id: string }>('addOrUpdate', { groupName: '两车及以上', paramList: [{ paramKey: 'carCount', operator: 'gte', value: 2 }] });
    expect(r.code, r.msg).toBe(200);
    let g = (await get<Group>('detailById', { ahMemberGroupId: r.data.id })).data;
    expect([g.groupType, g.memberCount]).toEqual([0, members.filter((m) => m.carCount >= 2).length]);
    // the generic form sends the conditions as JSON text
    const u = await post('addOrUpdate', { id: r.data.id, paramList: JSON.stringify([{ paramKey: 'carCount', operator: 'eq', value: 0 }]) });
    expect(u.code, u.msg).toBe(200);
    g = (await get<Group>('detailById', { ahMemberGroupId: r.data.id })).data;
    expect(g.memberCount).toBe(members.filter((m) => m.carCount === 0).length);
    expect((await post('addOrUpdate', { id: r.data.id, groupType: 1 })).msg).toBe('分组类型不能修改');
    expect((await post('addOrUpdate', { groupName: '', paramList: [{ paramKey: 'carCount', operator: 'eq', value: 0 }] })).msg).toBe('分组名称不能为空');
    expect((await post('addOrUpdate', { groupName: '空条件' })).msg).toBe('请添加分组条件');
    expect((await post('addOrUpdate', { groupName: '坏条件', paramList: [{ paramKey: 'x' }] })).msg).toBe('不支持的分组条件：x');
    expect((await post('addOrUpdate', { groupName: '无权', paramList: [{ paramKey: 'carCount', operator: 'eq', value: 0 }] }, clerk)).code).toBe(403);
  });
  it('an Excel group takes members by phone or id through addMembersToExcelGroup, in the caller transaction', async () => {
    const r = await post<{ id: string }>('addOrUpdate', { groupName: '试驾活动名单', groupType: 1 });
    expect(r.code, r.msg).toBe(200);
    const members = await allMembers();
    const auth = { tenantId: DEMO_TENANT, storeId, userId, isAdmin: false } as AuthContext;
    const result = await asTenant(DEMO_TENANT, () => s.services.db.transaction((tx) => addMembersToExcelGroup(tx, auth, r.data.id, [members[0].phone, members[1].id, members[0].phone, '13000000000', 'nonsense'], s.services.now())));
    expect(result).toEqual({ added: 2, already: 0, notFound: ['13000000000', 'nonsense'] });
    const again = await asTenant(DEMO_TENANT, () => s.services.db.transaction((tx) => addMembersToExcelGroup(tx, auth, r.data.id, [members[1].phone, members[2].phone], s.services.now())));
    expect(again).toEqual({ added: 1, already: 1, notFound: [] });
    expect((await get<Group>('detailById', { ahMemberGroupId: r.data.id })).data.memberCount).toBe(3);
    expect((await get<number>('countByGroupId', { ahMemberGroupId: r.data.id })).data).toBe(3);
    // a condition group takes no list, and a failure rolls the caller's transaction back
    const cond = (await get<Page<Group>>('pageList', { groupType: 0 })).data.records[0];
    await expect(asTenant(DEMO_TENANT, () => s.services.db.transaction((tx) => addMembersToExcelGroup(tx, auth, cond.id, [members[3].phone], s.services.now())))).rejects.toThrow('只有Excel分组可以导入名单');
    // a removed member leaves the group
    expect((await call(s.app, 'POST', '/crm-member/ahMember/remove', { token: sales, body: { ids: members[2].id } })).code).toBe(200);
    expect((await get<number>('countByGroupId', { ahMemberGroupId: r.data.id })).data).toBe(2);
    // delExcelGroup refuses a condition group, removes an Excel group and its list
    const refused = await post('delExcelGroup', { id: cond.id });
    expect([refused.code, refused.msg]).toEqual([10300, '只能删除Excel分组']);
    expect((await post('delExcelGroup', { id: r.data.id })).code).toBe(200);
    expect((await get('detailById', { ahMemberGroupId: r.data.id })).code).toBe(404);
    expect((await post('delExcelGroup', { id: r.data.id })).code).toBe(404);
    expect((await post('delExcelGroup', {})).msg).toBe('分组id格式错误');
  });
  it('delGroupById removes any group of the store', async () => {
    const r = await post<{ id: string }>('addOrUpdate', { groupName: '临时', paramList: [{ paramKey: 'integral', operator: 'gt', value: 0 }] });
    expect((await post('delGroupById', { id: r.data.id })).code).toBe(200);
    expect((await get('detailById', { ahMemberGroupId: r.data.id })).code).toBe(404);
    expect((await post('delGroupById', { id: r.data.id })).code).toBe(404);
    expect((await post('delGroupById', { id: 'x' })).code).toBe(400);
  });
});
