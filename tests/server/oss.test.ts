/**
 * The embedded object store through ali-oss's own Node client on a real socket: credentials from
 * get_oss_auth, multipart and simple uploads, reads back, and the refusals (signature, expiry,
 * folder, size) with nothing stored. Plus the Aliyun STS request signature for known inputs.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import OSS from 'ali-oss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';
import { and, eq } from 'drizzle-orm';
import { DEMO_TENANT } from '../../server/db/seed';
import { newId } from '../../server/db/ids';
import { bladeOss } from '../../server/db/resource-tables/content';
import type { OssCredentials } from '../../server/storage/credentials';
import { DiskStore } from '../../server/storage/disk-store';
import { OSS_MAX_OBJECT_BYTES, ossRoot } from '../../server/storage/oss-server';
import { assumeRoleUrl, canonicalQuery, folderPolicy, percentEncode, rpcSignature } from '../../server/storage/aliyun-sts';
import { credentialProviderFor } from '../../server/storage/providers';
import { objectName } from '../../src/domain/upload';

let s: TestServer;
let tmp: string;
let base: string;
let host: string;
let token: string;

beforeAll(async () => {
  s = await startServer();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'anhua-oss-'));
  s.services.config.ossDir = tmp;
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  host = `127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
  base = `http://${host}`;
  token = (await login(s.app, 'admin', 'admin123')).access_token;
});
afterAll(async () => {
  await s?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

async function credentials(): Promise<OssCredentials> {
  const res = await call<OssCredentials>(s.app, 'GET', '/crm-anhua/file/get_oss_auth', { token, headers: { host } });
  expect(res.code).toBe(200);
  return res.data;
}

/** ali-oss as the browser sets it up from get_oss_auth (the Node build makes the same calls). */
function client(c: OssCredentials, override: Partial<{ accessKeySecret: string; stsToken: string }> = {}): OSS {
  const stsToken = override.stsToken ?? c.securityToken;
  const accessKeySecret = override.accessKeySecret ?? c.accessKeySecret;
  const options = {
    accessKeyId: c.accessKeyId,
    accessKeySecret,
    stsToken,
    refreshSTSToken: async () => ({ accessKeyId: c.accessKeyId, accessKeySecret, stsToken }),
    refreshSTSTokenInterval: 3600_000,
    bucket: c.bucket,
    endpoint: c.endpoint,
    region: c.region,
    sldEnable: c.sldEnable,
    timeout: 60_000,
  };
  return new OSS(options as OSS.Options);
}

