/** Tables of the marketing resources (src/domain/resources/marketing): activities, enrolments, orders, welfare, turntables. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import { id, tenantIdColumn } from '../schema';
import { activityEnrollResource, activityOrderResource, activityResource } from '../../../src/domain/resources/marketing/activity';
import { qrChannelResource, qrcodeResource } from '../../../src/domain/resources/marketing/qrcode';
import { referralResource } from '../../../src/domain/resources/marketing/referral';
import { vcardResource } from '../../../src/domain/resources/marketing/vcard';
import { wechatAccountResource } from '../../../src/domain/resources/marketing/wechat-account';
import { websiteContentResource } from '../../../src/domain/resources/marketing/website-content';
import { inviteTaskOptionResource } from '../../../src/domain/resources/sales/invite-task-option';
import { turntableDrawResource, turntablePrizeResource, turntableResource, welfareRecordResource, welfareResource } from '../../../src/domain/resources/marketing/turntable';

// counts never go negative nor past the capacity of real seats (the database's own wall)
export const ahActivity = resourceTable(activityResource, () => [
  check('ah_activity_enroll_count_ck', sql`enroll_count >= 0 and enroll_count <= capacity`),
  check('ah_activity_write_off_count_ck', sql`write_off_count >= 0`),
]);
// one live enrolment per phone and activity (robots carry no phone)
export const ahActivityEnroll = resourceTable(activityEnrollResource, (c) => [
  uniqueIndex('ah_activity_enroll_phone_uq').on(c.ahActivityId, c.phone).where(sql`is_deleted = 0 and is_robot = 0 and enroll_status <> 2`),
  index('ah_activity_enroll_activity_idx').on(c.ahActivityId),
]);
export const ahActivityOrder = resourceTable(activityOrderResource, (c) => [index('ah_activity_order_activity_idx').on(c.ahActivityId)]);

export const ahWelfare = resourceTable(welfareResource, () => [check('ah_welfare_stock_ck', sql`received_count >= 0 and received_count <= stock`)]);
export const ahWelfareRecord = resourceTable(welfareRecordResource, (c) => [
  uniqueIndex('ah_welfare_record_phone_uq').on(c.ahWelfareId, c.phone).where(sql`is_deleted = 0`),
]);

export const ahTurntableActivity = resourceTable(turntableResource);
// a prize is never handed out beyond its stock
export const ahTurntablePrize = resourceTable(turntablePrizeResource, (c) => [
  check('ah_turntable_prize_stock_ck', sql`won_count >= 0 and (prize_type = 0 or won_count <= stock)`),
  index('ah_turntable_prize_activity_idx').on(c.ahTurntableActivityId),
]);
export const ahTurntableDraw = resourceTable(turntableDrawResource, (c) => [index('ah_turntable_draw_activity_idx').on(c.ahTurntableActivityId, c.phone, c.drawDay)]);

/** draws per member and day: one counter row, raised only while below the turntable's daily limit */
export const ahTurntableDrawDay = pgTable(
  'ah_turntable_draw_day',
  {
    id: id('id').primaryKey(),
    tenantId: tenantIdColumn(),
    ahTurntableActivityId: id('ah_turntable_activity_id').notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    drawDay: date('draw_day', { mode: 'string' }).notNull(),
    draws: integer('draws').notNull().default(0),
  },
  (t) => [uniqueIndex('ah_turntable_draw_day_uq').on(t.ahTurntableActivityId, t.phone, t.drawDay)],
);

export const ahMarketingQrcodeChannel = resourceTable(qrChannelResource);
// one QR code per activity and channel; its counts never go negative
export const ahMarketingQrcode = resourceTable(qrcodeResource, (c) => [
  uniqueIndex('ah_marketing_qrcode_pair_uq').on(c.ahActivityId, c.ahMarketingQrcodeChannelId).where(sql`is_deleted = 0`),
  index('ah_marketing_qrcode_channel_idx').on(c.ahMarketingQrcodeChannelId),
  check('ah_marketing_qrcode_counts_ck', sql`scan_count >= 0 and enroll_count >= 0`),
]);

// old-customer referrals: one live referral per referred phone and store; the reward is granted once
export const ahOldCustomerReferral = resourceTable(referralResource, (c) => [
  uniqueIndex('ah_old_customer_referral_phone_uq').on(c.storeId, c.referredPhone).where(sql`is_deleted = 0`),
  check('ah_old_customer_referral_reward_ck', sql`reward_amount >= 0`),
]);
// smart business cards: one per salesperson and store; views never go negative
export const ahVcard = resourceTable(vcardResource, (c) => [
  uniqueIndex('ah_vcard_user_uq').on(c.storeId, c.userId).where(sql`is_deleted = 0`),
  check('ah_vcard_view_count_ck', sql`view_count >= 0`),
]);
// official accounts: a store is bound to one account at most
export const ahWxAccount = resourceTable(wechatAccountResource, (c) => [uniqueIndex('ah_wx_account_store_uq').on(c.tenantId, c.boundStoreId).where(sql`is_deleted = 0 and bound_store_id is not null`)]);
export const ahWebsiteContent = resourceTable(websiteContentResource);
export const ahInviteTaskOption = resourceTable(inviteTaskOptionResource);
