/**
 * crm-member/ahMemberLabel: layers in the member groups' vocabulary, counts checked against a direct
 * count of the members, overlapping layers refused, the status machine (an enabled label is neither
 * edited nor deleted), the layer's member list, the parameter catalogue, the store wall.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness';
import { accountIn, managerIn } from './car-order-helpers';
import { ahMember, ahMemberLabel, ahOwner, ahOwnerLabel } from '../../server/db/resource-tables/members';

let s: TestServer;
let token: string;
let storeId: string;
let otherToken: string;
beforeAll(async () => {
  s = await startServer();
  ({ token, storeId } = await managerIn(s, '安华宝马杭州西湖店'));
  otherToken = (await accountIn(s, 'sales', '安华奔驰杭州滨江店')).token;
});
afterAll(async () => {
  await s?.close();
});

const BASE = '/crm-member/ahMemberLabel';
const get = <T>(path: string, query: Record<string, string | number> = {}, t = token) => call<T>(s.app, 'GET', `${BASE}/${path}`, { token: t, query });
const post = <T>(path: string, body: unknown, t = token) => call<T>(s.app, 'POST', `${BASE}/${path}`, { token: t, body });

interface Layer { ahMemberLabelLayerId: string; layerName: string; numberOfPeople: number }
interface LabelRow { id: string; labelName: string; labelStatus: number; memberCount: number; memberLabelLayerDTOList: Layer[] }

/** members of the store whose points satisfy the predicate, counted directly */
async function direct(pred: ReturnType<typeof sql>): Promise<number> {
  const [r] = await s.database.ownerDb
    .select({ n: sql<number>`count(*)::int` })
    .from(ahMember)
    .where(and(eq(ahMember.storeId, storeId), eq(ahMember.isDeleted, 0), pred));
  return r.n;
}

let seq = 0;
const layers = (a: number, b: number) => [
  { layerName: '高', ahMemberGroupOrLabelParamDTOList: [{ paramKey: 'integral', operator: 'gte', value: String(b) }] },
  { layerName: '中', ahMemberGroupOrLabelParamDTOList: [{ paramKey: 'integral', operator: 'between', value: String(a), value2: String(b - 1) }] },
  { layerName: '低', ahMemberGroupOrLabelParamDTOList: [{ paramKey: 'integral', operator: 'lt', value: String(a) }] },
];

