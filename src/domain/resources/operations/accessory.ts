/**
 * Parts (配件, docs/after-sales.md): the parts archive of each store with its stock, every movement
 * of a part (purchase in, issue to a work order, return, transfer out and in, stock-take
 * adjustment), the month inventory computed from the movements, and the stock transfer forms
 * between stores (src/machines/stock-transfer.machine.ts).
 */
import { defineResource, f, type Label, type Option } from '../types';
import {
  STOCK_TRANSFER_STATE,
  STOCK_TRANSFER_STATE_OPTIONS,
  nextStockTransferState,
  stockTransferRefusal,
  type StockTransferEventType,
} from '../../../machines/stock-transfer.machine';

export { STOCK_TRANSFER_STATE, STOCK_TRANSFER_STATE_OPTIONS };

/** What moved a part's stock; the sign of a movement's quantity says in (+) or out (-). */
export const MOVEMENT_TYPE = { purchaseIn: 1, issue: 2, return: 3, transferOut: 4, transferIn: 5, adjust: 6 } as const;
export const MOVEMENT_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '采购入库', en: 'Purchase in' },
  { value: 2, zh: '工单领料', en: 'Issued to work order' },
  { value: 3, zh: '工单退料', en: 'Returned from work order' },
  { value: 4, zh: '调拨出库', en: 'Transfer out' },
  { value: 5, zh: '调拨入库', en: 'Transfer in' },
  { value: 6, zh: '盘点调整', en: 'Stock-take adjustment' },
];

export const ACCESSORY_MESSAGES = {
  /** spec 3 section 5, in its order: the year first, then the month */
  yearRequired: { zh: '请选择核算年度期间', en: 'Please select the accounting year period' },
  monthRequired: { zh: '请选择核算月份期间', en: 'Please select the accounting month period' },
  noAccessory: { zh: '配件不存在', en: 'No such part in this store' },
  sameStore: { zh: '调入门店不能是调出门店', en: 'The receiving store must differ from the sending store' },
  noLines: { zh: '请添加调拨配件', en: 'Add at least one part to transfer' },
  notReceiver: { zh: '只有调入门店可以确认收货', en: 'Only the receiving store can confirm receipt' },
  notSender: { zh: '只有调出门店可以修改调拨单', en: 'Only the sending store can change the transfer form' },
  noChange: { zh: '盘点数量与库存一致，无需调整', en: 'The counted quantity equals the stock; nothing to adjust' },
  priceRequired: { zh: '请输入单价', en: 'Please enter the unit price' },
  nameRequired: { zh: '请选择配件或输入材料名称', en: 'Pick a part or enter the material name' },
} as const satisfies Record<string, Label>;

/** 配件库存不足: the part, what is left and what was asked */
export const insufficientStock = (name: string, stock: number, wanted: number): Label => ({
  zh: `配件【${name}】库存不足，当前库存${stock}，需要${wanted}`,
  en: `Not enough stock of ${name}: ${stock} left, ${wanted} needed`,
});

export const ACCESSORY_QUANTITY_MAX = 99999;

