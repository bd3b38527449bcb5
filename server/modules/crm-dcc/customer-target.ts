/**
 * Monthly targets of the store's salesmen (ahUserTarget page and saveOrUpdate) and their results
 * (ahUserTargetResult page): finishValue is counted from the real follow-up data — trace records
 * written by the salesman, visits logged, store customers they manage — never typed in.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { badRequest, page } from '../../http/envelope';
import { pagingCurrentSize, vId, vOptStr } from '../../http/input';
import { columnsOf } from '../../http/resource-query';
import { dataScopeFor } from '../../http/permissions';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import { newId } from '../../db/ids';
import { ahClueTraceRecord } from '../../db/resource-tables/sales';
import { ahCustomer, ahUserTarget } from '../../db/resource-tables/customers';
import { rateOf, TARGET_TYPE } from '../../../src/domain/resources/sales/target';
import { recordCols, requireStoreUser, storeUsers } from './clue-common';
import { requireStore, storeMatch } from '../../http/store-scope';

const targetCols = columnsOf(ahUserTarget);
const customerCols = columnsOf(ahCustomer);
const CST_MS = 8 * 3_600_000;
const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' of an instant in the dealers' time zone (UTC+8) */
export const monthOf = (d: Date) => new Date(d.getTime() + CST_MS).toISOString().slice(0, 7);

export function monthBounds(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number);
  return { start: new Date(Date.UTC(y, m - 1, 1) - CST_MS), end: new Date(Date.UTC(y, m, 1) - CST_MS) };
}

const monthsOfYear = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

const yearInput = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^(|\d{4})$/, '年份格式错误')));
const typeInput = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.picklist([1, 2, 3], '目标类型只能是1、2或3')), 1);

const listInput = v.looseObject({
  ...pagingCurrentSize,
  year: yearInput,
  month: v.optional(v.pipe(v.string(), v.check((s) => s === '' || MONTH_RE.test(s), '月份格式错误，应为YYYY-MM'))),
  targetType: typeInput,
  userName: vOptStr(50),
});

/** The salesmen whose targets the caller sees: the store's, or only their own under an own data scope. */
async function visibleUsers(services: Services, auth: AuthContext, userName?: string) {
  const scope = await dataScopeFor(services, auth, 'ahClueTrace');
  let users = await storeUsers(services.db, auth, { salesmenOnly: true });
  if (scope.kind === 'own') users = users.filter((u) => u.id === auth.userId);
  if (userName) users = users.filter((u) => (u.name ?? '').includes(userName));
  return users;
}

async function targetsOf(services: Services, auth: AuthContext, userIds: string[], months: string[], targetType: number) {
  if (!userIds.length) return new Map<string, number>();
  const rows = await services.db
    .select({ userId: targetCols.userId, month: targetCols.month, target: targetCols.target })
    .from(ahUserTarget)
    .where(
      and(
        storeMatch(targetCols.storeId, auth),
        eq(targetCols.isDeleted, 0),
        eq(targetCols.targetType, targetType),
        inArray(targetCols.userId, userIds),
        inArray(targetCols.month, months),
      ),
    );
  return new Map(rows.map((r) => [`${r.userId}|${r.month}`, Number(r.target ?? 0)]));
}

