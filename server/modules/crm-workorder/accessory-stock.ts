/**
 * A part's stock moves only here (docs/after-sales.md): one guarded UPDATE of ah_accessory
 * (`stock >= wanted` for a movement out, so two work orders taking the last one get one winner) and
 * its movement row, in the caller's transaction. The low-stock flag is kept in the same statement.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import type { AuthContext } from '../../http/auth';
import { ApiError, notFound } from '../../http/envelope';
import { newId } from '../../db/ids';
import { Codes, type Lang } from '../../../src/domain/codes';
import { ahAccessory, ahAccessoryMovement } from '../../db/resource-tables/accessories';
import { ACCESSORY_MESSAGES, insufficientStock } from '../../../src/domain/resources/operations/accessory';

type Row = Record<string, unknown>;

export interface Movement {
  accessoryId: string;
  /** the store whose stock moves (the part must be that store's) */
  storeId: string;
  /** + in, - out */
  delta: number;
  movementType: number;
  unitPrice?: number | null;
  ahWorkOrderInfoId?: string | null;
  orderNo?: string | null;
  ahAccessoryStockTransferFormId?: string | null;
  remark?: string | null;
  operatorName?: string | null;
}

/** Moves one part's stock and writes its movement; a movement out that would go below zero answers 10300 and nothing changes. */
export async function moveStock(tx: Tx, auth: AuthContext, m: Movement, now: Date, lang: Lang = 'zh'): Promise<{ stock: number; accessoryName: string; accessoryCode: string }> {
  if (!Number.isInteger(m.delta) || m.delta === 0) throw new Error(`moveStock: bad delta ${m.delta}`);
  const where = and(eq(ahAccessory.id, m.accessoryId), eq(ahAccessory.storeId, m.storeId), eq(ahAccessory.isDeleted, 0));
  const [row] = (await tx
    .update(ahAccessory)
    .set({
      stock: sql`coalesce(${ahAccessory.stock}, 0) + ${m.delta}`,
      lowStock: sql`case when coalesce(${ahAccessory.stock}, 0) + ${m.delta} <= coalesce(${ahAccessory.minStock}, 0) then 1 else 0 end`,
      updateTime: now,
    })
    .where(m.delta < 0 ? and(where, sql`coalesce(${ahAccessory.stock}, 0) >= ${-m.delta}`) : where)
    .returning({ stock: ahAccessory.stock, accessoryName: ahAccessory.accessoryName, accessoryCode: ahAccessory.accessoryCode })) as { stock: number; accessoryName: string; accessoryCode: string }[];
  if (!row) {
    const [part] = (await tx.select({ stock: ahAccessory.stock, accessoryName: ahAccessory.accessoryName }).from(ahAccessory).where(where)) as Row[];
    if (!part) throw notFound(ACCESSORY_MESSAGES.noAccessory[lang]);
    throw new ApiError(Codes.BUSINESS_NOTICE, insufficientStock(String(part.accessoryName), Number(part.stock ?? 0), -m.delta)[lang]);
  }
  await tx.insert(ahAccessoryMovement).values({
    id: newId(),
    storeId: m.storeId,
    ahAccessoryId: m.accessoryId,
    accessoryCode: row.accessoryCode,
    accessoryName: row.accessoryName,
    movementType: m.movementType,
    quantity: m.delta,
    balanceAfter: row.stock,
    unitPrice: m.unitPrice ?? null,
    ahWorkOrderInfoId: m.ahWorkOrderInfoId ?? null,
    orderNo: m.orderNo ?? null,
    ahAccessoryStockTransferFormId: m.ahAccessoryStockTransferFormId ?? null,
    occurredTime: now,
    operatorName: m.operatorName ?? null,
    remark: m.remark ?? null,
    createUser: auth.userId,
    updateUser: auth.userId,
    createTime: now,
    updateTime: now,
  });
  return row;
}

/** A part of one store, for its name, code and prices. */
export async function findAccessory(tx: Tx, auth: AuthContext, storeId: string, id: string, lang: Lang = 'zh'): Promise<Row> {
  const [part] = (await tx
    .select()
    .from(ahAccessory)
    .where(and(eq(ahAccessory.id, id), eq(ahAccessory.storeId, storeId), eq(ahAccessory.isDeleted, 0)))) as Row[];
  if (!part) throw new ApiError(Codes.BAD_REQUEST, ACCESSORY_MESSAGES.noAccessory[lang], { field: 'ahAccessoryId' });
  return part;
}
