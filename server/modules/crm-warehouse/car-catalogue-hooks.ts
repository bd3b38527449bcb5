/** The catalogue's rules beyond its declarations: a series names an existing brand, a model an existing series. */
import { and, eq, inArray } from 'drizzle-orm';
import type { HooksFor } from '../../http/resource-router';
import { badRequest } from '../../http/envelope';
import { ahCarBrand, ahCarModel, ahCarSeries, ahWarehouseCar } from '../../db/resource-tables/operations';

export const CATALOGUE_HOOKS: HooksFor<'carBrand' | 'carSeries' | 'carModel'> = {
  carBrand: {
    beforeRemove: async ({ tx, ids }) => {
      const [used] = await tx
        .select({ id: ahCarSeries.id })
        .from(ahCarSeries)
        .where(and(inArray(ahCarSeries.brandId, ids), eq(ahCarSeries.isDeleted, 0)))
        .limit(1);
      if (used) throw badRequest('该品牌下还有车系，不能删除');
    },
  },
  carSeries: {
    beforeWrite: async ({ tx, value }) => {
      if (value.brandId === undefined) return;
      const [brand] = await tx
        .select({ brandName: ahCarBrand.brandName })
        .from(ahCarBrand)
        .where(and(eq(ahCarBrand.id, String(value.brandId)), eq(ahCarBrand.isDeleted, 0)))
        .limit(1);
      if (!brand) throw badRequest('品牌不存在');
      value.brandName = brand.brandName;
    },
    beforeRemove: async ({ tx, ids }) => {
      const [used] = await tx
        .select({ id: ahCarModel.id })
        .from(ahCarModel)
        .where(and(inArray(ahCarModel.seriesId, ids), eq(ahCarModel.isDeleted, 0)))
        .limit(1);
      if (used) throw badRequest('该车系下还有车型，不能删除');
    },
  },
  carModel: {
    beforeWrite: async ({ tx, value }) => {
      if (value.seriesId === undefined) return;
      const [series] = await tx
        .select({ brandId: ahCarSeries.brandId, seriesName: ahCarSeries.seriesName })
        .from(ahCarSeries)
        .where(and(eq(ahCarSeries.id, String(value.seriesId)), eq(ahCarSeries.isDeleted, 0)))
        .limit(1);
      if (!series) throw badRequest('车系不存在');
      value.brandId = series.brandId;
      value.seriesName = series.seriesName;
    },
    beforeRemove: async ({ tx, ids }) => {
      const [used] = await tx
        .select({ id: ahWarehouseCar.id })
        .from(ahWarehouseCar)
        .where(and(inArray(ahWarehouseCar.carModelId, ids), eq(ahWarehouseCar.isDeleted, 0)))
        .limit(1);
      if (used) throw badRequest('该车型下还有库存车辆，不能删除');
    },
  },
};
