/** System content: usual, API and error logs (with the browser's error report), import logs, the code generator. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';
import { seedContent, seedContentDefaults } from '../../server/db/seed/content';
import { DEMO_TENANT, PLATFORM_TENANT } from '../../server/db/seed';
import { asTenant } from '../../server/db/data-context';
import { ERROR_REPORTS_PER_MINUTE, writeApiLog, writeErrorLog, writeUsualLog } from '../../server/modules/blade-system/content/logs';
import { IMPORT_STATE, recordImportLog } from '../../server/modules/blade-system/content/import-log';
import { declarationText, fieldTypeOf } from '../../server/modules/blade-system/content/code-generator';
import { systemCategoryResource } from '../../src/domain/resources/system/category';
import { noticeResource } from '../../src/domain/resources/system/notice';
import type { ResourceDecl } from '../../src/domain/resources/types';

let s: TestServer;
let admin: string;
let platform: string;
let manager: string;
let sales: string;
let adminId: string;

beforeAll(async () => {
  s = await startServer();
  await s.database.ownerDb.transaction(async (tx) => {
    await seedContentDefaults(tx, PLATFORM_TENANT);
    await seedContent(tx, DEMO_TENANT);
  });
  const a = await login(s.app, 'admin', 'admin123');
  admin = a.access_token;
  adminId = a.user_id;
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
}
type Row = Record<string, unknown> & { id: string };

const get = <T = unknown>(token: string, url: string, query: Record<string, string | number | undefined> = {}) => call<T>(s.app, 'GET', url, { token, query });
const post = <T = unknown>(token: string, url: string, body: unknown = {}) => call<T>(s.app, 'POST', url, { token, body });
const list = async (token: string, url: string, query: Record<string, string | number | undefined> = {}) => {
  const r = await get<Page<Row>>(token, url, { size: 100, ...query });
  expect(r.code, r.msg).toBe(200);
  return r.data.records;
};
const ids = (rows: Row[]) => rows.map((r) => r.id);
const auth = () => ({ tenantId: DEMO_TENANT, userId: adminId, account: 'admin' });

describe('error logs (blade-log/error)', () => {
  const entry = { url: 'http://localhost/#/clue/following', time: '2025-05-01 10:00:00', type: 'TypeError', message: "Cannot read properties of undefined (reading 'id')", stack: 'TypeError: ...\n    at following.tsx:12', info: { component: 'ClueList' } };

  it('stores the browser report with the user and tenant, and lists it with each filter', async () => {
    const r = await call<{ id: string }>(s.app, 'POST', '/blade-log/error/report', { token: sales, body: entry, headers: { 'user-agent': 'Chromium-test' } });
    expect(r.code, r.msg).toBe(200);
    const id = r.data.id;
    const detail = await get<Row>(admin, '/blade-log/error/detail', { id });
    expect(detail.data).toMatchObject({ source: 'browser', url: entry.url, time: entry.time, type: 'TypeError', message: entry.message, stack: entry.stack, info: '{"component":"ClueList"}', createBy: 'sales', userAgent: 'Chromium-test', requestUri: '/api/blade-log/error/report' });
    expect(ids(await list(admin, '/blade-log/error/list', { type: 'TypeError' }))).toContain(id);
    expect(ids(await list(admin, '/blade-log/error/list', { message: 'reading' }))).toContain(id);
    expect(ids(await list(admin, '/blade-log/error/list', { url: 'clue/following' }))).toContain(id);
    expect(ids(await list(admin, '/blade-log/error/list', { createBy: 'sales' }))).toContain(id);
    expect(ids(await list(admin, '/blade-log/error/list', { source: 'browser' }))).toContain(id);
    expect(ids(await list(admin, '/blade-log/error/list', { source: 'server' }))).not.toContain(id);
    expect(ids(await list(admin, '/blade-log/error/list', { requestUri: 'error/report' }))).toContain(id);
    const today = new Date().toISOString().slice(0, 10);
    expect(ids(await list(admin, '/blade-log/error/list', { createTimeStart: today }))).toContain(id);
    expect(ids(await list(admin, '/blade-log/error/list', { createTimeEnd: '2000-01-01' }))).not.toContain(id);
    expect(ids(await list(platform, '/blade-log/error/list'))).not.toContain(id);
    expect((await get(platform, '/blade-log/error/detail', { id })).code).toBe(404);
  });

  it('refuses malformed or oversized reports and stores nothing', async () => {
    const count = async () => (await get<Page<Row>>(admin, '/blade-log/error/list')).data.total;
    const before = await count();
    expect(await post(admin, '/blade-log/error/report', { ...entry, message: '' })).toMatchObject({ code: 400, msg: 'message不能为空' });
    expect(await post(admin, '/blade-log/error/report', { url: 'x' })).toMatchObject({ code: 400, msg: 'message不能为空' });
    expect((await post(admin, '/blade-log/error/report', { ...entry, message: 'm'.repeat(2001) })).msg).toBe('message长度不能超过2000个字符');
    expect((await post(admin, '/blade-log/error/report', { ...entry, stack: 's'.repeat(20_001) })).msg).toBe('stack长度不能超过20000个字符');
    expect((await post(admin, '/blade-log/error/report', { ...entry, url: { a: 1 } })).msg).toBe('url格式错误');
    expect((await post(admin, '/blade-log/error/report', { ...entry, info: { big: 'i'.repeat(4000) } })).msg).toBe('info长度不能超过4000个字符');
    expect((await call(s.app, 'POST', '/blade-log/error/report', { body: entry })).code).toBe(401);
    expect(await count()).toBe(before);
  });

  it('limits each user to a number of reports per minute', async () => {
    const results: number[] = [];
    for (let i = 0; i < ERROR_REPORTS_PER_MINUTE + 1; i++) results.push((await post(manager, '/blade-log/error/report', { message: `loop ${i}` })).code);
    expect(results.slice(0, -1).every((c) => c === 200)).toBe(true);
    const last = await post(manager, '/blade-log/error/report', { message: 'again' });
    expect(last).toMatchObject({ code: 400, msg: '错误日志上报过于频繁，请稍后再试' });
    // other users are not affected; a minute later the user may report again
    expect((await post(admin, '/blade-log/error/report', { message: 'admin ok' })).code).toBe(200);
    s.clock.offsetMs += 61_000;
    expect((await post(manager, '/blade-log/error/report', { message: 'later' })).code).toBe(200);
  });

  it('records server failures through the writer', async () => {
    const id = await writeErrorLog(s.services, 'server', { message: 'boom', type: 'Error', stack: 'Error: boom' }, { auth: null });
    expect(ids(await list(platform, '/blade-log/error/list', { source: 'server' }))).toContain(id);
  });

  it('keeps log reading to granted roles (seeded API scope) while everyone may report', async () => {
    expect((await get(manager, '/blade-log/error/list')).code).toBe(403);
    expect((await get(sales, '/blade-log/usual/list')).code).toBe(403);
    expect((await get(sales, '/blade-log/api/list')).code).toBe(403);
    expect((await post(sales, '/blade-log/error/report', { message: 'still allowed' })).code).toBe(200);
  });
});

describe('usual and API logs (blade-log/usual, blade-log/api)', () => {
  it('lists what the writers record, with each filter, per tenant', async () => {
    await writeUsualLog(s.services, { tenantId: DEMO_TENANT, logLevel: 'warn', logId: 'sweeper', logData: '清理导出任务 3 个' });
    await writeUsualLog(s.services, { tenantId: PLATFORM_TENANT, logLevel: 'info', logId: 'sweeper', logData: '平台清理' });
    const usual = await list(admin, '/blade-log/usual/list', { logLevel: 'warn' });
    expect(usual.map((r) => r.logData)).toEqual(['清理导出任务 3 个']);
    expect(ids(await list(admin, '/blade-log/usual/list', { logId: 'sweeper' }))).toEqual(ids(usual));
    expect(ids(await list(admin, '/blade-log/usual/list', { logData: '导出' }))).toEqual(ids(usual));
    expect((await get<Row>(admin, '/blade-log/usual/detail', { id: usual[0].id })).data.logLevel).toBe('warn');
    expect((await list(platform, '/blade-log/usual/list')).map((r) => r.logData)).toEqual(['平台清理']);

    await writeApiLog(s.services, { title: '删除会员', code: 200, timeMs: 12.4, params: 'ids=1' }, { req: null, auth: { tenantId: DEMO_TENANT, userId: adminId, account: 'admin', sessionId: '1', storeId: null, roleId: '1', roleAlias: 'admin', passwordIsInitial: false, roleName: 'admin', isAdmin: true } });
    const api = await list(admin, '/blade-log/api/list', { title: '会员' });
    expect(api).toHaveLength(1);
    expect(api[0]).toMatchObject({ title: '删除会员', code: 200, time: 12, createBy: 'admin' });
    expect(ids(await list(admin, '/blade-log/api/list', { code: 200 }))).toEqual(ids(api));
    expect(ids(await list(admin, '/blade-log/api/list', { code: 500 }))).toEqual([]);
    expect((await get(admin, '/blade-log/api/detail', { id: api[0].id })).code).toBe(200);
    expect(await list(platform, '/blade-log/api/list', { title: '会员' })).toEqual([]);
    // logs are read-only
    expect((await post(admin, '/blade-log/api/remove', { ids: api[0].id })).code).toBe(404);
  });
});

describe('import logs (crm-file/ahImportLog)', () => {
  const base = '/crm-file/ahImportLog';

  it('lists runs with each filter and removes them by ids', async () => {
    // written as the import jobs write them: in the importing tenant's work, which gives the row its tenant
    const inDemo = (run: Parameters<typeof recordImportLog>[2]) => asTenant(DEMO_TENANT, () => recordImportLog(s.services.db, auth(), run, new Date()));
    const a = await inDemo({ kind: 'member', fileName: '会员导入.xlsx', total: 10, succeeded: 10, failed: 0, status: IMPORT_STATE.SUCCEEDED });
    const b = await inDemo({ kind: 'clue', fileName: '线索导入.xlsx', total: 5, succeeded: 3, failed: 2, status: IMPORT_STATE.PARTLY, errorFile: 'http://localhost/oss/err.xlsx' });
    const foreign = await asTenant(PLATFORM_TENANT, () => recordImportLog(s.services.db, { tenantId: PLATFORM_TENANT, userId: '1', account: 'admin' }, { kind: 'member', fileName: '平台.xlsx' }, new Date()));
    expect(ids(await list(admin, `${base}/list`, { kind: 'member' }))).toEqual([a]);
    expect(ids(await list(admin, `${base}/list`, { status: IMPORT_STATE.PARTLY }))).toEqual([b]);
    expect(ids(await list(admin, `${base}/list`, { fileName: '线索' }))).toEqual([b]);
    expect(ids(await list(admin, `${base}/list`, { createBy: 'adm' }))).toEqual([b, a]);
    expect(ids(await list(admin, `${base}/list`, { createTimeStart: new Date().toISOString().slice(0, 10) }))).toEqual([b, a]);
    expect((await get<Row>(admin, `${base}/detail`, { id: b })).data).toMatchObject({ total: 5, succeeded: 3, failed: 2, errorFile: 'http://localhost/oss/err.xlsx', createBy: 'admin' });
    expect(ids(await list(platform, `${base}/list`))).toEqual([foreign]);

    expect((await post(sales, `${base}/remove`, { ids: a })).code).toBe(403);
    expect((await post(admin, `${base}/remove`, { ids: `${a},${foreign}` })).code).toBe(404);
    expect((await get(admin, `${base}/detail`, { id: a })).code).toBe(200);
    expect((await post(admin, `${base}/remove`, { ids: a })).code).toBe(200);
    expect((await post(admin, `${base}/delete`, [b])).code).toBe(200);
    expect(await list(admin, `${base}/list`)).toEqual([]);
    expect((await post(admin, `${base}/remove`, { ids: 'abc' })).msg).toBe('id格式错误');
  });
});

describe('code generator (blade-develop/code)', () => {
  const base = '/blade-develop/code';

  it('lists the tables of the built-in data source', async () => {
    const r = await get<Array<{ tableName: string }>>(admin, `${base}/tables`);
    expect(r.code, r.msg).toBe(200);
    const names = r.data.map((t) => t.tableName);
    expect(names).toEqual(expect.arrayContaining(['ah_notice', 'ah_system_category', 'blade_user']));
    const [ds] = (await get<Page<Row>>(admin, '/blade-develop/datasource/list')).data.records;
    expect((await get<unknown[]>(admin, `${base}/tables`, { datasourceId: ds.id })).data.length).toBe(names.length);
  });

  it('previews and downloads the declaration a table implies', async () => {
    const r = await get<{ fileName: string; text: string }>(admin, `${base}/preview`, { tableName: 'ah_notice' });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.fileName).toBe('notice.ts');
    expect(r.data.text).toContain("export const noticeResource = defineResource({");
    expect(r.data.text).toContain("table: 'ah_notice'");
    expect(r.data.text).toContain("scope: 'tenant'");
    expect(r.data.text).toContain("    title: f.string({ zh: '标题', en: 'Title' }, { max: 100, list: true, search: 'like' }),");
    expect(r.data.text).toContain("ahSystemCategoryId: f.id({ zh: '公告分类', en: 'Category' }");
    expect(r.data.text).toContain("content: f.text(");
    expect(r.data.text).toContain("publishTime: f.datetime(");
    expect(r.data.text).not.toMatch(/tenantId:|isDeleted:|createUser:/);
    expect(r.data.text).toContain("title: { zh: '通知公告', en: 'Notices' },");
    // secrets stay secrets in what the generator writes
    const oss = await get<{ text: string }>(admin, `${base}/preview`, { tableName: 'blade_oss' });
    expect(oss.data.text).toContain("secretKey: f.string({ zh: 'secretKey', en: 'Secret key' }, { max: 128, secret: true }),");

    const res = await s.app.inject({ method: 'GET', url: `/api${base}/download`, query: { tableName: 'ah_notice' }, headers: { 'blade-auth': `bearer ${admin}`, 'tenant-id': DEMO_TENANT } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment; filename="notice.ts"');
    expect(res.body).toBe(r.data.text);
  });

  it('writes a declaration that loads and matches the declared field types (round trip)', async () => {
    const typesPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/domain/resources/types.ts');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-'));
    try {
      for (const decl of [systemCategoryResource, noticeResource] as ResourceDecl[]) {
        const { data } = await get<{ text: string }>(admin, `${base}/preview`, { tableName: decl.table });
        const file = path.join(dir, `${decl.table}.ts`);
        fs.writeFileSync(file, data.text.replace("from '../types'", `from ${JSON.stringify(typesPath)}`));
        const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, ResourceDecl>;
        const generated = Object.values(mod)[0];
        expect(generated.table).toBe(decl.table);
        const types = (d: ResourceDecl) => Object.fromEntries(Object.entries(d.fields).filter(([k]) => k !== 'createTime').map(([k, fd]) => [k, fd.type === 'dict' ? 'string' : fd.type]));
        expect(types(generated)).toEqual(types(decl));
        for (const [k, fd] of Object.entries(decl.fields)) expect(generated.fields[k].label.zh).toBe(fd.label.zh);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('maps database types to field builders', () => {
    expect(fieldTypeOf({ column_name: 'store_id', data_type: 'bigint' })).toBe('id');
    expect(fieldTypeOf({ column_name: 'sale_price', data_type: 'bigint' })).toBe('money');
    expect(fieldTypeOf({ column_name: 'mileage', data_type: 'bigint' })).toBe('int');
    expect(fieldTypeOf({ column_name: 'rate', data_type: 'numeric' })).toBe('decimal');
    expect(fieldTypeOf({ column_name: 'birthday', data_type: 'date' })).toBe('date');
    expect(fieldTypeOf({ column_name: 'flag', data_type: 'boolean' })).toBe('bool');
    expect(fieldTypeOf({ column_name: 'extra', data_type: 'jsonb' })).toBe('json');
    expect(fieldTypeOf({ column_name: 'is_report', data_type: 'integer' })).toBe('bool');
    const text = declarationText('ah_demo_x', "演示 'x'", [
      { column_name: 'id', data_type: 'bigint', character_maximum_length: null, is_nullable: 'NO', column_default: null, comment: null },
      { column_name: 'addr_2', data_type: 'character varying', character_maximum_length: 80, is_nullable: 'NO', column_default: null, comment: "地址'二'" },
      { column_name: 'api_token', data_type: 'character varying', character_maximum_length: 64, is_nullable: 'YES', column_default: null, comment: null },
    ]);
    expect(text).toContain("apiToken: f.string({ zh: 'Api token', en: 'Api token' }, { max: 64, secret: true }),");
    expect(text).toContain("title: { zh: '演示 \\'x\\'', en: 'Demo x' }");
    expect(text).toContain("addr2: f.string({ zh: '地址\\'二\\'', en: 'Addr 2' }, { required: true, max: 80, list: true, search: 'like', column: 'addr_2' }),");
    expect(text).not.toContain('  id: f.');
  });

  it('refuses other data sources, unknown tables, bad names and roles without the button code', async () => {
    const other = await call<{ id: string }>(s.app, 'POST', '/blade-develop/datasource/submit', { token: admin, body: { name: '外部库', driverClass: 'com.mysql.cj.jdbc.Driver', url: 'jdbc:mysql://10.0.0.9/x' } });
    const msg = '只能读取本系统数据库：服务端不连接外部数据源';
    expect(await get(admin, `${base}/tables`, { datasourceId: other.data.id })).toMatchObject({ code: 400, msg });
    expect(await get(admin, `${base}/preview`, { datasourceId: other.data.id, tableName: 'ah_notice' })).toMatchObject({ code: 400, msg });
    expect((await call(s.app, 'GET', `${base}/preview`, { token: admin, headers: { 'accept-language': 'en' }, query: { datasourceId: other.data.id, tableName: 'ah_notice' } })).msg).toMatch(/^Only the product/);
    expect(await get(admin, `${base}/preview`, { tableName: 'no_such_table' })).toMatchObject({ code: 400, msg: '表不存在' });
    expect(await get(admin, `${base}/preview`, { tableName: 'ah_notice; drop table ah_notice' })).toMatchObject({ code: 400, msg: '表名格式错误' });
    expect(await get(admin, `${base}/preview`, {})).toMatchObject({ code: 400, msg: '表名不能为空' });
    const foreign = (await get<Page<Row>>(platform, '/blade-develop/datasource/list')).data.records[0];
    expect((await get(admin, `${base}/tables`, { datasourceId: foreign.id })).code).toBe(404);
    expect((await get(sales, `${base}/tables`)).code).toBe(403);
    expect((await get(manager, `${base}/preview`, { tableName: 'ah_notice' })).code).toBe(403);
  });
});
