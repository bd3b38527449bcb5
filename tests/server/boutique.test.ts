/** crm-member ahBoutique and ahBoutiqueStoreSetting: store and base catalogue, every call with its bad inputs, writeStoreBoutique. */
import { asTenant } from '../../server/db/data-context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, login, startServer, type TestServer } from './harness';
import { user } from '../../server/db/schema';
import { DEMO_TENANT } from '../../server/db/seed';
import { writeStoreBoutique } from '../../server/modules/crm-member/boutique';
import type { AuthContext } from '../../server/http/auth';

let s: TestServer;
let manager: string; // acting in his first store
let admin: string; // head office: the base catalogue
let clerk: string; // no boutique buttons
let storeId: string;
let managerId: string;

interface Page<T> {
  records: T[];
  total: number;
}
interface Boutique {
  id: string;
  code: string;
  boutiqueName: string;
  category: string;
  price: number;
  isUp: number;
  storeId: string | null;
  ahBoutiqueGroupId: string | null;
  stock: number;
}

const B = '/crm-member/ahBoutique';
const get = <T = unknown>(path: string, query: Record<string, string | number> = {}, token = manager) => call<T>(s.app, 'GET', `${B}/${path}`, { token, query });
const post = <T = unknown>(path: string, body: unknown, token = manager) => call<T>(s.app, 'POST', `${B}/${path}`, { token, body });

beforeAll(async () => {
  s = await startServer();
  const t = await login(s.app, 'manager', 'anhua123');
  manager = t.access_token;
  storeId = t.store_id!;
  admin = (await login(s.app, 'admin', 'admin123')).access_token;
  clerk = (await login(s.app, 'warehouse', 'anhua123')).access_token;
  const [u] = await s.database.ownerDb.select({ id: user.id }).from(user).where(and(eq(user.tenantId, DEMO_TENANT), eq(user.account, 'manager')));
  managerId = u.id;
});
afterAll(async () => {
  await s?.close();
});

describe('getPage, detail, find by code', () => {
  it('a store sees its boutiques; head office the base catalogue', async () => {
    const mine = await get<Page<Boutique>>('getPage', { current: 1, size: 100 });
    expect(mine.code).toBe(200);
    expect(mine.data.total).toBeGreaterThan(10);
    expect(mine.data.records.every((b) => b.storeId === storeId)).toBe(true);
    const base = await get<Page<Boutique>>('getPage', { size: 100 }, admin);
    expect(base.data.total).toBe(20);
    expect(base.data.records.every((b) => b.storeId === null)).toBe(true);
    const codes = mine.data.records.map((b) => b.code);
    expect([...codes].sort()).toEqual(codes);
    const film = await get<Page<Boutique>>('getPage', { category: '6' });
    expect(film.data.records.every((b) => b.category === '6')).toBe(true);
    expect((await get('getPage', { isUp: 'yes' })).code).toBe(400);
    const d = await get<Boutique>('detail', { id: mine.data.records[0].id });
    expect(d.data.code).toBe(mine.data.records[0].code);
    // another store's or the base catalogue's row is not found from a store
    expect((await get('detail', { id: base.data.records[0].id })).code).toBe(404);
  });
  it('findBaseBoutique and findStoreBoutique by code', async () => {
    const base = await get<Boutique>('findBaseBoutique', { code: 'BQ-0008' });
    expect([base.data.boutiqueName, base.data.storeId]).toEqual(['行车记录仪', null]);
    const store = await get<Boutique>('findStoreBoutique', { code: 'BQ-0008' });
    expect(store.data.storeId).toBe(storeId);
    expect((await get('findStoreBoutique', { code: 'NOPE' })).data).toBeNull();
    expect((await get('findBaseBoutique', { code: ' ' })).msg).toBe('请输入精品编码');
    expect((await get('findStoreBoutique', { code: 'BQ-0008' }, admin)).msg).toBe('请先切换到门店');
  });
  it('getPage/{groupId} lists one boutique group', async () => {
    const rows = (await get<Page<Boutique>>('getPage', { size: 3 })).data.records;
    const groupId = '700000000000000001';
    for (const b of rows.slice(0, 2)) {
      const r = await post('updateBoutique', { id: b.id, boutiqueName: b.boutiqueName });
      expect(r.code).toBe(200);
    }
    await s.database.ownerDb.execute(`update ah_boutique set ah_boutique_group_id = ${groupId} where id in (${rows
      .slice(0, 2)
      .map((b) => b.id)
      .join(',')})`);
    const g = await call<Page<Boutique>>(s.app, 'GET', `${B}/getPage/${groupId}`, { token: manager, query: { current: 1, size: 20 } });
    expect(g.code, g.msg).toBe(200);
    expect(g.data.records.map((b) => b.id).sort()).toEqual(rows.slice(0, 2).map((b) => b.id).sort());
    expect((await call(s.app, 'GET', `${B}/getPage/abc`, { token: manager })).msg).toBe('分组id格式错误');
  });
  it('categoryList answers the categories', async () => {
    const r = await get<Array<{ dictKey: string; dictValue: string }>>('categoryList');
    expect(r.data.map((c) => c.dictValue)).toEqual(['内饰', '外饰', '电子', '安全', '养护', '车膜', '其他']);
  });
  it('batchFindBoutiqueByIds and ByCodes answer the store rows (bare arrays too)', async () => {
    const rows = (await get<Page<Boutique>>('getPage', { size: 3 })).data.records;
    const byIds = await post<Boutique[]>('batchFindBoutiqueByIds', rows.map((b) => b.id));
    expect(byIds.data.map((b) => b.id).sort()).toEqual(rows.map((b) => b.id).sort());
    const byCodes = await post<Boutique[]>('batchFindBoutiqueByCodes', { codes: [rows[0].code, 'NOPE'] });
    expect(byCodes.data.map((b) => b.code)).toEqual([rows[0].code]);
    expect((await post('batchFindBoutiqueByIds', { ids: [] })).msg).toBe('请选择至少一条数据');
    expect((await post('batchFindBoutiqueByIds', ['x'])).msg).toBe('id格式错误');
  });
});

