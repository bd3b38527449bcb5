/** Stored-value cards (会员中心 › 储值卡, spec 2): this area's screens (manifest.ts lists them), loaded on demand through src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { STORED_VALUE_DICT_PAGE } from './manifest';
import { StoredValueCardListScreen } from './stored-value-card-list-screen';
import { StoredValueDictPage } from './dict-page';

export const screens: AreaScreens = {
  pages: { [STORED_VALUE_DICT_PAGE]: StoredValueDictPage },
  menus: { 'stored-value-card': StoredValueCardListScreen },
};
