/**
 * Invoices of order cars: the order's invoice page (getOrderInvoiceInfo, saveOrUpdateOrderInvoice),
 * deleting an invoice (delInvoiceInfo by invoice ids, delInvoiceCar by order car), the lookup by VIN
 * (ahCarOrderInvoiceInfo/getDetailByVin), and writeAnalysedInvoice: one analysed row of the invoice
 * import, written in the import's transaction. An invoice needs the order car to hold a stock car;
 * the order becomes invoiced when every car has one (car-lock and car-order machines).
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ApiError, notFound } from '../../http/envelope';
import { vIds } from '../../http/input';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { Codes, type Lang } from '../../../src/domain/codes';
import { newId } from '../../db/ids';
import * as t from '../../db/resource-tables/car-orders';
import { validateRecord } from '../../../src/domain/resources/validate';
import { checkVin, validationMessage } from '../../../src/domain/validators';
import { carOrderInvoiceResource } from '../../../src/domain/resources/operations/car-order-invoice';
import { CAR_LOCK_STATES } from '../../../src/machines/car-lock.machine';
import {
  lockOrder,
  lockOrderCars,
  lockStep,
  needStore,
  orderCarIdInput,
  orderIdInput,
  orderIdOfCar,
  orderNotFound,
  ort,
  presentCar,
  requireOrderEvent,
  settleOrder,
  type InvoiceRow,
  type OrderCarRow,
  type OrderRow,
} from './car-order-core';

/** the invoice fields a page or an import row carries */
export interface InvoiceInput {
  invoiceCode?: unknown;
  invoiceNo?: unknown;
  invoiceDate?: unknown;
  invoiceAmount?: unknown;
  taxAmount?: unknown;
  buyerName?: unknown;
  buyerIdNo?: unknown;
}

function checkInvoice(car: OrderCarRow, raw: InvoiceInput, lang: Lang, prefix = '') {
  const r = validateRecord(carOrderInvoiceResource, { ...raw, vin: car.vin ?? '' }, { lang });
  if (!r.ok) throw new ApiError(Codes.BAD_REQUEST, prefix + r.message, { field: r.field });
  if (Number(r.value.taxAmount ?? 0) > Number(r.value.invoiceAmount ?? 0)) throw new ApiError(Codes.BAD_REQUEST, prefix + (lang === 'en' ? 'The tax cannot exceed the amount' : '税额不能大于价税合计'), { field: 'taxAmount' });
  return r.value;
}

/** one invoice per order car: writes or replaces it; the caller holds the order and its cars locked */
async function writeInvoice(tx: Tx, services: Services, auth: AuthContext, order: OrderRow, car: OrderCarRow, value: Record<string, unknown>, source: 1 | 2, lang: Lang) {
  const step = lockStep(car, 'INVOICE', lang);
  // the same invoice number and code cannot serve two cars of the tenant
  const [dup] = await tx
    .select({ id: t.ahCarOrderInvoiceInfo.id, vin: t.ahCarOrderInvoiceInfo.vin })
    .from(t.ahCarOrderInvoiceInfo)
    .where(
      and(
        eq(t.ahCarOrderInvoiceInfo.invoiceNo, String(value.invoiceNo)),
        value.invoiceCode ? eq(t.ahCarOrderInvoiceInfo.invoiceCode, String(value.invoiceCode)) : sql`${t.ahCarOrderInvoiceInfo.invoiceCode} is null`,
        eq(t.ahCarOrderInvoiceInfo.isDeleted, 0),
        ne(t.ahCarOrderInvoiceInfo.ahCarOrderCarId, car.id),
      ),
    )
    .limit(1);
  if (dup) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? `Invoice ${value.invoiceNo} is already used for ${dup.vin}` : `发票号码${value.invoiceNo}已用于车辆${dup.vin}`, { field: 'invoiceNo' });
  const now = services.now();
  await tx
    .update(t.ahCarOrderInvoiceInfo)
    .set({ isDeleted: 1, updateUser: auth.userId, updateTime: now })
    .where(and(eq(t.ahCarOrderInvoiceInfo.ahCarOrderCarId, car.id), eq(t.ahCarOrderInvoiceInfo.isDeleted, 0)));
  const id = newId();
  await tx.insert(t.ahCarOrderInvoiceInfo).values({
    ...value,
    id,
    storeId: car.storeId,
    ahCarOrderId: order.id,
    ahCarOrderCarId: car.id,
    orderNo: order.orderNo,
    vin: car.vin,
    source,
    createUser: auth.userId,
    updateUser: auth.userId,
    createTime: now,
    updateTime: now,
  });
  await tx.update(t.ahCarOrderCar).set({ invoiceState: step.invoiced ? 1 : 0, updateUser: auth.userId, updateTime: now }).where(eq(t.ahCarOrderCar.id, car.id));
  (car as { invoiceState: number | null }).invoiceState = 1;
  return id;
}

/**
 * One analysed row of the invoice import (excelType 1): finds the order car of the caller's store
 * that holds the VIN, checks the row like the invoice page does and writes the invoice, all in the
 * import's transaction. Throws ApiError with the row's reason (the import log keeps it).
 */