describe('member labels', () => {
  it('lists the seeded labels, whose counts are the members’ own', async () => {
    const r = await get<{ records: LabelRow[] }>('page', { current: 1, size: 20 });
    const value = r.data.records.find((x) => x.labelName === '消费价值')!;
    expect(value.labelStatus).toBe(1);
    const [hi, mid, lo] = value.memberLabelLayerDTOList;
    expect(hi.numberOfPeople).toBe(await direct(sql`${ahMember.integral} >= 3000`));
    expect(mid.numberOfPeople).toBe(await direct(sql`${ahMember.integral} between 1000 and 2999`));
    expect(lo.numberOfPeople).toBe(await direct(sql`${ahMember.integral} < 1000`));
    expect(hi.numberOfPeople + mid.numberOfPeople + lo.numberOfPeople).toBe(await direct(sql`true`));
    // numberOfPeople counts now
    const now = await get<{ total: number; layers: Layer[] }>('numberOfPeople', { id: value.id });
    expect(now.data.layers.map((l) => l.numberOfPeople)).toEqual([hi, mid, lo].map((l) => l.numberOfPeople));
    // another store neither lists nor reads it
    expect((await get<{ records: LabelRow[] }>('page', { size: 50 }, otherToken)).data.records.some((x) => x.id === value.id)).toBe(false);
    expect((await get('numberOfPeople', { id: value.id }, otherToken)).code).toBe(404);
  });

  it('saves a label with layers counted from the members; bad layers refused, nothing saved', async () => {
    const name = `测试标签${++seq}`;
    const bad = async (memberLabelLayerDTOList: unknown, msg: string) => {
      expect(await post('saveOrUpdate', { labelName: name, memberLabelLayerDTOList })).toMatchObject({ code: 400, msg });
    };
    await bad([], '请添加标签分层');
    await bad([{ layerName: '', ahMemberGroupOrLabelParamDTOList: [{ paramKey: 'integral', operator: 'gte', value: '1' }] }], '分层名称不能为空');
    await bad([{ layerName: 'A', ahMemberGroupOrLabelParamDTOList: [] }], '请添加分组条件');
    await bad([{ layerName: 'A', ahMemberGroupOrLabelParamDTOList: [{ paramKey: 'shoeSize', operator: 'eq', value: '1' }] }], '不支持的分组条件：shoeSize');
    await bad([{ layerName: 'A', ahMemberGroupOrLabelParamDTOList: [{ paramKey: 'integral', operator: 'gte', value: 'x' }] }], '积分：请输入整数');
    const overlapping = [
      { layerName: '一千以上', ahMemberGroupOrLabelParamDTOList: [{ paramKey: 'integral', operator: 'gte', value: '1000' }] },
      { layerName: '两千以上', ahMemberGroupOrLabelParamDTOList: [{ paramKey: 'integral', operator: 'gte', value: '2000' }] },
    ];
    const n = await direct(sql`${ahMember.integral} >= 2000`);
    await bad(overlapping, `分层“一千以上”与“两千以上”的人群重叠（${n}人）`);
    const saved = await s.database.ownerDb.select().from(ahMemberLabel).where(eq(ahMemberLabel.labelName, name));
    expect(saved).toHaveLength(0);

    const ok = await post<{ id: string }>('saveOrUpdate', { labelName: name, memberLabelLayerDTOList: layers(500, 2000) });
    expect(ok.code, ok.msg).toBe(200);
    const detail = await get<LabelRow>('detail', { id: ok.data.id });
    expect(detail.data.labelStatus).toBe(0);
    const got = detail.data.memberLabelLayerDTOList.map((l) => l.numberOfPeople);
    expect(got).toEqual([await direct(sql`${ahMember.integral} >= 2000`), await direct(sql`${ahMember.integral} between 500 and 1999`), await direct(sql`${ahMember.integral} < 500`)]);
    expect(detail.data.memberCount).toBe(got.reduce((a, b) => a + b, 0));
    const listed = await get<Layer[]>('layer/list', { id: ok.data.id });
    expect(listed.data.map((l) => l.layerName)).toEqual(['高', '中', '低']);

    // a layer's members: a generic page, every member in the layer
    const hi = detail.data.memberLabelLayerDTOList[0];
    const members = await call<{ records: Array<{ integral: number }>; total: number }>(s.app, 'GET', '/crm-member/ahMemberLabelLayer/member/list', { token, query: { ahMemberLabelLayerId: hi.ahMemberLabelLayerId, current: 1, size: 1000 } });
    expect(members.data.total).toBe(hi.numberOfPeople);
    expect(members.data.records.every((m) => m.integral >= 2000)).toBe(true);
    expect((await call(s.app, 'GET', '/crm-member/ahMemberLabelLayer/member/list', { token: otherToken, query: { ahMemberLabelLayerId: hi.ahMemberLabelLayerId } })).code).toBe(404);

    // an edit keeps the layer ids it was given and recounts
    const edit = await post('saveOrUpdate', { id: ok.data.id, labelName: name, memberLabelLayerDTOList: detail.data.memberLabelLayerDTOList.slice(0, 2) });
    expect(edit.code, edit.msg).toBe(200);
    const after = await get<LabelRow>('detail', { id: ok.data.id });
    expect(after.data.memberLabelLayerDTOList.map((l) => l.ahMemberLabelLayerId)).toEqual(detail.data.memberLabelLayerDTOList.slice(0, 2).map((l) => l.ahMemberLabelLayerId));
  });

  it('switches on and off by the machine; an enabled label is neither edited nor deleted', async () => {
    const ok = await post<{ id: string }>('saveOrUpdate', { labelName: `状态标签${++seq}`, memberLabelLayerDTOList: layers(100, 200) });
    const id = ok.data.id;
    expect(await post('status', { id, labelStatus: 1 })).toMatchObject({ code: 200 });
    expect(await post('status', { id, labelStatus: 1 })).toMatchObject({ code: 10300 });
    expect((await post('saveOrUpdate', { id, labelName: '改名' })).code).toBe(10300);
    expect((await post('delete', { ids: id })).code).toBe(10300);
    expect((await get<LabelRow>('detail', { id })).data.labelStatus).toBe(1);
    expect(await post('status', { id, labelStatus: 0 })).toMatchObject({ code: 200 });
    expect(await post('delete', { ids: id })).toMatchObject({ code: 200 });
    expect((await get('detail', { id })).code).toBe(404);
  });

  it('answers the condition vocabulary', async () => {
    const r = await call<Array<{ paramKey: string; operators: string[] }>>(s.app, 'GET', '/crm-member/ahMemberGroupOrLabelParam/list', { token });
    expect(r.data.map((p) => p.paramKey)).toEqual(expect.arrayContaining(['integral', 'carCount', 'birthMonth', 'memberLevel']));
    expect(r.data.find((p) => p.paramKey === 'integral')!.operators).toContain('between');
  });
});

/** owners of the store whose row satisfies the predicate, counted directly */
async function directOwners(pred: ReturnType<typeof sql>): Promise<number> {
  const [r] = await s.database.ownerDb
    .select({ n: sql<number>`count(*)::int` })
    .from(ahOwner)
    .where(and(eq(ahOwner.storeId, storeId), eq(ahOwner.isDeleted, 0), pred));
  return r.n;
}

