import { eq } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { Codes } from '../../src/domain/codes';
import { isHashedOperatingCode } from '../../src/domain/operating-code';
import type { Services } from '../services';
import type { AuthContext } from './auth';
import { user } from '../db/schema';
import { fail } from './envelope';

/**
 * Checks a sensitive action's operating password: 30005 when none is set, 10090 when wrong.
 * Other modules call this before transfers and the like.
 */
export async function requireOperatingCode(services: Services, auth: AuthContext, operatingCode: unknown): Promise<void> {
  const [u] = await services.db.select().from(user).where(eq(user.id, auth.userId)).limit(1);
  if (!u.operatingCodeHash) throw fail(Codes.NO_OPERATING_PASSWORD);
  if (typeof operatingCode !== 'string' || !isHashedOperatingCode(operatingCode)) throw fail(Codes.OPERATING_PASSWORD_WRONG);
  if (!(await verify(u.operatingCodeHash, operatingCode).catch(() => false))) throw fail(Codes.OPERATING_PASSWORD_WRONG);
}

