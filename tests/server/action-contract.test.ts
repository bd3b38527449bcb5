/**
 * The action contract: for every declared action of every declaration, the body the generic client
 * builds (actionBody, the list's own function) is posted to the action's path, on a real row of the
 * caller's scope, and must be read by the server: no route missing, no validation error. Refusals
 * of the business (a state that does not allow it, a missing operating password) are fine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RESOURCES } from '../../src/domain/resources';
import { actionBody, actionRoute } from '../../src/domain/resources/action';
import { opList, type ActionDecl, type FieldDecl, type ResourceDecl } from '../../src/domain/resources/types';
import { hashOperatingCode } from '../../src/domain/operating-code';
import { Codes } from '../../src/domain/codes';
import { call, login, startServer, type TestServer } from './harness';
import { accountIn, managerIn } from './car-order-helpers';

let s: TestServer;
let admin: string;
let manager: string;
beforeAll(async () => {
  s = await startServer();
  admin = (await login(s.app, 'admin', 'admin123')).access_token;
  manager = (await managerIn(s, '安华宝马杭州西湖店')).token;
});
afterAll(async () => {
  await s?.close();
});

const RULED_SAMPLES = ['LSVAU2180N2183713', '13800138000', '浙A12345'];

/** a value each declared input field accepts, as a person would type or pick it (a real row of the resource it names) */
async function sampleValue(fd: FieldDecl, token: string): Promise<unknown> {
  const ref = fd.ref ? RESOURCES.find((d) => d.key === fd.ref) : undefined;
  if (ref) return someRowId(ref, token);
  // a picker filled by a call (a store of the tenant): its first choice, as a person would pick it
  if (fd.source && Object.keys(fd.source.params).length === 0) {
    const r = await call<{ records?: Array<Record<string, unknown>> } | Array<Record<string, unknown>>>(s.app, 'GET', `/${fd.source.path}`, { token, query: { ...fd.source.fixed } });
    const rows = Array.isArray(r.data) ? r.data : (r.data?.records ?? []);
    if (rows[0]?.[fd.source.value] !== undefined) return rows[0][fd.source.value];
  }
  if (fd.options?.length) return fd.options[0].value;
  if (fd.default !== undefined) return fd.default;
  // a field with a rule (a VIN, a phone) gets a value the rule accepts, as a person would type it
  if (fd.rule) {
    const rule = fd.rule();
    const fits = RULED_SAMPLES.find((x) => v.safeParse(rule, x).success);
    if (fits) return fits;
  }
  switch (fd.type) {
    case 'money':
      return 128_000;
    case 'int':
    case 'decimal':
      return fd.min ?? 1;
    case 'bool':
      return 1;
    case 'date':
      return '2026-11-20';
    case 'datetime':
      return '2026-11-20T10:00:00.000Z';
    case 'id':
    case 'ids':
      return '1';
    default:
      return fd.form === 'image' ? 'https://oss.example.com/a.png' : '测试';
  }
}

const tokenFor = (decl: ResourceDecl) => (decl.scope === 'store' ? manager : admin);

async function someRowId(decl: ResourceDecl, token: string): Promise<string> {
  const path = opList(decl.ops.page)[0] ?? opList(decl.ops.all)[0];
  if (!path) return '1';
  const paging = decl.paging === 'pageNo' ? { pageNo: 1, pageSize: 1 } : { current: 1, size: 1 };
  const base = decl.base ? `/${decl.service}/${decl.base}` : `/${decl.service}`;
  const r = await call<{ records?: Array<{ id: string }> } | Array<{ id: string }>>(s.app, decl.pageMethod === 'POST' ? 'POST' : 'GET', `${base}/${path}`, decl.pageMethod === 'POST' ? { token, body: paging } : { token, query: paging });
  const rows = Array.isArray(r.data) ? r.data : (r.data?.records ?? []);
  return rows[0]?.id ?? '1';
}

async function bodyFor(decl: ResourceDecl, action: ActionDecl, id: string, token: string) {
  const values: Record<string, unknown> = {};
  for (const [k, fd] of Object.entries(action.input ?? {})) values[k] = await sampleValue(fd, token);
  return actionBody(action, [id], { values, operatingCode: action.operatingPassword ? await hashOperatingCode('abc12345') : undefined, reason: action.reason ? '测试原因' : undefined });
}

const withActions = RESOURCES.filter((d) => (d.actions ?? []).length > 0);

