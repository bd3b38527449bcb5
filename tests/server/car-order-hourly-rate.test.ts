/**
 * crm-warehouse/carOrder/getHourlyRatesButton reads the tenant parameter carOrder.hourlyRate
 * (blade-system param, src/domain/params.ts): 120.00 yuan an hour until the tenant stores its own;
 * a change of the parameter changes the answer; another tenant's value does not count; a value
 * that does not read answers the default and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';
import { managerIn } from './car-order-helpers';
import { HOURLY_RATE_PARAM, parseYuan } from '../../src/domain/params';

let s: TestServer;
let manager: string;
let admin: string;
let platform: string;

beforeAll(async () => {
  s = await startServer();
  ({ token: manager } = await managerIn(s, '安华宝马杭州西湖店'));
  admin = (await login(s.app, 'admin', 'admin123')).access_token;
  platform = (await login(s.app, 'admin', 'admin123', '000000')).access_token;
}, 300_000);
afterAll(async () => {
  await s?.close();
});

interface Rate {
  show: boolean;
  hourlyRate: number;
  rateSource: 'param' | 'default' | 'invalid';
}
const rate = async (token = manager) => (await call<Rate>(s.app, 'GET', '/crm-warehouse/carOrder/getHourlyRatesButton', { token })).data;

/** writes the parameter through 参数管理 (blade-system/param/submit), updating the live row when there is one */
async function setParam(token: string, value: string) {
  const list = await call<{ records: Array<{ id: string; paramKey: string }> }>(s.app, 'GET', '/blade-system/param/list', { token, query: { paramKey: HOURLY_RATE_PARAM.key, current: 1, size: 10 } });
  const row = list.data.records.find((r) => r.paramKey === HOURLY_RATE_PARAM.key);
  const r = await call(s.app, 'POST', '/blade-system/param/submit', {
    token,
    body: { ...(row ? { id: row.id } : {}), paramName: HOURLY_RATE_PARAM.name.zh, paramKey: HOURLY_RATE_PARAM.key, paramValue: value, remark: HOURLY_RATE_PARAM.remark.zh },
  });
  expect(r.code).toBe(200);
  return row?.id ?? null;
}

describe('the hourly labour rate of the order form', () => {
  it('is 120.00 yuan an hour while the tenant has no parameter', async () => {
    expect(await rate()).toEqual({ show: true, hourlyRate: 12000, rateSource: 'default' });
  });

  it('follows the tenant parameter when an administrator sets and changes it', async () => {
    await setParam(admin, '150');
    expect(await rate()).toEqual({ show: true, hourlyRate: 15000, rateSource: 'param' });
    await setParam(admin, '98.50');
    expect((await rate()).hourlyRate).toBe(9850);
  });

  it("is per tenant: another tenant's value does not change this one", async () => {
    await setParam(platform, '300');
    expect((await rate()).hourlyRate).toBe(9850);
  });

  it('answers the default, marked invalid, for a value that does not read, and the default again once removed', async () => {
    const id = await setParam(admin, '一百二');
    expect(await rate()).toEqual({ show: true, hourlyRate: 12000, rateSource: 'invalid' });
    const removed = await call(s.app, 'POST', '/blade-system/param/remove', { token: admin, query: { ids: id! } });
    expect(removed.code).toBe(200);
    expect(await rate()).toEqual({ show: true, hourlyRate: 12000, rateSource: 'default' });
  });
});

describe('parseYuan', () => {
  it('reads yuan as typed into hundredths and refuses the rest', () => {
    expect(parseYuan('120')).toBe(12000);
    expect(parseYuan(' 1,200.5 ')).toBe(120050);
    expect(parseYuan('¥88.88')).toBe(8888);
    expect(parseYuan('0')).toBe(0);
    for (const bad of ['', 'abc', '-5', '1.234', '12e3', '1000001']) expect(parseYuan(bad)).toBeNull();
  });
});
