/**
 * crm-member coupons beyond the generated calls (docs/coupons.md): sending (send, sendInsurerCoupon,
 * sendQuotaInsurerCoupon), verification by code (ahCouponRecord getDetailByCode, verifyCoupon) with
 * its log, voiding, the review of over-quota coupons (ahCouponVerifyCheck/updateCheckStatus, viewPolicy,
 * viewVoucher), quota and store lookups, insurer OCR and quotation coupons, post-sales packages and
 * rank coupons. Each issue locks the coupon row, so stock and per-member limits hold when sends race;
 * a code verifies once through a conditional UPDATE on its state.
 */
import { randomInt } from 'node:crypto';
import { and, asc, count, eq, gte, inArray, ne, sql, sum, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { declaredActionRoute, lookupRoutes, readAction, ResourceRuntime, type ResourceHookMap, type Clock } from '../../http/resource-router';
import { ApiError, badInput, notFound } from '../../http/envelope';
import { vId } from '../../http/input';
import { checkPermission } from '../../http/permissions';
import { writeStateLog } from '../../http/state-log';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { param, store } from '../../db/schema';
import { ahMember, ahMemberCar } from '../../db/resource-tables/members';
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
} from '../../db/resource-tables/coupons';
import { Codes, type Lang } from '../../../src/domain/codes';
import type { Label } from '../../../src/domain/resources/types';
import { checkMobile, checkVin, validationMessage } from '../../../src/domain/validators';
import {
  COUPON_DUE_DAYS_DEFAULT,
  COUPON_DUE_DAYS_PARAM,
  COUPON_ROLE_TYPE,
  COUPON_TIP_OVER_QUOTA,
  couponCheckResource,
  couponProblem,
  couponRecordResource,
  couponResource,
  EXPIRY_OPTION,
  INSURER_MODE,
  SEND_MAX_MEMBERS,
  SEND_TARGET,
} from '../../../src/domain/resources/sales/coupon';
import {
  COUPON_CHECK_STATUS,
  COUPON_RECORD_STATUS,
  COUPON_STATUS,
  couponCheckAllows,
  couponCheckRefusal,
  couponShelf,
  issuedCouponAllows,
  issuedCouponRefusal,
  issuedCouponStateAt,
  issuedCouponStatusAt,
} from '../../../src/machines/coupon.machine';
import { userName } from '../crm-warehouse/car-order-core';
import { ocrProvider, type PolicyImage } from '../../services/ocr';
import { DiskStore } from '../../storage/disk-store';
import { ossRoot } from '../../storage/oss-server';
import { EMBEDDED_BUCKET, servedUrl, tenantUploadDir } from '../../../src/domain/upload';
import { memberIdsOfGroup } from './member-group';
import { storeMatch } from '../../http/store-scope';

type Row = Record<string, unknown>;
const t = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);
const refuse = (label: Label) => ApiError.of(Codes.BUSINESS_NOTICE, label);

/** Largest policy image read (bytes): a phone photo is a few MB. */
const POLICY_IMAGE_MAX = 20 * 1024 * 1024;

/**
 * The policy image's bytes when it lies in the embedded store, in the caller's own tenant folder; an
 * outside address is not fetched by the server (no requests to addresses a caller names), so only its
 * name is read.
 */
async function policyImage(services: Services, auth: AuthContext, url: string): Promise<PolicyImage> {
  const path = servedUrl(url).split('?')[0];
  const prefix = `/${EMBEDDED_BUCKET}/`;
  if (!path.startsWith(prefix)) return { url, bytes: null };
  let key: string;
  try {
    key = decodeURIComponent(path.slice(prefix.length));
  } catch {
    return { url, bytes: null };
  }
  if (!key.startsWith(tenantUploadDir(auth.tenantId)) || key.includes('..')) return { url, bytes: null };
  const found = await new DiskStore(() => ossRoot(services.config), POLICY_IMAGE_MAX).open(key);
  if (!found) return { url, bytes: null };
  try {
    if (found.object.size > POLICY_IMAGE_MAX) return { url, bytes: null };
    return { url, bytes: await found.handle.readFile() };
  } finally {
    await found.handle.close();
  }
}

// ---------------------------------------------------------------- hooks of the generated calls

const dueDaysSql = (tenantId: string) =>
  sql`coalesce((select case when ${param.paramValue} ~ '^[0-9]{1,3}$' then ${param.paramValue}::int end from ${param} where ${param.tenantId} = ${tenantId} and ${param.paramKey} = ${COUPON_DUE_DAYS_PARAM} and ${param.isDeleted} = 0 limit 1), ${COUPON_DUE_DAYS_DEFAULT})`;

