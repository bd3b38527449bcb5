/** Tables of the contract area (src/domain/resources/sales/contract.ts); the contracts themselves are ah_car_order_contract (car-orders.ts). */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import { tenantIdColumn } from '../schema';
import {
  addProjectResource,
  carPermissionResource,
  contractTemplateResource,
  contractTermsResource,
  reviewGroupMemberResource,
  reviewGroupResource,
  serviceCostResource,
} from '../../../src/domain/resources/sales/contract';

export const ahContractTemplate = resourceTable(contractTemplateResource);
export const ahContractReviewGroup = resourceTable(reviewGroupResource);
export const ahContractReviewGroupMember = resourceTable(reviewGroupMemberResource, (c) => [index('ah_contract_review_group_member_group_idx').on(c.ahContractReviewGroupId, c.sort)]);
export const ahContractAdditionalTerms = resourceTable(contractTermsResource);
// one live quota per store, model and start: two rows for one period would make the count ambiguous
export const ahCarPermissionSetting = resourceTable(carPermissionResource, (c) => [
  uniqueIndex('ah_car_permission_setting_uq').on(c.tenantId, c.storeId, c.carModelId, c.periodStart).where(sql`is_deleted = 0`),
]);
export const ahAddProject = resourceTable(addProjectResource);
export const ahServiceCostSetting = resourceTable(serviceCostResource);

/** The local e-signature provider's signing key and certificate, one per tenant (server/services/esign.ts). */
export const ahEsignCert = pgTable('ah_esign_cert', {
  tenantId: tenantIdColumn().primaryKey(),
  /** PKCS#12 (key and certificate), base64, under the server's secret */
  p12: text('p12').notNull(),
  certPem: text('cert_pem').notNull(),
  createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull(),
});
