import { defineResource, f, type Option } from '../types';

/** What a monthly target counts (ours: the spec names only target, finishValue and finishRate). */
export const TARGET_TYPE = { traces: 1, visits: 2, customers: 3 } as const;

export const TARGET_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '跟进次数', en: 'Follow-ups' },
  { value: 2, zh: '到店客户', en: 'Store visits' },
  { value: 3, zh: '新增客户', en: 'New customers' },
];

/** percent with one decimal; no target, no rate (目标达成, the home page, the reports) */
export const rateOf = (finish: number, target: number): number | null => (target > 0 ? Math.round((finish / target) * 1000) / 10 : null);

/** One salesman's target of one month (YYYY-MM) in one store; read as monthVOList per user. */
export const userTargetResource = defineResource({
  key: 'ahUserTarget',
  service: 'crm-dcc',
  base: 'ahUserTarget',
  table: 'ah_user_target',
  title: { zh: '销售目标', en: 'Sales targets' },
  buttonPrefix: 'clue_target',
  paging: 'current',
  scope: 'store',
  fields: {
    userId: f.id({ zh: '销售顾问', en: 'Salesman' }, { required: true, search: 'eq' }),
    userName: f.string({ zh: '销售顾问', en: 'Salesman' }, { max: 50, list: 100, readonly: true }),
    month: f.string({ zh: '月份', en: 'Month' }, { required: true, max: 7, list: 80, search: 'eq' }),
    targetType: f.int({ zh: '目标类型', en: 'Target type' }, { required: true, search: 'eq', options: TARGET_TYPE_OPTIONS }),
    target: f.int({ zh: '目标值', en: 'Target' }, { required: true, list: 80, maxValue: 100000 }),
  },
  /** page, saveOrUpdate and the results are hand-written (server/modules/crm-dcc/customer-target.ts) */
  ops: {},
});
