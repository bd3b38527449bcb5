/**
 * crm-anhua car catalogue calls beyond the generated lists: the combo lists of the pickers
 * (car_brand getComBrandList, getComSeriesList, getComModelList), the model calls kept under
 * car_brand (saveOrUpdateModel, deleteModel), and the switches of the store car lists.
 */
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { noInput, vId, vOptId } from '../../http/input';
import { checkPermission } from '../../http/permissions';
import { ahCarBrand, ahCarModel, ahCarSeries } from '../../db/resource-tables/operations';
import { rt } from './runtimes';


export const carCatalogueRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-anhua/car_brand/getComBrandList',
    input: noInput,
    handler: async ({ services }) =>
      services.db
        .select({ id: ahCarBrand.id, brandName: ahCarBrand.brandName, initial: ahCarBrand.initial, logo: ahCarBrand.logo })
        .from(ahCarBrand)
        .where(eq(ahCarBrand.isDeleted, 0))
        .orderBy(asc(ahCarBrand.initial), asc(ahCarBrand.sort), asc(ahCarBrand.id)),
  }),
  route({
    method: 'GET',
    url: '/crm-anhua/car_brand/getComSeriesList',
    input: v.object({ brandId: vOptId('品牌格式错误') }),
    handler: async ({ services, input }) =>
      services.db
        .select({ id: ahCarSeries.id, brandId: ahCarSeries.brandId, seriesName: ahCarSeries.seriesName, level: ahCarSeries.level })
        .from(ahCarSeries)
        .where(and(eq(ahCarSeries.isDeleted, 0), input.brandId ? eq(ahCarSeries.brandId, input.brandId) : undefined))
        .orderBy(asc(ahCarSeries.sort), asc(ahCarSeries.id)),
  }),
  route({
    method: 'GET',
    url: '/crm-anhua/car_brand/getComModelList',
    input: v.object({ seriesId: vOptId('车系格式错误') }),
    handler: async ({ services, input }) =>
      services.db
        .select({
          id: ahCarModel.id,
          brandId: ahCarModel.brandId,
          seriesId: ahCarModel.seriesId,
          modelName: ahCarModel.modelName,
          modelYear: ahCarModel.modelYear,
          guidePrice: ahCarModel.guidePrice,
        })
        .from(ahCarModel)
        .where(and(eq(ahCarModel.isDeleted, 0), input.seriesId ? eq(ahCarModel.seriesId, input.seriesId) : undefined))
        .orderBy(asc(ahCarModel.sort), asc(ahCarModel.id)),
  }),
  route({
    method: 'POST',
    url: '/crm-anhua/car_brand/saveOrUpdateModel',
    input: v.looseObject({ id: v.optional(v.union([v.literal(''), v.null(), vId()])) }),
    handler: async ({ auth, services, input, lang }) => {
      if (input.id) {
        await checkPermission(services, auth, 'car_model_edit');
        return { id: await rt.carModel.update(services, auth, input.id, input, lang) };
      }
      await checkPermission(services, auth, 'car_model_add');
      return { id: await rt.carModel.create(services, auth, input, lang) };
    },
  }),
  route({
    method: 'POST',
    url: '/crm-anhua/car_brand/deleteModel',
    permission: 'car_model_delete',
    input: v.object({ id: vId() }),
    handler: async ({ auth, services, input }) => {
      await rt.carModel.remove(services, auth, [input.id]);
      return true;
    },
  }),

  // store series and models: their listing, recommendation, images and price are declared actions (car-catalogue.ts)
];
