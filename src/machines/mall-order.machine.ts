/**
 * One mall order (商城订单, ah_order.order_status): a member's order of one goods item in the
 * store's mall, paid through the payment provider and redeemed at the counter by its consumption
 * code (docs/mall.md "Mall orders").
 *
 *   unpaid --PAY--> paid --CONSUME--> partlyConsumed --CONSUME--> consumed
 *   unpaid --CLOSE--> closed, unpaid --EXPIRE--> expired
 *   paid | partlyConsumed --REQUEST_REFUND--> refundRequested
 *   refundRequested --APPROVE_REFUND--> refunded (nothing left) | paid | partlyConsumed
 *   refundRequested --REJECT_REFUND--> paid | partlyConsumed
 *
 * The events carry the counts after the change (what is left on the code, what was consumed), so the
 * machine alone says where the order goes. The server asks it before every change; the client offers
 * only what it allows.
 */
import { setup, transition } from 'xstate';

/** state name -> the value kept in ah_order.order_status */
export const MALL_ORDER_STATUS = {
  unpaid: 0,
  paid: 1,
  partlyConsumed: 2,
  consumed: 3,
  refundRequested: 4,
  refunded: 5,
  closed: 6,
  expired: 7,
} as const;

export type MallOrderState = keyof typeof MALL_ORDER_STATUS;

export const MALL_ORDER_STATUS_OPTIONS = [
  { value: 0, zh: '待付款', en: 'Unpaid' },
  { value: 1, zh: '待核销', en: 'Paid' },
  { value: 2, zh: '部分核销', en: 'Partly redeemed' },
  { value: 3, zh: '已核销', en: 'Redeemed' },
  { value: 4, zh: '退款中', en: 'Refund requested' },
  { value: 5, zh: '已退款', en: 'Refunded' },
  { value: 6, zh: '已关闭', en: 'Closed' },
  { value: 7, zh: '已过期', en: 'Expired' },
] as const;

export type MallOrderEvent =
  | { type: 'PAY' }
  | { type: 'CONSUME'; remaining: number }
  | { type: 'REQUEST_REFUND' }
  | { type: 'APPROVE_REFUND'; remaining: number; consumed: number }
  | { type: 'REJECT_REFUND'; consumed: number }
  | { type: 'CLOSE' }
  | { type: 'EXPIRE' };
export type MallOrderEventType = MallOrderEvent['type'];

const left = (e: MallOrderEvent) => ('remaining' in e ? e.remaining : 0);
const used = (e: MallOrderEvent) => ('consumed' in e ? e.consumed : 0);

export const mallOrderMachine = setup({
  types: { events: {} as MallOrderEvent },
  guards: {
    somethingLeft: ({ event }) => left(event) > 0,
    nothingLeft: ({ event }) => left(event) === 0,
    someConsumed: ({ event }) => used(event) > 0,
    noneConsumed: ({ event }) => used(event) === 0,
  },
}).createMachine({
  id: 'mallOrder',
  initial: 'unpaid',
  states: {
    unpaid: { on: { PAY: 'paid', CLOSE: 'closed', EXPIRE: 'expired' } },
    paid: {
      on: {
        CONSUME: [
          { guard: 'nothingLeft', target: 'consumed' },
          { guard: 'somethingLeft', target: 'partlyConsumed' },
        ],
        REQUEST_REFUND: 'refundRequested',
      },
    },
    partlyConsumed: {
      on: {
        CONSUME: [
          { guard: 'nothingLeft', target: 'consumed' },
          { guard: 'somethingLeft', target: 'partlyConsumed' },
        ],
        REQUEST_REFUND: 'refundRequested',
      },
    },
    // the code is frozen while a refund waits: what is refunded cannot be redeemed as well
    refundRequested: {
      on: {
        APPROVE_REFUND: [
          { guard: 'nothingLeft', target: 'refunded' },
          { guard: 'someConsumed', target: 'partlyConsumed' },
          { guard: 'noneConsumed', target: 'paid' },
        ],
        REJECT_REFUND: [
          { guard: 'someConsumed', target: 'partlyConsumed' },
          { guard: 'noneConsumed', target: 'paid' },
        ],
      },
    },
    consumed: { type: 'final' },
    refunded: { type: 'final' },
    closed: { type: 'final' },
    expired: { type: 'final' },
  },
});

export function mallOrderStateOf(value: unknown): MallOrderState | null {
  const n = value === null || value === undefined || value === '' ? NaN : Number(value);
  const hit = Object.entries(MALL_ORDER_STATUS).find(([, v]) => v === n);
  return hit ? (hit[0] as MallOrderState) : null;
}

/** The order_status after the event, or null when the order cannot take it. Pure: server and client call it. */
export function nextMallOrderStatus(status: unknown, event: MallOrderEvent): number | null {
  const name = mallOrderStateOf(status);
  if (!name) return null;
  const snapshot = mallOrderMachine.resolveState({ value: name, context: undefined });
  if (!snapshot.can(event)) return null;
  const [next] = transition(mallOrderMachine, snapshot, event);
  return MALL_ORDER_STATUS[next.value as MallOrderState];
}

type Row = Readonly<Record<string, unknown>>;

/** whether a row offers the event at all (with the counts it would need to be possible) */
export function mallOrderOffers(row: Row, type: MallOrderEventType): boolean {
  const remaining = Number(row.remainingNum ?? 0);
  const consumed = Number(row.consumedNum ?? 0);
  const probe: MallOrderEvent =
    type === 'CONSUME'
      ? { type, remaining: Math.max(0, remaining - 1) }
      : type === 'APPROVE_REFUND'
        ? { type, remaining: 0, consumed }
        : type === 'REJECT_REFUND'
          ? { type, consumed }
          : { type };
  if ((type === 'CONSUME' || type === 'REQUEST_REFUND') && remaining <= 0) return false;
  return nextMallOrderStatus(row.orderStatus, probe) !== null;
}

/** The messages of the order and its code (the server's refusals, 10300 or 400) */
export const MALL_ORDER_MESSAGES = {
  noCode: { zh: '消费码不存在', en: 'No such consumption code' },
  codeRequired: { zh: '请输入消费码', en: 'Please enter the consumption code' },
  numRequired: { zh: '请输入核销数量', en: 'Please enter the number to redeem' },
  usedUp: { zh: '消费码已使用完', en: 'The consumption code is used up' },
  codeExpired: { zh: '消费码已过期', en: 'The consumption code has expired' },
  notPaid: { zh: '订单未支付，不能核销', en: 'The order is not paid and cannot be redeemed' },
  refunding: { zh: '订单退款中，不能核销', en: 'A refund of the order is waiting; it cannot be redeemed' },
  otherStore: { zh: '该消费码不属于本门店，商城设置不允许跨店核销', en: 'The code belongs to another store and the mall settings do not allow redeeming it here' },
  refundTooMany: { zh: '退款数量不能超过可退数量', en: 'The refund cannot exceed what is paid and not redeemed' },
  refundNotAllowed: { zh: '当前订单状态不能申请退款', en: 'The order cannot be refunded in its state' },
  refundRole: { zh: '当前角色无权审核退款', en: 'Your role may not approve refunds' },
  refundDone: { zh: '该退款申请已处理', en: 'The refund request has already been handled' },
  closeNotAllowed: { zh: '只有待付款的订单可以关闭', en: 'Only unpaid orders can be closed' },
} as const;

export const consumeTooMany = (remaining: number) => ({
  zh: `核销数量不能超过剩余次数（剩余${remaining}次）`,
  en: `The number cannot exceed what is left on the code (${remaining} left)`,
});
