/**
 * Marketing (crm-anhua ahActivity, ahActivityEnroll, ahActivityOrder, ahWelfare, ahTurntableActivity):
 * activities (addOrUpdate with its time rules, publish, recommend, robots marked and counted apart),
 * enrolment (capacity, deadline, one per phone, the last seat under concurrency), the activity-order
 * machine against the server (pay, balance, write-off counted once under concurrency, refund statuses the
 * state does not allow, expiry by the clock), welfare (status, stock under concurrency) and the lucky
 * turntable (probabilities to 100 %, the draw's distribution, stock under concurrent draws, the daily
 * limit). Every refusal is checked to change nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness';
import { managerIn } from './car-order-helpers';
import { ahActivity, ahActivityOrder, ahTurntableActivity, ahTurntablePrize } from '../../server/db/resource-tables/marketing';
import { ahStateLog } from '../../server/db/resource-tables/content';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer();
  ({ token } = await managerIn(s, '安华宝马杭州西湖店'));
});
afterAll(async () => {
  await s?.close();
});

const A = '/crm-anhua/ahActivity';
const O = '/crm-anhua/ahActivityOrder';
const get = <T>(url: string, query: Record<string, string | number> = {}) => call<T>(s.app, 'GET', url, { token, query });
const post = <T>(url: string, body: unknown) => call<T>(s.app, 'POST', url, { token, body });
const iso = (ms: number) => new Date(Date.now() + s.clock.offsetMs + ms).toISOString();
const HOUR = 3600_000;
let seq = 0;
const phone = () => `1380000${String(++seq + 1000).slice(-4)}`;

interface Activity { id: string; enrollCount: number; robotCount: number; writeOffCount: number; activityStatus: number; isRecommend: number; capacity: number }
interface Order { id: string; status: number; refundStatus: number; balancePaymentStatus: number; orderNo: string }

async function newActivity(body: Record<string, unknown> = {}, publish = true): Promise<string> {
  const r = await post<{ id: string }>(`${A}/addOrUpdate`, {
    activityName: `测试活动${++seq}`,
    activityType: 1,
    startTime: iso(48 * HOUR),
    endTime: iso(52 * HOUR),
    enrollDeadline: iso(24 * HOUR),
    capacity: 10,
    price: 0,
    ...body,
  });
  expect(r.code, r.msg).toBe(200);
  if (publish) expect((await post(`${A}/setActivityStatusById`, { activityId: r.data.id, activityStatus: 1 })).code).toBe(200);
  return r.data.id;
}
const activity = async (id: string) => (await get<Activity>(`${A}/detailById`, { activityId: id })).data;
const enrol = (id: string, p = phone(), channel = 0) => post<{ ahActivityEnrollId: string; ahActivityOrderId: string | null }>(`${A}/enroll`, { activityId: id, memberName: '测试客户', phone: p, channel });
const order = async (id: string) => (await get<Order>(`${O}/detail`, { id })).data;

describe('activities', () => {
  it('lists, saves with its time rules, publishes and recommends', async () => {
    const list = await get<{ records: Activity[]; total: number }>(`${A}/activityList`);
    expect(list.code).toBe(200);
    expect(list.data.total).toBeGreaterThan(0);
    const bad = await post(`${A}/addOrUpdate`, { activityName: '时间颠倒', activityType: 1, startTime: iso(5 * HOUR), endTime: iso(HOUR), enrollDeadline: iso(HOUR), capacity: 5 });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('活动结束时间必须晚于开始时间');
    const late = await post(`${A}/addOrUpdate`, { activityName: '截止太晚', activityType: 1, startTime: iso(HOUR), endTime: iso(5 * HOUR), enrollDeadline: iso(9 * HOUR), capacity: 5 });
    expect(late.msg).toBe('报名截止时间不能晚于活动结束时间');
    expect((await get<{ total: number }>(`${A}/activityList`, { activityName: '时间颠倒' })).data.total).toBe(0);
    const id = await newActivity({}, false);
    expect((await activity(id)).activityStatus).toBe(0);
    // not published: nobody enrols
    const refused = await enrol(id);
    expect(refused.code).toBe(10300);
    expect(refused.msg).toBe('活动未发布，不能报名');
    expect((await post(`${A}/setActivityStatusById`, { activityId: id, activityStatus: 1 })).code).toBe(200);
    expect((await post(`${A}/setActivityStatusById`, { activityId: id, activityStatus: 1 })).msg).toBe('活动已发布');
    expect((await post(`${A}/setRecommendById`, { activityId: id, isRecommend: 1 })).code).toBe(200);
    const a = await activity(id);
    expect([a.activityStatus, a.isRecommend]).toEqual([1, 1]);
    expect((await post(`${A}/setRecommendById`, { activityId: id, isRecommend: 7 })).code).toBe(400);
    // a published activity with enrolments is not deleted
    expect((await post(`${A}/remove`, { ids: id })).code).toBe(10300);
  });

  it('adds robot enrolments, marked as robots and counted apart from real ones', async () => {
    const id = await newActivity();
    expect((await enrol(id)).code).toBe(200);
    const r = await post<{ added: number }>(`${A}/addActivityRobot`, { activityId: id, robotCount: 5 });
    expect(r.code, r.msg).toBe(200);
    const a = await activity(id);
    expect([a.enrollCount, a.robotCount]).toEqual([1, 5]);
    const robots = await get<{ total: number; records: Array<{ isRobot: number; phone: string | null }> }>('/crm-anhua/ahActivityEnroll/list', { ahActivityId: id, isRobot: 1 });
    expect(robots.data.total).toBe(5);
    expect(robots.data.records.every((x) => x.isRobot === 1 && !x.phone)).toBe(true);
    expect((await get<{ total: number }>('/crm-anhua/ahActivityEnroll/list', { ahActivityId: id, isRobot: 0 })).data.total).toBe(1);
    expect((await post(`${A}/addActivityRobot`, { activityId: id, robotCount: 0 })).code).toBe(400);
    expect((await post(`${A}/addActivityRobot`, { activityId: id, robotCount: 201 })).code).toBe(400);
    expect((await activity(id)).robotCount).toBe(5);
  });
});

describe('enrolment', () => {
  it('keeps the capacity, the deadline and one enrolment per phone', async () => {
    const id = await newActivity({ capacity: 2 });
    const p = phone();
    expect((await enrol(id, p)).code).toBe(200);
    const again = await enrol(id, p);
    expect([again.code, again.msg]).toEqual([10300, '该手机号已报名此活动']);
    expect((await enrol(id)).code).toBe(200);
    const full = await enrol(id);
    expect([full.code, full.msg]).toEqual([10300, '活动报名人数已满']);
    expect((await activity(id)).enrollCount).toBe(2);
    // the capacity cannot drop below who enrolled
    const shrink = await post(`${A}/addOrUpdate`, { id, capacity: 1 });
    expect(shrink.msg).toBe('活动名额不能少于已报名人数');
    expect((await activity(id)).capacity).toBe(2);
    const bad = await post(`${A}/enroll`, { activityId: id, memberName: '客户', phone: '123', channel: 0 });
    expect(bad.code).toBe(400);
    const badChannel = await post(`${A}/enroll`, { activityId: id, memberName: '客户', phone: phone(), channel: 3 });
    expect(badChannel.code).toBe(400);
  });

  it('closes at the deadline', async () => {
    const id = await newActivity({ enrollDeadline: iso(-60_000) });
    const late = await enrol(id);
    expect([late.code, late.msg]).toEqual([10300, '活动报名已截止']);
    expect((await activity(id)).enrollCount).toBe(0);
    expect((await get<{ total: number }>('/crm-anhua/ahActivityEnroll/list', { ahActivityId: id })).data.total).toBe(0);
  });

  it('gives the last seat to exactly one of many enrolling at once', async () => {
    const id = await newActivity({ capacity: 3 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => enrol(id)));
    expect(answers.filter((r) => r.code === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.msg === '活动报名人数已满')).toHaveLength(7);
    expect((await activity(id)).enrollCount).toBe(3);
    expect((await get<{ total: number }>('/crm-anhua/ahActivityEnroll/list', { ahActivityId: id })).data.total).toBe(3);
  });
});

describe('the activity-order machine against the server', () => {
  it('pays, takes the balance, writes off once and keeps its history', async () => {
    const id = await newActivity({ price: 5000, balanceAmount: 15000 });
    const e = await enrol(id, phone(), 1);
    const orderId = e.data.ahActivityOrderId!;
    expect((await order(orderId)).status).toBe(0);
    // an unpaid order is neither written off nor refunded: nothing changes
    const early = await post(`${O}/writeOff`, { id: orderId });
    expect([early.code, early.msg]).toEqual([10300, '订单待支付，不允许该操作']);
    const refund = await post(`${O}/updateRefundStatus`, { id: orderId, refundStatus: 1, reason: '不想去了' });
    expect([refund.code, refund.msg]).toEqual([10300, '订单待支付，不能申请退款']);
    const badRefund = await post(`${O}/updateRefundStatus`, { id: orderId, refundStatus: 9 });
    expect(badRefund.code).toBe(400);
    expect(await order(orderId)).toMatchObject({ status: 0, refundStatus: 0 });
    expect((await post(`${O}/pay`, { id: orderId })).code).toBe(200);
    // the balance is still owed
    const noBalance = await post(`${O}/writeOff`, { id: orderId });
    expect(noBalance.msg).toBe('该订单尾款未支付，请先支付尾款再核销');
    expect((await post(`${O}/updateBalancePaymentStatus`, { id: orderId, balancePaymentStatus: 1 })).code).toBe(200);
    expect((await post(`${O}/updateBalancePaymentStatus`, { id: orderId, balancePaymentStatus: 1 })).msg).toBe('该订单无待支付的尾款');
    const before = (await activity(id)).writeOffCount;
    // two counters at once: one wins, the count rises once
    const both = await Promise.all([post(`${O}/writeOff`, { id: orderId }), post(`${O}/writeOff`, { id: orderId })]);
    expect(both.map((r) => r.code).sort((a, b) => a - b)).toEqual([200, 10300]);
    expect(both.find((r) => r.code === 10300)!.msg).toBe('该订单已核销，不能重复核销');
    expect((await activity(id)).writeOffCount).toBe(before + 1);
    expect(await order(orderId)).toMatchObject({ status: 3, balancePaymentStatus: 1 });
    const log = await s.database.ownerDb.select().from(ahStateLog).where(eq(ahStateLog.recordId, orderId));
    expect(log.map((l) => l.action)).toEqual(['PAY', 'PAY_BALANCE', 'WRITE_OFF']);
    // a written-off order is not refunded
    expect((await post(`${O}/updateRefundStatus`, { id: orderId, refundStatus: 1, reason: '退' })).code).toBe(10300);
  });

  it('refunds through request and approval, releasing the seat; a refusal goes back to paid', async () => {
    const id = await newActivity({ price: 2000, capacity: 1 });
    const orderId = (await enrol(id)).data.ahActivityOrderId!;
    expect((await post(`${O}/pay`, { id: orderId })).code).toBe(200);
    // approving a refund nobody asked for
    expect((await post(`${O}/updateRefundStatus`, { id: orderId, refundStatus: 2 })).msg).toBe('订单已支付，不能退款');
    expect((await post(`${O}/updateRefundStatus`, { id: orderId, refundStatus: 1 })).code).toBe(400); // the reason is asked
    expect((await post(`${O}/updateRefundStatus`, { id: orderId, refundStatus: 1, reason: '行程冲突' })).code).toBe(200);
    expect((await post(`${O}/updateRefundStatus`, { id: orderId, refundStatus: 3, reason: '活动即将开始' })).code).toBe(200);
    expect(await order(orderId)).toMatchObject({ status: 1, refundStatus: 3 });
    expect((await post(`${O}/updateRefundStatus`, { id: orderId, refundStatus: 1, reason: '再次申请' })).code).toBe(200);
    expect((await post(`${O}/updateRefundStatus`, { id: orderId, refundStatus: 2 })).code).toBe(200);
    expect(await order(orderId)).toMatchObject({ status: 5, refundStatus: 2 });
    expect((await activity(id)).enrollCount).toBe(0);
    // the seat is free again
    expect((await enrol(id)).code).toBe(200);
  });

  it('expires an unpaid order by the clock and releases its seat; closing does the same', async () => {
    const id = await newActivity({ price: 1000, capacity: 1 });
    const orderId = (await enrol(id)).data.ahActivityOrderId!;
    expect((await enrol(id)).msg).toBe('活动报名人数已满');
    // its half hour has passed (the clock the machine reads is the order's expireTime)
    await s.database.ownerDb.update(ahActivityOrder).set({ expireTime: new Date(Date.now() - 60_000) }).where(eq(ahActivityOrder.id, orderId));
    {
      const late = await post(`${O}/pay`, { id: orderId });
      expect([late.code, late.msg]).toEqual([10300, '订单已过期，不允许该操作']);
      expect((await order(orderId)).status).toBe(4);
      const second = await enrol(id);
      expect(second.code).toBe(200);
      expect((await post(`${O}/close`, { id: second.data.ahActivityOrderId })).code).toBe(200);
      expect((await order(second.data.ahActivityOrderId!)).status).toBe(2);
      expect((await activity(id)).enrollCount).toBe(0);
    }
  });

  it('pages and filters orders by status and channel', async () => {
    const r = await get<{ records: Order[]; total: number }>(`${O}/getPage`, { status: 3 });
    expect(r.code).toBe(200);
    expect(r.data.records.every((o) => o.status === 3)).toBe(true);
    expect((await get<{ total: number }>(`${O}/getPage`, { channel: 1 })).code).toBe(200);
    const rows = await s.database.ownerDb.select({ n: ahActivityOrder.id }).from(ahActivityOrder).where(eq(ahActivityOrder.status, 9));
    expect(rows).toHaveLength(0);
  });
});

const W = '/crm-anhua/ahWelfare';
describe('welfare', () => {
  it('saves, switches on and hands out its stock once per phone, never more than it holds', async () => {
    const today = new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 10);
    const bad = await post(`${W}/saveOrUpdate`, { welfareName: '倒序', welfareType: 1, stock: 5, validStart: today, validEnd: '2020-01-01' });
    expect(bad.msg).toBe('有效期结束日期不能早于开始日期');
    const r = await post<{ id: string }>(`${W}/saveOrUpdate`, { welfareName: `免费洗车${++seq}`, welfareType: 1, stock: 3, validStart: today, validEnd: '2099-12-31' });
    expect(r.code, r.msg).toBe(200);
    const id = r.data.id;
    expect((await post(`${W}/receive`, { id, phone: phone() })).msg).toBe('福利未启用');
    expect((await post(`${W}/status`, { id, welfareStatus: 1 })).code).toBe(200);
    const p = phone();
    expect((await post(`${W}/receive`, { id, phone: p, memberName: '甲' })).code).toBe(200);
    expect((await post(`${W}/receive`, { id, phone: p })).msg).toBe('该手机号已领取过此福利');
    const many = await Promise.all(Array.from({ length: 6 }, () => post(`${W}/receive`, { id, phone: phone() })));
    expect(many.filter((x) => x.code === 200)).toHaveLength(2);
    expect(many.filter((x) => x.msg === '福利已领完')).toHaveLength(4);
    const w = (await get<{ receivedCount: number; stock: number }>(`${W}/detail`, { id })).data;
    expect([w.receivedCount, w.stock]).toEqual([3, 3]);
    expect((await post(`${W}/saveOrUpdate`, { id, stock: 2 })).msg).toBe('库存不能少于已领取数量');
    expect((await get<{ total: number }>(`${W}/record/page`, { ahWelfareId: id })).data.total).toBe(3);
    expect((await post(`${W}/status`, { id, welfareStatus: 0 })).code).toBe(200);
  });
});

const T = '/crm-anhua/ahTurntableActivity';
async function newTurntable(prizes: Array<[string, number, number, number]>, dailyLimit = 100): Promise<{ id: string; prizeIds: string[] }> {
  const r = await post<{ id: string }>(`${T}/saveOrUpdate`, { activityName: `转盘${++seq}`, startTime: iso(-HOUR), endTime: iso(48 * HOUR), dailyLimit });
  expect(r.code, r.msg).toBe(200);
  const prizeIds: string[] = [];
  for (const [i, [prizeName, prizeType, probability, stock]] of prizes.entries()) {
    const p = await post<{ id: string }>(`${T}/prize/save`, { ahTurntableActivityId: r.data.id, prizeName, prizeType, probability, stock, sort: i });
    expect(p.code, p.msg).toBe(200);
    prizeIds.push(p.data.id);
  }
  return { id: r.data.id, prizeIds };
}
const drawOnce = (id: string, p: string) => post<{ isWin: number; ahTurntablePrizeId: string | null; prizeName: string }>(`${T}/draw`, { id, phone: p });

describe('lucky turntable', () => {
  it('refuses probabilities over 100 % and switching on below 100 %, changing nothing', async () => {
    const { id, prizeIds } = await newTurntable([
      ['一等奖', 1, 30, 5],
      ['二等奖', 1, 50.5, 5],
    ]);
    const over = await post(`${T}/prize/save`, { ahTurntableActivityId: id, prizeName: '超出', prizeType: 1, probability: 20, stock: 1 });
    expect([over.code, over.msg]).toEqual([400, '奖品中奖概率之和不能超过100%（将为100.5%）']);
    const decimals = await post(`${T}/prize/save`, { ahTurntableActivityId: id, prizeName: '小数', prizeType: 1, probability: 1.234, stock: 1 });
    expect(decimals.msg).toBe('中奖概率最多保留两位小数');
    const on = await post(`${T}/status`, { id, turntableActivityStatus: 1 });
    expect([on.code, on.msg]).toEqual([10300, '奖品中奖概率之和必须为100%']);
    const [t] = await s.database.ownerDb.select().from(ahTurntableActivity).where(eq(ahTurntableActivity.id, id));
    expect([Number(t.probabilityTotal), t.turntableActivityStatus]).toEqual([80.5, 0]);
    expect((await drawOnce(id, phone())).msg).toBe('大转盘活动未启用');
    expect((await post(`${T}/prize/update`, { id: prizeIds[1], probability: 70 })).code).toBe(200);
    expect((await post(`${T}/status`, { id, turntableActivityStatus: 1 })).code).toBe(200);
    // running: its prizes stay as they are
    const change = await post(`${T}/prize/update`, { id: prizeIds[0], probability: 10 });
    expect(change.msg).toBe('大转盘已启用，请先停用再修改奖品');
    expect((await post(`${T}/prize/remove`, { ids: prizeIds[0] })).code).toBe(10300);
  });

  it('draws by the probabilities (300 draws within tolerance)', async () => {
    const { id, prizeIds } = await newTurntable([
      ['大奖', 1, 10, 100000],
      ['中奖', 2, 30, 100000],
      ['谢谢参与', 0, 60, 0],
    ]);
    expect((await post(`${T}/status`, { id, turntableActivityStatus: 1 })).code).toBe(200);
    // 300 draws tell a wrong table (a uniform draw: 100 big prizes against 30 expected, 13 sd away) from the right one in a test budget a loaded CI keeps
    const N = 300;
    const counts = new Map<string, number>();
    for (let i = 0; i < N; i++) {
      const r = await drawOnce(id, `1370000${String(i).padStart(4, '0')}`);
      expect(r.code, r.msg).toBe(200);
      const key = r.data.ahTurntablePrizeId ?? 'none';
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    // 4.5 standard deviations of a binomial: fails by chance about once in 150 000 runs
    for (const [key, p] of [
      [prizeIds[0], 0.1],
      [prizeIds[1], 0.3],
      ['none', 0.6],
    ] as const) {
      const sd = Math.sqrt(N * p * (1 - p));
      expect(Math.abs((counts.get(key) ?? 0) - N * p)).toBeLessThan(4.5 * sd);
    }
    const [t] = await s.database.ownerDb.select().from(ahTurntableActivity).where(eq(ahTurntableActivity.id, id));
    expect(t.drawCount).toBe(N);
    expect(t.winCount).toBe(N - (counts.get('none') ?? 0));
  }, 120_000);

  it('never hands out a prize beyond its stock under concurrent draws', async () => {
    const { id, prizeIds } = await newTurntable([['限量奖', 1, 100, 4]]);
    expect((await post(`${T}/status`, { id, turntableActivityStatus: 1 })).code).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => drawOnce(id, `1371000${String(i).padStart(4, '0')}`)));
    expect(answers.every((r) => r.code === 200)).toBe(true);
    expect(answers.filter((r) => r.data.isWin === 1)).toHaveLength(4);
    const [prize] = await s.database.ownerDb.select().from(ahTurntablePrize).where(eq(ahTurntablePrize.id, prizeIds[0]));
    expect(prize.wonCount).toBe(4);
    const winners = await get<{ total: number }>(`${T}/draw/page`, { ahTurntableActivityId: id, isWin: 1 });
    expect(winners.data.total).toBe(4);
  });

  it('keeps the daily limit per member, also for concurrent draws', async () => {
    const { id } = await newTurntable([['谢谢参与', 0, 100, 0]], 2);
    expect((await post(`${T}/status`, { id, turntableActivityStatus: 1 })).code).toBe(200);
    const p = phone();
    const answers = await Promise.all(Array.from({ length: 5 }, () => drawOnce(id, p)));
    expect(answers.filter((r) => r.code === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.msg === '今日抽奖次数已用完')).toHaveLength(3);
    expect((await drawOnce(id, phone())).code).toBe(200);
    expect((await post(`${T}/draw`, { id, phone: '12' })).code).toBe(400);
  });

  it('keeps its seeded demo turntable at 100 %', async () => {
    const rows = await s.database.ownerDb.select().from(ahActivity).limit(1);
    expect(rows.length).toBe(1);
    const list = await get<{ records: Array<{ probabilityTotal: number; turntableActivityStatus: number }> }>(`${T}/page`);
    expect(list.data.records.filter((t) => t.turntableActivityStatus === 1).every((t) => Number(t.probabilityTotal) === 100)).toBe(true);
  });
});
