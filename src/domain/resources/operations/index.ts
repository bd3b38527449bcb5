/** Operations side (spec 3): car catalogue, warehouse, transfers, car orders and invoices. */
import type { ResourceDecl } from '../types';

export const OPERATIONS_RESOURCES: readonly ResourceDecl[] = [];
