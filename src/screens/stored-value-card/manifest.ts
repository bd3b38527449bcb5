/** The stored-value card area's pages and hand-written menu screens, as the shell routes them before the area's code is loaded. */
import type { AreaManifest } from '../../shell/screens';

export const STORED_VALUE_DICT_PAGE = '/storedValueCard/dictSetting';

export const manifest: AreaManifest = {
  area: 'stored-value-card',
  pages: [{ path: STORED_VALUE_DICT_PAGE, title: { zh: '储值卡字典设置', en: 'Stored-value dictionary' } }],
  menus: ['stored-value-card'],
};
