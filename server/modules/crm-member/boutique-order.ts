/**
 * 精品订单 退款 and 精品工单 施工进度 (the machines of src/machines/boutique-order.machine.ts):
 * - refund: one conditional UPDATE takes the order to 已退款 from the states REFUND allows, and only
 *   while none of its fitting jobs has started; the winner returns the order's points to the user
 *   (guarded UPDATE, ledger row 6 订单退回 with bizNo = orderNo, unique in the ledger) and cancels the
 *   waiting jobs, all in one transaction: a refund pressed twice, or by two clerks at once, returns
 *   the points once;
 * - startWork {id, technician} 待施工 → 施工中; finishWork {id} 施工中 → 已完工, and the order's last
 *   job finished takes the order 待安装 → 已完成.
 * Decisions: docs/members.md.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Registrable } from '../../http/route';
import { declaredActionRoute } from '../../http/resource-router';
import { ApiError, notFound } from '../../http/envelope';
import { writeStateLog } from '../../http/state-log';
import type { AuthContext } from '../../http/auth';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { Codes, type Lang } from '../../../src/domain/codes';
import { ahBoutiqueIntegralLog, ahBoutiqueOrder, ahBoutiqueWorkOrder, ahMemberWx } from '../../db/resource-tables/members';
import { boutiqueOrderResource, boutiqueWorkOrderResource } from '../../../src/domain/resources/sales/boutique-order';
import { INTEGRAL_LOG_TYPE } from '../../../src/domain/resources/sales/member-wx';
import { BOUTIQUE_ORDER_STATES, BOUTIQUE_REFUSALS, BOUTIQUE_WORK_STATES, boutiqueOrderStatesFor, boutiqueWorkStatesFor, nextBoutiqueOrderState, nextBoutiqueWorkState } from '../../../src/machines/boutique-order.machine';
import { userName } from '../crm-warehouse/car-order-core';
import { needStore } from './member';

const refuse = (label: { zh: string; en: string }) => ApiError.of(Codes.BUSINESS_NOTICE, label);
const NOT_FOUND = { order: { zh: '精品订单不存在', en: 'No such boutique order' }, job: { zh: '精品工单不存在', en: 'No such boutique work order' } };

const orderScope = (auth: AuthContext, storeId: string, id: string) =>
  and(eq(ahBoutiqueOrder.id, id), eq(ahBoutiqueOrder.storeId, storeId), eq(ahBoutiqueOrder.isDeleted, 0));
const jobScope = (auth: AuthContext, storeId: string, id: string) =>
  and(eq(ahBoutiqueWorkOrder.id, id), eq(ahBoutiqueWorkOrder.storeId, storeId), eq(ahBoutiqueWorkOrder.isDeleted, 0));

/** Refunds one order (see above); answers the points returned and the user's balance after. */
export async function refundBoutiqueOrder(tx: Tx, auth: AuthContext, storeId: string, id: string, reason: string, now: Date, lang: Lang): Promise<{ orderNo: string; returnedIntegral: number; balance: number | null }> {
  void lang;
  const refundTo = nextBoutiqueOrderState(BOUTIQUE_ORDER_STATES.paid, 'REFUND')!;
  const started = sql`exists (select 1 from ${ahBoutiqueWorkOrder} w where w.ah_boutique_order_id = ${ahBoutiqueOrder.id} and w.is_deleted = 0 and w.work_state in (${BOUTIQUE_WORK_STATES.working}, ${BOUTIQUE_WORK_STATES.done}))`;
  const won = await tx
    .update(ahBoutiqueOrder)
    .set({ orderState: refundTo, refundTime: now, refundReason: reason, updateUser: auth.userId, updateTime: now })
    .where(and(orderScope(auth, storeId, id), inArray(ahBoutiqueOrder.orderState, boutiqueOrderStatesFor('REFUND')), sql`not ${started}`))
    .returning();
  if (!won.length) {
    const [row] = await tx.select({ orderState: ahBoutiqueOrder.orderState }).from(ahBoutiqueOrder).where(orderScope(auth, storeId, id));
    if (!row) throw notFound(NOT_FOUND.order[lang]);
    throw refuse(nextBoutiqueOrderState(row.orderState, 'REFUND') === null ? BOUTIQUE_REFUSALS.refund : BOUTIQUE_REFUSALS.fittingStarted);
  }
  const order = won[0];
  const cancelled = await tx
    .update(ahBoutiqueWorkOrder)
    .set({ workState: BOUTIQUE_WORK_STATES.cancelled, updateUser: auth.userId, updateTime: now })
    .where(and(eq(ahBoutiqueWorkOrder.ahBoutiqueOrderId, String(order.id)), eq(ahBoutiqueWorkOrder.isDeleted, 0), inArray(ahBoutiqueWorkOrder.workState, boutiqueWorkStatesFor('CANCEL'))))
    .returning({ id: ahBoutiqueWorkOrder.id });
  await writeStateLog(
    tx,
    auth,
    [
      { resource: 'ahBoutiqueOrder', recordId: String(order.id), action: 'REFUND', field: 'orderState', from: null, to: refundTo, reason },
      ...cancelled.map((j) => ({ resource: 'ahBoutiqueWorkOrder', recordId: String(j.id), action: 'CANCEL', field: 'workState', from: BOUTIQUE_WORK_STATES.waiting, to: BOUTIQUE_WORK_STATES.cancelled, reason })),
    ],
    now,
  );
  const points = Number(order.payIntegral ?? 0);
  if (points <= 0) return { orderNo: String(order.orderNo), returnedIntegral: 0, balance: null };
  const [user] = await tx
    .update(ahMemberWx)
    .set({ boutiqueIntegral: sql`${ahMemberWx.boutiqueIntegral} + ${points}`, updateTime: now })
    .where(eq(ahMemberWx.id, String(order.ahMemberWxId)))
    .returning({ id: ahMemberWx.id, nickName: ahMemberWx.nickName, phone: ahMemberWx.phone, balance: ahMemberWx.boutiqueIntegral });
  if (!user) return { orderNo: String(order.orderNo), returnedIntegral: 0, balance: null };
  // the ledger's (kind, bizNo) is unique for refunds: whatever raced, the points come back once
  await tx.insert(ahBoutiqueIntegralLog).values({
    id: newId(),
    storeId,
    ahMemberWxId: user.id,
    nickName: user.nickName,
    phone: user.phone,
    logType: INTEGRAL_LOG_TYPE.refund,
    integral: points,
    balanceAfter: Number(user.balance),
    bizNo: String(order.orderNo),
    remark: `${String(order.boutiqueName)}订单退款，积分退回`,
    operatorName: await userName(tx, auth.userId),
    operateTime: now,
    createUser: auth.userId,
    updateUser: auth.userId,
    createTime: now,
    updateTime: now,
  });
  return { orderNo: String(order.orderNo), returnedIntegral: points, balance: Number(user.balance) };
}

