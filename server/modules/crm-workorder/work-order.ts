/**
 * crm-workorder beyond the generated calls (docs/work-orders.md):
 * - the settlement events of ahWorkOrderInfo (completion, cancelCompletion, cancel, submitSettlement,
 *   settle, refuteSettlement, cancelSettlement): the rows are locked, the work-order machine asked for
 *   each, and the new state written with its stamps in one transaction; a refused row answers 10300
 *   with the machine's reason and nothing changes;
 * - hooks that number a new order, keep an order's work unchanged once it left 施工中, and keep its
 *   materials and voucher sums in step with its materials and vouchers in the same transaction;
 * - the voucher deductions (ahWorkOrderInfoVoucherDeduction saveOrUpdate and list), under the
 *   work_order_voucher_deduction button.
 */
import { and, asc, count, eq, inArray, sql, sum } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { writeStateLog, type StateChange } from '../../http/state-log';
import { ApiError, notFound } from '../../http/envelope';
import { vIds, vId } from '../../http/input';
import type { AuthContext } from '../../http/auth';
import { ResourceRuntime, type HooksFor } from '../../http/resource-router';
import type { Tx } from '../../db';
import type { Services } from '../../services';
import { validateRecord } from '../../../src/domain/resources/validate';
import { Codes, type Lang } from '../../../src/domain/codes';
import { ahWorkOrderInfo, ahWorkOrderInfoItem, ahWorkOrderInfoRepairMaterial, ahWorkOrderInfoVoucherDeduction } from '../../db/resource-tables/work-orders';
import { ahWorkOrderConfigAudit, ahWorkOrderConfigMaintenanceItem, ahWorkOrderConfigPreferential, ahWorkOrderConfigUnitPrice } from '../../db/resource-tables/accessories';
import { WORK_ORDER_CONFIG_MESSAGES as CM, labourOf, settlementTotals, type PreferentialMode } from '../../../src/domain/resources/operations/work-order-config';
import { voucherDeductionResource, workOrderResource } from '../../../src/domain/resources/operations/work-order';
import {
  WORK_ORDER_NOT_DEDUCTIBLE,
  WORK_ORDER_NOT_EDITABLE,
  nextWorkOrderState,
  workOrderDeductible,
  workOrderEditable,
  workOrderRowRefusal,
  type WorkOrderEventType,
} from '../../../src/machines/work-order.machine';
import { requireStore, storeMatch } from '../../http/store-scope';
import { findAccessory, moveStock } from './accessory-stock';
import { ACCESSORY_MESSAGES, MOVEMENT_TYPE } from '../../../src/domain/resources/operations/accessory';
import { linkOrderVehicle } from './vehicle';

type Row = Record<string, unknown>;

/** The hooks have no request language: their refusals speak the product's default, Chinese. */
const refuse = (m: { zh: string; en: string }, lang: Lang = 'zh') => new ApiError(Codes.BUSINESS_NOTICE, m[lang]);
const orderMissing = (lang: Lang = 'zh') => notFound(lang === 'en' ? 'No such work order in this store' : '工单不存在');

/** Locks one order of the caller's store for the change of its work. */
async function lockOrder(tx: Tx, auth: AuthContext, orderId: string, lang: Lang = 'zh'): Promise<Row> {
  const [order] = (await tx
    .select()
    .from(ahWorkOrderInfo)
    .where(and(eq(ahWorkOrderInfo.id, orderId), storeMatch(ahWorkOrderInfo.storeId, auth), eq(ahWorkOrderInfo.isDeleted, 0)))
    .for('update')) as Row[];
  if (!order) throw orderMissing(lang);
  return order;
}

/** Serialises the order numbers of one store and day: WO + yyyymmdd + a four-digit sequence. */
async function nextOrderNo(tx: Tx, tenantId: string, storeId: string, now: Date): Promise<string> {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${tenantId}:workOrderNo:${storeId}:${day}`}))`);
  const [{ n }] = await tx
    .select({ n: count() })
    .from(ahWorkOrderInfo)
    .where(and(eq(ahWorkOrderInfo.storeId, storeId), sql`${ahWorkOrderInfo.orderNo} like ${`WO${day}%`}`));
  return `WO${day}${String(Number(n) + 1).padStart(4, '0')}`;
}

