/**
 * A boutique order (精品订单.orderState) and its fitting jobs (精品工单.workState).
 * Order: 已支付 (1, nothing to fit) and 待安装 (2, fitting jobs open) take REFUND to 已退款 (4) while no
 * job has started; 待安装 takes FITTED to 已完成 (3) when its last job is finished. 已完成 and 已退款 are final.
 * Job: 待施工 (0) —START→ 施工中 (1) —FINISH→ 已完工 (2); a refund takes a waiting job to 已取消 (3).
 * The declarations offer the actions where these machines allow them; the server checks again in the
 * conditional UPDATE that applies them, so two clerks never both win.
 */
import { setup, transition } from 'xstate';

export const BOUTIQUE_ORDER_STATES = { paid: 1, fitting: 2, done: 3, refunded: 4 } as const;
export const BOUTIQUE_WORK_STATES = { waiting: 0, working: 1, done: 2, cancelled: 3 } as const;
type OrderState = keyof typeof BOUTIQUE_ORDER_STATES;
type WorkState = keyof typeof BOUTIQUE_WORK_STATES;
export type BoutiqueOrderEvent = 'REFUND' | 'FITTED';
export type BoutiqueWorkEvent = 'START' | 'FINISH' | 'CANCEL';

export const boutiqueOrderMachine = setup({ types: { events: {} as { type: BoutiqueOrderEvent } } }).createMachine({
  id: 'boutiqueOrder',
  initial: 'paid',
  states: {
    paid: { on: { REFUND: 'refunded' } },
    fitting: { on: { REFUND: 'refunded', FITTED: 'done' } },
    done: { type: 'final' },
    refunded: { type: 'final' },
  },
});

export const boutiqueWorkMachine = setup({ types: { events: {} as { type: BoutiqueWorkEvent } } }).createMachine({
  id: 'boutiqueWork',
  initial: 'waiting',
  states: {
    waiting: { on: { START: 'working', CANCEL: 'cancelled' } },
    working: { on: { FINISH: 'done' } },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

const nameOf = <K extends string>(map: Record<K, number>, value: unknown): K | null => {
  const n = Number(value);
  return (Object.keys(map) as K[]).find((k) => map[k] === n) ?? null;
};

/** the order state after the event, or null when the order cannot take it */
export function nextBoutiqueOrderState(value: unknown, type: BoutiqueOrderEvent): number | null {
  const state = nameOf<OrderState>(BOUTIQUE_ORDER_STATES, value);
  if (!state) return null;
  const snap = boutiqueOrderMachine.resolveState({ value: state, context: undefined });
  if (!snap.can({ type })) return null;
  return BOUTIQUE_ORDER_STATES[transition(boutiqueOrderMachine, snap, { type })[0].value as OrderState];
}

/** the job state after the event, or null when the job cannot take it */
export function nextBoutiqueWorkState(value: unknown, type: BoutiqueWorkEvent): number | null {
  const state = nameOf<WorkState>(BOUTIQUE_WORK_STATES, value);
  if (!state) return null;
  const snap = boutiqueWorkMachine.resolveState({ value: state, context: undefined });
  if (!snap.can({ type })) return null;
  return BOUTIQUE_WORK_STATES[transition(boutiqueWorkMachine, snap, { type })[0].value as WorkState];
}

/** the states (numbers) from which the event is allowed: the server's conditional UPDATE takes them */
export const boutiqueOrderStatesFor = (type: BoutiqueOrderEvent): number[] => Object.values(BOUTIQUE_ORDER_STATES).filter((n) => nextBoutiqueOrderState(n, type) !== null);
export const boutiqueWorkStatesFor = (type: BoutiqueWorkEvent): number[] => Object.values(BOUTIQUE_WORK_STATES).filter((n) => nextBoutiqueWorkState(n, type) !== null);

export const BOUTIQUE_REFUSALS = {
  refund: { zh: '该订单已完成或已退款，不能退款', en: 'This order is done or refunded; it cannot be refunded' },
  fittingStarted: { zh: '该订单已开始施工，不能退款', en: 'Fitting has started on this order; it cannot be refunded' },
  start: { zh: '该工单不是待施工状态，不能开始施工', en: 'This job is not waiting; it cannot start' },
  finish: { zh: '该工单不是施工中状态，不能完工', en: 'This job is not in progress; it cannot be finished' },
} as const;
