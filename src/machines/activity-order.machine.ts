/**
 * One activity order (a paid activity's enrolment, spec 3 section 4): status 0 unpaid, 1 paid, 2 closed,
 * 3 written off, 4 expired, 5 refunded; its refund (refundStatus) and its balance payment
 * (balancePaymentStatus) are updated by their own calls. The machine reads both into one state:
 *
 *   unpaid --PAY--> paid --WRITE_OFF [balance settled]--> writtenOff
 *   unpaid --CLOSE--> closed;  unpaid --EXPIRE--> expired (the clock: an unpaid order past expireTime reads expired)
 *   paid --PAY_BALANCE [balance due]--> paid (balancePaymentStatus 1)
 *   paid --APPLY_REFUND--> refunding --REFUND--> refunded;  refunding --REJECT_REFUND--> paid
 *
 * closed, writtenOff, expired and refunded are final. The server loads the row (locked), asks this
 * machine and writes the answer in one transaction; the order list offers only what it allows.
 * Decisions: docs/marketing.md.
 */
import { assign, setup, transition } from 'xstate';
import type { Label } from '../domain/resources/types';

type Row = Readonly<Record<string, unknown>>;

export const ACTIVITY_ORDER_STATUS = { unpaid: 0, paid: 1, closed: 2, writtenOff: 3, expired: 4, refunded: 5 } as const;
export const ACTIVITY_ORDER_STATUS_OPTIONS = [
  { value: 0, zh: '待支付', en: 'Unpaid' },
  { value: 1, zh: '已支付', en: 'Paid' },
  { value: 2, zh: '已关闭', en: 'Closed' },
  { value: 3, zh: '已核销', en: 'Written off' },
  { value: 4, zh: '已过期', en: 'Expired' },
  { value: 5, zh: '已退款', en: 'Refunded' },
] as const;

/** spec 3 section 4: channels 0 smart business card, 1 car-owner app plus */
export const ACTIVITY_CHANNEL_OPTIONS = [
  { value: 0, zh: '智能名片', en: 'Smart business card' },
  { value: 1, zh: '车主APP+', en: 'Car-owner app plus' },
] as const;

/** refundStatus: 0 none, 1 requested, 2 refunded, 3 refused */
export const REFUND_STATUS = { none: 0, requested: 1, refunded: 2, refused: 3 } as const;
export const REFUND_STATUS_OPTIONS = [
  { value: 0, zh: '无', en: 'None' },
  { value: 1, zh: '退款申请中', en: 'Requested' },
  { value: 2, zh: '已退款', en: 'Refunded' },
  { value: 3, zh: '退款驳回', en: 'Refused' },
] as const;

/** balancePaymentStatus: the balance (尾款) paid at the store, 0 unpaid, 1 paid */
export const BALANCE_PAYMENT_STATUS = { unpaid: 0, paid: 1 } as const;
export const BALANCE_PAYMENT_STATUS_OPTIONS = [
  { value: 0, zh: '未付尾款', en: 'Balance unpaid' },
  { value: 1, zh: '已付尾款', en: 'Balance paid' },
] as const;

export type ActivityOrderState = 'unpaid' | 'paid' | 'refunding' | 'closed' | 'writtenOff' | 'expired' | 'refunded';
export type ActivityOrderEventType = 'PAY' | 'CLOSE' | 'EXPIRE' | 'WRITE_OFF' | 'PAY_BALANCE' | 'APPLY_REFUND' | 'REFUND' | 'REJECT_REFUND';
export const ACTIVITY_ORDER_EVENTS: readonly ActivityOrderEventType[] = ['PAY', 'CLOSE', 'EXPIRE', 'WRITE_OFF', 'PAY_BALANCE', 'APPLY_REFUND', 'REFUND', 'REJECT_REFUND'];

export interface ActivityOrderContext {
  /** a balance is owed at the store and not yet paid */
  balanceDue: boolean;
}

export const activityOrderMachine = setup({
  types: { context: {} as ActivityOrderContext, events: {} as { type: ActivityOrderEventType } },
  guards: {
    balanceSettled: ({ context }) => !context.balanceDue,
    balanceDue: ({ context }) => context.balanceDue,
  },
  actions: { settleBalance: assign({ balanceDue: false }) },
}).createMachine({
  id: 'activityOrder',
  context: { balanceDue: false },
  initial: 'unpaid',
  states: {
    unpaid: { on: { PAY: 'paid', CLOSE: 'closed', EXPIRE: 'expired' } },
    paid: {
      on: {
        WRITE_OFF: { target: 'writtenOff', guard: 'balanceSettled' },
        PAY_BALANCE: { target: 'paid', guard: 'balanceDue', actions: 'settleBalance' },
        APPLY_REFUND: 'refunding',
      },
    },
    refunding: { on: { REFUND: 'refunded', REJECT_REFUND: 'paid' } },
    closed: { type: 'final' },
    writtenOff: { type: 'final' },
    expired: { type: 'final' },
    refunded: { type: 'final' },
  },
});

