/**
 * crm-member/ahMemberWx: list and export, hasPhone, findMemberWxByPhone, findAhMemberCarByPhone, the
 * phone change (code to the new phone, a phone of another member refused), the boutique points
 * transfer (code to the giving user, never below zero, both ledger rows, the total unchanged under
 * concurrent transfers) and bindCar (VIN and plate rules, a car of another member refused). Every
 * refusal is checked to change nothing.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness';
import { accountIn, managerIn } from './car-order-helpers';
import { smsOutbox } from '../../server/db/schema';
import { ahBoutiqueIntegralLog, ahMember, ahMemberCar, ahMemberWx } from '../../server/db/resource-tables/members';
import { newId } from '../../server/db/ids';

let s: TestServer;
let token: string;
let storeId: string;
let tenantId: string;
let otherToken: string;
beforeAll(async () => {
  s = await startServer();
  ({ token, storeId } = await managerIn(s, '安华宝马杭州西湖店'));
  otherToken = (await accountIn(s, 'sales', '安华奔驰杭州滨江店')).token;
  const [m] = await s.database.ownerDb.select({ tenantId: ahMember.tenantId }).from(ahMember).where(eq(ahMember.storeId, storeId)).limit(1);
  tenantId = String(m.tenantId);
});
afterAll(async () => {
  await s?.close();
});

const BASE = '/crm-member/ahMemberWx';
const get = <T>(path: string, query: Record<string, string | number> = {}, t = token) => call<T>(s.app, 'GET', `${BASE}/${path}`, { token: t, query });
const post = <T>(path: string, body: unknown, t = token) => call<T>(s.app, 'POST', `${BASE}/${path}`, { token: t, body });

let seq = 0;
const freshPhone = () => `137${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 100).padStart(2, '0')}${String(++seq).padStart(3, '0')}`;

interface Wx { id: string; phone: string | null; memberId: string | null; boutiqueIntegral: number; carCount: number; hasPhone: number }

/** a mini-program user of the store (the mini-program registers them: written directly), with a member when it has a phone */
async function newUser(opts: { phone?: string | null; integral?: number } = {}): Promise<Wx & { phone: string | null }> {
  const phone = opts.phone === undefined ? freshPhone() : opts.phone;
  let memberId: string | null = null;
  if (phone) {
    const r = await call<{ id: string }>(s.app, 'POST', '/crm-member/ahMember/save', { token, body: { memberName: `小程序${seq}`, phone } });
    expect(r.code, r.msg).toBe(200);
    const [m] = await s.database.ownerDb.select({ id: ahMember.id }).from(ahMember).where(and(eq(ahMember.storeId, storeId), eq(ahMember.phone, phone), eq(ahMember.isDeleted, 0)));
    memberId = String(m.id);
  }
  const id = newId();
  const now = new Date();
  await s.database.ownerDb.insert(ahMemberWx).values({
    id, tenantId, storeId, nickName: `测试用户${++seq}`, phone, hasPhone: phone ? 1 : 0, memberId, boutiqueIntegral: opts.integral ?? 0, carCount: 0,
    openId: `oTest${id}`, registerTime: now, createTime: now, updateTime: now,
  } as never);
  return { id, phone, memberId, boutiqueIntegral: opts.integral ?? 0, carCount: 0, hasPhone: phone ? 1 : 0 };
}

const row = async (id: string) => (await s.database.ownerDb.select().from(ahMemberWx).where(eq(ahMemberWx.id, id)))[0] as unknown as Wx & { memberName: string | null };
const logsOf = (id: string) => s.database.ownerDb.select().from(ahBoutiqueIntegralLog).where(eq(ahBoutiqueIntegralLog.ahMemberWxId, id)).orderBy(desc(ahBoutiqueIntegralLog.operateTime));

