import { vIdCard, vMobile } from '../../validators';
import { defineResource, f } from '../types';

/**
 * The group's customer archive (crm-anhua customer): one record per person and phone in the
 * tenant, shared by every store; store customers (ahCustomer) point to it by customerId.
 */
export const customerArchiveResource = defineResource({
  key: 'anhuaCustomer',
  service: 'crm-anhua',
  base: 'customer',
  table: 'ah_customer_archive',
  title: { zh: '客户档案', en: 'Customer archive' },
  menu: 'customer-archive',
  buttonPrefix: 'customer_archive',
  paging: 'pageNo',
  scope: 'tenant',
  fields: {
    customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { required: true, max: 50, list: 110, search: 'like' }),
    customerPhone: f.string({ zh: '手机号', en: 'Phone' }, { required: true, max: 11, list: 120, search: 'eq', rule: vMobile, unique: true }),
    sex: f.dict({ zh: '性别', en: 'Sex' }, { dict: 'sex', list: 60, search: 'eq' }),
    idCard: f.string({ zh: '身份证号', en: 'Identity card' }, { max: 18, list: 170, rule: vIdCard }),
    birthday: f.date({ zh: '生日', en: 'Birthday' }, { list: 100 }),
    address: f.string({ zh: '地址', en: 'Address' }, { max: 200, list: 200 }),
    sourceStoreName: f.string({ zh: '首次建档门店', en: 'First store' }, { max: 100, list: 150, form: false, readonly: true }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 500, form: 'textarea' }),
  },
  ops: { page: 'page', all: 'list', detail: 'detail', create: 'save', update: 'update', remove: 'remove', export: 'export' },
});
