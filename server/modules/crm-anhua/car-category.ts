/**
 * crm-anhua ahCarCategory beyond the generated calls (list, detail, save, edit, delete): swap (two
 * categories exchange their sorts, both rows locked) and getCarCategoryByType (the shown categories
 * of one car type, in order, for the mall's pages). A new category goes last; a name is unique within
 * the store's categories of one car type (docs/mall.md "汽车分类").
 */
import { and, asc, eq, inArray, max, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ResourceRuntime, type ResourceHookMap } from '../../http/resource-router';
import { ApiError, businessError, notFound } from '../../http/envelope';
import { vIds } from '../../http/input';
import { Codes } from '../../../src/domain/codes';
import { ahCarCategory, ahCarGoods } from '../../db/resource-tables/mall-orders';
import { CAR_CATEGORY_MESSAGES as M, CAR_TYPE_OPTIONS, carCategoryResource } from '../../../src/domain/resources/mall/car-category';

const vCarType = v.pipe(
  v.union([v.string(), v.number()], '请选择车辆类型'),
  v.transform(Number),
  v.check((n) => CAR_TYPE_OPTIONS.some((o) => o.value === n), '请选择车辆类型'),
);

export const CAR_CATEGORY_HOOKS: ResourceHookMap = {
  ahCarCategory: {
    beforeWrite: async ({ tx, auth, value, id }) => {
      const store = eq(ahCarCategory.storeId, auth.storeId ?? '0');
      if (value.categoryName !== undefined || value.carType !== undefined) {
        // the name and type after the write (an edit may send one of them)
        let name = value.categoryName;
        let type = value.carType;
        if (id && (name === undefined || type === undefined)) {
          const [cur] = await tx.select().from(ahCarCategory).where(eq(ahCarCategory.id, id)).limit(1);
          name ??= cur?.categoryName;
          type ??= cur?.carType;
        }
        const [dup] = await tx
          .select({ id: ahCarCategory.id })
          .from(ahCarCategory)
          .where(and(store, eq(ahCarCategory.carType, Number(type)), eq(ahCarCategory.categoryName, String(name)), eq(ahCarCategory.isDeleted, 0), id ? ne(ahCarCategory.id, id) : undefined))
          .limit(1);
        if (dup) throw ApiError.of(Codes.BAD_REQUEST, M.nameTaken, { field: 'categoryName' });
      }
      if (id) return;
      const [row] = await tx.select({ top: max(ahCarCategory.sort) }).from(ahCarCategory).where(and(store, eq(ahCarCategory.isDeleted, 0)));
      value.sort = Number(row?.top ?? 0) + 1;
    },
    beforeRemove: async ({ tx, ids, lang }) => {
      // a category still holding car goods stays, as the goods categories do
      const [used] = await tx
        .select({ categoryId: ahCarGoods.categoryId })
        .from(ahCarGoods)
        .where(and(inArray(ahCarGoods.categoryId, ids), eq(ahCarGoods.isDeleted, 0)))
        .limit(1);
      if (!used) return;
      const [cat] = await tx.select({ name: ahCarCategory.categoryName }).from(ahCarCategory).where(eq(ahCarCategory.id, String(used.categoryId)));
      const m = M.holdsGoods[lang];
      throw businessError(ids.length > 1 && cat ? `${cat.name}：${m}` : m);
    },
  },
};

const categories = new ResourceRuntime(carCategoryResource, ahCarCategory, CAR_CATEGORY_HOOKS.ahCarCategory);

export const carCategoryRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/crm-anhua/ahCarCategory/swap',
    permission: 'car_category_sort',
    input: v.object({ ids: vIds('请选择两个分类') }),
    handler: async ({ auth, services, input, lang }) => {
      const ids = [...new Set(input.ids)];
      if (ids.length !== 2) throw ApiError.of(Codes.BAD_REQUEST, M.chooseTwo);
      void lang;
      const scope = await categories.scope(services, auth);
      await services.db.transaction(async (tx) => {
        const rows = await tx.select().from(ahCarCategory).where(and(inArray(ahCarCategory.id, ids), scope)).orderBy(asc(ahCarCategory.id)).for('update');
        if (rows.length !== 2) throw notFound();
        const [a, b] = rows;
        const sa = Number(a.sort ?? 0);
        let sb = Number(b.sort ?? 0);
        // two rows with the same sort would swap to the same order: the second goes one further
        if (sa === sb) sb = sa + 1;
        const now = services.now();
        await tx.update(ahCarCategory).set({ sort: sb, updateUser: auth.userId, updateTime: now }).where(eq(ahCarCategory.id, String(a.id)));
        await tx.update(ahCarCategory).set({ sort: sa, updateUser: auth.userId, updateTime: now }).where(eq(ahCarCategory.id, String(b.id)));
      });
      return true;
    },
  }),
  route({
    method: 'GET',
    url: '/crm-anhua/ahCarCategory/getCarCategoryByType',
    input: v.object({ carType: vCarType }),
    handler: async ({ auth, services, input }) => {
      const scope = await categories.scope(services, auth);
      const rows = await services.db
        .select()
        .from(ahCarCategory)
        .where(and(scope, eq(ahCarCategory.carType, input.carType), eq(ahCarCategory.isShow, 1)))
        .orderBy(asc(ahCarCategory.sort), asc(ahCarCategory.id));
      return rows.map((r) => categories.present(r as Record<string, unknown>, services));
    },
  }),
];
