/**
 * crm-pay beyond the generated calls (ahPayTradeOrder transactionRecordPage, detail, settlementPage;
 * ahPayInvoice page, detail, save, export): settle (a store's day reconciled: the provider's trades
 * against the orders paid and refunded that day, every difference named) and the invoice's issue.
 * Decisions in docs/payments.md.
 */
import { and, eq, gte, lt } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { declaredActionRoute, ResourceRuntime, type ResourceHookMap } from '../../http/resource-router';
import { ApiError, businessError, notFound } from '../../http/envelope';
import { vOptId } from '../../http/input';
import { requireStore } from '../../http/store-scope';
import { writeStateLog } from '../../http/state-log';
import type { Db, Tx } from '../../db';
import { newId } from '../../db/ids';
import { Codes } from '../../../src/domain/codes';
import { ahOrder, ahOrderRefund, ahPayInvoice, ahPaySettlement, ahPayTradeOrder } from '../../db/resource-tables/mall-orders';
import { INVOICE_STATUS, invoiceResource, RECONCILE, settlementResource, TRADE_TYPE } from '../../../src/domain/resources/mall/payment';
import { REFUND_STATUS } from '../../../src/domain/resources/mall/mall-order';
import { MALL_ORDER_STATUS } from '../../../src/machines/mall-order.machine';

/** a store's business day runs in China time (UTC+8), whatever the server's zone */
export const dayRange = (day: string): [Date, Date] => {
  const start = new Date(`${day}T00:00:00+08:00`);
  return [start, new Date(start.getTime() + 86_400_000)];
};
export const chinaDay = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

const yuan = (c: number) => (c / 100).toFixed(2);

/** Settles one store's day: sums the provider's trades, compares them with the orders one by one, and keeps the row (one per store and day). */
export async function settleDay(db: Db | Tx, tenantId: string, storeId: string, day: string, now: Date): Promise<Record<string, unknown>> {
  const [from, to] = dayRange(day);
  const trades = await db
    .select()
    .from(ahPayTradeOrder)
    .where(and(eq(ahPayTradeOrder.storeId, storeId), gte(ahPayTradeOrder.tradeTime, from), lt(ahPayTradeOrder.tradeTime, to), eq(ahPayTradeOrder.isDeleted, 0)));
  const orders = await db
    .select({ orderNo: ahOrder.orderNo, payAmount: ahOrder.payAmount, orderStatus: ahOrder.orderStatus })
    .from(ahOrder)
    .where(and(eq(ahOrder.storeId, storeId), gte(ahOrder.payTime, from), lt(ahOrder.payTime, to), eq(ahOrder.isDeleted, 0)));
  const refunds = await db
    .select({ refundNo: ahOrderRefund.refundNo, refundAmount: ahOrderRefund.refundAmount })
    .from(ahOrderRefund)
    .where(and(eq(ahOrderRefund.storeId, storeId), eq(ahOrderRefund.refundStatus, REFUND_STATUS.refunded), gte(ahOrderRefund.approveTime, from), lt(ahOrderRefund.approveTime, to), eq(ahOrderRefund.isDeleted, 0)));

  const pays = trades.filter((t) => Number(t.tradeType) === TRADE_TYPE.pay);
  const backs = trades.filter((t) => Number(t.tradeType) === TRADE_TYPE.refund);
  const sum = (xs: Array<{ amount?: unknown }>) => xs.reduce((a, t) => a + Number(t.amount ?? 0), 0);
  const tradeAmount = sum(pays);
  const refundAmount = sum(backs);
  const feeAmount = trades.reduce((a, t) => a + Number(t.fee ?? 0), 0);
  const orderPaid = orders.filter((o) => Number(o.orderStatus) !== MALL_ORDER_STATUS.unpaid).reduce((a, o) => a + Number(o.payAmount ?? 0), 0);
  const orderRefunded = refunds.reduce((a, r) => a + Number(r.refundAmount ?? 0), 0);
  const orderNetAmount = orderPaid - orderRefunded;
  const diffAmount = tradeAmount - refundAmount - orderNetAmount;

  // one by one: a trade without its order, an order without its trade, amounts that differ
  const notes: string[] = [];
  const orderByNo = new Map(orders.map((o) => [String(o.orderNo), Number(o.payAmount)]));
  const payByNo = new Map(pays.map((t) => [String(t.outTradeNo), Number(t.amount)]));
  for (const t of pays) {
    const want = orderByNo.get(String(t.outTradeNo));
    if (want === undefined) notes.push(`流水${t.tradeNo}无对应订单`);
    else if (want !== Number(t.amount)) notes.push(`订单${t.outTradeNo}实付${yuan(want)}，流水${yuan(Number(t.amount))}`);
  }
  for (const [no] of orderByNo) if (!payByNo.has(no)) notes.push(`订单${no}无支付流水`);
  const refundByNo = new Map(refunds.map((r) => [String(r.refundNo), Number(r.refundAmount)]));
  const backByNo = new Map(backs.map((t) => [String(t.outTradeNo), Number(t.amount)]));
  for (const t of backs) {
    const want = refundByNo.get(String(t.outTradeNo));
    if (want === undefined) notes.push(`退款流水${t.tradeNo}无对应退款单`);
    else if (want !== Number(t.amount)) notes.push(`退款单${t.outTradeNo}金额${yuan(want)}，流水${yuan(Number(t.amount))}`);
  }
  for (const [no] of refundByNo) if (!backByNo.has(no)) notes.push(`退款单${no}无退款流水`);

  const values = {
    tradeCount: trades.length,
    tradeAmount,
    refundAmount,
    feeAmount,
    netAmount: tradeAmount - refundAmount - feeAmount,
    orderNetAmount,
    diffAmount,
    reconcileStatus: notes.length || diffAmount !== 0 ? RECONCILE.mismatch : RECONCILE.matched,
    reconcileNote: (notes.length ? notes.join('；') : '流水与订单一致').slice(0, 500),
    settleTime: now,
    updateTime: now,
  };
  const [have] = await db
    .select({ id: ahPaySettlement.id })
    .from(ahPaySettlement)
    .where(and(eq(ahPaySettlement.storeId, storeId), eq(ahPaySettlement.settleDate, day)))
    .limit(1);
  if (have) {
    await db.update(ahPaySettlement).set(values).where(eq(ahPaySettlement.id, have.id));
    return { id: have.id, settleDate: day, ...values };
  }
  const id = newId();
  await db.insert(ahPaySettlement).values({ id, tenantId, storeId, settleDate: day, ...values, createTime: now });
  return { id, settleDate: day, ...values };
}

