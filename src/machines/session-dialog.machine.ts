/**
 * The single-session dialogs (spec 1 sections 4 and 8). The http client retries a 59998 answer
 * twice and then asks for the dialog 此账号已在其他设备登录，为防止数据错乱请先退出登录 with one
 * button 去登录; 59997 asks for a dialog with the server message and a login button. One dialog
 * at a time: a second request while one is open is ignored (and the http client rejects new
 * requests meanwhile). The button answers the http client (`confirm`), which logs out and shows
 * /login carrying the message.
 */
import { assign, setup } from 'xstate';

export const OTHER_DEVICE_CODE = 59998;
export const ACCOUNT_BLOCKED_CODE = 59997;

export interface SessionDialogContext {
  code: number | null;
  message: string;
  button: string;
}

export type SessionDialogEvent =
  | { type: 'SHOW'; code: number; message: string; button: string }
  | { type: 'CONFIRM' };

const empty: SessionDialogContext = { code: null, message: '', button: '' };


export const sessionDialogMachine = setup({
  types: { context: {} as SessionDialogContext, events: {} as SessionDialogEvent },
  actions: {
    /** answers the waiting http client: the user pressed the button */
    confirm: (_, _dialog: SessionDialogContext) => undefined,
  },
  guards: {
    otherDevice: ({ event }) => event.type === 'SHOW' && event.code === OTHER_DEVICE_CODE,
  },
}).createMachine({
  id: 'sessionDialog',
  context: empty,
  initial: 'closed',
  states: {
    closed: {
      on: {
        SHOW: [
          { guard: 'otherDevice', target: 'otherDevice', actions: assign(({ event }) => ({ code: event.code, message: event.message, button: event.button })) },
          { target: 'blocked', actions: assign(({ event }) => ({ code: event.code, message: event.message, button: event.button })) },
        ],
      },
    },
    /** 59998 */
    otherDevice: {
      tags: ['open'],
      on: { CONFIRM: { target: 'closed', actions: [{ type: 'confirm', params: ({ context }) => context }, assign(empty)] } },
    },
    /** 59997 */
    blocked: {
      tags: ['open'],
      on: { CONFIRM: { target: 'closed', actions: [{ type: 'confirm', params: ({ context }) => context }, assign(empty)] } },
    },
  },
});
