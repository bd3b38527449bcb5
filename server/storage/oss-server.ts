/**
 * The embedded object store: the OSS calls the browser's ali-oss makes, answered path-style under
 * /anhua-oss/<key> on this server's own host (ali-oss option sldEnable: true), files on local disk.
 *
 *   PUT    /anhua-oss/<key>                        PutObject
 *   POST   /anhua-oss/<key>?uploads                InitiateMultipartUpload
 *   PUT    /anhua-oss/<key>?partNumber=n&uploadId  UploadPart
 *   POST   /anhua-oss/<key>?uploadId               CompleteMultipartUpload
 *   DELETE /anhua-oss/<key>?uploadId               AbortMultipartUpload
 *   GET    /anhua-oss/<key>, HEAD                  GetObject, HeadObject: anonymous allowed (docs/storage.md)
 *
 * Writes need the V1 header signature of temporary credentials from get_oss_auth; the check runs
 * in onRequest, before any body is read. An encapsulated plugin: its catch-all buffer parser and
 * XML error answers do not touch /api.
 */
import path from 'node:path';
import crypto from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../src/domain/upload';
import type { Config } from '../config';
import type { Services } from '../services';
import { accessKeySecretFor, EMBEDDED_BUCKET, verifySecurityToken, type TokenClaims } from './credentials';
import { DiskStore, tooLarge, type CompletePart, type StoredObject } from './disk-store';
import { errorXml, OssError, xmlEscape } from './oss-error';
import { canonicalResource, ossSignature, parseAuthorization, parseQuery, stringToSign } from './oss-signature';

/** Largest object, and largest request body, the store accepts: 100 MiB. */
export const OSS_MAX_OBJECT_BYTES = UPLOAD_MAX_BYTES;
/** Requests dated further than this from the server clock are refused (as OSS does). */
const MAX_SKEW_MS = 15 * 60_000;
const PREFIX = `/${EMBEDDED_BUCKET}`;
/** Content types served as they are; anything else (html, svg, xml, scripts) is sent as an attachment in a sandbox. */
const INLINE_TYPES = /^(image\/(png|jpe?g|gif|webp|bmp|x-icon)|application\/(pdf|octet-stream|zip|msword|vnd\.(ms-|openxmlformats-)[\w.+-]+)|video\/[\w.+-]+|audio\/[\w.+-]+|text\/plain)(;|$)/i;
/** Request headers kept with an object and answered on GET and HEAD. */
const KEPT_HEADERS = ['content-disposition', 'cache-control', 'content-encoding', 'content-language', 'expires'];
/** GET sub-resources naming other operations than GetObject, which this store does not offer. */
const OTHER_GET_OPERATIONS = ['acl', 'uploads', 'uploadId', 'tagging', 'symlink', 'objectMeta', 'versions', 'location'];

export function ossRoot(config: Config): string {
  return config.ossDir ?? path.join(config.dataDir, 'oss');
}

interface OssContext {
  key: string;
  query: Map<string, string>;
  requestId: string;
  /** the token of a signed request; null when anonymous */
  claims: TokenClaims | null;
}

const contexts = new WeakMap<FastifyRequest, OssContext>();

const headerText = (v: string | string[] | undefined): string => (Array.isArray(v) ? v.join(',') : (v ?? ''));

function baseHeaders(req: FastifyRequest, reply: FastifyReply, requestId: string): void {
  reply.header('x-oss-request-id', requestId);
  reply.header('server', 'AnhuaOSS');
  if (req.headers.origin) {
    // credentials travel in headers, never in cookies, so any origin may call
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', 'ETag, x-oss-request-id, x-oss-err, Content-Length, Content-Range, x-oss-object-type, Last-Modified');
  }
}

function invalidName(): OssError {
  return new OssError(400, 'InvalidObjectName', 'The specified object name is not valid.');
}

/** Object names the store writes: no dot segments (a browser would resolve them into another folder), no empty segments, no control characters. */
function checkWritableKey(key: string): void {
  if (!key || key.startsWith('/') || key.includes('//') || Buffer.byteLength(key, 'utf8') > 1023) throw invalidName();
  if (key.includes('\\') || [...key].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) throw invalidName();
  if (key.split('/').some((s) => s === '.' || s === '..')) throw invalidName();
}

