/** Demo data of this area, written on first start after the sales and operations seeds. */
import type { Tx } from '../index';
import type { SeedContext } from './context';

export async function seedCustomers(_tx: Tx, _ctx: SeedContext): Promise<void> {}
