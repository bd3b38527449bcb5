/** System administration of access: users, nodes (ahSystem) and departments. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { call, login, startServer, type TestServer } from './harness';
import { menu, store, user } from '../../server/db/schema';
import { newId } from '../../server/db/ids';
import { DEMO_INIT_PASSWORD, DEMO_TENANT, PLATFORM_TENANT } from '../../server/db/seed';

let s: TestServer;
let admin: string;
let adminUserId: string;
let platform: string;
let sales: string;
let stores: { id: string; branchName: string }[];
let roles: Record<string, string>;
let foreignStoreId: string;
let foreignRoleId: string;

interface Page<T> {
  records: T[];
  total: number;
}
interface UserRow {
  id: string;
  account: string;
  name: string;
  phone: string | null;
  status: number;
  deptId: string | null;
  passwordIsInitial: boolean;
  [k: string]: unknown;
}
interface NodeRow {
  nodeId: string;
  userId: string;
  storeId: string;
  storeName: string;
  roleId: string;
  roleAlias: string;
  deptId: string | null;
  deptName: string | null;
}
interface DeptNode {
  id: string;
  deptName: string;
  storeId: string | null;
  hasChildren: boolean;
  children: DeptNode[];
}

const get = <T = unknown>(url: string, token: string, query: Record<string, string | number> = {}) => call<T>(s.app, 'GET', url, { token, query });
const post = <T = unknown>(url: string, token: string, body: unknown) => call<T>(s.app, 'POST', url, { token, body });

beforeAll(async () => {
  s = await startServer();
  const a = await login(s.app, 'admin', 'admin123');
  admin = a.access_token;
  adminUserId = a.user_id;
  platform = (await login(s.app, 'admin', 'admin123', PLATFORM_TENANT)).access_token;
  sales = (await login(s.app, 'sales', DEMO_INIT_PASSWORD)).access_token;
  stores = (await get<Page<{ id: string; branchName: string }>>('/crm-anhua/store/list', admin, { pageSize: 50 })).data.records;
  const roleList = (await get<Page<{ id: string; roleAlias: string }>>('/blade-system/role/list', admin, { size: 50 })).data.records;
  roles = Object.fromEntries(roleList.map((r) => [r.roleAlias, r.id]));
  foreignRoleId = (await get<Page<{ id: string }>>('/blade-system/role/list', platform, { roleAlias: 'admin' })).data.records[0].id;
  foreignStoreId = newId();
  await s.database.ownerDb.insert(store).values({ id: foreignStoreId, tenantId: PLATFORM_TENANT, branchName: '平台测试门店' });
});
afterAll(async () => {
  await s?.close();
});

async function createUser(account: string, extra: Record<string, unknown> = {}): Promise<string> {
  const r = await post<{ id: string }>('/blade-user/user/submit', admin, { account, name: `用户${account}`, ...extra });
  expect(r.msg).toBe('操作成功');
  return r.data.id;
}
const listUsers = (query: Record<string, string | number>, token = admin) => get<Page<UserRow>>('/blade-user/user/list', token, query);
const userCount = async () => (await listUsers({ size: 1 })).data.total;

describe('users', () => {
  it('creates with the initial password, finds with each filter, updates and deletes', async () => {
    const id = await createUser('zhangsan', { name: '张三', realName: '张三丰', phone: '13811112222', email: 'z@example.com', sex: 1 });
    const [row] = await s.database.ownerDb.select().from(user).where(eq(user.id, id));
    expect(row.passwordIsInitial).toBe(true);
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);

    const detail = await get<UserRow>('/blade-user/user/detail', admin, { id });
    expect(detail.data).toMatchObject({ id, account: 'zhangsan', name: '张三', phone: '13811112222', status: 1, passwordIsInitial: true });
    expect(detail.data).not.toHaveProperty('passwordHash');
    expect(detail.data).not.toHaveProperty('operatingCodeHash');
    expect(detail.data).not.toHaveProperty('tenantId');

    const ids = async (q: Record<string, string | number>) => (await listUsers({ size: 100, ...q })).data.records.map((u) => u.id);
    expect(await ids({ account: 'angsa' })).toEqual([id]);
    expect(await ids({ name: '张三' })).toEqual([id]);
    expect(await ids({ realName: '三丰' })).toEqual([id]);
    expect(await ids({ phone: '1381111' })).toEqual([id]);
    expect(await ids({ status: 1, account: 'zhangsan' })).toEqual([id]);
    expect(await ids({ status: 0, account: 'zhangsan' })).toEqual([]);
    expect((await listUsers({ size: 100 })).data.records.every((u) => !('passwordHash' in u))).toBe(true);

    // store and role through nodes
    expect((await post('/blade-system/ahSystem/addNode', admin, { userId: id, storeId: stores[3].id, roleId: roles.service_advisor })).code).toBe(200);
    expect(await ids({ storeId: stores[3].id })).toContain(id);
    expect(await ids({ storeId: stores[3].id, roleId: roles.service_advisor, account: 'zhangsan' })).toEqual([id]);
    expect(await ids({ storeId: stores[5].id, account: 'zhangsan' })).toEqual([]);
    expect(await ids({ roleId: roles.salesman, account: 'zhangsan' })).toEqual([]);
    expect((await listUsers({ storeId: 'abc' })).msg).toBe('门店格式错误');

    const upd = await post('/blade-user/user/submit', admin, { id, name: '张三改', phone: '13811113333' });
    expect(upd.code).toBe(200);
    expect((await get<UserRow>('/blade-user/user/detail', admin, { id })).data).toMatchObject({ name: '张三改', phone: '13811113333', account: 'zhangsan' });

    // the new account signs in with the initial password and is told to change it
    const t = await login(s.app, 'zhangsan', DEMO_INIT_PASSWORD);
    expect((await get('/blade-user/verifyIsInitPassword', t.access_token)).code).toBe(30002);

    expect((await post('/blade-user/user/remove', admin, { ids: id })).code).toBe(200);
    expect((await get('/blade-user/user/detail', admin, { id })).code).toBe(404);
    expect(await ids({ account: 'zhangsan' })).toEqual([]);
    // the account is gone for sign-in too, and its nodes with it
    expect((await get('/user/getUserInfo', t.access_token)).code).not.toBe(200);
    expect((await get<NodeRow[]>('/blade-system/ahSystem/getUserConNodeInfo', admin, { userId: id })).data).toEqual([]);
  });

  it('refuses bad input in the spec words and changes nothing', async () => {
    await createUser('dup01', { phone: '13822220000' });
    const before = await userCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '无账号' }, '登录账号不能为空'],
      [{ account: 'x1' }, '用户昵称不能为空'],
      [{ account: 'dup01', name: '重复' }, '登录账号已存在'],
      [{ account: 'x2', name: 'n', phone: '12345' }, '请输入有效手机号'],
      [{ account: 'x3', name: 'n', phone: '13822220000' }, '手机号码已存在'],
      [{ account: 'x4', name: 'n'.repeat(51) }, '用户昵称长度不能超过50个字符'],
      [{ account: 'a'.repeat(46), name: 'n' }, '登录账号长度不能超过45个字符'],
      [{ account: 'x5', name: 'n', sex: 'male' }, '性别正整数或者0'],
      [{ account: 'x6', name: 'n', deptId: 'abc' }, '所属部门格式错误'],
      [{ account: 'x7', name: 'n', deptId: '123' }, '部门不存在'],
      [{ account: 'x8', name: 'n', roleId: foreignRoleId }, '角色不存在'],
      [{ account: { a: 1 }, name: 'n' }, '登录账号不能为空'],
    ];
    for (const [body, msg] of cases) {
      const r = await post('/blade-user/user/submit', admin, body);
      expect({ body, msg: r.msg }).toEqual({ body, msg });
      expect(r.code === 400 || r.code === 404).toBe(true);
    }
    // a status is set by enable and disable only; a password never through submit
    const id = await createUser('x9', { status: 0, passwordHash: 'plain' });
    const [row] = await s.database.ownerDb.select().from(user).where(eq(user.id, id));
    expect(row.status).toBe(1);
    expect(row.passwordHash).not.toBe('plain');
    expect(await userCount()).toBe(before + 1);
    expect((await post('/blade-user/user/remove', admin, { ids: adminUserId })).msg).toBe('不能删除当前登录账号');
    expect((await post('/blade-user/user/disable', admin, { ids: adminUserId })).msg).toBe('不能停用当前登录账号');
  });

  it('resets to the initial password and ends the sessions', async () => {
    const id = await createUser('reset01');
    await post('/blade-system/ahSystem/addNode', admin, { userId: id, storeId: stores[0].id, roleId: roles.salesman });
    const t = await login(s.app, 'reset01', DEMO_INIT_PASSWORD);
    expect((await post('/blade-user/update-password', t.access_token, { oldPassword: DEMO_INIT_PASSWORD, newPassword: 'newpass123', newPassword1: 'newpass123' })).code).toBe(200);
    const t2 = await login(s.app, 'reset01', 'newpass123');
    expect((await s.database.ownerDb.select().from(user).where(eq(user.id, id)))[0].passwordIsInitial).toBe(false);

    expect((await post('/blade-user/user/reset-password', sales, { userIds: id })).code).toBe(403);
    expect((await post('/blade-user/user/reset-password', admin, { userIds: id })).code).toBe(200);
    expect((await get('/user/getUserInfo', t2.access_token)).code).toBe(401);
    expect((await s.database.ownerDb.select().from(user).where(eq(user.id, id)))[0].passwordIsInitial).toBe(true);
    await login(s.app, 'reset01', DEMO_INIT_PASSWORD);
    expect((await post('/blade-user/user/reset-password', admin, { ids: [id, '123'] })).code).toBe(404);
    expect((await post('/blade-user/user/reset-password', admin, {})).msg).toBe('请选择至少一条数据');
  });

  it('disables (ending sessions) and enables', async () => {
    const id = await createUser('onoff01');
    await post('/blade-system/ahSystem/addNode', admin, { userId: id, storeId: stores[0].id, roleId: roles.salesman });
    const t = await login(s.app, 'onoff01', DEMO_INIT_PASSWORD);
    expect((await post('/blade-user/user/disable', sales, { ids: id })).code).toBe(403);
    expect((await post('/blade-user/user/disable', admin, { ids: id })).code).toBe(200);
    expect((await get<UserRow>('/blade-user/user/detail', admin, { id })).data.status).toBe(0);
    expect((await listUsers({ status: 0 })).data.records.map((u) => u.id)).toContain(id);
    expect((await get('/user/getUserInfo', t.access_token)).code).toBe(401);
    const blocked = await call(s.app, 'POST', '/blade-auth/oauth/token', { query: { tenantId: DEMO_TENANT, username: 'onoff01', password: DEMO_INIT_PASSWORD, grant_type: 'password', scope: 'all' } });
    expect(blocked.code).toBe(59997);
    expect((await post('/blade-user/user/enable', sales, { ids: id })).code).toBe(403);
    expect((await post('/blade-user/user/enable', admin, { ids: id })).code).toBe(200);
    await login(s.app, 'onoff01', DEMO_INIT_PASSWORD);
  });

  it('shows another tenant none of the users and refuses their ids', async () => {
    const id = await createUser('scope01', { phone: '13833330000' });
    expect((await listUsers({ account: 'scope01' }, platform)).data.total).toBe(0);
    expect((await get('/blade-user/user/detail', platform, { id })).code).toBe(404);
    expect((await post('/blade-user/user/submit', platform, { id, name: 'hijack' })).code).toBe(404);
    expect((await post('/blade-user/user/remove', platform, { ids: id })).code).toBe(404);
    expect((await post('/blade-user/user/disable', platform, { ids: id })).code).toBe(404);
    expect((await post('/blade-user/user/reset-password', platform, { ids: id })).code).toBe(404);
    expect((await get<UserRow>('/blade-user/user/detail', admin, { id })).data).toMatchObject({ name: '用户scope01', status: 1 });
    // the same account may exist in another tenant
    expect((await post('/blade-user/user/submit', platform, { account: 'scope01', name: 'p' })).code).toBe(200);
  });

  it('refuses a role without the button codes, and lists no users to it', async () => {
    const before = await userCount();
    expect((await post('/blade-user/user/submit', sales, { account: 'bysales', name: 'x' })).code).toBe(403);
    const any = (await listUsers({ size: 1 })).data.records[0];
    expect((await post('/blade-user/user/submit', sales, { id: any.id, name: 'x' })).code).toBe(403);
    expect((await post('/blade-user/user/remove', sales, { ids: any.id })).code).toBe(403);
    expect((await listUsers({}, sales)).data.total).toBe(0);
    expect((await get('/blade-user/user/detail', sales, { id: any.id })).code).toBe(404);
    expect(await userCount()).toBe(before);
  });
});

describe('nodes (ahSystem)', () => {
  it('adds, edits, lists and deletes nodes within the tenant', async () => {
    const id = await createUser('node01');
    const add = await post<{ nodeId: string }>('/blade-system/ahSystem/addNode', admin, { userId: id, storeId: stores[0].id, roleId: roles.salesman });
    expect(add.code).toBe(200);
    const nodeId = add.data.nodeId;
    const again = await post('/blade-system/ahSystem/addNode', admin, { userId: id, storeId: stores[0].id, roleId: roles.finance_clerk });
    expect(again).toMatchObject({ code: 400, msg: '该用户在此门店已有角色' });

    const nodes = (await get<NodeRow[]>('/blade-system/ahSystem/getUserConNodeInfo', admin, { userId: id })).data;
    expect(nodes).toHaveLength(1);
    // a node takes its store's department
    expect(nodes[0]).toMatchObject({ nodeId, storeId: stores[0].id, storeName: stores[0].branchName, roleAlias: 'salesman', deptName: stores[0].branchName });
    const inStore = (await get<NodeRow[]>('/blade-system/ahSystem/getUserConNodeInfo', admin, { storeId: stores[0].id })).data;
    expect(inStore.map((n) => n.userId)).toContain(id);

    const t = await login(s.app, 'node01', DEMO_INIT_PASSWORD);
    expect(t.store_id).toBe(stores[0].id);
    const edit = await post('/blade-system/ahSystem/editNode', admin, { nodeId, storeId: stores[1].id, roleId: roles.finance_clerk });
    expect(edit.code).toBe(200);
    // a changed role applies at once: the old token is out
    expect((await get('/user/getUserInfo', t.access_token)).code).toBe(401);
    const after = (await get<NodeRow[]>('/blade-system/ahSystem/getUserConNodeInfo', admin, { userId: id })).data;
    expect(after.map((n) => [n.storeId, n.roleAlias])).toEqual([[stores[1].id, 'finance_clerk']]);

    const roleInfo = await get<{ roles: { roleAlias: string; stores: { storeId: string }[] }[] }>('/blade-system/ahSystem/getUserConRoleInfo', admin, { userId: id });
    expect(roleInfo.data.roles).toEqual([expect.objectContaining({ roleAlias: 'finance_clerk', stores: [expect.objectContaining({ storeId: stores[1].id })] })]);

    const byRole = await call<Page<NodeRow>>(s.app, 'POST', '/blade-system/ahSystem/editRolePage', { token: admin, body: { roleId: roles.finance_clerk, current: 1, size: 50 } });
    expect(byRole.data.records.map((n) => n.userId)).toContain(id);
    expect(byRole.data.total).toBeGreaterThanOrEqual(3);
    expect((await call(s.app, 'POST', '/blade-system/ahSystem/editRolePage', { token: admin, body: { roleId: foreignRoleId } })).code).toBe(404);

    const del = await post('/blade-system/ahSystem/delNode', admin, { nodeId: after[0].nodeId });
    expect(del.code).toBe(200);
    expect((await get<NodeRow[]>('/blade-system/ahSystem/getUserConNodeInfo', admin, { userId: id })).data).toEqual([]);
    expect((await post('/blade-system/ahSystem/delNode', admin, { nodeId: after[0].nodeId })).code).toBe(404);
    // a deleted node can be added again
    expect((await post('/blade-system/ahSystem/addNode', admin, { userId: id, storeId: stores[1].id, roleId: roles.salesman })).code).toBe(200);
  });

  it('refuses another tenant stores, roles, users and nodes', async () => {
    const id = await createUser('node02');
    const cases: [string, Record<string, unknown>, string][] = [
      ['addNode', { userId: id, storeId: foreignStoreId, roleId: roles.salesman }, '门店不存在'],
      ['addNode', { userId: id, storeId: stores[0].id, roleId: foreignRoleId }, '角色不存在'],
      ['addNode', { userId: id, storeId: stores[0].id }, '角色不能为空'],
      ['addNode', { userId: id, storeId: stores[0].id, roleId: 'abc' }, '角色格式错误'],
      ['addNode', { userId: 'x', storeId: stores[0].id, roleId: roles.salesman }, '用户格式错误'],
      ['saveUserConInfo', { userId: id, nodes: [{ storeId: stores[0].id, roleId: roles.salesman }, { storeId: foreignStoreId, roleId: roles.salesman }] }, '门店不存在'],
      ['saveUserConInfo', { userId: id, nodes: [{ storeId: stores[0].id, roleId: roles.salesman }, { storeId: stores[0].id, roleId: roles.finance_clerk }] }, '同一门店只能设置一个角色'],
      ['saveUserConInfo', { userId: id, nodes: 'x' }, '节点格式错误'],
    ];
    for (const [path, body, msg] of cases) {
      const r = await post(`/blade-system/ahSystem/${path}`, admin, body);
      expect({ path, msg: r.msg }).toEqual({ path, msg });
    }
    // nothing half-written
    expect((await get<NodeRow[]>('/blade-system/ahSystem/getUserConNodeInfo', admin, { userId: id })).data).toEqual([]);

    const platformUser = (await post<{ id: string }>('/blade-user/user/submit', platform, { account: 'node02', name: 'p' })).data.id;
    expect((await post('/blade-system/ahSystem/addNode', admin, { userId: platformUser, storeId: stores[0].id, roleId: roles.salesman })).code).toBe(404);
    const [manager] = (await get<NodeRow[]>('/blade-system/ahSystem/getUserConNodeInfo', admin, { storeId: stores[0].id })).data.filter((n) => n.roleAlias === 'store_manager');
    expect((await post('/blade-system/ahSystem/delNode', platform, { nodeId: manager.nodeId })).code).toBe(404);
    expect((await post('/blade-system/ahSystem/editNode', platform, { nodeId: manager.nodeId, storeId: stores[0].id, roleId: foreignRoleId })).code).toBe(404);
    expect((await post('/blade-system/ahSystem/addNode', sales, { userId: id, storeId: stores[0].id, roleId: roles.salesman })).code).toBe(403);
    expect((await get('/blade-system/ahSystem/getUserConNodeInfo', sales, { userId: id })).code).toBe(403);
  });

  it('lets a non-admin manage nodes only in its stores, with roles no stronger than its own', async () => {
    const codes = ['system-manage', 'user', 'user_view', 'user_assign', 'user_reset_password'];
    const extra = (await s.database.ownerDb.select({ id: menu.id }).from(menu).where(inArray(menu.code, codes))).map((m) => m.id);
    const managerMenus = (await get<{ menuIds: string[] }>('/blade-system/role/detail', admin, { id: roles.store_manager })).data.menuIds;
    expect((await post('/blade-system/role/grant', admin, { roleIds: roles.store_manager, menuIds: [...managerMenus, ...extra] })).code).toBe(200);
    const strong = (await post<{ id: string }>('/blade-system/role/submit', admin, { roleName: '强角色', roleAlias: 'strong' })).data.id;
    const [tenantMenu] = await s.database.ownerDb.select({ id: menu.id }).from(menu).where(eq(menu.code, 'tenant'));
    await post('/blade-system/role/grant', admin, { roleIds: strong, menuIds: [tenantMenu.id] });
    const manager = (await login(s.app, 'manager', DEMO_INIT_PASSWORD)).access_token;
    const id = await createUser('node04');

    // the manager works in stores 0, 1 and 2
    expect((await post('/blade-system/ahSystem/addNode', manager, { userId: id, storeId: stores[3].id, roleId: roles.salesman })).msg).toBe('不能管理其他门店的人员');
    expect((await post('/blade-system/ahSystem/addNode', manager, { userId: id, storeId: stores[1].id, roleId: roles.admin })).msg).toBe('不能分配超级管理员角色');
    expect((await post('/blade-system/ahSystem/addNode', manager, { userId: id, storeId: stores[1].id, roleId: strong })).msg).toBe('不能分配权限多于自己的角色');
    expect((await post('/blade-system/ahSystem/addNode', manager, { userId: id, storeId: stores[0].id, roleId: roles.salesman })).code).toBe(200);
    // a node elsewhere, added by the super-admin, stays out of the manager's reach but not in its way
    await post('/blade-system/ahSystem/addNode', admin, { userId: id, storeId: stores[5].id, roleId: roles.salesman });
    const keep = { storeId: stores[5].id, roleId: roles.salesman };
    expect((await post('/blade-system/ahSystem/saveUserConInfo', manager, { userId: id, nodes: [keep, { storeId: stores[1].id, roleId: roles.finance_clerk }] })).code).toBe(200);
    expect((await post('/blade-system/ahSystem/saveUserConInfo', manager, { userId: id, nodes: [{ storeId: stores[1].id, roleId: roles.finance_clerk }] })).msg).toBe('不能管理其他门店的人员');
    const nodes = (await get<NodeRow[]>('/blade-system/ahSystem/getUserConNodeInfo', manager, { userId: id })).data;
    expect(nodes.map((n) => n.storeId).sort()).toEqual([stores[1].id, stores[5].id].sort());

    expect((await post('/blade-user/user/reset-password', manager, { ids: adminUserId })).msg).toBe('不能管理超级管理员账号');
    expect((await post('/blade-user/user/reset-password', manager, { ids: id })).code).toBe(200);
    expect((await listUsers({ account: 'node04' }, manager)).data.total).toBe(1);
    await post('/blade-system/role/grant', admin, { roleIds: roles.store_manager, menuIds: managerMenus });
  });

  it('saves a user full node list in one call, and the departments', async () => {
    const id = await createUser('node03');
    const save = await post('/blade-system/ahSystem/saveUserConInfo', admin, {
      userId: id,
      nodes: [
        { storeId: stores[0].id, roleId: roles.salesman },
        { storeId: stores[1].id, roleId: roles.service_advisor },
      ],
    });
    expect(save.code).toBe(200);
    let nodes = (await get<NodeRow[]>('/blade-system/ahSystem/getUserConNodeInfo', admin, { userId: id })).data;
    expect(nodes.map((n) => [n.storeId, n.roleAlias]).sort()).toEqual([[stores[0].id, 'salesman'], [stores[1].id, 'service_advisor']].sort());

    await post('/blade-system/ahSystem/saveUserConInfo', admin, { userId: id, nodes: [{ storeId: stores[1].id, roleId: roles.finance_clerk }, { storeId: stores[2].id, roleId: roles.salesman }] });
    nodes = (await get<NodeRow[]>('/blade-system/ahSystem/getUserConNodeInfo', admin, { userId: id })).data;
    expect(nodes.map((n) => [n.storeId, n.roleAlias]).sort()).toEqual([[stores[1].id, 'finance_clerk'], [stores[2].id, 'salesman']].sort());

    // department of a node: its store's departments only
    const tree = (await get<DeptNode[]>('/blade-system/dept/tree', admin)).data;
    const storeDepts = tree[0].children;
    const d1 = storeDepts.find((d) => d.storeId === stores[1].id)!;
    const d2 = storeDepts.find((d) => d.storeId === stores[2].id)!;
    const n1 = nodes.find((n) => n.storeId === stores[1].id)!;
    expect((await post('/blade-system/ahSystem/updateDept', admin, { nodeId: n1.nodeId, userId: id, deptId: d2.id })).msg).toBe('部门不属于该门店');
    expect((await post('/blade-system/ahSystem/updateDept', admin, { nodeId: n1.nodeId, userId: id, deptId: d1.id })).code).toBe(200);
    expect((await post('/blade-system/ahSystem/updateDept', admin, { userId: id, deptId: tree[0].id })).code).toBe(200);
    expect((await post('/blade-system/ahSystem/updateDept', admin, { deptId: tree[0].id })).msg).toBe('请选择节点或用户');
    const vo = await get<{ deptId: string; deptName: string; nodes: { nodeId: string; deptId: string }[] }>('/blade-system/ahSystem/getDeptNodeVO', admin, { userId: id });
    expect(vo.data.deptId).toBe(tree[0].id);
    expect(vo.data.nodes.find((n) => n.nodeId === n1.nodeId)!.deptId).toBe(d1.id);

    await post('/blade-system/ahSystem/saveUserConInfo', admin, { userId: id, nodes: [] });
    expect((await get<NodeRow[]>('/blade-system/ahSystem/getUserConNodeInfo', admin, { userId: id })).data).toEqual([]);
  });
});

describe('departments', () => {
  it('creates, finds with each filter, nests, updates and deletes', async () => {
    const tree = (await get<DeptNode[]>('/blade-system/dept/tree', admin)).data;
    expect(tree).toHaveLength(1);
    expect(tree[0].children.length).toBe(stores.length);
    expect(tree[0].hasChildren).toBe(true);
    const head = tree[0];
    const storeDept = head.children.find((d) => d.storeId === stores[4].id)!;

    const created = await post<{ id: string }>('/blade-system/dept/submit', admin, { parentId: storeDept.id, deptName: '销售一部', fullName: '绍兴销售一部', storeId: stores[4].id, sort: 1 });
    expect(created.code).toBe(200);
    const id = created.data.id;
    const child = await post<{ id: string }>('/blade-system/dept/submit', admin, { parentId: id, deptName: '销售一组' });
    expect(child.code).toBe(200);

    const ids = async (q: Record<string, string | number>) => (await get<Page<{ id: string }>>('/blade-system/dept/list', admin, { size: 100, ...q })).data.records.map((d) => d.id);
    expect(await ids({ deptName: '销售一' })).toEqual(expect.arrayContaining([id, child.data.id]));
    expect(await ids({ fullName: '绍兴销售' })).toEqual([id]);
    expect(await ids({ parentId: id })).toEqual([child.data.id]);
    expect(await ids({ storeId: stores[4].id })).toEqual(expect.arrayContaining([storeDept.id, id]));

    const underStore = (await get<DeptNode[]>('/blade-system/dept/storeDepartment', admin, { storeId: stores[4].id })).data;
    expect(underStore.map((d) => d.id)).toEqual([storeDept.id]);
    expect(underStore[0].children[0].id).toBe(id);
    expect(underStore[0].children[0].children[0].id).toBe(child.data.id);

    const storeList = (await get<{ id: string; deptId: string }[]>('/blade-system/dept/getStoreList', admin)).data;
    expect(storeList.find((x) => x.id === stores[4].id)!.deptId).toBe(storeDept.id);

    expect((await post('/blade-system/dept/submit', admin, { id, deptName: '销售1部' })).code).toBe(200);
    expect((await get<{ deptName: string }>('/blade-system/dept/detail', admin, { id })).data.deptName).toBe('销售1部');

    // a parent may not be the department itself or below it
    expect((await post('/blade-system/dept/submit', admin, { id, parentId: child.data.id })).msg).toBe('上级部门不能是自己或下级');
    expect((await post('/blade-system/dept/submit', admin, { id, parentId: id })).msg).toBe('上级部门不能是自己或下级');
    expect((await post('/blade-system/dept/remove', admin, { ids: id })).msg).toBe('请先删除下级部门');
    const member = await createUser('deptuser', { deptId: child.data.id });
    expect((await post('/blade-system/dept/remove', admin, { ids: child.data.id })).msg).toBe('部门下存在用户，不能删除');
    expect((await post('/blade-system/dept/remove', admin, { ids: storeDept.id })).msg).toBe('请先删除下级部门');
    await post('/blade-user/user/remove', admin, { ids: member });
    expect((await post('/blade-system/dept/remove', admin, { ids: `${id},${child.data.id}` })).code).toBe(200);
    expect((await get('/blade-system/dept/detail', admin, { id })).code).toBe(404);
  });

  it('refuses bad input, other tenants and roles without the button', async () => {
    const head = (await get<DeptNode[]>('/blade-system/dept/tree', admin)).data[0];
    const before = (await get<Page<unknown>>('/blade-system/dept/list', admin)).data.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ parentId: head.id }, '部门名称不能为空'],
      [{ deptName: 'x'.repeat(51) }, '部门名称长度不能超过50个字符'],
      [{ deptName: 'x', parentId: '123' }, '上级部门不存在'],
      [{ deptName: 'x', storeId: foreignStoreId }, '门店不存在'],
      [{ deptName: 'x', sort: -1 }, '排序正整数或者0'],
    ];
    for (const [body, msg] of cases) expect((await post('/blade-system/dept/submit', admin, body)).msg).toBe(msg);
    expect((await post('/blade-system/dept/submit', sales, { deptName: 'x' })).code).toBe(403);
    expect((await post('/blade-system/dept/remove', sales, { ids: head.id })).code).toBe(403);
    expect((await get<Page<unknown>>('/blade-system/dept/list', platform)).data.total).toBe(0);
    expect((await get('/blade-system/dept/detail', platform, { id: head.id })).code).toBe(404);
    expect((await post('/blade-system/dept/submit', platform, { id: head.id, deptName: 'hijack' })).code).toBe(404);
    expect((await post('/blade-system/dept/remove', platform, { ids: head.id })).code).toBe(404);
    expect((await get<DeptNode[]>('/blade-system/dept/tree', platform)).data).toEqual([]);
    // another tenant's tree: the platform super-admin may look, a tenant may not
    expect((await get<DeptNode[]>('/blade-system/dept/tree', platform, { tenantId: DEMO_TENANT })).data[0].id).toBe(head.id);
    expect((await get('/blade-system/dept/tree', admin, { tenantId: PLATFORM_TENANT })).code).toBe(403);
    expect((await get<Page<unknown>>('/blade-system/dept/list', admin)).data.total).toBe(before);
    const [h] = await s.database.ownerDb.select().from(user).where(and(eq(user.tenantId, DEMO_TENANT), eq(user.account, 'admin')));
    expect(h.deptId).toBe(head.id);
  });
});