function keptHeaders(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (KEPT_HEADERS.includes(name) || name.startsWith('x-oss-meta-')) out[name] = headerText(value);
  }
  return out;
}

function parseCompleteXml(body: Buffer | undefined): CompletePart[] {
  const xml = body ? body.toString('utf8') : '';
  if (!/<CompleteMultipartUpload[\s>]/.test(xml)) {
    throw new OssError(400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema.');
  }
  return [...xml.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((m) => {
    const n = /<PartNumber>\s*(\d+)\s*<\/PartNumber>/.exec(m[1]);
    const e = /<ETag>([\s\S]*?)<\/ETag>/.exec(m[1]);
    if (!n || !e) throw new OssError(400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema.');
    return { partNumber: Number(n[1]), etag: e[1].replace(/&quot;|"/g, '').trim().toUpperCase() };
  });
}

function xmlReply(reply: FastifyReply, root: string, fields: Record<string, string>): FastifyReply {
  const inner = Object.entries(fields)
    .map(([k, v]) => `  <${k}>${xmlEscape(v)}</${k}>\n`)
    .join('');
  return reply.type('application/xml').send(`<?xml version="1.0" encoding="UTF-8"?>\n<${root}>\n${inner}</${root}>\n`);
}

/** A single `bytes=a-b` range: 'all' when absent or malformed (OSS then answers the whole object), null when unsatisfiable. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'all' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'all';
  if (m[1] === '') {
    const n = Math.min(Number(m[2]), size);
    return n === 0 ? null : { start: size - n, end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return null;
  if (end < start) return 'all';
  return { start, end };
}

function objectHeaders(reply: FastifyReply, object: StoredObject, ctx: OssContext): void {
  reply.header('etag', `"${object.etag}"`);
  reply.header('last-modified', new Date(object.lastModified).toUTCString());
  reply.header('accept-ranges', 'bytes');
  reply.header('x-oss-object-type', object.type);
  reply.header('x-oss-storage-class', 'Standard');
  for (const [k, v] of Object.entries(object.headers)) reply.header(k, v);
  const disposition = ctx.query.get('response-content-disposition');
  if (disposition && /^[\t\x20-\x7e]*$/.test(disposition)) reply.header('content-disposition', disposition);
  reply.header('content-type', object.contentType);
  reply.header('x-content-type-options', 'nosniff');
  // objects are served on the app's own origin: a type a browser would run (html, svg...) must not run there
  if (!INLINE_TYPES.test(object.contentType)) {
    reply.header('content-security-policy', "sandbox; default-src 'none'");
    reply.header('content-disposition', 'attachment');
  }
}

export async function ossStore(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { services } = opts;
  const store = new DiskStore(() => ossRoot(services.config), OSS_MAX_OBJECT_BYTES);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: OSS_MAX_OBJECT_BYTES }, (_req, body, done) => done(null, body));

  /** Who may do what: runs before the body is read, so a refused upload costs nothing. */
  app.addHook('onRequest', async (req, reply) => {
    const requestId = crypto.randomBytes(12).toString('hex').toUpperCase();
    baseHeaders(req, reply, requestId);
    if (req.method === 'OPTIONS') return;
    const raw = req.raw.url ?? '';
    const q = raw.indexOf('?');
    const rawPath = q < 0 ? raw : raw.slice(0, q);
    let key: string;
    try {
      key = decodeURIComponent(rawPath.slice(PREFIX.length + 1));
    } catch {
      throw new OssError(400, 'InvalidURI', 'Could not parse the specified URI.');
    }
    const query = parseQuery(q < 0 ? '' : raw.slice(q + 1));
    if (!query) throw new OssError(400, 'InvalidArgument', 'Could not parse the query string.');
    const ctx: OssContext = { key, query: new Map(query), requestId, claims: null };
    contexts.set(req, ctx);

    const writing = req.method !== 'GET' && req.method !== 'HEAD';
    const authorization = headerText(req.headers.authorization);
    if (!authorization) {
      if (writing) throw new OssError(403, 'AccessDenied', 'You have no right to access this object because of bucket acl.');
      return;
    }
    const auth = parseAuthorization(authorization);
    if (!auth) throw new OssError(400, 'InvalidArgument', 'Authorization header is invalid.');
    const token = headerText(req.headers['x-oss-security-token']);
    const nowMs = services.now().getTime();
    const check = verifySecurityToken(services.secret, token, nowMs);
    if (!check.ok) {
      if (check.reason === 'expired') throw new OssError(403, 'SecurityTokenExpired', 'The security token you provided has expired.');
      throw new OssError(403, 'InvalidAccessKeyId', 'The OSS Access Key Id you provided does not exist in our records.');
    }
    if (check.claims.keyId !== auth.keyId) throw new OssError(403, 'InvalidAccessKeyId', 'The OSS Access Key Id you provided does not exist in our records.');
    const signed = stringToSign(req.method, req.headers, canonicalResource(EMBEDDED_BUCKET, key, query));
    const expected = ossSignature(accessKeySecretFor(services.secret, auth.keyId), signed);
    const given = Buffer.from(auth.signature);
    if (given.length !== Buffer.byteLength(expected) || !crypto.timingSafeEqual(given, Buffer.from(expected))) {
      throw Object.assign(new OssError(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.'), {
        extra: { StringToSign: signed, OSSAccessKeyId: auth.keyId },
      });
    }
    const dated = Date.parse(headerText(req.headers['x-oss-date']) || headerText(req.headers.date));
    if (Number.isNaN(dated)) throw new OssError(403, 'AccessDenied', 'The request has no valid Date or x-oss-date header.');
    if (Math.abs(dated - nowMs) > MAX_SKEW_MS) {
      throw Object.assign(new OssError(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.'), {
        extra: { ServerTime: new Date(nowMs).toISOString() },
      });
    }
    ctx.claims = check.claims;
    if (writing) {
      checkWritableKey(key);
      // the tenant's folder, commonFile/<tenantId>/, bounds every write
      if (!key.startsWith(check.claims.dir)) throw new OssError(403, 'AccessDenied', `Access denied: the credentials only allow object names under ${check.claims.dir}`);
    }
  });

  app.setErrorHandler((err: FastifyError | OssError, req, reply) => {
    const requestId = contexts.get(req)?.requestId ?? crypto.randomBytes(12).toString('hex').toUpperCase();
    let e: OssError;
    if (err instanceof OssError) e = err;
    else if ((err as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE' || (err as FastifyError).statusCode === 413) e = tooLarge(OSS_MAX_OBJECT_BYTES);
    else if ((err as FastifyError).statusCode && ((err as FastifyError).statusCode ?? 500) < 500) e = new OssError(400, 'InvalidArgument', err.message);
    else {
      req.log.error(err);
      e = new OssError(500, 'InternalError', 'We encountered an internal error. Please try again.');
    }
    const xml = errorXml(e, requestId, (err as { extra?: Record<string, string> }).extra ?? {});
    baseHeaders(req, reply, requestId);
    reply.status(e.status);
    if (req.method === 'HEAD') return reply.header('x-oss-err', Buffer.from(xml).toString('base64')).send();
    return reply.type('application/xml').send(xml);
  });

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method === 'OPTIONS') {
      return reply
        .header('access-control-allow-methods', 'GET, HEAD, PUT, POST, DELETE')
        .header('access-control-allow-headers', headerText(req.headers['access-control-request-headers']) || '*')
        .header('access-control-max-age', '600')
        .send();
    }
    const ctx = contexts.get(req) as OssContext;
    const { key, query } = ctx;
    const now = services.now();
    const origin = `${req.protocol}://${req.host}`;
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);

    if (req.method === 'GET' || req.method === 'HEAD') {
      if (!key) throw new OssError(403, 'AccessDenied', 'Listing the bucket is not allowed.');
      if (OTHER_GET_OPERATIONS.some((op) => query.has(op))) throw new OssError(501, 'NotImplemented', 'This operation is not supported by the embedded store.');
      const opened = await store.open(key);
      if (!opened) throw new OssError(404, 'NoSuchKey', 'The specified key does not exist.');
      const { object, handle } = opened;
      objectHeaders(reply, object, ctx);
      const inm = headerText(req.headers['if-none-match']);
      if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === `"${object.etag}"`)) {
        await handle.close();
        return reply.status(304).send();
      }
      const range = byteRange(headerText(req.headers.range) || undefined, object.size);
      if (range === null) {
        await handle.close();
        throw Object.assign(new OssError(416, 'InvalidRange', 'The requested range cannot be satisfied.'), { extra: { ActualObjectSize: String(object.size) } });
      }
      const { start, end } = range === 'all' ? { start: 0, end: object.size - 1 } : range;
      if (range !== 'all') reply.status(206).header('content-range', `bytes ${start}-${end}/${object.size}`);
      reply.header('content-length', String(Math.max(0, end - start + 1)));
      if (req.method === 'HEAD' || object.size === 0) {
        await handle.close();
        return reply.send();
      }
      return reply.send(handle.createReadStream({ start, end, autoClose: true }));
    }

    if (req.method === 'PUT') {
      if (query.has('uploadId') || query.has('partNumber')) {
        const etag = await store.uploadPart(query.get('uploadId') ?? '', key, Number(query.get('partNumber')), checkedBody(req, body));
        return reply.header('etag', `"${etag}"`).send();
      }
      if (['acl', 'tagging', 'symlink', 'append'].some((op) => query.has(op)) || req.headers['x-oss-copy-source']) {
        throw new OssError(501, 'NotImplemented', 'This operation is not supported by the embedded store.');
      }
      const contentType = headerText(req.headers['content-type']) || 'application/octet-stream';
      const stored = await store.put(key, checkedBody(req, body), contentType, keptHeaders(req), now);
      return reply.header('etag', `"${stored.etag}"`).header('content-length', '0').send();
    }

    if (req.method === 'POST') {
      if (query.has('uploads')) {
        const contentType = headerText(req.headers['content-type']) || 'application/octet-stream';
        const uploadId = await store.initiate(key, contentType, keptHeaders(req), now);
        return xmlReply(reply, 'InitiateMultipartUploadResult', { Bucket: EMBEDDED_BUCKET, Key: key, UploadId: uploadId });
      }
      if (query.has('uploadId')) {
        const stored = await store.complete(query.get('uploadId') ?? '', key, parseCompleteXml(body), now);
        reply.header('etag', `"${stored.etag}"`);
        return xmlReply(reply, 'CompleteMultipartUploadResult', {
          EncodingType: 'url',
          Location: `${origin}${PREFIX}/${encodeURIComponent(key).replace(/%2F/g, '/')}`,
          Bucket: EMBEDDED_BUCKET,
          Key: key,
          ETag: `"${stored.etag}"`,
        });
      }
      throw new OssError(501, 'NotImplemented', 'This operation is not supported by the embedded store.');
    }

    if (req.method === 'DELETE' && query.has('uploadId')) {
      await store.abort(query.get('uploadId') ?? '', key);
      return reply.status(204).send();
    }
    throw new OssError(501, 'NotImplemented', 'This operation is not supported by the embedded store.');
  };

  const methods = ['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'OPTIONS'];
  app.route({ method: methods, url: PREFIX, exposeHeadRoute: false, handler });
  app.route({ method: methods, url: `${PREFIX}/*`, exposeHeadRoute: false, handler });
}

/** The body, checked against Content-MD5 when the client sent one. */
function checkedBody(req: FastifyRequest, body: Buffer): Buffer {
  if (body.length > OSS_MAX_OBJECT_BYTES) throw tooLarge(OSS_MAX_OBJECT_BYTES);
  const md5 = headerText(req.headers['content-md5']);
  if (md5 && crypto.createHash('md5').update(body).digest('base64') !== md5) {
    throw new OssError(400, 'InvalidDigest', 'The Content-MD5 you specified was invalid.');
  }
  return body;
}

