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

export const simulatedCallProvider: CallProvider = {
  name: 'simulated',
  dial: async () => ({ callId: `sim-${crypto.randomUUID()}` }),
  hangUp: async () => ({ connected: true }),
  // a simulated call has no recording; its text says what happened, so the screens have something true to show
  soundText: async (_callId, c) =>
    c.connected ? `【模拟通话】${c.userName}与客户${c.customerName}通话${c.durationSec}秒。` : `【模拟通话】客户${c.customerName}未接听。`,
};

let current: CallProvider = simulatedCallProvider;
export const callProvider = (): CallProvider => current;
/** for a real provider (and tests) */
export function useCallProvider(p: CallProvider): void {
  current = p;
}
