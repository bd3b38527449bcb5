/**
 * The upload client's own rules with a stand-in ali-oss (the real one runs against the embedded
 * store in tests/server/oss-upload-client.test.ts): a status other than 200 rejects with the
 * response, success false returns false without loading ali-oss, one credential request for
 * uploads starting together, the options passed to ali-oss, the uuid fallback.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/api/http';
import { createUploader, randomUuid, UPLOAD_PART_SIZE, type OssConstructor, type OssCredentials, type OssResponse } from '../../src/api/upload';

const NOW = Date.parse('2026-01-01T00:00:00Z');
const creds = (ttlMs = 15 * 60_000): OssCredentials => ({
  accessKeyId: 'STS.k',
  accessKeySecret: 's',
  securityToken: 't',
  region: 'oss-anhua-local',
  bucket: 'anhua-oss',
  endpoint: 'http://host:8080',
  expiration: new Date(NOW + ttlMs).toISOString(),
  dir: 'commonFile/000001/',
  provider: 'embedded',
  sldEnable: true,
});
const ok = (c: OssCredentials): Envelope<OssCredentials> => ({ code: 200, success: true, msg: '', data: c });

/** A stand-in client answering `res`; records what it was made with and asked. */
function fakeOss(res: OssResponse) {
  const made: Array<Record<string, unknown>> = [];
  const calls: Array<{ name: string; options: Record<string, unknown> }> = [];
  class Fake {
    constructor(options: Record<string, unknown>) {
      made.push(options);
    }
    async multipartUpload(name: string, _file: unknown, options: { progress: (p: number) => unknown }) {
      calls.push({ name, options: options as unknown as Record<string, unknown> });
      options.progress(0.12345);
      options.progress(1);
      return { name, res };
    }
    cancel() {}
    async abortMultipartUpload() {}
  }
  return { OSS: Fake as unknown as OssConstructor, made, calls };
}

describe('createUploader', () => {
  it('names the object under the folder, reports one-decimal progress and answers the URL decoded without its query', async () => {
    const fake = fakeOss({ status: 200, requestUrls: ['http://host:8080/anhua-oss/commonFile/000001/%E6%8A%A5%E4%BB%B7%E5%8D%95abcdef123456.pdf?uploadId=42'] });
    const up = createUploader({ fetchCredentials: async () => ok(creds()), loadOss: async () => fake.OSS, uuid: () => '00000000-0000-4000-8000-abcdef123456', now: () => NOW });
    const progress: number[] = [];
    const url = await up.upload({ name: '报 价单.PDF', size: 3, body: 'abc' }, { onProgress: (p) => progress.push(p) });
    expect(url).toBe('http://host:8080/anhua-oss/commonFile/000001/报价单abcdef123456.pdf');
    expect(fake.calls[0].name).toBe('commonFile/000001/报价单abcdef123456.pdf');
    expect(fake.calls[0].options).toMatchObject({ partSize: UPLOAD_PART_SIZE });
    expect(progress).toEqual([12.3, 100]);
    expect(fake.made[0]).toMatchObject({ accessKeyId: 'STS.k', stsToken: 't', bucket: 'anhua-oss', endpoint: 'http://host:8080', sldEnable: true, secure: false });
    // ali-oss asks for new credentials a minute before these expire
    expect(fake.made[0].refreshSTSTokenInterval).toBe(14 * 60_000);
  });

  it('rejects with the response when the status is not 200', async () => {
    const res = { status: 203, requestUrls: ['http://host/x.png'] };
    const up = createUploader({ fetchCredentials: async () => ok(creds()), loadOss: async () => fakeOss(res).OSS, uuid: randomUuid, now: () => NOW });
    await expect(up.upload({ name: 'x.png', size: 1, body: 'x' })).rejects.toBe(res);
  });

  it('returns false without loading ali-oss when get_oss_auth answers success false or fails', async () => {
    let loads = 0;
    const loadOss = async () => {
      loads++;
      return fakeOss({ status: 200 }).OSS;
    };
    const refused = createUploader({ fetchCredentials: async () => ({ code: 400, success: false, msg: '无法签发', data: null as unknown as OssCredentials }), loadOss, uuid: randomUuid, now: () => NOW });
    expect(await refused.upload({ name: 'x.png', size: 1, body: 'x' })).toBe(false);
    expect(refused.lastError()).toBe('无法签发');
    const failing = createUploader({ fetchCredentials: () => Promise.reject(new Error('网络错误')), loadOss, uuid: randomUuid, now: () => NOW });
    expect(await failing.upload({ name: 'x.png', size: 1, body: 'x' })).toBe(false);
    expect(failing.lastError()).toBe('网络错误');
    expect(loads).toBe(0);
  });

  it('asks once for uploads starting together, and again once the credentials are about to expire', async () => {
    let asked = 0;
    let now = NOW;
    const up = createUploader({
      fetchCredentials: async () => {
        asked++;
        return ok({ ...creds(), expiration: new Date(now + 15 * 60_000).toISOString() });
      },
      loadOss: async () => fakeOss({ status: 200, requestUrls: ['http://host/a.png'] }).OSS,
      uuid: randomUuid,
      now: () => now,
    });
    await Promise.all([up.upload({ name: 'a.png', size: 1, body: 'a' }), up.upload({ name: 'b.png', size: 1, body: 'b' })]);
    expect(asked).toBe(1);
    now += 13 * 60_000;
    await up.upload({ name: 'c.png', size: 1, body: 'c' });
    expect(asked).toBe(1);
    now += 60_000 + 1;
    await up.upload({ name: 'd.png', size: 1, body: 'd' });
    expect(asked).toBe(2);
  });
});

describe('randomUuid', () => {
  it('makes v4 uuids, also without crypto.randomUUID (plain http)', () => {
    const original = crypto.randomUUID;
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const ids = new Set(Array.from({ length: 50 }, randomUuid));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(v4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
    expect(randomUuid()).toMatch(v4);
  });
});
