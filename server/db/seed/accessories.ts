/**
 * Demo parts, consistent with the demo work orders (seed/work-orders.ts): every repair material of
 * the seeded orders names a part of its store's archive, issued from stock by a movement at the
 * order's time; the stock is what was bought in (last month and this month) less what was issued,
 * so the month inventory of both months adds up. A few parts are at or below their minimum, and the
 * first store has a transfer form sent to the second and a draft.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { ahAccessory, ahAccessoryMovement, ahAccessoryStockTransferForm, ahAccessoryStockTransferFormItem } from '../resource-tables/accessories';
import { ahWorkOrderInfo, ahWorkOrderInfoRepairMaterial } from '../resource-tables/work-orders';
import { MOVEMENT_TYPE, STOCK_TRANSFER_STATE } from '../../../src/domain/resources/operations/accessory';
import { WORK_ORDER_STATE } from '../../../src/machines/work-order.machine';

/** parts every store keeps besides those the orders used: code, name, brand, unit, cost, sale (yuan), stock bought, minimum */
const SHELF: Array<[code: string, name: string, brand: string, unit: string, cost: number, sale: number, bought: number, min: number]> = [
  ['GEN-WIPER-24', '雨刮片 24寸', '博世', '支', 45, 98, 30, 10],
  ['GEN-BULB-H7', 'H7 大灯灯泡', '欧司朗', '个', 28, 65, 20, 6],
  ['GEN-COOLANT-4L', '防冻液 4L', '壳牌', '桶', 62, 128, 12, 4],
  ['GEN-GLASS-2L', '玻璃水 2L', '3M', '瓶', 8, 25, 6, 10],
];

const SUPPLIER = '华东汽配供应链有限公司';
const BRAND_OF: Record<string, string> = { BMW: '宝马原厂', MB: '奔驰原厂', AUDI: '奥迪原厂' };

