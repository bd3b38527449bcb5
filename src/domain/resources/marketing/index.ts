/** Marketing (商城营销 › 活动管理 and 营销工具, spec 3): activities, enrolments, activity orders, welfare, the lucky turntable. */
import type { ResourceDecl } from '../types';
import { activityEnrollResource, activityOrderResource, activityResource } from './activity';
import { turntableDrawResource, turntablePrizeResource, turntableResource, welfareRecordResource, welfareResource } from './turntable';

export const MARKETING_RESOURCES: readonly ResourceDecl[] = [
  activityResource,
  activityEnrollResource,
  activityOrderResource,
  welfareResource,
  welfareRecordResource,
  turntableResource,
  turntablePrizeResource,
  turntableDrawResource,
];
