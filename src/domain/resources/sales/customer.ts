import { vIdCard, vMobile } from '../../validators';
import { defineResource, f, type Option } from '../types';

/** What became of a store customer (ours: the spec shows no states). */
export const DEAL_STATE_OPTIONS: readonly Option[] = [
  { value: 0, zh: '意向', en: 'Prospect' },
  { value: 1, zh: '已下订', en: 'Ordered' },
  { value: 2, zh: '已交车', en: 'Delivered' },
  { value: 3, zh: '已流失', en: 'Lost' },
];

/**
 * A customer of one store (crm-dcc ahCustomer): the person behind the store's clues, with the
 * salesman who manages them (nextTraceUserId) and a link to the group's customer archive (customerId).
 */
export const customerResource = defineResource({
  key: 'ahCustomer',
  service: 'crm-dcc',
  base: 'ahCustomer',
  table: 'ah_customer',
  title: { zh: '客户管理', en: 'Customer managers' },
  menu: 'clue-cusmanagers',
  buttonPrefix: 'clue_cusmanagers',
  idField: 'ahCustomerId',
  paging: 'current',
  scope: 'store',
  fields: {
    customerId: f.id({ zh: '客户档案', en: 'Archive record' }, { form: false, readonly: true }),
    customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { required: true, max: 50, list: 110, search: 'like' }),
    customerPhone: f.string({ zh: '手机号', en: 'Phone' }, { required: true, max: 11, list: 120, search: 'eq', rule: vMobile }),
    sex: f.dict({ zh: '性别', en: 'Sex' }, { dict: 'sex', list: 60 }),
    idCard: f.string({ zh: '身份证号', en: 'Identity card' }, { max: 18, rule: vIdCard }),
    customerLevel: f.dict({ zh: '客户级别', en: 'Customer level' }, { dict: 'customer_level', list: 80, search: 'eq' }),
    intentSeries: f.string({ zh: '意向车系', en: 'Car series' }, { max: 100, list: 120, search: 'like' }),
    channelName: f.string({ zh: '来源渠道', en: 'Channel' }, { max: 100, list: 110, search: 'eq', form: false, readonly: true }),
    dealState: f.int({ zh: '成交状态', en: 'Deal state' }, { list: 80, search: 'eq', default: 0, options: DEAL_STATE_OPTIONS, form: 'select' }),
    nextTraceUserId: f.id({ zh: '客户经理', en: 'Manager' }, { search: 'eq', form: false, readonly: true }),
    nextTraceUserName: f.string({ zh: '客户经理', en: 'Manager' }, { max: 50, list: 100, form: false, readonly: true }),
    clueId: f.id({ zh: '来源线索', en: 'Clue' }, { search: 'eq', form: false, readonly: true }),
    ahClueTraceId: f.id({ zh: '线索跟进', en: 'Clue trace' }, { search: 'eq', form: false, readonly: true }),
    lastTraceTime: f.datetime({ zh: '最近跟进时间', en: 'Last follow-up' }, { list: 150, search: 'range', sortable: true, form: false, readonly: true }),
    address: f.string({ zh: '地址', en: 'Address' }, { max: 200 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 500, form: 'textarea' }),
  },
  ops: { page: ['page', 'pages'], all: 'list', detail: 'detail', update: 'update', export: 'export' },
  exportMaxRows: 10_000,
  defaultSort: ['lastTraceTime', 'desc'],
});
