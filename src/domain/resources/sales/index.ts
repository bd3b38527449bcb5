/** Sales side (spec 2): clues, traces, seats, customers and their configuration. */
import type { ResourceDecl } from '../types';

export const SALES_RESOURCES: readonly ResourceDecl[] = [];
