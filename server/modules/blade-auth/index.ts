/** blade-auth: the OAuth password and refresh grants, store switch, user info and logout. */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyRequest } from 'fastify';
import { Codes } from '../../../src/domain/codes';
import type { UserInfo } from '../../../src/domain/session';
import { msg } from '../../../src/domain/messages';
import type { Services } from '../../services';
import { newId } from '../../db/ids';
import { authLoginFailure, authLoginSlowdown, authRefreshToken, authSession, client, store, tenant, user } from '../../db/schema';
import { ApiError, fail, unauthorized } from '../../http/envelope';
import { route, type Registrable } from '../../http/route';
import { noInput, vId } from '../../http/input';
import { assertAccountUsable } from '../../http/auth';
import { requireTenantRow } from '../../http/tenant';
import { safeEqualHex, sha256Hex } from '../../http/jwt';
import { buttonCodes } from '../../http/permissions';
import { issueTokens, retireRefreshTokens, startSession, switchSession } from './tokens';
import { resolveSubject } from './subject';

/**
 * Throttling (ASVS V2.2.1) that a stranger cannot turn against a user: failures are counted per
 * account and address together, and per address over all accounts; either refuses further tries for
 * the window. An account attacked from many addresses is only slowed, never locked: its attempts wait
 * longer the more it failed in the hour, one at a time, so its owner still signs in from their own
 * address during an attack (docs/auth.md).
 */
export const THROTTLE = {
  pair: { max: 10, windowMs: 15 * 60_000 },
  address: { max: 100, windowMs: 15 * 60_000 },
  account: { free: 10, windowMs: 60 * 60_000, stepMs: 200, maxDelayMs: 5_000 },
};

// a real argon2id hash to verify against when the account does not exist, so both paths cost the same
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hash('not-a-real-password-0'));

function header(req: FastifyRequest, name: string): string {
  const h = req.headers[name];
  return (Array.isArray(h) ? h[0] : h ?? '').trim();
}

/** The Basic client header: `Authorization: Basic base64(clientId:secret)` against blade_client. */
async function requireClient(req: FastifyRequest, services: Services): Promise<string> {
  const m = /^basic\s+(.+)$/i.exec(header(req, 'authorization'));
  if (!m) throw fail(Codes.CLIENT_INVALID);
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const sep = decoded.indexOf(':');
  if (sep < 1) throw fail(Codes.CLIENT_INVALID);
  const clientId = decoded.slice(0, sep);
  const secret = decoded.slice(sep + 1);
  const [row] = await services.db
    .select({ hash: client.clientSecretHash })
    .from(client)
    .where(and(eq(client.clientId, clientId), eq(client.isDeleted, 0)))
    .limit(1);
  if (!row || !safeEqualHex(row.hash, sha256Hex(secret))) throw fail(Codes.CLIENT_INVALID);
  return clientId;
}

async function failures(services: Services, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await services.db.select({ n: count() }).from(authLoginFailure).where(where);
  return Number(row?.n ?? 0);
}

/** Checked before any hashing, so a flood of guesses costs the server nothing. */
async function assertNotThrottled(services: Services, tenantId: string, account: string, ip: string, lang: 'zh' | 'en') {
  const now = services.now().getTime();
  const since = (ms: number) => new Date(now - ms);
  const pair = await failures(
    services,
    and(eq(authLoginFailure.tenantId, tenantId), eq(authLoginFailure.account, account), eq(authLoginFailure.ip, ip), gt(authLoginFailure.createTime, since(THROTTLE.pair.windowMs))),
  );
  const addr = pair >= THROTTLE.pair.max ? 0 : await failures(services, and(eq(authLoginFailure.ip, ip), gt(authLoginFailure.createTime, since(THROTTLE.address.windowMs))));
  if (pair >= THROTTLE.pair.max || addr >= THROTTLE.address.max) {
    throw new ApiError(Codes.LOGIN_THROTTLED, msg('throttledMinutes', lang, { n: 15 }));
  }
}

