/** The Enterprise WeChat area's pages and hand-written menu screens, as the shell routes them before the area's code is loaded. */
import type { AreaManifest } from '../../shell/screens';

export const CLIENT_DETAIL_PAGE = '/clientManagement/clientDetail';
export const DISTRIBUTION_RECORDS_PAGE = '/clientManagement/distributionRecords';
export const SOP_STATISTICS_PAGE = '/clientManagement/personalSOPStatistics';

export const manifest: AreaManifest = {
  area: 'corp-wechat',
  pages: [
    { path: CLIENT_DETAIL_PAGE, title: { zh: '企微客户详情', en: 'Enterprise chat customer' } },
    { path: DISTRIBUTION_RECORDS_PAGE, title: { zh: '分配记录', en: 'Assignment records' } },
    { path: SOP_STATISTICS_PAGE, title: { zh: '个人SOP统计', en: 'Personal SOP statistics' } },
  ],
  menus: ['corp-wechat-customer', 'corp-wechat-config'],
};
