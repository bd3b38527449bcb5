/**
 * Demo mini-program users and their boutique points: per open store, about two thirds of the members
 * use the mini-program (linked by phone, their car counts copied), plus a few users who have not
 * bound a phone yet. Each user's points come from ledger rows (a welcome grant, purchases earning
 * points, boutique redemptions) whose balances add up, so the ledger ends at the user's balance.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { rng } from './seed-kit';
import { ahBoutiqueIntegralLog, ahMember, ahMemberWx } from '../resource-tables/members';
import { INTEGRAL_LOG_TYPE } from '../../../src/domain/resources/sales/member-wx';

const DAY = 86_400_000;
const NICKS = ['阳光', '小鱼儿', '追风少年', '静待花开', '一路向北', '晴天', '老王', '木子', '星辰大海', '慢慢来', '橙子', '大白'];
const SPEND = ['脚垫兑换', '行车记录仪兑换', '香氛兑换', '洗车券兑换', '车载充电器兑换'];

export async function seedMemberWx(tx: Tx, ctx: SeedContext, opts: { now?: Date } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const { tenantId } = ctx;
  const rand = rng(2020);
  for (const [si, storeId] of ctx.storeIds.slice(0, -1).entries()) {
    const members = await tx
      .select({ id: ahMember.id, memberName: ahMember.memberName, phone: ahMember.phone, carCount: ahMember.carCount, registerTime: ahMember.registerTime })
      .from(ahMember)
      .where(and(eq(ahMember.tenantId, tenantId), eq(ahMember.storeId, storeId), eq(ahMember.isDeleted, 0)))
      .orderBy(asc(ahMember.id));
    const users: Record<string, unknown>[] = [];
    const logs: Record<string, unknown>[] = [];
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
      push(INTEGRAL_LOG_TYPE.initial, 100, '新用户注册赠送', '');
      if (m) {
        const moves = Math.floor(rand() * 5);
        for (let k = 0; k < moves; k++) {
          at = new Date(Math.min(now.getTime() - DAY, at.getTime() + Math.floor(5 + rand() * 60) * DAY));
          if (balance > 150 && rand() < 0.4) {
            const cost = Math.min(balance, 50 * Math.ceil(rand() * 4));
            push(INTEGRAL_LOG_TYPE.spend, -cost, SPEND[k % SPEND.length], `BQ${si}${String(n).padStart(4, '0')}${k}`);
          } else {
            push(INTEGRAL_LOG_TYPE.earn, 20 * Math.ceil(rand() * 30), '保养消费获得积分', `WO${si}${String(n).padStart(4, '0')}${k}`);
          }
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
    for (let i = 0; i < users.length; i += 500) await tx.insert(ahMemberWx).values(users.slice(i, i + 500) as never);
    for (let i = 0; i < logs.length; i += 500) await tx.insert(ahBoutiqueIntegralLog).values(logs.slice(i, i + 500) as never);
  }
}
