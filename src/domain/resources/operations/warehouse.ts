/** The warehouse of cars (crm-warehouse): stock cars of a store and transfers between stores. */
import { defineResource, f } from '../types';
import { vVin } from '../../validators';
import { WAREHOUSE_CAR_STATE_OPTIONS } from '../../../machines/warehouse-car.machine';
import { TRANSFER_STATE_OPTIONS } from '../../../machines/car-transfer.machine';

export const warehouseCarResource = defineResource({
  key: 'warehouseCar',
  service: 'crm-warehouse',
  base: 'ahWarehouseCar',
  table: 'ah_warehouse_car',
  title: { zh: '库存车辆', en: 'Stock cars' },
  menu: 'warehouse-stock',
  buttonPrefix: 'warehouse_stock',
  paging: 'current',
  scope: 'store',
  fields: {
    // the column allows more than 17 so that a long VIN answers the spec's format message, not a length message
    vin: f.string({ zh: '车架号', en: 'VIN' }, { required: true, max: 32, list: 190, search: 'like', rule: vVin }),
    carBrandId: f.id({ zh: '品牌', en: 'Brand' }, { search: 'eq', readonly: true }),
    carSeriesId: f.id({ zh: '车系', en: 'Series' }, { search: 'eq', readonly: true }),
    carModelId: f.id({ zh: '车型', en: 'Model' }, { required: true, search: 'eq', form: 'select' }),
    brandName: f.string({ zh: '品牌', en: 'Brand' }, { max: 50, list: 100, readonly: true }),
    seriesName: f.string({ zh: '车系', en: 'Series' }, { max: 50, list: 110, readonly: true }),
    modelName: f.string({ zh: '车型', en: 'Model' }, { max: 100, list: 220, search: 'like', readonly: true }),
    color: f.string({ zh: '外观颜色', en: 'Colour' }, { max: 30, list: 90 }),
    interiorColor: f.string({ zh: '内饰颜色', en: 'Interior' }, { max: 30 }),
    engineNo: f.string({ zh: '发动机号', en: 'Engine no.' }, { max: 30 }),
    guidePrice: f.money({ zh: '指导价', en: 'Guide price' }, { list: 120, readonly: true }),
    purchasePrice: f.money({ zh: '采购价', en: 'Purchase price' }, { list: 120 }),
    arrivalDate: f.date({ zh: '到库日期', en: 'Arrival date' }, { list: 110, search: 'range', sortable: true, readonly: true }),
    productionDate: f.date({ zh: '生产日期', en: 'Production date' }, {}),
    warehouseNo: f.string({ zh: '库存编号', en: 'Stock no.' }, { max: 30, list: 120, search: 'like', readonly: true }),
    displayLocation: f.string({ zh: '展示位置', en: 'Location' }, { max: 100, list: 120 }),
    state: f.int({ zh: '状态', en: 'State' }, { list: 90, search: 'eq', readonly: true, options: WAREHOUSE_CAR_STATE_OPTIONS }),
    inTransfer: f.bool({ zh: '调拨中', en: 'In transfer' }, { list: 80, search: 'eq', readonly: true, options: [{ value: 1, zh: '是', en: 'Yes' }, { value: 0, zh: '否', en: 'No' }] }),
    inTime: f.datetime({ zh: '入库时间', en: 'In since' }, { list: 160, readonly: true }),
    outTime: f.datetime({ zh: '出库时间', en: 'Out at' }, { readonly: true }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'getPage', detail: 'detail', upsert: 'saveOrUpdate', remove: 'delete', export: 'export' },
  actions: [
    { name: 'ARRIVE', label: { zh: '到车', en: 'Arrived' }, path: 'arriveWarehouseCar', permission: 'warehouse_stock_arrive', key: 'a' },
    { name: 'PUT_NO', label: { zh: '编号', en: 'Assign stock number' }, path: 'putWarehouseCarNo', permission: 'warehouse_stock_put_car_no', key: 'b' },
    { name: 'IN_CONFIRM', label: { zh: '入库确认', en: 'Confirm in' }, path: 'inConfirm', permission: 'warehouse_stock_in_confirm', key: 'i', confirm: { zh: '确认该车辆入库？', en: 'Confirm this car into stock?' } },
    { name: 'LOCK', label: { zh: '锁定', en: 'Lock' }, path: 'lockWarehouseCar', permission: 'warehouse_stock_lock_setting' },
    { name: 'UNLOCK', label: { zh: '解锁', en: 'Unlock' }, path: 'unlockWarehouseCar', permission: 'warehouse_stock_lock_setting' },
    { name: 'OUT', label: { zh: '出库', en: 'Outbound' }, path: 'warehouseOut', permission: 'warehouse_stock_out', confirm: { zh: '确认该车辆出库？', en: 'Send this car out of stock?' } },
    { name: 'TRANSFER', label: { zh: '调拨', en: 'Transfer' }, path: 'transfer', permission: 'warehouse_stock_transfer', operatingPassword: true, batch: true, key: 't' },
  ],
  defaultSort: ['arrivalDate', 'desc'],
});

/** A transfer of one car from its store to another store of the tenant; both stores see it. */
export const warehouseCarTransferResource = defineResource({
  key: 'warehouseCarTransfer',
  service: 'crm-warehouse',
  base: 'ahWarehouseCarTransfer',
  table: 'ah_warehouse_car_transfer',
  title: { zh: '调拨管理', en: 'Transfers' },
  menu: 'warehouse-allot',
  buttonPrefix: 'warehouse_allot',
  paging: 'current',
  scope: 'tenant',
  fields: {
    ahWarehouseCarId: f.id({ zh: '库存车辆', en: 'Stock car' }, { search: 'eq', readonly: true }),
    vin: f.string({ zh: '车架号', en: 'VIN' }, { max: 17, list: 190, search: 'like', readonly: true }),
    modelName: f.string({ zh: '车型', en: 'Model' }, { max: 100, list: 220, readonly: true }),
    warehouseNo: f.string({ zh: '库存编号', en: 'Stock no.' }, { max: 30, list: 120, readonly: true }),
    fromStoreId: f.id({ zh: '调出门店', en: 'From store' }, { search: 'eq', readonly: true }),
    fromStoreName: f.string({ zh: '调出门店', en: 'From store' }, { max: 100, list: 180, readonly: true }),
    toStoreId: f.id({ zh: '调入门店', en: 'To store' }, { search: 'eq', readonly: true }),
    toStoreName: f.string({ zh: '调入门店', en: 'To store' }, { max: 100, list: 180, readonly: true }),
    state: f.int({ zh: '状态', en: 'State' }, { list: 90, search: 'eq', readonly: true, options: TRANSFER_STATE_OPTIONS }),
    carStorageId: f.id({ zh: '车辆存放仓库', en: 'Car storage' }, { readonly: true }),
    keyStorageId: f.id({ zh: '钥匙存放仓库', en: 'Key storage' }, { readonly: true }),
    transferTime: f.datetime({ zh: '调拨时间', en: 'Sent at' }, { list: 160, search: 'range', sortable: true, readonly: true }),
    confirmTime: f.datetime({ zh: '确认时间', en: 'Confirmed at' }, { list: 160, readonly: true }),
    confirmUser: f.id({ zh: '确认人', en: 'Confirmed by' }, { readonly: true }),
    revokeTime: f.datetime({ zh: '撤销时间', en: 'Revoked at' }, { readonly: true }),
  },
  ops: { page: 'page' },
  actions: [
    { name: 'CONFIRM', label: { zh: '确认调入', en: 'Confirm receipt' }, path: 'confirm', permission: 'warehouse_allot_confirm', confirm: { zh: '确认接收该车辆？', en: 'Receive this car?' } },
    { name: 'REVOKE', label: { zh: '撤销', en: 'Revoke' }, path: 'revoke', permission: 'warehouse_allot_revoke', confirm: { zh: '确认撤销该调拨？', en: 'Revoke this transfer?' } },
  ],
  defaultSort: ['transferTime', 'desc'],
});
