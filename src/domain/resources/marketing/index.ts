/** Marketing (商城营销 › 活动管理, 营销工具 and 预约试驾, spec 3): activities, enrolments, activity orders, welfare, the lucky turntable, activity QR codes, old-customer referrals, smart business cards, official accounts, website content, invite task options, test drives. */
import type { ResourceDecl } from '../types';
import { activityEnrollResource, activityOrderResource, activityResource } from './activity';
import { TEST_DRIVE_RESOURCES } from '../test-drive/test-drive';
import { qrChannelResource, qrcodeResource } from './qrcode';
import { referralResource } from './referral';
import { vcardResource } from './vcard';
import { wechatAccountResource } from './wechat-account';
import { websiteContentResource } from './website-content';
import { inviteTaskOptionResource } from '../sales/invite-task-option';
import { turntableDrawResource, turntablePrizeResource, turntableResource, welfareRecordResource, welfareResource } from './turntable';

export const MARKETING_RESOURCES = [
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
  referralResource,
  vcardResource,
  wechatAccountResource,
  websiteContentResource,
  inviteTaskOptionResource,
  ...TEST_DRIVE_RESOURCES,
] as const satisfies readonly ResourceDecl[];
