/** Tables of this area's resource declarations (one export per table, read by drizzle-kit), and the link tables beside them. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import { audit, id, tenantIdColumn } from '../schema';
import { memberCarResource, memberResource } from '../../../src/domain/resources/sales/member';
import { memberGroupResource, ownerGroupResource } from '../../../src/domain/resources/sales/member-group';
import { boutiqueResource } from '../../../src/domain/resources/sales/boutique';
import { ownerResource } from '../../../src/domain/resources/sales/owner';
import { boutiqueIntegralLogResource, memberWxResource } from '../../../src/domain/resources/sales/member-wx';
import { boutiqueOrderResource, boutiqueSettingResource, boutiqueWorkOrderResource } from '../../../src/domain/resources/sales/boutique-order';
import { greenRewardResource } from '../../../src/domain/resources/sales/green-reward';
import { memberMissionRecordResource, memberMissionResource } from '../../../src/domain/resources/sales/member-mission';
import { memberLabelResource, ownerLabelResource } from '../../../src/domain/resources/sales/member-label';

// one member per phone in a store, one car per VIN in a store (the declarations' `unique` checks first; these hold under races)
export const ahMember = resourceTable(memberResource, (c) => [uniqueIndex('ah_member_store_phone_uq').on(c.tenantId, c.storeId, c.phone).where(sql`is_deleted = 0`)]);
export const ahMemberCar = resourceTable(memberCarResource, (c) => [
  uniqueIndex('ah_member_car_store_vin_uq').on(c.tenantId, c.storeId, c.vin).where(sql`is_deleted = 0`),
  index('ah_member_car_member_idx').on(c.memberId),
]);
export const ahMemberGroup = resourceTable(memberGroupResource);
export const ahOwnerGroup = resourceTable(ownerGroupResource);
// a store's boutique codes are unique, and so are the base catalogue's (store_id null)
export const ahBoutique = resourceTable(boutiqueResource, (c) => [
  uniqueIndex('ah_boutique_store_code_uq').on(c.tenantId, c.storeId, c.code).where(sql`is_deleted = 0 and store_id is not null`),
  uniqueIndex('ah_boutique_base_code_uq').on(c.tenantId, c.code).where(sql`is_deleted = 0 and store_id is null`),
]);
export const ahOwner = resourceTable(ownerResource, (c) => [uniqueIndex('ah_owner_store_vin_uq').on(c.tenantId, c.storeId, c.vin).where(sql`is_deleted = 0`)]);

/** The members of an Excel member group (written by the import through addMembersToExcelGroup). */
export const ahMemberGroupMember = pgTable(
  'ah_member_group_member',
  {
    id: id('id').primaryKey(),
    tenantId: tenantIdColumn(),
    storeId: id('store_id'),
    groupId: id('group_id').notNull(),
    memberId: id('member_id').notNull(),
    ...audit(),
  },
  (t) => [uniqueIndex('ah_member_group_member_uq').on(t.groupId, t.memberId), index('ah_member_group_member_member_idx').on(t.memberId)],
);

/** The owners of an Excel owner group. */
export const ahOwnerGroupMember = pgTable(
  'ah_owner_group_member',
  {
    id: id('id').primaryKey(),
    tenantId: tenantIdColumn(),
    storeId: id('store_id'),
    groupId: id('group_id').notNull(),
    memberId: id('owner_id').notNull(),
    ...audit(),
  },
  (t) => [uniqueIndex('ah_owner_group_member_uq').on(t.groupId, t.memberId), index('ah_owner_group_member_owner_idx').on(t.memberId)],
);

/** One row per store: is its boutique shelf open (butType 1) or closed (0). */
export const ahBoutiqueStoreSetting = pgTable(
  'ah_boutique_store_setting',
  {
    id: id('id').primaryKey(),
    tenantId: tenantIdColumn(),
    storeId: id('store_id').notNull(),
    butType: integer('but_type').notNull().default(0),
    ...audit(),
  },
  (t) => [uniqueIndex('ah_boutique_store_setting_uq').on(t.tenantId, t.storeId)],
);

// one mini-program user per phone in a store (the phone change's guard under races), one per openId;
// boutique points never go below zero, whatever path writes them
export const ahMemberWx = resourceTable(memberWxResource, (c) => [
  uniqueIndex('ah_member_wx_store_phone_uq').on(c.tenantId, c.storeId, c.phone).where(sql`is_deleted = 0 and phone is not null`),
  uniqueIndex('ah_member_wx_open_id_uq').on(c.tenantId, c.openId).where(sql`is_deleted = 0`),
  index('ah_member_wx_member_idx').on(c.memberId),
  check('ah_member_wx_integral_ck', sql`boutique_integral >= 0`),
]);
export const ahBoutiqueIntegralLog = resourceTable(boutiqueIntegralLogResource, (c) => [
  index('ah_boutique_integral_log_user_idx').on(c.ahMemberWxId, c.operateTime),
  check('ah_boutique_integral_log_balance_ck', sql`balance_after >= 0`),
  // a refunded order's points (6) and a green day's reward (9) are credited once: their reference is unique
  uniqueIndex('ah_boutique_integral_log_once_uq').on(c.tenantId, c.logType, c.bizNo).where(sql`log_type in (6, 9)`),
]);
export const ahMemberLabel = resourceTable(memberLabelResource, (c) => [uniqueIndex('ah_member_label_store_name_uq').on(c.tenantId, c.storeId, c.labelName).where(sql`is_deleted = 0`)]);
export const ahOwnerLabel = resourceTable(ownerLabelResource, (c) => [uniqueIndex('ah_owner_label_store_name_uq').on(c.tenantId, c.storeId, c.labelName).where(sql`is_deleted = 0`)]);
export const ahSaasParameterBoutique = resourceTable(boutiqueSettingResource);
export const ahBoutiqueOrder = resourceTable(boutiqueOrderResource, (c) => [uniqueIndex('ah_boutique_order_no_uq').on(c.tenantId, c.orderNo), index('ah_boutique_order_user_idx').on(c.ahMemberWxId)]);
export const ahBoutiqueWorkOrder = resourceTable(boutiqueWorkOrderResource, (c) => [index('ah_boutique_work_order_order_idx').on(c.ahBoutiqueOrderId)]);
export const ahGreenDayReward = resourceTable(greenRewardResource, (c) => [uniqueIndex('ah_green_day_reward_car_day_uq').on(c.tenantId, c.storeId, c.carFrame, c.rewardDate)]);
export const ahMemberMission = resourceTable(memberMissionResource, (c) => [uniqueIndex('ah_member_mission_store_type_uq').on(c.tenantId, c.storeId, c.missionType).where(sql`is_deleted = 0`)]);
export const ahMemberMissionRecord = resourceTable(memberMissionRecordResource, (c) => [index('ah_member_mission_record_mission_idx').on(c.ahMemberMissionId, c.finishTime)]);
