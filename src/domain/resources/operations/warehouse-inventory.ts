/**
 * 库存盘点 (/warehouse/inventory, docs/warehouse.md): a count of a store's cars against the warehouse
 * list. Opening a count takes the list (the store's cars that are physically there: arrived, numbered,
 * in stock, locked); each VIN scanned or typed is counted (盘点 `s`), a VIN not on the list is recorded
 * as 盘盈 (unexpected); closing (完成盘点 Shift+C) records every car not counted as 盘亏 (missing).
 * Through the warehouse-inventory machine; one open count per store.
 */
import { defineResource, f, type ActionDecl, type Label } from '../types';
import { vVin } from '../../validators';
import { WAREHOUSE_CAR_STATE_OPTIONS } from '../../../machines/warehouse-car.machine';
import { INVENTORY_STATE, INVENTORY_STATE_OPTIONS, inventoryRefusal, nextInventoryState, type InventoryEventType } from '../../../machines/warehouse-inventory.machine';

export { INVENTORY_STATE, INVENTORY_STATE_OPTIONS };

/** A line's result: on the list and not counted yet, counted, missing at the close, or found though not on the list. */
export const INVENTORY_RESULT = { pending: 0, counted: 1, missing: 2, unexpected: 3 } as const;
export const INVENTORY_RESULT_OPTIONS = [
  { value: 0, zh: '待盘点', en: 'Not counted' },
  { value: 1, zh: '已盘点', en: 'Counted' },
  { value: 2, zh: '盘亏', en: 'Missing' },
  { value: 3, zh: '盘盈', en: 'Unexpected' },
] as const;

export const INVENTORY_MESSAGES = {
  openExists: { zh: '本门店已有盘点中的盘点单，请先完成或作废', en: 'This store already has a stock-take in progress; close or cancel it first' },
  alreadyCounted: { zh: '该车辆已盘点', en: 'This car has already been counted' },
  noStore: { zh: '请先切换到门店', en: 'Switch to a store first' },
} as const satisfies Record<string, Label>;

function event(name: InventoryEventType, path: string, label: Label, extra: Partial<ActionDecl> = {}): ActionDecl {
  return {
    name,
    label,
    path,
    permission: 'warehouse_inventory_count',
    custom: true,
    applies: (row) => nextInventoryState(row.state, name) !== null,
    refusal: (row, many) => inventoryRefusal(row, name, many),
    ...extra,
  };
}

