/**
 * Demo clues (spec 2): per open store a few thousand leads with Chinese names, valid mobiles, real
 * channel names and the store brand's car series; traces spread over the last four months with the
 * next follow-up overdue, due later today or ahead; a few in the public sea, defeated or waiting
 * for allocation. Each followed-up clue has its history of trace records, and the phone follow-ups
 * their calls from the salesman's seat (follow-ups.ts). Deterministic (seeded random) and batched,
 * so every test server seeds it fast.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../index';
import { newId } from '../ids';
import * as s from '../schema';
import {
  ahClue,
  ahClueAllocationSetting,
  ahClueDefeatReasonConfig,
  ahClueFromChannel,
  ahClueTrace,
  ahClueCrowd,
  ahCustomerLevelTime,
} from '../resource-tables/sales';
import { VISIT_STATE } from '../../../src/domain/resources/sales/clue-trace';
import { dayBounds } from '../../../src/machines/clue-trace.machine';
import type { SeedContext } from './context';
import { insertChunks, rng } from './seed-kit';
import { demoFollowUps, insertFollowUps, NEXT_PLANS, type DemoSalesman, type TracedClue } from './follow-ups';

/** clues per open store; SEED_CLUES_PER_STORE overrides it (benchmarks seed far more) */
export const CLUES_PER_STORE = Number(process.env.SEED_CLUES_PER_STORE) > 0 ? Number(process.env.SEED_CLUES_PER_STORE) : 1000;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = [
  '伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀兰', '霞', '平', '刚', '桂英', '文', '辉', '鑫', '宇', '浩', '晨',
  '子涵', '欣怡', '梓轩', '雨泽', '一鸣', '思远', '佳怡', '俊杰', '晓东', '海峰', '建华', '志强', '丽华', '婷婷', '雪梅', '国强', '晓燕', '鹏飞', '春生', '博文', '梦瑶',
];
const PHONE_PREFIXES = ['130', '131', '132', '133', '135', '136', '137', '138', '139', '150', '151', '152', '153', '155', '156', '157', '158', '159', '166', '170', '173', '176', '177', '180', '181', '182', '183', '185', '186', '187', '188', '189', '191', '198', '199'];

export const DEMO_CHANNELS: { name: string; type: number; weight: number }[] = [
  { name: '汽车之家', type: 3, weight: 22 },
  { name: '懂车帝', type: 3, weight: 20 },
  { name: '易车', type: 3, weight: 10 },
  { name: '到店自然客流', type: 1, weight: 15 },
  { name: '来电咨询', type: 2, weight: 8 },
  { name: '老客户推荐', type: 7, weight: 8 },
  { name: '抖音直播', type: 9, weight: 9 },
  { name: '厂家下发', type: 4, weight: 5 },
  { name: '车展外拓', type: 8, weight: 3 },
];

/** brand and series by store index (DEMO_STORES order) */
export const STORE_SERIES: { brand: string; series: string[]; models: string[] }[] = [
  { brand: '宝马', series: ['3系', '5系', 'X3', 'X5', 'i3'], models: ['325Li M运动套装', '530Li 领先型', 'xDrive25i 豪华套装', 'xDrive40Li 尊享型', 'eDrive35L'] },
  { brand: '奔驰', series: ['C级', 'E级', 'GLC', 'GLE'], models: ['C 260 L 皓夜运动版', 'E 300 L 时尚型', 'GLC 260 L 4MATIC 动感型', 'GLE 350 4MATIC 时尚型'] },
  { brand: '奥迪', series: ['A4L', 'A6L', 'Q5L', 'Q3'], models: ['40 TFSI 时尚动感型', '45 TFSI 臻选动感型', '40 TFSI 豪华动感型', '35 TFSI 进取动感型'] },
  { brand: '丰田', series: ['凯美瑞', 'RAV4荣放', '卡罗拉', '汉兰达'], models: ['2.0E 精英版', '2.0L CVT 两驱风尚版', '1.2T 精英版', '2.5L 双擎四驱尊贵版'] },
  { brand: '大众', series: ['帕萨特', '途观L', '迈腾', '朗逸'], models: ['330TSI 精英版', '330TSI 两驱智享版', '330TSI 豪华型', '1.5L 自动舒适版'] },
  { brand: '本田', series: ['雅阁', 'CR-V', '思域', '皓影'], models: ['260TURBO 精英版', '240TURBO 两驱都市版', '240TURBO CVT 劲动版', '240TURBO 两驱豪华版'] },
  { brand: '雷克萨斯', series: ['ES', 'NX', 'RX'], models: ['ES 260 卓越版', 'NX 260 前驱创悦版', 'RX 350h 四驱典雅版'] },
];

