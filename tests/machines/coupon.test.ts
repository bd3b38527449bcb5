/**
 * Model-based: every shortest path of the three coupon machines (the catalogue's listing, an issued
 * coupon, a coupon check), each step checked against the helpers the server and the lists call. The
 * same paths are walked against the server in tests/server/coupons-machines.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  COUPON_CHECK_STATUS,
  couponCheckAllows,
  couponCheckMachine,
  couponCheckRefusal,
  couponShelf,
  issuedCouponAllows,
  issuedCouponMachine,
  issuedCouponNext,
  issuedCouponRefusal,
  issuedCouponStateAt,
  type CouponCheckState,
  type IssuedCouponEvent,
  type IssuedCouponState,
} from '../../src/machines/coupon.machine';
import { couponCheckResource, couponProblem, couponRecordResource, couponResource } from '../../src/domain/resources/sales/coupon';
import { reachedStates } from './helpers';

describe('coupon listing model', () => {
  const events = (['UP', 'DOWN', 'EDIT', 'DELETE'] as const).map((type) => ({ type, row: {} }));
  const model = createTestModel(couponShelf.machine, { events });
  const paths = model.getShortestPaths();

  it('reaches both states', () => {
    expect(reachedStates(paths)).toEqual(['off', 'on']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(couponShelf.machine).start();
      let row: Record<string, unknown> = { couponStatus: 0, couponName: '洗车券' };
      await path.test({
        states: {
          off: () => expect(couponShelf.stateOf(row)).toBe('off'),
          on: () => expect(couponShelf.stateOf(row)).toBe('on'),
        },
        events: Object.fromEntries(
          events.map(({ type }) => [
            type,
            () => {
              const next = couponShelf.next(row, type);
              expect(next !== null).toBe(actor.getSnapshot().can({ type, row }));
              if (next !== null) row = { ...row, couponStatus: next };
              actor.send({ type, row });
            },
          ]),
        ),
      });
    });
  }

  it('offers up, down, send, edit and delete where the machine allows them, and says why not', () => {
    const [up, down, send] = couponResource.actions!;
    const off = { couponStatus: 0 };
    const on = { couponStatus: 1 };
    expect([up.applies!(off), up.applies!(on), down.applies!(off), down.applies!(on), send.applies!(off), send.applies!(on)]).toEqual([true, false, false, true, false, true]);
    expect(send.applies!({ couponStatus: 1, insurerMode: '2' })).toBe(false);
    expect(couponResource.editable!.applies(on)).toBe(false);
    expect(couponResource.editable!.refusal(on, false).zh).toBe('卡券已上架，请先下架再编辑');
    expect(couponResource.removable!.applies(off)).toBe(true);
    expect(up.refusal!({ couponStatus: 1, couponName: '洗车券' }, true).zh).toBe('洗车券：卡券已上架');
  });

  it('checks a coupon’s value and validity rules', () => {
    const good = { discountType: 0, amount: 100, startTime: '2026-01-01', endTime: '2026-02-01', expiryOption: 0, roleType: 0 };
    expect(couponProblem(good)).toBeNull();
    expect(couponProblem({ ...good, amount: 0 })?.field).toBe('amount');
    expect(couponProblem({ ...good, discountType: 1, discount: 0 })?.field).toBe('discount');
    expect(couponProblem({ ...good, discountType: 1, discount: 85 })).toBeNull();
    expect(couponProblem({ ...good, endTime: '2025-12-31' })?.field).toBe('endTime');
    expect(couponProblem({ ...good, expiryOption: 1 })?.field).toBe('periodDays');
    expect(couponProblem({ ...good, roleType: 3 })?.field).toBe('insurerMode');
    expect(couponProblem({ ...good, roleType: 3, insurerMode: '2' })?.field).toBe('discountId');
  });
});

describe('issued coupon model', () => {
  const EVENTS: IssuedCouponEvent['type'][] = ['VERIFY', 'VOID', 'EXPIRE', 'RETURN'];
  const STATES: IssuedCouponState[] = ['unused', 'used', 'expired', 'void'];
  const model = createTestModel(issuedCouponMachine, { events: EVENTS.map((type) => ({ type })) });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual([...STATES].sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(issuedCouponMachine).start();
      let state: IssuedCouponState = 'unused';
      await path.test({
        states: Object.fromEntries(
          STATES.map((n) => [
            n,
            () => {
              expect(actor.getSnapshot().value).toBe(n);
              for (const e of EVENTS) expect(issuedCouponAllows(state, e)).toBe(actor.getSnapshot().can({ type: e }));
            },
          ]),
        ),
        events: Object.fromEntries(
          EVENTS.map((type) => [
            type,
            () => {
              const next = issuedCouponNext(state, type);
              expect(next !== null).toBe(actor.getSnapshot().can({ type }));
              if (next) state = next;
              actor.send({ type });
            },
          ]),
        ),
      });
    });
  }

  it('reads the clock: an unused coupon past its end has expired; the others keep their state', () => {
    const now = new Date('2026-06-15T08:00:00Z');
    const row = (status: number, validTo: string) => ({ status, validTo });
    expect(issuedCouponStateAt(row(0, '2026-06-16T00:00:00Z'), now)).toBe('unused');
    expect(issuedCouponStateAt(row(0, '2026-06-15T07:59:59Z'), now)).toBe('expired');
    expect(issuedCouponStateAt(row(1, '2026-06-01T00:00:00Z'), now)).toBe('used');
    expect(issuedCouponStateAt(row(3, '2027-01-01T00:00:00Z'), now)).toBe('void');
    expect(issuedCouponRefusal('used', 'VERIFY').zh).toBe('该卡券已核销，不能重复使用');
    // a refunded mall order gives its coupon back: only a used one goes back to unused
    expect(issuedCouponNext('used', 'RETURN')).toBe('unused');
    expect(issuedCouponNext('unused', 'RETURN')).toBeNull();
    expect(issuedCouponRefusal('unused', 'RETURN').zh).toBe('该卡券未使用，无需退回');
    expect(issuedCouponRefusal('expired', 'VERIFY').zh).toBe('该卡券已过期');
    const [voidAction] = couponRecordResource.actions!;
    expect(voidAction.applies!({ status: 0, validTo: '2999-01-01T00:00:00Z' })).toBe(true);
    expect(voidAction.applies!({ status: 1, validTo: '2999-01-01T00:00:00Z' })).toBe(false);
  });
});

describe('coupon check model', () => {
  const EVENTS = ['PASS', 'REJECT'] as const;
  const STATES: CouponCheckState[] = ['pending', 'passed', 'rejected'];
  const STATUS = { pending: COUPON_CHECK_STATUS.pending, passed: COUPON_CHECK_STATUS.passed, rejected: COUPON_CHECK_STATUS.rejected };
  const model = createTestModel(couponCheckMachine, { events: EVENTS.map((type) => ({ type })) });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual([...STATES].sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(couponCheckMachine).start();
      await path.test({
        states: Object.fromEntries(
          STATES.map((n) => [
            n,
            () => {
              expect(actor.getSnapshot().value).toBe(n);
              for (const e of EVENTS) expect(couponCheckAllows(STATUS[n], e)).toBe(actor.getSnapshot().can({ type: e }));
              const [pass, reject] = couponCheckResource.actions!;
              expect(pass.applies!({ checkStatus: STATUS[n] })).toBe(n === 'pending');
              expect(reject.applies!({ checkStatus: STATUS[n] })).toBe(n === 'pending');
            },
          ]),
        ),
        events: Object.fromEntries(EVENTS.map((type) => [type, () => actor.send({ type })])),
      });
    });
  }

  it('says why a decided request takes no second decision', () => {
    expect(couponCheckRefusal(1).zh).toBe('该申请已审核通过');
    expect(couponCheckRefusal(2).zh).toBe('该申请已驳回');
    expect(couponCheckAllows(7, 'PASS')).toBe(false);
  });
});
