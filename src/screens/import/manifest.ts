/** The import centre's pages (each import kind's own page, from its declaration) and menu screens, as the shell routes them before the area's code is loaded. */
import { IMPORT_KINDS } from '../../domain/imports/kinds';
import type { AreaManifest } from '../../shell/screens';

export const manifest: AreaManifest = {
  area: 'import',
  pages: IMPORT_KINDS.flatMap((k) => (k.page ? [k.page, ...(k.alsoAt ?? [])].map((path) => ({ path, title: k.title })) : [])),
  menus: ['import'],
};
