/**
 * crm-anhua ahActivity, ahActivityEnroll and ahActivityOrder beyond the generated calls (activityList,
 * detailById, addOrUpdate, remove, export, setActivityStatusById, setRecommendById; enrolment list;
 * order getPage, detail, export): enrol (capacity and deadline enforced under a lock on the activity),
 * addActivityRobot (robot enrolments, marked and counted apart), and the activity-order machine's
 * events (pay, writeOff, close, updateRefundStatus, updateBalancePaymentStatus), each applied to the
 * locked row in one transaction with its state-log line, so a write-off is counted once however many
 * counters press at once. Decisions: docs/marketing.md.
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { declaredActionRoute, readAction, ResourceRuntime, type ResourceHookMap } from '../../http/resource-router';
import { ApiError, badInput, notFound } from '../../http/envelope';
import { checkPermission } from '../../http/permissions';
import { requireStore } from '../../http/store-scope';
import { writeStateLog } from '../../http/state-log';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { Codes, type Lang } from '../../../src/domain/codes';
import { actionForBody, noActionMessage } from '../../../src/domain/resources/action';
import { ahActivity, ahActivityEnroll, ahActivityOrder, ahMarketingQrcode } from '../../db/resource-tables/marketing';
import { QRCODE_MESSAGES as QR } from '../../../src/domain/resources/marketing/qrcode';
import { qrcodeOfScene } from './qrcode';
import {
  ACTIVITY_MESSAGES as M,
  ACTIVITY_ORDER_ACTION_EVENTS,
  ACTIVITY_ORDER_PAY_MINUTES,
  ACTIVITY_STATUS,
  activityOrderResource,
  activityResource,
  ENROLL_STATUS,
} from '../../../src/domain/resources/marketing/activity';
import { ACTIVITY_ORDER_STATUS, activityOrderNext, activityOrderRefusal, activityOrderStateAt, type ActivityOrderEventType } from '../../../src/machines/activity-order.machine';
import { userName } from '../crm-warehouse/car-order-core';

type Row = Record<string, unknown>;

const activities = new ResourceRuntime(activityResource, ahActivity);
const orders = new ResourceRuntime(activityOrderResource, ahActivityOrder);

const time = (x: unknown): number => (x instanceof Date ? x.getTime() : new Date(String(x)).getTime());

export const ACTIVITY_HOOKS: ResourceHookMap = {
  ahActivity: {
    beforeWrite: async ({ tx, value, id }) => {
      let before: Row | undefined;
      if (id) [before] = (await tx.select().from(ahActivity).where(eq(ahActivity.id, id)).for('update')) as Row[];
      const merged = { ...before, ...value };
      if (merged.startTime && merged.endTime && time(merged.endTime) <= time(merged.startTime)) throw badInput(M.endBeforeStart, 'endTime');
      if (merged.enrollDeadline && merged.endTime && time(merged.enrollDeadline) > time(merged.endTime)) throw badInput(M.deadlineAfterEnd, 'enrollDeadline');
      if (before && value.capacity !== undefined && Number(value.capacity) < Number(before.enrollCount ?? 0)) throw badInput(M.capacityBelowEnrolled, 'capacity');
    },
  },
};

const orderNo = (now: Date) => `HD${now.toISOString().replace(/\D/g, '').slice(2, 14)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

const refuse = (label: { zh: string; en: string }) => ApiError.of(Codes.BUSINESS_NOTICE, label);

/** the seats unpaid orders held past their time go back, in the enrolling transaction (the clock of EXPIRE) */
async function expireStale(tx: Tx, auth: AuthContext, activityId: string, now: Date): Promise<number> {
  const stale = (await tx
    .update(ahActivityOrder)
    .set({ status: ACTIVITY_ORDER_STATUS.expired, updateTime: now })
    .where(and(eq(ahActivityOrder.ahActivityId, activityId), eq(ahActivityOrder.status, ACTIVITY_ORDER_STATUS.unpaid), lte(ahActivityOrder.expireTime, now), eq(ahActivityOrder.isDeleted, 0)))
    .returning({ id: ahActivityOrder.id, enrollId: ahActivityOrder.ahActivityEnrollId })) as Array<{ id: string; enrollId: string | null }>;
  if (!stale.length) return 0;
  const enrollIds = stale.map((s) => s.enrollId).filter((x): x is string => !!x);
  if (enrollIds.length) await tx.update(ahActivityEnroll).set({ enrollStatus: ENROLL_STATUS.cancelled, updateTime: now }).where(inArray(ahActivityEnroll.id, enrollIds));
  await tx.update(ahActivity).set({ enrollCount: sql`${ahActivity.enrollCount} - ${stale.length}` }).where(eq(ahActivity.id, activityId));
  await writeStateLog(tx, auth, stale.map((s) => ({ resource: 'ahActivityOrder', recordId: s.id, action: 'EXPIRE', field: 'status', from: ACTIVITY_ORDER_STATUS.unpaid, to: ACTIVITY_ORDER_STATUS.expired })), now);
  return stale.length;
}

