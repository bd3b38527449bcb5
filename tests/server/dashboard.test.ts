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

/** 目标达成's sums for the query, as its page answers them (every salesman on one page) */
async function targetTotals(token: string, query: Record<string, string>): Promise<{ target: number; finishValue: number }> {
  const r = await call<{ records: { target: number; finishValue: number }[]; total: number }>(s.app, 'GET', '/crm-dcc/ahUserTargetResult/page', { token, query: { current: 1, size: 500, ...query } });
  expect(r.code, r.msg).toBe(200);
  expect(r.data.records.length).toBe(r.data.total);
  return { target: r.data.records.reduce((a, x) => a + x.target, 0), finishValue: r.data.records.reduce((a, x) => a + x.finishValue, 0) };
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
        if (decl.counter === 'targetResults') {
          expect(await targetTotals(tokens[account], f.query), f.key).toEqual({ target: f.target, finishValue: f.value });
          continue;
        }
        expect(await listTotal(tokens[account], decl.resource!, f.query), f.key).toBe(f.value);
        for (const p of f.parts ?? []) expect(await listTotal(tokens[account], decl.resource!, p.query), `${f.key} ${String(p.value)}`).toBe(p.count);
      }
    });
  }

  it('answers only the figures of menus the caller may open', async () => {
    const groups = async (account: string) => new Set((await figuresOf(account)).map((f) => DASHBOARD_FIGURES.find((d) => d.key === f.key)!.group));
    const manager = await groups('manager');
    expect([...manager].sort()).toEqual(['clues', 'sales', 'service', 'stock', 'work']);
    const sales = await groups('sales');
    expect(sales.has('clues')).toBe(true);
    expect(sales.has('service')).toBe(false);
    const keys = async (account: string) => new Set((await figuresOf(account)).map((f) => f.key));
    expect((await keys('sales')).has('target_traces')).toBe(true);
    const service = await groups('service');
    expect(service.has('service')).toBe(true);
    expect(service.has('clues')).toBe(false);
    expect((await keys('service')).has('target_traces')).toBe(false);
    const warehouse = await groups('warehouse');
    expect([...warehouse].sort()).toEqual(['sales', 'stock', 'work']);
    // the settlement approval is for who holds its button: not the salesman nor the clerk
    for (const account of ['sales', 'warehouse']) expect((await figuresOf(account)).some((f) => f.key === 'settlementsToApprove'), account).toBe(false);
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

describe('waiting for me', () => {
  it("待办 and 待签 are the bell's counts: the totals of the two lists", async () => {
    for (const account of ['manager', 'sales', 'service', 'warehouse']) {
      const figures = await figuresOf(account);
      const bell = await call<{ todo: number; claim: number }>(s.app, 'GET', '/blade-flow/work/count', { token: tokens[account] });
      expect(bell.code).toBe(200);
      expect(figures.find((f) => f.key === 'myTodo')?.value, account).toBe(bell.data.todo);
      expect(figures.find((f) => f.key === 'myClaim')?.value, account).toBe(bell.data.claim);
    }
  });

  it('a settlement the service adviser submitted waits for the manager, not for him', async () => {
    const W = '/crm-workorder/ahWorkOrderInfo';
    const post = (url: string, body: unknown) => call<{ id: string }>(s.app, 'POST', url, { token: tokens.service, body });
    const value = async (account: string) => (await figuresOf(account)).find((f) => f.key === 'settlementsToApprove')!.value;
    const [managerBefore, serviceBefore] = [await value('manager'), await value('service')];
    const made = await post(`${W}/addOrUpdate`, { customerName: '首页结算客户', customerPhone: '13912340000', licensePlate: '浙A54321', repairType: 2, serviceAdviser: '陈静', itemsAmount: 30000 });
    expect(made.code, made.msg).toBe(200);
    expect((await post(`${W}/completion`, { ids: made.data.id })).code).toBe(200);
    expect((await post(`${W}/submitSettlement`, { ids: made.data.id })).code).toBe(200);
    expect(await value('manager')).toBe(managerBefore + 1);
    expect(await value('service')).toBe(serviceBefore);
    // the list says the same: his own submitted settlement is not his to approve
    const mine = await listTotal(tokens.service, 'ahWorkOrderInfo', { state: '2', mayApprove: '0' });
    expect(mine).toBeGreaterThanOrEqual(1);
  });
});

describe('locks of orders on stock cars', () => {
  it("counts locks ending by tomorrow and locks run out under the store's lock setting, as the stock list filters them", async () => {
    const L = '/crm-warehouse/ahWarehouseCar';
    const token = tokens.manager;
    const saved = (await call<Record<string, number>>(s.app, 'GET', `${L}/getLockSetting`, { token })).data;
    const setting = { lockHours: saved.lockHours, maxLocksPerUser: saved.maxLocksPerUser, requireDeposit: saved.requireDeposit, allowChangeLock: saved.allowChangeLock };
    const value = async (key: string) => (await figuresOf('manager')).find((f) => f.key === key)!.value;
    const save = async (lockHours: number) => expect((await call(s.app, 'POST', `${L}/saveLockSetting`, { token, body: { ...setting, lockHours } })).code).toBe(200);
    try {
      // the demo's assigned orders locked their cars hours ago: a one-hour lock has run out
      await save(1);
      const expired = await value('lockExpired');
      expect(expired).toBeGreaterThan(0);
      expect(await value('lockEndingSoon')).toBe(0);
      expect(await listTotal(token, 'warehouseCar', { lockExpired: '1' })).toBe(expired);
      // a lock of 720 hours runs for weeks yet: neither ending soon nor run out
      await save(720);
      expect(await value('lockExpired')).toBe(0);
      expect(await value('lockEndingSoon')).toBe(0);
      const running = await listTotal(token, 'warehouseCar', { lockExpired: '0' });
      expect(running).toBeGreaterThanOrEqual(expired);
      // 30 hours from a lock taken 20 hours ago: ends within 24 hours, so by the end of tomorrow
      await save(30);
      expect(await value('lockEndingSoon')).toBeGreaterThan(0);
    } finally {
      await save(setting.lockHours);
    }
    // a bad date in the new filter answers the field's message, as any declared range does
    const bad = await call(s.app, 'GET', `${L}/getPage`, { token, query: { current: 1, size: 20, lockEndEnd: '2026-13-01' } });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('锁车到期日');
  });
});
