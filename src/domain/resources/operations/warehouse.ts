/** The warehouse of cars (crm-warehouse): stock cars of a store and transfers between stores. */
import { defineResource, f } from '../types';
import { vVin } from '../../validators';
import { nextWarehouseCar, WAREHOUSE_CAR_STATE_OPTIONS, WAREHOUSE_CAR_STATES, type WarehouseCarEventType } from '../../../machines/warehouse-car.machine';
import { nextTransfer, TRANSFER_STATE_OPTIONS } from '../../../machines/car-transfer.machine';

/** whether the warehouse-car machine lets the row take the event now (the server asks the same machine) */
const carMay =
  (event: WarehouseCarEventType) =>
  (row: Readonly<Record<string, unknown>>): boolean =>
    row.state !== null && row.state !== undefined && nextWarehouseCar(Number(row.state), Number(row.inTransfer) === 1, event) !== null;

/** the recorded facts updateWarehouseCarAttribute may change, one at a time, with their kind (money typed in yuan) */
export const CAR_ATTRIBUTES = [
  { name: 'displayLocation', kind: 'text', zh: '展示位置', en: 'Location' },
  { name: 'color', kind: 'text', zh: '外观颜色', en: 'Colour' },
  { name: 'interiorColor', kind: 'text', zh: '内饰颜色', en: 'Interior' },
  { name: 'engineNo', kind: 'text', zh: '发动机号', en: 'Engine no.' },
  { name: 'productionDate', kind: 'date', zh: '生产日期', en: 'Production date' },
  { name: 'purchasePrice', kind: 'money', zh: '采购价', en: 'Purchase price' },
  { name: 'remark', kind: 'text', zh: '备注', en: 'Remark' },
] as const;
const CAR_ATTRIBUTE_OPTIONS = CAR_ATTRIBUTES.map((a) => ({ value: a.name, zh: a.zh, en: a.en }));

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
    // brand → series → model, each picker narrowed by the one before (dependent references); the
    // server takes brand, series, names and guide price from the model chosen
    carBrandId: f.id({ zh: '品牌', en: 'Brand' }, { search: 'eq', form: 'select', ref: 'carBrand' }),
    carSeriesId: f.id({ zh: '车系', en: 'Series' }, { search: 'eq', form: 'select', ref: { resource: 'carSeries', dependsOn: 'carBrandId', param: 'brandId' } }),
    carModelId: f.id({ zh: '车型', en: 'Model' }, { required: true, search: 'eq', form: 'select', ref: { resource: 'carModel', dependsOn: 'carSeriesId', param: 'seriesId' } }),
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
    warehouseNo: f.string({ zh: '库存编号', en: 'Stock no.' }, { max: 30, list: 160, search: 'like', readonly: true }),
    displayLocation: f.string({ zh: '展示位置', en: 'Location' }, { max: 100, list: 120 }),
    state: f.int({ zh: '状态', en: 'State' }, { list: 90, search: 'eq', readonly: true, options: WAREHOUSE_CAR_STATE_OPTIONS }),
    inTransfer: f.bool({ zh: '调拨中', en: 'In transfer' }, { list: 80, search: 'eq', readonly: true, options: [{ value: 1, zh: '是', en: 'Yes' }, { value: 0, zh: '否', en: 'No' }] }),
    inTime: f.datetime({ zh: '入库时间', en: 'In since' }, { list: 160, readonly: true }),
    // the lock of the order holding the car: when it ends (lockTime + the store's 锁车有效时长) and
    // whether it has ended; no column, the server reads the order car (the home page's lock figures)
    lockEnd: f.filter('date', { zh: '锁车到期日', en: 'Lock ends' }, { search: 'range' }),
    lockExpired: f.filter('bool', { zh: '锁车已到期', en: 'Lock expired' }, { search: 'eq', options: [{ value: 1, zh: '是', en: 'Yes' }, { value: 0, zh: '否', en: 'No' }] }),
    outTime: f.datetime({ zh: '出库时间', en: 'Out at' }, { readonly: true }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'getPage', detail: 'detail', upsert: 'saveOrUpdate', remove: 'delete', export: 'export' },
  // the cars by state above the list, counted under the list's search (the status cards the spec draws)
  tabs: { field: 'state', path: 'countByState' },
  // the list finds a model by its name (车型, typed); the model picker is the form's
  hideSearch: ['carModelId'],
  // the warehouse-car machine decides which a car offers (carActionApplies); each is a route of crm-warehouse
  actions: [
    {
      name: 'ARRIVE', label: { zh: '到车', en: 'Arrived' }, path: 'arriveWarehouseCar', permission: 'warehouse_stock_arrive', key: 'a', applies: carMay('ARRIVE'), custom: true,
      input: { arrivalDate: f.date({ zh: '到库日期', en: 'Arrival date' }, { required: true, initial: 'today' }) },
    },
    {
      name: 'PUT_NO', label: { zh: '编号', en: 'Assign stock number' }, path: 'putWarehouseCarNo', permission: 'warehouse_stock_put_car_no', key: 'b', applies: carMay('PUT_NO'), custom: true,
      input: { warehouseNo: f.string({ zh: '库存编号', en: 'Stock number' }, { max: 30, placeholder: { zh: '留空则按门店顺序自动生成', en: 'Left empty, the store’s next number is given' } }) },
    },
    {
      name: 'IN_CONFIRM', label: { zh: '入库确认', en: 'Confirm in' }, path: 'inConfirm', permission: 'warehouse_stock_in_confirm', key: 'i', applies: carMay('IN_CONFIRM'), custom: true,
      input: { displayLocation: f.string({ zh: '展示位置', en: 'Location' }, { max: 100, placeholder: { zh: '选填', en: 'Optional' } }) },
    },
    // a batch: the selected cars (or the focused one) go to one store, with the operating password
    {
      name: 'TRANSFER', label: { zh: '调拨', en: 'Transfer' }, base: 'ahWarehouseCarTransfer', path: 'transfer', permission: 'warehouse_stock_transfer', operatingPassword: true, batch: true, key: 't', applies: carMay('TRANSFER'), custom: true,
      input: {
        toStoreId: f.id({ zh: '调入门店', en: 'To store' }, {
          required: true, form: 'select', requiredMessage: { zh: '请选择调入门店', en: 'Choose the receiving store' },
          source: { path: 'crm-anhua/store/list', params: {}, fixed: { pageNo: 1, pageSize: 200, status: 1, otherThanMine: 1 }, value: 'id', label: 'branchName' },
        }),
      },
    },
    // the outbound page shows the car and asks before it posts warehouseOut
    { name: 'OUT', label: { zh: '出库', en: 'Outbound' }, path: 'warehouseOut', page: '/stock/outCar', permission: 'warehouse_stock_out', key: 'o', applies: carMay('OUT'), custom: true },
    { name: 'LOCK', label: { zh: '锁定', en: 'Lock' }, path: 'lockWarehouseCar', permission: 'warehouse_stock_lock_setting', key: 'l', applies: carMay('LOCK'), custom: true, confirm: { zh: '确认锁定该车辆？', en: 'Lock this car?' } },
    { name: 'UNLOCK', label: { zh: '解锁', en: 'Unlock' }, path: 'unlockWarehouseCar', permission: 'warehouse_stock_lock_setting', key: 'u', applies: carMay('UNLOCK'), custom: true, confirm: { zh: '确认解锁该车辆？', en: 'Unlock this car?' } },
    // one recorded fact at a time, with the operating password; a money value is typed in yuan
    {
      name: 'ATTRIBUTE', label: { zh: '修改属性', en: 'Edit attribute' }, path: 'updateWarehouseCarAttribute', permission: 'warehouse_stock_edit_attribute', operatingPassword: true, key: 'm', custom: true,
      applies: (row) => row.state !== null && row.state !== undefined && Number(row.state) !== WAREHOUSE_CAR_STATES.out,
      input: {
        attributeName: f.string({ zh: '属性', en: 'Attribute' }, { required: true, max: 30, options: CAR_ATTRIBUTE_OPTIONS, requiredMessage: { zh: '请选择属性', en: 'Choose an attribute' } }),
        attributeValue: f.string({ zh: '新值', en: 'New value' }, { max: 255, placeholder: { zh: '日期格式 YYYY-MM-DD，价格单位元', en: 'Dates as YYYY-MM-DD, prices in yuan' } }),
      },
    },
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
    warehouseNo: f.string({ zh: '库存编号', en: 'Stock no.' }, { max: 30, list: 160, readonly: true }),
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
    // the car-transfer machine decides the state; the receiving store confirms, the sending store revokes
    {
      name: 'CONFIRM',
      label: { zh: '确认调入', en: 'Confirm receipt' },
      path: 'confirm',
      permission: 'warehouse_allot_confirm',
      key: 'c',
      confirm: { zh: '确认接收该车辆？', en: 'Receive this car?' },
      applies: (row) => nextTransfer(Number(row.state), 'CONFIRM') !== null,
      byStore: { field: 'toStoreId', refusal: { zh: '只有调入门店可以确认调拨', en: 'Only the receiving store can confirm a transfer' } },
    },
    {
      name: 'REVOKE',
      label: { zh: '撤销', en: 'Revoke' },
      path: 'revoke',
      permission: 'warehouse_allot_revoke',
      key: 'v',
      danger: true,
      confirm: { zh: '确认撤销该调拨？', en: 'Revoke this transfer?' },
      applies: (row) => nextTransfer(Number(row.state), 'REVOKE') !== null,
      byStore: { field: 'fromStoreId', refusal: { zh: '只有调出门店可以撤销调拨', en: 'Only the sending store can revoke a transfer' } },
    },
  ],
  defaultSort: ['transferTime', 'desc'],
});
