import type { Registrable } from '../../../http/route';
import type { ResourceHooks } from '../../../http/resource-router';

/** Routes beyond the generated ones for categories, menus of the home page, storage, notices, logs... */
export const contentRoutes: Registrable[] = [];
export const CONTENT_HOOKS: Record<string, ResourceHooks> = {};