export async function writeAnalysedInvoice(tx: Tx, services: Services, auth: AuthContext, row: InvoiceInput & { vin?: unknown }, lang: Lang = 'zh'): Promise<{ id: string; ahCarOrderId: string; orderState: number }> {
  const storeId = needStore(auth, lang);
  const vin = typeof row.vin === 'string' ? row.vin.trim().toUpperCase() : '';
  if (checkVin(vin)) throw new ApiError(Codes.BAD_REQUEST, validationMessage('vin', lang), { field: 'vin' });
  const [hit] = await tx
    .select({ id: t.ahCarOrderCar.id, orderId: t.ahCarOrderCar.ahCarOrderId })
    .from(t.ahCarOrderCar)
    .where(
      and(
        eq(t.ahCarOrderCar.storeId, storeId),
        eq(t.ahCarOrderCar.vin, vin),
        eq(t.ahCarOrderCar.isDeleted, 0),
        inArray(t.ahCarOrderCar.lockState, [CAR_LOCK_STATES.locked, CAR_LOCK_STATES.changed]),
      ),
    )
    .limit(1);
  if (!hit) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? `${vin}: no order of this store holds the car` : `${vin}：未找到锁定该车辆的订单`, { field: 'vin' });
  const order = await lockOrder(tx, auth, String(hit.orderId), lang);
  const cars = await lockOrderCars(tx, order.id);
  const car = cars.find((c) => c.id === hit.id)!;
  requireOrderEvent(order, { type: 'INVOICE', allInvoiced: false }, lang);
  const value = checkInvoice(car, row, lang, `${vin}：`);
  const id = await writeInvoice(tx, services, auth, order, car, value, 2, lang);
  const orderState = await settleOrder(tx, services, auth, order, { type: 'INVOICE', allInvoiced: false }, lang);
  return { id, ahCarOrderId: order.id, orderState };
}

/** deletes the live invoices of the given order cars of one order (locked by the caller) */
async function deleteInvoices(tx: Tx, services: Services, auth: AuthContext, order: OrderRow, cars: OrderCarRow[], lang: Lang) {
  requireOrderEvent(order, { type: 'DELETE_INVOICE' }, lang);
  const now = services.now();
  for (const car of cars) {
    const step = lockStep(car, 'DELETE_INVOICE', lang);
    await tx
      .update(t.ahCarOrderInvoiceInfo)
      .set({ isDeleted: 1, updateUser: auth.userId, updateTime: now })
      .where(and(eq(t.ahCarOrderInvoiceInfo.ahCarOrderCarId, car.id), eq(t.ahCarOrderInvoiceInfo.isDeleted, 0)));
    await tx.update(t.ahCarOrderCar).set({ invoiceState: step.invoiced ? 1 : 0, updateUser: auth.userId, updateTime: now }).where(eq(t.ahCarOrderCar.id, car.id));
  }
  return settleOrder(tx, services, auth, order, { type: 'DELETE_INVOICE' }, lang);
}

const invoiceListInput = v.pipe(
  orderIdInput,
  v.transform((x) => ({ id: x.id, list: Array.isArray(x.invoiceList) ? x.invoiceList : x.ahCarOrderCarId ? [x] : [] })),
  v.object({ id: v.string(), list: v.pipe(v.array(v.looseObject({}), '请填写发票信息'), v.minLength(1, '请填写发票信息'), v.maxLength(50, '一次最多50张发票')) }),
);

