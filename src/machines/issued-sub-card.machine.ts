/**
 * One issued sub-card (ah_sub_card_member): the card a member holds after sendCard, with its own
 * code, a remaining count and a validity window (docs/sub-cards.md).
 *   pending  (not yet in effect: takeEffect 1 or 2 years) --TAKE_EFFECT--> active
 *   active   --VERIFY {count}--> active (uses left) or usedUp (the last uses)
 *   pending | active --EXPIRE--> expired (the window closed)
 * usedUp and expired are final. TAKE_EFFECT and EXPIRE are the clock, not a person: the state of a
 * row at a moment is read from its dates and count (issuedCardStateAt), so nothing needs a sweep.
 * The server asks this machine on every verify, inside the transaction that writes the count.
 */
import dayjs from 'dayjs';
import { assign, setup, transition } from 'xstate';

export type IssuedCardState = 'pending' | 'active' | 'usedUp' | 'expired';

/** states as the lists show them (status is computed, never stored) */
export const ISSUED_CARD_STATUS = { pending: 0, active: 1, usedUp: 2, expired: 3 } as const;
export const ISSUED_CARD_STATUS_OPTIONS = [
  { value: 0, zh: '未生效', en: 'Not yet in effect' },
  { value: 1, zh: '可使用', en: 'Active' },
  { value: 2, zh: '已用完', en: 'Used up' },
  { value: 3, zh: '已过期', en: 'Expired' },
] as const;

export type IssuedCardEvent = { type: 'VERIFY'; count: number } | { type: 'TAKE_EFFECT' } | { type: 'EXPIRE' };

const validCount = (count: number, remaining: number) => Number.isInteger(count) && count >= 1 && count <= remaining;

export const issuedSubCardMachine = setup({
  types: { context: {} as { remaining: number }, events: {} as IssuedCardEvent, input: {} as { remaining: number } },
  guards: {
    usesAll: ({ context, event }) => event.type === 'VERIFY' && validCount(event.count, context.remaining) && event.count === context.remaining,
    usesSome: ({ context, event }) => event.type === 'VERIFY' && validCount(event.count, context.remaining) && event.count < context.remaining,
  },
  actions: {
    spend: assign({ remaining: ({ context, event }) => (event.type === 'VERIFY' ? context.remaining - event.count : context.remaining) }),
  },
}).createMachine({
  id: 'issuedSubCard',
  initial: 'pending',
  context: ({ input }) => ({ remaining: input.remaining }),
  states: {
    pending: { on: { TAKE_EFFECT: 'active', EXPIRE: 'expired' } },
    active: {
      on: {
        VERIFY: [
          { guard: 'usesAll', target: 'usedUp', actions: 'spend' },
          { guard: 'usesSome', target: 'active', actions: 'spend' },
        ],
        EXPIRE: 'expired',
      },
    },
    usedUp: { type: 'final' },
    expired: { type: 'final' },
  },
});

const time = (v: unknown): number => (v instanceof Date ? v.getTime() : typeof v === 'string' || typeof v === 'number' ? new Date(v).getTime() : NaN);

/** An issued card row's state at `now`, from its count and dates. */
export function issuedCardStateAt(row: Readonly<Record<string, unknown>>, now: Date): IssuedCardState {
  if (Number(row.remainCount) <= 0) return 'usedUp';
  const t = now.getTime();
  if (t >= time(row.expireTime)) return 'expired';
  if (t < time(row.effectTime)) return 'pending';
  return 'active';
}

export const issuedCardStatusAt = (row: Readonly<Record<string, unknown>>, now: Date): number => ISSUED_CARD_STATUS[issuedCardStateAt(row, now)];

const day = (v: unknown) => dayjs(time(v)).format('YYYY-MM-DD');

/** Why a card refuses a verify of `count` uses now (10300), in the spec's languages. */
export function verifyRefusal(row: Readonly<Record<string, unknown>>, count: number, now: Date): { zh: string; en: string } {
  switch (issuedCardStateAt(row, now)) {
    case 'usedUp':
      return { zh: '次卡次数已用完', en: 'The sub-card has no uses left' };
    case 'expired':
      return { zh: `次卡已过期（有效期至${day(row.expireTime)}）`, en: `The sub-card expired (valid until ${day(row.expireTime)})` };
    case 'pending':
      return { zh: `次卡尚未生效（${day(row.effectTime)}起生效）`, en: `The sub-card is not in effect yet (from ${day(row.effectTime)})` };
    default:
      return Number.isInteger(count) && count >= 1
        ? { zh: `剩余次数不足，当前剩余${Number(row.remainCount)}次`, en: `Not enough uses left: ${Number(row.remainCount)} remaining` }
        : { zh: '核销次数须为正整数', en: 'The number of uses must be a positive whole number' };
  }
}

/**
 * Asks the machine to verify `count` uses of the row now: the remaining count and state after it,
 * or the refusal. Pure: the server calls it inside its transaction, the verify dialog before sending.
 */
export function verifyIssuedCard(
  row: Readonly<Record<string, unknown>>,
  count: number,
  now: Date,
): { ok: true; remainCount: number; state: IssuedCardState } | { ok: false; refusal: { zh: string; en: string } } {
  const state = issuedCardStateAt(row, now);
  const snapshot = issuedSubCardMachine.resolveState({ value: state, context: { remaining: Math.max(0, Number(row.remainCount) || 0) } });
  const event = { type: 'VERIFY', count } as const;
  if (!snapshot.can(event)) return { ok: false, refusal: verifyRefusal(row, count, now) };
  const [next] = transition(issuedSubCardMachine, snapshot, event);
  return { ok: true, remainCount: next.context.remaining, state: next.value as IssuedCardState };
}

/**
 * The validity window of a card sent at `sentAt` (spec 2 section 4): it takes effect immediately or
 * after 1 or 2 years (takeEffect 0, 1, 2) and stays valid effectNum years, months or days
 * (effectUnit 0, 1, 2) from then; expireTime is the first moment it no longer is.
 */
export function issuedCardWindow(sentAt: Date, takeEffect: number, effectNum: number, effectUnit: number): { effectTime: Date; expireTime: Date } {
  const effect = dayjs(sentAt).add(takeEffect, 'year');
  const unit = effectUnit === 0 ? 'year' : effectUnit === 1 ? 'month' : 'day';
  return { effectTime: effect.toDate(), expireTime: effect.add(effectNum, unit).toDate() };
}
