/**
 * The lock setting of a store (锁车设置, button warehouse_stock_lock_setting): how long a car order's
 * lock on a stock car lasts, how many cars one salesperson may hold at once, whether a lock needs
 * the order's deposit, and whether a lock may move to another car. One row per store; a store that
 * never saved answers the defaults of the declaration. The car-order lock reads it through
 * lockSettingFor (docs/warehouse.md, "Lock setting").
 */
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ApiError } from '../../http/envelope';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { Codes, type Lang } from '../../../src/domain/codes';
import { newId } from '../../db/ids';
import { validateRecord } from '../../../src/domain/resources/validate';
import { ahWarehouseCar, ahWarehouseLockSetting } from '../../db/resource-tables/operations';
import { ahCarOrder, ahCarOrderCar } from '../../db/resource-tables/car-orders';
import { CAR_LOCK_STATES } from '../../../src/machines/car-lock.machine';
import { CAR_ORDER_STATES } from '../../../src/machines/car-order.machine';
import { warehouseLockSettingResource } from '../../../src/domain/resources/operations/warehouse-extras';
import { noInput } from '../../http/input';
import { requireStore } from '../../http/store-scope';

export interface LockSetting {
  lockHours: number;
  maxLocksPerUser: number;
  requireDeposit: number;
  allowChangeLock: number;
}

const FIELDS = ['lockHours', 'maxLocksPerUser', 'requireDeposit', 'allowChangeLock'] as const;

export const DEFAULT_LOCK_SETTING: LockSetting = Object.fromEntries(FIELDS.map((k) => [k, Number(warehouseLockSettingResource.fields[k].default)])) as unknown as LockSetting;

/** The store's lock setting (the defaults until it saves one); usable inside a transaction. */
export async function lockSettingFor(db: Services['db'] | Tx, tenantId: string, storeId: string): Promise<LockSetting & { saved: boolean }> {
  const [row] = (await db
    .select()
    .from(ahWarehouseLockSetting)
    .where(and(eq(ahWarehouseLockSetting.storeId, storeId), eq(ahWarehouseLockSetting.isDeleted, 0)))
    .limit(1)) as unknown as LockSetting[];
  if (!row) return { ...DEFAULT_LOCK_SETTING, saved: false };
  return { lockHours: row.lockHours, maxLocksPerUser: row.maxLocksPerUser, requireDeposit: row.requireDeposit, allowChangeLock: row.allowChangeLock, saved: true };
}

/**
 * When a car order's lock taken at lockTime runs out under the setting: lockTime + lockHours (null
 * without a lock time). An expired lock still holds the stock car until it is released; another
 * order's lock on the car takes it over (car-order-lock.ts).
 */
export function lockExpiresAt(lockTime: Date | string | null | undefined, setting: Pick<LockSetting, 'lockHours'>): Date | null {
  if (!lockTime) return null;
  const at = lockTime instanceof Date ? lockTime : new Date(lockTime);
  if (Number.isNaN(at.getTime())) return null;
  return new Date(at.getTime() + setting.lockHours * 3_600_000);
}

function needStore(auth: AuthContext, lang: Lang): string {
  return requireStore(auth, lang);
}

export const warehouseLockSettingRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-warehouse/ahWarehouseCar/getLockSetting',
    input: noInput,
    handler: async ({ auth, services, lang }) => lockSettingFor(services.db, auth.tenantId, needStore(auth, lang)),
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/ahWarehouseCar/saveLockSetting',
    permission: 'warehouse_stock_lock_setting',
    input: v.looseObject({}),
    handler: async ({ auth, services, input, lang }) => {
      const storeId = needStore(auth, lang);
      const r = validateRecord(warehouseLockSettingResource, input, { lang });
      if (!r.ok) throw new ApiError(Codes.BAD_REQUEST, r.message, { field: r.field });
      const value = Object.fromEntries(FIELDS.map((k) => [k, r.value[k]])) as unknown as LockSetting;
      const now = services.now();
      return services.db.transaction(async (tx) => {
        // two saves at once: one row per store all the same
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${auth.tenantId}:lock-setting:${storeId}`}))`);
        const updated = await tx
          .update(ahWarehouseLockSetting)
          .set({ ...value, updateUser: auth.userId, updateTime: now })
          .where(and(eq(ahWarehouseLockSetting.storeId, storeId), eq(ahWarehouseLockSetting.isDeleted, 0)))
          .returning({ id: ahWarehouseLockSetting.id });
        if (updated.length === 0)
          await tx.insert(ahWarehouseLockSetting).values({ ...value, id: newId(), storeId, createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now });
        return lockSettingFor(tx, auth.tenantId, storeId);
      });
    },
  }),
];

/**
 * lockExpiresAt in SQL, for a stock car: when the lock of the order car holding it runs out under
 * its store's setting (the default without a saved one), or null. The hold is the one the
 * allocation page offers for take-over once it has run out: a held car (locked or changed), not
 * invoiced, of an order still 已下单 or 已分配 (car-order-lock.ts, supply cars withExpired).
 */
export const stockCarLockEndSql = () => sql`(select ${ahCarOrderCar.lockTime} + make_interval(hours => coalesce(
      (select ${ahWarehouseLockSetting.lockHours} from ${ahWarehouseLockSetting} where ${ahWarehouseLockSetting.tenantId} = ${ahWarehouseCar.tenantId}
        and ${ahWarehouseLockSetting.storeId} = ${ahWarehouseCar.storeId} and ${ahWarehouseLockSetting.isDeleted} = 0 limit 1), ${DEFAULT_LOCK_SETTING.lockHours}))
    from ${ahCarOrderCar} inner join ${ahCarOrder} on ${ahCarOrder.id} = ${ahCarOrderCar.ahCarOrderId}
    where ${ahCarOrderCar.ahWarehouseCarId} = ${ahWarehouseCar.id} and ${ahCarOrderCar.isDeleted} = 0
      and ${ahCarOrderCar.lockState} in (${CAR_LOCK_STATES.locked}, ${CAR_LOCK_STATES.changed}) and ${ahCarOrderCar.invoiceState} = 0
      and ${ahCarOrder.orderState} in (${CAR_ORDER_STATES.ordered}, ${CAR_ORDER_STATES.assigned}) and ${ahCarOrderCar.lockTime} is not null
    order by ${ahCarOrderCar.lockTime} desc limit 1)`;
