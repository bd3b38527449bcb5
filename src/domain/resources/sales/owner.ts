/**
 * After-sales owners (crm-workorder/ahOwner, spec 2 /afterSales/owner): the people whose cars the
 * store services, with the car and its last service. Paths are ours (docs/members.md).
 */
import { vMobile, vPlate, vVin } from '../../validators';
import { defineResource, f } from '../types';

export const ownerResource = defineResource({
  key: 'ahOwner',
  service: 'crm-workorder',
  base: 'ahOwner',
  table: 'ah_owner',
  title: { zh: '车主档案', en: 'Owners' },
  menu: 'after-sales-owner',
  buttonPrefix: 'after_sales_owner',
  paging: 'current',
  scope: 'store',
  fields: {
    ownerName: f.string({ zh: '车主姓名', en: 'Owner' }, { required: true, max: 50, list: 110, search: 'like' }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { required: true, max: 11, list: 130, search: 'like', rule: vMobile }),
    // one owner row per car in a store
    vin: f.string({ zh: '车架号', en: 'VIN' }, { required: true, max: 32, list: 190, search: 'like', unique: true, rule: vVin }),
    licensePlate: f.string({ zh: '车牌号', en: 'Plate' }, { max: 10, list: 110, search: 'like', rule: vPlate }),
    carModel: f.string({ zh: '车型', en: 'Car model' }, { max: 100, list: 200, search: 'like' }),
    buyDate: f.date({ zh: '购车日期', en: 'Bought on' }, { list: 110, search: 'range', sortable: true }),
    lastServiceDate: f.date({ zh: '最近保养日期', en: 'Last service' }, { list: 120, search: 'range', sortable: true }),
    mileage: f.int({ zh: '行驶里程(km)', en: 'Mileage (km)' }, { list: 110, sortable: true, maxValue: 9_999_999 }),
    memberId: f.id({ zh: '会员', en: 'Member' }, { form: false, readonly: true }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'list', detail: 'detail', create: 'save', update: 'update', export: 'export' },
  defaultSort: ['lastServiceDate', 'desc'],
});
