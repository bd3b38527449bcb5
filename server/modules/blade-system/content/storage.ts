/**
 * Storage settings (blade-resource/oss): an Aliyun setting must be complete, the secret is kept
 * when an edit leaves it empty, exactly one setting is enabled per tenant (enable switches in one
 * statement), and the enabled one cannot be removed. enabledStorage() is what the storage layer reads.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { OSS_CATEGORY, OSS_STATUS, ossResource } from '../../../../src/domain/resources/system/oss';
import { bladeOss } from '../../../db/resource-tables/content';
import type { Db, Tx } from '../../../db';
import { ResourceRuntime, type ResourceHooks } from '../../../http/resource-router';
import { notFound } from '../../../http/envelope';
import { vId } from '../../../http/input';
import { route, type Registrable } from '../../../http/route';
import { refuse } from './common';

const ENDPOINT = /^(https?:\/\/)?[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*(:\d{1,5})?\/?$/;
const ROLE_ARN = /^acs:ram::\d+:role\/[\w.-]+$/;

export const OSS_HOOKS: ResourceHooks = {
  beforeWrite: async ({ tx, value, id }) => {
    let current: Record<string, unknown> = {};
    if (id) {
      // an edit form never shows the secret: left empty, it stays
      if (value.secretKey === null) delete value.secretKey;
      [current] = (await tx.select().from(bladeOss).where(eq(bladeOss.id, id)).limit(1)) as Record<string, unknown>[];
    } else {
      value.status = OSS_STATUS.DISABLED;
    }
    const next = { ...current, ...value };
    if (typeof next.endpoint === 'string' && !ENDPOINT.test(next.endpoint)) throw refuse('资源地址格式错误', 'Malformed endpoint');
    if (typeof next.roleArn === 'string' && !ROLE_ARN.test(next.roleArn)) throw refuse('STS角色ARN格式错误，应为 acs:ram::账号:role/角色名', 'Malformed role ARN (acs:ram::<account>:role/<name>)');
    if (Number(next.category) === OSS_CATEGORY.ALIYUN) {
      const missing = (['endpoint', 'bucketName', 'accessKey', 'secretKey', 'region'] as const).find((k) => next[k] === null || next[k] === undefined);
      if (missing) {
        const label = ossResource.fields[missing].label;
        throw refuse(`阿里云存储需填写${label.zh}`, `Aliyun storage needs ${label.en}`);
      }
    }
  },
  beforeRemove: async ({ tx, ids }) => {
    const [enabled] = await tx
      .select({ id: bladeOss.id })
      .from(bladeOss)
      .where(and(inArray(bladeOss.id, ids), eq(bladeOss.isDeleted, 0), eq(bladeOss.status, OSS_STATUS.ENABLED)))
      .limit(1);
    if (enabled) throw refuse('启用中的存储配置不能删除，请先启用其他配置', 'The enabled storage cannot be removed; enable another one first');
  },
};

const oss = new ResourceRuntime(ossResource, bladeOss, OSS_HOOKS);

export type StorageSetting = typeof bladeOss.$inferSelect;

/** The tenant's enabled storage setting, secret included (server side only), or null for the embedded default. */
export async function enabledStorage(db: Db | Tx, tenantId: string): Promise<StorageSetting | null> {
  const [row] = await db
    .select()
    .from(bladeOss)
    .where(and(eq(bladeOss.tenantId, tenantId), eq(bladeOss.isDeleted, 0), eq(bladeOss.status, OSS_STATUS.ENABLED)))
    .limit(1);
  return (row as StorageSetting | undefined) ?? null;
}

export const storageRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/blade-resource/oss/enable',
    permission: 'oss_enable',
    input: v.object({ id: vId() }),
    handler: async ({ auth, services, input }) => {
      const scope = await oss.scope(services, auth);
      await services.db.transaction(async (tx) => {
        if (!(await oss.findOne(tx, scope, input.id))) throw notFound();
        // one statement: concurrent enables end with exactly one enabled (the last)
        await tx
          .update(bladeOss)
          .set({
            status: sql`case when ${bladeOss.id} = ${input.id} then ${sql.raw(String(OSS_STATUS.ENABLED))} else ${sql.raw(String(OSS_STATUS.DISABLED))} end`,
            updateUser: auth.userId,
            updateTime: services.now(),
          })
          .where(eq(bladeOss.isDeleted, 0));
      });
      return true;
    },
  }),
];
