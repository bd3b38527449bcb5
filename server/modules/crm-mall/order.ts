/**
 * crm-mall ahOrder beyond the generated calls (getOrderList, detail, export; ahOrderOpt list;
 * ahOrderRefund list, detail, export; ahMallSetting detail, saveOrUpdate): the counter's doConsume
 * (and consumeInfo, the look-up before it), applyRefund and close on an order, pass and reject on a
 * refund request. Every change asks the mall-order machine first, moves the counts with a guarded
 * UPDATE on the locked order row, and writes its operation log and state history in the same
 * transaction (docs/mall.md "Mall orders"). The member's side (placing and paying an order) is
 * createMallOrder and payMallOrder, which the mini-program's calls and the demo seed use.
 */
import { randomInt } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Registrable } from '../../http/route';
import { declaredActionRoute, lookupRoutes } from '../../http/resource-router';
import { ApiError, businessError, notFound } from '../../http/envelope';
import { requireStore } from '../../http/store-scope';
import { writeStateLog } from '../../http/state-log';
import type { AuthContext } from '../../http/auth';
import type { Db, Tx } from '../../db';
import { newId } from '../../db/ids';
import { store } from '../../db/schema';
import { Codes, type Lang } from '../../../src/domain/codes';
import { ahMallSetting, ahOrder, ahOrderOpt, ahOrderRefund } from '../../db/resource-tables/mall-orders';
import { mallOrderResource, mallSettingResource, ORDER_OPT_TYPE, REFUND_STATUS, refundResource } from '../../../src/domain/resources/mall/mall-order';
import { consumeTooMany, MALL_ORDER_MESSAGES as M, MALL_ORDER_STATUS, mallOrderStateOf, nextMallOrderStatus, type MallOrderEvent } from '../../../src/machines/mall-order.machine';
import { payProvider } from '../../services/pay';
import { cashTender, giveBackTenders, takeTenders, type GivenBack, type TenderChoice } from './tender';
import { userName } from '../crm-warehouse/car-order-core';

type Row = Record<string, unknown>;
type OrderRow = typeof ahOrder.$inferSelect & { storeId: string; orderNo: string };

export interface MallSetting {
  crossStoreConsume: number;
  payExpireMinutes: number;
  codeValidDays: number;
  refundApproveRole: string;
}

const DEFAULTS: MallSetting = Object.fromEntries(Object.entries(mallSettingResource.fields).map(([k, fd]) => [k, fd.default])) as unknown as MallSetting;

/** the store's mall settings, or the declared defaults before its first save */
export async function mallSettingOf(db: Db | Tx, tenantId: string, storeId: string): Promise<MallSetting> {
  const [row] = await db
    .select()
    .from(ahMallSetting)
    .where(and(eq(ahMallSetting.storeId, storeId), eq(ahMallSetting.isDeleted, 0)))
    .limit(1);
  if (!row) return { ...DEFAULTS };
  const r = row as Row;
  return {
    crossStoreConsume: Number(r.crossStoreConsume ?? DEFAULTS.crossStoreConsume),
    payExpireMinutes: Number(r.payExpireMinutes ?? DEFAULTS.payExpireMinutes),
    codeValidDays: Number(r.codeValidDays ?? DEFAULTS.codeValidDays),
    refundApproveRole: String(r.refundApproveRole ?? DEFAULTS.refundApproveRole),
  };
}

const label = (l: { zh: string; en: string }, lang: Lang) => l[lang];
const refuse = (l: { zh: string; en: string }, lang: Lang) => businessError(label(l, lang));
const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');

/** the cash of the first k of n units of a payment: units are consumed from the front and refunded from the back */
export const cashOfUnits = (payAmount: number, total: number, k: number) => (total <= 0 ? 0 : Math.floor((payAmount * k) / total));

