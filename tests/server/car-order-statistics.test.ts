/** Order and delivery statistics, release business and the order list export (a file answered directly). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { BASIC, call, startServer, type TestServer } from './harness';
import { DEMO_TENANT } from '../../server/db/seed';
import { freeCars, invoicedOrder, managerIn, orderFor, post } from './car-order-helpers';

let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await startServer();
  ({ token } = await managerIn(s, '安华宝马杭州西湖店'));
}, 300_000);
afterAll(async () => {
  await s?.close();
});

interface Summary {
  orderCount: number;
  orderAmount: number;
  deliveredCount: number;
  months: Array<{ month: string; orderCount: number; deliveredCount: number }>;
}
const summary = (query: Record<string, string> = {}) => call<Summary>(s.app, 'GET', '/crm-warehouse/orderStatistics/getCarOrderSummary', { token, query });

describe('order statistics', () => {
  it('counts signed orders and deliveries by month; drafts and closed orders are not sales', async () => {
    const before = (await summary()).data;
    expect(before.months).toHaveLength(12);
    const cars = await freeCars(s, token, 2);
    const o = await orderFor(s, token, [cars[0]]);
    await post(s, token, 'closeCarOrder', { ahCarOrderId: o.id, closeReason: '客户放弃' });
    const sold = await invoicedOrder(s, token, [cars[1]]);
    expect((await post(s, token, 'updateCarOrderState', { ahCarOrderId: sold.id, orderState: 4 })).code).toBe(200);
    const after = (await summary()).data;
    expect(after.orderCount).toBe(before.orderCount + 1);
    expect(after.orderAmount).toBe(before.orderAmount + sold.totalAmount);
    expect(after.deliveredCount).toBe(before.deliveredCount + 1);
    const month = new Date().toISOString().slice(0, 7);
    expect(after.months.find((m) => m.month === month)!.orderCount).toBe(before.months.find((m) => m.month === month)!.orderCount + 1);
    expect((await summary({ startDate: '2026-13-01' })).msg).toBe('日期格式错误');
    expect((await summary({ startDate: '2026-05-01', endDate: '2026-04-01' })).msg).toBe('开始日期不能晚于结束日期');
    expect((await summary({ startDate: '2020-01-01', endDate: '2026-01-01' })).msg).toBe('统计区间不能超过三年');

    const series = await call<Array<{ carSeriesId: string; seriesName: string; carCount: number }>>(s.app, 'GET', '/crm-warehouse/orderStatistics/listContractCarSeries', { token });
    const mine = series.data.find((x) => x.carSeriesId === cars[1].carSeriesId)!;
    expect(mine.carCount).toBeGreaterThanOrEqual(1);
    const models = await call<Array<{ carModelId: string; carCount: number }>>(s.app, 'GET', '/crm-warehouse/orderStatistics/listContractCarModelBySeriesId', { token, query: { carSeriesId: mine.carSeriesId } });
    expect(models.data.reduce((a, m) => a + m.carCount, 0)).toBe(mine.carCount);
    expect((await call(s.app, 'GET', '/crm-warehouse/orderStatistics/listContractCarModelBySeriesId', { token })).msg).toBe('请选择车系');
  });

  it('groups deliveries by series, salesman or month, paged', async () => {
    for (const groupBy of ['series', 'salesman', 'month']) {
      const r = await call<{ records: Array<{ key: string; name: string; deliverCount: number }>; total: number; deliverCount: number }>(s.app, 'POST', '/crm-warehouse/ahCarOrderDeliver/deliverStatisticsPage', { token, body: { current: 1, size: 50, groupBy } });
      expect(r.code).toBe(200);
      expect(r.data.records.reduce((a, x) => a + x.deliverCount, 0)).toBe(r.data.deliverCount);
    }
    const bad = await call(s.app, 'POST', '/crm-warehouse/ahCarOrderDeliver/deliverStatisticsPage', { token, body: { groupBy: 'colour' } });
    expect(bad.msg).toBe('统计方式只能是 series、salesman 或 month');
  });
});

describe('release business', () => {
  it('saves a pass with its number, lists and removes it; a delivery pass needs a delivered car', async () => {
    const [car] = await freeCars(s, token, 1);
    const o = await invoicedOrder(s, token, [car]);
    const pass = { releaseType: 1, vin: car.vin, driverName: '赵先生', releaseTime: new Date().toISOString() };
    const early = await call(s.app, 'POST', '/crm-warehouse/ahReleaseBusiness/save', { token, body: pass });
    expect(early.code).toBe(10300);
    expect(early.msg).toBe(`${car.vin}：车辆尚未交车，不能交车放行`);
    expect((await post(s, token, 'updateCarOrderState', { ahCarOrderId: o.id, orderState: 4 })).code).toBe(200);
    const r = await call<{ id: string }>(s.app, 'POST', '/crm-warehouse/ahReleaseBusiness/save', { token, body: pass });
    expect(r.code).toBe(200);
    const list = await call<{ records: Array<{ id: string; releaseNo: string; orderNo: string }> }>(s.app, 'GET', '/crm-warehouse/ahReleaseBusiness/list', { token, query: { vin: car.vin } });
    expect(list.data.records[0]).toMatchObject({ id: r.data.id, orderNo: o.orderNo });
    expect(list.data.records[0].releaseNo).toMatch(/^FX\d{12}$/);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...pass, vin: 'LBV12' }, '车架号格式有误'],
      [{ ...pass, driverName: '' }, '提车人不能为空'],
      [{ ...pass, releaseType: 5 }, '放行类型取值无效'],
      [{ ...pass, releaseType: 2, plateNo: 'X1' }, '车牌号格式有误'],
      [{ ...pass, releaseType: 1, vin: 'LBVAAAAA0SA999999' }, '交车放行需要该车架号的订单'],
    ];
    for (const [body, message] of bad) expect((await call(s.app, 'POST', '/crm-warehouse/ahReleaseBusiness/save', { token, body })).msg).toBe(message);
    const rm = await call(s.app, 'POST', '/crm-warehouse/ahReleaseBusiness/remove', { token, body: { id: r.data.id } });
    expect(rm.code).toBe(200);
    expect((await call<{ total: number }>(s.app, 'GET', '/crm-warehouse/ahReleaseBusiness/list', { token, query: { vin: car.vin } })).data.total).toBe(0);
  });
});

describe('exportOrderList', () => {
  it('answers an xlsx of the filtered orders directly', async () => {
    const [car] = await freeCars(s, token, 1);
    const o = await orderFor(s, token, [car], { customerName: '孙导出' });
    const res = await s.app.inject({ method: 'GET', url: '/api/crm-warehouse/carOrder/exportOrderList', query: { customerName: '孙导出' }, headers: { authorization: BASIC, 'tenant-id': DEMO_TENANT, 'blade-auth': `bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('整车订单'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    expect(header).toContain('订单编号');
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).map(String)).toContain(o.orderNo);
    const bad = await call(s.app, 'GET', '/crm-warehouse/carOrder/exportOrderList', { token, query: { orderDateStart: 'x' } });
    expect(bad.code).toBe(400);
  });
});
