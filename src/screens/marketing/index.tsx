/** Marketing (商城营销, spec 3): the area's hand-written screens (manifest.ts lists them), loaded on demand through src/screens/registry.ts. */
import { qrChannelResource } from '../../domain/resources/marketing/qrcode';
import type { AreaScreens } from '../../shell/screens';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { QR_CHANNEL_PAGE } from './manifest';
import { QrcodeListScreen } from './qrcode-list-screen';
import { VcardListScreen } from './vcard-list-screen';

export const screens: AreaScreens = {
  pages: { [QR_CHANNEL_PAGE]: () => <ResourceListScreen decl={qrChannelResource} /> },
  menus: { 'activity-qrcode': QrcodeListScreen, vcard: VcardListScreen },
};
