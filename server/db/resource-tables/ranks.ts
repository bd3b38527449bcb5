/** Tables of the rank resources (src/domain/resources/sales/rank.ts). */
import { sql } from 'drizzle-orm';
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import {
  rankBaseResource,
  rankCouponResource,
  rankCouponSendResource,
  rankGrowthLogResource,
  rankGoodsResource,
  rankMemberResource,
  rankProfitResource,
  rankResource,
  rankRuleResource,
  rankTaskResource,
} from '../../../src/domain/resources/sales/rank';

export const ahRank = resourceTable(rankResource);
export const ahRankBase = resourceTable(rankBaseResource);
export const ahRankRule = resourceTable(rankRuleResource);
export const ahRankProfit = resourceTable(rankProfitResource);
export const ahRankCoupon = resourceTable(rankCouponResource);
export const ahRankGoods = resourceTable(rankGoodsResource, (c) => [uniqueIndex('ah_rank_goods_uq').on(c.tenantId, c.storeId, c.ahRankId, c.goodsId).where(sql`is_deleted = 0`)]);
export const ahRankTask = resourceTable(rankTaskResource);
// one computed rank per member
export const ahRankMember = resourceTable(rankMemberResource, (c) => [uniqueIndex('ah_rank_member_uq').on(c.tenantId, c.memberId).where(sql`is_deleted = 0`)]);
// one sending per rank coupon, member and occasion: a refresh that meets another never sends twice
export const ahRankCouponSend = resourceTable(rankCouponSendResource, (c) => [uniqueIndex('ah_rank_coupon_send_uq').on(c.tenantId, c.ahRankCouponId, c.memberId, c.occasion)]);
// one growth row per event (source key): an event never grants growth twice
export const ahRankGrowthLog = resourceTable(rankGrowthLogResource, (c) => [uniqueIndex('ah_rank_growth_log_source_uq').on(c.tenantId, c.sourceKey), index('ah_rank_growth_log_member_idx').on(c.memberId, c.eventTime)]);
