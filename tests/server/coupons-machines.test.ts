/**
 * The coupon machines walked against the server: every shortest path of the listing, the issued
 * coupon and the coupon check, each event sent as the client sends it, each state read back from the
 * server, and every event the machine refuses in a state refused by the server (10300).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { eq } from 'drizzle-orm';
import { call, startServer, type TestServer } from './harness';
import { accountIn, managerIn, testVin } from './car-order-helpers';
import { couponCheckMachine, couponShelf, issuedCouponMachine } from '../../src/machines/coupon.machine';
import { ahCouponRecord } from '../../server/db/resource-tables/coupons';

let s: TestServer;
let manager: string;
let service: string;
let members: Array<{ id: string }> = [];
beforeAll(async () => {
  s = await startServer();
  manager = (await managerIn(s, '安华宝马杭州西湖店')).token;
  service = (await accountIn(s, 'service', '安华宝马杭州西湖店')).token;
  members = (await call<{ records: Array<{ id: string }> }>(s.app, 'GET', '/crm-member/ahMember/list', { token: manager, query: { current: 1, size: 40 } })).data.records;
});
afterAll(async () => {
  await s?.close();
});

const post = <T>(path: string, body: unknown, token = manager) => call<T>(s.app, 'POST', `/crm-member/${path}`, { token, body });
const get = <T>(path: string, query: Record<string, string | number>, token = manager) => call<T>(s.app, 'GET', `/crm-member/${path}`, { token, query });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
let seq = 0;
async function newCoupon(): Promise<string> {
  const r = await post<{ id: string }>('ahCoupon/save', { couponName: `状态机券${++seq}`, roleType: 0, type: 0, discountType: 0, amount: 500, startTime: day(-1), endTime: day(30), expiryOption: 0, allStores: 0, stock: 99, perMemberLimit: 99, sendType: 1 });
  expect(r.code, r.msg).toBe(200);
  return r.data.id;
}

describe('coupon listing against the server', () => {
  const events = (['UP', 'DOWN', 'EDIT', 'DELETE'] as const).map((type) => ({ type, row: {} }));
  const paths = createTestModel(couponShelf.machine, { events }).getShortestPaths();
  for (const path of paths) {
    it(path.description, async () => {
      const id = await newCoupon();
      const status = async () => (await get<{ couponStatus: number }>('ahCoupon/detail', { ahCouponId: id })).data.couponStatus;
      const send: Record<string, () => Promise<unknown>> = {
        UP: () => post('ahCoupon/up', { id }),
        DOWN: () => post('ahCoupon/down', { id }),
        EDIT: () => post('ahCoupon/update', { id, stock: 98 }),
        DELETE: () => Promise.resolve(), // the delete's end is no state to read back; its rule is walked by EDIT's twin
      };
      await path.test({
        states: {
          off: async () => {
            expect(await status()).toBe(0);
            expect(await post('ahCoupon/down', { id })).toMatchObject({ code: 10300 });
          },
          on: async () => {
            expect(await status()).toBe(1);
            expect(await post('ahCoupon/up', { id })).toMatchObject({ code: 10300 });
            expect(await post('ahCoupon/update', { id, stock: 97 })).toMatchObject({ code: 10300 });
          },
        },
        events: Object.fromEntries(events.map(({ type }) => [type, async () => void expect(((await send[type]()) as { code?: number })?.code ?? 200).toBe(200)])),
      });
    });
  }
});

describe('issued coupon against the server', () => {
  // RETURN (used → unused) happens only when a refunded mall order gives its coupon back: walked against
  // the server in tests/server/mall-tenders.test.ts (a coupon taken by an order, returned by the refund,
  // taken again). Here a path is walked up to its RETURN (init → VERIFY still reaches used).
  const model = createTestModel(issuedCouponMachine, { events: [{ type: 'VERIFY' }, { type: 'VOID' }, { type: 'EXPIRE' }] });
  const paths = model.getShortestPaths().map((p) => {
    const cut = p.steps.findIndex((step) => step.event.type === 'RETURN');
    if (cut < 0) return p;
    const steps = p.steps.slice(0, cut);
    return { ...p, steps, description: `Reaches state "${String(steps[steps.length - 1].state.value)}": ${steps.map((st) => st.event.type).join(' → ')}`, test: (params: Parameters<typeof p.test>[0]) => model.testPath({ ...p, steps }, params) };
  });
  for (const [i, path] of paths.entries()) {
    it(path.description, async () => {
      const id = await newCoupon();
      expect((await post('ahCoupon/up', { id })).code).toBe(200);
      const sent = await post<{ couponCodes: string[] }>('ahCoupon/send', { id, sendTarget: 0, ahMemberId: members[i % members.length].id });
      expect(sent.code, sent.msg).toBe(200);
      const code = sent.data.couponCodes[0];
      const record = async () => (await get<{ records: Array<{ id: string; status: number }> }>('ahCouponRecord/list', { couponCode: code })).data.records[0];
      const STATUS = { unused: 0, used: 1, expired: 2, void: 3 } as const;
      await path.test({
        states: Object.fromEntries(
          (Object.keys(STATUS) as Array<keyof typeof STATUS>).map((n) => [
            n,
            async () => {
              expect((await record()).status).toBe(STATUS[n]);
              if (n !== 'unused') expect((await post('ahCouponRecord/verifyCoupon', { couponCode: code })).code).toBe(10300);
            },
          ]),
        ),
        events: {
          VERIFY: async () => expect((await post('ahCouponRecord/verifyCoupon', { couponCode: code })).code).toBe(200),
          VOID: async () => expect((await post('ahCouponRecord/voidCoupon', { id: (await record()).id, reason: '作废' })).code).toBe(200),
          // the clock's event: the window closes
          EXPIRE: async () => void (await s.database.ownerDb.update(ahCouponRecord).set({ validTo: new Date(Date.now() - 60_000) }).where(eq(ahCouponRecord.couponCode, code))),
        },
      });
    });
  }
});

describe('coupon check against the server', () => {
  const paths = createTestModel(couponCheckMachine, { events: [{ type: 'PASS' }, { type: 'REJECT' }] }).getShortestPaths();
  let quotaId = '';
  beforeAll(async () => {
    quotaId = (await get<{ records: Array<{ id: string }> }>('ahCoupon/list', { roleType: 3, insurerMode: '2', size: 1 })).data.records[0].id;
  });
  for (const [i, path] of paths.entries()) {
    it(path.description, async () => {
      const m = members[members.length - 5 - i];
      let checkId = '';
      // the first one within the limit, then over it: a pending request
      for (let k = 0; k < 3 && !checkId; k++) {
        const r = await post<{ checked: boolean; ahCouponCheckId?: string }>('ahCoupon/sendQuotaInsurerCoupon', { id: quotaId, ahMemberId: m.id, vin: testVin(), inputFee: 300_000, imgPath: '/demo/coupon/p.png' }, service);
        expect(r.code, r.msg).toBe(200);
        if (r.data.checked) checkId = r.data.ahCouponCheckId!;
      }
      const status = async () => (await get<{ checkStatus: number }>('ahCouponCheck/detail', { ahCouponCheckId: checkId })).data.checkStatus;
      await path.test({
        states: {
          pending: async () => expect(await status()).toBe(0),
          passed: async () => {
            expect(await status()).toBe(1);
            expect((await post('ahCouponCheck/updateCheckStatus', { id: checkId, checkStatus: 2, reason: '再审' })).code).toBe(10300);
          },
          rejected: async () => {
            expect(await status()).toBe(2);
            expect((await post('ahCouponCheck/updateCheckStatus', { id: checkId, checkStatus: 1 })).code).toBe(10300);
          },
        },
        events: {
          PASS: async () => expect((await post('ahCouponVerifyCheck/updateCheckStatus', { id: checkId, checkStatus: 1 })).code).toBe(200),
          REJECT: async () => expect((await post('ahCouponVerifyCheck/updateCheckStatus', { id: checkId, checkStatus: 2, reason: '不符' })).code).toBe(200),
        },
      });
    });
  }
});