/** what refunding n more units gives back: never more than the cash of units neither consumed nor refunded */
export function refundAmountOf(order: Readonly<Record<string, unknown>>, n: number): number {
  const pay = Number(order.payAmount ?? 0);
  const total = Number(order.consumeTotal ?? 0);
  const top = total - Number(order.refundedNum ?? 0);
  return cashOfUnits(pay, total, top) - cashOfUnits(pay, total, top - n);
}

async function storeName(db: Db | Tx, storeId: string | null): Promise<string> {
  if (!storeId) return '';
  const [s] = await db.select({ name: store.branchName }).from(store).where(eq(store.id, storeId)).limit(1);
  return s?.name ?? '';
}

interface OptLine {
  order: OrderRow;
  optType: number;
  optNum?: number;
  optAmount?: number;
  content: string;
  auth?: AuthContext | null;
  operatorName?: string;
  storeId?: string | null;
  now: Date;
}

async function writeOpt(tx: Tx, line: OptLine): Promise<void> {
  const optStoreId = line.storeId ?? line.order.storeId;
  await tx.insert(ahOrderOpt).values({
    id: newId(),
    tenantId: line.order.tenantId,
    orderId: line.order.id,
    orderNo: line.order.orderNo,
    optType: line.optType,
    optNum: line.optNum ?? null,
    optAmount: line.optAmount ?? null,
    optStoreId,
    optStoreName: await storeName(tx, optStoreId),
    crossStore: optStoreId && optStoreId !== line.order.storeId ? 1 : 0,
    operatorName: line.operatorName ?? (line.auth ? await userName(tx, line.auth.userId) : '会员'),
    optTime: line.now,
    optContent: line.content.slice(0, 255),
    createUser: line.auth?.userId ?? null,
    updateUser: line.auth?.userId ?? null,
    createTime: line.now,
    updateTime: line.now,
  });
}

/** the order's next status for the event, or the refusal the counter reads */
function stepOf(order: OrderRow, event: MallOrderEvent, refusal: { zh: string; en: string }, lang: Lang): number {
  const next = nextMallOrderStatus(order.orderStatus, event);
  if (next === null) throw refuse(refusal, lang);
  return next;
}

async function lockOrder(tx: Tx, where: ReturnType<typeof and>): Promise<OrderRow | null> {
  const [row] = await tx.select().from(ahOrder).where(and(where, eq(ahOrder.isDeleted, 0))).limit(1).for('update');
  return (row as OrderRow) ?? null;
}

// ---------------------------------------------------------------- the member's side

/** a 12-digit code nobody in the tenant holds */
async function newConsumeCode(tx: Tx): Promise<string> {
  for (;;) {
    const code = `${randomInt(1, 10)}${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`;
    const [dup] = await tx.select({ id: ahOrder.id }).from(ahOrder).where(eq(ahOrder.consumeCode, code)).limit(1);
    if (!dup) return code;
  }
}

export interface NewMallOrder {
  tenantId: string;
  storeId: string;
  member: { id: string | null; name: string; phone: string };
  goods: { id: string; name: string; price: number };
  quantity: number;
  couponAmount?: number;
  pointsUsed?: number;
  pointsAmount?: number;
  storedValueAmount?: number;
  /** points, a stored-value card or a coupon of the member, taken now (ah_order_tender) */
  tenders?: TenderChoice;
  remark?: string;
  now: Date;
}

