/**
 * Demo coupons (卡券): insurers and a discount limit for the tenant; per open store a catalogue in
 * each role type (sales, finance, member, insurer; one quota coupon; one unlisted), coupons held by
 * the store's members in every state (unused with codes to verify, verified with their log, one
 * verified across stores, expired, voided, some due within the week), reviewers, pending over-quota
 * reviews with policy and voucher images, quotations, a post-sales package and a rank's coupons.
 * Codes of store 1 follow `8800<store><coupon><member>` so a demo can type them.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { ahMember, ahMemberCar } from '../resource-tables/members';
import {
  ahCoupon,
  ahCouponCheck,
  ahCouponCheckPersonnel,
  ahCouponInsurer,
  ahCouponInsurerQuotation,
  ahCouponPostSales,
  ahCouponQuotaDiscount,
  ahCouponRecord,
  ahCouponVerifyLog,
} from '../resource-tables/coupons';
import { store } from '../schema';
import { COUPON_RECORD_STATUS } from '../../../src/machines/coupon.machine';

const DAY = 86_400_000;
const ymd = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** [name, roleType, type, discountType, amount yuan, discount %, threshold yuan, stock, per member, listed, insurer mode] */
type CouponSeed = [string, number, number, number, number, number | null, number, number, number, number, string | null];
const COUPONS: CouponSeed[] = [
  ['首保工时8折券', 0, 0, 1, 0, 80, 0, 200, 1, 1, null],
  ['新车交付精品200元券', 0, 1, 0, 200, null, 1000, 100, 1, 1, null],
  ['购车尾款抵扣500元券', 1, 1, 0, 500, null, 0, 50, 1, 1, null],
  ['会员洗车券', 2, 0, 0, 30, null, 0, 500, 5, 1, null],
  ['会员生日保养券', 2, 1, 0, 300, null, 800, 100, 1, 1, null],
  ['续保返现券', 3, 1, 0, 0, null, 0, 300, 3, 1, '1'],
  ['续保定额保养券', 3, 1, 0, 800, null, 0, 100, 3, 1, '2'],
  ['春季空调检测券', 0, 0, 0, 50, null, 0, 100, 1, 0, null],
];

const PICTURES = (i: number) => ({
  policy: `/demo/coupon/policy_vin-LSVAU2180N21837${String(10 + i)}_fee-4860.00_insurer-PICC.png`,
  voucher: `/demo/coupon/voucher-${i + 1}a.png,/demo/coupon/voucher-${i + 1}b.png`,
});

