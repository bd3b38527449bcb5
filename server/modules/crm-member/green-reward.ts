/**
 * GET crm-member/ahGreenAward/searchUbi (carFrame or ubiNo): a store car's UBI account and its last
 * GREEN_SEARCH_DAYS days from the insurer's provider (server/services/ubi.ts); the days not yet
 * recorded become rows of ahGreenOpenEnvirDayReward (one per car and day, a unique index: two searches
 * at once record each day once), each with its reward points by GREEN_REWARD_RULE. The lists
 * (greenAwardPage, greenAwardDetailsPage) are the declaration's generated calls.
 */
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ApiError } from '../../http/envelope';
import { vOptStr } from '../../http/input';
import type { Db, Tx } from '../../db';
import { newId } from '../../db/ids';
import { Codes, type Lang } from '../../../src/domain/codes';
import { checkVin, validationMessage } from '../../../src/domain/validators';
import { GREEN_MESSAGES as M, GREEN_SEARCH_DAYS, greenBizNo, greenRewardPoints } from '../../../src/domain/resources/sales/green-reward';
import { INTEGRAL_LOG_TYPE } from '../../../src/domain/resources/sales/member-wx';
import { ahBoutiqueIntegralLog, ahGreenDayReward, ahMemberCar, ahMemberWx } from '../../db/resource-tables/members';
import { ubiProvider, type UbiProvider } from '../../services/ubi';
import { needStore } from './member';
import { userName } from '../crm-warehouse/car-order-core';

const DAY = 86_400_000;

/** Records the car's days from..yesterday that are not recorded yet; answers how many were added. */
export async function syncGreenDays(
  db: Db | Tx,
  provider: UbiProvider,
  scope: { tenantId: string; storeId: string },
  car: { vin: string; licensePlate: string | null; memberName: string | null; memberPhone: string | null },
  now: Date,
  days = GREEN_SEARCH_DAYS,
): Promise<{ ubiNo: string; added: number } | null> {
  const account = await provider.accountByVin(car.vin);
  if (!account) return null;
  const to = new Date(now.getTime() - DAY).toISOString().slice(0, 10);
  const from = new Date(now.getTime() - days * DAY).toISOString().slice(0, 10);
  const figures = await provider.days(account, from, to);
  if (!figures.length) return { ubiNo: account.ubiNo, added: 0 };
  const rows = figures.map((d) => ({
    id: newId(),
    tenantId: scope.tenantId,
    storeId: scope.storeId,
    carFrame: car.vin,
    ubiNo: account.ubiNo,
    licensePlate: car.licensePlate,
    memberName: car.memberName,
    phone: car.memberPhone,
    rewardDate: d.day,
    mileage: d.mileage,
    drivingMinutes: d.drivingMinutes,
    harshBrakes: d.harshBrakes,
    rapidAccels: d.rapidAccels,
    ecoScore: d.ecoScore,
    rewardIntegral: greenRewardPoints(d.ecoScore, d.mileage),
    createTime: now,
    updateTime: now,
  }));
  const added = await db
    .insert(ahGreenDayReward)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: ahGreenDayReward.id });
  return { ubiNo: account.ubiNo, added: added.length };
}

/**
 * Credits the car's recorded days that earned points and are not credited yet to the boutique points of
 * the car's member's mini-program user: per day a conditional UPDATE marks it credited (one winner when
 * searches meet), the user's points rise by a guarded UPDATE and the ledger row 9 绿色出行奖励 (bizNo
 * GR-<VIN>-<day>, unique in the ledger) is written, in one transaction. A car whose member has no
 * mini-program user keeps its days uncredited until they have one. Answers the points credited.
 */
