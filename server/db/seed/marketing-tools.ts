/**
 * Demo marketing tools: per open store, old-customer referrals (one bought and rewarded, one bought and
 * waiting for its reward, one still followed) linked to clues already in the clue desk, a smart card for
 * each of two staff members, and the invite task options; for the tenant, two official accounts (one
 * bound to the first store) and the website's pieces in each publishing state. New rows only: the
 * clues and orders they name are the demo's own.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { store, user } from '../schema';
import { ahClueTrace } from '../resource-tables/sales';
import { ahCarOrder } from '../resource-tables/car-orders';
import { ahInviteTaskOption, ahOldCustomerReferral, ahVcard, ahWebsiteContent, ahWxAccount } from '../resource-tables/marketing';
import { QR_SCENE_ALPHABET } from '../../../src/domain/resources/marketing/qrcode';

const DAY = 86_400_000;
const REFERRERS: Array<[string, string]> = [
  ['钱建国', '13957100001'],
  ['孙丽华', '13957100002'],
  ['李卫民', '13957100003'],
];

/** a card code of the scene alphabet, distinct per store and card */
const cardCode = (si: number, i: number) => `VC${QR_SCENE_ALPHABET[si % QR_SCENE_ALPHABET.length]}${QR_SCENE_ALPHABET[i]}HZCARD22`.slice(0, 12);

