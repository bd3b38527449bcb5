/**
 * crm-anhua ahCarGoods beyond the generated calls (page, detail, delete, up, down, countByUp, and the
 * tags' tagList, addCarGoodsTag, deleteCarGoodsTag): getDownList (the unlisted ones), saveOrPublish
 * (save, and with publish=1 also list, in one transaction), and the three catalogue pickers
 * getCarBrandList (carType), getCarSeriesList (carBrandId), getCarModelList (carSeriesId, carType).
 *
 * A new car is one the store sells: its brand among the store's brands, its model on the store's
 * shelf (门店车型 上架). A used car may be of any brand and model of the tenant's catalogue. Either way
 * the series must be the brand's and the model the series'; the names and guide price are copied
 * from the catalogue at saving (docs/mall.md "汽车商品").
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ResourceRuntime, type ResourceHookMap } from '../../http/resource-router';
import { ApiError, businessError, notFound, page } from '../../http/envelope';
import { pagingCurrentSize, vId } from '../../http/input';
import { checkAnyPermission } from '../../http/permissions';
import { writeStateLog } from '../../http/state-log';
import { Codes, type Lang } from '../../../src/domain/codes';
import { validateRecord } from '../../../src/domain/resources/validate';
import { ahCarCategory, ahCarGoods, ahCarGoodsTag } from '../../db/resource-tables/mall-orders';
import { ahCarBrand, ahCarModel, ahCarSeries, ahStoreCarBrand, ahStoreCarModel } from '../../db/resource-tables/operations';
import { CAR_TYPE, CAR_TYPE_OPTIONS } from '../../../src/domain/resources/mall/car-category';
import { CAR_GOODS_MESSAGES as M, carGoodsResource, carGoodsShelf } from '../../../src/domain/resources/mall/car-goods';
import type { Tx } from '../../db';
import type { AuthContext } from '../../http/auth';

const bad = (m: { zh: string; en: string }, lang: Lang, field: string) => new ApiError(Codes.BAD_REQUEST, m[lang], { field });

const vCarType = v.pipe(
  v.union([v.string(), v.number()], M.carType.zh),
  v.transform(Number),
  v.check((n) => CAR_TYPE_OPTIONS.some((o) => o.value === n), M.carType.zh),
);

/**
 * The catalogue behind a car good, checked link by link; answers the copies the row keeps. Used by
 * saving (the hook) and by nothing else, so the pickers and the check cannot disagree: the pickers'
 * queries are the same conditions.
 */
async function resolveCar(tx: Tx, auth: AuthContext, row: Record<string, unknown>, lang: Lang) {
  const carType = Number(row.carType);
  const [brand] = await tx
    .select()
    .from(ahCarBrand)
    .where(and(eq(ahCarBrand.id, String(row.carBrandId)), eq(ahCarBrand.isDeleted, 0)))
    .limit(1);
  if (!brand || (carType === CAR_TYPE.newCar && !(await storeSellsBrand(tx, auth, String(brand.id))))) throw bad(M.brand, lang, 'carBrandId');
  const [series] = await tx
    .select()
    .from(ahCarSeries)
    .where(and(eq(ahCarSeries.id, String(row.carSeriesId)), eq(ahCarSeries.isDeleted, 0)))
    .limit(1);
  if (!series || String(series.brandId) !== String(brand.id)) throw bad(M.series, lang, 'carSeriesId');
  const [model] = await tx
    .select()
    .from(ahCarModel)
    .where(and(eq(ahCarModel.id, String(row.carModelId)), eq(ahCarModel.isDeleted, 0)))
    .limit(1);
  if (!model || String(model.seriesId) !== String(series.id)) throw bad(M.model, lang, 'carModelId');
  if (carType === CAR_TYPE.newCar) {
    const [shelf] = await tx
      .select({ id: ahStoreCarModel.id })
      .from(ahStoreCarModel)
      .where(and(eq(ahStoreCarModel.carModelId, model.id), eq(ahStoreCarModel.storeId, auth.storeId ?? '0'), eq(ahStoreCarModel.state, 1), eq(ahStoreCarModel.isDeleted, 0)))
      .limit(1);
    if (!shelf) throw bad(M.modelNotSold, lang, 'carModelId');
  }
  return { brandName: brand.brandName, seriesName: series.seriesName, modelName: model.modelName, guidePrice: model.guidePrice };
}

