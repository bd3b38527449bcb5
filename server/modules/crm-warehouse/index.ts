import type { Registrable } from '../../http/route';
import type { ResourceHookMap } from '../../http/resource-router';
import { carCatalogueRoutes } from './car-catalogue';
import { CATALOGUE_HOOKS } from './car-catalogue-hooks';
import { warehouseCarRoutes } from './warehouse-car';
import { WAREHOUSE_HOOKS } from './warehouse-car-hooks';
import { carTransferRoutes } from './car-transfer';
import { carModelMergeRoutes } from './car-model-merge';
import { FILM_HOOKS } from './car-film-goods';
import { warehouseCarPartsRoutes } from './warehouse-car-parts';
import { warehouseLockSettingRoutes } from './warehouse-lock-setting';
import { warehouseDocSystemRoutes } from './warehouse-doc-system';
import { INVENTORY_HOOKS, warehouseInventoryRoutes } from './warehouse-inventory';

/** crm-warehouse and the car catalogue of crm-anhua (routes beyond the generated ones). */
export const crmWarehouseRoutes: Registrable[] = [...carCatalogueRoutes, ...carModelMergeRoutes, ...warehouseCarRoutes, ...carTransferRoutes, ...warehouseCarPartsRoutes, ...warehouseLockSettingRoutes, ...warehouseDocSystemRoutes, ...warehouseInventoryRoutes];
export const OPERATIONS_HOOKS: ResourceHookMap = { ...CATALOGUE_HOOKS, ...WAREHOUSE_HOOKS, ...FILM_HOOKS, ...INVENTORY_HOOKS };
