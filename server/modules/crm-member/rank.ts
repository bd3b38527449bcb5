/**
 * crm-member/ahRank beyond the generated calls: refreshRank (every member's rank recomputed from the
 * growth rules and their real activity), the threshold rule on updateRankParam, the discount goods'
 * addList and selGoodsIdList, and updateSelectedRankCoupon (a rank's coupons replaced as a list).
 * Decisions: docs/ranks.md.
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import type { ResourceHookMap } from '../../http/resource-router';
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
import { ahRank, ahRankBase, ahRankCoupon, ahRankCouponSend, ahRankGoods, ahRankGrowthLog, ahRankMember, ahRankRule } from '../../db/resource-tables/ranks';
import { ahCoupon } from '../../db/resource-tables/coupons';
import type { AuthContext } from '../../http/auth';
import { issue, issueRefusal } from './coupon';
import { GROWTH_SOURCE, RANK_COUPON_CYCLE_OPTIONS, RANK_MESSAGES, rankBaseResource, rankCouponResource, rankFor, rankRuleResource, thresholdOverlap } from '../../../src/domain/resources/sales/rank';
import { STORED_VALUE_LOG_TYPE } from '../../../src/domain/resources/sales/stored-value-card';
import { EXPIRY_OPTION } from '../../../src/domain/resources/sales/coupon';
import { CAR_ORDER_STATES } from '../../../src/machines/car-order.machine';
import { WORK_ORDER_STATE } from '../../../src/machines/work-order.machine';
import { validateRecord } from '../../../src/domain/resources/validate';
import { addMonths } from './stored-value-card';

type Row = Record<string, unknown>;

const defaults = (fields: Record<string, { default?: unknown }>) => Object.fromEntries(Object.entries(fields).map(([k, fd]) => [k, fd.default]));

async function rankRows(db: Tx | Services['db']) {
  return db.select().from(ahRank).where(eq(ahRank.isDeleted, 0));
}

export const RANK_HOOKS: ResourceHookMap = {
  ahRank: {
    // thresholds rise with the rank number, or a member's figures would fit two ranks
    beforeWrite: async ({ tx, value, id, lang }) => {
      const all = await rankRows(tx);
      const mine = id ? all.find((r) => r.id === id) : undefined;
      if (id && !mine) throw notFound(RANK_MESSAGES.noRank[lang]);
      const edited = { rankLevel: Number(value.rankLevel ?? mine?.rankLevel), minGrowth: Number(value.minGrowth ?? mine?.minGrowth), rankName: String(value.rankName ?? mine?.rankName ?? '') };
      const others = all.filter((r) => r.id !== id).map((r) => ({ rankLevel: Number(r.rankLevel), minGrowth: Number(r.minGrowth), rankName: String(r.rankName) }));
      if (others.some((r) => r.rankLevel === edited.rankLevel)) throw ApiError.of(Codes.BAD_REQUEST, RANK_MESSAGES.levelTaken, { field: 'rankLevel' });
      const overlap = thresholdOverlap([...others, edited]);
      if (overlap) throw ApiError.of(Codes.BAD_REQUEST, overlap, { field: 'minGrowth' });
    },
  },
  ahRankCoupon: {
    // the link names a coupon of the catalogue; its name and value are copied onto the row
    beforeWrite: async ({ tx, auth, value }) => {
      if (value.ahCouponId === undefined || value.ahCouponId === null || value.ahCouponId === '') return;
      const c = await catalogueCoupon(tx, auth.tenantId, String(value.ahCouponId));
      value.couponName = c.couponName;
      value.couponValue = c.amount;
    },
  },
  ahRankGoods: {
    // the goods are the store's mall goods; name and prices are copied, the discounted price computed
    beforeWrite: async ({ tx, auth, value, id, lang }) => {
      if (id) return;
      const [rank] = await tx.select({ id: ahRank.id }).from(ahRank).where(and(eq(ahRank.id, String(value.ahRankId)), eq(ahRank.isDeleted, 0)));
      if (!rank) throw ApiError.of(Codes.BAD_REQUEST, RANK_MESSAGES.noRank, { field: 'ahRankId' });
      const [goods] = await tx
        .select({ id: ahGoods.id, goodsName: ahGoods.goodsName, price: ahGoods.price })
        .from(ahGoods)
        .where(and(eq(ahGoods.id, String(value.goodsId)), eq(ahGoods.storeId, auth.storeId ?? '0'), eq(ahGoods.isDeleted, 0)));
      if (!goods) throw ApiError.of(Codes.BAD_REQUEST, RANK_MESSAGES.noGoods, { field: 'goodsId' });
      const [dup] = await tx
        .select({ id: ahRankGoods.id })
        .from(ahRankGoods)
        .where(and(eq(ahRankGoods.storeId, auth.storeId ?? '0'), eq(ahRankGoods.ahRankId, String(value.ahRankId)), eq(ahRankGoods.goodsId, goods.id), eq(ahRankGoods.isDeleted, 0)));
      if (dup) throw ApiError.of(Codes.BAD_REQUEST, RANK_MESSAGES.goodsTaken, { field: 'goodsId' });
      const price = Number(goods.price ?? 0);
      value.goodsName = goods.goodsName;
      value.price = price;
      value.discountPrice = Math.round((price * Number(value.discount)) / 100);
      void lang;
    },
  },
};

/** a live coupon of the tenant's catalogue, or the refusal 所选卡券不存在 (400 under ahCouponId) */
async function catalogueCoupon(tx: Tx | Services['db'], tenantId: string, id: string): Promise<{ id: string; couponName: string; amount: number }> {
  const [c] = /^\d{1,19}$/.test(id)
    ? await tx.select({ id: ahCoupon.id, couponName: ahCoupon.couponName, amount: ahCoupon.amount }).from(ahCoupon).where(and(eq(ahCoupon.id, id), eq(ahCoupon.isDeleted, 0)))
    : [];
  if (!c) throw ApiError.of(Codes.BAD_REQUEST, RANK_MESSAGES.noCoupon, { field: 'ahCouponId' });
  return { id: String(c.id), couponName: String(c.couponName), amount: Number(c.amount ?? 0) };
}

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
  /** coupons issued by this refresh (rank coupons whose occasion came) */
  couponsSent?: number;
}

