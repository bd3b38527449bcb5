/**
 * crm-member/ahStoredValueCard: products (list, saveOrUpdate, changeUp), the dictionary, recharging,
 * sendSms and writeOffAmount, the log; money integrity (never negative, never without its log line,
 * twenty concurrent write-offs spend at most the balance, a retried request applied once, the log sums
 * to the balance for every card); and the ranks (ahRank and friends) with refreshRank moving a member
 * up after spending and down after the growth expires. Every refusal is checked to change nothing.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness';
import { accountIn, managerIn } from './car-order-helpers';
import { smsOutbox } from '../../server/db/schema';
import { asTenant } from '../../server/db/data-context';
import { DEMO_TENANT } from '../../server/db/seed';
import { ahCarOrder } from '../../server/db/resource-tables/car-orders';
import { ahRankCouponSend } from '../../server/db/resource-tables/ranks';
import { CAR_ORDER_STATES } from '../../src/machines/car-order.machine';

let s: TestServer;
let token: string;
let storeId: string;
let otherToken: string;
beforeAll(async () => {
  s = await startServer();
  ({ token, storeId } = await managerIn(s, '安华宝马杭州西湖店'));
  otherToken = (await accountIn(s, 'sales', '安华奔驰杭州滨江店')).token;
});
afterAll(async () => {
  await s?.close();
});

interface Product { id: string; cardName: string; faceValue: number; giftAmount: number; isUp: number; saleCount: number }
interface MemberCard { id: string; cardNo: string; balance: number; memberPhone: string; rechargeTotal: number; spentTotal: number; giftTotal: number }
interface Log { id: string; logType: number; amount: number; giftAmount: number; balanceBefore: number; balanceAfter: number; cardNo: string }
interface Answer { id: string; cardNo: string; logId: string; amount: number; giftAmount: number; balance: number }

const BASE = '/crm-member/ahStoredValueCard';
const get = <T>(path: string, query: Record<string, string | number> = {}, t = token) => call<T>(s.app, 'GET', `${BASE}/${path}`, { token: t, query });
const post = <T>(path: string, body: unknown, t = token) => call<T>(s.app, 'POST', `${BASE}/${path}`, { token: t, body });

let phoneSeq = 0;
async function newMember(t = token): Promise<string> {
  const phone = `139${String(Date.now() % 10_000).padStart(4, '0')}${String(++phoneSeq).padStart(4, '0')}`;
  const r = await call(s.app, 'POST', '/crm-member/ahMember/save', { token: t, body: { memberName: `储值测试${phoneSeq}`, phone } });
  expect(r.code, r.msg).toBe(200);
  return phone;
}

async function newProduct(body: Record<string, unknown> = {}, up = true, t = token): Promise<string> {
  const r = await post<{ id: string }>('saveOrUpdate', { cardName: `测试储值卡${++phoneSeq}`, faceValue: 100_000, giftAmount: 10_000, validMonths: 12, ...body }, t);
  expect(r.code, r.msg).toBe(200);
  if (up) expect((await post('changeUp', { id: r.data.id, isUp: 1 }, t)).code).toBe(200);
  return r.data.id;
}

const cardOf = async (cardNo: string, t = token) => (await get<{ records: MemberCard[] }>('pageList', { cardNo }, t)).data.records[0];
const logsOf = async (cardNo: string) => (await get<{ records: Log[]; total: number }>('logList', { cardNo, size: 100 })).data;

/** the code the local SMS provider sent for this write-off (its outbox row) */
async function codeFor(phone: string): Promise<string> {
  const [row] = await s.database.ownerDb.select({ content: smsOutbox.content }).from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.createTime)).limit(1);
  const m = /验证码(\d{6})/.exec(row?.content ?? '');
  if (!m) throw new Error(`no code sent to ${phone}`);
  return m[1];
}
async function codeForPurpose(phone: string, purpose: string): Promise<string> {
  const [row] = await s.database.ownerDb.select({ content: smsOutbox.content }).from(smsOutbox).where(and(eq(smsOutbox.phone, phone), eq(smsOutbox.purpose, purpose))).orderBy(desc(smsOutbox.createTime)).limit(1);
  return /验证码(\d{6})/.exec(row?.content ?? '')![1];
}

