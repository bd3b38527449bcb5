/**
 * One car order of a store. The states are the `car_order_state` dictionary:
 * 0 draft, 1 ordered, 2 car assigned (every order car holds a locked stock car), 3 invoiced (every
 * order car has its invoice), 4 delivered, 9 closed.
 * "Assigned" and "invoiced" follow from the order cars: the events that change the cars carry what is
 * true after the change (allLocked, allInvoiced) and the order settles into the state that fits.
 * The server (server/modules/crm-warehouse/car-order*.ts) loads the order FOR UPDATE, asks this
 * machine and applies the answer in the same transaction; the client offers only allowed actions.
 */
import { assign, setup, transition } from 'xstate';

export type CarOrderEvent =
  | { type: 'SUBMIT' }
  | { type: 'EDIT'; allLocked?: boolean }
  | { type: 'LOCK_CAR'; allLocked: boolean }
  | { type: 'CHANGE_LOCK' }
  | { type: 'UNLOCK_CAR' }
  | { type: 'DELETE_CAR'; allLocked: boolean }
  | { type: 'INVOICE'; allInvoiced: boolean }
  | { type: 'DELETE_INVOICE' }
  | { type: 'DELIVER' }
  | { type: 'CLOSE' }
  | { type: 'REPLENISH' }
  | { type: 'CONTRACT' };

export type CarOrderEventType = CarOrderEvent['type'];

export interface CarOrderContext {
  /** every order car holds a locked stock car */
  allLocked: boolean;
  /** every order car has an invoice */
  allInvoiced: boolean;
}

/** state name -> the value kept in ah_car_order.order_state */
export const CAR_ORDER_STATES = { draft: 0, ordered: 1, assigned: 2, invoiced: 3, delivered: 4, closed: 9 } as const;
export type CarOrderState = keyof typeof CAR_ORDER_STATES;

export const CAR_ORDER_STATE_OPTIONS = [
  { value: 0, zh: '草稿', en: 'Draft' },
  { value: 1, zh: '已下单', en: 'Ordered' },
  { value: 2, zh: '已配车', en: 'Car assigned' },
  { value: 3, zh: '已开票', en: 'Invoiced' },
  { value: 4, zh: '已交车', en: 'Delivered' },
  { value: 9, zh: '已关闭', en: 'Closed' },
] as const;

export function carOrderStateOf(value: number): CarOrderState | null {
  const hit = Object.entries(CAR_ORDER_STATES).find(([, n]) => n === value);
  return hit ? (hit[0] as CarOrderState) : null;
}

// a transition that changes nothing still needs an action: snapshot.can() answers false for an empty one
const stay = { actions: 'stay' } as const;

const carEvents = {
  LOCK_CAR: { actions: 'takeLocked' },
  CHANGE_LOCK: stay,
  UNLOCK_CAR: { actions: 'unlocked' },
  DELETE_CAR: { actions: 'takeLocked' },
  EDIT: { actions: 'takeLocked' },
  REPLENISH: stay,
} as const;

export const carOrderMachine = setup({
  types: { context: {} as CarOrderContext, events: {} as CarOrderEvent },
  guards: {
    allLocked: ({ context }) => context.allLocked,
    notAllLocked: ({ context }) => !context.allLocked,
    allInvoiced: ({ context }) => context.allInvoiced,
    notAllInvoiced: ({ context }) => !context.allInvoiced,
  },
  actions: {
    takeLocked: assign({ allLocked: ({ event, context }) => ('allLocked' in event && event.allLocked !== undefined ? event.allLocked : context.allLocked) }),
    unlocked: assign({ allLocked: false, allInvoiced: false }),
    takeInvoiced: assign({ allInvoiced: ({ event }) => ('allInvoiced' in event ? event.allInvoiced : false) }),
    uninvoiced: assign({ allInvoiced: false }),
    stay: () => undefined,
  },
}).createMachine({
  id: 'carOrder',
  initial: 'draft',
  context: { allLocked: false, allInvoiced: false },
  states: {
    // a draft has no locked car: its cars may be edited or removed freely
    draft: { on: { SUBMIT: 'ordered', EDIT: stay, DELETE_CAR: stay, CLOSE: 'closed' } },
    ordered: {
      always: { guard: 'allLocked', target: 'assigned' },
      on: { ...carEvents, CLOSE: 'closed', CONTRACT: stay },
    },
    assigned: {
      always: [
        { guard: 'notAllLocked', target: 'ordered' },
        { guard: 'allInvoiced', target: 'invoiced' },
      ],
      on: { ...carEvents, INVOICE: { actions: 'takeInvoiced' }, DELETE_INVOICE: { actions: 'uninvoiced' }, CLOSE: 'closed', CONTRACT: stay },
    },
    invoiced: {
      always: { guard: 'notAllInvoiced', target: 'assigned' },
      on: { INVOICE: { actions: 'takeInvoiced' }, DELETE_INVOICE: { actions: 'uninvoiced' }, DELIVER: 'delivered', REPLENISH: stay, CONTRACT: stay },
    },
    // delivered keeps its papers up to date, nothing else
    delivered: { on: { REPLENISH: stay, CONTRACT: stay } },
    closed: { type: 'final' },
  },
});

