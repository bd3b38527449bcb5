/**
 * 会员任务: the store's four missions with their completion counts and points taken from the records,
 * every completion paid by its ledger row, the reward edited (bad values refused, the kind never
 * changed), the records listed by mission, another store's missions out of reach.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness';
import { accountIn, managerIn } from './car-order-helpers';
import { ahBoutiqueIntegralLog, ahMemberMission, ahMemberMissionRecord } from '../../server/db/resource-tables/members';

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

interface Mission { id: string; missionType: number; missionName: string; rewardIntegral: number; isOpen: number; finishCount: number; rewardTotal: number }
const B = '/crm-member/ahMemberMission';

describe('member missions', () => {
  it('lists the four missions; counts and points are the records’, each record paid by its ledger row', async () => {
    const page = await call<{ records: Mission[] }>(s.app, 'GET', `${B}/page`, { token, query: { size: 20 } });
    expect(page.code, page.msg).toBe(200);
    expect(page.data.records.map((m) => m.missionType)).toEqual([1, 2, 3, 4]);
    const db = s.database.ownerDb;
    for (const m of page.data.records) {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${ahMemberMissionRecord.rewardIntegral}), 0)::int` })
        .from(ahMemberMissionRecord)
        .where(eq(ahMemberMissionRecord.ahMemberMissionId, m.id));
      expect([m.finishCount, m.rewardTotal]).toEqual([r.n, r.total]);
    }
    expect(page.data.records[0].finishCount).toBeGreaterThan(0);
    const unpaid = (await db.execute(sql`
      select r.record_no from ${ahMemberMissionRecord} r
      where r.store_id = ${storeId} and not exists (
        select 1 from ${ahBoutiqueIntegralLog} l where l.biz_no = r.record_no and l.log_type = 8 and l.integral = r.reward_integral and l.ah_member_wx_id = r.ah_member_wx_id)`)) as unknown as { rows: unknown[] };
    expect(unpaid.rows).toEqual([]);
    const signIn = page.data.records[0];
    const recs = await call<{ records: Array<{ ahMemberMissionId: string }>; total: number }>(s.app, 'GET', '/crm-member/ahMemberMissionRecord/list', { token, query: { ahMemberMissionId: signIn.id, size: 500 } });
    expect(recs.data.total).toBe(signIn.finishCount);
    expect(recs.data.records.every((r) => r.ahMemberMissionId === signIn.id)).toBe(true);
    expect((await call(s.app, 'GET', `${B}/detail`, { token: otherToken, query: { id: signIn.id } })).code).toBe(404);
  });

  it('edits the reward and state; bad values change nothing, the kind stays', async () => {
    const page = await call<{ records: Mission[] }>(s.app, 'GET', `${B}/page`, { token, query: { size: 20 } });
    const review = page.data.records.find((m) => m.missionType === 4)!;
    for (const bad of [{ rewardIntegral: -1 }, { rewardIntegral: 10_001 }, { rewardIntegral: 'x' }, { isOpen: 5 }, { missionName: '' }]) {
      const r = await call(s.app, 'POST', `${B}/update`, { token, body: { id: review.id, ...bad } });
      expect(r.code, JSON.stringify(bad)).toBe(400);
    }
    const ok = await call(s.app, 'POST', `${B}/update`, { token, body: { id: review.id, rewardIntegral: 30, isOpen: 1, missionType: 1 } });
    expect(ok.code, ok.msg).toBe(200);
    const [row] = await s.database.ownerDb.select().from(ahMemberMission).where(and(eq(ahMemberMission.id, review.id)));
    expect([row.rewardIntegral, row.isOpen, row.missionType]).toEqual([30, 1, 4]);
  });
});