// ---------------------------------------------------------------- the configuration the orders read

/** An enabled discount mode of the order's store (优惠方式), or the refusal on its field. */
async function preferentialOf(tx: Tx, tenantId: string, storeId: string, id: unknown, lang: Lang): Promise<PreferentialMode | null> {
  if (id === null || id === undefined || id === '') return null;
  const [mode] = await tx
    .select({ modeType: ahWorkOrderConfigPreferential.modeType, discountRate: ahWorkOrderConfigPreferential.discountRate, maxAmount: ahWorkOrderConfigPreferential.maxAmount })
    .from(ahWorkOrderConfigPreferential)
    .where(and(eq(ahWorkOrderConfigPreferential.id, String(id)), eq(ahWorkOrderConfigPreferential.storeId, storeId), eq(ahWorkOrderConfigPreferential.isDeleted, 0), eq(ahWorkOrderConfigPreferential.state, 1)));
  if (!mode) throw new ApiError(Codes.BAD_REQUEST, CM.modeNotAllowed[lang], { field: 'ahWorkOrderConfigPreferentialId' });
  return { modeType: Number(mode.modeType), discountRate: mode.discountRate as number | null, maxAmount: mode.maxAmount as number | null };
}

/** The price per hour of a repair type in the store (工时单价), or 10300 asking to set it. */
async function unitPriceOf(tx: Tx, tenantId: string, storeId: string, repairType: unknown, lang: Lang): Promise<number> {
  const [row] = await tx
    .select({ unitPrice: ahWorkOrderConfigUnitPrice.unitPrice })
    .from(ahWorkOrderConfigUnitPrice)
    .where(and(eq(ahWorkOrderConfigUnitPrice.storeId, storeId), eq(ahWorkOrderConfigUnitPrice.repairType, Number(repairType)), eq(ahWorkOrderConfigUnitPrice.isDeleted, 0)));
  if (!row) throw refuse(CM.noUnitPrice, lang);
  return Number(row.unitPrice ?? 0);
}

/** The store's audit setting (审核设置): reviewed unless switched off; from which amount. */
async function auditOf(tx: Tx, tenantId: string, storeId: string): Promise<{ reviewEnabled: boolean; reviewThreshold: number }> {
  const [row] = await tx
    .select({ reviewEnabled: ahWorkOrderConfigAudit.reviewEnabled, reviewThreshold: ahWorkOrderConfigAudit.reviewThreshold })
    .from(ahWorkOrderConfigAudit)
    .where(and(eq(ahWorkOrderConfigAudit.storeId, storeId), eq(ahWorkOrderConfigAudit.isDeleted, 0)));
  // no setting yet: every settlement is reviewed (the declared default)
  return { reviewEnabled: row ? Number(row.reviewEnabled) === 1 : true, reviewThreshold: Number(row?.reviewThreshold ?? 0) };
}

/** Keeps the order's discount and amount due in step with its labour, materials, vouchers and mode. */
async function syncTotals(tx: Tx, orderId: string, lang: Lang = 'zh'): Promise<Row> {
  const [order] = (await tx.select().from(ahWorkOrderInfo).where(eq(ahWorkOrderInfo.id, orderId))) as Row[];
  const mode = await preferentialOf(tx, String(order.tenantId), String(order.storeId), order.ahWorkOrderConfigPreferentialId, lang).catch(() => null);
  const totals = settlementTotals(order, mode);
  await tx.update(ahWorkOrderInfo).set(totals).where(eq(ahWorkOrderInfo.id, orderId));
  return { ...order, ...totals };
}

