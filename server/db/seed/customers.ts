/**
 * Demo customers, built from the seeded clues so that everything agrees: every traced clue
 * (waiting visit, visited, defeated) is a store customer of its salesman with a group archive
 * record; visited customers have test drives; invitation tasks of last month, this month and next
 * week; monthly targets of every salesman near what the follow-up data really gives.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../index';
import { newId } from '../ids';
import * as s from '../schema';
import { ahClueTrace } from '../resource-tables/sales';
import { ahCustomer, ahCustomerArchive, ahInviteConfig, ahTestDriveLog, ahUserTarget } from '../resource-tables/customers';
import { columnsOf } from '../../http/resource-query';
import { VISIT_STATE } from '../../../src/domain/resources/sales/clue-trace';
import { idCardCheckChar } from '../../../src/domain/validators';
import type { SeedContext } from './context';
import { insertChunks, rng } from './seed-kit';

const DAY = 86_400_000;
const CST_MS = 8 * 3_600_000;
const tc = columnsOf(ahClueTrace);

const AREAS = ['330106', '330108', '330212', '330302', '330602', '330402']; // Hangzhou, Ningbo, Wenzhou, Shaoxing, Jiaxing
const STREETS = ['文三路', '江南大道', '天童南路', '车站大道', '解放北路', '中环南路', '体育场路', '钱江路'];
const FEEDBACK = ['动力充沛，转向精准', '空间比预期大，后排舒适', '隔音不错，想再看看顶配', '家人很满意，考虑下订', '油耗关心，需要对比混动版', '座椅偏硬，其他满意'];
const PLATES = ['浙A', '浙B', '浙C', '浙F', '浙D'];

export async function seedCustomers(tx: Tx, ctx: SeedContext, opts: { now?: Date } = {}): Promise<void> {
  const t = ctx.tenantId;
  const now = opts.now ?? new Date();
  const random = rng(20260202);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];

  // salesmen see the customers they manage (like their clues); managers see the store's
  const [cus] = await tx.select({ id: s.menu.id }).from(s.menu).where(eq(s.menu.code, 'clue-cusmanagers')).limit(1);
  const salesRole = ctx.roleIds.get('salesman');
  if (cus && salesRole) {
    const scopeId = newId();
    await tx.insert(s.scopeData).values({ id: scopeId, menuId: cus.id, resourceCode: 'ahCustomer', scopeName: '负责的客户（销售顾问）', scopeColumn: 'next_trace_user_id', scopeType: 2 });
    await tx.insert(s.roleScope).values({ roleId: salesRole, scopeId, scopeCategory: 1 });
  }

  const traces = (await tx
    .select()
    .from(ahClueTrace)
    .where(and(eq(tc.tenantId, t), eq(tc.isDeleted, 0), inArray(tc.visitState, [VISIT_STATE.waitingVisit, VISIT_STATE.visited, VISIT_STATE.defeated])))) as Record<string, unknown>[];
  traces.sort((a, b) => String(a.id).localeCompare(String(b.id)));
  const storeNames = new Map((await tx.select({ id: s.store.id, name: s.store.branchName }).from(s.store).where(eq(s.store.tenantId, t))).map((x) => [x.id, x.name]));

  const archives: Record<string, unknown>[] = [];
  const archiveByPhone = new Map<string, string>();
  const customers: Record<string, unknown>[] = [];
  const drives: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  const byStore = new Map<string, { id: string; phone: string; visited: boolean }[]>();
  for (const tr of traces) {
    const storeId = tr.storeId as string;
    const phone = tr.customerPhone as string;
    const key = `${storeId}|${phone}`;
    if (seen.has(key) || !tr.nextTraceUserId) continue;
    seen.add(key);
    const createTime = tr.createTime as Date;
    const sex = random() < 0.55 ? '1' : '2';
    let customerId = archiveByPhone.get(phone);
    if (!customerId) {
      customerId = newId();
      archiveByPhone.set(phone, customerId);
      let idCard: string | null = null;
      if (random() < 0.6) {
        const birth = new Date(Date.UTC(1965 + Math.floor(random() * 38), Math.floor(random() * 12), 1 + Math.floor(random() * 28)));
        const seq = String(100 + Math.floor(random() * 899));
        const first17 = `${pick(AREAS)}${birth.toISOString().slice(0, 10).replace(/-/g, '')}${seq.slice(0, 2)}${sex === '1' ? 1 + 2 * Math.floor(random() * 5) : 2 * Math.floor(random() * 5)}`;
        idCard = first17 + idCardCheckChar(first17);
      }
      archives.push({
        id: customerId,
        tenantId: t,
        customerName: tr.customerName,
        customerPhone: phone,
        sex,
        idCard,
        birthday: idCard ? `${idCard.slice(6, 10)}-${idCard.slice(10, 12)}-${idCard.slice(12, 14)}` : null,
        address: `${pick(STREETS)}${1 + Math.floor(random() * 900)}号`,
        sourceStoreName: storeNames.get(storeId) ?? null,
        createTime,
        updateTime: createTime,
      });
    }
    const visited = tr.visitState === VISIT_STATE.visited;
    const id = newId();
    const r = random();
    customers.push({
      id,
      tenantId: t,
      storeId,
      customerId,
      customerName: tr.customerName,
      customerPhone: phone,
      sex,
      customerLevel: tr.customerLevel,
      intentSeries: tr.ahStoreCarSeriesName,
      channelName: tr.customerChannelText,
      dealState: tr.visitState === VISIT_STATE.defeated ? 3 : visited ? (r < 0.3 ? 1 : r < 0.5 ? 2 : 0) : 0,
      nextTraceUserId: tr.nextTraceUserId,
      nextTraceUserName: tr.nextTraceUserName,
      clueId: tr.clueId,
      ahClueTraceId: tr.id,
      lastTraceTime: tr.lastTraceTime,
      createTime: (tr.lastTraceTime as Date | null) ?? createTime,
      updateTime: (tr.lastTraceTime as Date | null) ?? createTime,
    });
    byStore.set(storeId, [...(byStore.get(storeId) ?? []), { id, phone, visited }]);
    if (visited && random() < 0.6) {
      const start = new Date(((tr.lastTraceTime as Date | null) ?? createTime).getTime() - 30 * 60_000);
      const series = String(tr.ahStoreCarSeriesName ?? '').split(' ').pop() ?? '';
      drives.push({
        id: newId(),
        tenantId: t,
        storeId,
        ahCustomerId: id,
        customerName: tr.customerName,
        customerPhone: phone,
        seriesName: series,
        modelName: `${series} 试驾车`,
        plateNo: `${pick(PLATES)}${String.fromCharCode(65 + Math.floor(random() * 8))}${String(10000 + Math.floor(random() * 89999))}`,
        driveStart: start,
        driveEnd: new Date(start.getTime() + (20 + Math.floor(random() * 25)) * 60_000),
        mileage: 8 + Math.floor(random() * 150) / 10,
        salesmanId: tr.nextTraceUserId,
        salesmanName: tr.nextTraceUserName,
        satisfaction: 3 + Math.floor(random() * 3),
        feedback: pick(FEEDBACK),
        createTime: start,
        updateTime: start,
      });
    }
  }
  await insertChunks(tx, ahCustomerArchive, archives);
  await insertChunks(tx, ahCustomer, customers);
  await insertChunks(tx, ahTestDriveLog, drives);

  // invitation tasks per store: last month (finished), this week (running), next week (not started)
  const invites: Record<string, unknown>[] = [];
  for (const [storeId, list] of byStore) {
    const si = ctx.storeIds.indexOf(storeId);
    const staff = (ctx.staffByStore.get(si) ?? []).filter((a) => a.startsWith('sales')).map((a) => ctx.userIds.get(a)!).filter(Boolean);
    const tasks = [
      { taskName: '上月老客户到店回馈', inviteType: 1, start: now.getTime() - 40 * DAY, days: 30, status: 2 },
      { taskName: '本周新车试驾邀约', inviteType: 2, start: now.getTime() - 3 * DAY, days: 10, status: 1 },
      { taskName: '周末车展活动邀约', inviteType: 3, start: now.getTime() + 5 * DAY, days: 2, status: 0 },
    ];
    tasks.forEach((task, k) => {
      const chosen = list.filter((_, i) => (i + k) % 9 === 0).slice(0, 30);
      invites.push({
        id: newId(),
        tenantId: t,
        storeId,
        taskName: task.taskName,
        inviteType: task.inviteType,
        startTime: new Date(task.start),
        endTime: new Date(task.start + task.days * DAY),
        executeStatus: task.status,
        executorIds: staff.join(','),
        customerIds: chosen.map((c) => c.id).join(','),
        customerCount: chosen.length,
        script: '您好，我是安华的销售顾问，本店近期有专属到店礼遇，诚邀您到店品鉴试驾。',
        createTime: new Date(task.start - DAY),
        updateTime: new Date(task.start - DAY),
      });
    });
  }
  await insertChunks(tx, ahInviteConfig, invites);

  // targets of every salesman: this year's months up to next month, three target types
  const thisMonth = new Date(now.getTime() + CST_MS).toISOString().slice(0, 7);
  const [y, m] = thisMonth.split('-').map(Number);
  const months: string[] = [];
  for (let k = -5; k <= 1; k++) {
    const d = new Date(Date.UTC(y, m - 1 + k, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  const targets: Record<string, unknown>[] = [];
  const users = await tx
    .select({ userId: s.userNode.userId, storeId: s.userNode.storeId, name: s.user.name })
    .from(s.userNode)
    .innerJoin(s.user, eq(s.user.id, s.userNode.userId))
    .where(and(eq(s.userNode.tenantId, t), eq(s.userNode.roleId, salesRole ?? ''), eq(s.userNode.isDeleted, 0)));
  for (const u of users) {
    if (!byStore.has(u.storeId)) continue;
    for (const month of months) {
      for (const [targetType, base, spread] of [[1, 70, 40], [2, 12, 10], [3, 60, 30]] as const) {
        targets.push({
          id: newId(),
          tenantId: t,
          storeId: u.storeId,
          userId: u.userId,
          userName: u.name,
          month,
          targetType,
          target: base + Math.floor(random() * spread),
          createTime: now,
          updateTime: now,
        });
      }
    }
  }
  await insertChunks(tx, ahUserTarget, targets);
}
