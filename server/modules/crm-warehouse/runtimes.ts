/**
 * Runtimes of the operations resources for the hand-written routes of this folder. They share the
 * declarations, tables and hooks of the generated routes (server/modules/resources.ts builds its own
 * from the same three; importing that file here would be an import cycle through the hook registry).
 */
import { ResourceRuntime } from '../../http/resource-router';
import * as t from '../../db/resource-tables/operations';
import {
  carBrandResource,
  carModelResource,
  carSeriesResource,
  storeCarModelResource,
  storeCarSeriesResource,
} from '../../../src/domain/resources/operations/car-catalogue';
import { warehouseCarResource, warehouseCarTransferResource } from '../../../src/domain/resources/operations/warehouse';
import { CATALOGUE_HOOKS } from './car-catalogue-hooks';
import { WAREHOUSE_HOOKS } from './warehouse-car-hooks';

export const rt = {
  carBrand: new ResourceRuntime(carBrandResource, t.ahCarBrand, CATALOGUE_HOOKS.carBrand),
  carSeries: new ResourceRuntime(carSeriesResource, t.ahCarSeries, CATALOGUE_HOOKS.carSeries),
  carModel: new ResourceRuntime(carModelResource, t.ahCarModel, CATALOGUE_HOOKS.carModel),
  storeCarSeries: new ResourceRuntime(storeCarSeriesResource, t.ahStoreCarSeries),
  storeCarModel: new ResourceRuntime(storeCarModelResource, t.ahStoreCarModel),
  warehouseCar: new ResourceRuntime(warehouseCarResource, t.ahWarehouseCar, WAREHOUSE_HOOKS.warehouseCar),
  warehouseCarTransfer: new ResourceRuntime(warehouseCarTransferResource, t.ahWarehouseCarTransfer, WAREHOUSE_HOOKS.warehouseCarTransfer),
};