/** The order's labour after a change of its item lines: the others' amounts plus the changed one's. */
async function setItemsAmount(tx: Tx, orderId: string, exclude: string[], plus: number): Promise<void> {
  const [{ total }] = await tx
    .select({ total: sum(ahWorkOrderInfoItem.amount) })
    .from(ahWorkOrderInfoItem)
    .where(and(eq(ahWorkOrderInfoItem.ahWorkOrderInfoId, orderId), eq(ahWorkOrderInfoItem.isDeleted, 0), exclude.length ? sql`${ahWorkOrderInfoItem.id} not in ${exclude}` : undefined));
  await tx.update(ahWorkOrderInfo).set({ itemsAmount: Number(total ?? 0) + plus }).where(eq(ahWorkOrderInfo.id, orderId));
  await syncTotals(tx, orderId);
}

async function itemLines(tx: Tx, orderId: string): Promise<Row[]> {
  return (await tx.select().from(ahWorkOrderInfoItem).where(and(eq(ahWorkOrderInfoItem.ahWorkOrderInfoId, orderId), eq(ahWorkOrderInfoItem.isDeleted, 0)))) as Row[];
}

/** The order's materials sum after a change: the others' amounts plus the changed one's (if any). */
async function setMaterialsAmount(tx: Tx, orderId: string, exclude: string[], plus: number): Promise<void> {
  const [{ total }] = await tx
    .select({ total: sum(ahWorkOrderInfoRepairMaterial.amount) })
    .from(ahWorkOrderInfoRepairMaterial)
    .where(and(eq(ahWorkOrderInfoRepairMaterial.ahWorkOrderInfoId, orderId), eq(ahWorkOrderInfoRepairMaterial.isDeleted, 0), exclude.length ? sql`${ahWorkOrderInfoRepairMaterial.id} not in ${exclude}` : undefined));
  await tx
    .update(ahWorkOrderInfo)
    .set({ materialsAmount: Number(total ?? 0) + plus })
    .where(eq(ahWorkOrderInfo.id, orderId));
  await syncTotals(tx, orderId);
}

/**
 * A material naming a part issues it from the order's store (docs/after-sales.md): the change of
 * quantity (or of part) is one movement each way, guarded so the stock never goes below zero; the
 * part's name, code and sale price fill what the material leaves blank.
 */
async function issueParts(tx: Tx, auth: AuthContext, now: Date, order: Row, existing: Row | undefined, value: Row, quantity: number, lang: Lang): Promise<void> {
  const oldPart = existing?.ahAccessoryId ? String(existing.ahAccessoryId) : null;
  const oldQuantity = Number(existing?.quantity ?? 0);
  const newPart = value.ahAccessoryId !== undefined ? (value.ahAccessoryId ? String(value.ahAccessoryId) : null) : oldPart;
  const storeId = String(order.storeId);
  const common = { storeId, ahWorkOrderInfoId: String(order.id), orderNo: String(order.orderNo ?? ''), operatorName: String(order.serviceAdviser ?? '') };
  if (newPart) {
    const part = await findAccessory(tx, auth, storeId, newPart, lang);
    if (!value.materialName && !(existing?.materialName && newPart === oldPart)) value.materialName = part.accessoryName;
    if (!value.materialCode) value.materialCode = part.accessoryCode;
    // a blank price (or a new part without one) is the part's sale price
    if (value.unitPrice === null || (value.unitPrice === undefined && newPart !== oldPart)) value.unitPrice = Number(part.salePrice ?? 0);
  }
  const delta = newPart === oldPart ? quantity - oldQuantity : 0;
  if (oldPart && newPart !== oldPart) await moveStock(tx, auth, { ...common, accessoryId: oldPart, delta: oldQuantity, movementType: MOVEMENT_TYPE.return }, now, lang);
  if (newPart && newPart !== oldPart) await moveStock(tx, auth, { ...common, accessoryId: newPart, delta: -quantity, movementType: MOVEMENT_TYPE.issue, unitPrice: value.unitPrice as number }, now, lang);
  if (newPart && newPart === oldPart && delta !== 0) {
    await moveStock(tx, auth, { ...common, accessoryId: newPart, delta: -delta, movementType: delta > 0 ? MOVEMENT_TYPE.issue : MOVEMENT_TYPE.return }, now, lang);
  }
}