export const accessoryResource = defineResource({
  key: 'ahAccessory',
  service: 'crm-workorder',
  base: 'ahAccessory',
  table: 'ah_accessory',
  title: { zh: '配件档案', en: 'Parts' },
  menu: 'accessory',
  buttonPrefix: 'accessory',
  idField: 'ahAccessoryId',
  labelField: 'accessoryName',
  paging: 'current',
  pageMethod: 'POST',
  scope: 'store',
  fields: {
    accessoryCode: f.string({ zh: '配件编号', en: 'Part no.' }, { required: true, max: 50, list: 150, search: 'like', unique: true }),
    accessoryName: f.string({ zh: '配件名称', en: 'Part' }, { required: true, max: 100, list: 180, search: 'like' }),
    // changed only by movements (purchase in, issue, return, transfer, stock-take), never by the form
    stock: f.int({ zh: '库存', en: 'Stock' }, { list: 80, readonly: true, form: false, default: 0, sortable: true }),
    minStock: f.int({ zh: '最低库存', en: 'Minimum stock' }, { list: 90, default: 0, maxValue: ACCESSORY_QUANTITY_MAX }),
    // stock at or below the minimum: kept by the server with every movement
    lowStock: f.int({ zh: '库存预警', en: 'Low stock' }, {
      list: 90, search: 'eq', readonly: true, form: false, default: 0,
      options: [{ value: 1, zh: '库存不足', en: 'Low' }, { value: 0, zh: '正常', en: 'OK' }],
    }),
    brand: f.string({ zh: '品牌', en: 'Brand' }, { max: 50, list: 100, search: 'like' }),
    fitModels: f.string({ zh: '适用车型', en: 'Fits models' }, { max: 255, list: 160, search: 'like' }),
    unit: f.string({ zh: '单位', en: 'Unit' }, { required: true, max: 10, list: 60, default: '个' }),
    costPrice: f.money({ zh: '成本价', en: 'Cost price' }, { required: true, list: 100 }),
    salePrice: f.money({ zh: '销售价', en: 'Sale price' }, { required: true, list: 100 }),
    supplier: f.string({ zh: '供应商', en: 'Supplier' }, { max: 100, list: 150, search: 'like' }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'page', all: 'list', detail: 'detail', upsert: 'saveOrUpdate', export: 'export' },
  actions: [
    {
      name: 'purchaseIn', label: { zh: '采购入库', en: 'Purchase in' }, path: 'purchaseIn', permission: 'accessory_purchase_in', key: 'Shift+I', custom: true,
      input: {
        quantity: f.int({ zh: '入库数量', en: 'Quantity' }, { required: true, min: 1, maxValue: ACCESSORY_QUANTITY_MAX }),
        unitPrice: f.money({ zh: '进货单价', en: 'Unit cost' }),
        remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255 }),
      },
    },
    {
      name: 'adjust', label: { zh: '盘点调整', en: 'Stock-take adjustment' }, path: 'adjust', permission: 'accessory_adjust', custom: true,
      input: {
        countedQuantity: f.int({ zh: '盘点数量', en: 'Counted quantity' }, { required: true, maxValue: ACCESSORY_QUANTITY_MAX }),
        remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255 }),
      },
    },
  ],
  defaultSort: ['accessoryCode', 'asc'],
  pages: { view: '/accessories/detail' },
  sections: [
    { title: { zh: '配件', en: 'Part' }, fields: ['accessoryCode', 'accessoryName', 'brand', 'fitModels', 'unit', 'supplier'] },
    { title: { zh: '价格与库存', en: 'Prices and stock' }, fields: ['costPrice', 'salePrice', 'stock', 'minStock', 'lowStock', 'remark'] },
  ],
  related: [{ resource: 'ahAccessoryMovement', foreignKey: 'ahAccessoryId', title: { zh: '出入库记录', en: 'Movements' } }],
});

export const accessoryMovementResource = defineResource({
  key: 'ahAccessoryMovement',
  service: 'crm-workorder',
  base: 'ahAccessoryMovement',
  table: 'ah_accessory_movement',
  title: { zh: '配件出入库记录', en: 'Part movements' },
  buttonPrefix: 'accessory_inventory',
  paging: 'current',
  scope: 'store',
  fields: {
    ahAccessoryId: f.id({ zh: '配件', en: 'Part' }, { required: true, search: 'eq', ref: 'ahAccessory' }),
    accessoryCode: f.string({ zh: '配件编号', en: 'Part no.' }, { max: 50, list: 140, search: 'like' }),
    accessoryName: f.string({ zh: '配件名称', en: 'Part' }, { max: 100, list: 160 }),
    movementType: f.int({ zh: '类型', en: 'Type' }, { required: true, list: 110, search: 'eq', options: MOVEMENT_TYPE_OPTIONS }),
    quantity: f.int({ zh: '数量', en: 'Quantity' }, { required: true, min: -ACCESSORY_QUANTITY_MAX, list: 70 }),
    balanceAfter: f.int({ zh: '结存', en: 'Balance' }, { min: 0, list: 70 }),
    unitPrice: f.money({ zh: '单价', en: 'Unit price' }, { list: 100 }),
    ahWorkOrderInfoId: f.id({ zh: '工单', en: 'Work order' }, { search: 'eq', ref: 'ahWorkOrderInfo', list: 170 }),
    orderNo: f.string({ zh: '单号', en: 'Document no.' }, { max: 32, list: 170, search: 'like' }),
    ahAccessoryStockTransferFormId: f.id({ zh: '调拨单', en: 'Transfer form' }, { search: 'eq' }),
    occurredTime: f.datetime({ zh: '发生时间', en: 'Time' }, { list: 160, search: 'range', sortable: true }),
    operatorName: f.string({ zh: '操作人', en: 'Operator' }, { max: 50, list: 90 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, list: 160 }),
  },
  ops: { page: 'page' },
  defaultSort: ['occurredTime', 'desc'],
});

