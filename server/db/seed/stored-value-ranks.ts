/**
 * Demo stored-value cards and ranks: per open store a few card products, members holding cards with
 * months of recharges and write-offs (each log line carrying the balance it left, so the log sums to
 * the balance), the dictionary; the tenant's rank programme with its rules, benefits, coupons, tasks
 * and discount goods; then every member's rank computed by the same refresh the menu runs.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { ahMember } from '../resource-tables/members';
import { ahGoods } from '../resource-tables/mall';
import { ahStoredValueCard, ahStoredValueCardDict, ahStoredValueCardLog, ahStoredValueCardMember } from '../resource-tables/stored-value-cards';
import { ahRank, ahRankBase, ahRankCoupon, ahRankGoods, ahRankProfit, ahRankRule, ahRankTask } from '../resource-tables/ranks';
import { STORED_VALUE_LOG_TYPE } from '../../../src/domain/resources/sales/stored-value-card';
import { addMonths } from '../../modules/crm-member/stored-value-card';
import { refreshRanksIn } from '../../modules/crm-member/rank';
import { ahCoupon } from '../resource-tables/coupons';
import { COUPON_STATUS } from '../../../src/machines/coupon.machine';

const DAY = 86_400_000;

/** [name, face value, bonus (yuan), validity months, listed] */
const PRODUCTS: Array<[string, number, number, number, number]> = [
  ['1000元储值卡', 1000, 50, 24, 1],
  ['3000元储值卡', 3000, 300, 24, 1],
  ['5000元尊享卡', 5000, 800, 36, 1],
  ['500元体验卡', 500, 0, 12, 0],
];

const DICT: Array<[number, string]> = [
  [1, '现金'],
  [1, '微信支付'],
  [1, '银行卡'],
  [2, '保养'],
  [2, '维修'],
  [2, '精品加装'],
  [2, '洗车美容'],
];

/** [level, name, threshold, keep months, goods discount %] */
const RANKS: Array<[number, string, number, number, number]> = [
  [1, '普通会员', 0, 12, 100],
  [2, '银卡会员', 300, 12, 95],
  [3, '金卡会员', 1500, 12, 90],
  [4, '钻石会员', 3000, 12, 85],
];

