/** Every resource declaration, one registry for the server routes, the client screens and the palette. */
import type { ResourceDecl } from './types';
import { dictResource } from './system/dict';
import { paramResource } from './system/param';

export const RESOURCES: readonly ResourceDecl[] = [dictResource, paramResource];

export const resourceByKey = new Map(RESOURCES.map((r) => [r.key, r]));
export const resourceByMenu = new Map(RESOURCES.filter((r) => r.menu).map((r) => [r.menu!, r]));
