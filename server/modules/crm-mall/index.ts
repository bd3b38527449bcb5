/**
 * crm-mall beyond the generated calls (ahCategory list/detail/save/edit/delete, ahGoods
 * getUpGoodsList/detail/saveOrUpdate/update/up/down/delete): ahCategory swap and
 * getCategoryListByStoreId, ahGoods saveOrPublish. The goods listing machine guards edit, delete, up
 * and publish; a category holding goods is not deleted (docs/mall.md).
 */
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ResourceRuntime, type ResourceHookMap } from '../../http/resource-router';
import { ApiError, badRequest, businessError, notFound } from '../../http/envelope';
import { vId, vIds, vOptId } from '../../http/input';
import { Codes, type Lang } from '../../../src/domain/codes';
import { validateRecord } from '../../../src/domain/resources/validate';
import { ahCategory, ahGoods } from '../../db/resource-tables/mall';
import { ahBoutique } from '../../db/resource-tables/members';
import { categoryResource, goodsResource } from '../../../src/domain/resources/mall/mall';
import { GOODS_IS_UP, goodsAllows, goodsRefusal } from '../../../src/machines/mall-goods.machine';
import type { Tx } from '../../db';
import type { AuthContext } from '../../http/auth';
import { requireStore } from '../../http/store-scope';

const t = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/** the goods' category must be one of the store's own, not deleted */
async function checkCategory(tx: Tx, auth: AuthContext, categoryId: unknown) {
  if (categoryId === undefined) return;
  const [cat] = await tx
    .select({ id: ahCategory.id })
    .from(ahCategory)
    .where(and(eq(ahCategory.id, String(categoryId)), eq(ahCategory.storeId, auth.storeId ?? '0'), eq(ahCategory.isDeleted, 0)))
    .limit(1);
  if (!cat) throw new ApiError(Codes.BAD_REQUEST, '商品分类不存在', { field: 'categoryId' });
}

/** the boutiques a goods item includes must be the tenant's, not deleted */
async function checkBoutiques(tx: Tx, auth: AuthContext, boutiqueIds: unknown) {
  if (boutiqueIds === undefined || boutiqueIds === null || boutiqueIds === '') return;
  const ids = [...new Set(String(boutiqueIds).split(',').filter(Boolean))];
  const found = await tx
    .select({ id: ahBoutique.id })
    .from(ahBoutique)
    .where(and(inArray(ahBoutique.id, ids), eq(ahBoutique.isDeleted, 0)));
  if (found.length !== ids.length) throw new ApiError(Codes.BAD_REQUEST, '精品不存在', { field: 'boutiqueIds' });
}

export const MALL_HOOKS: ResourceHookMap = {
  ahCategory: {
    beforeWrite: async ({ tx, auth, value, id }) => {
      if (id) return;
      // a new category goes last; the order changes only by swap
      const [row] = await tx
        .select({ top: max(ahCategory.sort) })
        .from(ahCategory)
        .where(and(eq(ahCategory.storeId, auth.storeId ?? '0'), eq(ahCategory.isDeleted, 0)));
      value.sort = Number(row?.top ?? 0) + 1;
    },
    beforeRemove: async ({ tx, ids }) => {
      const [used] = await tx
        .select({ categoryId: ahGoods.categoryId })
        .from(ahGoods)
        .where(and(inArray(ahGoods.categoryId, ids), eq(ahGoods.isDeleted, 0)))
        .limit(1);
      if (!used) return;
      const [cat] = await tx.select({ name: ahCategory.categoryName }).from(ahCategory).where(eq(ahCategory.id, String(used.categoryId)));
      const m = '该分类下还有商品，不能删除';
      throw businessError(ids.length > 1 && cat ? `${cat.name}：${m}` : m);
    },
  },
  ahGoods: {
    beforeWrite: async ({ tx, auth, value }) => {
      // edit and update of a listed row are refused by the declaration's `editable` (the machine's EDIT)
      await checkCategory(tx, auth, value.categoryId);
      await checkBoutiques(tx, auth, value.boutiqueIds);
    },
    beforeRemove: async ({ tx, ids }) => {
      const rows = await tx.select().from(ahGoods).where(and(inArray(ahGoods.id, ids), eq(ahGoods.isDeleted, 0))).for('update');
      const listed = rows.find((r) => !goodsAllows(r, 'DELETE'));
      if (listed) {
        const m = goodsRefusal(listed, 'DELETE').zh;
        throw businessError(ids.length > 1 ? `${listed.goodsName}：${m}` : m);
      }
    },
  },
};

const categories = new ResourceRuntime(categoryResource, ahCategory, MALL_HOOKS.ahCategory);
const goods = new ResourceRuntime(goodsResource, ahGoods, MALL_HOOKS.ahGoods);