describe('saveBoutique, updateBoutique, delete, up and down', () => {
  it('saves a store boutique with the rules; codes are unique in the store, not across the catalogue', async () => {
    const ok = await post<{ id: string }>('saveBoutique', { code: 'ST-1', boutiqueName: '星空顶', category: '1', price: 880000, integral: 8800 });
    expect(ok.code, ok.msg).toBe(200);
    const d = (await get<Boutique>('detail', { id: ok.data.id })).data;
    expect([d.storeId, d.isUp, d.price]).toEqual([storeId, 0, 880000]);
    const bad = async (body: Record<string, unknown>) => (await post('saveBoutique', { code: `X-${Math.random()}`.slice(0, 20), boutiqueName: 'x', category: '1', price: 100, ...body })).msg;
    expect(await bad({ code: '' })).toBe('精品编码不能为空');
    expect(await bad({ boutiqueName: ' ' })).toBe('精品名称不能为空');
    expect(await bad({ category: '99' })).toBe('精品类别取值无效');
    expect(await bad({ price: -1 })).toBe('请填写0-99999999.99之间的数字');
    expect(await bad({ price: 12.5 })).toBe('请填写0-99999999.99之间的数字');
    expect(await bad({ stock: -2 })).toBe('库存正整数或者0');
    expect(await bad({ code: 'ST-1' })).toBe('精品编码已存在');
    // the base catalogue has BQ-0001 and so does the store: head office may still add a base ST-1
    expect((await post('saveBoutique', { code: 'ST-1', boutiqueName: '星空顶', category: '1', price: 880000 }, admin)).code).toBe(200);
    expect((await post('saveBoutique', { code: 'ST-2', boutiqueName: 'x', category: '1', price: 1 }, clerk)).code).toBe(403);
  });
  it('updates, lists and unlists, deletes by GET and POST', async () => {
    const { id } = (await post<{ id: string }>('saveBoutique', { code: 'ST-9', boutiqueName: '脚垫', category: '1', price: 10000 })).data;
    expect((await post('updateBoutique', { id, price: 12000 })).code).toBe(200);
    expect((await get<Boutique>('detail', { id })).data.price).toBe(12000);
    expect((await post('updateBoutique', { id, category: 'x' })).msg).toBe('精品类别取值无效');
    expect((await post('up', { ids: id })).code).toBe(200);
    expect((await get<Boutique>('detail', { id })).data.isUp).toBe(1);
    expect((await post('down', { id })).code).toBe(200);
    expect((await get<Boutique>('detail', { id })).data.isUp).toBe(0);
    expect((await get('delete', { id })).code).toBe(200);
    expect((await get('detail', { id })).code).toBe(404);
    expect((await get('delete', { id })).code).toBe(404);
    const other = (await post<{ id: string }>('saveBoutique', { code: 'ST-10', boutiqueName: '脚垫', category: '1', price: 1 })).data.id;
    expect((await post('delete', { ids: other })).code).toBe(200);
    expect((await get('delete', {})).msg).toBe('id格式错误');
    expect((await get('delete', { ids: '' })).msg).toBe('请选择至少一条数据');
    expect((await get('delete', { id: other }, clerk)).code).toBe(403);
  });
});

