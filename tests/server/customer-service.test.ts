/**
 * 客户服务 (crm-anhua ahOpinion, ahHomeStore): the opinion page and detail, handling an unhandled
 * opinion (status 1, the caller as operator, the server's time), refusing a second handling or bad
 * input without changing anything, button permissions, and one home-page entry per store.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer, type Tokens } from './harness';
import { ahHomeStore, ahOpinion } from '../../server/db/resource-tables/customer-service';
import { HOME_STORE_TAKEN, OPINION_ALREADY_HANDLED } from '../../src/domain/resources/operations/customer-service';

let s: TestServer;
let manager: Tokens;
let sales: Tokens;

beforeAll(async () => {
  s = await startServer();
  manager = await login(s.app, 'manager', 'anhua123');
  sales = await login(s.app, 'sales', 'anhua123');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const O = '/crm-anhua/ahOpinion';
const H = '/crm-anhua/ahHomeStore';
type Page<T> = { records: T[]; total: number };
type Opinion = { id: string; memberName: string; status: number; processWay: number | null; processContent: string | null; operatorId: string | null; operatorName: string | null; processTime: string | null };

const post = <T = unknown>(url: string, body: unknown, token = manager.access_token) => call<T>(s.app, 'POST', url, { token, body });
const get = <T = unknown>(url: string, query: Record<string, string | number> = {}, token = manager.access_token) => call<T>(s.app, 'GET', url, { token, query });

async function stored(id: string) {
  const [r] = await s.database.ownerDb.select().from(ahOpinion).where(eq(ahOpinion.id, id));
  return r;
}

async function unhandled(): Promise<Opinion> {
  const env = await get<Page<Opinion>>(`${O}/page`, { current: 1, size: 50, status: 0 });
  expect(env.code, env.msg).toBe(200);
  expect(env.data.records.length).toBeGreaterThan(0);
  return env.data.records[0];
}

describe('opinions', () => {
  it('lists the store feedback newest first, with its status', async () => {
    const env = await get<Page<Opinion & { submitTime: string }>>(`${O}/page`, { current: 1, size: 50 });
    expect(env.code, env.msg).toBe(200);
    expect(env.data.total).toBeGreaterThanOrEqual(4);
    const times = env.data.records.map((r) => Date.parse(r.submitTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(env.data.records.some((r) => r.status === 1)).toBe(true);
    const detail = await get<Opinion>(`${O}/detail`, { id: env.data.records[0].id });
    expect(detail.code, detail.msg).toBe(200);
    expect(detail.data.memberName).toBe(env.data.records[0].memberName);
  });

  it('handling sets status 1 with the way, content, operator and time; a second handling is refused and changes nothing', async () => {
    const row = await unhandled();
    const before = Date.now();
    const env = await post(`${O}/update`, { id: row.id, processWay: 1, processContent: '  已电话回访客户，问题已解决。 ' });
    expect(env.code, env.msg).toBe(200);
    const after = await stored(row.id);
    expect(after.status).toBe(1);
    expect(after.processWay).toBe(1);
    expect(after.processContent).toBe('已电话回访客户，问题已解决。');
    expect(after.operatorId).toBe(manager.user_id);
    expect(after.operatorName).toBe('王建国');
    expect(new Date(after.processTime as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const again = await post(`${O}/update`, { id: row.id, processWay: 2, processContent: '再次处理' });
    expect(again.code).toBe(10300);
    expect(again.msg).toBe(OPINION_ALREADY_HANDLED.zh);
    expect(await stored(row.id)).toEqual(after);
    // the machine's HANDLE is in the record's history, once, with the answer as its reason
    const log = await call<Array<Record<string, unknown>>>(s.app, 'GET', '/blade-system/stateLog/list', { token: manager.access_token, query: { resource: 'ahOpinion', recordId: row.id } });
    expect(log.data.map((l) => [l.action, l.fromValue, l.toValue, l.reason])).toEqual([['HANDLE', '0', '1', '已电话回访客户，问题已解决。']]);
  });

  it('refuses handling without a way or content, and changes nothing', async () => {
    const row = await unhandled();
    const before = await stored(row.id);
    for (const body of [{ id: row.id, processContent: '已处理' }, { id: row.id, processWay: 9, processContent: '已处理' }, { id: row.id, processWay: 1, processContent: '   ' }, { id: row.id, processWay: 1, processContent: 'x'.repeat(501) }]) {
      const env = await post(`${O}/update`, body);
      expect(env.code, JSON.stringify(body)).toBe(400);
    }
    expect((await post(`${O}/update`, { id: row.id, processWay: 1, processContent: '' })).msg).toBe('请输入处理内容');
    expect(await stored(row.id)).toEqual(before);
  });

  it('needs the handle and delete buttons; a member feedback is not edited here', async () => {
    const row = await unhandled();
    const before = await stored(row.id);
    expect((await post(`${O}/update`, { id: row.id, processWay: 1, processContent: '越权处理' }, sales.access_token)).code).toBe(403);
    expect((await post(`${O}/remove`, { ids: row.id }, sales.access_token)).code).toBe(403);
    expect(await stored(row.id)).toEqual(before);
    // the back office has no add or edit button for feedback: submit is the member side's
    expect((await post(`${O}/submit`, { id: row.id, content: '改写' })).code).toBe(403);
    expect((await post(`${O}/remove`, { ids: row.id })).code).toBe(200);
    expect((await get(`${O}/detail`, { id: row.id })).code).not.toBe(200);
  });
});

describe('home-page stores', () => {
  type Entry = { id: string; ahStoreId: string; storeName: string; sort: number; isShow: number };
  const stores = async () => (await get<{ value: string; label: string }[]>('/crm-anhua/store/myList')).data;

  it('lists the entries by sort with the store name', async () => {
    const env = await get<Page<Entry>>(`${H}/findStorePage`, { current: 1, size: 20 });
    expect(env.code, env.msg).toBe(200);
    expect(env.data.records.length).toBe(3);
    expect(env.data.records.map((r) => r.sort)).toEqual([0, 1, 2]);
    expect(env.data.records.every((r) => r.storeName)).toBe(true);
    const detail = await get<Entry>(`${H}/detail`, { id: env.data.records[0].id });
    expect(detail.data.ahStoreId).toBe(env.data.records[0].ahStoreId);
  });

  it('takes a store once: a second entry or an edit onto a taken store is refused and changes nothing', async () => {
    const page = (await get<Page<Entry>>(`${H}/findStorePage`, { current: 1, size: 20 })).data.records;
    const taken = page[0];
    const dup = await post(`${H}/saveOrUpdateHomeStore`, { ahStoreId: taken.ahStoreId, sort: 5, isShow: 1 });
    expect(dup.code).toBe(400);
    expect(dup.msg).toBe(HOME_STORE_TAKEN.zh);
    const moved = await post(`${H}/saveOrUpdateHomeStore`, { id: page[1].id, ahStoreId: taken.ahStoreId });
    expect(moved.msg).toBe(HOME_STORE_TAKEN.zh);
    const [again] = await s.database.ownerDb.select().from(ahHomeStore).where(eq(ahHomeStore.id, page[1].id));
    expect(again.ahStoreId).toBe(page[1].ahStoreId);
    expect((await get<Page<Entry>>(`${H}/findStorePage`, { current: 1, size: 20 })).data.total).toBe(3);

    // an entry's own store may be saved again; a deleted entry frees its store
    expect((await post(`${H}/saveOrUpdateHomeStore`, { id: taken.id, ahStoreId: taken.ahStoreId, sort: 9 })).code).toBe(200);
    expect((await post(`${H}/delete`, { id: taken.id })).code).toBe(200);
    const re = await post<{ id: string }>(`${H}/saveOrUpdateHomeStore`, { ahStoreId: taken.ahStoreId, sort: 0, isShow: 1, intro: '重新上首页' });
    expect(re.code, re.msg).toBe(200);
  });

  it('refuses an unknown store and a caller without the buttons', async () => {
    const bad = await post(`${H}/saveOrUpdateHomeStore`, { ahStoreId: '1234567890123', sort: 1 });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('门店不存在');
    expect((await stores()).length).toBeGreaterThan(0);
    const page = (await get<Page<Entry>>(`${H}/findStorePage`, { current: 1, size: 20 })).data.records;
    expect((await post(`${H}/delete`, { id: page[0].id }, sales.access_token)).code).toBe(403);
    expect((await post(`${H}/saveOrUpdateHomeStore`, { id: page[0].id, sort: 3 }, sales.access_token)).code).toBe(403);
  });
});
