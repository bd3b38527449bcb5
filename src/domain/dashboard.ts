/**
 * The home page's figures (issue 25 item 3), declared once: the server counts each with the list
 * query of its resource (ResourceRuntime.list / countBy), the client shows it and opens the list's
 * screen with the same filter in its address, and the tests compare the two. A figure belongs to
 * the menu whose list it counts: who may not open that menu does not get the figure.
 */
import type { Label } from './resources/types';
import { CLUE_TABS } from './resources/sales/clue-trace';
import { WAREHOUSE_CAR_STATES } from '../machines/warehouse-car.machine';
import { WORK_ORDER_STATE } from '../machines/work-order.machine';
import { TARGET_TYPE, TARGET_TYPE_OPTIONS } from './resources/sales/target';

/** The calendar of the store's day (China time): dates as the list filters take them. */
export interface DashboardDay {
  today: string;
  monthStart: string;
  /** the date n days before today */
  daysAgo: (n: number) => string;
  /** 'YYYY-MM' of today */
  month: string;
}

const CST_MS = 8 * 3_600_000;
const ymd = (t: number) => new Date(t + CST_MS).toISOString().slice(0, 10);

export function dashboardDay(now: Date): DashboardDay {
  const today = ymd(now.getTime());
  return { today, monthStart: `${today.slice(0, 8)}01`, daysAgo: (n) => ymd(now.getTime() - n * 86_400_000), month: today.slice(0, 7) };
}

export type DashboardGroup = 'work' | 'clues' | 'sales' | 'stock' | 'service';

/**
 * Lists that are not a resource's generated page, each counted on the server by the function its
 * list calls (server/modules/blade-desk/dashboard.ts FIGURE_COUNTERS): 目标达成's rows summed, the
 * figure being what was done and `target` what was set.
 */
export type FigureCounter = 'targetResults';

export interface FigureDecl {
  key: string;
  label: Label;
  group: DashboardGroup;
  /** the declared resource whose list query counts it (or `counter`) */
  resource?: string;
  /** a list that is not a resource's page: the server counts it with that list's own function */
  counter?: FigureCounter;
  /** a button code the caller must hold besides the menu (the settlement approval) */
  permission?: string;
  /** the menu (by code) whose screen lists it; the figure opens that screen with `query` */
  menu: string;
  query: (d: DashboardDay) => Record<string, string>;
  /** a breakdown: one count per value of this searchable field (a chart), each opening the list filtered by it */
  by?: string;
  /** how the figure reads when it is not zero */
  tone?: 'red' | 'amber' | 'blue' | 'green' | 'gray';
}

const WORK = { group: 'work' } as const;
const CLUE = { resource: 'ahClueTrace', menu: 'clue-following', group: 'clues' } as const;
const ORDER = { resource: 'carOrder', menu: 'car-order', group: 'sales' } as const;
const STOCK = { resource: 'warehouseCar', menu: 'warehouse-stock', group: 'stock' } as const;
const WORKSHOP = { resource: 'ahWorkOrderInfo', menu: 'work-order', group: 'service' } as const;

const inStock = String(WAREHOUSE_CAR_STATES.inStock);

/** stock age buckets in days since arrival: [from, to] inclusive, to null = and older */
export const STOCK_AGE_BUCKETS: readonly { key: string; from: number; to: number | null; label: Label }[] = [
  { key: 'age0', from: 0, to: 30, label: { zh: '30天内', en: '≤ 30 days' } },
  { key: 'age31', from: 31, to: 60, label: { zh: '31-60天', en: '31–60 days' } },
  { key: 'age61', from: 61, to: 90, label: { zh: '61-90天', en: '61–90 days' } },
  { key: 'age91', from: 91, to: null, label: { zh: '90天以上', en: 'Over 90 days' } },
];

