/**
 * crm-member/ahSubCard: the card list (getPage, save, edit, up, down, delete) with its listing machine,
 * sendCard and isPreSend, getVerifyInfo and verify with the issued-card machine, and the log
 * (logList, logDetail). Every refusal is checked to change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';

let s: TestServer;
let manager: string;
let clerk: string;
beforeAll(async () => {
  s = await startServer();
  manager = (await login(s.app, 'manager', 'anhua123')).access_token;
  clerk = (await login(s.app, 'warehouse', 'anhua123')).access_token;
});
afterAll(async () => {
  await s?.close();
});

interface Card {
  id: string;
  cardName: string;
  totalCount: number;
  price: number;
  isUp: number;
  effectNum: number;
  effectUnit: number;
  takeEffect: number;
  sendCount: number;
}
interface Issued {
  id: string;
  subCardCode: string;
  remainCount: number;
  totalCount: number;
  status: number;
  effectTime: string;
  expireTime: string;
  memberName: string;
}
interface Log {
  id: string;
  logType: number;
  subCardCode: string;
  useCount: number;
  remainCount: number;
  operatorName: string;
  memberPhone: string;
}

const BASE = '/crm-member/ahSubCard';
const get = <T>(path: string, query: Record<string, string | number> = {}, token = manager) => call<T>(s.app, 'GET', `${BASE}/${path}`, { token, query });
const post = <T>(path: string, body: Record<string, unknown>, token = manager) => call<T>(s.app, 'POST', `${BASE}/${path}`, { token, body });
const page = async (query: Record<string, string | number> = {}) => (await get<{ records: Card[]; total: number }>('getPage', query)).data;
const detail = async (id: string) => (await get<Card>('detail', { ahSubCardId: id })).data;
const logs = async (query: Record<string, string | number> = {}) => (await get<{ records: Log[]; total: number }>('logList', { size: 100, ...query })).data;
const good = { cardName: '轮胎换位4次卡', project: '轮胎换位', totalCount: 4, price: 39_900, effectNum: 12, effectUnit: 1, takeEffect: 0 };

let memberPhone = '';
beforeAll(async () => {
  const r = await call<{ records: Array<{ phone: string }> }>(s.app, 'GET', '/crm-member/ahMember/list', { token: manager, query: { current: 1, size: 1 } });
  memberPhone = r.data.records[0].phone;
});

async function newCard(body: Record<string, unknown> = {}, up = true): Promise<string> {
  const r = await post<{ id: string }>('save', { ...good, ...body });
  expect(r.code, r.msg).toBe(200);
  if (up) expect((await post('up', { id: r.data.id })).code).toBe(200);
  return r.data.id;
}

describe('sub-card list', () => {
  it('lists the store’s seeded cards with filters', async () => {
    expect((await page()).total).toBe(5);
    expect((await page({ isUp: 1 })).total).toBe(4);
    expect((await page({ cardName: '洗车' })).total).toBe(0);
    expect((await page({ cardName: '精洗' })).records.map((c) => c.cardName)).toEqual(['精洗10次卡']);
  });

  it('refuses bad cards with the field’s message and adds a good one off shelf', async () => {
    const before = (await page()).total;
    expect(await post('save', { ...good, cardName: '' })).toMatchObject({ code: 400, msg: '次卡名称不能为空' });
    expect(await post('save', { ...good, totalCount: 0 })).toMatchObject({ code: 400, msg: '需大于等于 1' });
    expect((await post('save', { ...good, price: 12.5 })).code).toBe(400);
    expect(await post('save', { ...good, effectNum: 7 })).toMatchObject({ code: 400, msg: '按月计的有效期只能为12、24、6、3、1个月' });
    expect(await post('save', { ...good, effectUnit: 5 })).toMatchObject({ code: 400, msg: '有效期单位取值无效' });
    expect(await post('save', { ...good, takeEffect: 3 })).toMatchObject({ code: 400, msg: '生效方式取值无效' });
    expect((await post('save', { ...good, isUp: 1, effectNum: 2, effectUnit: 2 })).code).toBe(200); // isUp is never taken from a form
    expect((await page()).total).toBe(before + 1);
    const added = (await page({ cardName: '轮胎换位' })).records[0];
    expect(added).toMatchObject({ isUp: 0, sendCount: 0, effectNum: 2, effectUnit: 2, price: 39_900 });
  });

  it('edits and deletes only off shelf; up and down follow the machine', async () => {
    const id = await newCard({ cardName: '玻璃水加注卡' }, false);
    expect((await post('edit', { id, totalCount: 6 })).code).toBe(200);
    expect((await detail(id)).totalCount).toBe(6);
    expect(await post('down', { id })).toMatchObject({ code: 10300, msg: '次卡已下架' });
    expect((await post('up', { id })).code).toBe(200);
    expect(await post('up', { id })).toMatchObject({ code: 10300, msg: '次卡已上架' });
    expect(await post('edit', { id, totalCount: 9 })).toMatchObject({ code: 10300, msg: '次卡已上架，请先下架再编辑' });
    expect(await post('delete', { ids: id })).toMatchObject({ code: 10300, msg: '次卡已上架，请先下架再删除' });
    expect(await detail(id)).toMatchObject({ totalCount: 6, isUp: 1 });
    // a batch names the card that refuses, and changes none
    const other = await newCard({ cardName: '补胎卡' }, false);
    expect(await post('up', { ids: `${other},${id}` })).toMatchObject({ code: 10300, msg: '玻璃水加注卡：次卡已上架' });
    expect((await detail(other)).isUp).toBe(0);
    expect(await post('delete', { ids: `${other},${id}` })).toMatchObject({ code: 10300, msg: '玻璃水加注卡：次卡已上架，请先下架再删除' });
    expect((await detail(other)).cardName).toBe('补胎卡');
    expect((await post('down', { id })).code).toBe(200);
    expect(await post('edit', { id, effectNum: 5 })).toMatchObject({ code: 400, msg: '按月计的有效期只能为12、24、6、3、1个月' });
    expect((await post('delete', { ids: `${id},${other}` })).code).toBe(200);
    expect((await get('detail', { ahSubCardId: id })).code).toBe(404);
  });

  it('exports the cards and the log as tasks (subcard_export, subcard_logs_export)', async () => {
    expect((await post('export', { isUp: 1 })).code).toBe(200);
    expect((await post('logExport', {})).code).toBe(200);
    expect((await post('export', {}, clerk)).code).toBe(403);
  });

  it('keeps the buttons to the roles that hold them', async () => {
    const [card] = (await page({ isUp: 1 })).records;
    expect((await post('down', { id: card.id }, clerk)).code).toBe(403);
    expect((await post('sendCard', { ahSubCardId: card.id, phone: memberPhone }, clerk)).code).toBe(403);
    expect((await post('verify', { subCardCode: 'SC0101010001', count: 1 }, clerk)).code).toBe(403);
    expect((await detail(card.id)).isUp).toBe(1);
  });
});

describe('sending and verifying', () => {
  it('sends only an on-shelf card to a member of the store, with a log row', async () => {
    const id = await newCard({ cardName: '精洗6次卡', totalCount: 6 }, false);
    const logsBefore = (await logs()).total;
    expect((await get('isPreSend', { ahSubCardId: id })).data).toEqual({ canSend: false, msg: '次卡未上架，不能发放' });
    expect(await post('sendCard', { ahSubCardId: id, phone: memberPhone })).toMatchObject({ code: 10300, msg: '次卡未上架，不能发放' });
    expect((await post('up', { id })).code).toBe(200);
    expect((await get('isPreSend', { ahSubCardId: id })).data).toEqual({ canSend: true, msg: '' });
    expect(await post('sendCard', { ahSubCardId: id })).toMatchObject({ code: 400, msg: '请选择会员或输入会员手机号' });
    expect(await post('sendCard', { ahSubCardId: id, phone: '12345' })).toMatchObject({ code: 400, msg: '请输入有效手机号' });
    expect(await post('sendCard', { ahSubCardId: id, phone: '19900000000' })).toMatchObject({ code: 400, msg: '该会员不存在，请先在会员列表中添加' });
    expect(await post('sendCard', { ahSubCardId: '123456789', phone: memberPhone })).toMatchObject({ code: 404 });
    expect((await logs()).total).toBe(logsBefore);
    expect((await detail(id)).sendCount).toBe(0);

    const sent = await post<{ subCardCode: string; remainCount: number; effectTime: string; expireTime: string }>('sendCard', { ahSubCardId: id, phone: memberPhone });
    expect(sent.code, sent.msg).toBe(200);
    expect(sent.data.subCardCode).toMatch(/^SC\d{12}$/);
    expect(sent.data.remainCount).toBe(6);
    const months = (new Date(sent.data.expireTime).getFullYear() - new Date(sent.data.effectTime).getFullYear()) * 12 + new Date(sent.data.expireTime).getMonth() - new Date(sent.data.effectTime).getMonth();
    expect(months).toBe(12);
    expect((await detail(id)).sendCount).toBe(1);
    const [log] = (await logs({ subCardCode: sent.data.subCardCode })).records;
    expect(log).toMatchObject({ logType: 0, useCount: 0, remainCount: 6, operatorName: '王建国', memberPhone });
    expect((await get<Log>('logDetail', { id: log.id })).data.subCardCode).toBe(sent.data.subCardCode);
    // a sent card's terms are fixed: it cannot be taken down and edited into something else
    expect((await post('down', { id })).code).toBe(200);
    expect(await post('sendCard', { ahSubCardId: id, phone: memberPhone })).toMatchObject({ code: 10300 });
  });

  it('verifies uses in one go, never below zero, with a log row each', async () => {
    const id = await newCard({ cardName: '精洗3次卡', totalCount: 3 });
    const code = (await post<{ subCardCode: string }>('sendCard', { ahSubCardId: id, phone: memberPhone })).data.subCardCode;
    const info = async () => (await get<Issued>('getVerifyInfo', { subCardCode: code })).data;
    expect(await info()).toMatchObject({ remainCount: 3, totalCount: 3, status: 1, memberName: expect.any(String) });
    expect((await get('getVerifyInfo', { subCardCode: 'SC000000000000' })).msg).toBe('次卡卡号不存在');

    expect(await post('verify', { subCardCode: code, count: 0 })).toMatchObject({ code: 400, msg: '核销次数须为正整数' });
    expect(await post('verify', { subCardCode: code, count: 1.5 })).toMatchObject({ code: 400, msg: '核销次数须为正整数' });
    expect(await post('verify', { subCardCode: code, count: 4 })).toMatchObject({ code: 10300, msg: '剩余次数不足，当前剩余3次' });
    expect(await post('verify', { subCardCode: code, count: 1, ahSubCardId: (await page({ isUp: 1 })).records.find((c) => c.id !== id)!.id })).toMatchObject({ code: 10300 });
    expect((await info()).remainCount).toBe(3);

    expect(await post('verify', { subCardCode: code.toLowerCase(), count: 2, ahSubCardId: id })).toMatchObject({ code: 200, data: { remainCount: 1, status: 1 } });
    expect(await post('verify', { subCardCode: code, count: 1 })).toMatchObject({ code: 200, data: { remainCount: 0, status: 2 } });
    expect(await post('verify', { subCardCode: code, count: 1 })).toMatchObject({ code: 10300, msg: '次卡次数已用完' });
    expect(await info()).toMatchObject({ remainCount: 0, status: 2 });

    // counters verifying the same card at once: exactly the uses it has, never below zero
    const pair = await newCard({ cardName: '精洗2次卡', totalCount: 2 });
    const shared = (await post<{ subCardCode: string }>('sendCard', { ahSubCardId: pair, phone: memberPhone })).data.subCardCode;
    const answers = await Promise.all([1, 2, 3].map(() => post('verify', { subCardCode: shared, count: 1 })));
    expect(answers.map((a) => a.code).sort((x, y) => x - y)).toEqual([200, 200, 10300]);
    expect((await get<Issued>('getVerifyInfo', { subCardCode: shared })).data.remainCount).toBe(0);
    expect((await logs({ subCardCode: shared, logType: 1 })).total).toBe(2);

    const rows = (await logs({ subCardCode: code })).records;
    expect(rows.map((r) => [r.logType, r.useCount, r.remainCount]).sort()).toEqual([[0, 0, 3], [1, 1, 0], [1, 2, 1]]);
    expect((await logs({ subCardCode: code, logType: 1 })).total).toBe(2);
  });

  it('refuses a card not yet in effect and one that has expired', async () => {
    const later = await newCard({ cardName: '次年保养卡', takeEffect: 1, effectNum: 6 });
    const pending = (await post<{ subCardCode: string }>('sendCard', { ahSubCardId: later, phone: memberPhone })).data.subCardCode;
    expect((await get<Issued>('getVerifyInfo', { subCardCode: pending })).data.status).toBe(0);
    expect((await post('verify', { subCardCode: pending, count: 1 })).msg).toMatch(/^次卡尚未生效（\d{4}-\d{2}-\d{2}起生效）$/);

    const short = await newCard({ cardName: '一月洗车卡', effectNum: 1 });
    const code = (await post<{ subCardCode: string }>('sendCard', { ahSubCardId: short, phone: memberPhone })).data.subCardCode;
    s.clock.offsetMs = 40 * 86_400_000;
    try {
      // the access token of 40 days ago has long expired: sign in again on the moved clock
      const later = (await login(s.app, 'manager', 'anhua123')).access_token;
      expect((await get<Issued>('getVerifyInfo', { subCardCode: code }, later)).data.status).toBe(3);
      expect((await post('verify', { subCardCode: code, count: 1 }, later)).msg).toMatch(/^次卡已过期（有效期至\d{4}-\d{2}-\d{2}）$/);
    } finally {
      s.clock.offsetMs = 0;
      manager = (await login(s.app, 'manager', 'anhua123')).access_token;
    }
    expect((await get<Issued>('getVerifyInfo', { subCardCode: code })).data.remainCount).toBe(4);
    expect((await logs({ subCardCode: code })).total).toBe(1);
  });

  it('lists the seeded issued cards’ sends and verifies', async () => {
    const all = await logs();
    expect(all.total).toBeGreaterThan(5);
    expect(all.records.some((r) => r.logType === 1)).toBe(true);
  });
});