const store = () => new DiskStore(() => ossRoot(s.services.config), OSS_MAX_OBJECT_BYTES);
const md5Upper = (b: Buffer) => crypto.createHash('md5').update(b).digest('hex').toUpperCase();
// a 1x1 transparent PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A request sent as written: fetch (like a browser) would fold dot segments of the path. */
function rawRequest(method: string, urlPath: string, body: Buffer, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const [hostname, port] = host.split(':');
    const req = http.request({ hostname, port: Number(port), method, path: urlPath, headers: { ...headers, 'content-length': String(body.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A V1-signed request written by hand, from the documented string to sign. */
function signedRequest(c: OssCredentials, method: string, key: string, body: Buffer, contentType: string | null, urlPath = `/anhua-oss/${encodeURI(key)}`) {
  const date = new Date().toUTCString();
  const signed = [method, '', contentType ?? '', date, `x-oss-date:${date}`, `x-oss-security-token:${c.securityToken}`, `/anhua-oss/${key}`].join('\n');
  return rawRequest(method, urlPath, body, {
    ...(contentType ? { 'content-type': contentType } : {}),
    'x-oss-date': date,
    'x-oss-security-token': c.securityToken,
    authorization: `OSS ${c.accessKeyId}:${crypto.createHmac('sha1', c.accessKeySecret).update(signed).digest('base64')}`,
  });
}

async function refusal(p: Promise<unknown>): Promise<{ code: string; status: number }> {
  try {
    await p;
  } catch (err) {
    const e = err as { code: string; status: number };
    return { code: e.code, status: e.status };
  }
  throw new Error('the store accepted the request');
}

describe('get_oss_auth', () => {
  it('answers 15-minute embedded credentials for the tenant folder, with this server as the endpoint', async () => {
    const c = await credentials();
    expect(c).toMatchObject({ bucket: 'anhua-oss', endpoint: base, dir: `commonFile/${DEMO_TENANT}/`, provider: 'embedded', sldEnable: true });
    expect(c.accessKeyId).toMatch(/^STS\./);
    expect(c.accessKeySecret.length).toBeGreaterThan(20);
    expect(c.securityToken).toContain('.');
    const ttl = Date.parse(c.expiration) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
  });

  it('needs a signed-in user', async () => {
    const res = await call(s.app, 'GET', '/crm-anhua/file/get_oss_auth', {});
    expect(res.status).toBe(401);
  });

  it('uses the embedded store for a tenant without an enabled Aliyun setting', async () => {
    expect((await credentialProviderFor(s.services, DEMO_TENANT)).name).toBe('embedded');
  });

  it("switches to Aliyun STS with the tenant's enabled Aliyun setting", async () => {
    const id = newId();
    const row = { id, tenantId: DEMO_TENANT, category: 2, ossCode: `aliyun-${id}`, endpoint: 'oss-cn-hangzhou.aliyuncs.com', bucketName: 'anhua-bucket', accessKey: 'LTAI-test', secretKey: 'secret-test', region: 'oss-cn-hangzhou', status: 1 };
    // one enabled setting per tenant: the seeded local one steps aside for the test
    const seededEnabled = (await s.database.ownerDb.select().from(bladeOss).where(and(eq(bladeOss.tenantId, DEMO_TENANT), eq(bladeOss.status, 1)))) as Array<{ id: string }>;
    for (const r of seededEnabled) await s.database.ownerDb.update(bladeOss).set({ status: 0 } as never).where(eq(bladeOss.id, r.id));
    await s.database.ownerDb.insert(bladeOss).values(row as never);
    try {
      // without a role ARN no temporary credentials can be made, and the long-term key is never handed out
      const res = await call(s.app, 'GET', '/crm-anhua/file/get_oss_auth', { token, headers: { host } });
      expect(res.success).toBe(false);
      expect(res.msg).toContain('ARN');
      await s.database.ownerDb.update(bladeOss).set({ roleArn: 'acs:ram::1234567890:role/anhua-upload' } as never).where(eq(bladeOss.id, id));
      expect((await credentialProviderFor(s.services, DEMO_TENANT)).name).toBe('aliyun');
    } finally {
      await s.database.ownerDb.delete(bladeOss).where(eq(bladeOss.id, id));
      for (const r of seededEnabled) await s.database.ownerDb.update(bladeOss).set({ status: 1 } as never).where(eq(bladeOss.id, r.id));
    }
    expect((await credentialProviderFor(s.services, DEMO_TENANT)).name).toBe('embedded');
  });
});

describe('embedded store through ali-oss', () => {
  it('takes a multipart upload in parts, reports progress, and reads it back byte for byte', async () => {
    const c = await credentials();
    const oss = client(c);
    const data = crypto.randomBytes(3 * 1024 * 1024 + 123);
    const name = objectName('车辆照片 合集.MP4', c.dir, crypto.randomUUID());
    const progress: number[] = [];
    const result = await oss.multipartUpload(name, data, { partSize: 1024 * 1024, parallel: 2, progress: (p: number) => void progress.push(p) });
    expect(result.res.status).toBe(200);
    expect(progress.length).toBeGreaterThanOrEqual(5);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);

    const got = await oss.get(name);
    expect(Buffer.compare(got.content as Buffer, data)).toBe(0);
    const head = await oss.head(name);
    expect(head.res.headers).toMatchObject({ 'content-length': String(data.length), 'x-oss-object-type': 'Multipart', 'content-type': 'video/mp4' });
    expect((head.res.headers as Record<string, string>).etag).toMatch(/^"[0-9A-F]{32}-4"$/);
    // nothing of the upload is left behind
    expect(fs.readdirSync(path.join(tmp, 'uploads'))).toEqual([]);
  });

  it('puts a small image with its ETag; anyone can then read it, as an <img> does', async () => {
    const c = await credentials();
    const oss = client(c);
    const name = objectName('logo.PNG', c.dir, crypto.randomUUID());
    expect(name).toMatch(new RegExp(`^commonFile/${DEMO_TENANT}/[0-9a-f-]{36}\\.png$`));
    const put = await oss.put(name, PNG);
    expect((put.res.headers as Record<string, string>).etag).toBe(`"${md5Upper(PNG)}"`);
    expect(put.url).toBe(`${base}/anhua-oss/${name}`);

    const got = await oss.get(name);
    expect(Buffer.compare(got.content as Buffer, PNG)).toBe(0);
    const head = await oss.head(name);
    expect(head.status).toBe(200);
    expect((head.res.headers as Record<string, string>).etag).toBe(`"${md5Upper(PNG)}"`);

    const anon = await fetch(put.url);
    expect(anon.status).toBe(200);
    expect(anon.headers.get('content-type')).toBe('image/png');
    expect(anon.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await anon.arrayBuffer()).equals(PNG)).toBe(true);
    const again = await fetch(put.url, { headers: { 'if-none-match': `"${md5Upper(PNG)}"` } });
    expect(again.status).toBe(304);
    const part = await fetch(put.url, { headers: { range: 'bytes=1-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-3/${PNG.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(PNG.subarray(1, 4))).toBe(true);
  });

  it('keeps document names readable and serves a type a browser would run only as a sandboxed attachment', async () => {
    const c = await credentials();
    const oss = client(c);
    const doc = objectName('报价单 v2.PDF', c.dir, crypto.randomUUID());
    await oss.put(doc, Buffer.from('%PDF-1.4'));
    expect((await oss.head(doc)).res.headers).toMatchObject({ 'content-type': 'application/pdf' });
    const html = `${c.dir}${crypto.randomUUID()}.html`;
    await oss.put(html, Buffer.from('<script>alert(1)</script>'));
    const res = await fetch(`${base}/anhua-oss/${html}`);
    expect(res.headers.get('content-disposition')).toBe('attachment');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('takes a body without a content type, checks Content-MD5, and answers the CORS preflight', async () => {
    const c = await credentials();
    const key = `${c.dir}${crypto.randomUUID()}`;
    const res = await signedRequest(c, 'PUT', key, Buffer.from('plain bytes'), null);
    expect(res.status).toBe(200);
    const obj = await store().head(key);
    expect(obj).toMatchObject({ contentType: 'application/octet-stream', size: 11 });

    const bad = await client(c).put(`${c.dir}${crypto.randomUUID()}.png`, PNG, { headers: { 'Content-MD5': crypto.createHash('md5').update('other').digest('base64') } }).catch((e: { code: string }) => e.code);
    expect(bad).toBe('InvalidDigest');

    const pre = await fetch(`${base}/anhua-oss/${key}`, { method: 'OPTIONS', headers: { origin: 'http://elsewhere', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,x-oss-date' } });
    expect(pre.status).toBe(200);
    expect(pre.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(pre.headers.get('access-control-allow-headers')).toBe('authorization,x-oss-date');
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');

    // a browser's ali-oss reads the ETag of each part: the answer to a cross-origin upload exposes it
    const key2 = `${c.dir}${crypto.randomUUID()}.png`;
    const sent = await client(c).put(key2, PNG, { headers: { Origin: 'http://elsewhere' } });
    const headers = sent.res.headers as Record<string, string>;
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(headers['access-control-expose-headers'].split(/,\s*/).map((h) => h.toLowerCase())).toContain('etag');
    expect(headers.etag).toBe(`"${md5Upper(PNG)}"`);
    // refusals expose their headers too, so the browser client can read the OSS error
    const refused = await fetch(`${base}/anhua-oss/${key2}`, { method: 'PUT', body: PNG, headers: { origin: 'http://elsewhere' } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('aborts a multipart upload', async () => {
    const c = await credentials();
    const oss = client(c);
    const name = `${c.dir}${crypto.randomUUID()}.bin`;
    const { uploadId } = await oss.initMultipartUpload(name);
    const part = await oss.uploadPart(name, uploadId, 1, crypto.randomBytes(200 * 1024), 0, 200 * 1024);
    await oss.abortMultipartUpload(name, uploadId);
    const refused = await refusal(oss.completeMultipartUpload(name, uploadId, [{ number: 1, etag: part.etag }]));
    expect(refused).toEqual({ code: 'NoSuchUpload', status: 404 });
    expect(await store().head(name)).toBeNull();
  });

  it('answers 404 NoSuchKey for a missing object and refuses listing the bucket', async () => {
    const c = await credentials();
    expect(await refusal(client(c).get(`${c.dir}missing.png`))).toEqual({ code: 'NoSuchKey', status: 404 });
    const list = await fetch(`${base}/anhua-oss/`);
    expect(list.status).toBe(403);
    expect(await list.text()).toContain('<Code>AccessDenied</Code>');
  });
});

describe('refusals store nothing', () => {
  it('refuses a forged signature with SignatureDoesNotMatch', async () => {
    const c = await credentials();
    const name = `${c.dir}${crypto.randomUUID()}.png`;
    const forged = client(c, { accessKeySecret: Buffer.from('not the secret').toString('base64url') });
    expect(await refusal(forged.put(name, PNG))).toEqual({ code: 'SignatureDoesNotMatch', status: 403 });
    expect(await store().head(name)).toBeNull();
  });

  it('refuses a token whose claims were altered, and an anonymous upload', async () => {
    const c = await credentials();
    const name = `${c.dir}${crypto.randomUUID()}.png`;
    const [payload, sig] = c.securityToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const altered = `${Buffer.from(JSON.stringify({ ...claims, dir: 'commonFile/' })).toString('base64url')}.${sig}`;
    expect(await refusal(client(c, { stsToken: altered }).put(name, PNG))).toEqual({ code: 'InvalidAccessKeyId', status: 403 });
    const anon = await fetch(`${base}/anhua-oss/${name}`, { method: 'PUT', body: PNG });
    expect(anon.status).toBe(403);
    expect(await anon.text()).toContain('<Code>AccessDenied</Code>');
    expect(await store().head(name)).toBeNull();
  });

  it('refuses credentials after their 15 minutes', async () => {
    const c = await credentials();
    const oss = client(c);
    const name = `${c.dir}${crypto.randomUUID()}.png`;
    s.clock.offsetMs = 15 * 60_000 + 1000;
    try {
      expect(await refusal(oss.put(name, PNG))).toEqual({ code: 'SecurityTokenExpired', status: 403 });
    } finally {
      s.clock.offsetMs = 0;
    }
    expect(await store().head(name)).toBeNull();
  });

  it("refuses a key outside the tenant's folder with AccessDenied", async () => {
    const c = await credentials();
    const oss = client(c);
    for (const name of [`commonFile/000000/${crypto.randomUUID()}.png`, `${crypto.randomUUID()}.png`, `commonFile/${crypto.randomUUID()}.png`]) {
      expect(await refusal(oss.put(name, PNG))).toEqual({ code: 'AccessDenied', status: 403 });
      expect(await refusal(oss.initMultipartUpload(name))).toEqual({ code: 'AccessDenied', status: 403 });
      expect(await store().head(name)).toBeNull();
    }
    // a dot segment would let a browser resolve the URL into another tenant's folder; ali-oss's URL
    // handling already folds it (and the signature then fails), a raw request sends it encoded
    const sneaky = `${c.dir}../000000/${crypto.randomUUID()}.png`;
    expect((await refusal(oss.put(sneaky, PNG))).status).toBeGreaterThanOrEqual(400);
    const res = await signedRequest(c, 'PUT', sneaky, PNG, 'image/png', `/anhua-oss/${sneaky.replace(/\.\./g, '%2E%2E')}`);
    expect(res.status).toBe(400);
    expect(res.body).toContain('<Code>InvalidObjectName</Code>');
    expect(await store().head(sneaky)).toBeNull();
    expect(await store().head(sneaky.replace(`${c.dir}../`, 'commonFile/'))).toBeNull();
  });

  it('refuses an object over 100 MiB with EntityTooLarge, as one put or as parts', async () => {
    const c = await credentials();
    const oss = client(c);
    const name = `${c.dir}${crypto.randomUUID()}.bin`;
    expect(await refusal(oss.put(name, Buffer.alloc(OSS_MAX_OBJECT_BYTES + 1)))).toEqual({ code: 'EntityTooLarge', status: 400 });
    expect(await store().head(name)).toBeNull();

    const { uploadId } = await oss.initMultipartUpload(name);
    const half = Buffer.alloc(OSS_MAX_OBJECT_BYTES / 2 + 1);
    await oss.uploadPart(name, uploadId, 1, half, 0, half.length);
    expect(await refusal(oss.uploadPart(name, uploadId, 2, half, 0, half.length))).toEqual({ code: 'EntityTooLarge', status: 400 });
    await oss.abortMultipartUpload(name, uploadId);
    expect(await store().head(name)).toBeNull();
    expect(fs.readdirSync(path.join(tmp, 'uploads'))).toEqual([]);
    expect(fs.readdirSync(path.join(tmp, 'tmp'))).toEqual([]);
  });

  it('leaves /api answering JSON', async () => {
    const res = await call(s.app, 'GET', '/crm-anhua/file/get_oss_auth', { token, body: { x: 1 } });
    expect(res.code).toBe(200);
  });
});

describe('Aliyun STS AssumeRole request', () => {
  it('signs as the documented RPC example does', () => {
    // Aliyun's published example: DescribeRegions with AccessKeySecret testsecret
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(rpcSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
    expect(percentEncode("a b*~'()!")).toBe('a%20b%2A~%27%28%29%21');
  });

  it('builds a signed AssumeRole URL limited to the tenant folder', () => {
    const policy = folderPolicy('anhua-bucket', 'commonFile/000001/');
    const url = new URL(
      assumeRoleUrl({
        accessKeyId: 'LTAI-test',
        accessKeySecret: 'secret-test',
        roleArn: 'acs:ram::1234567890:role/anhua-upload',
        roleSessionName: 'anhua-42',
        durationSeconds: 900,
        policy,
        timestamp: new Date('2024-05-01T08:00:00.123Z'),
        nonce: 'nonce-1',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://sts.aliyuncs.com/');
    const params = Object.fromEntries(url.searchParams);
    const signature = params.Signature;
    delete params.Signature;
    expect(params).toEqual({
      Action: 'AssumeRole',
      Format: 'JSON',
      Version: '2015-04-01',
      AccessKeyId: 'LTAI-test',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      SignatureNonce: 'nonce-1',
      Timestamp: '2024-05-01T08:00:00Z',
      RoleArn: 'acs:ram::1234567890:role/anhua-upload',
      RoleSessionName: 'anhua-42',
      DurationSeconds: '900',
      Policy: policy,
    });
    expect(JSON.parse(policy).Statement[0].Resource).toEqual(['acs:oss:*:*:anhua-bucket/commonFile/000001/*']);
    // the query is in canonical order, and the signature is the RPC signature of exactly these parameters
    expect(url.search.slice(1)).toBe(`${canonicalQuery(params)}&Signature=${percentEncode(signature)}`);
    const stringToSign = `GET&%2F&${percentEncode(canonicalQuery(params))}`;
    expect(signature).toBe(crypto.createHmac('sha1', 'secret-test&').update(stringToSign).digest('base64'));
  });
});