export const DASHBOARD_FIGURES: readonly FigureDecl[] = [
  // waiting for me: my workflow tasks (the bell's and the palette's counts are these lists' totals too)
  { ...WORK, key: 'myTodo', label: { zh: '待办事务', en: 'To do' }, resource: 'flowTodo', menu: 'work-todo', tone: 'red', query: () => ({}) },
  { ...WORK, key: 'myClaim', label: { zh: '待签事务', en: 'To claim' }, resource: 'flowClaim', menu: 'work-claim', tone: 'amber', query: () => ({}) },
  // settlements the caller may approve: submitted, not by the caller (the four-eyes rule of SETTLE)
  {
    ...WORK,
    key: 'settlementsToApprove',
    label: { zh: '待我审核的结算', en: 'Settlements for me to approve' },
    resource: 'ahWorkOrderInfo',
    menu: 'work-order',
    permission: 'work_order_settle',
    tone: 'red',
    query: () => ({ state: String(WORK_ORDER_STATE.settlementSubmitted), mayApprove: '1' }),
  },
  // overdue, due today and new: the desk's own tab counts (countTraceClue), shown by MyClueDay
  {
    ...CLUE,
    key: 'clueToday',
    label: { zh: '今日新增线索', en: 'Clues added today' },
    query: (d) => ({ isMustToVisit: String(CLUE_TABS.all), createTimeStart: d.today, createTimeEnd: d.today }),
  },
  {
    ...CLUE,
    key: 'clueSources',
    label: { zh: '本月线索来源', en: "This month's clue sources" },
    by: 'customerChannelText',
    query: (d) => ({ isMustToVisit: String(CLUE_TABS.all), createTimeStart: d.monthStart, createTimeEnd: d.today }),
  },
  {
    ...CLUE,
    key: 'clueVisited',
    label: { zh: '本月新线索已到店', en: 'New this month, visited' },
    tone: 'green',
    query: (d) => ({ isMustToVisit: String(CLUE_TABS.visited), createTimeStart: d.monthStart, createTimeEnd: d.today }),
  },
  { ...ORDER, key: 'ordersMonth', label: { zh: '本月订单', en: 'Orders this month' }, tone: 'blue', query: (d) => ({ orderDateStart: d.monthStart, orderDateEnd: d.today }) },
  {
    ...ORDER,
    key: 'deliveriesMonth',
    label: { zh: '本月交车', en: 'Deliveries this month' },
    tone: 'green',
    query: (d) => ({ deliveryTimeStart: d.monthStart, deliveryTimeEnd: d.today }),
  },
  { ...ORDER, key: 'ordersByState', label: { zh: '本月订单状态', en: "This month's orders by state" }, by: 'orderState', query: (d) => ({ orderDateStart: d.monthStart, orderDateEnd: d.today }) },
  { ...STOCK, key: 'stockByState', label: { zh: '库存车辆状态', en: 'Stock cars by state' }, by: 'state', query: () => ({}) },
  ...STOCK_AGE_BUCKETS.map(
    (b): FigureDecl => ({
      ...STOCK,
      key: `stock_${b.key}`,
      label: b.label,
      tone: b.from > 90 ? 'red' : b.from > 60 ? 'amber' : undefined,
      // arrived between `to` and `from` days ago
      query: (d) => ({ state: inStock, ...(b.to !== null ? { arrivalDateStart: d.daysAgo(b.to) } : {}), arrivalDateEnd: d.daysAgo(b.from) }),
    }),
  ),
  // locks of orders on stock cars (lockTime + the store's 锁车有效时长): still running and ending by the
  // end of tomorrow, and run out (the allocation page offers those for take-over)
  {
    ...STOCK,
    key: 'lockEndingSoon',
    label: { zh: '锁车即将到期', en: 'Locks ending soon' },
    tone: 'amber',
    query: (d) => ({ lockExpired: '0', lockEndEnd: d.daysAgo(-1) }),
  },
  { ...STOCK, key: 'lockExpired', label: { zh: '锁车已到期', en: 'Locks run out' }, tone: 'red', query: () => ({ lockExpired: '1' }) },
  // the month's targets (follow-ups, visits, new customers) against what was done, as 目标达成 shows them
  ...TARGET_TYPE_OPTIONS.map(
    (o): FigureDecl => ({
      key: `target_${Object.entries(TARGET_TYPE).find(([, n]) => n === o.value)![0]}`,
      label: { zh: o.zh, en: o.en },
      // with the clues: what the follow-ups of the month came to
      group: 'clues',
      counter: 'targetResults',
      menu: 'clue-target-result',
      query: (d) => ({ month: d.month, targetType: String(o.value) }),
    }),
  ),
  { ...WORKSHOP, key: 'workInProgress', label: { zh: '施工中工单', en: 'Work orders in progress' }, tone: 'blue', query: () => ({ state: String(WORK_ORDER_STATE.inProgress) }) },
  { ...WORKSHOP, key: 'workCompleted', label: { zh: '已完工待结算', en: 'Completed, to settle' }, tone: 'amber', query: () => ({ state: String(WORK_ORDER_STATE.completed) }) },
  {
    ...WORKSHOP,
    key: 'workAwaitingSettlement',
    label: { zh: '待结算审核', en: 'Settlements to approve' },
    tone: 'red',
    query: () => ({ state: String(WORK_ORDER_STATE.settlementSubmitted) }),
  },
];

export interface FigureValue {
  key: string;
  menu: string;
  /** the list's filter: open the menu's screen with it */
  query: Record<string, string>;
  value: number;
  /** a counted list's target for the period (目标达成: what was set; value is what was done) */
  target?: number;
  /** a breakdown's parts, largest first; value is their sum */
  parts?: { value: string | number | null; count: number; query: Record<string, string> }[];
}

export const DASHBOARD_PATH = '/blade-desk/dashboard/figures';
