/** The work-order area's menu screens and pages, as the shell routes them before the area's code is loaded. */
import type { AreaManifest } from '../../shell/screens';
import { STOCK_TRANSFER_FORM_PATH } from './paths';

export const manifest: AreaManifest = {
  area: 'work-order',
  pages: [{ path: STOCK_TRANSFER_FORM_PATH, title: { zh: '调拨单', en: 'Transfer form' }, noCache: true }],
  menus: ['work-order', 'accessory-stock-transfer', 'work-order-report', 'accessory-origin-share', 'accessory-backlog'],
};
