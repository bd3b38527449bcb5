/**
 * Release business (ahReleaseBusiness list, save, remove are generated): the pass number, and the
 * order a VIN belongs to. A delivery pass needs the car delivered by its order first.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { HooksFor } from '../../http/resource-router';
import { ApiError, fail } from '../../http/envelope';
import { Codes } from '../../../src/domain/codes';
import * as t from '../../db/resource-tables/car-orders';
import { requireStore } from '../../http/store-scope';

export const RELEASE_HOOKS: HooksFor<'releaseBusiness'> = {
  releaseBusiness: {
    beforeWrite: async ({ tx, auth, services, value, id }) => {
      if (id) return;
      const storeId = requireStore(auth);
      const vin = String(value.vin ?? '').toUpperCase();
      value.vin = vin;
      const [hit] = await tx
        .select({ orderId: t.ahCarOrder.id, orderNo: t.ahCarOrder.orderNo, customerName: t.ahCarOrder.customerName, deliveryState: t.ahCarOrderCar.deliveryState })
        .from(t.ahCarOrderCar)
        .innerJoin(t.ahCarOrder, eq(t.ahCarOrder.id, t.ahCarOrderCar.ahCarOrderId))
        .where(and(eq(t.ahCarOrderCar.storeId, storeId), eq(t.ahCarOrderCar.vin, vin), eq(t.ahCarOrderCar.isDeleted, 0)))
        .orderBy(sql`${t.ahCarOrderCar.updateTime} desc`)
        .limit(1);
      if (Number(value.releaseType) === 1) {
        if (!hit) throw new ApiError(Codes.BAD_REQUEST, '交车放行需要该车架号的订单', { field: 'vin' });
        if (hit.deliveryState !== 1) throw fail(Codes.BUSINESS_NOTICE, `${vin}：车辆尚未交车，不能交车放行`);
      }
      if (hit) Object.assign(value, { ahCarOrderId: hit.orderId, orderNo: hit.orderNo, customerName: value.customerName ?? hit.customerName });
      const day = services.now().toISOString().slice(0, 10).replaceAll('-', '');
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${auth.tenantId}:releaseNo:${auth.storeId}:${day}`}))`);
      const [{ n }] = await tx
        .select({ n: count() })
        .from(t.ahReleaseBusiness)
        .where(and(eq(t.ahReleaseBusiness.storeId, storeId), sql`${t.ahReleaseBusiness.releaseNo} like ${`FX${day}%`}`));
      value.releaseNo = `FX${day}${String(Number(n) + 1).padStart(4, '0')}`;
    },
  },
};