export const warehouseInventoryResource = defineResource({
  key: 'ahWarehouseInventory',
  service: 'crm-warehouse',
  base: 'ahWarehouseInventory',
  table: 'ah_warehouse_inventory',
  title: { zh: '库存盘点', en: 'Stock-takes' },
  menu: 'warehouse-inventory',
  buttonPrefix: 'warehouse_inventory',
  labelField: 'inventoryNo',
  paging: 'current',
  scope: 'store',
  fields: {
    inventoryNo: f.string({ zh: '盘点单号', en: 'Stock-take no.' }, { max: 32, list: 170, search: 'like', readonly: true, form: false }),
    state: f.int({ zh: '状态', en: 'State' }, { list: 90, search: 'eq', readonly: true, form: false, default: INVENTORY_STATE.counting, options: INVENTORY_STATE_OPTIONS }),
    expectedCount: f.int({ zh: '应盘数', en: 'On the list' }, { list: 80, readonly: true, form: false, default: 0 }),
    countedCount: f.int({ zh: '已盘数', en: 'Counted' }, { list: 80, readonly: true, form: false, default: 0 }),
    missingCount: f.int({ zh: '盘亏数', en: 'Missing' }, { list: 80, readonly: true, form: false, default: 0 }),
    unexpectedCount: f.int({ zh: '盘盈数', en: 'Unexpected' }, { list: 80, readonly: true, form: false, default: 0 }),
    counter: f.string({ zh: '盘点人', en: 'Counted by' }, { required: true, max: 20, list: 90, search: 'like' }),
    closeTime: f.datetime({ zh: '完成时间', en: 'Closed at' }, { list: 160, readonly: true, form: false }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'page', detail: 'detail', create: 'save' },
  actions: [
    event('SCAN', 'scan', { zh: '盘点车辆', en: 'Count a car' }, {
      key: 's',
      input: { vin: f.string({ zh: '车架号', en: 'VIN' }, { required: true, max: 32, rule: vVin }) },
    }),
    event('CLOSE', 'close', { zh: '完成盘点', en: 'Close the count' }, {
      key: 'Shift+C',
      confirm: { zh: '完成盘点？未盘到的车辆将记为盘亏，完成后不能再盘点。', en: 'Close the count? Cars not counted are recorded as missing; nothing can be counted afterwards.' },
    }),
    event('CANCEL', 'cancel', { zh: '作废', en: 'Cancel' }, {
      confirm: { zh: '作废该盘点单？作废后不能恢复。', en: 'Cancel this stock-take? This cannot be undone.' },
    }),
  ],
  defaultSort: ['createTime', 'desc'],
  pages: { view: '/warehouse/inventory/detail' },
  sections: [
    { title: { zh: '盘点', en: 'Stock-take' }, fields: ['inventoryNo', 'state', 'counter', 'closeTime', 'remark'] },
    { title: { zh: '结果', en: 'Result' }, fields: ['expectedCount', 'countedCount', 'missingCount', 'unexpectedCount'] },
  ],
  related: [{ resource: 'ahWarehouseInventoryItem', foreignKey: 'ahWarehouseInventoryId' }],
  history: true,
});

/** One car of a count: on the list (expected) or found though not on it (盘盈). */
export const warehouseInventoryItemResource = defineResource({
  key: 'ahWarehouseInventoryItem',
  service: 'crm-warehouse',
  base: 'ahWarehouseInventoryItem',
  table: 'ah_warehouse_inventory_item',
  title: { zh: '盘点明细', en: 'Counted cars' },
  buttonPrefix: 'warehouse_inventory',
  labelField: 'vin',
  paging: 'current',
  scope: 'store',
  fields: {
    ahWarehouseInventoryId: f.id({ zh: '盘点单', en: 'Stock-take' }, { required: true, search: 'eq', readonly: true, form: false }),
    vin: f.string({ zh: '车架号', en: 'VIN' }, { max: 32, list: 190, search: 'like', readonly: true, form: false }),
    result: f.int({ zh: '盘点结果', en: 'Result' }, { list: 90, search: 'eq', sortable: true, readonly: true, form: false, default: INVENTORY_RESULT.pending, options: INVENTORY_RESULT_OPTIONS }),
    ahWarehouseCarId: f.id({ zh: '库存车辆', en: 'Stock car' }, { readonly: true, form: false }),
    modelName: f.string({ zh: '车型', en: 'Model' }, { max: 100, list: 200, readonly: true, form: false }),
    warehouseNo: f.string({ zh: '库存编号', en: 'Stock no.' }, { max: 30, list: 110, readonly: true, form: false }),
    carState: f.int({ zh: '库存状态', en: 'Stock state' }, { list: 90, readonly: true, form: false, options: WAREHOUSE_CAR_STATE_OPTIONS }),
    // 1: on the warehouse list when the count was opened
    expected: f.int({ zh: '在账', en: 'On the list' }, { list: 70, search: 'eq', readonly: true, form: false, default: 1, options: [{ value: 1, zh: '是', en: 'Yes' }, { value: 0, zh: '否', en: 'No' }] }),
    scanTime: f.datetime({ zh: '盘点时间', en: 'Counted at' }, { list: 160, readonly: true, form: false }),
    // where a 盘盈 car is recorded as being (another store's car, a car unknown to the warehouse)
    note: f.string({ zh: '说明', en: 'Note' }, { max: 100, list: 200, readonly: true, form: false }),
  },
  ops: { page: 'page' },
  // the differences first: 盘盈, then 盘亏, then counted, then those still to count
  defaultSort: ['result', 'desc'],
});

export const WAREHOUSE_INVENTORY_RESOURCES = [warehouseInventoryResource, warehouseInventoryItemResource] as const;
