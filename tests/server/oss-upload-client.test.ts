/**
 * The browser's upload client (src/api/upload.ts) end to end in Node: the app's own http client
 * fetching get_oss_auth over a real socket, ali-oss (its Node build, which makes the same OSS
 * calls) uploading to the embedded store, the answered URL read back. Also: credentials refused
 * (success false) stop cleanly with nothing sent, credentials about to expire are fetched anew, cancel.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import OSS from 'ali-oss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';
import { DEMO_TENANT } from '../../server/db/seed';
import { createHttp } from '../../src/api/http';
import { createUploader, OSS_AUTH_URL, UploadCancelled, type OssConstructor, type OssCredentials } from '../../src/api/upload';

let s: TestServer;
let tmp: string;
let base: string;
let token: string;
let authCalls = 0;
let ossLoads = 0;
/** how far the uploader's clock runs ahead */
let browserOffsetMs = 0;

beforeAll(async () => {
  s = await startServer();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'anhua-upload-'));
  s.services.config.ossDir = tmp;
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
  token = (await login(s.app, 'admin', 'admin123')).access_token;
});
afterAll(async () => {
  await s?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const toasts: string[] = [];
const http = () =>
  createHttp({
    transport: (url, init) => {
      if (url.startsWith(OSS_AUTH_URL)) authCalls++;
      return fetch(base + url, init);
    },
    getToken: () => token,
    getTenantId: () => DEMO_TENANT,
    hooks: { toastError: (m) => void toasts.push(m) },
  });

/** The uploader as the app makes it, with the server's movable clock and ali-oss's Node build. */
function makeUploader() {
  const client = http();
  return createUploader({
    fetchCredentials: () => client.get<OssCredentials>(OSS_AUTH_URL),
    loadOss: async () => {
      ossLoads++;
      return OSS as unknown as OssConstructor;
    },
    uuid: () => crypto.randomUUID(),
    now: () => Date.now() + browserOffsetMs,
  });
}

const objectFiles = () => (fs.existsSync(path.join(tmp, 'objects')) ? fs.readdirSync(path.join(tmp, 'objects'), { recursive: true }).length : 0);

describe('upload client against the embedded store', () => {
  it('uploads a file in 1 MiB parts, reports one-decimal percentages, and answers the clean URL', async () => {
    const uploader = makeUploader();
    const data = crypto.randomBytes(2.5 * 1024 * 1024);
    const progress: number[] = [];
    const url = await uploader.upload({ name: '车辆 照片.JPG', size: data.length, type: 'image/jpeg', body: data }, { onProgress: (p) => progress.push(p) });
    expect(url).toMatch(new RegExp(`^${base}/anhua-oss/commonFile/${DEMO_TENANT}/[0-9a-f-]{36}\\.jpg$`));
    // init, three parts, done: 0 … 100, never backwards, at most one decimal
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress.length).toBeGreaterThanOrEqual(4);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    for (const p of progress) expect(Math.round(p * 10) / 10).toBe(p);
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);

    const got = await fetch(url as string);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await got.arrayBuffer()).equals(data)).toBe(true);
    const head = await fetch(url as string, { method: 'HEAD' });
    expect(head.headers.get('x-oss-object-type')).toBe('Multipart');
  });

  it('answers a document URL decoded, with its cleaned name, and a small file as one put', async () => {
    const uploader = makeUploader();
    const progress: number[] = [];
    const url = await uploader.upload({ name: '报价单 v2_最终.PDF', size: 8, body: Buffer.from('%PDF-1.4') }, { onProgress: (p) => progress.push(p) });
    expect(url).toMatch(new RegExp(`^${base}/anhua-oss/commonFile/${DEMO_TENANT}/报价单v2最终[0-9a-f]{12}\\.pdf$`));
    expect(progress).toEqual([100]);
    const got = await fetch(encodeURI(url as string));
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
  });

  it('reuses credentials while valid and fetches new ones when they are about to expire', async () => {
    const uploader = makeUploader();
    const before = authCalls;
    const file = () => ({ name: 'a.png', size: 4, body: Buffer.from('abcd') });
    expect(await uploader.upload(file())).toBeTruthy();
    const first = await uploader.credentials();
    expect(await uploader.upload(file())).toBeTruthy();
    expect(authCalls - before).toBe(1);
    // 14.5 minutes on for the browser (the store's own clock cannot move: it checks the request date
    // against it; expired credentials are refused in oss.test.ts): new credentials are fetched
    browserOffsetMs = 14.5 * 60_000;
    try {
      const url = await uploader.upload(file());
      expect(url).toMatch(/\.png$/);
      expect(authCalls - before).toBe(2);
      const second = await uploader.credentials();
      expect(second && second.accessKeyId).not.toBe(first && first.accessKeyId);
      expect((await fetch(url as string)).status).toBe(200);
    } finally {
      browserOffsetMs = 0;
    }
  });

  it('stops cleanly with false when get_oss_auth answers success false, sending nothing', async () => {
    // an enabled Aliyun setting without a role ARN: the server refuses to make credentials
    const post = (url: string, body: unknown) => call<unknown>(s.app, 'POST', url, { token, body });
    expect((await post('/blade-resource/oss/submit', { category: 2, ossCode: 'ali-no-arn', endpoint: 'oss-cn-hangzhou.aliyuncs.com', bucketName: 'b', accessKey: 'LTAI', secretKey: 'x', region: 'oss-cn-hangzhou' })).code).toBe(200);
    const rows = await call<{ records: Array<{ id: string; ossCode: string }> }>(s.app, 'GET', '/blade-resource/oss/list', { token, query: { current: 1, size: 10 } });
    const ali = rows.data.records.find((r) => r.ossCode === 'ali-no-arn')!;
    const local = rows.data.records.find((r) => r.ossCode === 'local')!;
    expect((await post('/blade-resource/oss/enable', { id: ali.id })).code).toBe(200);
    try {
      const uploader = makeUploader();
      const loads = ossLoads;
      const files = objectFiles();
      toasts.length = 0;
      const progress: number[] = [];
      expect(await uploader.credentials()).toBe(false);
      expect(await uploader.upload({ name: 'x.png', size: 4, body: Buffer.from('abcd') }, { onProgress: (p) => progress.push(p) })).toBe(false);
      expect(uploader.lastError()).toBe('阿里云存储未配置STS角色ARN，无法签发临时凭证');
      // the app's http client showed the server's message once per refusal
      expect(toasts[0]).toBe('阿里云存储未配置STS角色ARN，无法签发临时凭证');
      expect(ossLoads).toBe(loads);
      expect(progress).toEqual([]);
      expect(objectFiles()).toBe(files);
    } finally {
      expect((await post('/blade-resource/oss/enable', { id: local.id })).code).toBe(200);
    }
  });

  it('cancels a running upload: it rejects with UploadCancelled, the parts are dropped and no object is stored', async () => {
    const uploader = makeUploader();
    const files = objectFiles();
    const ctrl = new AbortController();
    // 16 parts, 3 at a time: cancelled after the first part, most are never sent
    const data = crypto.randomBytes(16 * 1024 * 1024);
    const run = uploader.upload({ name: 'big.bin', size: data.length, body: data }, { signal: ctrl.signal, onProgress: (p) => p > 0 && ctrl.abort() });
    await expect(run).rejects.toBeInstanceOf(UploadCancelled);
    expect(objectFiles()).toBe(files);
    expect(fs.readdirSync(path.join(tmp, 'uploads'))).toEqual([]);
  });
});