/** the code the local SMS provider sent to this phone for this purpose (its outbox row) */
async function codeFor(phone: string, purposeStart: string): Promise<string> {
  const rows = await s.database.ownerDb.select({ content: smsOutbox.content, purpose: smsOutbox.purpose }).from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.createTime));
  const hit = rows.find((r) => r.purpose.startsWith(purposeStart));
  const m = /验证码(\d{6})/.exec(hit?.content ?? '');
  if (!m) throw new Error(`no code sent to ${phone}`);
  return m[1];
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('list, export and look-ups', () => {
  it('lists the store’s users with phone, member, cars and points, filters by phone binding, and exports', async () => {
    const r = await get<{ records: Wx[]; total: number }>('list', { current: 1, size: 20 });
    expect(r.code).toBe(200);
    expect(r.data.total).toBeGreaterThan(100);
    const bound = await get<{ records: Wx[]; total: number }>('list', { hasPhone: 1, size: 50 });
    expect(bound.data.records.every((x) => x.phone && x.memberId)).toBe(true);
    const none = await get<{ records: Wx[]; total: number }>('list', { hasPhone: 0, size: 50 });
    expect(none.data.total).toBeGreaterThan(0);
    expect(none.data.records.every((x) => !x.phone && !x.memberId)).toBe(true);
    expect(bound.data.total + none.data.total).toBe(r.data.total);
    // another store sees its own users only
    const other = await get<{ records: Wx[] }>('list', { size: 100 }, otherToken);
    const mine = new Set(r.data.records.map((x) => x.id));
    expect(other.data.records.some((x) => mine.has(x.id))).toBe(false);
    const ex = await call<{ ahExportTaskId: string }>(s.app, 'POST', `${BASE}/export`, { token, body: { hasPhone: 1 } });
    expect(ex.code, ex.msg).toBe(200);
    expect(ex.data.ahExportTaskId).toBeTruthy();
  });

  it('seeded points equal the sum of each user’s ledger', async () => {
    const bad = await s.database.ownerDb.execute(sql`select w.id from ah_member_wx w left join (select ah_member_wx_id, sum(integral) s from ah_boutique_integral_log group by ah_member_wx_id) l on l.ah_member_wx_id = w.id where w.boutique_integral <> coalesce(l.s, 0)`);
    expect((bad as unknown as { rows: unknown[] }).rows ?? bad).toHaveLength(0);
  });

  it('hasPhone, findMemberWxByPhone and findAhMemberCarByPhone', async () => {
    const u = await newUser({ integral: 30 });
    const bare = await newUser({ phone: null });
    expect((await get('hasPhone', { phone: u.phone! })).data).toBe(true);
    expect((await get('hasPhone', { phone: freshPhone() })).data).toBe(false);
    expect((await get('hasPhone', { ahMemberWxId: u.id })).data).toBe(true);
    expect((await get('hasPhone', { ahMemberWxId: bare.id })).data).toBe(false);
    expect(await get('hasPhone', { phone: '2380013800' })).toMatchObject({ code: 400, msg: '请输入有效手机号' });
    expect(await get('hasPhone', { ahMemberWxId: '123' })).toMatchObject({ code: 404, msg: '小程序用户不存在' });

    const found = await get<Wx & { carList: unknown[] }>('findMemberWxByPhone', { phone: u.phone! });
    expect(found.data).toMatchObject({ id: u.id, boutiqueIntegral: 30, carList: [] });
    expect((await get('findMemberWxByPhone', { phone: freshPhone() })).data).toBeNull();
    expect(await get('findMemberWxByPhone', {})).toMatchObject({ code: 400, msg: '请输入有效手机号' });
    // the user of another store is not found here
    expect((await get('findMemberWxByPhone', { phone: u.phone! }, otherToken)).data).toBeNull();

    expect(await post(`bindCar`, { id: u.id, vin: 'ZZWAU2180N2183713', licensePlate: '浙A12345' })).toMatchObject({ code: 200 });
    const cars = await get<Array<{ vin: string; licensePlate: string }>>('findAhMemberCarByPhone', { phone: u.phone! });
    expect(cars.data.map((c) => [c.vin, c.licensePlate])).toEqual([['ZZWAU2180N2183713', '浙A12345']]);
    expect((await get<unknown[]>('findAhMemberCarByPhone', { phone: freshPhone() })).data).toEqual([]);
    expect(await get('findAhMemberCarByPhone', { phone: 'abc' })).toMatchObject({ code: 400, msg: '请输入有效手机号' });
  });
});

