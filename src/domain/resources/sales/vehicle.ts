/**
 * 车辆档案 (/afterSales/vehicle, detail /afterSales/vehicle/detail): the cars the service department
 * knows, read from the owners' archive (one row per car and store, unique by VIN), seen from the car's
 * side: VIN, plate and model first, then its owner and its mileage (docs/after-sales.md).
 */
import { defineResource, f } from '../types';
import { vMobile, vPlate, vVin } from '../../validators';

export const vehicleResource = defineResource({
  key: 'ahVehicle',
  service: 'crm-workorder',
  base: 'ahVehicle',
  table: 'ah_owner',
  existingTable: true,
  title: { zh: '车辆档案', en: 'Vehicles' },
  menu: 'after-sales-vehicle',
  buttonPrefix: 'after_sales_vehicle',
  labelField: 'vin',
  paging: 'current',
  scope: 'store',
  fields: {
    vin: f.string({ zh: '车架号', en: 'VIN' }, { required: true, max: 32, list: 190, search: 'like', unique: true, rule: vVin }),
    licensePlate: f.string({ zh: '车牌号', en: 'Plate' }, { max: 10, list: 110, search: 'like', rule: vPlate }),
    carModel: f.string({ zh: '车型', en: 'Car model' }, { max: 100, list: 200, search: 'like' }),
    buyDate: f.date({ zh: '购车日期', en: 'Bought on' }, { list: 110, search: 'range', sortable: true }),
    ownerName: f.string({ zh: '车主姓名', en: 'Owner' }, { required: true, max: 50, list: 110, search: 'like' }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { required: true, max: 11, list: 130, search: 'like', rule: vMobile }),
    mileage: f.int({ zh: '行驶里程(km)', en: 'Mileage (km)' }, { list: 110, sortable: true, maxValue: 9_999_999 }),
    lastServiceDate: f.date({ zh: '最近保养日期', en: 'Last service' }, { list: 120, search: 'range', sortable: true }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'page', detail: 'detail', create: 'save', update: 'update', export: 'export' },
  defaultSort: ['lastServiceDate', 'desc'],
  pages: { view: '/afterSales/vehicle/detail' },
  sections: [
    { title: { zh: '车辆', en: 'Car' }, fields: ['vin', 'licensePlate', 'carModel', 'buyDate'] },
    { title: { zh: '车主', en: 'Owner' }, fields: ['ownerName', 'phone'] },
    { title: { zh: '里程与保养', en: 'Mileage and service' }, fields: ['mileage', 'lastServiceDate', 'remark'] },
  ],
  related: [
    { resource: 'ahVehicleMileage', foreignKey: 'ahVehicleId', title: { zh: '里程记录', en: 'Mileage history' } },
    // 新增 opens 新建工单 with the car filled in
    { resource: 'ahWorkOrderInfo', foreignKey: 'ahVehicleId', title: { zh: '维修记录', en: 'Work orders' }, carry: { customerName: 'ownerName', customerPhone: 'phone', licensePlate: 'licensePlate', vin: 'vin', mileage: 'mileage' } },
  ],
});

export const MILEAGE_SOURCE = { workOrder: 1, archive: 2 } as const;

/**
 * 里程记录: each reading of a car's mileage, kept by the server: a work order's 进厂里程, a change of
 * the archive's mileage. Read-only; the car's 行驶里程 is the highest reading.
 */
export const vehicleMileageResource = defineResource({
  key: 'ahVehicleMileage',
  service: 'crm-workorder',
  base: 'ahVehicleMileage',
  table: 'ah_vehicle_mileage',
  title: { zh: '里程记录', en: 'Mileage history' },
  buttonPrefix: 'after_sales_vehicle',
  paging: 'current',
  scope: 'store',
  fields: {
    ahVehicleId: f.id({ zh: '车辆', en: 'Vehicle' }, { required: true, search: 'eq', readonly: true, form: false }),
    readTime: f.datetime({ zh: '记录时间', en: 'Read at' }, { list: 160, sortable: true, readonly: true, form: false }),
    mileage: f.int({ zh: '行驶里程(km)', en: 'Mileage (km)' }, { list: 120, readonly: true, form: false, min: 0 }),
    source: f.int({ zh: '来源', en: 'Source' }, { list: 100, readonly: true, form: false, options: [{ value: 1, zh: '维修工单', en: 'Work order' }, { value: 2, zh: '车辆档案', en: 'Vehicle archive' }] }),
    orderNo: f.string({ zh: '工单号', en: 'Work order no.' }, { max: 32, list: 170, readonly: true, form: false }),
    ahWorkOrderInfoId: f.id({ zh: '工单', en: 'Work order' }, { readonly: true, form: false }),
  },
  ops: { page: 'page' },
  defaultSort: ['readTime', 'desc'],
});
