/**
 * crm-anhua ahTurntableActivity and ahWelfare beyond the generated calls (page, detail, saveOrUpdate,
 * status, remove; prize page/save/update/remove; draw and record pages): the prizes keep their
 * turntable's probability total (never above 100 %; the status call switches it on only at exactly
 * 100 %), the members' draw (daily limit by a counter row raised only below the limit; a prize's stock
 * by a guarded UPDATE, so concurrent draws never hand out more than it holds), and the members'
 * welfare receipt (stock by a guarded UPDATE, one per phone). Decisions: docs/marketing.md.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ResourceRuntime, type ResourceHookMap } from '../../http/resource-router';
import { ApiError, badInput, notFound } from '../../http/envelope';
import { requireStore } from '../../http/store-scope';
import { vId } from '../../http/input';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { Codes, type Lang } from '../../../src/domain/codes';
import type { Label } from '../../../src/domain/resources/types';
import { validateRecord } from '../../../src/domain/resources/validate';
import { ahTurntableActivity, ahTurntableDraw, ahTurntableDrawDay, ahTurntablePrize, ahWelfare, ahWelfareRecord } from '../../db/resource-tables/marketing';
import {
  DRAW_INPUT,
  hundredthsOf,
  PRIZE_TYPE,
  PROBABILITY_SCALE,
  PROBABILITY_TOTAL,
  probabilityOver100,
  TURNTABLE_MESSAGES as T,
  turntableResource,
  turntableSwitch,
  WELFARE_MESSAGES as W,
  welfareResource,
  welfareSwitch,
} from '../../../src/domain/resources/marketing/turntable';

type Row = Record<string, unknown>;

const turntables = new ResourceRuntime(turntableResource, ahTurntableActivity);
const welfares = new ResourceRuntime(welfareResource, ahWelfare);

const time = (x: unknown): number => (x instanceof Date ? x.getTime() : new Date(String(x)).getTime());
const refuse = (label: Label) => ApiError.of(Codes.BUSINESS_NOTICE, label);

/** the turntable's prizes' total (hundredths of a percent), leaving out `except` and adding `plus` */
async function prizeTotal(tx: Tx, turntableId: string, except: readonly string[] = []): Promise<number> {
  const rows = await tx
    .select({ probability: ahTurntablePrize.probability })
    .from(ahTurntablePrize)
    .where(and(eq(ahTurntablePrize.ahTurntableActivityId, turntableId), eq(ahTurntablePrize.isDeleted, 0), except.length ? sql`${ahTurntablePrize.id} not in (${sql.join(except.map((x) => sql`${x}`), sql`, `)})` : undefined));
  return rows.reduce((s, r) => s + hundredthsOf(r.probability), 0);
}

/** the turntable of a prize change, locked: it must be off while its prizes change */
async function lockTurntableOff(tx: Tx, turntableId: string, lang: Lang): Promise<Row> {
  const [t] = (await tx.select().from(ahTurntableActivity).where(and(eq(ahTurntableActivity.id, turntableId), eq(ahTurntableActivity.isDeleted, 0))).for('update')) as Row[];
  if (!t) throw notFound(T.noTurntable[lang]);
  if (turntableSwitch.stateOf(t) === 'on') throw refuse(T.runningPrizes);
  return t;
}

