/** Customers, customer managers, test drives and invitations (spec 2): this area's screens (manifest.ts lists them), loaded on demand through src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { CustomerDetailPage, InvitationDetailPage } from './detail-pages';
import { InvitationEditPage } from './invitation-edit-page';
import { InvitationListScreen, InviteTaskOptionScreen } from './invitation-list-screen';
import { CUSTOMER_DETAIL_PATH, INVITATION_DETAIL_PATH, INVITATION_EDIT_PATH, INVITE_TASK_OPTION_PATH } from './manifest';
import { ChannelAnalysisScreen, ChannelReportScreen, TraceUserReportScreen } from './report-screens';
import { TargetResultScreen, TargetScreen } from './target-screens';

export const screens: AreaScreens = {
  /** detail and edit pages, by path */
  pages: {
    [CUSTOMER_DETAIL_PATH]: CustomerDetailPage,
    [INVITATION_DETAIL_PATH]: InvitationDetailPage,
    [INVITATION_EDIT_PATH]: InvitationEditPage,
    [INVITE_TASK_OPTION_PATH]: InviteTaskOptionScreen,
  },
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
