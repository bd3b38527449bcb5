/**
 * crm-member/ahRank beyond the generated calls: refreshRank (every member's rank recomputed from the
 * growth rules and their real activity), the threshold rule on updateRankParam, the discount goods'
 * addList and selGoodsIdList, and updateSelectedRankCoupon (a rank's coupons replaced as a list).
 * Decisions: docs/ranks.md.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import type { ResourceHooks } from '../../http/resource-router';
import { ApiError, badInput, notFound } from '../../http/envelope';
import { vId, vOptStr } from '../../http/input';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { Codes } from '../../../src/domain/codes';
import { ahMember } from '../../db/resource-tables/members';
import { ahGoods } from '../../db/resource-tables/mall';
import { ahCarOrder } from '../../db/resource-tables/car-orders';
import { ahWorkOrderInfo } from '../../db/resource-tables/work-orders';
import { ahStoredValueCardLog } from '../../db/resource-tables/stored-value-cards';
import { ahRank, ahRankBase, ahRankCoupon, ahRankGoods, ahRankMember, ahRankRule } from '../../db/resource-tables/ranks';
import { RANK_COUPON_CYCLE_OPTIONS, RANK_MESSAGES, rankBaseResource, rankCouponResource, rankFor, rankRuleResource, thresholdOverlap } from '../../../src/domain/resources/sales/rank';
import { STORED_VALUE_LOG_TYPE } from '../../../src/domain/resources/sales/stored-value-card';
import { CAR_ORDER_STATES } from '../../../src/machines/car-order.machine';
import { WORK_ORDER_STATE } from '../../../src/machines/work-order.machine';
import { validateRecord } from '../../../src/domain/resources/validate';
import { addMonths } from './stored-value-card';

type Row = Record<string, unknown>;

const defaults = (fields: Record<string, { default?: unknown }>) => Object.fromEntries(Object.entries(fields).map(([k, fd]) => [k, fd.default]));

async function rankRows(db: Tx | Services['db'], tenantId: string) {
  return db.select().from(ahRank).where(and(eq(ahRank.tenantId, tenantId), eq(ahRank.isDeleted, 0)));
}

export const RANK_HOOKS: Record<string, ResourceHooks> = {
  ahRank: {
    // thresholds rise with the rank number, or a member's figures would fit two ranks
    beforeWrite: async ({ tx, auth, value, id, lang }) => {
      const all = await rankRows(tx, auth.tenantId);
      const mine = id ? all.find((r) => r.id === id) : undefined;
      if (id && !mine) throw notFound(RANK_MESSAGES.noRank[lang]);
      const edited = { rankLevel: Number(value.rankLevel ?? mine?.rankLevel), minGrowth: Number(value.minGrowth ?? mine?.minGrowth), rankName: String(value.rankName ?? mine?.rankName ?? '') };
      const others = all.filter((r) => r.id !== id).map((r) => ({ rankLevel: Number(r.rankLevel), minGrowth: Number(r.minGrowth), rankName: String(r.rankName) }));
      if (others.some((r) => r.rankLevel === edited.rankLevel)) throw ApiError.of(Codes.BAD_REQUEST, RANK_MESSAGES.levelTaken, { field: 'rankLevel' });
      const overlap = thresholdOverlap([...others, edited]);
      if (overlap) throw ApiError.of(Codes.BAD_REQUEST, overlap, { field: 'minGrowth' });
    },
  },
  ahRankGoods: {
    // the goods are the store's mall goods; name and prices are copied, the discounted price computed
    beforeWrite: async ({ tx, auth, value, id, lang }) => {
      if (id) return;
      const [rank] = await tx.select({ id: ahRank.id }).from(ahRank).where(and(eq(ahRank.id, String(value.ahRankId)), eq(ahRank.tenantId, auth.tenantId), eq(ahRank.isDeleted, 0)));
      if (!rank) throw ApiError.of(Codes.BAD_REQUEST, RANK_MESSAGES.noRank, { field: 'ahRankId' });
      const [goods] = await tx
        .select({ id: ahGoods.id, goodsName: ahGoods.goodsName, price: ahGoods.price })
        .from(ahGoods)
        .where(and(eq(ahGoods.id, String(value.goodsId)), eq(ahGoods.tenantId, auth.tenantId), eq(ahGoods.storeId, auth.storeId ?? '0'), eq(ahGoods.isDeleted, 0)));
      if (!goods) throw ApiError.of(Codes.BAD_REQUEST, RANK_MESSAGES.noGoods, { field: 'goodsId' });
      const [dup] = await tx
        .select({ id: ahRankGoods.id })
        .from(ahRankGoods)
        .where(and(eq(ahRankGoods.tenantId, auth.tenantId), eq(ahRankGoods.storeId, auth.storeId ?? '0'), eq(ahRankGoods.ahRankId, String(value.ahRankId)), eq(ahRankGoods.goodsId, goods.id), eq(ahRankGoods.isDeleted, 0)));
      if (dup) throw ApiError.of(Codes.BAD_REQUEST, RANK_MESSAGES.goodsTaken, { field: 'goodsId' });
      const price = Number(goods.price ?? 0);
      value.goodsName = goods.goodsName;
      value.price = price;
      value.discountPrice = Math.round((price * Number(value.discount)) / 100);
      void lang;
    },
  },
};

/** growth earned by an amount in hundredths at `per100` growth per 100 yuan */
const growthOf = (cents: number, per100: number) => Math.floor((cents * per100) / 10000);

