/**
 * crm-warehouse/ahWarehouseCarTransfer: transfer (with the operating password), transferCount,
 * confirm (by the receiving store), revoke (by the sending store). The car keeps its store until
 * the receiving store confirms; rows are locked (FOR UPDATE, cars in id order) so two people acting
 * on the same car at once cannot both win.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { noInput, vId, vIds, vOptId } from '../../http/input';
import { ApiError, fail, notFound } from '../../http/envelope';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import { Codes, type Lang } from '../../../src/domain/codes';
import { newId } from '../../db/ids';
import { store } from '../../db/schema';
import { ahWarehouseCar, ahWarehouseCarTransfer } from '../../db/resource-tables/operations';
import { nextWarehouseCar } from '../../../src/machines/warehouse-car.machine';
import { nextTransfer, transferRefusal, transferStateOf, TRANSFER_STATES, type CarTransferEvent } from '../../../src/machines/car-transfer.machine';
import { requireOperatingCode } from '../../http/operating-code';
import { refuse } from './warehouse-car';
import type { CarRow, TransferRow } from './warehouse-car-hooks';
import { rt } from './runtimes';
import { requireStore } from '../../http/store-scope';
import { warehouseCarTransferResource } from '../../../src/domain/resources/operations/warehouse';

const transferInput = v.pipe(
  v.looseObject({ ahWarehouseCarIdList: v.optional(v.unknown()), ids: v.optional(v.unknown()) }),
  // the generic list's batch action sends the selection as ids; absent keys stay present so each answers its own message
  v.transform((x) => ({ ...x, ahWarehouseCarIdList: x.ahWarehouseCarIdList ?? x.ids, toStoreId: x.toStoreId })),
  v.object({
    ahWarehouseCarIdList: vIds('车辆id格式错误'),
    toStoreId: vId('请选择调入门店'),
    operatingCode: v.optional(v.string()),
    carStorageId: vOptId(),
    keyStorageId: vOptId(),
  }),
);

/** one transfer: id, or the generic list's row action's ids (one) */
const transferIdInput = v.pipe(
  v.looseObject({ id: v.optional(v.unknown()), ids: v.optional(v.unknown()) }),
  v.transform((x) => ({ id: x.id ?? x.ids })),
  v.object({ id: vId() }),
);

function needStore(auth: AuthContext, lang: Lang): string {
  return requireStore(auth, lang);
}

async function transferCars(services: Services, auth: AuthContext, lang: Lang, input: v.InferOutput<typeof transferInput>) {
  const fromStoreId = needStore(auth, lang);
  if (input.toStoreId === fromStoreId) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'Cannot transfer to the same store' : '调入门店不能是当前门店', { field: 'toStoreId' });
  const stores = await services.db
    .select({ id: store.id, branchName: store.branchName, status: store.status })
    .from(store)
    .where(and(inArray(store.id, [fromStoreId, input.toStoreId]), eq(store.isDeleted, 0)));
  const to = stores.find((x) => x.id === input.toStoreId);
  const from = stores.find((x) => x.id === fromStoreId);
  // another tenant's store is simply not found: the caller learns nothing about it
  if (!to) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'No such store' : '调入门店不存在', { field: 'toStoreId' });
  if (to.status !== 1) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'The receiving store is closed' : '调入门店已停用', { field: 'toStoreId' });
  await requireOperatingCode(services, auth, input.operatingCode);
  const ids = [...new Set(input.ahWarehouseCarIdList)].sort();
  const scope = await rt.warehouseCar.scope(services, auth);
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const cars = (await tx
      .select()
      .from(ahWarehouseCar)
      .where(and(inArray(ahWarehouseCar.id, ids), scope))
      .orderBy(ahWarehouseCar.id)
      .for('update')) as CarRow[];
    if (cars.length !== ids.length) throw notFound(lang === 'en' ? 'Some cars are not in this store' : '部分车辆不在当前门店');
    for (const car of cars) if (!nextWarehouseCar(car.state ?? -1, car.inTransfer === 1, 'TRANSFER')) throw refuse(car, 'TRANSFER', lang);
    const rows = cars.map((car) => ({
      id: newId(),
      tenantId: auth.tenantId,
      ahWarehouseCarId: car.id,
      vin: car.vin,
      modelName: car.modelName,
      warehouseNo: car.warehouseNo,
      fromStoreId,
      fromStoreName: from?.branchName ?? null,
      toStoreId: to.id,
      toStoreName: to.branchName,
      state: TRANSFER_STATES.pending,
      carStorageId: input.carStorageId || null,
      keyStorageId: input.keyStorageId || null,
      transferTime: now,
      createUser: auth.userId,
      updateUser: auth.userId,
      createTime: now,
      updateTime: now,
    }));
    await tx.insert(ahWarehouseCarTransfer).values(rows);
    await tx.update(ahWarehouseCar).set({ inTransfer: 1, updateUser: auth.userId, updateTime: now }).where(inArray(ahWarehouseCar.id, ids));
    return rows.map((r) => r.id);
  });
}