const DEFEAT_REASONS = ['价格因素', '已购竞品', '暂缓购车', '资金问题', '车型配置不满意'];
const NOT_ARRIVE_REASONS = ['时间不便', '距离较远', '仍在比较', '无法联系'];

const DAY = 86_400_000;

/** Demo clues, traces, their records, seats and calls (spec 2). */
export async function seedSales(tx: Tx, ctx: SeedContext, opts: { perStore?: number; now?: Date } = {}): Promise<void> {
  const t = ctx.tenantId;
  const now = opts.now ?? new Date();
  const perStore = opts.perStore ?? CLUES_PER_STORE;
  const random = rng(20260101);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];

  // salesmen see the clues they trace; store managers (no data-scope row) see the store's
  const [following] = await tx.select({ id: s.menu.id }).from(s.menu).where(eq(s.menu.code, 'clue-following')).limit(1);
  const salesRole = ctx.roleIds.get('salesman');
  if (following && salesRole) {
    const scopeId = newId();
    await tx.insert(s.scopeData).values({ id: scopeId, menuId: following.id, resourceCode: 'ahClueTrace', scopeName: '跟进人线索（销售顾问）', scopeColumn: 'next_trace_user_id', scopeType: 2 });
    await tx.insert(s.roleScope).values({ roleId: salesRole, scopeId, scopeCategory: 1 });
  }

  // configuration
  const audit = { tenantId: t, createTime: now, updateTime: now };
  await tx.insert(ahClueFromChannel).values(DEMO_CHANNELS.map((c, i) => ({ ...audit, id: newId(), channelName: c.name, channelType: String(c.type), sort: i, status: 1 })));
  await tx.insert(ahClueDefeatReasonConfig).values([
    ...DEFEAT_REASONS.map((reason, i) => ({ ...audit, id: newId(), reasonType: '1', reason, sort: i })),
    ...NOT_ARRIVE_REASONS.map((reason, i) => ({ ...audit, id: newId(), reasonType: '2', reason, sort: i })),
  ]);
  await tx.insert(ahCustomerLevelTime).values(
    ([['H', 1], ['A', 3], ['B', 7], ['C', 15]] as const).map(([customerLevel, traceDays]) => ({ ...audit, id: newId(), customerLevel, traceDays })),
  );

  // one or two more salesmen per open store, with the tenant's initial password
  const staff = await tx
    .select({ account: s.user.account, id: s.user.id, name: s.user.name, phone: s.user.phone, passwordHash: s.user.passwordHash })
    .from(s.user)
    .where(and(eq(s.user.tenantId, t), inArray(s.user.account, ['sales', 'manager', 'admin'])));
  const account = (a: string) => staff.find((u) => u.account === a);
  const sales = account('sales');
  const salesmenByStore = new Map<number, DemoSalesman[]>();
  const salesUserId = ctx.userIds.get('sales');
  const storeCount = ctx.storeIds.length;
  for (let si = 0; si < storeCount - 1; si++) {
    const list: DemoSalesman[] = [];
    // the demo account signs in to its seat itself (ahSeats/signIn)
    if (sales && salesUserId && (ctx.staffByStore.get(si) ?? []).includes('sales')) list.push({ id: salesUserId, name: sales.name ?? '', phone: sales.phone ?? '', signedIn: false });
    const extra = list.length ? 1 : 2;
    if (!sales || !salesRole) continue;
    for (let k = 0; k < extra; k++) {
      const id = newId();
      const name = pick(SURNAMES.split('')) + pick(GIVEN);
      const login = `sales${si}${String.fromCharCode(97 + k)}`;
      const phone = `139${String(10000000 + si * 10 + k).slice(-8)}`;
      const [dept] = await tx.select({ id: s.dept.id }).from(s.dept).where(and(eq(s.dept.tenantId, t), eq(s.dept.storeId, ctx.storeIds[si]))).limit(1);
      await tx.insert(s.user).values({ id, tenantId: t, account: login, passwordHash: sales.passwordHash, passwordIsInitial: true, name, realName: name, phone, deptId: dept?.id ?? null });
      await tx.insert(s.userNode).values({ id: newId(), tenantId: t, userId: id, storeId: ctx.storeIds[si], roleId: salesRole, deptId: dept?.id ?? null });
      ctx.userIds.set(login, id);
      ctx.staffByStore.set(si, [...(ctx.staffByStore.get(si) ?? []), login]);
      list.push({ id, name, phone, signedIn: (si + k) % 2 === 0 });
    }
    salesmenByStore.set(si, list);
  }

  const channelBag = DEMO_CHANNELS.flatMap((c) => Array<typeof c>(c.weight).fill(c));
  const { end: endOfToday } = dayBounds(now);
  const clues: Record<string, unknown>[] = [];
  const traces: Record<string, unknown>[] = [];
  const traced: TracedClue[] = [];
  const phones: string[] = [];
  const followUps = demoFollowUps(t, now);
  const seats = followUps.seats([...salesmenByStore].map(([si, salesmen]) => ({ storeId: ctx.storeIds[si], storeNo: si + 1, salesmen })));
  // the store manager grades the calls of his stores, the group's administrator those of every store
  const manager = account('manager');
  const admin = account('admin');
  const qmSeats = followUps.qmSeats(
    [...salesmenByStore.keys()].map((si) => ({
      storeId: ctx.storeIds[si],
      storeNo: si + 1,
      inspectors: [
        ...(manager && (ctx.staffByStore.get(si) ?? []).includes('manager') ? [{ id: manager.id, name: manager.name ?? '', remark: '店长，每周抽检本店销售通话' }] : []),
        ...(admin ? [{ id: admin.id, name: admin.name ?? '', remark: '集团质检，按月抽查各店通话录音' }] : []),
      ],
    })),
  );
  for (const [si, salesmen] of salesmenByStore) {
    const storeId = ctx.storeIds[si];
    const cat = STORE_SERIES[si % STORE_SERIES.length];
    const seen = new Set<string>();
    await tx.insert(ahClueAllocationSetting).values({ ...audit, id: newId(), storeId, auto: 0 });
    for (let i = 0; i < perStore; i++) {
      const reuse = phones.length > 50 && random() < 0.02;
      const phone = reuse ? pick(phones) : pick(PHONE_PREFIXES) + String(Math.floor(random() * 100_000_000)).padStart(8, '0');
      phones.push(phone);
      const repeat = seen.has(phone) ? 1 : 0;
      seen.add(phone);
      const name = pick(SURNAMES.split('')) + pick(GIVEN);
      const channel = pick(channelBag);
      const k = Math.floor(random() * cat.series.length);
      const createTime = new Date(now.getTime() - Math.floor(random() * 120 * DAY) - 3_600_000);
      const roll = random();
      const state =
        roll < 0.04 ? VISIT_STATE.unallocated : roll < 0.09 ? VISIT_STATE.inSea : roll < 0.19 ? VISIT_STATE.defeated : roll < 0.34 ? VISIT_STATE.visited : roll < 0.5 ? VISIT_STATE.new : VISIT_STATE.waitingVisit;
      const owner = state === VISIT_STATE.unallocated || state === VISIT_STATE.inSea ? null : salesmen[i % salesmen.length];
      let nextTraceTime: Date | null = null;
      let lastTraceTime: Date | null = null;
      if (state === VISIT_STATE.new || state === VISIT_STATE.waitingVisit || state === VISIT_STATE.visited) {
        const r = random();
        if (r < 0.35) nextTraceTime = new Date(now.getTime() - Math.floor(random() * 10 * DAY) - 60_000); // overdue
        else if (r < 0.5) nextTraceTime = new Date(now.getTime() + Math.floor(random() * Math.max(endOfToday.getTime() - now.getTime() - 60_000, 0)) + 30_000); // later today
        else nextTraceTime = new Date(endOfToday.getTime() + Math.floor(random() * 14 * DAY)); // ahead
      }
      if (state !== VISIT_STATE.new && state !== VISIT_STATE.unallocated) {
        lastTraceTime = new Date(createTime.getTime() + Math.floor(random() * Math.max(now.getTime() - createTime.getTime() - 60_000, 1)));
      }
      ({ nextTraceTime, lastTraceTime } = followUps.settleTimes({ createTime, nextTraceTime, lastTraceTime }));
      const clueId = newId();
      const traceId = newId();
      const base = { tenantId: t, storeId, createTime, updateTime: lastTraceTime ?? createTime };
      clues.push({
        ...base,
        id: clueId,
        customerName: name,
        customerPhone: phone,
        channelType: String(channel.type),
        channelName: channel.name,
        brandName: cat.brand,
        seriesName: cat.series[k],
        modelName: `${cat.series[k]} ${cat.models[k % cat.models.length]}`,
        clueState: owner || state === VISIT_STATE.inSea ? 1 : 0,
        clueTraceId: traceId,
        allocateUserId: owner?.id ?? null,
        allocateTime: owner ? createTime : null,
      });
      traces.push({
        ...base,
        id: traceId,
        clueId,
        customerName: name,
        customerPhone: phone,
        ahStoreCarSeriesName: `${cat.brand} ${cat.series[k]}`,
        customerChannelText: channel.name,
        customerLevel: state === VISIT_STATE.defeated ? 'F' : pick(['H', 'A', 'B', 'C']),
        visitState: state,
        nextTraceUserId: owner?.id ?? null,
        nextTraceUserName: owner?.name ?? null,
        nextTraceTime,
        nextTraceText: nextTraceTime ? pick(NEXT_PLANS) : null,
        lastTraceTime,
        repeatMark: repeat,
        publicity: 0,
        defeatReason: state === VISIT_STATE.defeated ? pick(DEFEAT_REASONS) : null,
        seaTime: state === VISIT_STATE.inSea ? lastTraceTime ?? createTime : null,
      });
      if (lastTraceTime && owner) {
        const trace = traces[traces.length - 1];
        traced.push({
          tenantId: t, storeId, traceId, customerName: name, customerPhone: phone, createTime, lastTraceTime, visitState: state, nextTraceTime,
          nextTraceText: trace.nextTraceText as string | null, defeatReason: trace.defeatReason as string | null, owner, noteRoll: random(),
        });
      }
    }
  }
  await insertChunks(tx, ahClue, clues);
  await insertChunks(tx, ahClueTrace, traces);
  const records: Record<string, unknown>[] = [];
  const calls: Record<string, unknown>[] = [];
  for (const c of traced) {
    const h = followUps.history(c);
    records.push(...h.records);
    calls.push(...h.calls);
  }
  await insertFollowUps(tx, { seats, qmSeats, records, calls });

  // a few crowds per store, counted as the desk counts them (the "all" tab: new, waiting, visited, defeated)
  const listed = new Set<number>([VISIT_STATE.new, VISIT_STATE.waitingVisit, VISIT_STATE.visited, VISIT_STATE.defeated]);
  const crowds: Record<string, unknown>[] = [];
  for (const si of salesmenByStore.keys()) {
    const storeId = ctx.storeIds[si];
    const mine = traces.filter((x) => x.storeId === storeId && listed.has(x.visitState as number));
    const active = (x: Record<string, unknown>) => x.visitState === VISIT_STATE.new || x.visitState === VISIT_STATE.waitingVisit;
    const defs: Array<[string, Record<string, string>, string, number]> = [
      ['超期未跟进客户', { isMustToVisit: '3' }, '回访状态：超期线索', mine.filter((x) => active(x) && x.nextTraceTime && (x.nextTraceTime as Date) < now).length],
      ['汽车之家H级意向', { customerChannelText: '汽车之家', customerLevel: 'H' }, '线索渠道：汽车之家；客户级别：H', mine.filter((x) => x.customerChannelText === '汽车之家' && x.customerLevel === 'H').length],
      ['重复线索', { repeatMark: '1' }, '重复线索：1', mine.filter((x) => x.repeatMark === 1).length],
    ];
    for (const [crowdName, conditions, conditionText, crowdCount] of defs) crowds.push({ ...audit, storeId, id: newId(), crowdName, conditions, conditionText, crowdCount });
  }
  if (crowds.length) await insertChunks(tx, ahClueCrowd, crowds);
}
