/** blade-user: login password, forgotten password by SMS, operating password with captcha and SMS. */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { hash, verify } from '@node-rs/argon2';
import { Codes } from '../../../src/domain/codes';
import { msg } from '../../../src/domain/messages';
import { maskAccount } from '../../../src/domain/format';
import { isHashedOperatingCode } from '../../../src/domain/operating-code';
import { LoginPasswordChangeSchema, vLoginPassword, vMobile, vSmsCode, vCaptcha } from '../../../src/domain/validators';
import type { Services } from '../../services';
import { param, user } from '../../db/schema';
import { ApiError, badRequest, fail } from '../../http/envelope';
import { route, type Registrable } from '../../http/route';
import type { AuthContext } from '../../http/auth';
import { consumeCode, sendCode } from '../../services/sms';
import { consumeCaptcha, issueCaptcha } from '../../services/captcha';
import { endSessions } from '../blade-auth/tokens';
import { requireOperatingCode } from '../../http/operating-code';
import { requireTenantHeader } from '../../http/tenant';
import { noInput } from '../../http/input';

export const INIT_PASSWORD_PARAM = 'account.initPassword';

const vHashedCode = (label = msg('operatingCodeFormat')) =>
  v.pipe(v.string(label), v.trim(), v.check(isHashedOperatingCode, label));

/** The tenant's default password (a param); accounts reset to it must change it at first sign-in. */
export async function initPassword(services: Services, tenantId: string): Promise<string> {
  const [row] = await services.db
    .select({ value: param.paramValue })
    .from(param)
    .where(and(eq(param.tenantId, tenantId), eq(param.paramKey, INIT_PASSWORD_PARAM), eq(param.isDeleted, 0)))
    .limit(1);
  return row?.value ?? 'anhua123';
}

async function currentUser(services: Services, auth: AuthContext) {
  const [u] = await services.db.select().from(user).where(eq(user.id, auth.userId)).limit(1);
  return u;
}

async function userByPhone(services: Services, tenantId: string, phone: string) {
  const [u] = await services.db
    .select()
    .from(user)
    .where(and(eq(user.tenantId, tenantId), eq(user.phone, phone), eq(user.isDeleted, 0)))
    .limit(1);
  return u ?? null;
}

