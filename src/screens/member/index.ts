/** Members, member cars and member groups (spec 2): this area's screens (manifest.ts lists them), loaded on demand through src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { MemberGroupEditPage, OwnerGroupEditPage } from './group-edit-page';
import { MemberGroupListScreen, OwnerGroupListScreen } from './group-list-screen';
import { MemberGroupViewPage, OwnerGroupViewPage } from './group-view-page';
import { OwnerDetailPage } from './owner-detail-page';
import { GreenRewardScreen } from './green-reward-screen';
import { MemberLabelEditPage, MemberLabelMembersPage, MemberLabelViewPage, OwnerLabelEditPage, OwnerLabelMembersPage, OwnerLabelViewPage } from './label-pages';

export const screens: AreaScreens = {
  /** detail and edit pages, by path */
  pages: {
    '/clue/memberGroupsEdit': MemberGroupEditPage,
    '/clue/memberGroupsView': MemberGroupViewPage,
    '/afterSales/ownerGroupEdit': OwnerGroupEditPage,
    '/afterSales/ownerGroupDetail': OwnerGroupViewPage,
    '/afterSales/ownerGroupPreview': OwnerGroupViewPage,
    '/afterSales/owner/detail': OwnerDetailPage,
    '/member/labelEdit': MemberLabelEditPage,
    '/member/labelDetail': MemberLabelViewPage,
    '/member/labelMemberList': MemberLabelMembersPage,
    '/afterSales/ownerLabelEdit': OwnerLabelEditPage,
    '/afterSales/ownerLabelDetail': OwnerLabelViewPage,
    '/afterSales/ownerLabelMemberList': OwnerLabelMembersPage,
  },
  /** menu screens that replace the generic resource list, by menu code */
  menus: {
    'member-group': MemberGroupListScreen,
    'after-sales-owner-group': OwnerGroupListScreen,
    'green-reward': GreenRewardScreen,
  },
};
