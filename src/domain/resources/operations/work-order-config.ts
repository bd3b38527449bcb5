/**
 * 工单配置, the seven leaves beyond 仓库配置 and 附加项目 (docs/after-sales.md): maintenance items with
 * their standard hours, stations, repair types, suppliers, the labour unit price per repair type,
 * the settlement audit setting and the discount modes. Each store keeps its own.
 */
import { defineResource, f, type Option } from '../types';
import { vMobile } from '../../validators';
import { REPAIR_TYPE_OPTIONS } from './work-order';

const ENABLED: readonly Option[] = [
  { value: 1, zh: '启用', en: 'Enabled' },
  { value: 0, zh: '停用', en: 'Disabled' },
];
const state = () => f.int({ zh: '状态', en: 'State' }, { list: 80, search: 'eq', form: 'select', options: ENABLED, default: 1 });
const remark = () => f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' });
const common = { service: 'crm-workorder', paging: 'current', scope: 'store' } as const;
const listOps = { page: 'page', all: 'list', detail: 'detail', upsert: 'saveOrUpdate', remove: 'remove' } as const;

export const maintenanceItemResource = defineResource({
  ...common,
  key: 'ahWorkOrderConfigMaintenanceItem',
  base: 'ahWorkOrderConfigMaintenanceItem',
  table: 'ah_work_order_config_maintenance_item',
  title: { zh: '维修项目', en: 'Maintenance items' },
  menu: 'work-order-config-item',
  buttonPrefix: 'work_order_config_item',
  labelField: 'itemName',
  fields: {
    itemCode: f.string({ zh: '项目编码', en: 'Code' }, { max: 30, list: 120, search: 'like' }),
    itemName: f.string({ zh: '项目名称', en: 'Item' }, { required: true, max: 50, list: 180, search: 'like', unique: true }),
    repairType: f.int({ zh: '维修类型', en: 'Repair type' }, { required: true, list: 100, search: 'eq', form: 'select', options: REPAIR_TYPE_OPTIONS }),
    // labour = standard hours x the repair type's unit price (工时单价)
    standardHours: f.decimal({ zh: '标准工时', en: 'Standard hours' }, { required: true, list: 90 }),
    state: state(),
    remark: remark(),
  },
  ops: listOps,
  defaultSort: ['itemCode', 'asc'],
});

export const stationResource = defineResource({
  ...common,
  key: 'ahWorkOrderConfigStation',
  base: 'ahWorkOrderConfigStation',
  table: 'ah_work_order_config_station',
  title: { zh: '工位管理', en: 'Stations' },
  menu: 'work-order-config-station',
  buttonPrefix: 'work_order_config_station',
  labelField: 'stationName',
  fields: {
    stationName: f.string({ zh: '工位名称', en: 'Station' }, { required: true, max: 30, list: 150, search: 'like', unique: true }),
    stationType: f.int({ zh: '工位类型', en: 'Type' }, {
      required: true, list: 100, search: 'eq', form: 'select',
      options: [{ value: 1, zh: '机修', en: 'Mechanical' }, { value: 2, zh: '钣金', en: 'Body' }, { value: 3, zh: '喷漆', en: 'Paint' }, { value: 4, zh: '快修保养', en: 'Quick service' }, { value: 5, zh: '洗车美容', en: 'Wash and detail' }],
    }),
    technician: f.string({ zh: '责任技师', en: 'Technician' }, { max: 20, list: 100, search: 'like' }),
    state: state(),
    remark: remark(),
  },
  ops: listOps,
  defaultSort: ['stationName', 'asc'],
});

export const repairTypeResource = defineResource({
  ...common,
  key: 'ahWorkOrderConfigRepairType',
  base: 'ahWorkOrderConfigRepairType',
  table: 'ah_work_order_config_repair_type',
  title: { zh: '维修类型', en: 'Repair types' },
  menu: 'work-order-config-type',
  buttonPrefix: 'work_order_config_type',
  labelField: 'typeName',
  fields: {
    typeName: f.string({ zh: '类型名称', en: 'Type' }, { required: true, max: 30, list: 150, search: 'like', unique: true }),
    typeCode: f.string({ zh: '类型编码', en: 'Code' }, { max: 30, list: 120 }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, sortable: true, default: 0, maxValue: 99999 }),
    state: state(),
    remark: remark(),
  },
  ops: listOps,
  defaultSort: ['sort', 'asc'],
});

