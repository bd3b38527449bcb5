/** Tables of the coupon resources (src/domain/resources/sales/coupon.ts). 卡券到期提醒 reads ah_coupon_record. */
import { sql } from 'drizzle-orm';
import { check, index, uniqueIndex, type IndexBuilder } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import {
  couponCheckPersonnelResource,
  couponCheckResource,
  couponInsurerResource,
  couponPostSalesResource,
  couponQuotaDiscountResource,
  couponRecordResource,
  couponResource,
  couponVerifyLogResource,
  insurerQuotationResource,
} from '../../../src/domain/resources/sales/coupon';

// never more sent than stocked, never a negative count: the database's wall behind the conditional update
export const ahCoupon = resourceTable(couponResource, (c) => [
  check('ah_coupon_stock_ck', sql`${c.sendCount} >= 0 and ${c.sendCount} <= ${c.stock}`) as unknown as IndexBuilder,
]);
// a code is what the customer shows at any counter of the group: unique in the tenant, looked up on every verify
export const ahCouponRecord = resourceTable(couponRecordResource, (c) => [
  uniqueIndex('ah_coupon_record_code_uq').on(c.tenantId, c.couponCode),
  index('ah_coupon_record_member_idx').on(c.ahCouponId, c.ahMemberId),
  index('ah_coupon_record_due_idx').on(c.tenantId, c.status, c.validTo),
]);
export const ahCouponVerifyLog = resourceTable(couponVerifyLogResource, (c) => [index('ah_coupon_verify_log_code_idx').on(c.tenantId, c.couponCode)]);
export const ahCouponCheck = resourceTable(couponCheckResource);
export const ahCouponCheckPersonnel = resourceTable(couponCheckPersonnelResource, (c) => [
  uniqueIndex('ah_coupon_check_personnel_uq').on(c.tenantId, c.storeId, c.userId).where(sql`is_deleted = 0`),
]);
export const ahCouponQuotaDiscount = resourceTable(couponQuotaDiscountResource);
export const ahCouponInsurer = resourceTable(couponInsurerResource);
export const ahCouponInsurerQuotation = resourceTable(insurerQuotationResource);
export const ahCouponPostSales = resourceTable(couponPostSalesResource);
