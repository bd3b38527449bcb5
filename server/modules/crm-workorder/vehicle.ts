/**
 * 车辆档案 beyond its declaration (docs/after-sales.md): a work order names its car (the archive's
 * row, `ahVehicleId`), given or found by VIN in the order's store; the order's 进厂里程 and every change
 * of the archive's mileage are readings of the car's 里程记录, and the car's 行驶里程 is the highest
 * reading. All in the caller's transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ApiError } from '../../http/envelope';
import { columnsOf } from '../../http/resource-query';
import type { AuthContext } from '../../http/auth';
import type { HooksFor } from '../../http/resource-router';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { Codes, type Lang } from '../../../src/domain/codes';
import { ahOwner } from '../../db/resource-tables/members';
import { ahVehicleMileage } from '../../db/resource-tables/work-orders';
import { MILEAGE_SOURCE } from '../../../src/domain/resources/sales/vehicle';

type Row = Record<string, unknown>;
const o = columnsOf(ahOwner);
const mm = ahVehicleMileage;

export const VEHICLE_MESSAGES = {
  missing: { zh: '车辆不存在', en: 'No such vehicle in this store' },
} as const;

/** The store's car of the archive by id (or 400 on the field), or by VIN (or null). */
export async function vehicleOf(tx: Tx, auth: AuthContext, storeId: string, by: { id?: unknown; vin?: unknown }, lang: Lang): Promise<Row | null> {
  const base = and(eq(o.storeId, storeId), eq(o.isDeleted, 0));
  if (by.id !== undefined && by.id !== null && by.id !== '') {
    const [row] = (await tx.select().from(ahOwner).where(and(base, eq(o.id, String(by.id)))).limit(1)) as Row[];
    if (!row) throw new ApiError(Codes.BAD_REQUEST, VEHICLE_MESSAGES.missing[lang], { field: 'ahVehicleId' });
    return row;
  }
  if (typeof by.vin === 'string' && by.vin) {
    const [row] = (await tx.select().from(ahOwner).where(and(base, eq(o.vin, by.vin))).limit(1)) as Row[];
    return row ?? null;
  }
  return null;
}

/** One reading of a car's mileage; the car keeps the highest reading and the day of its last service. */
export async function recordMileage(
  tx: Tx,
  auth: AuthContext,
  vehicle: Row,
  reading: { mileage: number; source: number; now: Date; orderId?: string; orderNo?: string },
): Promise<void> {
  if (reading.orderId) {
    // an order has one reading: a corrected 进厂里程 replaces the old one
    await tx.update(mm).set({ isDeleted: 1, updateTime: reading.now }).where(and(eq(mm.ahWorkOrderInfoId, reading.orderId), eq(mm.isDeleted, 0)));
  }
  await tx.insert(mm).values({
    id: newId(),
    storeId: String(vehicle.storeId),
    ahVehicleId: String(vehicle.id),
    readTime: reading.now,
    mileage: reading.mileage,
    source: reading.source,
    orderNo: reading.orderNo ?? null,
    ahWorkOrderInfoId: reading.orderId ?? null,
    createUser: auth.userId,
    updateUser: auth.userId,
    createTime: reading.now,
    updateTime: reading.now,
  });
  if (reading.source === MILEAGE_SOURCE.workOrder) {
    const day = new Date(reading.now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    await tx
      .update(ahOwner)
      .set({ mileage: sql`greatest(coalesce(${o.mileage}, 0), ${reading.mileage})`, lastServiceDate: sql`greatest(coalesce(${o.lastServiceDate}, ${day}::date), ${day}::date)` })
      .where(eq(o.id, String(vehicle.id)));
  }
}

/**
 * The order's car and reading, before the order is written: `value` gains the car's id (and the
 * VIN and plate the order leaves blank); a new or changed 进厂里程 becomes a reading.
 */
export async function linkOrderVehicle(tx: Tx, auth: AuthContext, ctx: { value: Row; existing?: Row; storeId: string; orderId: string; now: Date; lang: Lang }): Promise<void> {
  const { value, existing, storeId, lang } = ctx;
  const given = value.ahVehicleId;
  let vehicle: Row | null;
  if (given !== undefined && given !== null && given !== '') vehicle = await vehicleOf(tx, auth, storeId, { id: given }, lang);
  else if (given === undefined && existing?.ahVehicleId) vehicle = await vehicleOf(tx, auth, storeId, { id: existing.ahVehicleId }, lang).catch(() => null);
  else vehicle = await vehicleOf(tx, auth, storeId, { vin: value.vin ?? existing?.vin }, lang);
  if (!vehicle) return;
  value.ahVehicleId = String(vehicle.id);
  if (!value.vin && !existing?.vin && vehicle.vin) value.vin = vehicle.vin;
  if (!value.licensePlate && !existing?.licensePlate && vehicle.licensePlate) value.licensePlate = vehicle.licensePlate;
  const mileage = value.mileage;
  const changed = typeof mileage === 'number' && (Number(existing?.mileage ?? -1) !== mileage || String(existing?.ahVehicleId ?? '') !== String(vehicle.id));
  if (changed) {
    await recordMileage(tx, auth, vehicle, { mileage, source: MILEAGE_SOURCE.workOrder, now: ctx.now, orderId: ctx.orderId, orderNo: String(value.orderNo ?? existing?.orderNo ?? '') });
  }
}

export const VEHICLE_HOOKS: HooksFor<'ahVehicle'> = {
  ahVehicle: {
    // a change of the archive's mileage is a reading too
    beforeWrite: async ({ tx, auth, services, value, id, newId: created }) => {
      if (typeof value.mileage !== 'number') return;
      const [existing] = id ? ((await tx.select().from(ahOwner).where(eq(o.id, id)).limit(1)) as Row[]) : [];
      if (existing && Number(existing.mileage ?? -1) === value.mileage) return;
      const storeId = String(existing?.storeId ?? auth.storeId ?? '');
      if (!storeId) return;
      await recordMileage(tx, auth, { id: id ?? created, storeId }, { mileage: value.mileage, source: MILEAGE_SOURCE.archive, now: services.now() });
    },
  },
};
