/**
 * An order's tenders (支付明细, ah_order_tender): the cash through the payment provider, the member's
 * points, a stored-value card and a coupon. They are taken when the order is placed (each by a
 * guarded UPDATE, with its own log line: the points ledger 精品兑换, the card's 扣款核销, the coupon's
 * verification) and given back by a refund, share by share (tenderShare: never what was consumed,
 * never more than the tender paid), or all at once when an unpaid order closes or expires. A coupon
 * cannot be split: it goes back to usable when the order ends with nothing consumed (every use
 * refunded, or closed/expired unpaid). Every give-back moves the tender row's refunded counts with a
 * guarded UPDATE in the refund's transaction, so a share is given back exactly once
 * (docs/mall.md "Tenders").
 */
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AuthContext } from '../../http/auth';
import { ApiError, businessError } from '../../http/envelope';
import { writeStateLog } from '../../http/state-log';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { Codes } from '../../../src/domain/codes';
import type { Label } from '../../../src/domain/resources/types';
import { ahOrderTender } from '../../db/resource-tables/mall-orders';
import { ahBoutiqueIntegralLog, ahMemberWx } from '../../db/resource-tables/members';
import { ahStoredValueCardLog, ahStoredValueCardMember } from '../../db/resource-tables/stored-value-cards';
import { ahCouponRecord, ahCouponVerifyLog } from '../../db/resource-tables/coupons';
import { TENDER_TYPE, tenderShare } from '../../../src/domain/resources/mall/mall-order';
import { INTEGRAL_LOG_TYPE, integralShort } from '../../../src/domain/resources/sales/member-wx';
import { insufficientBalance, STORED_VALUE_LOG_TYPE } from '../../../src/domain/resources/sales/stored-value-card';
import { COUPON_RECORD_STATUS, issuedCouponNext, issuedCouponRefusal, issuedCouponStateAt } from '../../../src/machines/coupon.machine';

type Row = Record<string, unknown>;

/** what the member pays with besides cash, named by the mini-program's order call */
export interface TenderChoice {
  /** the member's mini-program account and the points to spend, worth `amount` */
  points?: { memberWxId: string; points: number; amount: number };
  /** the member's stored-value card and the amount taken from it */
  storedValue?: { cardId: string; amount: number };
  /** one of the member's coupons: its face value, up to what is left to pay */
  coupon?: { recordId: string };
}

export const TENDER_MESSAGES = {
  noMember: { zh: '订单没有会员，不能使用积分、储值卡或优惠券', en: 'An order without a member cannot use points, stored value or coupons' },
  noPointsUser: { zh: '积分账户不存在或不属于该会员', en: 'No such points account of this member' },
  noCard: { zh: '储值卡不存在或不属于该会员', en: 'No such stored-value card of this member' },
  cardExpired: { zh: '储值卡已过期', en: 'The stored-value card has expired' },
  noCoupon: { zh: '优惠券不存在或不属于该会员', en: 'No such coupon of this member' },
  tooMuch: { zh: '抵扣金额不能超过订单金额', en: 'The deductions cannot exceed the order amount' },
} as const satisfies Record<string, Label>;

interface OrderRef {
  id: string;
  tenantId: string;
  storeId: string;
  orderNo: string;
  memberId: string | null;
  memberName: string;
}

const refuse = (l: Label) => businessError(l.zh);
const who = (operator: { auth: AuthContext | null; name: string }) => ({ createUser: operator.auth?.userId ?? null, updateUser: operator.auth?.userId ?? null, operatorName: operator.name });

async function tenderRow(tx: Tx, order: OrderRef, tenderType: number, refId: string | null, refNo: string | null, amount: number, points: number, now: Date, operator: { auth: AuthContext | null; name: string }) {
  await tx.insert(ahOrderTender).values({
    id: newId(),
    tenantId: order.tenantId,
    storeId: order.storeId,
    orderId: order.id,
    orderNo: order.orderNo,
    tenderType,
    refId,
    refNo,
    amount,
    points,
    refundedAmount: 0,
    refundedPoints: 0,
    returned: 0,
    tenderTime: now,
    createUser: operator.auth?.userId ?? null,
    updateUser: operator.auth?.userId ?? null,
    createTime: now,
    updateTime: now,
  });
}

/**
 * Takes the chosen tenders for an order being placed (same transaction): answers what each paid so
 * the order keeps the split. A balance that does not cover the spend refuses the whole order.
 */