/** How long an attempt on the account waits: nothing until it has failed `free` times in the hour from anywhere. */
async function accountDelayMs(services: Services, tenantId: string, account: string): Promise<number> {
  const { free, windowMs, stepMs, maxDelayMs } = THROTTLE.account;
  const n = await failures(
    services,
    and(eq(authLoginFailure.tenantId, tenantId), eq(authLoginFailure.account, account), gt(authLoginFailure.createTime, new Date(services.now().getTime() - windowMs))),
  );
  return n < free ? 0 : Math.min(maxDelayMs, stepMs * (n - free + 1));
}

/**
 * Attempts on one slowed account wait in line, one `delayMs` after the other, across every server
 * process: each reserves its turn in the database (one atomic upsert, so two attempts never get the
 * same turn) and then waits for it.
 */
async function waitTurn(services: Services, tenantId: string, account: string, delayMs: number): Promise<void> {
  if (delayMs <= 0) return;
  const now = services.now();
  const [turn] = await services.db
    .insert(authLoginSlowdown)
    .values({ tenantId, account, nextAt: new Date(now.getTime() + delayMs) })
    .onConflictDoUpdate({
      target: [authLoginSlowdown.tenantId, authLoginSlowdown.account],
      set: { nextAt: sql`greatest(${authLoginSlowdown.nextAt}, ${now.toISOString()}::timestamptz) + ${delayMs} * interval '1 millisecond'` },
    })
    .returning({ nextAt: authLoginSlowdown.nextAt });
  const wait = turn.nextAt.getTime() - now.getTime();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

const TokenInput = v.object({
  grant_type: v.picklist(['password', 'refresh_token'], '不支持的授权类型'),
  tenantId: v.optional(v.pipe(v.string(), v.maxLength(12, '租户信息错误'))),
  username: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(45, '用户名或密码错误'))),
  password: v.optional(v.pipe(v.string(), v.maxLength(128, '用户名或密码错误'))),
  refresh_token: v.optional(v.pipe(v.string(), v.maxLength(200, '登录已过期，请重新登录'))),
  scope: v.optional(v.string()),
  type: v.optional(v.string()),
});

export const bladeAuthRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/blade-auth/oauth/token',
    auth: 'public',
    input: TokenInput,
    handler: async ({ req, input, services, lang, ip }) => {
      const clientId = await requireClient(req, services);
      const t = await requireTenantRow(req, services, input.tenantId);
      if (input.grant_type === 'refresh_token') return refreshGrant(services, clientId, t.tenantId, input.refresh_token ?? '', lang);
      const account = input.username ?? '';
      const password = input.password ?? '';
      if (!account || !password) throw fail(Codes.LOGIN_FAILED);
      await assertNotThrottled(services, t.tenantId, account, ip, lang);
      await waitTurn(services, t.tenantId, account, await accountDelayMs(services, t.tenantId, account));
      const [u] = await services.db
        .select()
        .from(user)
        .where(and(eq(user.tenantId, t.tenantId), eq(user.account, account), eq(user.isDeleted, 0)))
        .limit(1);
      const good = await verify(u?.passwordHash ?? (await getDummyHash()), password).catch(() => false);
      if (!u || !good) {
        await services.db.insert(authLoginFailure).values({ id: newId(), tenantId: t.tenantId, account, ip, createTime: services.now() });
        throw fail(Codes.LOGIN_FAILED);
      }
      assertAccountUsable(
        { userStatus: u.status, userDeleted: u.isDeleted, tenantStatus: t.status, expireTime: t.expireTime },
        services.now(),
        lang,
      );
      const subject = await resolveSubject(services.db, u);
      return services.db.transaction(async (tx) => {
        // the owner's own failures from this address are forgiven; a stranger's elsewhere still count
        await tx.delete(authLoginFailure).where(and(eq(authLoginFailure.tenantId, t.tenantId), eq(authLoginFailure.account, account), eq(authLoginFailure.ip, ip)));
        return startSession(tx, services, subject, clientId, ip);
      });
    },
  }),

  route({
    method: 'GET',
    url: '/blade-auth/oauth/modifyToken',
    input: v.object({ storeId: vId('storeId格式错误') }),
    handler: async ({ input, auth, services }) => {
      const [u] = await services.db.select().from(user).where(eq(user.id, auth.userId)).limit(1);
      const subject = await resolveSubject(services.db, u, input.storeId);
      return services.db.transaction((tx) => switchSession(tx, services, auth.sessionId, subject));
    },
  }),

  route({
    method: 'GET',
    url: '/user/getUserInfo',
    input: noInput,
    onInitialPassword: true,
    handler: async ({ auth, services }): Promise<UserInfo> => {
      const [u] = await services.db.select().from(user).where(eq(user.id, auth.userId)).limit(1);
      const [s] = auth.storeId
        ? await services.db.select({ id: store.id, branchName: store.branchName, status: store.status }).from(store).where(eq(store.id, auth.storeId)).limit(1)
        : [];
      return {
        user_id: u.id,
        tenant_id: u.tenantId,
        account: u.account,
        nick_name: u.name,
        real_name: u.realName,
        avatar: u.avatar ?? '',
        phone: u.phone,
        email: u.email,
        role_name: auth.roleAlias,
        role_label: auth.roleName,
        store_id: auth.storeId,
        storeInfo: s ?? null,
        isAdmin: auth.isAdmin,
        permission: Object.fromEntries((await buttonCodes(services, auth)).map((c) => [c, true as const])),
      };
    },
  }),

  route({
    method: ['GET', 'POST'],
    url: '/user/logout',
    input: noInput,
    onInitialPassword: true,
    handler: async ({ auth, services }) => {
      const now = services.now();
      await services.db.transaction(async (tx) => {
        await tx.update(authSession).set({ status: 'ended', endTime: now }).where(eq(authSession.id, auth.sessionId));
        await retireRefreshTokens(tx, auth.sessionId, now);
      });
      return true;
    },
  }),
];

