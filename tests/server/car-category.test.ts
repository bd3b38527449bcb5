/** crm-anhua ahCarCategory: list by type, save (last, unique name per type), swap (two only), getCarCategoryByType (shown, in order), bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';
import { accountIn } from './car-order-helpers';

let s: TestServer;
let token: string;
let sales: string;
beforeAll(async () => {
  s = await startServer();
  sales = (await login(s.app, 'sales', 'anhua123')).access_token;
  ({ token } = await accountIn(s, 'manager', '安华宝马杭州西湖店'));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

interface Cat {
  id: string;
  categoryName: string;
  carType: number;
  sort: number;
  isShow: number;
}
const list = async (query: Record<string, string | number> = {}) => (await call<{ records: Cat[] }>(s.app, 'GET', '/crm-anhua/ahCarCategory/list', { token, query: { size: 100, ...query } })).data.records;
const post = (url: string, body: Record<string, unknown>, t = token) => call(s.app, 'POST', `/crm-anhua/ahCarCategory/${url}`, { token: t, body });
const byType = async (carType: unknown) => call<Cat[]>(s.app, 'GET', '/crm-anhua/ahCarCategory/getCarCategoryByType', { token, query: { carType: carType as string } });

describe('car categories', () => {
  it('lists in order, adds last, keeps names unique per car type, swaps two', async () => {
    expect((await list({ carType: 1 })).map((c) => c.categoryName)).toEqual(['热销新车', '新能源', 'SUV']);
    expect((await post('save', { categoryName: '豪华轿车', carType: 1, isShow: 1 })).code).toBe(200);
    const all = await list();
    expect(all.at(-1)).toMatchObject({ categoryName: '豪华轿车', sort: 7 });
    // the same name in the same type: refused; in the other type: fine
    const dup = await post('save', { categoryName: 'SUV', carType: 1 });
    expect([dup.code, dup.msg]).toEqual([400, '该车辆类型下已有同名分类']);
    expect((await post('save', { categoryName: 'SUV', carType: 2 })).code).toBe(200);
    // bad input: a missing name, an unknown type, too long
    expect((await post('save', { carType: 1 })).code).toBe(400);
    expect((await post('save', { categoryName: '跑车', carType: 9 })).code).toBe(400);
    expect((await post('save', { categoryName: 'x'.repeat(21), carType: 1 })).code).toBe(400);
    const [a, b] = await list({ carType: 1 });
    expect((await post('swap', { ids: `${a.id},${b.id}` })).code).toBe(200);
    expect((await list({ carType: 1 })).slice(0, 2).map((c) => c.categoryName)).toEqual(['新能源', '热销新车']);
    expect((await post('swap', { ids: a.id })).code).toBe(400);
    expect((await post('swap', { ids: `${a.id},${b.id}` }, sales)).code).toBe(403);
  });

  it('getCarCategoryByType answers the shown categories of one type in order', async () => {
    const used = await byType(2);
    expect(used.code).toBe(200);
    expect(used.data.map((c) => c.categoryName)).toEqual(['准新车', '官方认证二手车', 'SUV']);
    expect((await byType(3)).code).toBe(400);
    expect((await byType('')).code).toBe(400);
  });
});
