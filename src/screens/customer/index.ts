/** Customers, customer managers, test drives and invitations (spec 2): this area's screens, registered in src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { CustomerDetailPage, InvitationDetailPage } from './detail-pages';
import { INVITATION_EDIT_PATH, InvitationEditPage } from './invitation-edit-page';
import { InvitationListScreen } from './invitation-list-screen';
import { ChannelAnalysisScreen, ChannelReportScreen, TraceUserReportScreen } from './report-screens';
import { TargetResultScreen, TargetScreen } from './target-screens';

export const screens: AreaScreens = {
  /** detail and edit pages, by path */
  pages: [
    { path: '/clue/cusmanagers/detail', component: CustomerDetailPage, title: { zh: '客户详情', en: 'Customer' } },
    { path: '/clientInvitation/invitationDetail', component: InvitationDetailPage, title: { zh: '邀约详情', en: 'Invitation' } },
    { path: INVITATION_EDIT_PATH, component: InvitationEditPage, title: { zh: '编辑邀约任务', en: 'Edit invitation' }, noCache: true },
  ],
  /** menu screens that replace the generic resource list, by menu code */
  menus: {
    'clue-target': TargetScreen,
    'clue-target-result': TargetResultScreen,
    'report-trace-user': TraceUserReportScreen,
    'report-channel-analysis': ChannelAnalysisScreen,
    'report-channel': ChannelReportScreen,
    'client-invitation': InvitationListScreen,
  },
};
