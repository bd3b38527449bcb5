/**
 * The settlement of one after-sales work order (ahWorkOrderInfo.state), docs/work-orders.md:
 *
 *   施工中 inProgress --COMPLETE--> 已完工 completed --SUBMIT_SETTLEMENT--> 待结算审核 settlementSubmitted --SETTLE--> 已结算 settled
 *   completed --CANCEL_COMPLETION--> inProgress          settlementSubmitted --REFUTE_SETTLEMENT(reason)--> completed
 *   inProgress|completed --CANCEL--> 已取消 cancelled    settlementSubmitted|settled --CANCEL_SETTLEMENT--> completed
 *
 * Work (items, repair materials) changes only while the order is in progress; what has been
 * submitted or settled goes back to completed first, and from there to in progress. Cancelled is final.
 * The server loads the row, asks this machine and writes the answer in one transaction; the work
 * order list offers only the events the machine allows for each row.
 */
import { setup, transition } from 'xstate';

/** state name -> the value kept in ah_work_order_info.state */
export const WORK_ORDER_STATE = { inProgress: 0, completed: 1, settlementSubmitted: 2, settled: 3, cancelled: 4 } as const;

export const WORK_ORDER_STATE_OPTIONS = [
  { value: 0, zh: '施工中', en: 'In progress' },
  { value: 1, zh: '已完工', en: 'Completed' },
  { value: 2, zh: '待结算审核', en: 'Settlement submitted' },
  { value: 3, zh: '已结算', en: 'Settled' },
  { value: 4, zh: '已取消', en: 'Cancelled' },
] as const;

export type WorkOrderState = keyof typeof WORK_ORDER_STATE;

export type WorkOrderEvent =
  | { type: 'COMPLETE' }
  | { type: 'CANCEL_COMPLETION' }
  | { type: 'CANCEL' }
  | { type: 'SUBMIT_SETTLEMENT' }
  | { type: 'SETTLE' }
  | { type: 'REFUTE_SETTLEMENT'; reason: string }
  | { type: 'CANCEL_SETTLEMENT' };
export type WorkOrderEventType = WorkOrderEvent['type'];

export const WORK_ORDER_EVENTS: readonly WorkOrderEventType[] = ['COMPLETE', 'CANCEL_COMPLETION', 'CANCEL', 'SUBMIT_SETTLEMENT', 'SETTLE', 'REFUTE_SETTLEMENT', 'CANCEL_SETTLEMENT'];

/** the most a refusal reason may hold (the column's length) */
export const REFUTE_REASON_MAX = 200;

const hasReason = (e: WorkOrderEvent) => e.type === 'REFUTE_SETTLEMENT' && e.reason.trim() !== '' && e.reason.trim().length <= REFUTE_REASON_MAX;

export const workOrderMachine = setup({
  types: { events: {} as WorkOrderEvent },
  guards: { hasReason: ({ event }) => hasReason(event) },
}).createMachine({
  id: 'workOrder',
  initial: 'inProgress',
  states: {
    inProgress: { on: { COMPLETE: 'completed', CANCEL: 'cancelled' } },
    completed: { on: { CANCEL_COMPLETION: 'inProgress', SUBMIT_SETTLEMENT: 'settlementSubmitted', CANCEL: 'cancelled' } },
    settlementSubmitted: {
      on: { SETTLE: 'settled', REFUTE_SETTLEMENT: { target: 'completed', guard: 'hasReason' }, CANCEL_SETTLEMENT: 'completed' },
    },
    settled: { on: { CANCEL_SETTLEMENT: 'completed' } },
    cancelled: { type: 'final' },
  },
});

export function workOrderStateOf(value: unknown): WorkOrderState | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'string' && value.trim() === '' ? NaN : Number(value);
  const hit = Object.entries(WORK_ORDER_STATE).find(([, v]) => v === n);
  return hit ? (hit[0] as WorkOrderState) : null;
}

/** A representative event of a type: the refutal carries a reason so that asking "may it" is about the state. */
const probe = (type: WorkOrderEventType, reason = 'x'): WorkOrderEvent => (type === 'REFUTE_SETTLEMENT' ? { type, reason } : ({ type } as WorkOrderEvent));

