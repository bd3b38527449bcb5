/** crm-warehouse/carFilmGoods: page, detail, saveOrUpdateCarFilmGoods, delete, switchUp and the list's up/down. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';

let s: TestServer;
let clerk: string;
let sales: string;
beforeAll(async () => {
  s = await startServer();
  clerk = (await login(s.app, 'warehouse', 'anhua123')).access_token;
  sales = (await login(s.app, 'sales', 'anhua123')).access_token;
});
afterAll(async () => {
  await s?.close();
});

interface Film {
  id: string;
  goodsName: string;
  filmType: string;
  price: number;
  isUp: number;
}
const page = (query: Record<string, string | number> = {}) => call<{ records: Film[]; total: number }>(s.app, 'GET', '/crm-warehouse/carFilmGoods/carFilmGoodsPage', { token: clerk, query });
const detail = async (id: string) => (await call<Film>(s.app, 'GET', '/crm-warehouse/carFilmGoods/detail', { token: clerk, query: { id } })).data;

describe('car film goods', () => {
  it('lists the store’s films with filters', async () => {
    expect((await page()).data.total).toBe(5);
    expect((await page({ isUp: 1 })).data.total).toBe(4);
    expect((await page({ filmType: '隐形车衣' })).data.records.map((x) => x.goodsName)).toEqual(['XPEL Ultimate Plus 隐形车衣']);
  });

  it('adds an unlisted film, edits, lists and unlists it, and deletes it', async () => {
    const r = await call<{ id: string }>(s.app, 'POST', '/crm-warehouse/carFilmGoods/saveOrUpdateCarFilmGoods', {
      token: clerk,
      body: { goodsName: '强生 圣甲虫 全车窗膜', filmBrand: '强生', filmType: '全车窗膜', warrantyYears: 5, price: 498_000 },
    });
    expect(r.code).toBe(200);
    const id = r.data.id;
    expect(await detail(id)).toMatchObject({ isUp: 0, price: 498_000 });
    expect((await call(s.app, 'POST', '/crm-warehouse/carFilmGoods/saveOrUpdateCarFilmGoods', { token: clerk, body: { id, price: 458_000 } })).code).toBe(200);
    expect((await detail(id)).price).toBe(458_000);
    expect((await call(s.app, 'POST', '/crm-warehouse/carFilmGoods/switchUp', { token: clerk, body: { id, isUp: 1 } })).code).toBe(200);
    expect((await detail(id)).isUp).toBe(1);
    expect((await call(s.app, 'POST', '/crm-warehouse/carFilmGoods/switchUp', { token: clerk, body: { id, isUp: 1 } })).msg).toBe('车膜商品已上架');
    expect((await call(s.app, 'POST', '/crm-warehouse/carFilmGoods/switchUp', { token: clerk, body: { id, isUp: 0 } })).code).toBe(200);
    expect((await detail(id)).isUp).toBe(0);
    expect((await call(s.app, 'POST', '/crm-warehouse/carFilmGoods/switchUp', { token: clerk, body: { ids: id, isUp: 1 } })).code).toBe(200);
    expect((await detail(id)).isUp).toBe(1);
    expect((await call(s.app, 'POST', '/crm-warehouse/carFilmGoods/delete', { token: clerk, body: { ids: id } })).code).toBe(200);
    expect((await call(s.app, 'GET', '/crm-warehouse/carFilmGoods/detail', { token: clerk, query: { id } })).code).toBe(404);
  });

  it('refuses bad input and roles without the buttons, changing nothing', async () => {
    const film = (await page()).data.records[0];
    const save = (body: Record<string, unknown>) => call(s.app, 'POST', '/crm-warehouse/carFilmGoods/saveOrUpdateCarFilmGoods', { token: clerk, body });
    expect((await save({ goodsName: 'x', filmBrand: 'y', filmType: '全车窗膜' })).code).toBe(400); // no price
    expect((await save({ goodsName: 'x', filmBrand: 'y', filmType: '太阳膜', price: 100 })).msg).toBe('类型取值无效');
    expect((await save({ goodsName: 'x', filmBrand: 'y', filmType: '全车窗膜', price: 1.5 })).code).toBe(400);
    expect(await call(s.app, 'POST', '/crm-warehouse/carFilmGoods/switchUp', { token: clerk, body: { id: film.id, isUp: 2 } })).toMatchObject({ code: 400, msg: '上架状态取值无效' });
    expect((await call(s.app, 'POST', '/crm-warehouse/carFilmGoods/switchUp', { token: sales, body: { id: film.id, isUp: 0 } })).code).toBe(403);
    expect((await call(s.app, 'POST', '/crm-warehouse/carFilmGoods/delete', { token: sales, body: { ids: film.id } })).code).toBe(403);
    expect((await call(s.app, 'POST', '/crm-warehouse/carFilmGoods/switchUp', { token: clerk, body: { id: '123456789', isUp: 0 } })).code).toBe(404);
    expect((await page()).data.total).toBe(5);
    expect((await detail(film.id)).isUp).toBe(film.isUp);
  });
});
