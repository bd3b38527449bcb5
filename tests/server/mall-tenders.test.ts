/**
 * A mall order's tenders (ahOrderTender, docs/mall.md "Tenders"): placed with points, a stored-value
 * card and a coupon besides the cash, each taken with its log line; refunds give each back by its
 * share, exactly once (three clerks passing at once), never above what it paid and never what was
 * consumed; the coupon goes back to usable only when the order ends with nothing consumed; a closed
 * unpaid order gives everything back. Bad tenders refuse the order and change nothing.
 */
import { asTenant } from '../../server/db/data-context';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, startServer, type TestServer } from './harness';
import { accountIn } from './car-order-helpers';
import { applyRefund, closeOrderCall, consume, orderRow, passRefund } from './mall-order-helpers';
import { DEMO_TENANT } from '../../server/db/seed';
import { newId } from '../../server/db/ids';
import { ahGoods } from '../../server/db/resource-tables/mall';
import { ahOrder, ahOrderTender } from '../../server/db/resource-tables/mall-orders';
import { ahBoutiqueIntegralLog, ahMember, ahMemberWx } from '../../server/db/resource-tables/members';
import { ahStoredValueCard, ahStoredValueCardLog, ahStoredValueCardMember } from '../../server/db/resource-tables/stored-value-cards';
import { ahCouponRecord, ahCouponVerifyLog } from '../../server/db/resource-tables/coupons';
import { createMallOrder, payMallOrder } from '../../server/modules/crm-mall/order';
import type { TenderChoice } from '../../server/modules/crm-mall/tender';
import { TENDER_TYPE } from '../../src/domain/resources/mall/mall-order';
import { MALL_ORDER_STATUS as S } from '../../src/machines/mall-order.machine';

let s: TestServer;
let manager: string;
let store0: string;
let seq = 0;

