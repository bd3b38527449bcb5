/**
 * The two parts dashboards (docs/after-sales.md): 配件来源 (/accessories/originShareDashDetail), where
 * the store's parts come from: the stock value held and the purchases of the period per supplier;
 * 配件积压 (/accessories/backlogDashDetail), the stock sitting on the shelf: parts with stock and the
 * days since a work order last took one, in age groups. Both computed from the parts and their
 * movements on every call (no snapshot to drift), each a generic list under its charts.
 */
import { defineResource, f, type Option } from '../types';

export const BACKLOG_AGE = { fresh: 1, month: 2, quarter: 3, stale: 4 } as const;
export const BACKLOG_AGE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '30天内领用', en: 'Issued within 30 days' },
  { value: 2, zh: '31-90天未领用', en: 'Idle 31-90 days' },
  { value: 3, zh: '91-180天未领用', en: 'Idle 91-180 days' },
  { value: 4, zh: '180天以上或从未领用', en: 'Idle over 180 days or never issued' },
];

/** The age group of a part idle for `days` (null: never issued). */
export function backlogAge(days: number | null): number {
  if (days === null || days > 180) return BACKLOG_AGE.stale;
  if (days > 90) return BACKLOG_AGE.quarter;
  if (days > 30) return BACKLOG_AGE.month;
  return BACKLOG_AGE.fresh;
}

export const accessoryOriginShareResource = defineResource({
  key: 'ahAccessoryOriginShare',
  service: 'crm-workorder',
  base: 'ahAccessoryOriginShare',
  table: 'ah_accessory',
  existingTable: true,
  title: { zh: '配件来源看板', en: 'Parts by origin' },
  menu: 'accessory-origin-share',
  buttonPrefix: 'accessory_origin_share',
  paging: 'current',
  pageMethod: 'POST',
  scope: 'store',
  fields: {
    // the purchases counted are those of this period (all time when blank)
    occurredTime: f.datetime({ zh: '采购时间', en: 'Purchased' }, { search: 'range', form: false }),
    supplier: f.string({ zh: '供应商', en: 'Supplier' }, { max: 100, list: 180 }),
    partCount: f.int({ zh: '配件种数', en: 'Parts' }, { list: 90 }),
    stockQuantity: f.int({ zh: '库存数量', en: 'In stock' }, { list: 90 }),
    stockAmount: f.money({ zh: '库存金额', en: 'Stock value' }, { list: 120 }),
    stockShare: f.decimal({ zh: '金额占比(%)', en: 'Share (%)' }, { list: 100 }),
    purchaseQuantity: f.int({ zh: '采购数量', en: 'Purchased' }, { list: 90 }),
    purchaseAmount: f.money({ zh: '采购金额', en: 'Purchase value' }, { list: 120 }),
  },
  ops: { page: 'page' },
});

export const accessoryBacklogResource = defineResource({
  key: 'ahAccessoryBacklog',
  service: 'crm-workorder',
  base: 'ahAccessoryBacklog',
  table: 'ah_accessory',
  existingTable: true,
  title: { zh: '配件积压看板', en: 'Parts backlog' },
  menu: 'accessory-backlog',
  buttonPrefix: 'accessory_backlog',
  paging: 'current',
  pageMethod: 'POST',
  scope: 'store',
  fields: {
    ageGroup: f.int({ zh: '积压时长', en: 'Idle' }, { list: 170, search: 'eq', options: BACKLOG_AGE_OPTIONS }),
    accessoryCode: f.string({ zh: '配件编号', en: 'Part no.' }, { max: 50, list: 130, search: 'like' }),
    accessoryName: f.string({ zh: '配件名称', en: 'Part' }, { max: 100, list: 180, search: 'like' }),
    supplier: f.string({ zh: '供应商', en: 'Supplier' }, { max: 100, list: 150 }),
    stock: f.int({ zh: '库存', en: 'In stock' }, { list: 80 }),
    stockAmount: f.money({ zh: '库存金额', en: 'Stock value' }, { list: 110 }),
    lastIssueTime: f.datetime({ zh: '最近领用', en: 'Last issued' }, { list: 160 }),
    idleDays: f.int({ zh: '未领用天数', en: 'Idle days' }, { list: 100 }),
  },
  ops: { page: 'page' },
});

export const ACCESSORY_DASH_RESOURCES = [accessoryOriginShareResource, accessoryBacklogResource] as const;
