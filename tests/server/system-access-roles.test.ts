/** System administration of access: roles, grants and role templates. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { call, login, startServer, type TestServer } from './harness';
import { menu, scopeData } from '../../server/db/schema';
import { newId } from '../../server/db/ids';
import { DEMO_INIT_PASSWORD, PLATFORM_TENANT } from '../../server/db/seed';

let s: TestServer;
let admin: string;
let platform: string;
let sales: string;
let roles: Record<string, string>;
let menuIds: Record<string, string>;

interface Page<T> {
  records: T[];
  total: number;
}
interface RoleDetail {
  id: string;
  roleName: string;
  roleAlias: string;
  parentId: string;
  menuIds: string[];
  dataScopeIds: string[];
  apiScopeIds: string[];
}
interface RoleNode {
  id: string;
  roleAlias: string;
  children: RoleNode[];
}

const get = <T = unknown>(url: string, token: string, query: Record<string, string | number> = {}) => call<T>(s.app, 'GET', url, { token, query });
const post = <T = unknown>(url: string, token: string, body: unknown) => call<T>(s.app, 'POST', url, { token, body });
const detail = async (id: string, token = admin) => (await get<RoleDetail>('/blade-system/role/detail', token, { id })).data;
const sorted = (xs: string[]) => [...xs].sort();

beforeAll(async () => {
  s = await startServer();
  admin = (await login(s.app, 'admin', 'admin123')).access_token;
  platform = (await login(s.app, 'admin', 'admin123', PLATFORM_TENANT)).access_token;
  sales = (await login(s.app, 'sales', DEMO_INIT_PASSWORD)).access_token;
  const list = (await get<Page<{ id: string; roleAlias: string }>>('/blade-system/role/list', admin, { size: 50 })).data.records;
  roles = Object.fromEntries(list.map((r) => [r.roleAlias, r.id]));
  const rows = await s.database.ownerDb.select({ id: menu.id, code: menu.code }).from(menu);
  menuIds = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});
afterAll(async () => {
  await s?.close();
});

describe('roles', () => {
  it('creates, finds with each filter, nests, updates and deletes', async () => {
    const created = await post<{ id: string }>('/blade-system/role/submit', admin, { roleName: '测试角色', roleAlias: 'tester', parentId: roles.store_manager, sort: 9 });
    expect(created.code).toBe(200);
    const id = created.data.id;
    const ids = async (q: Record<string, string | number>) => (await get<Page<{ id: string }>>('/blade-system/role/list', admin, { size: 50, ...q })).data.records.map((r) => r.id);
    expect(await ids({ roleName: '测试' })).toEqual([id]);
    expect(await ids({ roleAlias: 'test' })).toEqual([id]);
    expect(await ids({ parentId: roles.store_manager })).toEqual([id]);

    const tree = (await get<RoleNode[]>('/blade-system/role/tree', admin)).data;
    const manager = tree.find((r) => r.roleAlias === 'store_manager')!;
    expect(manager.children.map((c) => c.id)).toEqual([id]);
    expect(tree.some((r) => r.id === id)).toBe(false);

    expect(await detail(id)).toMatchObject({ id, roleName: '测试角色', roleAlias: 'tester', menuIds: [], dataScopeIds: [], apiScopeIds: [] });
    expect((await post('/blade-system/role/submit', admin, { id, roleName: '测试角色2' })).code).toBe(200);
    expect((await detail(id)).roleName).toBe('测试角色2');

    expect((await post('/blade-system/role/remove', admin, { ids: roles.store_manager })).msg).toBe('请先删除下级角色');
    expect((await post('/blade-system/role/remove', admin, { ids: id })).code).toBe(200);
    expect((await get('/blade-system/role/detail', admin, { id })).code).toBe(404);
    // the alias is taken by the deleted role still (the database keeps it unique)
    expect((await post('/blade-system/role/submit', admin, { roleName: 'x', roleAlias: 'tester' })).msg).toBe('角色别名已存在');
  });

  it('refuses bad input, the admin role and roles in use, and changes nothing', async () => {
    const before = (await get<Page<unknown>>('/blade-system/role/list', admin)).data.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ roleAlias: 'r1' }, '角色名称不能为空'],
      [{ roleName: 'r' }, '角色别名不能为空'],
      [{ roleName: 'r', roleAlias: 'salesman' }, '角色别名已存在'],
      [{ roleName: 'r', roleAlias: 'admin' }, '角色别名已存在'],
      [{ roleName: 'r'.repeat(51), roleAlias: 'r2' }, '角色名称长度不能超过50个字符'],
      [{ roleName: 'r', roleAlias: 'r3', parentId: '123' }, '上级角色不存在'],
      [{ roleName: 'r', roleAlias: 'r4', sort: 'x' }, '排序正整数或者0'],
      [{ id: roles.admin, roleAlias: 'boss' }, '超级管理员角色的别名不能修改'],
      [{ id: roles.salesman, roleAlias: 'admin' }, '角色别名已存在'],
      [{ id: roles.salesman, parentId: roles.salesman }, '上级角色不能是自己或下级'],
    ];
    for (const [body, msg] of cases) {
      const r = await post('/blade-system/role/submit', admin, body);
      expect({ body, msg: r.msg }).toEqual({ body, msg });
    }
    expect((await post('/blade-system/role/remove', admin, { ids: roles.admin })).msg).toBe('超级管理员角色不能删除');
    expect((await post('/blade-system/role/remove', admin, { ids: roles.salesman })).msg).toBe('角色已被用户使用，不能删除');
    expect((await get<Page<unknown>>('/blade-system/role/list', admin)).data.total).toBe(before);
    expect((await detail(roles.admin)).roleAlias).toBe('admin');
    expect((await detail(roles.salesman)).roleAlias).toBe('salesman');
  });

  it('shows another tenant none of the roles and refuses their ids', async () => {
    const p = await get<Page<{ roleAlias: string }>>('/blade-system/role/list', platform, { size: 50 });
    expect(p.data.records.map((r) => r.roleAlias)).toEqual(['admin']);
    expect((await get('/blade-system/role/detail', platform, { id: roles.salesman })).code).toBe(404);
    expect((await post('/blade-system/role/submit', platform, { id: roles.salesman, roleName: 'hijack' })).code).toBe(404);
    expect((await post('/blade-system/role/remove', platform, { ids: roles.finance_clerk })).code).toBe(404);
    const granted = (await detail(roles.salesman)).menuIds;
    expect((await post('/blade-system/role/grant', platform, { roleIds: roles.salesman, menuIds: [] })).code).toBe(404);
    expect(sorted((await detail(roles.salesman)).menuIds)).toEqual(sorted(granted));
    expect((await detail(roles.salesman)).roleName).toBe('销售顾问');
    expect((await get<RoleNode[]>('/blade-system/role/tree', platform)).data.map((r) => r.roleAlias)).toEqual(['admin']);
    expect((await get('/blade-system/role/tree', admin, { tenantId: PLATFORM_TENANT })).code).toBe(403);
  });

  it('refuses a role without the button codes', async () => {
    expect((await post('/blade-system/role/submit', sales, { roleName: 'x', roleAlias: 'x' })).code).toBe(403);
    expect((await post('/blade-system/role/submit', sales, { id: roles.salesman, roleName: 'x' })).code).toBe(403);
    expect((await post('/blade-system/role/remove', sales, { ids: roles.finance_clerk })).code).toBe(403);
    expect((await post('/blade-system/role/grant', sales, { roleIds: roles.salesman, menuIds: [menuIds.tenant] })).code).toBe(403);
    expect((await detail(roles.salesman)).menuIds).not.toContain(menuIds.tenant);
  });
});

describe('grants', () => {
  it('replaces menus, data scopes and API scopes of roles in one call', async () => {
    const role = (await post<{ id: string }>('/blade-system/role/submit', admin, { roleName: '授权测试', roleAlias: 'grant_test' })).data.id;
    const scopeId = newId();
    await s.database.ownerDb.insert(scopeData).values({ id: scopeId, menuId: menuIds.param, resourceCode: 'param', scopeName: '本人参数', scopeType: 2 });
    const first = [menuIds.param, menuIds.param_view, menuIds.dict];
    const g = await post('/blade-system/role/grant', admin, { roleIds: role, menuIds: first, dataScopeIds: scopeId, apiScopeIds: [] });
    expect(g.code).toBe(200);
    expect(await detail(role)).toMatchObject({ dataScopeIds: [scopeId], apiScopeIds: [] });
    expect(sorted((await detail(role)).menuIds)).toEqual(sorted(first));

    // replaced, not added to; a kind left out stays
    await post('/blade-system/role/grant', admin, { roleIds: `${role}`, menuIds: `${menuIds.dict},${menuIds.dict_view}` });
    expect(sorted((await detail(role)).menuIds)).toEqual(sorted([menuIds.dict, menuIds.dict_view]));
    expect((await detail(role)).dataScopeIds).toEqual([scopeId]);

    // a bad id anywhere changes nothing
    const bad: [Record<string, unknown>, number, string][] = [
      [{ roleIds: role, menuIds: [menuIds.param, '123'] }, 400, '菜单不存在'],
      [{ roleIds: role, menuIds: [menuIds.param], dataScopeIds: ['123'] }, 400, '数据权限不存在'],
      [{ roleIds: role, menuIds: [menuIds.param], apiScopeIds: 'x' }, 400, '接口权限格式错误'],
      [{ roleIds: [role, '123'], menuIds: [menuIds.param] }, 404, '角色不存在'],
      [{ menuIds: [menuIds.param] }, 400, '请选择至少一条数据'],
      [{ roleIds: role, menuIds: { a: 1 } }, 400, '菜单格式错误'],
    ];
    for (const [body, code, msg] of bad) {
      const r = await post('/blade-system/role/grant', admin, body);
      expect({ body, code: r.code, msg: r.msg }).toEqual({ body, code, msg });
    }
    expect(sorted((await detail(role)).menuIds)).toEqual(sorted([menuIds.dict, menuIds.dict_view]));
    expect((await detail(role)).dataScopeIds).toEqual([scopeId]);
    await post('/blade-system/role/grant', admin, { roleIds: role, menuIds: [], dataScopeIds: [] });
    expect(await detail(role)).toMatchObject({ menuIds: [], dataScopeIds: [] });
  });

  it('lets a non-admin grant only what it holds, and never the admin role', async () => {
    // the store manager gets the role screen with its grant button
    const managerMenus = (await detail(roles.store_manager)).menuIds;
    const roleScreen = [menuIds['system-manage'], menuIds.authority, menuIds.role, menuIds.role_view, menuIds.role_grant, menuIds.role_edit];
    expect((await post('/blade-system/role/grant', admin, { roleIds: roles.store_manager, menuIds: [...managerMenus, ...roleScreen] })).code).toBe(200);
    const manager = (await login(s.app, 'manager', DEMO_INIT_PASSWORD)).access_token;

    const salesMenus = (await detail(roles.salesman)).menuIds;
    const within = salesMenus.slice(0, 5);
    expect((await post('/blade-system/role/grant', manager, { roleIds: roles.finance_clerk, menuIds: [...within, menuIds.tenant] })).code).toBe(403);
    expect((await post('/blade-system/role/grant', manager, { roleIds: roles.admin, menuIds: within })).code).toBe(403);
    expect((await post('/blade-system/role/grant', manager, { roleIds: roles.salesman, menuIds: within, dataScopeIds: [] })).code).toBe(200);
    expect(sorted((await detail(roles.salesman)).menuIds)).toEqual(sorted(within));
    await post('/blade-system/role/grant', admin, { roleIds: roles.salesman, menuIds: salesMenus });
    await post('/blade-system/role/grant', admin, { roleIds: roles.store_manager, menuIds: managerMenus });
  });
});

describe('role templates', () => {
  it('creates, finds, applies to roles, updates and deletes', async () => {
    const set = [menuIds.param, menuIds.param_view, menuIds.param_add];
    const created = await post<{ id: string }>('/blade-system/roleTemplate/submit', admin, { templateName: '参数管理员', menuIds: set, remark: '只管参数' });
    expect(created.code).toBe(200);
    const id = created.data.id;
    const list = await get<Page<{ id: string; menuIds: string }>>('/blade-system/roleTemplate/list', admin, { templateName: '参数' });
    expect(list.data.records.map((r) => r.id)).toEqual([id]);
    expect(sorted(list.data.records[0].menuIds.split(','))).toEqual(sorted(set));

    const role = (await post<{ id: string }>('/blade-system/role/submit', admin, { roleName: '模板角色', roleAlias: 'tpl_role' })).data.id;
    expect((await post('/blade-system/roleTemplate/apply', admin, { templateId: id, roleIds: [role] })).code).toBe(200);
    expect(sorted((await detail(role)).menuIds)).toEqual(sorted(set));

    expect((await post('/blade-system/roleTemplate/submit', admin, { id, menuIds: [menuIds.dict] })).code).toBe(200);
    expect((await get<{ menuIds: string }>('/blade-system/roleTemplate/detail', admin, { id })).data.menuIds).toBe(menuIds.dict);
    expect((await post('/blade-system/roleTemplate/apply', admin, { templateId: id, roleIds: role })).code).toBe(200);
    expect((await detail(role)).menuIds).toEqual([menuIds.dict]);

    expect((await post('/blade-system/roleTemplate/remove', admin, { ids: id })).code).toBe(200);
    expect((await post('/blade-system/roleTemplate/apply', admin, { templateId: id, roleIds: role })).code).toBe(404);
  });

  it('refuses bad input, other tenants and roles without the button', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ menuIds: [menuIds.param] }, '模板名称不能为空'],
      [{ templateName: 't' }, '菜单权限不能为空'],
      [{ templateName: 't', menuIds: 'x,y' }, '菜单权限格式错误'],
      [{ templateName: 't', menuIds: '123' }, '菜单不存在'],
      [{ templateName: 't'.repeat(51), menuIds: [menuIds.param] }, '模板名称长度不能超过50个字符'],
    ];
    for (const [body, msg] of cases) expect((await post('/blade-system/roleTemplate/submit', admin, body)).msg).toBe(msg);
    const id = (await post<{ id: string }>('/blade-system/roleTemplate/submit', admin, { templateName: '私有模板', menuIds: [menuIds.param] })).data.id;
    expect((await post('/blade-system/roleTemplate/submit', admin, { templateName: '私有模板', menuIds: [menuIds.param] })).msg).toBe('模板名称已存在');
    expect((await get<Page<unknown>>('/blade-system/roleTemplate/list', platform)).data.total).toBe(0);
    expect((await get('/blade-system/roleTemplate/detail', platform, { id })).code).toBe(404);
    expect((await post('/blade-system/roleTemplate/remove', platform, { ids: id })).code).toBe(404);
    const platformRole = (await get<Page<{ id: string }>>('/blade-system/role/list', platform)).data.records[0].id;
    expect((await post('/blade-system/roleTemplate/apply', platform, { templateId: id, roleIds: platformRole })).code).toBe(404);
    expect((await post('/blade-system/roleTemplate/apply', admin, { templateId: id, roleIds: platformRole })).code).toBe(404);
    expect((await post('/blade-system/roleTemplate/apply', admin, { roleIds: roles.salesman })).msg).toBe('模板不能为空');
    expect((await post('/blade-system/roleTemplate/submit', sales, { templateName: 's', menuIds: [menuIds.param] })).code).toBe(403);
    expect((await post('/blade-system/roleTemplate/apply', sales, { templateId: id, roleIds: roles.salesman })).code).toBe(403);
    expect((await get<Page<unknown>>('/blade-system/roleTemplate/list', admin)).data.total).toBe(1);
    const rows = await s.database.ownerDb.select().from(menu).where(inArray(menu.id, [menuIds.param]));
    expect(rows).toHaveLength(1);
  });
});