interface RankLite {
  id: string;
  rankName: string;
  rankLevel: number;
  minGrowth: number;
  keepMonths: number;
}

export interface RefreshResult {
  members: number;
  up: number;
  down: number;
  unchanged: number;
}

/** Recomputes every member's rank of the tenant in one transaction. */
export async function refreshRanks(services: Services, tenantId: string, userId: string): Promise<RefreshResult> {
  const now = services.now();
  return services.db.transaction((tx) => refreshRanksIn(tx, now, tenantId, userId));
}

/** the same inside a transaction the caller holds (the demo seed) */
export async function refreshRanksIn(tx: Tx, now: Date, tenantId: string, userId: string): Promise<RefreshResult> {
  {
    const [base] = await tx.select().from(ahRankBase).where(and(eq(ahRankBase.tenantId, tenantId), eq(ahRankBase.isDeleted, 0))).limit(1);
    const [rule] = await tx.select().from(ahRankRule).where(and(eq(ahRankRule.tenantId, tenantId), eq(ahRankRule.isDeleted, 0))).limit(1);
    const b = { ...defaults(rankBaseResource.fields), ...(base ?? {}) } as Row;
    const r = { ...defaults(rankRuleResource.fields), ...(rule ?? {}) } as Row;
    const from = addMonths(now, -Number(b.growthValidMonths));
    const ranks = await rankRows(tx, tenantId);
    const enabled: RankLite[] = ranks
      .filter((x) => Number(x.state) === 1)
      .map((x) => ({ id: String(x.id), rankName: String(x.rankName), rankLevel: Number(x.rankLevel), minGrowth: Number(x.minGrowth), keepMonths: Number(x.keepMonths) }));
    const levelOf = new Map(ranks.map((x) => [String(x.id), Number(x.rankLevel)]));

    const members = (await tx.select({ id: ahMember.id, storeId: ahMember.storeId, memberName: ahMember.memberName, phone: ahMember.phone }).from(ahMember).where(and(eq(ahMember.tenantId, tenantId), eq(ahMember.isDeleted, 0)))) as Array<{ id: string; storeId: string; memberName: string; phone: string }>;
    // activity in the window, by store and phone (orders name their customer by phone) or by member
    const cars = await tx
      .select({ storeId: ahCarOrder.storeId, phone: ahCarOrder.customerPhone, cents: sql<string>`coalesce(sum(${ahCarOrder.totalAmount}), 0)` })
      .from(ahCarOrder)
      .where(and(eq(ahCarOrder.tenantId, tenantId), eq(ahCarOrder.isDeleted, 0), eq(ahCarOrder.orderState, CAR_ORDER_STATES.delivered), gte(ahCarOrder.deliveryTime, from), lte(ahCarOrder.deliveryTime, now)))
      .groupBy(ahCarOrder.storeId, ahCarOrder.customerPhone);
    const works = await tx
      .select({
        storeId: ahWorkOrderInfo.storeId,
        phone: ahWorkOrderInfo.customerPhone,
        cents: sql<string>`coalesce(sum(coalesce(${ahWorkOrderInfo.itemsAmount}, 0) + coalesce(${ahWorkOrderInfo.materialsAmount}, 0) - coalesce(${ahWorkOrderInfo.deductionAmount}, 0)), 0)`,
      })
      .from(ahWorkOrderInfo)
      .where(and(eq(ahWorkOrderInfo.tenantId, tenantId), eq(ahWorkOrderInfo.isDeleted, 0), eq(ahWorkOrderInfo.state, WORK_ORDER_STATE.settled), gte(ahWorkOrderInfo.settlementTime, from), lte(ahWorkOrderInfo.settlementTime, now)))
      .groupBy(ahWorkOrderInfo.storeId, ahWorkOrderInfo.customerPhone);
    const spends = await tx
      .select({ memberId: ahStoredValueCardLog.memberId, cents: sql<string>`coalesce(sum(${ahStoredValueCardLog.amount}), 0)` })
      .from(ahStoredValueCardLog)
      .where(and(eq(ahStoredValueCardLog.tenantId, tenantId), eq(ahStoredValueCardLog.logType, STORED_VALUE_LOG_TYPE.verify), gte(ahStoredValueCardLog.operateTime, from), lte(ahStoredValueCardLog.operateTime, now)))
      .groupBy(ahStoredValueCardLog.memberId);
    const key = (s: unknown, p: unknown) => `${String(s)}|${String(p)}`;
    const carBy = new Map(cars.map((x) => [key(x.storeId, x.phone), Number(x.cents)]));
    const workBy = new Map(works.map((x) => [key(x.storeId, x.phone), Number(x.cents)]));
    const spendBy = new Map(spends.map((x) => [String(x.memberId), Number(x.cents)]));

    const previous = (await tx.select().from(ahRankMember).where(and(eq(ahRankMember.tenantId, tenantId), eq(ahRankMember.isDeleted, 0)))) as Array<{ id: string; memberId: string; ahRankId: string | null; reachTime: Date | null }>;
    const prevBy = new Map(previous.map((x) => [String(x.memberId), x]));
    const out: RefreshResult = { members: members.length, up: 0, down: 0, unchanged: 0 };
    const counts = new Map<string, number>();
    const rows: Array<typeof ahRankMember.$inferInsert> = [];
    for (const m of members) {
      const growth =
        growthOf(carBy.get(key(m.storeId, m.phone)) ?? 0, Number(r.carOrderPer100)) +
        growthOf(workBy.get(key(m.storeId, m.phone)) ?? 0, Number(r.workOrderPer100)) +
        growthOf(spendBy.get(m.id) ?? 0, Number(r.storedValuePer100));
      let rank = rankFor(enabled, growth);
      const prev = prevBy.get(m.id);
      const prevRank = prev?.ahRankId ? enabled.find((x) => x.id === prev.ahRankId) : undefined;
      let reachTime: Date | null = rank ? now : null;
      // a rank once reached is kept for its validity (保级), then the figures decide again
      if (prev && prevRank && (!rank || rank.rankLevel < prevRank.rankLevel) && prev.reachTime && addMonths(prev.reachTime, prevRank.keepMonths).getTime() > now.getTime()) rank = prevRank;
      if (prev && rank && prev.ahRankId === rank.id) reachTime = prev.reachTime ?? now;
      const before = prev?.ahRankId ? (levelOf.get(prev.ahRankId) ?? 0) : 0;
      const after = rank?.rankLevel ?? 0;
      if (after > before) out.up++;
      else if (after < before) out.down++;
      else out.unchanged++;
      if (rank) counts.set(rank.id, (counts.get(rank.id) ?? 0) + 1);
      rows.push({
        id: newId(),
        tenantId,
        storeId: m.storeId,
        memberId: m.id,
        memberName: m.memberName,
        memberPhone: m.phone,
        growthValue: growth,
        ahRankId: rank?.id ?? null,
        rankName: rank ? rank.rankName : null,
        rankLevel: rank?.rankLevel ?? null,
        reachTime,
        refreshTime: now,
        createUser: userId,
        updateUser: userId,
        createTime: now,
        updateTime: now,
      });
    }
    // the computed ranks are replaced as a whole (members who left go with them), in a few statements
    await tx.delete(ahRankMember).where(eq(ahRankMember.tenantId, tenantId));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(ahRankMember).values(rows.slice(i, i + 500));
    for (const x of ranks) await tx.update(ahRank).set({ memberCount: counts.get(String(x.id)) ?? 0 }).where(eq(ahRank.id, String(x.id)));
    return out;
  }
}