const CHINA = 8 * 3_600_000;
const sourceKey = (kind: 'car' | 'work' | 'sv', id: unknown) => `${kind}:${String(id)}`;

/**
 * Logs the growth of every event in the window not logged yet: delivered car orders and settled work
 * orders (matched to the member by store and phone, the way orders name their customer) and
 * stored-value write-offs (by member). The source key is unique, so a refresh that meets another, or
 * runs again, never grants an event twice; an event's growth is fixed by the rules when it is logged.
 */
async function logGrowth(
  tx: Tx,
  ctx: { tenantId: string; userId: string; now: Date; from: Date; rule: Row; members: ReadonlyArray<{ id: string; storeId: string; memberName: string; phone: string }> },
): Promise<number> {
  const { tenantId, now, from, rule } = ctx;
  const byPhone = new Map(ctx.members.map((m) => [`${m.storeId}|${m.phone}`, m]));
  const byId = new Map(ctx.members.map((m) => [m.id, m]));
  const logged = sql`select 1 from ${ahRankGrowthLog} g where g.tenant_id = ${tenantId} and g.source_key = `;
  const cars = await tx
    .select({ id: ahCarOrder.id, storeId: ahCarOrder.storeId, phone: ahCarOrder.customerPhone, cents: ahCarOrder.totalAmount, at: ahCarOrder.deliveryTime })
    .from(ahCarOrder)
    .where(and(eq(ahCarOrder.isDeleted, 0), eq(ahCarOrder.orderState, CAR_ORDER_STATES.delivered), gte(ahCarOrder.deliveryTime, from), lte(ahCarOrder.deliveryTime, now), sql`not exists (${logged}'car:' || ${ahCarOrder.id}::text)`));
  const works = await tx
    .select({
      id: ahWorkOrderInfo.id,
      storeId: ahWorkOrderInfo.storeId,
      phone: ahWorkOrderInfo.customerPhone,
      cents: sql<string>`coalesce(${ahWorkOrderInfo.itemsAmount}, 0) + coalesce(${ahWorkOrderInfo.materialsAmount}, 0) - coalesce(${ahWorkOrderInfo.deductionAmount}, 0)`,
      at: ahWorkOrderInfo.settlementTime,
    })
    .from(ahWorkOrderInfo)
    .where(and(eq(ahWorkOrderInfo.isDeleted, 0), eq(ahWorkOrderInfo.state, WORK_ORDER_STATE.settled), gte(ahWorkOrderInfo.settlementTime, from), lte(ahWorkOrderInfo.settlementTime, now), sql`not exists (${logged}'work:' || ${ahWorkOrderInfo.id}::text)`));
  const spends = await tx
    .select({ id: ahStoredValueCardLog.id, memberId: ahStoredValueCardLog.memberId, cents: ahStoredValueCardLog.amount, at: ahStoredValueCardLog.operateTime })
    .from(ahStoredValueCardLog)
    .where(and(eq(ahStoredValueCardLog.logType, STORED_VALUE_LOG_TYPE.verify), gte(ahStoredValueCardLog.operateTime, from), lte(ahStoredValueCardLog.operateTime, now), sql`not exists (${logged}'sv:' || ${ahStoredValueCardLog.id}::text)`));
  const rows: Array<typeof ahRankGrowthLog.$inferInsert> = [];
  const add = (m: { id: string; storeId: string; memberName: string; phone: string } | undefined, type: number, key: string, cents: number, per100: number, at: Date | null) => {
    if (!m || !at) return;
    rows.push({ id: newId(), tenantId, storeId: m.storeId, memberId: m.id, memberName: m.memberName, memberPhone: m.phone, sourceType: type, sourceKey: key, amount: cents, growth: growthOf(cents, per100), eventTime: at, createUser: ctx.userId, updateUser: ctx.userId, createTime: now, updateTime: now });
  };
  for (const c of cars) add(byPhone.get(`${String(c.storeId)}|${String(c.phone)}`), GROWTH_SOURCE.carOrder, sourceKey('car', c.id), Number(c.cents ?? 0), Number(rule.carOrderPer100), c.at as Date | null);
  for (const w of works) add(byPhone.get(`${String(w.storeId)}|${String(w.phone)}`), GROWTH_SOURCE.workOrder, sourceKey('work', w.id), Math.max(0, Number(w.cents ?? 0)), Number(rule.workOrderPer100), w.at as Date | null);
  for (const x of spends) add(byId.get(String(x.memberId)), GROWTH_SOURCE.storedValue, sourceKey('sv', x.id), Number(x.cents ?? 0), Number(rule.storedValuePer100), x.at as Date | null);
  let added = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const done = await tx.insert(ahRankGrowthLog).values(rows.slice(i, i + 500)).onConflictDoNothing().returning({ id: ahRankGrowthLog.id });
    added += done.length;
  }
  return added;
}