async function storeSellsBrand(tx: Tx, auth: AuthContext, brandId: string) {
  const [hit] = await tx
    .select({ id: ahStoreCarBrand.id })
    .from(ahStoreCarBrand)
    .where(and(eq(ahStoreCarBrand.carBrandId, brandId), eq(ahStoreCarBrand.storeId, auth.storeId ?? '0'), eq(ahStoreCarBrand.isDeleted, 0)))
    .limit(1);
  return !!hit;
}

/** checks and fills a car good about to be written (create: the whole row; edit: merged with the stored row) */
async function prepare(tx: Tx, auth: AuthContext, value: Record<string, unknown>, current: Record<string, unknown> | null, lang: Lang) {
  const row = { ...(current ?? {}), ...value };
  const store = eq(ahCarCategory.storeId, auth.storeId ?? '0');
  const touches = (...keys: string[]) => !current || keys.some((k) => value[k] !== undefined);
  if (touches('carType', 'carBrandId', 'carSeriesId', 'carModelId')) Object.assign(value, await resolveCar(tx, auth, row, lang));
  if (touches('carType', 'categoryId')) {
    const [cat] = await tx
      .select({ id: ahCarCategory.id })
      .from(ahCarCategory)
      .where(and(eq(ahCarCategory.id, String(row.categoryId)), eq(ahCarCategory.carType, Number(row.carType)), store, eq(ahCarCategory.isDeleted, 0)))
      .limit(1);
    if (!cat) throw bad(M.category, lang, 'categoryId');
  }
  if (value.tagIds !== undefined) {
    const ids = value.tagIds ? String(value.tagIds).split(',').filter(Boolean) : [];
    const tags = ids.length
      ? await tx
          .select({ id: ahCarGoodsTag.id, tagName: ahCarGoodsTag.tagName })
          .from(ahCarGoodsTag)
          .where(and(inArray(ahCarGoodsTag.id, ids), eq(ahCarGoodsTag.storeId, auth.storeId ?? '0'), eq(ahCarGoodsTag.isDeleted, 0)))
      : [];
    if (tags.length !== new Set(ids).size) throw bad(M.tag, lang, 'tagIds');
    const names = new Map(tags.map((t) => [String(t.id), t.tagName]));
    value.tagIds = ids.length ? [...new Set(ids)].join(',') : null;
    value.tagNames = ids.length ? [...new Set(ids)].map((id) => names.get(id)).join('、') : null;
  }
}

export const CAR_GOODS_HOOKS: ResourceHookMap = {
  ahCarGoods: {
    beforeWrite: async ({ tx, auth, value, id, lang }) => {
      const current = id ? ((await tx.select().from(ahCarGoods).where(eq(ahCarGoods.id, id)).limit(1))[0] as Record<string, unknown> | undefined) : undefined;
      await prepare(tx, auth, value, current ?? null, lang);
    },
  },
  ahCarGoodsTag: {
    beforeRemove: async ({ tx, ids, lang }) => {
      // a tag some car goods carry stays: deleting it would silently change what members see
      for (const id of ids) {
        const [used] = await tx
          .select({ id: ahCarGoods.id })
          .from(ahCarGoods)
          .where(and(eq(ahCarGoods.isDeleted, 0), sql`(',' || ${ahCarGoods.tagIds} || ',') like ${`%,${id},%`}`))
          .limit(1);
        if (used) throw businessError(M.tagInUse[lang]);
      }
    },
  },
};

const goods = new ResourceRuntime(carGoodsResource, ahCarGoods, CAR_GOODS_HOOKS.ahCarGoods);

