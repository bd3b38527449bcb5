/**
 * Tenants and OAuth clients: only the platform tenant's super-admin reads or writes them. A new
 * tenant gets what it needs to sign in: its super-admin role and an admin account with the
 * initial password, a head department, the initial-password parameter and the dictionaries.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { clientResource } from '../../../../src/domain/resources/system/client';
import { tenantResource } from '../../../../src/domain/resources/system/tenant';
import { newId } from '../../../db/ids';
import { authSession, client, dept, param, role, tenant, user } from '../../../db/schema';
import { PLATFORM_TENANT } from '../../../db/tenants';
import { seedDicts } from '../../../db/tenant-dicts';
import type { ResourceHooks } from '../../../http/resource-router';
import { badRequest } from '../../../http/envelope';
import { INIT_PASSWORD_PARAM, initPassword } from '../../blade-user';
import { assertFreeIncludingDeleted, requirePlatformAdmin } from './guards';

const platformOnly = ({ auth }: { auth: Parameters<typeof requirePlatformAdmin>[0] }) => {
  requirePlatformAdmin(auth);
  return undefined;
};

export const TENANT_HOOKS: ResourceHooks = {
  where: platformOnly,
  beforeWrite: async ({ tx, auth, services, value, id }) => {
    requirePlatformAdmin(auth);
    // the engine hands datetimes over as ISO text; the column takes a Date
    if (typeof value.expireTime === 'string') value.expireTime = new Date(value.expireTime);
    const label = tenantResource.fields.tenantId.label.zh;
    if (id) {
      const [old] = await tx.select().from(tenant).where(eq(tenant.id, id)).limit(1);
      if (value.tenantId !== undefined && value.tenantId !== old.tenantId) throw badRequest(`${label}不能修改`);
      if (old.tenantId === PLATFORM_TENANT && value.status === 0) throw badRequest('平台租户不能停用');
      return;
    }
    await assertFreeIncludingDeleted(tx, { table: tenant, id: tenant.id }, tenant.tenantId, value.tenantId, { id, label });
    const t = String(value.tenantId);
    const password = await initPassword({ ...services, db: tx }, PLATFORM_TENANT);
    const now = services.now();
    const stamp = { createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now };
    await tx.insert(param).values({ id: newId(), tenantId: t, paramName: '账号初始密码', paramKey: INIT_PASSWORD_PARAM, paramValue: password, ...stamp });
    await seedDicts(tx, t);
    const roleId = newId();
    await tx.insert(role).values({ id: roleId, tenantId: t, roleName: '超级管理员', roleAlias: 'admin', ...stamp });
    const deptId = newId();
    await tx.insert(dept).values({ id: deptId, tenantId: t, deptName: String(value.tenantName), fullName: String(value.tenantName), ...stamp });
    await tx.insert(user).values({
      id: newId(),
      tenantId: t,
      account: 'admin',
      passwordHash: await hash(password),
      passwordIsInitial: true,
      name: String(value.linkman ?? '') || '管理员',
      roleId,
      deptId,
      ...stamp,
    });
  },
  beforeRemove: async ({ tx, auth, services, ids }) => {
    requirePlatformAdmin(auth);
    const rows = await tx.select({ tenantId: tenant.tenantId }).from(tenant).where(inArray(tenant.id, ids));
    const codes = rows.map((r) => r.tenantId);
    if (codes.includes(PLATFORM_TENANT)) throw badRequest('平台租户不能删除');
    if (codes.length === 0) return;
    // signed-in staff of a removed tenant are out at once
    await tx.update(tenant).set({ status: 0 }).where(inArray(tenant.id, ids));
    await tx
      .update(authSession)
      .set({ status: 'ended', endTime: services.now() })
      .where(and(inArray(authSession.tenantId, codes), eq(authSession.status, 'active')));
  },
};

export const CLIENT_HOOKS: ResourceHooks = {
  where: platformOnly,
  beforeWrite: async ({ tx, auth, value, id }) => {
    requirePlatformAdmin(auth);
    const fields = clientResource.fields;
    await assertFreeIncludingDeleted(tx, { table: client, id: client.id }, client.clientId, value.clientId, { id, label: fields.clientId.label.zh });
    if (value.clientSecretHash === null || value.clientSecretHash === undefined) {
      // an edit that leaves the secret empty keeps it
      if (!id) throw badRequest(`${fields.clientSecretHash.label.zh}不能为空`);
      delete value.clientSecretHash;
    }
  },
  beforeRemove: async ({ tx, auth, ids }) => {
    requirePlatformAdmin(auth);
    const [own] = await tx
      .select({ id: client.id })
      .from(client)
      .innerJoin(authSession, eq(authSession.clientId, client.clientId))
      .where(and(eq(authSession.id, auth.sessionId), inArray(client.id, ids)))
      .limit(1);
    if (own) throw badRequest('不能删除当前登录所用的应用');
  },
};
