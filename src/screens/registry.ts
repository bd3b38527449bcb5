/**
 * Every area of screens, as src/signed-in-shell.tsx hands them to the shell: the area's manifest,
 * which the shell's router reads at once, and the area's code, loaded the first time one of its
 * screens is shown. One dynamic import per area, so the build gives each area a chunk of its own
 * and the sign-in page and the shell carry none of it.
 */
import type { LazyArea } from '../shell/screens';
import { manifest as clue } from './clue/manifest';
import { manifest as customer } from './customer/manifest';
import { manifest as member } from './member/manifest';
import { manifest as warehouse } from './warehouse/manifest';
import { manifest as order } from './order/manifest';
import { manifest as importCentre } from './import/manifest';
import { manifest as subCard } from './sub-card/manifest';
import { manifest as appointment } from './appointment/manifest';
import { manifest as workOrder } from './work-order/manifest';
import { manifest as mall } from './mall/manifest';
import { manifest as storedValueCard } from './stored-value-card/manifest';
import { manifest as rank } from './rank/manifest';
import { manifest as coupon } from './coupon/manifest';
import { manifest as flow } from './flow/manifest';
import { manifest as corpWechat } from './corp-wechat/manifest';
import { manifest as marketing } from './marketing/manifest';
import { manifest as contract } from './contract/manifest';
import { manifest as declared } from './resource/manifest';

const AREA_PAGE_PATHS = new Set([clue, customer, member, warehouse, order, importCentre, subCard, appointment, workOrder, mall, storedValueCard, rank, coupon, flow, corpWechat, marketing, contract].flatMap((m) => m.pages.map((p) => p.path)));

export const AREAS: readonly LazyArea[] = [
  { manifest: clue, load: () => import('./clue').then((m) => m.screens) },
  { manifest: customer, load: () => import('./customer').then((m) => m.screens) },
  { manifest: member, load: () => import('./member').then((m) => m.screens) },
  { manifest: warehouse, load: () => import('./warehouse').then((m) => m.screens) },
  { manifest: order, load: () => import('./order').then((m) => m.screens) },
  { manifest: importCentre, load: () => import('./import').then((m) => m.screens) },
  { manifest: subCard, load: () => import('./sub-card').then((m) => m.screens) },
  { manifest: appointment, load: () => import('./appointment').then((m) => m.screens) },
  { manifest: workOrder, load: () => import('./work-order').then((m) => m.screens) },
  { manifest: mall, load: () => import('./mall').then((m) => m.screens) },
  { manifest: storedValueCard, load: () => import('./stored-value-card').then((m) => m.screens) },
  { manifest: rank, load: () => import('./rank').then((m) => m.screens) },
  { manifest: coupon, load: () => import('./coupon').then((m) => m.screens) },
  { manifest: flow, load: () => import('./flow').then((m) => m.screens) },
  { manifest: corpWechat, load: () => import('./corp-wechat').then((m) => m.screens) },
  { manifest: marketing, load: () => import('./marketing').then((m) => m.screens) },
  { manifest: contract, load: () => import('./contract').then((m) => m.screens) },
  // the pages the declarations name (show pages, add and edit pages): the generic kit, loaded like an area
  {
    // an area's own page at a declared path (a show page with panels of its own) takes the path
    manifest: { ...declared, pages: declared.pages.filter((p) => !AREA_PAGE_PATHS.has(p.path)) },
    load: () => import('./resource/declared-pages').then((m) => ({ pages: Object.fromEntries(m.DECLARED_PAGES.filter((p) => !AREA_PAGE_PATHS.has(p.path)).map((p) => [p.path, p.component])), menus: {} })),
  },
];