export const carGoodsRoutes: Registrable[] = [
  route({
    method: ['GET', 'POST'],
    url: '/crm-anhua/ahCarGoods/getDownList',
    input: v.looseObject(pagingCurrentSize),
    handler: async ({ auth, services, input }) => {
      const q = { ...(input as Record<string, unknown>), isUp: String(carGoodsShelf.spec.off) };
      const current = Number(input.current);
      const size = Number(input.size);
      const { total, records } = await goods.list(services, auth, q, (current - 1) * size, size);
      return page(records, total, current, size);
    },
  }),
  route({
    method: 'GET',
    url: '/crm-anhua/ahCarGoods/getCarBrandList',
    input: v.object({ carType: vCarType }),
    handler: async ({ auth, services, input }) => {
      const db = services.db;
      const brands =
        input.carType === CAR_TYPE.newCar
          ? await db
              .select({ id: ahCarBrand.id, brandName: ahCarBrand.brandName, initial: ahCarBrand.initial, logo: ahCarBrand.logo })
              .from(ahCarBrand)
              .innerJoin(ahStoreCarBrand, and(eq(ahStoreCarBrand.carBrandId, ahCarBrand.id), eq(ahStoreCarBrand.storeId, auth.storeId ?? '0'), eq(ahStoreCarBrand.isDeleted, 0)))
              .where(eq(ahCarBrand.isDeleted, 0))
              .orderBy(asc(ahCarBrand.initial), asc(ahCarBrand.brandName))
          : await db
              .select({ id: ahCarBrand.id, brandName: ahCarBrand.brandName, initial: ahCarBrand.initial, logo: ahCarBrand.logo })
              .from(ahCarBrand)
              .where(eq(ahCarBrand.isDeleted, 0))
              .orderBy(asc(ahCarBrand.initial), asc(ahCarBrand.brandName));
      return brands.map((b) => ({ ...b, id: String(b.id) }));
    },
  }),
  route({
    method: 'GET',
    url: '/crm-anhua/ahCarGoods/getCarSeriesList',
    input: v.object({ carBrandId: vId(M.brandId.zh) }),
    handler: async ({ services, input }) => {
      const rows = await services.db
        .select({ id: ahCarSeries.id, seriesName: ahCarSeries.seriesName, brandId: ahCarSeries.brandId, level: ahCarSeries.level })
        .from(ahCarSeries)
        .where(and(eq(ahCarSeries.brandId, input.carBrandId), eq(ahCarSeries.isDeleted, 0)))
        .orderBy(asc(ahCarSeries.sort), asc(ahCarSeries.seriesName));
      return rows.map((r) => ({ ...r, id: String(r.id), brandId: String(r.brandId) }));
    },
  }),
  route({
    method: 'GET',
    url: '/crm-anhua/ahCarGoods/getCarModelList',
    input: v.object({ carSeriesId: vId(M.seriesId.zh), carType: vCarType }),
    handler: async ({ auth, services, input }) => {
      const cols = { id: ahCarModel.id, modelName: ahCarModel.modelName, modelYear: ahCarModel.modelYear, guidePrice: ahCarModel.guidePrice, seriesId: ahCarModel.seriesId };
      const where = and(eq(ahCarModel.seriesId, input.carSeriesId), eq(ahCarModel.isDeleted, 0));
      const rows =
        input.carType === CAR_TYPE.newCar
          ? await services.db
              .select({ ...cols, storePrice: ahStoreCarModel.storePrice })
              .from(ahCarModel)
              .innerJoin(ahStoreCarModel, and(eq(ahStoreCarModel.carModelId, ahCarModel.id), eq(ahStoreCarModel.storeId, auth.storeId ?? '0'), eq(ahStoreCarModel.state, 1), eq(ahStoreCarModel.isDeleted, 0)))
              .where(where)
              .orderBy(asc(ahCarModel.sort), asc(ahCarModel.modelName))
          : await services.db.select(cols).from(ahCarModel).where(where).orderBy(asc(ahCarModel.sort), asc(ahCarModel.modelName));
      return rows.map((r) => ({ ...r, id: String(r.id), seriesId: String(r.seriesId) }));
    },
  }),
  route({
    method: 'GET',
    url: '/crm-anhua/ahCarGoods/showList',
    input: v.object({ carType: vCarType }),
    handler: async ({ auth, services, input }) => {
      // 车型展示 (ours): what members see, the shown categories of the type in order, each with its listed cars
      const scope = await goods.scope(services, auth);
      const cats = await services.db
        .select({ id: ahCarCategory.id, categoryName: ahCarCategory.categoryName, icon: ahCarCategory.icon })
        .from(ahCarCategory)
        .where(and(eq(ahCarCategory.storeId, auth.storeId ?? '0'), eq(ahCarCategory.carType, input.carType), eq(ahCarCategory.isShow, 1), eq(ahCarCategory.isDeleted, 0)))
        .orderBy(asc(ahCarCategory.sort), asc(ahCarCategory.id));
      const rows = cats.length
        ? await services.db
            .select()
            .from(ahCarGoods)
            .where(and(scope, eq(ahCarGoods.carType, input.carType), eq(ahCarGoods.isUp, carGoodsShelf.spec.on), inArray(ahCarGoods.categoryId, cats.map((c) => String(c.id)))))
            .orderBy(desc(ahCarGoods.createTime), desc(ahCarGoods.id))
        : [];
      return cats.map((c) => ({ ...c, id: String(c.id), goods: rows.filter((r) => String(r.categoryId) === String(c.id)).map((r) => goods.present(r as Record<string, unknown>, services)) }));
    },
  }),
  route({
    method: 'POST',
    url: '/crm-anhua/ahCarGoods/saveOrPublish',
    input: v.looseObject({
      id: v.optional(v.union([v.literal(''), v.null(), vId()])),
      publish: v.optional(v.union([v.literal(0), v.literal(1), v.literal('0'), v.literal('1')], 'publish只能是0或1')),
    }),
    doc: { fields: carGoodsResource.fields },
    handler: async ({ auth, services, input, lang }) => {
      const id = input.id || null;
      const publish = Number(input.publish ?? 0) === 1;
      await checkAnyPermission(services, auth, [id ? 'car_goods_edit' : 'car_goods_add']);
      if (publish) await checkAnyPermission(services, auth, ['car_goods_publish']);
      const checked = validateRecord(carGoodsResource, input, { lang, partial: !!id });
      if (!checked.ok) throw new ApiError(Codes.BAD_REQUEST, checked.message, { field: checked.field });
      const value = checked.value;
      const scope = await goods.scope(services, auth);
      const now = services.now();
      // saved and listed together: a car that cannot be listed is not saved either
      const savedId = await services.db.transaction(async (tx) => {
        if (!id) {
          const newRowId = await goods.insertIn(tx, services, auth, value, scope, lang, { now });
          if (publish) await list(tx, auth, newRowId, { isUp: carGoodsShelf.spec.off, goodsName: value.goodsName }, now, lang);
          return newRowId;
        }
        const existing = await goods.findOne(tx, scope, id, true);
        if (!existing) throw notFound();
        if (!carGoodsShelf.allows(existing, 'EDIT')) throw businessError(carGoodsShelf.refusal(existing, 'EDIT', false)[lang]);
        await prepare(tx, auth, value, existing, lang);
        await tx.update(ahCarGoods).set({ ...value, updateUser: auth.userId, updateTime: now }).where(eq(ahCarGoods.id, id));
        if (publish) await list(tx, auth, id, existing, now, lang);
        return id;
      });
      return { id: savedId };
    },
  }),
];

/** UP through the listing machine, with its line in the state history */
async function list(tx: Tx, auth: AuthContext, id: string, row: Record<string, unknown>, now: Date, lang: Lang) {
  const to = carGoodsShelf.next(row, 'UP');
  if (to === null) throw businessError(carGoodsShelf.refusal(row, 'UP', false)[lang]);
  await tx.update(ahCarGoods).set({ isUp: to }).where(eq(ahCarGoods.id, id));
  await writeStateLog(tx, auth, [{ resource: carGoodsResource.key, recordId: id, action: 'up', field: 'isUp', from: row.isUp ?? carGoodsShelf.spec.off, to }], now);
}
