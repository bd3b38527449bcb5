/** The coupon area's hand-written menu screen (卡券核销), as the shell routes it before the area's code is loaded. */
import type { AreaManifest } from '../../shell/screens';

export const manifest: AreaManifest = { area: 'coupon', pages: [], menus: ['coupon-writeoff'] };
