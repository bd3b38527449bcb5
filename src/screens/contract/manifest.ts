/** The contract area's pages and hand-written menu screens, as the shell routes them before the area's code is loaded. */
import type { AreaManifest } from '../../shell/screens';
import { CONTRACT_DETAIL_PATH, contractTemplateResource, electronicContractResource } from '../../domain/resources/sales/contract';
import { pageTitleOf } from '../resource/show-layout';

export const TEMPLATE_DETAIL_PATH = contractTemplateResource.pages!.view!;

export const manifest: AreaManifest = {
  area: 'contract',
  pages: [
    { path: CONTRACT_DETAIL_PATH, title: pageTitleOf(electronicContractResource, 'view') },
    { path: TEMPLATE_DETAIL_PATH, title: pageTitleOf(contractTemplateResource, 'view') },
  ],
  menus: ['contract-booking', 'contract-test-drive', 'contract-sale-draft', 'contract-paper', 'contract-template'],
};
