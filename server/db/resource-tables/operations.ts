/** Tables of the operations resources (src/domain/resources/operations): car catalogue, store cars, warehouse, transfers. */
import { index } from 'drizzle-orm/pg-core';
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