/** The state value after the event, or null when the order cannot take it. Pure: server and client call it with a row's value. */
export function nextWorkOrderState(stateValue: unknown, type: WorkOrderEventType, reason?: string): number | null {
  const name = workOrderStateOf(stateValue);
  if (!name) return null;
  const snapshot = workOrderMachine.resolveState({ value: name, context: undefined });
  const event = probe(type, reason);
  if (!snapshot.can(event)) return null;
  const [next] = transition(workOrderMachine, snapshot, event);
  return WORK_ORDER_STATE[next.value as WorkOrderState];
}

/** Repair materials, items and vouchers change only while the order is being worked on. */
export const workOrderEditable = (stateValue: unknown): boolean => workOrderStateOf(stateValue) === 'inProgress';

/** Vouchers are deducted before the settlement is submitted. */
export const workOrderDeductible = (stateValue: unknown): boolean => ['inProgress', 'completed'].includes(workOrderStateOf(stateValue) ?? '');

const ONLY: Record<WorkOrderEventType, { zh: string; en: string }> = {
  COMPLETE: { zh: '只有施工中的工单可以完工', en: 'Only a work order in progress can be completed' },
  CANCEL_COMPLETION: { zh: '只有已完工的工单可以取消完工', en: 'Only a completed work order can have its completion cancelled' },
  CANCEL: { zh: '已提交结算或已结算的工单不能取消，请先取消结算', en: 'A work order submitted for settlement or settled cannot be cancelled; cancel the settlement first' },
  SUBMIT_SETTLEMENT: { zh: '只有已完工的工单可以提交结算', en: 'Only a completed work order can be submitted for settlement' },
  SETTLE: { zh: '只有待结算审核的工单可以审核通过', en: 'Only a work order awaiting settlement review can be approved' },
  REFUTE_SETTLEMENT: { zh: '只有待结算审核的工单可以驳回结算', en: 'Only a work order awaiting settlement review can be refuted' },
  CANCEL_SETTLEMENT: { zh: '只有待结算审核或已结算的工单可以取消结算', en: 'Only a work order submitted for settlement or settled can have its settlement cancelled' },
};

/** Why an event is refused in a state: the message the server answers with 10300. */
export function workOrderRefusal(state: WorkOrderState | null, type: WorkOrderEventType, reason?: string): { zh: string; en: string } {
  if (state === 'cancelled') return { zh: '工单已取消，不能再操作', en: 'The work order is cancelled' };
  if (state === null) return { zh: '工单状态无效', en: 'The work order has an unknown state' };
  if (type === 'REFUTE_SETTLEMENT' && state === 'settlementSubmitted' && (reason ?? '').trim() === '') return { zh: '请输入驳回原因', en: 'Please enter the reason for refuting' };
  if (type === 'REFUTE_SETTLEMENT' && state === 'settlementSubmitted') return { zh: `驳回原因不能超过${REFUTE_REASON_MAX}个字符`, en: `The reason may hold at most ${REFUTE_REASON_MAX} characters` };
  return ONLY[type];
}

/** The refusal for one work-order row; when several were sent it names the order. */
export function workOrderRowRefusal(row: Readonly<Record<string, unknown>>, type: WorkOrderEventType, many: boolean, reason?: string): { zh: string; en: string } {
  const m = workOrderRefusal(workOrderStateOf(row.state), type, reason);
  return many ? { zh: `${String(row.orderNo)}：${m.zh}`, en: `${String(row.orderNo)}: ${m.en}` } : m;
}

/** Refusal of a change to the order's materials or vouchers. */
export const WORK_ORDER_NOT_EDITABLE = { zh: '只有施工中的工单可以修改', en: 'Only a work order in progress can be changed' } as const;
export const WORK_ORDER_NOT_DEDUCTIBLE = { zh: '已提交结算的工单不能再抵扣代金券', en: 'Vouchers cannot be deducted once the settlement is submitted' } as const;
