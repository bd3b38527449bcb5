/**
 * One stock car in a store's warehouse. The states are the `warehouse_car_state` dictionary:
 * 0 in transit, 1 arrived, 2 numbered (stock number put), 3 in stock, 4 locked, 5 out.
 * A pending transfer holds the car (context.inTransfer): no outbound, lock, delete or second transfer
 * until the receiving store confirms it or the sending store revokes it.
 * The server (server/modules/crm-warehouse/warehouse-car.ts) loads the row, asks this machine and
 * applies the answer; the client offers only the actions the machine allows for a row.
 */
import { assign, setup, transition } from 'xstate';

export type WarehouseCarEvent =
  | { type: 'ARRIVE' }
  | { type: 'PUT_NO' }
  | { type: 'IN_CONFIRM' }
  | { type: 'LOCK' }
  | { type: 'UNLOCK' }
  | { type: 'OUT' }
  | { type: 'TRANSFER' }
  | { type: 'TRANSFER_CONFIRM' }
  | { type: 'TRANSFER_REVOKE' }
  | { type: 'DELETE' };

export type WarehouseCarEventType = WarehouseCarEvent['type'];

export interface WarehouseCarContext {
  inTransfer: boolean;
}

/** state name -> the value kept in ah_warehouse_car.state */
export const WAREHOUSE_CAR_STATES = { inTransit: 0, arrived: 1, numbered: 2, inStock: 3, locked: 4, out: 5 } as const;
export type WarehouseCarState = keyof typeof WAREHOUSE_CAR_STATES;

export const WAREHOUSE_CAR_STATE_OPTIONS = [
  { value: 0, zh: '在途', en: 'In transit' },
  { value: 1, zh: '已到车', en: 'Arrived' },
  { value: 2, zh: '已编号', en: 'Numbered' },
  { value: 3, zh: '在库', en: 'In stock' },
  { value: 4, zh: '已锁定', en: 'Locked' },
  { value: 5, zh: '已出库', en: 'Out' },
] as const;

export function warehouseCarStateOf(value: number): WarehouseCarState | null {
  const hit = Object.entries(WAREHOUSE_CAR_STATES).find(([, n]) => n === value);
  return hit ? (hit[0] as WarehouseCarState) : null;
}

const free = ({ context }: { context: WarehouseCarContext }) => !context.inTransfer;
const held = ({ context }: { context: WarehouseCarContext }) => context.inTransfer;

/** events a car may take wherever it stands before it is locked or out */
const transferable = {
  TRANSFER: { guard: 'free', actions: 'hold' },
  TRANSFER_CONFIRM: { guard: 'held', actions: 'release' },
  TRANSFER_REVOKE: { guard: 'held', actions: 'release' },
  DELETE: { guard: 'free', target: '#warehouseCar.deleted' },
} as const;

export const warehouseCarMachine = setup({
  types: { context: {} as WarehouseCarContext, events: {} as WarehouseCarEvent },
  guards: { free, held },
  actions: {
    hold: assign({ inTransfer: true }),
    release: assign({ inTransfer: false }),
  },
}).createMachine({
  id: 'warehouseCar',
  initial: 'inTransit',
  // a new car is free; a stored row is resumed with resolveState (see nextWarehouseCar)
  context: { inTransfer: false },
  states: {
    inTransit: { on: { ARRIVE: { guard: 'free', target: 'arrived' }, ...transferable } },
    arrived: { on: { PUT_NO: { guard: 'free', target: 'numbered' }, ...transferable } },
    numbered: { on: { IN_CONFIRM: { guard: 'free', target: 'inStock' }, ...transferable } },
    inStock: { on: { LOCK: { guard: 'free', target: 'locked' }, OUT: { guard: 'free', target: 'out' }, ...transferable } },
    locked: { on: { UNLOCK: 'inStock' } },
    out: { type: 'final' },
    deleted: { type: 'final' },
  },
});

/** Why an event is refused in a state: the message the server answers with 10300. */
export function refusalMessage(state: WarehouseCarState, inTransfer: boolean, event: WarehouseCarEventType): { zh: string; en: string } {
  if (state === 'out') return { zh: '车辆已出库，不能再操作', en: 'The car has left the stock' };
  if (inTransfer && event !== 'TRANSFER_CONFIRM' && event !== 'TRANSFER_REVOKE') return { zh: '车辆调拨中，请先确认或撤销调拨', en: 'The car is being transferred; confirm or revoke the transfer first' };
  if (state === 'locked') {
    const what = { OUT: '出库', TRANSFER: '调拨', DELETE: '删除', LOCK: '再次锁定' } as Partial<Record<WarehouseCarEventType, string>>;
    return { zh: `车辆已锁定，不能${what[event] ?? '执行该操作'}`, en: 'The car is locked' };
  }
  const need: Partial<Record<WarehouseCarEventType, { zh: string; en: string }>> = {
    ARRIVE: { zh: '只有在途车辆可以到车', en: 'Only a car in transit can arrive' },
    PUT_NO: { zh: '只有已到车的车辆可以编号', en: 'Only an arrived car can get a stock number' },
    IN_CONFIRM: { zh: '只有已编号的车辆可以确认入库', en: 'Only a numbered car can be confirmed in' },
    LOCK: { zh: '只有在库车辆可以锁定', en: 'Only a car in stock can be locked' },
    UNLOCK: { zh: '车辆未锁定', en: 'The car is not locked' },
    OUT: { zh: '只有在库车辆可以出库', en: 'Only a car in stock can go out' },
    TRANSFER_CONFIRM: { zh: '车辆不在调拨中', en: 'The car is not being transferred' },
    TRANSFER_REVOKE: { zh: '车辆不在调拨中', en: 'The car is not being transferred' },
  };
  return need[event] ?? { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
}

/**
 * The machine's answer for a row: the state and hold after the event, or null when the event is
 * not allowed. Pure: the server and the client call it with a row's state and inTransfer flag.
 */
export function nextWarehouseCar(stateValue: number, inTransfer: boolean, event: WarehouseCarEventType): { state: number; inTransfer: boolean; deleted: boolean } | null {
  const name = warehouseCarStateOf(stateValue);
  if (!name) return null;
  const snapshot = warehouseCarMachine.resolveState({ value: name, context: { inTransfer } });
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(warehouseCarMachine, snapshot, { type: event });
  const value = next.value as WarehouseCarState | 'deleted';
  return value === 'deleted' ? { state: stateValue, inTransfer: false, deleted: true } : { state: WAREHOUSE_CAR_STATES[value], inTransfer: next.context.inTransfer, deleted: false };
}
