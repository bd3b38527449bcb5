/** Member groups and after-sales owner groups share their screens; what differs is said here. */
import type { Label, ResourceDecl } from '../../domain/resources/types';
import { memberResource } from '../../domain/resources/sales/member';
import { ownerResource } from '../../domain/resources/sales/owner';
import { MEMBER_GROUP_PARAMS, memberGroupResource, OWNER_GROUP_PARAMS, ownerGroupResource, type GroupParam } from '../../domain/resources/sales/member-group';

export interface GroupKind {
  decl: ResourceDecl;
  /** the rows a group selects (their list columns show in the preview) */
  target: ResourceDecl;
  catalogue: Record<string, GroupParam>;
  base: string;
  idKey: string;
  previewPath: string;
  editPath: string;
  viewPath: string;
  noun: Label;
}

export const MEMBER_GROUP_KIND: GroupKind = {
  decl: memberGroupResource,
  target: memberResource,
  catalogue: MEMBER_GROUP_PARAMS,
  base: '/api/crm-member/ahMemberGroupController',
  idKey: 'ahMemberGroupId',
  previewPath: 'previewMemberInfoByGroup',
  editPath: '/clue/memberGroupsEdit',
  viewPath: '/clue/memberGroupsView',
  noun: { zh: '会员', en: 'Members' },
};

export const OWNER_GROUP_KIND: GroupKind = {
  decl: ownerGroupResource,
  target: ownerResource,
  catalogue: OWNER_GROUP_PARAMS,
  base: '/api/crm-workorder/ahOwnerGroup',
  idKey: 'ahOwnerGroupId',
  previewPath: 'previewOwnerInfoByGroup',
  editPath: '/afterSales/ownerGroupEdit',
  viewPath: '/afterSales/ownerGroupDetail',
  noun: { zh: '车主', en: 'Owners' },
};

export const groupUrl = (path: string, id?: string | null) => (id ? `${path}?id=${encodeURIComponent(id)}` : path);
