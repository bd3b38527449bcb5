/**
 * Parts beyond the generated calls (docs/after-sales.md):
 * - ahAccessory: purchase in and stock-take adjustment (each a movement, accessory-stock.ts); the
 *   low-stock flag kept with the minimum;
 * - ahAccessoryInventory: the month inventory (POST page with yearMonth, export, GET detail),
 *   computed from the movements; the year, then the month, or the spec's messages;
 * - ahAccessoryStockTransferForm: saveOrUpdate with its lines, detail, and the machine's events
 *   (send, receive, cancel), each one transaction.
 */
import { and, asc, count, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { declaredActionRoute, type ResourceHookMap } from '../../http/resource-router';
import { ApiError, badRequest, notFound } from '../../http/envelope';
import { vId } from '../../http/input';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { requireStore, storeMatch } from '../../http/store-scope';
import { writeStateLog } from '../../http/state-log';
import { Codes, type Lang } from '../../../src/domain/codes';
import { validateRecord } from '../../../src/domain/resources/validate';
import { ahAccessory, ahAccessoryMovement, ahAccessoryStockTransferForm, ahAccessoryStockTransferFormItem } from '../../db/resource-tables/accessories';
import { store } from '../../db/schema';
import {
  ACCESSORY_MESSAGES as M,
  ACCESSORY_QUANTITY_MAX,
  MOVEMENT_TYPE,
  STOCK_TRANSFER_STATE,
  accessoryResource,
  stockTransferFormResource,
  yearMonthOf,
} from '../../../src/domain/resources/operations/accessory';
import { nextStockTransferState, stockTransferEditable, stockTransferRefusal, type StockTransferEventType } from '../../../src/machines/stock-transfer.machine';
import { findAccessory, moveStock } from './accessory-stock';
import { userName } from '../crm-warehouse/car-order-core';

type Row = Record<string, unknown>;

const business = (m: { zh: string; en: string }, lang: Lang) => new ApiError(Codes.BUSINESS_NOTICE, m[lang]);

// ---------------------------------------------------------------- the month inventory

/** The dealership's month: China Standard Time (UTC+8), the stores' own clock. */
const TZ_OFFSET_MS = 8 * 3600_000;

/** The month of a query: yearMonth ('YYYY-MM' or 'YYYYMM'), or year and month; the spec's message for the first missing part. */
export function monthOf(query: Record<string, unknown>, lang: Lang): { yearMonth: string; start: Date; end: Date } {
  let year: unknown = query.year;
  let month: unknown = query.month;
  const raw = typeof query.yearMonth === 'string' ? query.yearMonth.trim() : '';
  if (raw) {
    const m = /^(\d{4})-?(\d{1,2})?$/.exec(raw);
    year = m?.[1];
    month = m?.[2];
  }
  if (year === undefined || year === null || String(year).trim() === '' || !yearMonthOf(year, 1)) throw badRequest(M.yearRequired[lang]);
  const ym = yearMonthOf(year, month);
  if (!ym) throw badRequest(M.monthRequired[lang]);
  const [y, mo] = ym.split('-').map(Number);
  return { yearMonth: ym, start: new Date(Date.UTC(y, mo - 1, 1) - TZ_OFFSET_MS), end: new Date(Date.UTC(y, mo, 1) - TZ_OFFSET_MS) };
}

const likeOf = (x: unknown) => (typeof x === 'string' && x.trim() ? `%${x.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);

/** One row per part of the caller's store (or, for the super-admin without a store, every store). */
export async function inventoryRows(services: Services, auth: AuthContext, query: Record<string, unknown>, offset: number, limit: number, lang: Lang = 'zh') {
  const { yearMonth, start, end } = monthOf(query, lang);
  const code = likeOf(query.accessoryCode);
  const name = likeOf(query.accessoryName);
  const where = and(
    storeMatch(ahAccessory.storeId, auth),
    eq(ahAccessory.isDeleted, 0),
    code ? ilike(ahAccessory.accessoryCode, code) : undefined,
    name ? ilike(ahAccessory.accessoryName, name) : undefined,
    typeof query.ahAccessoryId === 'string' && query.ahAccessoryId ? eq(ahAccessory.id, query.ahAccessoryId) : undefined,
  );
  const m = ahAccessoryMovement;
  const inMonth = sql`${m.occurredTime} >= ${start.toISOString()}::timestamptz`;
  const [[{ n }], rows] = await Promise.all([
    services.db.select({ n: count() }).from(ahAccessory).where(where),
    services.db
      .select({
        id: ahAccessory.id,
        storeId: ahAccessory.storeId,
        accessoryCode: ahAccessory.accessoryCode,
        accessoryName: ahAccessory.accessoryName,
        unit: ahAccessory.unit,
        costPrice: ahAccessory.costPrice,
        opening: sql<string>`coalesce(sum(${m.quantity}) filter (where not (${inMonth})), 0)`,
        inQ: sql<string>`coalesce(sum(${m.quantity}) filter (where ${inMonth} and ${m.quantity} > 0), 0)`,
        outQ: sql<string>`coalesce(-sum(${m.quantity}) filter (where ${inMonth} and ${m.quantity} < 0), 0)`,
      })
      .from(ahAccessory)
      .leftJoin(m, and(eq(m.ahAccessoryId, ahAccessory.id), eq(m.tenantId, ahAccessory.tenantId), eq(m.isDeleted, 0), lt(m.occurredTime, end)))
      .where(where)
      .groupBy(ahAccessory.id)
      .orderBy(asc(ahAccessory.accessoryCode), asc(ahAccessory.id))
      .limit(limit)
      .offset(offset),
  ]);
  const records = rows.map((r) => {
    const opening = Number(r.opening);
    const inQuantity = Number(r.inQ);
    const outQuantity = Number(r.outQ);
    const closing = opening + inQuantity - outQuantity;
    return {
      id: `${r.id}-${yearMonth}`,
      ahAccessoryId: r.id,
      storeId: r.storeId,
      yearMonth,
      accessoryCode: r.accessoryCode,
      accessoryName: r.accessoryName,
      unit: r.unit,
      openingQuantity: opening,
      inQuantity,
      outQuantity,
      closingQuantity: closing,
      closingAmount: closing * Number(r.costPrice ?? 0),
    };
  });
  return { total: Number(n), records };
}

export const ACCESSORY_HOOKS: ResourceHookMap = {
  ahAccessory: {
    // the stock is the movements' (never the form's); the warning follows the minimum
    beforeWrite: async ({ tx, value, id }) => {
      if (id) delete value.stock;
      else value.stock = 0;
      if (value.minStock === undefined && id) return;
      let stock = 0;
      if (id) [{ stock }] = (await tx.select({ stock: ahAccessory.stock }).from(ahAccessory).where(eq(ahAccessory.id, id))) as { stock: number }[];
      value.lowStock = Number(stock ?? 0) <= Number(value.minStock ?? 0) ? 1 : 0;
    },
  },
  ahAccessoryInventory: {
    list: ({ services, auth, query, offset, limit }) => inventoryRows(services, auth, query, offset, limit),
  },
  ahAccessoryStockTransferForm: {
    where: ({ auth }) => bothStores(auth, ahAccessoryStockTransferForm.fromStoreId, ahAccessoryStockTransferForm.toStoreId),
  },
  ahAccessoryStockTransferFormItem: {
    where: ({ auth }) => bothStores(auth, ahAccessoryStockTransferFormItem.fromStoreId, ahAccessoryStockTransferFormItem.toStoreId),
  },
};

/** A transfer form is the sending and the receiving store's. */
function bothStores(auth: AuthContext, from: AnyPgColumn, to: AnyPgColumn): SQL | undefined {
  if (auth.storeId) return or(eq(from, auth.storeId), eq(to, auth.storeId));
  return auth.isAdmin ? undefined : sql`false`;
}

// ---------------------------------------------------------------- purchase in and stock-take


async function onePart(tx: Tx, auth: AuthContext, ids: string[], lang: Lang): Promise<Row> {
  if (ids.length !== 1) throw badRequest(lang === 'en' ? 'Pick one part' : '请选择一个配件');
  const storeId = requireStore(auth, lang);
  const [part] = (await tx
    .select()
    .from(ahAccessory)
    .where(and(eq(ahAccessory.id, ids[0]), eq(ahAccessory.storeId, storeId), eq(ahAccessory.isDeleted, 0)))
    .for('update')) as Row[];
  if (!part) throw notFound(M.noAccessory[lang]);
  return part;
}

const partRoutes: Registrable[] = [
  declaredActionRoute(accessoryResource, 'purchaseIn', async ({ auth, services, lang, call }) => {
    const now = services.now();
    const operatorName = await userName(services.db, auth.userId);
    return services.db.transaction(async (tx) => {
      const part = await onePart(tx, auth, call.ids, lang);
      const r = await moveStock(tx, auth, {
        accessoryId: String(part.id), storeId: String(part.storeId), delta: Number(call.values.quantity), movementType: MOVEMENT_TYPE.purchaseIn,
        unitPrice: (call.values.unitPrice as number | null | undefined) ?? Number(part.costPrice ?? 0), remark: (call.values.remark as string) || null, operatorName,
      }, now, lang);
      return { stock: r.stock };
    });
  }),
  declaredActionRoute(accessoryResource, 'adjust', async ({ auth, services, lang, call }) => {
    const now = services.now();
    const operatorName = await userName(services.db, auth.userId);
    return services.db.transaction(async (tx) => {
      const part = await onePart(tx, auth, call.ids, lang);
      const delta = Number(call.values.countedQuantity) - Number(part.stock ?? 0);
      if (delta === 0) throw business(M.noChange, lang);
      const r = await moveStock(tx, auth, {
        accessoryId: String(part.id), storeId: String(part.storeId), delta, movementType: MOVEMENT_TYPE.adjust,
        unitPrice: Number(part.costPrice ?? 0), remark: (call.values.remark as string) || null, operatorName,
      }, now, lang);
      return { stock: r.stock };
    });
  }),
];

// ---------------------------------------------------------------- inventory detail

const inventoryRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-workorder/ahAccessoryInventory/detail',
    input: v.looseObject({ ahAccessoryId: vId('请选择配件'), yearMonth: v.optional(v.string()), year: v.optional(v.unknown()), month: v.optional(v.unknown()) }),
    handler: async ({ auth, services, input, lang }) => {
      const { start, end } = monthOf(input, lang);
      const { records } = await inventoryRows(services, auth, input, 0, 1, lang);
      if (!records.length) throw notFound(M.noAccessory[lang]);
      const movements = await services.db
        .select()
        .from(ahAccessoryMovement)
        .where(and(eq(ahAccessoryMovement.ahAccessoryId, input.ahAccessoryId), eq(ahAccessoryMovement.isDeleted, 0), gte(ahAccessoryMovement.occurredTime, start), lt(ahAccessoryMovement.occurredTime, end)))
        .orderBy(asc(ahAccessoryMovement.occurredTime), asc(ahAccessoryMovement.id));
      return { ...records[0], movements: movements.map(({ tenantId: _t, isDeleted: _d, ...m }) => m) };
    },
  }),
];

// ---------------------------------------------------------------- stock transfer forms

const formBase = `/${stockTransferFormResource.service}/${stockTransferFormResource.base}`;

const lineInput = v.object({
  ahAccessoryId: vId('请选择配件'),
  quantity: v.pipe(
    v.union([v.string(), v.number()], '请输入调拨数量'),
    v.transform(Number),
    v.check((n) => Number.isInteger(n) && n >= 1 && n <= ACCESSORY_QUANTITY_MAX, `调拨数量须为1-${ACCESSORY_QUANTITY_MAX}的整数`),
  ),
});

const formInput = v.looseObject({
  id: v.optional(v.union([v.literal(''), v.null(), vId()])),
  items: v.optional(v.pipe(v.array(lineInput, M.noLines.zh), v.maxLength(200, '一张调拨单最多200行'))),
});

async function nextFormNo(tx: Tx, tenantId: string, storeId: string, now: Date): Promise<string> {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${tenantId}:transferNo:${storeId}:${day}`}))`);
  const [{ n }] = await tx
    .select({ n: count() })
    .from(ahAccessoryStockTransferForm)
    .where(and(eq(ahAccessoryStockTransferForm.fromStoreId, storeId), sql`${ahAccessoryStockTransferForm.formNo} like ${`DB${day}%`}`));
  return `DB${day}${String(Number(n) + 1).padStart(4, '0')}`;
}

async function lockForm(tx: Tx, auth: AuthContext, id: string, lang: Lang): Promise<Row> {
  const [form] = (await tx
    .select()
    .from(ahAccessoryStockTransferForm)
    .where(and(eq(ahAccessoryStockTransferForm.id, id), eq(ahAccessoryStockTransferForm.isDeleted, 0), bothStores(auth, ahAccessoryStockTransferForm.fromStoreId, ahAccessoryStockTransferForm.toStoreId)))
    .for('update')) as Row[];
  if (!form) throw notFound(lang === 'en' ? 'No such transfer form' : '调拨单不存在');
  return form;
}

async function linesOf(tx: Tx | Services['db'], formId: string): Promise<Row[]> {
  return (await tx
    .select()
    .from(ahAccessoryStockTransferFormItem)
    .where(and(eq(ahAccessoryStockTransferFormItem.ahAccessoryStockTransferFormId, formId), eq(ahAccessoryStockTransferFormItem.isDeleted, 0)))
    .orderBy(asc(ahAccessoryStockTransferFormItem.accessoryCode), asc(ahAccessoryStockTransferFormItem.id))) as Row[];
}

/** The receiving store's part of the same number, created from the sender's when it has none yet (stock 0). */
async function receivingPart(tx: Tx, auth: AuthContext, toStoreId: string, line: Row, now: Date): Promise<string> {
  const [own] = await tx
    .select({ id: ahAccessory.id })
    .from(ahAccessory)
    .where(and(eq(ahAccessory.storeId, toStoreId), eq(ahAccessory.accessoryCode, String(line.accessoryCode)), eq(ahAccessory.isDeleted, 0)));
  if (own) return String(own.id);
  const [src] = await tx.select().from(ahAccessory).where(eq(ahAccessory.id, String(line.ahAccessoryId)));
  const id = newId();
  await tx.insert(ahAccessory).values({
    ...src, id, storeId: toStoreId, stock: 0, minStock: 0, lowStock: 0,
    createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now,
  });
  return id;
}

/** Applies one event of the machine to a form, its stock moves and its history, in one transaction. */
export async function applyTransferEvent(services: Services, auth: AuthContext, id: string, event: StockTransferEventType, lang: Lang): Promise<void> {
  const storeId = requireStore(auth, lang);
  const now = services.now();
  const operatorName = await userName(services.db, auth.userId);
  await services.db.transaction(async (tx) => {
    const form = await lockForm(tx, auth, id, lang);
    const next = nextStockTransferState(form.state, event);
    if (next === null) throw business(stockTransferRefusal(form, event), lang);
    // receipt belongs to the receiving store; sending and cancelling to the sender
    if (event === 'RECEIVE' ? form.toStoreId !== storeId : form.fromStoreId !== storeId) throw business(event === 'RECEIVE' ? M.notReceiver : M.notSender, lang);
    const lines = await linesOf(tx, id);
    if (event === 'SEND' && !lines.length) throw badRequest(M.noLines[lang]);
    const common = { ahAccessoryStockTransferFormId: id, orderNo: String(form.formNo), operatorName };
    // parts in code order: two forms moving the same parts lock them in the same order
    for (const line of lines) {
      const q = Number(line.quantity);
      if (event === 'SEND') await moveStock(tx, auth, { ...common, accessoryId: String(line.ahAccessoryId), storeId: String(form.fromStoreId), delta: -q, movementType: MOVEMENT_TYPE.transferOut }, now, lang);
      if (event === 'RECEIVE') {
        const partId = await receivingPart(tx, auth, String(form.toStoreId), line, now);
        await moveStock(tx, auth, { ...common, accessoryId: partId, storeId: String(form.toStoreId), delta: q, movementType: MOVEMENT_TYPE.transferIn }, now, lang);
      }
      if (event === 'CANCEL' && Number(form.state) === STOCK_TRANSFER_STATE.sent) {
        await moveStock(tx, auth, { ...common, accessoryId: String(line.ahAccessoryId), storeId: String(form.fromStoreId), delta: q, movementType: MOVEMENT_TYPE.transferIn, remark: lang === 'en' ? 'Transfer cancelled' : '调拨作废退回' }, now, lang);
      }
    }
    const stamps = event === 'SEND' ? { sendTime: now } : event === 'RECEIVE' ? { receiveTime: now } : {};
    await tx.update(ahAccessoryStockTransferForm).set({ state: next, ...stamps, updateUser: auth.userId, updateTime: now }).where(eq(ahAccessoryStockTransferForm.id, id));
    await tx.update(ahAccessoryStockTransferFormItem).set({ state: next, updateTime: now }).where(eq(ahAccessoryStockTransferFormItem.ahAccessoryStockTransferFormId, id));
    await writeStateLog(tx, auth, [{ resource: stockTransferFormResource.key, recordId: id, action: event, field: 'state', from: form.state, to: next, reason: '' }], now);
  });
}

const transferRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: `${formBase}/saveOrUpdate`,
    permission: ['accessory_stock_transfer_add', 'accessory_stock_transfer_edit'],
    input: formInput,
    handler: async ({ auth, services, input, lang }) => {
      const storeId = requireStore(auth, lang);
      const id = input.id || null;
      const checked = validateRecord(stockTransferFormResource, input, { lang, partial: !!id });
      if (!checked.ok) throw new ApiError(Codes.BAD_REQUEST, checked.message, { field: checked.field });
      const toStoreId = checked.value.toStoreId as string | undefined;
      if (toStoreId !== undefined && toStoreId === storeId) throw new ApiError(Codes.BAD_REQUEST, M.sameStore[lang], { field: 'toStoreId' });
      if (!id && !input.items?.length) throw new ApiError(Codes.BAD_REQUEST, M.noLines[lang], { field: 'items' });
      if (toStoreId !== undefined) {
        const [to] = await services.db.select({ id: store.id }).from(store).where(and(eq(store.id, toStoreId), eq(store.isDeleted, 0)));
        if (!to) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'No such receiving store' : '调入门店不存在', { field: 'toStoreId' });
      }
      const now = services.now();
      return services.db.transaction(async (tx) => {
        let form: Row;
        if (id) {
          form = await lockForm(tx, auth, id, lang);
          if (form.fromStoreId !== storeId) throw business(M.notSender, lang);
          if (!stockTransferEditable(form.state)) throw business(stockTransferRefusal(form, 'SEND'), lang);
          await tx.update(ahAccessoryStockTransferForm).set({ ...checked.value, updateUser: auth.userId, updateTime: now }).where(eq(ahAccessoryStockTransferForm.id, id));
          form = { ...form, ...checked.value };
        } else {
          const created = {
            ...checked.value, id: newId(), tenantId: auth.tenantId, formNo: await nextFormNo(tx, auth.tenantId, storeId, now), state: STOCK_TRANSFER_STATE.draft,
            fromStoreId: storeId, createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now,
          };
          await tx.insert(ahAccessoryStockTransferForm).values(created);
          form = created;
        }
        if (input.items) {
          // the lines are replaced as a whole; a part twice is one line of the sum
          const sums = new Map<string, number>();
          for (const l of input.items) sums.set(l.ahAccessoryId, (sums.get(l.ahAccessoryId) ?? 0) + l.quantity);
          await tx.delete(ahAccessoryStockTransferFormItem).where(eq(ahAccessoryStockTransferFormItem.ahAccessoryStockTransferFormId, String(form.id)));
          for (const [partId, quantity] of sums) {
            const part = await findAccessory(tx, auth, storeId, partId, lang);
            if (quantity > Number(part.stock ?? 0)) throw business({ zh: `配件【${String(part.accessoryName)}】库存不足，当前库存${Number(part.stock ?? 0)}，需要${quantity}`, en: `Not enough stock of ${String(part.accessoryName)}` }, lang);
            // the form and the part are untyped rows here (lockForm, findAccessory answer Row): their fields are unknown
            await tx.insert(ahAccessoryStockTransferFormItem).values({
              id: newId(), ahAccessoryStockTransferFormId: String(form.id), formNo: form.formNo, state: form.state,
              fromStoreId: storeId, toStoreId: form.toStoreId, ahAccessoryId: partId, accessoryCode: part.accessoryCode, accessoryName: part.accessoryName, quantity,
              createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now,
            } as never);
          }
        } else if (id && toStoreId !== undefined) {
          await tx.update(ahAccessoryStockTransferFormItem).set({ toStoreId }).where(eq(ahAccessoryStockTransferFormItem.ahAccessoryStockTransferFormId, id));
        }
        return { id: String(form.id), formNo: form.formNo };
      });
    },
  }),
  route({
    method: 'GET',
    url: `${formBase}/detail`,
    // the spec names the form's id ahWorkOrderInfoId (spec 3 section 3); id is read too
    input: v.pipe(
      v.looseObject({ ahWorkOrderInfoId: v.optional(v.unknown()), id: v.optional(v.unknown()) }),
      v.transform((x) => ({ id: x.ahWorkOrderInfoId ?? x.id })),
      v.object({ id: vId() }),
    ),
    handler: async ({ auth, services, input, lang }) => {
      const [form] = (await services.db
        .select()
        .from(ahAccessoryStockTransferForm)
        .where(and(eq(ahAccessoryStockTransferForm.id, input.id), eq(ahAccessoryStockTransferForm.isDeleted, 0), bothStores(auth, ahAccessoryStockTransferForm.fromStoreId, ahAccessoryStockTransferForm.toStoreId)))) as Row[];
      if (!form) throw notFound(lang === 'en' ? 'No such transfer form' : '调拨单不存在');
      const { tenantId: _t, isDeleted: _d, ...rest } = form;
      return { ...rest, items: (await linesOf(services.db, input.id)).map(({ tenantId: _a, isDeleted: _b, ...l }) => l) };
    },
  }),
  ...(stockTransferFormResource.actions ?? []).map((action) =>
    declaredActionRoute(stockTransferFormResource, action.name, async ({ auth, services, lang, call }) => {
      for (const formId of [...new Set(call.ids)].sort()) await applyTransferEvent(services, auth, formId, action.name as StockTransferEventType, lang);
      return true;
    }),
  ),
];

export const accessoryRoutes: Registrable[] = [...partRoutes, ...inventoryRoutes, ...transferRoutes];
