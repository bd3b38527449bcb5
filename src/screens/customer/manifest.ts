/** The customer area's pages and hand-written menu screens, as the shell routes them before the area's code is loaded. */
import type { AreaManifest } from '../../shell/screens';

export const CUSTOMER_DETAIL_PATH = '/clue/cusmanagers/detail';
export const INVITATION_DETAIL_PATH = '/clientInvitation/invitationDetail';
export const INVITATION_EDIT_PATH = '/clientInvitation/editInvitation';
export const INVITE_TASK_OPTION_PATH = '/clientInvitation/taskOption';

export const manifest: AreaManifest = {
  area: 'customer',
  pages: [
    { path: CUSTOMER_DETAIL_PATH, title: { zh: '客户详情', en: 'Customer' } },
    { path: INVITATION_DETAIL_PATH, title: { zh: '邀约详情', en: 'Invitation' } },
    { path: INVITATION_EDIT_PATH, title: { zh: '编辑邀约任务', en: 'Edit invitation' }, noCache: true },
    { path: INVITE_TASK_OPTION_PATH, title: { zh: '邀约选项', en: 'Invitation options' } },
  ],
  menus: ['clue-target', 'clue-target-result', 'report-trace-user', 'report-channel-analysis', 'report-channel', 'client-invitation'],
};
