/**
 * OSS header signature V1 as the server checks it (what ali-oss computes in lib/common/signUtils.js):
 *   Authorization: OSS <AccessKeyId>:base64(HMAC-SHA1(AccessKeySecret, StringToSign))
 *   StringToSign = VERB \n Content-MD5 \n Content-Type \n Date (x-oss-date when sent) \n
 *                  sorted lowercase x-oss-*:value lines \n /bucket/key[?sorted sub-resources]
 * Only the listed sub-resources are signed; other query parameters are not.
 */
import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** Query parameters that belong to the canonicalized resource (OSS's list). */
export const SIGNED_SUBRESOURCES: ReadonlySet<string> = new Set([
  'acl', 'append', 'bucketInfo', 'cname', 'comp', 'cors', 'delete', 'encryption', 'endTime', 'img', 'inventory',
  'inventoryId', 'lifecycle', 'live', 'location', 'logging', 'objectMeta', 'partNumber', 'policy', 'position', 'qos',
  'referer', 'replication', 'replicationLocation', 'replicationProgress', 'requestPayment', 'restore', 'security-token',
  'sequential', 'startTime', 'stat', 'status', 'style', 'styleName', 'symlink', 'tagging', 'uploadId', 'uploads',
  'versionId', 'versioning', 'versions', 'vod', 'website', 'worm', 'wormExtend', 'wormId', 'x-oss-ac-forward-allow',
  'x-oss-ac-source-ip', 'x-oss-ac-subnet-mask', 'x-oss-ac-vpc-id', 'x-oss-async-process', 'x-oss-process',
  'x-oss-request-payer', 'x-oss-traffic-limit', 'response-cache-control', 'response-content-disposition',
  'response-content-encoding', 'response-content-language', 'response-content-type', 'response-expires',
]);

/** Query parameters in arrival order, names and values percent-decoded ('+' stays '+', as ali-oss encodes a space as %20). */
export function parseQuery(rawQuery: string): Array<[string, string]> | null {
  const out: Array<[string, string]> = [];
  if (!rawQuery) return out;
  try {
    for (const part of rawQuery.split('&')) {
      if (!part) continue;
      const eq = part.indexOf('=');
      const name = decodeURIComponent(eq < 0 ? part : part.slice(0, eq));
      const value = eq < 0 ? '' : decodeURIComponent(part.slice(eq + 1));
      out.push([name, value]);
    }
  } catch {
    return null;
  }
  return out;
}

/** `/bucket/key` plus the signed sub-resources, sorted, `name` alone when empty else `name=value`. */
export function canonicalResource(bucket: string, key: string, query: Array<[string, string]>): string {
  const subs = query.filter(([k]) => SIGNED_SUBRESOURCES.has(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const base = `/${bucket}/${key}`;
  if (subs.length === 0) return base;
  return `${base}?${subs.map(([k, v]) => (v ? `${k}=${v}` : k)).join('&')}`;
}

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const v = headers[name];
  return Array.isArray(v) ? v.join(',') : (v ?? '');
};

export function stringToSign(method: string, headers: IncomingHttpHeaders, resource: string): string {
  const ossLines = Object.keys(headers)
    .filter((k) => k.startsWith('x-oss-'))
    .sort()
    .map((k) => `${k}:${header(headers, k).trim()}`);
  const date = header(headers, 'x-oss-date') || header(headers, 'date');
  return [method.toUpperCase(), header(headers, 'content-md5'), header(headers, 'content-type'), date, ...ossLines, resource].join('\n');
}

export function ossSignature(accessKeySecret: string, text: string): string {
  return crypto.createHmac('sha1', accessKeySecret).update(Buffer.from(text, 'utf8')).digest('base64');
}

/** `OSS <id>:<signature>` split, or null when the header is not of that form. */
export function parseAuthorization(value: string | undefined): { keyId: string; signature: string } | null {
  const m = /^OSS ([^:\s]+):(\S+)$/.exec((value ?? '').trim());
  return m ? { keyId: m[1], signature: m[2] } : null;
}
