/**
 * Demo 客户服务: members' feedback in the first two demo stores (most unhandled, one handled by the
 * manager), and the home-page stores of the tenant (the open demo stores, the last one hidden).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../index';
import { newId } from '../ids';
import * as s from '../schema';
import type { SeedContext } from './context';
import { ahHomeStore, ahOpinion } from '../resource-tables/customer-service';
import { OPINION_STATUS } from '../../../src/domain/resources/operations/customer-service';

type OpinionSeed = [memberName: string, memberPhone: string, opinionType: number, content: string, hoursAgo: number, handled?: [processWay: number, processContent: string]];

/** In DEMO_STORES order. */
const OPINIONS: OpinionSeed[][] = [
  [
    ['周志强', '13912345678', 2, '上周保养等了两个多小时，希望预约到店后能尽快安排工位。', 5],
    ['吴晓燕', '13723456789', 4, '小程序里预约试驾选不了周末的时间段。', 26],
    ['郑浩然', '13656789012', 1, '销售顾问陈静讲解很专业，提车过程很顺利，点赞！', 50, [1, '已电话回访客户，感谢认可，已转告销售顾问。']],
    ['孙丽华', '13545678901', 3, '想了解一下新款X3的置换补贴政策，电话一直没人接。', 72],
  ],
  [
    ['褚明辉', '13189012345', 2, '洗车后车内脚垫没有放回原位。', 8],
    ['卫晓东', '13090123456', 5, '建议休息区增加充电插座。', 30, [3, '客户到店时当面沟通，休息区已加装充电插座。']],
  ],
];

// no cover images: the demo has no uploaded files to point at
const HOME_STORES: string[] = [
  '品牌旗舰店，新车销售、售后保养一站式服务。',
  '城西服务中心，快修快保，预约即到即修。',
  '城东展厅，新能源车型体验中心。',
];

export async function seedCustomerService(tx: Tx, ctx: SeedContext): Promise<void> {
  const { tenantId } = ctx;
  const now = new Date();
  const [manager] = await tx.select({ name: s.user.name }).from(s.user).where(and(eq(s.user.tenantId, tenantId), eq(s.user.account, 'manager'))).limit(1);
  const managerId = ctx.userIds.get('manager') ?? null;
  const opinions = OPINIONS.flatMap((list, storeIndex) =>
    list.map(([memberName, memberPhone, opinionType, content, hoursAgo, handled]) => {
      const submitTime = new Date(now.getTime() - hoursAgo * 3_600_000);
      const processTime = new Date(submitTime.getTime() + 3 * 3_600_000);
      return {
        id: newId(),
        tenantId,
        storeId: ctx.storeIds[storeIndex],
        memberName,
        memberPhone,
        opinionType,
        content,
        submitTime,
        status: handled ? OPINION_STATUS.handled : OPINION_STATUS.unhandled,
        ...(handled ? { processWay: handled[0], processContent: handled[1], operatorId: managerId, operatorName: manager?.name ?? null, processTime } : {}),
        createTime: submitTime,
        updateTime: handled ? processTime : submitTime,
      };
    }),
  );
  await tx.insert(ahOpinion).values(opinions);

  // the open stores only (the last demo store is stopped)
  const storeIds = ctx.storeIds.slice(0, HOME_STORES.length);
  const names = new Map((await tx.select({ id: s.store.id, name: s.store.branchName }).from(s.store).where(inArray(s.store.id, storeIds))).map((r) => [String(r.id), r.name]));
  await tx.insert(ahHomeStore).values(
    storeIds.map((ahStoreId, sort) => ({
      id: newId(),
      tenantId,
      ahStoreId,
      storeName: names.get(String(ahStoreId)) ?? null,
      intro: HOME_STORES[sort],
      sort,
      isShow: sort === HOME_STORES.length - 1 ? 0 : 1,
      createTime: now,
      updateTime: now,
    })),
  );
}