const THIS_YEAR = new Date().getUTCFullYear();
/** the accounting years offered: the last five and this one */
export const INVENTORY_YEAR_OPTIONS: readonly Option[] = Array.from({ length: 6 }, (_, i) => ({ value: THIS_YEAR - i, zh: `${THIS_YEAR - i}年`, en: String(THIS_YEAR - i) }));
export const INVENTORY_MONTH_OPTIONS: readonly Option[] = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, zh: `${i + 1}月`, en: String(i + 1) }));

/** 'YYYY-MM' from a year and month as the panel holds them; null when either is missing or wrong */
export function yearMonthOf(year: unknown, month: unknown): string | null {
  const y = Number(year);
  const m = Number(month);
  if (!Number.isInteger(y) || !Number.isInteger(m) || y < 1970 || y > 9999 || m < 1 || m > 12) return null;
  return `${y}-${String(m).padStart(2, '0')}`;
}

/**
 * 配件进销存: one row per part of the store for a month, computed from the movements: opening stock
 * (all movements before the month), in, out and closing stock. The call takes the spec's yearMonth.
 */
export const accessoryInventoryResource = defineResource({
  key: 'ahAccessoryInventory',
  service: 'crm-workorder',
  base: 'ahAccessoryInventory',
  table: 'ah_accessory_movement',
  existingTable: true,
  title: { zh: '配件进销存', en: 'Parts inventory' },
  menu: 'accessory-inventory',
  buttonPrefix: 'accessory_inventory',
  paging: 'current',
  pageMethod: 'POST',
  scope: 'store',
  exportMode: 'blob',
  fields: {
    year: f.int({ zh: '核算年度', en: 'Year' }, { search: 'eq', form: false, options: INVENTORY_YEAR_OPTIONS }),
    month: f.int({ zh: '核算月份', en: 'Month' }, { search: 'eq', form: false, options: INVENTORY_MONTH_OPTIONS }),
    yearMonth: f.string({ zh: '核算期间', en: 'Period' }, { list: 90 }),
    ahAccessoryId: f.id({ zh: '配件', en: 'Part' }, {}),
    accessoryCode: f.string({ zh: '配件编号', en: 'Part no.' }, { list: 150, search: 'like' }),
    accessoryName: f.string({ zh: '配件名称', en: 'Part' }, { list: 180, search: 'like' }),
    unit: f.string({ zh: '单位', en: 'Unit' }, { list: 60 }),
    openingQuantity: f.int({ zh: '期初库存', en: 'Opening' }, { list: 90, min: -ACCESSORY_QUANTITY_MAX }),
    inQuantity: f.int({ zh: '本期入库', en: 'In' }, { list: 90 }),
    outQuantity: f.int({ zh: '本期出库', en: 'Out' }, { list: 90 }),
    closingQuantity: f.int({ zh: '期末库存', en: 'Closing' }, { list: 90 }),
    closingAmount: f.money({ zh: '期末金额(成本)', en: 'Closing value (cost)' }, { list: 120 }),
  },
  ops: { page: 'page', export: 'export' },
  searchRequired: [
    { field: 'year', message: ACCESSORY_MESSAGES.yearRequired },
    { field: 'month', message: ACCESSORY_MESSAGES.monthRequired },
  ],
  // the panel's year and month travel as the call's yearMonth (spec 3 section 3)
  searchParams: ({ year, month, ...rest }) => {
    const ym = yearMonthOf(year, month);
    return ym ? { ...rest, yearMonth: ym } : { ...rest, ...(year ? { year } : {}), ...(month ? { month } : {}) };
  },
});

/** One event of a transfer form as an action: offered where the machine allows it. */
function transferEvent(name: StockTransferEventType, path: string, button: string, label: Label, extra: { confirm?: Label; key?: string } = {}) {
  return {
    name,
    label,
    path,
    permission: `accessory_stock_transfer_${button}`,
    custom: true,
    applies: (row: Readonly<Record<string, unknown>>) => nextStockTransferState(row.state, name) !== null,
    refusal: (row: Readonly<Record<string, unknown>>, many: boolean) => stockTransferRefusal(row, name, many),
    ...extra,
  };
}

/**
 * 配件调拨单: a form of the sending store naming the receiving store; its lines are
 * ahAccessoryStockTransferFormItem. Sent: the parts leave the sending store; received (by the
 * receiving store): they arrive there; cancelled before receipt: they go back.
 */
