/**
 * A parts stock transfer form between two stores (ahAccessoryStockTransferForm.state), docs/after-sales.md:
 *
 *   草稿 draft --SEND--> 已发出 sent --RECEIVE--> 已收货 received
 *   draft|sent --CANCEL--> 已作废 cancelled
 *
 * SEND takes the parts out of the sending store, RECEIVE (by the receiving store only) puts them into
 * the receiving store, CANCEL of a sent form returns them to the sender. Each is one transaction on
 * the server, which asks this machine first; received and cancelled are final.
 */
import { setup, transition } from 'xstate';

export const STOCK_TRANSFER_STATE = { draft: 0, sent: 1, received: 2, cancelled: 3 } as const;
export type StockTransferState = keyof typeof STOCK_TRANSFER_STATE;

export const STOCK_TRANSFER_STATE_OPTIONS = [
  { value: 0, zh: '草稿', en: 'Draft' },
  { value: 1, zh: '已发出', en: 'Sent' },
  { value: 2, zh: '已收货', en: 'Received' },
  { value: 3, zh: '已作废', en: 'Cancelled' },
] as const;

export type StockTransferEvent = { type: 'SEND' } | { type: 'RECEIVE' } | { type: 'CANCEL' };
export type StockTransferEventType = StockTransferEvent['type'];
export const STOCK_TRANSFER_EVENTS: readonly StockTransferEventType[] = ['SEND', 'RECEIVE', 'CANCEL'];

export const stockTransferMachine = setup({ types: { events: {} as StockTransferEvent } }).createMachine({
  id: 'stockTransfer',
  initial: 'draft',
  states: {
    draft: { on: { SEND: 'sent', CANCEL: 'cancelled' } },
    sent: { on: { RECEIVE: 'received', CANCEL: 'cancelled' } },
    received: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

const NAMES = Object.fromEntries(Object.entries(STOCK_TRANSFER_STATE).map(([k, v]) => [v, k])) as Record<number, StockTransferState>;

export function stockTransferStateName(value: unknown): StockTransferState | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const n = Number(value);
  return Number.isInteger(n) ? (NAMES[n] ?? null) : null;
}

/** The stored state after `event`, or null when the machine refuses it. */
export function nextStockTransferState(value: unknown, event: StockTransferEventType): number | null {
  const from = stockTransferStateName(value);
  if (!from) return null;
  const snapshot = stockTransferMachine.resolveState({ value: from, context: undefined });
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(stockTransferMachine, snapshot, { type: event });
  return STOCK_TRANSFER_STATE[next.value as StockTransferState];
}

/** Only a draft's lines and receiving store may change. */
export const stockTransferEditable = (value: unknown) => stockTransferStateName(value) === 'draft';

const EVENT_WORDS: Record<StockTransferEventType, { zh: string; en: string }> = {
  SEND: { zh: '发出', en: 'sent' },
  RECEIVE: { zh: '确认收货', en: 'received' },
  CANCEL: { zh: '作废', en: 'cancelled' },
};

/** The 10300 message when a form cannot take `event` (a second receipt: 调拨单已收货，不能确认收货). */
export function stockTransferRefusal(row: Readonly<Record<string, unknown>>, event: StockTransferEventType, many = false): { zh: string; en: string } {
  const state = STOCK_TRANSFER_STATE_OPTIONS.find((o) => o.value === Number(row.state));
  const no = many && row.formNo ? `${String(row.formNo)}: ` : '';
  return {
    zh: `${no}调拨单${state?.zh ?? '状态未知'}，不能${EVENT_WORDS[event].zh}`,
    en: `${no}The transfer form is ${state?.en.toLowerCase() ?? 'in an unknown state'}; it cannot be ${EVENT_WORDS[event].en}`,
  };
}
