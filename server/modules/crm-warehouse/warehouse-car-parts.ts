/**
 * crm-warehouse/ahWarehouseCar: the parts that came with a car (getPartsList, savePartsList) and
 * its self loss, the damage it took while the store kept it (getSelfLoss, saveSelfLoss,
 * removeSelfLoss). A car is reached only within the caller's store; a car gone out keeps its
 * records but they no longer change.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { vId, vOptId } from '../../http/input';
import { ApiError, fail, notFound } from '../../http/envelope';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { Codes, type Lang } from '../../../src/domain/codes';
import { newId } from '../../db/ids';
import { validateRecord } from '../../../src/domain/resources/validate';
import { ahWarehouseCar, ahWarehouseCarPart, ahWarehouseCarSelfLoss } from '../../db/resource-tables/operations';
import { warehouseCarPartResource, warehouseCarSelfLossResource } from '../../../src/domain/resources/operations/warehouse-extras';
import { WAREHOUSE_CAR_STATES } from '../../../src/machines/warehouse-car.machine';
import { carIdInput } from './warehouse-car';
import { rt } from './runtimes';

/** What a new car is expected to carry until the store records its own list. */
export const STANDARD_PARTS: ReadonlyArray<{ partName: string; quantity: number; unit: string }> = [
  { partName: '车钥匙', quantity: 2, unit: '把' },
  { partName: '随车工具', quantity: 1, unit: '套' },
  { partName: '用户手册', quantity: 1, unit: '本' },
  { partName: '三角警示牌', quantity: 1, unit: '个' },
  { partName: '车辆合格证', quantity: 1, unit: '份' },
];

export const MAX_PARTS = 50;

interface CarHead {
  id: string;
  vin: string | null;
  state: number | null;
}

/** the car within the caller's store, or 404 */
async function carOf(services: Services, auth: AuthContext, id: string, lang: Lang): Promise<CarHead> {
  const scope = await rt.warehouseCar.scope(services, auth);
  const [row] = (await services.db.select({ id: ahWarehouseCar.id, vin: ahWarehouseCar.vin, state: ahWarehouseCar.state }).from(ahWarehouseCar).where(and(eq(ahWarehouseCar.id, id), scope))) as CarHead[];
  if (!row) throw notFound(lang === 'en' ? 'No such car in this store' : '车辆不存在');
  return row;
}

function refuseOut(car: CarHead, lang: Lang) {
  if (car.state === WAREHOUSE_CAR_STATES.out) throw fail(Codes.BUSINESS_NOTICE, lang === 'en' ? `${car.vin}: the car has left the stock and can no longer change` : `${car.vin}：车辆已出库，不能修改`);
}

/** scope of a car computed before the transaction (PGlite has one connection) */
async function lockedCar(tx: Tx, scope: Awaited<ReturnType<typeof rt.warehouseCar.scope>>, id: string, lang: Lang): Promise<CarHead> {
  const [row] = (await tx
    .select({ id: ahWarehouseCar.id, vin: ahWarehouseCar.vin, state: ahWarehouseCar.state })
    .from(ahWarehouseCar)
    .where(and(eq(ahWarehouseCar.id, id), scope))
    .for('update')) as CarHead[];
  if (!row) throw notFound(lang === 'en' ? 'No such car in this store' : '车辆不存在');
  refuseOut(row, lang);
  return row;
}

const partsInput = v.pipe(
  carIdInput,
  v.transform((x) => ({ id: x.id, parts: x.parts ?? x.partsList })),
  v.object({ id: v.string(), parts: v.array(v.record(v.string(), v.unknown()), '配件清单格式错误') }),
);

const lossInput = v.object({
  id: vOptId(),
  ahWarehouseCarId: vId('请选择车辆'),
});

export async function partsOf(db: Services['db'] | Tx, tenantId: string, carId: string) {
  const rows = await db
    .select()
    .from(ahWarehouseCarPart)
    .where(and(eq(ahWarehouseCarPart.ahWarehouseCarId, carId), eq(ahWarehouseCarPart.isDeleted, 0)))
    .orderBy(asc(ahWarehouseCarPart.sort), asc(ahWarehouseCarPart.id));
  return rows.map((r) => ({ id: r.id, ahWarehouseCarId: r.ahWarehouseCarId, partName: r.partName, quantity: r.quantity, unit: r.unit, remark: r.remark, sort: r.sort }));
}

async function selfLossOf(db: Services['db'] | Tx, tenantId: string, carId: string) {
  const rows = await db
    .select()
    .from(ahWarehouseCarSelfLoss)
    .where(and(eq(ahWarehouseCarSelfLoss.ahWarehouseCarId, carId), eq(ahWarehouseCarSelfLoss.isDeleted, 0)))
    .orderBy(desc(ahWarehouseCarSelfLoss.lossDate), desc(ahWarehouseCarSelfLoss.id));
  const records = rows.map((r) => ({
    id: r.id,
    ahWarehouseCarId: r.ahWarehouseCarId,
    lossDate: r.lossDate,
    lossPart: r.lossPart,
    description: r.description,
    amount: r.amount,
    responsible: r.responsible,
    createTime: r.createTime,
  }));
  return { records, total: records.length, totalAmount: records.reduce((n, r) => n + Number(r.amount ?? 0), 0) };
}

