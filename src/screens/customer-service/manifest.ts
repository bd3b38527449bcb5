/** The customer-service area's menu screens, as the shell routes them before the area's code is loaded. */
import type { AreaManifest } from '../../shell/screens';

export const manifest: AreaManifest = { area: 'customer-service', pages: [], menus: ['home-store'] };