/** every card of the tenant whose log does not add up to its balance */
async function cardsOutOfBalance(): Promise<unknown[]> {
  const r = await s.database.ownerDb.execute(sql`
    select c.card_no, c.balance, coalesce(sum(case when l.log_type = 0 then l.amount + coalesce(l.gift_amount, 0) else -l.amount end), 0) as logged
    from ah_stored_value_card_member c left join ah_stored_value_card_log l on l.ah_stored_value_card_member_id = c.id
    where c.is_deleted = 0 group by c.id, c.card_no, c.balance
    having c.balance <> coalesce(sum(case when l.log_type = 0 then l.amount + coalesce(l.gift_amount, 0) else -l.amount end), 0) or c.balance < 0`);
  return (r as unknown as { rows: unknown[] }).rows;
}

async function recharge(productId: string, phone: string, amount: number, more: Record<string, unknown> = {}) {
  return post<Answer>('recharging', { ahStoredValueCardId: productId, phone, amount, ...more });
}

describe('card products and the dictionary', () => {
  it('lists the seeded products; a product is sold only while listed and changes only while unlisted', async () => {
    const list = (await get<{ records: Product[]; total: number }>('list')).data;
    expect(list.total).toBeGreaterThanOrEqual(4);
    const id = await newProduct({}, false);
    const phone = await newMember();
    const r = await recharge(id, phone, 100_000);
    expect(r.code).toBe(10300);
    expect(r.msg).toBe('储值卡未上架，不能售卖');
    expect((await post('changeUp', { id, isUp: 1 })).code).toBe(200);
    const edit = await post('saveOrUpdate', { id, cardName: '改名', faceValue: 1, validMonths: 1 });
    expect(edit.code).toBe(10300);
    expect(edit.msg).toBe('储值卡已上架，请先下架再编辑');
    const again = await post('changeUp', { id, isUp: 1 });
    expect(again.msg).toBe('储值卡已上架');
  });

  it('saves a list of dictionary names once each and lists them by type', async () => {
    const r = await post<{ added: number }>('dict/save', { type: 2, dictNameList: ['轮胎', '轮胎', '保养'] });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.added).toBe(1);
    const names = (await get<{ records: Array<{ dictName: string }> }>('dict/list', { type: 2, size: 100 })).data.records.map((x) => x.dictName);
    expect(names.filter((n) => n === '轮胎')).toHaveLength(1);
    expect(names).toContain('保养');
    expect((await post('dict/save', { type: 9, dictNameList: ['x'] })).msg).toBe('请选择字典类型');
    expect((await post('dict/save', { type: 1, dictNameList: [] })).msg).toBe('请输入名称');
  });
});

