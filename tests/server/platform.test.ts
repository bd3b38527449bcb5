import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, login, startServer, type TestServer } from './harness';
import { menu, role, roleScope, scopeApi, storeGroup } from '../../server/db/schema';
import { invalidateApiScopes } from '../../server/http/permissions';
import { DataDirLockedError, lockDataDir } from '../../server/db';
import { newId } from '../../server/db/ids';
import { DEMO_TENANT, DEMO_STORES } from '../../server/db/seed';
import { TOP_MENUS } from '../../server/db/seed/menus';
import { DICTS } from '../../server/db/dicts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = (await login(s.app, 'admin', 'admin123')).access_token;
});
afterAll(async () => {
  await s?.close();
});

interface StoreRow {
  id: string;
  branchName: string;
  status: number;
}

async function stores(token: string) {
  return (await call<{ records: StoreRow[]; total: number; pages: number; size: number; current: number }>(s.app, 'GET', '/crm-anhua/store/list', { token, query: { pageNo: 1, pageSize: 50 } })).data;
}

describe('stores', () => {
  it('lists the tenant stores with pageNo/pageSize and the page shape', async () => {
    const p = await stores(admin);
    expect(p.total).toBe(DEMO_STORES.length);
    expect(p.records.filter((r) => r.status === 0)).toHaveLength(1);
    const small = await call<{ records: StoreRow[]; total: number; pages: number; size: number; current: number }>(s.app, 'GET', '/crm-anhua/store/list', { token: admin, query: { pageNo: 2, pageSize: 3 } });
    expect(small.data).toMatchObject({ total: 7, size: 3, current: 2, pages: 3 });
    expect(small.data.records).toHaveLength(3);
    const filtered = await call<{ records: StoreRow[] }>(s.app, 'GET', '/crm-anhua/store/list', { token: admin, query: { branchName: '杭州' } });
    expect(filtered.data.records.map((r) => r.branchName)).toEqual(['安华宝马杭州西湖店', '安华奔驰杭州滨江店']);
    const bad = await call(s.app, 'GET', '/crm-anhua/store/list', { token: admin, query: { pageNo: 'x' } });
    expect(bad.code).toBe(400);
  });

  it('shows store detail within the tenant only', async () => {
    const p = await stores(admin);
    const d = await call<StoreRow>(s.app, 'GET', '/crm-anhua/store/detail', { token: admin, query: { id: p.records[0].id } });
    expect(d.data.branchName).toBe(p.records[0].branchName);
    const platform = (await login(s.app, 'admin', 'admin123', '000000')).access_token;
    expect((await stores(platform)).total).toBe(0);
    expect((await call(s.app, 'GET', '/crm-anhua/store/detail', { token: platform, query: { id: p.records[0].id } })).code).toBe(404);
    expect((await call(s.app, 'GET', '/crm-anhua/store/detail', { token: admin, query: {} })).code).toBe(400);
  });

  it('updates store info with the store_edit button only', async () => {
    const p = await stores(admin);
    const target = p.records[1];
    const manager = (await login(s.app, 'manager', 'anhua123')).access_token;
    const denied = await call(s.app, 'POST', '/crm-anhua/store/updateStoreInfo', { token: manager, body: { id: target.id, phone: '0571-1' } });
    expect(denied.code).toBe(403);
    const tooLong = await call(s.app, 'POST', '/crm-anhua/store/updateStoreInfo', { token: admin, body: { id: target.id, branchName: 'x'.repeat(101) } });
    expect(tooLong.code).toBe(400);
    const ok = await call(s.app, 'POST', '/crm-anhua/store/updateStoreInfo', { token: admin, body: { id: target.id, phone: '0571-88888888', status: 1 } });
    expect(ok.code).toBe(200);
    const d = await call<{ phone: string }>(s.app, 'GET', '/crm-anhua/store/detail', { token: admin, query: { id: target.id } });
    expect(d.data.phone).toBe('0571-88888888');
  });
});