const settlements = new ResourceRuntime(settlementResource, ahPaySettlement);
const vDay = v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}$/, '结算日期格式错误'), v.check((s) => !Number.isNaN(Date.parse(s)), '结算日期格式错误')));

export const PAY_HOOKS: ResourceHookMap = {
  ahPayInvoice: {
    // an invoice is asked on a paid order of the store, for what was paid and not refunded
    beforeWrite: async ({ tx, auth, value, id }) => {
      if (id) return;
      const [order] = await tx
        .select()
        .from(ahOrder)
        .where(and(eq(ahOrder.storeId, auth.storeId ?? '0'), eq(ahOrder.orderNo, String(value.orderNo ?? '')), eq(ahOrder.isDeleted, 0)))
        .limit(1);
      if (!order) throw ApiError.of(Codes.BAD_REQUEST, { zh: '订单不存在', en: 'No such order' }, { field: 'orderNo' });
      const amount = Number(order.payAmount ?? 0) - Number(order.refundedAmount ?? 0);
      const s = Number(order.orderStatus);
      if (s === MALL_ORDER_STATUS.unpaid || s === MALL_ORDER_STATUS.closed || s === MALL_ORDER_STATUS.expired || amount <= 0) {
        throw ApiError.of(Codes.BAD_REQUEST, { zh: '订单未支付或已全额退款，不能开票', en: 'The order is not paid or fully refunded' }, { field: 'orderNo' });
      }
      const [dup] = await tx.select({ id: ahPayInvoice.id }).from(ahPayInvoice).where(and(eq(ahPayInvoice.orderId, order.id), eq(ahPayInvoice.isDeleted, 0))).limit(1);
      if (dup) throw ApiError.of(Codes.BAD_REQUEST, { zh: '该订单已申请开票', en: 'An invoice was already asked for this order' }, { field: 'orderNo' });
      value.orderId = order.id;
      value.invoiceAmount = amount;
      value.invoiceStatus = INVOICE_STATUS.requested;
    },
  },
};

export const crmPayRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/crm-pay/ahPayTradeOrder/settle',
    permission: 'payment_settlement_reconcile',
    input: v.object({ id: vOptId(), settleDate: vDay }),
    handler: async ({ auth, services, input, lang }) => {
      const now = services.now();
      if (input.id) {
        const row = await settlements.findOne(services.db, await settlements.scope(services, auth), input.id);
        if (!row) throw notFound();
        return services.db.transaction((tx) => settleDay(tx, auth.tenantId, String(row.storeId), String(row.settleDate), now));
      }
      const storeId = requireStore(auth, lang);
      const day = input.settleDate ?? chinaDay(new Date(now.getTime() - 86_400_000));
      if (day > chinaDay(now)) throw ApiError.of(Codes.BAD_REQUEST, { zh: '不能结算未来的日期', en: 'A future day cannot be settled' }, { field: 'settleDate' });
      return services.db.transaction((tx) => settleDay(tx, auth.tenantId, storeId, day, now));
    },
  }),
  declaredActionRoute(invoiceResource, 'ISSUE', async ({ auth, services, call, lang }) => {
    const now = services.now();
    return services.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(ahPayInvoice)
        .where(and(eq(ahPayInvoice.id, call.ids[0]), eq(ahPayInvoice.storeId, auth.storeId ?? '0'), eq(ahPayInvoice.isDeleted, 0)))
        .limit(1)
        .for('update');
      if (!row) throw notFound();
      if (Number(row.invoiceStatus) !== INVOICE_STATUS.requested) throw businessError(lang === 'en' ? 'The invoice was already issued' : '该发票已开具');
      const invoiceNo = String(call.values.invoiceNo);
      await tx.update(ahPayInvoice).set({ invoiceStatus: INVOICE_STATUS.issued, invoiceNo, issueTime: now, updateUser: auth.userId, updateTime: now }).where(eq(ahPayInvoice.id, String(row.id)));
      await writeStateLog(tx, auth, [{ resource: invoiceResource.key, recordId: String(row.id), action: 'ISSUE', field: 'invoiceStatus', from: row.invoiceStatus, to: INVOICE_STATUS.issued }], now);
      return true;
    });
  }),
];
