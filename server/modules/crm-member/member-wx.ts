/**
 * crm-member/ahMemberWx beyond its generated list and export: hasPhone, findMemberWxByPhone,
 * findAhMemberCarByPhone, the phone change (sendSmsByUpdatePhone, then updatePhone), the boutique
 * points transfer (sendSmsTransferIntegral, then transferBoutiqueIntegral) and bindCar.
 * Points move by guarded UPDATEs (balance >= n) with both ledger rows in the same transaction, so
 * concurrent transfers never overdraw a user and the total never changes (docs/members.md).
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { declaredActionRoute } from '../../http/resource-router';
import { readActionBody } from '../../../src/domain/resources/action';
import { ApiError, badInput, businessError, fail, notFound } from '../../http/envelope';
import { vOptId, vOptStr } from '../../http/input';
import { columnsOf } from '../../http/resource-query';
import { requireStore } from '../../http/store-scope';
import type { AuthContext } from '../../http/auth';
import type { Db, Tx } from '../../db';
import { newId } from '../../db/ids';
import { Codes, type Lang } from '../../../src/domain/codes';
import { checkMobile, checkPlate, checkVin, validationMessage } from '../../../src/domain/validators';
import { ahBoutiqueIntegralLog, ahMember, ahMemberCar, ahMemberWx } from '../../db/resource-tables/members';
import { MEMBER_SOURCE } from '../../../src/domain/resources/sales/member';
import { INTEGRAL_LOG_TYPE, integralShort, MEMBER_WX_MESSAGES as M, memberWxResource } from '../../../src/domain/resources/sales/member-wx';
import { countWrongCode, sendCode, takeCodeIn } from '../../services/sms';
import { userName } from '../crm-warehouse/car-order-core';
import { refreshCarCount } from './member';

const wx = columnsOf(ahMemberWx);
const bindCarAction = memberWxResource.actions!.find((a) => a.name === 'bindCar')!;
const mc = columnsOf(ahMember);
const cc = columnsOf(ahMemberCar);

type WxRow = { id: string; storeId: string; nickName: string | null; phone: string | null; memberId: string | null; boutiqueIntegral: number };
type Caller = AuthContext & { storeId: string };

const wxSelect = { id: wx.id, storeId: wx.storeId, nickName: wx.nickName, phone: wx.phone, memberId: wx.memberId, boutiqueIntegral: wx.boutiqueIntegral };

function store(auth: AuthContext, lang: Lang): Caller {
  requireStore(auth, lang);
  return auth as Caller;
}

const mobileMsg = (lang: Lang) => validationMessage('mobile', lang);
const masked = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

/** a phone as the spec's mobile rule takes it, else the rule's message on `field` */
function phoneOf(raw: unknown, field: string, lang: Lang): string {
  const s = raw === undefined || raw === null ? '' : String(raw).trim();
  if (!s) throw ApiError.of(Codes.BAD_REQUEST, { zh: validationMessage('mobile', 'zh'), en: validationMessage('mobile', 'en') }, { field });
  if (checkMobile(s)) throw new ApiError(Codes.BAD_REQUEST, mobileMsg(lang), { field });
  return s;
}

async function userById(db: Db | Tx, auth: Caller, id: string, lock = false): Promise<WxRow | null> {
  const q = db
    .select(wxSelect)
    .from(ahMemberWx)
    .where(and(eq(wx.id, id), eq(wx.storeId, auth.storeId), eq(wx.isDeleted, 0)))
    .limit(1);
  const [row] = (lock ? await q.for('update') : await q) as WxRow[];
  return row ?? null;
}

async function userByPhone(db: Db | Tx, auth: Caller, phone: string): Promise<WxRow | null> {
  const [row] = (await db
    .select(wxSelect)
    .from(ahMemberWx)
    .where(and(eq(wx.phone, phone), eq(wx.storeId, auth.storeId), eq(wx.isDeleted, 0)))
    .limit(1)) as WxRow[];
  return row ?? null;
}