describe('recharging', () => {
  it('opens the member’s card on the first recharge, adds the bonus at face value, and writes one log line with the balance after', async () => {
    const id = await newProduct();
    const phone = await newMember();
    const r = await recharge(id, phone, 100_000, { itemName: '现金' });
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toMatchObject({ amount: 100_000, giftAmount: 10_000, balance: 110_000 });
    const small = await recharge(id, phone, 5_000);
    expect(small.data).toMatchObject({ giftAmount: 0, balance: 115_000, cardNo: r.data.cardNo });
    const card = await cardOf(r.data.cardNo);
    expect(card).toMatchObject({ balance: 115_000, rechargeTotal: 105_000, giftTotal: 10_000, spentTotal: 0 });
    const log = await logsOf(r.data.cardNo);
    expect(log.total).toBe(2);
    expect(log.records.map((l) => [l.logType, l.balanceBefore, l.balanceAfter]).sort((a, b) => a[2] - b[2])).toEqual([
      [0, 0, 110_000],
      [0, 110_000, 115_000],
    ]);
    const detail = await get<Log>('logDetail', { id: log.records[0].id });
    expect(detail.data.cardNo).toBe(r.data.cardNo);
  });

  it('applies a retried recharge (same request id) once, also when the retries meet', async () => {
    const id = await newProduct();
    const phone = await newMember();
    const requestId = `rq-${Date.now()}-${phoneSeq}`;
    const answers = await Promise.all([1, 2, 3].map(() => recharge(id, phone, 20_000, { requestId })));
    for (const a of answers) expect(a.code, a.msg).toBe(200);
    expect(new Set(answers.map((a) => a.data.logId)).size).toBe(1);
    const later = await recharge(id, phone, 20_000, { requestId });
    expect(later.data.logId).toBe(answers[0].data.logId);
    const card = await cardOf(answers[0].data.cardNo);
    expect(card.balance).toBe(20_000);
    expect((await logsOf(card.cardNo)).total).toBe(1);
  });

  it('refuses bad amounts, members and products in the spec’s words, changing nothing', async () => {
    const id = await newProduct();
    const phone = await newMember();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: 0 }, '请填写大于0的数字'],
      [{ amount: 10_000_000_000 }, '请填写0-99999999.99之间的数字'],
      [{ amount: 'abc' }, '请输入合理的数字'],
      [{ amount: 12.5 }, '请输入正确数值'],
      [{ amount: -100 }, '请输入正确数值'],
      [{ amount: 100, phone: '12345' }, '请输入有效手机号'],
      [{ amount: 100, phone: '13900000000' }, '该会员不存在，请先在会员列表中添加'],
      [{ amount: 100, phone: '' }, '请选择会员或输入会员手机号'],
    ];
    for (const [body, msg] of cases) {
      const r = await post('recharging', { ahStoredValueCardId: id, phone, ...body });
      expect(r.code, JSON.stringify(body)).toBe(400);
      expect(r.msg).toBe(msg);
    }
    // a product of another store is not found from here
    const theirs = await newProduct({}, true, otherToken);
    const r = await recharge(theirs, phone, 100);
    expect(r.code).toBe(404);
    expect((await get<{ total: number }>('pageList', { memberPhone: phone })).data.total).toBe(0);
  });
});

