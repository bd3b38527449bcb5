/** Mall-order test helpers: orders placed and paid as the mini-program would (the module's own functions, through the owner's handle), and the calls. */
import { and, eq } from 'drizzle-orm';
import { call, type TestServer } from './harness';
import { DEMO_TENANT } from '../../server/db/seed';
import { ahGoods } from '../../server/db/resource-tables/mall';
import { ahOrder } from '../../server/db/resource-tables/mall-orders';
import { createMallOrder, payMallOrder } from '../../server/modules/crm-mall/order';

export interface OrderRow {
  id: string;
  orderNo: string;
  consumeCode: string;
  orderStatus: number;
  quantity: number;
  payAmount: number;
  consumedNum: number;
  refundedNum: number;
  remainingNum: number;
  refundedAmount: number;
  storeId: string;
  codeExpireTime: string | null;
}

/** places (and by default pays) an order of `quantity` uses of the store's first listed goods */
export async function placeOrder(s: TestServer, storeId: string, opts: { quantity?: number; paid?: boolean; price?: number; couponAmount?: number } = {}): Promise<OrderRow> {
  const db = s.database.ownerDb;
  const [g] = await db.select().from(ahGoods).where(and(eq(ahGoods.tenantId, DEMO_TENANT), eq(ahGoods.storeId, storeId), eq(ahGoods.isUp, 1))).limit(1);
  const now = s.services.now();
  const order = await db.transaction((tx) =>
    createMallOrder(tx, {
      tenantId: DEMO_TENANT,
      storeId,
      member: { id: null, name: '测试会员', phone: '13912345678' },
      goods: { id: String(g.id), name: String(g.goodsName), price: opts.price ?? Number(g.price) },
      quantity: opts.quantity ?? 3,
      couponAmount: opts.couponAmount ?? 0,
      now,
    }),
  );
  if (opts.paid !== false) await db.transaction((tx) => payMallOrder(tx, DEMO_TENANT, order.id, now));
  return orderRow(s, order.id);
}

export async function orderRow(s: TestServer, id: string): Promise<OrderRow> {
  const [r] = await s.database.ownerDb.select().from(ahOrder).where(eq(ahOrder.id, id));
  return { ...(r as unknown as OrderRow), codeExpireTime: r.codeExpireTime ? (r.codeExpireTime as Date).toISOString() : null };
}

export const consume = (s: TestServer, token: string, consumeCode: unknown, consumeNum: unknown) =>
  call<{ remainingNum: number; orderStatus: number }>(s.app, 'POST', '/crm-mall/ahOrder/doConsume', { token, body: { consumeCode, consumeNum } });

export const applyRefund = (s: TestServer, token: string, id: string, refundNum: unknown, refundReason = '不想要了') =>
  call<{ id: string; refundAmount: number }>(s.app, 'POST', '/crm-mall/ahOrder/applyRefund', { token, body: { id, refundNum, refundReason } });

export const passRefund = (s: TestServer, token: string, id: string) => call<{ refundAmount: number }>(s.app, 'POST', '/crm-mall/ahOrderRefund/pass', { token, body: { id } });
export const rejectRefund = (s: TestServer, token: string, id: string, reason: string) => call(s.app, 'POST', '/crm-mall/ahOrderRefund/reject', { token, body: { id, reason } });
export const closeOrderCall = (s: TestServer, token: string, id: string) => call(s.app, 'POST', '/crm-mall/ahOrder/close', { token, body: { id } });
