/**
 * Reads a declared system parameter (src/domain/params.ts) of a tenant from blade_param: the live
 * row's value when it reads, else the declared default. The answer says which one it is, so a
 * screen can tell an administrator that a stored value was not understood.
 */
import { and, eq } from 'drizzle-orm';
import { param } from '../../db/schema';
import type { Services } from '../../services';
import type { ParamDecl } from '../../../src/domain/params';

export interface ParamValue<T> {
  value: T;
  /** 'param': the tenant's own value; 'default': no value stored; 'invalid': a stored value that does not read (the default applies) */
  source: 'param' | 'default' | 'invalid';
}

export async function readParam<T>(services: Services, tenantId: string, decl: ParamDecl<T>): Promise<ParamValue<T>> {
  const fallback = decl.parse(decl.defaultText) as T;
  const [row] = await services.db
    .select({ value: param.paramValue })
    .from(param)
    .where(and(eq(param.tenantId, tenantId), eq(param.paramKey, decl.key), eq(param.isDeleted, 0)))
    .limit(1);
  if (!row) return { value: fallback, source: 'default' };
  const parsed = decl.parse(row.value);
  return parsed === null ? { value: fallback, source: 'invalid' } : { value: parsed, source: 'param' };
}
