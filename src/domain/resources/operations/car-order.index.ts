/** Car orders, order cars, invoices, release business and their statistics (spec 3). */
import type { ResourceDecl } from '../types';

export const CAR_ORDER_RESOURCES: readonly ResourceDecl[] = [];
