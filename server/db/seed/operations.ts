import type { Tx } from '../index';
import type { SeedContext } from './context';

/** Demo car catalogue, stock and orders (spec 3). */
export async function seedOperations(_tx: Tx, _ctx: SeedContext): Promise<void> {}