async function refreshGrant(services: Services, clientId: string, tenantId: string, token: string, lang: 'zh' | 'en') {
  if (!token) throw unauthorized(msg('refreshInvalid', lang));
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ tokenHash: authRefreshToken.tokenHash, sessionId: authRefreshToken.sessionId, usedTime: authRefreshToken.usedTime, expireTime: authRefreshToken.expireTime })
      .from(authRefreshToken)
      .where(eq(authRefreshToken.tokenHash, sha256Hex(token)))
      .for('update')
      .limit(1);
    if (!row) throw unauthorized(msg('refreshInvalid', lang));
    const [sess] = await tx.select().from(authSession).where(eq(authSession.id, row.sessionId)).limit(1);
    if (!sess || sess.tenantId !== tenantId || sess.clientId !== clientId) throw unauthorized(msg('refreshInvalid', lang));
    if (row.usedTime) {
      // a refresh token used twice was stolen or replayed: end the whole family
      await tx.update(authSession).set({ status: 'revoked', endTime: now }).where(and(eq(authSession.id, sess.id), eq(authSession.status, 'active')));
      await retireRefreshTokens(tx, sess.id, now);
      return { revoked: true as const };
    }
    if (sess.status === 'superseded') throw fail(Codes.OTHER_DEVICE);
    if (sess.status !== 'active' || row.expireTime.getTime() <= now.getTime()) throw unauthorized(msg('refreshInvalid', lang));
    const [u] = await tx.select().from(user).where(eq(user.id, sess.userId)).limit(1);
    const [t] = await tx.select().from(tenant).where(eq(tenant.tenantId, sess.tenantId)).limit(1);
    assertAccountUsable({ userStatus: u.status, userDeleted: u.isDeleted, tenantStatus: t.status, expireTime: t.expireTime }, now, lang);
    await tx.update(authRefreshToken).set({ usedTime: now }).where(eq(authRefreshToken.tokenHash, row.tokenHash));
    const subject = await resolveSubject(tx, u, sess.storeId);
    return issueTokens(tx, services, sess.id, subject);
  }).then((answer) => {
    // the revocation must commit, so the refusal is thrown after the transaction
    if ('revoked' in answer) throw unauthorized(msg('refreshInvalid', lang));
    return answer;
  });
}

