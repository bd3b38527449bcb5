/**
 * An enabled Aliyun storage setting (made and enabled by the admin through blade-resource/oss)
 * switches get_oss_auth to Aliyun STS. AssumeRole goes to a local HTTP peer standing in for
 * sts.aliyuncs.com: it checks the request's RPC signature with the setting's secret and answers
 * as STS does, so the whole path runs over a real socket. The long-term secret never reaches the browser.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness';
import { DEMO_TENANT } from '../../server/db/seed';
import { rpcSignature } from '../../server/storage/aliyun-sts';
import type { OssCredentials } from '../../server/storage/credentials';

let s: TestServer;
let token: string;
let sts: http.Server;
let received: Array<Record<string, string>> = [];
/** what the peer answers next: STS credentials, or an STS error */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let localId: string;
let aliyunId: string;

const SECRET = 'long-term-secret-never-handed-out';
const ARN = 'acs:ram::1234567890:role/anhua-upload';
const STS_CREDS = { AccessKeyId: 'STS.NUfakeKeyId', AccessKeySecret: 'fakeTemporarySecret', SecurityToken: 'CAIS-fake-token', Expiration: '2030-01-01T00:15:00Z' };

const get = <T>(url: string, query?: Record<string, string>) => call<T>(s.app, 'GET', url, { token, query });
const post = <T>(url: string, body: unknown) => call<T>(s.app, 'POST', url, { token, body });

beforeAll(async () => {
  sts = http.createServer((req, res) => {
    const params = Object.fromEntries(new URL(req.url ?? '/', 'http://sts').searchParams);
    received.push(params);
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => sts.listen(0, '127.0.0.1', resolve));
  s = await startServer();
  s.services.config.stsEndpoint = `http://127.0.0.1:${(sts.address() as AddressInfo).port}/`;
  token = (await login(s.app, 'admin', 'admin123')).access_token;

  const rows = await get<{ records: Array<{ id: string; category: number }> }>('/blade-resource/oss/list', { current: '1', size: '10' });
  localId = rows.data.records.find((r) => r.category === 1)!.id;
  const saved = await post('/blade-resource/oss/submit', {
    category: 2,
    ossCode: 'ali-hz',
    endpoint: 'oss-cn-hangzhou.aliyuncs.com',
    bucketName: 'anhua-files',
    accessKey: 'LTAI5tExample',
    secretKey: SECRET,
    region: 'oss-cn-hangzhou',
    roleArn: ARN,
  });
  expect(saved.code).toBe(200);
  const again = await get<{ records: Array<{ id: string; ossCode: string }> }>('/blade-resource/oss/list', { current: '1', size: '10', ossCode: 'ali-hz' });
  aliyunId = again.data.records[0].id;
  expect((await post('/blade-resource/oss/enable', { id: aliyunId })).code).toBe(200);
});

afterAll(async () => {
  await s?.close();
  await new Promise((resolve) => sts?.close(resolve));
});

beforeEach(() => {
  received = [];
  answer = { status: 200, body: { RequestId: 'req-1', AssumedRoleUser: { Arn: `${ARN}/anhua-1` }, Credentials: STS_CREDS } };
});

describe('get_oss_auth with an enabled Aliyun setting', () => {
  it('hands out the STS credentials of a signed AssumeRole call limited to the tenant folder', async () => {
    const res = await get<OssCredentials>('/crm-anhua/file/get_oss_auth');
    expect(res.code).toBe(200);
    expect(res.data).toEqual({
      accessKeyId: STS_CREDS.AccessKeyId,
      accessKeySecret: STS_CREDS.AccessKeySecret,
      securityToken: STS_CREDS.SecurityToken,
      region: 'oss-cn-hangzhou',
      bucket: 'anhua-files',
      endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
      expiration: '2030-01-01T00:15:00.000Z',
      dir: `commonFile/${DEMO_TENANT}/`,
      provider: 'aliyun',
      sldEnable: false,
    });
    // the long-term key stays on the server
    expect(JSON.stringify(res)).not.toContain(SECRET);

    expect(received).toHaveLength(1);
    const params = { ...received[0] };
    const signature = params.Signature;
    delete params.Signature;
    expect(params).toMatchObject({ Action: 'AssumeRole', AccessKeyId: 'LTAI5tExample', RoleArn: ARN, DurationSeconds: '900', SignatureMethod: 'HMAC-SHA1', Format: 'JSON' });
    expect(signature).toBe(rpcSignature('GET', params, SECRET));
    const policy = JSON.parse(params.Policy) as { Statement: Array<{ Resource: string[]; Action: string[] }> };
    expect(policy.Statement[0].Resource).toEqual([`acs:oss:*:*:anhua-files/commonFile/${DEMO_TENANT}/*`]);
    expect(policy.Statement[0].Action).toContain('oss:PutObject');
  });

  it("answers STS's refusal as a business error, with no credentials", async () => {
    answer = { status: 403, body: { RequestId: 'req-2', Code: 'NoPermission', Message: 'You are not authorized to do this action.' } };
    const res = await get<OssCredentials | null>('/crm-anhua/file/get_oss_auth');
    expect(res.success).toBe(false);
    expect(res.msg).toBe('阿里云STS拒绝签发：NoPermission You are not authorized to do this action.');
    expect(res.data ?? null).toBeNull();
    expect(received).toHaveLength(1);
  });

  it('answers an unreachable STS as a business error', async () => {
    const saved = s.services.config.stsEndpoint;
    // a port nothing listens on: connection refused
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    s.services.config.stsEndpoint = `http://127.0.0.1:${port}/`;
    try {
      const res = await get('/crm-anhua/file/get_oss_auth');
      expect(res.success).toBe(false);
      expect(res.msg).toBe('无法连接阿里云STS服务');
    } finally {
      s.services.config.stsEndpoint = saved;
    }
  });

  it('goes back to the embedded store when the local setting is enabled again', async () => {
    expect((await post('/blade-resource/oss/enable', { id: localId })).code).toBe(200);
    const res = await get<OssCredentials>('/crm-anhua/file/get_oss_auth');
    expect(res.data).toMatchObject({ provider: 'embedded', bucket: 'anhua-oss', sldEnable: true });
    expect(received).toHaveLength(0);
  });
});