/** The parts of removed materials (or of a cancelled order) go back to the store's stock. */
async function returnParts(tx: Tx, auth: AuthContext, now: Date, order: Row, materials: Row[], lang: Lang): Promise<void> {
  const common = { storeId: String(order.storeId), ahWorkOrderInfoId: String(order.id), orderNo: String(order.orderNo ?? ''), operatorName: String(order.serviceAdviser ?? '') };
  for (const m of [...materials].sort((a, b) => String(a.ahAccessoryId ?? '').localeCompare(String(b.ahAccessoryId ?? '')))) {
    if (!m.ahAccessoryId || !Number(m.quantity)) continue;
    await moveStock(tx, auth, { ...common, accessoryId: String(m.ahAccessoryId), delta: Number(m.quantity), movementType: MOVEMENT_TYPE.return }, now, lang);
  }
}

export const WORK_ORDER_HOOKS: HooksFor<'ahWorkOrderInfo' | 'ahWorkOrderInfoItem' | 'ahWorkOrderInfoRepairMaterial' | 'ahWorkOrderInfoVoucherDeduction'> = {
  ahWorkOrderInfo: {
    // the four-eyes rule of SETTLE (applyWorkOrderEvent) as a filter: not submitted by the caller,
    // or the store's 审核设置 switched off (no saved setting: reviewed)
    computed: ({ auth }) => ({
      mayApprove: sql`(case when ${ahWorkOrderInfo.submitUser} is distinct from ${auth.userId} or exists (select 1 from ${ahWorkOrderConfigAudit}
        where ${ahWorkOrderConfigAudit.tenantId} = ${ahWorkOrderInfo.tenantId} and ${ahWorkOrderConfigAudit.storeId} = ${ahWorkOrderInfo.storeId}
        and ${ahWorkOrderConfigAudit.isDeleted} = 0 and ${ahWorkOrderConfigAudit.reviewEnabled} = 0) then 1 else 0 end)`,
    }),
    // an edit is refused by the engine outside 施工中 (the declaration's `editable`)
    beforeWrite: async ({ tx, auth, services, value, id, lang, newId }) => {
      const storeId = requireStore(auth, lang);
      if (!id) value.orderNo = await nextOrderNo(tx, auth.tenantId, storeId, services.now());
      delete value.submitUser;
      const existing = id ? ((await tx.select().from(ahWorkOrderInfo).where(eq(ahWorkOrderInfo.id, id)))[0] as Row | undefined) : undefined;
      // the car of 车辆档案 (given, or the store's car of the VIN) and the order's 进厂里程 as its reading
      await linkOrderVehicle(tx, auth, { value, existing, storeId: String(existing?.storeId ?? storeId), orderId: String(id ?? newId), now: services.now(), lang });
      const merged: Row = { ...(existing ?? {}), ...value };
      const mode = await preferentialOf(tx, auth.tenantId, String(existing?.storeId ?? storeId), merged.ahWorkOrderConfigPreferentialId, lang);
      if (id) {
        const lines = await itemLines(tx, id);
        if (lines.length) {
          // the labour is its lines'; a new repair type prices them again at its 工时单价
          if (value.repairType !== undefined && Number(value.repairType) !== Number(existing?.repairType)) {
            const price = await unitPriceOf(tx, auth.tenantId, String(existing?.storeId), value.repairType, lang);
            for (const l of lines) await tx.update(ahWorkOrderInfoItem).set({ unitPrice: price, amount: labourOf(Number(l.workHours ?? 0), price) }).where(eq(ahWorkOrderInfoItem.id, String(l.id)));
            value.itemsAmount = lines.reduce((t, l) => t + labourOf(Number(l.workHours ?? 0), price), 0);
          } else value.itemsAmount = lines.reduce((t, l) => t + Number(l.amount ?? 0), 0);
          merged.itemsAmount = value.itemsAmount;
        }
      }
      Object.assign(value, settlementTotals(merged, mode));
    },
  },
  ahWorkOrderInfoItem: {
    beforeWrite: async ({ tx, auth, value, id, lang }) => {
      let existing: Row | undefined;
      if (id) {
        [existing] = (await tx.select().from(ahWorkOrderInfoItem).where(eq(ahWorkOrderInfoItem.id, id))) as Row[];
        if (value.ahWorkOrderInfoId !== undefined && value.ahWorkOrderInfoId !== existing?.ahWorkOrderInfoId) {
          throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'An item cannot move to another work order' : '维修项目不能移到其他工单', { field: 'ahWorkOrderInfoId' });
        }
      }
      const orderId = String(value.ahWorkOrderInfoId ?? existing?.ahWorkOrderInfoId);
      const order = await lockOrder(tx, auth, orderId, lang);
      if (!workOrderEditable(order.state)) throw refuse(WORK_ORDER_NOT_EDITABLE, lang);
      const itemId = String(value.ahWorkOrderConfigMaintenanceItemId ?? existing?.ahWorkOrderConfigMaintenanceItemId);
      const [item] = (await tx
        .select()
        .from(ahWorkOrderConfigMaintenanceItem)
        .where(and(eq(ahWorkOrderConfigMaintenanceItem.id, itemId), eq(ahWorkOrderConfigMaintenanceItem.storeId, String(order.storeId)), eq(ahWorkOrderConfigMaintenanceItem.isDeleted, 0), eq(ahWorkOrderConfigMaintenanceItem.state, 1)))) as Row[];
      if (!item) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'No such maintenance item in this store' : '维修项目不存在或已停用', { field: 'ahWorkOrderConfigMaintenanceItemId' });
      // a new item starts at its standard hours; hours left blank on a change keep the line's
      const itemChanged = existing && String(existing.ahWorkOrderConfigMaintenanceItemId) !== itemId;
      const hours = Number(value.workHours ?? (itemChanged || !existing ? item.standardHours : existing.workHours));
      if (!(hours > 0 && hours <= 999)) throw new ApiError(Codes.BAD_REQUEST, CM.hoursRange[lang], { field: 'workHours' });
      const price = await unitPriceOf(tx, auth.tenantId, String(order.storeId), order.repairType, lang);
      Object.assign(value, { itemName: item.itemName, workHours: hours, unitPrice: price, amount: labourOf(hours, price) });
      await setItemsAmount(tx, orderId, id ? [id] : [], value.amount as number);
    },
    beforeRemove: async ({ tx, auth, ids, lang }) => {
      const rows = (await tx
        .select()
        .from(ahWorkOrderInfoItem)
        .where(and(inArray(ahWorkOrderInfoItem.id, ids), eq(ahWorkOrderInfoItem.isDeleted, 0)))) as Row[];
      for (const orderId of [...new Set(rows.map((r) => String(r.ahWorkOrderInfoId)))].sort()) {
        const order = await lockOrder(tx, auth, orderId, lang);
        if (!workOrderEditable(order.state)) throw refuse(WORK_ORDER_NOT_EDITABLE, lang);
        await setItemsAmount(tx, orderId, ids, 0);
      }
    },
  },
  ahWorkOrderInfoRepairMaterial: {
    beforeWrite: async ({ tx, auth, services, value, id, lang }) => {
      let existing: Row | undefined;
      if (id) {
        [existing] = (await tx.select().from(ahWorkOrderInfoRepairMaterial).where(eq(ahWorkOrderInfoRepairMaterial.id, id))) as Row[];
        if (value.ahWorkOrderInfoId !== undefined && value.ahWorkOrderInfoId !== existing?.ahWorkOrderInfoId) {
          throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'A material cannot move to another work order' : '维修材料不能移到其他工单', { field: 'ahWorkOrderInfoId' });
        }
      }
      const orderId = String(value.ahWorkOrderInfoId ?? existing?.ahWorkOrderInfoId);
      const order = await lockOrder(tx, auth, orderId, lang);
      if (!workOrderEditable(order.state)) throw refuse(WORK_ORDER_NOT_EDITABLE, lang);
      const quantity = Number(value.quantity ?? existing?.quantity ?? 0);
      await issueParts(tx, auth, services.now(), order, existing, value, quantity, lang);
      const unitPrice = value.unitPrice !== undefined ? value.unitPrice : existing?.unitPrice;
      if (unitPrice === null || unitPrice === undefined) throw new ApiError(Codes.BAD_REQUEST, ACCESSORY_MESSAGES.priceRequired[lang], { field: 'unitPrice' });
      const name = value.materialName !== undefined ? value.materialName : existing?.materialName;
      if (!name) throw new ApiError(Codes.BAD_REQUEST, ACCESSORY_MESSAGES.nameRequired[lang], { field: 'materialName' });
      value.amount = quantity * Number(unitPrice);
      await setMaterialsAmount(tx, orderId, id ? [id] : [], value.amount as number);
    },
    beforeRemove: async ({ tx, auth, services, ids, lang }) => {
      const rows = (await tx
        .select()
        .from(ahWorkOrderInfoRepairMaterial)
        .where(and(inArray(ahWorkOrderInfoRepairMaterial.id, ids), eq(ahWorkOrderInfoRepairMaterial.isDeleted, 0)))) as Row[];
      const now = services.now();
      for (const orderId of [...new Set(rows.map((r) => String(r.ahWorkOrderInfoId)))].sort()) {
        const order = await lockOrder(tx, auth, orderId, lang);
        if (!workOrderEditable(order.state)) throw refuse(WORK_ORDER_NOT_EDITABLE, lang);
        // a removed material's part goes back on the shelf
        await returnParts(tx, auth, now, order, rows.filter((r) => String(r.ahWorkOrderInfoId) === orderId), lang);
        await setMaterialsAmount(tx, orderId, ids, 0);
      }
    },
  },
  ahWorkOrderInfoVoucherDeduction: {
    // the list call names the deductions of an order by their ids (ahWorkOrderInfoVoucherDeductionIds)
    where: ({ query }) => {
      const raw = query.ahWorkOrderInfoVoucherDeductionIds;
      if (raw === undefined || raw === null || raw === '') return undefined;
      const ids = String(raw)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return ids.length ? inArray(ahWorkOrderInfoVoucherDeduction.id, ids) : undefined;
    },
  },
};