describe('phone change', () => {
  it('sends the code to the new phone and changes the user’s, the member’s and the cars’ phone', async () => {
    const u = await newUser();
    await post('bindCar', { id: u.id, carList: [{ vin: 'ZZW3A23C5J3123457', licensePlate: '' }] });
    const newPhone = freshPhone();
    expect(await get('sendSmsByUpdatePhone', { ahMemberWxId: u.id, newPhone })).toMatchObject({ code: 200, data: { phone: `${newPhone.slice(0, 3)}****${newPhone.slice(7)}` } });
    const code = await codeFor(newPhone, `wxp:${u.id}`);
    // a wrong code: refused, nothing changes
    expect(await post('updatePhone', { id: u.id, newPhone, smsCode: wrong(code) })).toMatchObject({ code: 10137 });
    expect((await row(u.id)).phone).toBe(u.phone);
    expect(await post('updatePhone', { id: u.id, newPhone, smsCode: '' })).toMatchObject({ code: 400, msg: '验证码不能为空' });
    expect(await post('updatePhone', { id: u.id, newPhone: '1234', smsCode: code })).toMatchObject({ code: 400, msg: '请输入有效手机号' });
    expect(await post('updatePhone', { id: u.id, newPhone, smsCode: code })).toMatchObject({ code: 200 });
    expect((await row(u.id)).phone).toBe(newPhone);
    const [m] = await s.database.ownerDb.select({ phone: ahMember.phone }).from(ahMember).where(eq(ahMember.id, u.memberId!));
    expect(m.phone).toBe(newPhone);
    const cars = await s.database.ownerDb.select({ memberPhone: ahMemberCar.memberPhone }).from(ahMemberCar).where(eq(ahMemberCar.memberId, u.memberId!));
    expect(cars.map((c) => c.memberPhone)).toEqual([newPhone]);
    // the code was used once
    expect(await post('updatePhone', { id: u.id, newPhone: freshPhone(), smsCode: code })).toMatchObject({ code: 10137 });
  });

  it('refuses a phone of another member or user, the same phone, and an unknown user, sending nothing', async () => {
    const u = await newUser();
    const other = await newUser();
    const count = async () => (await s.database.ownerDb.select({ n: sql<number>`count(*)::int` }).from(smsOutbox).where(inArray(smsOutbox.phone, [other.phone!, u.phone!])))[0].n;
    const before = await count();
    expect(await get('sendSmsByUpdatePhone', { ahMemberWxId: u.id, newPhone: other.phone! })).toMatchObject({ code: 10300, msg: '该手机号已被其他会员使用' });
    expect(await get('sendSmsByUpdatePhone', { ahMemberWxId: u.id, newPhone: u.phone! })).toMatchObject({ code: 10300, msg: '新手机号与原手机号相同' });
    expect(await get('sendSmsByUpdatePhone', { ahMemberWxId: '42', newPhone: freshPhone() })).toMatchObject({ code: 404, msg: '小程序用户不存在' });
    expect(await get('sendSmsByUpdatePhone', { ahMemberWxId: u.id, newPhone: '1380013800' })).toMatchObject({ code: 400, msg: '请输入有效手机号' });
    expect(await count()).toBe(before);
    // a member of the store without a mini-program user holds the phone: refused too
    const memberOnly = freshPhone();
    await call(s.app, 'POST', '/crm-member/ahMember/save', { token, body: { memberName: '仅会员', phone: memberOnly } });
    expect(await get('sendSmsByUpdatePhone', { ahMemberWxId: u.id, newPhone: memberOnly })).toMatchObject({ code: 10300, msg: '该手机号已被其他会员使用' });
    // the phone was taken between the code and the change: refused at the change, nothing changes
    const later = freshPhone();
    expect((await get('sendSmsByUpdatePhone', { ahMemberWxId: u.id, newPhone: later })).code).toBe(200);
    const code = await codeFor(later, `wxp:${u.id}`);
    await call(s.app, 'POST', '/crm-member/ahMember/save', { token, body: { memberName: '抢先', phone: later } });
    expect(await post('updatePhone', { id: u.id, newPhone: later, smsCode: code })).toMatchObject({ code: 10300, msg: '该手机号已被其他会员使用' });
    expect((await row(u.id)).phone).toBe(u.phone);
  });

  it('a user without a phone becomes a member of the store when binding one', async () => {
    const bare = await newUser({ phone: null });
    const phone = freshPhone();
    expect((await get('sendSmsByUpdatePhone', { id: bare.id, newPhone: phone })).code).toBe(200);
    expect(await post('updatePhone', { id: bare.id, newPhone: phone, smsCode: await codeFor(phone, `wxp:${bare.id}`) })).toMatchObject({ code: 200 });
    const r = await row(bare.id);
    expect(r).toMatchObject({ phone, hasPhone: 1 });
    const [m] = await s.database.ownerDb.select().from(ahMember).where(eq(ahMember.id, r.memberId!));
    expect(m).toMatchObject({ phone, source: '1', storeId });
  });
});