/** places an unpaid order (the mini-program's order call); the code is made now and redeemable once paid */
export async function createMallOrder(tx: Tx, o: NewMallOrder): Promise<OrderRow> {
  const setting = await mallSettingOf(tx, o.tenantId, o.storeId);
  const total = o.goods.price * o.quantity;
  const id = newId();
  const orderNo = `MO${ymd(o.now)}${id.slice(-8)}`;
  // the member's points, stored value and coupon are taken with the order (each with its log line)
  const taken = o.tenders ? await takeTenders(tx, { id, tenantId: o.tenantId, storeId: o.storeId, orderNo, memberId: o.member.id, memberName: o.member.name }, total, o.tenders, o.now) : null;
  const split = {
    couponAmount: (o.couponAmount ?? 0) + (taken?.couponAmount ?? 0),
    pointsUsed: (o.pointsUsed ?? 0) + (taken?.pointsUsed ?? 0),
    pointsAmount: (o.pointsAmount ?? 0) + (taken?.pointsAmount ?? 0),
    storedValueAmount: (o.storedValueAmount ?? 0) + (taken?.storedValueAmount ?? 0),
  };
  const off = split.couponAmount + split.pointsAmount + split.storedValueAmount;
  const row = {
    id,
    tenantId: o.tenantId,
    storeId: o.storeId,
    orderNo,
    consumeCode: await newConsumeCode(tx),
    memberId: o.member.id,
    memberName: o.member.name,
    memberPhone: o.member.phone,
    goodsId: o.goods.id,
    goodsName: o.goods.name,
    goodsPrice: o.goods.price,
    quantity: o.quantity,
    totalAmount: total,
    ...split,
    payAmount: Math.max(0, total - off),
    orderStatus: MALL_ORDER_STATUS.unpaid,
    consumeTotal: o.quantity,
    consumedNum: 0,
    refundedNum: 0,
    remainingNum: o.quantity,
    refundedAmount: 0,
    payExpireTime: new Date(o.now.getTime() + setting.payExpireMinutes * 60_000),
    orderTime: o.now,
    remark: o.remark ?? null,
    createTime: o.now,
    updateTime: o.now,
  };
  await tx.insert(ahOrder).values(row);
  await writeOpt(tx, { order: row as unknown as OrderRow, optType: ORDER_OPT_TYPE.create, optNum: o.quantity, optAmount: row.payAmount, content: `${o.member.name}下单 ${o.goods.name}×${o.quantity}`, operatorName: o.member.name, now: o.now });
  return row as unknown as OrderRow;
}

/** the provider's payment notification: the order is paid, its code runs for the store's codeValidDays */
export async function payMallOrder(tx: Tx, tenantId: string, orderId: string, now: Date): Promise<OrderRow> {
  const order = await lockOrder(tx, eq(ahOrder.id, orderId));
  if (!order) throw notFound();
  const next = stepOf(order, { type: 'PAY' }, { zh: '订单不是待付款状态', en: 'The order is not waiting for payment' }, 'zh');
  const setting = await mallSettingOf(tx, tenantId, String(order.storeId));
  const paid = await payProvider().pay(tx, { tenantId, storeId: String(order.storeId), orderId, orderNo: order.orderNo as string, amount: Number(order.payAmount), now });
  const set = { orderStatus: next, payTime: now, tradeNo: paid.tradeNo, payChannel: paid.channel, codeExpireTime: new Date(now.getTime() + setting.codeValidDays * 86_400_000), updateTime: now };
  await tx.update(ahOrder).set(set).where(eq(ahOrder.id, orderId));
  if (Number(order.payAmount) > 0) await cashTender(tx, tenderRef(order), Number(order.payAmount), paid.tradeNo, now);
  await writeOpt(tx, { order, optType: ORDER_OPT_TYPE.pay, optAmount: Number(order.payAmount), content: `支付 ${paid.tradeNo}`, operatorName: String(order.memberName ?? '会员'), now });
  return { ...order, ...set } as OrderRow;
}

const tenderRef = (order: OrderRow) => ({ id: order.id, tenantId: order.tenantId, storeId: String(order.storeId), orderNo: order.orderNo, memberId: (order.memberId as string | null) ?? null, memberName: String(order.memberName ?? '') });

/** an unpaid order that ends (closed, expired) gives back all it took: points, stored value, coupon */
const giveAllBack = (tx: Tx, order: OrderRow, now: Date, operator: { auth: AuthContext | null; name: string }) =>
  giveBackTenders(tx, tenderRef(order), { n: Number(order.consumeTotal), r: 0, m: Number(order.consumeTotal), whole: true }, `${order.orderNo}-C`, now, operator);

