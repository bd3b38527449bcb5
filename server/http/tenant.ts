import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { Codes } from '../../src/domain/codes';
import { msg } from '../../src/domain/messages';
import type { Services } from '../services';
import { tenant } from '../db/schema';
import { ApiError, fail } from './envelope';
import { langOf } from './lang';

/** The tenant of a call made before sign-in: the Tenant-Id header (a body tenantId must agree). */
export async function requireTenantRow(req: FastifyRequest, services: Services, bodyTenantId?: string) {
  const h = req.headers['tenant-id'];
  const tenantId = String((Array.isArray(h) ? h[0] : h) ?? '').trim() || bodyTenantId || '';
  if (!tenantId) throw fail(Codes.TENANT_INVALID);
  if (bodyTenantId && bodyTenantId !== tenantId) throw new ApiError(Codes.TENANT_INVALID, msg('tenantMismatch', langOf(req)));
  const [row] = await services.db
    .select()
    .from(tenant)
    .where(and(eq(tenant.tenantId, tenantId), eq(tenant.isDeleted, 0)))
    .limit(1);
  if (!row) throw fail(Codes.TENANT_INVALID);
  return row;
}

export async function requireTenantHeader(req: FastifyRequest, services: Services): Promise<string> {
  return (await requireTenantRow(req, services)).tenantId;
}
