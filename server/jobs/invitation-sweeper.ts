/**
 * Invitation tasks whose window has closed are finished: every minute (and at start-up) this stores
 * the machine's END on each task of every tenant that can still take it. The declaration's guards
 * already treat such a task as finished in between (invitationStatusAt), so the sweep only makes the
 * list, its status filter and reports agree with them.
 */
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Services } from '../services';
import { ahInviteConfig } from '../db/resource-tables/customers';
import { columnsOf } from '../http/resource-query';
import { ENDABLE_STATUS, EXECUTE_STATUS } from '../../src/machines/invitation.machine';
import { asSystem } from '../db/data-context';

const ic = columnsOf(ahInviteConfig);

/** Finishes the tasks whose window closed by `now`; answers how many. */
export async function finishEndedInvitations(services: Services): Promise<number> {
  const now = services.now();
  const done = await asSystem('invitation sweeper', () => services.db
    .update(ahInviteConfig)
    .set({ executeStatus: EXECUTE_STATUS.finished, updateTime: now })
    // a task stored without a state never started, and can end too
    .where(and(eq(ic.isDeleted, 0), lte(ic.endTime, now), or(inArray(ic.executeStatus, [...ENDABLE_STATUS]), isNull(ic.executeStatus))))
    .returning({ id: ic.id }));
  return done.length;
}

export function startInvitationSweeper(services: Services, everyMs = 60_000): () => void {
  const sweep = () => void finishEndedInvitations(services).catch((err) => console.error('invitation sweeper', err));
  sweep();
  const timer = setInterval(sweep, everyMs);
  return () => clearInterval(timer);
}