/** the words of a give-back beyond the cash, for the operation log ('' when there is none) */
export function givenBackText(b: GivenBack): string {
  const parts = [b.points ? `退回积分${b.points}` : '', b.storedValue ? `退回储值${(b.storedValue / 100).toFixed(2)}元` : '', b.couponReturned ? '优惠券已退回' : ''].filter(Boolean);
  return parts.length ? `，${parts.join('，')}` : '';
}

/** unpaid orders past their pay-by time expire (the sweeper and the list's own refresh call it) */
export async function expireMallOrders(db: Db | Tx, tenantId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(ahOrder)
      .where(and(eq(ahOrder.orderStatus, MALL_ORDER_STATUS.unpaid), lte(ahOrder.payExpireTime, now), eq(ahOrder.isDeleted, 0)))
      .for('update', { skipLocked: true });
    for (const order of due as OrderRow[]) {
      await tx.update(ahOrder).set({ orderStatus: MALL_ORDER_STATUS.expired, updateTime: now }).where(eq(ahOrder.id, order.id));
      const back = await giveAllBack(tx, order, now, { auth: null, name: '系统' });
      await writeOpt(tx, { order, optType: ORDER_OPT_TYPE.expire, content: `超时未支付，订单过期${givenBackText(back)}`, operatorName: '系统', now });
    }
    return due.length;
  });
}

// ---------------------------------------------------------------- the counter


/** the order behind a code, as the counter may see it: the caller's store, or another's when that store allows it */
async function orderByCode(db: Db | Tx, auth: AuthContext & { storeId: string }, code: string, lang: Lang, lock: boolean): Promise<{ order: OrderRow; cross: boolean }> {
  const where = and(eq(ahOrder.consumeCode, code), eq(ahOrder.isDeleted, 0));
  const q = db.select().from(ahOrder).where(where).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw ApiError.of(Codes.BAD_REQUEST, M.noCode, { field: 'consumeCode' });
  const order = row as OrderRow;
  const cross = order.storeId !== auth.storeId;
  if (cross) {
    const setting = await mallSettingOf(db, auth.tenantId, String(order.storeId));
    if (!setting.crossStoreConsume) throw ApiError.of(Codes.BUSINESS_NOTICE, M.otherStore, { field: 'consumeCode' });
  }
  void lang;
  return { order, cross };
}

/** why a code cannot be consumed now (null: it can, for n uses) */
function consumeRefusal(order: OrderRow, n: number, now: Date): { zh: string; en: string } | null {
  const state = mallOrderStateOf(order.orderStatus);
  if (state === 'unpaid' || state === 'closed') return M.notPaid;
  if (state === 'expired') return M.codeExpired;
  if (state === 'refundRequested') return M.refunding;
  const remaining = Number(order.remainingNum);
  if (remaining <= 0 || state === 'consumed' || state === 'refunded') return M.usedUp;
  const until = order.codeExpireTime as Date | null;
  if (until && until.getTime() <= now.getTime()) return M.codeExpired;
  if (n > remaining) return consumeTooMany(remaining);
  return null;
}

const counterView = (order: OrderRow, cross: boolean) => ({
  id: order.id,
  orderNo: order.orderNo,
  consumeCode: order.consumeCode,
  goodsName: order.goodsName,
  memberName: order.memberName,
  memberPhone: order.memberPhone,
  quantity: order.quantity,
  consumedNum: order.consumedNum,
  refundedNum: order.refundedNum,
  remainingNum: order.remainingNum,
  orderStatus: order.orderStatus,
  codeExpireTime: order.codeExpireTime,
  crossStore: cross ? 1 : 0,
});

