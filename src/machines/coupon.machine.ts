/**
 * Coupons (spec 2 "Coupons", docs/coupons.md): three machines.
 * - the catalogue's listing (上架/下架) is the shared listing factory over couponStatus;
 * - an issued coupon (ah_coupon_record): unused --VERIFY--> used, unused --VOID--> void, unused
 *   --EXPIRE--> expired; used --RETURN--> unused (a refunded mall order gives its coupon back);
 *   expired and void are final. EXPIRE is the clock: an unused row past its
 *   validTo reads as expired (issuedCouponStateAt), so nothing needs a sweep;
 * - a coupon check (ah_coupon_check, over-quota coupons waiting for manual review): pending --PASS-->
 *   passed, pending --REJECT--> rejected; both final.
 * The server asks these machines inside the transaction that writes the change; the client offers
 * only what they allow.
 */
import { setup, transition } from 'xstate';
import type { Label } from '../domain/resources/types';
import { listing } from './listing.machine';

type Row = Readonly<Record<string, unknown>>;

/** couponStatus: 1 listed (上架), 0 unlisted (下架), the spec's "special" list asks couponStatus=1 */
export const COUPON_STATUS = { down: 0, up: 1 } as const;
export const COUPON_STATUS_OPTIONS = [
  { value: 1, zh: '上架', en: 'Listed' },
  { value: 0, zh: '下架', en: 'Unlisted' },
] as const;

/** only an unlisted coupon is edited or deleted: members holding a listed one keep its terms */
export const couponShelf = listing({ field: 'couponStatus', on: COUPON_STATUS.up, off: COUPON_STATUS.down, noun: { zh: '卡券', en: 'Coupon' }, nameField: 'couponName', lockWhileOn: true });

// ---------------------------------------------------------------- issued coupons

export type IssuedCouponState = 'unused' | 'used' | 'expired' | 'void';
export type IssuedCouponEvent = { type: 'VERIFY' } | { type: 'VOID' } | { type: 'EXPIRE' } | { type: 'RETURN' };

export const COUPON_RECORD_STATUS = { unused: 0, used: 1, expired: 2, void: 3 } as const;
export const COUPON_RECORD_STATUS_OPTIONS = [
  { value: 0, zh: '未使用', en: 'Unused' },
  { value: 1, zh: '已核销', en: 'Verified' },
  { value: 2, zh: '已过期', en: 'Expired' },
  { value: 3, zh: '已作废', en: 'Voided' },
] as const;

export const issuedCouponMachine = setup({ types: { events: {} as IssuedCouponEvent } }).createMachine({
  id: 'issuedCoupon',
  initial: 'unused',
  states: {
    unused: { on: { VERIFY: 'used', VOID: 'void', EXPIRE: 'expired' } },
    used: { on: { RETURN: 'unused' } },
    expired: { type: 'final' },
    void: { type: 'final' },
  },
});

const time = (v: unknown): number => (v instanceof Date ? v.getTime() : typeof v === 'string' || typeof v === 'number' ? new Date(v).getTime() : NaN);
const STATE_BY_STATUS: Record<number, IssuedCouponState> = { 0: 'unused', 1: 'used', 2: 'expired', 3: 'void' };

/** An issued coupon's state at `now`: the stored state, except that an unused one past its validTo has expired. */
export function issuedCouponStateAt(row: Row, now: Date): IssuedCouponState {
  const stored = STATE_BY_STATUS[Number(row.status)] ?? 'void';
  if (stored === 'unused' && now.getTime() > time(row.validTo)) return 'expired';
  return stored;
}
export const issuedCouponStatusAt = (row: Row, now: Date): number => COUPON_RECORD_STATUS[issuedCouponStateAt(row, now)];

export function issuedCouponAllows(state: IssuedCouponState, type: IssuedCouponEvent['type']): boolean {
  return issuedCouponMachine.resolveState({ value: state, context: undefined }).can({ type });
}

export function issuedCouponNext(state: IssuedCouponState, type: IssuedCouponEvent['type']): IssuedCouponState | null {
  const snap = issuedCouponMachine.resolveState({ value: state, context: undefined });
  if (!snap.can({ type })) return null;
  return transition(issuedCouponMachine, snap, { type })[0].value as IssuedCouponState;
}

/** why a coupon in this state cannot take the event (the counter reads it) */
export function issuedCouponRefusal(state: IssuedCouponState, type: IssuedCouponEvent['type']): Label {
  if (type === 'RETURN' && state !== 'used') return { zh: '该卡券未使用，无需退回', en: 'This coupon was not used; nothing to give back' };
  if (state === 'used') return { zh: '该卡券已核销，不能重复使用', en: 'This coupon has already been verified' };
  if (state === 'expired') return { zh: '该卡券已过期', en: 'This coupon has expired' };
  if (state === 'void') return { zh: '该卡券已作废', en: 'This coupon has been voided' };
  return type === 'EXPIRE' ? { zh: '该卡券尚未到期', en: 'This coupon has not expired yet' } : { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
}

// ---------------------------------------------------------------- coupon checks

export type CouponCheckState = 'pending' | 'passed' | 'rejected';
export type CouponCheckEvent = { type: 'PASS' } | { type: 'REJECT' };
export const COUPON_CHECK_STATUS = { pending: 0, passed: 1, rejected: 2 } as const;
export const COUPON_CHECK_STATUS_OPTIONS = [
  { value: 0, zh: '待审核', en: 'Pending' },
  { value: 1, zh: '审核通过', en: 'Passed' },
  { value: 2, zh: '审核驳回', en: 'Rejected' },
] as const;

export const couponCheckMachine = setup({ types: { events: {} as CouponCheckEvent } }).createMachine({
  id: 'couponCheck',
  initial: 'pending',
  states: {
    pending: { on: { PASS: 'passed', REJECT: 'rejected' } },
    passed: { type: 'final' },
    rejected: { type: 'final' },
  },
});

const CHECK_STATE_BY_STATUS: Record<number, CouponCheckState> = { 0: 'pending', 1: 'passed', 2: 'rejected' };
export const couponCheckStateOf = (status: unknown): CouponCheckState | null => CHECK_STATE_BY_STATUS[Number(status)] ?? null;

export function couponCheckAllows(status: unknown, type: CouponCheckEvent['type']): boolean {
  const state = couponCheckStateOf(status);
  return !!state && couponCheckMachine.resolveState({ value: state, context: undefined }).can({ type });
}

export function couponCheckRefusal(status: unknown): Label {
  const state = couponCheckStateOf(status);
  if (state === 'passed') return { zh: '该申请已审核通过', en: 'This request has already been passed' };
  if (state === 'rejected') return { zh: '该申请已驳回', en: 'This request has already been rejected' };
  return { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
}