export async function seedStoredValueAndRanks(tx: Tx, ctx: SeedContext, opts: { now?: Date } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const { tenantId } = ctx;
  const operator = '陈静';
  const audit = { createTime: now, updateTime: now };
  await tx.insert(ahStoredValueCardDict).values(DICT.map(([type, dictName]) => ({ id: newId(), tenantId, type, dictName, ...audit })));

  for (const storeId of ctx.storeIds.slice(0, -1)) {
    const members = await tx
      .select({ id: ahMember.id, memberName: ahMember.memberName, phone: ahMember.phone })
      .from(ahMember)
      .where(and(eq(ahMember.tenantId, tenantId), eq(ahMember.storeId, storeId), eq(ahMember.isDeleted, 0)))
      .orderBy(asc(ahMember.id))
      .limit(10);
    const products = PRODUCTS.map(([cardName, face, gift, validMonths, isUp]) => ({ id: newId(), tenantId, storeId, cardName, faceValue: face * 100, giftAmount: gift * 100, validMonths, isUp, saleCount: 0, ...audit }));
    const cards: Array<typeof ahStoredValueCardMember.$inferInsert> = [];
    const logs: Array<typeof ahStoredValueCardLog.$inferInsert> = [];
    members.forEach((m, mi) => {
      const p = products[mi % 3];
      p.saleCount++;
      const cardId = newId();
      const cardNo = `SV${String(ctx.storeIds.indexOf(storeId) + 1).padStart(2, '0')}${String(mi + 1).padStart(4, '0')}0001`;
      const who = { tenantId, storeId, cardNo, ahStoredValueCardMemberId: cardId, ahStoredValueCardId: p.id, cardName: p.cardName, memberId: m.id, memberName: m.memberName, memberPhone: m.phone };
      let balance = 0;
      let recharged = 0;
      let gifted = 0;
      let spent = 0;
      let at = new Date(now.getTime() - (150 + mi * 9) * DAY);
      const push = (logType: number, amount: number, giftAmount: number, itemName: string) => {
        const before = balance;
        balance += logType === STORED_VALUE_LOG_TYPE.recharge ? amount + giftAmount : -amount;
        logs.push({ ...who, id: newId(), logType, amount, giftAmount, balanceBefore: before, balanceAfter: balance, itemName, operatorName: operator, operateTime: at, createTime: at, updateTime: at });
      };
      // a first purchase at face value, a top-up, then a write-off every few weeks; the bigger spenders
      // (factor) reach the higher ranks, so the demo's members spread over them
      const factor = [1, 3, 12, 25, 40][mi % 5];
      push(STORED_VALUE_LOG_TYPE.recharge, p.faceValue, p.giftAmount, '微信支付');
      recharged += p.faceValue;
      gifted += p.giftAmount;
      at = new Date(at.getTime() + 2 * DAY);
      push(STORED_VALUE_LOG_TYPE.recharge, 200_000 * factor, 0, '现金');
      recharged += 200_000 * factor;
      const spends = [38_000, 12_800, 26_500, 9_900, 45_000].slice(0, 2 + (mi % 4)).map((c) => c * factor);
      for (const [si, cents] of spends.entries()) {
        at = new Date(at.getTime() + (18 + si * 5) * DAY);
        if (cents > balance) break;
        push(STORED_VALUE_LOG_TYPE.verify, cents, 0, ['保养', '维修', '洗车美容', '精品加装'][si % 4]);
        spent += cents;
      }
      const expire = addMonths(at, PRODUCTS[mi % 3][3]);
      cards.push({ ...audit, id: cardId, tenantId, storeId, cardNo, ahStoredValueCardId: p.id, cardName: p.cardName, memberId: m.id, memberName: m.memberName, memberPhone: m.phone, balance, rechargeTotal: recharged, giftTotal: gifted, spentTotal: spent, expireTime: expire, lastTime: at });
    });
    await tx.insert(ahStoredValueCard).values(products);
    if (cards.length) await tx.insert(ahStoredValueCardMember).values(cards);
    if (logs.length) await tx.insert(ahStoredValueCardLog).values(logs);
  }

  // the rank programme (tenant level)
  await tx.insert(ahRankBase).values({ id: newId(), tenantId, programName: '安华会员成长体系', growthValidMonths: 12, description: '成长值按近12个月的购车、售后与储值消费计算，刷新等级时重新计算。', ...audit });
  await tx.insert(ahRankRule).values({ id: newId(), tenantId, carOrderPer100: 1, workOrderPer100: 2, storedValuePer100: 10, checkInGrowth: 1, ...audit });
  const rankIds = RANKS.map(() => newId());
  await tx.insert(ahRank).values(RANKS.map(([rankLevel, rankName, minGrowth, keepMonths, discount], i) => ({ id: rankIds[i], tenantId, rankLevel, rankName, minGrowth, keepMonths, discount, state: 1, memberCount: 0, ...audit })));
  const profits: Array<[number, number, string, string]> = [
    [1, 1, '生日礼遇', '生日当月赠送洗车券1张'],
    [2, 1, '生日礼遇', '生日当月赠送精品礼包'],
    [2, 3, '免费洗车', '每季度免费精洗1次'],
    [3, 2, '积分加倍', '消费积分1.5倍'],
    [3, 6, '工时折扣', '售后工时9折'],
    [4, 4, '专属顾问', '一对一专属服务顾问'],
    [4, 5, '道路救援', '全年不限次道路救援'],
    [4, 6, '工时折扣', '售后工时8折'],
  ];
  await tx.insert(ahRankProfit).values(profits.map(([r, rankProfitType, profitName, profitValue]) => ({ id: newId(), tenantId, ahRankId: rankIds[r - 1], rankProfitType, profitName, profitValue, isEnabled: 1, ...audit })));
  const coupons: Array<[number, string, number, number, number, number]> = [
    [2, '银卡升级礼券', 5000, 1, 0, 30],
    [3, '金卡保养券', 20000, 1, 2, 365],
    [3, '金卡洗车券', 3000, 2, 1, 30],
    [4, '钻石保养券', 50000, 2, 2, 365],
  ];
  // each rank coupon is a coupon of the catalogue: member coupons of the first store, valid in every
  // store (the programme is the group's), which the seed's refresh below sends to the members reaching
  // the rank (and, for the monthly and yearly ones, to this month's and year's holders)
  const ymd = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  const catalogue = coupons.map(([, couponName, couponValue, , , validDays]) => ({
    id: newId(),
    tenantId,
    storeId: ctx.storeIds[0],
    couponName,
    roleType: 2,
    type: 1,
    discountType: 0,
    amount: couponValue,
    thresholdAmount: 0,
    startTime: ymd(new Date(now.getTime() - 30 * DAY)),
    endTime: ymd(new Date(now.getTime() + 730 * DAY)),
    expiryOption: 1,
    periodDays: validDays,
    allStores: 1,
    stock: 100_000,
    sendCount: 0,
    perMemberLimit: 99,
    sendType: 1,
    couponStatus: COUPON_STATUS.up,
    useRule: '会员等级卡券：达到等级或按周期自动发放，到店出示券码核销',
    ...audit,
  }));
  await tx.insert(ahCoupon).values(catalogue);
  await tx.insert(ahRankCoupon).values(coupons.map(([r, couponName, couponValue, sendNum, sendCycle, validDays], i) => ({ id: newId(), tenantId, ahRankId: rankIds[r - 1], ahCouponId: catalogue[i].id, couponName, couponValue, sendNum, sendCycle, validDays, sentCount: 0, ...audit })));
  const tasks: Array<[string, number, number, number, string]> = [
    ['完善个人资料', 1, 20, 1, '填写生日、地址等资料'],
    ['绑定爱车', 2, 50, 1, '在小程序绑定车辆'],
    ['每日签到', 3, 1, 31, '每天签到一次'],
    ['评价售后服务', 4, 10, 4, '工单结算后评价'],
    ['推荐好友到店', 5, 100, 3, '好友到店并留资'],
  ];
  await tx.insert(ahRankTask).values(tasks.map(([taskName, taskType, growthValue, limitTimes, description]) => ({ id: newId(), tenantId, taskName, taskType, growthValue, limitTimes, state: 1, description, ...audit })));
  // discount goods: the first store's mall goods at the gold and diamond discounts
  const store = ctx.storeIds[0];
  const goods = await tx.select({ id: ahGoods.id, goodsName: ahGoods.goodsName, price: ahGoods.price }).from(ahGoods).where(and(eq(ahGoods.tenantId, tenantId), eq(ahGoods.storeId, store), eq(ahGoods.isDeleted, 0))).limit(4);
  const rankGoods = goods.flatMap((g) =>
    [2, 3].map((ri) => ({ id: newId(), tenantId, storeId: store, ahRankId: rankIds[ri], goodsId: g.id, goodsName: g.goodsName, price: Number(g.price ?? 0), discount: RANKS[ri][4], discountPrice: Math.round((Number(g.price ?? 0) * RANKS[ri][4]) / 100), ...audit })),
  );
  if (rankGoods.length) await tx.insert(ahRankGoods).values(rankGoods);
  await refreshRanksIn(tx, now, tenantId, ctx.userIds.get('admin') ?? '0');
}