export const TURNTABLE_HOOKS: ResourceHookMap = {
  ahTurntableActivity: {
    beforeWrite: async ({ tx, value, id }) => {
      let before: Row | undefined;
      if (id) [before] = (await tx.select().from(ahTurntableActivity).where(eq(ahTurntableActivity.id, id))) as Row[];
      const merged = { ...before, ...value };
      if (merged.startTime && merged.endTime && time(merged.endTime) <= time(merged.startTime)) throw badInput(T.endBeforeStart, 'endTime');
    },
  },
  ahTurntablePrize: {
    beforeWrite: async ({ tx, value, id, lang }) => {
      let before: Row | undefined;
      if (id) [before] = (await tx.select().from(ahTurntablePrize).where(eq(ahTurntablePrize.id, id)).for('update')) as Row[];
      const merged = { ...before, ...value };
      const turntableId = String(merged.ahTurntableActivityId);
      if (before && value.ahTurntableActivityId !== undefined && String(value.ahTurntableActivityId) !== String(before.ahTurntableActivityId)) throw badInput({ zh: '奖品不能移到另一个大转盘', en: 'A prize cannot move to another turntable' }, 'ahTurntableActivityId');
      await lockTurntableOff(tx, turntableId, lang);
      const p = Number(merged.probability ?? 0);
      if (Math.abs(p * PROBABILITY_SCALE - Math.round(p * PROBABILITY_SCALE)) > 1e-9) throw badInput(T.probabilityDecimals, 'probability');
      if (before && Number(merged.prizeType) !== PRIZE_TYPE.none && Number(merged.stock) < Number(before.wonCount ?? 0)) throw badInput(T.stockBelowWon, 'stock');
      const total = (await prizeTotal(tx, turntableId, id ? [id] : [])) + hundredthsOf(p);
      if (total > PROBABILITY_TOTAL) throw badInput(probabilityOver100(total), 'probability');
      await tx.update(ahTurntableActivity).set({ probabilityTotal: total / PROBABILITY_SCALE }).where(eq(ahTurntableActivity.id, turntableId));
    },
    beforeRemove: async ({ tx, ids, lang }) => {
      const rows = await tx.select({ t: ahTurntablePrize.ahTurntableActivityId }).from(ahTurntablePrize).where(inArray(ahTurntablePrize.id, ids));
      for (const turntableId of new Set(rows.map((r) => String(r.t)))) {
        await lockTurntableOff(tx, turntableId, lang);
        const total = await prizeTotal(tx, turntableId, ids);
        await tx.update(ahTurntableActivity).set({ probabilityTotal: total / PROBABILITY_SCALE }).where(eq(ahTurntableActivity.id, turntableId));
      }
    },
  },
  ahWelfare: {
    beforeWrite: async ({ tx, value, id }) => {
      let before: Row | undefined;
      if (id) [before] = (await tx.select().from(ahWelfare).where(eq(ahWelfare.id, id)).for('update')) as Row[];
      const merged = { ...before, ...value };
      if (merged.validStart && merged.validEnd && String(merged.validEnd) < String(merged.validStart)) throw badInput(W.endBeforeStart, 'validEnd');
      if (before && value.stock !== undefined && Number(value.stock) < Number(before.receivedCount ?? 0)) throw badInput(W.stockBelowReceived, 'stock');
    },
  },
};

/** a day in the store's time zone (the group's stores are in China) */
export const shanghaiDay = (d: Date): string => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** the sector a uniform number in [0, 10000) lands on, by the prizes' probabilities in order */
export function pickSector<P extends Readonly<Record<string, unknown>>>(prizes: readonly P[], roll: number): P | null {
  let edge = 0;
  for (const p of prizes) {
    edge += hundredthsOf(p.probability);
    if (roll < edge) return p;
  }
  return null;
}

const drawInput = v.looseObject({ id: vId(), memberName: v.optional(v.unknown()), phone: v.optional(v.unknown()) });

export interface DrawResult {
  isWin: 0 | 1;
  ahTurntablePrizeId: string | null;
  prizeName: string;
  drawsLeft: number;
}

/** One draw of one member: the daily counter first (refused at the limit), then the sector, then the prize's stock (a sold-out prize is no prize). */
export async function draw(services: Services, auth: AuthContext, turntableId: string, member: { memberName: string; phone: string }, lang: Lang): Promise<DrawResult> {
  const storeId = requireStore(auth, lang);
  const now = services.now();
  const day = shanghaiDay(now);
  const scope = await turntables.scope(services, auth);
  return services.db.transaction(async (tx) => {
    const [t] = (await tx.select().from(ahTurntableActivity).where(and(eq(ahTurntableActivity.id, turntableId), scope))) as Row[];
    if (!t) throw notFound(T.noTurntable[lang]);
    if (turntableSwitch.stateOf(t) !== 'on') throw refuse(T.notOn);
    if (time(t.startTime) > now.getTime()) throw refuse(T.notStarted);
    if (time(t.endTime) < now.getTime()) throw refuse(T.ended);
    const limit = Number(t.dailyLimit ?? 1);
    // raised only below the limit: a member's concurrent draws meet on this one row
    const counted = (await tx
      .insert(ahTurntableDrawDay)
      .values({ id: newId(), ahTurntableActivityId: turntableId, phone: member.phone, drawDay: day, draws: 1 })
      .onConflictDoUpdate({
        target: [ahTurntableDrawDay.ahTurntableActivityId, ahTurntableDrawDay.phone, ahTurntableDrawDay.drawDay],
        set: { draws: sql`${ahTurntableDrawDay.draws} + 1` },
        setWhere: sql`${ahTurntableDrawDay.draws} < ${limit}`,
      })
      .returning({ draws: ahTurntableDrawDay.draws })) as Array<{ draws: number }>;
    if (!counted.length) throw refuse(T.dailyLimit);
    const prizes = (await tx
      .select()
      .from(ahTurntablePrize)
      .where(and(eq(ahTurntablePrize.ahTurntableActivityId, turntableId), eq(ahTurntablePrize.isDeleted, 0)))
      .orderBy(asc(ahTurntablePrize.sort), asc(ahTurntablePrize.id))) as Row[];
    const sector = pickSector(prizes, randomInt(0, PROBABILITY_TOTAL));
    let won: Row | null = null;
    if (sector && Number(sector.prizeType) !== PRIZE_TYPE.none) {
      // the stock's own wall: only a row with stock left is raised
      const [hit] = await tx
        .update(ahTurntablePrize)
        .set({ wonCount: sql`${ahTurntablePrize.wonCount} + 1` })
        .where(and(eq(ahTurntablePrize.id, String(sector.id)), sql`${ahTurntablePrize.wonCount} < ${ahTurntablePrize.stock}`))
        .returning({ id: ahTurntablePrize.id });
      if (hit) won = sector;
    }
    const noPrize = prizes.find((p) => Number(p.prizeType) === PRIZE_TYPE.none);
    const prizeName = won ? String(won.prizeName) : String(noPrize?.prizeName ?? (lang === 'en' ? 'No prize' : '谢谢参与'));
    await tx.insert(ahTurntableDraw).values({
      id: newId(),
      storeId,
      ahTurntableActivityId: turntableId,
      memberName: member.memberName || null,
      phone: member.phone,
      isWin: won ? 1 : 0,
      ahTurntablePrizeId: won ? String(won.id) : null,
      prizeName,
      drawDay: day,
      drawTime: now,
      createUser: auth.userId,
      updateUser: auth.userId,
      createTime: now,
      updateTime: now,
    });
    await tx
      .update(ahTurntableActivity)
      .set({ drawCount: sql`coalesce(${ahTurntableActivity.drawCount}, 0) + 1`, winCount: sql`coalesce(${ahTurntableActivity.winCount}, 0) + ${won ? 1 : 0}` })
      .where(eq(ahTurntableActivity.id, turntableId));
    return { isWin: won ? 1 : 0, ahTurntablePrizeId: won ? String(won.id) : null, prizeName, drawsLeft: Math.max(0, limit - counted[0].draws) };
  });
}