export async function takeTenders(tx: Tx, order: OrderRef, total: number, choice: TenderChoice, now: Date): Promise<{ couponAmount: number; pointsUsed: number; pointsAmount: number; storedValueAmount: number }> {
  const out = { couponAmount: 0, pointsUsed: 0, pointsAmount: 0, storedValueAmount: 0 };
  const operator = { auth: null, name: order.memberName || '会员' };
  if ((choice.points || choice.storedValue || choice.coupon) && !order.memberId) throw refuse(TENDER_MESSAGES.noMember);
  const memberId = String(order.memberId);
  let left = total;
  if (choice.coupon) {
    const [rec] = (await tx
      .select()
      .from(ahCouponRecord)
      .where(and(eq(ahCouponRecord.id, choice.coupon.recordId), eq(ahCouponRecord.tenantId, order.tenantId), eq(ahCouponRecord.ahMemberId, memberId), eq(ahCouponRecord.isDeleted, 0)))
      .limit(1)
      .for('update')) as Row[];
    if (!rec) throw refuse(TENDER_MESSAGES.noCoupon);
    const state = issuedCouponStateAt(rec, now);
    if (issuedCouponNext(state, 'VERIFY') === null) throw refuse(issuedCouponRefusal(state, 'VERIFY'));
    const amount = Math.min(Number(rec.amount ?? 0), left);
    const won = await tx
      .update(ahCouponRecord)
      .set({ status: COUPON_RECORD_STATUS.used, verifyTime: now, verifyStoreId: order.storeId, verifyRemark: `商城订单 ${order.orderNo}`, updateTime: now })
      .where(and(eq(ahCouponRecord.id, String(rec.id)), eq(ahCouponRecord.status, COUPON_RECORD_STATUS.unused)))
      .returning({ id: ahCouponRecord.id });
    if (!won.length) throw refuse(issuedCouponRefusal('used', 'VERIFY'));
    await couponLog(tx, order, rec, `商城订单 ${order.orderNo} 抵扣`, now, operator.name);
    await tenderRow(tx, order, TENDER_TYPE.coupon, String(rec.id), String(rec.couponCode), amount, 0, now, operator);
    out.couponAmount = amount;
    left -= amount;
  }
  if (choice.points) {
    const { memberWxId, points, amount } = choice.points;
    if (amount > left) throw ApiError.of(Codes.BAD_REQUEST, TENDER_MESSAGES.tooMuch);
    const [user] = await tx
      .select({ id: ahMemberWx.id, nickName: ahMemberWx.nickName, phone: ahMemberWx.phone, balance: ahMemberWx.boutiqueIntegral })
      .from(ahMemberWx)
      .where(and(eq(ahMemberWx.id, memberWxId), eq(ahMemberWx.tenantId, order.tenantId), eq(ahMemberWx.memberId, memberId), eq(ahMemberWx.isDeleted, 0)))
      .limit(1);
    if (!user) throw refuse(TENDER_MESSAGES.noPointsUser);
    const [after] = await tx
      .update(ahMemberWx)
      .set({ boutiqueIntegral: sql`${ahMemberWx.boutiqueIntegral} - ${points}`, updateTime: now })
      .where(and(eq(ahMemberWx.id, user.id), sql`${ahMemberWx.boutiqueIntegral} >= ${points}`))
      .returning({ balance: ahMemberWx.boutiqueIntegral });
    if (!after) throw refuse(integralShort(Number(user.balance)));
    await pointsLog(tx, order, user, INTEGRAL_LOG_TYPE.spend, -points, Number(after.balance), `商城订单积分抵扣 ${amount / 100}元`, now, operator);
    await tenderRow(tx, order, TENDER_TYPE.points, user.id, user.phone ?? null, amount, points, now, operator);
    Object.assign(out, { pointsUsed: points, pointsAmount: amount });
    left -= amount;
  }
  if (choice.storedValue) {
    const { cardId, amount } = choice.storedValue;
    if (amount > left) throw ApiError.of(Codes.BAD_REQUEST, TENDER_MESSAGES.tooMuch);
    const [card] = (await tx
      .select()
      .from(ahStoredValueCardMember)
      .where(and(eq(ahStoredValueCardMember.id, cardId), eq(ahStoredValueCardMember.tenantId, order.tenantId), eq(ahStoredValueCardMember.memberId, memberId), eq(ahStoredValueCardMember.isDeleted, 0)))
      .limit(1)) as Row[];
    if (!card) throw refuse(TENDER_MESSAGES.noCard);
    const [after] = await tx
      .update(ahStoredValueCardMember)
      .set({ balance: sql`${ahStoredValueCardMember.balance} - ${amount}`, spentTotal: sql`${ahStoredValueCardMember.spentTotal} + ${amount}`, lastTime: now, updateTime: now })
      .where(
        and(
          eq(ahStoredValueCardMember.id, cardId),
          sql`${ahStoredValueCardMember.balance} >= ${amount}`,
          or(isNull(ahStoredValueCardMember.expireTime), gt(ahStoredValueCardMember.expireTime, now)),
        ),
      )
      .returning({ balance: ahStoredValueCardMember.balance });
    if (!after) {
      const expired = card.expireTime && new Date(card.expireTime as Date).getTime() <= now.getTime();
      throw refuse(expired ? TENDER_MESSAGES.cardExpired : insufficientBalance(Number(card.balance)));
    }
    await cardLog(tx, order, card, STORED_VALUE_LOG_TYPE.verify, amount, Number(after.balance) + amount, Number(after.balance), `MO:${order.id}`, `商城订单 ${order.orderNo}`, now, operator);
    await tenderRow(tx, order, TENDER_TYPE.storedValue, cardId, String(card.cardNo), amount, 0, now, operator);
    out.storedValueAmount = amount;
  }
  return out;
}