export const COUPON_HOOKS: ResourceHookMap = {
  ahCoupon: {
    beforeWrite: async ({ tx, value, id, lang }) => {
      let merged: Row = value;
      if (id) {
        const [row] = (await tx.select().from(ahCoupon).where(eq(ahCoupon.id, id))) as Row[];
        if (!row) throw notFound();
        merged = { ...row, ...Object.fromEntries(Object.entries(value).filter(([, x]) => x !== undefined)) };
        if (Number(merged.stock) < Number(row.sendCount ?? 0)) throw badInput({ zh: `库存不能小于已发放数量（${String(row.sendCount)}）`, en: `Stock cannot be below the coupons already sent (${String(row.sendCount)})` }, 'stock');
      }
      const problem = couponProblem(merged);
      if (problem) throw new ApiError(Codes.BAD_REQUEST, problem.message[lang], { field: problem.field });
      // a non-insurer coupon carries no insurer settings
      if (Number(merged.roleType) !== COUPON_ROLE_TYPE.insurer) {
        value.insurerMode = null;
        value.ahCouponInsurerId = null;
        value.discountId = null;
      }
    },
  },
  ahCouponRecord: {
    // an unused coupon past its end reads as expired: the clock's state, never swept
    present: (row, clock) => ({ ...row, status: issuedCouponStatusAt(row, clock.now()) }),
  },
  ahCouponDue: {
    where: ({ auth, services }) => {
      const now = services.now();
      return and(eq(ahCouponRecord.status, COUPON_RECORD_STATUS.unused), gte(ahCouponRecord.validTo, now), sql`${ahCouponRecord.validTo} < ${now}::timestamptz + make_interval(days => ${dueDaysSql(auth.tenantId)})`);
    },
  },
  ahCouponCheckPersonnel: {
    beforeWrite: async ({ tx, auth, value }) => {
      if (!value.userId) return;
      const name = await userName(tx, String(value.userId));
      if (!name) throw badInput({ zh: '用户不存在', en: 'No such user' }, 'userId');
      const [dup] = await tx
        .select({ id: ahCouponCheckPersonnel.id })
        .from(ahCouponCheckPersonnel)
        .where(and(storeMatch(ahCouponCheckPersonnel.storeId, auth), eq(ahCouponCheckPersonnel.userId, String(value.userId)), eq(ahCouponCheckPersonnel.isDeleted, 0)))
        .limit(1);
      if (dup) throw badInput({ zh: '该用户已是审核人员', en: 'This user is already a reviewer' }, 'userId');
      value.userName = name;
    },
  },
  AhCouponInsurerQuotation: {
    beforeWrite: async ({ tx, auth, value }) => {
      if (value.companyId) {
        const [c] = await tx.select({ id: ahCouponInsurer.id }).from(ahCouponInsurer).where(and(eq(ahCouponInsurer.id, String(value.companyId)), eq(ahCouponInsurer.isDeleted, 0)));
        if (!c) throw badInput({ zh: '保险公司不存在', en: 'No such insurer' }, 'companyId');
      }
      if (value.ahMemberId) {
        const m = await memberById(tx, auth, String(value.ahMemberId));
        if (!m) throw badInput({ zh: '会员不存在', en: 'No such member' }, 'ahMemberId');
        value.memberName = m.memberName;
        value.phone = m.phone;
      } else if (value.ahMemberId === '' || value.ahMemberId === null) {
        value.memberName = null;
        value.phone = null;
      }
    },
  },
  ahCouponPostSales: {
    beforeWrite: async ({ tx, auth, value }) => {
      if (value.couponIds === undefined) return;
      const ids = await knownCoupons(tx, auth, String(value.couponIds ?? ''));
      value.couponIds = ids.join(',');
      value.couponCount = ids.length;
    },
  },
};

// ---------------------------------------------------------------- shared pieces

const coupons = new ResourceRuntime(couponResource, ahCoupon, COUPON_HOOKS.ahCoupon);
const records = new ResourceRuntime(couponRecordResource, ahCouponRecord, COUPON_HOOKS.ahCouponRecord);
const checks = new ResourceRuntime(couponCheckResource, ahCouponCheck);

function requireStore(auth: AuthContext): string {
  if (!auth.storeId) throw ApiError.of(Codes.BAD_REQUEST, { zh: '请先切换到门店', en: 'Please switch to a store first' });
  return auth.storeId;
}

async function storeName(db: Tx | Services['db'], storeId: string | null | undefined): Promise<string> {
  if (!storeId) return '';
  const [s] = await db.select({ name: store.branchName }).from(store).where(eq(store.id, storeId)).limit(1);
  return s?.name ?? '';
}

interface Member {
  id: string;
  memberName: string;
  phone: string;
}

async function memberById(db: Tx | Services['db'], auth: AuthContext, id: string): Promise<Member | null> {
  const [m] = await db
    .select({ id: ahMember.id, memberName: ahMember.memberName, phone: ahMember.phone })
    .from(ahMember)
    .where(and(eq(ahMember.id, id), storeMatch(ahMember.storeId, auth), eq(ahMember.isDeleted, 0)))
    .limit(1);
  return (m as Member) ?? null;
}

/** the ids in a comma list that name live coupons of the caller's store, in their order, once each */
async function knownCoupons(tx: Tx, auth: AuthContext, list: string): Promise<string[]> {
  const ids = [...new Set(list.split(',').map((x) => x.trim()).filter(Boolean))];
  if (!ids.length) throw badInput({ zh: '请选择卡券', en: 'Choose the coupons' }, 'couponIds');
  if (ids.some((x) => !/^\d{1,19}$/.test(x))) throw badInput({ zh: '卡券id格式错误', en: 'Malformed coupon id' }, 'couponIds');
  const found = await tx
    .select({ id: ahCoupon.id })
    .from(ahCoupon)
    .where(and(inArray(ahCoupon.id, ids), storeMatch(ahCoupon.storeId, auth), eq(ahCoupon.isDeleted, 0)));
  if (found.length !== ids.length) throw badInput({ zh: '所选卡券不存在', en: 'A chosen coupon does not exist' }, 'couponIds');
  return ids;
}

/** a 12-digit code nobody in the tenant holds: short enough to type at a counter */
async function newCouponCode(tx: Tx): Promise<string> {
  for (;;) {
    const code = String(randomInt(1, 10)) + String(randomInt(0, 100_000)).padStart(5, '0') + String(randomInt(0, 1_000_000)).padStart(6, '0');
    const [dup] = await tx.select({ id: ahCouponRecord.id }).from(ahCouponRecord).where(eq(ahCouponRecord.couponCode, code)).limit(1);
    if (!dup) return code;
  }
}

