/** Every resource declaration, one registry for the server routes, the client screens and the palette. */
import type { ResourceDecl } from './types';
import { dictResource } from './system/dict';
import { paramResource } from './system/param';
import { SYSTEM_ACCESS_RESOURCES } from './system/access.index';
import { SYSTEM_CONTENT_RESOURCES } from './system/content.index';
import { SALES_RESOURCES } from './sales';
import { OPERATIONS_RESOURCES } from './operations';
import { APPOINTMENT_RESOURCES } from './appointment';
import { MALL_RESOURCES } from './mall/mall';

export const RESOURCES: readonly ResourceDecl[] = [dictResource, paramResource, ...SYSTEM_ACCESS_RESOURCES, ...SYSTEM_CONTENT_RESOURCES, ...SALES_RESOURCES, ...OPERATIONS_RESOURCES, ...APPOINTMENT_RESOURCES, ...MALL_RESOURCES];

export const resourceByKey = new Map(RESOURCES.map((r) => [r.key, r]));
export const resourceByMenu = new Map(RESOURCES.filter((r) => r.menu).map((r) => [r.menu!, r]));
