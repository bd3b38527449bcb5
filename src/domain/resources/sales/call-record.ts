import { defineResource, f } from '../types';

/** One call between a seat and a customer (made through the call-centre provider). */
export const callRecordResource = defineResource({
  key: 'ahClueCallRecord',
  service: 'crm-dcc',
  base: 'ahClueCallRecord',
  table: 'ah_clue_call_record',
  title: { zh: '通话记录', en: 'Call records' },
  menu: 'clue-call-record',
  buttonPrefix: 'clue_call_record',
  paging: 'current',
  scope: 'store',
  fields: {
    ahClueTraceId: f.id({ zh: '线索跟进', en: 'Clue trace' }, { search: 'eq', form: false, readonly: true }),
    seatsId: f.id({ zh: '坐席', en: 'Seat' }, { search: 'eq', form: false, readonly: true }),
    userId: f.id({ zh: '呼叫人', en: 'Caller' }, { search: 'eq', form: false, readonly: true }),
    userName: f.string({ zh: '呼叫人', en: 'Caller' }, { max: 50, list: 100, search: 'like', form: false, readonly: true }),
    customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { max: 50, list: 120, search: 'like', form: false, readonly: true }),
    customerPhone: f.string({ zh: '客户手机号', en: 'Phone' }, { max: 11, list: 130, search: 'eq', form: false, readonly: true }),
    callId: f.string({ zh: '呼叫编号', en: 'Call id' }, { max: 64, form: false, readonly: true }),
    callState: f.dict({ zh: '通话状态', en: 'State' }, { dict: 'call_state', list: 90, search: 'eq', form: false, readonly: true }),
    startTime: f.datetime({ zh: '开始时间', en: 'Started' }, { list: 160, search: 'range', sortable: true, form: false, readonly: true }),
    endTime: f.datetime({ zh: '结束时间', en: 'Ended' }, { list: 160, form: false, readonly: true }),
    durationSec: f.int({ zh: '通话时长（秒）', en: 'Duration (s)' }, { list: 110, form: false, readonly: true }),
  },
  ops: { page: 'page', detail: 'detail', export: 'export' },
  defaultSort: ['startTime', 'desc'],
});
