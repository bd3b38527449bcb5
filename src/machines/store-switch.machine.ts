/**
 * Switching store (spec 1 sections 4 and 6): modifyToken answers new tokens for the chosen store;
 * the tokens are replaced, then buttons and notices reload and menus, cached lists and tabs are
 * cleared. Choosing the current store, or a second choice while one runs, does nothing.
 *
 * The effects are actions the shell provides (src/shell/store-switch.ts): `requestTokens` calls
 * modifyToken and answers TOKENS or TOKENS_FAILED; `applyTokens` keeps them; `reload` reloads
 * buttons and notices, clears menus, lists and tabs and answers RELOADED or RELOAD_FAILED;
 * `announce` shows the toast. Answers come back as events, so the machine stays a pure model.
 */
import { assign, setup } from 'xstate';

export interface StoreChoice {
  storeId: string;
  storeName: string;
}

export interface StoreSwitchContext {
  /** the active store; null for the tenant super-admin before a first switch */
  storeId: string | null;
  target: StoreChoice | null;
  error: unknown;
}

export type StoreSwitchEvent =
  | { type: 'SWITCH'; storeId: string; storeName: string }
  /** the session changed outside (sign-in, refresh) */
  | { type: 'SYNC'; storeId: string | null }
  | { type: 'TOKENS'; tokens: { store_id: string | null } }
  | { type: 'TOKENS_FAILED'; error: unknown }
  | { type: 'RELOADED' }
  | { type: 'RELOAD_FAILED'; error: unknown };

export const storeSwitchMachine = setup({
  types: {
    context: {} as StoreSwitchContext,
    events: {} as StoreSwitchEvent,
    input: {} as { storeId: string | null },
  },
  actions: {
    requestTokens: (_, _choice: StoreChoice) => undefined,
    applyTokens: (_, _tokens: { store_id: string | null }) => undefined,
    reload: (_, _choice: StoreChoice) => undefined,
    announce: (_, _choice: StoreChoice) => undefined,
  },
  guards: {
    otherStore: ({ context, event }) => event.type === 'SWITCH' && event.storeId !== context.storeId,
  },
}).createMachine({
  id: 'storeSwitch',
  context: ({ input }) => ({ storeId: input.storeId, target: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SWITCH: {
          guard: 'otherStore',
          target: 'switching',
          actions: assign({ target: ({ event }) => ({ storeId: event.storeId, storeName: event.storeName }), error: null }),
        },
        SYNC: { actions: assign({ storeId: ({ event }) => event.storeId }) },
      },
    },
    switching: {
      tags: ['busy'],
      entry: { type: 'requestTokens', params: ({ context }) => context.target! },
      on: {
        TOKENS: {
          target: 'reloading',
          actions: [
            { type: 'applyTokens', params: ({ event }) => event.tokens },
            assign({ storeId: ({ event, context }) => event.tokens.store_id ?? context.target!.storeId }),
          ],
        },
        // the http client has shown the server's message; the old store stays
        TOKENS_FAILED: { target: 'idle', actions: assign({ error: ({ event }) => event.error, target: null }) },
      },
    },
    reloading: {
      tags: ['busy'],
      entry: { type: 'reload', params: ({ context }) => context.target! },
      on: {
        RELOADED: { target: 'idle', actions: [{ type: 'announce', params: ({ context }) => context.target! }, assign({ target: null })] },
        // the tokens are the new store's already; the queries retry on their own
        RELOAD_FAILED: { target: 'idle', actions: assign({ error: ({ event }) => event.error, target: null }) },
      },
    },
  },
});
