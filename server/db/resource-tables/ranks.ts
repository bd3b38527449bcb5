/** Tables of the rank resources (src/domain/resources/sales/rank.ts). */
import { sql } from 'drizzle-orm';
import { uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import {
  rankBaseResource,
  rankCouponResource,
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
