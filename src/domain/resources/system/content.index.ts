/** Categories, quick and home menus, storage, data sources, notices, courses, logs, import logs. */
import type { ResourceDecl } from '../types';

export const SYSTEM_CONTENT_RESOURCES: readonly ResourceDecl[] = [];
