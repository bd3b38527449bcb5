/** The clue area's pages and hand-written menu screens, as the shell routes them before the area's code is loaded. */
import type { AreaManifest } from '../../shell/screens';
import { CLUE_DETAIL_PATH } from './desk-routes';

export const manifest: AreaManifest = {
  area: 'clue',
  pages: [{ path: CLUE_DETAIL_PATH, title: { zh: '线索详情', en: 'Clue details' } }],
  menus: [
    'clue-following',
    'clue-sea',
    'clue-config-salesman',
    'clue-config-brand',
    'clue-seats',
    'clue-call-record',
  ],
};
