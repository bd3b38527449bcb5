/** Release business (crm-warehouse/ahReleaseBusiness): the gate pass of a car leaving the store. */
import { defineResource, f } from '../types';
import { vPlate, vVin } from '../../validators';

export const RELEASE_TYPE_OPTIONS = [
  { value: 1, zh: '交车放行', en: 'Delivery' },
  { value: 2, zh: '试驾放行', en: 'Test drive' },
  { value: 3, zh: '调拨放行', en: 'Transfer' },
  { value: 4, zh: '维修放行', en: 'After repair' },
  { value: 9, zh: '其他', en: 'Other' },
] as const;

export const releaseBusinessResource = defineResource({
  key: 'releaseBusiness',
  service: 'crm-warehouse',
  base: 'ahReleaseBusiness',
  table: 'ah_release_business',
  title: { zh: '放行业务', en: 'Release business' },
  menu: 'release-business',
  buttonPrefix: 'release_business',
  paging: 'current',
  scope: 'store',
  fields: {
    releaseNo: f.string({ zh: '放行单号', en: 'Pass no.' }, { max: 32, list: 170, search: 'like', readonly: true }),
    releaseType: f.int({ zh: '放行类型', en: 'Type' }, { required: true, list: 100, search: 'eq', options: RELEASE_TYPE_OPTIONS, form: 'select' }),
    vin: f.string({ zh: '车架号', en: 'VIN' }, { required: true, max: 32, list: 190, search: 'like', rule: vVin }),
    plateNo: f.string({ zh: '车牌号', en: 'Plate no.' }, { max: 10, list: 100, rule: vPlate }),
    ahCarOrderId: f.id({ zh: '订单', en: 'Order' }, { search: 'eq', form: false }),
    orderNo: f.string({ zh: '订单编号', en: 'Order no.' }, { max: 32, list: 170, search: 'like', readonly: true }),
    customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { max: 50, list: 100 }),
    driverName: f.string({ zh: '提车人', en: 'Driver' }, { required: true, max: 50, list: 100 }),
    releaseTime: f.datetime({ zh: '放行时间', en: 'Released at' }, { required: true, list: 160, search: 'range', sortable: true }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'list', create: 'save', remove: 'remove' },
  defaultSort: ['releaseTime', 'desc'],
});
