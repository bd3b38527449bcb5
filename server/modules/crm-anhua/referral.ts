/**
 * 老带新 beyond the generated calls (page, detail, save, export): a new referral becomes a clue of the
 * clue desk in the same transaction (channel 老带新, allocated like any entered clue), and its reward is
 * granted once, when the referred customer has bought (a live car order of the phone in the store):
 * a conditional UPDATE on the pending status, so of two grants at once one wins and the other is told
 * 奖励已发放，不能重复发放; the grant writes its state-log line in the same transaction.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Registrable } from '../../http/route';
import { ApiError, badInput, notFound } from '../../http/envelope';
import { declaredActionRoute, ResourceRuntime, type ResourceHookMap } from '../../http/resource-router';
import { writeStateLog } from '../../http/state-log';
import { requireStore } from '../../http/store-scope';
import { Codes } from '../../../src/domain/codes';
import { user } from '../../db/schema';
import { ahOldCustomerReferral } from '../../db/resource-tables/marketing';
import { ahCarOrder } from '../../db/resource-tables/car-orders';
import { writeClue } from '../crm-dcc/clue-movement';
import { DEFAULT_REFERRAL_REWARD, REFERRAL_CHANNEL, REFERRAL_MESSAGES as M, REWARD_STATUS, referralResource } from '../../../src/domain/resources/marketing/referral';
import { CAR_ORDER_STATES } from '../../../src/machines/car-order.machine';

/** the orders that count as bought: submitted and not closed */
const BOUGHT_STATES = [CAR_ORDER_STATES.ordered, CAR_ORDER_STATES.assigned, CAR_ORDER_STATES.invoiced, CAR_ORDER_STATES.delivered];

export const REFERRAL_HOOKS: ResourceHookMap = {
  ahOldCustomerReferral: {
    beforeWrite: async ({ tx, auth, services, value, id, lang }) => {
      // only created (the save call); what a referral names is fixed once its clue exists
      if (id) return;
      requireStore(auth, lang);
      if (value.referrerPhone === value.referredPhone) throw badInput(M.selfReferral, 'referredPhone');
      const [dup] = await tx
        .select({ id: ahOldCustomerReferral.id })
        .from(ahOldCustomerReferral)
        .where(and(eq(ahOldCustomerReferral.storeId, auth.storeId!), eq(ahOldCustomerReferral.referredPhone, String(value.referredPhone)), eq(ahOldCustomerReferral.isDeleted, 0)))
        .limit(1);
      if (dup) throw badInput(M.alreadyReferred, 'referredPhone');
      const clue = await writeClue(
        tx,
        services,
        auth,
        {
          customerName: String(value.referredName),
          customerPhone: String(value.referredPhone),
          channelType: REFERRAL_CHANNEL.channelType,
          channelName: REFERRAL_CHANNEL.channelName,
          seriesName: (value.seriesName as string | null | undefined) ?? null,
          remark: `老带新：推荐人${String(value.referrerName)}（${String(value.referrerPhone)}）${value.remark ? `，${String(value.remark)}` : ''}`.slice(0, 500),
        },
        lang,
      );
      value.clueId = clue.clueId;
      value.ahClueTraceId = clue.ahClueTraceId;
      value.channelName = REFERRAL_CHANNEL.channelName;
      value.dealStatus = 0;
      value.rewardStatus = REWARD_STATUS.pending;
      if (value.rewardAmount === undefined || value.rewardAmount === null) value.rewardAmount = DEFAULT_REFERRAL_REWARD;
    },
  },
};

const referrals = new ResourceRuntime(referralResource, ahOldCustomerReferral, REFERRAL_HOOKS.ahOldCustomerReferral);

export const referralRoutes: Registrable[] = [
  declaredActionRoute(referralResource, 'GRANT', async ({ auth, services, lang, call }) => {
    const id = call.ids[0];
    const scope = await referrals.scope(services, auth);
    const [operator] = await services.db.select({ name: user.name, realName: user.realName }).from(user).where(eq(user.id, auth.userId));
    return services.db.transaction(async (tx) => {
      const row = await referrals.findOne(tx, scope, id);
      if (!row) throw notFound(M.noReferral[lang]);
      if (Number(row.rewardStatus) !== REWARD_STATUS.pending) throw ApiError.of(Codes.BUSINESS_NOTICE, M.alreadyGranted);
      // bought: a live, submitted car order of the referred phone in the referral's store
      const [order] = await tx
        .select({ orderNo: ahCarOrder.orderNo })
        .from(ahCarOrder)
        .where(and(eq(ahCarOrder.storeId, String(row.storeId ?? auth.storeId)), eq(ahCarOrder.customerPhone, String(row.referredPhone)), inArray(ahCarOrder.orderState, BOUGHT_STATES), eq(ahCarOrder.isDeleted, 0)))
        .orderBy(desc(ahCarOrder.createTime))
        .limit(1);
      if (!order) throw ApiError.of(Codes.BUSINESS_NOTICE, M.noPurchase);
      const now = services.now();
      // the one winner: the row still pending when the UPDATE runs
      const won = await tx
        .update(ahOldCustomerReferral)
        .set({ rewardStatus: REWARD_STATUS.granted, dealStatus: 1, carOrderNo: order.orderNo, rewardTime: now, rewardUserName: operator?.realName || operator?.name || null, updateUser: auth.userId, updateTime: now })
        .where(and(eq(ahOldCustomerReferral.id, id), eq(ahOldCustomerReferral.rewardStatus, REWARD_STATUS.pending), eq(ahOldCustomerReferral.isDeleted, 0)))
        .returning({ id: ahOldCustomerReferral.id, rewardAmount: ahOldCustomerReferral.rewardAmount });
      if (!won.length) throw ApiError.of(Codes.BUSINESS_NOTICE, M.alreadyGranted);
      await writeStateLog(tx, auth, [{ resource: referralResource.key, recordId: id, action: 'GRANT', field: 'rewardStatus', from: REWARD_STATUS.pending, to: REWARD_STATUS.granted, reason: `成交订单 ${String(order.orderNo)}，奖励 ${(Number(won[0].rewardAmount) / 100).toFixed(2)} 元` }], now);
      return { id, rewardStatus: REWARD_STATUS.granted, carOrderNo: order.orderNo, rewardAmount: won[0].rewardAmount };
    });
  }),
];