/** redeems n uses of a code at the caller's store (the counter's doConsume) */
export async function consumeByCode(tx: Tx, auth: AuthContext & { storeId: string }, code: string, n: number, now: Date, lang: Lang) {
  const storeId = auth.storeId;
  const { order, cross } = await orderByCode(tx, auth, code, lang, true);
  const why = consumeRefusal(order, n, now);
  if (why) {
    const tooMany = n > Number(order.remainingNum) && Number(order.remainingNum) > 0 && why.zh === consumeTooMany(Number(order.remainingNum)).zh;
    throw ApiError.of(tooMany ? Codes.BAD_REQUEST : Codes.BUSINESS_NOTICE, why, { field: tooMany ? 'consumeNum' : 'consumeCode' });
  }
  const remaining = Number(order.remainingNum) - n;
  const next = stepOf(order, { type: 'CONSUME', remaining }, M.usedUp, lang);
  // the second wall: the count moves only while it covers the uses (row locked above)
  const [done] = await tx
    .update(ahOrder)
    .set({ consumedNum: sql`${ahOrder.consumedNum} + ${n}`, remainingNum: sql`${ahOrder.remainingNum} - ${n}`, orderStatus: next, updateUser: auth.userId, updateTime: now })
    .where(and(eq(ahOrder.id, order.id), sql`${ahOrder.remainingNum} >= ${n}`))
    .returning({ remainingNum: ahOrder.remainingNum, consumedNum: ahOrder.consumedNum });
  if (!done) throw refuse(consumeTooMany(Number(order.remainingNum)), lang);
  const here = await storeName(tx, storeId);
  await writeOpt(tx, { order, optType: ORDER_OPT_TYPE.consume, optNum: n, content: cross ? `跨店核销 ${n} 次（${here}）` : `核销 ${n} 次`, auth, storeId, now });
  if (next !== order.orderStatus) await writeStateLog(tx, auth, [{ resource: mallOrderResource.key, recordId: order.id, action: 'CONSUME', field: 'orderStatus', from: order.orderStatus, to: next }], now);
  return { ...counterView({ ...order, remainingNum: done.remainingNum, consumedNum: done.consumedNum, orderStatus: next } as OrderRow, cross), consumeNum: n };
}

/** a refund request on a paid order of the caller's store: n uses, their cash computed now */
export async function requestRefund(tx: Tx, auth: AuthContext, orderId: string, n: number, reason: string, now: Date, lang: Lang) {
  const order = await lockOrder(tx, and(eq(ahOrder.id, orderId), eq(ahOrder.storeId, auth.storeId ?? '0')));
  if (!order) throw notFound();
  const next = stepOf(order, { type: 'REQUEST_REFUND' }, M.refundNotAllowed, lang);
  if (n > Number(order.remainingNum)) throw ApiError.of(Codes.BAD_REQUEST, M.refundTooMany, { field: 'refundNum' });
  const amount = refundAmountOf(order, n);
  const id = newId();
  await tx.insert(ahOrderRefund).values({
    id,
    storeId: order.storeId,
    refundNo: `RF${ymd(now)}${id.slice(-8)}`,
    orderId: order.id,
    orderNo: order.orderNo,
    memberName: order.memberName,
    goodsName: order.goodsName,
    refundNum: n,
    refundAmount: amount,
    refundReason: reason,
    refundStatus: REFUND_STATUS.waiting,
    applyTime: now,
    createUser: auth.userId,
    updateUser: auth.userId,
    createTime: now,
    updateTime: now,
  });
  await tx.update(ahOrder).set({ orderStatus: next, updateUser: auth.userId, updateTime: now }).where(eq(ahOrder.id, order.id));
  await writeOpt(tx, { order, optType: ORDER_OPT_TYPE.refundApply, optNum: n, optAmount: amount, content: `申请退款：${reason}`, auth, now });
  await writeStateLog(tx, auth, [{ resource: mallOrderResource.key, recordId: order.id, action: 'REQUEST_REFUND', field: 'orderStatus', from: order.orderStatus, to: next, reason }], now);
  return { id, refundAmount: amount };
}