describe('ahBoutiqueStoreSetting', () => {
  it('detail answers the store switch; changeUp sets it; only 0 or 1', async () => {
    const d = await call<{ butType: number; storeId: string }>(s.app, 'GET', '/crm-member/ahBoutiqueStoreSetting/detail', { token: manager });
    expect([d.data.butType, d.data.storeId]).toEqual([1, storeId]);
    expect((await call(s.app, 'GET', '/crm-member/ahBoutiqueStoreSetting/changeUp', { token: manager, query: { butType: 0 } })).code).toBe(200);
    expect((await call<{ butType: number }>(s.app, 'GET', '/crm-member/ahBoutiqueStoreSetting/detail', { token: manager })).data.butType).toBe(0);
    expect((await call(s.app, 'GET', '/crm-member/ahBoutiqueStoreSetting/changeUp', { token: manager, query: { butType: 3 } })).msg).toBe('butType只能是0或1');
    expect((await call(s.app, 'GET', '/crm-member/ahBoutiqueStoreSetting/changeUp', { token: manager })).msg).toBe('butType只能是0或1');
    expect((await call(s.app, 'GET', '/crm-member/ahBoutiqueStoreSetting/changeUp', { token: clerk, query: { butType: 1 } })).code).toBe(403);
    expect((await call(s.app, 'GET', '/crm-member/ahBoutiqueStoreSetting/detail', { token: admin })).msg).toBe('请先切换到门店');
  });
});

describe('writeStoreBoutique (the boutique import)', () => {
  it('inserts a new code (filled from the base catalogue), updates a known one, refuses a bad row, all in the caller transaction', async () => {
    const auth = { tenantId: DEMO_TENANT, storeId, userId: managerId, isAdmin: false } as AuthContext;
    // the store has no BQ-0005 when (index + store) % 5 == 4 ... make sure: remove it first
    const existing = (await get<Boutique | null>('findStoreBoutique', { code: 'BQ-0020' })).data;
    if (existing) expect((await get('delete', { id: existing.id })).code).toBe(200);
    const created = await asTenant(DEMO_TENANT, () => s.services.db.transaction((tx) => writeStoreBoutique(tx, s.services, auth, { code: 'BQ-0020', price: 66600 })));
    expect(created.created).toBe(true);
    const row = (await get<Boutique>('detail', { id: created.id })).data;
    expect([row.boutiqueName, row.category, row.price, row.storeId]).toEqual(['定制钥匙包', '7', 66600, storeId]);
    const updated = await asTenant(DEMO_TENANT, () => s.services.db.transaction((tx) => writeStoreBoutique(tx, s.services, auth, { code: 'BQ-0020', boutiqueName: '定制钥匙包（新）', category: '7', price: 70000 })));
    expect(updated).toEqual({ id: created.id, created: false });
    await expect(asTenant(DEMO_TENANT, () => s.services.db.transaction((tx) => writeStoreBoutique(tx, s.services, auth, { code: 'NEW-1', boutiqueName: '无类别', price: 1 })))).rejects.toThrow('精品类别不能为空');
    // a failure later in the caller's transaction undoes the row
    await expect(
      s.database.ownerDb.transaction(async (tx) => {
        await writeStoreBoutique(tx, s.services, auth, { code: 'NEW-2', boutiqueName: '回滚', category: '1', price: 1 });
        throw new Error('bad row later');
      }),
    ).rejects.toThrow('bad row later');
    expect((await get('findStoreBoutique', { code: 'NEW-2' })).data).toBeNull();
  });
});
