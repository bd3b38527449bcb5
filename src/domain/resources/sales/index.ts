/** Sales side (spec 2): clues, traces, seats, customers and their configuration. */
import type { ResourceDecl } from '../types';
import { clueResource } from './clue';
import { clueTraceResource } from './clue-trace';
import { clueTraceRecordResource } from './clue-trace-record';
import { clueAllocationSettingResource, clueDefeatReasonResource, clueFromChannelResource, customerLevelTimeResource } from './clue-config';
import { qmSeatResource, seatsResource } from './seats';
import { callRecordResource } from './call-record';
import { clueSalesmanResource, clueStoreBrandResource } from './clue-brand';
import { clueCrowdResource } from './crowd';
import { CUSTOMER_RESOURCES } from './customer.index';
import { MEMBER_RESOURCES } from './member.index';
import { SUB_CARD_RESOURCES } from './sub-card';
import { CONTRACT_RESOURCES } from './contract';
import { STORED_VALUE_RESOURCES } from './stored-value-card';
import { RANK_RESOURCES } from './rank';
import { COUPON_RESOURCES } from './coupon';
import { CORP_WECHAT_RESOURCES } from './corp-wechat';

export const SALES_RESOURCES = [
  clueTraceResource,
  clueResource,
  clueTraceRecordResource,
  clueFromChannelResource,
  clueDefeatReasonResource,
  customerLevelTimeResource,
  clueAllocationSettingResource,
  seatsResource,
  callRecordResource,
  qmSeatResource,
  clueStoreBrandResource,
  clueSalesmanResource,
  clueCrowdResource,
  ...CUSTOMER_RESOURCES,
  ...MEMBER_RESOURCES,
  ...SUB_CARD_RESOURCES,
  ...CONTRACT_RESOURCES,
  ...STORED_VALUE_RESOURCES,
  ...RANK_RESOURCES,
  ...COUPON_RESOURCES,
  ...CORP_WECHAT_RESOURCES,
] as const satisfies readonly ResourceDecl[];
