/**
 * The call-centre behind one small interface. The default provider simulates the calls: a dial is
 * connected at once and the hang-up measures its length; a real provider is selected by
 * configuration and implements the same two calls.
 */
import crypto from 'node:crypto';

export interface CallProvider {
  readonly name: string;
  /** rings the seat's phone, then the customer's; answers the provider's call id */
  dial(args: { seatPhone: string; customerPhone: string }): Promise<{ callId: string }>;
  /** ends a call; answers whether the customer answered */
  hangUp(callId: string): Promise<{ connected: boolean }>;
  /** the text of the call's recording (speech to text); optional, a provider without it answers '' */
  soundText?(callId: string, call: { customerName: string; userName: string; durationSec: number; connected: boolean }): Promise<string>;
}

/** the keys of the 'call_state' dictionary */
export const CALL_STATE = { notConnected: '0', connected: '1', calling: '2' } as const;

/** the simulated provider's call id for a uuid (the demo seed passes a seeded one) */
export const simulatedCallId = (uuid: string = crypto.randomUUID()): string => `sim-${uuid}`;

export const simulatedCallProvider: CallProvider = {
  name: 'simulated',
  dial: async () => ({ callId: simulatedCallId() }),
  hangUp: async () => ({ connected: true }),
  // a simulated call has no recording; its text says what happened, so the screens have something true to show
  soundText: async (_callId, c) =>
    c.connected ? `【模拟通话】${c.userName}与客户${c.customerName}通话${c.durationSec}秒。` : `【模拟通话】客户${c.customerName}未接听。`,
};

export interface DialledCall {
  id: string;
  tenantId: string;
  storeId: string;
  ahClueTraceId: string;
  seatsId: string;
  /** the caller: the seat's salesman */
  userId: string;
  userName: string;
  customerName: string | null;
  customerPhone: string | null;
  /** the provider's call id */
  callId: string;
  startTime: Date;
}

/**
 * The call record a dial leaves: calling, not ended yet. The one shape of an ah_clue_call_record row,
 * written by seats/call and callOut and by the demo seed; endedCall gives what the hang-up sets.
 */
export function dialledCallRecord(c: DialledCall) {
  return {
    id: c.id,
    tenantId: c.tenantId,
    storeId: c.storeId,
    ahClueTraceId: c.ahClueTraceId,
    seatsId: c.seatsId,
    userId: c.userId,
    userName: c.userName,
    customerName: c.customerName,
    customerPhone: c.customerPhone,
    callId: c.callId,
    callState: CALL_STATE.calling as string,
    startTime: c.startTime,
    endTime: null as Date | null,
    durationSec: null as number | null,
    createUser: c.userId,
    updateUser: c.userId,
    createTime: c.startTime,
    updateTime: c.startTime,
  };
}

/** What hanging up sets on the record: a connected call lasts from start to end, an unanswered one 0 s. */
export function endedCall(startTime: Date, endTime: Date, connected: boolean) {
  return {
    callState: connected ? CALL_STATE.connected : CALL_STATE.notConnected,
    endTime,
    durationSec: connected ? Math.max(0, Math.round((endTime.getTime() - startTime.getTime()) / 1000)) : 0,
    updateTime: endTime,
  };
}

let current: CallProvider = simulatedCallProvider;
export const callProvider = (): CallProvider => current;
/** for a real provider (and tests) */
export function useCallProvider(p: CallProvider): void {
  current = p;
}
