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
}

export const simulatedCallProvider: CallProvider = {
  name: 'simulated',
  dial: async () => ({ callId: `sim-${crypto.randomUUID()}` }),
  hangUp: async () => ({ connected: true }),
};

let current: CallProvider = simulatedCallProvider;
export const callProvider = (): CallProvider => current;
/** for a real provider (and tests) */
export function useCallProvider(p: CallProvider): void {
  current = p;
}
