/** The import centre: /import/index and /import/importlogs, and each kind's own page (spec 1 section 2). */
import { createElement } from 'react';
import type { AreaScreens } from '../../shell/screens';
import { IMPORT_KINDS } from '../../domain/imports/kinds';
import { ImportPage } from './import-page';
import { ImportLogScreen } from './import-log-screen';

export const screens: AreaScreens = {
  pages: IMPORT_KINDS.filter((k) => k.page).map((k) => ({
    path: k.page!,
    component: () => createElement(ImportPage, { only: k.kind }),
    title: k.title,
  })),
  menus: { import: ImportPage, 'import-log': ImportLogScreen },
};