describe('declared actions', () => {
  it('covers every declaration with actions', () => {
    expect(withActions.length).toBeGreaterThan(10);
  });

  it('reads what the generic client sends, for every action', async () => {
    const broken: string[] = [];
    for (const decl of withActions) {
      const token = tokenFor(decl);
      const id = await someRowId(decl, token);
      for (const action of decl.actions ?? []) {
        const url = actionRoute(decl, action);
        let r = await call(s.app, 'POST', url, { token, body: await bodyFor(decl, action, id, token) });
        // store-level work of a tenant-wide list (a transfer's receipt) is done from a store
        if (r.msg === '请先切换到门店') r = await call(s.app, 'POST', url, { token: manager, body: await bodyFor(decl, action, await someRowId(decl, manager), manager) });
        if (r.status === 404 && r.code === 404 && !r.msg) broken.push(`${decl.key}.${action.name}: no route ${url}`);
        else if (r.code === Codes.BAD_REQUEST.code) broken.push(`${decl.key}.${action.name}: ${r.msg}`);
        else if (r.code >= 500 && r.code < 600) broken.push(`${decl.key}.${action.name}: ${r.code} ${r.msg}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('a listing on a shared path (store models, switchState)', () => {
  it('puts on, refuses twice, takes off, and refuses an unknown state, from the list body', async () => {
    const decl = RESOURCES.find((d) => d.key === 'storeCarModel')!;
    const [up, down] = decl.actions!;
    const id = await someRowId(decl, manager);
    const detail = async () => (await call<{ records: Array<{ id: string; state: number }> }>(s.app, 'GET', '/crm-anhua/ahStoreCarModel/list', { token: manager, query: { current: 1, size: 50 } })).data.records.find((x) => x.id === id)!;
    const post = (body: Record<string, unknown>) => call(s.app, 'POST', '/crm-anhua/ahStoreCarModel/switchState', { token: manager, body });
    await post(actionBody(down, [id]));
    expect((await detail()).state).toBe(0);
    expect(await post(actionBody(up, [id]))).toMatchObject({ code: 200 });
    expect((await detail()).state).toBe(1);
    expect(await post(actionBody(up, [id]))).toMatchObject({ code: Codes.BUSINESS_NOTICE.code, msg: '车型已上架' });
    expect(await post({ id, state: 7 })).toMatchObject({ code: 400, msg: '状态取值无效' });
    expect((await detail()).state).toBe(1);
    expect(await post(actionBody(down, [id]))).toMatchObject({ code: 200 });
    expect((await detail()).state).toBe(0);

    // each change is in the record's history, oldest first, with who; refusals left none
    const history = await call<Array<{ action: string; field: string; fromValue: string; toValue: string; createUserName: string }>>(s.app, 'GET', '/blade-system/stateLog/list', {
      token: manager,
      query: { resource: 'storeCarModel', recordId: id },
    });
    expect(history.data.map((h) => [h.action, h.field, h.fromValue, h.toValue])).toEqual([
      ['down', 'state', '1', '0'],
      ['up', 'state', '0', '1'],
      ['down', 'state', '1', '0'],
    ]);
    expect(history.data[0].createUserName).toBeTruthy();

    // only for a record the caller may see: another store's staff, an unknown resource or id find nothing
    const other = (await accountIn(s, 'finance', '安华奔驰杭州滨江店')).token;
    const read = (token: string, query: Record<string, string>) => call(s.app, 'GET', '/blade-system/stateLog/list', { token, query });
    expect((await read(other, { resource: 'storeCarModel', recordId: id })).code).toBe(404);
    expect((await read(manager, { resource: 'noSuchThing', recordId: id })).code).toBe(404);
    expect((await read(manager, { resource: 'storeCarModel', recordId: '1' })).code).toBe(404);
    expect((await read(manager, { resource: 'storeCarModel', recordId: 'x' })).code).toBe(400);
  });

  it('edits the store price through the declared input, refusing a bad one', async () => {
    const decl = RESOURCES.find((d) => d.key === 'storeCarModel')!;
    const edit = decl.actions!.find((a) => a.name === 'editPrice')!;
    const id = await someRowId(decl, manager);
    const post = (values: Record<string, unknown>) => call(s.app, 'POST', '/crm-anhua/ahStoreCarModel/updateCarModelStorePrice', { token: manager, body: actionBody(edit, [id], { values }) });
    expect(await post({ storePrice: '' })).toMatchObject({ code: 400, msg: '门店售价不能为空' });
    expect(await post({ storePrice: -5 })).toMatchObject({ code: 400, msg: '请填写0-99999999.99之间的数字' });
    expect(await post({ storePrice: 23_880_000 })).toMatchObject({ code: 200 });
    const rows = (await call<{ records: Array<{ id: string; storePrice: number }> }>(s.app, 'GET', '/crm-anhua/ahStoreCarModel/list', { token: manager, query: { current: 1, size: 50 } })).data.records;
    expect(rows.find((x) => x.id === id)!.storePrice).toBe(23_880_000);
  });
});