/** the end of a calendar day in China (dealerships run on Beijing time), as an instant */
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999+08:00`);
const startOfDay = (date: string) => new Date(`${date}T00:00:00.000+08:00`);

/** an issued coupon's window: from issue (or the coupon's start) to its end, or T days after issue when that comes first */
function windowOf(coupon: Row, now: Date): { validFrom: Date; validTo: Date } {
  const start = startOfDay(String(coupon.startTime));
  const end = endOfDay(String(coupon.endTime));
  const validFrom = start > now ? start : now;
  let validTo = end;
  if (Number(coupon.expiryOption) === EXPIRY_OPTION.period) {
    const period = new Date(validFrom.getTime() + Number(coupon.periodDays) * 86_400_000);
    if (period < validTo) validTo = period;
  }
  return { validFrom, validTo };
}

/** whether a coupon may be issued now, and why not */
export function issueRefusal(coupon: Row | undefined, now: Date): Label | null {
  if (!coupon) return { zh: '卡券不存在', en: 'No such coupon' };
  if (couponShelf.stateOf(coupon) !== 'on') return { zh: '卡券未上架，不能发放', en: 'The coupon is not listed; it cannot be sent' };
  if (endOfDay(String(coupon.endTime)) < now) return { zh: '卡券已过有效期，不能发放', en: 'The coupon’s validity is over; it cannot be sent' };
  return null;
}

export interface IssueCtx {
  tx: Tx;
  auth: AuthContext;
  now: Date;
  operator: string;
  sendStore: string;
}

/** The coupon row of the caller's store, locked for the issue: sends of one coupon take turns. */
async function lockCoupon(tx: Tx, scope: SQL | undefined, id: string): Promise<Row | undefined> {
  const [row] = (await tx.select().from(ahCoupon).where(and(eq(ahCoupon.id, id), scope)).for('update')) as Row[];
  return row;
}

/**
 * The send actions' common start: the caller's store, the operator, and in one transaction the coupon
 * locked (sends of one coupon take turns) and refused when it cannot be issued now.
 */
async function sendingCoupon<T>(
  { auth, services, lang }: { auth: AuthContext; services: Services; lang: Lang },
  couponId: string,
  work: (ctx: IssueCtx & { storeId: string }, coupon: Row) => Promise<T>,
): Promise<T> {
  const storeId = requireStore(auth);
  const now = services.now();
  const operator = await userName(services.db, auth.userId);
  const sendStore = await storeName(services.db, storeId);
  // read before the transaction: the scope may ask the database, and the transaction holds it
  const couponScope = await coupons.scope(services, auth);
  return services.db.transaction(async (tx) => {
    const coupon = await lockCoupon(tx, couponScope, couponId);
    const refusal = issueRefusal(coupon, now);
    if (!coupon) throw notFound(refusal![lang]);
    if (refusal) throw refuse(refusal);
    return work({ tx, auth, now, operator, sendStore, storeId }, coupon);
  });
}

/** Checks stock and each member's limit for `members`, then writes one record each and the send count (the coupon is locked). */
export async function issue(ctx: IssueCtx, coupon: Row, members: Member[], extra: { amount?: number; vin?: string | null; remark?: string | null } = {}): Promise<Row[]> {
  const { tx, auth, now } = ctx;
  const left = Number(coupon.stock) - Number(coupon.sendCount ?? 0);
  if (members.length > left) throw refuse({ zh: `卡券库存不足：剩余${left}张，本次需发放${members.length}张`, en: `Not enough stock: ${left} left, ${members.length} needed` });
  const held = await tx
    .select({ memberId: ahCouponRecord.ahMemberId, n: count() })
    .from(ahCouponRecord)
    .where(and(eq(ahCouponRecord.ahCouponId, String(coupon.id)), inArray(ahCouponRecord.ahMemberId, members.map((m) => m.id)), ne(ahCouponRecord.status, COUPON_RECORD_STATUS.void), eq(ahCouponRecord.isDeleted, 0)))
    .groupBy(ahCouponRecord.ahMemberId);
  const limit = Number(coupon.perMemberLimit);
  const heldBy = new Map(held.map((h) => [h.memberId, Number(h.n)]));
  for (const m of members) {
    if ((heldBy.get(m.id) ?? 0) + 1 > limit) throw refuse({ zh: `会员${m.memberName}（${m.phone}）已达每人限领张数（${limit}张）`, en: `${m.memberName} (${m.phone}) already holds the most this coupon allows (${limit})` });
  }
  const { validFrom, validTo } = windowOf(coupon, now);
  const out: Row[] = [];
  for (const m of members) {
    const row = {
      id: newId(),
      tenantId: auth.tenantId,
      storeId: String(coupon.storeId),
      couponCode: await newCouponCode(tx),
      ahCouponId: String(coupon.id),
      couponName: String(coupon.couponName),
      roleType: Number(coupon.roleType),
      discountType: Number(coupon.discountType),
      amount: extra.amount ?? Number(coupon.amount ?? 0),
      discount: coupon.discount === null || coupon.discount === undefined ? null : Number(coupon.discount),
      ahMemberId: m.id,
      memberName: m.memberName,
      phone: m.phone,
      vin: extra.vin ?? null,
      status: COUPON_RECORD_STATUS.unused,
      validFrom,
      validTo,
      sendStoreName: ctx.sendStore,
      sendUserName: ctx.operator,
      allStores: Number(coupon.allStores ?? 0),
      discountId: (coupon.discountId as string | null) ?? null,
      remark: extra.remark ?? null,
      createUser: auth.userId,
      updateUser: auth.userId,
      createTime: now,
      updateTime: now,
    };
    await tx.insert(ahCouponRecord).values(row);
    out.push(row);
  }
  // the guard is the check constraint's twin: never more sent than stocked, whatever raced
  const done = await tx
    .update(ahCoupon)
    .set({ sendCount: sql`${ahCoupon.sendCount} + ${members.length}`, updateTime: now, updateUser: auth.userId })
    .where(and(eq(ahCoupon.id, String(coupon.id)), sql`${ahCoupon.sendCount} + ${members.length} <= ${ahCoupon.stock}`))
    .returning({ id: ahCoupon.id });
  if (!done.length) throw refuse({ zh: '卡券库存不足', en: 'Not enough stock' });
  return out;
}

const splitList = (raw: unknown) => [...new Set(String(raw ?? '').split(/[\s,，;；]+/).map((x) => x.trim()).filter(Boolean))];

/** The members a send names, by the chosen target (all must be members of the store). */
async function sendTargets(tx: Tx, auth: AuthContext, storeId: string, values: Row, lang: Lang): Promise<Member[]> {
  const target = Number(values.sendTarget ?? SEND_TARGET.member);
  let ids: string[];
  if (target === SEND_TARGET.member) {
    if (!values.ahMemberId) throw badInput({ zh: '请选择会员', en: 'Choose a member' }, 'ahMemberId');
    ids = [String(values.ahMemberId)];
  } else if (target === SEND_TARGET.phones) {
    const phones = splitList(values.phone);
    if (!phones.length) throw badInput({ zh: '请输入手机号', en: 'Enter the phones' }, 'phone');
    const bad = phones.find((p) => checkMobile(p));
    if (bad) throw new ApiError(Codes.BAD_REQUEST, `${validationMessage('mobile', lang)}：${bad}`, { field: 'phone' });
    if (phones.length > SEND_MAX_MEMBERS) throw badInput({ zh: `一次最多发放${SEND_MAX_MEMBERS}人`, en: `At most ${SEND_MAX_MEMBERS} members a send` }, 'phone');
    const found = await tx
      .select({ id: ahMember.id, phone: ahMember.phone })
      .from(ahMember)
      .where(and(inArray(ahMember.phone, phones), eq(ahMember.storeId, storeId), eq(ahMember.isDeleted, 0)));
    const missing = phones.filter((p) => !found.some((f) => f.phone === p));
    if (missing.length) throw badInput({ zh: `以下手机号不是本店会员：${missing.join('、')}`, en: `Not members of this store: ${missing.join(', ')}` }, 'phone');
    ids = phones.map((p) => String(found.find((f) => f.phone === p)!.id));
  } else if (target === SEND_TARGET.vins) {
    const vins = splitList(values.vinList).map((x) => x.toUpperCase());
    if (!vins.length) throw badInput({ zh: '请输入车架号', en: 'Enter the VINs' }, 'vinList');
    const bad = vins.find((x) => checkVin(x));
    if (bad) throw new ApiError(Codes.BAD_REQUEST, `${validationMessage('vin', lang)}：${bad}`, { field: 'vinList' });
    if (vins.length > SEND_MAX_MEMBERS) throw badInput({ zh: `一次最多发放${SEND_MAX_MEMBERS}人`, en: `At most ${SEND_MAX_MEMBERS} members a send` }, 'vinList');
    const found = await tx
      .select({ vin: ahMemberCar.vin, memberId: ahMemberCar.memberId })
      .from(ahMemberCar)
      .where(and(inArray(ahMemberCar.vin, vins), eq(ahMemberCar.storeId, storeId), eq(ahMemberCar.isDeleted, 0)));
    const missing = vins.filter((x) => !found.some((f) => f.vin === x && f.memberId));
    if (missing.length) throw badInput({ zh: `以下车架号没有本店会员车辆：${missing.join('、')}`, en: `No member car of this store: ${missing.join(', ')}` }, 'vinList');
    // one coupon per owner, however many of their cars are listed
    ids = [...new Set(vins.map((x) => String(found.find((f) => f.vin === x)!.memberId)))];
  } else if (target === SEND_TARGET.group) {
    if (!values.ahMemberGroupId) throw badInput({ zh: '请选择会员分组', en: 'Choose a member group' }, 'ahMemberGroupId');
    ids = await memberIdsOfGroup(tx, auth, storeId, String(values.ahMemberGroupId), lang, SEND_MAX_MEMBERS);
    if (!ids.length) throw refuse({ zh: '该分组暂无会员', en: 'The group has no members' });
    if (ids.length > SEND_MAX_MEMBERS) throw refuse({ zh: `该分组超过${SEND_MAX_MEMBERS}人，请拆分后发放`, en: `The group has more than ${SEND_MAX_MEMBERS} members; split it` });
  } else throw badInput({ zh: '请选择发放对象', en: 'Choose whom to send to' }, 'sendTarget');
  const rows = await tx
    .select({ id: ahMember.id, memberName: ahMember.memberName, phone: ahMember.phone })
    .from(ahMember)
    .where(and(inArray(ahMember.id, ids), eq(ahMember.storeId, storeId), eq(ahMember.isDeleted, 0)));
  if (rows.length !== ids.length) throw badInput({ zh: '会员不存在', en: 'No such member' }, 'ahMemberId');
  return ids.map((id) => rows.find((r) => r.id === id)!) as Member[];
}

/** this calendar year's coupons of a member under a discount limit, in cents (voided ones give their share back) */
async function usedQuota(tx: Tx | Services['db'], auth: AuthContext, discountId: string, memberId: string, now: Date): Promise<number> {
  const year = new Date(`${new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear()}-01-01T00:00:00+08:00`);
  const [r] = await tx
    .select({ total: sum(ahCouponRecord.amount) })
    .from(ahCouponRecord)
    .where(
      and(
        eq(ahCouponRecord.discountId, discountId),
        eq(ahCouponRecord.ahMemberId, memberId),
        ne(ahCouponRecord.status, COUPON_RECORD_STATUS.void),
        gte(ahCouponRecord.createTime, year),
        eq(ahCouponRecord.isDeleted, 0),
      ),
    );
  return Number(r?.total ?? 0);
}

async function discountLimit(tx: Tx | Services['db'], auth: AuthContext, id: string): Promise<Row | undefined> {
  const [d] = (await tx
    .select()
    .from(ahCouponQuotaDiscount)
    // a store's limits are its own (the cross-store walk read another store's through quotaCouponList)
    .where(and(eq(ahCouponQuotaDiscount.id, id), storeMatch(ahCouponQuotaDiscount.storeId, auth), eq(ahCouponQuotaDiscount.isDeleted, 0)))) as Row[];
  return d;
}

const present = (row: Row, clock: Clock) => records.present({ ...row }, clock);

// ---------------------------------------------------------------- routes

const checkIdInput = v.pipe(
  v.looseObject({ ahCouponCheckId: v.optional(v.unknown()), id: v.optional(v.unknown()) }),
  v.transform((x) => ({ ...x, ahCouponCheckId: x.ahCouponCheckId ?? x.id })),
  v.object({ ahCouponCheckId: vId('请选择审核记录'), isCheck: v.optional(v.unknown()) }),
);

async function recordByCode(db: Tx | Services['db'], auth: AuthContext, code: string, lock: boolean): Promise<Row | undefined> {
  // the code is the tenant's: a coupon valid in every store is verified at any counter of the group
  const q = db.select().from(ahCouponRecord).where(and(eq(ahCouponRecord.couponCode, code), eq(ahCouponRecord.isDeleted, 0))).limit(1);
  const [row] = (lock ? await q.for('update') : await q) as Row[];
  return row;
}

const NO_CODE: Label = { zh: '券码不存在', en: 'No coupon with this code' };
const OTHER_STORE: Label = { zh: '该卡券仅限发放门店使用，不能在本店核销', en: 'This coupon is valid only in the store that issued it' };

/** why the coupon of this record cannot be verified here now (null: it can) */
async function verifyRefusal(db: Tx | Services['db'], auth: AuthContext, row: Row, now: Date): Promise<Label | null> {
  if (String(row.storeId) !== auth.storeId && Number(row.allStores) !== 1) return OTHER_STORE;
  const state = issuedCouponStateAt(row, now);
  if (!issuedCouponAllows(state, 'VERIFY')) return issuedCouponRefusal(state, 'VERIFY');
  if (new Date(row.validFrom as string | Date) > now) return { zh: '该卡券尚未生效', en: 'This coupon is not valid yet' };
  const [coupon] = await db.select({ couponStatus: ahCoupon.couponStatus, isDeleted: ahCoupon.isDeleted }).from(ahCoupon).where(eq(ahCoupon.id, String(row.ahCouponId)));
  if (!coupon || coupon.isDeleted) return { zh: '该卡券已删除，不能核销', en: 'This coupon was deleted; it cannot be verified' };
  if (Number(coupon.couponStatus) !== COUPON_STATUS.up) return { zh: '该卡券已下架，不能核销', en: 'This coupon is unlisted; it cannot be verified' };
  return null;
}

const sendRoute = declaredActionRoute(couponResource, 'send', async ({ auth, services, lang, call }) => {
  return sendingCoupon({ auth, services, lang }, call.ids[0], async (ctx, coupon) => {
    const { tx, storeId } = ctx;
    if (coupon.insurerMode === INSURER_MODE.quota) throw refuse({ zh: '定额卡券请使用定额发放（超出优惠限额需审核）', en: 'Send a quota coupon with 定额发放 (over the limit it goes to review)' });
    const members = await sendTargets(tx, auth, storeId, call.values, lang);
    const issued = await issue(ctx, coupon, members, { remark: (call.values.remark as string) || null });
    return { count: issued.length, couponCodes: issued.map((r) => r.couponCode) };
  });
});

/** proportion: the premium's share the insurer grants; recharge: the coupon's face value (docs/coupons.md) */
async function insurerValue(tx: Tx, auth: AuthContext, coupon: Row, fee: number): Promise<number> {
  if (coupon.insurerMode !== INSURER_MODE.proportion) return Number(coupon.amount ?? 0);
  if (!coupon.ahCouponInsurerId) throw refuse({ zh: '该保险卡券未设置保险公司', en: 'The coupon names no insurer' });
  const [ins] = await tx.select({ proportion: ahCouponInsurer.proportion }).from(ahCouponInsurer).where(eq(ahCouponInsurer.id, String(coupon.ahCouponInsurerId)));
  if (!ins) throw refuse({ zh: '保险公司不存在', en: 'No such insurer' });
  return Math.round((fee * Number(ins.proportion ?? 0)) / 100);
}

const sendInsurerRoute = declaredActionRoute(couponResource, 'sendInsurer', async ({ auth, services, lang, call }) => {
  return sendingCoupon({ auth, services, lang }, call.ids[0], async (ctx, coupon) => {
    const { tx } = ctx;
    if (Number(coupon.roleType) !== COUPON_ROLE_TYPE.insurer || coupon.insurerMode === INSURER_MODE.quota) throw refuse({ zh: '只有比例或充值模式的保险卡券可按保单发放', en: 'Only a proportion or recharge insurer coupon is sent for a policy' });
    const member = await memberById(tx, auth, String(call.values.ahMemberId));
    if (!member) throw badInput({ zh: '会员不存在', en: 'No such member' }, 'ahMemberId');
    const amount = await insurerValue(tx, auth, coupon, Number(call.values.inputFee));
    if (amount <= 0) throw refuse({ zh: '按保费计算的卡券面额为0，不能发放', en: 'The coupon’s value for this premium is 0' });
    const [r] = await issue(ctx, coupon, [member], { amount, vin: String(call.values.vin) });
    return { count: 1, couponCodes: [r.couponCode], amount };
  });
});

const sendQuotaRoute = declaredActionRoute(couponResource, 'sendQuota', async ({ auth, services, lang, call }) => {
  return sendingCoupon({ auth, services, lang }, call.ids[0], async (ctx, coupon) => {
    const { tx, now, storeId, operator } = ctx;
    if (coupon.insurerMode !== INSURER_MODE.quota || !coupon.discountId) throw refuse({ zh: '该卡券不是定额卡券', en: 'This is not a quota coupon' });
    const member = await memberById(tx, auth, String(call.values.ahMemberId));
    if (!member) throw badInput({ zh: '会员不存在', en: 'No such member' }, 'ahMemberId');
    const limit = await discountLimit(tx, auth, String(coupon.discountId));
    if (!limit) throw refuse({ zh: '优惠限额不存在', en: 'No such discount limit' });
    const amount = Number(coupon.amount ?? 0);
    const used = await usedQuota(tx, auth, String(coupon.discountId), member.id, now);
    const vin = String(call.values.vin);
    if (used + amount <= Number(limit.limitAmount)) {
      const [r] = await issue(ctx, coupon, [member], { amount, vin });
      return { count: 1, couponCodes: [r.couponCode], checked: false };
    }
    // over the limit: a person reviews it, with the policy and the voucher to look at
    if (!call.values.imgPath) throw badInput({ zh: '超出优惠限额需人工审核，请上传保单图片', en: 'Over the discount limit a review is needed: add the policy image' }, 'imgPath');
    const id = newId();
    await tx.insert(ahCouponCheck).values({
      id,
      storeId,
      couponName: String(coupon.couponName),
      ahCouponId: String(coupon.id),
      memberName: member.memberName,
      phone: member.phone,
      ahMemberId: member.id,
      vin,
      amount,
      inputFee: Number(call.values.inputFee),
      discountId: String(coupon.discountId),
      usedQuota: used,
      limitAmount: Number(limit.limitAmount),
      imgPath: String(call.values.imgPath),
      otherEnclosure: (call.values.otherEnclosure as string) || null,
      isCheck: 1,
      checkStatus: COUPON_CHECK_STATUS.pending,
      requestUserId: auth.userId,
      requestUserName: operator,
      createUser: auth.userId,
      updateUser: auth.userId,
      createTime: now,
      updateTime: now,
    });
    return { count: 0, couponCodes: [], checked: true, ahCouponCheckId: id, msg: COUPON_TIP_OVER_QUOTA[lang] };
  });
});

const voidRoute = declaredActionRoute(couponRecordResource, 'void', async ({ auth, services, call, action }) => {
  const now = services.now();
  const scope = await records.scope(services, auth);
  return services.db.transaction(async (tx) => {
    const rows = (await tx.select().from(ahCouponRecord).where(and(inArray(ahCouponRecord.id, call.ids), scope)).orderBy(asc(ahCouponRecord.id)).for('update')) as Row[];
    if (rows.length !== call.ids.length) throw notFound();
    for (const row of rows) {
      const state = issuedCouponStateAt(row, now);
      if (!issuedCouponAllows(state, 'VOID')) throw ApiError.of(Codes.BUSINESS_NOTICE, issuedCouponRefusal(state, 'VOID'));
    }
    await tx.update(ahCouponRecord).set({ status: COUPON_RECORD_STATUS.void, remark: call.reason ?? null, updateUser: auth.userId, updateTime: now }).where(inArray(ahCouponRecord.id, call.ids));
    await writeStateLog(tx, auth, rows.map((r) => ({ resource: 'ahCouponRecord', recordId: String(r.id), action: action.name, field: 'status', from: r.status, to: COUPON_RECORD_STATUS.void, reason: call.reason ?? null })), now);
    return { count: rows.length };
  });
});

async function updateCheckStatus({ auth, services, input, lang }: { auth: AuthContext; services: Services; input: Row; lang: Lang }) {
  const storeId = requireStore(auth);
  const status = Number(input.checkStatus);
  const action = couponCheckResource.actions!.find((a) => a.set?.checkStatus === status);
  if (!action) throw badInput({ zh: '审核状态取值无效', en: 'Unknown review state' }, 'checkStatus');
  await checkPermission(services, auth, action.permission);
  const call = readAction(couponCheckResource, action, input, lang);
  if (action.name === 'reject' && !call.reason?.trim()) throw badInput({ zh: '请输入驳回原因', en: 'Enter the reason' }, 'reason');
  const now = services.now();
  const operator = await userName(services.db, auth.userId);
  const scope = await checks.scope(services, auth);
  const couponScope = await coupons.scope(services, auth);
  const [reviewer] = await services.db
    .select({ id: ahCouponCheckPersonnel.id })
    .from(ahCouponCheckPersonnel)
    .where(and(eq(ahCouponCheckPersonnel.storeId, storeId), eq(ahCouponCheckPersonnel.userId, auth.userId), eq(ahCouponCheckPersonnel.isDeleted, 0)))
    .limit(1);
  if (!reviewer) throw refuse({ zh: '您不是本店的卡券审核人员，不能审核', en: 'You are not a coupon reviewer of this store' });
  return services.db.transaction(async (tx) => {
    const [row] = (await tx.select().from(ahCouponCheck).where(and(eq(ahCouponCheck.id, call.ids[0]), scope)).for('update')) as Row[];
    if (!row) throw notFound(t(lang, '审核记录不存在', 'No such review'));
    if (!couponCheckAllows(row.checkStatus, action.name === 'pass' ? 'PASS' : 'REJECT')) throw refuse(couponCheckRefusal(row.checkStatus));
    if (String(row.requestUserId) === auth.userId) throw refuse({ zh: '不能审核自己提交的申请', en: 'You cannot review your own request' });
    let couponCode: string | null = null;
    let recordId: string | null = null;
    if (action.name === 'pass') {
      const coupon = await lockCoupon(tx, couponScope, String(row.ahCouponId));
      const refusal = issueRefusal(coupon, now);
      if (refusal) throw refuse(refusal);
      const member = await memberById(tx, auth, String(row.ahMemberId));
      if (!member) throw refuse({ zh: '会员不存在', en: 'No such member' });
      const [r] = await issue({ tx, auth, now, operator: String(row.requestUserName ?? ''), sendStore: await storeName(tx, storeId) }, coupon!, [member], { amount: Number(row.amount), vin: (row.vin as string) ?? null });
      couponCode = String(r.couponCode);
      recordId = String(r.id);
    }
    await tx
      .update(ahCouponCheck)
      .set({ checkStatus: status, checkUserName: operator, checkTime: now, reason: action.name === 'reject' ? call.reason!.trim() : null, couponCode, updateUser: auth.userId, updateTime: now })
      .where(eq(ahCouponCheck.id, String(row.id)));
    await writeStateLog(tx, auth, [{ resource: 'ahCouponCheck', recordId: String(row.id), action: action.name, field: 'checkStatus', from: row.checkStatus, to: status, reason: action.name === 'reject' ? call.reason!.trim() : null }], now);
    return { checkStatus: status, couponCode, ahCouponRecordId: recordId };
  });
}

const imagesOf = (raw: unknown) => String(raw ?? '').split(',').map((x) => x.trim()).filter(Boolean);

function checkImagesRoute(path: 'viewPolicy' | 'viewVoucher', field: 'imgPath' | 'otherEnclosure', permission: string): Registrable {
  return route({
    method: 'GET',
    url: `/crm-member/ahCouponCheck/${path}`,
    permission,
    input: checkIdInput,
    handler: async ({ auth, services, input, lang }) => {
      const row = await checks.findOne(services.db, await checks.scope(services, auth), input.ahCouponCheckId);
      if (!row) throw notFound(t(lang, '审核记录不存在', 'No such review'));
      return { ahCouponCheckId: row.id, images: imagesOf(row[field]) };
    },
  });
}

export const couponRoutes: Registrable[] = [
  sendRoute,
  sendInsurerRoute,
  sendQuotaRoute,
  voidRoute,
  route({
    method: 'GET',
    url: '/crm-member/ahCoupon/getStoreList',
    input: v.object({ ahCouponId: vId('请选择卡券') }),
    handler: async ({ auth, services, input, lang }) => {
      const row = await coupons.findOne(services.db, await coupons.scope(services, auth), input.ahCouponId);
      if (!row) throw notFound(t(lang, '卡券不存在', 'No such coupon'));
      const where = Number(row.allStores) === 1 ? eq(store.isDeleted, 0) : eq(store.id, String(row.storeId));
      return services.db.select({ id: store.id, branchName: store.branchName }).from(store).where(where).orderBy(asc(store.sort));
    },
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahCoupon/getCouponList',
    input: v.object({ roleType: v.optional(v.union([v.literal(''), v.picklist(['0', '1', '2', '3'], '卡券类别取值无效')])) }),
    handler: async ({ auth, services, input }) => {
      // the "special" list: listed coupons sent by the store (sendType 1, couponStatus 1), with stock left
      const scope = await coupons.scope(services, auth);
      const rows = await services.db
        .select({ id: ahCoupon.id, couponName: ahCoupon.couponName, roleType: ahCoupon.roleType, amount: ahCoupon.amount, discount: ahCoupon.discount, discountType: ahCoupon.discountType, stock: ahCoupon.stock, sendCount: ahCoupon.sendCount, endTime: ahCoupon.endTime })
        .from(ahCoupon)
        .where(and(scope, eq(ahCoupon.sendType, 1), eq(ahCoupon.couponStatus, COUPON_STATUS.up), input.roleType ? eq(ahCoupon.roleType, Number(input.roleType)) : undefined, sql`${ahCoupon.sendCount} < ${ahCoupon.stock}`))
        .orderBy(asc(ahCoupon.couponName))
        .limit(500);
      return rows;
    },
  }),
  ...lookupRoutes(couponRecordResource, 'verify', {
    find: async ({ auth, services, code }) => {
      requireStore(auth);
      const row = await recordByCode(services.db, auth, code, false);
      if (!row) throw ApiError.of(Codes.NOT_FOUND, NO_CODE);
      const now = services.now();
      const refusal = await verifyRefusal(services.db, auth, row, now);
      const [coupon] = await services.db.select({ useRule: ahCoupon.useRule, thresholdAmount: ahCoupon.thresholdAmount }).from(ahCoupon).where(eq(ahCoupon.id, String(row.ahCouponId)));
      return { ...present(row, services), status: issuedCouponStatusAt(row, now), useRule: coupon?.useRule ?? null, thresholdAmount: coupon?.thresholdAmount ?? 0, canVerify: refusal === null, refusal: refusal ?? null, isCross: String(row.storeId) !== auth.storeId ? 1 : 0 };
    },
    act: async ({ auth, services, code, values }) => {
      const input = { couponCode: code, verifyRemark: values.verifyRemark as string | undefined };
      const storeId = requireStore(auth);
      const now = services.now();
      const operator = await userName(services.db, auth.userId);
      const here = await storeName(services.db, storeId);
      return services.db.transaction(async (tx) => {
        const row = await recordByCode(tx, auth, input.couponCode, true);
        if (!row) throw ApiError.of(Codes.NOT_FOUND, NO_CODE);
        const refusal = await verifyRefusal(tx, auth, row, now);
        if (refusal) throw refuse(refusal);
        // one winner: only a row still unused turns used, whatever else holds the code
        const won = await tx
          .update(ahCouponRecord)
          .set({ status: COUPON_RECORD_STATUS.used, verifyTime: now, verifyStoreId: storeId, verifyStoreName: here, verifyUserName: operator, verifyRemark: input.verifyRemark || null, updateUser: auth.userId, updateTime: now })
          .where(and(eq(ahCouponRecord.id, String(row.id)), eq(ahCouponRecord.status, COUPON_RECORD_STATUS.unused)))
          .returning({ id: ahCouponRecord.id });
        if (!won.length) throw refuse(issuedCouponRefusal('used', 'VERIFY'));
        const isCross = String(row.storeId) !== storeId ? 1 : 0;
        await tx.insert(ahCouponVerifyLog).values({
          id: newId(),
          storeId,
          couponCode: String(row.couponCode),
          ahCouponRecordId: String(row.id),
          couponName: String(row.couponName),
          amount: Number(row.amount ?? 0),
          memberName: (row.memberName as string) ?? null,
          phone: (row.phone as string) ?? null,
          issueStoreId: String(row.storeId),
          issueStoreName: (row.sendStoreName as string) || (await storeName(tx, String(row.storeId))),
          verifyStoreName: here,
          isCross,
          operatorName: operator,
          verifyTime: now,
          verifyRemark: input.verifyRemark || null,
          createUser: auth.userId,
          updateUser: auth.userId,
          createTime: now,
          updateTime: now,
        });
        await writeStateLog(tx, auth, [{ resource: 'ahCouponRecord', recordId: String(row.id), action: 'verify', field: 'status', from: COUPON_RECORD_STATUS.unused, to: COUPON_RECORD_STATUS.used, reason: input.verifyRemark || null }], now);
        return { couponCode: row.couponCode, couponName: row.couponName, memberName: row.memberName, status: COUPON_RECORD_STATUS.used, isCross, verifyTime: now };
      });
    },
  }),
  route({ method: 'POST', url: '/crm-member/ahCouponCheck/updateCheckStatus', permission: ['coupon_check_pass', 'coupon_check_reject'], input: v.looseObject({}), handler: (ctx) => updateCheckStatus({ ...ctx, input: ctx.input as Row }) }),
  // the spec's path of the same call
  route({ method: 'POST', url: '/crm-member/ahCouponVerifyCheck/updateCheckStatus', permission: ['coupon_check_pass', 'coupon_check_reject'], input: v.looseObject({}), handler: (ctx) => updateCheckStatus({ ...ctx, input: ctx.input as Row }) }),
  checkImagesRoute('viewPolicy', 'imgPath', 'coupon_check_view_policy'),
  checkImagesRoute('viewVoucher', 'otherEnclosure', 'coupon_check_view_voucher'),
  route({
    method: 'GET',
    url: '/crm-member/ahCouponQuotaDiscount/quotaCouponList',
    input: v.object({ discountId: vId('请选择优惠限额'), ahMemberId: vId('请选择会员') }),
    handler: async ({ auth, services, input, lang }) => {
      const d = await discountLimit(services.db, auth, input.discountId);
      if (!d) throw notFound(t(lang, '优惠限额不存在', 'No such discount limit'));
      const now = services.now();
      const used = await usedQuota(services.db, auth, input.discountId, input.ahMemberId, now);
      const rows = (await services.db
        .select()
        .from(ahCouponRecord)
        .where(and(eq(ahCouponRecord.discountId, input.discountId), eq(ahCouponRecord.ahMemberId, input.ahMemberId), eq(ahCouponRecord.isDeleted, 0)))
        .orderBy(asc(ahCouponRecord.createTime))) as Row[];
      return { discountId: d.id, discountName: d.discountName, limitAmount: Number(d.limitAmount), usedAmount: used, remainAmount: Math.max(0, Number(d.limitAmount) - used), records: rows.map((r) => present(r, services)) };
    },
  }),
  route({
    method: 'POST',
    url: '/crm-member/ahCouponInsurer/imgOcrSpot',
    permission: ['coupon_insurer_ocr', 'coupon_quotation_add', 'coupon_quotation_edit'],
    input: v.object({ imgPath: v.pipe(v.string('请上传保单图片'), v.trim(), v.minLength(1, '请上传保单图片'), v.maxLength(500, '图片地址过长')) }),
    handler: async ({ auth, services, input }) => {
      const reading = await ocrProvider().readPolicy(await policyImage(services, auth, input.imgPath));
      // the insurer read by name, as the form's picker needs it: one of the tenant's own, or none
      const [company] = reading.insurerName
        ? await services.db
            .select({ id: ahCouponInsurer.id })
            .from(ahCouponInsurer)
            .where(and(eq(ahCouponInsurer.insurerName, reading.insurerName), eq(ahCouponInsurer.isDeleted, 0)))
            .limit(1)
        : [];
      return { ...reading, companyId: company?.id ?? '' };
    },
  }),
  route({
    method: 'GET',
    url: '/crm-member/AhCouponInsurerQuotation/getCouponList',
    input: v.object({ ahCouponInsurerQuotationId: vId('请选择报价') }),
    handler: async ({ auth, services, input, lang }) => {
      const [q] = (await services.db.select().from(ahCouponInsurerQuotation).where(and(eq(ahCouponInsurerQuotation.id, input.ahCouponInsurerQuotationId), storeMatch(ahCouponInsurerQuotation.storeId, auth), eq(ahCouponInsurerQuotation.isDeleted, 0)))) as Row[];
      if (!q) throw notFound(t(lang, '报价不存在', 'No such quotation'));
      const [ins] = await services.db.select({ proportion: ahCouponInsurer.proportion }).from(ahCouponInsurer).where(eq(ahCouponInsurer.id, String(q.companyId)));
      const scope = await coupons.scope(services, auth);
      const rows = (await services.db
        .select()
        .from(ahCoupon)
        .where(and(scope, eq(ahCoupon.roleType, COUPON_ROLE_TYPE.insurer), eq(ahCoupon.ahCouponInsurerId, String(q.companyId)), eq(ahCoupon.couponStatus, COUPON_STATUS.up)))
        .orderBy(asc(ahCoupon.couponName))) as Row[];
      // what each coupon would be worth for this quotation's premium
      return rows.map((c) => ({
        id: c.id,
        couponName: c.couponName,
        insurerMode: c.insurerMode,
        amount: c.amount,
        value: c.insurerMode === INSURER_MODE.proportion ? Math.round((Number(q.fee) * Number(ins?.proportion ?? 0)) / 100) : Number(c.amount ?? 0),
      }));
    },
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahCouponPostSales/getSalesCouponListVO',
    input: v.object({ ahCouponPostSalesId: vId('请选择售后卡券') }),
    handler: async ({ auth, services, input, lang }) => {
      const [p] = await services.db.select().from(ahCouponPostSales).where(and(eq(ahCouponPostSales.id, input.ahCouponPostSalesId), storeMatch(ahCouponPostSales.storeId, auth), eq(ahCouponPostSales.isDeleted, 0)));
      if (!p) throw notFound(t(lang, '售后卡券不存在', 'No such after-sales package'));
      const ids = String(p.couponIds ?? '').split(',').filter(Boolean);
      if (!ids.length) return { ...p, coupons: [] };
      const rows = (await services.db.select().from(ahCoupon).where(and(inArray(ahCoupon.id, ids), eq(ahCoupon.isDeleted, 0)))) as Row[];
      return { ahCouponPostSalesId: p.id, packageName: p.packageName, serviceItem: p.serviceItem, coupons: ids.map((id) => rows.find((r) => r.id === id)).filter(Boolean).map((r) => coupons.present(r as Row, services)) };
    },
  }),
  route({
    method: 'POST',
    url: '/crm-member/ahCouponPostSales/updateCouponPostSales',
    permission: 'coupon_post_sales_edit',
    input: v.object({ ahCouponPostSalesId: vId('请选择售后卡券'), couponIds: v.pipe(v.union([v.string(), v.array(v.string())], '请选择卡券'), v.transform((x) => (Array.isArray(x) ? x.join(',') : x))) }),
    handler: async ({ auth, services, input, lang }) => {
      const now = services.now();
      return services.db.transaction(async (tx) => {
        const ids = await knownCoupons(tx, auth, input.couponIds);
        const done = await tx
          .update(ahCouponPostSales)
          .set({ couponIds: ids.join(','), couponCount: ids.length, updateUser: auth.userId, updateTime: now })
          .where(and(eq(ahCouponPostSales.id, input.ahCouponPostSalesId), storeMatch(ahCouponPostSales.storeId, auth), eq(ahCouponPostSales.isDeleted, 0)))
          .returning({ id: ahCouponPostSales.id });
        if (!done.length) throw notFound(t(lang, '售后卡券不存在', 'No such after-sales package'));
        return { couponIds: ids.join(','), couponCount: ids.length };
      });
    },
  }),
  // ---- rank coupons: the coupons a member rank grants (ahRankId is enough; the rank is its own area)
  // a rank's coupons (等级卡券) are the rank area's (crm-member/rank.ts)
];

/**
 * A coupon given by another area (a signed contract's gift, docs/contracts.md): the store's coupon
 * locked (sends of one coupon take turns), refused when it cannot be issued now (unlisted, over,
 * a quota coupon, no stock, the member's limit), then issued to the member with its record, in the
 * caller's transaction. A refusal is thrown (ApiError).
 */
export async function issueCouponGift(tx: Tx, auth: AuthContext & { storeId: string }, couponId: string, member: Member, opts: { now: Date; operator: string; remark: string | null }): Promise<Row> {
  const coupon = await lockCoupon(tx, and(eq(ahCoupon.storeId, auth.storeId), eq(ahCoupon.isDeleted, 0)), couponId);
  const refusal = issueRefusal(coupon, opts.now);
  if (refusal) throw refuse(refusal);
  if (coupon!.insurerMode === INSURER_MODE.quota) throw refuse({ zh: '定额卡券需按优惠限额发放，不能作为赠品', en: 'A quota coupon cannot be a gift' });
  const [row] = await issue({ tx, auth, now: opts.now, operator: opts.operator, sendStore: await storeName(tx, auth.storeId) }, coupon!, [member], { remark: opts.remark });
  return row;
}
