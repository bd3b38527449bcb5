/**
 * Demo mini-program users and their boutique points: per open store, about two thirds of the members
 * use the mini-program (linked by phone, their car counts copied), plus a few users who have not
 * bound a phone yet. Each user's points come from ledger rows (a welcome grant, purchases earning
 * points, boutique redemptions) whose balances add up, so the ledger ends at the user's balance.
 * Every redemption is a boutique order (精品订单) of one of the store's listed boutiques paid with points
 * (its ledger row names the order); some users also buy with money; a boutique that needs fitting gets
 * its fitting job (精品工单). The tenant's initial amount (精品设置) is the welcome grant.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { rng } from './seed-kit';
import { ahMemberMission, ahMemberMissionRecord } from '../resource-tables/members';
import { ahBoutique, ahBoutiqueIntegralLog, ahBoutiqueOrder, ahBoutiqueWorkOrder, ahMember, ahMemberCar, ahMemberWx, ahSaasParameterBoutique } from '../resource-tables/members';
import { BOUTIQUE_ORDER_STATE, BOUTIQUE_PAY_TYPE, BOUTIQUE_POINTS_PER_YUAN, boutiqueSettingResource } from '../../../src/domain/resources/sales/boutique-order';
import { INTEGRAL_LOG_TYPE } from '../../../src/domain/resources/sales/member-wx';

const DAY = 86_400_000;
const NICKS = ['阳光', '小鱼儿', '追风少年', '静待花开', '一路向北', '晴天', '老王', '木子', '星辰大海', '慢慢来', '橙子', '大白'];
// the four missions of every store: kind, name, reward, cycle, open, description
const MISSIONS: Array<[number, string, number, number, number, string]> = [
  [1, '每日签到', 5, 1, 1, '每天在小程序签到一次'],
  [2, '首次保养', 200, 2, 1, '在本店完成第一次保养'],
  [3, '推荐好友', 100, 3, 1, '推荐的好友注册并绑定手机号'],
  [4, '服务评价', 20, 3, 0, '保养或维修后评价本店服务'],
];
const TECHNICIANS = ['王师傅', '李师傅', '陈师傅', '赵师傅'];

export async function seedMemberWx(tx: Tx, ctx: SeedContext, opts: { now?: Date } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const { tenantId } = ctx;
  const rand = rng(2020);
  const initial = Number(boutiqueSettingResource.fields.boutiqueInitialAmount.default);
  await tx.insert(ahSaasParameterBoutique).values({ id: newId(), tenantId, boutiqueInitialAmount: initial, createTime: now, updateTime: now });
  for (const [si, storeId] of ctx.storeIds.slice(0, -1).entries()) {
    const boutiques = await tx
      .select({ id: ahBoutique.id, code: ahBoutique.code, boutiqueName: ahBoutique.boutiqueName, price: ahBoutique.price, integral: ahBoutique.integral, hourlyRate: ahBoutique.hourlyRate })
      .from(ahBoutique)
      .where(and(eq(ahBoutique.tenantId, tenantId), eq(ahBoutique.storeId, storeId), eq(ahBoutique.isDeleted, 0), eq(ahBoutique.isUp, 1)))
      .orderBy(asc(ahBoutique.code));
    const plates = new Map(
      (await tx.select({ memberId: ahMemberCar.memberId, plate: ahMemberCar.licensePlate }).from(ahMemberCar).where(and(eq(ahMemberCar.storeId, storeId), eq(ahMemberCar.isDeleted, 0)))).map((c) => [c.memberId, c.plate]),
    );
    const missions = MISSIONS.map(([missionType, missionName, rewardIntegral, cycle, isOpen, description]) => ({ id: newId(), tenantId, storeId, missionType, missionName, rewardIntegral, cycle, isOpen, description, finishCount: 0, rewardTotal: 0, createTime: now, updateTime: now }));
    const records: (typeof ahMemberMissionRecord.$inferInsert)[] = [];
    const orders: (typeof ahBoutiqueOrder.$inferInsert)[] = [];
    const jobs: (typeof ahBoutiqueWorkOrder.$inferInsert)[] = [];
    /** one order of a boutique; a boutique with a labour rate gets its fitting job */
    const order = (who: { ahMemberWxId: string; nickName: string; phone: string | null }, memberId: string, b: (typeof boutiques)[number], orderNo: string, at: Date, payType: number, payIntegral: number, payAmount: number) => {
      const id = newId();
      const fits = Number(b.hourlyRate ?? 0) > 0;
      const old = now.getTime() - at.getTime() > 14 * DAY;
      const state = fits ? (old ? BOUTIQUE_ORDER_STATE.done : BOUTIQUE_ORDER_STATE.fitting) : BOUTIQUE_ORDER_STATE.done;
      orders.push({ id, tenantId, storeId, orderNo, ahMemberWxId: who.ahMemberWxId, nickName: who.nickName, phone: who.phone, ahBoutiqueId: b.id, boutiqueCode: b.code, boutiqueName: b.boutiqueName, quantity: 1, payType, payAmount, payIntegral, orderState: state, payTime: at, createTime: at, updateTime: at });
      if (fits) {
        const appoint = new Date(at.getTime() + 3 * DAY);
        jobs.push({ id: newId(), tenantId, storeId, workOrderNo: `BW${orderNo.slice(2)}`, ahBoutiqueOrderId: id, orderNo, phone: who.phone, licensePlate: plates.get(memberId) ?? null, boutiqueName: b.boutiqueName, quantity: 1, hourlyFee: Number(b.hourlyRate), technician: TECHNICIANS[orders.length % TECHNICIANS.length], workState: old ? 2 : appoint.getTime() < now.getTime() ? 1 : 0, appointTime: appoint, finishTime: old ? new Date(appoint.getTime() + 2 * 3_600_000) : null, createTime: at, updateTime: at });
      }
    };
    const members = await tx
      .select({ id: ahMember.id, memberName: ahMember.memberName, phone: ahMember.phone, carCount: ahMember.carCount, registerTime: ahMember.registerTime })
      .from(ahMember)
      .where(and(eq(ahMember.tenantId, tenantId), eq(ahMember.storeId, storeId), eq(ahMember.isDeleted, 0)))
      .orderBy(asc(ahMember.id));
    const users: (typeof ahMemberWx.$inferInsert)[] = [];
    const logs: (typeof ahBoutiqueIntegralLog.$inferInsert)[] = [];
    const add = (m: (typeof members)[number] | null, n: number) => {
      const id = newId();
      const registered = new Date(now.getTime() - Math.floor(20 + rand() * 400) * DAY);
      const nickName = `${NICKS[n % NICKS.length]}${n % 7 === 0 ? '' : String(n % 97)}`;
      let balance = 0;
      const who = { tenantId, storeId, ahMemberWxId: id, nickName, phone: m?.phone ?? null };
      let at = registered;
      const push = (logType: number, integral: number, remark: string, bizNo: string) => {
        balance += integral;
        logs.push({ ...who, id: newId(), logType, integral, balanceAfter: balance, bizNo, remark, operatorName: '系统', operateTime: at, createTime: at, updateTime: at });
      };
      push(INTEGRAL_LOG_TYPE.initial, initial, '新用户注册赠送', '');
      if (m) {
        const moves = Math.floor(rand() * 5);
        for (let k = 0; k < moves; k++) {
          at = new Date(Math.min(now.getTime() - DAY, at.getTime() + Math.floor(5 + rand() * 60) * DAY));
          const b = boutiques.length ? boutiques[Math.floor(rand() * boutiques.length)] : null;
          const orderNo = `BQ${si}${String(n).padStart(4, '0')}${k}`;
          // a boutique paid wholly with points at its points price, or partly (points first, the rest in money)
          const full = b ? Number(b.integral ?? 0) : 0;
          if (b && full > 0 && balance >= full && rand() < 0.6) {
            push(INTEGRAL_LOG_TYPE.spend, -full, `${b.boutiqueName}兑换`, orderNo);
            order(who, String(m.id), b, orderNo, at, BOUTIQUE_PAY_TYPE.integral, full, 0);
          } else if (b && full > 0 && balance > 150 && rand() < 0.4) {
            const part = Math.floor(Math.min(balance, full - 10) / 10) * 10;
            push(INTEGRAL_LOG_TYPE.spend, -part, `${b.boutiqueName}积分抵扣`, orderNo);
            order(who, String(m.id), b, orderNo, at, BOUTIQUE_PAY_TYPE.mixed, part, Math.max(0, Number(b.price) - (part * 100) / BOUTIQUE_POINTS_PER_YUAN));
          } else if (b && rand() < 0.15) {
            order(who, String(m.id), b, orderNo, at, BOUTIQUE_PAY_TYPE.money, 0, Number(b.price));
          } else {
            push(INTEGRAL_LOG_TYPE.earn, 20 * Math.ceil(rand() * 30), '保养消费获得积分', `WO${si}${String(n).padStart(4, '0')}${k}`);
          }
        }
      }
      if (m) {
        // a sign-in and sometimes the first service lately (never two sign-ins on one day), each paid into the ledger
        const done = [rand() < 0.7 ? missions[0] : null, rand() < 0.25 ? missions[1] : null].filter((x): x is (typeof missions)[number] => !!x);
        for (const [k, mission] of done.entries()) {
          at = new Date(Math.min(now.getTime() - 3_600_000 * (2 - k), at.getTime() + Math.floor(1 + rand() * 10) * DAY));
          const recordNo = `MS${si}${String(n).padStart(4, '0')}${k}`;
          push(INTEGRAL_LOG_TYPE.mission, mission.rewardIntegral, `${mission.missionName}任务奖励`, recordNo);
          records.push({ id: newId(), tenantId, storeId, ahMemberMissionId: mission.id, recordNo, ahMemberWxId: id, nickName, phone: m.phone, rewardIntegral: mission.rewardIntegral, finishTime: at, createTime: at, updateTime: at });
          mission.finishCount += 1;
          mission.rewardTotal += mission.rewardIntegral;
        }
      }
      users.push({
        id,
        tenantId,
        storeId,
        nickName,
        phone: m?.phone ?? null,
        hasPhone: m ? 1 : 0,
        memberId: m?.id ?? null,
        memberName: m?.memberName ?? null,
        carCount: m?.carCount ?? 0,
        boutiqueIntegral: balance,
        openId: `o${String(si)}Wx${id.slice(-10)}${String(n).padStart(4, '0')}`,
        registerTime: registered,
        lastLoginTime: new Date(Math.max(registered.getTime(), now.getTime() - Math.floor(rand() * 30) * DAY)),
        createTime: registered,
        updateTime: now,
      });
    };
    members.forEach((m, i) => {
      if (i % 3 !== 2) add(m, i);
    });
    for (let k = 0; k < 12; k++) add(null, members.length + k);
    for (let i = 0; i < users.length; i += 500) await tx.insert(ahMemberWx).values(users.slice(i, i + 500));
    for (let i = 0; i < logs.length; i += 500) await tx.insert(ahBoutiqueIntegralLog).values(logs.slice(i, i + 500));
    await tx.insert(ahMemberMission).values(missions);
    for (let i = 0; i < records.length; i += 500) await tx.insert(ahMemberMissionRecord).values(records.slice(i, i + 500));
    for (let i = 0; i < orders.length; i += 500) await tx.insert(ahBoutiqueOrder).values(orders.slice(i, i + 500));
    for (let i = 0; i < jobs.length; i += 500) await tx.insert(ahBoutiqueWorkOrder).values(jobs.slice(i, i + 500));
  }
}