/** the store closes an unpaid order */
export async function closeOrder(tx: Tx, auth: AuthContext, orderId: string, now: Date, lang: Lang) {
  const order = await lockOrder(tx, and(eq(ahOrder.id, orderId), eq(ahOrder.storeId, auth.storeId ?? '0')));
  if (!order) throw notFound();
  const next = stepOf(order, { type: 'CLOSE' }, M.closeNotAllowed, lang);
  await tx.update(ahOrder).set({ orderStatus: next, updateUser: auth.userId, updateTime: now }).where(eq(ahOrder.id, order.id));
  const back = await giveAllBack(tx, order, now, { auth, name: await userName(tx, auth.userId) });
  await writeOpt(tx, { order, optType: ORDER_OPT_TYPE.close, content: `门店关闭订单${givenBackText(back)}`, auth, now });
  await writeStateLog(tx, auth, [{ resource: mallOrderResource.key, recordId: order.id, action: 'CLOSE', field: 'orderStatus', from: order.orderStatus, to: next }], now);
  return true;
}

export const mallOrderRoutes: Registrable[] = [
  ...lookupRoutes(mallOrderResource, 'consume', {
    find: async ({ auth, services, code, lang }) => {
      requireStore(auth, lang);
      const { order, cross } = await orderByCode(services.db, auth as AuthContext & { storeId: string }, code, lang, false);
      return counterView(order, cross);
    },
    act: async ({ auth, services, code, values, lang }) => {
      requireStore(auth, lang);
      const me = auth as AuthContext & { storeId: string };
      const now = services.now();
      return services.db.transaction((tx) => consumeByCode(tx, me, code, Number(values.consumeNum), now, lang));
    },
  }),
  declaredActionRoute(mallOrderResource, 'REQUEST_REFUND', async ({ auth, services, lang, call }) =>
    services.db.transaction((tx) => requestRefund(tx, auth, call.ids[0], Number(call.values.refundNum), String(call.values.refundReason ?? ''), services.now(), lang)),
  ),
  declaredActionRoute(mallOrderResource, 'CLOSE', async ({ auth, services, lang, call }) => services.db.transaction((tx) => closeOrder(tx, auth, call.ids[0], services.now(), lang))),
  declaredActionRoute(refundResource, 'APPROVE_REFUND', async ({ auth, services, lang, call }) => services.db.transaction((tx) => handleRefund(tx, auth, call.ids[0], null, services.now(), lang))),
  declaredActionRoute(refundResource, 'REJECT_REFUND', async ({ auth, services, lang, call }) => {
    const reason = (call.reason ?? '').trim();
    if (!reason) throw ApiError.of(Codes.BAD_REQUEST, { zh: '请输入拒绝原因', en: 'Please enter the reason' }, { field: 'reason' });
    return services.db.transaction((tx) => handleRefund(tx, auth, call.ids[0], reason, services.now(), lang));
  }),
];