describe('write-off', () => {
  async function cardWith(balanceCents: number) {
    const id = await newProduct({ faceValue: 99_999_999, giftAmount: 0 });
    const phone = await newMember();
    const r = await recharge(id, phone, balanceCents);
    expect(r.code, r.msg).toBe(200);
    return { phone, cardNo: r.data.cardNo, id: r.data.id };
  }

  it('sends a code bound to the card and amount, spends with it once, and logs the balance after', async () => {
    const c = await cardWith(50_000);
    const sent = await post<{ phone: string }>('sendSms', { cardNo: c.cardNo, amount: 12_000 });
    expect(sent.code, sent.msg).toBe(200);
    expect(sent.data.phone).toMatch(/\*\*\*\*/);
    const code = await codeFor(c.phone);
    const wrongAmount = await post('writeOffAmount', { cardNo: c.cardNo, amount: 12_001, smsCode: code });
    expect(wrongAmount.code).toBe(10137);
    const r = await post<Answer>('writeOffAmount', { cardNo: c.cardNo, amount: 12_000, smsCode: code, itemName: '保养' });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.balance).toBe(38_000);
    const reused = await post('writeOffAmount', { cardNo: c.cardNo, amount: 12_000, smsCode: code });
    expect(reused.code).toBe(10137);
    const card = await cardOf(c.cardNo);
    expect(card).toMatchObject({ balance: 38_000, spentTotal: 12_000 });
    const log = await logsOf(c.cardNo);
    expect(log.records.find((l) => l.logType === 1)).toMatchObject({ amount: 12_000, balanceBefore: 50_000, balanceAfter: 38_000 });
  });

  it('refuses a write-off above the balance, a wrong code, no code, and a card of another store, changing nothing', async () => {
    const c = await cardWith(10_000);
    const over = await post('sendSms', { cardNo: c.cardNo, amount: 10_001 });
    expect(over.code).toBe(10300);
    expect(over.msg).toBe('余额不足，当前余额100.00元');
    expect((await post('writeOffAmount', { cardNo: c.cardNo, amount: 10_001, smsCode: '123456' })).msg).toBe('余额不足，当前余额100.00元');
    await post('sendSms', { cardNo: c.cardNo, amount: 5_000 });
    const code = await codeFor(c.phone);
    const wrong = await post('writeOffAmount', { cardNo: c.cardNo, amount: 5_000, smsCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.code).toBe(10137);
    expect(wrong.msg).toBe('验证码错误或已过期');
    expect((await post('writeOffAmount', { cardNo: c.cardNo, amount: 5_000, smsCode: '' })).msg).toBe('请输入验证码');
    expect((await post('writeOffAmount', { cardNo: c.cardNo, amount: 0, smsCode: code })).msg).toBe('请填写大于0的数字');
    const elsewhere = await post('writeOffAmount', { cardNo: c.cardNo, amount: 5_000, smsCode: code }, otherToken);
    expect(elsewhere.code).toBe(404);
    expect((await post('sendSms', { cardNo: c.cardNo, amount: 5_000 }, otherToken)).code).toBe(404);
    expect((await cardOf(c.cardNo)).balance).toBe(10_000);
    expect((await logsOf(c.cardNo)).total).toBe(1);
    // the code still works after the refusals: a refused request consumed nothing
    const ok = await post<Answer>('writeOffAmount', { cardNo: c.cardNo, amount: 5_000, smsCode: code });
    expect(ok.code, ok.msg).toBe(200);
  });

  it('an expired code is refused', async () => {
    const c = await cardWith(10_000);
    await post('sendSms', { cardNo: c.cardNo, amount: 1_000 });
    const code = await codeFor(c.phone);
    s.clock.offsetMs += 6 * 60_000;
    try {
      const r = await post('writeOffAmount', { cardNo: c.cardNo, amount: 1_000, smsCode: code });
      expect(r.code).toBe(10137);
    } finally {
      s.clock.offsetMs -= 6 * 60_000;
    }
    expect((await cardOf(c.cardNo)).balance).toBe(10_000);
  });

  it('twenty concurrent write-offs of one card spend at most its balance, each with its log line', async () => {
    const c = await cardWith(100_000);
    const amounts = Array.from({ length: 20 }, (_, i) => 10_000 + i * 100);
    const codes: string[] = [];
    for (const amount of amounts) {
      const r = await post('sendSms', { cardNo: c.cardNo, amount });
      expect(r.code, r.msg).toBe(200);
      codes.push(await codeForPurpose(c.phone, `svc:${c.id}:${amount}`));
    }
    const answers = await Promise.all(amounts.map((amount, i) => post<Answer>('writeOffAmount', { cardNo: c.cardNo, amount, smsCode: codes[i], requestId: `cc-${c.cardNo}-${i}` })));
    const won = answers.map((a, i) => (a.code === 200 ? amounts[i] : 0));
    for (const a of answers) expect([200, 10300]).toContain(a.code);
    const spent = won.reduce((x, y) => x + y, 0);
    expect(spent).toBeLessThanOrEqual(100_000);
    expect(won.filter((x) => x > 0).length).toBeGreaterThan(0);
    const card = await cardOf(c.cardNo);
    expect(card.balance).toBe(100_000 - spent);
    expect(card.balance).toBeLessThan(Math.min(...amounts));
    const log = await logsOf(c.cardNo);
    expect(log.total).toBe(1 + won.filter((x) => x > 0).length);
    expect(await cardsOutOfBalance()).toEqual([]);
  });

  it('the log sums to the balance for every card, the demo cards included', async () => {
    const n = await s.database.ownerDb.execute(sql`select count(*)::int as n from ah_stored_value_card_member where is_deleted = 0`);
    expect(Number((n as unknown as { rows: Array<{ n: number }> }).rows[0].n)).toBeGreaterThan(10);
    expect(await cardsOutOfBalance()).toEqual([]);
  });

  it('the database refuses a negative balance whatever the code does', async () => {
    const c = await cardWith(100);
    await expect(s.database.ownerDb.execute(sql`update ah_stored_value_card_member set balance = -1 where card_no = ${c.cardNo}`)).rejects.toThrow();
    expect((await cardOf(c.cardNo)).balance).toBe(100);
  });
});

