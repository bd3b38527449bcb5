/** Members, member cars, member groups, boutiques and after-sales owners (spec 2 and 3). */
import type { ResourceDecl } from '../types';
import { memberCarResource, memberResource } from './member';
import { memberGroupResource, ownerGroupResource } from './member-group';
import { boutiqueResource } from './boutique';
import { ownerResource } from './owner';
import { boutiqueIntegralLogResource, memberWxResource } from './member-wx';
import { boutiqueOrderResource, boutiqueSettingResource, boutiqueWorkOrderResource } from './boutique-order';
import { greenRewardResource } from './green-reward';
import { memberMissionRecordResource, memberMissionResource } from './member-mission';
import { memberLabelLayerMemberResource, memberLabelResource, ownerLabelLayerOwnerResource, ownerLabelResource } from './member-label';

export const MEMBER_RESOURCES = [memberResource, memberCarResource, memberGroupResource, boutiqueResource, ownerResource, ownerGroupResource, memberWxResource, boutiqueIntegralLogResource, memberLabelResource, ownerLabelResource, memberLabelLayerMemberResource, ownerLabelLayerOwnerResource, boutiqueSettingResource, boutiqueOrderResource, boutiqueWorkOrderResource, greenRewardResource, memberMissionResource, memberMissionRecordResource] as const satisfies readonly ResourceDecl[];