const vCoupon = v.looseObject({});

export const rankRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/crm-member/ahRank/refreshRank',
    permission: 'rank_setting_refresh',
    input: v.looseObject({}),
    handler: async ({ auth, services }) => refreshRanks(services, auth.tenantId, auth.userId),
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahRankGoods/selGoodsIdList',
    input: v.object({ rankId: vId('请选择等级'), storeId: v.optional(v.union([v.literal(''), vId()])) }),
    handler: async ({ auth, services, input }) => {
      const store = input.storeId || auth.storeId;
      // another store's goods are that store's business: asked for, it answers none
      if (!store || store !== auth.storeId) return [];
      const rows = await services.db
        .select({ goodsId: ahRankGoods.goodsId })
        .from(ahRankGoods)
        .where(and(eq(ahRankGoods.tenantId, auth.tenantId), eq(ahRankGoods.storeId, store), eq(ahRankGoods.ahRankId, input.rankId), eq(ahRankGoods.isDeleted, 0)));
      return rows.map((r) => String(r.goodsId));
    },
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahRankGoods/addList',
    input: v.object({ rankId: vId('请选择等级'), goodsName: vOptStr(50) }),
    handler: async ({ auth, services, input }) => {
      if (!auth.storeId) return [];
      const chosen = services.db
        .select({ goodsId: ahRankGoods.goodsId })
        .from(ahRankGoods)
        .where(and(eq(ahRankGoods.tenantId, auth.tenantId), eq(ahRankGoods.storeId, auth.storeId), eq(ahRankGoods.ahRankId, input.rankId), eq(ahRankGoods.isDeleted, 0)));
      return services.db
        .select({ id: ahGoods.id, goodsName: ahGoods.goodsName, price: ahGoods.price, isUp: ahGoods.isUp })
        .from(ahGoods)
        .where(
          and(
            eq(ahGoods.tenantId, auth.tenantId),
            eq(ahGoods.storeId, auth.storeId),
            eq(ahGoods.isDeleted, 0),
            sql`${ahGoods.id} not in (${chosen})`,
            input.goodsName ? sql`${ahGoods.goodsName} like ${`%${input.goodsName}%`}` : undefined,
          ),
        )
        .limit(500);
    },
  }),
  route({
    method: 'POST',
    url: '/crm-member/ahCoupon/updateSelectedRankCoupon',
    permission: 'rank_coupon_edit',
    // the spec: ahRankId in the query, the list as the body (an array body arrives as `ids`)
    input: v.object({ ahRankId: vId('请选择等级'), ids: v.optional(v.array(vCoupon)), list: v.optional(v.array(vCoupon)) }),
    handler: async ({ auth, services, input, lang }) => {
      const list = input.list ?? input.ids ?? [];
      const now = services.now();
      const checked = list.map((item, i) => {
        const r = validateRecord(rankCouponResource, { ...item, ahRankId: input.ahRankId }, { lang });
        if (!r.ok) throw badInput({ zh: `第${i + 1}行：${r.message}`, en: `Row ${i + 1}: ${r.message}` }, r.field);
        return r.value;
      });
      if (checked.some((c) => !RANK_COUPON_CYCLE_OPTIONS.some((o) => o.value === c.sendCycle))) throw badInput({ zh: '发放周期取值无效', en: 'Unknown cycle' }, 'sendCycle');
      return services.db.transaction(async (tx) => {
        const [rank] = await tx.select({ id: ahRank.id }).from(ahRank).where(and(eq(ahRank.id, input.ahRankId), eq(ahRank.tenantId, auth.tenantId), eq(ahRank.isDeleted, 0)));
        if (!rank) throw notFound(RANK_MESSAGES.noRank[lang]);
        await tx.update(ahRankCoupon).set({ isDeleted: 1, updateTime: now, updateUser: auth.userId }).where(and(eq(ahRankCoupon.tenantId, auth.tenantId), eq(ahRankCoupon.ahRankId, input.ahRankId), eq(ahRankCoupon.isDeleted, 0)));
        if (checked.length) {
          await tx.insert(ahRankCoupon).values(
            checked.map((c) => ({
              id: newId(),
              tenantId: auth.tenantId,
              ahRankId: input.ahRankId,
              couponName: String(c.couponName),
              couponValue: Number(c.couponValue),
              sendNum: Number(c.sendNum),
              sendCycle: Number(c.sendCycle),
              validDays: Number(c.validDays),
              createUser: auth.userId,
              updateUser: auth.userId,
              createTime: now,
              updateTime: now,
            })),
          );
        }
        return { count: checked.length };
      });
    },
  }),
];

