/** The marketing area's pages and hand-written menu screens, as the shell routes them before the area's code is loaded. */
import type { AreaManifest } from '../../shell/screens';

export const QR_CHANNEL_PAGE = '/marketing/activityQrcode/channel';

export const manifest: AreaManifest = {
  area: 'marketing',
  pages: [{ path: QR_CHANNEL_PAGE, title: { zh: '二维码渠道', en: 'QR channels' } }],
  menus: ['activity-qrcode', 'vcard'],
};
