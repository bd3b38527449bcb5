/**
 * crm-warehouse/carFilmGoods beyond the generated calls: switchUp {id, isUp} as the spec names it,
 * and up/down {id | ids} as the generic list's up/down buttons send them. New goods start unlisted.
 */
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { vId, vIds } from '../../http/input';
import { checkPermission } from '../../http/permissions';
import type { ResourceHooks } from '../../http/resource-router';
import { ResourceRuntime } from '../../http/resource-router';
import { ahCarFilmGoods } from '../../db/resource-tables/operations';
import { carFilmGoodsResource } from '../../../src/domain/resources/operations/car-film-goods';

export const FILM_HOOKS: Record<'carFilmGoods', ResourceHooks> = {
  carFilmGoods: {
    beforeWrite: async ({ value, id }) => {
      if (!id) value.isUp = 0;
    },
  },
};

const films = new ResourceRuntime(carFilmGoodsResource, ahCarFilmGoods, FILM_HOOKS.carFilmGoods);

const idsInput = v.pipe(
  v.looseObject({ ids: v.optional(v.unknown()), id: v.optional(v.unknown()) }),
  v.transform((x) => ({ ids: x.ids ?? x.id })),
  v.object({ ids: vIds() }),
);

export const carFilmGoodsRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/crm-warehouse/carFilmGoods/switchUp',
    input: v.object({ id: vId(), isUp: v.pipe(v.union([v.string(), v.number()], '上架状态取值无效'), v.transform(Number), v.picklist([0, 1], '上架状态取值无效')) }),
    handler: async ({ auth, services, input }) => {
      await checkPermission(services, auth, input.isUp === 1 ? 'car_film_goods_up' : 'car_film_goods_down');
      await films.setFields(services, auth, [input.id], { isUp: input.isUp });
      return true;
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/carFilmGoods/up',
    permission: 'car_film_goods_up',
    input: idsInput,
    handler: async ({ auth, services, input }) => {
      await films.setFields(services, auth, input.ids, { isUp: 1 });
      return true;
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/carFilmGoods/down',
    permission: 'car_film_goods_down',
    input: idsInput,
    handler: async ({ auth, services, input }) => {
      await films.setFields(services, auth, input.ids, { isUp: 0 });
      return true;
    },
  }),
];
