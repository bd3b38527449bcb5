/** Tables of the stored-value card resources (src/domain/resources/sales/stored-value-card.ts): products, members' cards, the log, the dictionary. */
import { sql } from 'drizzle-orm';
import { check, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import { storedValueCardResource, storedValueDictResource, storedValueLogResource, storedValueMemberCardResource } from '../../../src/domain/resources/sales/stored-value-card';

export const ahStoredValueCard = resourceTable(storedValueCardResource);
// a balance never goes below zero, whatever the code above it does (the database's own wall)
export const ahStoredValueCardMember = resourceTable(storedValueMemberCardResource, (c) => [
  uniqueIndex('ah_stored_value_card_member_no_uq').on(c.tenantId, c.cardNo).where(sql`is_deleted = 0`),
  uniqueIndex('ah_stored_value_card_member_one_uq').on(c.tenantId, c.memberId, c.ahStoredValueCardId).where(sql`is_deleted = 0`),
  check('ah_stored_value_card_member_balance_ck', sql`balance >= 0`),
]);
// a request id is applied once: a retried recharge or write-off finds its first answer
export const ahStoredValueCardLog = resourceTable(storedValueLogResource, (c) => [
  uniqueIndex('ah_stored_value_card_log_request_uq').on(c.tenantId, c.requestId).where(sql`request_id is not null`),
  index('ah_stored_value_card_log_card_idx').on(c.ahStoredValueCardMemberId),
]);
export const ahStoredValueCardDict = resourceTable(storedValueDictResource);
