import type { Registrable } from '../../http/route';
import type { ResourceHookMap } from '../../http/resource-router';
import { WORK_ORDER_HOOKS, workOrderRoutes } from './work-order';
import { ACCESSORY_HOOKS, accessoryRoutes } from './accessory';
import { AFTER_SALES_SERVICE_HOOKS, ownerServiceRoutes } from './after-sales-service';
import { VEHICLE_HOOKS } from './vehicle';
import { ACCESSORY_DASH_HOOKS } from './accessory-dash';

/** crm-workorder: after-sales work orders and parts (routes beyond the generated ones). */
export const crmWorkorderRoutes: Registrable[] = [...workOrderRoutes, ...accessoryRoutes, ...ownerServiceRoutes];
export const WORKORDER_HOOKS: ResourceHookMap = { ...WORK_ORDER_HOOKS, ...ACCESSORY_HOOKS, ...AFTER_SALES_SERVICE_HOOKS, ...VEHICLE_HOOKS, ...ACCESSORY_DASH_HOOKS };