describe('points transfer', () => {
  async function transfer(from: Wx, to: Wx, integral: number) {
    const sent = await get('sendSmsTransferIntegral', { ahMemberWxId: to.id, prePhone: from.phone!, integral });
    if (sent.code !== 200) return sent;
    return post('transferBoutiqueIntegral', { id: to.id, prePhone: from.phone, integral, smsCode: await codeFor(from.phone!, `wxt:${to.id}:${integral}`) });
  }

  it('moves points with the code sent to the giving user, writing both ledger rows', async () => {
    const a = await newUser({ integral: 500 });
    const b = await newUser({ integral: 20 });
    expect(await transfer(a, b, 120)).toMatchObject({ code: 200, data: { fromBalance: 380, toBalance: 140 } });
    expect((await row(a.id)).boutiqueIntegral).toBe(380);
    expect((await row(b.id)).boutiqueIntegral).toBe(140);
    const [la] = await logsOf(a.id);
    const [lb] = await logsOf(b.id);
    expect(la).toMatchObject({ logType: 5, integral: -120, balanceAfter: 380 });
    expect(lb).toMatchObject({ logType: 4, integral: 120, balanceAfter: 140, bizNo: la.bizNo });
    // the ledger list shows them
    const list = await call<{ records: Array<{ id: string }> }>(s.app, 'GET', '/crm-member/ahBoutiqueIntegralLog/list', { token, query: { ahMemberWxId: a.id } });
    expect(list.data.records).toHaveLength(1);
    // by the spec's preAhMemberWxId too
    const sent = await get('sendSmsTransferIntegral', { id: b.id, preAhMemberWxId: a.id, integral: 80 });
    expect(sent.code, sent.msg).toBe(200);
    expect(await post('transferBoutiqueIntegral', { id: b.id, preAhMemberWxId: a.id, integral: 80, smsCode: await codeFor(a.phone!, `wxt:${b.id}:80`) })).toMatchObject({ code: 200 });
    expect((await row(a.id)).boutiqueIntegral).toBe(300);
  });

  it('refuses above the balance, to oneself, a wrong code, zero or bad points, and an unknown source: nothing changes', async () => {
    const a = await newUser({ integral: 100 });
    const b = await newUser({ integral: 0 });
    expect(await get('sendSmsTransferIntegral', { id: b.id, prePhone: a.phone!, integral: 101 })).toMatchObject({ code: 10300, msg: '积分不足，当前可用积分100' });
    expect(await get('sendSmsTransferIntegral', { id: a.id, prePhone: a.phone!, integral: 10 })).toMatchObject({ code: 10300, msg: '不能向自己转移积分' });
    expect(await get('sendSmsTransferIntegral', { id: b.id, prePhone: freshPhone(), integral: 10 })).toMatchObject({ code: 404, msg: '转出用户不存在' });
    expect(await get('sendSmsTransferIntegral', { id: b.id, prePhone: a.phone!, integral: 0 })).toMatchObject({ code: 400, msg: '转移积分需大于0' });
    expect(await get('sendSmsTransferIntegral', { id: b.id, prePhone: a.phone!, integral: '1.5' })).toMatchObject({ code: 400, msg: '请输入非负整数' });
    expect((await get('sendSmsTransferIntegral', { id: b.id, prePhone: a.phone!, integral: 60 })).code).toBe(200);
    const code = await codeFor(a.phone!, `wxt:${b.id}:60`);
    expect(await post('transferBoutiqueIntegral', { id: b.id, prePhone: a.phone, integral: 60, smsCode: wrong(code) })).toMatchObject({ code: 10137 });
    // the code is bound to the amount and the receiver
    expect(await post('transferBoutiqueIntegral', { id: b.id, prePhone: a.phone, integral: 61, smsCode: code })).toMatchObject({ code: 10137 });
    expect(await post('transferBoutiqueIntegral', { id: a.id, prePhone: a.phone, integral: 60, smsCode: code })).toMatchObject({ code: 10300, msg: '不能向自己转移积分' });
    expect(await post('transferBoutiqueIntegral', { id: b.id, prePhone: a.phone, integral: 0, smsCode: code })).toMatchObject({ code: 400, msg: '需大于等于 1' });
    expect((await row(a.id)).boutiqueIntegral).toBe(100);
    expect((await row(b.id)).boutiqueIntegral).toBe(0);
    expect(await logsOf(a.id)).toHaveLength(0);
    // the balance fell after the code was sent: refused at the transfer
    await s.database.ownerDb.update(ahMemberWx).set({ boutiqueIntegral: 50 } as never).where(eq(ahMemberWx.id, a.id));
    expect(await post('transferBoutiqueIntegral', { id: b.id, prePhone: a.phone, integral: 60, smsCode: code })).toMatchObject({ code: 10300, msg: '积分不足，当前可用积分50' });
    expect((await row(b.id)).boutiqueIntegral).toBe(0);
    // and the database itself refuses a negative balance
    await expect(s.database.ownerDb.update(ahMemberWx).set({ boutiqueIntegral: -1 } as never).where(eq(ahMemberWx.id, a.id))).rejects.toThrow();
    // another store cannot reach the users
    expect(await get('sendSmsTransferIntegral', { id: b.id, prePhone: a.phone!, integral: 10 }, otherToken)).toMatchObject({ code: 404 });
  });

  it('concurrent transfers from one user never overdraw it, and the total stays the same', async () => {
    const a = await newUser({ integral: 100 });
    const targets = await Promise.all([1, 2, 3, 4, 5].map(() => newUser({ integral: 0 })));
    const codes: string[] = [];
    for (const t of targets) {
      expect((await get('sendSmsTransferIntegral', { id: t.id, prePhone: a.phone!, integral: 40 })).code).toBe(200);
      codes.push(await codeFor(a.phone!, `wxt:${t.id}:40`));
    }
    const results = await Promise.all(targets.map((t, i) => post('transferBoutiqueIntegral', { id: t.id, prePhone: a.phone, integral: 40, smsCode: codes[i] })));
    expect(results.filter((r) => r.code === 200)).toHaveLength(2);
    expect(results.filter((r) => r.code !== 200).every((r) => r.code === 10300)).toBe(true);
    const after = await Promise.all([a, ...targets].map((u) => row(u.id)));
    expect(after[0].boutiqueIntegral).toBe(20);
    expect(after.reduce((n, u) => n + u.boutiqueIntegral, 0)).toBe(100);
    expect(after.every((u) => u.boutiqueIntegral >= 0)).toBe(true);
    // the ledger of every user holds its movements: the start (100 for the giver, written without a ledger row here) plus them is the balance
    for (const [i, u] of after.entries()) {
      const logs = await logsOf(u.id);
      expect((i === 0 ? 100 : 0) + logs.reduce((n, l) => n + Number(l.integral), 0)).toBe(u.boutiqueIntegral);
    }
  });

  it('two users transferring to each other at once both complete without a deadlock', async () => {
    const a = await newUser({ integral: 50 });
    const b = await newUser({ integral: 50 });
    await get('sendSmsTransferIntegral', { id: b.id, prePhone: a.phone!, integral: 30 });
    await get('sendSmsTransferIntegral', { id: a.id, prePhone: b.phone!, integral: 20 });
    const [x, y] = await Promise.all([
      post('transferBoutiqueIntegral', { id: b.id, prePhone: a.phone, integral: 30, smsCode: await codeFor(a.phone!, `wxt:${b.id}:30`) }),
      post('transferBoutiqueIntegral', { id: a.id, prePhone: b.phone, integral: 20, smsCode: await codeFor(b.phone!, `wxt:${a.id}:20`) }),
    ]);
    expect([x.code, y.code]).toEqual([200, 200]);
    expect((await row(a.id)).boutiqueIntegral).toBe(40);
    expect((await row(b.id)).boutiqueIntegral).toBe(60);
  });
});

