/**
 * A contract's gift coupons and sub-cards (docs/contracts.md, "Gifts"): named on the contract (bad
 * lists refused), issued to the customer exactly once when the contract is signed (two signing
 * callbacks at once: one signing, one issue, each with its record and log row), a refused gift kept
 * with its reason and issued later by 发放赠品 once, and a paper contract's pass issuing them too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness';
import { accountIn, managerIn } from './car-order-helpers';
import { CONTRACT_STATE } from '../../src/machines/contract-review.machine';
import { GIFT_STATE, type ContractGift } from '../../src/domain/resources/sales/contract';

let s: TestServer;
/** the seeded approver groups review there: 王建国 (the manager), then the group administrator */
const STORE = '安华奔驰杭州滨江店';
let sales: string;
let manager: string;
let admin: string;

const C = '/crm-member/ahElectronicContract';
const api = <T = unknown>(token: string, method: 'GET' | 'POST', path: string, data: Record<string, unknown> = {}) =>
  call<T>(s.app, method, path, method === 'GET' ? { token, query: data as Record<string, string> } : { token, body: data });

interface Contract {
  id: string;
  state: number;
  giftState: number | null;
  giftResult: ContractGift[] | null;
}

let seq = 0;
/** a phone nobody in the store has: the customer becomes a member when the gifts go out */
const newPhone = () => `139${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++seq).padStart(2, '0')}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

async function newCoupon(stock = 10): Promise<string> {
  const r = await api<{ id: string }>(manager, 'POST', '/crm-member/ahCoupon/save', {
    couponName: `合同赠券${++seq}`, roleType: 0, type: 0, discountType: 0, amount: 20000, startTime: day(-1), endTime: day(60), expiryOption: 0, allStores: 0, stock, perMemberLimit: 5, sendType: 1,
  });
  expect(r.code, r.msg).toBe(200);
  expect((await api(manager, 'POST', '/crm-member/ahCoupon/up', { id: r.data.id })).code).toBe(200);
  return r.data.id;
}

async function newCard(): Promise<string> {
  const r = await api<{ id: string }>(manager, 'POST', '/crm-member/ahSubCard/save', { cardName: `合同赠送洗车卡${++seq}`, project: '精洗', totalCount: 6, price: 30000, effectNum: 12, effectUnit: 1, takeEffect: 0 });
  expect(r.code, r.msg).toBe(200);
  expect((await api(manager, 'POST', '/crm-member/ahSubCard/up', { id: r.data.id })).code).toBe(200);
  return r.data.id;
}

async function newContract(phone: string, over: Record<string, unknown> = {}): Promise<string> {
  const r = await api<{ id: string }>(sales, 'POST', `${C}/save`, { contractType: 3, customerName: '赠品客户', customerPhone: phone, carPrice: 25000000, ...over });
  expect(r.code, r.msg).toBe(200);
  return r.data.id;
}
const get = async (id: string) => (await api<Contract>(sales, 'GET', `${C}/detail`, { id })).data;
const act = (token: string, path: string, body: Record<string, unknown>) => api<Record<string, unknown>>(token, 'POST', `${C}/${path}`, body);

async function approved(id: string) {
  expect((await act(sales, 'submitReview', { id })).code).toBe(200);
  expect((await act(manager, 'passReview', { id })).code).toBe(200);
  expect((await act(admin, 'passReview', { id })).code).toBe(200);
}

const couponRecords = async (couponId: string) => (await api<{ records: Array<{ couponCode: string; phone: string; remark: string | null }> }>(manager, 'GET', '/crm-member/ahCouponRecord/list', { ahCouponId: couponId, size: '50' })).data.records;
const cardSends = async (phone: string) => (await api<{ records: Array<{ subCardCode: string; logType: number }> }>(manager, 'GET', '/crm-member/ahSubCard/logList', { memberPhone: phone, logType: '0', size: '50' })).data.records;
const signPost = (token: string) => s.app.inject({ method: 'POST', url: '/api/crm-member/eSign/local/sign', payload: { token, agree: '1' } });

beforeAll(async () => {
  s = await startServer();
  ({ token: sales } = await accountIn(s, 'sales', STORE));
  ({ token: admin } = await accountIn(s, 'admin', STORE));
  ({ token: manager } = await managerIn(s, STORE));
}, 300_000);
afterAll(async () => {
  await s?.close();
});

describe('gift lists on the contract', () => {
  it('takes only live coupons and sub-cards of the store, and changes nothing when refused', async () => {
    const phone = newPhone();
    const coupon = await newCoupon();
    expect(await api(sales, 'POST', `${C}/save`, { contractType: 3, customerName: '赠品客户', customerPhone: phone, giftCouponIds: '123456789' })).toMatchObject({ code: 400, msg: '赠送卡券不存在', data: { field: 'giftCouponIds' } });
    expect(await api(sales, 'POST', `${C}/save`, { contractType: 3, customerName: '赠品客户', customerPhone: phone, giftSubCardIds: 'abc' })).toMatchObject({ code: 400, msg: '赠送次卡格式错误', data: { field: 'giftSubCardIds' } });
    // another store's coupon is not this store's gift
    const { token: other } = await accountIn(s, 'service', '安华宝马杭州西湖店');
    const list = await api<{ records: Array<{ id: string }> }>(other, 'GET', '/crm-member/ahCoupon/list', { size: '1' });
    expect(list.code, list.msg).toBe(200);
    const theirs = list.data.records[0];
    expect((await api(sales, 'POST', `${C}/save`, { contractType: 3, customerName: '赠品客户', customerPhone: phone, giftCouponIds: theirs.id })).code).toBe(400);
    const id = await newContract(phone, { giftCouponIds: `${coupon},${coupon}` });
    expect((await api<{ giftCouponIds: string }>(sales, 'GET', `${C}/detail`, { id })).data.giftCouponIds).toBe(coupon);
    expect((await api(sales, 'POST', `${C}/update`, { id, giftCouponIds: `${coupon},99` })).code).toBe(400);
    expect((await api<{ giftCouponIds: string }>(sales, 'GET', `${C}/detail`, { id })).data.giftCouponIds).toBe(coupon);
  });
});

describe('gifts issued when the contract is signed', () => {
  it('issues each gift once when two signing callbacks arrive at once, with its record and log row', async () => {
    const phone = newPhone();
    const coupon = await newCoupon();
    const card = await newCard();
    const id = await newContract(phone, { giftCouponIds: coupon, giftSubCardIds: card });
    await approved(id);
    const start = await act(sales, 'getPreAuthSignUrl', { id });
    const token = new URL(String(start.data.signUrl)).searchParams.get('token')!;
    const answers = await Promise.all([signPost(token), signPost(token)]);
    expect(answers.map((a) => a.json().code).sort((a: number, b: number) => a - b)).toEqual([200, 10300]);
    const c = await get(id);
    expect(c).toMatchObject({ state: CONTRACT_STATE.signed, giftState: GIFT_STATE.issued });
    expect(c.giftResult!.map((g) => [g.kind, g.id, !!g.code, g.refusal ?? null])).toEqual([
      ['coupon', coupon, true, null],
      ['subCard', card, true, null],
    ]);
    // the coupon area's record and the sub-card area's send log: one each, to the customer, now a member
    const records = await couponRecords(coupon);
    expect(records.map((r) => [r.couponCode, r.phone])).toEqual([[c.giftResult![0].code, phone]]);
    expect(records[0].remark).toContain('赠送');
    expect((await cardSends(phone)).map((r) => r.subCardCode)).toEqual([c.giftResult![1].code]);
    const member = await api<{ records: Array<{ phone: string; memberName: string }> }>(manager, 'GET', '/crm-member/ahMember/list', { phone, size: '5' });
    expect(member.data.records.map((m) => m.memberName)).toEqual(['赠品客户']);
    expect((await api<{ sendCount: number }>(manager, 'GET', '/crm-member/ahCoupon/detail', { ahCouponId: coupon })).data.sendCount).toBe(1);
    // the history says what went out; nothing is owed, so 发放赠品 refuses
    const log = await api<Array<{ action: string; reason: string | null }>>(sales, 'GET', '/blade-system/stateLog/list', { resource: 'ahElectronicContract', recordId: id });
    expect(log.data.filter((l) => l.action === 'sendCardAndCoupon').map((l) => l.reason)).toEqual([expect.stringContaining(String(c.giftResult![0].code))]);
    expect(await act(manager, 'sendCardAndCoupon', { id })).toMatchObject({ code: 10300, msg: '合同未签署或赠品已全部发放' });
  });

  it('keeps a refused gift with its reason, and 发放赠品 issues only it, once, when sent twice at once', async () => {
    const phone = newPhone();
    const coupon = await newCoupon();
    const card = await newCard();
    const id = await newContract(phone, { giftCouponIds: coupon, giftSubCardIds: card });
    await approved(id);
    expect((await act(sales, 'sendCardAndCoupon', { id })).code).toBe(10300);
    // the coupon is taken off the shelf before the customer signs: the signature stands, the card goes out
    expect((await api(manager, 'POST', '/crm-member/ahCoupon/down', { id: coupon })).code).toBe(200);
    const start = await act(sales, 'getPreAuthSignUrl', { id });
    expect((await signPost(new URL(String(start.data.signUrl)).searchParams.get('token')!)).json().code).toBe(200);
    let c = await get(id);
    expect(c).toMatchObject({ state: CONTRACT_STATE.signed, giftState: GIFT_STATE.partly });
    expect(c.giftResult![0]).toMatchObject({ kind: 'coupon', refusal: '卡券未上架，不能发放' });
    expect(c.giftResult![0].code).toBeUndefined();
    expect(await couponRecords(coupon)).toEqual([]);
    const cardCode = c.giftResult![1].code;
    expect(cardCode).toBeTruthy();
    // still unlisted: refused again, nothing changes
    expect((await act(manager, 'sendCardAndCoupon', { id })).code).toBe(200);
    expect((await get(id)).giftState).toBe(GIFT_STATE.partly);
    expect((await api(manager, 'POST', '/crm-member/ahCoupon/up', { id: coupon })).code).toBe(200);
    const answers = await Promise.all([act(manager, 'sendCardAndCoupon', { id }), act(admin, 'sendCardAndCoupon', { id })]);
    expect(answers.map((a) => a.code).sort((a: number, b: number) => a - b)).toEqual([200, 10300]);
    c = await get(id);
    expect(c.giftState).toBe(GIFT_STATE.issued);
    expect(c.giftResult![1].code).toBe(cardCode);
    expect((await couponRecords(coupon)).map((r) => r.couponCode)).toEqual([c.giftResult![0].code]);
    expect((await cardSends(phone)).map((r) => r.subCardCode)).toEqual([cardCode]);
  });

  it('issues the gifts when a paper contract passes its examination', async () => {
    const phone = newPhone();
    const card = await newCard();
    const id = await newContract(phone, { giftSubCardIds: card });
    await approved(id);
    expect((await act(sales, 'uploadPaperContract', { id, paperScanUrls: '/scan/gift.jpg' })).code).toBe(200);
    expect((await cardSends(phone))).toEqual([]);
    expect((await act(manager, 'paperContractExamine', { id, examineResult: 1 })).code).toBe(200);
    expect(await get(id)).toMatchObject({ state: CONTRACT_STATE.signed, giftState: GIFT_STATE.issued });
    expect((await cardSends(phone))).toHaveLength(1);
  });
});