/** the cash tender, written when the provider reports the payment */
export async function cashTender(tx: Tx, order: OrderRef, amount: number, tradeNo: string, now: Date): Promise<void> {
  await tenderRow(tx, order, TENDER_TYPE.cash, null, tradeNo, amount, 0, now, { auth: null, name: order.memberName || '会员' });
}

/** what a give-back returned, per tender (the refund's answer and its operation-log line) */
export interface GivenBack {
  cash: number;
  points: number;
  pointsAmount: number;
  storedValue: number;
  couponReturned: boolean;
}

/**
 * Gives back the share of every tender that m of n uses carry, after r were refunded (a refund), or
 * everything (m = n, r = 0: an unpaid order closed or expired). `whole`: the order ends with nothing
 * consumed, so the coupon is usable again. `refundNo` makes the card's log line once-only.
 */
export async function giveBackTenders(
  tx: Tx,
  order: OrderRef,
  uses: { n: number; r: number; m: number; whole: boolean },
  refundNo: string,
  now: Date,
  operator: { auth: AuthContext | null; name: string },
): Promise<GivenBack> {
  const back: GivenBack = { cash: 0, points: 0, pointsAmount: 0, storedValue: 0, couponReturned: false };
  const tenders = (await tx.select().from(ahOrderTender).where(eq(ahOrderTender.orderId, order.id)).orderBy(asc(ahOrderTender.tenderType)).for('update')) as Row[];
  for (const t of tenders) {
    const type = Number(t.tenderType);
    if (type === TENDER_TYPE.coupon) {
      if (!uses.whole) continue;
      const [done] = await tx
        .update(ahOrderTender)
        .set({ returned: 1, refundedAmount: sql`${ahOrderTender.amount}`, updateTime: now })
        .where(and(eq(ahOrderTender.id, String(t.id)), eq(ahOrderTender.returned, 0)))
        .returning({ id: ahOrderTender.id });
      if (!done) continue;
      back.couponReturned = await returnCoupon(tx, order, String(t.refId), now, operator);
      continue;
    }
    const amount = tenderShare(Number(t.amount), uses.n, uses.r, uses.m);
    const points = tenderShare(Number(t.points ?? 0), uses.n, uses.r, uses.m);
    if (amount <= 0 && points <= 0) continue;
    // the second wall: the row's counts move only while they stay within what the tender paid
    const [done] = await tx
      .update(ahOrderTender)
      .set({ refundedAmount: sql`${ahOrderTender.refundedAmount} + ${amount}`, refundedPoints: sql`${ahOrderTender.refundedPoints} + ${points}`, updateTime: now })
      .where(and(eq(ahOrderTender.id, String(t.id)), sql`${ahOrderTender.refundedAmount} + ${amount} <= ${ahOrderTender.amount}`, sql`${ahOrderTender.refundedPoints} + ${points} <= ${ahOrderTender.points}`))
      .returning({ id: ahOrderTender.id });
    if (!done) throw refuse({ zh: '退款金额超过可退金额', en: 'The refund exceeds what can be given back' });
    if (type === TENDER_TYPE.cash) back.cash = amount;
    if (type === TENDER_TYPE.points && points > 0) {
      const [after] = await tx
        .update(ahMemberWx)
        .set({ boutiqueIntegral: sql`${ahMemberWx.boutiqueIntegral} + ${points}`, updateTime: now })
        .where(eq(ahMemberWx.id, String(t.refId)))
        .returning({ id: ahMemberWx.id, nickName: ahMemberWx.nickName, phone: ahMemberWx.phone, balance: ahMemberWx.boutiqueIntegral });
      // the ledger's refund line names the refund (one per refund: a unique index keeps it once), not the order, which may be refunded in turns
      if (after) await pointsLog(tx, { ...order, orderNo: refundNo }, after, INTEGRAL_LOG_TYPE.refund, points, Number(after.balance), `商城订单 ${order.orderNo} 退款 ${refundNo} 退回积分`, now, operator);
      back.points = points;
      back.pointsAmount = amount;
    }
    if (type === TENDER_TYPE.storedValue && amount > 0) {
      const [after] = await tx
        .update(ahStoredValueCardMember)
        .set({ balance: sql`${ahStoredValueCardMember.balance} + ${amount}`, spentTotal: sql`greatest(${ahStoredValueCardMember.spentTotal} - ${amount}, 0)`, lastTime: now, updateTime: now })
        .where(eq(ahStoredValueCardMember.id, String(t.refId)))
        .returning();
      if (after) await cardLog(tx, order, after as Row, STORED_VALUE_LOG_TYPE.refund, amount, Number(after.balance) - amount, Number(after.balance), `RF:${refundNo}`, `商城订单 ${order.orderNo} 退款退回`, now, operator);
      back.storedValue = amount;
    }
  }
  return back;
}

