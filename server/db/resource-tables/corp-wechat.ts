/** Tables of the Enterprise WeChat resources (src/domain/resources/sales/corp-wechat.ts): contacts, their moves, chat events, settings. */
import { sql } from 'drizzle-orm';
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import {
  corpWechatConfigResource,
  corpWechatCustomerResource,
  corpWechatDistributionResource,
  corpWechatEventResource,
} from '../../../src/domain/resources/sales/corp-wechat';

// one row per contact and salesperson (a "follow" of the provider): the sync's key, so running it twice adds nothing
export const ahCorpWechatCustomer = resourceTable(corpWechatCustomerResource, (c) => [
  uniqueIndex('ah_corp_wechat_customer_follow_uq').on(c.tenantId, c.externalUserId, c.userWechatId).where(sql`is_deleted = 0`),
  index('ah_corp_wechat_customer_phone_idx').on(c.tenantId, c.phone),
]);
export const ahCorpWechatDistribution = resourceTable(corpWechatDistributionResource, (c) => [index('ah_corp_wechat_distribution_customer_idx').on(c.ahCorpWechatCustomerId)]);
// an event the provider reported is stored once
export const ahCorpWechatEvent = resourceTable(corpWechatEventResource, (c) => [
  uniqueIndex('ah_corp_wechat_event_uq').on(c.tenantId, c.eventId),
  index('ah_corp_wechat_event_contact_idx').on(c.tenantId, c.externalUserId),
]);
export const ahCorpWechatConfig = resourceTable(corpWechatConfigResource);
