/**
 * crm-anhua goods (page, detail, save, update, remove) are the mall's goods under the crm-anhua paths:
 * the same rows, the same checks (a category of the store, the price range), and the same listing
 * rule (listed goods are neither updated nor removed); bad input changes nothing. And crm-mall
 * ahGoods getGoodsBoutiqueList: the boutiques a goods item includes, in the chosen order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';
import { accountIn } from './car-order-helpers';
import { and, eq } from 'drizzle-orm';
import { ahGoods } from '../../server/db/resource-tables/mall';
import { ahBoutique } from '../../server/db/resource-tables/members';
import { DEMO_TENANT } from '../../server/db/seed';

let s: TestServer;
let token: string;
let sales: string;
beforeAll(async () => {
  s = await startServer();
  sales = (await login(s.app, 'sales', 'anhua123')).access_token;
  ({ token } = await accountIn(s, 'manager', '安华宝马杭州西湖店'));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

type Row = Record<string, unknown> & { id: string };
const get = <T>(url: string, query: Record<string, string | number> = {}) => call<T>(s.app, 'GET', url, { token, query });
const post = (url: string, body: Record<string, unknown>, t = token) => call<{ id: string }>(s.app, 'POST', url, { token: t, body });
const count = async () => (await s.database.ownerDb.select({ id: ahGoods.id }).from(ahGoods)).length;

describe('crm-anhua goods', () => {
  it('pages the mall goods, saves and updates through the same checks, keeps the listing rule', async () => {
    const anhua = (await get<{ records: Row[]; total: number }>('/crm-anhua/goods/page', { current: 1, size: 100 })).data;
    const mall = (await get<{ records: Row[]; total: number }>('/crm-mall/ahGoods/getUpGoodsList', { current: 1, size: 100 })).data;
    expect(anhua.total).toBe(mall.total);
    expect(anhua.records.map((r) => r.id).sort()).toEqual(mall.records.map((r) => r.id).sort());
    const categoryId = String(mall.records[0].categoryId);

    const before = await count();
    expect((await post('/crm-anhua/goods/save', { goodsName: '', categoryId, price: 100, stock: 1 })).code).toBe(400);
    expect((await post('/crm-anhua/goods/save', { goodsName: '雨刮片', categoryId: '123', price: 100, stock: 1 })).msg).toBe('商品分类不存在');
    expect((await post('/crm-anhua/goods/save', { goodsName: '雨刮片', categoryId, price: 10_000_000_000, stock: 1 })).code).toBe(400);
    expect((await post('/crm-anhua/goods/save', { goodsName: '雨刮片', categoryId, price: 100, stock: 1 }, sales)).code).toBe(403);
    expect(await count()).toBe(before);

    const saved = await post('/crm-anhua/goods/save', { goodsName: '雨刮片', categoryId, price: 8800, stock: 5 });
    expect(saved.code).toBe(200);
    const id = saved.data.id;
    // the same goods in the mall, unlisted
    expect((await get<Row>('/crm-mall/ahGoods/detail', { id })).data).toMatchObject({ goodsName: '雨刮片', isUp: 0 });
    expect((await post('/crm-anhua/goods/update', { id, price: 9900 })).code).toBe(200);
    expect((await get<Row>('/crm-anhua/goods/detail', { id })).data.price).toBe(9900);
    // listed in the mall: no update nor removal here either
    expect((await post('/crm-mall/ahGoods/up', { id })).code).toBe(200);
    expect((await post('/crm-anhua/goods/update', { id, price: 1 })).msg).toBe('商品已上架，请先下架再编辑');
    expect((await post('/crm-anhua/goods/remove', { ids: id })).msg).toBe('商品已上架，请先下架再删除');
    expect((await post('/crm-mall/ahGoods/down', { id })).code).toBe(200);
    expect((await post('/crm-anhua/goods/remove', { ids: id })).code).toBe(200);
    expect((await get('/crm-mall/ahGoods/detail', { id })).code).toBe(404);
  });

  it('getGoodsBoutiqueList answers the boutiques a goods item includes; unknown boutiques are refused', async () => {
    const [b1, b2] = await s.database.ownerDb.select().from(ahBoutique).where(and(eq(ahBoutique.tenantId, DEMO_TENANT), eq(ahBoutique.isDeleted, 0))).limit(2);
    expect(b2).toBeTruthy();
    const mall = (await get<{ records: Row[] }>('/crm-mall/ahGoods/getUpGoodsList', { current: 1, size: 100 })).data.records;
    const categoryId = String(mall[0].categoryId);
    const bad = await post('/crm-mall/ahGoods/saveOrUpdate', { goodsName: '保养套餐A', categoryId, price: 39900, stock: 9, boutiqueIds: `${b1.id},1234567` });
    expect([bad.code, bad.msg]).toEqual([400, '精品不存在']);
    const saved = await post('/crm-mall/ahGoods/saveOrUpdate', { goodsName: '保养套餐A', categoryId, price: 39900, stock: 9, boutiqueIds: `${b2.id},${b1.id}` });
    expect(saved.code).toBe(200);
    const lines = await get<Array<{ id: string; boutiqueName: string }>>('/crm-mall/ahGoods/getGoodsBoutiqueList', { goodsId: saved.data.id });
    expect(lines.data.map((l) => l.id)).toEqual([String(b2.id), String(b1.id)]);
    expect(lines.data[0].boutiqueName).toBe(b2.boutiqueName);
    // goods without boutiques: none; an unknown or malformed id
    expect((await get<unknown[]>('/crm-mall/ahGoods/getGoodsBoutiqueList', { goodsId: String(mall[0].id) })).data).toEqual([]);
    expect((await get('/crm-mall/ahGoods/getGoodsBoutiqueList', { goodsId: '123' })).code).toBe(404);
    expect((await get('/crm-mall/ahGoods/getGoodsBoutiqueList', { goodsId: 'x' })).code).toBe(400);
  });
});
