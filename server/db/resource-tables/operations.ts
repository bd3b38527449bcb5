/** Tables of the operations resources (src/domain/resources/operations): car catalogue, store cars, warehouse, transfers. */
import { sql } from 'drizzle-orm';
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import {
  carBrandResource,
  carModelMergeResource,
  carModelResource,
  carSeriesResource,
  storeCarBrandResource,
  storeCarModelResource,
  storeCarSeriesResource,
} from '../../../src/domain/resources/operations/car-catalogue';
import { carFilmGoodsResource } from '../../../src/domain/resources/operations/car-film-goods';
import { warehouseCarResource, warehouseCarTransferResource } from '../../../src/domain/resources/operations/warehouse';
import { warehouseInventoryItemResource, warehouseInventoryResource } from '../../../src/domain/resources/operations/warehouse-inventory';
import { warehouseCarPartResource, warehouseCarSelfLossResource, warehouseDocBindingResource, warehouseLockSettingResource } from '../../../src/domain/resources/operations/warehouse-extras';

export const ahCarBrand = resourceTable(carBrandResource);
export const ahCarSeries = resourceTable(carSeriesResource);
export const ahCarModel = resourceTable(carModelResource);
export const bsCarModelMerge = resourceTable(carModelMergeResource);
export const ahStoreCarBrand = resourceTable(storeCarBrandResource);
export const ahStoreCarSeries = resourceTable(storeCarSeriesResource);
export const ahStoreCarModel = resourceTable(storeCarModelResource);
// a VIN is looked up on every save, arrival and import row (is it in stock in the tenant?)
export const ahWarehouseCar = resourceTable(warehouseCarResource, (c) => [index('ah_warehouse_car_vin_idx').on(c.tenantId, c.vin)]);
export const ahWarehouseCarTransfer = resourceTable(warehouseCarTransferResource);
export const ahCarFilmGoods = resourceTable(carFilmGoodsResource);
export const ahWarehouseCarPart = resourceTable(warehouseCarPartResource);
export const ahWarehouseCarSelfLoss = resourceTable(warehouseCarSelfLossResource);
export const ahWarehouseLockSetting = resourceTable(warehouseLockSettingResource);
export const ahWarehouseDocBinding = resourceTable(warehouseDocBindingResource);
// 库存盘点: one count in progress per store (two opened at once: one wins); a VIN once per count
export const ahWarehouseInventory = resourceTable(warehouseInventoryResource, (c) => [uniqueIndex('ah_warehouse_inventory_open_uq').on(c.tenantId, c.storeId).where(sql`is_deleted = 0 and state = 0`)]);
export const ahWarehouseInventoryItem = resourceTable(warehouseInventoryItemResource, (c) => [
  uniqueIndex('ah_warehouse_inventory_item_vin_uq').on(c.ahWarehouseInventoryId, c.vin).where(sql`is_deleted = 0`),
]);