const orders = new ResourceRuntime(workOrderResource, ahWorkOrderInfo, WORK_ORDER_HOOKS.ahWorkOrderInfo);
const vouchers = new ResourceRuntime(voucherDeductionResource, ahWorkOrderInfoVoucherDeduction, WORK_ORDER_HOOKS.ahWorkOrderInfoVoucherDeduction);

/** What an event writes besides the state: its time stamps and the refusal reason. */
function stampsOf(event: WorkOrderEventType, now: Date, reason: string): Row {
  switch (event) {
    case 'COMPLETE':
      return { completeTime: now };
    case 'CANCEL_COMPLETION':
      return { completeTime: null };
    case 'SUBMIT_SETTLEMENT':
      return { refuteReason: null };
    case 'SETTLE':
      return { settlementTime: now };
    case 'REFUTE_SETTLEMENT':
      return { refuteReason: reason };
    case 'CANCEL_SETTLEMENT':
      return { settlementTime: null };
    case 'CANCEL':
      return {};
  }
}

/**
 * Applies one event to orders of the caller's scope, all or none: rows locked in id order, each
 * asked of the machine; the first refusal answers 10300 with its reason.
 */
export async function applyWorkOrderEvent(services: Services, auth: AuthContext, ids: string[], event: WorkOrderEventType, lang: Lang, reason = ''): Promise<void> {
  const unique = [...new Set(ids)].sort();
  const scope = await orders.scope(services, auth);
  await services.db.transaction(async (tx) => {
    const rows = (await tx.select().from(ahWorkOrderInfo).where(and(inArray(ahWorkOrderInfo.id, unique), scope)).orderBy(asc(ahWorkOrderInfo.id)).for('update')) as Row[];
    if (rows.length !== unique.length) throw orderMissing(lang);
    const now = services.now();
    const changes: StateChange[] = [];
    for (const row of rows) {
      const next = nextWorkOrderState(row.state, event, reason);
      if (next === null) throw refuse(workOrderRowRefusal(row, event, unique.length > 1, reason), lang);
      const audit = event === 'SUBMIT_SETTLEMENT' || event === 'SETTLE' ? await auditOf(tx, auth.tenantId, String(row.storeId)) : null;
      // four eyes: while settlements are reviewed, the one who submitted does not approve
      if (event === 'SETTLE' && audit?.reviewEnabled && row.submitUser && String(row.submitUser) === auth.userId) throw refuse(CM.selfReview, lang);
      if (event === 'SUBMIT_SETTLEMENT') {
        const { totalAmount } = await syncTotals(tx, String(row.id), lang);
        const reviewed = audit!.reviewEnabled && Number(totalAmount) >= audit!.reviewThreshold;
        if (!reviewed) {
          // no review asked for this order (审核设置): submitted and settled in the one transaction
          const settled = nextWorkOrderState(next, 'SETTLE')!;
          await tx
            .update(ahWorkOrderInfo)
            .set({ state: settled, refuteReason: null, submitUser: auth.userId, settlementTime: now, updateUser: auth.userId, updateTime: now })
            .where(eq(ahWorkOrderInfo.id, String(row.id)));
          changes.push({ resource: workOrderResource.key, recordId: String(row.id), action: event, field: 'state', from: row.state, to: next, reason: '' });
          changes.push({ resource: workOrderResource.key, recordId: String(row.id), action: 'SETTLE', field: 'state', from: next, to: settled, reason: lang === 'en' ? 'No review required' : '无需审核' });
          continue;
        }
      }
      if (event === 'CANCEL') {
        // a cancelled order's parts go back on the shelf (its materials stay as the record of the work)
        const materials = (await tx.select().from(ahWorkOrderInfoRepairMaterial).where(and(eq(ahWorkOrderInfoRepairMaterial.ahWorkOrderInfoId, String(row.id)), eq(ahWorkOrderInfoRepairMaterial.isDeleted, 0)))) as Row[];
        await returnParts(tx, auth, now, row, materials, lang);
      }
      await tx
        .update(ahWorkOrderInfo)
        .set({ state: next, ...stampsOf(event, now, reason), ...(event === 'SUBMIT_SETTLEMENT' ? { submitUser: auth.userId } : {}), updateUser: auth.userId, updateTime: now })
        .where(eq(ahWorkOrderInfo.id, String(row.id)));
      changes.push({ resource: workOrderResource.key, recordId: String(row.id), action: event, field: 'state', from: row.state, to: next, reason });
    }
    // the order's history (its show page): who moved it, from and to, and why
    await writeStateLog(tx, auth, changes, now);
  });
}

