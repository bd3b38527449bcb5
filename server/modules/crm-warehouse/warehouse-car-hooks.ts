/** Rules of stock cars and transfers beyond their declarations. */
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { HooksFor } from '../../http/resource-router';
import { ApiError, fail } from '../../http/envelope';
import { Codes } from '../../../src/domain/codes';
import type { Tx } from '../../db';
import { ahCarBrand, ahCarModel, ahCarSeries, ahWarehouseCar, ahWarehouseCarTransfer } from '../../db/resource-tables/operations';
import { stockCarLockEndSql } from './warehouse-lock-setting';
import { nextWarehouseCar, refusalMessage, warehouseCarStateOf, WAREHOUSE_CAR_STATES } from '../../../src/machines/warehouse-car.machine';

export type CarRow = typeof ahWarehouseCar.$inferSelect;
export type TransferRow = typeof ahWarehouseCarTransfer.$inferSelect;

/** Serialises writers of one VIN within a tenant (two clerks saving the same VIN at once). */
export async function lockVin(tx: Tx, tenantId: string, vin: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${tenantId}:vin:${vin}`}))`);
}

export const VIN_IN_STOCK = { zh: '该车架号已在库存中', en: 'This VIN is already in stock' } as const;

/** Where a new stock car starts: in transit, not in a transfer. */
export const NEW_CAR = { state: WAREHOUSE_CAR_STATES.inTransit, inTransfer: 0 } as const;

/** Serialises writers of many VINs at once (an import), in one round trip, in a stable order. */
export async function lockVins(tx: Tx, tenantId: string, vins: readonly string[]): Promise<void> {
  if (vins.length === 0) return;
  const keys = [...new Set(vins)].sort().map((v) => `${tenantId}:vin:${v}`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(k)) from unnest(${sql.raw(`ARRAY[${keys.map((k) => `'${k.replace(/'/g, "''")}'`).join(',')}]::text[]`)}) as k`);
}

/** The VINs among `vins` that are in stock: a car with it has not left (any store of the tenant). */
export async function vinsInStock(tx: Tx, tenantId: string, vins: readonly string[], exceptId: string | null = null): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < vins.length; i += 1000) {
    const hits = await tx
      .select({ vin: ahWarehouseCar.vin })
      .from(ahWarehouseCar)
      .where(
        and(
          inArray(ahWarehouseCar.vin, vins.slice(i, i + 1000) as string[]),
          eq(ahWarehouseCar.isDeleted, 0),
          ne(ahWarehouseCar.state, WAREHOUSE_CAR_STATES.out),
          exceptId ? ne(ahWarehouseCar.id, exceptId) : undefined,
        ),
      );
    for (const h of hits) if (h.vin) found.add(String(h.vin));
  }
  return found;
}

/** A VIN is in stock while a car with it has not left (any store of the tenant). */
export async function vinInStock(tx: Tx, tenantId: string, vin: string, exceptId: string | null): Promise<boolean> {
  return (await vinsInStock(tx, tenantId, [vin], exceptId)).size > 0;
}

/** What a stock car copies from its model: brand, series, names and guide price, by model id. */
export async function modelFacts(tx: Tx, tenantId: string, modelIds: readonly string[]) {
  const rows = modelIds.length
    ? await tx
        .select({
          id: ahCarModel.id,
          brandId: ahCarModel.brandId,
          seriesId: ahCarModel.seriesId,
          modelName: ahCarModel.modelName,
          seriesName: ahCarSeries.seriesName,
          brandName: ahCarBrand.brandName,
          guidePrice: ahCarModel.guidePrice,
        })
        .from(ahCarModel)
        .innerJoin(ahCarSeries, eq(ahCarSeries.id, ahCarModel.seriesId))
        .innerJoin(ahCarBrand, eq(ahCarBrand.id, ahCarModel.brandId))
        .where(and(inArray(ahCarModel.id, [...new Set(modelIds)]), eq(ahCarModel.isDeleted, 0)))
    : [];
  return new Map(
    rows.map((m) => [String(m.id), { carBrandId: m.brandId, carSeriesId: m.seriesId, brandName: m.brandName, seriesName: m.seriesName, modelName: m.modelName, guidePrice: m.guidePrice }]),
  );
}

export const WAREHOUSE_HOOKS: HooksFor<'warehouseCar' | 'warehouseCarTransfer'> = {
  warehouseCar: {
    // the lock's end is the order car's (lockTime + the store's lockHours): the day it ends in China
    // time, and whether it has ended now
    computed: ({ services }) => {
      const end = stockCarLockEndSql();
      return {
        lockEnd: sql`((${end} at time zone 'UTC') + interval '8 hours')::date`,
        lockExpired: sql`(case when ${end} is null then null when ${end} <= ${services.now()} then 1 else 0 end)`,
      };
    },
    beforeWrite: async ({ tx, auth, value, id }) => {
      if (id) {
        const [row] = (await tx.select({ state: ahWarehouseCar.state }).from(ahWarehouseCar).where(eq(ahWarehouseCar.id, id)).for('update')) as { state: number | null }[];
        if (row?.state === WAREHOUSE_CAR_STATES.out) throw fail(Codes.BUSINESS_NOTICE, '车辆已出库，不能修改');
      } else {
        Object.assign(value, NEW_CAR);
      }
      if (typeof value.vin === 'string') {
        await lockVin(tx, auth.tenantId, value.vin);
        if (await vinInStock(tx, auth.tenantId, value.vin, id)) throw new ApiError(Codes.BAD_REQUEST, VIN_IN_STOCK.zh, { field: 'vin' });
      }
      if (value.carModelId !== undefined && value.carModelId !== null) {
        const m = (await modelFacts(tx, auth.tenantId, [String(value.carModelId)])).get(String(value.carModelId));
        if (!m) throw new ApiError(Codes.BAD_REQUEST, '车型不存在', { field: 'carModelId' });
        Object.assign(value, m);
      }
    },
    beforeRemove: async ({ tx, ids }) => {
      const rows = (await tx
        .select({ id: ahWarehouseCar.id, vin: ahWarehouseCar.vin, state: ahWarehouseCar.state, inTransfer: ahWarehouseCar.inTransfer })
        .from(ahWarehouseCar)
        .where(inArray(ahWarehouseCar.id, ids))
        .orderBy(ahWarehouseCar.id)
        .for('update')) as Pick<CarRow, 'id' | 'vin' | 'state' | 'inTransfer'>[];
      for (const r of rows) {
        if (nextWarehouseCar(r.state ?? -1, r.inTransfer === 1, 'DELETE')) continue;
        const state = warehouseCarStateOf(r.state ?? -1);
        throw fail(Codes.BUSINESS_NOTICE, `${r.vin}：${state ? refusalMessage(state, r.inTransfer === 1, 'DELETE').zh : '当前状态不允许删除'}`);
      }
    },
  },
  warehouseCarTransfer: {
    // both ends of a transfer see it: the sending store and the receiving store
    where: ({ auth }) => (auth.storeId ? or(eq(ahWarehouseCarTransfer.fromStoreId, auth.storeId), eq(ahWarehouseCarTransfer.toStoreId, auth.storeId)) : undefined),
  },
};
