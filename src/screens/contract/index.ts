/** Electronic contracts (docs/contracts.md): this area's screens (manifest.ts lists them), loaded on demand through src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { CONTRACT_DETAIL_PATH } from '../../domain/resources/sales/contract';
import { ContractShowPage, contractListScreen } from './contract-show-page';
import { TemplateListScreen, TemplateShowPage } from './template-field-editor';
import { TEMPLATE_DETAIL_PATH } from './manifest';

export const screens: AreaScreens = {
  pages: {
    [CONTRACT_DETAIL_PATH]: ContractShowPage,
    [TEMPLATE_DETAIL_PATH]: TemplateShowPage,
  },
  menus: {
    'contract-booking': contractListScreen('contract-booking'),
    'contract-test-drive': contractListScreen('contract-test-drive'),
    'contract-sale-draft': contractListScreen('contract-sale-draft'),
    'contract-paper': contractListScreen('contract-paper'),
    'contract-template': TemplateListScreen,
  },
};
