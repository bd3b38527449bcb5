/**
 * The client's session (spec 1 section 4): sign-in stores the tokens, tenant, store and role and
 * clears tabs and the lock; the access token is refreshed before it expires; logout, a refused
 * refresh, 401 and the single-session dialogs end the session and show /login.
 *
 * The effects are actions the shell provides (src/shell/session-actor.ts): `requestLogin`,
 * `requestRefresh` and `requestLogout` make the calls and answer with events; `keepTokens`
 * stores tokens; `enter` runs after a sign-in (clear tabs and lock); `leave` clears everything and
 * shows /login. The http client keeps its own rules (headers, 59998 retries, 401); this machine is
 * what the shell does about them.
 */
import { assign, setup } from 'xstate';

export interface Credentials {
  tenantId: string;
  username: string;
  password: string;
}

/** The token answer as far as the machine cares. */
export interface Tokens {
  access_token: string;
  refresh_token: string;
  store_id: string | null;
}

/** What a failed call rejects with (HttpError: 'network' for a transport failure). */
export interface CallError {
  kind?: string;
  message?: string;
}

export interface SessionContext {
  /** the last failed sign-in or refresh */
  error: CallError | null;
  /** whether tokens were in storage when the page loaded */
  resumed: boolean;
}

export type SessionEvent =
  | { type: 'LOGIN'; credentials: Credentials }
  | { type: 'LOGGED_IN'; tokens: Tokens }
  | { type: 'LOGIN_FAILED'; error: CallError }
  | { type: 'REFRESH' }
  | { type: 'REFRESHED'; tokens: Tokens }
  | { type: 'REFRESH_FAILED'; error: CallError }
  | { type: 'LOGOUT' }
  | { type: 'LOGGED_OUT' }
  /** the session is over without asking the server (401, 59998, 59997), with a message for /login */
  | { type: 'END'; message?: string };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { signedIn: boolean },
  },
  actions: {
    requestLogin: (_, _credentials: Credentials) => undefined,
    requestRefresh: () => undefined,
    requestLogout: () => undefined,
    keepTokens: (_, _tokens: Tokens) => undefined,
    enter: () => undefined,
    leave: (_, _options: { message?: string }) => undefined,
  },
  guards: {
    resumed: ({ context }) => context.resumed,
    networkFailure: ({ event }) => event.type === 'REFRESH_FAILED' && event.error.kind === 'network',
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ error: null, resumed: input.signedIn }),
  initial: 'boot',
  states: {
    boot: {
      always: [
        { guard: 'resumed', target: 'signedIn' },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      on: { LOGIN: { target: 'signingIn', actions: assign({ error: null }) } },
    },
    signingIn: {
      tags: ['busy'],
      entry: { type: 'requestLogin', params: ({ event }) => (event as Extract<SessionEvent, { type: 'LOGIN' }>).credentials },
      on: {
        LOGGED_IN: { target: 'signedIn', actions: [{ type: 'keepTokens', params: ({ event }) => event.tokens }, 'enter'] },
        LOGIN_FAILED: { target: 'signedOut', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      on: {
        REFRESH: 'refreshing',
        LOGOUT: 'signingOut',
        END: { target: 'signedOut', actions: { type: 'leave', params: ({ event }) => ({ message: event.message }) } },
      },
    },
    refreshing: {
      tags: ['signedIn'],
      entry: 'requestRefresh',
      on: {
        REFRESHED: { target: 'signedIn', actions: { type: 'keepTokens', params: ({ event }) => event.tokens } },
        REFRESH_FAILED: [
          // the network may come back: keep the session and try at the next refresh
          { guard: 'networkFailure', target: 'signedIn' },
          {
            target: 'signedOut',
            actions: [assign({ error: ({ event }) => event.error }), { type: 'leave', params: ({ event }) => ({ message: event.error.message }) }],
          },
        ],
        LOGOUT: 'signingOut',
        END: { target: 'signedOut', actions: { type: 'leave', params: ({ event }) => ({ message: event.message }) } },
      },
    },
    signingOut: {
      tags: ['busy'],
      entry: 'requestLogout',
      on: {
        // the server's answer does not matter: the session ends here either way
        LOGGED_OUT: { target: 'signedOut', actions: { type: 'leave', params: {} } },
        END: { target: 'signedOut', actions: { type: 'leave', params: ({ event }) => ({ message: event.message }) } },
      },
    },
  },
});