/** pass (reason null) or reject a waiting refund: the order's store's setting names the role that may */
export async function handleRefund(tx: Tx, auth: AuthContext, refundId: string, rejectReason: string | null, now: Date, lang: Lang) {
  {
    const [refund] = await tx
      .select()
      .from(ahOrderRefund)
      .where(and(eq(ahOrderRefund.id, refundId), eq(ahOrderRefund.storeId, auth.storeId ?? '0'), eq(ahOrderRefund.isDeleted, 0)))
      .limit(1)
      .for('update');
    if (!refund) throw notFound();
    const r = refund as Row;
    const setting = await mallSettingOf(tx, auth.tenantId, String(r.storeId));
    if (!auth.isAdmin && auth.roleAlias !== setting.refundApproveRole) throw refuse(M.refundRole, lang);
    if (Number(r.refundStatus) !== REFUND_STATUS.waiting) throw refuse(M.refundDone, lang);
    const order = await lockOrder(tx, eq(ahOrder.id, String(r.orderId)));
    if (!order) throw notFound();
    const who = await userName(tx, auth.userId);
    const consumed = Number(order.consumedNum);
    if (rejectReason !== null) {
      const next = stepOf(order, { type: 'REJECT_REFUND', consumed }, M.refundDone, lang);
      await tx.update(ahOrderRefund).set({ refundStatus: REFUND_STATUS.rejected, rejectReason, approveUserName: who, approveTime: now, updateUser: auth.userId, updateTime: now }).where(eq(ahOrderRefund.id, refundId));
      await tx.update(ahOrder).set({ orderStatus: next, updateUser: auth.userId, updateTime: now }).where(eq(ahOrder.id, order.id));
      await writeOpt(tx, { order, optType: ORDER_OPT_TYPE.refundReject, optNum: Number(r.refundNum), content: `拒绝退款：${rejectReason}`, auth, now });
      await writeStateLog(
        tx,
        auth,
        [
          { resource: refundResource.key, recordId: refundId, action: 'REJECT_REFUND', field: 'refundStatus', from: r.refundStatus, to: REFUND_STATUS.rejected, reason: rejectReason },
          { resource: mallOrderResource.key, recordId: order.id, action: 'REJECT_REFUND', field: 'orderStatus', from: order.orderStatus, to: next, reason: rejectReason },
        ],
        now,
      );
      return true;
    }
    const n = Number(r.refundNum);
    if (n > Number(order.remainingNum)) throw refuse(M.refundTooMany, lang);
    const amount = refundAmountOf(order, n);
    const next = stepOf(order, { type: 'APPROVE_REFUND', remaining: Number(order.remainingNum) - n, consumed }, M.refundDone, lang);
    // never above what was paid and not consumed: the counts and the refunded sum move only while they cover it
    const [done] = await tx
      .update(ahOrder)
      .set({
        refundedNum: sql`${ahOrder.refundedNum} + ${n}`,
        remainingNum: sql`${ahOrder.remainingNum} - ${n}`,
        refundedAmount: sql`${ahOrder.refundedAmount} + ${amount}`,
        orderStatus: next,
        updateUser: auth.userId,
        updateTime: now,
      })
      .where(and(eq(ahOrder.id, order.id), sql`${ahOrder.remainingNum} >= ${n}`, sql`${ahOrder.refundedAmount} + ${amount} <= ${ahOrder.payAmount}`))
      .returning({ id: ahOrder.id });
    if (!done) throw refuse(M.refundTooMany, lang);
    // each tender gives back its share of the n uses, once: points and stored value with their log lines, the coupon when nothing was consumed
    const total = Number(order.consumeTotal);
    const refundedBefore = Number(order.refundedNum);
    const back = await giveBackTenders(tx, tenderRef(order), { n: total, r: refundedBefore, m: n, whole: consumed === 0 && refundedBefore + n === total }, String(r.refundNo), now, { auth, name: who });
    const paid = await payProvider().refund(tx, {
      tenantId: auth.tenantId,
      storeId: String(order.storeId),
      orderId: order.id,
      orderNo: String(order.orderNo),
      refundNo: String(r.refundNo),
      payTradeNo: String(order.tradeNo ?? ''),
      amount,
      now,
    });
    await tx.update(ahOrderRefund).set({ refundStatus: REFUND_STATUS.refunded, refundAmount: amount, refundTradeNo: paid.tradeNo, approveUserName: who, approveTime: now, updateUser: auth.userId, updateTime: now }).where(eq(ahOrderRefund.id, refundId));
    await writeOpt(tx, { order, optType: ORDER_OPT_TYPE.refund, optNum: n, optAmount: amount, content: `同意退款 ${paid.tradeNo}${givenBackText(back)}`, auth, now });
    await writeStateLog(
      tx,
      auth,
      [
        { resource: refundResource.key, recordId: refundId, action: 'APPROVE_REFUND', field: 'refundStatus', from: r.refundStatus, to: REFUND_STATUS.refunded },
        { resource: mallOrderResource.key, recordId: order.id, action: 'APPROVE_REFUND', field: 'orderStatus', from: order.orderStatus, to: next },
      ],
      now,
    );
    return { refundAmount: amount, refundTradeNo: paid.tradeNo, pointsBack: back.points, storedValueBack: back.storedValue, couponReturned: back.couponReturned };
  }
}