export interface EnrollInput {
  memberName: string;
  phone: string;
  channel: number;
  /** the scene of the activity QR code the customer came by */
  scene?: string | null;
}

/** One enrolment: the activity is locked, so two last-seat enrolments meet one after the other and one of them finds it full. */
export async function enroll(services: Services, auth: AuthContext, activityId: string, input: EnrollInput, lang: Lang) {
  const storeId = requireStore(auth, lang);
  const now = services.now();
  const scope = await activities.scope(services, auth);
  return services.db.transaction(async (tx) => {
    const [activity] = (await tx.select().from(ahActivity).where(and(eq(ahActivity.id, activityId), scope)).for('update')) as Row[];
    if (!activity) throw notFound(M.noActivity[lang]);
    if (Number(activity.activityStatus) !== ACTIVITY_STATUS.published) throw refuse(M.notPublished);
    if (time(activity.enrollDeadline) < now.getTime()) throw refuse(M.deadlinePassed);
    const released = await expireStale(tx, auth, activityId, now);
    const enrolled = Number(activity.enrollCount ?? 0) - released;
    if (enrolled >= Number(activity.capacity)) throw refuse(M.full);
    const [dup] = await tx
      .select({ id: ahActivityEnroll.id })
      .from(ahActivityEnroll)
      .where(and(eq(ahActivityEnroll.ahActivityId, activityId), eq(ahActivityEnroll.phone, input.phone), eq(ahActivityEnroll.isRobot, 0), sql`${ahActivityEnroll.enrollStatus} <> ${ENROLL_STATUS.cancelled}`, eq(ahActivityEnroll.isDeleted, 0)))
      .limit(1);
    if (dup) throw refuse(M.already);
    const paid = Number(activity.price ?? 0) > 0;
    const enrollId = newId();
    const orderId = paid ? newId() : null;
    const audit = { tenantId: auth.tenantId, storeId, createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now };
    await tx.insert(ahActivityEnroll).values({
      id: enrollId,
      ...audit,
      ahActivityId: activityId,
      activityName: String(activity.activityName),
      memberName: input.memberName,
      phone: input.phone,
      isRobot: 0,
      channel: input.channel,
      enrollStatus: paid ? ENROLL_STATUS.waitingPayment : ENROLL_STATUS.enrolled,
      ahActivityOrderId: orderId,
      enrollTime: now,
    });
    if (orderId) {
      await tx.insert(ahActivityOrder).values({
        id: orderId,
        ...audit,
        orderNo: orderNo(now),
        ahActivityId: activityId,
        activityName: String(activity.activityName),
        ahActivityEnrollId: enrollId,
        memberName: input.memberName,
        phone: input.phone,
        channel: input.channel,
        payAmount: Number(activity.price),
        balanceAmount: Number(activity.balanceAmount ?? 0),
        status: ACTIVITY_ORDER_STATUS.unpaid,
        refundStatus: 0,
        balancePaymentStatus: 0,
        expireTime: new Date(now.getTime() + ACTIVITY_ORDER_PAY_MINUTES * 60_000),
      });
    }
    await tx.update(ahActivity).set({ enrollCount: sql`${ahActivity.enrollCount} + 1`, updateTime: now }).where(eq(ahActivity.id, activityId));
    const qr = input.scene ? await qrcodeOfScene(tx, activityId, input.scene) : undefined;
    if (input.scene && !qr) throw badInput(QR.noQrcode, 'scene');
    if (qr) await tx.update(ahMarketingQrcode).set({ enrollCount: sql`${ahMarketingQrcode.enrollCount} + 1` }).where(eq(ahMarketingQrcode.id, String(qr.id)));
    return { ahActivityEnrollId: enrollId, ahActivityOrderId: orderId };
  });
}

