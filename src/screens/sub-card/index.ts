/** Sub-cards (会员中心 › 次卡, spec 2): this area's screens, registered in src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { SubCardListScreen } from './sub-card-list-screen';
import { SUB_CARD_LOG_DETAIL, SubCardLogScreen } from './sub-card-log-screen';
import { SubCardLogDetailPage } from './sub-card-log-detail-page';

export const screens: AreaScreens = {
  pages: [{ path: SUB_CARD_LOG_DETAIL, component: SubCardLogDetailPage, title: { zh: '次卡记录详情', en: 'Sub-card log entry' }, noCache: true }],
  menus: { subcard: SubCardListScreen, 'subcard-logs': SubCardLogScreen },
};
