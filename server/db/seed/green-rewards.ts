/**
 * Demo green-travel rewards: per open store, the last 30 days of 24 member cars, fetched from the local
 * UBI provider by the same function searchUbi uses.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../index';
import type { SeedContext } from './context';
import { ahMemberCar } from '../resource-tables/members';
import { creditGreenDays, syncGreenDays } from '../../modules/crm-member/green-reward';
import { localUbi } from '../../services/ubi';

export async function seedGreenRewards(tx: Tx, ctx: SeedContext, opts: { now?: Date } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  for (const storeId of ctx.storeIds.slice(0, -1)) {
    const cars = await tx
      .select({ vin: ahMemberCar.vin, licensePlate: ahMemberCar.licensePlate, memberName: ahMemberCar.memberName, memberPhone: ahMemberCar.memberPhone })
      .from(ahMemberCar)
      .where(and(eq(ahMemberCar.tenantId, ctx.tenantId), eq(ahMemberCar.storeId, storeId), eq(ahMemberCar.isDeleted, 0), isNotNull(ahMemberCar.memberId)))
      .orderBy(asc(ahMemberCar.vin))
      .limit(24);
    for (const car of cars) {
      await syncGreenDays(tx, localUbi, { tenantId: ctx.tenantId, storeId }, car as { vin: string; licensePlate: string | null; memberName: string | null; memberPhone: string | null }, now);
      // the days' points credited to the member's mini-program user, as a search does (members without one stay 未入账)
      await creditGreenDays(tx, { tenantId: ctx.tenantId, storeId }, String(car.vin), now);
    }
  }
}
