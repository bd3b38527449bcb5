/** Members, member cars, member groups, boutiques and after-sales owners (spec 2 and 3). */
import type { ResourceDecl } from '../types';

export const MEMBER_RESOURCES: readonly ResourceDecl[] = [];
