/** Sub-cards (会员中心 › 次卡, spec 2): this area's screens (manifest.ts lists them), loaded on demand through src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { SUB_CARD_LOG_DETAIL } from './manifest';
import { SubCardListScreen } from './sub-card-list-screen';
import { SubCardLogScreen } from './sub-card-log-screen';
import { SubCardLogDetailPage } from './sub-card-log-detail-page';

export const screens: AreaScreens = {
  pages: { [SUB_CARD_LOG_DETAIL]: SubCardLogDetailPage },
  menus: { subcard: SubCardListScreen, 'subcard-logs': SubCardLogScreen },
};