export const warehouseCarPartsRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-warehouse/ahWarehouseCar/getPartsList',
    input: carIdInput,
    handler: async ({ auth, services, input, lang }) => {
      const car = await carOf(services, auth, input.id, lang);
      const parts = await partsOf(services.db, auth.tenantId, car.id);
      // nothing recorded yet: the standard list, marked so the screen can say it is not checked
      if (parts.length === 0) return STANDARD_PARTS.map((p, i) => ({ id: null, ahWarehouseCarId: car.id, ...p, remark: null, sort: i, standard: true }));
      return parts.map((p) => ({ ...p, standard: false }));
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/ahWarehouseCar/savePartsList',
    permission: 'warehouse_stock_edit',
    input: partsInput,
    handler: async ({ auth, services, input, lang }) => {
      if (input.parts.length > MAX_PARTS) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? `At most ${MAX_PARTS} parts` : `配件最多${MAX_PARTS}项`, { field: 'parts' });
      const checked: Record<string, unknown>[] = [];
      const names = new Set<string>();
      for (const [i, p] of input.parts.entries()) {
        const r = validateRecord(warehouseCarPartResource, { ...p, ahWarehouseCarId: input.id, sort: p.sort ?? i }, { lang });
        if (!r.ok) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? `Line ${i + 1}: ${r.message}` : `第${i + 1}行：${r.message}`, { field: `parts.${i}.${r.field}` });
        const name = String(r.value.partName);
        if (names.has(name)) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? `Part listed twice: ${name}` : `配件名称重复：${name}`, { field: `parts.${i}.partName` });
        names.add(name);
        checked.push(r.value);
      }
      const scope = await rt.warehouseCar.scope(services, auth);
      const now = services.now();
      return services.db.transaction(async (tx) => {
        const car = await lockedCar(tx, scope, input.id, lang);
        // the list is replaced as a whole: old lines are kept as deleted history
        await tx
          .update(ahWarehouseCarPart)
          .set({ isDeleted: 1, updateUser: auth.userId, updateTime: now })
          .where(and(eq(ahWarehouseCarPart.ahWarehouseCarId, car.id), eq(ahWarehouseCarPart.isDeleted, 0)));
        if (checked.length > 0)
          await tx.insert(ahWarehouseCarPart).values(
            checked.map((p) => ({
              ...(p as { partName: string; quantity: number }),
              id: newId(),
              ahWarehouseCarId: car.id,
              createUser: auth.userId,
              updateUser: auth.userId,
              createTime: now,
              updateTime: now,
            })),
          );
        return (await partsOf(tx, auth.tenantId, car.id)).map((p) => ({ ...p, standard: false }));
      });
    },
  }),
  route({
    method: 'GET',
    url: '/crm-warehouse/ahWarehouseCar/getSelfLoss',
    input: carIdInput,
    handler: async ({ auth, services, input, lang }) => {
      const car = await carOf(services, auth, input.id, lang);
      return selfLossOf(services.db, auth.tenantId, car.id);
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/ahWarehouseCar/saveSelfLoss',
    permission: 'warehouse_stock_edit',
    input: v.pipe(v.looseObject(lossInput.entries), v.transform((x) => x as Record<string, unknown> & v.InferOutput<typeof lossInput>)),
    handler: async ({ auth, services, input, lang }) => {
      const r = validateRecord(warehouseCarSelfLossResource, input, { lang });
      if (!r.ok) throw new ApiError(Codes.BAD_REQUEST, r.message, { field: r.field });
      const day = String(r.value.lossDate);
      if (day > services.now().toISOString().slice(0, 10)) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'The date cannot be in the future' : '自损日期不能晚于今天', { field: 'lossDate' });
      const scope = await rt.warehouseCar.scope(services, auth);
      const now = services.now();
      const carId = input.ahWarehouseCarId;
      return services.db.transaction(async (tx) => {
        const car = await lockedCar(tx, scope, carId, lang);
        const value = { ...r.value, ahWarehouseCarId: car.id };
        let id = input.id || '';
        if (id) {
          const [hit] = await tx
            .update(ahWarehouseCarSelfLoss)
            .set({ ...value, updateUser: auth.userId, updateTime: now })
            .where(and(eq(ahWarehouseCarSelfLoss.id, id), eq(ahWarehouseCarSelfLoss.ahWarehouseCarId, car.id), eq(ahWarehouseCarSelfLoss.isDeleted, 0)))
            .returning({ id: ahWarehouseCarSelfLoss.id });
          if (!hit) throw notFound(lang === 'en' ? 'No such self-loss record' : '自损记录不存在');
        } else {
          id = newId();
          await tx.insert(ahWarehouseCarSelfLoss).values({ ...(value as Record<string, unknown>), id, createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now });
        }
        return { id, ...(await selfLossOf(tx, auth.tenantId, car.id)) };
      });
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/ahWarehouseCar/removeSelfLoss',
    permission: 'warehouse_stock_edit',
    input: v.pipe(v.looseObject({ id: v.optional(v.unknown()), ids: v.optional(v.unknown()) }), v.transform((x) => ({ id: x.id ?? x.ids })), v.object({ id: vId() })),
    handler: async ({ auth, services, input, lang }) => {
      const [loss] = (await services.db
        .select({ carId: ahWarehouseCarSelfLoss.ahWarehouseCarId })
        .from(ahWarehouseCarSelfLoss)
        .where(and(eq(ahWarehouseCarSelfLoss.id, input.id), eq(ahWarehouseCarSelfLoss.isDeleted, 0)))) as { carId: string | null }[];
      if (!loss?.carId) throw notFound(lang === 'en' ? 'No such self-loss record' : '自损记录不存在');
      const scope = await rt.warehouseCar.scope(services, auth);
      return services.db.transaction(async (tx) => {
        await lockedCar(tx, scope, loss.carId as string, lang);
        await tx
          .update(ahWarehouseCarSelfLoss)
          .set({ isDeleted: 1, updateUser: auth.userId, updateTime: services.now() })
          .where(inArray(ahWarehouseCarSelfLoss.id, [input.id]));
        return true;
      });
    },
  }),
];
