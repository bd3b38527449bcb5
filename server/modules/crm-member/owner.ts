/**
 * crm-workorder ahOwner (after-sales owners) beyond its declaration: an owner is linked to the
 * store's member of the same phone, and writeOwner writes one owner row for the after-sales import.
 */
import { and, eq } from 'drizzle-orm';
import { ResourceRuntime, type HooksFor } from '../../http/resource-router';
import { ApiError } from '../../http/envelope';
import { columnsOf } from '../../http/resource-query';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { Codes, type Lang } from '../../../src/domain/codes';
import { validateRecord } from '../../../src/domain/resources/validate';
import { ownerResource } from '../../../src/domain/resources/sales/owner';
import { ahMember, ahOwner } from '../../db/resource-tables/members';
import { needStore } from './member';

const o = columnsOf(ahOwner);
const m = columnsOf(ahMember);

async function memberOfPhone(tx: Tx, auth: AuthContext, storeId: string, phone: string): Promise<string | null> {
  const [hit] = (await tx
    .select({ id: m.id })
    .from(ahMember)
    .where(and(eq(m.storeId, storeId), eq(m.phone, phone), eq(m.isDeleted, 0)))
    .limit(1)) as { id: string }[];
  return hit?.id ?? null;
}

export const OWNER_HOOKS: HooksFor<'ahOwner'> = {
  ahOwner: {
    // the owner who is also a member of the store is linked to them (the member's page shows the car's service)
    beforeWrite: async ({ tx, auth, value }) => {
      if (typeof value.phone === 'string' && auth.storeId) value.memberId = await memberOfPhone(tx, auth, auth.storeId, value.phone);
    },
  },
};

const rt = new ResourceRuntime(ownerResource, ahOwner, OWNER_HOOKS.ahOwner);

/**
 * For the after-sales import (issue #5): writes one owner of the caller's store inside the
 * caller's transaction, checked by the declaration's rules (the error names the field). The VIN
 * identifies the row: a VIN the store has is updated, a new one inserted.
 */
export async function writeOwner(tx: Tx, services: Services, auth: AuthContext, input: Record<string, unknown>, lang: Lang = 'zh'): Promise<{ id: string; created: boolean }> {
  const storeId = needStore(auth, lang);
  const checked = validateRecord(ownerResource, input, { lang });
  if (!checked.ok) throw new ApiError(Codes.BAD_REQUEST, checked.message, { field: checked.field });
  const value = checked.value;
  const [existing] = (await tx
    .select({ id: o.id })
    .from(ahOwner)
    .where(and(eq(o.storeId, storeId), eq(o.vin, String(value.vin)), eq(o.isDeleted, 0)))
    .for('update')
    .limit(1)) as { id: string }[];
  const now = services.now();
  if (existing) {
    value.memberId = await memberOfPhone(tx, auth, storeId, String(value.phone));
    await tx
      .update(ahOwner)
      .set({ ...value, updateUser: auth.userId, updateTime: now })
      .where(eq(o.id, existing.id));
    return { id: existing.id, created: false };
  }
  const scope = and(eq(o.storeId, storeId), eq(o.isDeleted, 0));
  return { id: await rt.insertIn(tx, services, auth, value, scope, lang, { now }), created: true };
}