interface RankHolder {
  member: { id: string; storeId: string; memberName: string; phone: string };
  rank: RankLite;
  /** the rank was reached by this refresh */
  reached: boolean;
  reachTime: Date;
}

/** the occasion of a rank coupon for a holder now: reaching the rank, or the month / year of a monthly / yearly coupon (China time) */
function occasionOf(cycle: number, h: RankHolder, now: Date): string | null {
  const local = new Date(now.getTime() + CHINA).toISOString();
  if (cycle === 0) return h.reached ? `reach:${h.rank.id}:${h.reachTime.toISOString()}` : null;
  if (cycle === 1) return `month:${local.slice(0, 7)}`;
  if (cycle === 2) return `year:${local.slice(0, 4)}`;
  return null;
}

/**
 * Sends the rank coupons whose occasion has come: a coupon of the catalogue, issued to the holder
 * (members of the coupon's store, or of every store when the coupon is valid in every store) through
 * the coupon area's issue (stock and per-member limits hold), valid for the rank coupon's days at most.
 * Each sending is a row whose key (rank coupon, member, occasion) is unique: an occasion sends once,
 * also when two refreshes meet. A sending the coupon refuses (unlisted, out of stock, limit) keeps its
 * reason and sends nothing. Answers the number of coupons issued.
 */