export async function seedAccessories(tx: Tx, ctx: SeedContext): Promise<void> {
  const { tenantId } = ctx;
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 3, 2));
  const materials = await tx
    .select({ m: ahWorkOrderInfoRepairMaterial, o: ahWorkOrderInfo })
    .from(ahWorkOrderInfoRepairMaterial)
    .innerJoin(ahWorkOrderInfo, eq(ahWorkOrderInfo.id, ahWorkOrderInfoRepairMaterial.ahWorkOrderInfoId))
    .where(and(eq(ahWorkOrderInfoRepairMaterial.tenantId, tenantId), eq(ahWorkOrderInfoRepairMaterial.isDeleted, 0)))
    .orderBy(asc(ahWorkOrderInfo.createTime));
  const parts: (typeof ahAccessory.$inferInsert)[] = [];
  const movements: (typeof ahAccessoryMovement.$inferInsert)[] = [];
  /** store -> code -> part */
  const byStore = new Map<string, Map<string, { id: string; stock: number; name: string; code: string }>>();
  const storesWithOrders = [...new Set(materials.map((r) => String(r.m.storeId)))];

  const move = (storeId: string, part: { id: string; stock: number; name: string; code: string }, delta: number, movementType: number, at: Date, extra: Partial<typeof ahAccessoryMovement.$inferInsert> = {}) => {
    part.stock += delta;
    movements.push({
      id: newId(), tenantId, storeId, ahAccessoryId: part.id, accessoryCode: part.code, accessoryName: part.name, movementType, quantity: delta, balanceAfter: part.stock,
      occurredTime: at, operatorName: '库管员', createTime: at, updateTime: at, ...extra,
    });
  };
  const addPart = (storeId: string, code: string, name: string, brand: string, unit: string, cost: number, sale: number, min: number) => {
    const shelf = byStore.get(storeId) ?? new Map();
    byStore.set(storeId, shelf);
    const existing = shelf.get(code);
    if (existing) return existing;
    const part = { id: newId(), stock: 0, name, code };
    shelf.set(code, part);
    parts.push({ id: part.id, tenantId, storeId, accessoryCode: code, accessoryName: name, brand, fitModels: brand.replace('原厂', '全系'), unit, costPrice: cost * 100, salePrice: sale * 100, supplier: SUPPLIER, minStock: min, createTime: lastMonth, updateTime: lastMonth });
    return part;
  };

  for (const storeId of storesWithOrders) {
    for (const [code, name, brand, unit, cost, sale, bought, min] of SHELF) {
      const part = addPart(storeId, code, name, brand, unit, cost, sale, min);
      move(storeId, part, bought, MOVEMENT_TYPE.purchaseIn, lastMonth, { unitPrice: cost * 100, orderNo: 'CG-OPENING' });
    }
  }
  // each material's part: bought last month (what the orders took plus a shelf stock), issued at the order's time
  const used = new Map<string, number>();
  for (const { m } of materials) used.set(`${m.storeId}:${m.materialCode}`, (used.get(`${m.storeId}:${m.materialCode}`) ?? 0) + Number(m.quantity));
  const issued: Array<{ id: string; partId: string }> = [];
  for (const { m, o } of materials) {
    const storeId = String(m.storeId);
    const code = String(m.materialCode);
    const sale = Number(m.unitPrice) / 100;
    const fresh = !byStore.get(storeId)?.has(code);
    const part = addPart(storeId, code, String(m.materialName), BRAND_OF[code.split('-')[0]] ?? '原厂', '件', Math.round(sale * 0.65), sale, 2);
    // the 2nd store's brake fluid runs low: bought just what the orders took
    if (fresh) move(storeId, part, (used.get(`${storeId}:${code}`) ?? 0) + (code.endsWith('DOT4') ? 1 : 4), MOVEMENT_TYPE.purchaseIn, lastMonth, { unitPrice: Math.round(sale * 65) });
    issued.push({ id: String(m.id), partId: part.id });
    if (Number(o.state) === WORK_ORDER_STATE.cancelled) continue;
    move(storeId, part, -Number(m.quantity), MOVEMENT_TYPE.issue, o.createTime as Date, { unitPrice: m.unitPrice, ahWorkOrderInfoId: o.id, orderNo: o.orderNo, operatorName: o.serviceAdviser });
  }

  // a transfer sent from the first store to the second (its wipers left the first store), and a draft
  const [from, to] = ctx.storeIds;
  const wipers = byStore.get(from)?.get('GEN-WIPER-24');
  const forms: (typeof ahAccessoryStockTransferForm.$inferInsert)[] = [];
  const items: (typeof ahAccessoryStockTransferFormItem.$inferInsert)[] = [];
  if (wipers && to) {
    const day = now.toISOString().slice(0, 10).replaceAll('-', '');
    const sentAt = new Date(now.getTime() - 5 * 3_600_000);
    for (const [no, state, quantity] of [[`DB${day}0001`, STOCK_TRANSFER_STATE.sent, 4], [`DB${day}0002`, STOCK_TRANSFER_STATE.draft, 2]] as const) {
      const formId = newId();
      forms.push({ id: formId, tenantId, formNo: no, state, fromStoreId: from, toStoreId: to, sendTime: state === STOCK_TRANSFER_STATE.sent ? sentAt : null, remark: '门店间调剂', createTime: sentAt, updateTime: sentAt });
      items.push({ id: newId(), tenantId, ahAccessoryStockTransferFormId: formId, formNo: no, state, fromStoreId: from, toStoreId: to, ahAccessoryId: wipers.id, accessoryCode: wipers.code, accessoryName: wipers.name, quantity, createTime: sentAt, updateTime: sentAt });
      if (state === STOCK_TRANSFER_STATE.sent) move(from, wipers, -quantity, MOVEMENT_TYPE.transferOut, sentAt, { orderNo: no, ahAccessoryStockTransferFormId: formId });
    }
  }

  const stockOf = new Map<string, number>();
  for (const shelf of byStore.values()) for (const p of shelf.values()) stockOf.set(p.id, p.stock);
  for (const p of parts) {
    p.stock = stockOf.get(String(p.id)) ?? 0;
    p.lowStock = Number(p.stock) <= Number(p.minStock) ? 1 : 0;
  }
  if (parts.length) await tx.insert(ahAccessory).values(parts);
  if (movements.length) await tx.insert(ahAccessoryMovement).values(movements);
  if (forms.length) await tx.insert(ahAccessoryStockTransferForm).values(forms);
  if (items.length) await tx.insert(ahAccessoryStockTransferFormItem).values(items);
  for (const i of issued) await tx.update(ahWorkOrderInfoRepairMaterial).set({ ahAccessoryId: i.partId }).where(eq(ahWorkOrderInfoRepairMaterial.id, i.id));
}
