/**
 * A vehicle stock-take (库存盘点, docs/warehouse.md):
 *
 *   盘点中 counting --SCAN--> counting (a VIN counted)
 *   counting --CLOSE--> 已完成 closed (the missing cars recorded as 盘亏)
 *   counting --CANCEL--> 已作废 cancelled
 *
 * Closed and cancelled are final: nothing is scanned into them. The server asks this machine before
 * it writes a count's state or one of its lines.
 */
import { setup, transition } from 'xstate';

export const INVENTORY_STATE = { counting: 0, closed: 1, cancelled: 2 } as const;
export type InventoryState = keyof typeof INVENTORY_STATE;

export const INVENTORY_STATE_OPTIONS = [
  { value: 0, zh: '盘点中', en: 'Counting' },
  { value: 1, zh: '已完成', en: 'Closed' },
  { value: 2, zh: '已作废', en: 'Cancelled' },
] as const;

export type InventoryEventType = 'SCAN' | 'CLOSE' | 'CANCEL';
export const INVENTORY_EVENTS: readonly InventoryEventType[] = ['SCAN', 'CLOSE', 'CANCEL'];

export const inventoryMachine = setup({ types: { events: {} as { type: InventoryEventType } } }).createMachine({
  id: 'warehouseInventory',
  initial: 'counting',
  states: {
    counting: { on: { SCAN: 'counting', CLOSE: 'closed', CANCEL: 'cancelled' } },
    closed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

const NAMES = Object.fromEntries(Object.entries(INVENTORY_STATE).map(([k, v]) => [v, k])) as Record<number, InventoryState>;

/** The stored state after `event`, or null when the machine refuses it. */
export function nextInventoryState(value: unknown, event: InventoryEventType): number | null {
  if (value === null || value === undefined || value === '') return null;
  const from = NAMES[Number(value)];
  if (!from) return null;
  const snapshot = inventoryMachine.resolveState({ value: from, context: undefined });
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(inventoryMachine, snapshot, { type: event });
  return INVENTORY_STATE[next.value as InventoryState];
}

const EVENT_WORDS: Record<InventoryEventType, { zh: string; en: string }> = {
  SCAN: { zh: '盘点', en: 'counted' },
  CLOSE: { zh: '完成', en: 'closed' },
  CANCEL: { zh: '作废', en: 'cancelled' },
};

/** The 10300 message when a count cannot take `event`: 已完成的盘点单不能盘点. */
export function inventoryRefusal(row: Readonly<Record<string, unknown>>, event: InventoryEventType, many = false): { zh: string; en: string } {
  const state = INVENTORY_STATE_OPTIONS.find((o) => o.value === Number(row.state));
  const no = many && row.inventoryNo ? `${String(row.inventoryNo)}: ` : '';
  return {
    zh: `${no}${state?.zh ?? '状态未知'}的盘点单不能${EVENT_WORDS[event].zh}`,
    en: `${no}A stock-take that is ${state?.en.toLowerCase() ?? 'in an unknown state'} cannot be ${EVENT_WORDS[event].en}`,
  };
}
