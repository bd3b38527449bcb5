/** The import centre: /import/index and /import/importlogs, and each kind's own page (spec 1 section 2); manifest.ts lists them for the shell. */
import { createElement } from 'react';
import type { AreaScreens } from '../../shell/screens';
import { IMPORT_KINDS } from '../../domain/imports/kinds';
import { ImportPage } from './import-page';

export const screens: AreaScreens = {
  pages: Object.fromEntries(IMPORT_KINDS.flatMap((k) => (k.page ? [k.page, ...(k.alsoAt ?? [])].map((path) => [path, () => createElement(ImportPage, { only: k.kind })]) : []))),
  menus: { import: ImportPage },
};
