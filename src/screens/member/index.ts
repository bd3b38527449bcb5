/** Members, member cars and member groups (spec 2): this area's screens, registered in src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { MemberGroupEditPage, OwnerGroupEditPage } from './group-edit-page';
import { MemberGroupListScreen, OwnerGroupListScreen } from './group-list-screen';
import { MemberGroupViewPage, OwnerGroupViewPage } from './group-view-page';
import { OwnerDetailPage } from './owner-detail-page';

export const screens: AreaScreens = {
  /** detail and edit pages, by path */
  pages: [
    { path: '/clue/memberGroupsEdit', component: MemberGroupEditPage, title: { zh: '编辑会员分组', en: 'Edit member group' }, noCache: true },
    { path: '/clue/memberGroupsView', component: MemberGroupViewPage, title: { zh: '会员分组成员', en: 'Member group' }, noCache: true },
    { path: '/afterSales/ownerGroupEdit', component: OwnerGroupEditPage, title: { zh: '编辑车主分组', en: 'Edit owner group' }, noCache: true },
    { path: '/afterSales/ownerGroupDetail', component: OwnerGroupViewPage, title: { zh: '车主分组详情', en: 'Owner group' }, noCache: true },
    { path: '/afterSales/ownerGroupPreview', component: OwnerGroupViewPage, title: { zh: '车主分组预览', en: 'Owner group preview' }, noCache: true },
    { path: '/afterSales/owner/detail', component: OwnerDetailPage, title: { zh: '车主详情', en: 'Owner' }, noCache: true },
  ],
  /** menu screens that replace the generic resource list, by menu code */
  menus: {
    'member-group': MemberGroupListScreen,
    'after-sales-owner-group': OwnerGroupListScreen,
  },
};
