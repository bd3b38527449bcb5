/** Clue desk (spec 2: clues and traces) and the clue configuration: this area's screens (manifest.ts lists them), loaded on demand through src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { ClueDeskScreen } from './clue-desk-screen';
import { ClueDetailPage } from './clue-detail-page';
import { CallRecordScreen } from './call-record-screen';
import { ClueSeaScreen } from './clue-sea-screen';
import { CLUE_DETAIL_PATH } from './desk-routes';
import { SalesmanScreen } from './salesman-screen';
import { SeatsScreen } from './seats-screen';
import { StoreBrandScreen } from './store-brand-screen';

export const screens: AreaScreens = {
  /** detail and edit pages, by path */
  pages: { [CLUE_DETAIL_PATH]: ClueDetailPage },
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
