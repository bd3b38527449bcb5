/**
 * 绿色出行奖励: searchUbi by VIN or UBI number records a store car's days from the local UBI provider
 * (each day once, also when two searches meet), rewards follow the rule, the lists filter by car, and bad
 * input (no key, a bad VIN, another store's car, an unknown UBI number) changes nothing; the days' points
 * are credited to the member's mini-program user once per car-day, with their ledger line.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness';
import { accountIn, managerIn } from './car-order-helpers';
import { ahBoutiqueIntegralLog, ahGreenDayReward, ahMemberCar, ahMemberWx } from '../../server/db/resource-tables/members';
import { newId } from '../../server/db/ids';
import { greenRewardPoints } from '../../src/domain/resources/sales/green-reward';
import { localUbi } from '../../server/services/ubi';

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

const search = <T>(query: Record<string, string>, t = token) => call<T>(s.app, 'GET', '/crm-member/ahGreenAward/searchUbi', { token: t, query });
const rowsOf = async (vin: string) => s.database.ownerDb.select().from(ahGreenDayReward).where(and(eq(ahGreenDayReward.storeId, storeId), eq(ahGreenDayReward.carFrame, vin)));

describe('green rewards', () => {
  it('lists the seeded days with rewards by the rule, filtered by car', async () => {
    const page = await call<{ records: Array<{ carFrame: string; ecoScore: number; mileage: number; rewardIntegral: number }>; total: number }>(s.app, 'GET', '/crm-member/ahGreenOpenEnvirDayReward/greenAwardPage', { token, query: { size: 200 } });
    expect(page.code, page.msg).toBe(200);
    expect(page.data.total).toBeGreaterThan(100);
    for (const r of page.data.records) expect(r.rewardIntegral).toBe(greenRewardPoints(r.ecoScore, r.mileage));
    const vin = page.data.records[0].carFrame;
    const one = await call<{ records: Array<{ carFrame: string }>; total: number }>(s.app, 'GET', '/crm-member/ahGreenOpenEnvirDayReward/greenAwardDetailsPage', { token, query: { carFrame: vin, size: 100 } });
    expect(one.data.total).toBe((await rowsOf(vin)).length);
    expect(one.data.records.every((r) => r.carFrame === vin)).toBe(true);
  });

  it('searchUbi records a new car’s days once, and finds it again by its UBI number', async () => {
    const [car] = await s.database.ownerDb
      .select({ vin: ahMemberCar.vin })
      .from(ahMemberCar)
      .where(and(eq(ahMemberCar.storeId, storeId), eq(ahMemberCar.isDeleted, 0), sql`not exists (select 1 from ah_green_day_reward g where g.car_frame = ${ahMemberCar.vin})`))
      .limit(1);
    const vin = String(car.vin);
    expect(await rowsOf(vin)).toHaveLength(0);
    // two searches at once: each day recorded once
    const [a, b] = await Promise.all([search<{ added: number; ubiNo: string; dayCount: number }>({ carFrame: vin.toLowerCase() }), search<{ added: number }>({ carFrame: vin })]);
    expect(a.code, a.msg).toBe(200);
    expect(b.code, b.msg).toBe(200);
    const rows = await rowsOf(vin);
    expect(a.data.added + b.data.added).toBe(rows.length);
    expect(rows.length).toBe(a.data.dayCount);
    expect(new Set(rows.map((r) => r.rewardDate)).size).toBe(rows.length);
    const account = await localUbi.accountByVin(vin);
    expect(a.data.ubiNo).toBe(account!.ubiNo);
    const again = await search<{ carFrame: string; added: number }>({ ubiNo: a.data.ubiNo });
    expect(again.data).toMatchObject({ carFrame: vin, added: 0 });
  });

  it('credits each rewarded day once to the member’s boutique points, with its ledger line, also when searches meet', async () => {
    const db = s.database.ownerDb;
    // a store car not searched yet whose member has a mini-program user
    const [car] = await db
      .select({ vin: ahMemberCar.vin, memberId: ahMemberCar.memberId })
      .from(ahMemberCar)
      .where(
        and(
          eq(ahMemberCar.storeId, storeId),
          eq(ahMemberCar.isDeleted, 0),
          sql`not exists (select 1 from ah_green_day_reward g where g.car_frame = ${ahMemberCar.vin})`,
          sql`exists (select 1 from ah_member_wx w where w.member_id = ${ahMemberCar.memberId} and w.is_deleted = 0)`,
        ),
      )
      .limit(1);
    const vin = String(car.vin);
    const [user] = await db.select().from(ahMemberWx).where(and(eq(ahMemberWx.memberId, String(car.memberId)), eq(ahMemberWx.isDeleted, 0))).orderBy(ahMemberWx.id).limit(1);
    const before = Number(user.boutiqueIntegral);
    const [a, b] = await Promise.all([search<{ creditedIntegral: number; totalReward: number }>({ carFrame: vin }), search<{ creditedIntegral: number }>({ carFrame: vin })]);
    expect([a.code, b.code]).toEqual([200, 200]);
    const rows = await rowsOf(vin);
    const earned = rows.filter((r) => Number(r.rewardIntegral) > 0);
    const total = earned.reduce((n, r) => n + Number(r.rewardIntegral), 0);
    expect(total).toBeGreaterThan(0);
    expect(a.data.creditedIntegral + b.data.creditedIntegral).toBe(total);
    expect(earned.every((r) => r.credited === 1 && r.creditTime)).toBe(true);
    const [after] = await db.select().from(ahMemberWx).where(eq(ahMemberWx.id, user.id));
    expect(Number(after.boutiqueIntegral)).toBe(before + total);
    const lines = await db.select().from(ahBoutiqueIntegralLog).where(and(eq(ahBoutiqueIntegralLog.ahMemberWxId, user.id), eq(ahBoutiqueIntegralLog.logType, 9)));
    expect(lines).toHaveLength(earned.length);
    expect(new Set(lines.map((l) => l.bizNo)).size).toBe(earned.length);
    expect(lines.reduce((n, l) => n + Number(l.integral), 0)).toBe(total);
    // the newest line's balance is the user's points
    expect(Math.max(...lines.map((l) => Number(l.balanceAfter)))).toBe(before + total);
    // searched again: nothing more is credited; the ledger itself refuses a second line of a car-day
    expect((await search<{ creditedIntegral: number }>({ carFrame: vin })).data.creditedIntegral).toBe(0);
    await expect(db.insert(ahBoutiqueIntegralLog).values({ ...lines[0], id: newId() } as never)).rejects.toThrow();
    // the list shows the credit state
    const listed = await call<{ records: Array<{ credited: number }> }>(s.app, 'GET', '/crm-member/ahGreenOpenEnvirDayReward/greenAwardDetailsPage', { token, query: { carFrame: vin, credited: 1, size: 100 } });
    expect(listed.data.records).toHaveLength(earned.length);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await s.database.ownerDb.select({ n: sql<number>`count(*)::int` }).from(ahGreenDayReward);
    expect(await search({})).toMatchObject({ code: 400, msg: '请输入车架号或UBI编号' });
    expect(await search({ carFrame: 'LSVAU2180N218371O' })).toMatchObject({ code: 400, msg: '车架号格式有误' });
    expect(await search({ ubiNo: 'UBI0000000000' })).toMatchObject({ code: 400, msg: '未找到该UBI编号的车辆' });
    const [mine] = await s.database.ownerDb.select({ vin: ahMemberCar.vin }).from(ahMemberCar).where(and(eq(ahMemberCar.storeId, storeId), eq(ahMemberCar.isDeleted, 0))).limit(1);
    expect(await search({ carFrame: String(mine.vin) }, otherToken)).toMatchObject({ code: 400, msg: '该车架号不是本店车辆' });
    const after = await s.database.ownerDb.select({ n: sql<number>`count(*)::int` }).from(ahGreenDayReward);
    expect(after[0].n).toBe(before[0].n);
  });
});
