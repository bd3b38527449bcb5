/** Tables of 客户服务 (src/domain/resources/operations/customer-service.ts). */
import { sql } from 'drizzle-orm';
import { uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import { homeStoreResource, opinionResource } from '../../../src/domain/resources/operations/customer-service';

export const ahOpinion = resourceTable(opinionResource);
// one live entry per store: the hook's clear refusal, and the database's guarantee under races
export const ahHomeStore = resourceTable(homeStoreResource, (c) => [uniqueIndex('ah_home_store_store_uq').on(c.tenantId, c.ahStoreId).where(sql`is_deleted = 0`)]);
