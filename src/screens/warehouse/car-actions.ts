/**
 * The actions a stock car offers, decided by the warehouse-car machine (the same answer the server
 * enforces), each with its button code and key. Pure: the stock screen, the detail page and the
 * tests read it.
 */
import { nextWarehouseCar, WAREHOUSE_CAR_STATES, type WarehouseCarEventType } from '../../machines/warehouse-car.machine';

export type CarActionKey = 'ARRIVE' | 'PUT_NO' | 'IN_CONFIRM' | 'OUT' | 'TRANSFER' | 'LOCK' | 'UNLOCK' | 'ATTRIBUTE';

export interface CarAction {
  key: CarActionKey;
  label: { zh: string; en: string };
  permission: string;
  shortcut: string;
  /** the machine event it sends; ATTRIBUTE changes no state */
  event: WarehouseCarEventType | null;
}

export const CAR_ACTIONS: readonly CarAction[] = [
  { key: 'ARRIVE', label: { zh: '到车', en: 'Arrived' }, permission: 'warehouse_stock_arrive', shortcut: 'a', event: 'ARRIVE' },
  { key: 'PUT_NO', label: { zh: '编号', en: 'Assign stock number' }, permission: 'warehouse_stock_put_car_no', shortcut: 'b', event: 'PUT_NO' },
  { key: 'IN_CONFIRM', label: { zh: '入库确认', en: 'Confirm in' }, permission: 'warehouse_stock_in_confirm', shortcut: 'i', event: 'IN_CONFIRM' },
  { key: 'TRANSFER', label: { zh: '调拨', en: 'Transfer' }, permission: 'warehouse_stock_transfer', shortcut: 't', event: 'TRANSFER' },
  { key: 'OUT', label: { zh: '出库', en: 'Outbound' }, permission: 'warehouse_stock_out', shortcut: 'o', event: 'OUT' },
  { key: 'LOCK', label: { zh: '锁定', en: 'Lock' }, permission: 'warehouse_stock_lock_setting', shortcut: 'l', event: 'LOCK' },
  { key: 'UNLOCK', label: { zh: '解锁', en: 'Unlock' }, permission: 'warehouse_stock_lock_setting', shortcut: 'u', event: 'UNLOCK' },
  { key: 'ATTRIBUTE', label: { zh: '修改属性', en: 'Edit attribute' }, permission: 'warehouse_stock_edit_attribute', shortcut: 'm', event: null },
];

export interface CarState {
  state: number | null;
  inTransfer: number | null;
}

/** whether the machine lets this car take the action now */
export function carActionApplies(action: CarAction, car: CarState): boolean {
  if (car.state === null) return false;
  if (action.event === null) return car.state !== WAREHOUSE_CAR_STATES.out;
  return nextWarehouseCar(car.state, car.inTransfer === 1, action.event) !== null;
}

/** the actions the car offers now, among those the user may take */
export function carActionsFor(car: CarState, can: (permission: string) => boolean): CarAction[] {
  return CAR_ACTIONS.filter((a) => can(a.permission) && carActionApplies(a, car));
}

/** attributes updateWarehouseCarAttribute may change (the server's list) with their input kind */
export const CAR_ATTRIBUTE_FIELDS = [
  { name: 'displayLocation', kind: 'text' },
  { name: 'color', kind: 'text' },
  { name: 'interiorColor', kind: 'text' },
  { name: 'engineNo', kind: 'text' },
  { name: 'productionDate', kind: 'date' },
  { name: 'purchasePrice', kind: 'money' },
  { name: 'remark', kind: 'text' },
] as const;
export type CarAttributeName = (typeof CAR_ATTRIBUTE_FIELDS)[number]['name'];
