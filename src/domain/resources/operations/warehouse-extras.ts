/**
 * What a stock car carries besides its own row (parts list, self loss), the store's lock setting and
 * the bindings of stores to the makers' document systems. These declarations give tables and
 * validation only: their calls are hand-written under crm-warehouse/ahWarehouseCar and
 * crm-warehouse/ahWarehouseDocSystem (server/modules/crm-warehouse/warehouse-car-*.ts, see
 * docs/warehouse.md), so no generated route names them.
 */
import { defineResource, f } from '../types';

/** One line of the parts that came with a car (keys, tools, manual...). */
export const warehouseCarPartResource = defineResource({
  key: 'warehouseCarPart',
  service: 'crm-warehouse',
  base: 'ahWarehouseCarPart',
  table: 'ah_warehouse_car_part',
  title: { zh: '随车配件', en: 'Parts with the car' },
  buttonPrefix: 'warehouse_stock',
  paging: 'current',
  scope: 'tenant',
  fields: {
    ahWarehouseCarId: f.id({ zh: '库存车辆', en: 'Stock car' }, { required: true, readonly: true }),
    partName: f.string({ zh: '配件名称', en: 'Part' }, { required: true, max: 50, list: 160 }),
    quantity: f.int({ zh: '数量', en: 'Quantity' }, { required: true, min: 0, maxValue: 999, list: 80 }),
    unit: f.string({ zh: '单位', en: 'Unit' }, { max: 10, list: 60 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 100, list: 200 }),
    sort: f.int({ zh: '排序', en: 'Order' }, { min: 0, maxValue: 9999 }),
  },
  ops: {},
});

/** Damage a car took while the store kept it, with what it cost the store. */
export const warehouseCarSelfLossResource = defineResource({
  key: 'warehouseCarSelfLoss',
  service: 'crm-warehouse',
  base: 'ahWarehouseCarSelfLoss',
  table: 'ah_warehouse_car_self_loss',
  title: { zh: '自损记录', en: 'Self loss' },
  buttonPrefix: 'warehouse_stock',
  paging: 'current',
  scope: 'tenant',
  fields: {
    ahWarehouseCarId: f.id({ zh: '库存车辆', en: 'Stock car' }, { required: true, readonly: true }),
    lossDate: f.date({ zh: '自损日期', en: 'Date' }, { required: true, list: 110 }),
    lossPart: f.string({ zh: '损伤部位', en: 'Damaged part' }, { required: true, max: 50, list: 140 }),
    description: f.string({ zh: '损伤描述', en: 'Description' }, { max: 255, list: 240, form: 'textarea' }),
    amount: f.money({ zh: '损失金额', en: 'Cost' }, { required: true, min: 0, maxValue: 100_000_000, list: 120 }),
    responsible: f.string({ zh: '责任人', en: 'Responsible' }, { max: 30, list: 100 }),
  },
  ops: {},
});

/** The lock rules of one store (one row per store; defaults until saved). */
export const warehouseLockSettingResource = defineResource({
  key: 'warehouseLockSetting',
  service: 'crm-warehouse',
  base: 'ahWarehouseCar',
  table: 'ah_warehouse_lock_setting',
  title: { zh: '锁车设置', en: 'Lock settings' },
  buttonPrefix: 'warehouse_stock',
  paging: 'current',
  scope: 'store',
  fields: {
    lockHours: f.int({ zh: '锁车有效时长（小时）', en: 'Lock lasts (hours)' }, { required: true, min: 1, maxValue: 720, default: 72 }),
    maxLocksPerUser: f.int({ zh: '每人最多锁车数', en: 'Locks per salesperson' }, { required: true, min: 1, maxValue: 50, default: 3 }),
    requireDeposit: f.bool({ zh: '锁车须已收定金', en: 'Lock needs a deposit' }, { required: true, default: 1 }),
    allowChangeLock: f.bool({ zh: '允许换车锁定', en: 'Allow changing the locked car' }, { required: true, default: 1 }),
  },
  ops: {},
});

/** A store bound to one maker's document system under the store's dealer code there. */
export const warehouseDocBindingResource = defineResource({
  key: 'warehouseDocBinding',
  service: 'crm-warehouse',
  base: 'ahWarehouseDocSystem',
  table: 'ah_warehouse_doc_binding',
  title: { zh: '单据系统绑定', en: 'Document system bindings' },
  buttonPrefix: 'warehouse_settings',
  paging: 'current',
  scope: 'tenant',
  fields: {
    storeId: f.id({ zh: '门店', en: 'Store' }, { required: true, form: 'select', ref: 'store' }),
    systemCode: f.string({ zh: '单据系统', en: 'Document system' }, { required: true, max: 40 }),
    dealerCode: f.string({ zh: '经销商代码', en: 'Dealer code' }, { required: true, max: 30 }),
    bindTime: f.datetime({ zh: '绑定时间', en: 'Bound at' }, { readonly: true }),
    syncTime: f.datetime({ zh: '同步时间', en: 'Synced at' }, { readonly: true }),
    syncCount: f.int({ zh: '同步车辆数', en: 'Cars synced' }, { readonly: true }),
  },
  ops: {},
});