describe('ranks', () => {
  const R = '/crm-member/ahRank';
  interface Rank { id: string; rankLevel: number; rankName: string; minGrowth: number; state: number; memberCount: number }
  const ranks = async () => (await call<{ records: Rank[] }>(s.app, 'GET', `${R}/rankList`, { token, query: { size: 100 } })).data.records;

  it('lists the seeded ranks with members spread over them', async () => {
    const list = await ranks();
    expect(list.map((r) => r.rankName)).toEqual(['普通会员', '银卡会员', '金卡会员', '钻石会员']);
    expect(list.reduce((n, r) => n + r.memberCount, 0)).toBeGreaterThan(0);
    const base = await call<{ records: Array<{ programName: string; growthValidMonths: number }> }>(s.app, 'GET', `${R}/getBaseAhRankInfo`, { token });
    expect(base.data.records[0].growthValidMonths).toBe(12);
    const param = await call<Rank>(s.app, 'GET', `${R}/getRankParamById`, { token, query: { id: list[1].id } });
    expect(param.data.minGrowth).toBe(300);
  });

  it('refuses thresholds that overlap and a rank number taken, changing nothing', async () => {
    const list = await ranks();
    const lower = await call(s.app, 'POST', `${R}/updateRankParam`, { token, body: { rankLevel: 5, rankName: '黑卡会员', minGrowth: 2000, keepMonths: 12, discount: 80 } });
    expect(lower.code).toBe(400);
    expect(lower.msg).toContain('等级门槛重叠');
    const equal = await call(s.app, 'POST', `${R}/updateRankParam`, { token, body: { id: list[2].id, minGrowth: 300 } });
    expect(equal.msg).toContain('等级门槛重叠');
    const taken = await call(s.app, 'POST', `${R}/updateRankParam`, { token, body: { rankLevel: 2, rankName: 'x', minGrowth: 99_999, keepMonths: 1, discount: 100 } });
    expect(taken.msg).toContain('等级序号已存在');
    expect((await ranks()).map((r) => [r.rankLevel, r.minGrowth])).toEqual(list.map((r) => [r.rankLevel, r.minGrowth]));
  });

  it('switches a rank off and on through its machine', async () => {
    const [, silver] = await ranks();
    const off = await call(s.app, 'POST', `${R}/updateRankState`, { token, body: { id: silver.id, state: 0 } });
    expect(off.code, off.msg).toBe(200);
    const again = await call(s.app, 'POST', `${R}/updateRankState`, { token, body: { id: silver.id, state: 0 } });
    expect(again.code).toBe(10300);
    expect(again.msg).toBe('等级已停用');
    expect((await call(s.app, 'POST', `${R}/updateRankState`, { token, body: { id: silver.id, state: 1 } })).code).toBe(200);
  });

  it('keeps a rank’s coupons as a replaced list, and discount goods of the store once each', async () => {
    const [, silver] = await ranks();
    const catalogue = await call<{ records: Array<{ id: string; couponName: string; amount: number }> }>(s.app, 'GET', '/crm-member/ahCoupon/list', { token, query: { couponName: '会员洗车券' } });
    const wash = { ...catalogue.data.records[0], ahCouponId: catalogue.data.records[0].id };
    const put = await call<{ count: number }>(s.app, 'POST', '/crm-member/ahCoupon/updateSelectedRankCoupon', {
      token,
      query: { ahRankId: silver.id },
      body: [{ ahCouponId: wash.ahCouponId, sendNum: 1, sendCycle: 1, validDays: 30 }],
    });
    expect(put.code, put.msg).toBe(200);
    const listed = await call<Array<{ couponName: string; ahCouponId: string; couponValue: number }>>(s.app, 'GET', '/crm-member/ahCoupon/selectedRankCouponList', { token, query: { ahRankId: silver.id } });
    // the link names the catalogue's coupon; its name and value are the catalogue's
    expect(listed.data.map((c) => [c.couponName, c.ahCouponId, c.couponValue])).toEqual([['会员洗车券', wash.ahCouponId, wash.amount]]);
    for (const [row, msg] of [
      [{ sendNum: 1, sendCycle: 1, validDays: 1 }, '第1行：卡券不能为空'],
      [{ ahCouponId: '123456789', sendNum: 1, sendCycle: 1, validDays: 1 }, '所选卡券不存在'],
      [{ ahCouponId: wash.ahCouponId, sendNum: 0, sendCycle: 1, validDays: 1 }, '第1行：'],
      [{ ahCouponId: wash.ahCouponId, sendNum: 1, sendCycle: 7, validDays: 1 }, '发放周期'],
    ] as const) {
      const bad = await call(s.app, 'POST', '/crm-member/ahCoupon/updateSelectedRankCoupon', { token, query: { ahRankId: silver.id }, body: [row] });
      expect(bad.code, JSON.stringify(row)).toBe(400);
      expect(bad.msg).toContain(msg);
    }
    expect((await call<unknown[]>(s.app, 'GET', '/crm-member/ahCoupon/selectedRankCouponList', { token, query: { ahRankId: silver.id } })).data).toHaveLength(1);
    // the generic form's add names the coupon too, and copies its name
    const added = await call(s.app, 'POST', '/crm-member/ahCoupon/addSelectedRankCoupon', { token, body: { ahRankId: silver.id, ahCouponId: wash.ahCouponId, sendNum: 2, sendCycle: 2, validDays: 90 } });
    expect(added.code, added.msg).toBe(200);
    expect((await call(s.app, 'POST', '/crm-member/ahCoupon/addSelectedRankCoupon', { token, body: { ahRankId: silver.id, couponName: '自由文本券', sendNum: 1, sendCycle: 0, validDays: 30 } })).code).toBe(400);
    expect((await call<Array<{ couponName: string }>>(s.app, 'GET', '/crm-member/ahCoupon/selectedRankCouponList', { token, query: { ahRankId: silver.id } })).data.map((c) => c.couponName)).toEqual(['会员洗车券', '会员洗车券']);

    const candidates = await call<Array<{ id: string; price: number }>>(s.app, 'GET', '/crm-member/ahRankGoods/addList', { token, query: { rankId: silver.id } });
    expect(candidates.code, candidates.msg).toBe(200);
    const goods = candidates.data[0];
    const add = await call(s.app, 'POST', '/crm-member/ahRankGoods/addGoods', { token, body: { ahRankId: silver.id, goodsId: goods.id, discount: 95 } });
    expect(add.code, add.msg).toBe(200);
    const dup = await call(s.app, 'POST', '/crm-member/ahRankGoods/addGoods', { token, body: { ahRankId: silver.id, goodsId: goods.id, discount: 90 } });
    expect(dup.msg).toBe('该商品已在此等级的折扣商品中');
    const ids = await call<string[]>(s.app, 'GET', '/crm-member/ahRankGoods/selGoodsIdList', { token, query: { rankId: silver.id, storeId } });
    expect(ids.data).toContain(goods.id);
    const theirs = await call<string[]>(s.app, 'GET', '/crm-member/ahRankGoods/selGoodsIdList', { token: otherToken, query: { rankId: silver.id, storeId } });
    expect(theirs.data).toEqual([]);
    const row = (await call<{ records: Array<{ goodsId: string; discountPrice: number }> }>(s.app, 'GET', '/crm-member/ahRankGoods/selList', { token, query: { ahRankId: silver.id, goodsId: goods.id } })).data.records[0];
    expect(row.discountPrice).toBe(Math.round((goods.price * 95) / 100));
    expect((await call<Array<{ id: string }>>(s.app, 'GET', '/crm-member/ahRankGoods/addList', { token, query: { rankId: silver.id } })).data.map((g) => g.id)).not.toContain(goods.id);
  });

  it('refreshRank moves a member up after spending and down once the growth has expired', async () => {
    const rule = await call(s.app, 'POST', `${R}/updateRankRuleInfo`, { token, body: { carOrderPer100: 1, workOrderPer100: 2, storedValuePer100: 100, checkInGrowth: 1 } });
    expect(rule.code, rule.msg).toBe(200);
    const id = await newProduct({ faceValue: 99_999_999, giftAmount: 0 });
    const phone = await newMember();
    const rankOf = async () => (await call<{ records: Array<{ rankName: string; growthValue: number }> }>(s.app, 'GET', `${R}/memberRankList`, { token, query: { memberPhone: phone } })).data.records[0];
    expect((await call(s.app, 'POST', `${R}/refreshRank`, { token, body: {} })).code).toBe(200);
    expect((await rankOf()).rankName).toBe('普通会员');
    const r = await recharge(id, phone, 100_000);
    await post('sendSms', { cardNo: r.data.cardNo, amount: 50_000 });
    expect((await post('writeOffAmount', { cardNo: r.data.cardNo, amount: 50_000, smsCode: await codeFor(phone) })).code).toBe(200);
    const up = await call<{ up: number; down: number }>(s.app, 'POST', `${R}/refreshRank`, { token, body: {} });
    expect(up.data.up).toBeGreaterThanOrEqual(1);
    expect(await rankOf()).toMatchObject({ rankName: '银卡会员', growthValue: 500 });
    // thirteen months on: the spending left the 12-month window and the 12-month keep has run out
    s.clock.offsetMs += 395 * 86_400_000;
    try {
      // the access token of a year ago has expired: sign in again
      ({ token } = await managerIn(s, '安华宝马杭州西湖店'));
      const down = await call<{ up: number; down: number }>(s.app, 'POST', `${R}/refreshRank`, { token, body: {} });
      expect(down.code, down.msg).toBe(200);
      expect(down.data.down).toBeGreaterThanOrEqual(1);
      expect(await rankOf()).toMatchObject({ rankName: '普通会员', growthValue: 0 });
    } finally {
      s.clock.offsetMs -= 395 * 86_400_000;
      ({ token } = await managerIn(s, '安华宝马杭州西湖店'));
    }
  });

  it('logs each event’s growth once, moves a member up after a car purchase, and sends the rank’s coupon once per occasion', async () => {
    const rule = await call(s.app, 'POST', `${R}/updateRankRuleInfo`, { token, body: { carOrderPer100: 1, workOrderPer100: 2, storedValuePer100: 10, checkInGrowth: 1 } });
    expect(rule.code, rule.msg).toBe(200);
    const phone = await newMember();
    const rankOf = async () => (await call<{ records: Array<{ rankName: string; growthValue: number }> }>(s.app, 'GET', `${R}/memberRankList`, { token, query: { memberPhone: phone } })).data.records[0];
    const sends = async () => (await call<{ records: Array<{ couponName: string; sentNum: number; couponCodes: string; occasion: string; refusal: string | null }> }>(s.app, 'GET', `${R}/rankCouponSendList`, { token, query: { memberPhone: phone, size: 50 } })).data.records;
    expect((await call(s.app, 'POST', `${R}/refreshRank`, { token, body: {} })).code).toBe(200);
    expect(await rankOf()).toMatchObject({ rankName: '普通会员', growthValue: 0 });
    // a purchase: one of the store's car orders delivered to this member now, ¥300,000 (3000 growth at 1 per 100 yuan)
    const [order] = await asTenant(DEMO_TENANT, () =>
      s.services.db
        .update(ahCarOrder)
        .set({ customerPhone: phone, orderState: CAR_ORDER_STATES.delivered, deliveryTime: s.services.now(), totalAmount: 30_000_000 })
        .where(eq(ahCarOrder.id, sql`(select id from ah_car_order where store_id = ${storeId} and is_deleted = 0 order by id limit 1)`))
        .returning({ id: ahCarOrder.id }),
    );
    expect(order?.id).toBeTruthy();
    // two refreshes at once and a third after: the event grants its growth once and the coupon goes out once
    const both = await Promise.all([0, 1].map(() => call<{ up: number }>(s.app, 'POST', `${R}/refreshRank`, { token, body: {} })));
    expect(both.map((r) => r.code)).toEqual([200, 200]);
    expect((await call(s.app, 'POST', `${R}/refreshRank`, { token, body: {} })).code).toBe(200);
    expect(await rankOf()).toMatchObject({ rankName: '钻石会员', growthValue: 3000 });
    const log = await call<{ records: Array<{ sourceType: number; sourceKey: string; growth: number; amount: number }> }>(s.app, 'GET', `${R}/growthLogList`, { token, query: { memberPhone: phone } });
    expect(log.data.records).toEqual([expect.objectContaining({ sourceType: 1, sourceKey: `car:${order.id}`, growth: 3000, amount: 30_000_000 })]);
    // 钻石保养券: two coupons a year; the send is one row for this year, its codes real coupon records of the member
    const mine = await sends();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ couponName: '钻石保养券', sentNum: 2, refusal: null });
    expect(mine[0].occasion).toMatch(/^year:\d{4}$/);
    for (const code of mine[0].couponCodes.split(',')) {
      const rec = await call<{ records: Array<{ phone: string; couponName: string; status: number }> }>(s.app, 'GET', '/crm-member/ahCouponRecord/list', { token, query: { couponCode: code } });
      expect(rec.data.records[0]).toMatchObject({ phone, couponName: '钻石保养券', status: 0 });
    }
    // the database keeps one send per rank coupon, member and occasion whatever the code does
    const [one] = await asTenant(DEMO_TENANT, () => s.services.db.select().from(ahRankCouponSend).where(eq(ahRankCouponSend.memberPhone, phone)));
    await expect(asTenant(DEMO_TENANT, () => s.services.db.insert(ahRankCouponSend).values({ ...one, id: String(BigInt(one.id) + 1n) }))).rejects.toThrow();
  });

  it('edits tasks and benefits by the generic calls', async () => {
    const listed = await call<{ records: Array<{ id: string; growthValue: number }> }>(s.app, 'GET', '/crm-member/ahRankTask/list', { token });
    expect(listed.code, listed.msg).toBe(200);
    const tasks = listed.data.records;
    expect(tasks.length).toBe(5);
    expect((await call(s.app, 'POST', '/crm-member/ahRankTask/updateTask', { token, body: { id: tasks[0].id, growthValue: 30 } })).code).toBe(200);
    expect((await call(s.app, 'POST', '/crm-member/ahRankTask/updateTask', { token, body: { id: tasks[0].id, growthValue: -1 } })).code).toBe(400);
    const profits = await call<{ records: unknown[] }>(s.app, 'GET', `${R}/getRankProfitInfo`, { token, query: { rankProfitType: 6 } });
    expect(profits.data.records).toHaveLength(2);
  });
});
