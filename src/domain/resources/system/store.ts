import { defineResource, f } from '../types';

const OPEN = 1;
const STOPPED = 0;

/**
 * The tenant's stores (门店管理), declared so that every screen picks a store through `ref: 'store'`.
 * The list, detail and update are the spec's hand-written calls (crm-anhua/store/list with pageNo,
 * detail, updateStoreInfo), which the store picker and the shell use too; a new store and the
 * open/stop switch are generated. Stores are never deleted: their records (orders, stock, users'
 * nodes) keep naming them, so a store that closes is stopped (停业), which the picker marks.
 */
export const storeResource = defineResource({
  key: 'store',
  service: 'crm-anhua',
  base: 'store',
  table: 'ah_store',
  existingTable: true,
  title: { zh: '门店管理', en: 'Stores' },
  menu: 'store',
  buttonPrefix: 'store',
  labelField: 'branchName',
  paging: 'pageNo',
  scope: 'tenant',
  fields: {
    branchName: f.string({ zh: '门店名称', en: 'Store name' }, { required: true, max: 100, list: 200, search: 'like' }),
    storeCode: f.string({ zh: '门店编码', en: 'Store code' }, { max: 30, list: 120 }),
    address: f.string({ zh: '门店地址', en: 'Address' }, { max: 255, list: 260 }),
    phone: f.string({ zh: '联系电话', en: 'Phone' }, { max: 20, list: 140 }),
    status: f.int({ zh: '营业状态', en: 'Status' }, {
      list: 100,
      search: 'eq',
      default: OPEN,
      required: true,
      options: [
        { value: OPEN, zh: '营业', en: 'Open' },
        { value: STOPPED, zh: '停业', en: 'Stopped' },
      ],
    }),
    isReport: f.int({ zh: '参与报表', en: 'In reports' }, {
      list: 90,
      default: 1,
      options: [
        { value: 1, zh: '是', en: 'Yes' },
        { value: 0, zh: '否', en: 'No' },
      ],
    }),
    sort: f.int({ zh: '排序', en: 'Sort' }, { list: 80, default: 0, maxValue: 99999 }),
  },
  ops: { page: 'list', detail: 'detail', create: 'save', update: 'updateStoreInfo' },
  handWritten: ['list', 'detail', 'updateStoreInfo'],
  actions: [
    {
      name: 'stop',
      label: { zh: '停业', en: 'Stop' },
      path: 'switchStatus',
      permission: 'store_status',
      set: { status: STOPPED },
      applies: (row) => Number(row.status) !== STOPPED,
      refusal: (row) => ({ zh: `门店「${String(row.branchName ?? '')}」已停业`, en: `The store ${String(row.branchName ?? '')} is already stopped` }),
      danger: true,
      confirm: { zh: '确定将该门店设为停业？停业门店不能再切换进入。', en: 'Stop this store? Nobody can switch to a stopped store.' },
      key: 'Shift+S',
    },
    {
      name: 'open',
      label: { zh: '恢复营业', en: 'Reopen' },
      path: 'switchStatus',
      permission: 'store_status',
      set: { status: OPEN },
      applies: (row) => Number(row.status) !== OPEN,
      refusal: (row) => ({ zh: `门店「${String(row.branchName ?? '')}」正在营业`, en: `The store ${String(row.branchName ?? '')} is open` }),
      key: 'Shift+O',
    },
  ],
  defaultSort: ['sort', 'asc'],
});
