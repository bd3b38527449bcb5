import { defineResource, f } from '../types';

/** One logged follow-up of a clue trace (call, visit, message) with the next plan. */
export const clueTraceRecordResource = defineResource({
  key: 'ahClueTraceRecord',
  service: 'crm-dcc',
  base: 'ahClueTraceRecord',
  table: 'ah_clue_trace_record',
  title: { zh: '跟进记录', en: 'Follow-up records' },
  buttonPrefix: 'clue_following',
  paging: 'current',
  scope: 'store',
  fields: {
    ahClueTraceId: f.id({ zh: '线索跟进', en: 'Clue trace' }, { required: true, search: 'eq', form: false }),
    event: f.string({ zh: '动作', en: 'Event' }, { max: 20, list: 80, form: false, readonly: true }),
    content: f.string({ zh: '跟进内容', en: 'Content' }, { required: true, max: 1000, list: 300, form: 'textarea' }),
    result: f.string({ zh: '跟进结果', en: 'Result' }, { max: 100, list: 100 }),
    traceTime: f.datetime({ zh: '跟进时间', en: 'Traced at' }, { list: 160, sortable: true, form: false, readonly: true }),
    traceUserId: f.id({ zh: '跟进人', en: 'By' }, { form: false, readonly: true }),
    traceUserName: f.string({ zh: '跟进人', en: 'By' }, { max: 50, list: 100, form: false, readonly: true }),
    nextTraceTime: f.datetime({ zh: '下次跟进时间', en: 'Next follow-up' }, { list: 160 }),
    nextTraceText: f.string({ zh: '下次跟进内容', en: 'Next plan' }, { max: 500, list: 200 }),
    nextTraceUserId: f.id({ zh: '下次跟进人', en: 'Next salesman' }, { form: false }),
  },
  /** list (up to 1000) and save are hand-written in server/modules/crm-dcc: they go through the clue-trace machine */
  ops: {},
  defaultSort: ['traceTime', 'desc'],
});