const time = (x: unknown): number => (x instanceof Date ? x.getTime() : typeof x === 'string' || typeof x === 'number' ? new Date(x).getTime() : NaN);

/** The order's state at `now`: the stored status and refund status, with an unpaid order past its expireTime read as expired. */
export function activityOrderStateAt(row: Row, now: Date): ActivityOrderState | null {
  const status = Number(row.status);
  switch (status) {
    case 0:
      return Number.isFinite(time(row.expireTime)) && time(row.expireTime) <= now.getTime() ? 'expired' : 'unpaid';
    case 1:
      return Number(row.refundStatus) === REFUND_STATUS.requested ? 'refunding' : 'paid';
    case 2:
      return 'closed';
    case 3:
      return 'writtenOff';
    case 4:
      return 'expired';
    case 5:
      return 'refunded';
    default:
      return null;
  }
}

const contextOf = (row: Row): ActivityOrderContext => ({ balanceDue: Number(row.balanceAmount ?? 0) > 0 && Number(row.balancePaymentStatus ?? 0) !== BALANCE_PAYMENT_STATUS.paid });

/** the stored fields of each state (refundStatus kept as it was unless the refund moved) */
const STORED: Record<ActivityOrderState, { status: number; refundStatus?: number }> = {
  unpaid: { status: 0 },
  paid: { status: 1 },
  refunding: { status: 1, refundStatus: REFUND_STATUS.requested },
  closed: { status: 2 },
  writtenOff: { status: 3 },
  expired: { status: 4 },
  refunded: { status: 5, refundStatus: REFUND_STATUS.refunded },
};

export interface ActivityOrderPatch {
  status: number;
  refundStatus: number;
  balancePaymentStatus: number;
}

/**
 * The stored fields after the event, or null when the order cannot take it now. Pure: the server
 * calls it with the locked row, the screens with the rows they show.
 */
export function activityOrderNext(row: Row, type: ActivityOrderEventType, now: Date): ActivityOrderPatch | null {
  const state = activityOrderStateAt(row, now);
  if (!state) return null;
  const snapshot = activityOrderMachine.resolveState({ value: state, context: contextOf(row) });
  if (!snapshot.can({ type })) return null;
  const [next] = transition(activityOrderMachine, snapshot, { type });
  const stored = STORED[next.value as ActivityOrderState];
  const refundStatus = stored.refundStatus ?? (type === 'REJECT_REFUND' ? REFUND_STATUS.refused : Number(row.refundStatus ?? 0));
  return {
    status: stored.status,
    refundStatus,
    balancePaymentStatus: type === 'PAY_BALANCE' ? BALANCE_PAYMENT_STATUS.paid : Number(row.balancePaymentStatus ?? 0),
  };
}

export const activityOrderAllows = (row: Row, type: ActivityOrderEventType, now: Date = new Date()): boolean => activityOrderNext(row, type, now) !== null;

const STATE_WORDS: Record<ActivityOrderState, Label> = {
  unpaid: { zh: '待支付', en: 'unpaid' },
  paid: { zh: '已支付', en: 'paid' },
  refunding: { zh: '退款申请中', en: 'waiting for its refund' },
  closed: { zh: '已关闭', en: 'closed' },
  writtenOff: { zh: '已核销', en: 'written off' },
  expired: { zh: '已过期', en: 'expired' },
  refunded: { zh: '已退款', en: 'refunded' },
};

/** Why the order cannot take the event now (10300); with `many`, the order number leads. */
export function activityOrderRefusal(row: Row, type: ActivityOrderEventType, now: Date, many = false): Label {
  const state = activityOrderStateAt(row, now);
  let m: Label;
  if (state === 'paid' && type === 'WRITE_OFF') m = { zh: '该订单尾款未支付，请先支付尾款再核销', en: 'The balance of this order is unpaid; take it before writing the order off' };
  else if (state === 'paid' && type === 'PAY_BALANCE') m = { zh: '该订单无待支付的尾款', en: 'This order owes no balance' };
  else if (state === 'writtenOff' && type === 'WRITE_OFF') m = { zh: '该订单已核销，不能重复核销', en: 'This order has already been written off' };
  else if (state && (type === 'APPLY_REFUND' || type === 'REFUND' || type === 'REJECT_REFUND'))
    m = { zh: `订单${STATE_WORDS[state].zh}，不能${type === 'APPLY_REFUND' ? '申请退款' : type === 'REFUND' ? '退款' : '驳回退款'}`, en: `The order is ${STATE_WORDS[state].en}; the refund cannot move that way` };
  else if (state) m = { zh: `订单${STATE_WORDS[state].zh}，不允许该操作`, en: `The order is ${STATE_WORDS[state].en}; the action is not allowed` };
  else m = { zh: '订单状态异常', en: 'The order is in an unknown state' };
  const no = row.orderNo;
  return many && no ? { zh: `${String(no)}：${m.zh}`, en: `${String(no)}: ${m.en}` } : m;
}
