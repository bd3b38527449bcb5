import { vMobile } from '../../validators';
import { defineResource, f, type Option, type TabOption } from '../types';

/**
 * Stored visit state of a clue trace. Overdue and immediate are not states: they are derived from
 * nextTraceTime at read time (see docs/clues.md and src/machines/clue-trace.machine.ts).
 */
export const VISIT_STATE = { new: 0, waitingVisit: 1, visited: 2, defeated: 4, unallocated: 8, inSea: 9 } as const;
export type VisitStateName = keyof typeof VISIT_STATE;

export const VISIT_STATE_OPTIONS: readonly Option[] = [
  { value: 0, zh: '新线索', en: 'New' },
  { value: 1, zh: '待回访', en: 'Waiting visit' },
  { value: 2, zh: '已回访', en: 'Visited' },
  { value: 4, zh: '已战败', en: 'Defeated' },
  { value: 8, zh: '待分配', en: 'Unallocated' },
  { value: 9, zh: '公海', en: 'In the public sea' },
];

/** The tabs of selectCluePage (spec 2 sections 4 and 9). */
export const CLUE_TABS = { new: 0, waitingVisit: 1, visited: 2, overdue: 3, immediate: 5, all: 99 } as const;

/**
 * The desk's tabs in the order a salesman works them, each on its digit; overdue and due today are
 * computed from the next follow-up time, so they are declared here rather than a field's options.
 */
export const CLUE_TAB_OPTIONS: readonly TabOption[] = [
  { value: CLUE_TABS.overdue, zh: '超期线索', en: 'Overdue', key: '1', tone: 'red' },
  { value: CLUE_TABS.immediate, zh: '即将到期', en: 'Expiring soon', key: '2', tone: 'amber' },
  { value: CLUE_TABS.new, zh: '新线索', en: 'New', key: '3' },
  { value: CLUE_TABS.waitingVisit, zh: '待回访', en: 'Waiting visit', key: '4' },
  { value: CLUE_TABS.visited, zh: '已回访', en: 'Visited', key: '5' },
  { value: CLUE_TABS.all, zh: '全部线索', en: 'All clues', key: '6' },
];

/** countTraceClue's answer (server/modules/crm-dcc/clue-trace.ts): every tab's count in one statement, and the repeat clues */
export interface ClueTabAnswer {
  new: number;
  waitingVisit: number;
  visited: number;
  overdue: number;
  immediate: number;
  all: number;
  repeat: number;
  byTab: Record<string, number>;
}

/** A clue's follow-up: who traces it next, when, and where it stands. One per clue. */
export const clueTraceResource = defineResource({
  key: 'ahClueTrace',
  service: 'crm-dcc',
  base: 'ahClueTrace',
  table: 'ah_clue_trace',
  title: { zh: '线索跟进', en: 'Clue follow-up' },
  menu: 'clue-following',
  buttonPrefix: 'clue_following',
  paging: 'current',
  scope: 'store',
  fields: {
    clueId: f.id({ zh: '线索', en: 'Clue' }, { search: 'eq', form: false, readonly: true }),
    customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { required: true, max: 50, list: 120, search: 'like' }),
    customerPhone: f.string({ zh: '手机号', en: 'Phone' }, { required: true, max: 11, list: 130, search: 'eq', rule: vMobile }),
    ahStoreCarSeriesName: f.string({ zh: '意向车系', en: 'Car series' }, { max: 100, list: 120, search: 'like' }),
    customerChannelText: f.string({ zh: '线索渠道', en: 'Channel' }, { max: 100, list: 120, search: 'eq' }),
    customerLevel: f.dict({ zh: '客户级别', en: 'Customer level' }, { dict: 'customer_level', list: 130, search: 'eq' }),
    visitState: f.int({ zh: '回访状态', en: 'Visit state' }, { list: 90, search: 'eq', form: false, readonly: true, options: VISIT_STATE_OPTIONS }),
    nextTraceUserId: f.id({ zh: '跟进人', en: 'Salesman' }, { search: 'eq', form: false, readonly: true }),
    nextTraceUserName: f.string({ zh: '跟进人', en: 'Salesman' }, { max: 50, list: 100, form: false, readonly: true }),
    nextTraceTime: f.datetime({ zh: '下次跟进时间', en: 'Next follow-up' }, { list: 190, search: 'range', sortable: true, form: false, readonly: true }),
    // the spec's createTimeStart/End filter; a declared range, so the desk takes it from its address (home-page figures)
    createTime: f.datetime({ zh: '创建时间', en: 'Created at' }, { search: 'range', form: false, readonly: true }),
    nextTraceText: f.string({ zh: '下次跟进内容', en: 'Next follow-up plan' }, { max: 500, list: 200, form: false, readonly: true }),
    lastTraceTime: f.datetime({ zh: '最近跟进时间', en: 'Last follow-up' }, { list: 160, search: 'range', sortable: true, form: false, readonly: true }),
    repeatMark: f.int({ zh: '重复线索', en: 'Repeat' }, { list: 80, search: 'eq', form: false, readonly: true, default: 0, options: [{ value: 0, zh: '否', en: 'No' }, { value: 1, zh: '重复', en: 'Repeat' }] }),
    publicity: f.int({ zh: '公开状态', en: 'Publicity' }, { form: false, readonly: true, default: 0, options: [{ value: 0, zh: '私有', en: 'Private' }, { value: 1, zh: '公开', en: 'Public' }] }),
    defeatReason: f.string({ zh: '战败原因', en: 'Defeat reason' }, { max: 100, form: false, readonly: true }),
    seaTime: f.datetime({ zh: '入公海时间', en: 'Into the sea' }, { form: false, readonly: true }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 500, form: 'textarea' }),
    /** labels of the trace: [{ labelName }] (ahClueTraceLabel/updateLabel) */
    traceLabelVOList: f.json({ zh: '标签', en: 'Labels' }, { form: false, readonly: true }),
  },
  ops: { page: 'selectCluePage', detail: 'detail', export: 'export' },
  exportMaxRows: 10_000,
  defaultSort: ['nextTraceTime', 'asc'],
  // the list's isMustToVisit; counted by the module's own countTraceClue (one count(*) filter per tab)
  tabs: {
    param: 'isMustToVisit',
    label: { zh: '回访状态', en: 'Visit state' },
    options: CLUE_TAB_OPTIONS,
    initial: CLUE_TABS.all,
    path: 'countTraceClue',
    counts: (answer) => (answer as ClueTabAnswer | null)?.byTab ?? {},
  },
});
