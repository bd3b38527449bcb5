/**
 * The lock of one order car on a stock car: 0 unlocked (no car held), 1 locked, 2 changed (holding
 * a car that replaced the first one), 3 delivered (the car went out to the customer; final).
 * An invoiced order car keeps its car: no change or unlock until its invoice is deleted
 * (context.invoiced). The warehouse car itself moves with the warehouse-car machine's LOCK, UNLOCK
 * and OUT events in the same transaction (server/modules/crm-warehouse/car-order-lock.ts).
 */
import { assign, setup, transition } from 'xstate';

export type CarLockEvent =
  | { type: 'LOCK' }
  | { type: 'CHANGE' }
  | { type: 'UNLOCK' }
  | { type: 'INVOICE' }
  | { type: 'DELETE_INVOICE' }
  | { type: 'DELIVER' }
  | { type: 'DELETE' };

export type CarLockEventType = CarLockEvent['type'];

export interface CarLockContext {
  invoiced: boolean;
}

/** state name -> the value kept in ah_car_order_car.lock_state */
export const CAR_LOCK_STATES = { unlocked: 0, locked: 1, changed: 2, delivered: 3 } as const;
export type CarLockState = keyof typeof CAR_LOCK_STATES;

export const CAR_LOCK_STATE_OPTIONS = [
  { value: 0, zh: '未锁车', en: 'Unlocked' },
  { value: 1, zh: '已锁车', en: 'Locked' },
  { value: 2, zh: '已换车', en: 'Changed' },
  { value: 3, zh: '已交车', en: 'Delivered' },
] as const;

export function carLockStateOf(value: number): CarLockState | null {
  const hit = Object.entries(CAR_LOCK_STATES).find(([, n]) => n === value);
  return hit ? (hit[0] as CarLockState) : null;
}

/** events of a held car (locked or changed) */
const holding = {
  CHANGE: { guard: 'notInvoiced', target: '#carLock.changed' },
  UNLOCK: { guard: 'notInvoiced', target: '#carLock.unlocked' },
  INVOICE: { actions: 'invoice' },
  DELETE_INVOICE: { guard: 'invoiced', actions: 'uninvoice' },
  DELIVER: { guard: 'invoiced', target: '#carLock.delivered' },
} as const;

export const carLockMachine = setup({
  types: { context: {} as CarLockContext, events: {} as CarLockEvent },
  guards: {
    invoiced: ({ context }) => context.invoiced,
    notInvoiced: ({ context }) => !context.invoiced,
  },
  actions: {
    invoice: assign({ invoiced: true }),
    uninvoice: assign({ invoiced: false }),
  },
}).createMachine({
  id: 'carLock',
  initial: 'unlocked',
  context: { invoiced: false },
  states: {
    unlocked: { on: { LOCK: 'locked', DELETE: 'deleted' } },
    locked: { on: holding },
    changed: { on: holding },
    delivered: { type: 'final' },
    deleted: { type: 'final' },
  },
});

export function carLockRefusal(state: CarLockState, invoiced: boolean, event: CarLockEventType): { zh: string; en: string } {
  if (state === 'delivered') return { zh: '车辆已交付，不能再操作', en: 'The car has been delivered' };
  if (invoiced && (event === 'CHANGE' || event === 'UNLOCK')) return { zh: '该车辆已开票，请先删除发票', en: 'The car is invoiced; delete its invoice first' };
  const m: Partial<Record<CarLockEventType, { zh: string; en: string }>> = {
    LOCK: { zh: '该订单车辆已锁车，如需更换请使用换车', en: 'This order car already holds a car; use change instead' },
    CHANGE: { zh: '该订单车辆尚未锁车', en: 'This order car holds no car yet' },
    UNLOCK: { zh: '该订单车辆尚未锁车', en: 'This order car holds no car yet' },
    INVOICE: { zh: '请先锁车再开票', en: 'Lock a car before invoicing' },
    DELETE_INVOICE: { zh: '该车辆没有发票', en: 'The car has no invoice' },
    DELIVER: state === 'unlocked' ? { zh: '该订单车辆尚未锁车', en: 'This order car holds no car yet' } : { zh: '该车辆尚未开票', en: 'The car is not invoiced yet' },
    DELETE: { zh: '已锁车的车辆不能删除，请先解锁', en: 'Unlock the car before removing it' },
  };
  return m[event] ?? { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
}

/** The lock state and invoice flag after the event, or null when the lock cannot take it. */
export function nextCarLock(stateValue: number, invoiced: boolean, event: CarLockEventType): { state: number; invoiced: boolean; deleted: boolean } | null {
  const name = carLockStateOf(stateValue);
  if (!name) return null;
  const snapshot = carLockMachine.resolveState({ value: name, context: { invoiced } });
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(carLockMachine, snapshot, { type: event });
  const value = next.value as CarLockState | 'deleted';
  return value === 'deleted' ? { state: stateValue, invoiced, deleted: true } : { state: CAR_LOCK_STATES[value], invoiced: next.context.invoiced, deleted: false };
}

/** Whether an order car holds a stock car in this state. */
export const holdsCar = (stateValue: number | null | undefined) => stateValue === CAR_LOCK_STATES.locked || stateValue === CAR_LOCK_STATES.changed;
