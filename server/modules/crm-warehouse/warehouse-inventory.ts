/**
 * 库存盘点 (crm-warehouse/ahWarehouseInventory, docs/warehouse.md): opening a count takes the store's
 * warehouse list (its cars physically there: arrived, numbered, in stock, locked) as its lines; a VIN
 * scanned or typed is counted, or recorded as 盘盈 when not on the list; closing records the cars not
 * counted as 盘亏. Each call is one transaction with the count locked and the warehouse-inventory
 * machine asked; two people closing or scanning the same count at once: one wins, the other finds
 * it done (10300) and nothing changes.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ApiError, notFound } from '../../http/envelope';
import { writeStateLog } from '../../http/state-log';
import { actionPermissions, readAction, type HooksFor } from '../../http/resource-router';
import { requireStore } from '../../http/store-scope';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { Codes, type Lang } from '../../../src/domain/codes';
import { ahWarehouseCar, ahWarehouseInventory, ahWarehouseInventoryItem } from '../../db/resource-tables/operations';
import { WAREHOUSE_CAR_STATES } from '../../../src/machines/warehouse-car.machine';
import { inventoryRefusal, nextInventoryState, type InventoryEventType } from '../../../src/machines/warehouse-inventory.machine';
import { INVENTORY_MESSAGES as M, INVENTORY_RESULT, warehouseInventoryResource } from '../../../src/domain/resources/operations/warehouse-inventory';

type Row = Record<string, unknown>;
const inv = ahWarehouseInventory;
const item = ahWarehouseInventoryItem;
const car = ahWarehouseCar;

/** The cars a count expects: in the store and physically there (not in transit, not gone out). */
const ON_THE_LIST = [WAREHOUSE_CAR_STATES.arrived, WAREHOUSE_CAR_STATES.numbered, WAREHOUSE_CAR_STATES.inStock, WAREHOUSE_CAR_STATES.locked];

export const INVENTORY_HOOKS: HooksFor<'ahWarehouseInventory'> = {
  ahWarehouseInventory: {
    // a new count: numbered, the store's list taken as its lines; one count in progress per store
    beforeWrite: async ({ tx, auth, services, value, id, lang, newId: countId }) => {
      if (id) return;
      const storeId = requireStore(auth, lang);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${auth.tenantId}:inventory:${storeId}`}))`);
      const [open] = await tx
        .select({ id: inv.id })
        .from(inv)
        .where(and(eq(inv.storeId, storeId), eq(inv.isDeleted, 0), eq(inv.state, 0)))
        .limit(1);
      if (open) throw new ApiError(Codes.BUSINESS_NOTICE, M.openExists[lang]);
      const now = services.now();
      const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
      const [{ n }] = (await tx.select({ n: sql<string>`count(*)` }).from(inv).where(and(eq(inv.storeId, storeId), sql`${inv.inventoryNo} like ${`PD${day}%`}`))) as { n: string }[];
      value.inventoryNo = `PD${day}${String(Number(n) + 1).padStart(3, '0')}`;
      const cars = (await tx
        .select({ id: car.id, vin: car.vin, modelName: car.modelName, warehouseNo: car.warehouseNo, state: car.state })
        .from(car)
        .where(and(eq(car.storeId, storeId), eq(car.isDeleted, 0), inArray(car.state, ON_THE_LIST)))
        .orderBy(asc(car.vin))) as Row[];
      // a VIN twice in the store's list (a data error) is one line
      const seen = new Set<string>();
      const lines = cars.filter((c) => !seen.has(String(c.vin)) && seen.add(String(c.vin)));
      if (lines.length) {
        await tx.insert(item).values(
          lines.map((c) => ({
            id: newId(),
            storeId,
            ahWarehouseInventoryId: countId,
            vin: String(c.vin),
            result: INVENTORY_RESULT.pending,
            ahWarehouseCarId: String(c.id),
            modelName: (c.modelName as string | null) ?? null,
            warehouseNo: (c.warehouseNo as string | null) ?? null,
            carState: Number(c.state),
            expected: 1,
            createUser: auth.userId,
            updateUser: auth.userId,
            createTime: now,
            updateTime: now,
          })),
        );
      }
      Object.assign(value, { state: 0, expectedCount: lines.length, countedCount: 0, missingCount: 0, unexpectedCount: 0 });
    },
  },
};

/** Locks one count of the caller's store and asks the machine for `event`. */
async function lockCount(tx: Tx, auth: AuthContext, storeId: string, id: string, event: InventoryEventType, lang: Lang): Promise<Row> {
  const [row] = (await tx
    .select()
    .from(inv)
    .where(and(eq(inv.id, id), eq(inv.storeId, storeId), eq(inv.isDeleted, 0)))
    .for('update')) as Row[];
  if (!row) throw notFound(lang === 'en' ? 'No such stock-take in this store' : '盘点单不存在');
  if (nextInventoryState(row.state, event) === null) throw new ApiError(Codes.BUSINESS_NOTICE, inventoryRefusal(row, event)[lang]);
  return row;
}

/** The count's figures from its lines, written on the count. */
async function syncCounts(tx: Tx, id: string, extra: Row = {}): Promise<Row> {
  const [c] = (await tx
    .select({
      expected: sql<string>`count(*) filter (where ${item.expected} = 1)`,
      counted: sql<string>`count(*) filter (where ${item.result} = ${INVENTORY_RESULT.counted})`,
      missing: sql<string>`count(*) filter (where ${item.result} = ${INVENTORY_RESULT.missing})`,
      unexpected: sql<string>`count(*) filter (where ${item.result} = ${INVENTORY_RESULT.unexpected})`,
    })
    .from(item)
    .where(and(eq(item.ahWarehouseInventoryId, id), eq(item.isDeleted, 0)))) as Row[];
  const figures = { expectedCount: Number(c.expected), countedCount: Number(c.counted), missingCount: Number(c.missing), unexpectedCount: Number(c.unexpected) };
  await tx.update(inv).set({ ...figures, ...extra }).where(eq(inv.id, id));
  return figures;
}