beforeAll(async () => {
  s = await startServer();
  ({ token: manager, storeId: store0 } = await accountIn(s, 'manager', '安华宝马杭州西湖店'));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const db = () => s.database.ownerDb;

interface Wallet {
  memberId: string;
  wxId: string;
  cardId: string;
  couponId: string;
}

/** a member of its own with 1000 points, a card holding 500.00 and a 20.00 coupon */
async function wallet(): Promise<Wallet> {
  seq++;
  const now = s.services.now();
  const phone = `137${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const w = { memberId: newId(), wxId: newId(), cardId: newId(), couponId: newId() };
  const productId = newId();
  await db().insert(ahMember).values({ id: w.memberId, tenantId: DEMO_TENANT, storeId: store0, memberName: `付款会员${seq}`, phone } as never);
  await db().insert(ahMemberWx).values({ id: w.wxId, tenantId: DEMO_TENANT, storeId: store0, memberId: w.memberId, phone, nickName: `付款会员${seq}`, hasPhone: 1, boutiqueIntegral: 1000, openId: `tender-${w.wxId}` } as never);
  await db().insert(ahStoredValueCard).values({ id: productId, tenantId: DEMO_TENANT, storeId: store0, cardName: '测试储值卡' } as never);
  await db()
    .insert(ahStoredValueCardMember)
    .values({ id: w.cardId, tenantId: DEMO_TENANT, storeId: store0, cardNo: `SVT${w.cardId.slice(-10)}`, ahStoredValueCardId: productId, cardName: '测试储值卡', memberId: w.memberId, memberName: `付款会员${seq}`, memberPhone: phone, balance: 50000, rechargeTotal: 50000, giftTotal: 0, spentTotal: 0 } as never);
  await db()
    .insert(ahCouponRecord)
    .values({ id: w.couponId, tenantId: DEMO_TENANT, storeId: store0, couponCode: `9${w.couponId.slice(-12)}`, ahCouponId: newId(), couponName: '商城立减券', amount: 2000, ahMemberId: w.memberId, memberName: `付款会员${seq}`, phone, status: 0, validFrom: new Date(now.getTime() - 86_400_000), validTo: new Date(now.getTime() + 30 * 86_400_000), allStores: 0 } as never);
  return w;
}

/** places (and pays) an order of `quantity` uses at 100.00 with the chosen tenders */
async function placeWith(w: Wallet, tenders: TenderChoice, opts: { quantity?: number; paid?: boolean } = {}) {
  const [g] = await db().select().from(ahGoods).where(and(eq(ahGoods.tenantId, DEMO_TENANT), eq(ahGoods.storeId, store0), eq(ahGoods.isUp, 1))).limit(1);
  const now = s.services.now();
  const order = await db().transaction((tx) =>
    createMallOrder(tx, { tenantId: DEMO_TENANT, storeId: store0, member: { id: w.memberId, name: '付款会员', phone: '13700000000' }, goods: { id: String(g.id), name: String(g.goodsName), price: 10000 }, quantity: opts.quantity ?? 3, tenders, now }),
  );
  if (opts.paid !== false) await asTenant(DEMO_TENANT, () => s.services.db.transaction((tx) => payMallOrder(tx, DEMO_TENANT, order.id, now)));
  return orderRow(s, order.id);
}

const everything = (w: Wallet): TenderChoice => ({ coupon: { recordId: w.couponId }, points: { memberWxId: w.wxId, points: 500, amount: 5000 }, storedValue: { cardId: w.cardId, amount: 10000 } });

async function balances(w: Wallet) {
  const [wx] = await db().select({ points: ahMemberWx.boutiqueIntegral }).from(ahMemberWx).where(eq(ahMemberWx.id, w.wxId));
  const [card] = await db().select({ balance: ahStoredValueCardMember.balance }).from(ahStoredValueCardMember).where(eq(ahStoredValueCardMember.id, w.cardId));
  const [coupon] = await db().select({ status: ahCouponRecord.status }).from(ahCouponRecord).where(eq(ahCouponRecord.id, w.couponId));
  return { points: Number(wx.points), card: Number(card.balance), coupon: Number(coupon.status) };
}

const tenders = async (orderId: string) => {
  const rows = await db().select().from(ahOrderTender).where(eq(ahOrderTender.orderId, orderId));
  return Object.fromEntries(rows.map((r) => [Number(r.tenderType), { amount: Number(r.amount), points: Number(r.points), refundedAmount: Number(r.refundedAmount), refundedPoints: Number(r.refundedPoints), returned: Number(r.returned) }]));
};

describe('mall order tenders', () => {
  it('an order records its tenders and takes each with its log line', async () => {
    const w = await wallet();
    const o = await placeWith(w, everything(w));
    // 300.00 = coupon 20.00 + points 50.00 + stored value 100.00 + cash 130.00
    expect(o.payAmount).toBe(13000);
    const [row] = await db().select().from(ahOrder).where(eq(ahOrder.id, o.id));
    expect(row).toMatchObject({ couponAmount: 2000, pointsUsed: 500, pointsAmount: 5000, storedValueAmount: 10000 });
    expect(await tenders(o.id)).toEqual({
      [TENDER_TYPE.cash]: { amount: 13000, points: 0, refundedAmount: 0, refundedPoints: 0, returned: 0 },
      [TENDER_TYPE.points]: { amount: 5000, points: 500, refundedAmount: 0, refundedPoints: 0, returned: 0 },
      [TENDER_TYPE.storedValue]: { amount: 10000, points: 0, refundedAmount: 0, refundedPoints: 0, returned: 0 },
      [TENDER_TYPE.coupon]: { amount: 2000, points: 0, refundedAmount: 0, refundedPoints: 0, returned: 0 },
    });
    expect(await balances(w)).toEqual({ points: 500, card: 40000, coupon: 1 });
    const ledger = await db().select().from(ahBoutiqueIntegralLog).where(eq(ahBoutiqueIntegralLog.ahMemberWxId, w.wxId));
    expect(ledger.map((l) => [l.logType, l.integral, l.balanceAfter, l.bizNo])).toEqual([[3, -500, 500, o.orderNo]]);
    const cardLog = await db().select().from(ahStoredValueCardLog).where(eq(ahStoredValueCardLog.ahStoredValueCardMemberId, w.cardId));
    expect(cardLog.map((l) => [l.logType, l.amount, l.balanceBefore, l.balanceAfter])).toEqual([[1, 10000, 50000, 40000]]);
    const couponLog = await db().select().from(ahCouponVerifyLog).where(eq(ahCouponVerifyLog.ahCouponRecordId, w.couponId));
    expect(couponLog).toHaveLength(1);
    // the order's show page lists them
    const listed = await call<{ records: Array<{ tenderType: number }> }>(s.app, 'GET', '/crm-mall/ahOrderTender/list', { token: manager, query: { orderId: o.id } });
    expect(listed.data.records.map((r) => r.tenderType).sort()).toEqual([1, 2, 3, 4]);
  });

  it('bad tenders refuse the order and take nothing', async () => {
    const w = await wallet();
    const other = await wallet();
    const tries: Array<[TenderChoice, string]> = [
      [{ points: { memberWxId: w.wxId, points: 5000, amount: 5000 } }, '积分不足，当前可用积分1000'],
      [{ storedValue: { cardId: w.cardId, amount: 60000 } }, '抵扣金额不能超过订单金额'],
      [{ storedValue: { cardId: w.cardId, amount: 25000 }, points: { memberWxId: w.wxId, points: 100, amount: 10000 } }, '抵扣金额不能超过订单金额'],
      [{ storedValue: { cardId: other.cardId, amount: 100 } }, '储值卡不存在或不属于该会员'],
      [{ coupon: { recordId: other.couponId } }, '优惠券不存在或不属于该会员'],
      // a good coupon taken with a bad card: the coupon stays unused
      [{ coupon: { recordId: w.couponId }, storedValue: { cardId: other.cardId, amount: 100 } }, '储值卡不存在或不属于该会员'],
    ];
    for (const [choice, msg] of tries) await expect(placeWith(w, choice)).rejects.toThrow(msg);
    await db().update(ahStoredValueCardMember).set({ balance: 500 } as never).where(eq(ahStoredValueCardMember.id, w.cardId));
    await expect(placeWith(w, { storedValue: { cardId: w.cardId, amount: 600 } })).rejects.toThrow('余额不足，当前余额5.00元');
    expect(await balances(w)).toEqual({ points: 1000, card: 500, coupon: 0 });
    expect(await db().select().from(ahBoutiqueIntegralLog).where(eq(ahBoutiqueIntegralLog.ahMemberWxId, w.wxId))).toHaveLength(0);
  });

  it('three clerks passing one refund at once: each tender gives back its share once', async () => {
    const w = await wallet();
    const o = await placeWith(w, everything(w));
    const asked = await applyRefund(s, manager, o.id, 2);
    expect(asked.code).toBe(200);
    const passes = await Promise.all([passRefund(s, manager, asked.data.id), passRefund(s, manager, asked.data.id), passRefund(s, manager, asked.data.id)]);
    expect(passes.filter((p) => p.code === 200)).toHaveLength(1);
    expect(passes.filter((p) => p.code !== 200).map((p) => p.msg)).toEqual(['该退款申请已处理', '该退款申请已处理']);
    // 2 of 3 uses, from the back: cash 130.00 - ⌊130.00/3⌋, points 500 - ⌊500/3⌋, card 100.00 - ⌊100.00/3⌋; the coupon stays used (a use is left)
    const t = await tenders(o.id);
    expect(t[TENDER_TYPE.cash].refundedAmount).toBe(13000 - 4333);
    expect(t[TENDER_TYPE.points]).toMatchObject({ refundedPoints: 500 - 166, refundedAmount: 5000 - 1666 });
    expect(t[TENDER_TYPE.storedValue].refundedAmount).toBe(10000 - 3333);
    expect(t[TENDER_TYPE.coupon].returned).toBe(0);
    expect(await balances(w)).toEqual({ points: 500 + 334, card: 40000 + 6667, coupon: 1 });
    const ledger = await db().select().from(ahBoutiqueIntegralLog).where(and(eq(ahBoutiqueIntegralLog.ahMemberWxId, w.wxId), eq(ahBoutiqueIntegralLog.logType, 6)));
    expect(ledger.map((l) => [l.integral, l.balanceAfter])).toEqual([[334, 834]]);
    const cardBack = await db().select().from(ahStoredValueCardLog).where(and(eq(ahStoredValueCardLog.ahStoredValueCardMemberId, w.cardId), eq(ahStoredValueCardLog.logType, 2)));
    expect(cardBack.map((l) => [l.amount, l.balanceBefore, l.balanceAfter])).toEqual([[6667, 40000, 46667]]);
    expect((await orderRow(s, o.id)).refundedAmount).toBe(13000 - 4333);

    // the last use consumed: nothing more to give back, the coupon stays with the consumed use
    expect((await consume(s, manager, o.consumeCode, 1)).code).toBe(200);
    expect((await applyRefund(s, manager, o.id, 1)).code).not.toBe(200);
    expect((await balances(w)).coupon).toBe(1);
  });

  it('refunding every use in turns gives back exactly what each tender paid, and the coupon once', async () => {
    const w = await wallet();
    const o = await placeWith(w, everything(w));
    for (let i = 0; i < 3; i++) {
      const asked = await applyRefund(s, manager, o.id, 1);
      expect(asked.code).toBe(200);
      expect((await passRefund(s, manager, asked.data.id)).code).toBe(200);
    }
    const t = await tenders(o.id);
    expect(t[TENDER_TYPE.cash].refundedAmount).toBe(13000);
    expect(t[TENDER_TYPE.points]).toMatchObject({ refundedPoints: 500, refundedAmount: 5000 });
    expect(t[TENDER_TYPE.storedValue].refundedAmount).toBe(10000);
    expect(t[TENDER_TYPE.coupon]).toMatchObject({ returned: 1, refundedAmount: 2000 });
    expect(await balances(w)).toEqual({ points: 1000, card: 50000, coupon: 0 });
    expect((await orderRow(s, o.id)).orderStatus).toBe(S.refunded);
    const couponLog = await db().select().from(ahCouponVerifyLog).where(eq(ahCouponVerifyLog.ahCouponRecordId, w.couponId));
    expect(couponLog).toHaveLength(2);
    // the coupon is usable again: a new order takes it
    const again = await placeWith(w, { coupon: { recordId: w.couponId } }, { quantity: 1 });
    expect(again.payAmount).toBe(8000);
  });

  it('a closed unpaid order gives back everything it took', async () => {
    const w = await wallet();
    const o = await placeWith(w, everything(w), { paid: false });
    expect(await balances(w)).toEqual({ points: 500, card: 40000, coupon: 1 });
    expect((await closeOrderCall(s, manager, o.id)).code).toBe(200);
    expect(await balances(w)).toEqual({ points: 1000, card: 50000, coupon: 0 });
    // closing again is refused and gives nothing twice
    expect((await closeOrderCall(s, manager, o.id)).code).not.toBe(200);
    expect(await balances(w)).toEqual({ points: 1000, card: 50000, coupon: 0 });
  });
});
