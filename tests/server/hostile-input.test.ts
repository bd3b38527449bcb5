/**
 * The input layer against the hostile requests of issue 15: each is refused with a 400 envelope in
 * the caller's language before any handler runs, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { user } from '../../server/db/schema';
import { call, startServer, type TestServer } from './harness';
import { accountIn } from './car-order-helpers';
import { bladeLogError } from '../../server/db/resource-tables/content';
import { writeErrorLog } from '../../server/modules/blade-system/content/logs';

let s: TestServer;
let admin: string;
let store: string;

beforeAll(async () => {
  s = await startServer();
  // one live session per account: the admin acting in a store is both the tenant admin and a store user here
  ({ token: store } = await accountIn(s, 'admin', '安华宝马杭州西湖店'));
  admin = store;
}, 60_000);

afterAll(async () => {
  await s?.close();
});

const EN = { 'accept-language': 'en-US' };

interface Page<T> {
  records: T[];
}

async function firstId(url: string, token: string): Promise<string> {
  const res = await call<Page<{ id: string }>>(s.app, 'GET', url, { token, query: { current: 1, size: 1, pageNo: 1, pageSize: 1 } });
  expect(res.code).toBe(200);
  return res.data.records[0].id;
}

describe('control characters', () => {
  it('refuses a NUL in a query string, in Chinese by default and in English on request', async () => {
    const zh = await call(s.app, 'GET', '/blade-system/param/list', { token: admin, query: { paramName: 'a\u0000b' } });
    expect(zh.status).toBe(400);
    expect(zh).toMatchObject({ code: 400, success: false, msg: 'paramName包含非法字符' });
    const en = await call(s.app, 'GET', '/blade-system/param/list', { token: admin, query: { paramName: 'a\u0000b' }, headers: EN });
    expect(en.msg).toBe('paramName contains characters that are not allowed');
  });

  it('refuses a NUL in a body and stores nothing; tabs and line breaks pass', async () => {
    const res = await call(s.app, 'POST', '/blade-system/param/submit', { token: admin, body: { paramName: 'nul', paramKey: 'nul.key', paramValue: 'a\u0000b' } });
    expect(res).toMatchObject({ status: 400, code: 400, msg: 'paramValue包含非法字符', data: { field: 'paramValue' } });
    const list = await call<Page<unknown>>(s.app, 'GET', '/blade-system/param/list', { token: admin, query: { paramKey: 'nul.key' } });
    expect(list.data.records).toHaveLength(0);
    const ok = await call(s.app, 'POST', '/blade-system/param/submit', { token: admin, body: { paramName: 'tab', paramKey: 'tab.key', paramValue: 'a\tb\r\nc' } });
    expect(ok.code).toBe(200);
  });

  it('refuses other control characters and lone surrogates', async () => {
    for (const bad of ['\u0007', '\u001b[31m', '\ud800x']) {
      const res = await call(s.app, 'POST', '/blade-system/param/submit', { token: admin, body: { paramName: bad, paramKey: 'k', paramValue: 'v' } });
      expect(res.status).toBe(400);
    }
  });
});

describe('sizes and nesting', () => {
  it('refuses JSON nested thousands of levels deep on a list (no stack overflow in its cache key)', async () => {
    const headers = { 'content-type': 'application/json', 'tenant-id': '000001', 'blade-auth': `bearer ${admin}` };
    for (const payload of ['['.repeat(5000) + ']'.repeat(5000), `{"title":${'['.repeat(5000)}${']'.repeat(5000)}}`]) {
      const res = await s.app.inject({ method: 'POST', url: '/api/blade-desk/notice/list', headers, payload });
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ code: 400, msg: '请求数据嵌套不能超过32层' });
    }
  });

  it('refuses a string over the global limit where the route declares none, and a body over 1 MB', async () => {
    const long = await call(s.app, 'POST', '/blade-system/param/list', { token: admin, body: { anything: 'x'.repeat(50_001) } });
    expect(long).toMatchObject({ status: 400, msg: 'anything长度不能超过50000个字符' });
    const big = await call(s.app, 'POST', '/blade-system/param/submit', { token: admin, body: { paramName: 'big', list: Array.from({ length: 60_000 }, () => 'abcdefghijklmnop') } });
    expect(big).toMatchObject({ status: 400, code: 400, msg: '请求体过大' });
  });

  it('refuses notice and course text over 20,000 characters', async () => {
    const noticeId = await firstId('/blade-desk/notice/list', admin);
    const res = await call(s.app, 'POST', '/blade-desk/notice/submit', { token: admin, body: { id: noticeId, content: 'x'.repeat(20_001) } });
    expect(res).toMatchObject({ status: 400, data: { field: 'content' } });
    expect(res.msg).toBe('内容长度不能超过20000个字符');
    const en = await call(s.app, 'POST', '/blade-desk/notice/submit', { token: admin, body: { id: noticeId, content: 'x'.repeat(30_000) }, headers: EN });
    expect(en.msg).toBe('Content is too long (at most 20000 characters)');
    const course = await call(s.app, 'POST', '/blade-desk/course/submit', { token: admin, body: { content: 'x'.repeat(100_000) } });
    expect(course.status).toBe(400);
  });
});

describe('numbers, dates and declared values', () => {
  it('refuses integers out of the column range or with a fraction in a list filter', async () => {
    for (const category of ['99999999999999999999', '1.5', '2147483648', 'abc']) {
      const res = await call(s.app, 'GET', '/blade-resource/oss/list', { token: admin, query: { category } });
      expect(res.status, category).toBe(400);
      expect(res.msg).toBe('存储类型请输入-2147483648到2147483647之间的整数');
    }
    const en = await call(s.app, 'GET', '/blade-resource/oss/list', { token: admin, query: { category: '1.5' }, headers: EN });
    expect(en.msg).toBe('Provider: please enter a whole number from -2147483648 to 2147483647');
  });

  it('refuses dates outside 1900-2100 and days that do not exist in a range filter', async () => {
    for (const allocateTimeStart of ['+275760-09-13', '2023-02-31', '1899-12-31', '2023-13-01']) {
      const res = await call(s.app, 'GET', '/crm-dcc/clue/page', { token: store, query: { allocateTimeStart } });
      expect(res.status, allocateTimeStart).toBe(400);
    }
    const range = await call(s.app, 'GET', '/crm-dcc/clue/page', { token: store, query: { allocateTimeStart: '1899-12-31' } });
    expect(range.msg).toBe('分配时间需在1900年至2100年之间');
    const ok = await call(s.app, 'GET', '/crm-dcc/clue/page', { token: store, query: { allocateTimeStart: '2024-02-29', allocateTimeEnd: '2024-03-01 12:00:00' } });
    expect(ok.code).toBe(200);
  });

  it('refuses 2023-02-31 in writes instead of storing 2023-03-03', async () => {
    const memberId = await firstId('/crm-member/ahMember/list', store);
    const member = await call(s.app, 'POST', '/crm-member/ahMember/update', { token: store, body: { id: memberId, birthday: '2023-02-31' } });
    expect(member).toMatchObject({ status: 400, msg: '生日日期格式错误', data: { field: 'birthday' } });
    const recordId = await firstId('/crm-anhua/appointmentrecord/page', store);
    const appt = await call(s.app, 'POST', '/crm-anhua/appointmentrecord/update', { token: store, body: { id: recordId, appointmentTime: '2023-02-31 10:00:00' } });
    expect(appt).toMatchObject({ status: 400, msg: '预约时间时间格式错误' });
    const invite = await call(s.app, 'POST', '/crm-dcc/ahInviteConfig/saveOrUpdate', { token: store, body: { startTime: '2023-02-31 10:00:00' } });
    expect(invite.status).toBe(400);
    const after = await call<{ birthday: string | null }>(s.app, 'GET', '/crm-member/ahMember/detail', { token: store, query: { id: memberId } });
    expect(after.data.birthday).not.toBe('2023-03-03');
  });

  it('refuses money outside 0-99999999.99 and ids that are not 64-bit integers', async () => {
    const modelId = await firstId('/crm-anhua/car_model/list', admin);
    for (const guidePrice of [-1, 1e20, 1.5, '10000000000']) {
      const res = await call(s.app, 'POST', '/crm-anhua/car_model/submit', { token: admin, body: { id: modelId, guidePrice } });
      expect(res, String(guidePrice)).toMatchObject({ status: 400, msg: '请填写0-99999999.99之间的数字' });
    }
    for (const id of ['abc', '1e20', '99999999999999999999', '-1']) {
      const res = await call(s.app, 'GET', '/crm-anhua/car_model/detail', { token: admin, query: { id } });
      expect(res.status, id).toBe(400);
    }
  });

  it('refuses values outside the declared options and dictionaries', async () => {
    const seriesId = await firstId('/crm-anhua/car_series/list', admin);
    for (const level of ['999', 'zzz']) {
      const res = await call(s.app, 'POST', '/crm-anhua/car_series/submit', { token: admin, body: { id: seriesId, level } });
      expect(res).toMatchObject({ status: 400, msg: '级别取值无效', data: { field: 'level' } });
    }
    const ok = await call(s.app, 'POST', '/crm-anhua/car_series/submit', { token: admin, body: { id: seriesId, level: '中型SUV' } });
    expect(ok.code).toBe(200);
    const clueId = await firstId('/crm-dcc/cluerecord/page', store);
    const clue = await call(s.app, 'POST', '/crm-dcc/cluerecord/submit', { token: store, body: { id: clueId, channelType: '999' } });
    expect(clue).toMatchObject({ status: 400, msg: '渠道类型取值无效', data: { field: 'channelType' } });
  });
});

describe('the error log', () => {
  it('records an entry whose text holds NUL characters', async () => {
    const id = await writeErrorLog(s.services, 'server', { url: '/api/x?a=%00', message: 'bad \u0000 value', stack: 'at \u0000' });
    const [row] = await s.database.ownerDb.select().from(bladeLogError).where(eq(bladeLogError.id, id)).orderBy(desc(bladeLogError.createTime));
    expect(row.message).toBe('bad \\u0000 value');
  });

  it('answers an unexpected failure with the 500 envelope, no stack or SQL, and logs it with the request', async () => {
    const [u] = await s.database.ownerDb.select({ phone: user.phone }).from(user).where(and(eq(user.tenantId, '000001'), isNotNull(user.phone))).limit(1);
    const original = s.services.sms.deliver;
    s.services.sms.deliver = async () => {
      throw new Error('select * from secret_table -- provider down');
    };
    try {
      const res = await s.app.inject({ method: 'GET', url: `/api/blade-user/sendSms?phone=${u.phone}`, headers: { 'tenant-id': '000001' } });
      expect(res.statusCode).toBe(500);
      expect(JSON.parse(res.body)).toEqual({ code: 500, success: false, msg: '服务器错误', data: null });
      s.clock.offsetMs += 10 * 60_000; // past the resend wait
      const en = await s.app.inject({ method: 'GET', url: `/api/blade-user/sendSms?phone=${u.phone}`, headers: { 'tenant-id': '000001', 'accept-language': 'en' } });
      expect(JSON.parse(en.body)).toMatchObject({ code: 500, msg: 'Server error' });
    } finally {
      s.services.sms.deliver = original;
    }
    // the log is written after the answer: wait for the row, not for a time
    const logged = () => s.database.ownerDb.select().from(bladeLogError).where(eq(bladeLogError.requestUri, '/api/blade-user/sendSms')).orderBy(desc(bladeLogError.createTime)).limit(1);
    await expect.poll(async () => (await logged()).length, { interval: 20, timeout: 10_000 }).toBe(1);
    const [row] = await logged();
    expect(row.message).toContain('provider down');
    expect(row.method).toBe('GET');
    expect(row.info).toContain(String(u.phone));
  });
});
