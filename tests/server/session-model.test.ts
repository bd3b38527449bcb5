/** Model-based: every shortest path of the server-session machine, walked against the real server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestModel } from 'xstate/graph';
import { serverSessionMachine, SESSION_STATE_CODES } from '../../src/machines/server-session.machine';
import { call, login, startServer, type TestServer, type Tokens } from './harness';
import { user } from '../../server/db/schema';
import { DEMO_TENANT } from '../../server/db/seed';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const ACCOUNT = 'manager';
const PASSWORD = 'anhua123';

async function setStatus(status: number) {
  await s.database.ownerDb.update(user).set({ status }).where(and(eq(user.tenantId, DEMO_TENANT), eq(user.account, ACCOUNT)));
}

const model = createTestModel(serverSessionMachine);
// shortest paths reach every state; the explicit walk adds the self-transitions (refresh, switch)
const paths = [
  ...model.getShortestPaths(),
  ...model.getPathsFromEvents(
    (['LOGIN', 'REFRESH', 'SWITCH_STORE', 'REFRESH', 'LOGIN_ELSEWHERE', 'LOGIN', 'SWITCH_STORE', 'DISABLE', 'ENABLE', 'SWITCH_STORE', 'LOGOUT', 'LOGIN'] as const).map((type) => ({ type })),
  ),
];

describe('server session model', () => {
  it('passes through every state', () => {
    // paths that are prefixes of longer ones are dropped, so count every state a path passes through
    const reached = new Set(paths.flatMap((p) => [...p.steps.map((st) => String(st.state.value)), String(p.state.value)]));
    expect([...reached].sort()).toEqual(Object.keys(SESSION_STATE_CODES).sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      await setStatus(1);
      let tokens: Tokens | null = null;
      let storeIndex = 0;
      const expectCode = async (expected: number) => {
        const r = await call(s.app, 'GET', '/user/getUserInfo', { token: tokens?.access_token ?? null });
        expect(r.code).toBe(expected);
      };
      await path.test({
        states: {
          signedOut: () => expectCode(SESSION_STATE_CODES.signedOut),
          active: () => expectCode(SESSION_STATE_CODES.active),
          superseded: () => expectCode(SESSION_STATE_CODES.superseded),
          disabled: () => expectCode(SESSION_STATE_CODES.disabled),
          loggedOut: () => expectCode(SESSION_STATE_CODES.loggedOut),
        },
        events: {
          LOGIN: async () => {
            tokens = await login(s.app, ACCOUNT, PASSWORD);
          },
          REFRESH: async () => {
            const r = await call<Tokens>(s.app, 'POST', '/blade-auth/oauth/token', {
              query: { grant_type: 'refresh_token', refresh_token: tokens!.refresh_token, tenantId: DEMO_TENANT },
            });
            expect(r.code).toBe(200);
            tokens = r.data;
          },
          SWITCH_STORE: async () => {
            const stores = await call<Array<{ value: string }>>(s.app, 'GET', '/crm-anhua/store/myList', { token: tokens!.access_token });
            storeIndex = (storeIndex + 1) % stores.data.length;
            const r = await call<Tokens>(s.app, 'GET', '/blade-auth/oauth/modifyToken', { token: tokens!.access_token, query: { storeId: stores.data[storeIndex].value } });
            expect(r.code).toBe(200);
            expect(r.data.store_id).toBe(stores.data[storeIndex].value);
            tokens = r.data;
          },
          LOGIN_ELSEWHERE: async () => {
            await login(s.app, ACCOUNT, PASSWORD);
          },
          DISABLE: () => setStatus(0),
          ENABLE: () => setStatus(1),
          LOGOUT: async () => {
            expect((await call(s.app, 'POST', '/user/logout', { token: tokens!.access_token })).code).toBe(200);
          },
        },
      });
    });
  }
});