export const supplierResource = defineResource({
  ...common,
  key: 'ahWorkOrderConfigSupplier',
  base: 'ahWorkOrderConfigSupplier',
  table: 'ah_work_order_config_supplier',
  title: { zh: '供应商', en: 'Suppliers' },
  menu: 'work-order-config-supplier',
  buttonPrefix: 'work_order_config_supplier',
  labelField: 'supplierName',
  fields: {
    supplierName: f.string({ zh: '供应商名称', en: 'Supplier' }, { required: true, max: 100, list: 220, search: 'like', unique: true }),
    contact: f.string({ zh: '联系人', en: 'Contact' }, { max: 20, list: 100, search: 'like' }),
    phone: f.string({ zh: '联系电话', en: 'Phone' }, { max: 11, list: 120, rule: vMobile }),
    address: f.string({ zh: '地址', en: 'Address' }, { max: 200, list: 220 }),
    state: state(),
    remark: remark(),
  },
  ops: listOps,
  defaultSort: ['supplierName', 'asc'],
});

/** 工时单价: one price per hour and repair type; the rows are the store's (seeded), edited in place. */
export const unitPriceResource = defineResource({
  ...common,
  key: 'ahWorkOrderConfigUnitPrice',
  base: 'ahWorkOrderConfigUnitPrice',
  table: 'ah_work_order_config_unit_price',
  title: { zh: '工时单价', en: 'Labour unit price' },
  menu: 'work-order-config-unit-price',
  buttonPrefix: 'work_order_config_unit_price',
  fields: {
    repairType: f.int({ zh: '维修类型', en: 'Repair type' }, { required: true, list: 140, search: 'eq', form: 'select', options: REPAIR_TYPE_OPTIONS, unique: true }),
    unitPrice: f.money({ zh: '工时单价(元/小时)', en: 'Price per hour' }, { required: true, list: 150 }),
    remark: remark(),
  },
  ops: { page: 'page', all: 'list', detail: 'detail', upsert: 'saveOrUpdate' },
  defaultSort: ['repairType', 'asc'],
});

/** 审核设置: which settlements need the review step, and who reviews; one setting per store. */
export const auditSettingResource = defineResource({
  ...common,
  key: 'ahWorkOrderConfigAudit',
  base: 'ahWorkOrderConfigAudit',
  table: 'ah_work_order_config_audit',
  title: { zh: '审核设置', en: 'Audit settings' },
  menu: 'work-order-config-audit',
  buttonPrefix: 'work_order_config_audit',
  fields: {
    reviewEnabled: f.int({ zh: '结算需审核', en: 'Settlements reviewed' }, { list: 100, form: 'switch', default: 1, options: [{ value: 1, zh: '开启', en: 'On' }, { value: 0, zh: '关闭', en: 'Off' }] }),
    // settlements at or above this total (labour + materials - vouchers) are reviewed; 0: all
    reviewThreshold: f.money({ zh: '审核起点金额', en: 'Review from amount' }, { list: 120, default: 0 }),
    reviewerRole: f.string({ zh: '审核人', en: 'Reviewer' }, { max: 30, list: 120, default: '售后经理' }),
    remark: remark(),
  },
  ops: { page: 'page', upsert: 'saveOrUpdate' },
  singleton: true,
});

/** 优惠方式's kinds: a discount of the labour, of the materials, or an amount off the whole order. */
export const PREFERENTIAL_TYPE = { labour: 1, materials: 2, amountOff: 3 } as const;
export const PREFERENTIAL_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '工时折扣', en: 'Labour discount' },
  { value: 2, zh: '材料折扣', en: 'Materials discount' },
  { value: 3, zh: '整单减免', en: 'Amount off' },
];

