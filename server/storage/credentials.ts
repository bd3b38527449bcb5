/**
 * Temporary upload credentials (crm-anhua/file/get_oss_auth) behind one interface: the embedded
 * store's own stateless STS-like credentials (this file), or Aliyun STS (aliyun-sts.ts).
 *
 * Embedded credentials need no table: any server process that shares the database secret checks them.
 *   accessKeyId     'STS.' + random
 *   accessKeySecret base64url(HMAC-SHA256(secret, 'oss-key:' + accessKeyId))
 *   securityToken   base64url(JSON {keyId, tenantId, userId, dir, exp}) + '.' + base64url(HMAC-SHA256(secret, 'oss-token:' + payload))
 * The prefixes keep these MACs apart from each other and from the access-token JWT made with the same secret.
 */
import crypto from 'node:crypto';
import { EMBEDDED_BUCKET, tenantUploadDir } from '../../src/domain/upload';

/** The answer of get_oss_auth: what the browser passes to `new OSS({...})`. */
export interface OssCredentials {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  region: string;
  bucket: string;
  endpoint: string;
  /** ISO time after which the store refuses the credentials */
  expiration: string;
  /** folder every object name must start with: commonFile/<tenantId>/ */
  dir: string;
  provider: 'embedded' | 'aliyun';
  /** ali-oss option: true puts the bucket in the path (embedded store), false in the host name (Aliyun) */
  sldEnable: boolean;
}

export interface CredentialRequest {
  tenantId: string;
  userId: string;
  /** origin the browser reached this server at (the embedded endpoint), e.g. http://host:8080 */
  origin: string;
  now: Date;
}

export interface CredentialProvider {
  readonly name: OssCredentials['provider'];
  issue(req: CredentialRequest): Promise<OssCredentials>;
}

export { EMBEDDED_BUCKET };
/** ali-oss only uses the region when the endpoint is an IP address (a Host header browsers ignore). */
export const EMBEDDED_REGION = 'oss-anhua-local';
/** Validity of temporary credentials: 15 minutes (Aliyun STS's minimum as well). */
export const CREDENTIAL_TTL_MS = 15 * 60_000;

export interface TokenClaims {
  keyId: string;
  tenantId: string;
  userId: string;
  dir: string;
  /** expiry, epoch milliseconds */
  exp: number;
}

const mac = (secret: string, purpose: string, text: string) => crypto.createHmac('sha256', secret).update(`${purpose}:${text}`).digest('base64url');

export function accessKeySecretFor(secret: string, keyId: string): string {
  return mac(secret, 'oss-key', keyId);
}

export function signSecurityToken(secret: string, claims: TokenClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(secret, 'oss-token', payload)}`;
}

function equalText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks the token's MAC and expiry; the caller also compares claims.keyId with the request's key id. */
export function verifySecurityToken(secret: string, token: string, nowMs: number): TokenCheck {
  const dot = token.indexOf('.');
  if (dot <= 0) return { ok: false, reason: 'invalid' };
  const payload = token.slice(0, dot);
  if (!equalText(token.slice(dot + 1), mac(secret, 'oss-token', payload))) return { ok: false, reason: 'invalid' };
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.keyId !== 'string' || typeof claims.dir !== 'string' || typeof claims.exp !== 'number' || typeof claims.tenantId !== 'string') {
    return { ok: false, reason: 'invalid' };
  }
  if (claims.exp <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/** Credentials for the store this server answers itself. */
export function embeddedProvider(secret: string): CredentialProvider {
  return {
    name: 'embedded',
    async issue(req) {
      const keyId = `STS.${crypto.randomBytes(18).toString('base64url')}`;
      const exp = req.now.getTime() + CREDENTIAL_TTL_MS;
      const dir = tenantUploadDir(req.tenantId);
      return {
        accessKeyId: keyId,
        accessKeySecret: accessKeySecretFor(secret, keyId),
        securityToken: signSecurityToken(secret, { keyId, tenantId: req.tenantId, userId: req.userId, dir, exp }),
        region: EMBEDDED_REGION,
        bucket: EMBEDDED_BUCKET,
        endpoint: req.origin,
        expiration: new Date(exp).toISOString(),
        dir,
        provider: 'embedded',
        sldEnable: true,
      };
    },
  };
}