export async function seedMarketingTools(tx: Tx, ctx: SeedContext, now: Date): Promise<void> {
  const { tenantId } = ctx;
  const audit = { tenantId, createTime: now, updateTime: now };
  for (const [si, storeId] of ctx.storeIds.slice(0, -1).entries()) {
    const base = { ...audit, storeId };
    // referrals: two bought (a submitted order of the phone), one still a clue being followed
    const placed = await tx
      .select({ phone: ahCarOrder.customerPhone, name: ahCarOrder.customerName, orderNo: ahCarOrder.orderNo })
      .from(ahCarOrder)
      .where(and(eq(ahCarOrder.storeId, storeId), inArray(ahCarOrder.orderState, [1, 2, 3, 4]), eq(ahCarOrder.isDeleted, 0), isNotNull(ahCarOrder.customerPhone)))
      .orderBy(asc(ahCarOrder.id))
      .limit(20);
    // one referral per phone: two orders of different customers
    const orders = placed.filter((o, i) => placed.findIndex((x) => x.phone === o.phone) === i).slice(0, 2);
    const traces = await tx
      .select({ id: ahClueTrace.id, clueId: ahClueTrace.clueId, name: ahClueTrace.customerName, phone: ahClueTrace.customerPhone })
      .from(ahClueTrace)
      .where(and(eq(ahClueTrace.storeId, storeId), eq(ahClueTrace.isDeleted, 0)))
      .orderBy(asc(ahClueTrace.id))
      .limit(20);
    const bought = new Set(orders.map((o) => o.phone));
    const following = traces.find((t) => t.phone && !bought.has(t.phone));
    const traceOf = (phone: string | null) => traces.find((t) => t.phone === phone);
    const rows: (typeof ahOldCustomerReferral.$inferInsert)[] = [];
    orders.forEach((o, i) => {
      const t = traceOf(o.phone);
      rows.push({
        id: newId(),
        ...base,
        createTime: new Date(now.getTime() - (20 - i * 5) * DAY),
        referrerName: REFERRERS[i][0],
        referrerPhone: REFERRERS[i][1],
        referredName: o.name,
        referredPhone: o.phone,
        seriesName: null,
        rewardAmount: 50_000,
        clueId: t?.clueId ?? null,
        ahClueTraceId: t?.id ?? null,
        channelName: '老带新',
        dealStatus: i === 0 ? 1 : 0,
        carOrderNo: i === 0 ? o.orderNo : null,
        rewardStatus: i === 0 ? 1 : 0,
        rewardTime: i === 0 ? new Date(now.getTime() - 2 * DAY) : null,
        rewardUserName: i === 0 ? '店长' : null,
      });
    });
    if (following) {
      rows.push({
        id: newId(),
        ...base,
        createTime: new Date(now.getTime() - 3 * DAY),
        referrerName: REFERRERS[2][0],
        referrerPhone: REFERRERS[2][1],
        referredName: following.name,
        referredPhone: following.phone,
        rewardAmount: 30_000,
        clueId: following.clueId,
        ahClueTraceId: following.id,
        channelName: '老带新',
        dealStatus: 0,
        rewardStatus: 0,
        remark: '老车主介绍的同事',
      });
    }
    if (rows.length) await tx.insert(ahOldCustomerReferral).values(rows);

    // smart cards: the first two staff members of the store
    const accounts = (ctx.staffByStore.get(si) ?? []).slice(0, 2).map((a) => ctx.userIds.get(a)!).filter(Boolean);
    if (accounts.length) {
      const people = await tx.select({ id: user.id, name: user.name, realName: user.realName, phone: user.phone }).from(user).where(inArray(user.id, accounts)).orderBy(asc(user.id));
      await tx.insert(ahVcard).values(
        people.map((p, i) => ({
          id: newId(),
          ...base,
          userId: p.id,
          userName: p.realName || p.name,
          jobTitle: i === 0 ? '销售经理' : '销售顾问',
          phone: p.phone && /^1\d{10}$/.test(p.phone) ? p.phone : `1358800${si}${String(100 + i)}`,
          wechatId: `anhua_${si}_${i}`,
          intro: '专注豪华品牌十年，为您提供购车、金融、置换一站式服务。',
          code: cardCode(si, i),
          viewCount: 40 - i * 15,
          lastViewTime: new Date(now.getTime() - (i + 1) * 3600_000),
        })),
      );
    }

    // invite task options
    await tx.insert(ahInviteTaskOption).values([
      { id: newId(), ...base, optionName: '新车到店品鉴', inviteType: 1, sort: 0, enabled: 1, script: '您好，本周末新车到店，诚邀您来店品鉴，到店即送精美礼品。' },
      { id: newId(), ...base, optionName: '周末试驾体验', inviteType: 2, sort: 1, enabled: 1, script: '您好，您关注的车型已有试驾车，周末可为您预留试驾时段。' },
      { id: newId(), ...base, optionName: '车主活动邀请', inviteType: 3, sort: 2, enabled: 1, script: '您好，门店本月举办车主自驾游活动，欢迎携家人参加。' },
      { id: newId(), ...base, optionName: '旧版邀约话术', inviteType: 1, sort: 9, enabled: 0, script: '（已停用）' },
    ]);
  }

  // the tenant's official accounts, one bound to the first store
  const [first] = await tx.select({ id: store.id, name: store.branchName }).from(store).where(eq(store.id, ctx.storeIds[0]));
  await tx.insert(ahWxAccount).values([
    { id: newId(), ...audit, accountName: '安华汽车服务号', appId: 'wx1a2b3c4d5e6f7a8b', accountType: 1, originalId: 'gh_5c1f0a9e2b7d', verified: 1, followerCount: 12860, boundStoreId: first?.id ?? null, boundStoreName: first?.name ?? null, syncTime: now },
    { id: newId(), ...audit, accountName: '安华车主俱乐部', appId: 'wx9f8e7d6c5b4a3f2e', accountType: 2, originalId: 'gh_0d3e9b1c7a24', verified: 0, followerCount: 3412, syncTime: now, remark: '车主活动推送' },
  ]);
  // the website: a banner and the about page on the site, a news item drafted, an old banner taken off
  await tx.insert(ahWebsiteContent).values([
    { id: newId(), ...audit, title: '新春购车季横幅', contentType: 2, coverImg: null, linkUrl: '/activity/spring', sort: 0, content: '新春购车季，全系车型享限时优惠。', status: 1, publishTime: new Date(now.getTime() - 5 * DAY) },
    { id: newId(), ...audit, title: '关于安华汽车', contentType: 1, sort: 1, content: '安华汽车集团成立于2003年，旗下拥有多家品牌4S店。', status: 1, publishTime: new Date(now.getTime() - 30 * DAY) },
    { id: newId(), ...audit, title: '安华汽车荣获年度优秀经销商', contentType: 3, sort: 2, content: '（草稿）集团荣获年度优秀经销商称号。', status: 0 },
    { id: newId(), ...audit, title: '国庆团购会横幅', contentType: 2, sort: 3, content: '国庆团购会已结束。', status: 2, publishTime: new Date(now.getTime() - 60 * DAY) },
  ]);
}
