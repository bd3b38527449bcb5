/**
 * One transfer of a stock car between two stores of a tenant: pending until the receiving store
 * confirms it (the car changes store) or the sending store revokes it (the car stays).
 */
import { setup, transition } from 'xstate';

export type CarTransferEvent = { type: 'CONFIRM' } | { type: 'REVOKE' };

/** state name -> the value kept in ah_warehouse_car_transfer.state (dictionary warehouse_transfer_state) */
export const TRANSFER_STATES = { pending: 0, confirmed: 1, revoked: 2 } as const;
export type TransferState = keyof typeof TRANSFER_STATES;

export const TRANSFER_STATE_OPTIONS = [
  { value: 0, zh: '待确认', en: 'Pending' },
  { value: 1, zh: '已确认', en: 'Confirmed' },
  { value: 2, zh: '已撤销', en: 'Revoked' },
] as const;

export function transferStateOf(value: number): TransferState | null {
  const hit = Object.entries(TRANSFER_STATES).find(([, n]) => n === value);
  return hit ? (hit[0] as TransferState) : null;
}

export const carTransferMachine = setup({
  types: { events: {} as CarTransferEvent },
}).createMachine({
  id: 'carTransfer',
  initial: 'pending',
  states: {
    pending: { on: { CONFIRM: 'confirmed', REVOKE: 'revoked' } },
    confirmed: { type: 'final' },
    revoked: { type: 'final' },
  },
});

export function transferRefusal(state: TransferState, event: CarTransferEvent['type']): { zh: string; en: string } {
  void event;
  return state === 'confirmed'
    ? { zh: '调拨已确认，不能再操作', en: 'The transfer is already confirmed' }
    : { zh: '调拨已撤销，不能再操作', en: 'The transfer is already revoked' };
}

/** The state after the event, or null when the transfer cannot take it. */
export function nextTransfer(stateValue: number, event: CarTransferEvent['type']): number | null {
  const name = transferStateOf(stateValue);
  if (!name) return null;
  const snapshot = carTransferMachine.resolveState({ value: name, context: undefined });
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(carTransferMachine, snapshot, { type: event });
  return TRANSFER_STATES[next.value as TransferState];
}