const ROBOT_SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高';
const ROBOT_GIVEN = ['先生', '女士', '小姐', '师傅'];

/** Robot enrolments: marked isRobot 1, counted in robotCount, never a seat, a phone or an order. */
async function addRobots(services: Services, auth: AuthContext, activityId: string, count: number, lang: Lang) {
  const storeId = requireStore(auth, lang);
  const now = services.now();
  const scope = await activities.scope(services, auth);
  return services.db.transaction(async (tx) => {
    const [activity] = (await tx.select().from(ahActivity).where(and(eq(ahActivity.id, activityId), scope)).for('update')) as Row[];
    if (!activity) throw notFound(M.noActivity[lang]);
    const rows = Array.from({ length: count }, (_, i) => ({
      id: newId(),
      tenantId: auth.tenantId,
      storeId,
      ahActivityId: activityId,
      activityName: String(activity.activityName),
      memberName: `${ROBOT_SURNAMES[randomInt(0, ROBOT_SURNAMES.length)]}${ROBOT_GIVEN[randomInt(0, ROBOT_GIVEN.length)]}`,
      phone: null,
      isRobot: 1,
      channel: null,
      enrollStatus: ENROLL_STATUS.enrolled,
      // spread over the last hours, so the members' list does not show a block of one second
      enrollTime: new Date(now.getTime() - randomInt(0, 6 * 3600_000) - i),
      createUser: auth.userId,
      updateUser: auth.userId,
      createTime: now,
      updateTime: now,
    }));
    await tx.insert(ahActivityEnroll).values(rows);
    await tx.update(ahActivity).set({ robotCount: sql`coalesce(${ahActivity.robotCount}, 0) + ${count}`, updateTime: now }).where(eq(ahActivity.id, activityId));
    return { added: count, robotCount: Number(activity.robotCount ?? 0) + count };
  });
}

/** What an event does besides the order's own fields: the enrolment, the activity's counts. */
async function sideEffects(tx: Tx, row: Row, event: ActivityOrderEventType, now: Date) {
  const enrollId = row.ahActivityEnrollId ? String(row.ahActivityEnrollId) : null;
  const activityId = String(row.ahActivityId);
  if (event === 'PAY' && enrollId) await tx.update(ahActivityEnroll).set({ enrollStatus: ENROLL_STATUS.enrolled, updateTime: now }).where(eq(ahActivityEnroll.id, enrollId));
  if (event === 'WRITE_OFF') await tx.update(ahActivity).set({ writeOffCount: sql`coalesce(${ahActivity.writeOffCount}, 0) + 1` }).where(eq(ahActivity.id, activityId));
  if (event === 'CLOSE' || event === 'EXPIRE' || event === 'REFUND') {
    if (enrollId) await tx.update(ahActivityEnroll).set({ enrollStatus: ENROLL_STATUS.cancelled, updateTime: now }).where(eq(ahActivityEnroll.id, enrollId));
    await tx.update(ahActivity).set({ enrollCount: sql`greatest(${ahActivity.enrollCount} - 1, 0)` }).where(eq(ahActivity.id, activityId));
  }
}

/**
 * One machine event on one order: the row is locked, the machine judges it as it is now, the change and
 * its state-log line are written together. A second counter writing the same order off waits for the
 * first and is then refused (该订单已核销), so the activity's count rises once.
 */
