/** Operations side (spec 3): car catalogue, warehouse, transfers, car orders and invoices. */
import type { ResourceDecl } from '../types';
import { carBrandResource, carModelMergeResource, carModelResource, carSeriesResource, storeCarBrandResource, storeCarModelResource, storeCarSeriesResource } from './car-catalogue';
import { carFilmGoodsResource } from './car-film-goods';
import { warehouseCarResource, warehouseCarTransferResource } from './warehouse';
import { CAR_ORDER_RESOURCES } from './car-order.index';
import { WORK_ORDER_RESOURCES } from './work-order';
import { CUSTOMER_SERVICE_RESOURCES } from './customer-service';
import { ACCESSORY_RESOURCES } from './accessory';
import { WORK_ORDER_CONFIG_RESOURCES } from './work-order-config';
import { AFTER_SALES_SERVICE_RESOURCES } from './after-sales-service';
import { vehicleMileageResource, vehicleResource } from '../sales/vehicle';
import { WAREHOUSE_INVENTORY_RESOURCES } from './warehouse-inventory';
import { ACCESSORY_DASH_RESOURCES } from './accessory-dash';

export const OPERATIONS_RESOURCES = [
  carBrandResource,
  carSeriesResource,
  carModelResource,
  carModelMergeResource,
  storeCarBrandResource,
  storeCarSeriesResource,
  storeCarModelResource,
  warehouseCarResource,
  warehouseCarTransferResource,
  carFilmGoodsResource,
  ...CAR_ORDER_RESOURCES,
  ...WORK_ORDER_RESOURCES,
  ...CUSTOMER_SERVICE_RESOURCES,
  ...ACCESSORY_RESOURCES,
  ...WORK_ORDER_CONFIG_RESOURCES,
  ...AFTER_SALES_SERVICE_RESOURCES,
  vehicleResource,
  vehicleMileageResource,
  ...WAREHOUSE_INVENTORY_RESOURCES,
  ...ACCESSORY_DASH_RESOURCES,
] as const satisfies readonly ResourceDecl[];
