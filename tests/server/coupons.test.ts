/**
 * crm-member coupons: the catalogue and its slices with the listing machine, sending (member, phones,
 * VINs, group; stock and per-member limits, also racing), verification by code (once, also twenty at
 * once; expired, voided, unlisted, unknown, another tenant's or another store's codes refused) and its
 * log with cross-store redemptions, the due reminder, the over-quota review with its reviewers, discount
 * limits, insurers with OCR, quotations, post-sales packages and rank coupons. Each refusal is checked to
 * change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, type TestServer, startServer } from './harness';
import { accountIn, managerIn, testVin } from './car-order-helpers';
import { ahCoupon, ahCouponRecord } from '../../server/db/resource-tables/coupons';
import { newId } from '../../server/db/ids';
import { param, user } from '../../server/db/schema';
import QRCode from 'qrcode';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { DEMO_TENANT } from '../../server/db/seed';
import { DiskStore } from '../../server/storage/disk-store';
import { ossRoot } from '../../server/storage/oss-server';

let s: TestServer;
let manager: string; // store 0, a reviewer there
let managerB: string; // the salesman in store 1 (one session per account: the manager stays in store 0)
let service: string; // store 0, no reviewer
beforeAll(async () => {
  s = await startServer();
  manager = (await managerIn(s, '安华宝马杭州西湖店')).token;
  managerB = (await accountIn(s, 'sales', '安华奔驰杭州滨江店')).token;
  service = (await accountIn(s, 'service', '安华宝马杭州西湖店')).token;
});
afterAll(async () => {
  await s?.close();
});

interface Coupon {
  id: string;
  couponName: string;
  roleType: number;
  couponStatus: number;
  sendCount: number;
  stock: number;
  insurerMode: string | null;
  discountId: string | null;
}
interface RecordRow {
  id: string;
  couponCode: string;
  status: number;
  ahMemberId: string;
  memberName: string;
  amount: number;
  validTo: string;
  couponName: string;
}
interface Member {
  id: string;
  phone: string;
  memberName: string;
}

const M = '/crm-member';
const get = <T>(path: string, query: Record<string, string | number> = {}, token = manager) => call<T>(s.app, 'GET', `${M}/${path}`, { token, query });
const post = <T>(path: string, body: unknown, token = manager) => call<T>(s.app, 'POST', `${M}/${path}`, { token, body });
const coupons = async (query: Record<string, string | number> = {}, token = manager) => (await get<{ records: Coupon[]; total: number }>('ahCoupon/list', { size: 100, ...query }, token)).data;
const couponById = async (id: string, token = manager) => (await get<Coupon>('ahCoupon/detail', { ahCouponId: id }, token)).data;
const stateHistory = <T>(resource: string, recordId: string) => call<T[]>(s.app, 'GET', '/blade-system/stateLog/list', { token: manager, query: { resource, recordId } });
const recordsOf = async (query: Record<string, string | number>, token = manager) => (await get<{ records: RecordRow[]; total: number }>('ahCouponRecord/list', { size: 100, ...query }, token)).data;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const good = {
  couponName: '测试保养券',
  roleType: 0,
  type: 0,
  discountType: 0,
  amount: 10_000,
  thresholdAmount: 0,
  startTime: day(-1),
  endTime: day(60),
  expiryOption: 0,
  allStores: 0,
  stock: 10,
  perMemberLimit: 1,
  sendType: 1,
};

let members: Member[] = [];
beforeAll(async () => {
  const r = await call<{ records: Member[] }>(s.app, 'GET', '/crm-member/ahMember/list', { token: manager, query: { current: 1, size: 40 } });
  expect(r.code, r.msg).toBe(200);
  members = r.data.records;
  expect(members.length).toBeGreaterThan(25);
});

let nameSeq = 0;
async function newCoupon(body: Record<string, unknown> = {}, up = true, token = manager): Promise<string> {
  const r = await post<{ id: string }>('ahCoupon/save', { ...good, couponName: `测试券${++nameSeq}`, ...body }, token);
  expect(r.code, r.msg).toBe(200);
  if (up) expect((await post('ahCoupon/up', { id: r.data.id }, token)).code).toBe(200);
  return r.data.id;
}
const sendTo = (id: string, values: Record<string, unknown>, token = manager) => post<{ count: number; couponCodes: string[] }>('ahCoupon/send', { id, sendTarget: 0, ...values }, token);
let memberSeq = 0;
const nextMember = () => members[memberSeq++ % members.length];

describe('coupon catalogue', () => {
  it('lists the seeded catalogue by role type, the slices of one table', async () => {
    expect((await coupons({ roleType: 0 })).records.map((c) => c.couponName)).toEqual(expect.arrayContaining(['首保工时8折券', '新车交付精品200元券', '春季空调检测券']));
    expect((await coupons({ roleType: 1 })).records.map((c) => c.couponName)).toEqual(['购车尾款抵扣500元券']);
    expect((await coupons({ roleType: 3, insurerMode: '2' })).records.map((c) => c.couponName)).toEqual(['续保定额保养券']);
    expect((await coupons({ couponStatus: 0 })).records.map((c) => c.couponName)).toEqual(['春季空调检测券']);
    // another store's catalogue is its own
    const mine = new Set((await coupons()).records.map((c) => c.id));
    const theirs = (await coupons({}, managerB)).records;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((c) => mine.has(c.id))).toBe(false);
  });

  it('refuses a coupon breaking its rules with the field’s message, and saves a good one unlisted', async () => {
    const before = (await coupons()).total;
    expect(await post('ahCoupon/save', { ...good, couponName: '' })).toMatchObject({ code: 400, msg: '卡券名称不能为空' });
    expect(await post('ahCoupon/save', { ...good, amount: 0 })).toMatchObject({ code: 400, msg: '请输入卡券面额', data: { field: 'amount' } });
    expect(await post('ahCoupon/save', { ...good, discountType: 1, discount: 100 })).toMatchObject({ code: 400 });
    expect(await post('ahCoupon/save', { ...good, discountType: 1, discount: null })).toMatchObject({ code: 400, msg: '折扣须为1到99之间的整数（85即8.5折）' });
    expect(await post('ahCoupon/save', { ...good, endTime: day(-3) })).toMatchObject({ code: 400, msg: '结束日期不能早于开始日期' });
    expect(await post('ahCoupon/save', { ...good, expiryOption: 1 })).toMatchObject({ code: 400, msg: '请输入领取后有效天数' });
    expect(await post('ahCoupon/save', { ...good, roleType: 3 })).toMatchObject({ code: 400, msg: '请选择保险卡券的发放模式' });
    expect(await post('ahCoupon/save', { ...good, roleType: 3, insurerMode: '2' })).toMatchObject({ code: 400, msg: '定额卡券须选择优惠限额' });
    expect(await post('ahCoupon/save', { ...good, roleType: 7 })).toMatchObject({ code: 400, msg: '卡券类别取值无效' });
    expect(await post('ahCoupon/save', { ...good, stock: -1 })).toMatchObject({ code: 400 });
    expect((await coupons()).total).toBe(before);
    const id = await newCoupon({ couponStatus: 1 }, false);
    expect(await couponById(id)).toMatchObject({ couponStatus: 0, sendCount: 0 });
  });

  it('edits and deletes only unlisted; up and down follow the listing machine', async () => {
    const id = await newCoupon({}, false);
    expect((await post('ahCoupon/update', { id, stock: 20 })).code).toBe(200);
    expect(await post('ahCoupon/down', { id })).toMatchObject({ code: 10300, msg: '卡券已下架' });
    expect((await post('ahCoupon/up', { id })).code).toBe(200);
    expect(await post('ahCoupon/up', { id })).toMatchObject({ code: 10300, msg: '卡券已上架' });
    expect(await post('ahCoupon/update', { id, stock: 30 })).toMatchObject({ code: 10300, msg: '卡券已上架，请先下架再编辑' });
    expect(await post('ahCoupon/remove', { ids: id })).toMatchObject({ code: 10300 });
    expect((await couponById(id)).stock).toBe(20);
    expect((await post('ahCoupon/down', { id })).code).toBe(200);
    expect((await post('ahCoupon/remove', { ids: id })).code).toBe(200);
    expect((await get('ahCoupon/detail', { ahCouponId: id })).code).toBe(404);
  });

  it('answers the store list and the sendable ("special") list', async () => {
    const id = await newCoupon({ allStores: 1 });
    const stores = await get<Array<{ branchName: string }>>('ahCoupon/getStoreList', { ahCouponId: id });
    expect(stores.data.length).toBeGreaterThan(3);
    const only = await newCoupon({ allStores: 0 });
    expect((await get<Array<{ branchName: string }>>('ahCoupon/getStoreList', { ahCouponId: only })).data.map((x) => x.branchName)).toEqual(['安华宝马杭州西湖店']);
    const list = (await get<Array<{ id: string }>>('ahCoupon/getCouponList', { roleType: '0' })).data.map((c) => c.id);
    expect(list).toContain(id);
    const down = await newCoupon({}, false);
    expect((await get<Array<{ id: string }>>('ahCoupon/getCouponList', {})).data.map((c) => c.id)).not.toContain(down);
    expect((await get('ahCoupon/getStoreList', { ahCouponId: id }, managerB)).code).toBe(404);
  });
});

describe('sending', () => {
  it('sends to one member: a unique code, the send count and a record in the store', async () => {
    const id = await newCoupon({ stock: 5 });
    const m = nextMember();
    const r = await sendTo(id, { ahMemberId: m.id });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.couponCodes[0]).toMatch(/^\d{12}$/);
    expect((await couponById(id)).sendCount).toBe(1);
    const recs = await recordsOf({ ahCouponId: id });
    expect(recs.records).toMatchObject([{ ahMemberId: m.id, status: 0, couponCode: r.data.couponCodes[0], amount: 10_000 }]);
    // the next send to the same member is beyond the per-member limit of 1
    expect(await sendTo(id, { ahMemberId: m.id })).toMatchObject({ code: 10300, msg: `会员${m.memberName}（${m.phone}）已达每人限领张数（1张）` });
    expect((await couponById(id)).sendCount).toBe(1);
  });

  it('sends to a list of phones, all or nothing, with the phone rule', async () => {
    const id = await newCoupon({ stock: 5 });
    const [a, b] = [nextMember(), nextMember()];
    expect(await sendTo(id, { sendTarget: 1, phone: `${a.phone},1234` })).toMatchObject({ code: 400, msg: '请输入有效手机号：1234', data: { field: 'phone' } });
    expect(await sendTo(id, { sendTarget: 1, phone: `${a.phone},13911112222` })).toMatchObject({ code: 400, msg: '以下手机号不是本店会员：13911112222' });
    expect((await couponById(id)).sendCount).toBe(0);
    const r = await sendTo(id, { sendTarget: 1, phone: `${a.phone}，${b.phone}\n${a.phone}` });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.count).toBe(2);
    expect(new Set(r.data.couponCodes).size).toBe(2);
  });

  it('sends to the owners of a list of VINs, with the VIN rule', async () => {
    const id = await newCoupon({ stock: 5 });
    const cars = await call<{ records: Array<{ vin: string; memberId: string }> }>(s.app, 'GET', '/crm-member/ahMemberCar/list', { token: manager, query: { current: 1, size: 2 } });
    const vins = cars.data.records.map((c) => c.vin);
    expect(await sendTo(id, { sendTarget: 2, vinList: 'ABC' })).toMatchObject({ code: 400, data: { field: 'vinList' } });
    expect(await sendTo(id, { sendTarget: 2, vinList: testVin() })).toMatchObject({ code: 400, msg: expect.stringContaining('以下车架号没有本店会员车辆') });
    const r = await sendTo(id, { sendTarget: 2, vinList: vins.join(',') });
    expect(r.code, r.msg).toBe(200);
    const holders = (await recordsOf({ ahCouponId: id })).records.map((x) => x.ahMemberId).sort();
    expect(holders).toEqual([...new Set(cars.data.records.map((c) => c.memberId))].sort());
  });

  it('sends to a member group', async () => {
    const groups = await call<{ records: Array<{ id: string; memberCount: number }> }>(s.app, 'GET', '/crm-member/ahMemberGroupController/pageList', { token: manager, query: { current: 1, size: 20 } });
    const g = groups.data.records.find((x) => x.memberCount > 0 && x.memberCount <= 30);
    expect(g).toBeTruthy();
    const id = await newCoupon({ stock: 200 });
    const r = await sendTo(id, { sendTarget: 3, ahMemberGroupId: g!.id });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.count).toBe(g!.memberCount);
  });

  it('refuses a send beyond stock, of an unlisted coupon, and without a target; nothing changes', async () => {
    const id = await newCoupon({ stock: 1 });
    const [a, b] = [nextMember(), nextMember()];
    expect(await sendTo(id, { sendTarget: 1, phone: `${a.phone},${b.phone}` })).toMatchObject({ code: 10300, msg: '卡券库存不足：剩余1张，本次需发放2张' });
    expect(await sendTo(id, { ahMemberId: '' })).toMatchObject({ code: 400, msg: '请选择会员' });
    expect((await post('ahCoupon/down', { id })).code).toBe(200);
    expect(await sendTo(id, { ahMemberId: a.id })).toMatchObject({ code: 10300, msg: '卡券未上架，不能发放' });
    expect((await couponById(id)).sendCount).toBe(0);
    expect((await recordsOf({ ahCouponId: id })).total).toBe(0);
    // a coupon of another store is not found
    const other = await newCoupon({}, true, managerB);
    expect((await sendTo(other, { ahMemberId: a.id })).code).toBe(404);
  });

  it('never sends past the last stock when sends race', async () => {
    const id = await newCoupon({ stock: 3 });
    const targets = Array.from({ length: 10 }, () => nextMember());
    const answers = await Promise.all(targets.map((m) => sendTo(id, { ahMemberId: m.id })));
    expect(answers.filter((r) => r.code === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.code !== 200).every((r) => r.code === 10300)).toBe(true);
    expect((await couponById(id)).sendCount).toBe(3);
    expect((await recordsOf({ ahCouponId: id })).total).toBe(3);
  });

  it('sends an insurer coupon for a policy at the insurer’s proportion', async () => {
    const insurers = await get<{ records: Array<{ id: string; insurerName: string; insurerMode: string }> }>('ahCouponInsurer/list', { insurerName: '人保' });
    expect(insurers.data.records.map((x) => x.insurerName)).toEqual(['中国人保']);
    const id = await newCoupon({ roleType: 3, insurerMode: '1', ahCouponInsurerId: insurers.data.records[0].id, amount: 1 });
    const m = nextMember();
    expect(await post('ahCoupon/sendInsurerCoupon', { id, ahMemberId: m.id, vin: 'BAD', inputFee: 486_000 })).toMatchObject({ code: 400, msg: '车架号格式有误' });
    const r = await post<{ amount: number; couponCodes: string[] }>('ahCoupon/sendInsurerCoupon', { id, ahMemberId: m.id, vin: testVin(), inputFee: 486_000 });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.amount).toBe(48_600);
    expect((await recordsOf({ ahCouponId: id })).records[0].amount).toBe(48_600);
  });
});

describe('verification by code', () => {
  async function issued(body: Record<string, unknown> = {}): Promise<{ code: string; couponId: string }> {
    const couponId = await newCoupon({ stock: 50, ...body });
    const r = await sendTo(couponId, { ahMemberId: nextMember().id });
    expect(r.code, r.msg).toBe(200);
    return { code: r.data.couponCodes[0], couponId };
  }

  it('shows the coupon and its owner, verifies once, logs it, and refuses the second time', async () => {
    const { code } = await issued();
    const d = await get<{ couponCode: string; memberName: string; canVerify: boolean; status: number }>('ahCouponRecord/getDetailByCode', { couponCode: code });
    expect(d.data).toMatchObject({ couponCode: code, canVerify: true, status: 0 });
    expect(d.data.memberName).toBeTruthy();
    const v = await post('ahCouponRecord/verifyCoupon', { couponCode: code, verifyRemark: '保养使用' });
    expect(v).toMatchObject({ code: 200, data: { isCross: 0, status: 1 } });
    expect(await post('ahCouponRecord/verifyCoupon', { couponCode: code })).toMatchObject({ code: 10300, msg: '该卡券已核销，不能重复使用' });
    expect((await get<{ canVerify: boolean }>('ahCouponRecord/getDetailByCode', { couponCode: code })).data.canVerify).toBe(false);
    const logs = await get<{ records: Array<{ couponCode: string; verifyRemark: string; operatorName: string }> }>('ahCouponRecord/verifyLogList', { couponCode: code });
    expect(logs.data.records).toMatchObject([{ couponCode: code, verifyRemark: '保养使用', operatorName: '王建国' }]);
    const rec = (await recordsOf({ couponCode: code })).records[0];
    const history = await stateHistory<{ action: string; fromValue: string; toValue: string }>('ahCouponRecord', rec.id);
    expect(history.data.map((h) => [h.action, h.fromValue, h.toValue])).toEqual([['verify', '0', '1']]);
  });

  it('lets exactly one of twenty counters verify a code at once', async () => {
    const { code } = await issued();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post('ahCouponRecord/verifyCoupon', { couponCode: code, verifyRemark: `柜台${i}` })));
    expect(answers.filter((r) => r.code === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.code !== 200).every((r) => r.code === 10300)).toBe(true);
    expect((await get<{ total: number }>('ahCouponRecord/verifyLogList', { couponCode: code })).data.total).toBe(1);
  });

  it('refuses unknown, malformed, expired, voided, unlisted and another tenant’s codes; nothing changes', async () => {
    expect(await get('ahCouponRecord/getDetailByCode', { couponCode: '999999999999' })).toMatchObject({ code: 404, msg: '券码不存在' });
    expect(await post('ahCouponRecord/verifyCoupon', { couponCode: '999999999999' })).toMatchObject({ code: 404, msg: '券码不存在' });
    expect(await post('ahCouponRecord/verifyCoupon', { couponCode: 'abc' })).toMatchObject({ code: 400, msg: '券码格式错误' });
    expect(await post('ahCouponRecord/verifyCoupon', { couponCode: '' })).toMatchObject({ code: 400, msg: '请输入券码' });

    // expired: valid 3 days after issue, and the clock moves on
    const { code: soon } = await issued({ expiryOption: 1, periodDays: 3 });
    // (the window is moved back rather than the clock forward: tokens are short-lived)
    await s.database.ownerDb.update(ahCouponRecord).set({ validTo: new Date(Date.now() - 60_000) }).where(eq(ahCouponRecord.couponCode, soon));
    expect(await post('ahCouponRecord/verifyCoupon', { couponCode: soon })).toMatchObject({ code: 10300, msg: '该卡券已过期' });
    expect((await recordsOf({ couponCode: soon })).records[0].status).toBe(2);

    // voided, with its reason in the history
    const { code: voided } = await issued();
    const rec = (await recordsOf({ couponCode: voided })).records[0];
    expect(await post('ahCouponRecord/voidCoupon', { id: rec.id, reason: '' })).toMatchObject({ code: 400 });
    expect((await post('ahCouponRecord/voidCoupon', { id: rec.id, reason: '客户退车' })).code).toBe(200);
    expect(await post('ahCouponRecord/voidCoupon', { id: rec.id, reason: '再次' })).toMatchObject({ code: 10300, msg: '该卡券已作废' });
    expect(await post('ahCouponRecord/verifyCoupon', { couponCode: voided })).toMatchObject({ code: 10300, msg: '该卡券已作废' });

    // unlisted after it was sent
    const { code: unlisted, couponId } = await issued();
    expect((await post('ahCoupon/down', { id: couponId })).code).toBe(200);
    expect(await post('ahCouponRecord/verifyCoupon', { couponCode: unlisted })).toMatchObject({ code: 10300, msg: '该卡券已下架，不能核销' });
    expect((await recordsOf({ couponCode: unlisted })).records[0].status).toBe(0);

    // another tenant's code is no code at all
    const foreign = '777700001111';
    const [c] = await s.database.ownerDb.select().from(ahCoupon).where(eq(ahCoupon.id, couponId));
    await s.database.ownerDb.insert(ahCouponRecord).values({ ...(c as never as Record<string, unknown>), id: newId(), tenantId: '999999', couponCode: foreign, ahCouponId: couponId, status: 0, validFrom: new Date(), validTo: new Date(Date.now() + 86_400_000) } as never);
    expect(await get('ahCouponRecord/getDetailByCode', { couponCode: foreign })).toMatchObject({ code: 404, msg: '券码不存在' });
    expect(await post('ahCouponRecord/verifyCoupon', { couponCode: foreign })).toMatchObject({ code: 404, msg: '券码不存在' });
    const [still] = await s.database.ownerDb.select({ status: ahCouponRecord.status }).from(ahCouponRecord).where(and(eq(ahCouponRecord.tenantId, '999999'), eq(ahCouponRecord.couponCode, foreign)));
    expect(still.status).toBe(0);
  });

  it('verifies a group-wide coupon in another store and lists it as cross-store; a store-only one is refused there', async () => {
    const { code: wide } = await issued({ allStores: 1 });
    const { code: local } = await issued({ allStores: 0 });
    expect(await post('ahCouponRecord/verifyCoupon', { couponCode: local }, managerB)).toMatchObject({ code: 10300, msg: '该卡券仅限发放门店使用，不能在本店核销' });
    expect(await post('ahCouponRecord/verifyCoupon', { couponCode: wide }, managerB)).toMatchObject({ code: 200, data: { isCross: 1 } });
    const cross = await get<{ records: Array<{ couponCode: string; issueStoreName: string; verifyStoreName: string }> }>('ahCouponRecord/verifyLogList', { isCross: 1, couponCode: wide }, managerB);
    expect(cross.data.records).toMatchObject([{ couponCode: wide, issueStoreName: '安华宝马杭州西湖店', verifyStoreName: '安华奔驰杭州滨江店' }]);
    // the issuing store sees its coupon used, and where
    expect((await recordsOf({ couponCode: wide })).records[0]).toMatchObject({ status: 1, verifyStoreName: '安华奔驰杭州滨江店' });
  });

  it('lists the coupons due within the window of the tenant’s setting', async () => {
    const due = await get<{ records: Array<{ validTo: string; couponCode: string }>; total: number }>('ahCouponRecord/dueList', { size: 100 });
    expect(due.data.total).toBeGreaterThan(0);
    const limit = Date.now() + 7 * 86_400_000;
    expect(due.data.records.every((r) => new Date(r.validTo).getTime() < limit && new Date(r.validTo).getTime() >= Date.now() - 60_000)).toBe(true);
    const tenantId = (await s.database.ownerDb.select({ t: ahCoupon.tenantId }).from(ahCoupon).limit(1))[0].t;
    await s.database.ownerDb.insert(param).values({ id: newId(), tenantId: String(tenantId), paramName: '卡券到期提醒天数', paramKey: 'coupon.dueDays', paramValue: '1' });
    s.clock.offsetMs = 2000; // a new second: the list is built again
    try {
      const narrow = await get<{ total: number }>('ahCouponRecord/dueList', { size: 100 });
      expect(narrow.data.total).toBeLessThan(due.data.total);
    } finally {
      s.clock.offsetMs = 0;
    }
  });
});

describe('over-quota review', () => {
  let quotaId = '';
  let discountId = '';
  beforeAll(async () => {
    const q = (await coupons({ roleType: 3, insurerMode: '2' })).records[0];
    quotaId = q.id;
    discountId = q.discountId!;
  });
  const sendQuota = (m: Member, token = service) => post<{ checked: boolean; ahCouponCheckId: string; couponCodes: string[]; msg: string }>('ahCoupon/sendQuotaInsurerCoupon', { id: quotaId, ahMemberId: m.id, vin: testVin(), inputFee: 500_000, imgPath: '/demo/coupon/policy_vin-LSVAU2180N2183710_fee-4860.00_insurer-PICC.png', otherEnclosure: '/demo/coupon/voucher-1a.png' }, token);
  const checksList = async (query: Record<string, string | number> = {}) => (await get<{ records: Array<{ id: string; checkStatus: number; memberName: string; couponCode: string | null }>; total: number }>('ahCouponCheck/getCouponCheckList', { isCheck: 1, size: 100, ...query })).data;

  it('grants within the limit, and sends the rest to review with the coupon tip', async () => {
    const m = members[members.length - 1];
    const first = await sendQuota(m);
    expect(first.code, first.msg).toBe(200);
    expect(first.data.checked).toBe(false);
    const quota = await get<{ usedAmount: number; limitAmount: number; remainAmount: number }>('ahCouponQuotaDiscount/quotaCouponList', { discountId, ahMemberId: m.id });
    expect(quota.data).toMatchObject({ usedAmount: 80_000, limitAmount: 100_000, remainAmount: 20_000 });
    const before = (await couponById(quotaId)).sendCount;
    const over = await sendQuota(m);
    expect(over.data).toMatchObject({ checked: true, msg: '超出优惠限额的卡券需人工审核' });
    expect((await couponById(quotaId)).sendCount).toBe(before);
    expect((await checksList({ checkStatus: 0 })).records.map((c) => c.id)).toContain(over.data.ahCouponCheckId);
    const policy = await get<{ images: string[] }>('ahCouponCheck/viewPolicy', { ahCouponCheckId: over.data.ahCouponCheckId, isCheck: 1 });
    expect(policy.data.images).toEqual(['/demo/coupon/policy_vin-LSVAU2180N2183710_fee-4860.00_insurer-PICC.png']);
    expect((await get<{ images: string[] }>('ahCouponCheck/viewVoucher', { ahCouponCheckId: over.data.ahCouponCheckId })).data.images).toEqual(['/demo/coupon/voucher-1a.png']);
    // the plain send does not slip past the limit
    expect(await sendTo(quotaId, { ahMemberId: m.id })).toMatchObject({ code: 10300 });
  });

  it('only a reviewer passes, never their own request; pass issues the coupon once; reject needs its reason', async () => {
    const a = members[members.length - 2];
    await sendQuota(a);
    const req = await sendQuota(a);
    const id = req.data.ahCouponCheckId;
    expect(id).toBeTruthy();
    // the service advisor is no reviewer
    expect(await post('ahCouponVerifyCheck/updateCheckStatus', { id, checkStatus: 1 }, service)).toMatchObject({ code: 10300, msg: '您不是本店的卡券审核人员，不能审核' });
    // the manager reviews, but not a request of their own
    const own = await sendQuota(a, manager);
    expect(await post('ahCouponCheck/updateCheckStatus', { id: own.data.ahCouponCheckId, checkStatus: 1 })).toMatchObject({ code: 10300, msg: '不能审核自己提交的申请' });
    expect(await post('ahCouponCheck/updateCheckStatus', { id, checkStatus: 5 })).toMatchObject({ code: 400, msg: '审核状态取值无效' });
    expect(await post('ahCouponCheck/updateCheckStatus', { id, checkStatus: 2, reason: '' })).toMatchObject({ code: 400 });
    const pass = await post<{ couponCode: string }>('ahCouponVerifyCheck/updateCheckStatus', { id, checkStatus: 1 });
    expect(pass.code, pass.msg).toBe(200);
    expect(pass.data.couponCode).toMatch(/^\d{12}$/);
    expect(await post('ahCouponCheck/updateCheckStatus', { id, checkStatus: 2, reason: '晚了' })).toMatchObject({ code: 10300, msg: '该申请已审核通过' });
    expect(await post('ahCouponCheck/updateCheckStatus', { id, checkStatus: 1 })).toMatchObject({ code: 10300, msg: '该申请已审核通过' });
    expect((await recordsOf({ couponCode: pass.data.couponCode })).records[0]).toMatchObject({ ahMemberId: a.id, status: 0 });

    const b = await sendQuota(a);
    expect((await post('ahCouponCheck/updateCheckStatus', { id: b.data.ahCouponCheckId, checkStatus: 2, reason: '保单不在活动期内' })).code).toBe(200);
    const rejected = (await checksList({ checkStatus: 2 })).records.find((c) => c.id === b.data.ahCouponCheckId);
    expect(rejected).toBeTruthy();
    const history = await stateHistory<{ action: string; reason: string }>('ahCouponCheck', b.data.ahCouponCheckId);
    expect(history.data).toMatchObject([{ action: 'reject', reason: '保单不在活动期内' }]);
    // another store's reviews are not found there
    expect((await post('ahCouponCheck/updateCheckStatus', { id: b.data.ahCouponCheckId, checkStatus: 1 }, managerB)).code).toBeGreaterThanOrEqual(400);
  });

  it('keeps reviewers once per store and names them', async () => {
    const [sales] = await s.database.ownerDb.select({ id: user.id }).from(user).where(and(eq(user.account, 'sales'), eq(user.tenantId, '000001')));
    const r = await post('ahCouponCheckPersonnel/save', { userId: sales.id });
    expect(r.code, r.msg).toBe(200);
    expect(await post('ahCouponCheckPersonnel/save', { userId: sales.id })).toMatchObject({ code: 400, msg: '该用户已是审核人员' });
    const list = await get<{ records: Array<{ userName: string }> }>('ahCouponCheckPersonnel/list', { size: 20 });
    expect(list.data.records.map((x) => x.userName)).toEqual(expect.arrayContaining(['王建国', '李晓梅']));
  });
});

describe('insurers, quotations and post-sales packages', () => {
  it('reads a policy image with the local OCR provider, as a proposal', async () => {
    const r = await post<{ vin: string; fee: number; insurerName: string }>('ahCouponInsurer/imgOcrSpot', { imgPath: '/demo/coupon/policy_vin-LSVAU2180N2183710_fee-4860.00_insurer-PICC.png' });
    expect(r.data).toMatchObject({ vin: 'LSVAU2180N2183710', fee: 486_000, insurerName: 'PICC' });
    expect((await post<{ vin: string }>('ahCouponInsurer/imgOcrSpot', { imgPath: '/x/scan.png' })).data).toMatchObject({ vin: '', fee: 0 });
    expect(await post('ahCouponInsurer/imgOcrSpot', { imgPath: '' })).toMatchObject({ code: 400, msg: '请上传保单图片' });
  });

  it('reads the QR code printed on a policy photo in the embedded store (PNG and JPEG), and names the insurer by id', async () => {
    const insurer = (await get<{ records: Array<{ id: string; insurerName: string }> }>('ahCouponInsurer/list', { insurerName: '中国人保' })).data.records[0];
    const text = `policy=PDAA2026330100000123&vin=LSVAU2180N2183711&fee=3560.00&insurer=${encodeURIComponent(insurer.insurerName)}&plate=${encodeURIComponent('浙A12345')}`;
    const png = await QRCode.toBuffer(text, { type: 'png', margin: 4, scale: 6 });
    const picture = PNG.sync.read(png);
    const jpg = jpeg.encode({ data: picture.data, width: picture.width, height: picture.height }, 90).data;
    const store = new DiskStore(() => ossRoot(s.services.config), 1e8);
    const stamp = Date.now();
    // the file names say nothing: what is read comes from the pixels
    const pngKey = `commonFile/${DEMO_TENANT}/scan${stamp}.png`;
    const jpgKey = `commonFile/${DEMO_TENANT}/scan${stamp}.jpg`;
    await store.put(pngKey, png, 'image/png', {}, new Date());
    await store.put(jpgKey, jpg, 'image/jpeg', {}, new Date());
    const expected = { vin: 'LSVAU2180N2183711', fee: 356_000, insurerName: insurer.insurerName, companyId: insurer.id, policyNo: 'PDAA2026330100000123', plateNo: '浙A12345' };
    expect((await post('ahCouponInsurer/imgOcrSpot', { imgPath: `http://127.0.0.1:8080/anhua-oss/${pngKey}` })).data).toMatchObject(expected);
    expect((await post('ahCouponInsurer/imgOcrSpot', { imgPath: `/anhua-oss/${jpgKey}` })).data).toMatchObject(expected);
    // another tenant's folder is not read, nor is a picture without a code
    const foreignKey = `commonFile/000002/scan${stamp}.png`;
    await store.put(foreignKey, png, 'image/png', {}, new Date());
    expect((await post('ahCouponInsurer/imgOcrSpot', { imgPath: `/anhua-oss/${foreignKey}` })).data).toMatchObject({ vin: '', fee: 0, companyId: '' });
    const blank = PNG.sync.write(new PNG({ width: 40, height: 40 }));
    await store.put(`commonFile/${DEMO_TENANT}/blank${stamp}.png`, blank, 'image/png', {}, new Date());
    expect((await post('ahCouponInsurer/imgOcrSpot', { imgPath: `/anhua-oss/commonFile/${DEMO_TENANT}/blank${stamp}.png` })).data).toMatchObject({ vin: '', fee: 0 });
  });

  it('saves quotations with the VIN rule and answers their coupons', async () => {
    const insurer = (await get<{ records: Array<{ id: string; insurerName: string }> }>('ahCouponInsurer/list', { insurerName: '中国人保' })).data.records[0];
    const m = members[0];
    expect(await post('AhCouponInsurerQuotation/saveOrUpdate', { vin: 'LSVAU2180N218371', fee: 400_000, companyId: insurer.id })).toMatchObject({ code: 400, msg: '车架号格式有误' });
    expect(await post('AhCouponInsurerQuotation/saveOrUpdate', { vin: testVin(), fee: 400_000, companyId: '123' })).toMatchObject({ code: 400, msg: '保险公司不存在' });
    const r = await post<{ id: string }>('AhCouponInsurerQuotation/saveOrUpdate', { vin: testVin(), fee: 400_000, companyId: insurer.id, ahMemberId: m.id });
    expect(r.code, r.msg).toBe(200);
    const d = await get<{ memberName: string; fee: number }>('AhCouponInsurerQuotation/detail', { ahCouponInsurerQuotationId: r.data.id });
    expect(d.data).toMatchObject({ memberName: m.memberName, fee: 400_000 });
    const cs = await get<Array<{ couponName: string; value: number }>>('AhCouponInsurerQuotation/getCouponList', { ahCouponInsurerQuotationId: r.data.id });
    expect(cs.data.find((c) => c.couponName === '续保返现券')?.value).toBe(40_000);
    expect((await post('AhCouponInsurerQuotation/saveOrUpdate', { id: r.data.id, fee: 410_000 })).code).toBe(200);
    expect((await post('AhCouponInsurerQuotation/delete', { ids: r.data.id })).code).toBe(200);
    expect((await get('AhCouponInsurerQuotation/detail', { ahCouponInsurerQuotationId: r.data.id })).code).toBe(404);
    expect((await get<{ total: number }>('AhCouponInsurerQuotation/getPage', {})).data.total).toBeGreaterThan(0);
  });

  it('keeps post-sales packages of the store’s coupons', async () => {
    const [c1, c2] = (await coupons({ roleType: 0 })).records;
    expect(await post('ahCouponPostSales/save', { packageName: '二保券包', serviceItem: '二次保养', couponIds: '123' })).toMatchObject({ code: 400, msg: '所选卡券不存在' });
    const r = await post<{ id: string }>('ahCouponPostSales/save', { packageName: '二保券包', serviceItem: '二次保养', couponIds: c1.id });
    expect(r.code, r.msg).toBe(200);
    expect((await post('ahCouponPostSales/updateCouponPostSales', { ahCouponPostSalesId: r.data.id, couponIds: `${c1.id},${c2.id}` })).code).toBe(200);
    const vo = await get<{ coupons: Array<{ id: string }> }>('ahCouponPostSales/getSalesCouponListVO', { ahCouponPostSalesId: r.data.id });
    expect(vo.data.coupons.map((c) => c.id)).toEqual([c1.id, c2.id]);
    expect((await get('ahCouponPostSales/getSalesCouponListVO', { ahCouponPostSalesId: r.data.id }, managerB)).code).toBe(404);
    expect((await post('ahCouponPostSales/delete', { ids: r.data.id })).code).toBe(200);
  });

});
