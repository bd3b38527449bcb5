import type { Tx } from '../index';
import type { SeedContext } from './context';

/** Demo clues, traces and calls (spec 2). */
export async function seedSales(_tx: Tx, _ctx: SeedContext): Promise<void> {}