export async function moveOrder(services: Services, auth: AuthContext, id: string, event: ActivityOrderEventType, lang: Lang, reason?: string) {
  const now = services.now();
  const scope = await orders.scope(services, auth);
  const operator = event === 'WRITE_OFF' ? await userName(services.db, auth.userId) : '';
  return services.db.transaction(async (tx) => {
    const [row] = (await tx.select().from(ahActivityOrder).where(and(eq(ahActivityOrder.id, id), scope)).for('update')) as Row[];
    if (!row) throw notFound(lang === 'en' ? 'No such order' : '订单不存在');
    const patch = activityOrderNext(row, event, now);
    if (!patch) {
      // an unpaid order found past its time is expired now, whatever was asked
      if (activityOrderStateAt(row, now) === 'expired' && Number(row.status) === ACTIVITY_ORDER_STATUS.unpaid) {
        await tx.update(ahActivityOrder).set({ status: ACTIVITY_ORDER_STATUS.expired, updateTime: now }).where(eq(ahActivityOrder.id, id));
        await sideEffects(tx, row, 'EXPIRE', now);
        await writeStateLog(tx, auth, [{ resource: 'ahActivityOrder', recordId: id, action: 'EXPIRE', field: 'status', from: row.status, to: ACTIVITY_ORDER_STATUS.expired }], now);
        return { refused: activityOrderRefusal(row, event, now) };
      }
      throw refuse(activityOrderRefusal(row, event, now));
    }
    const extra: Row = {};
    if (event === 'PAY') extra.payTime = now;
    if (event === 'WRITE_OFF') Object.assign(extra, { writeOffTime: now, writeOffUserName: operator });
    if ((event === 'APPLY_REFUND' || event === 'REJECT_REFUND') && reason) extra.refundReason = reason;
    const done = await tx
      .update(ahActivityOrder)
      .set({ ...patch, ...extra, updateUser: auth.userId, updateTime: now })
      .where(and(eq(ahActivityOrder.id, id), eq(ahActivityOrder.status, Number(row.status))))
      .returning({ id: ahActivityOrder.id });
    if (!done.length) throw refuse(activityOrderRefusal(row, event, now));
    await sideEffects(tx, row, event, now);
    const changes = [];
    if (patch.status !== Number(row.status)) changes.push({ field: 'status', from: row.status, to: patch.status });
    if (patch.refundStatus !== Number(row.refundStatus ?? 0)) changes.push({ field: 'refundStatus', from: row.refundStatus, to: patch.refundStatus });
    if (patch.balancePaymentStatus !== Number(row.balancePaymentStatus ?? 0)) changes.push({ field: 'balancePaymentStatus', from: row.balancePaymentStatus, to: patch.balancePaymentStatus });
    await writeStateLog(tx, auth, changes.map((c) => ({ resource: 'ahActivityOrder', recordId: id, action: event, ...c, reason: reason ?? null })), now);
    return { id, ...patch };
  });
}

const orderRoute = (name: string) =>
  declaredActionRoute(activityOrderResource, name, async ({ auth, services, lang, call }) => {
    const out = await moveOrder(services, auth, call.ids[0], ACTIVITY_ORDER_ACTION_EVENTS[name], lang, call.reason);
    if ('refused' in out && out.refused) throw refuse(out.refused);
    return out;
  });

/** a path several order actions share (updateRefundStatus): the body's value tells which */
function sharedOrderRoute(path: string): Registrable {
  const actions = activityOrderResource.actions.filter((a) => a.path === path);
  return route({
    method: 'POST',
    url: `/${activityOrderResource.service}/${activityOrderResource.base}/${path}`,
    permission: [...new Set(actions.map((a) => a.permission))],
    input: v.looseObject({}),
    handler: async ({ auth, services, input, lang }) => {
      const action = actionForBody(actions, input);
      if (!action) {
        const m = noActionMessage(activityOrderResource, actions, lang);
        throw new ApiError(Codes.BAD_REQUEST, m.message, m.field ? { field: m.field } : undefined);
      }
      await checkPermission(services, auth, action.permission);
      const call = readAction(activityOrderResource, action, input, lang);
      const out = await moveOrder(services, auth, call.ids[0], ACTIVITY_ORDER_ACTION_EVENTS[action.name], lang, call.reason);
      if ('refused' in out && out.refused) throw refuse(out.refused);
      return out;
    },
  });
}

export const activityRoutes: Registrable[] = [
  declaredActionRoute(activityResource, 'enroll', async ({ auth, services, lang, call }) =>
    enroll(services, auth, call.ids[0], { memberName: String(call.values.memberName), phone: String(call.values.phone), channel: Number(call.values.channel ?? 0), scene: call.values.scene ? String(call.values.scene) : null }, lang),
  ),
  declaredActionRoute(activityResource, 'addActivityRobot', async ({ auth, services, lang, call }) => addRobots(services, auth, call.ids[0], Number(call.values.robotCount), lang)),
  orderRoute('pay'),
  orderRoute('writeOff'),
  orderRoute('close'),
  sharedOrderRoute('updateRefundStatus'),
  sharedOrderRoute('updateBalancePaymentStatus'),
];