export const boutiqueOrderRoutes: Registrable[] = [
  declaredActionRoute(boutiqueOrderResource, 'REFUND', async ({ auth, services, call, lang }) => {
    const storeId = needStore(auth, lang);
    const now = services.now();
    return services.db.transaction((tx) => refundBoutiqueOrder(tx, auth, storeId, call.ids[0], call.reason ?? '', now, lang));
  }),
  declaredActionRoute(boutiqueWorkOrderResource, 'START', async ({ auth, services, call, lang }) => {
    const storeId = needStore(auth, lang);
    const now = services.now();
    return services.db.transaction(async (tx) => {
      const to = nextBoutiqueWorkState(BOUTIQUE_WORK_STATES.waiting, 'START')!;
      const won = await tx
        .update(ahBoutiqueWorkOrder)
        .set({ workState: to, technician: String(call.values.technician), updateUser: auth.userId, updateTime: now })
        .where(and(jobScope(auth, storeId, call.ids[0]), inArray(ahBoutiqueWorkOrder.workState, boutiqueWorkStatesFor('START'))))
        .returning({ id: ahBoutiqueWorkOrder.id });
      if (!won.length) {
        const [row] = await tx.select({ id: ahBoutiqueWorkOrder.id }).from(ahBoutiqueWorkOrder).where(jobScope(auth, storeId, call.ids[0]));
        throw row ? refuse(BOUTIQUE_REFUSALS.start) : notFound(NOT_FOUND.job[lang]);
      }
      await writeStateLog(tx, auth, [{ resource: 'ahBoutiqueWorkOrder', recordId: call.ids[0], action: 'START', field: 'workState', from: BOUTIQUE_WORK_STATES.waiting, to }], now);
      return { workState: to };
    });
  }),
  declaredActionRoute(boutiqueWorkOrderResource, 'FINISH', async ({ auth, services, call, lang }) => {
    const storeId = needStore(auth, lang);
    const now = services.now();
    return services.db.transaction(async (tx) => {
      const to = nextBoutiqueWorkState(BOUTIQUE_WORK_STATES.working, 'FINISH')!;
      const won = await tx
        .update(ahBoutiqueWorkOrder)
        .set({ workState: to, finishTime: now, updateUser: auth.userId, updateTime: now })
        .where(and(jobScope(auth, storeId, call.ids[0]), inArray(ahBoutiqueWorkOrder.workState, boutiqueWorkStatesFor('FINISH'))))
        .returning({ id: ahBoutiqueWorkOrder.id, orderId: ahBoutiqueWorkOrder.ahBoutiqueOrderId });
      if (!won.length) {
        const [row] = await tx.select({ id: ahBoutiqueWorkOrder.id }).from(ahBoutiqueWorkOrder).where(jobScope(auth, storeId, call.ids[0]));
        throw row ? refuse(BOUTIQUE_REFUSALS.finish) : notFound(NOT_FOUND.job[lang]);
      }
      await writeStateLog(tx, auth, [{ resource: 'ahBoutiqueWorkOrder', recordId: call.ids[0], action: 'FINISH', field: 'workState', from: BOUTIQUE_WORK_STATES.working, to }], now);
      // the order's last job finished: the order is fitted (待安装 → 已完成)
      const orderId = String(won[0].orderId);
      const open = sql`exists (select 1 from ${ahBoutiqueWorkOrder} w where w.ah_boutique_order_id = ${orderId} and w.is_deleted = 0 and w.work_state in (${BOUTIQUE_WORK_STATES.waiting}, ${BOUTIQUE_WORK_STATES.working}))`;
      const fitted = await tx
        .update(ahBoutiqueOrder)
        .set({ orderState: BOUTIQUE_ORDER_STATES.done, updateUser: auth.userId, updateTime: now })
        .where(and(orderScope(auth, storeId, orderId), inArray(ahBoutiqueOrder.orderState, boutiqueOrderStatesFor('FITTED')), sql`not ${open}`))
        .returning({ id: ahBoutiqueOrder.id });
      if (fitted.length) await writeStateLog(tx, auth, [{ resource: 'ahBoutiqueOrder', recordId: orderId, action: 'FITTED', field: 'orderState', from: BOUTIQUE_ORDER_STATES.fitting, to: BOUTIQUE_ORDER_STATES.done }], now);
      return { workState: to, orderDone: fitted.length > 0 };
    });
  }),
];