describe('store groups', () => {
  it('lists the user own groups with members and stopped stores marked', async () => {
    const r = await call<Array<{ storeGroupName: string; ahStoreGroupMembers: Array<{ memberStoreName: string; status: boolean }> }>>(s.app, 'GET', '/crm-anhua/ahStoreGroup/user/list', { token: admin });
    expect(r.data.map((g) => g.storeGroupName)).toEqual(['杭州区域', '甬温绍嘉区域']);
    const stopped = r.data[0].ahStoreGroupMembers.find((m) => !m.status);
    expect(stopped?.memberStoreName).toBe('安华雷克萨斯湖州店');
  });

  it('adds, edits and deletes a group; validates name and stores', async () => {
    const all = await stores(admin);
    const noName = await call(s.app, 'POST', '/crm-anhua/ahStoreGroup/saveOrUpdate', { token: admin, body: { storeGroupName: '  ', listId: [all.records[0].id] } });
    expect(noName).toMatchObject({ code: 400, msg: '请输入名称' });
    const noStores = await call(s.app, 'POST', '/crm-anhua/ahStoreGroup/saveOrUpdate', { token: admin, body: { storeGroupName: '测试分组', listId: [] } });
    expect(noStores).toMatchObject({ code: 400, msg: '请选择门店' });
    const unknownStore = await call(s.app, 'POST', '/crm-anhua/ahStoreGroup/saveOrUpdate', { token: admin, body: { storeGroupName: '测试分组', listId: ['123456789'] } });
    expect(unknownStore.code).toBe(400);

    const created = await call<{ id: string }>(s.app, 'POST', '/crm-anhua/ahStoreGroup/saveOrUpdate', {
      token: admin,
      body: { storeGroupName: '测试分组', ahStoreGroupMembers: [{ memberStoreId: all.records[0].id }, { memberStoreId: all.records[2].id }] },
    });
    expect(created.code).toBe(200);
    const edited = await call(s.app, 'POST', '/crm-anhua/ahStoreGroup/saveOrUpdate', {
      token: admin,
      body: { id: created.data.id, storeGroupName: '测试分组二', listId: [all.records[3].id] },
    });
    expect(edited.code).toBe(200);
    let list = await call<Array<{ id: string; storeGroupName: string; ahStoreGroupMembers: Array<{ memberStoreId: string }> }>>(s.app, 'GET', '/crm-anhua/ahStoreGroup/user/list', { token: admin });
    const g = list.data.find((x) => x.id === created.data.id)!;
    expect(g.storeGroupName).toBe('测试分组二');
    expect(g.ahStoreGroupMembers.map((m) => m.memberStoreId)).toEqual([all.records[3].id]);

    // another user cannot touch it; a mixed list changes nothing
    const manager = (await login(s.app, 'manager', 'anhua123')).access_token;
    const mine = await call<Array<{ id: string }>>(s.app, 'GET', '/crm-anhua/ahStoreGroup/user/list', { token: manager });
    expect((await call(s.app, 'POST', '/crm-anhua/ahStoreGroup/delete', { token: manager, body: [created.data.id] })).code).toBe(404);
    expect((await call(s.app, 'POST', '/crm-anhua/ahStoreGroup/delete', { token: admin, body: [created.data.id, mine.data[0].id] })).code).toBe(404);
    const still = await s.database.ownerDb.select().from(storeGroup).where(eq(storeGroup.id, created.data.id));
    expect(still[0].isDeleted).toBe(0);

    expect((await call(s.app, 'POST', '/crm-anhua/ahStoreGroup/delete', { token: admin, body: [created.data.id] })).code).toBe(200);
    list = await call(s.app, 'GET', '/crm-anhua/ahStoreGroup/user/list', { token: admin });
    expect(list.data.some((x) => x.id === created.data.id)).toBe(false);
    expect((await call(s.app, 'POST', '/crm-anhua/ahStoreGroup/delete', { token: admin, body: ['abc'] })).code).toBe(400);
  });

  it('refuses a store the user may not use in its own group', async () => {
    const all = await stores(admin);
    const manager = (await login(s.app, 'manager', 'anhua123')).access_token;
    const foreign = all.records.find((r) => r.branchName === '安华丰田温州鹿城店')!;
    const r = await call(s.app, 'POST', '/crm-anhua/ahStoreGroup/saveOrUpdate', { token: manager, body: { storeGroupName: '越权', listId: [foreign.id] } });
    expect(r.code).toBe(400);
  });
});

