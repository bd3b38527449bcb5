/**
 * crm-anhua ahCarGoods: the three catalogue pickers (getCarBrandList by carType, getCarSeriesList by
 * carBrandId, getCarModelList by carSeriesId and carType), saving with the catalogue checked link by
 * link (a model not of its series changes nothing), tags (tagList, addCarGoodsTag, deleteCarGoodsTag),
 * saveOrPublish, up and down through the listing machine (one winner of two), getDownList, delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, login, startServer, type TestServer } from './harness';
import { accountIn } from './car-order-helpers';
import { ahCarGoods } from '../../server/db/resource-tables/mall-orders';

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
const get = <T>(path: string, query: Record<string, string | number> = {}, t = token) => call<T>(s.app, 'GET', `/crm-anhua/${path}`, { token: t, query });
const post = <T = unknown>(path: string, body: Record<string, unknown>, t = token) => call<T>(s.app, 'POST', `/crm-anhua/${path}`, { token: t, body });
const brands = async (carType: number) => (await get<Array<{ id: string; brandName: string }>>('ahCarGoods/getCarBrandList', { carType })).data;
const series = async (carBrandId: string) => (await get<Array<{ id: string; seriesName: string; brandId: string }>>('ahCarGoods/getCarSeriesList', { carBrandId })).data;
const models = async (carSeriesId: string, carType: number) => (await get<Array<{ id: string; modelName: string; guidePrice: number }>>('ahCarGoods/getCarModelList', { carSeriesId, carType })).data;
const categoryOf = async (carType: number) => (await get<Array<{ id: string }>>('ahCarCategory/getCarCategoryByType', { carType })).data[0].id;
const rowCount = async () => (await s.database.ownerDb.select({ id: ahCarGoods.id }).from(ahCarGoods)).length;
const detail = async (id: string) => (await get<Row>('ahCarGoods/detail', { id })).data;

describe('car goods pickers', () => {
  it('brands by car type, series by brand, models by series and car type; bad input is a 400', async () => {
    const newBrands = await brands(1);
    const usedBrands = await brands(2);
    expect(newBrands.length).toBeGreaterThan(0);
    // a used car may be of any catalogue brand; a new car only of the store's
    expect(usedBrands.length).toBeGreaterThan(newBrands.length);
    for (const b of newBrands) expect(usedBrands.map((x) => x.id)).toContain(b.id);
    const ser = await series(newBrands[0].id);
    expect(ser.length).toBeGreaterThan(0);
    for (const x of ser) expect(x.brandId).toBe(newBrands[0].id);
    const usedModels = await models(ser[0].id, 2);
    const newModels = await models(ser[0].id, 1);
    expect(usedModels.length).toBeGreaterThanOrEqual(newModels.length);
    expect(newModels.length).toBeGreaterThan(0);
    expect((await get('ahCarGoods/getCarBrandList', { carType: 3 })).code).toBe(400);
    expect((await get('ahCarGoods/getCarBrandList')).code).toBe(400);
    expect((await get('ahCarGoods/getCarSeriesList', { carBrandId: 'abc' })).code).toBe(400);
    expect((await get('ahCarGoods/getCarModelList', { carSeriesId: ser[0].id })).code).toBe(400);
  });
});

describe('car goods', () => {
  let good: Record<string, unknown>;
  let otherSeries: string;
  let otherModel: string;
  beforeAll(async () => {
    const [b1, b2] = await brands(2);
    const s1 = (await series(b1.id))[0];
    const m1 = (await models(s1.id, 2))[0];
    const s2 = (await series(b2.id))[0];
    otherSeries = s2.id;
    otherModel = (await models(s2.id, 2))[0].id;
    good = { goodsName: '测试二手车', carType: 2, categoryId: await categoryOf(2), carBrandId: b1.id, carSeriesId: s1.id, carModelId: m1.id, price: 12_800_000 };
  });

  it('refuses a series not of its brand, a model not of its series, a category of the other type; nothing is saved', async () => {
    const before = await rowCount();
    const a = await post('ahCarGoods/saveOrPublish', { ...good, carSeriesId: otherSeries });
    expect([a.code, a.msg, (a.data as { field?: string }).field]).toEqual([400, '车系不属于所选品牌', 'carSeriesId']);
    const b = await post('ahCarGoods/saveOrPublish', { ...good, carModelId: otherModel });
    expect([b.code, b.msg]).toEqual([400, '车型不属于所选车系']);
    const c = await post('ahCarGoods/saveOrPublish', { ...good, categoryId: await categoryOf(1) });
    expect([c.code, c.msg]).toEqual([400, '汽车分类不存在或不属于该车辆类型']);
    const d = await post('ahCarGoods/saveOrPublish', { ...good, carBrandId: '123' });
    expect([d.code, d.msg]).toEqual([400, '品牌不存在或不可选']);
    expect((await post('ahCarGoods/saveOrPublish', { ...good, goodsName: '' })).code).toBe(400);
    expect((await post('ahCarGoods/saveOrPublish', { ...good, price: -1 })).code).toBe(400);
    expect((await post('ahCarGoods/saveOrPublish', { ...good, publish: 2 })).code).toBe(400);
    expect((await post('ahCarGoods/saveOrPublish', { ...good, tagIds: '1234567' })).msg).toBe('标签不存在');
    expect((await post('ahCarGoods/saveOrPublish', good, sales)).code).toBe(403);
    expect(await rowCount()).toBe(before);
  });

  it('tags: added (unique in the store), carried with their names, not deleted while in use', async () => {
    const add = await post('ahCarGoods/addCarGoodsTag', { tagName: '急售' });
    expect(add.code).toBe(200);
    expect((await post('ahCarGoods/addCarGoodsTag', { tagName: '急售' })).code).toBe(400);
    expect((await post('ahCarGoods/addCarGoodsTag', { tagName: '' })).code).toBe(400);
    expect((await post('ahCarGoods/addCarGoodsTag', { tagName: '十一个字的标签名称太长了' })).code).toBe(400);
    const tags = (await get<{ records: Array<{ id: string; tagName: string }> }>('ahCarGoods/tagList', { size: 100 })).data.records;
    const [t1, t2] = [tags.find((t) => t.tagName === '急售')!, tags.find((t) => t.tagName === '现车')!];
    expect(t1 && t2).toBeTruthy();
    const saved = await post<{ id: string }>('ahCarGoods/saveOrPublish', { ...good, tagIds: `${t1.id},${t2.id}` });
    expect(saved.code).toBe(200);
    const row = await detail(saved.data.id);
    expect(row).toMatchObject({ tagNames: '急售、现车', isUp: 0, brandName: expect.any(String), seriesName: expect.any(String), modelName: expect.any(String) });
    expect(Number(row.guidePrice)).toBeGreaterThan(0);
    const del = await post('ahCarGoods/deleteCarGoodsTag', { ids: t1.id });
    expect([del.code, del.msg]).toEqual([10300, '该标签已被汽车商品使用，不能删除']);
    const spare = await post<{ id: string }>('ahCarGoods/addCarGoodsTag', { tagName: '临时' });
    expect((await post('ahCarGoods/deleteCarGoodsTag', { ids: spare.data.id })).code).toBe(200);
  });

  it('saveOrPublish lists; up and down through the machine with one winner; listed goods are not edited or deleted; getDownList', async () => {
    const pub = await post<{ id: string }>('ahCarGoods/saveOrPublish', { ...good, goodsName: '直接上架的车', publish: 1 });
    expect(pub.code).toBe(200);
    const id = pub.data.id;
    expect((await detail(id)).isUp).toBe(1);
    const edit = await post('ahCarGoods/saveOrPublish', { id, price: 1 });
    expect([edit.code, edit.msg]).toEqual([10300, '汽车商品已上架，请先下架再编辑']);
    expect((await post('ahCarGoods/delete', { ids: id })).msg).toBe('汽车商品已上架，请先下架再删除');
    expect((await post('ahCarGoods/up', { id })).msg).toBe('汽车商品已上架');
    const down = (await get<{ records: Row[] }>('ahCarGoods/getDownList', { size: 100 })).data.records;
    expect(down.some((r) => r.id === id)).toBe(false);
    expect(down.every((r) => r.isUp === 0)).toBe(true);
    // two counters take it down at once: one wins, the other is told it is down already
    const both = await Promise.all([post('ahCarGoods/down', { id }), post('ahCarGoods/down', { id })]);
    expect(both.map((r) => r.code).sort((a, b) => a - b)).toEqual([200, 10300]);
    expect((await detail(id)).isUp).toBe(0);
    expect((await get<{ records: Row[] }>('ahCarGoods/getDownList', { size: 100 })).data.records.some((r) => r.id === id)).toBe(true);
    // unlisted: editable; a model of another series is still refused and the row keeps its model
    const before = await detail(id);
    expect((await post('ahCarGoods/saveOrPublish', { id, carModelId: otherModel })).msg).toBe('车型不属于所选车系');
    expect((await detail(id)).carModelId).toBe(before.carModelId);
    expect((await post('ahCarGoods/saveOrPublish', { id, price: 9_900_000 })).code).toBe(200);
    expect((await post('ahCarGoods/up', { id })).code).toBe(200);
    const [rec] = (await s.database.ownerDb.select().from(ahCarGoods).where(eq(ahCarGoods.id, id))) as Row[];
    expect([rec.isUp, Number(rec.price)]).toEqual([1, 9_900_000]);
    expect((await post('ahCarGoods/down', { id }, sales)).code).toBe(403);
    expect((await post('ahCarGoods/down', { id })).code).toBe(200);
    expect((await post('ahCarGoods/delete', { ids: id })).code).toBe(200);
    expect((await get('ahCarGoods/detail', { id })).code).toBe(404);
  });

  it('a new car must be on the store shelf; the page filters by car type and listing', async () => {
    const [b] = await brands(1);
    const ser = (await series(b.id))[0];
    const shelved = await models(ser.id, 1);
    const newGood = { goodsName: '新车', carType: 1, categoryId: await categoryOf(1), carBrandId: b.id, carSeriesId: ser.id, carModelId: shelved[0].id, price: 20_000_000 };
    expect((await post('ahCarGoods/saveOrPublish', newGood)).code).toBe(200);
    // the store takes the second model off its shelf (门店车型 下架): no longer offered nor saved as a new car, still as a used one
    const storeModels = (await get<{ records: Row[] }>('ahStoreCarModel/list', { size: 1000 })).data.records;
    const off = storeModels.find((m) => m.carModelId === shelved[1].id)!;
    expect((await post('ahStoreCarModel/switchState', { id: off.id, state: 0 })).code).toBe(200);
    expect((await models(ser.id, 1)).some((m) => m.id === shelved[1].id)).toBe(false);
    expect((await post('ahCarGoods/saveOrPublish', { ...newGood, carModelId: shelved[1].id })).msg).toBe('本门店未上架该车型，不能作为新车出售');
    expect((await post('ahCarGoods/saveOrPublish', { ...newGood, carType: 2, categoryId: await categoryOf(2), carModelId: shelved[1].id })).code).toBe(200);
    // the category now holds car goods: it stays
    const held = await post('ahCarCategory/delete', { ids: newGood.categoryId });
    expect([held.code, held.msg]).toEqual([10300, '该分类下还有汽车商品，不能删除']);
    const page = (await get<{ records: Row[]; total: number }>('ahCarGoods/page', { size: 100, carType: 1, isUp: 1 })).data;
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((r) => r.carType === 1 && r.isUp === 1)).toBe(true);
  });

  it('showList answers the shown categories of a type in order with their listed cars (车型展示)', async () => {
    const shown = (await get<Array<{ categoryName: string; goods: Row[] }>>('ahCarGoods/showList', { carType: 2 })).data;
    expect(shown.map((c) => c.categoryName)).toEqual((await get<Array<{ categoryName: string }>>('ahCarCategory/getCarCategoryByType', { carType: 2 })).data.map((c) => c.categoryName));
    const all = shown.flatMap((c) => c.goods);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((g) => g.isUp === 1 && g.carType === 2)).toBe(true);
    expect((await get('ahCarGoods/showList', { carType: 5 })).code).toBe(400);
  });
});
