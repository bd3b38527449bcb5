/**
 * The home page's figures (issue 25 item 3): each equals the total of the list it opens, called as
 * the list screen calls it; a breakdown's parts each equal the list filtered by their value; a
 * figure of a menu the caller may not open is not answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';
import { DASHBOARD_FIGURES, DASHBOARD_PATH, type FigureValue } from '../../src/domain/dashboard';
import { RESOURCES } from '../../src/domain/resources';
import { opList } from '../../src/domain/resources/types';

let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer();
  for (const account of ['manager', 'sales', 'service', 'warehouse']) tokens[account] = (await login(s.app, account, 'anhua123')).access_token;
});
afterAll(async () => {
  await s?.close();
});

/** the total of the figure's list, called as the generic list screen calls its page */
async function listTotal(token: string, resource: string, query: Record<string, string>): Promise<number> {
  const decl = RESOURCES.find((d) => d.key === resource)!;
  const paging = decl.paging === 'pageNo' ? { pageNo: 1, pageSize: 20 } : { current: 1, size: 20 };
  const url = `/${decl.service}/${decl.base}/${opList(decl.ops.page)[0]}`;
  const r = await call<{ total: number }>(s.app, 'GET', url, { token, query: { ...paging, ...query } });
  expect(r.code, `${url} ${JSON.stringify(query)}: ${r.msg}`).toBe(200);
  return r.data.total;
}

const figuresOf = async (account: string) => {
  const r = await call<FigureValue[]>(s.app, 'GET', DASHBOARD_PATH, { token: tokens[account] });
  expect(r.code).toBe(200);
  return r.data;
};

describe('dashboard figures', () => {
  for (const account of ['manager', 'sales', 'service', 'warehouse']) {
    it(`${account}: every figure and every part equals the total of the list it opens`, async () => {
      const figures = await figuresOf(account);
      expect(figures.length).toBeGreaterThan(0);
      for (const f of figures) {
        const decl = DASHBOARD_FIGURES.find((d) => d.key === f.key)!;
        expect(await listTotal(tokens[account], decl.resource, f.query), f.key).toBe(f.value);
        for (const p of f.parts ?? []) expect(await listTotal(tokens[account], decl.resource, p.query), `${f.key} ${String(p.value)}`).toBe(p.count);
      }
    });
  }

  it('answers only the figures of menus the caller may open', async () => {
    const groups = async (account: string) => new Set((await figuresOf(account)).map((f) => DASHBOARD_FIGURES.find((d) => d.key === f.key)!.group));
    const manager = await groups('manager');
    expect([...manager].sort()).toEqual(['clues', 'sales', 'service', 'stock']);
    const sales = await groups('sales');
    expect(sales.has('clues')).toBe(true);
    expect(sales.has('service')).toBe(false);
    const service = await groups('service');
    expect(service.has('service')).toBe(true);
    expect(service.has('clues')).toBe(false);
  });

  it("a salesman's clue figures count his own clues, not the store's", async () => {
    const value = async (account: string, key: string) => (await figuresOf(account)).find((f) => f.key === key)?.value;
    const mine = await value('sales', 'clueSources');
    const store = await value('manager', 'clueSources');
    expect(mine).toBeDefined();
    expect(store!).toBeGreaterThanOrEqual(mine!);
    const all = async (account: string) => listTotal(tokens[account], 'ahClueTrace', { isMustToVisit: '99' });
    expect(await all('manager')).toBeGreaterThan(await all('sales'));
  });

  it('counts real rows: the demo store has clues, stock cars and work orders to show', async () => {
    const figures = await figuresOf('manager');
    const value = (key: string) => figures.find((f) => f.key === key)?.value ?? 0;
    for (const key of ['clueSources', 'stockByState', 'workInProgress']) expect(value(key), key).toBeGreaterThan(0);
    const stock = figures.find((f) => f.key === 'stockByState')!;
    expect(stock.parts!.length).toBeGreaterThan(1);
  });
});
