/**
 * The remaining system leaves (issue 25 items 7, 8): 岗位管理, 门店管理 as a declared resource, 通知设置
 * read by the personal-notice sender, 导出任务 as a page, 短信发件箱, the role's detail, the
 * self-check, and the platform's own menus kept from a dealer's administrator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { call, login, startServer, type TestServer } from './harness';
import { exportTask, smsOutbox, user } from '../../server/db/schema';
import { ahNotice } from '../../server/db/resource-tables/content';
import { newId } from '../../server/db/ids';
import { notifyPerson } from '../../server/services/notify';
import type { Tx } from '../../server/db';
import { DEMO_TENANT } from '../../server/db/seed';

let s: TestServer;
let admin: string;
let adminUserId: string;
let manager: string;
let sales: string;

beforeAll(async () => {
  s = await startServer();
  // one session per account: this one is used throughout
  const a = await login(s.app, 'admin', 'admin123');
  admin = a.access_token;
  adminUserId = a.user_id;
  manager = (await login(s.app, 'manager', 'anhua123')).access_token;
  sales = (await login(s.app, 'sales', 'anhua123')).access_token;
});
afterAll(async () => {
  await s?.close();
});

type Page<T> = { records: T[]; total: number };
const get = <T>(token: string, url: string, query: Record<string, string | number> = {}) => call<T>(s.app, 'GET', url, { token, query });
const post = <T>(token: string, url: string, body: unknown) => call<T>(s.app, 'POST', url, { token, body });

describe('岗位管理', () => {
  it('adds, lists, edits and removes posts; a code is unique in the tenant; bad input changes nothing', async () => {
    const code = `P${Date.now() % 1_000_000}`;
    const made = await post<{ id: string }>(admin, '/blade-system/post/submit', { category: 3, postCode: code, postName: '销售顾问', sort: 1 });
    expect(made.code).toBe(200);
    const again = await post(admin, '/blade-system/post/submit', { category: 3, postCode: code, postName: '重复' });
    expect(again.code).toBe(400);
    expect(again.msg).toContain('已存在');
    const noName = await post(admin, '/blade-system/post/submit', { category: 3, postCode: `${code}x` });
    expect(noName.code).toBe(400);
    expect(noName.msg).toBe('岗位名称不能为空');
    const list = await get<Page<{ id: string; postCode: string; postName: string }>>(admin, '/blade-system/post/list', { postCode: code });
    expect(list.data.records.map((r) => r.postName)).toEqual(['销售顾问']);
    expect((await post(admin, '/blade-system/post/submit', { id: made.data.id, category: 2, postCode: code, postName: '销售经理' })).code).toBe(200);
    expect((await get<{ postName: string }>(admin, '/blade-system/post/detail', { id: made.data.id })).data.postName).toBe('销售经理');
    // a salesman holds no post button
    expect((await post(sales, '/blade-system/post/submit', { category: 3, postCode: `${code}s`, postName: '越权' })).code).toBe(403);
    expect((await post(admin, '/blade-system/post/remove', { ids: made.data.id })).code).toBe(200);
    expect((await get<Page<unknown>>(admin, '/blade-system/post/list', { postCode: code })).data.total).toBe(0);
    // another tenant never sees them
    const platform = (await login(s.app, 'admin', 'admin123', '000000')).access_token;
    const theirs = await call<Page<unknown>>(s.app, 'GET', '/blade-system/post/list', { token: platform, tenant: '000000' });
    expect(theirs.data.total).toBe(0);
  });
});

describe('门店管理', () => {
  it('adds a store, stops and reopens it by the declared actions; the picker marks it stopped', async () => {
    const name = `测试门店${Date.now() % 100_000}`;
    const made = await post<{ id: string }>(admin, '/crm-anhua/store/save', { branchName: name, storeCode: 'T01', status: 1, isReport: 1, sort: 99 });
    expect(made.code).toBe(200);
    expect((await post(admin, '/crm-anhua/store/save', { storeCode: 'T02' })).msg).toBe('门店名称不能为空');
    const list = await get<Page<{ id: string; branchName: string; status: number }>>(admin, '/crm-anhua/store/list', { branchName: name });
    expect(list.data.records).toMatchObject([{ id: made.data.id, status: 1 }]);
    expect((await post(admin, '/crm-anhua/store/switchStatus', { id: made.data.id, status: 0 })).code).toBe(200);
    // stopping a stopped store is refused (the action changes nothing) and the row stays
    expect((await post(admin, '/crm-anhua/store/switchStatus', { id: made.data.id, status: 0 })).code).toBe(10300);
    const mine = await get<Array<{ value: string; status: boolean }>>(admin, '/crm-anhua/store/myList');
    expect(mine.data.find((o) => o.value === made.data.id)?.status).toBe(false);
    // the manager has no 状态变更 button
    expect((await post(manager, '/crm-anhua/store/switchStatus', { id: made.data.id, status: 1 })).code).toBe(403);
    expect((await post(admin, '/crm-anhua/store/switchStatus', { id: made.data.id, status: 1 })).code).toBe(200);
    expect((await get<{ status: number }>(admin, '/crm-anhua/store/detail', { id: made.data.id })).data.status).toBe(1);
  });
});

describe('通知设置 and the personal-notice sender', () => {
  it('answers the defaults until saved, saves once per tenant, and the sender follows it', async () => {
    const first = await get<Page<Record<string, unknown>>>(admin, '/blade-system/notificationSetting/detail');
    expect(first.data.records[0]).toMatchObject({ id: '', flowTaskBell: 1, flowTaskSms: 0 });
    const [sale] = await s.database.ownerDb.select({ id: user.id, phone: user.phone }).from(user).where(and(eq(user.tenantId, DEMO_TENANT), eq(user.account, 'sales')));
    const send = (title: string) =>
      s.database.ownerDb.transaction((tx) => notifyPerson(tx as unknown as Tx, { tenantId: DEMO_TENANT, event: 'flowTask', toUserId: sale.id, title, content: title, categoryName: '待办任务', now: new Date() }));
    const notices = async (title: string) => s.database.ownerDb.select().from(ahNotice).where(and(eq(ahNotice.title, title), eq(ahNotice.toUserId, sale.id)));
    const texts = async () => s.database.ownerDb.select().from(smsOutbox).where(and(eq(smsOutbox.phone, sale.phone!), eq(smsOutbox.purpose, 'notice:flowTask'))).orderBy(desc(smsOutbox.createTime));

    // defaults: the bell only
    expect(await send('新的待办：甲')).toEqual({ bell: true, sms: false });
    expect(await notices('新的待办：甲')).toHaveLength(1);
    expect(await texts()).toHaveLength(0);
    // the salesman sees it in 我的消息
    const mineAfter = await get<Page<{ title: string }>>(sales, '/blade-desk/notice/userPage', { current: 1, size: 50 });
    expect(mineAfter.data.records.map((r) => r.title)).toContain('新的待办：甲');

    // SMS on, bell off
    const saved = await post<{ id: string }>(admin, '/blade-system/notificationSetting/submit', { flowTaskBell: 0, flowTaskSms: 1, flowNoticeBell: 1, flowNoticeSms: 0, flowDoneBell: 1, flowDoneSms: 0 });
    expect(saved.code).toBe(200);
    expect(await send('新的待办：乙')).toEqual({ bell: false, sms: true });
    expect(await notices('新的待办：乙')).toHaveLength(0);
    expect((await texts())[0].content).toContain('新的待办：乙');
    // a second first save edits the one row
    const again = await post<{ id: string }>(admin, '/blade-system/notificationSetting/submit', { flowTaskBell: 1, flowTaskSms: 1 });
    expect(again.data.id).toBe(saved.data.id);
    expect((await get<Page<Record<string, unknown>>>(admin, '/blade-system/notificationSetting/detail')).data.records[0]).toMatchObject({ id: saved.data.id, flowTaskBell: 1, flowTaskSms: 1 });
    // a bad value is refused and changes nothing
    const bad = await post(admin, '/blade-system/notificationSetting/submit', { id: saved.data.id, flowTaskBell: 7 });
    expect(bad.code).toBe(400);
    expect((await get<Page<Record<string, unknown>>>(admin, '/blade-system/notificationSetting/detail')).data.records[0].flowTaskBell).toBe(1);
    // a salesman may not change it
    expect((await post(sales, '/blade-system/notificationSetting/submit', { flowTaskBell: 0 })).code).toBe(403);
  });
});

describe('导出任务 as a page', () => {
  it('lists the caller\'s tasks with their id, downloads by id, retries a failed one, deletes', async () => {
    const me = { access_token: admin, user_id: adminUserId };
    const [row] = await s.database.ownerDb.select({ roleId: user.roleId }).from(user).where(and(eq(user.id, me.user_id)));
    const failed = newId();
    await s.database.ownerDb.insert(exportTask).values({ id: failed, tenantId: DEMO_TENANT, userId: me.user_id, roleId: row.roleId!, name: '失败的导出', resourceKey: 'post', query: {}, maxRows: 10, state: 4, failReason: '测试' });
    const list = await get<Page<{ id: string; ahExportTaskId: string; state: number }>>(me.access_token, '/crm-file/ahExportTask/list', { current: 1, size: 50 });
    const mine = list.data.records.find((r) => r.id === failed)!;
    expect(mine).toMatchObject({ ahExportTaskId: failed, state: 4 });
    // no file yet: refused by the machine, by either id name
    expect((await get(me.access_token, '/crm-file/ahExportTask/downloadFile', { id: failed })).code).toBe(10300);
    expect((await post(me.access_token, '/crm-file/ahExportTask/retry', { id: failed })).code).toBe(200);
    // another user's task is not theirs
    expect((await post(manager, '/crm-file/ahExportTask/delete', { id: failed })).code).toBe(404);
    expect((await post(me.access_token, '/crm-file/ahExportTask/delete', { id: failed })).code).toBe(200);
    const after = await get<Page<{ id: string }>>(me.access_token, '/crm-file/ahExportTask/list', { current: 1, size: 50 });
    expect(after.data.records.some((r) => r.id === failed)).toBe(false);
  });
});

describe('短信发件箱, menus, role detail, self-check', () => {
  it('the tenant super-admin reads the outbox; nobody else does', async () => {
    expect((await call(s.app, 'GET', '/blade-user/sendSms', { query: { phone: '13800000001' } })).code).toBe(200);
    const out = await get<Page<{ phone: string; content: string }>>(admin, '/blade-system/smsOutbox/list', { phone: '13800000001' });
    expect(out.data.records[0].content).toMatch(/验证码为\d{6}/);
    expect((await get(manager, '/blade-system/smsOutbox/list')).code).toBe(403);
  });

  it('shows 租户管理 and 应用管理 to the platform admin only; the tenant admin gets 短信发件箱', async () => {
    const codes = async (token: string, tenant: string) => {
      const r = await call<Array<{ code: string; children: unknown[] }>>(s.app, 'GET', '/blade-system/menu/routes', { token, tenant });
      const out: string[] = [];
      const walk = (ns: Array<{ code: string; children: unknown[] }>) => ns.forEach((n) => (out.push(n.code), walk(n.children as typeof ns)));
      walk(r.data);
      return out;
    };
    const dealer = await codes(admin, DEMO_TENANT);
    expect(dealer).not.toContain('tenant');
    expect(dealer).not.toContain('client');
    expect(dealer).toContain('sms-outbox');
    expect(dealer).toContain('post');
    const platform = (await login(s.app, 'admin', 'admin123', '000000')).access_token;
    const theirs = await codes(platform, '000000');
    expect(theirs).toContain('tenant');
    expect(theirs).toContain('client');
  });

  it('answers a role with its grants for /authority/role/detail', async () => {
    const roles = await get<Page<{ id: string; roleAlias: string }>>(admin, '/blade-system/role/list', { current: 1, size: 50 });
    const salesman = roles.data.records.find((r) => r.roleAlias === 'salesman')!;
    const d = await get<{ roleName: string; menuIds: string[]; menuNames: string; buttonCount: number }>(admin, '/blade-system/role/detail', { id: salesman.id });
    expect(d.data.menuIds.length).toBeGreaterThan(10);
    // named for the show page: menus by name, buttons counted
    expect(d.data.menuNames).toContain('线索');
    expect(d.data.menuNames).not.toMatch(/\d{10}/);
    expect(d.data.buttonCount).toBeGreaterThan(0);
  });

  it('self-check answers the database, the SMS provider and the clock', async () => {
    const r = await get<{ database: string; smsProvider: string; serverTime: string; exportsRunning: number }>(sales, '/blade-system/selfCheck');
    expect(r.code).toBe(200);
    expect(r.data.database).toBe(process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite');
    expect(r.data.smsProvider).toBe('outbox');
    expect(Math.abs(Date.parse(r.data.serverTime) - Date.now())).toBeLessThan(60_000);
  });
});