/** finishValue per user and month, from the follow-up data of the store */
export async function finishValues(services: Services, auth: AuthContext, userIds: string[], months: string[], targetType: number) {
  const out = new Map<string, number>();
  if (!userIds.length || !months.length) return out;
  const from = monthBounds(months[0]).start;
  const to = monthBounds(months[months.length - 1]).end;
  const monthSql = (col: unknown) => sql<string>`to_char((${col} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;
  let rows: { userId: string | null; month: string; n: number }[];
  if (targetType === TARGET_TYPE.customers) {
    rows = await services.db
      .select({ userId: customerCols.nextTraceUserId, month: monthSql(customerCols.createTime), n: sql<number>`count(*)`.mapWith(Number) })
      .from(ahCustomer)
      .where(
        and(
          storeMatch(customerCols.storeId, auth),
          eq(customerCols.isDeleted, 0),
          inArray(customerCols.nextTraceUserId, userIds),
          gte(customerCols.createTime, from),
          lt(customerCols.createTime, to),
        ),
      )
      .groupBy(customerCols.nextTraceUserId, monthSql(customerCols.createTime)) as unknown as typeof rows;
  } else {
    rows = await services.db
      .select({ userId: recordCols.traceUserId, month: monthSql(recordCols.traceTime), n: sql<number>`count(*)`.mapWith(Number) })
      .from(ahClueTraceRecord)
      .where(
        and(
          storeMatch(recordCols.storeId, auth),
          eq(recordCols.isDeleted, 0),
          eq(recordCols.event, 'NOTE'),
          targetType === TARGET_TYPE.visits ? eq(recordCols.result, 'VISIT') : undefined,
          inArray(recordCols.traceUserId, userIds),
          gte(recordCols.traceTime, from),
          lt(recordCols.traceTime, to),
        ),
      )
      .groupBy(recordCols.traceUserId, monthSql(recordCols.traceTime)) as unknown as typeof rows;
  }
  for (const r of rows) out.set(`${r.userId}|${r.month}`, r.n);
  return out;
}

export { rateOf };

function pickMonths(services: Services, input: { year?: string; month?: string }): { year: number; months: string[] } {
  if (input.month) return { year: Number(input.month.slice(0, 4)), months: [input.month] };
  const year = input.year ? Number(input.year) : Number(monthOf(services.now()).slice(0, 4));
  return { year, months: monthsOfYear(year) };
}

const saveInput = v.object({
  userId: vId('销售顾问id格式错误'),
  targetType: typeInput,
  monthVOList: v.pipe(
    v.array(
      v.object({
        month: v.pipe(v.string('月份格式错误，应为YYYY-MM'), v.regex(MONTH_RE, '月份格式错误，应为YYYY-MM')),
        target: v.pipe(
          v.union([v.string(), v.number()], '请输入非负整数'),
          v.transform((x) => (x === '' ? NaN : Number(x))),
          v.number('请输入非负整数'),
          v.integer('请输入非负整数'),
          v.minValue(0, '请输入非负整数'),
          v.maxValue(100000, '请输入0到100000之间的数字'),
        ),
      }),
      '请填写每月目标',
    ),
    v.minLength(1, '请填写每月目标'),
    v.maxLength(24, '一次最多保存24个月'),
  ),
});

/** 目标达成's rows: per salesman, the target and what was done in each month, and their sums */
async function resultRecords(services: Services, auth: AuthContext, users: { id: string; name: string | null }[], year: number, months: string[], targetType: number) {
  const ids = users.map((u) => u.id);
  const [targets, finish] = [await targetsOf(services, auth, ids, months, targetType), await finishValues(services, auth, ids, months, targetType)];
  return users.map((u) => {
    const list = months.map((m) => {
      const target = targets.get(`${u.id}|${m}`) ?? 0;
      const finishValue = finish.get(`${u.id}|${m}`) ?? 0;
      return { month: m, target, finishValue, finishRate: rateOf(finishValue, target) };
    });
    const target = list.reduce((a, x) => a + x.target, 0);
    const finishValue = list.reduce((a, x) => a + x.finishValue, 0);
    return { userId: u.id, userName: u.name, year, targetType, target, finishValue, finishRate: rateOf(finishValue, target), targetResultVOList: list };
  });
}

/**
 * The sums of 目标达成 over every row its page would answer for the query (month or year, target
 * type, name): the home page's target figures, counted by the list's own code.
 */
export async function targetResultTotals(services: Services, auth: AuthContext, query: Record<string, unknown>): Promise<{ target: number; finishValue: number }> {
  const input = v.parse(listInput, { ...query, current: 1, size: 1 });
  requireStore(auth);
  const { year, months } = pickMonths(services, input);
  const rows = await resultRecords(services, auth, await visibleUsers(services, auth, input.userName), year, months, input.targetType);
  return { target: rows.reduce((a, r) => a + r.target, 0), finishValue: rows.reduce((a, r) => a + r.finishValue, 0) };
}

export const targetRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-dcc/ahUserTarget/page',
    input: listInput,
    handler: async ({ auth, services, input }) => {
      requireStore(auth);
      const { year, months } = pickMonths(services, input);
      const users = await visibleUsers(services, auth, input.userName);
      const slice = users.slice((input.current - 1) * input.size, input.current * input.size);
      const targets = await targetsOf(services, auth, slice.map((u) => u.id), months, input.targetType);
      const records = slice.map((u) => ({
        userId: u.id,
        userName: u.name,
        year,
        targetType: input.targetType,
        monthVOList: months.map((m) => ({ month: m, target: targets.get(`${u.id}|${m}`) ?? 0 })),
      }));
      return page(records, users.length, input.current, input.size);
    },
  }),
  route({
    method: 'POST',
    url: '/crm-dcc/ahUserTarget/saveOrUpdate',
    permission: 'clue_target_edit',
    input: saveInput,
    handler: async ({ auth, services, input, lang }) => {
      requireStore(auth);
      const u = await requireStoreUser(services.db, auth, input.userId, lang);
      const months = new Set(input.monthVOList.map((m) => m.month));
      if (months.size !== input.monthVOList.length) throw badRequest('月份重复');
      const now = services.now();
      await services.db.transaction(async (tx) => {
        for (const m of input.monthVOList) {
          const key = and(
            eq(targetCols.storeId, auth.storeId!),
            eq(targetCols.userId, u.id),
            eq(targetCols.month, m.month),
            eq(targetCols.targetType, input.targetType),
            eq(targetCols.isDeleted, 0),
          );
          const updated = await tx
            .update(ahUserTarget)
            .set({ target: m.target, userName: u.name, updateUser: auth.userId, updateTime: now })
            .where(key)
            .returning({ id: targetCols.id });
          if (updated.length) continue;
          await tx.insert(ahUserTarget).values({
            id: newId(),
            storeId: auth.storeId,
            userId: u.id,
            userName: u.name,
            month: m.month,
            targetType: input.targetType,
            target: m.target,
            createUser: auth.userId,
            updateUser: auth.userId,
            createTime: now,
            updateTime: now,
          });
        }
      });
      return true;
    },
  }),
  route({
    method: 'GET',
    url: '/crm-dcc/ahUserTargetResult/page',
    input: listInput,
    handler: async ({ auth, services, input }) => {
      requireStore(auth);
      const { year, months } = pickMonths(services, input);
      const users = await visibleUsers(services, auth, input.userName);
      const slice = users.slice((input.current - 1) * input.size, input.current * input.size);
      return page(await resultRecords(services, auth, slice, year, months, input.targetType), users.length, input.current, input.size);
    },
  }),
];
