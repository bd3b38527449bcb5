/**
 * The life of one account's session as the server enforces it (server/http/auth.ts and
 * server/modules/blade-auth): what each of its tokens answers in each state.
 */
import { setup } from 'xstate';

export type ServerSessionEvent =
  | { type: 'LOGIN' }
  | { type: 'REFRESH' }
  | { type: 'SWITCH_STORE' }
  | { type: 'LOGIN_ELSEWHERE' }
  | { type: 'DISABLE' }
  | { type: 'ENABLE' }
  | { type: 'LOGOUT' };

/** The code a call with the session's latest access token gets in each state. */
export const SESSION_STATE_CODES = {
  signedOut: 401,
  active: 200,
  superseded: 59998,
  disabled: 59997,
  loggedOut: 401,
} as const;

export const serverSessionMachine = setup({
  types: { events: {} as ServerSessionEvent },
}).createMachine({
  id: 'serverSession',
  initial: 'signedOut',
  states: {
    signedOut: { on: { LOGIN: 'active' } },
    active: {
      on: {
        REFRESH: 'active',
        SWITCH_STORE: 'active',
        LOGIN_ELSEWHERE: 'superseded',
        DISABLE: 'disabled',
        LOGOUT: 'loggedOut',
      },
    },
    superseded: { on: { LOGIN: 'active' } },
    disabled: { on: { ENABLE: 'active' } },
    loggedOut: { on: { LOGIN: 'active' } },
  },
});
