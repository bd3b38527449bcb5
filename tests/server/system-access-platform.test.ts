/** System administration of access, platform side: menus, top menus, data and API scopes, tenants, clients. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BASIC, call, login, startServer, type TestServer } from './harness';
import { client, menu, tenant } from '../../server/db/schema';
import { DEMO_CLIENT, DEMO_INIT_PASSWORD, DEMO_TENANT, PLATFORM_TENANT } from '../../server/db/seed';

let s: TestServer;
let admin: string;
let platform: string;
let sales: string;
let menuIds: Record<string, string>;

interface Page<T> {
  records: T[];
  total: number;
}
interface MenuNode {
  id: string;
  code: string;
  children: MenuNode[];
}

const get = <T = unknown>(url: string, token: string, query: Record<string, string | number> = {}) => call<T>(s.app, 'GET', url, { token, query });
const post = <T = unknown>(url: string, token: string, body: unknown) => call<T>(s.app, 'POST', url, { token, body });
const find = (nodes: MenuNode[], code: string): MenuNode | undefined => {
  for (const n of nodes) {
    if (n.code === code) return n;
    const hit = find(n.children, code);
    if (hit) return hit;
  }
  return undefined;
};

beforeAll(async () => {
  s = await startServer();
  admin = (await login(s.app, 'admin', 'admin123')).access_token;
  platform = (await login(s.app, 'admin', 'admin123', PLATFORM_TENANT)).access_token;
  sales = (await login(s.app, 'sales', DEMO_INIT_PASSWORD)).access_token;
  const rows = await s.database.ownerDb.select({ id: menu.id, code: menu.code }).from(menu);
  menuIds = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});
afterAll(async () => {
  await s?.close();
});

describe('menus and top menus', () => {
  it('lets the platform super-admin create, find, update and delete menus', async () => {
    const top = await post<{ id: string }>('/blade-system/topMenu/submit', platform, { code: 'labs', name: '实验室', nameEn: 'Labs', sort: 99 });
    expect(top.code).toBe(200);
    const topId = top.data.id;
    expect((await get<Page<{ id: string }>>('/blade-system/topMenu/list', platform, { code: 'lab' })).data.records.map((t) => t.id)).toEqual([topId]);
    expect((await get<Page<{ id: string }>>('/blade-system/topMenu/list', platform, { name: '实验' })).data.records.map((t) => t.id)).toEqual([topId]);
    expect((await post('/blade-system/topMenu/submit', platform, { id: topId, name: '实验田' })).code).toBe(200);
    expect((await get<{ name: string }>('/blade-system/topMenu/detail', platform, { id: topId })).data.name).toBe('实验田');

    const m = await post<{ id: string }>('/blade-system/menu/submit', platform, { code: 'lab-demo', name: '演示', path: '/labs/demo', topMenuId: topId, category: 1 });
    expect(m.code).toBe(200);
    // a button takes its parent's area
    const b = await post<{ id: string }>('/blade-system/menu/submit', platform, { code: 'lab_demo_add', name: '新增', parentId: m.data.id, category: 2 });
    expect(b.code).toBe(200);
    expect((await get<{ topMenuId: string }>('/blade-system/menu/detail', platform, { id: b.data.id })).data.topMenuId).toBe(topId);

    const ids = async (q: Record<string, string | number>) => (await get<Page<{ id: string }>>('/blade-system/menu/page', platform, { size: 50, ...q })).data.records.map((r) => r.id);
    expect(await ids({ code: 'lab' })).toEqual(expect.arrayContaining([m.data.id, b.data.id]));
    expect(await ids({ name: '演示' })).toEqual([m.data.id]);
    expect(await ids({ parentId: m.data.id })).toEqual([b.data.id]);
    expect(await ids({ topMenuId: topId, category: 2 })).toEqual([b.data.id]);
    // the tree the menu screen loads has it, and the super-admin holds its button at once
    const tree = (await get<MenuNode[]>('/blade-system/menu/list', admin)).data;
    expect(find(tree, 'lab-demo')!.children.map((c) => c.code)).toEqual(['lab_demo_add']);

    expect((await post('/blade-system/menu/submit', platform, { id: m.data.id, name: '演示2', sort: 3 })).code).toBe(200);
    expect((await get<{ name: string; sort: number }>('/blade-system/menu/detail', platform, { id: m.data.id })).data).toMatchObject({ name: '演示2', sort: 3 });

    expect((await post('/blade-system/topMenu/remove', platform, { ids: topId })).msg).toBe('顶部菜单下存在菜单，不能删除');
    expect((await post('/blade-system/menu/remove', platform, { ids: m.data.id })).msg).toBe('请先删除子菜单');
    expect((await post('/blade-system/menu/remove', platform, { ids: [m.data.id, b.data.id] })).code).toBe(200);
    expect((await get('/blade-system/menu/detail', platform, { id: m.data.id })).code).toBe(404);
    expect((await post('/blade-system/topMenu/remove', platform, { ids: topId })).code).toBe(200);
    expect((await post('/blade-system/menu/submit', platform, { code: 'lab-demo', name: 'again' })).msg).toBe('菜单编号已存在');
  });

  it('refuses bad input, and every write of a tenant, even its super-admin', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x' }, '菜单编号不能为空'],
      [{ code: 'x-1' }, '菜单名称不能为空'],
      [{ code: 'Bad Code', name: 'x' }, '菜单编号只能包含小写字母、数字、-和_'],
      [{ code: 'user', name: 'x' }, '菜单编号已存在'],
      [{ code: 'x-2', name: 'x', category: 3 }, '菜单类型取值无效'],
      [{ code: 'x-3', name: 'x', path: 'no-slash' }, '路由地址需以/开头'],
      [{ code: 'x-4', name: 'x', parentId: '123' }, '上级菜单不存在'],
      [{ code: 'x-5', name: 'x', topMenuId: '123' }, '顶部菜单不存在'],
      [{ code: 'x'.repeat(81), name: 'x' }, '菜单编号长度不能超过80个字符'],
      [{ id: menuIds['system-manage'], parentId: menuIds.user }, '上级菜单不能是自己或下级'],
    ];
    for (const [body, msg] of cases) {
      const r = await post('/blade-system/menu/submit', platform, body);
      expect({ body, msg: r.msg }).toEqual({ body, msg });
    }
    const count = async () => (await get<Page<unknown>>('/blade-system/menu/page', platform, { size: 1 })).data.total;
    const before = await count();
    expect((await post('/blade-system/menu/submit', admin, { code: 'tenant-menu', name: 'x' })).code).toBe(403);
    expect((await post('/blade-system/menu/submit', admin, { id: menuIds.user, name: '改名' })).code).toBe(403);
    expect((await post('/blade-system/menu/remove', admin, { ids: menuIds.user_add })).code).toBe(403);
    expect((await post('/blade-system/menu/submit', sales, { code: 'sales-menu', name: 'x' })).code).toBe(403);
    expect((await post('/blade-system/topMenu/submit', admin, { code: 'tenant-top', name: 'x' })).code).toBe(403);
    const topId = (await get<Page<{ id: string }>>('/blade-system/topMenu/list', platform, { code: 'system' })).data.records[0].id;
    expect((await post('/blade-system/topMenu/remove', admin, { ids: topId })).code).toBe(403);
    expect((await post('/blade-system/topMenu/submit', platform, { code: 'system', name: 'x' })).msg).toBe('菜单编号已存在');
    expect(await count()).toBe(before);
    expect((await get<{ name: string }>('/blade-system/menu/detail', platform, { id: menuIds.user })).data.name).toBe('用户管理');
  });
});

describe('data and API scopes', () => {
  it('keeps data scopes per menu', async () => {
    const r = await post<{ id: string }>('/blade-system/data-scope/submit', platform, { menuId: menuIds.param, resourceCode: 'param', scopeName: '本人参数', scopeType: 2 });
    expect(r.code).toBe(200);
    const id = r.data.id;
    const list = await get<Page<{ id: string; scopeColumn: string }>>('/blade-system/data-scope/list', platform, { menuId: menuIds.param });
    expect(list.data.records.map((x) => x.id)).toEqual([id]);
    expect(list.data.records[0].scopeColumn).toBe('create_user');
    expect((await get<Page<unknown>>('/blade-system/data-scope/list', platform, { menuId: menuIds.dict })).data.total).toBe(0);
    expect((await get<Page<unknown>>('/blade-system/data-scope/list', platform, { scopeName: '本人', scopeType: 2 })).data.total).toBe(1);
    expect((await post('/blade-system/data-scope/submit', platform, { id, scopeType: 5 })).msg).toBe('自定义规则需填写规则值');
    expect((await post('/blade-system/data-scope/submit', platform, { id, scopeType: 5, scopeValue: '1' })).code).toBe(200);
    expect((await get<{ scopeType: number }>('/blade-system/data-scope/detail', platform, { id })).data.scopeType).toBe(5);

    const cases: [Record<string, unknown>, string][] = [
      [{ resourceCode: 'param', scopeName: 'x' }, '所属菜单不能为空'],
      [{ menuId: '123', resourceCode: 'param', scopeName: 'x' }, '菜单不存在'],
      [{ menuId: menuIds.param, resourceCode: 'param', scopeName: 'x', scopeType: 9 }, '规则类型取值无效'],
      [{ menuId: menuIds.param, resourceCode: 'param', scopeName: 'x', scopeColumn: 'create_user; drop' }, '字段名只能包含小写字母、数字和_'],
    ];
    for (const [body, msg] of cases) expect((await post('/blade-system/data-scope/submit', platform, body)).msg).toBe(msg);
    expect((await post('/blade-system/data-scope/submit', admin, { menuId: menuIds.param, resourceCode: 'param', scopeName: 'x' })).code).toBe(403);
    expect((await post('/blade-system/data-scope/remove', admin, { ids: id })).code).toBe(403);
    expect((await post('/blade-system/data-scope/remove', sales, { ids: id })).code).toBe(403);
    expect((await post('/blade-system/data-scope/remove', platform, { ids: id })).code).toBe(200);
    expect((await get<Page<unknown>>('/blade-system/data-scope/list', platform, { menuId: menuIds.param })).data.total).toBe(0);
  });

  it('guards a path with an API scope until a role is granted it', async () => {
    expect((await get('/blade-system/dept/tree', sales)).code).toBe(200);
    const r = await post<{ id: string }>('/blade-system/api-scope/submit', platform, { menuId: menuIds.dept, resourceCode: 'dept', scopeName: '部门树', scopePath: '/blade-system/dept/tree', scopeType: 2 });
    expect(r.code).toBe(200);
    const id = r.data.id;
    expect((await get<Page<{ id: string }>>('/blade-system/api-scope/list', platform, { menuId: menuIds.dept })).data.records.map((x) => x.id)).toEqual([id]);
    expect((await get<Page<unknown>>('/blade-system/api-scope/list', platform, { scopePath: 'dept/tree', scopeType: 2 })).data.total).toBe(1);
    expect((await get('/blade-system/dept/tree', sales)).code).toBe(403);
    expect((await get('/blade-system/dept/tree', admin)).code).toBe(200);

    const salesman = (await get<Page<{ id: string }>>('/blade-system/role/list', admin, { roleAlias: 'salesman' })).data.records[0].id;
    expect((await post('/blade-system/role/grant', admin, { roleIds: salesman, apiScopeIds: [id] })).code).toBe(200);
    expect((await get('/blade-system/dept/tree', sales)).code).toBe(200);
    expect((await get<{ apiScopeIds: string[] }>('/blade-system/role/detail', admin, { id: salesman })).data.apiScopeIds).toEqual([id]);

    expect((await post('/blade-system/api-scope/submit', platform, { menuId: menuIds.dept, resourceCode: 'x', scopeName: 'x', scopePath: 'no-slash' })).msg).toBe('权限路径需以/开头，仅末尾可使用*');
    expect((await post('/blade-system/api-scope/submit', platform, { menuId: menuIds.dept, resourceCode: 'x', scopeName: 'x', scopePath: '/a', scopeType: 4 })).msg).toBe('接口类型取值无效');
    // a tenant locking every other tenant out of a path: refused
    expect((await post('/blade-system/api-scope/submit', admin, { menuId: menuIds.dept, resourceCode: 'x', scopeName: 'x', scopePath: '/blade-system/**' })).code).toBe(403);
    expect((await post('/blade-system/api-scope/submit', admin, { id, scopePath: '/x' })).code).toBe(403);
    expect((await post('/blade-system/api-scope/remove', admin, { ids: id })).code).toBe(403);

    expect((await post('/blade-system/api-scope/submit', platform, { id, scopeType: 3 })).code).toBe(200);
    expect((await get('/blade-system/dept/tree', sales)).code).toBe(200);
    expect((await post('/blade-system/api-scope/remove', platform, { ids: id })).code).toBe(200);
    expect((await get<Page<unknown>>('/blade-system/api-scope/list', platform, { menuId: menuIds.dept })).data.total).toBe(0);
  });
});

describe('tenants', () => {
  it('creates a tenant that can sign in, finds, updates and removes it', async () => {
    const r = await post<{ id: string }>('/blade-system/tenant/submit', platform, { tenantId: '000123', tenantName: '测试集团', linkman: '赵六', contactNumber: '0571-1234567', expireTime: '2099-01-01 00:00:00' });
    expect(r.code).toBe(200);
    const id = r.data.id;
    const t = await login(s.app, 'admin', DEMO_INIT_PASSWORD, '000123');
    expect(t.role_name).toBe('admin');
    expect((await get('/blade-user/verifyIsInitPassword', t.access_token)).code).toBe(200); // the super-admin is not forced
    expect((await get<{ dictKey: string }[]>('/blade-system/dict/dictionary', t.access_token, { code: 'sex' })).data.length).toBe(3);

    const ids = async (q: Record<string, string | number>) => (await get<Page<{ id: string }>>('/blade-system/tenant/list', platform, { size: 50, ...q })).data.records.map((x) => x.id);
    expect(await ids({ tenantId: '000123' })).toEqual([id]);
    expect(await ids({ tenantName: '测试' })).toEqual([id]);
    expect(await ids({ linkman: '赵' })).toEqual([id]);
    expect(await ids({ status: 1, tenantName: '测试' })).toEqual([id]);
    expect(await ids({ expireTimeStart: '2098-12-31', expireTimeEnd: '2099-01-01' })).toEqual([id]);

    expect((await post('/blade-system/tenant/submit', platform, { id, tenantName: '测试集团2' })).code).toBe(200);
    expect((await get<{ tenantName: string }>('/blade-system/tenant/detail', platform, { id })).data.tenantName).toBe('测试集团2');
    expect((await post('/blade-system/tenant/submit', platform, { id, tenantId: '000124' })).msg).toBe('租户ID不能修改');
    // stopping a tenant puts its staff out
    expect((await post('/blade-system/tenant/submit', platform, { id, status: 0 })).code).toBe(200);
    expect((await get('/user/getUserInfo', t.access_token)).code).toBe(59997);
    expect((await post('/blade-system/tenant/submit', platform, { id, status: 1 })).code).toBe(200);
    const t2 = await login(s.app, 'admin', DEMO_INIT_PASSWORD, '000123');

    expect((await post('/blade-system/tenant/remove', platform, { ids: id })).code).toBe(200);
    expect((await get('/user/getUserInfo', t2.access_token)).code).not.toBe(200);
    const again = await call(s.app, 'POST', '/blade-auth/oauth/token', { tenant: '000123', query: { tenantId: '000123', username: 'admin', password: DEMO_INIT_PASSWORD, grant_type: 'password', scope: 'all' } });
    expect(again.code).toBe(40007);
    expect((await post('/blade-system/tenant/submit', platform, { tenantId: '000123', tenantName: 'x' })).msg).toBe('租户ID已存在');
  });

  it('refuses bad input and anyone but the platform super-admin', async () => {
    const before = (await s.database.ownerDb.select().from(tenant)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ tenantName: 'x' }, '租户ID不能为空'],
      [{ tenantId: '12ab' }, '租户ID为6位数字'],
      [{ tenantId: '000125' }, '租户名称不能为空'],
      [{ tenantId: DEMO_TENANT, tenantName: 'x' }, '租户ID已存在'],
      [{ tenantId: '000126', tenantName: 'x', expireTime: 'soon' }, '过期时间时间格式错误'],
      [{ tenantId: '000127', tenantName: 'x', status: 2 }, '状态取值无效'],
    ];
    for (const [body, msg] of cases) expect((await post('/blade-system/tenant/submit', platform, body)).msg).toBe(msg);
    const platformRow = (await get<Page<{ id: string }>>('/blade-system/tenant/list', platform, { tenantId: PLATFORM_TENANT })).data.records[0];
    expect((await post('/blade-system/tenant/remove', platform, { ids: platformRow.id })).msg).toBe('平台租户不能删除');
    expect((await post('/blade-system/tenant/submit', platform, { id: platformRow.id, status: 0 })).msg).toBe('平台租户不能停用');

    expect((await get('/blade-system/tenant/list', admin)).code).toBe(403);
    expect((await get('/blade-system/tenant/detail', admin, { id: platformRow.id })).code).toBe(403);
    expect((await post('/blade-system/tenant/submit', admin, { tenantId: '000128', tenantName: 'x' })).code).toBe(403);
    expect((await post('/blade-system/tenant/submit', admin, { id: platformRow.id, tenantName: 'x' })).code).toBe(403);
    expect((await post('/blade-system/tenant/remove', admin, { ids: platformRow.id })).code).toBe(403);
    expect((await post('/blade-system/tenant/remove', sales, { ids: platformRow.id })).code).toBe(403);
    expect((await s.database.ownerDb.select().from(tenant)).length).toBe(before);
  });
});

describe('clients', () => {
  it('creates a client whose secret works and is never answered, updates and removes it', async () => {
    const r = await post<{ id: string }>('/blade-system/client/submit', platform, { clientId: 'mobile', clientSecretHash: 'mobile_secret_1', accessTokenValidity: 600 });
    expect(r.code).toBe(200);
    const id = r.data.id;
    const [row] = await s.database.ownerDb.select().from(client).where(eq(client.id, id));
    expect(row.clientSecretHash).toMatch(/^[0-9a-f]{64}$/);
    const basic = (secret: string) => 'Basic ' + Buffer.from(`mobile:${secret}`).toString('base64');
    const tokenWith = (secret: string) =>
      call(s.app, 'POST', '/blade-auth/oauth/token', { basic: basic(secret), query: { tenantId: DEMO_TENANT, username: 'finance', password: DEMO_INIT_PASSWORD, grant_type: 'password', scope: 'all' } });
    expect((await tokenWith('mobile_secret_1')).code).toBe(200);
    expect((await tokenWith('wrong')).code).toBe(40006);

    const list = await get<Page<Record<string, unknown>>>('/blade-system/client/list', platform, { clientId: 'mob' });
    expect(list.data.records.map((c) => c.id)).toEqual([id]);
    expect(list.data.records[0]).not.toHaveProperty('clientSecretHash');
    expect((await get<Record<string, unknown>>('/blade-system/client/detail', platform, { id })).data).toMatchObject({ clientId: 'mobile', accessTokenValidity: 600 });
    expect((await get<Record<string, unknown>>('/blade-system/client/detail', platform, { id })).data).not.toHaveProperty('clientSecretHash');

    // an edit without the secret keeps it; with one, replaces it
    expect((await post('/blade-system/client/submit', platform, { id, accessTokenValidity: 1200, clientSecretHash: '' })).code).toBe(200);
    expect((await tokenWith('mobile_secret_1')).code).toBe(200);
    expect((await post('/blade-system/client/submit', platform, { id, clientSecretHash: 'mobile_secret_2' })).code).toBe(200);
    expect((await tokenWith('mobile_secret_1')).code).toBe(40006);
    expect((await tokenWith('mobile_secret_2')).code).toBe(200);

    expect((await post('/blade-system/client/remove', platform, { ids: id })).code).toBe(200);
    expect((await tokenWith('mobile_secret_2')).code).toBe(40006);
  });

  it('refuses bad input, its own client and anyone but the platform super-admin', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ clientSecretHash: 'abcdefgh1' }, '客户端ID不能为空'],
      [{ clientId: 'c1' }, '客户端密钥不能为空'],
      [{ clientId: 'c2', clientSecretHash: 'short' }, '客户端密钥至少8位'],
      [{ clientId: 'c 3', clientSecretHash: 'abcdefgh1' }, '客户端ID只能包含字母、数字、-和_'],
      [{ clientId: DEMO_CLIENT.id, clientSecretHash: 'abcdefgh1' }, '客户端ID已存在'],
      [{ clientId: 'c4', clientSecretHash: 'abcdefgh1', authorizedGrantTypes: 'implicit' }, '授权类型只能是password、refresh_token'],
      [{ clientId: 'c5', clientSecretHash: 'abcdefgh1', accessTokenValidity: 10 }, '需大于等于 60'],
    ];
    for (const [body, msg] of cases) expect((await post('/blade-system/client/submit', platform, body)).msg).toBe(msg);
    const own = (await get<Page<{ id: string }>>('/blade-system/client/list', platform, { clientId: DEMO_CLIENT.id })).data.records[0].id;
    expect((await post('/blade-system/client/remove', platform, { ids: own })).msg).toBe('不能删除当前登录所用的应用');
    expect((await get('/blade-system/client/list', admin)).code).toBe(403);
    expect((await get('/blade-system/client/detail', admin, { id: own })).code).toBe(403);
    expect((await post('/blade-system/client/submit', admin, { clientId: 'c6', clientSecretHash: 'abcdefgh1' })).code).toBe(403);
    expect((await post('/blade-system/client/submit', admin, { id: own, clientSecretHash: 'takeover1' })).code).toBe(403);
    expect((await post('/blade-system/client/remove', admin, { ids: own })).code).toBe(403);
    expect((await post('/blade-system/client/remove', sales, { ids: own })).code).toBe(403);
    // the console client still works
    const ok = await call(s.app, 'POST', '/blade-auth/oauth/token', { basic: BASIC, query: { tenantId: DEMO_TENANT, username: 'warehouse', password: DEMO_INIT_PASSWORD, grant_type: 'password', scope: 'all' } });
    expect(ok.code).toBe(200);
    expect((await s.database.ownerDb.select().from(client).where(eq(client.isDeleted, 0))).length).toBe(1);
  });
});