describe('owner labels (crm-workorder/ahOwnerLabel: the same engine over after-sales owners)', () => {
  const OB = '/crm-workorder/ahOwnerLabel';
  const oget = <T>(path: string, query: Record<string, string | number> = {}, t = token) => call<T>(s.app, 'GET', `${OB}/${path}`, { token: t, query });
  const opost = <T>(path: string, body: unknown, t = token) => call<T>(s.app, 'POST', `${OB}/${path}`, { token: t, body });
  const mileage = (a: number, b: number) => [
    { layerName: '高里程', ahMemberGroupOrLabelParamDTOList: [{ paramKey: 'mileage', operator: 'gte', value: String(b) }] },
    { layerName: '低里程', ahMemberGroupOrLabelParamDTOList: [{ paramKey: 'mileage', operator: 'lt', value: String(a) }] },
  ];

  it('lists the seeded owner labels with counts that are the owners’ own', async () => {
    const r = await oget<{ records: LabelRow[] }>('page', { current: 1, size: 20 });
    const km = r.data.records.find((x) => x.labelName === '行驶里程')!;
    const [hi, mid, lo] = km.memberLabelLayerDTOList;
    expect(hi.numberOfPeople).toBe(await directOwners(sql`${ahOwner.mileage} >= 60000`));
    expect(mid.numberOfPeople).toBe(await directOwners(sql`${ahOwner.mileage} between 20000 and 59999`));
    expect(lo.numberOfPeople).toBe(await directOwners(sql`${ahOwner.mileage} < 20000`));
    expect(hi.numberOfPeople).toBeGreaterThan(0);
    expect((await oget('numberOfPeople', { id: km.id }, otherToken)).code).toBe(404);
  });

  it('saves layers over the owners’ conditions; member parameters, overlaps and bad values refused, nothing saved', async () => {
    const name = `车主标签${++seq}`;
    const bad = async (memberLabelLayerDTOList: unknown, msg: string) => {
      expect(await opost('saveOrUpdate', { labelName: name, memberLabelLayerDTOList })).toMatchObject({ code: 400, msg });
    };
    // integral is a member condition, not an owner one
    await bad([{ layerName: 'A', ahMemberGroupOrLabelParamDTOList: [{ paramKey: 'integral', operator: 'gte', value: '1' }] }], '不支持的分组条件：integral');
    await bad([{ layerName: 'A', ahMemberGroupOrLabelParamDTOList: [{ paramKey: 'buyDate', operator: 'gte', value: '2024-13-01' }] }], expect.stringContaining('日期格式应为YYYY-MM-DD') as unknown as string);
    const n = await directOwners(sql`${ahOwner.mileage} >= 30000`);
    await bad(
      [
        { layerName: '一万以上', ahMemberGroupOrLabelParamDTOList: [{ paramKey: 'mileage', operator: 'gte', value: '10000' }] },
        { layerName: '三万以上', ahMemberGroupOrLabelParamDTOList: [{ paramKey: 'mileage', operator: 'gte', value: '30000' }] },
      ],
      `分层“一万以上”与“三万以上”的人群重叠（${n}人）`,
    );
    expect(await s.database.ownerDb.select().from(ahOwnerLabel).where(eq(ahOwnerLabel.labelName, name))).toHaveLength(0);

    const ok = await opost<{ id: string }>('saveOrUpdate', { labelName: name, memberLabelLayerDTOList: mileage(20000, 50000) });
    expect(ok.code, ok.msg).toBe(200);
    const layersNow = await oget<Layer[]>('layer/list', { id: ok.data.id });
    expect(layersNow.data.map((l) => l.numberOfPeople)).toEqual([await directOwners(sql`${ahOwner.mileage} >= 50000`), await directOwners(sql`${ahOwner.mileage} < 20000`)]);
    // the layer's owners: a generic page of the owners in it
    const hi = layersNow.data[0];
    const owners = await call<{ records: Array<{ mileage: number; vin: string }>; total: number }>(s.app, 'GET', '/crm-workorder/ahOwnerLabelLayer/owner/list', {
      token,
      query: { ahMemberLabelLayerId: hi.ahMemberLabelLayerId, current: 1, size: 1000 },
    });
    expect(owners.data.total).toBe(hi.numberOfPeople);
    expect(owners.data.records.every((o) => o.mileage >= 50000 && !!o.vin)).toBe(true);
    // a member layer's id is no owner layer
    expect((await call(s.app, 'GET', '/crm-workorder/ahOwnerLabelLayer/owner/list', { token, query: { ahMemberLabelLayerId: '1234567890123' } })).code).toBe(404);
    expect((await call(s.app, 'GET', '/crm-workorder/ahOwnerLabelLayer/owner/list', { token, query: {} })).code).toBe(400);
    // the status machine
    expect(await opost('status', { id: ok.data.id, labelStatus: 1 })).toMatchObject({ code: 200 });
    expect((await opost('delete', { ids: ok.data.id })).code).toBe(10300);
  });

  it('answers the owners’ condition vocabulary', async () => {
    const r = await call<Array<{ paramKey: string }>>(s.app, 'GET', '/crm-workorder/ahOwnerGroupOrLabelParam/list', { token });
    expect(r.data.map((p) => p.paramKey)).toEqual(expect.arrayContaining(['mileage', 'lastServiceDate', 'carModel']));
    expect(r.data.map((p) => p.paramKey)).not.toContain('integral');
  });
});