export const WORK_ORDER_CONFIG_MESSAGES = {
  modeNotAllowed: { zh: '该优惠方式未启用', en: 'This discount mode is not enabled in this store' },
  noUnitPrice: { zh: '请先在工时单价中设置该维修类型的单价', en: 'Set the labour unit price of this repair type first' },
  hoursRange: { zh: '工时须大于0且不超过999', en: 'Hours must be above 0 and at most 999' },
  selfReview: { zh: '结算提交人不能审核自己的结算', en: 'The person who submitted a settlement cannot approve it' },
} as const;

/** The part of a mode the settlement reads. */
export interface PreferentialMode {
  modeType: number;
  discountRate?: number | null;
  maxAmount?: number | null;
}

/**
 * What a work order's customer pays (integer hundredths): labour + materials, less the discount of
 * its mode, less its vouchers; the discount is never more than what is left, so nothing is negative.
 * Labour and materials discounts are `rate` percent of the price (85 = pay 85 %), capped by `maxAmount`
 * when one is set; 整单减免 takes `maxAmount` off.
 */
export function settlementTotals(order: { itemsAmount?: unknown; materialsAmount?: unknown; deductionAmount?: unknown }, mode: PreferentialMode | null): { discountAmount: number; totalAmount: number } {
  const items = Math.max(0, Number(order.itemsAmount ?? 0));
  const materials = Math.max(0, Number(order.materialsAmount ?? 0));
  const vouchers = Math.max(0, Number(order.deductionAmount ?? 0));
  let discount = 0;
  if (mode) {
    const off = (base: number) => Math.round((base * (100 - Math.min(100, Math.max(0, Number(mode.discountRate ?? 100))))) / 100);
    if (mode.modeType === PREFERENTIAL_TYPE.labour) discount = off(items);
    else if (mode.modeType === PREFERENTIAL_TYPE.materials) discount = off(materials);
    else if (mode.modeType === PREFERENTIAL_TYPE.amountOff) discount = Number(mode.maxAmount ?? 0);
    if (mode.modeType !== PREFERENTIAL_TYPE.amountOff && mode.maxAmount) discount = Math.min(discount, Number(mode.maxAmount));
  }
  const before = Math.max(0, items + materials - vouchers);
  discount = Math.max(0, Math.min(discount, before));
  return { discountAmount: discount, totalAmount: before - discount };
}

/** Labour of an item line: hours × the price per hour, in hundredths. */
export const labourOf = (hours: number, unitPrice: number): number => Math.round(hours * unitPrice);

export const preferentialResource = defineResource({
  ...common,
  key: 'ahWorkOrderConfigPreferential',
  base: 'ahWorkOrderConfigPreferential',
  table: 'ah_work_order_config_preferential',
  title: { zh: '优惠方式', en: 'Discount modes' },
  menu: 'work-order-config-preferential',
  buttonPrefix: 'work_order_config_preferential',
  labelField: 'modeName',
  fields: {
    modeName: f.string({ zh: '优惠名称', en: 'Mode' }, { required: true, max: 30, list: 150, search: 'like', unique: true }),
    modeType: f.int({ zh: '优惠类型', en: 'Kind' }, { required: true, list: 110, search: 'eq', form: 'select', options: PREFERENTIAL_TYPE_OPTIONS }),
    // a discount in percent (85 = 85%) for the discount kinds; the most off for 整单减免
    discountRate: f.int({ zh: '折扣(%)', en: 'Rate (%)' }, { list: 80, min: 1, maxValue: 100 }),
    maxAmount: f.money({ zh: '最高减免', en: 'Most off' }, { list: 110 }),
    state: state(),
    remark: remark(),
  },
  ops: listOps,
  defaultSort: ['modeType', 'asc'],
});

export const WORK_ORDER_CONFIG_RESOURCES = [maintenanceItemResource, stationResource, repairTypeResource, supplierResource, unitPriceResource, auditSettingResource, preferentialResource] as const;