/** why a user may not take this phone: another user or another member of the store holds it */
async function phoneRefusal(db: Db | Tx, auth: Caller, user: WxRow, phone: string, lang: Lang): Promise<string | null> {
  if (user.phone === phone) return M.samePhone[lang];
  const [otherUser] = await db
    .select({ id: wx.id })
    .from(ahMemberWx)
    .where(and(eq(wx.phone, phone), ne(wx.id, user.id), eq(wx.storeId, auth.storeId), eq(wx.isDeleted, 0)))
    .limit(1);
  if (otherUser) return M.phoneTaken[lang];
  const [otherMember] = await db
    .select({ id: mc.id })
    .from(ahMember)
    .where(and(eq(mc.phone, phone), user.memberId ? ne(mc.id, user.memberId) : undefined, eq(mc.storeId, auth.storeId), eq(mc.isDeleted, 0)))
    .limit(1);
  return otherMember ? M.phoneTaken[lang] : null;
}

const targetId = (input: { id?: string; ahMemberWxId?: string }, lang: Lang): string => {
  const id = input.ahMemberWxId || input.id;
  if (!id) throw badInput({ zh: '请选择小程序用户', en: 'Pick a mini-program user' }, 'ahMemberWxId');
  void lang;
  return id;
};

const userRef = { id: vOptId('用户id格式错误'), ahMemberWxId: vOptId('用户id格式错误') };

/** points to move: a whole number from 1 */
const vIntegral = v.pipe(
  v.union([v.string(), v.number()], validationMessage('nonNegativeInt')),
  v.transform((x) => (typeof x === 'string' && x.trim() === '' ? NaN : Number(x))),
  v.check((n) => Number.isInteger(n) && n >= 0 && n <= 99_999_999, validationMessage('nonNegativeInt')),
  v.check((n) => n > 0, M.integralPositive.zh),
);

// the code is bound to what it allows (the outbox keeps 40 characters): the phone it went to is the
// giver's, so the receiver and the points complete the binding
const phonePurpose = (userId: string) => `wxp:${userId}` as const;
const transferPurpose = (to: string, n: number) => `wxt:${to}:${n}` as const;

/** the source of a transfer, by id or by its phone, and the checks that need no lock */
async function transferSource(db: Db | Tx, auth: Caller, input: { preAhMemberWxId?: string; prePhone?: string }, lang: Lang): Promise<WxRow> {
  if (!input.preAhMemberWxId && !input.prePhone) throw badInput({ zh: '请输入转出用户手机号', en: 'Enter the phone of the user to transfer from' }, 'prePhone');
  const src = input.preAhMemberWxId ? await userById(db, auth, input.preAhMemberWxId) : await userByPhone(db, auth, phoneOf(input.prePhone, 'prePhone', lang));
  if (!src) throw notFound(M.noSource[lang]);
  return src;
}

/** one ledger row; the balance after is the one the guarded update answered */
async function ledger(tx: Tx, auth: Caller, user: WxRow, logType: number, integral: number, balanceAfter: number, bizNo: string, remark: string, operator: string, now: Date) {
  await tx.insert(ahBoutiqueIntegralLog).values({
    id: newId(),
    storeId: auth.storeId,
    ahMemberWxId: user.id,
    nickName: user.nickName,
    phone: user.phone,
    logType,
    integral,
    balanceAfter,
    bizNo,
    remark,
    operatorName: operator,
    operateTime: now,
    createUser: auth.userId,
    updateUser: auth.userId,
    createTime: now,
    updateTime: now,
  });
}

const carOut = { carId: cc.id, vin: cc.vin, licensePlate: cc.licensePlate, brandName: cc.brandName, seriesName: cc.seriesName, modelName: cc.modelName, buyDate: cc.buyDate, memberId: cc.memberId };

