/** Sessions and tokens: one live session per account, rotating refresh tokens stored hashed. */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TokenData } from '../../../src/domain/session';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { authRefreshToken, authSession } from '../../db/schema';
import type { Services } from '../../services';
import { randomToken, sha256Hex, signJwt } from '../../http/jwt';
import { unauthorized } from '../../http/envelope';

export interface TokenSubject {
  tenantId: string;
  userId: string;
  account: string;
  nickName: string;
  avatar: string | null;
  storeId: string | null;
  roleId: string;
  roleAlias: string;
  roleName: string;
}

export type TokenAnswer = TokenData;

/** Starts a new session and makes every older session of the account answer 59998. */
export async function startSession(
  tx: Tx,
  services: Services,
  subject: TokenSubject,
  clientId: string,
  ip: string,
): Promise<TokenAnswer> {
  const now = services.now();
  await tx
    .update(authSession)
    .set({ status: 'superseded', endTime: now })
    .where(and(eq(authSession.userId, subject.userId), eq(authSession.status, 'active')));
  return openSession(tx, services, subject, { tenantId: subject.tenantId, userId: subject.userId, clientId, ip, createTime: now, expireTime: new Date(now.getTime() + services.config.refreshTokenMs) });
}

/** A new active session bound to the subject's store, and its tokens. */
async function openSession(
  tx: Tx,
  services: Services,
  subject: TokenSubject,
  s: { tenantId: string; userId: string; clientId: string; ip: string | null; createTime: Date; expireTime: Date },
): Promise<TokenAnswer> {
  const sessionId = newId();
  await tx.insert(authSession).values({ id: sessionId, ...s, storeId: subject.storeId, status: 'active' });
  return issueTokens(tx, services, sessionId, subject);
}

/**
 * A store switch: the session goes on as a new one bound to the new store, and the old one ends, so
 * the access token issued for the old store answers 401 from now on (not 59998: no other device
 * signed in). The session keeps its end: a switch does not lengthen it.
 */
export async function switchSession(tx: Tx, services: Services, oldSessionId: string, subject: TokenSubject): Promise<TokenAnswer> {
  const now = services.now();
  const [old] = await tx
    .update(authSession)
    .set({ status: 'ended', endTime: now })
    .where(and(eq(authSession.id, oldSessionId), eq(authSession.status, 'active')))
    .returning();
  // ended by a concurrent switch or sign-out in the meantime
  if (!old) throw unauthorized();
  await retireRefreshTokens(tx, oldSessionId, now);
  return openSession(tx, services, subject, { tenantId: old.tenantId, userId: old.userId, clientId: old.clientId, ip: old.ip, createTime: now, expireTime: old.expireTime });
}

/** Signs an access token and stores a new refresh token of the session. */
export async function issueTokens(tx: Tx, services: Services, sessionId: string, s: TokenSubject): Promise<TokenAnswer> {
  const now = services.now();
  const refresh = randomToken();
  await tx.insert(authRefreshToken).values({
    tokenHash: sha256Hex(refresh),
    sessionId,
    createTime: now,
    expireTime: new Date(now.getTime() + services.config.refreshTokenMs),
  });
  const iat = Math.floor(now.getTime() / 1000);
  const access = signJwt(
    {
      sid: sessionId,
      uid: s.userId,
      tid: s.tenantId,
      sto: s.storeId,
      rol: s.roleId,
      acc: s.account,
      iat,
      exp: iat + Math.floor(services.config.accessTokenMs / 1000),
    },
    services.secret,
  );
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: Math.floor(services.config.accessTokenMs / 1000),
    tenant_id: s.tenantId,
    user_id: s.userId,
    account: s.account,
    nick_name: s.nickName,
    avatar: s.avatar ?? '',
    role_name: s.roleAlias,
    role_label: s.roleName,
    store_id: s.storeId,
  };
}

/** Marks every unused refresh token of the session used (store switch, logout). */
export async function retireRefreshTokens(tx: Tx, sessionId: string, now: Date): Promise<void> {
  await tx
    .update(authRefreshToken)
    .set({ usedTime: now })
    .where(and(eq(authRefreshToken.sessionId, sessionId), isNull(authRefreshToken.usedTime)));
}

/** Ends sessions of a user: all of them, or all but one. */
export async function endSessions(tx: Tx, userId: string, now: Date, status: 'ended' | 'revoked' = 'ended', exceptSessionId?: string): Promise<void> {
  const where = exceptSessionId
    ? and(eq(authSession.userId, userId), eq(authSession.status, 'active'), ne(authSession.id, exceptSessionId))
    : and(eq(authSession.userId, userId), eq(authSession.status, 'active'));
  await tx.update(authSession).set({ status, endTime: now }).where(where);
}
