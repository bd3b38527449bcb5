/** Tables of the after-sales work orders (src/domain/resources/operations/work-order.ts). */
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import { extendedWarrantyResource, matterWorkOrderResource, ownerServiceResource } from '../../../src/domain/resources/operations/after-sales-service';
import {
  repairMaterialResource,
  voucherDeductionResource,
  workOrderConfigAdditionalResource,
  workOrderConfigWarehouseResource,
  workOrderItemResource,
  workOrderResource,
} from '../../../src/domain/resources/operations/work-order';

export const ahWorkOrderInfo = resourceTable(workOrderResource);
// materials and vouchers are read and summed by their order on every change
export const ahWorkOrderInfoRepairMaterial = resourceTable(repairMaterialResource, (c) => [index('ah_work_order_info_repair_material_order_idx').on(c.ahWorkOrderInfoId)]);
export const ahWorkOrderInfoItem = resourceTable(workOrderItemResource, (c) => [index('ah_work_order_info_item_order_idx').on(c.ahWorkOrderInfoId)]);
export const ahWorkOrderInfoVoucherDeduction = resourceTable(voucherDeductionResource, (c) => [index('ah_work_order_info_voucher_deduction_order_idx').on(c.ahWorkOrderInfoId)]);
export const ahWorkOrderConfigWarehouse = resourceTable(workOrderConfigWarehouseResource);
export const ahWorkOrderConfigAdditional = resourceTable(workOrderConfigAdditionalResource);
export const ahMatterWorkOrder = resourceTable(matterWorkOrderResource);
export const ahOwnerService = resourceTable(ownerServiceResource);
export const ahExtendedWarrantyConfirm = resourceTable(extendedWarrantyResource);