/** Why an event is refused in a state: the message the server answers with 10300. */
export function carOrderRefusal(state: CarOrderState, event: CarOrderEventType): { zh: string; en: string } {
  if (state === 'closed') return { zh: '订单已关闭，不能再操作', en: 'The order is closed' };
  if (state === 'delivered') return { zh: '订单已交车，不能再操作', en: 'The order has been delivered' };
  const m: Partial<Record<CarOrderEventType, { zh: string; en: string }>> = {
    SUBMIT: { zh: '只有草稿订单可以提交', en: 'Only a draft can be submitted' },
    EDIT: { zh: '已开票的订单不能修改', en: 'An invoiced order cannot be edited' },
    LOCK_CAR: state === 'draft' ? { zh: '草稿订单不能锁车，请先提交订单', en: 'Submit the draft before locking a car' } : { zh: '已开票的订单不能再锁车', en: 'An invoiced order cannot lock cars' },
    CHANGE_LOCK: state === 'draft' ? { zh: '草稿订单没有锁定的车辆', en: 'A draft has no locked car' } : { zh: '已开票的订单不能换车，请先删除发票', en: 'Delete the invoice before changing the car' },
    UNLOCK_CAR: state === 'draft' ? { zh: '草稿订单没有锁定的车辆', en: 'A draft has no locked car' } : { zh: '已开票的订单不能解锁，请先删除发票', en: 'Delete the invoice before unlocking' },
    DELETE_CAR: { zh: '已开票的订单不能删除车辆', en: 'An invoiced order cannot remove cars' },
    INVOICE: { zh: '订单车辆全部锁车后才能开票', en: 'Lock a car for every order car before invoicing' },
    DELETE_INVOICE: { zh: '订单没有发票', en: 'The order has no invoice' },
    DELIVER: { zh: '订单全部开票后才能交车', en: 'Every car must be invoiced before delivery' },
    CLOSE: { zh: '已开票的订单不能关闭，请先删除发票', en: 'Delete the invoices before closing the order' },
    CONTRACT: { zh: '草稿订单不能生成合同，请先提交订单', en: 'Submit the draft before creating its contract' },
  };
  return m[event] ?? { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
}

/** A stored order as the machine sees it. */
export function carOrderSnapshot(stateValue: number, context: CarOrderContext) {
  const name = carOrderStateOf(stateValue);
  return name ? carOrderMachine.resolveState({ value: name, context }) : null;
}

/** Whether the order in this state may take the event (the client's action list). */
export function carOrderCan(stateValue: number, context: CarOrderContext, event: CarOrderEvent): boolean {
  return carOrderSnapshot(stateValue, context)?.can(event) ?? false;
}

/**
 * The machine's answer for a row: the state value after the event (settled), or null when the
 * event is not allowed. Pure: the server and the client call it with the row's state and flags.
 */
export function nextCarOrder(stateValue: number, context: CarOrderContext, event: CarOrderEvent): number | null {
  const snapshot = carOrderSnapshot(stateValue, context);
  if (!snapshot || !snapshot.can(event)) return null;
  const [next] = transition(carOrderMachine, snapshot, event);
  return CAR_ORDER_STATES[next.value as CarOrderState];
}

/** The flags a stored order's state implies: the machine resumes from the row's state alone. */
export function carOrderStoredContext(stateValue: number): CarOrderContext {
  const { assigned, invoiced, delivered } = CAR_ORDER_STATES;
  return { allLocked: stateValue === assigned || stateValue === invoiced || stateValue === delivered, allInvoiced: stateValue === invoiced || stateValue === delivered };
}

/** the events a car-level action sends (one car more locked or invoiced: the order's cars are not all done yet) */
const probeOf = (type: CarOrderEventType): CarOrderEvent =>
  type === 'INVOICE' ? { type, allInvoiced: false } : type === 'LOCK_CAR' || type === 'DELETE_CAR' ? { type, allLocked: false } : ({ type } as CarOrderEvent);

/** The order's and its cars' events the machine allows for a stored order: what the screens offer, what the server checks. */
export function storedCarOrderActions(stateValue: number, events: readonly CarOrderEventType[] = CAR_ORDER_EVENTS): CarOrderEventType[] {
  const context = carOrderStoredContext(stateValue);
  return events.filter((e) => carOrderCan(stateValue, context, probeOf(e)));
}

/** Actions a screen offers for an order, each with its machine event, button code and palette key. */
export const CAR_ORDER_ACTIONS = [
  { event: 'SUBMIT', label: { zh: '提交订单', en: 'Submit order' }, permission: 'car_order_update_state' },
  { event: 'EDIT', label: { zh: '编辑', en: 'Edit' }, permission: 'car_order_edit' },
  { event: 'REPLENISH', label: { zh: '补录信息', en: 'Supplement info' }, permission: 'car_order_supplement' },
  { event: 'INVOICE', label: { zh: '开票', en: 'Invoice' }, permission: 'car_order_invoice' },
  { event: 'CONTRACT', label: { zh: '生成合同', en: 'Generate contract' }, permission: 'car_order_contract' },
  { event: 'DELIVER', label: { zh: '交车', en: 'Deliver' }, permission: 'car_order_update_state' },
  { event: 'CLOSE', label: { zh: '关闭订单', en: 'Close order' }, permission: 'car_order_close' },
] as const satisfies ReadonlyArray<{ event: CarOrderEventType; label: { zh: string; en: string }; permission: string }>;

/** the order's actions, then the events of its cars */
export const CAR_ORDER_EVENTS: readonly CarOrderEventType[] = [...CAR_ORDER_ACTIONS.map((a) => a.event), 'LOCK_CAR', 'CHANGE_LOCK', 'UNLOCK_CAR', 'DELETE_CAR', 'DELETE_INVOICE'];
