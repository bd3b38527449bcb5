/**
 * Model-based: every shortest path of the sub-card listing machine and of the issued-card machine,
 * each step checked against the pure helpers the server and the list call.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { nextSubCardIsUp, SUB_CARD_IS_UP, subCardAllows, subCardMachine, subCardRefusal, subCardRowRefusal, subCardStateOf, type SubCardEventType, type SubCardState } from '../../src/machines/sub-card.machine';
import { issuedCardStateAt, issuedCardWindow, issuedSubCardMachine, verifyIssuedCard, type IssuedCardEvent, type IssuedCardState } from '../../src/machines/issued-sub-card.machine';
import { subCardResource, validityProblem } from '../../src/domain/resources/sales/sub-card';
import { reachedStates } from './helpers';

const EVENTS: SubCardEventType[] = ['UP', 'DOWN', 'EDIT', 'DELETE', 'SEND'];
const STATES: SubCardState[] = ['offShelf', 'onShelf'];
const ALLOWED: Record<SubCardState, SubCardEventType[]> = { offShelf: ['UP', 'EDIT', 'DELETE'], onShelf: ['DOWN', 'SEND'] };

describe('sub-card listing model', () => {
  const model = createTestModel(subCardMachine, { events: EVENTS.map((type) => ({ type })) });
  const paths = model.getShortestPaths();

  it('reaches both states', () => {
    expect(reachedStates(paths)).toEqual(['offShelf', 'onShelf']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(subCardMachine).start();
      let isUp: number = SUB_CARD_IS_UP.offShelf;
      await path.test({
        states: Object.fromEntries(
          STATES.map((n) => [
            n,
            () => {
              expect(actor.getSnapshot().value).toBe(n);
              expect(subCardStateOf(isUp)).toBe(n);
              for (const e of EVENTS) expect(subCardAllows(isUp, e)).toBe(actor.getSnapshot().can({ type: e }));
            },
          ]),
        ),
        events: Object.fromEntries(
          EVENTS.map((type) => [
            type,
            () => {
              const next = nextSubCardIsUp(isUp, type);
              expect(next !== null).toBe(actor.getSnapshot().can({ type }));
              if (next !== null) isUp = next;
              actor.send({ type });
            },
          ]),
        ),
      });
    });
  }

  it('edits and deletes only off shelf, sends only on shelf, and says why not', () => {
    for (const state of STATES) {
      for (const e of EVENTS) {
        expect(subCardAllows(SUB_CARD_IS_UP[state], e), `${state} ${e}`).toBe(ALLOWED[state].includes(e));
        if (!ALLOWED[state].includes(e)) expect(subCardRefusal(state, e).zh).not.toBe('当前状态不允许该操作');
      }
    }
    expect(subCardRefusal('onShelf', 'EDIT').zh).toBe('次卡已上架，请先下架再编辑');
    expect(subCardRefusal('offShelf', 'SEND').zh).toBe('次卡未上架，不能发放');
    expect(subCardRowRefusal({ cardName: '精洗10次卡', isUp: 1 }, 'UP', true).zh).toBe('精洗10次卡：次卡已上架');
    // values the table should never hold take no event; a card without the flag was never listed; text from a form counts
    for (const bad of ['', 7, 'x']) for (const e of EVENTS) expect(nextSubCardIsUp(bad, e)).toBeNull();
    expect(nextSubCardIsUp(null, 'UP')).toBe(1);
    expect(nextSubCardIsUp('1', 'DOWN')).toBe(0);
  });

  it('offers up and down in the list exactly where the machine allows them', () => {
    const [up, down] = subCardResource.actions;
    expect([up.applies({ isUp: 0 }), up.applies({ isUp: 1 }), down.applies({ isUp: 0 }), down.applies({ isUp: 1 })]).toEqual([true, false, false, true]);
  });
});

const DAY = 86_400_000;
const NOW = new Date('2026-06-15T08:00:00Z');
const row = (state: IssuedCardState, remainCount = 3): Record<string, unknown> => ({
  remainCount: state === 'usedUp' ? 0 : remainCount,
  effectTime: new Date(NOW.getTime() + (state === 'pending' ? DAY : -30 * DAY)),
  expireTime: new Date(NOW.getTime() + (state === 'expired' ? -DAY : 300 * DAY)),
});

describe('issued sub-card model', () => {
  const ISSUED_EVENTS: IssuedCardEvent[] = [{ type: 'TAKE_EFFECT' }, { type: 'EXPIRE' }, { type: 'VERIFY', count: 1 }, { type: 'VERIFY', count: 2 }, { type: 'VERIFY', count: 0 }];
  const model = createTestModel(issuedSubCardMachine, { events: ISSUED_EVENTS });
  const input = { remaining: 3 };
  const paths = model.getShortestPaths({ input } as never);

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(['active', 'expired', 'pending', 'usedUp']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(issuedSubCardMachine, { input }).start();
      // the row the server would hold: count and dates, moved by the same events
      let stored: Record<string, unknown> = { ...row('pending', 3) };
      let now = NOW;
      await path.test({
        states: Object.fromEntries(
          (['pending', 'active', 'usedUp', 'expired'] as const).map((n) => [
            n,
            () => {
              expect(actor.getSnapshot().value).toBe(n);
              expect(issuedCardStateAt(stored, now)).toBe(n);
              expect(Number(stored.remainCount)).toBe(actor.getSnapshot().context.remaining);
            },
          ]),
        ),
        events: {
          TAKE_EFFECT: () => {
            now = new Date((stored.effectTime as Date).getTime() + 1);
            actor.send({ type: 'TAKE_EFFECT' });
          },
          EXPIRE: () => {
            now = new Date((stored.expireTime as Date).getTime());
            actor.send({ type: 'EXPIRE' });
          },
          VERIFY: ({ event }) => {
            const count = (event as unknown as { count: number }).count;
            const answer = verifyIssuedCard(stored, count, now);
            expect(answer.ok).toBe(actor.getSnapshot().can({ type: 'VERIFY', count }));
            if (answer.ok) stored = { ...stored, remainCount: answer.remainCount };
            actor.send({ type: 'VERIFY', count });
          },
        },
      });
    });
  }

  it('verifies only an active card, within its uses, and says why not', () => {
    expect(verifyIssuedCard(row('active'), 2, NOW)).toEqual({ ok: true, remainCount: 1, state: 'active' });
    expect(verifyIssuedCard(row('active'), 3, NOW)).toEqual({ ok: true, remainCount: 0, state: 'usedUp' });
    const refused = (r: Record<string, unknown>, n: number) => {
      const a = verifyIssuedCard(r, n, NOW);
      return a.ok ? null : a.refusal.zh;
    };
    expect(refused(row('active'), 4)).toBe('剩余次数不足，当前剩余3次');
    expect(refused(row('active'), 0)).toBe('核销次数须为正整数');
    expect(refused(row('active'), 1.5)).toBe('核销次数须为正整数');
    expect(refused(row('usedUp'), 1)).toBe('次卡次数已用完');
    expect(refused(row('pending'), 1)).toMatch(/^次卡尚未生效（2026-06-1[56]起生效）$/);
    expect(refused(row('expired'), 1)).toMatch(/^次卡已过期（有效期至2026-06-1[45]）$/);
  });

  it('computes the window from takeEffect, effectNum and effectUnit', () => {
    const sent = new Date('2026-01-31T10:00:00Z');
    expect(issuedCardWindow(sent, 0, 12, 1)).toEqual({ effectTime: sent, expireTime: new Date('2027-01-31T10:00:00Z') });
    expect(issuedCardWindow(sent, 1, 1, 0)).toEqual({ effectTime: new Date('2027-01-31T10:00:00Z'), expireTime: new Date('2028-01-31T10:00:00Z') });
    expect(issuedCardWindow(sent, 2, 10, 2).expireTime).toEqual(new Date('2028-02-10T10:00:00Z'));
    // a month past the 31st ends on the month's last day
    expect(issuedCardWindow(sent, 0, 1, 1).expireTime.toISOString().slice(0, 10)).toBe('2026-02-28');
  });

  it('allows the spec’s validity months only', () => {
    for (const m of [12, 24, 6, 3, 1]) expect(validityProblem(m, 1)).toBeNull();
    for (const m of [2, 5, 36]) expect(validityProblem(m, 1)?.zh).toBe('按月计的有效期只能为12、24、6、3、1个月');
    expect(validityProblem(11, 0)?.zh).toBe('按年计的有效期最多10年');
    expect(validityProblem(45, 2)).toBeNull();
  });
});
