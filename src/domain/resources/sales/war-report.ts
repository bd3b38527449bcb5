/**
 * A war report (战报): the bulletin a store manager publishes for a day, week or month of selling.
 * The manager gives its title, kind, period and commentary; the figures are the store's own,
 * counted by the server over the period when the report is saved (a snapshot: what was published
 * stays as it was read out, later data does not change it). docs/customers.md says why.
 */
import { defineResource, f, type Option } from '../types';

export const WAR_REPORT_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '日报', en: 'Daily' },
  { value: 2, zh: '周报', en: 'Weekly' },
  { value: 3, zh: '月报', en: 'Monthly' },
];

/** The period rules with their messages (the form and the server say the same). */
export const WAR_REPORT_RULES = {
  endNotBeforeStart: { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  atMostAYear: { zh: '统计区间不能超过一年', en: 'The period cannot be longer than a year' },
} as const;

/** The first period rule the dates break, or null (dates as 'YYYY-MM-DD'). */
export function warReportPeriodProblem(startDate: string, endDate: string): { zh: string; en: string } | null {
  if (endDate < startDate) return WAR_REPORT_RULES.endNotBeforeStart;
  if (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`) >= 366 * 86_400_000) return WAR_REPORT_RULES.atMostAYear;
  return null;
}

const figure = (zh: string, en: string, list: number | false = 80) => f.int({ zh, en }, { list, readonly: true, form: false, default: 0 });

export const warReportResource = defineResource({
  key: 'ahWarReport',
  service: 'crm-dcc',
  base: 'ahWarReport',
  table: 'ah_war_report',
  title: { zh: '战报', en: 'War reports' },
  menu: 'report-war',
  buttonPrefix: 'report_war',
  paging: 'current',
  scope: 'store',
  fields: {
    title: f.string({ zh: '战报标题', en: 'Title' }, { required: true, max: 100, list: 200, search: 'like' }),
    reportType: f.int({ zh: '战报类型', en: 'Kind' }, { required: true, list: 80, search: 'eq', form: 'select', options: WAR_REPORT_TYPE_OPTIONS }),
    startDate: f.date({ zh: '开始日期', en: 'From' }, { required: true, list: 110, search: 'range', sortable: true }),
    endDate: f.date({ zh: '结束日期', en: 'To' }, { required: true, list: 110 }),
    newClueCount: figure('新增线索', 'New clues'),
    traceCount: figure('跟进次数', 'Follow-ups', false),
    visitCount: figure('到店客户', 'Store visits'),
    orderCount: figure('新增订单', 'New orders'),
    orderAmount: f.money({ zh: '订单金额', en: 'Order value' }, { list: 150, readonly: true, form: false, default: 0 }),
    deliveryCount: figure('交车台数', 'Deliveries'),
    championName: f.string({ zh: '销冠', en: 'Top seller' }, { max: 50, list: 100, readonly: true, form: false }),
    championOrders: figure('销冠订单', 'Top seller orders', false),
    content: f.text({ zh: '战报内容', en: 'Commentary' }, { max: 2000, form: 'textarea' }),
  },
  ops: { page: ['page', 'getPage'], detail: 'detail', upsert: 'saveOrUpdate', remove: 'remove' },
  defaultSort: ['startDate', 'desc'],
  // spec 1 section 2: the war report's add, edit and detail pages
  pages: { add: '/dataReport/addWarReport', edit: '/dataReport/editWarReport', view: '/dataReport/warReportDetail' },
  sections: [
    { title: { zh: '战报', en: 'Report' }, fields: ['title', 'reportType', 'startDate', 'endDate', 'content'] },
    {
      title: { zh: '统计数据', en: 'Figures' },
      fields: ['newClueCount', 'traceCount', 'visitCount', 'orderCount', 'orderAmount', 'deliveryCount', 'championName', 'championOrders'],
    },
  ],
});
