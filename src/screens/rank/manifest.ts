/** The rank area's pages and hand-written menu screens, as the shell routes them before the area's code is loaded. */
import type { AreaManifest } from '../../shell/screens';

export const RANK_BASE_PAGE = '/rank/setting/base';
export const RANK_RULE_PAGE = '/rank/setting/rule';

export const manifest: AreaManifest = {
  area: 'rank',
  pages: [
    { path: RANK_BASE_PAGE, title: { zh: '等级基础设置', en: 'Rank programme' } },
    { path: RANK_RULE_PAGE, title: { zh: '成长值规则', en: 'Growth rules' } },
  ],
  menus: ['rank-setting'],
};
