/** Enterprise WeChat customers (企微客户, spec 2): this area's screens (manifest.ts lists them), loaded on demand through src/screens/registry.ts. */
import { corpWechatCustomerResource, corpWechatDistributionResource } from '../../domain/resources/sales/corp-wechat';
import type { AreaScreens } from '../../shell/screens';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { ShowPage } from '../resource/show-page';
import { CorpWechatConfigScreen } from './config-screen';
import { CustomerPanels } from './customer-panels';
import { CorpWechatListScreen } from './customer-list-screen';
import { CLIENT_DETAIL_PAGE, DISTRIBUTION_RECORDS_PAGE, SOP_STATISTICS_PAGE } from './manifest';
import { SopStatisticsPage } from './sop-statistics-page';

export const screens: AreaScreens = {
  pages: {
    [CLIENT_DETAIL_PAGE]: () => <ShowPage decl={corpWechatCustomerResource}>{(record) => <CustomerPanels record={record} />}</ShowPage>,
    [DISTRIBUTION_RECORDS_PAGE]: () => <ResourceListScreen decl={corpWechatDistributionResource} />,
    [SOP_STATISTICS_PAGE]: SopStatisticsPage,
  },
  menus: { 'corp-wechat-customer': CorpWechatListScreen, 'corp-wechat-config': CorpWechatConfigScreen },
};