describe('menus, buttons and dictionaries', () => {
  it('gives the super-admin every top menu and the full tree per top menu', async () => {
    const tops = await call<Array<{ id: string; code: string }>>(s.app, 'GET', '/blade-system/ahMenu/topMenu', { token: admin });
    expect(tops.data.map((t) => t.code)).toEqual(TOP_MENUS.map((t) => t.code));
    const sys = tops.data.find((t) => t.code === 'system')!;
    const routes = await call<Array<{ path: string; children: unknown[]; topMenuId: string }>>(s.app, 'GET', '/blade-system/menu/routes', { token: admin, query: { topMenuId: sys.id } });
    expect(routes.data.length).toBe(TOP_MENUS.find((t) => t.code === 'system')!.menus.length);
    expect(routes.data.every((r) => r.topMenuId === sys.id)).toBe(true);
  });

  it('gives a salesman only the granted top menus, routes and button codes', async () => {
    const sales = (await login(s.app, 'sales', 'anhua123')).access_token;
    const tops = await call<Array<{ code: string }>>(s.app, 'GET', '/blade-system/ahMenu/topMenu', { token: sales });
    // 'system' only for its import centre: every store role imports (docs/imports.md)
    expect(tops.data.map((t) => t.code).sort()).toEqual(['flow', 'member', 'sales', 'system']);
    const info = await call<{ permission: Record<string, boolean> }>(s.app, 'GET', '/user/getUserInfo', { token: sales });
    expect(info.data.permission.dict_add).toBeUndefined();
    expect(Object.keys(info.data.permission).some((c) => c.startsWith('clue'))).toBe(true);
    const buttons = await call<unknown[]>(s.app, 'GET', '/blade-system/menu/buttons', { token: sales });
    expect(buttons.code).toBe(200);
    expect((await call(s.app, 'GET', '/blade-system/menu/list', { token: sales })).code).toBe(403);
    expect((await call(s.app, 'GET', '/blade-system/menu/list', { token: admin })).code).toBe(200);
  });

  it('answers every seeded dictionary by code, in both languages', async () => {
    for (const d of DICTS.slice(0, 20)) {
      const r = await call<Array<{ dictKey: string; dictValue: string; dictValueEn: string }>>(s.app, 'GET', '/blade-system/dict/dictionary', { token: admin, query: { code: d.code } });
      expect(r.data.map((x) => x.dictKey)).toEqual(d.items.map((i) => i.key));
      expect(r.data.map((x) => x.dictValueEn)).toEqual(d.items.map((i) => i.en));
    }
    expect((await call<unknown[]>(s.app, 'GET', '/blade-system/dict/dictionary', { token: admin, query: { code: 'no_such' } })).data).toEqual([]);
    expect((await call(s.app, 'GET', '/blade-system/dict/dictionary', { token: admin, query: {} })).msg).toBe('不能为空');
  });
});

describe('API scopes', () => {
  it('refuses a covered path to a role without the scope, and allows it once granted', async () => {
    const sales = (await login(s.app, 'sales', 'anhua123')).access_token;
    expect((await call(s.app, 'GET', '/crm-anhua/store/list', { token: sales })).code).toBe(200);
    const [storeMenu] = await s.database.ownerDb.select().from(menu).where(eq(menu.code, 'store'));
    const scopeId = newId();
    await s.database.ownerDb.insert(scopeApi).values({ id: scopeId, menuId: storeMenu.id, resourceCode: 'store', scopeName: '门店列表', scopePath: '/crm-anhua/store/**', scopeType: 2 });
    invalidateApiScopes();
    try {
      expect((await call(s.app, 'GET', '/crm-anhua/store/list', { token: sales })).code).toBe(403);
      expect((await call(s.app, 'GET', '/crm-anhua/store/list', { token: admin })).code).toBe(200);
      const [salesRole] = await s.database.ownerDb.select().from(role).where(and(eq(role.tenantId, DEMO_TENANT), eq(role.roleAlias, 'salesman')));
      await s.database.ownerDb.insert(roleScope).values({ roleId: salesRole.id, scopeId, scopeCategory: 2 });
      expect((await call(s.app, 'GET', '/crm-anhua/store/list', { token: sales })).code).toBe(200);
    } finally {
      await s.database.ownerDb.delete(scopeApi).where(eq(scopeApi.id, scopeId));
      invalidateApiScopes();
    }
  });
});

describe('the embedded data folder', () => {
  it('refuses a second process on the same folder and takes over a stale lock', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anhua-lock-'));
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'server.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/already in use by another server process/);
    } finally {
      holder.kill();
    }
    await new Promise((r) => holder.once('exit', r));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});
