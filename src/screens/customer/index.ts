/** Customers, customer managers, test drives and invitations (spec 2): this area's screens, registered in src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { CustomerDetailPage, InvitationDetailPage } from './detail-pages';
import { ChannelAnalysisScreen, ChannelReportScreen, TraceUserReportScreen } from './report-screens';
import { TargetResultScreen, TargetScreen } from './target-screens';

export const screens: AreaScreens = {
  /** detail and edit pages, by path */
  pages: [
    { path: '/clue/cusmanagers/detail', component: CustomerDetailPage, title: { zh: '客户详情', en: 'Customer' } },
    { path: '/clientInvitation/invitationDetail', component: InvitationDetailPage, title: { zh: '邀约详情', en: 'Invitation' } },
  ],
  /** menu screens that replace the generic resource list, by menu code */
  menus: {
    'clue-target': TargetScreen,
    'clue-target-result': TargetResultScreen,
    'report-trace-user': TraceUserReportScreen,
    'report-channel-analysis': ChannelAnalysisScreen,
    'report-channel': ChannelReportScreen,
  },
};
