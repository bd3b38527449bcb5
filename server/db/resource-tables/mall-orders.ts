/** Tables of the mall orders, refunds, settings and payments (src/domain/resources/mall/mall-order.ts, payment.ts). */
import { sql } from 'drizzle-orm';
import { check, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import { mallOrderResource, mallSettingResource, orderOptResource, orderTenderResource, refundResource } from '../../../src/domain/resources/mall/mall-order';
import { carCategoryResource } from '../../../src/domain/resources/mall/car-category';
import { carGoodsResource, carGoodsTagResource } from '../../../src/domain/resources/mall/car-goods';
import { invoiceResource, settlementResource, tradeResource } from '../../../src/domain/resources/mall/payment';

// the code's counts never go below zero and always add up; nothing is refunded beyond what was paid (the database's own wall)
export const ahOrder = resourceTable(mallOrderResource, (c) => [
  uniqueIndex('ah_order_no_uq').on(c.tenantId, c.orderNo),
  uniqueIndex('ah_order_consume_code_uq').on(c.tenantId, c.consumeCode),
  check('ah_order_counts_ck', sql`remaining_num >= 0 and consumed_num >= 0 and refunded_num >= 0 and consumed_num + refunded_num + remaining_num = consume_total`),
  check('ah_order_refund_ck', sql`refunded_amount >= 0 and refunded_amount <= pay_amount`),
]);
export const ahOrderOpt = resourceTable(orderOptResource, (c) => [index('ah_order_opt_order_idx').on(c.orderId)]);
// one tender of each kind per order; nothing given back beyond what the tender paid
export const ahOrderTender = resourceTable(orderTenderResource, (c) => [
  uniqueIndex('ah_order_tender_kind_uq').on(c.orderId, c.tenderType),
  check('ah_order_tender_back_ck', sql`refunded_amount >= 0 and refunded_amount <= amount and refunded_points >= 0 and refunded_points <= points`),
]);
// one waiting refund per order: two requests at once, one wins
export const ahOrderRefund = resourceTable(refundResource, (c) => [
  uniqueIndex('ah_order_refund_no_uq').on(c.tenantId, c.refundNo),
  uniqueIndex('ah_order_refund_waiting_uq').on(c.orderId).where(sql`refund_status = 0 and is_deleted = 0`),
  check('ah_order_refund_amount_ck', sql`refund_amount >= 0 and refund_num > 0`),
]);
export const ahMallSetting = resourceTable(mallSettingResource);
export const ahPayTradeOrder = resourceTable(tradeResource, (c) => [
  uniqueIndex('ah_pay_trade_order_no_uq').on(c.tenantId, c.tradeNo),
  index('ah_pay_trade_order_day_idx').on(c.storeId, c.tradeTime),
]);
export const ahPaySettlement = resourceTable(settlementResource, (c) => [uniqueIndex('ah_pay_settlement_day_uq').on(c.tenantId, c.storeId, c.settleDate)]);
// one live invoice per order
export const ahPayInvoice = resourceTable(invoiceResource, (c) => [uniqueIndex('ah_pay_invoice_order_uq').on(c.orderId).where(sql`is_deleted = 0`)]);
// a category name is unique within the store's categories of one car type
export const ahCarCategory = resourceTable(carCategoryResource, (c) => [uniqueIndex('ah_car_category_name_uq').on(c.tenantId, c.storeId, c.carType, c.categoryName).where(sql`is_deleted = 0`)]);

export const ahCarGoods = resourceTable(carGoodsResource);
export const ahCarGoodsTag = resourceTable(carGoodsTagResource);
