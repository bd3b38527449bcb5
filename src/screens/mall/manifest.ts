/** The mall area's menu screens, as the shell routes them before the area's code is loaded. */
import type { AreaManifest } from '../../shell/screens';

export const manifest: AreaManifest = { area: 'mall', pages: [], menus: ['car-goods', 'car-show'] };