export const stockTransferFormResource = defineResource({
  key: 'ahAccessoryStockTransferForm',
  service: 'crm-workorder',
  base: 'ahAccessoryStockTransferForm',
  table: 'ah_accessory_stock_transfer_form',
  title: { zh: '配件调拨单', en: 'Stock transfer forms' },
  buttonPrefix: 'accessory_stock_transfer',
  labelField: 'formNo',
  paging: 'current',
  // both stores see the form: the sender's store_id and the receiver's toStoreId (server hook)
  scope: 'tenant',
  fields: {
    formNo: f.string({ zh: '调拨单号', en: 'Form no.' }, { max: 32, list: 170, search: 'like', readonly: true, form: false }),
    state: f.int({ zh: '状态', en: 'State' }, { list: 90, search: 'eq', readonly: true, form: false, default: STOCK_TRANSFER_STATE.draft, options: STOCK_TRANSFER_STATE_OPTIONS }),
    fromStoreId: f.id({ zh: '调出门店', en: 'From store' }, { list: 140, readonly: true, form: false }),
    toStoreId: f.id({ zh: '调入门店', en: 'To store' }, { required: true, list: 140, search: 'eq' }),
    sendTime: f.datetime({ zh: '发出时间', en: 'Sent at' }, { list: 160, readonly: true, form: false }),
    receiveTime: f.datetime({ zh: '收货时间', en: 'Received at' }, { list: 160, readonly: true, form: false }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  // saveOrUpdate (with its lines) and detail are the module's (server/modules/crm-workorder/accessory.ts)
  ops: {},
  actions: [
    transferEvent('SEND', 'send', 'send', { zh: '发出', en: 'Send' }, { key: 'Shift+S', confirm: { zh: '确定发出？配件将从本店出库。', en: 'Send? The parts leave this store.' } }),
    transferEvent('RECEIVE', 'receive', 'receive', { zh: '确认收货', en: 'Confirm receipt' }, { key: 'Shift+R', confirm: { zh: '确定收货？配件将入库到本店。', en: 'Confirm receipt? The parts enter this store.' } }),
    transferEvent('CANCEL', 'cancel', 'cancel', { zh: '作废', en: 'Cancel' }, { confirm: { zh: '确定作废该调拨单？已发出的配件将退回调出门店。', en: 'Cancel this form? Parts already sent go back to the sending store.' } }),
  ],
  defaultSort: ['createTime', 'desc'],
});

/**
 * The lines of the transfer forms, as the spec lists them (item/page, item/export): each line names its
 * form, part and quantity; the form's number and state travel with each line for the list.
 */
export const stockTransferItemResource = defineResource({
  key: 'ahAccessoryStockTransferFormItem',
  service: 'crm-workorder',
  base: 'ahAccessoryStockTransferForm/item',
  table: 'ah_accessory_stock_transfer_form_item',
  title: { zh: '配件调拨单', en: 'Stock transfer forms' },
  menu: 'accessory-stock-transfer',
  buttonPrefix: 'accessory_stock_transfer',
  paging: 'current',
  pageMethod: 'POST',
  scope: 'tenant',
  exportMode: 'blob',
  fields: {
    ahAccessoryStockTransferFormId: f.id({ zh: '调拨单', en: 'Form' }, { required: true, search: 'eq', form: false, ref: 'ahAccessoryStockTransferForm' }),
    formNo: f.string({ zh: '调拨单号', en: 'Form no.' }, { max: 32, list: 170, search: 'like', readonly: true, form: false }),
    state: f.int({ zh: '状态', en: 'State' }, { list: 90, search: 'eq', readonly: true, form: false, options: STOCK_TRANSFER_STATE_OPTIONS }),
    fromStoreId: f.id({ zh: '调出门店', en: 'From store' }, { list: 140, search: 'eq', readonly: true, form: false }),
    toStoreId: f.id({ zh: '调入门店', en: 'To store' }, { list: 140, search: 'eq', readonly: true, form: false }),
    ahAccessoryId: f.id({ zh: '配件', en: 'Part' }, { required: true, form: 'select', ref: 'ahAccessory' }),
    accessoryCode: f.string({ zh: '配件编号', en: 'Part no.' }, { max: 50, list: 140, search: 'like', readonly: true, form: false }),
    accessoryName: f.string({ zh: '配件名称', en: 'Part' }, { max: 100, list: 170, search: 'like', readonly: true, form: false }),
    quantity: f.int({ zh: '调拨数量', en: 'Quantity' }, { required: true, min: 1, maxValue: ACCESSORY_QUANTITY_MAX, list: 90 }),
  },
  ops: { page: 'page', export: 'export' },
  defaultSort: ['createTime', 'desc'],
});

export const ACCESSORY_RESOURCES = [accessoryResource, accessoryMovementResource, accessoryInventoryResource, stockTransferFormResource, stockTransferItemResource] as const;
