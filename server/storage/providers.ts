/**
 * Which credential provider serves a tenant: Aliyun STS when the tenant's enabled storage setting
 * (blade-resource/oss) is an Aliyun one, the embedded store otherwise.
 */
import { OSS_CATEGORY } from '../../src/domain/resources/system/oss';
import { enabledStorage } from '../modules/blade-system/content/storage';
import type { Services } from '../services';
import { aliyunStsProvider, type AliyunOssSetting } from './aliyun-sts';
import { embeddedProvider, type CredentialProvider } from './credentials';
import { asTenant } from '../db/data-context';

/** The tenant's enabled Aliyun storage setting, or null (no enabled setting, or a local one). */
export async function enabledAliyunSetting(services: Services, tenantId: string): Promise<AliyunOssSetting | null> {
  const row = await enabledStorage(services.db, tenantId);
  if (!row || Number(row.category) !== OSS_CATEGORY.ALIYUN) return null;
  const text = (x: unknown) => (typeof x === 'string' ? x : '');
  return {
    endpoint: text(row.endpoint),
    bucketName: text(row.bucketName),
    accessKey: text(row.accessKey),
    secretKey: text(row.secretKey),
    region: text(row.region),
    roleArn: text(row.roleArn) || null,
  };
}

export async function credentialProviderFor(services: Services, tenantId: string): Promise<CredentialProvider> {
  // the tenant is named here: its setting is read in it, whoever calls
  const aliyun = await asTenant(tenantId, () => enabledAliyunSetting(services, tenantId));
  return aliyun ? aliyunStsProvider(aliyun, fetch, services.config.stsEndpoint) : embeddedProvider(services.secret);
}