export const bladeUserRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/blade-user/verifyIsInitPassword',
    input: noInput,
    onInitialPassword: true,
    handler: async ({ auth, services }) => {
      const u = await currentUser(services, auth);
      if (u.passwordIsInitial && !auth.isAdmin) throw fail(Codes.INIT_PASSWORD);
      return false;
    },
  }),

  route({
    method: 'POST',
    url: '/blade-user/update-password',
    onInitialPassword: true,
    input: LoginPasswordChangeSchema,
    msg: msg('passwordChangedRelogin'),
    handler: async ({ auth, services, input, lang }) => {
      const u = await currentUser(services, auth);
      if (!(await verify(u.passwordHash, input.oldPassword).catch(() => false))) throw fail(Codes.OLD_PASSWORD_WRONG);
      if (input.newPassword === (await initPassword(services, u.tenantId))) {
        throw badRequest(lang === 'en' ? 'The new password must differ from the initial password' : '新密码不能与初始密码相同');
      }
      const passwordHash = await hash(input.newPassword);
      const now = services.now();
      await services.db.transaction(async (tx) => {
        await tx.update(user).set({ passwordHash, passwordIsInitial: false, updateUser: u.id, updateTime: now }).where(eq(user.id, u.id));
        // a changed password ends every session, this one included: sign in again
        await endSessions(tx, u.id, now);
      });
      return true;
    },
  }),

  route({
    method: 'GET',
    url: '/blade-user/verifyPhone',
    auth: 'public',
    input: v.object({ phone: vMobile() }),
    // answers alike for every well-formed phone, like sendSms: a public call must not tell who has an
    // account (issue 15); an unknown phone simply never receives a code, and its change is refused
    handler: async ({ req, services }) => {
      await requireTenantHeader(req, services);
      return true;
    },
  }),

  route({
    method: 'GET',
    url: '/blade-user/sendSms',
    auth: 'public',
    input: v.object({ phone: vMobile() }),
    msg: msg('smsSent'),
    handler: async ({ req, input, services }) => {
      const t = await requireTenantHeader(req, services);
      // an unknown phone gets the same answers, the resend wait included: the endpoint must not reveal who has an account
      const registered = !!(await userByPhone(services, t, input.phone));
      await sendCode(services.db, services.sms, services.now(), { tenantId: t, phone: input.phone, purpose: 'reset-password', unregistered: !registered });
      return true;
    },
  }),

  route({
    method: 'POST',
    url: '/blade-user/changePasswordBySmsCodeAndPhone',
    auth: 'public',
    input: v.object({ phone: vMobile(), smsCode: vSmsCode(), newPassword: vLoginPassword() }),
    msg: msg('passwordChangedRelogin'),
    handler: async ({ req, input, services }) => {
      const t = await requireTenantHeader(req, services);
      const u = await userByPhone(services, t, input.phone);
      if (!u) throw fail(Codes.SMS_CODE_WRONG);
      await consumeCode(services.db, services.now(), { tenantId: t, phone: input.phone, purpose: 'reset-password', code: input.smsCode });
      const passwordHash = await hash(input.newPassword);
      const now = services.now();
      await services.db.transaction(async (tx) => {
        await tx.update(user).set({ passwordHash, passwordIsInitial: false, updateTime: now }).where(eq(user.id, u.id));
        await endSessions(tx, u.id, now);
      });
      return true;
    },
  }),

  route({
    method: 'GET',
    url: '/blade-user/getImageCode',
    input: noInput,
    handler: async ({ auth, services }) => {
      const { img } = await issueCaptcha(services.db, services.captcha, services.now(), auth.tenantId, auth.userId);
      const u = await currentUser(services, auth);
      return { img, account: u.account, phone: u.phone ? maskAccount(u.phone) : '' };
    },
  }),

  route({
    method: 'GET',
    url: '/blade-user/sendSmsByImgCode',
    input: v.object({ imgCode: vCaptcha() }),
    msg: msg('smsSent'),
    handler: async ({ auth, services, input, lang }) => {
      await consumeCaptcha(services.db, services.now(), auth.userId, input.imgCode);
      const u = await currentUser(services, auth);
      if (!u.phone) throw new ApiError(Codes.BAD_REQUEST, msg('userHasNoPhone', lang));
      await sendCode(services.db, services.sms, services.now(), { tenantId: auth.tenantId, phone: u.phone, purpose: 'operating-code' });
      return true;
    },
  }),

  route({
    method: 'POST',
    url: '/blade-user/setOperatingCode',
    input: v.object({ smsCode: vSmsCode(), operatingCode: vHashedCode() }),
    msg: msg('setSuccess'),
    handler: async ({ auth, services, input, lang }) => {
      const u = await currentUser(services, auth);
      if (!u.phone) throw new ApiError(Codes.BAD_REQUEST, msg('userHasNoPhone', lang));
      await consumeCode(services.db, services.now(), { tenantId: auth.tenantId, phone: u.phone, purpose: 'operating-code', code: input.smsCode });
      await services.db
        .update(user)
        .set({ operatingCodeHash: await hash(input.operatingCode), updateUser: u.id, updateTime: services.now() })
        .where(eq(user.id, u.id));
      return true;
    },
  }),

  route({
    method: 'POST',
    url: '/blade-user/updateOperatingCode',
    input: v.object({ operatingCode: vHashedCode(), newOperatingCode: vHashedCode() }),
    msg: msg('changed'),
    handler: async ({ auth, services, input }) => {
      await requireOperatingCode(services, auth, input.operatingCode);
      await services.db
        .update(user)
        .set({ operatingCodeHash: await hash(input.newOperatingCode), updateUser: auth.userId, updateTime: services.now() })
        .where(eq(user.id, auth.userId));
      return true;
    },
  }),

  route({
    method: 'POST',
    url: '/blade-user/checkOperationCode',
    input: v.object({ operatingCode: v.pipe(v.string(), v.maxLength(128)) }),
    handler: async ({ auth, services, input }) => {
      await requireOperatingCode(services, auth, input.operatingCode);
      return true;
    },
  }),

  route({
    method: 'GET',
    url: '/blade-user/hasOperationPassword',
    input: noInput,
    handler: async ({ auth, services }) => {
      const u = await currentUser(services, auth);
      return Boolean(u.operatingCodeHash);
    },
  }),
];
