/**
 * What each import kind writes, by its import_kind key. A writer reuses the module's own write
 * path (the clue input, the stock car's create with its hooks, the warehouse-car machine), so an
 * imported row obeys exactly the rules of a row entered by hand.
 */
import { and, eq, ne } from 'drizzle-orm';
import { Codes } from '../../../src/domain/codes';
import { WAREHOUSE_CAR_STATES } from '../../../src/machines/warehouse-car.machine';
import { ApiError, badRequest } from '../../http/envelope';
import { ahCarModel, ahWarehouseCar } from '../../db/resource-tables/operations';
import { writeClue } from '../../modules/crm-dcc/clue-movement';
import { rt } from '../../modules/crm-warehouse/runtimes';
import { applyCarEventIn } from '../../modules/crm-warehouse/warehouse-car';
import type { WriterFactory } from './pipeline';

/** The tenant's models by name (case-insensitive), read once per run. */
async function modelsByName(services: Parameters<WriterFactory>[0], tenantId: string) {
  const rows = await services.db
    .select({ id: ahCarModel.id, name: ahCarModel.modelName })
    .from(ahCarModel)
    .where(and(eq(ahCarModel.tenantId, tenantId), eq(ahCarModel.isDeleted, 0)));
  return new Map(rows.map((r) => [String(r.name).trim().toLowerCase(), String(r.id)]));
}

const CAR_FIELDS = ['vin', 'color', 'interiorColor', 'engineNo', 'purchasePrice', 'productionDate', 'remark'] as const;

/** new stock cars (in transit) from rows with a model name; `arrive` also records them arrived */
function stockCars(arrive: boolean): WriterFactory {
  return async (services, auth, lang) => {
    const models = await modelsByName(services, auth.tenantId);
    const scope = await rt.warehouseCar.scope(services, auth);
    return {
      async write(tx, value) {
        const modelName = String(value.modelName);
        const carModelId = models.get(modelName.trim().toLowerCase());
        if (!carModelId) throw badRequest(lang === 'en' ? `No such model in the catalogue: ${modelName}` : `车型不存在：${modelName}`);
        const car: Record<string, unknown> = { carModelId };
        for (const k of CAR_FIELDS) if (value[k] !== undefined) car[k] = value[k];
        const id = await rt.warehouseCar.insertIn(tx, services, auth, car, scope, lang);
        if (arrive) {
          await applyCarEventIn(tx, services, auth, lang, eq(ahWarehouseCar.id, id), scope, 'ARRIVE', async () => ({ arrivalDate: value.arrivalDate }));
        }
      },
    };
  };
}

export const IMPORT_WRITERS: Record<string, WriterFactory> = {
  clue: async (services, auth, lang) => ({
    write: async (tx, value) => {
      await writeClue(tx, services, auth, value as Record<string, string | null>, lang);
    },
  }),
  warehouse_new_add: stockCars(false),
  warehouse_call: stockCars(true),
  warehouse_arrive: async (services, auth, lang) => {
    const scope = await rt.warehouseCar.scope(services, auth);
    return {
      async write(tx, value) {
        const vin = String(value.vin);
        const which = and(eq(ahWarehouseCar.vin, vin), ne(ahWarehouseCar.state, WAREHOUSE_CAR_STATES.out));
        try {
          await applyCarEventIn(tx, services, auth, lang, which!, scope, 'ARRIVE', async () => ({
            arrivalDate: value.arrivalDate,
            ...(value.displayLocation ? { displayLocation: value.displayLocation } : {}),
          }));
        } catch (err) {
          if (err instanceof ApiError && err.code === Codes.NOT_FOUND.code) {
            throw badRequest(lang === 'en' ? `${vin}: no such car in this store's stock` : `车架号${vin}不在本门店库存中`);
          }
          throw err;
        }
      },
    };
  },
};
