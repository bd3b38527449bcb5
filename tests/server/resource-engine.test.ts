/** The resource engine through two system resources (dictionaries and parameters). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, login, startServer, type TestServer } from './harness';
import { menu, role, roleMenu, roleScope, scopeData } from '../../server/db/schema';
import { newId } from '../../server/db/ids';
import { DEMO_TENANT } from '../../server/db/seed';

let s: TestServer;
let admin: string;
let platform: string;
beforeAll(async () => {
  s = await startServer();
  admin = (await login(s.app, 'admin', 'admin123')).access_token;
  platform = (await login(s.app, 'admin', 'admin123', '000000')).access_token;
});
afterAll(async () => {
  await s?.close();
});

interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}
interface Dict {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  createUser: string;
}

const listDicts = (token: string, query: Record<string, string | number>) => call<Page<Dict>>(s.app, 'GET', '/blade-system/dict/list', { token, query });

async function rootOf(code: string): Promise<Dict> {
  const r = await listDicts(admin, { code, parentId: '0' });
  return r.data.records.find((d) => d.code === code)!;
}

describe('generated CRUD', () => {
  it('creates, finds with each declared filter, updates and deletes a dictionary entry', async () => {
    const root = await rootOf('sex');
    const created = await call<{ id: string }>(s.app, 'POST', '/blade-system/dict/submit', {
      token: admin,
      body: { parentId: root.id, code: 'sex', dictKey: '9', dictValue: '  未说明  ', sort: 9 },
    });
    expect(created.code).toBe(200);
    const id = created.data.id;

    const byLike = await listDicts(admin, { dictValue: '未说明' });
    expect(byLike.data.records.map((d) => d.id)).toContain(id);
    expect(byLike.data.records.find((d) => d.id === id)!.dictValue).toBe('未说明'); // trimmed
    const byEq = await listDicts(admin, { dictKey: '9', parentId: root.id });
    expect(byEq.data.records.map((d) => d.id)).toEqual([id]);
    const none = await listDicts(admin, { dictKey: '9', parentId: '1' });
    expect(none.data.total).toBe(0);
    const likeEscaped = await listDicts(admin, { dictValue: '%' });
    expect(likeEscaped.data.total).toBe(0);

    const detail = await call<Dict>(s.app, 'GET', '/blade-system/dict/detail', { token: admin, query: { id } });
    expect(detail.data).toMatchObject({ id, code: 'sex', dictKey: '9', sort: 9 });
    expect(detail.data.createUser).toMatch(/^\d+$/);

    const upd = await call(s.app, 'POST', '/blade-system/dict/submit', { token: admin, body: { id, dictValue: '保密' } });
    expect(upd.code).toBe(200);
    expect((await call<Dict>(s.app, 'GET', '/blade-system/dict/detail', { token: admin, query: { id } })).data.dictValue).toBe('保密');

    expect((await call(s.app, 'POST', '/blade-system/dict/remove', { token: admin, query: { ids: id } })).code).toBe(200);
    expect((await call(s.app, 'GET', '/blade-system/dict/detail', { token: admin, query: { id } })).code).toBe(404);
    expect((await listDicts(admin, { dictKey: '9', parentId: root.id })).data.total).toBe(0);
  });

  it('pages with total and sorts by the declared default and by ascs/descs', async () => {
    const root = await rootOf('clue_visit_state');
    const p = await listDicts(admin, { parentId: root.id, current: 1, size: 2 });
    expect(p.data).toMatchObject({ size: 2, current: 1 });
    expect(p.data.total).toBeGreaterThanOrEqual(6);
    expect(p.data.pages).toBe(Math.ceil(p.data.total / 2));
    const asc = await listDicts(admin, { parentId: root.id, size: 50 });
    const sorts = asc.data.records.map((d) => d.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const desc = await listDicts(admin, { parentId: root.id, size: 50, descs: 'sort' });
    expect(desc.data.records.map((d) => d.sort)).toEqual([...sorts].reverse());
    // an undeclared sort column is ignored rather than injected
    const evil = await listDicts(admin, { parentId: root.id, size: 50, descs: 'sort;drop table x' });
    expect(evil.code).toBe(200);
    expect((await listDicts(admin, { size: 50001 })).code).toBe(400);
  });

  it('refuses bad input with the first message in declaration order and changes nothing', async () => {
    const before = (await listDicts(admin, {})).data.total;
    const r1 = await call<null>(s.app, 'POST', '/blade-system/dict/submit', { token: admin, body: { parentId: '0', dictKey: 'x', dictValue: 'y' } });
    expect(r1).toMatchObject({ code: 400, msg: '字典编号不能为空', data: { field: 'code' } });
    const r2 = await call(s.app, 'POST', '/blade-system/dict/submit', { token: admin, body: { code: 'c'.repeat(81), dictKey: 'x', dictValue: 'y' } });
    expect(r2.msg).toBe('字典编号长度不能超过80个字符');
    const r3 = await call(s.app, 'POST', '/blade-system/dict/submit', { token: admin, body: { code: 'c', dictKey: 'x', dictValue: 'y', sort: 'abc' } });
    expect(r3.msg).toBe('排序正整数或者0');
    const r4 = await call(s.app, 'POST', '/blade-system/dict/submit', { token: admin, body: { code: 'c', dictKey: 'x', dictValue: 'y', parentId: 'zz' } });
    expect(r4.msg).toBe('上级字典格式错误');
    const en = await call(s.app, 'POST', '/blade-system/dict/submit', { token: admin, headers: { 'accept-language': 'en' }, body: { dictKey: 'x', dictValue: 'y' } });
    expect(en.msg).toBe('Code is required');
    expect((await listDicts(admin, {})).data.total).toBe(before);
  });

  it('keeps unique fields unique within the tenant', async () => {
    const a = await call(s.app, 'POST', '/blade-system/param/submit', { token: admin, body: { paramName: '测试参数', paramKey: 'test.key', paramValue: '1' } });
    expect(a.code).toBe(200);
    const b = await call(s.app, 'POST', '/blade-system/param/submit', { token: admin, body: { paramName: '测试参数2', paramKey: 'test.key', paramValue: '2' } });
    expect(b).toMatchObject({ code: 400, msg: '参数键名已存在' });
    // another tenant may use the same key
    const c = await call(s.app, 'POST', '/blade-system/param/submit', { token: platform, body: { paramName: '测试参数', paramKey: 'test.key', paramValue: '1' } });
    expect(c.code).toBe(200);
  });
});

describe('scope and permissions', () => {
  it('shows a tenant none of another tenant rows and refuses its ids', async () => {
    const mine = await call<{ id: string }>(s.app, 'POST', '/blade-system/param/submit', { token: admin, body: { paramName: '私有', paramKey: 'private.key', paramValue: 'x' } });
    const theirs = await call<Page<{ paramKey: string }>>(s.app, 'GET', '/blade-system/param/list', { token: platform, query: { paramKey: 'private.key' } });
    expect(theirs.data.total).toBe(0);
    expect((await call(s.app, 'GET', '/blade-system/param/detail', { token: platform, query: { id: mine.data.id } })).code).toBe(404);
    expect((await call(s.app, 'POST', '/blade-system/param/submit', { token: platform, body: { id: mine.data.id, paramValue: 'hijack' } })).code).toBe(404);
    expect((await call(s.app, 'POST', '/blade-system/param/remove', { token: platform, body: { ids: mine.data.id } })).code).toBe(404);
    const still = await call<{ paramValue: string }>(s.app, 'GET', '/blade-system/param/detail', { token: admin, query: { id: mine.data.id } });
    expect(still.data.paramValue).toBe('x');
  });

  it('removes all or nothing, with ids as a comma list or an array', async () => {
    const ids: string[] = [];
    for (const k of ['a', 'b', 'c']) {
      ids.push((await call<{ id: string }>(s.app, 'POST', '/blade-system/param/submit', { token: admin, body: { paramName: k, paramKey: `batch.${k}`, paramValue: k } })).data.id);
    }
    const foreign = (await call<{ id: string }>(s.app, 'POST', '/blade-system/param/submit', { token: platform, body: { paramName: 'f', paramKey: 'batch.f', paramValue: 'f' } })).data.id;
    expect((await call(s.app, 'POST', '/blade-system/param/remove', { token: admin, query: { ids: `${ids[0]},${foreign}` } })).code).toBe(404);
    expect((await call(s.app, 'GET', '/blade-system/param/detail', { token: admin, query: { id: ids[0] } })).code).toBe(200);
    expect((await call(s.app, 'POST', '/blade-system/param/remove', { token: admin, query: { ids: ids[0] + ',' + ids[1] } })).code).toBe(200);
    expect((await call(s.app, 'POST', '/blade-system/param/remove', { token: admin, body: [ids[2]] })).code).toBe(200);
    for (const id of ids) expect((await call(s.app, 'GET', '/blade-system/param/detail', { token: admin, query: { id } })).code).toBe(404);
    expect((await call(s.app, 'POST', '/blade-system/param/remove', { token: admin, body: { ids: '' } })).msg).toBe('请选择至少一条数据');
  });

  it('refuses writes to a role without the button code', async () => {
    const sales = (await login(s.app, 'sales', 'anhua123')).access_token;
    const r = await call(s.app, 'POST', '/blade-system/param/submit', { token: sales, body: { paramName: 'x', paramKey: 'sales.key', paramValue: 'x' } });
    expect(r.code).toBe(403);
    const root = await rootOf('sex');
    expect((await call(s.app, 'POST', '/blade-system/dict/remove', { token: sales, body: { ids: root.id } })).code).toBe(403);
  });

  it('applies a role data scope: own rows only', async () => {
    const manager = (await login(s.app, 'manager', 'anhua123')).access_token;
    await call(s.app, 'POST', '/blade-system/param/submit', { token: admin, body: { paramName: '可见性', paramKey: 'scope.visible', paramValue: '1' } });
    const before = await call<Page<unknown>>(s.app, 'GET', '/blade-system/param/list', { token: manager });
    expect(before.data.total).toBeGreaterThan(0);
    const [paramMenu] = await s.database.ownerDb.select().from(menu).where(eq(menu.code, 'param'));
    const [managerRole] = await s.database.ownerDb.select().from(role).where(and(eq(role.tenantId, DEMO_TENANT), eq(role.roleAlias, 'store_manager')));
    const scopeId = newId();
    await s.database.ownerDb.insert(scopeData).values({ id: scopeId, menuId: paramMenu.id, resourceCode: 'param', scopeName: '本人参数', scopeType: 2, scopeColumn: 'create_user' });
    await s.database.ownerDb.insert(roleScope).values({ roleId: managerRole.id, scopeId, scopeCategory: 1 });
    const after = await call<Page<unknown>>(s.app, 'GET', '/blade-system/param/list', { token: manager });
    expect(after.data.total).toBe(0);
    // the admin's scope is unchanged, and it holds the one secret parameter (account.initPassword) the manager never saw
    expect((await call<Page<unknown>>(s.app, 'GET', '/blade-system/param/list', { token: admin })).data.total).toBe(before.data.total + 1);
  });

  it('lets a role holding the button write through the engine (scope read outside the transaction)', async () => {
    const [managerRole] = await s.database.ownerDb.select().from(role).where(and(eq(role.tenantId, DEMO_TENANT), eq(role.roleAlias, 'store_manager')));
    for (const code of ['param_add', 'param_edit', 'param_delete']) {
      const [m] = await s.database.ownerDb.select().from(menu).where(eq(menu.code, code));
      await s.database.ownerDb.insert(roleMenu).values({ roleId: managerRole.id, menuId: m.id });
    }
    const manager = (await login(s.app, 'manager', 'anhua123')).access_token;
    const created = await call<{ id: string }>(s.app, 'POST', '/blade-system/param/submit', { token: manager, body: { paramName: '店长参数', paramKey: 'manager.key', paramValue: '1' } });
    expect(created.code).toBe(200);
    expect((await call(s.app, 'POST', '/blade-system/param/submit', { token: manager, body: { id: created.data.id, paramValue: '2' } })).code).toBe(200);
    const dup = await call(s.app, 'POST', '/blade-system/param/submit', { token: manager, body: { paramName: 'x', paramKey: 'manager.key', paramValue: '3' } });
    expect(dup).toMatchObject({ code: 400, msg: '参数键名已存在', data: { field: 'paramKey' } });
    expect((await call(s.app, 'POST', '/blade-system/param/remove', { token: manager, body: { ids: created.data.id } })).code).toBe(200);
    // the key of a deleted row may be used again
    expect((await call(s.app, 'POST', '/blade-system/param/submit', { token: manager, body: { paramName: '店长参数', paramKey: 'manager.key', paramValue: '1' } })).code).toBe(200);
  });

  it('serves a slice: a role holding only the slice menu’s buttons writes through the shared calls', async () => {
    const clerk = (await login(s.app, 'warehouse', 'anhua123')).access_token;
    const save = (token: string, body: Record<string, unknown>) => call<{ id: string }>(s.app, 'POST', '/crm-dcc/ahClueDefeatReasonConfig/saveOrUpdate', { token, body });
    expect((await save(clerk, { reasonType: '2', reason: '路途太远' })).code).toBe(403);
    const [clerkRole] = await s.database.ownerDb.select().from(role).where(and(eq(role.tenantId, DEMO_TENANT), eq(role.roleAlias, 'warehouse_clerk')));
    const [m] = await s.database.ownerDb.select().from(menu).where(eq(menu.code, 'clue_config_not_arrive_reason_add'));
    await s.database.ownerDb.insert(roleMenu).values({ roleId: clerkRole.id, menuId: m.id });
    const again = (await login(s.app, 'warehouse', 'anhua123')).access_token;
    const created = await save(again, { reasonType: '2', reason: '路途太远' });
    expect(created.code).toBe(200);
    const listed = await call<Array<{ id: string; reasonType: string }>>(s.app, 'GET', '/crm-dcc/ahClueDefeatReasonConfig/list', { token: again, query: { reasonType: '2' } });
    expect(listed.data.find((r) => r.id === created.data.id)?.reasonType).toBe('2');
    // the slice grants adding only: editing still needs an edit button of one of its menus
    expect((await save(again, { id: created.data.id, reason: '很远' })).code).toBe(403);
  });

  it('refuses to delete a sealed dictionary root', async () => {
    const root = await rootOf('sex');
    const r = await call(s.app, 'POST', '/blade-system/dict/remove', { token: admin, body: { ids: root.id } });
    expect(r).toMatchObject({ code: 400, msg: '封存的字典不能删除' });
  });
});
