/**
 * Which order holds a stock car. Kept apart from the order calls so the warehouse's own lock
 * setting (warehouse-car.ts) can ask without importing them: a car an order locked is unlocked only
 * through its order (unlockCar, changeLockCar, closeCarOrder).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db';
import { fail } from '../../http/envelope';
import { Codes, type Lang } from '../../../src/domain/codes';
import * as t from '../../db/resource-tables/car-orders';
import { CAR_LOCK_STATES } from '../../../src/machines/car-lock.machine';

/** The order car (if any) that holds a stock car: read inside the caller's transaction. */
export async function orderHolding(tx: Tx, carId: string): Promise<{ orderNo: string | null; ahCarOrderCarId: string } | null> {
  const [hit] = await tx
    .select({ ahCarOrderCarId: t.ahCarOrderCar.id, orderNo: t.ahCarOrder.orderNo })
    .from(t.ahCarOrderCar)
    .innerJoin(t.ahCarOrder, eq(t.ahCarOrder.id, t.ahCarOrderCar.ahCarOrderId))
    .where(and(eq(t.ahCarOrderCar.ahWarehouseCarId, carId), eq(t.ahCarOrderCar.isDeleted, 0), inArray(t.ahCarOrderCar.lockState, [CAR_LOCK_STATES.locked, CAR_LOCK_STATES.changed])))
    .limit(1);
  return hit ? { orderNo: hit.orderNo as string | null, ahCarOrderCarId: String(hit.ahCarOrderCarId) } : null;
}

/** refuses the warehouse's own unlock of a car an order holds (answered with 10300) */
export async function refuseIfOrderHolds(tx: Tx, car: { id: string; vin: string | null }, lang: Lang): Promise<Record<string, never>> {
  const holder = await orderHolding(tx, car.id);
  if (holder) throw fail(Codes.BUSINESS_NOTICE, lang === 'en' ? `${car.vin}: locked by order ${holder.orderNo}; unlock it from the order` : `${car.vin}：该车辆已被订单${holder.orderNo}锁定，请在订单中解锁`);
  return {};
}