export const crmMallRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/crm-mall/ahCategory/swap',
    permission: 'mall_category_sort',
    input: v.object({ ids: vIds('请选择两个分类') }),
    handler: async ({ auth, services, input, lang }) => {
      const ids = [...new Set(input.ids)];
      if (ids.length !== 2) throw badRequest(t(lang, '请选择两个分类交换排序', 'Choose two categories to swap'));
      const scope = await categories.scope(services, auth);
      await services.db.transaction(async (tx) => {
        const rows = await tx.select().from(ahCategory).where(and(inArray(ahCategory.id, ids), scope)).orderBy(asc(ahCategory.id)).for('update');
        if (rows.length !== 2) throw notFound();
        const [a, b] = rows;
        // two rows with the same sort would swap to the same order: the second then goes one further
        const sa = Number(a.sort ?? 0);
        let sb = Number(b.sort ?? 0);
        if (sa === sb) sb = sa + 1;
        await tx.update(ahCategory).set({ sort: sb, updateUser: auth.userId, updateTime: services.now() }).where(eq(ahCategory.id, a.id));
        await tx.update(ahCategory).set({ sort: sa, updateUser: auth.userId, updateTime: services.now() }).where(eq(ahCategory.id, b.id));
      });
      return true;
    },
  }),
  route({
    method: 'GET',
    url: '/crm-mall/ahCategory/getCategoryListByStoreId',
    input: v.object({ storeId: vOptId('门店id格式错误') }),
    handler: async ({ auth, services, input, lang }) => {
      const storeId = input.storeId || requireStore(auth, lang);
      // only the user's own store: another store's mall is not theirs to read
      if (storeId !== auth.storeId) throw notFound();
      const scope = await categories.scope(services, auth);
      const rows = await services.db.select().from(ahCategory).where(and(scope, eq(ahCategory.isShow, 1))).orderBy(asc(ahCategory.sort), asc(ahCategory.id));
      return rows.map((r) => categories.present(r as Record<string, unknown>, services));
    },
  }),
  route({
    method: 'GET',
    url: '/crm-mall/ahGoods/getGoodsBoutiqueList',
    input: v.object({ goodsId: vId('商品id格式错误') }),
    handler: async ({ auth, services, input }) => {
      // the goods item's boutique lines, in the order they were chosen; a goods item of another store is a 404
      const row = await goods.findOne(services.db, await goods.scope(services, auth), input.goodsId);
      if (!row) throw notFound();
      const ids = row.boutiqueIds ? String(row.boutiqueIds).split(',').filter(Boolean) : [];
      if (!ids.length) return [];
      const rows = await services.db
        .select({ id: ahBoutique.id, code: ahBoutique.code, boutiqueName: ahBoutique.boutiqueName, spec: ahBoutique.spec, unit: ahBoutique.unit, price: ahBoutique.price, imgUrl: ahBoutique.imgUrl })
        .from(ahBoutique)
        .where(and(inArray(ahBoutique.id, ids), eq(ahBoutique.isDeleted, 0)));
      const byId = new Map(rows.map((r) => [String(r.id), { ...r, id: String(r.id) }]));
      return ids.map((id) => byId.get(id)).filter(Boolean);
    },
  }),
  route({
    method: 'POST',
    url: '/crm-mall/ahGoods/saveOrPublish',
    permission: 'mall_goods_publish',
    input: v.looseObject({ id: vOptId() }),
    handler: async ({ auth, services, input, lang }) => {
      const id = input.id || null;
      const checked = validateRecord(goodsResource, input, { lang, partial: !!id });
      if (!checked.ok) throw new ApiError(Codes.BAD_REQUEST, checked.message, { field: checked.field });
      const value = checked.value;
      const scope = await goods.scope(services, auth);
      const now = services.now();
      // saved and listed in one transaction: goods that cannot be listed are not saved either
      return services.db.transaction(async (tx) => {
        let row: Record<string, unknown>;
        if (id) {
          const existing = await goods.findOne(tx, scope, id, true);
          if (!existing) throw notFound();
          if (!goodsAllows(existing, 'EDIT')) throw businessError(goodsRefusal(existing, 'EDIT')[lang]);
          row = { ...existing, ...value };
        } else {
          row = { ...value, isUp: GOODS_IS_UP.unlisted };
        }
        if (!goodsAllows(row, 'UP')) throw businessError(goodsRefusal(row, 'UP')[lang]);
        let goodsId = id;
        if (id) {
          await checkCategory(tx, auth, value.categoryId);
          await checkBoutiques(tx, auth, value.boutiqueIds);
          await tx.update(ahGoods).set({ ...value, isUp: GOODS_IS_UP.listed, updateUser: auth.userId, updateTime: now }).where(eq(ahGoods.id, id));
        } else {
          goodsId = await goods.insertIn(tx, services, auth, value, scope, lang, { now });
          await tx.update(ahGoods).set({ isUp: GOODS_IS_UP.listed }).where(eq(ahGoods.id, goodsId));
        }
        return goodsId;
      });
    },
  }),
];