/** the coupon of a tender is usable again (the issued-coupon machine's RETURN), with its log line and history */
async function returnCoupon(tx: Tx, order: OrderRef, recordId: string, now: Date, operator: { auth: AuthContext | null; name: string }): Promise<boolean> {
  const [rec] = (await tx.select().from(ahCouponRecord).where(eq(ahCouponRecord.id, recordId)).limit(1).for('update')) as Row[];
  if (!rec || issuedCouponNext(issuedCouponStateAt(rec, now), 'RETURN') === null) return false;
  const won = await tx
    .update(ahCouponRecord)
    .set({ status: COUPON_RECORD_STATUS.unused, verifyTime: null, verifyStoreId: null, verifyStoreName: null, verifyUserName: null, verifyRemark: null, updateTime: now })
    .where(and(eq(ahCouponRecord.id, recordId), eq(ahCouponRecord.status, COUPON_RECORD_STATUS.used)))
    .returning({ id: ahCouponRecord.id });
  if (!won.length) return false;
  await couponLog(tx, order, rec, `商城订单 ${order.orderNo} 退款，卡券退回`, now, operator.name);
  if (operator.auth) await writeStateLog(tx, operator.auth, [{ resource: 'ahCouponRecord', recordId, action: 'RETURN', field: 'status', from: COUPON_RECORD_STATUS.used, to: COUPON_RECORD_STATUS.unused, reason: order.orderNo }], now);
  return true;
}

async function couponLog(tx: Tx, order: OrderRef, rec: Row, remark: string, now: Date, operator: string) {
  await tx.insert(ahCouponVerifyLog).values({
    id: newId(),
    tenantId: order.tenantId,
    storeId: order.storeId,
    couponCode: String(rec.couponCode),
    ahCouponRecordId: String(rec.id),
    couponName: String(rec.couponName),
    amount: Number(rec.amount ?? 0),
    memberName: (rec.memberName as string) ?? null,
    phone: (rec.phone as string) ?? null,
    issueStoreId: String(rec.storeId),
    issueStoreName: (rec.sendStoreName as string) ?? null,
    verifyStoreName: null,
    isCross: String(rec.storeId) !== order.storeId ? 1 : 0,
    operatorName: operator,
    verifyTime: now,
    verifyRemark: remark.slice(0, 255),
    createTime: now,
    updateTime: now,
  });
}

async function pointsLog(tx: Tx, order: OrderRef, user: { id: string; nickName: string | null; phone: string | null }, logType: number, integral: number, balanceAfter: number, remark: string, now: Date, operator: { auth: AuthContext | null; name: string }) {
  await tx.insert(ahBoutiqueIntegralLog).values({
    id: newId(),
    tenantId: order.tenantId,
    storeId: order.storeId,
    ahMemberWxId: user.id,
    nickName: user.nickName,
    phone: user.phone,
    logType,
    integral,
    balanceAfter,
    bizNo: order.orderNo,
    remark,
    operateTime: now,
    ...who(operator),
    createTime: now,
    updateTime: now,
  });
}

async function cardLog(
  tx: Tx,
  order: OrderRef,
  card: Row,
  logType: number,
  amount: number,
  balanceBefore: number,
  balanceAfter: number,
  requestId: string,
  remark: string,
  now: Date,
  operator: { auth: AuthContext | null; name: string },
) {
  await tx.insert(ahStoredValueCardLog).values({
    id: newId(),
    tenantId: order.tenantId,
    storeId: order.storeId,
    cardNo: String(card.cardNo),
    ahStoredValueCardMemberId: String(card.id),
    ahStoredValueCardId: String(card.ahStoredValueCardId),
    cardName: String(card.cardName),
    memberId: String(card.memberId),
    memberName: (card.memberName as string) ?? null,
    memberPhone: (card.memberPhone as string) ?? null,
    logType,
    amount,
    giftAmount: 0,
    balanceBefore,
    balanceAfter,
    itemName: '商城订单',
    requestId,
    operateTime: now,
    remark: remark.slice(0, 255),
    ...who(operator),
    createTime: now,
    updateTime: now,
  });
}
