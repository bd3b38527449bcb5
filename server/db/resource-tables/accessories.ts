/** Tables of the parts (src/domain/resources/operations/accessory.ts): archive, movements, transfer forms and lines. */
import { sql } from 'drizzle-orm';
import { check, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import { auditSettingResource, maintenanceItemResource, preferentialResource, repairTypeResource, stationResource, supplierResource, unitPriceResource } from '../../../src/domain/resources/operations/work-order-config';
import { accessoryMovementResource, accessoryResource, stockTransferFormResource, stockTransferItemResource } from '../../../src/domain/resources/operations/accessory';

// a part's stock never goes below zero, whatever the code above it does (the database's own wall)
export const ahAccessory = resourceTable(accessoryResource, (c) => [
  uniqueIndex('ah_accessory_code_uq').on(c.tenantId, c.storeId, c.accessoryCode).where(sql`is_deleted = 0`),
  check('ah_accessory_stock_ck', sql`stock >= 0`),
]);
// the month inventory sums a store's movements by part and time
export const ahAccessoryMovement = resourceTable(accessoryMovementResource, (c) => [
  index('ah_accessory_movement_part_idx').on(c.tenantId, c.storeId, c.ahAccessoryId, c.occurredTime),
]);
export const ahAccessoryStockTransferForm = resourceTable(stockTransferFormResource);
export const ahAccessoryStockTransferFormItem = resourceTable(stockTransferItemResource, (c) => [index('ah_accessory_stock_transfer_form_item_form_idx').on(c.ahAccessoryStockTransferFormId)]);

// 工单配置 (src/domain/resources/operations/work-order-config.ts)
export const ahWorkOrderConfigMaintenanceItem = resourceTable(maintenanceItemResource);
export const ahWorkOrderConfigStation = resourceTable(stationResource);
export const ahWorkOrderConfigRepairType = resourceTable(repairTypeResource);
export const ahWorkOrderConfigSupplier = resourceTable(supplierResource);
export const ahWorkOrderConfigUnitPrice = resourceTable(unitPriceResource);
export const ahWorkOrderConfigAudit = resourceTable(auditSettingResource);
export const ahWorkOrderConfigPreferential = resourceTable(preferentialResource);