describe('bindCar', () => {
  it('binds new and unowned cars, upper-cases the VIN, keeps car counts, and refuses bad input and cars of others', async () => {
    const u = await newUser();
    const other = await newUser();
    expect(await post('bindCar', { id: u.id, vin: 'ZZWAU2180N218371', licensePlate: '浙A12345' })).toMatchObject({ code: 400, msg: '车架号格式有误' });
    expect(await post('bindCar', { id: u.id, vin: 'ZZWAU2180N218371O' })).toMatchObject({ code: 400, msg: '车架号格式有误' });
    expect(await post('bindCar', { id: u.id, vin: 'ZZWAU2180N2183721', licensePlate: '浙A1234' })).toMatchObject({ code: 400, msg: '车牌号格式有误' });
    expect(await post('bindCar', { id: u.id, carList: [] })).toMatchObject({ code: 400 });
    expect((await row(u.id)).carCount).toBe(0);
    expect(await post('bindCar', { id: u.id, carList: [{ vin: 'zzwau2180n2183721', licensePlate: '浙A12D45' }, { vin: 'ZZW3A23C5J3123465', licensePlate: '浙AD12345' }] })).toMatchObject({ code: 200 });
    expect((await row(u.id)).carCount).toBe(2);
    const cars = await get<Array<{ vin: string }>>('findAhMemberCarByPhone', { phone: u.phone! });
    expect(cars.data.map((c) => c.vin).sort()).toEqual(['ZZW3A23C5J3123465', 'ZZWAU2180N2183721']);
    // a car of another member: refused, all or nothing
    expect(await post('bindCar', { id: other.id, carList: [{ vin: 'ZZW3A23C5J3123473' }, { vin: 'ZZWAU2180N2183721' }] })).toMatchObject({ code: 10300, msg: 'ZZWAU2180N2183721：该车辆已绑定其他会员' });
    expect((await row(other.id)).carCount).toBe(0);
    expect((await get<unknown[]>('findAhMemberCarByPhone', { phone: other.phone! })).data).toEqual([]);
    expect(await post('bindCar', { id: u.id, vin: 'ZZWAU2180N2183721' })).toMatchObject({ code: 10300, msg: 'ZZWAU2180N2183721：该车辆已绑定此会员' });
    // a user without a phone binds no car
    const bare = await newUser({ phone: null });
    expect(await post('bindCar', { id: bare.id, vin: 'ZZW3A23C5J3123481' })).toMatchObject({ code: 10300, msg: '请先绑定手机号再绑定车辆' });
    // moving a car away through the member list keeps the user's count in step
    const [car] = await s.database.ownerDb.select({ id: ahMemberCar.id }).from(ahMemberCar).where(and(eq(ahMemberCar.vin, 'ZZW3A23C5J3123465'), eq(ahMemberCar.storeId, storeId)));
    expect((await call(s.app, 'POST', '/crm-member/ahMemberCarRelation/relationCar', { token, body: { memberId: other.memberId, carId: car.id } })).code).toBe(200);
    expect((await row(u.id)).carCount).toBe(1);
    expect((await row(other.id)).carCount).toBe(1);
  });
});
