/**
 * Aliyun OSS credentials: an STS AssumeRole call (RPC style, signature V1 with HMAC-SHA1) made with
 * the storage setting's long-term key, narrowed by a policy to the tenant's folder of the bucket.
 * The long-term secret never leaves the server. Request building is pure and tested against the
 * documented example; the call itself needs the network.
 */
import crypto from 'node:crypto';
import { tenantUploadDir } from '../../src/domain/upload';
import { CREDENTIAL_TTL_MS, type CredentialProvider, type OssCredentials } from './credentials';

/** What the provider needs of a storage setting (blade-resource/oss, category 2). */
export interface AliyunOssSetting {
  endpoint: string;
  bucketName: string;
  accessKey: string;
  secretKey: string;
  region: string;
  roleArn: string | null;
}

/** A refusal in both languages; the route answers it as a business error. */
export class CredentialError extends Error {
  constructor(
    public readonly zh: string,
    public readonly en: string,
  ) {
    super(en);
  }
}

export const STS_ENDPOINT = 'https://sts.aliyuncs.com/';

/** RFC 3986 encoding as Aliyun's RPC signature wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export function percentEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The canonicalized query string: parameters sorted by name, each name=value percent-encoded. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&');
}

/** Signature of an RPC request: base64(HMAC-SHA1(secret + '&', METHOD&%2F&encode(canonical query))). */
export function rpcSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return crypto.createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** yyyy-MM-ddTHH:mm:ssZ in UTC, as the RPC Timestamp parameter wants it. */
export const rpcTimestamp = (d: Date): string => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The policy that narrows the assumed role to writing and reading the tenant's folder of one bucket. */
export function folderPolicy(bucket: string, dir: string): string {
  return JSON.stringify({
    Version: '1',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['oss:PutObject', 'oss:GetObject', 'oss:AbortMultipartUpload', 'oss:ListParts'],
        Resource: [`acs:oss:*:*:${bucket}/${dir}*`],
      },
    ],
  });
}

export interface AssumeRoleInput {
  accessKeyId: string;
  accessKeySecret: string;
  roleArn: string;
  roleSessionName: string;
  durationSeconds: number;
  policy?: string;
  timestamp: Date;
  nonce: string;
  endpoint?: string;
}

/** The signed GET URL of an AssumeRole call. */
export function assumeRoleUrl(input: AssumeRoleInput): string {
  const params: Record<string, string> = {
    Action: 'AssumeRole',
    Format: 'JSON',
    Version: '2015-04-01',
    AccessKeyId: input.accessKeyId,
    SignatureMethod: 'HMAC-SHA1',
    SignatureVersion: '1.0',
    SignatureNonce: input.nonce,
    Timestamp: rpcTimestamp(input.timestamp),
    RoleArn: input.roleArn,
    RoleSessionName: input.roleSessionName,
    DurationSeconds: String(input.durationSeconds),
  };
  if (input.policy) params.Policy = input.policy;
  const signature = rpcSignature('GET', params, input.accessKeySecret);
  return `${input.endpoint ?? STS_ENDPOINT}?${canonicalQuery(params)}&Signature=${percentEncode(signature)}`;
}

interface AssumeRoleAnswer {
  Credentials?: { AccessKeyId: string; AccessKeySecret: string; SecurityToken: string; Expiration: string };
  Code?: string;
  Message?: string;
}

export type Fetch = (url: string, init: { signal: AbortSignal }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** The bucket endpoint as the browser's ali-oss wants it: https unless the setting says otherwise. */
const withProtocol = (endpoint: string) => (/^https?:\/\//i.test(endpoint) ? endpoint : `https://${endpoint}`).replace(/\/$/, '');

export function aliyunStsProvider(setting: AliyunOssSetting, fetchFn: Fetch = fetch, endpoint: string = STS_ENDPOINT): CredentialProvider {
  return {
    name: 'aliyun',
    async issue(req) {
      if (!setting.roleArn) {
        throw new CredentialError('阿里云存储未配置STS角色ARN，无法签发临时凭证', 'The Aliyun storage setting has no STS role ARN, so no temporary credentials can be issued');
      }
      const dir = tenantUploadDir(req.tenantId);
      const url = assumeRoleUrl({
        accessKeyId: setting.accessKey,
        accessKeySecret: setting.secretKey,
        roleArn: setting.roleArn,
        roleSessionName: `anhua-${req.userId}`.slice(0, 64),
        durationSeconds: CREDENTIAL_TTL_MS / 1000,
        policy: folderPolicy(setting.bucketName, dir),
        timestamp: req.now,
        nonce: crypto.randomUUID(),
        endpoint,
      });
      let answer: AssumeRoleAnswer;
      try {
        const res = await fetchFn(url, { signal: AbortSignal.timeout(10_000) });
        answer = (await res.json()) as AssumeRoleAnswer;
      } catch {
        throw new CredentialError('无法连接阿里云STS服务', 'Aliyun STS could not be reached');
      }
      const c = answer.Credentials;
      if (!c) {
        throw new CredentialError(`阿里云STS拒绝签发：${answer.Code ?? ''} ${answer.Message ?? ''}`.trim(), `Aliyun STS refused: ${answer.Code ?? ''} ${answer.Message ?? ''}`.trim());
      }
      const creds: OssCredentials = {
        accessKeyId: c.AccessKeyId,
        accessKeySecret: c.AccessKeySecret,
        securityToken: c.SecurityToken,
        region: setting.region,
        bucket: setting.bucketName,
        endpoint: withProtocol(setting.endpoint),
        expiration: new Date(c.Expiration).toISOString(),
        dir,
        provider: 'aliyun',
        sldEnable: false,
      };
      return creds;
    },
  };
}