async function sendRankCoupons(tx: Tx, ctx: { tenantId: string; userId: string; now: Date }, holders: RankHolder[]): Promise<number> {
  if (!holders.length) return 0;
  const { tenantId, userId, now } = ctx;
  const links = await tx
    .select()
    .from(ahRankCoupon)
    .where(and(eq(ahRankCoupon.isDeleted, 0), inArray(ahRankCoupon.ahRankId, [...new Set(holders.map((h) => h.rank.id))]), sql`${ahRankCoupon.ahCouponId} is not null`));
  if (!links.length) return 0;
  const couponRows = (await tx.select().from(ahCoupon).where(inArray(ahCoupon.id, [...new Set(links.map((l) => String(l.ahCouponId)))]))) as Row[];
  const couponBy = new Map(couponRows.map((c) => [String(c.id), c]));
  const auth = { tenantId, userId, storeId: null } as unknown as AuthContext;
  let sent = 0;
  for (const link of links) {
    const base = couponBy.get(String(link.ahCouponId));
    if (!base) continue;
    for (const h of holders) {
      if (h.rank.id !== String(link.ahRankId)) continue;
      if (Number(base.allStores ?? 0) !== 1 && String(base.storeId) !== h.member.storeId) continue;
      const occasion = occasionOf(Number(link.sendCycle), h, now);
      if (!occasion) continue;
      const sendId = newId();
      const claimed = await tx
        .insert(ahRankCouponSend)
        .values({ id: sendId, tenantId, storeId: h.member.storeId, ahRankCouponId: String(link.id), ahRankId: h.rank.id, ahCouponId: String(base.id), memberId: h.member.id, memberName: h.member.memberName, memberPhone: h.member.phone, couponName: String(base.couponName), occasion, sentNum: 0, sendTime: now, createUser: userId, updateUser: userId, createTime: now, updateTime: now })
        .onConflictDoNothing()
        .returning({ id: ahRankCouponSend.id });
      if (!claimed.length) continue;
      let codes: string[] = [];
      let refusal: string | null = null;
      try {
        codes = await tx.transaction(async (sp) => {
          // the coupon row locked: sends of one coupon take turns, as the coupon area's own sends do
          const [coupon] = (await sp.select().from(ahCoupon).where(eq(ahCoupon.id, String(base.id))).for('update')) as Row[];
          const no = issueRefusal(coupon, now);
          if (no) throw ApiError.of(Codes.BUSINESS_NOTICE, no);
          const out: string[] = [];
          const shaped = { ...coupon, expiryOption: EXPIRY_OPTION.period, periodDays: Number(link.validDays) };
          for (let i = 0; i < Number(link.sendNum); i++) {
            const fresh = i === 0 ? shaped : { ...shaped, sendCount: Number(coupon.sendCount ?? 0) + i };
            const [rec] = await issue({ tx: sp, auth: { ...auth, storeId: String(coupon.storeId) } as AuthContext, now, operator: '等级卡券', sendStore: '' }, fresh, [h.member], { remark: `${h.rank.rankName}等级卡券` });
            out.push(String(rec.couponCode));
          }
          return out;
        });
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        refusal = e.message.slice(0, 200);
      }
      await tx.update(ahRankCouponSend).set({ sentNum: codes.length, couponCodes: codes.join(',').slice(0, 500), refusal }).where(eq(ahRankCouponSend.id, sendId));
      if (codes.length) await tx.update(ahRankCoupon).set({ sentCount: sql`coalesce(${ahRankCoupon.sentCount}, 0) + ${codes.length}` }).where(eq(ahRankCoupon.id, String(link.id)));
      sent += codes.length;
    }
  }
  return sent;
}

/** Recomputes every member's rank of the tenant in one transaction. */
export async function refreshRanks(services: Services, tenantId: string, userId: string): Promise<RefreshResult> {
  const now = services.now();
  return services.db.transaction((tx) => refreshRanksIn(tx, now, tenantId, userId));
}