const eventInput = v.pipe(
  v.looseObject({ ids: v.optional(v.unknown()), id: v.optional(v.unknown()), ahWorkOrderInfoId: v.optional(v.unknown()), reason: v.optional(v.unknown()) }),
  v.transform((x) => ({ ids: x.ids ?? x.id ?? x.ahWorkOrderInfoId, reason: typeof x.reason === 'string' ? x.reason.trim() : '' })),
  v.object({ ids: vIds(), reason: v.string() }),
);

const base = `/${workOrderResource.service}/${workOrderResource.base}`;

/** One route per declared machine event, under its path and button. */
const eventRoutes: Registrable[] = (workOrderResource.actions ?? []).map((action) =>
  route({
    method: 'POST',
    url: `${base}/${action.path}`,
    permission: action.permission,
    input: eventInput,
    handler: async ({ auth, services, input, lang }) => {
      await applyWorkOrderEvent(services, auth, input.ids, action.name as WorkOrderEventType, lang, input.reason);
      return true;
    },
  }),
);

const voucherBase = `/${voucherDeductionResource.service}/${voucherDeductionResource.base}`;

/** Locks the order a deduction belongs to; it must still take vouchers. */
async function checkDeductible(tx: Tx, auth: AuthContext, orderId: string, lang: Lang): Promise<void> {
  const order = await lockOrder(tx, auth, orderId).catch((e: unknown) => {
    throw e instanceof ApiError ? orderMissing(lang) : e;
  });
  if (!workOrderDeductible(order.state)) throw refuse(WORK_ORDER_NOT_DEDUCTIBLE, lang);
}