/** confirm or revoke one pending transfer: the transfer row first, then its car, both locked */
async function closeTransfer(services: Services, auth: AuthContext, lang: Lang, id: string, event: CarTransferEvent['type']) {
  const storeId = needStore(auth, lang);
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [t] = (await tx
      .select()
      .from(ahWarehouseCarTransfer)
      .where(and(eq(ahWarehouseCarTransfer.id, id), eq(ahWarehouseCarTransfer.isDeleted, 0)))
      .for('update')) as TransferRow[];
    if (!t || (t.fromStoreId !== storeId && t.toStoreId !== storeId)) throw notFound(lang === 'en' ? 'No such transfer' : '调拨记录不存在');
    const next = nextTransfer(t.state ?? -1, event);
    if (next === null) {
      const m = transferRefusal(transferStateOf(t.state ?? -1) ?? 'revoked', event);
      throw fail(Codes.BUSINESS_NOTICE, m[lang]);
    }
    // the declared side of the transfer (the list offers the action to that store only)
    const side = warehouseCarTransferResource.actions.find((a) => a.name === event)?.byStore;
    if (side && String(t[side.field as keyof TransferRow] ?? '') !== storeId) throw fail(Codes.BUSINESS_NOTICE, side.refusal[lang]);
    const [car] = (await tx.select().from(ahWarehouseCar).where(eq(ahWarehouseCar.id, t.ahWarehouseCarId!)).for('update')) as CarRow[];
    if (!car) throw notFound(lang === 'en' ? 'The car no longer exists' : '车辆不存在');
    const carEvent = event === 'CONFIRM' ? 'TRANSFER_CONFIRM' : 'TRANSFER_REVOKE';
    const carNext = nextWarehouseCar(car.state ?? -1, car.inTransfer === 1, carEvent);
    if (!carNext) throw refuse(car, carEvent, lang);
    await tx
      .update(ahWarehouseCar)
      .set({
        inTransfer: carNext.inTransfer ? 1 : 0,
        // the one moment the car changes store; its stock number belonged to the old store
        ...(event === 'CONFIRM' ? { storeId: t.toStoreId } : {}),
        updateUser: auth.userId,
        updateTime: now,
      })
      .where(eq(ahWarehouseCar.id, car.id));
    await tx
      .update(ahWarehouseCarTransfer)
      .set({
        state: next,
        ...(event === 'CONFIRM' ? { confirmTime: now, confirmUser: auth.userId } : { revokeTime: now }),
        updateUser: auth.userId,
        updateTime: now,
      })
      .where(eq(ahWarehouseCarTransfer.id, t.id));
    return true;
  });
}

export const carTransferRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/crm-warehouse/ahWarehouseCarTransfer/transfer',
    permission: 'warehouse_stock_transfer',
    input: transferInput,
    handler: async ({ auth, services, input, lang }) => ({ ids: await transferCars(services, auth, lang, input) }),
  }),
  route({
    method: 'GET',
    url: '/crm-warehouse/ahWarehouseCarTransfer/transferCount',
    input: noInput,
    handler: async ({ auth, services, lang }) => {
      const storeId = needStore(auth, lang);
      const pending = (col: typeof ahWarehouseCarTransfer.toStoreId) =>
        services.db
          .select({ n: count() })
          .from(ahWarehouseCarTransfer)
          .where(and(eq(col, storeId), eq(ahWarehouseCarTransfer.state, TRANSFER_STATES.pending), eq(ahWarehouseCarTransfer.isDeleted, 0)));
      const [[toConfirm], [sent]] = [await pending(ahWarehouseCarTransfer.toStoreId), await pending(ahWarehouseCarTransfer.fromStoreId)];
      return { toConfirm: Number(toConfirm.n), sent: Number(sent.n) };
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/ahWarehouseCarTransfer/confirm',
    permission: 'warehouse_allot_confirm',
    input: transferIdInput,
    handler: async ({ auth, services, input, lang }) => closeTransfer(services, auth, lang, input.id, 'CONFIRM'),
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/ahWarehouseCarTransfer/revoke',
    permission: 'warehouse_allot_revoke',
    input: transferIdInput,
    handler: async ({ auth, services, input, lang }) => closeTransfer(services, auth, lang, input.id, 'REVOKE'),
  }),
];
