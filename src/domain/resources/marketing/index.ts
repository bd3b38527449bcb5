/** Marketing (商城营销 › 活动管理, 营销工具 and 预约试驾, spec 3): activities, enrolments, activity orders, welfare, the lucky turntable, activity QR codes, test drives. */
import type { ResourceDecl } from '../types';
import { activityEnrollResource, activityOrderResource, activityResource } from './activity';
import { TEST_DRIVE_RESOURCES } from '../test-drive/test-drive';
import { qrChannelResource, qrcodeResource } from './qrcode';
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
  qrChannelResource,
  qrcodeResource,
  ...TEST_DRIVE_RESOURCES,
];
