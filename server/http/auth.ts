import { READ_TTL_MS } from './read-cache';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { Codes } from '../../src/domain/codes';
import { msg } from '../../src/domain/messages';
import type { Services } from '../services';
import { authSession, role, tenant, user } from '../db/schema';
import { verifyJwt } from './jwt';
import { ApiError, fail, unauthorized } from './envelope';
import { langOf } from './lang';

export interface AuthContext {
  sessionId: string;
  tenantId: string;
  userId: string;
  storeId: string | null;
  roleId: string;
  roleAlias: string;
  roleName: string;
  account: string;
  /** the tenant super-admin (role alias admin) */
  isAdmin: boolean;
  /** still on the tenant's initial password: route() lets through only the change and sign-out */
  passwordIsInitial: boolean;
}

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers['blade-auth'];
  const value = Array.isArray(h) ? h[0] : h;
  if (!value) return null;
  const m = /^bearer\s+(.+)$/i.exec(value.trim());
  return m ? m[1].trim() : null;
}

/**
 * The tenant whose data a call works on: the signed token's, else (before sign-in) the Tenant-Id
 * header's. It only narrows what the call can reach (data-context.ts); the checks come after.
 */
export function requestTenant(req: FastifyRequest, services: Services): string {
  const token = bearerToken(req);
  const claims = token ? verifyJwt(token, services.secret, services.now().getTime()) : null;
  if (claims) return claims.tid;
  const h = req.headers['tenant-id'];
  return String((Array.isArray(h) ? h[0] : h) ?? '').trim();
}

/**
 * Checks the token and the session behind it, in this order: bad or expired token 401; a session
 * superseded by a newer login 59998; ended or revoked 401; disabled account or expired tenant 59997.
 */
export async function authenticate(req: FastifyRequest, services: Services, required: boolean): Promise<AuthContext | null> {
  const token = bearerToken(req);
  if (!token) {
    if (required) throw unauthorized();
    return null;
  }
  const claims = verifyJwt(token, services.secret, services.now().getTime());
  if (!claims) {
    if (required) throw unauthorized();
    return null;
  }
  const rows = await services.cache.get(claims.tid, `session:${claims.sid}:${claims.rol}`, READ_TTL_MS.session, () => services.db
    .select({
      status: authSession.status,
      userStatus: user.status,
      userDeleted: user.isDeleted,
      passwordIsInitial: user.passwordIsInitial,
      tenantStatus: tenant.status,
      expireTime: tenant.expireTime,
      roleAlias: role.roleAlias,
      roleName: role.roleName,
    })
    .from(authSession)
    .innerJoin(user, eq(user.id, authSession.userId))
    .innerJoin(tenant, eq(tenant.tenantId, authSession.tenantId))
    .leftJoin(role, eq(role.id, claims.rol))
    .where(eq(authSession.id, claims.sid))
    .limit(1));
  const row = rows[0];
  if (!row) throw unauthorized();
  if (row.status === 'superseded') throw fail(Codes.OTHER_DEVICE);
  if (row.status !== 'active') throw unauthorized();
  const lang = langOf(req);
  assertAccountUsable(row, services.now(), lang);
  return {
    sessionId: claims.sid,
    tenantId: claims.tid,
    userId: claims.uid,
    storeId: claims.sto,
    roleId: claims.rol,
    roleAlias: row.roleAlias ?? '',
    roleName: row.roleName ?? '',
    account: claims.acc,
    isAdmin: row.roleAlias === 'admin',
    passwordIsInitial: !!row.passwordIsInitial,
  };
}

export function assertAccountUsable(
  row: { userStatus: number; userDeleted: number; tenantStatus: number; expireTime: Date | null },
  now: Date,
  lang: 'zh' | 'en' = 'zh',
): void {
  if (row.userStatus !== 1 || row.userDeleted !== 0) {
    throw new ApiError(Codes.ACCOUNT_BLOCKED, msg('accountDisabled', lang));
  }
  if (row.tenantStatus !== 1 || (row.expireTime && row.expireTime.getTime() <= now.getTime())) {
    throw new ApiError(Codes.ACCOUNT_BLOCKED, msg('tenantExpired', lang));
  }
}
