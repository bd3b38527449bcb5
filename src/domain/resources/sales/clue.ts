import { vMobile } from '../../validators';
import { defineResource, f } from '../types';

/** A sales lead as it came in (entered, imported or synced), before and after allocation. */
export const clueResource = defineResource({
  key: 'ahClue',
  service: 'crm-dcc',
  base: 'clue',
  table: 'ah_clue',
  title: { zh: '线索录入', en: 'Clue records' },
  menu: 'clue-record',
  buttonPrefix: 'clue_record',
  paging: 'current',
  scope: 'store',
  fields: {
    customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { required: true, max: 50, list: 120, search: 'like' }),
    customerPhone: f.string({ zh: '手机号', en: 'Phone' }, { required: true, max: 11, list: 130, search: 'eq', rule: vMobile }),
    channelType: f.dict({ zh: '渠道类型', en: 'Channel type' }, { dict: 'clue_channel_type', list: 110, search: 'eq' }),
    channelName: f.string({ zh: '线索渠道', en: 'Channel' }, { required: true, max: 100, list: 120, search: 'eq' }),
    brandName: f.string({ zh: '意向品牌', en: 'Brand' }, { max: 50, list: 90 }),
    seriesName: f.string({ zh: '意向车系', en: 'Series' }, { max: 100, list: 110, search: 'like' }),
    modelName: f.string({ zh: '意向车型', en: 'Model' }, { max: 100, list: 140 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 500, form: 'textarea' }),
    clueState: f.int({ zh: '分配状态', en: 'Allocation' }, {
      list: 90, search: 'eq', form: false, readonly: true, default: 0,
      options: [{ value: 0, zh: '待分配', en: 'Unallocated' }, { value: 1, zh: '已分配', en: 'Allocated' }],
    }),
    clueTraceId: f.id({ zh: '跟进记录', en: 'Trace' }, { form: false, readonly: true }),
    allocateUserId: f.id({ zh: '分配给', en: 'Allocated to' }, { search: 'eq', form: false, readonly: true }),
    allocateTime: f.datetime({ zh: '分配时间', en: 'Allocated at' }, { list: 160, search: 'range', form: false, readonly: true }),
  },
  ops: { page: 'page', all: 'list', detail: 'detail', remove: 'remove' },
});
