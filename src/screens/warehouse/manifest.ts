/** The warehouse area's pages and hand-written menu screens, as the shell routes them before the area's code is loaded. */
import type { AreaManifest } from '../../shell/screens';
import { CAR_DETAIL_PATH, CAR_EDIT_PATH, OUT_CAR_PATH } from './paths';

export const manifest: AreaManifest = {
  area: 'warehouse',
  pages: [
    { path: CAR_EDIT_PATH, title: { zh: '车辆信息', en: 'Stock car' }, noCache: true },
    { path: CAR_DETAIL_PATH, title: { zh: '车辆详情', en: 'Car details' }, noCache: true },
    { path: OUT_CAR_PATH, title: { zh: '车辆出库', en: 'Outbound' }, noCache: true },
  ],
  menus: ['warehouse-stock', 'warehouse-allot', 'warehouse-settings'],
};