async function carsOf(db: Db | Tx, memberId: string | null) {
  if (!memberId) return [];
  return db
    .select(carOut)
    .from(ahMemberCar)
    .where(and(eq(cc.memberId, memberId), eq(cc.isDeleted, 0)))
    .orderBy(asc(cc.vin));
}

/** a car as bindCar takes it: the VIN upper-cased and checked by the spec's rule, the plate by its rule */
function carOf(raw: unknown, lang: Lang): { vin: string; licensePlate: string | null } {
  const o = (raw && typeof raw === 'object' ? raw : {}) as { vin?: unknown; licensePlate?: unknown };
  const vin = typeof o.vin === 'string' || typeof o.vin === 'number' ? String(o.vin).trim().toUpperCase() : '';
  if (!vin || checkVin(vin)) throw new ApiError(Codes.BAD_REQUEST, validationMessage('vin', lang), { field: 'vin' });
  const plateRaw = typeof o.licensePlate === 'string' ? o.licensePlate.trim().toUpperCase() : '';
  if (plateRaw && checkPlate(plateRaw)) throw new ApiError(Codes.BAD_REQUEST, validationMessage('plate', lang), { field: 'licensePlate' });
  return { vin, licensePlate: plateRaw || null };
}

/** A new member of the store for a user who binds a phone no member has (the mini-program registers them). */
async function memberFor(tx: Tx, auth: Caller, user: WxRow, phone: string, now: Date): Promise<{ id: string; memberName: string }> {
  const id = newId();
  const memberName = (user.nickName || `微信用户${phone.slice(-4)}`).slice(0, 50);
  await tx.insert(ahMember).values({
    id,
    storeId: auth.storeId,
    memberName,
    phone,
    memberLevel: 1,
    integral: 0,
    carCount: 0,
    source: MEMBER_SOURCE.miniProgram,
    registerTime: now,
    createUser: auth.userId,
    updateUser: auth.userId,
    createTime: now,
    updateTime: now,
  });
  return { id, memberName };
}

