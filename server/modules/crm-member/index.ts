/** crm-member: members, member cars and groups; boutiques and after-sales owners (routes beyond the generated ones). */
import type { Registrable } from '../../http/route';
import type { ResourceHookMap } from '../../http/resource-router';
import { MEMBER_HOOKS_PART, memberRoutes } from './member';
import { GROUP_HOOKS, groupRoutes } from './member-group';
import { BOUTIQUE_HOOKS, boutiqueRoutes } from './boutique';
import { OWNER_HOOKS } from './owner';
import { SUB_CARD_HOOKS, subCardRoutes } from './sub-card';
import { CONTRACT_HOOKS, contractRoutes } from './contract';
import { storedValueRoutes } from './stored-value-card';
import { memberWxRoutes } from './member-wx';
import { LABEL_HOOKS, labelRoutes } from './member-label';
import { greenRewardRoutes } from './green-reward';
import { RANK_HOOKS, rankRoutes } from './rank';
import { boutiqueOrderRoutes } from './boutique-order';

import { COUPON_HOOKS, couponRoutes } from './coupon';
import { CORP_WECHAT_HOOKS, corpWechatRoutes } from './corp-wechat';
import { corpWechatCallbackRoutes } from './corp-wechat-callback';

export const crmMemberRoutes: Registrable[] = [...memberRoutes, ...groupRoutes, ...boutiqueRoutes, ...subCardRoutes, ...contractRoutes, ...storedValueRoutes, ...rankRoutes, ...couponRoutes, ...memberWxRoutes, ...labelRoutes, ...greenRewardRoutes, ...boutiqueOrderRoutes, ...corpWechatRoutes, ...corpWechatCallbackRoutes];
export const MEMBER_HOOKS: ResourceHookMap = { ...MEMBER_HOOKS_PART, ...GROUP_HOOKS, ...BOUTIQUE_HOOKS, ...OWNER_HOOKS, ...SUB_CARD_HOOKS, ...CONTRACT_HOOKS, ...RANK_HOOKS, ...COUPON_HOOKS, ...LABEL_HOOKS, ...CORP_WECHAT_HOOKS };
