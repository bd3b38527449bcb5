/**
 * Seed data: a few published war reports per store (last month's, last week's), their figures
 * counted from the seeded clues and orders exactly as a save counts them.
 */
import dayjs from 'dayjs';
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { ahWarReport } from '../resource-tables/customers';
import { warFigures } from '../../modules/crm-dcc/war-report';

const CST_MS = 8 * 3_600_000;

export async function seedWarReports(tx: Tx, ctx: SeedContext, now = new Date()) {
  // "today" in the dealers' time zone
  const today = dayjs(new Date(now.getTime() + CST_MS).toISOString().slice(0, 10));
  const lastMonth = today.subtract(1, 'month');
  const monday = today.subtract((today.day() + 6) % 7, 'day');
  const periods = [
    { reportType: 3, start: lastMonth.startOf('month'), end: lastMonth.endOf('month'), title: `${lastMonth.format('YYYY年M月')}销售月报`, content: '本月成交稳步增长，请各位顾问继续跟进高意向客户，月底前完成回访。' },
    { reportType: 2, start: monday.subtract(7, 'day'), end: monday.subtract(1, 'day'), title: `${monday.subtract(7, 'day').format('M月D日')}—${monday.subtract(1, 'day').format('M月D日')}销售周报`, content: '上周到店客户较多，本周重点跟进试驾未成交客户。' },
  ];
  const manager = ctx.userIds.get('manager') ?? null;
  for (const storeId of ctx.storeIds.slice(0, 2)) {
    for (const p of periods) {
      const startDate = p.start.format('YYYY-MM-DD');
      const endDate = p.end.format('YYYY-MM-DD');
      const figures = await warFigures(tx, { tenantId: ctx.tenantId }, storeId, startDate, endDate);
      await tx.insert(ahWarReport).values({ id: newId(), tenantId: ctx.tenantId, storeId, title: p.title, reportType: p.reportType, startDate, endDate, content: p.content, createUser: manager, updateUser: manager, ...figures });
    }
  }
}