/** 盘点车辆: the VIN is counted, or recorded as 盘盈; a VIN counted before answers 10300 and nothing changes. */
export async function scanVin(services: Services, auth: AuthContext, id: string, vin: string, lang: Lang): Promise<Row> {
  const storeId = requireStore(auth, lang);
  const now = services.now();
  const upper = vin.trim().toUpperCase();
  return services.db.transaction(async (tx) => {
    await lockCount(tx, auth, storeId, id, 'SCAN', lang);
    const [line] = (await tx.select().from(item).where(and(eq(item.ahWarehouseInventoryId, id), eq(item.vin, upper), eq(item.isDeleted, 0)))) as Row[];
    let result: number;
    if (line) {
      if (Number(line.result) !== INVENTORY_RESULT.pending) throw new ApiError(Codes.BUSINESS_NOTICE, `${upper}：${M.alreadyCounted[lang]}`);
      result = INVENTORY_RESULT.counted;
      await tx.update(item).set({ result, scanTime: now, updateUser: auth.userId, updateTime: now }).where(eq(item.id, String(line.id)));
    } else {
      // not on the list: where the warehouse knows it (another store, gone out), or unknown
      const [known] = (await tx
        .select({ id: car.id, storeId: car.storeId, modelName: car.modelName, warehouseNo: car.warehouseNo, state: car.state })
        .from(car)
        .where(and(eq(car.vin, upper), eq(car.isDeleted, 0)))
        .limit(1)) as Row[];
      const note = !known
        ? lang === 'en' ? 'Not in the warehouse' : '仓库中无此车'
        : String(known.storeId) !== storeId
          ? lang === 'en' ? 'A car of another store' : '其他门店的车辆'
          : lang === 'en' ? 'Not expected here (in transit or out)' : '不在应盘清单（在途或已出库）';
      result = INVENTORY_RESULT.unexpected;
      await tx.insert(item).values({
        id: newId(),
        storeId,
        ahWarehouseInventoryId: id,
        vin: upper,
        result,
        ahWarehouseCarId: known ? String(known.id) : null,
        modelName: (known?.modelName as string | null) ?? null,
        warehouseNo: (known?.warehouseNo as string | null) ?? null,
        carState: known ? Number(known.state) : null,
        expected: 0,
        scanTime: now,
        note,
        createUser: auth.userId,
        updateUser: auth.userId,
        createTime: now,
        updateTime: now,
      });
    }
    const figures = await syncCounts(tx, id, { updateUser: auth.userId, updateTime: now });
    return { vin: upper, result, ...figures };
  });
}

/** 完成盘点 / 作废: the state through the machine; a close records the cars not counted as 盘亏. */
export async function endCount(services: Services, auth: AuthContext, id: string, event: 'CLOSE' | 'CANCEL', lang: Lang): Promise<Row> {
  const storeId = requireStore(auth, lang);
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const row = await lockCount(tx, auth, storeId, id, event, lang);
    const next = nextInventoryState(row.state, event)!;
    if (event === 'CLOSE') {
      await tx
        .update(item)
        .set({ result: INVENTORY_RESULT.missing, updateUser: auth.userId, updateTime: now })
        .where(and(eq(item.ahWarehouseInventoryId, id), eq(item.isDeleted, 0), eq(item.result, INVENTORY_RESULT.pending)));
    }
    // conditional on the state read under the lock: the database's word that this call is the one
    const moved = await tx
      .update(inv)
      .set({ state: next, ...(event === 'CLOSE' ? { closeTime: now } : {}), updateUser: auth.userId, updateTime: now })
      .where(and(eq(inv.id, id), eq(inv.state, Number(row.state))))
      .returning({ id: inv.id });
    if (!moved.length) throw new ApiError(Codes.BUSINESS_NOTICE, inventoryRefusal({ ...row, state: next }, event)[lang]);
    const figures = await syncCounts(tx, id);
    await writeStateLog(tx, auth, [{ resource: warehouseInventoryResource.key, recordId: id, action: event, field: 'state', from: row.state, to: next }], now);
    return { state: next, ...figures };
  });
}

const base = `/${warehouseInventoryResource.service}/${warehouseInventoryResource.base}`;
const actionOf = (name: string) => warehouseInventoryResource.actions.find((a) => a.name === name)!;

export const warehouseInventoryRoutes: Registrable[] = (['SCAN', 'CLOSE', 'CANCEL'] as const).map((name) => {
  const action = actionOf(name);
  return route({
    method: 'POST',
    url: `${base}/${action.path}`,
    permission: actionPermissions(warehouseInventoryResource, action),
    input: v.looseObject({}),
    handler: async ({ auth, services, input, lang }) => {
      const body = input as Row;
      // a VIN typed in lower case is the same VIN
      if (typeof body.vin === 'string') body.vin = body.vin.trim().toUpperCase();
      const call = readAction(warehouseInventoryResource, action, body, lang);
      if (name === 'SCAN') return scanVin(services, auth, call.ids[0], String(call.values.vin ?? ''), lang);
      return endCount(services, auth, call.ids[0], name, lang);
    },
  });
});
