/** System content: categories and doSort, quick and home menus, storage settings, data sources, notices, courses. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, login, startServer, type TestServer } from './harness';
import { seedContent, seedContentDefaults } from '../../server/db/seed/content';
import { DEMO_TENANT, PLATFORM_TENANT } from '../../server/db/seed';
import { enabledStorage } from '../../server/modules/blade-system/content/storage';
import { QUICK_MENU_MAX } from '../../server/modules/blade-system/content/menus';
import { contentRoutes } from '../../server/modules/blade-system/content';
import { allButtonCodes, flattenMenus, TOP_MENUS } from '../../server/db/seed/menus';
import { SYSTEM_CONTENT_RESOURCES } from '../../src/domain/resources/system/content.index';
import { opList, type ResourceDecl } from '../../src/domain/resources/types';

let s: TestServer;
let admin: string;
let platform: string;
let manager: string;
let sales: string;

beforeAll(async () => {
  s = await startServer();
  // idempotent: harmless once the demo seed calls them too
  await s.database.ownerDb.transaction(async (tx) => {
    await seedContentDefaults(tx, PLATFORM_TENANT);
    await seedContent(tx, DEMO_TENANT);
  });
  admin = (await login(s.app, 'admin', 'admin123')).access_token;
  platform = (await login(s.app, 'admin', 'admin123', PLATFORM_TENANT)).access_token;
  manager = (await login(s.app, 'manager', 'anhua123')).access_token;
  sales = (await login(s.app, 'sales', 'anhua123')).access_token;
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
type Row = Record<string, unknown> & { id: string };

const get = <T = unknown>(token: string, url: string, query: Record<string, string | number | undefined> = {}) => call<T>(s.app, 'GET', url, { token, query });
const post = <T = unknown>(token: string, url: string, body: unknown = {}) => call<T>(s.app, 'POST', url, { token, body });
const list = async (token: string, url: string, query: Record<string, string | number | undefined> = {}) => {
  const r = await get<Page<Row>>(token, url, { size: 100, ...query });
  expect(r.code).toBe(200);
  return r.data.records;
};
const ids = (rows: Row[]) => rows.map((r) => r.id);
const created = async (token: string, url: string, body: Record<string, unknown>) => {
  const r = await post<{ id: string }>(token, url, body);
  expect(r, r.msg).toMatchObject({ code: 200 });
  return r.data.id;
};

describe('declarations', () => {
  it('name seeded menus and only seeded button codes', () => {
    const menus = new Set(flattenMenus(TOP_MENUS).map((m) => m.menu.code));
    const buttons = new Set(allButtonCodes(TOP_MENUS));
    const used: string[] = contentRoutes.flatMap((r) => (r.permission ? [r.permission].flat() : []));
    for (const d of SYSTEM_CONTENT_RESOURCES as readonly ResourceDecl[]) {
      expect(menus.has(d.menu!), d.key).toBe(true);
      expect(d.buttonPrefix).toBe(d.menu!.replace(/-/g, '_'));
      if (opList(d.ops.create).length || opList(d.ops.upsert).length) used.push(`${d.buttonPrefix}_add`);
      if (opList(d.ops.update).length || opList(d.ops.upsert).length) used.push(`${d.buttonPrefix}_edit`);
      if (opList(d.ops.remove).length) used.push(`${d.buttonPrefix}_delete`);
      for (const a of d.actions ?? []) used.push(a.permission);
    }
    expect(used.filter((code) => !buttons.has(code))).toEqual([]);
  });

  it('seeds content once: a second run adds nothing', async () => {
    const total = async (url: string) => (await get<Page<Row>>(admin, url)).data.total;
    const urls = ['/blade-desk/notice/list', '/crm-anhua/ahSystemCategory/page', '/blade-resource/oss/list', '/blade-develop/datasource/list', '/crm-anhua/ahHomeMenu/page'];
    const before = await Promise.all(urls.map(total));
    expect(before.every((n) => n > 0)).toBe(true);
    await s.database.ownerDb.transaction((tx) => seedContent(tx, DEMO_TENANT));
    expect(await Promise.all(urls.map(total))).toEqual(before);
  });
});

describe('system categories (crm-anhua/ahSystemCategory)', () => {
  const base = '/crm-anhua/ahSystemCategory';

  it('creates, lists with each filter, updates and deletes', async () => {
    const id = await created(admin, `${base}/saveOrUpdate`, { type: 'notice', name: '  质量通报  ', sort: 7, remark: '测试' });
    const child = await created(admin, `${base}/saveOrUpdate`, { type: 'course', name: '试驾课程' });
    const sub = await created(admin, `${base}/saveOrUpdate`, { type: 'course', name: '试驾安全', parentId: child });

    expect(ids(await list(admin, `${base}/page`, { name: '质量通报' }))).toEqual([id]);
    expect((await list(admin, `${base}/page`, { name: '质量通报' }))[0].name).toBe('质量通报'); // trimmed
    expect(ids(await list(admin, `${base}/page`, { type: 'notice' }))).toContain(id);
    expect(ids(await list(admin, `${base}/page`, { type: 'course' }))).not.toContain(id);
    expect(ids(await list(admin, `${base}/page`, { parentId: child }))).toEqual([sub]);
    const detail = await get<Row>(admin, `${base}/detail`, { id });
    expect(detail.data).toMatchObject({ id, type: 'notice', name: '质量通报', sort: 7, parentId: '0' });

    expect((await post(admin, `${base}/saveOrUpdate`, { id, name: '质量周报' })).code).toBe(200);
    expect((await get<Row>(admin, `${base}/detail`, { id })).data.name).toBe('质量周报');

    // a parent with a child stays; the child first, then the parent
    expect(await post(admin, `${base}/delete`, { ids: child })).toMatchObject({ code: 400, msg: '该分类下存在子分类，不能删除' });
    expect((await post(admin, `${base}/delete`, [sub])).code).toBe(200);
    expect((await post(admin, `${base}/delete`, { ids: `${child},${id}` })).code).toBe(200);
    expect((await get(admin, `${base}/detail`, { id })).code).toBe(404);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = (await get<Page<Row>>(admin, `${base}/page`)).data.total;
    expect(await post(admin, `${base}/saveOrUpdate`, { type: 'notice' })).toMatchObject({ code: 400, msg: '分类名称不能为空', data: { field: 'name' } });
    expect(await post(admin, `${base}/saveOrUpdate`, { name: 'x' })).toMatchObject({ code: 400, msg: '分类类型不能为空' });
    expect(await post(admin, `${base}/saveOrUpdate`, { type: 'video', name: 'x' })).toMatchObject({ code: 400, msg: '分类类型取值无效' });
    expect((await post(admin, `${base}/saveOrUpdate`, { type: 'notice', name: 'x'.repeat(51) })).msg).toBe('分类名称长度不能超过50个字符');
    expect((await post(admin, `${base}/saveOrUpdate`, { type: 'notice', name: 'x', sort: 'a' })).msg).toBe('排序正整数或者0');
    expect((await post(admin, `${base}/saveOrUpdate`, { type: 'notice', name: 'x', parentId: 'abc' })).msg).toBe('上级分类格式错误');
    // a parent of another tenant, of another type, or a notice category with a parent
    const foreign = await created(platform, `${base}/saveOrUpdate`, { type: 'course', name: '平台分类' });
    expect((await post(admin, `${base}/saveOrUpdate`, { type: 'course', name: 'x', parentId: foreign })).msg).toBe('上级分类不存在');
    const notice = (await list(admin, `${base}/page`, { type: 'notice' }))[0];
    expect((await post(admin, `${base}/saveOrUpdate`, { type: 'course', name: 'x', parentId: notice.id })).msg).toBe('上级分类不存在');
    expect((await post(admin, `${base}/saveOrUpdate`, { type: 'notice', name: 'x', parentId: notice.id })).msg).toBe('公告分类不分层级');
    expect((await get<Page<Row>>(admin, `${base}/page`)).data.total).toBe(before);
  });

  it('keeps the tree free of cycles and the type fixed', async () => {
    const a = await created(admin, `${base}/saveOrUpdate`, { type: 'course', name: 'A' });
    const b = await created(admin, `${base}/saveOrUpdate`, { type: 'course', name: 'B', parentId: a });
    const c = await created(admin, `${base}/saveOrUpdate`, { type: 'course', name: 'C', parentId: b });
    expect((await post(admin, `${base}/saveOrUpdate`, { id: a, parentId: a })).msg).toBe('上级分类不能是自己');
    expect((await post(admin, `${base}/saveOrUpdate`, { id: a, parentId: c })).msg).toBe('上级分类不能是自己的下级');
    expect((await post(admin, `${base}/saveOrUpdate`, { id: a, type: 'notice' })).msg).toBe('分类类型不能修改');
    expect((await get<Row>(admin, `${base}/detail`, { id: a })).data).toMatchObject({ parentId: '0', type: 'course' });
    expect((await post(admin, `${base}/delete`, { ids: [a, b, c] })).code).toBe(200);
  });

  it('doSort sets the order in one transaction, all or nothing', async () => {
    const made = [];
    for (const name of ['排序甲', '排序乙', '排序丙']) made.push(await created(admin, `${base}/saveOrUpdate`, { type: 'notice', name }));
    const [a, b, c] = made;
    expect((await post(admin, `${base}/doSort`, [c, a, b])).code).toBe(200);
    const sorted = await list(admin, `${base}/page`, { name: '排序' });
    expect(ids(sorted)).toEqual([c, a, b]);
    expect(sorted.map((r) => r.sort)).toEqual([1, 2, 3]);
    // one id of another tenant: 404 and nothing moves
    const foreign = await created(platform, `${base}/saveOrUpdate`, { type: 'notice', name: '平台排序' });
    expect((await post(admin, `${base}/doSort`, { ids: [b, a, foreign] })).code).toBe(404);
    expect(ids(await list(admin, `${base}/page`, { name: '排序' }))).toEqual([c, a, b]);
    expect(await post(admin, `${base}/doSort`, { ids: `${a},${a}` })).toMatchObject({ code: 400, msg: '排序列表中有重复的分类' });
    expect(await post(admin, `${base}/doSort`, { ids: [] })).toMatchObject({ code: 400, msg: '请选择至少一条数据' });
    expect((await post(sales, `${base}/doSort`, [a, b, c])).code).toBe(403);
    expect((await post(admin, `${base}/delete`, made)).code).toBe(200);
  });

  it('shows a tenant none of another tenant rows and refuses roles without the button codes', async () => {
    const mine = await created(admin, `${base}/saveOrUpdate`, { type: 'notice', name: '仅本租户' });
    expect(ids(await list(platform, `${base}/page`, { size: 1000 }))).not.toContain(mine);
    expect((await get(platform, `${base}/detail`, { id: mine })).code).toBe(404);
    expect((await post(platform, `${base}/saveOrUpdate`, { id: mine, name: '劫持' })).code).toBe(404);
    expect((await post(platform, `${base}/delete`, { ids: mine })).code).toBe(404);
    expect((await post(sales, `${base}/saveOrUpdate`, { type: 'notice', name: 'x' })).code).toBe(403);
    expect((await post(sales, `${base}/saveOrUpdate`, { id: mine, name: 'x' })).code).toBe(403);
    expect((await post(sales, `${base}/delete`, { ids: mine })).code).toBe(403);
    expect((await get<Row>(admin, `${base}/detail`, { id: mine })).data.name).toBe('仅本租户');
  });

  it('serves the notice-category and course-category views over the same table', async () => {
    const n = await created(admin, '/blade-desk/noticeCategory/submit', { name: '视图公告分类' });
    const root = await created(admin, '/blade-desk/courseCategory/submit', { name: '视图课程根' });
    const leaf = await created(admin, '/blade-desk/courseCategory/submit', { name: '视图课程叶', parentId: root });
    expect((await get<Row>(admin, `${base}/detail`, { id: n })).data.type).toBe('notice');
    expect((await get<Row>(admin, `${base}/detail`, { id: leaf })).data).toMatchObject({ type: 'course', parentId: root });
    expect(ids(await list(admin, '/blade-desk/noticeCategory/list', { name: '视图' }))).toEqual([n]);
    expect((await get<Row[]>(admin, '/blade-desk/noticeCategory/select')).data.every((r) => r.name !== '视图课程根')).toBe(true);
    expect((await get(admin, '/blade-desk/noticeCategory/detail', { id: root })).code).toBe(404);
    expect((await post(admin, '/blade-desk/noticeCategory/remove', { ids: root })).code).toBe(404);
    expect((await post(admin, '/blade-desk/courseCategory/doSort', [leaf])).code).toBe(200);
    expect((await post(admin, '/blade-desk/noticeCategory/doSort', [n, root])).code).toBe(404);
    expect((await post(sales, '/blade-desk/noticeCategory/submit', { name: 'x' })).code).toBe(403);

    const tree = await get<Array<{ id: string; name: string; children: Array<{ id: string }> }>>(admin, '/blade-desk/course/category/tree');
    const node = tree.data.find((x) => x.id === root)!;
    expect(node.children.map((x) => x.id)).toEqual([leaf]);
    const seeded = tree.data.find((x) => x.name === '销售培训')!;
    expect(seeded.children.length).toBe(2);
    expect((await get<unknown[]>(platform, '/blade-desk/course/category/tree')).data.some((x) => (x as Row).id === root)).toBe(false);
  });
});

describe('quick menus (crm-anhua/ahQuickMenuConfig) and home menus (crm-anhua/ahHomeMenu)', () => {
  const quick = '/crm-anhua/ahQuickMenuConfig';
  const home = '/crm-anhua/ahHomeMenu';

  it('keeps quick menus per user: create, filter, detail, update, delete', async () => {
    const seeded = await list(admin, `${quick}/page`);
    expect(seeded.length).toBeGreaterThan(0);
    const id = await created(admin, `${quick}/saveOrUpdate`, { name: '个人快捷', path: '/system/dict', icon: 'book', sort: 9 });
    expect(ids(await list(admin, `${quick}/page`, { name: '个人快捷' }))).toEqual([id]);
    expect((await get<Row>(admin, `${quick}/detail`, { id })).data).toMatchObject({ path: '/system/dict', icon: 'book', sort: 9 });
    // another user of the same tenant sees none of them, and cannot touch them
    expect(await list(manager, `${quick}/page`)).toEqual([]);
    expect((await get(manager, `${quick}/detail`, { id })).code).toBe(404);
    expect((await post(admin, `${quick}/saveOrUpdate`, { id, name: '字典' })).code).toBe(200);
    expect((await get<Row>(admin, `${quick}/detail`, { id })).data.name).toBe('字典');
    expect(ids(await list(platform, `${quick}/page`))).not.toContain(id);
    expect((await post(admin, `${quick}/delete`, { ids: id })).code).toBe(200);
    expect((await get(admin, `${quick}/detail`, { id })).code).toBe(404);
  });

  it('refuses bad quick menus, duplicates, more than the maximum, and roles without the button code', async () => {
    expect(await post(admin, `${quick}/saveOrUpdate`, { name: 'x', path: 'system/dict' })).toMatchObject({ code: 400, msg: '菜单路径须以 / 开头' });
    expect((await call(s.app, 'POST', `${quick}/saveOrUpdate`, { token: admin, headers: { 'accept-language': 'en' }, body: { name: 'x', path: 'x' } })).msg).toBe('The menu path must start with /');
    expect(await post(admin, `${quick}/saveOrUpdate`, { path: '/a' })).toMatchObject({ code: 400, msg: '菜单名称不能为空' });
    expect(await post(admin, `${quick}/saveOrUpdate`, { name: 'x', path: '/a', menuId: '123' })).toMatchObject({ code: 400, msg: '菜单不存在' });
    const existing = (await list(admin, `${quick}/page`))[0];
    expect(await post(admin, `${quick}/saveOrUpdate`, { name: 'dup', path: existing.path })).toMatchObject({ code: 400, msg: '该菜单已添加' });
    expect((await post(sales, `${quick}/saveOrUpdate`, { name: 'x', path: '/x' })).code).toBe(403);
    expect((await post(sales, `${quick}/delete`, { ids: existing.id })).code).toBe(403);

    const have = (await list(admin, `${quick}/page`)).length;
    const extra: string[] = [];
    for (let i = have; i < QUICK_MENU_MAX; i++) extra.push(await created(admin, `${quick}/saveOrUpdate`, { name: `q${i}`, path: `/q/${i}` }));
    expect(await post(admin, `${quick}/saveOrUpdate`, { name: 'one more', path: '/q/more' })).toMatchObject({ code: 400, msg: `快捷菜单最多${QUICK_MENU_MAX}个` });
    expect((await post(admin, `${quick}/delete`, extra)).code).toBe(200);
  });

  it('saves, lists, filters and deletes home menus of the tenant', async () => {
    const seeded = await list(admin, `${home}/page`);
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.map((r) => r.sort)).toEqual([...seeded.map((r) => r.sort as number)].sort((a, b) => a - b));
    const id = await created(admin, `${home}/save`, { name: '首页测试', path: '/system/param', sort: 99 });
    expect(ids(await list(admin, `${home}/page`, { name: '首页测试' }))).toEqual([id]);
    // the same for every user of the tenant, none for another tenant
    expect(ids(await list(manager, `${home}/page`))).toContain(id);
    expect(ids(await list(platform, `${home}/page`))).not.toContain(id);
    expect(await post(admin, `${home}/save`, { name: 'dup', path: '/system/param' })).toMatchObject({ code: 400, msg: '该菜单已添加' });
    expect((await post(admin, `${home}/save`, { name: 'x'.repeat(51), path: '/y' })).msg).toBe('菜单名称长度不能超过50个字符');
    expect((await post(sales, `${home}/save`, { name: 'x', path: '/x' })).code).toBe(403);
    expect((await post(sales, `${home}/delete`, { ids: id })).code).toBe(403);
    expect((await post(platform, `${home}/delete`, { ids: id })).code).toBe(404);
    expect((await post(admin, `${home}/delete`, { ids: id })).code).toBe(200);
    expect(ids(await list(admin, `${home}/page`))).not.toContain(id);
  });
});

describe('storage settings (blade-resource/oss)', () => {
  const base = '/blade-resource/oss';
  const aliyun = { category: 2, ossCode: 'ali-hz', endpoint: 'oss-cn-hangzhou.aliyuncs.com', bucketName: 'anhua-files', accessKey: 'LTAI5tExample', secretKey: 's3cr3t', region: 'oss-cn-hangzhou', roleArn: 'acs:ram::1234567890:role/oss-upload' };

  it('starts with the local store enabled, and never answers the secret', async () => {
    const rows = await list(admin, `${base}/list`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ category: 1, ossCode: 'local', status: 1 });
    const id = await created(admin, `${base}/submit`, aliyun);
    const detail = await get<Row>(admin, `${base}/detail`, { id });
    expect(detail.data).toMatchObject({ ossCode: 'ali-hz', status: 0, roleArn: aliyun.roleArn });
    expect('secretKey' in detail.data).toBe(false);
    expect((await list(admin, `${base}/list`)).every((r) => !('secretKey' in r))).toBe(true);
    expect(ids(await list(admin, `${base}/list`, { category: 2 }))).toEqual([id]);
    expect(ids(await list(admin, `${base}/list`, { ossCode: 'ali' }))).toEqual([id]);
    expect(ids(await list(admin, `${base}/list`, { status: 0 }))).toEqual([id]);
    expect(ids(await list(admin, `${base}/list`, { bucketName: 'anhua' }))).toEqual([id]);
    expect(await list(platform, `${base}/list`, { ossCode: 'ali' })).toEqual([]);
  });

  it('enables one setting per tenant in one step, keeping the secret on edit', async () => {
    const [local] = await list(admin, `${base}/list`, { category: 1 });
    const [ali] = await list(admin, `${base}/list`, { category: 2 });
    expect((await post(sales, `${base}/enable`, { id: ali.id })).code).toBe(403);
    expect((await post(platform, `${base}/enable`, { id: ali.id })).code).toBe(404);
    expect((await post(admin, `${base}/enable`, { id: ali.id })).code).toBe(200);
    expect((await get<Row>(admin, `${base}/detail`, { id: ali.id })).data.status).toBe(1);
    expect((await get<Row>(admin, `${base}/detail`, { id: local.id })).data.status).toBe(0);
    // the other tenant's enabled setting is untouched
    expect((await list(platform, `${base}/list`, { status: 1 })).length).toBe(1);

    // an edit that leaves the secret empty keeps it
    expect((await post(admin, `${base}/submit`, { id: ali.id, secretKey: '', remark: '杭州桶' })).code).toBe(200);
    const enabled = await enabledStorage(s.database.ownerDb, DEMO_TENANT);
    expect(enabled).toMatchObject({ id: ali.id, secretKey: 's3cr3t', remark: '杭州桶' });
    expect((await post(admin, `${base}/submit`, { id: ali.id, secretKey: 'n3w' })).code).toBe(200);
    expect((await enabledStorage(s.database.ownerDb, DEMO_TENANT))!.secretKey).toBe('n3w');

    expect(await post(admin, `${base}/remove`, { ids: ali.id })).toMatchObject({ code: 400, msg: '启用中的存储配置不能删除，请先启用其他配置' });
    expect((await post(admin, `${base}/enable`, { id: local.id })).code).toBe(200);
    expect((await enabledStorage(s.database.ownerDb, DEMO_TENANT))!.id).toBe(local.id);
    expect((await post(admin, `${base}/remove`, { ids: ali.id })).code).toBe(200);
    expect((await post(admin, `${base}/enable`, { id: ali.id })).code).toBe(404);
  });

  it('refuses incomplete or malformed settings and changes nothing', async () => {
    const before = (await list(admin, `${base}/list`)).length;
    expect(await post(admin, `${base}/submit`, { ...aliyun, ossCode: 'x1', secretKey: undefined })).toMatchObject({ code: 400, msg: '阿里云存储需填写secretKey' });
    expect(await post(admin, `${base}/submit`, { ...aliyun, ossCode: 'x2', region: '' })).toMatchObject({ code: 400, msg: '阿里云存储需填写地域' });
    expect((await post(admin, `${base}/submit`, { ...aliyun, ossCode: 'x3', endpoint: 'http://bad host/' })).msg).toBe('资源地址格式错误');
    expect((await post(admin, `${base}/submit`, { ...aliyun, ossCode: 'x4', roleArn: 'arn:aws:iam::1:role/x' })).msg).toMatch(/^STS角色ARN格式错误/);
    expect((await post(admin, `${base}/submit`, { ...aliyun, category: 3, ossCode: 'x5' })).msg).toBe('存储类型取值无效');
    expect((await post(admin, `${base}/submit`, { ...aliyun, ossCode: 'local' })).msg).toBe('资源编号已存在');
    expect((await post(admin, `${base}/submit`, { category: 1 })).msg).toBe('资源编号不能为空');
    expect((await post(admin, `${base}/submit`, { category: 1, ossCode: 'x'.repeat(51) })).msg).toBe('资源编号长度不能超过50个字符');
    expect((await post(sales, `${base}/submit`, { category: 1, ossCode: 'sales' })).code).toBe(403);
    expect((await list(admin, `${base}/list`)).length).toBe(before);
  });
});

describe('data sources (blade-develop/datasource)', () => {
  const base = '/blade-develop/datasource';

  it('creates, filters, updates (keeping the password) and removes; the built-in one stays', async () => {
    const [builtIn] = await list(admin, `${base}/list`);
    expect(builtIn).toMatchObject({ name: '本系统数据库', builtIn: 1, driverClass: 'org.postgresql.Driver' });
    const id = await created(admin, `${base}/submit`, { name: '报表库', driverClass: 'com.mysql.cj.jdbc.Driver', url: 'jdbc:mysql://10.0.0.5:3306/report', username: 'report', password: 'pw1' });
    expect(ids(await list(admin, `${base}/list`, { name: '报表' }))).toEqual([id]);
    expect(ids(await list(admin, `${base}/list`, { driverClass: 'com.mysql.cj.jdbc.Driver' }))).toEqual([id]);
    const detail = await get<Row>(admin, `${base}/detail`, { id });
    expect(detail.data).toMatchObject({ name: '报表库', builtIn: 0 });
    expect('password' in detail.data).toBe(false);
    expect((await get<Row[]>(admin, `${base}/select`)).data.map((r) => r.id)).toContain(id);

    expect((await post(admin, `${base}/submit`, { id, password: '', remark: '只读' })).code).toBe(200);
    const raw = (await s.database.ownerDb.execute(sql`select password from blade_datasource where id = ${id}`)) as unknown as { rows: Array<{ password: string }> };
    expect(raw.rows[0].password).toBe('pw1');

    expect(await post(admin, `${base}/submit`, { id: builtIn.id, name: '改名' })).toMatchObject({ code: 400, msg: '系统内置数据源不能修改' });
    expect(await post(admin, `${base}/remove`, { ids: `${builtIn.id},${id}` })).toMatchObject({ code: 400, msg: '系统内置数据源不能删除' });
    expect((await get(admin, `${base}/detail`, { id })).code).toBe(200);
    expect((await post(admin, `${base}/remove`, { ids: id })).code).toBe(200);
    expect((await get(admin, `${base}/detail`, { id })).code).toBe(404);
  });

  it('refuses bad input, other tenants and roles without the grant', async () => {
    expect(await post(admin, `${base}/submit`, { name: 'x', driverClass: 'org.h2.Driver', url: 'jdbc:h2:mem' })).toMatchObject({ code: 400, msg: '驱动类取值无效' });
    expect((await post(admin, `${base}/submit`, { name: 'x', driverClass: 'org.postgresql.Driver' })).msg).toBe('连接地址不能为空');
    expect((await post(admin, `${base}/submit`, { name: 'x', driverClass: 'org.postgresql.Driver', url: 'u'.repeat(501) })).msg).toBe('连接地址长度不能超过500个字符');
    const [builtIn] = await list(admin, `${base}/list`);
    expect(ids(await list(platform, `${base}/list`))).not.toContain(builtIn.id);
    expect((await get(platform, `${base}/detail`, { id: builtIn.id })).code).toBe(404);
    expect((await post(sales, `${base}/submit`, { name: 'x', driverClass: 'org.postgresql.Driver', url: 'jdbc:postgresql://x/y' })).code).toBe(403);
    // reading is behind the seeded API scope of /blade-develop/**: granted to no role but the super-admin
    expect((await get(manager, `${base}/list`)).code).toBe(403);
  });
});

describe('notices (blade-desk/notice)', () => {
  const base = '/blade-desk/notice';
  let category: Row;

  beforeAll(async () => {
    [category] = await list(admin, '/blade-desk/noticeCategory/list', { name: '系统公告' });
  });

  it('creates drafts, filters, publishes and lets users read them', async () => {
    const id = await created(admin, `${base}/submit`, { title: '停电检修', ahSystemCategoryId: category.id, summary: '周日停电', content: '<p>周日 8:00-12:00 停电</p>' });
    const draft = await get<Row>(admin, `${base}/detail`, { id });
    expect(draft.data).toMatchObject({ title: '停电检修', categoryName: '系统公告', status: 0, publishTime: null });
    expect(ids(await list(admin, `${base}/list`, { title: '停电' }))).toEqual([id]);
    expect(ids(await list(admin, `${base}/list`, { ahSystemCategoryId: category.id }))).toContain(id);
    expect(ids(await list(admin, `${base}/list`, { status: 0 }))).toContain(id);
    expect(ids(await list(admin, `${base}/list`, { status: 1 }))).not.toContain(id);

    // drafts are not shown to users
    const unreadBefore = (await get<number>(manager, `${base}/unreadCount`)).data;
    expect(ids((await get<Page<Row>>(manager, `${base}/userPage`, { size: 100 })).data.records)).not.toContain(id);
    expect((await get(manager, `${base}/read-detail`, { id })).code).toBe(404);

    expect((await post(sales, `${base}/publish`, { ids: id })).code).toBe(403);
    expect((await post(platform, `${base}/publish`, { ids: id })).code).toBe(404);
    expect((await post(admin, `${base}/publish`, { ids: id })).code).toBe(200);
    const published = (await get<Row>(admin, `${base}/detail`, { id })).data;
    expect(published.status).toBe(1);
    expect(typeof published.publishTime).toBe('string');
    const today = new Date().toISOString().slice(0, 10);
    expect(ids(await list(admin, `${base}/list`, { publishTimeStart: today }))).toContain(id);
    expect(ids(await list(admin, `${base}/list`, { publishTimeEnd: '2000-01-01' }))).not.toContain(id);

    expect((await get<number>(manager, `${base}/unreadCount`)).data).toBe(unreadBefore + 1);
    const page = await get<Page<Row>>(manager, `${base}/userPage`, { current: 1, size: 10 });
    expect(page.data.records[0]).toMatchObject({ id, title: '停电检修', categoryName: '系统公告', state: 0 });
    expect(page.data.size).toBe(10);
    const last = await get<Page<Row>>(manager, `${base}/lastUnread`);
    expect(last.data.size).toBe(10);
    expect(last.data.records[0].id).toBe(id);

    const read = await get<Row>(manager, `${base}/read-detail`, { id });
    expect(read.data).toMatchObject({ id, content: '<p>周日 8:00-12:00 停电</p>', state: 1 });
    expect((await get(manager, `${base}/read-detail`, { id })).code).toBe(200); // twice is fine
    expect((await get<number>(manager, `${base}/unreadCount`)).data).toBe(unreadBefore);
    expect(ids((await get<Page<Row>>(manager, `${base}/lastUnread`, { size: 50 })).data.records)).not.toContain(id);
    expect(ids((await get<Page<Row>>(manager, `${base}/userPage`, { state: 1 })).data.records)).toEqual([id]);
    expect(ids((await get<Page<Row>>(manager, `${base}/userPage`, { state: 0, size: 50 })).data.records)).not.toContain(id);
    expect(ids((await get<Page<Row>>(manager, `${base}/userPage`, { title: '停电' })).data.records)).toEqual([id]);
    // read marks are per user
    expect((await get<Page<Row>>(sales, `${base}/userPage`, { title: '停电' })).data.records[0].state).toBe(0);
    // and per tenant
    expect((await get(platform, `${base}/read-detail`, { id })).code).toBe(404);
    expect(ids((await get<Page<Row>>(platform, `${base}/userPage`, { size: 100 })).data.records)).not.toContain(id);

    // readAll marks the rest
    expect((await post<number>(sales, `${base}/readAll`)).data).toBeGreaterThan(0);
    expect((await get<number>(sales, `${base}/unreadCount`)).data).toBe(0);

    // renaming the category renames it on its notices
    expect((await post(admin, '/crm-anhua/ahSystemCategory/saveOrUpdate', { id: category.id, name: '系统通告' })).code).toBe(200);
    expect((await get<Row>(admin, `${base}/detail`, { id })).data.categoryName).toBe('系统通告');
    expect(await post(admin, '/crm-anhua/ahSystemCategory/delete', { ids: category.id })).toMatchObject({ code: 400, msg: '该分类下存在公告或课程，不能删除' });

    // taken back to draft, it leaves the users' list
    expect((await post(admin, `${base}/publish`, { ids: id, status: 0 })).code).toBe(200);
    expect((await get(manager, `${base}/read-detail`, { id })).code).toBe(404);
    expect((await post(admin, `${base}/publish`, { ids: id, status: 5 })).msg).toBe('发布状态取值无效');

    expect((await post(admin, `${base}/submit`, { id, title: '停电检修（改期）' })).code).toBe(200);
    expect((await post(sales, `${base}/remove`, { ids: id })).code).toBe(403);
    expect((await post(admin, `${base}/remove`, { ids: id })).code).toBe(200);
    expect((await get(admin, `${base}/detail`, { id })).code).toBe(404);
  });

  it('publishes and withdraws through the publishing machine: a refused row refuses the call, each change in the history', async () => {
    const a = await created(admin, `${base}/submit`, { title: '机器发布甲', ahSystemCategoryId: category.id, content: '甲' });
    const b = await created(admin, `${base}/submit`, { title: '机器发布乙', ahSystemCategoryId: category.id, content: '乙' });
    // a draft cannot be withdrawn
    expect(await post(admin, `${base}/publish`, { ids: a, status: 0 })).toMatchObject({ code: 10300, msg: '公告未发布' });
    expect((await post(admin, `${base}/publish`, { ids: a, status: 1 })).code).toBe(200);
    // a published one is not published again, and it refuses the whole selection: b stays a draft
    expect(await post(admin, `${base}/publish`, { ids: `${a},${b}` })).toMatchObject({ code: 10300, msg: '机器发布甲：公告已发布' });
    expect((await get<Row>(admin, `${base}/detail`, { id: b })).data.status).toBe(0);
    expect((await post(admin, `${base}/publish`, { ids: a, status: '0' })).code).toBe(200);
    const log = (await get<Row[]>(admin, '/blade-system/stateLog/list', { resource: 'notice', recordId: a })).data;
    expect(log.map((l) => [l.action, l.fromValue, l.toValue])).toEqual([
      ['publish', '0', '1'],
      ['unpublish', '1', '0'],
    ]);
  });

  it('refuses bad notices and foreign categories and changes nothing', async () => {
    const before = (await get<Page<Row>>(admin, `${base}/list`)).data.total;
    expect(await post(admin, `${base}/submit`, { ahSystemCategoryId: category.id, content: 'x' })).toMatchObject({ code: 400, msg: '标题不能为空' });
    expect((await post(admin, `${base}/submit`, { title: 'x', content: 'x' })).msg).toBe('公告分类不能为空');
    expect((await post(admin, `${base}/submit`, { title: 't'.repeat(101), ahSystemCategoryId: category.id, content: 'x' })).msg).toBe('标题长度不能超过100个字符');
    expect((await post(admin, `${base}/submit`, { title: 'x', ahSystemCategoryId: category.id, content: 'x', summary: ['a'] })).msg).toBe('摘要不能为空');
    const foreign = await created(platform, '/blade-desk/noticeCategory/submit', { name: '平台公告' });
    expect((await post(admin, `${base}/submit`, { title: 'x', ahSystemCategoryId: foreign, content: 'x' })).msg).toBe('公告分类不存在');
    const [course] = await list(admin, '/blade-desk/courseCategory/list');
    expect((await post(admin, `${base}/submit`, { title: 'x', ahSystemCategoryId: course.id, content: 'x' })).msg).toBe('公告分类不存在');
    expect((await post(sales, `${base}/submit`, { title: 'x', ahSystemCategoryId: category.id, content: 'x' })).code).toBe(403);
    expect((await get<Page<Row>>(admin, `${base}/list`)).data.total).toBe(before);
    expect((await get(manager, `${base}/read-detail`, { id: 'x' })).code).toBe(400);
    expect((await get(manager, `${base}/userPage`, { size: 0 })).code).toBe(400);
    expect((await get(manager, `${base}/userPage`, { state: 3 })).msg).toBe('阅读状态取值无效');
  });

  it('shows the platform tenant none of the demo notices', async () => {
    const mine = await list(admin, `${base}/list`);
    expect(mine.length).toBeGreaterThan(0);
    const theirs = ids(await list(platform, `${base}/list`));
    expect(mine.some((r) => theirs.includes(r.id))).toBe(false);
  });
});

describe('courses (blade-desk/course)', () => {
  const base = '/blade-desk/course';

  it('creates, filters, publishes, updates and removes', async () => {
    const [category] = await list(admin, '/blade-desk/courseCategory/list', { name: '产品知识' });
    const id = await created(admin, `${base}/submit`, { title: '混动系统讲解', categoryId: category.id, cover: 'https://cdn.example.com/c.png', summary: '混动原理', sort: 5 });
    expect((await get<Row>(admin, `${base}/detail`, { id })).data).toMatchObject({ categoryName: '产品知识', status: 0 });
    expect(ids(await list(admin, `${base}/list`, { title: '混动' }))).toEqual([id]);
    expect(ids(await list(admin, `${base}/list`, { categoryId: category.id }))).toContain(id);
    expect(ids(await list(admin, `${base}/list`, { status: 0 }))).toContain(id);
    expect((await post(sales, `${base}/publish`, { ids: id })).code).toBe(403);
    expect((await post(admin, `${base}/publish`, [id])).code).toBe(200);
    expect(ids(await list(admin, `${base}/list`, { status: 1, publishTimeStart: new Date().toISOString().slice(0, 10) }))).toContain(id);
    expect((await post(admin, `${base}/submit`, { id, title: '混动系统详解' })).code).toBe(200);
    expect((await get<Row>(admin, `${base}/detail`, { id })).data).toMatchObject({ title: '混动系统详解', status: 1 });
    expect(ids(await list(platform, `${base}/list`))).not.toContain(id);
    expect((await post(platform, `${base}/remove`, { ids: id })).code).toBe(404);
    expect((await post(sales, `${base}/remove`, { ids: id })).code).toBe(403);
    expect((await post(admin, `${base}/remove`, { ids: id })).code).toBe(200);
    expect((await get(admin, `${base}/detail`, { id })).code).toBe(404);
  });

  it('refuses bad courses', async () => {
    const [notice] = await list(admin, '/blade-desk/noticeCategory/list');
    const [category] = await list(admin, '/blade-desk/courseCategory/list');
    expect((await post(admin, `${base}/submit`, { title: 'x', categoryId: notice.id })).msg).toBe('课程分类不存在');
    expect((await post(admin, `${base}/submit`, { categoryId: category.id })).msg).toBe('课程名称不能为空');
    expect((await post(admin, `${base}/submit`, { title: 'x', categoryId: category.id, videoUrl: 'ftp://x' })).code).toBe(400);
    expect((await post(sales, `${base}/submit`, { title: 'x', categoryId: category.id })).code).toBe(403);
  });
});
