/**
 * crm-anhua/bsCarModelMerge: mergeModel {fromModelId, toModelId} moves the stock cars of one
 * catalogue model onto another and hides the merged model; revokeModel {id} brings the model back
 * and returns the cars it moved (those still on the target model). One transaction each, with the
 * models locked.
 */
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { vId } from '../../http/input';
import { ApiError, fail, notFound } from '../../http/envelope';
import { Codes } from '../../../src/domain/codes';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { ahCarBrand, ahCarModel, ahCarSeries, ahWarehouseCar, bsCarModelMerge } from '../../db/resource-tables/operations';

interface ModelNames {
  id: string;
  brandId: string;
  seriesId: string;
  modelName: string;
  seriesName: string;
  brandName: string;
  guidePrice: number;
  isDeleted: number;
}

async function lockModels(tx: Tx, tenantId: string, ids: string[]): Promise<ModelNames[]> {
  return (await tx
    .select({
      id: ahCarModel.id,
      brandId: ahCarModel.brandId,
      seriesId: ahCarModel.seriesId,
      modelName: ahCarModel.modelName,
      seriesName: ahCarSeries.seriesName,
      brandName: ahCarBrand.brandName,
      guidePrice: ahCarModel.guidePrice,
      isDeleted: ahCarModel.isDeleted,
    })
    .from(ahCarModel)
    .innerJoin(ahCarSeries, eq(ahCarSeries.id, ahCarModel.seriesId))
    .innerJoin(ahCarBrand, eq(ahCarBrand.id, ahCarModel.brandId))
    .where(inArray(ahCarModel.id, ids))
    .orderBy(ahCarModel.id)
    .for('update', { of: ahCarModel })) as ModelNames[];
}

const carColumns = (m: ModelNames) => ({
  carModelId: m.id,
  carSeriesId: m.seriesId,
  carBrandId: m.brandId,
  modelName: m.modelName,
  seriesName: m.seriesName,
  brandName: m.brandName,
  guidePrice: m.guidePrice,
});

export const carModelMergeRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/crm-anhua/bsCarModelMerge/mergeModel',
    permission: 'car_model_merge',
    input: v.object({ fromModelId: vId('请选择被合并车型'), toModelId: vId('请选择合并到的车型') }),
    handler: async ({ auth, services, input, lang }) => {
      if (input.fromModelId === input.toModelId) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'A model cannot merge into itself' : '不能合并到同一车型', { field: 'toModelId' });
      const now = services.now();
      return services.db.transaction(async (tx) => {
        const models = await lockModels(tx, auth.tenantId, [input.fromModelId, input.toModelId]);
        const from = models.find((m) => m.id === input.fromModelId && m.isDeleted === 0);
        const to = models.find((m) => m.id === input.toModelId && m.isDeleted === 0);
        if (!from || !to) throw notFound(lang === 'en' ? 'No such model' : '车型不存在');
        const moved = (await tx
          .update(ahWarehouseCar)
          .set({ ...carColumns(to), updateUser: auth.userId, updateTime: now })
          .where(and(eq(ahWarehouseCar.carModelId, from.id), eq(ahWarehouseCar.isDeleted, 0)))
          .returning({ id: ahWarehouseCar.id })) as { id: string }[];
        await tx.update(ahCarModel).set({ isDeleted: 1, updateUser: auth.userId, updateTime: now }).where(eq(ahCarModel.id, from.id));
        const id = newId();
        await tx.insert(bsCarModelMerge).values({
          id,
          fromModelId: from.id,
          fromModelName: from.modelName,
          toModelId: to.id,
          toModelName: to.modelName,
          carIds: moved.map((c) => c.id).join(','),
          state: 0,
          createUser: auth.userId,
          updateUser: auth.userId,
          createTime: now,
          updateTime: now,
        });
        return { id, movedCars: moved.length };
      });
    },
  }),
  route({
    method: 'POST',
    url: '/crm-anhua/bsCarModelMerge/revokeModel',
    permission: 'car_model_revoke_merge',
    input: v.object({ id: vId() }),
    handler: async ({ auth, services, input, lang }) => {
      const now = services.now();
      return services.db.transaction(async (tx) => {
        const [merge] = (await tx
          .select()
          .from(bsCarModelMerge)
          .where(and(eq(bsCarModelMerge.id, input.id), eq(bsCarModelMerge.isDeleted, 0)))
          .for('update')) as Array<{ fromModelId: string; toModelId: string; carIds: string | null; state: number }>;
        if (!merge) throw notFound(lang === 'en' ? 'No such merge' : '合并记录不存在');
        if (merge.state !== 0) throw fail(Codes.BUSINESS_NOTICE, lang === 'en' ? 'The merge is already revoked' : '该合并已撤销');
        const models = await lockModels(tx, auth.tenantId, [merge.fromModelId, merge.toModelId]);
        const from = models.find((m) => m.id === merge.fromModelId);
        if (!from) throw notFound(lang === 'en' ? 'No such model' : '车型不存在');
        await tx.update(ahCarModel).set({ isDeleted: 0, updateUser: auth.userId, updateTime: now }).where(eq(ahCarModel.id, from.id));
        const carIds = (merge.carIds ?? '').split(',').filter(Boolean);
        let returned = 0;
        if (carIds.length) {
          const rows = (await tx
            .update(ahWarehouseCar)
            .set({ ...carColumns(from), updateUser: auth.userId, updateTime: now })
            .where(and(inArray(ahWarehouseCar.id, carIds), eq(ahWarehouseCar.carModelId, merge.toModelId)))
            .returning({ id: ahWarehouseCar.id })) as unknown[];
          returned = rows.length;
        }
        await tx.update(bsCarModelMerge).set({ state: 1, revokeTime: now, updateUser: auth.userId, updateTime: now }).where(eq(bsCarModelMerge.id, input.id));
        return { returnedCars: returned };
      });
    },
  }),
];
