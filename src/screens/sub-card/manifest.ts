/** The sub-card area's pages and hand-written menu screens, as the shell routes them before the area's code is loaded. */
import type { AreaManifest } from '../../shell/screens';

export const SUB_CARD_LOG_DETAIL = '/subcard/logs/detail/index';

export const manifest: AreaManifest = {
  area: 'sub-card',
  pages: [{ path: SUB_CARD_LOG_DETAIL, title: { zh: '次卡记录详情', en: 'Sub-card log entry' }, noCache: true }],
  menus: ['subcard', 'subcard-logs'],
};