export async function seedCoupons(tx: Tx, ctx: SeedContext, opts: { now?: Date } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const { tenantId } = ctx;
  const base = { tenantId, createTime: now, updateTime: now };
  const insurers = (
    [
      ['中国人保', '1', 10, '赵经理', '13900010001'],
      ['平安保险', '2', 0, '钱经理', '13900010002'],
      ['太平洋保险', '3', 0, '孙经理', '13900010003'],
    ] as const
  ).map(([insurerName, insurerMode, proportion, contactName, contactPhone]) => ({ ...base, id: newId(), insurerName, insurerMode, proportion, contactName, contactPhone }));
  await tx.insert(ahCouponInsurer).values(insurers);

  const manager = ctx.userIds.get('manager')!;
  const service = ctx.userIds.get('service')!;
  const stores = await tx.select({ id: store.id, name: store.branchName }).from(store).where(eq(store.tenantId, tenantId));
  const nameOf = (id: string) => stores.find((s) => s.id === id)?.name ?? '';

  for (const [si, storeId] of ctx.storeIds.slice(0, -1).entries()) {
    const sb = { ...base, storeId };
    const members = await tx
      .select({ id: ahMember.id, memberName: ahMember.memberName, phone: ahMember.phone })
      .from(ahMember)
      .where(and(eq(ahMember.tenantId, tenantId), eq(ahMember.storeId, storeId), eq(ahMember.isDeleted, 0)))
      .orderBy(asc(ahMember.id))
      .limit(8);
    const cars = await tx
      .select({ vin: ahMemberCar.vin, memberId: ahMemberCar.memberId })
      .from(ahMemberCar)
      .where(and(eq(ahMemberCar.tenantId, tenantId), eq(ahMemberCar.storeId, storeId), eq(ahMemberCar.isDeleted, 0)))
      .limit(20);
    const vinOf = (memberId: unknown) => cars.find((c) => c.memberId === memberId)?.vin ?? null;
    const discountId = newId();
    await tx.insert(ahCouponQuotaDiscount).values({ ...sb, id: discountId, discountName: '续保客户年度优惠', limitAmount: 100_000, remark: '每位续保会员每年定额卡券合计不超过1000元，超出部分需人工审核' });
    await tx.insert(ahCouponCheckPersonnel).values({ ...sb, id: newId(), userId: manager, userName: '王建国', remark: '店长' });

    const coupons = COUPONS.map(([couponName, roleType, type, discountType, yuan, discount, threshold, stock, perMemberLimit, listed, insurerMode], ci) => ({
      ...sb,
      id: newId(),
      couponName,
      roleType,
      type,
      discountType,
      amount: yuan * 100,
      discount,
      thresholdAmount: threshold * 100,
      startTime: ymd(new Date(now.getTime() - 60 * DAY)),
      endTime: ymd(new Date(now.getTime() + (ci === 3 ? 5 : 180) * DAY)),
      expiryOption: ci === 0 ? 1 : 0,
      periodDays: ci === 0 ? 90 : null,
      allStores: ci === 3 || ci === 1 ? 1 : 0,
      stock,
      sendCount: 0,
      perMemberLimit,
      sendType: 1,
      couponStatus: listed,
      insurerMode,
      ahCouponInsurerId: insurerMode === '1' ? insurers[0].id : insurerMode === '2' ? insurers[1].id : null,
      discountId: insurerMode === '2' ? discountId : null,
      useRule: '到店出示券码，由前台核销；不与其他优惠同享',
    }));

    const records: (typeof ahCouponRecord.$inferInsert)[] = [];
    const logs: (typeof ahCouponVerifyLog.$inferInsert)[] = [];
    // each listed coupon is held by a few members; states cycle so every state shows
    coupons.forEach((c, ci) => {
      if (!c.couponStatus) return;
      members.forEach((m, mi) => {
        if ((mi + ci) % 2 !== 0) return;
        const sentAt = new Date(now.getTime() - (30 - mi) * DAY);
        const code = `88${String(si + 1).padStart(2, '0')}${String(ci + 1).padStart(2, '0')}${String(mi + 1).padStart(2, '0')}0000`;
        const kind = (mi + ci) % 8; // 0,2: unused; 4: verified; 6: expired or voided
        let status: number = COUPON_RECORD_STATUS.unused;
        let validTo = new Date(ymd(new Date(now.getTime() + (ci === 3 ? 5 : 180) * DAY)) + 'T23:59:59.999+08:00');
        if (kind === 2) validTo = new Date(now.getTime() + (3 + mi) * DAY); // due within the week
        const verified = kind === 4;
        if (verified) status = COUPON_RECORD_STATUS.used;
        if (kind === 6) {
          if (mi % 4 === 0) validTo = new Date(now.getTime() - 2 * DAY);
          else status = COUPON_RECORD_STATUS.void;
        }
        const amount = c.insurerMode === '1' ? 486_00 : c.amount;
        const rec = {
          ...sb,
          id: newId(),
          couponCode: code,
          ahCouponId: c.id,
          couponName: c.couponName,
          roleType: c.roleType,
          discountType: c.discountType,
          amount,
          discount: c.discount,
          ahMemberId: m.id,
          memberName: m.memberName,
          phone: m.phone,
          vin: c.roleType === 3 ? vinOf(m.id) : null,
          status,
          validFrom: sentAt,
          validTo,
          sendStoreName: nameOf(storeId),
          sendUserName: '王建国',
          allStores: c.allStores,
          discountId: c.discountId,
          remark: status === COUPON_RECORD_STATUS.void ? '客户退车，作废' : null,
          createTime: sentAt,
          updateTime: sentAt,
        };
        if (verified) {
          // a coupon valid group-wide was used at the next store once: the cross-store log shows it
          const cross = c.allStores === 1 && si === 0 && mi === 0 ? ctx.storeIds[1] : storeId;
          const at = new Date(sentAt.getTime() + 4 * DAY);
          Object.assign(rec, { verifyTime: at, verifyStoreId: cross, verifyStoreName: nameOf(cross), verifyUserName: '陈静', verifyRemark: '到店保养使用' });
          logs.push({
            ...base,
            storeId: cross,
            id: newId(),
            couponCode: code,
            ahCouponRecordId: rec.id,
            couponName: c.couponName,
            amount,
            memberName: m.memberName,
            phone: m.phone,
            issueStoreId: storeId,
            issueStoreName: nameOf(storeId),
            verifyStoreName: nameOf(cross),
            isCross: cross === storeId ? 0 : 1,
            operatorName: '陈静',
            verifyTime: at,
            verifyRemark: '到店保养使用',
            createTime: at,
            updateTime: at,
          });
        }
        records.push(rec);
        c.sendCount += 1;
      });
    });
    await tx.insert(ahCoupon).values(coupons);
    if (records.length) await tx.insert(ahCouponRecord).values(records);
    if (logs.length) await tx.insert(ahCouponVerifyLog).values(logs);

    // over-quota requests from the service advisor, waiting for the manager's review (one already rejected)
    const quota = coupons[6];
    const checks = members.slice(0, 3).map((m, i) => ({
      ...sb,
      id: newId(),
      couponName: quota.couponName,
      ahCouponId: quota.id,
      memberName: m.memberName,
      phone: m.phone,
      ahMemberId: m.id,
      vin: vinOf(m.id) ?? `LSVAU2180N21837${String(10 + i)}`,
      amount: quota.amount,
      inputFee: 486_000,
      discountId,
      usedQuota: 80_000,
      limitAmount: 100_000,
      imgPath: PICTURES(i).policy,
      otherEnclosure: PICTURES(i).voucher,
      isCheck: 1,
      checkStatus: i === 2 ? 2 : 0,
      requestUserId: service,
      requestUserName: '陈静',
      checkUserName: i === 2 ? '王建国' : null,
      checkTime: i === 2 ? now : null,
      reason: i === 2 ? '保单日期不在活动期内' : null,
      // the decided one is older: the pending requests head the list
      createTime: new Date(now.getTime() - (i === 2 ? 3 * DAY : i * 3_600_000)),
    }));
    if (checks.length) await tx.insert(ahCouponCheck).values(checks);

    const quotations = cars.slice(0, 4).map((car, i) => {
      const m = members.find((x) => x.id === car.memberId);
      return { ...sb, id: newId(), vin: car.vin, companyId: insurers[i % 3].id, fee: [486_000, 523_000, 398_000, 612_000][i], ahMemberId: m?.id ?? null, memberName: m?.memberName ?? null, phone: m?.phone ?? null, remark: i === 0 ? '客户倾向续保人保' : null };
    });
    if (quotations.length) await tx.insert(ahCouponInsurerQuotation).values(quotations);

    await tx.insert(ahCouponPostSales).values({ ...sb, id: newId(), packageName: '首保关怀券包', serviceItem: '首次保养', couponIds: [coupons[0].id, coupons[3].id].join(','), couponCount: 2, remark: '新车首保到店赠送' });
  }
}