/** Keeps the order's voucher sum and the list of its deduction ids in step with its deductions. */
async function syncDeductions(tx: Tx, orderId: string): Promise<void> {
  const rows = (await tx
    .select({ id: ahWorkOrderInfoVoucherDeduction.id, amount: ahWorkOrderInfoVoucherDeduction.deductionAmount })
    .from(ahWorkOrderInfoVoucherDeduction)
    .where(and(eq(ahWorkOrderInfoVoucherDeduction.ahWorkOrderInfoId, orderId), eq(ahWorkOrderInfoVoucherDeduction.isDeleted, 0)))
    .orderBy(asc(ahWorkOrderInfoVoucherDeduction.id))) as { id: string; amount: number | null }[];
  await tx
    .update(ahWorkOrderInfo)
    .set({ deductionAmount: rows.reduce((s, r) => s + Number(r.amount ?? 0), 0), ahWorkOrderInfoVoucherDeductionIds: rows.map((r) => r.id).join(',') })
    .where(eq(ahWorkOrderInfo.id, orderId));
  await syncTotals(tx, orderId);
}

const voucherRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: `${voucherBase}/saveOrUpdate`,
    permission: 'work_order_voucher_deduction',
    input: v.looseObject({ id: v.optional(v.union([v.literal(''), v.null(), vId()])) }),
    handler: async ({ auth, services, input, lang }) => {
      const id = input.id || null;
      const checked = validateRecord(voucherDeductionResource, input, { lang, partial: !!id });
      if (!checked.ok) throw new ApiError(Codes.BAD_REQUEST, checked.message, { field: checked.field });
      const scope = await vouchers.scope(services, auth);
      const now = services.now();
      return services.db.transaction(async (tx) => {
        let orderId = checked.value.ahWorkOrderInfoId as string | undefined;
        if (id) {
          const existing = await vouchers.findOne(tx, scope, id);
          if (!existing) throw notFound();
          if (orderId !== undefined && orderId !== existing.ahWorkOrderInfoId) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'A deduction cannot move to another work order' : '代金券抵扣不能移到其他工单', { field: 'ahWorkOrderInfoId' });
          orderId = String(existing.ahWorkOrderInfoId);
          await checkDeductible(tx, auth, orderId, lang);
          await tx
            .update(ahWorkOrderInfoVoucherDeduction)
            .set({ ...checked.value, updateUser: auth.userId, updateTime: now })
            .where(eq(ahWorkOrderInfoVoucherDeduction.id, id));
        } else {
          await checkDeductible(tx, auth, String(orderId), lang);
        }
        const savedId = id ?? (await vouchers.insertIn(tx, services, auth, checked.value, scope, lang, { now }));
        await syncDeductions(tx, String(orderId));
        return { id: savedId };
      });
    },
  }),
  route({
    method: 'GET',
    url: `${voucherBase}/list`,
    input: v.looseObject({}),
    handler: async ({ auth, services, input }) => (await vouchers.list(services, auth, input, 0, 1000)).records,
  }),
];

export const workOrderRoutes: Registrable[] = [...eventRoutes, ...voucherRoutes];