/** the same inside a transaction the caller holds (the demo seed) */
export async function refreshRanksIn(tx: Tx, now: Date, tenantId: string, userId: string): Promise<RefreshResult> {
  {
    // refreshes of a tenant take turns: each replaces the computed ranks as a whole
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rank-refresh:${tenantId}`}))`);
    const [base] = await tx.select().from(ahRankBase).where(eq(ahRankBase.isDeleted, 0)).limit(1);
    const [rule] = await tx.select().from(ahRankRule).where(eq(ahRankRule.isDeleted, 0)).limit(1);
    const b = { ...defaults(rankBaseResource.fields), ...(base ?? {}) } as Row;
    const r = { ...defaults(rankRuleResource.fields), ...(rule ?? {}) } as Row;
    const from = addMonths(now, -Number(b.growthValidMonths));
    const ranks = await rankRows(tx);
    const enabled: RankLite[] = ranks
      .filter((x) => Number(x.state) === 1)
      .map((x) => ({ id: String(x.id), rankName: String(x.rankName), rankLevel: Number(x.rankLevel), minGrowth: Number(x.minGrowth), keepMonths: Number(x.keepMonths) }));
    const levelOf = new Map(ranks.map((x) => [String(x.id), Number(x.rankLevel)]));

    const members = (await tx.select({ id: ahMember.id, storeId: ahMember.storeId, memberName: ahMember.memberName, phone: ahMember.phone }).from(ahMember).where(eq(ahMember.isDeleted, 0))) as Array<{ id: string; storeId: string; memberName: string; phone: string }>;
    await logGrowth(tx, { tenantId, userId, now, from, rule: r, members });
    // a member's growth: the sum of their logged events inside the window
    const sums = await tx
      .select({ memberId: ahRankGrowthLog.memberId, growth: sql<string>`coalesce(sum(${ahRankGrowthLog.growth}), 0)` })
      .from(ahRankGrowthLog)
      .where(and(eq(ahRankGrowthLog.isDeleted, 0), gte(ahRankGrowthLog.eventTime, from), lte(ahRankGrowthLog.eventTime, now)))
      .groupBy(ahRankGrowthLog.memberId);
    const growthBy = new Map(sums.map((x) => [String(x.memberId), Number(x.growth)]));

    const previous = (await tx.select().from(ahRankMember).where(eq(ahRankMember.isDeleted, 0))) as Array<{ id: string; memberId: string; ahRankId: string | null; reachTime: Date | null }>;
    const prevBy = new Map(previous.map((x) => [String(x.memberId), x]));
    const out: RefreshResult = { members: members.length, up: 0, down: 0, unchanged: 0 };
    const counts = new Map<string, number>();
    const rows: Array<typeof ahRankMember.$inferInsert> = [];
    const holders: RankHolder[] = [];
    for (const m of members) {
      const growth = growthBy.get(m.id) ?? 0;
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
      if (rank) holders.push({ member: m, rank, reached: !prev || prev.ahRankId !== rank.id, reachTime: reachTime ?? now });
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
    out.couponsSent = await sendRankCoupons(tx, { tenantId, userId, now }, holders);
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
        .where(and(eq(ahRankGoods.storeId, store), eq(ahRankGoods.ahRankId, input.rankId), eq(ahRankGoods.isDeleted, 0)));
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
        .where(and(eq(ahRankGoods.storeId, auth.storeId), eq(ahRankGoods.ahRankId, input.rankId), eq(ahRankGoods.isDeleted, 0)));
      return services.db
        .select({ id: ahGoods.id, goodsName: ahGoods.goodsName, price: ahGoods.price, isUp: ahGoods.isUp })
        .from(ahGoods)
        .where(
          and(
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
        const [rank] = await tx.select({ id: ahRank.id }).from(ahRank).where(and(eq(ahRank.id, input.ahRankId), eq(ahRank.isDeleted, 0)));
        if (!rank) throw notFound(RANK_MESSAGES.noRank[lang]);
        await tx.update(ahRankCoupon).set({ isDeleted: 1, updateTime: now, updateUser: auth.userId }).where(and(eq(ahRankCoupon.ahRankId, input.ahRankId), eq(ahRankCoupon.isDeleted, 0)));
        const linked = [];
        for (const c of checked) linked.push({ c, coupon: await catalogueCoupon(tx, auth.tenantId, String(c.ahCouponId)) });
        if (linked.length) {
          await tx.insert(ahRankCoupon).values(
            linked.map(({ c, coupon }) => ({
              id: newId(),
              ahRankId: input.ahRankId,
              ahCouponId: coupon.id,
              couponName: coupon.couponName,
              couponValue: coupon.amount,
              sendNum: Number(c.sendNum),
              sendCycle: Number(c.sendCycle),
              validDays: Number(c.validDays),
              sentCount: 0,
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

