/**
 * Writes state changes to the state history (ah_state_log) in the caller's transaction: the resource
 * engine for declared actions, and modules that move a machine themselves (work orders).
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../db';
import { newId } from '../db/ids';
import { ahStateLog } from '../db/resource-tables/content';
import { user } from '../db/schema';
import type { AuthContext } from './auth';

export interface StateChange {
  /** the declaration's key */
  resource: string;
  recordId: string;
  /** the machine event or action name */
  action: string;
  field: string;
  from: unknown;
  to: unknown;
  reason?: string | null;
}

const text = (x: unknown) => (x === null || x === undefined ? null : String(x).slice(0, 255));

export async function writeStateLog(tx: Tx, auth: AuthContext, changes: readonly StateChange[], now: Date): Promise<void> {
  if (!changes.length) return;
  const [who] = await tx.select({ realName: user.realName }).from(user).where(eq(user.id, auth.userId)).limit(1);
  await tx.insert(ahStateLog).values(
    changes.map((c) => ({
      id: newId(),
      resource: c.resource,
      recordId: c.recordId,
      action: c.action,
      field: c.field,
      fromValue: text(c.from),
      toValue: text(c.to),
      reason: c.reason ? c.reason.slice(0, 500) : null,
      createUserName: who?.realName ?? auth.account,
      createUser: auth.userId,
      updateUser: auth.userId,
      createTime: now,
      updateTime: now,
    })),
  );
}
