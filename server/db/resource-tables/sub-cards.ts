/** Tables of the sub-card resources (src/domain/resources/sales/sub-card.ts): cards, the cards members hold, their log. */
import { sql } from 'drizzle-orm';
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import { issuedSubCardResource, subCardLogResource, subCardResource } from '../../../src/domain/resources/sales/sub-card';

export const ahSubCard = resourceTable(subCardResource);
// a card code is what the customer shows at the counter: unique in the tenant, looked up on every verify
export const ahSubCardMember = resourceTable(issuedSubCardResource, (c) => [
  uniqueIndex('ah_sub_card_member_code_uq').on(c.tenantId, c.subCardCode).where(sql`is_deleted = 0`),
  index('ah_sub_card_member_card_idx').on(c.ahSubCardId),
]);
export const ahSubCardLog = resourceTable(subCardLogResource, (c) => [index('ah_sub_card_log_code_idx').on(c.tenantId, c.subCardCode)]);
