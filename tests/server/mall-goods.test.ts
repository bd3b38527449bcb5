/** crm-mall: categories (list, save, swap, delete refusal, getCategoryListByStoreId) and goods (list, save, up/down, refusals, saveOrPublish). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';

let s: TestServer;
let manager: string;
let sales: string;
beforeAll(async () => {
  s = await startServer();
  manager = (await login(s.app, 'manager', 'anhua123')).access_token;
  sales = (await login(s.app, 'sales', 'anhua123')).access_token;
});
afterAll(async () => {
  await s?.close();
});

interface Category {
  id: string;
  categoryName: string;
  sort: number;
  isShow: number;
}
interface Goods {
  id: string;
  goodsName: string;
  categoryId: string;
  price: number;
  stock: number;
  isUp: number;
}
type Body = Record<string, unknown>;
const post = (url: string, body: Body, token = manager) => call<unknown>(s.app, 'POST', `/crm-mall/${url}`, { token, body });
const categories = async () => (await call<{ records: Category[] }>(s.app, 'GET', '/crm-mall/ahCategory/list', { token: manager, query: { size: 100 } })).data.records;
const goodsPage = (query: Record<string, string | number> = {}) => call<{ records: Goods[]; total: number }>(s.app, 'GET', '/crm-mall/ahGoods/getUpGoodsList', { token: manager, query: { size: 100, ...query } });
const goods = async (id: string) => (await call<Goods>(s.app, 'GET', '/crm-mall/ahGoods/detail', { token: manager, query: { id } })).data;
const byName = async (name: string) => (await goodsPage({ goodsName: name })).data.records[0];

describe('mall categories', () => {
  it('lists the store’s categories in order; a new one goes last; swap exchanges two sorts', async () => {
    const before = await categories();
    expect(before.map((c) => c.categoryName)).toEqual(['汽车用品', '养护套餐', '品牌周边', '积分专区']);
    expect((await post('ahCategory/save', { categoryName: '新品上市', isShow: 1 })).code).toBe(200);
    const added = (await categories()).at(-1)!;
    expect(added).toMatchObject({ categoryName: '新品上市', sort: 5 });
    const [a, b] = before;
    expect((await post('ahCategory/swap', { ids: `${a.id},${b.id}` })).code).toBe(200);
    expect((await categories()).slice(0, 2).map((c) => c.categoryName)).toEqual(['养护套餐', '汽车用品']);
    // not two: refused, nothing changed
    expect((await post('ahCategory/swap', { ids: a.id })).code).toBe(400);
    expect((await post('ahCategory/swap', { ids: [a.id, b.id] }, sales)).code).toBe(403);
    expect((await categories()).slice(0, 2).map((c) => c.categoryName)).toEqual(['养护套餐', '汽车用品']);
    // the shown categories of the store, in order, for the mall's own pages
    const shown = await call<Category[]>(s.app, 'GET', '/crm-mall/ahCategory/getCategoryListByStoreId', { token: manager });
    expect(shown.data.map((c) => c.categoryName)).toEqual(['养护套餐', '汽车用品', '品牌周边', '新品上市']);
    // a category name is unique in the store
    expect((await post('ahCategory/save', { categoryName: '新品上市' })).code).toBe(400);
  });

  it('refuses to delete a category that holds goods and deletes an empty one', async () => {
    const list = await categories();
    const full = list.find((c) => c.categoryName === '汽车用品')!;
    const empty = list.find((c) => c.categoryName === '积分专区')!;
    const r = await post('ahCategory/delete', { ids: full.id });
    expect(r).toMatchObject({ code: 10300, msg: '该分类下还有商品，不能删除' });
    // all or nothing: the empty one in the same call stays too
    expect((await post('ahCategory/delete', { ids: `${empty.id},${full.id}` })).msg).toBe('汽车用品：该分类下还有商品，不能删除');
    expect((await categories()).length).toBe(list.length);
    expect((await post('ahCategory/delete', { ids: empty.id })).code).toBe(200);
    expect((await categories()).length).toBe(list.length - 1);
  });
});

describe('mall goods', () => {
  it('lists the store’s goods with filters', async () => {
    expect((await goodsPage()).data.total).toBe(6);
    expect((await goodsPage({ isUp: 1 })).data.total).toBe(4);
    const cat = (await categories()).find((c) => c.categoryName === '养护套餐')!;
    expect((await goodsPage({ categoryId: cat.id })).data.records.map((g) => g.goodsName).sort()).toEqual(['空调滤芯更换', '精致洗车券']);
  });

  it('edits and deletes unlisted goods only; up needs stock; every refusal changes nothing', async () => {
    const listed = await byName('车载手机支架');
    const empty = await byName('车载香薰');
    expect(listed.isUp).toBe(1);
    expect(await post('ahGoods/update', { id: listed.id, price: 1 })).toMatchObject({ code: 10300, msg: '商品已上架，请先下架再编辑' });
    expect(await post('ahGoods/saveOrUpdate', { id: listed.id, price: 1 })).toMatchObject({ code: 10300 });
    expect(await post('ahGoods/delete', { ids: listed.id })).toMatchObject({ code: 10300, msg: '商品已上架，请先下架再删除' });
    expect(await post('ahGoods/up', { ids: listed.id })).toMatchObject({ code: 10300, msg: '商品已上架' });
    expect(await post('ahGoods/down', { ids: empty.id })).toMatchObject({ code: 10300, msg: '商品已下架' });
    expect(await post('ahGoods/up', { ids: empty.id })).toMatchObject({ code: 10300, msg: '商品库存为0，不能上架' });
    // a batch with one refused row writes none
    expect((await post('ahGoods/up', { ids: `${(await byName('空调滤芯更换')).id},${empty.id}` })).msg).toBe('车载香薰：商品库存为0，不能上架');
    expect((await byName('空调滤芯更换')).isUp).toBe(0);
    expect(await goods(listed.id)).toMatchObject({ isUp: 1, price: listed.price });
    expect(await goods(empty.id)).toMatchObject({ isUp: 0 });
    // stock in, listed, down, edited, deleted
    expect((await post('ahGoods/update', { id: empty.id, stock: 30 })).code).toBe(200);
    expect((await post('ahGoods/up', { ids: empty.id })).code).toBe(200);
    expect((await goods(empty.id)).isUp).toBe(1);
    expect((await post('ahGoods/down', { ids: empty.id })).code).toBe(200);
    expect((await post('ahGoods/saveOrUpdate', { id: empty.id, price: 4900 })).code).toBe(200);
    expect(await goods(empty.id)).toMatchObject({ isUp: 0, price: 4900, stock: 30 });
    expect((await post('ahGoods/delete', { ids: empty.id })).code).toBe(200);
    expect((await call(s.app, 'GET', '/crm-mall/ahGoods/detail', { token: manager, query: { id: empty.id } })).code).toBe(404);
    expect((await post('ahGoods/up', { ids: listed.id }, sales)).code).toBe(403);
  });

  it('saveOrPublish saves and lists in one step, or neither', async () => {
    const cat = (await categories())[0];
    const total = (await goodsPage()).data.total;
    const body = { goodsName: '洗车海绵', categoryId: cat.id, price: 1990, marketPrice: 2990, stock: 0 };
    expect(await post('ahGoods/saveOrPublish', body)).toMatchObject({ code: 10300, msg: '商品库存为0，不能上架' });
    expect((await post('ahGoods/saveOrPublish', { ...body, stock: 10, price: -1 })).code).toBe(400);
    expect((await post('ahGoods/saveOrPublish', { ...body, stock: 10, categoryId: '123456789' })).msg).toBe('商品分类不存在');
    expect((await goodsPage()).data.total).toBe(total);
    const r = await post('ahGoods/saveOrPublish', { ...body, stock: 10 });
    expect(r.code).toBe(200);
    expect(await goods(String(r.data))).toMatchObject({ goodsName: '洗车海绵', isUp: 1, stock: 10, price: 1990 });
    // an unlisted one saved and published with its edit
    const draft = await post('ahGoods/saveOrUpdate', { ...body, goodsName: '玻璃水' });
    expect(draft.code).toBe(200);
    const draftId = String((draft.data as { id?: string }).id ?? draft.data);
    expect((await post('ahGoods/saveOrPublish', { id: draftId, stock: 5 })).code).toBe(200);
    expect(await goods(draftId)).toMatchObject({ isUp: 1, stock: 5 });
    // a listed one is not edited by publishing it again
    expect(await post('ahGoods/saveOrPublish', { id: draftId, stock: 9 })).toMatchObject({ code: 10300, msg: '商品已上架，请先下架再编辑' });
    expect((await goods(draftId)).stock).toBe(5);
    expect((await post('ahGoods/saveOrPublish', { ...body, stock: 1 }, sales)).code).toBe(403);
  });
});

describe('goods tabs', () => {
  it('counts the goods of each listing state for the current search', async () => {
    const counts = async (query: Record<string, string | number> = {}) => (await call<{ all: number; counts: Record<string, number> }>(s.app, 'GET', '/crm-mall/ahGoods/countByUp', { token: manager, query })).data;
    const all = (await goodsPage()).data.records;
    const c = await counts();
    expect(c.all).toBe(all.length);
    expect(c.counts['1'] ?? 0).toBe(all.filter((g) => g.isUp === 1).length);
    expect(c.counts['0'] ?? 0).toBe(all.filter((g) => g.isUp === 0).length);
    // the tab field itself does not narrow the counts; the other filters do
    expect(await counts({ isUp: 1 })).toEqual(c);
    const name = all[0].goodsName;
    const named = await counts({ goodsName: name });
    expect(named.all).toBe(all.filter((g) => g.goodsName.includes(name)).length);
  });
});
