/**
 * The common setup of the sales-desk suites (clues, customers, targets): one server with the demo
 * data, the store-0 manager and salesman signed in, the demo salesmen's ids, and call shorthands
 * that act as the manager unless told otherwise. The bindings are live: read them inside tests.
 */
import { afterAll, beforeAll } from 'vitest';
import { call, login, startServer, type TestServer, type Tokens } from './harness';
import { userId } from './clue-helpers';

export let s: TestServer;
export let manager: Tokens;
export let sales: Tokens;
/** the salesman `sales` of store 0 */
export let salesId: string;
/** the other salesman of store 0 */
export let colleagueId: string;
/** a salesman of store 2 only */
export let foreignId: string;

/** call once at the top of a suite */
export function useSalesDesk(): void {
  beforeAll(async () => {
    s = await startServer();
    manager = await login(s.app, 'manager', 'anhua123');
    sales = await login(s.app, 'sales', 'anhua123');
    salesId = await userId(s, 'sales');
    colleagueId = await userId(s, 'sales0a');
    foreignId = await userId(s, 'sales2a');
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });
}

export const post = <T = unknown>(url: string, body: unknown, token = manager.access_token) => call<T>(s.app, 'POST', url, { token, body });
export const get = <T = unknown>(url: string, query: Record<string, string | number> = {}, token = manager.access_token) => call<T>(s.app, 'GET', url, { token, query });
