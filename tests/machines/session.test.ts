/** Model-based: every shortest path of the client session machine, its effects on a fake storage. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { sessionMachine, type Credentials, type SessionEvent, type Tokens } from '../../src/machines/session.machine';
import { reachedStates, recorder } from './helpers';

const CREDENTIALS: Credentials = { tenantId: '000001', username: 'admin', password: 'admin123' };
const FIRST: Tokens = { access_token: 'a1', refresh_token: 'r1', store_id: null };
const SECOND: Tokens = { access_token: 'a2', refresh_token: 'r2', store_id: null };

const EVENTS: SessionEvent[] = [
  { type: 'LOGIN', credentials: CREDENTIALS },
  { type: 'LOGGED_IN', tokens: FIRST },
  { type: 'LOGIN_FAILED', error: { kind: 'business', message: '用户名或密码错误' } },
  { type: 'REFRESH' },
  { type: 'REFRESHED', tokens: SECOND },
  { type: 'REFRESH_FAILED', error: { kind: 'network', message: '网络错误' } },
  { type: 'REFRESH_FAILED', error: { kind: 'business', message: '登录已过期，请重新登录' } },
  { type: 'LOGOUT' },
  { type: 'LOGGED_OUT' },
  { type: 'END', message: '此账号已在其他设备登录，为防止数据错乱请先退出登录' },
];

/** The machine with a fake token storage, a fake shell (tabs, lock, /login message) and recorded calls. */
function start(signedIn: boolean) {
  const store = { tokens: signedIn ? ({ ...FIRST } as Tokens | null) : null, loginMessage: undefined as string | undefined };
  const shell = { tabsCleared: 0, lockCleared: 0 };
  const logins = recorder<Credentials>();
  const refreshes = recorder<true>();
  const logouts = recorder<true>();
  const actor = createActor(
    sessionMachine.provide({
      actions: {
        requestLogin: (_, credentials) => logins.record(credentials),
        requestRefresh: () => refreshes.record(true),
        requestLogout: () => logouts.record(true),
        keepTokens: (_, tokens) => void (store.tokens = tokens),
        enter: () => {
          shell.tabsCleared++;
          shell.lockCleared++;
        },
        leave: (_, { message }) => {
          store.tokens = null;
          store.loginMessage = message;
        },
      },
    }),
    { input: { signedIn } },
  ).start();
  return { actor, store, shell, logins, refreshes, logouts };
}

for (const signedIn of [false, true]) {
  describe(`session model (page loaded ${signedIn ? 'with' : 'without'} tokens)`, () => {
    const model = createTestModel(sessionMachine, { input: { signedIn }, events: EVENTS });
    const paths = model.getShortestPaths();

    it('reaches every state', () => {
      expect(reachedStates(paths)).toEqual(['refreshing', 'signedIn', 'signedOut', 'signingIn', 'signingOut']);
    });

    for (const path of paths) {
      it(path.description, async () => {
        const sut = start(signedIn);
        let lastEvent: SessionEvent | null = null;
        let entered = 0;
        await path.test({
          states: {
            signedOut: () => {
              expect(sut.store.tokens).toBeNull();
              if (lastEvent?.type === 'END') expect(sut.store.loginMessage).toBe(lastEvent.message);
              if (lastEvent?.type === 'LOGIN_FAILED') expect(sut.actor.getSnapshot().context.error).toEqual(lastEvent.error);
            },
            signingIn: () => {
              expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true);
              expect(sut.logins.last()).toEqual(CREDENTIALS);
              expect(sut.store.tokens).toBeNull();
            },
            signedIn: () => {
              expect(sut.actor.getSnapshot().hasTag('signedIn')).toBe(true);
              expect(sut.store.tokens).not.toBeNull();
              if (lastEvent?.type === 'LOGGED_IN') expect(sut.shell).toEqual({ tabsCleared: entered, lockCleared: entered });
              if (lastEvent?.type === 'REFRESHED') expect(sut.store.tokens).toEqual(SECOND);
            },
            refreshing: () => {
              expect(sut.actor.getSnapshot().hasTag('signedIn')).toBe(true);
              expect(sut.refreshes.calls.length).toBeGreaterThan(0);
              expect(sut.store.tokens).not.toBeNull();
            },
            signingOut: () => {
              expect(sut.logouts.calls.length).toBeGreaterThan(0);
              // the tokens stay until the server has been told
              expect(sut.store.tokens).not.toBeNull();
            },
          },
          events: Object.fromEntries(
            EVENTS.map((e) => [
              e.type,
              ({ event }: { event: SessionEvent }) => {
                lastEvent = event;
                if (event.type === 'LOGGED_IN' && sut.actor.getSnapshot().value === 'signingIn') entered++;
                sut.actor.send(event);
              },
            ]),
          ),
        });
      });
    }
  });
}