function isUniqueViolation(e: unknown): boolean {
  for (let x: unknown = e; x && typeof x === 'object'; x = (x as { cause?: unknown }).cause) {
    if ((x as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export const memberWxRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-member/ahMemberWx/hasPhone',
    input: v.object({ ...userRef, phone: vOptStr(20) }),
    handler: async ({ auth, services, input, lang }) => {
      const caller = store(auth, lang);
      // with a user: whether that user has bound a phone; with a phone: whether a user of the store holds it
      if (input.ahMemberWxId || input.id) {
        const user = await userById(services.db, caller, targetId(input, lang));
        if (!user) throw notFound(M.noUser[lang]);
        return !!user.phone;
      }
      return !!(await userByPhone(services.db, caller, phoneOf(input.phone, 'phone', lang)));
    },
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahMemberWx/findMemberWxByPhone',
    input: v.object({ phone: vOptStr(20) }),
    handler: async ({ auth, services, input, lang }) => {
      const caller = store(auth, lang);
      const user = await userByPhone(services.db, caller, phoneOf(input.phone, 'phone', lang));
      // no user is an empty answer: the counter then says so
      if (!user) return null;
      const [row] = await services.db.select().from(ahMemberWx).where(eq(wx.id, user.id));
      const { isDeleted: _d, tenantId: _t, ...rest } = row as Record<string, unknown>;
      return { ...rest, carList: await carsOf(services.db, user.memberId) };
    },
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahMemberWx/findAhMemberCarByPhone',
    input: v.object({ phone: vOptStr(20) }),
    handler: async ({ auth, services, input, lang }) => {
      const caller = store(auth, lang);
      const phone = phoneOf(input.phone, 'phone', lang);
      const [member] = await services.db
        .select({ id: mc.id })
        .from(ahMember)
        .where(and(eq(mc.phone, phone), eq(mc.storeId, caller.storeId), eq(mc.isDeleted, 0)))
        .limit(1);
      return carsOf(services.db, member ? String(member.id) : null);
    },
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahMemberWx/sendSmsByUpdatePhone',
    permission: 'member_wx_update_phone',
    input: v.object({ ...userRef, newPhone: vOptStr(20) }),
    handler: async ({ auth, services, input, lang }) => {
      const caller = store(auth, lang);
      const newPhone = phoneOf(input.newPhone, 'newPhone', lang);
      const user = await userById(services.db, caller, targetId(input, lang));
      if (!user) throw notFound(M.noUser[lang]);
      // nothing is sent for a change that would be refused anyway
      const refusal = await phoneRefusal(services.db, caller, user, newPhone, lang);
      if (refusal) throw businessError(refusal);
      await sendCode(services.db, services.sms, services.now(), {
        tenantId: caller.tenantId,
        phone: newPhone,
        purpose: phonePurpose(user.id),
        text: (code) => `【安华】您正在更换绑定手机号，验证码${code}，5分钟内有效，请勿泄露给他人。`,
      });
      return { phone: masked(newPhone) };
    },
  }),
  declaredActionRoute(memberWxResource, 'updatePhone', async ({ auth, services, lang, call, body }) => {
    const caller = store(auth, lang);
    const id = call.ids[0] || String(body.ahMemberWxId ?? '');
    const newPhone = String(call.values.newPhone);
    const smsCode = String(call.values.smsCode);
    const now = services.now();
    let wrongCode: string | null = null;
    try {
      return await services.db.transaction(async (tx) => {
        const user = await userById(tx, caller, id, true);
        if (!user) throw notFound(M.noUser[lang]);
        const refusal = await phoneRefusal(tx, caller, user, newPhone, lang);
        if (refusal) throw businessError(refusal);
        const code = await takeCodeIn(tx, now, { tenantId: caller.tenantId, phone: newPhone, purpose: phonePurpose(user.id), code: smsCode });
        if (!code.ok) {
          wrongCode = code.wrongRowId;
          throw fail(Codes.SMS_CODE_WRONG);
        }
        let memberId = user.memberId;
        let memberName: string | null = null;
        if (memberId) {
          // the member's phone is the user's: it and the copies its cars show change together
          await tx.update(ahMember).set({ phone: newPhone, updateUser: caller.userId, updateTime: now }).where(eq(mc.id, memberId));
          await tx.update(ahMemberCar).set({ memberPhone: newPhone }).where(and(eq(cc.memberId, memberId), eq(cc.isDeleted, 0)));
        } else {
          const m = await memberFor(tx, caller, user, newPhone, now);
          memberId = m.id;
          memberName = m.memberName;
        }
        await tx
          .update(ahMemberWx)
          .set({ phone: newPhone, hasPhone: 1, memberId, ...(memberName ? { memberName } : {}), updateUser: caller.userId, updateTime: now })
          .where(eq(wx.id, user.id));
        return { id: user.id, phone: newPhone, memberId };
      });
    } catch (e) {
      if (wrongCode) await countWrongCode(services.db, wrongCode);
      // two changes to one phone at once: the unique index lets one through
      if (isUniqueViolation(e)) throw businessError(M.phoneTaken[lang]);
      throw e;
    }
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahMemberWx/sendSmsTransferIntegral',
    permission: 'member_wx_transfer_integral',
    input: v.object({ ...userRef, preAhMemberWxId: vOptId('用户id格式错误'), prePhone: vOptStr(20), integral: vIntegral }),
    handler: async ({ auth, services, input, lang }) => {
      const caller = store(auth, lang);
      const to = await userById(services.db, caller, targetId(input, lang));
      if (!to) throw notFound(M.noUser[lang]);
      const from = await transferSource(services.db, caller, input, lang);
      if (from.id === to.id) throw businessError(M.toSelf[lang]);
      if (from.boutiqueIntegral < input.integral) throw businessError(integralShort(from.boutiqueIntegral)[lang]);
      if (!from.phone) throw businessError(M.noPhone[lang]);
      await sendCode(services.db, services.sms, services.now(), {
        tenantId: caller.tenantId,
        phone: from.phone,
        purpose: transferPurpose(to.id, input.integral),
        text: (code) => `【安华】您的${input.integral}精品积分将转给${to.phone ? masked(to.phone) : (to.nickName ?? '')}，验证码${code}，5分钟内有效，请勿泄露给他人。`,
      });
      return { phone: masked(from.phone) };
    },
  }),
  declaredActionRoute(memberWxResource, 'transferBoutiqueIntegral', async ({ auth, services, lang, call, body }) => {
    const caller = store(auth, lang);
    const toId = call.ids[0];
    const integral = Number(call.values.integral);
    const smsCode = String(call.values.smsCode);
    const preId = body.preAhMemberWxId === undefined || body.preAhMemberWxId === '' ? undefined : String(body.preAhMemberWxId);
    if (preId !== undefined && !/^\d{1,19}$/.test(preId)) throw badInput({ zh: '用户id格式错误', en: 'Bad user id' }, 'preAhMemberWxId');
    const source = await transferSource(services.db, caller, { preAhMemberWxId: preId, prePhone: call.values.prePhone as string | undefined }, lang);
    const operator = await userName(services.db, caller.userId);
    const now = services.now();
    let wrongCode: string | null = null;
    try {
      return await services.db.transaction(async (tx) => {
        if (source.id === toId) throw businessError(M.toSelf[lang]);
        // both rows locked in id order: two transfers between the same pair never wait on each other in a circle
        const [a, b] = [source.id, toId].sort((x, y) => (BigInt(x) < BigInt(y) ? -1 : 1));
        const first = await userById(tx, caller, a, true);
        const second = await userById(tx, caller, b, true);
        const from = first?.id === source.id ? first : second;
        const to = first?.id === toId ? first : second;
        if (!to) throw notFound(M.noUser[lang]);
        if (!from) throw notFound(M.noSource[lang]);
        if (!from.phone) throw businessError(M.noPhone[lang]);
        if (from.boutiqueIntegral < integral) throw businessError(integralShort(from.boutiqueIntegral)[lang]);
        const code = await takeCodeIn(tx, now, { tenantId: caller.tenantId, phone: from.phone, purpose: transferPurpose(to.id, integral), code: smsCode });
        if (!code.ok) {
          wrongCode = code.wrongRowId;
          throw fail(Codes.SMS_CODE_WRONG);
        }
        // the guard is the database's: points leave only where they still are
        const out = await tx
          .update(ahMemberWx)
          .set({ boutiqueIntegral: sql`${wx.boutiqueIntegral} - ${integral}`, updateTime: now })
          .where(and(eq(wx.id, from.id), sql`${wx.boutiqueIntegral} >= ${integral}`))
          .returning({ balance: wx.boutiqueIntegral });
        if (!out.length) throw businessError(integralShort(from.boutiqueIntegral)[lang]);
        const into = await tx
          .update(ahMemberWx)
          .set({ boutiqueIntegral: sql`${wx.boutiqueIntegral} + ${integral}`, updateTime: now })
          .where(eq(wx.id, to.id))
          .returning({ balance: wx.boutiqueIntegral });
        const bizNo = `JF${now.toISOString().slice(2, 10).replace(/-/g, '')}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
        const toName = to.phone ? masked(to.phone) : (to.nickName ?? '');
        const fromName = from.phone ? masked(from.phone) : (from.nickName ?? '');
        await ledger(tx, caller, from, INTEGRAL_LOG_TYPE.transferOut, -integral, Number(out[0].balance), bizNo, `转给${toName}`, operator, now);
        await ledger(tx, caller, to, INTEGRAL_LOG_TYPE.transferIn, integral, Number(into[0].balance), bizNo, `来自${fromName}`, operator, now);
        return { bizNo, fromBalance: Number(out[0].balance), toBalance: Number(into[0].balance) };
      });
    } catch (e) {
      if (wrongCode) await countWrongCode(services.db, wrongCode);
      throw e;
    }
  }),
  // the spec's carList (several cars) or the declared form's one car (vin, licensePlate), read by the action contract
  route({
    method: 'POST',
    url: '/crm-member/ahMemberWx/bindCar',
    permission: bindCarAction.permission,
    input: v.looseObject({}),
    handler: async ({ auth, services, input: body, lang }) => {
    const caller = store(auth, lang);
    let raw: unknown[];
    let userId: string;
    if (Array.isArray(body.carList)) {
      raw = body.carList;
      userId = String(body.ahMemberWxId ?? body.id ?? '');
      if (!/^\d{1,19}$/.test(userId)) throw badInput({ zh: '请选择小程序用户', en: 'Pick a mini-program user' }, 'ahMemberWxId');
    } else {
      const read = readActionBody(memberWxResource, bindCarAction, body, lang);
      if (!read.ok) throw new ApiError(Codes.BAD_REQUEST, read.message, read.field ? { field: read.field } : null);
      raw = [read.call.values];
      userId = read.call.ids[0];
    }
    if (!raw.length) throw badInput(M.carRequired, 'vin');
    if (raw.length > 10) throw badInput(M.tooManyCars, 'carList');
    const cars = raw.map((x) => carOf(x, lang));
    if (new Set(cars.map((c) => c.vin)).size !== cars.length) throw badInput({ zh: '车架号重复', en: 'A VIN is given twice' }, 'vin');
    const now = services.now();
    return services.db.transaction(async (tx) => {
      const user = await userById(tx, caller, userId, true);
      if (!user) throw notFound(M.noUser[lang]);
      if (!user.phone || !user.memberId) throw businessError(M.needPhoneForCar[lang]);
      const [member] = (await tx.select({ id: mc.id, memberName: mc.memberName, phone: mc.phone }).from(ahMember).where(and(eq(mc.id, user.memberId), eq(mc.isDeleted, 0))).for('update')) as { id: string; memberName: string; phone: string }[];
      if (!member) throw businessError(M.needPhoneForCar[lang]);
      const existing = (await tx
        .select({ id: cc.id, vin: cc.vin, memberId: cc.memberId })
        .from(ahMemberCar)
        .where(and(eq(cc.storeId, caller.storeId), eq(cc.isDeleted, 0), inArray(cc.vin, cars.map((c) => c.vin))))
        .for('update')) as { id: string; vin: string; memberId: string | null }[];
      const byVin = new Map(existing.map((r) => [r.vin, r]));
      // all or nothing: any refused car refuses the call
      for (const c of cars) {
        const have = byVin.get(c.vin);
        if (have?.memberId && have.memberId !== member.id) throw businessError(`${c.vin}：${M.carOfOther[lang]}`);
        if (have?.memberId === member.id) throw businessError(`${c.vin}：${M.carAlready[lang]}`);
      }
      const carIds: string[] = [];
      for (const c of cars) {
        const have = byVin.get(c.vin);
        const link = { memberId: member.id, memberName: member.memberName, memberPhone: member.phone, updateUser: caller.userId, updateTime: now };
        if (have) {
          await tx.update(ahMemberCar).set({ ...link, ...(c.licensePlate ? { licensePlate: c.licensePlate } : {}) }).where(eq(cc.id, have.id));
          carIds.push(have.id);
        } else {
          const id = newId();
          await tx.insert(ahMemberCar).values({ id, tenantId: caller.tenantId, storeId: caller.storeId, vin: c.vin, licensePlate: c.licensePlate, ...link, createUser: caller.userId, createTime: now });
          carIds.push(id);
        }
      }
      await refreshCarCount(tx, [member.id]);
      return { carIds };
    });
    },
  }),
];
