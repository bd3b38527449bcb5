/** Clue desk (spec 2: clues and traces) and the clue configuration: this area's screens, registered in src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { ClueDeskScreen, CLUE_DETAIL_PATH } from './clue-desk-screen';
import { ClueDetailPage } from './clue-detail-page';
import { CallRecordScreen } from './call-record-screen';
import { ClueSeaScreen } from './clue-sea-screen';
import { SalesmanScreen } from './salesman-screen';
import { SeatsScreen } from './seats-screen';
import { StoreBrandScreen } from './store-brand-screen';

export const screens: AreaScreens = {
  /** detail and edit pages, by path */
  pages: [{ path: CLUE_DETAIL_PATH, component: ClueDetailPage, title: { zh: '线索详情', en: 'Clue details' } }],
  /** menu screens that replace the generic resource list, by menu code */
  menus: {
    'clue-following': ClueDeskScreen,
    'clue-sea': ClueSeaScreen,
    'clue-config-salesman': SalesmanScreen,
    'clue-config-brand': StoreBrandScreen,
    'clue-seats': SeatsScreen,
    'clue-call-record': CallRecordScreen,
  },
};
