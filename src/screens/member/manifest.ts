/** The member area's pages and hand-written menu screens, as the shell routes them before the area's code is loaded. */
import type { AreaManifest } from '../../shell/screens';

export const manifest: AreaManifest = {
  area: 'member',
  pages: [
    { path: '/clue/memberGroupsEdit', title: { zh: '编辑会员分组', en: 'Edit member group' }, noCache: true },
    { path: '/clue/memberGroupsView', title: { zh: '会员分组成员', en: 'Member group' }, noCache: true },
    { path: '/afterSales/ownerGroupEdit', title: { zh: '编辑车主分组', en: 'Edit owner group' }, noCache: true },
    { path: '/afterSales/ownerGroupDetail', title: { zh: '车主分组详情', en: 'Owner group' }, noCache: true },
    { path: '/afterSales/ownerGroupPreview', title: { zh: '车主分组预览', en: 'Owner group preview' }, noCache: true },
    { path: '/afterSales/owner/detail', title: { zh: '车主详情', en: 'Owner' }, noCache: true },
    { path: '/member/labelEdit', title: { zh: '编辑会员标签', en: 'Edit member label' }, noCache: true },
    { path: '/member/labelDetail', title: { zh: '会员标签详情', en: 'Member label' }, noCache: true },
    { path: '/member/labelMemberList', title: { zh: '分层会员', en: 'Members of the layer' }, noCache: true },
    { path: '/afterSales/ownerLabelEdit', title: { zh: '编辑车主标签', en: 'Edit owner label' }, noCache: true },
    { path: '/afterSales/ownerLabelDetail', title: { zh: '车主标签详情', en: 'Owner label' }, noCache: true },
    { path: '/afterSales/ownerLabelMemberList', title: { zh: '分层车主', en: 'Owners of the layer' }, noCache: true },
  ],
  menus: ['member-group', 'after-sales-owner-group', 'green-reward'],
};
