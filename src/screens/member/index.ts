/** Members, member cars and member groups (spec 2): this area's screens (manifest.ts lists them), loaded on demand through src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { MemberGroupEditPage, OwnerGroupEditPage } from './group-edit-page';
import { MemberGroupListScreen, OwnerGroupListScreen } from './group-list-screen';
import { MemberGroupViewPage, OwnerGroupViewPage } from './group-view-page';
import { OwnerDetailPage } from './owner-detail-page';

export const screens: AreaScreens = {
  /** detail and edit pages, by path */
  pages: {
    '/clue/memberGroupsEdit': MemberGroupEditPage,
    '/clue/memberGroupsView': MemberGroupViewPage,
    '/afterSales/ownerGroupEdit': OwnerGroupEditPage,
    '/afterSales/ownerGroupDetail': OwnerGroupViewPage,
    '/afterSales/ownerGroupPreview': OwnerGroupViewPage,
    '/afterSales/owner/detail': OwnerDetailPage,
  },
  /** menu screens that replace the generic resource list, by menu code */
  menus: {
    'member-group': MemberGroupListScreen,
    'after-sales-owner-group': OwnerGroupListScreen,
  },
};
