/** Every resource declaration, one registry for the server routes, the client screens and the palette. */
import type { ResourceDecl } from './types';
import { sliceDecl } from './slice';
import { dictResource } from './system/dict';
import { paramResource } from './system/param';
import { SYSTEM_ACCESS_RESOURCES } from './system/access.index';
import { SYSTEM_CONTENT_RESOURCES } from './system/content.index';
import { SALES_RESOURCES } from './sales';
import { OPERATIONS_RESOURCES } from './operations';
import { APPOINTMENT_RESOURCES } from './appointment';
import { MALL_RESOURCES } from './mall/mall';
import { MALL_ORDER_RESOURCES } from './mall/mall-order';
import { PAYMENT_RESOURCES } from './mall/payment';
import { carCategoryResource } from './mall/car-category';
import { CAR_GOODS_RESOURCES } from './mall/car-goods';
import { stateLogResource } from './system/state-log';
import { FLOW_RESOURCES } from './flow';
import { MARKETING_RESOURCES } from './marketing';

const DECLARED = [dictResource, paramResource, ...SYSTEM_ACCESS_RESOURCES, ...SYSTEM_CONTENT_RESOURCES, ...SALES_RESOURCES, ...OPERATIONS_RESOURCES, ...APPOINTMENT_RESOURCES, ...MALL_RESOURCES, ...MALL_ORDER_RESOURCES, ...PAYMENT_RESOURCES, carCategoryResource, ...CAR_GOODS_RESOURCES, ...FLOW_RESOURCES, ...MARKETING_RESOURCES, stateLogResource] as const satisfies readonly ResourceDecl[];

/** The key of a declared resource: what hooks and other per-resource maps are keyed by. */
export type ResourceKey = (typeof DECLARED)[number]['key'];

export const RESOURCES: readonly ResourceDecl[] = DECLARED;

/** The declarations the menus list: each resource with a menu, and each slice of one (src/domain/resources/slice.ts). */
export const SLICES: readonly ResourceDecl[] = RESOURCES.flatMap((r) => (r.slices ?? []).map((s) => sliceDecl(r, s)));

export const resourceByKey = new Map([...RESOURCES, ...SLICES].map((r) => [r.key, r]));
export const resourceByMenu = new Map([...RESOURCES, ...SLICES].filter((r) => r.menu).map((r) => [r.menu!, r]));

// a declaration typed wider than its key would make ResourceKey a plain string, and every map keyed by it unchecked
const keysAreLiteral: string extends ResourceKey ? false : true = true;
void keysAreLiteral;