export async function creditGreenDays(db: Db | Tx, scope: { tenantId: string; storeId: string }, vin: string, now: Date, operator = '系统'): Promise<{ credited: number; days: number }> {
  const g = ahGreenDayReward;
  return db.transaction(async (tx) => {
    const [car] = await tx
      .select({ memberId: ahMemberCar.memberId })
      .from(ahMemberCar)
      .where(and(eq(ahMemberCar.storeId, scope.storeId), eq(ahMemberCar.vin, vin), eq(ahMemberCar.isDeleted, 0)));
    if (!car?.memberId) return { credited: 0, days: 0 };
    const [user] = await tx
      .select({ id: ahMemberWx.id, nickName: ahMemberWx.nickName, phone: ahMemberWx.phone })
      .from(ahMemberWx)
      .where(and(eq(ahMemberWx.storeId, scope.storeId), eq(ahMemberWx.memberId, String(car.memberId)), eq(ahMemberWx.isDeleted, 0)))
      .orderBy(asc(ahMemberWx.id))
      .limit(1);
    if (!user) return { credited: 0, days: 0 };
    const due = await tx
      .select({ id: g.id, rewardDate: g.rewardDate, points: g.rewardIntegral })
      .from(g)
      .where(and(eq(g.storeId, scope.storeId), eq(g.carFrame, vin), eq(g.isDeleted, 0), gt(g.rewardIntegral, 0), sql`coalesce(${g.credited}, 0) = 0`))
      .orderBy(asc(g.rewardDate));
    let credited = 0;
    let days = 0;
    for (const d of due) {
      const won = await tx
        .update(g)
        .set({ credited: 1, creditTime: now, updateTime: now })
        .where(and(eq(g.id, d.id), sql`coalesce(${g.credited}, 0) = 0`))
        .returning({ id: g.id });
      if (!won.length) continue;
      const points = Number(d.points);
      const [after] = await tx
        .update(ahMemberWx)
        .set({ boutiqueIntegral: sql`${ahMemberWx.boutiqueIntegral} + ${points}`, updateTime: now })
        .where(eq(ahMemberWx.id, user.id))
        .returning({ balance: ahMemberWx.boutiqueIntegral });
      const day = String(d.rewardDate).slice(0, 10);
      await tx.insert(ahBoutiqueIntegralLog).values({
        id: newId(),
        tenantId: scope.tenantId,
        storeId: scope.storeId,
        ahMemberWxId: user.id,
        nickName: user.nickName,
        phone: user.phone,
        logType: INTEGRAL_LOG_TYPE.green,
        integral: points,
        balanceAfter: Number(after.balance),
        bizNo: greenBizNo(vin, day),
        remark: `${day}绿色出行奖励`,
        operatorName: operator,
        operateTime: now,
        createTime: now,
        updateTime: now,
      });
      credited += points;
      days++;
    }
    return { credited, days };
  });
}

const bad = (m: { zh: string; en: string }, _lang: Lang, field: string) => ApiError.of(Codes.BAD_REQUEST, m, { field });

export const greenRewardRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-member/ahGreenAward/searchUbi',
    permission: 'green_reward_search_ubi',
    input: v.object({ carFrame: vOptStr(17), ubiNo: vOptStr(20) }),
    handler: async ({ auth, services, input, lang }) => {
      const storeId = needStore(auth, lang);
      let vin = (input.carFrame ?? '').toUpperCase();
      const ubiNo = input.ubiNo ?? '';
      if (!vin && !ubiNo) throw bad(M.searchWhat, lang, 'carFrame');
      if (vin && checkVin(vin)) throw new ApiError(Codes.BAD_REQUEST, validationMessage('vin', lang), { field: 'carFrame' });
      const g = ahGreenDayReward;
      if (!vin) {
        // a UBI number names a car this store has searched before
        const [known] = await services.db
          .select({ carFrame: g.carFrame })
          .from(g)
          .where(and(eq(g.storeId, storeId), eq(g.ubiNo, ubiNo), eq(g.isDeleted, 0)))
          .limit(1);
        if (!known?.carFrame) throw bad(M.noUbiNo, lang, 'ubiNo');
        vin = String(known.carFrame);
      }
      const c = ahMemberCar;
      const [car] = await services.db
        .select({ vin: c.vin, licensePlate: c.licensePlate, memberName: c.memberName, memberPhone: c.memberPhone })
        .from(c)
        .where(and(eq(c.storeId, storeId), eq(c.vin, vin), eq(c.isDeleted, 0)));
      if (!car?.vin) throw bad(M.notStoreCar, lang, 'carFrame');
      const synced = await syncGreenDays(services.db, ubiProvider(), { tenantId: auth.tenantId, storeId }, car as { vin: string; licensePlate: string | null; memberName: string | null; memberPhone: string | null }, services.now());
      if (!synced) throw bad(M.noAccount, lang, 'carFrame');
      if (ubiNo && synced.ubiNo !== ubiNo) throw bad(M.noUbiNo, lang, 'ubiNo');
      const credit = await creditGreenDays(services.db, { tenantId: auth.tenantId, storeId }, vin, services.now(), await userName(services.db, auth.userId));
      const where = and(eq(g.storeId, storeId), eq(g.carFrame, vin), eq(g.isDeleted, 0));
      const [sum] = await services.db
        .select({
          dayCount: sql<number>`count(*)::int`,
          drivingDays: sql<number>`count(*) filter (where ${g.mileage} > 0)::int`,
          totalMileage: sql<number>`coalesce(sum(${g.mileage}), 0)::int`,
          totalReward: sql<number>`coalesce(sum(${g.rewardIntegral}), 0)::int`,
          avgScore: sql<number>`coalesce(round(avg(${g.ecoScore}) filter (where ${g.mileage} > 0)), 0)::int`,
        })
        .from(g)
        .where(where);
      const recent = await services.db.select().from(g).where(where).orderBy(desc(g.rewardDate)).limit(GREEN_SEARCH_DAYS);
      return { carFrame: vin, ubiNo: synced.ubiNo, licensePlate: car.licensePlate, memberName: car.memberName, phone: car.memberPhone, added: synced.added, creditedIntegral: credit.credited, creditedDays: credit.days, ...sum, days: recent };
    },
  }),
];
