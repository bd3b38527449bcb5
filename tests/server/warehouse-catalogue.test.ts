/** The car catalogue (crm-anhua): brands, series, models, the picker lists and the store car lists. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let manager: string;
let sales: string;
beforeAll(async () => {
  s = await startServer();
  admin = (await login(s.app, 'admin', 'admin123')).access_token;
  manager = (await login(s.app, 'manager', 'anhua123')).access_token;
  sales = (await login(s.app, 'sales', 'anhua123')).access_token;
});
afterAll(async () => {
  await s?.close();
});

interface Page<T> {
  records: T[];
  total: number;
}
interface Brand {
  id: string;
  brandName: string;
  initial: string;
}
interface Series {
  id: string;
  brandId: string;
  brandName: string;
  seriesName: string;
}
interface Model {
  id: string;
  brandId: string;
  seriesId: string;
  seriesName: string;
  modelName: string;
  guidePrice: number;
}

describe('catalogue lists', () => {
  it('answers the demo brands, their series and models with prices in hundredths', async () => {
    const brands = await call<Brand[]>(s.app, 'GET', '/crm-anhua/car_brand/getComBrandList', { token: manager });
    expect(brands.code).toBe(200);
    expect(brands.data.map((b) => b.brandName).sort()).toEqual(['丰田', '大众', '奔驰', '奥迪', '宝马', '本田', '雷克萨斯'].sort());
    const bmw = brands.data.find((b) => b.brandName === '宝马')!;
    const series = await call<Series[]>(s.app, 'GET', '/crm-anhua/car_brand/getComSeriesList', { token: manager, query: { brandId: bmw.id } });
    expect(series.data.map((x) => x.seriesName)).toEqual(['宝马3系', '宝马5系', '宝马X3', '宝马X5']);
    const s3 = series.data[0];
    const models = await call<Model[]>(s.app, 'GET', '/crm-anhua/car_brand/getComModelList', { token: manager, query: { seriesId: s3.id } });
    expect(models.data.map((m) => [m.modelName, m.guidePrice])).toEqual([
      ['325Li M运动套装', 34_990_000],
      ['330Li xDrive M运动曜夜套装', 40_990_000],
    ]);
    const bad = await call(s.app, 'GET', '/crm-anhua/car_brand/getComSeriesList', { token: manager, query: { brandId: 'x1' } });
    expect(bad).toMatchObject({ code: 400, msg: '品牌格式错误' });

    const page = await call<Page<Model>>(s.app, 'GET', '/crm-anhua/car_model/list', { token: manager, query: { current: 1, size: 50, seriesId: s3.id } });
    expect(page.data.total).toBe(2);
    const range = await call<Page<Model>>(s.app, 'GET', '/crm-anhua/car_model/list', { token: manager, query: { size: 100, guidePriceStart: 100_000_000 } });
    expect(range.data.records.map((m) => m.modelName)).toEqual(['S 450 L 4MATIC']);
    const detail = await call<Model>(s.app, 'GET', '/crm-anhua/car_model/detail', { token: manager, query: { id: models.data[0].id } });
    expect(detail.data).toMatchObject({ modelName: '325Li M运动套装', seriesName: '宝马3系', brandId: bmw.id });
    const bList = await call<Page<Series>>(s.app, 'GET', '/crm-anhua/car_series/list', { token: manager, query: { brandId: bmw.id } });
    expect(bList.data.records.every((x) => x.brandName === '宝马')).toBe(true);
  });
});

describe('catalogue writes', () => {
  it('adds a brand, a series and a model through saveOrUpdateModel, edits and deletes it', async () => {
    const brand = await call<{ id: string }>(s.app, 'POST', '/crm-anhua/car_brand/submit', { token: admin, body: { brandName: '沃尔沃', initial: 'W' } });
    expect(brand.code).toBe(200);
    const dupBrand = await call(s.app, 'POST', '/crm-anhua/car_brand/submit', { token: admin, body: { brandName: '沃尔沃', initial: 'W' } });
    expect(dupBrand).toMatchObject({ code: 400, msg: '品牌名称已存在' });
    const series = await call<{ id: string }>(s.app, 'POST', '/crm-anhua/car_series/submit', { token: admin, body: { brandId: brand.data.id, seriesName: 'XC60', level: '中型SUV' } });
    expect(series.code).toBe(200);
    const noBrand = await call(s.app, 'POST', '/crm-anhua/car_series/submit', { token: admin, body: { brandId: '123456789', seriesName: 'XC90' } });
    expect(noBrand).toMatchObject({ code: 400, msg: '品牌不存在' });

    const noPrice = await call(s.app, 'POST', '/crm-anhua/car_brand/saveOrUpdateModel', { token: admin, body: { seriesId: series.data.id, modelName: 'B5 四驱智远豪华版' } });
    expect(noPrice.code).toBe(400);
    const badPrice = await call(s.app, 'POST', '/crm-anhua/car_brand/saveOrUpdateModel', { token: admin, body: { seriesId: series.data.id, modelName: 'B5', guidePrice: 12.5 } });
    expect(badPrice.code).toBe(400);
    const model = await call<{ id: string }>(s.app, 'POST', '/crm-anhua/car_brand/saveOrUpdateModel', {
      token: admin,
      body: { seriesId: series.data.id, modelName: 'B5 四驱智远豪华版', modelYear: 2025, guidePrice: 44_990_000 },
    });
    expect(model.code).toBe(200);
    const created = await call<Model>(s.app, 'GET', '/crm-anhua/car_model/detail', { token: admin, query: { id: model.data.id } });
    expect(created.data).toMatchObject({ brandId: brand.data.id, seriesName: 'XC60', guidePrice: 44_990_000 });
    const edited = await call(s.app, 'POST', '/crm-anhua/car_brand/saveOrUpdateModel', { token: admin, body: { id: model.data.id, guidePrice: 43_990_000 } });
    expect(edited.code).toBe(200);
    expect((await call<Model>(s.app, 'GET', '/crm-anhua/car_model/detail', { token: admin, query: { id: model.data.id } })).data.guidePrice).toBe(43_990_000);

    // a series with models, a brand with series cannot go
    const seriesBusy = await call(s.app, 'POST', '/crm-anhua/car_series/remove', { token: admin, body: { ids: series.data.id } });
    expect(seriesBusy).toMatchObject({ code: 400, msg: '该车系下还有车型，不能删除' });
    const brandBusy = await call(s.app, 'POST', '/crm-anhua/car_brand/remove', { token: admin, body: { ids: brand.data.id } });
    expect(brandBusy).toMatchObject({ code: 400, msg: '该品牌下还有车系，不能删除' });

    const del = await call(s.app, 'POST', '/crm-anhua/car_brand/deleteModel', { token: admin, body: { id: model.data.id } });
    expect(del.code).toBe(200);
    expect((await call(s.app, 'GET', '/crm-anhua/car_model/detail', { token: admin, query: { id: model.data.id } })).code).toBe(404);
    expect((await call(s.app, 'POST', '/crm-anhua/car_brand/deleteModel', { token: admin, body: { id: model.data.id } })).code).toBe(404);
  });

  it('refuses catalogue writes to a role without the buttons', async () => {
    const models = await call<Model[]>(s.app, 'GET', '/crm-anhua/car_brand/getComModelList', { token: sales });
    const r = await call(s.app, 'POST', '/crm-anhua/car_brand/deleteModel', { token: sales, body: { id: models.data[0].id } });
    expect(r.code).toBe(403);
    const r2 = await call(s.app, 'POST', '/crm-anhua/car_brand/saveOrUpdateModel', { token: sales, body: { seriesId: models.data[0].seriesId, modelName: 'x', guidePrice: 1 } });
    expect(r2.code).toBe(403);
  });
});

describe('store cars', () => {
  it('lists the store brands (size 999), series and models of the current store only', async () => {
    const brands = await call<Page<{ id: string; brandName: string }>>(s.app, 'GET', '/crm-anhua/ahStoreCarBrand/list', { token: manager, query: { current: 1, size: 999 } });
    expect(brands.data.records.map((b) => b.brandName)).toEqual(['宝马']);
    const series = await call<Page<{ id: string; seriesName: string; isRecommend: number; state: number }>>(s.app, 'GET', '/crm-anhua/ahStoreCarSeries/list', {
      token: manager,
      query: { current: 1, size: 999, storeCarBrandId: brands.data.records[0].id },
    });
    expect(series.data.records.map((x) => x.seriesName)).toEqual(['宝马3系', '宝马5系', '宝马X3', '宝马X5']);
    const x3 = series.data.records[2];

    expect((await call(s.app, 'POST', '/crm-anhua/ahStoreCarSeries/switchRecommend', { token: manager, body: { id: x3.id, isRecommend: 1 } })).code).toBe(200);
    expect((await call(s.app, 'POST', '/crm-anhua/ahStoreCarSeries/switchState', { token: manager, body: { id: x3.id, state: 0 } })).code).toBe(200);
    expect((await call(s.app, 'POST', '/crm-anhua/ahStoreCarSeries/uploadImage', { token: manager, body: { id: x3.id, carSeriesImg: 'https://img.example.com/x3.png' } })).code).toBe(200);
    const after = await call<Page<{ id: string; isRecommend: number; state: number; carSeriesImg: string }>>(s.app, 'GET', '/crm-anhua/ahStoreCarSeries/list', { token: manager, query: { state: 0 } });
    expect(after.data.records).toEqual([expect.objectContaining({ id: x3.id, isRecommend: 1, state: 0, carSeriesImg: 'https://img.example.com/x3.png' })]);
    const badFlag = await call(s.app, 'POST', '/crm-anhua/ahStoreCarSeries/switchState', { token: manager, body: { id: x3.id, state: 3 } });
    expect(badFlag).toMatchObject({ code: 400, msg: '状态取值无效' });

    const models = await call<Page<{ id: string; storePrice: number; state: number }>>(s.app, 'GET', '/crm-anhua/ahStoreCarModel/list', { token: manager, query: { storeCarSeriesId: x3.id, size: 999 } });
    expect(models.data.total).toBe(2);
    const m = models.data.records[0];
    expect((await call(s.app, 'POST', '/crm-anhua/ahStoreCarModel/updateCarModelStorePrice', { token: manager, body: { id: m.id, storePrice: 38_880_000 } })).code).toBe(200);
    expect((await call(s.app, 'POST', '/crm-anhua/ahStoreCarModel/updateCarModelStorePrice', { token: manager, body: { id: m.id, storePrice: -1 } })).code).toBe(400);
    expect((await call(s.app, 'POST', '/crm-anhua/ahStoreCarModel/updateCarModelStorePrice', { token: manager, body: { id: m.id } })).msg).toBe('门店售价不能为空');
    expect((await call(s.app, 'POST', '/crm-anhua/ahStoreCarModel/switchState', { token: manager, body: { id: m.id, state: 0 } })).code).toBe(200);
    const mAfter = await call<Page<{ id: string; storePrice: number; state: number }>>(s.app, 'GET', '/crm-anhua/ahStoreCarModel/list', { token: manager, query: { storeCarSeriesId: x3.id } });
    expect(mAfter.data.records.find((x) => x.id === m.id)).toMatchObject({ storePrice: 38_880_000, state: 0 });
  });

  it('does not let one store switch another store’s rows', async () => {
    const warehouse = (await login(s.app, 'warehouse', 'anhua123')).access_token; // store 0 (BMW); warehouse role has the store-car buttons
    // a Benz store row, out of the BMW store's reach
    const all = await call<Page<{ id: string; seriesName: string }>>(s.app, 'GET', '/crm-anhua/ahStoreCarSeries/list', { token: admin, query: { size: 999 } });
    const benz = all.data.records.find((x) => x.seriesName === '奔驰C级')!;
    const r = await call(s.app, 'POST', '/crm-anhua/ahStoreCarSeries/switchState', { token: warehouse, body: { id: benz.id, state: 0 } });
    expect(r.code).toBe(404);
  });
});

describe('model merge', () => {
  it('moves the stock cars of a duplicate model onto the original, and revokes it', async () => {
    const clerk = (await login(s.app, 'warehouse', 'anhua123')).access_token;
    const models = await call<Model[]>(s.app, 'GET', '/crm-anhua/car_brand/getComModelList', { token: clerk });
    const original = models.data.find((m) => m.modelName === '325Li M运动套装')!;
    const dup = await call<{ id: string }>(s.app, 'POST', '/crm-anhua/car_brand/saveOrUpdateModel', {
      token: clerk,
      body: { seriesId: original.seriesId, modelName: '325Li M 运动套装(导入)', guidePrice: 34_880_000 },
    });
    expect(dup.code).toBe(200);
    const car = await call<{ id: string }>(s.app, 'POST', '/crm-warehouse/ahWarehouseCar/saveOrUpdate', { token: clerk, body: { vin: 'LBVAB12C0SA555001', carModelId: dup.data.id } });
    expect(car.code).toBe(200);
    const carModel = async () => (await call<{ carModelId: string; modelName: string; guidePrice: number }>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/detail', { token: clerk, query: { id: car.data.id } })).data;

    expect(await call(s.app, 'POST', '/crm-anhua/bsCarModelMerge/mergeModel', { token: clerk, body: { fromModelId: dup.data.id, toModelId: dup.data.id } })).toMatchObject({ code: 400, msg: '不能合并到同一车型' });
    expect((await call(s.app, 'POST', '/crm-anhua/bsCarModelMerge/mergeModel', { token: clerk, body: { fromModelId: dup.data.id, toModelId: '123456789' } })).code).toBe(404);
    expect(await call(s.app, 'POST', '/crm-anhua/bsCarModelMerge/mergeModel', { token: clerk, body: { fromModelId: dup.data.id } })).toMatchObject({ code: 400, msg: '请选择合并到的车型' });
    expect((await call(s.app, 'POST', '/crm-anhua/bsCarModelMerge/mergeModel', { token: sales, body: { fromModelId: dup.data.id, toModelId: original.id } })).code).toBe(403);

    const merged = await call<{ id: string; movedCars: number }>(s.app, 'POST', '/crm-anhua/bsCarModelMerge/mergeModel', { token: clerk, body: { fromModelId: dup.data.id, toModelId: original.id } });
    expect(merged.data.movedCars).toBe(1);
    expect(await carModel()).toMatchObject({ carModelId: original.id, modelName: '325Li M运动套装', guidePrice: 34_990_000 });
    expect((await call(s.app, 'GET', '/crm-anhua/car_model/detail', { token: clerk, query: { id: dup.data.id } })).code).toBe(404);
    const list = await call<Page<{ id: string; fromModelName: string; state: number }>>(s.app, 'GET', '/crm-anhua/bsCarModelMerge/list', { token: clerk });
    expect(list.data.records).toEqual([expect.objectContaining({ id: merged.data.id, fromModelName: '325Li M 运动套装(导入)', state: 0 })]);

    const revoked = await call<{ returnedCars: number }>(s.app, 'POST', '/crm-anhua/bsCarModelMerge/revokeModel', { token: clerk, body: { id: merged.data.id } });
    expect(revoked.data.returnedCars).toBe(1);
    expect(await carModel()).toMatchObject({ carModelId: dup.data.id, guidePrice: 34_880_000 });
    expect((await call(s.app, 'GET', '/crm-anhua/car_model/detail', { token: clerk, query: { id: dup.data.id } })).code).toBe(200);
    expect(await call(s.app, 'POST', '/crm-anhua/bsCarModelMerge/revokeModel', { token: clerk, body: { id: merged.data.id } })).toMatchObject({ code: 10300, msg: '该合并已撤销' });
  });
});
