/**
 * What "no store selected" means, decided once (docs/tenancy.md): store-scoped data is read in the
 * caller's store; the tenant super-admin, who may act without a store, reads every store of the
 * tenant; anyone else without a store reads nothing. Writes that belong to a store need one:
 * without it they answer 请先切换到门店.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { msg } from '../../src/domain/messages';
import type { AuthContext } from './auth';
import { badRequest } from './envelope';
import type { Lang } from '../../src/domain/codes';

type Caller = Pick<AuthContext, 'storeId' | 'isAdmin'>;

/** The store predicate of a store-scoped read (undefined: every store of the tenant). */
export function storeMatch(column: AnyPgColumn, caller: Caller): SQL | undefined {
  if (caller.storeId) return eq(column, caller.storeId);
  return caller.isAdmin ? undefined : sql`false`;
}

/** The caller's store, for a write (or a read that only makes sense in one store). */
export function requireStore(caller: Caller, lang: Lang = 'zh'): string {
  if (!caller.storeId) throw badRequest(msg('switchStoreFirst', lang));
  return caller.storeId;
}
