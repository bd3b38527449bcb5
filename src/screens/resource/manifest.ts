/**
 * The pages the declarations name (show pages, add and edit pages), as the shell routes them before
 * their code is loaded: the generic kit's own "area", whose page components load on demand.
 */
import type { AreaManifest } from '../../shell/screens';
import { RESOURCES } from '../../domain/resources';
import { declaredPages, pageEntryOf } from './show-layout';

export const manifest: AreaManifest = { area: 'resource', pages: declaredPages(RESOURCES).map(pageEntryOf), menus: [] };