/** One member receives one welfare: on, within its validity, stock left (guarded UPDATE), once per phone. */
export async function receiveWelfare(services: Services, auth: AuthContext, welfareId: string, member: { memberName: string; phone: string }, lang: Lang) {
  const storeId = requireStore(auth, lang);
  const now = services.now();
  const day = shanghaiDay(now);
  const scope = await welfares.scope(services, auth);
  return services.db.transaction(async (tx) => {
    const [w] = (await tx.select().from(ahWelfare).where(and(eq(ahWelfare.id, welfareId), scope))) as Row[];
    if (!w) throw notFound();
    if (welfareSwitch.stateOf(w) !== 'on') throw refuse(W.off);
    if (day < String(w.validStart) || day > String(w.validEnd)) throw refuse(W.notValid);
    const [dup] = await tx.select({ id: ahWelfareRecord.id }).from(ahWelfareRecord).where(and(eq(ahWelfareRecord.ahWelfareId, welfareId), eq(ahWelfareRecord.phone, member.phone), eq(ahWelfareRecord.isDeleted, 0))).limit(1);
    if (dup) throw refuse(W.already);
    const [hit] = await tx
      .update(ahWelfare)
      .set({ receivedCount: sql`${ahWelfare.receivedCount} + 1` })
      .where(and(eq(ahWelfare.id, welfareId), sql`${ahWelfare.receivedCount} < ${ahWelfare.stock}`))
      .returning({ receivedCount: ahWelfare.receivedCount });
    if (!hit) throw refuse(W.soldOut);
    const id = newId();
    await tx.insert(ahWelfareRecord).values({ id, storeId, ahWelfareId: welfareId, welfareName: String(w.welfareName), memberName: member.memberName || null, phone: member.phone, receiveTime: now, createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now });
    return { ahWelfareRecordId: id, receivedCount: Number(hit.receivedCount), left: Number(w.stock) - Number(hit.receivedCount) };
  });
}

/** the member a members'-side call names: a phone (required) and a name, checked as the declaration says */
function memberOf(input: Record<string, unknown>, lang: Lang) {
  const checked = validateRecord({ ...turntableResource, fields: DRAW_INPUT }, input, { lang });
  if (!checked.ok) throw new ApiError(Codes.BAD_REQUEST, checked.message, { field: checked.field });
  return { memberName: String(checked.value.memberName ?? ''), phone: String(checked.value.phone) };
}

export const turntableRoutes: Registrable[] = [
  // the members' side (the car-owner app calls it with its own account); also the back office's 试抽
  route({
    method: 'POST',
    url: '/crm-anhua/ahTurntableActivity/draw',
    input: drawInput,
    handler: async ({ auth, services, input, lang }) => draw(services, auth, input.id, memberOf(input, lang), lang),
  }),
  route({
    method: 'POST',
    url: '/crm-anhua/ahWelfare/receive',
    input: drawInput,
    handler: async ({ auth, services, input, lang }) => receiveWelfare(services, auth, input.id, memberOf(input, lang), lang),
  }),
];