export const carOrderInvoiceRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-warehouse/carOrder/getOrderInvoiceInfo',
    input: orderIdInput,
    handler: async ({ auth, services, input, lang }) => {
      const order = await ort.order.findOne(services.db, await ort.order.scope(services, auth), input.id);
      if (!order) throw orderNotFound(lang);
      const cars = (await services.db
        .select()
        .from(t.ahCarOrderCar)
        .where(and(eq(t.ahCarOrderCar.ahCarOrderId, input.id), eq(t.ahCarOrderCar.isDeleted, 0)))
        .orderBy(asc(t.ahCarOrderCar.sort), asc(t.ahCarOrderCar.id))) as OrderCarRow[];
      const invoices = (await services.db
        .select()
        .from(t.ahCarOrderInvoiceInfo)
        .where(and(eq(t.ahCarOrderInvoiceInfo.ahCarOrderId, input.id), eq(t.ahCarOrderInvoiceInfo.isDeleted, 0)))) as Record<string, unknown>[];
      return {
        ahCarOrderId: order.id,
        orderNo: order.orderNo,
        orderState: order.orderState,
        customerName: order.customerName,
        idCardNo: order.idCardNo,
        totalAmount: order.totalAmount,
        carList: cars.map((c) => {
          const inv = invoices.find((x) => x.ahCarOrderCarId === c.id);
          return { ...presentCar(c as unknown as Record<string, unknown>, services), ahCarOrderCarId: c.id, invoice: inv ? ort.invoice.present(inv, services) : null };
        }),
      };
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/carOrder/saveOrUpdateOrderInvoice',
    permission: 'car_order_invoice',
    input: invoiceListInput,
    handler: async ({ auth, services, input, lang }) => {
      needStore(auth, lang);
      return services.db.transaction(async (tx) => {
        const order = await lockOrder(tx, auth, input.id, lang);
        const cars = await lockOrderCars(tx, order.id);
        requireOrderEvent(order, { type: 'INVOICE', allInvoiced: false }, lang);
        const ids: string[] = [];
        const seen = new Set<string>();
        for (const [i, raw] of input.list.entries()) {
          const prefix = input.list.length > 1 ? (lang === 'en' ? `Invoice ${i + 1}: ` : `第${i + 1}张发票：`) : '';
          const carId = String(raw.ahCarOrderCarId ?? '');
          const car = cars.find((c) => c.id === carId);
          if (!car) throw new ApiError(Codes.BAD_REQUEST, prefix + (lang === 'en' ? 'Please choose a car of this order' : '请选择订单车辆'), { field: 'ahCarOrderCarId' });
          if (seen.has(car.id)) throw new ApiError(Codes.BAD_REQUEST, prefix + (lang === 'en' ? 'One invoice per car' : '同一车辆只能有一张发票'), { field: 'ahCarOrderCarId' });
          seen.add(car.id);
          const value = checkInvoice(car, raw as InvoiceInput, lang, prefix);
          ids.push(await writeInvoice(tx, services, auth, order, car, value, 1, lang));
        }
        const orderState = await settleOrder(tx, services, auth, order, { type: 'INVOICE', allInvoiced: false }, lang);
        return { ids, ahCarOrderId: order.id, orderState };
      });
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/carOrder/delInvoiceInfo',
    permission: 'car_order_invoice_delete',
    input: v.pipe(v.looseObject({ ids: v.optional(v.unknown()), id: v.optional(v.unknown()) }), v.transform((x) => ({ ids: x.ids ?? x.id })), v.object({ ids: vIds() })),
    handler: async ({ auth, services, input, lang }) => {
      needStore(auth, lang);
      const scope = await ort.invoice.scope(services, auth);
      return services.db.transaction(async (tx) => {
        const rows = (await tx
          .select()
          .from(t.ahCarOrderInvoiceInfo)
          .where(and(inArray(t.ahCarOrderInvoiceInfo.id, [...new Set(input.ids)]), scope))) as InvoiceRow[];
        if (rows.length !== new Set(input.ids).size) throw notFound(lang === 'en' ? 'No such invoice' : '发票不存在');
        // one order at a time, in id order, so two deletions cannot deadlock
        const byOrder = new Map<string, string[]>();
        for (const r of rows) byOrder.set(String(r.ahCarOrderId), [...(byOrder.get(String(r.ahCarOrderId)) ?? []), String(r.ahCarOrderCarId)]);
        for (const orderId of [...byOrder.keys()].sort()) {
          const order = await lockOrder(tx, auth, orderId, lang);
          const cars = await lockOrderCars(tx, orderId);
          await deleteInvoices(tx, services, auth, order, cars.filter((c) => byOrder.get(orderId)!.includes(c.id)), lang);
        }
        return true;
      });
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/carOrder/delInvoiceCar',
    permission: 'car_order_invoice',
    input: orderCarIdInput,
    handler: async ({ auth, services, input, lang }) => {
      needStore(auth, lang);
      return services.db.transaction(async (tx) => {
        const orderId = await orderIdOfCar(tx, auth, input.id, lang);
        const order = await lockOrder(tx, auth, orderId, lang);
        const cars = await lockOrderCars(tx, orderId);
        const orderState = await deleteInvoices(tx, services, auth, order, cars.filter((c) => c.id === input.id), lang);
        return { ahCarOrderId: orderId, orderState };
      });
    },
  }),
  // the invoice registered for a VIN (by the invoice page or the import); importInvoiceInfo is the
  // order page's "fill from the imported invoice" (spec: GET carOrder/importInvoiceInfo by vin)
  ...['/crm-warehouse/ahCarOrderInvoiceInfo/getDetailByVin', '/crm-warehouse/carOrder/importInvoiceInfo'].map((url) =>
    route({
      method: 'GET',
      url,
      input: v.looseObject({ vin: v.optional(v.unknown()) }),
      handler: async ({ auth, services, input, lang }) => {
        const vin = typeof input.vin === 'string' ? input.vin.trim().toUpperCase() : '';
        if (!vin) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'Please enter the VIN' : '请输入车架号', { field: 'vin' });
        if (checkVin(vin)) throw new ApiError(Codes.BAD_REQUEST, validationMessage('vin', lang), { field: 'vin' });
        const [row] = await services.db
          .select()
          .from(t.ahCarOrderInvoiceInfo)
          .where(and(eq(t.ahCarOrderInvoiceInfo.vin, vin), await ort.invoice.scope(services, auth)))
          .orderBy(desc(t.ahCarOrderInvoiceInfo.createTime))
          .limit(1);
        return row ? ort.invoice.present(row as Record<string, unknown>, services) : null;
      },
    }),
  ),
];

