/** Tables of the after-sales work orders (src/domain/resources/operations/work-order.ts). */
import { sql } from 'drizzle-orm';
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import { vehicleMileageResource } from '../../../src/domain/resources/sales/vehicle';
import { extendedWarrantyResource, matterWorkOrderResource, ownerServiceResource } from '../../../src/domain/resources/operations/after-sales-service';
import {
  repairMaterialResource,
  voucherDeductionResource,
  workOrderConfigAdditionalResource,
  workOrderConfigWarehouseResource,
  workOrderItemResource,
  workOrderResource,
} from '../../../src/domain/resources/operations/work-order';

// a reservation becomes one work order at most (两次点击: one order); a car's orders are read by its archive row
export const ahWorkOrderInfo = resourceTable(workOrderResource, (c) => [
  uniqueIndex('ah_work_order_info_owner_service_uq').on(c.ahOwnerServiceId).where(sql`is_deleted = 0 and ah_owner_service_id is not null`),
]);
// materials and vouchers are read and summed by their order on every change
export const ahWorkOrderInfoRepairMaterial = resourceTable(repairMaterialResource, (c) => [index('ah_work_order_info_repair_material_order_idx').on(c.ahWorkOrderInfoId)]);
export const ahWorkOrderInfoItem = resourceTable(workOrderItemResource, (c) => [index('ah_work_order_info_item_order_idx').on(c.ahWorkOrderInfoId)]);
export const ahWorkOrderInfoVoucherDeduction = resourceTable(voucherDeductionResource, (c) => [index('ah_work_order_info_voucher_deduction_order_idx').on(c.ahWorkOrderInfoId)]);
export const ahWorkOrderConfigWarehouse = resourceTable(workOrderConfigWarehouseResource);
export const ahWorkOrderConfigAdditional = resourceTable(workOrderConfigAdditionalResource);
export const ahMatterWorkOrder = resourceTable(matterWorkOrderResource);
export const ahOwnerService = resourceTable(ownerServiceResource);
export const ahVehicleMileage = resourceTable(vehicleMileageResource, (c) => [index('ah_vehicle_mileage_vehicle_idx').on(c.ahVehicleId)]);
export const ahExtendedWarrantyConfirm = resourceTable(extendedWarrantyResource);
