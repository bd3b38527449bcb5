/**
 * crm-member/ahCorpWechatCustomer beyond the generated calls (page, weChatCustomerDetail, export,
 * countWeChatCustomer, setDelReminder, distributionRecords, eventPage, config detail/saveOrUpdate):
 * syncCorpWeChat, addRemark, updateInfo, assignment, the info views (label, wx, member, car, car-buy),
 * customerDynamic, personalSOPStatistics, the service info and QR code, and blade-user/personnelList.
 * Decisions: docs/enterprise-chat.md.
 */
import { and, asc, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { declaredActionRoute, ResourceRuntime, type ResourceHookMap } from '../../http/resource-router';
import { ApiError, badInput, notFound } from '../../http/envelope';
import { noInput, vId } from '../../http/input';
import type { AuthContext } from '../../http/auth';
import { requireStore, storeMatch } from '../../http/store-scope';
import type { Services } from '../../services';
import type { Db, Tx } from '../../db';
import { newId } from '../../db/ids';
import { eachInItsTenant } from '../../db/data-context';
import { Codes, type Lang } from '../../../src/domain/codes';
import { store, user, userNode } from '../../db/schema';
import { ahMember, ahMemberCar } from '../../db/resource-tables/members';
import { ahClueTrace } from '../../db/resource-tables/sales';
import { ahCarOrder } from '../../db/resource-tables/car-orders';
import { ahWorkOrderInfo } from '../../db/resource-tables/work-orders';
import { ahNotice } from '../../db/resource-tables/content';
import { ahCorpWechatConfig, ahCorpWechatCustomer, ahCorpWechatDistribution, ahCorpWechatEvent } from '../../db/resource-tables/corp-wechat';
import {
  CORP_WECHAT_MESSAGES as M,
  CORP_WECHAT_STATUS,
  corpWechatConfigResource,
  corpWechatCustomerResource,
  personnelResource,
  syncReport,
} from '../../../src/domain/resources/sales/corp-wechat';
import { CorpWechatError, type CorpWechatContext, type CorpWechatStaff } from '../../services/corp-wechat';
import { corpWechatContactAllows, corpWechatContactRefusal, nextCorpWechatStatus } from '../../../src/machines/corp-wechat-contact.machine';
import { callerName, storeUsers } from '../crm-dcc/clue-common';
import { writeStateLog } from '../../http/state-log';

const customers = new ResourceRuntime(corpWechatCustomerResource, ahCorpWechatCustomer);
const C = ahCorpWechatCustomer;
const decl = corpWechatCustomerResource;

type Row = Record<string, unknown>;

// ------------------------------------------------------------------ provider context

async function configOf(db: Db | Tx) {
  const [cfg] = await db.select().from(ahCorpWechatConfig).where(eq(ahCorpWechatConfig.isDeleted, 0)).limit(1);
  return cfg as (Row & { provider: string | null; corpId: string | null; corpSecret: string | null; sopHours: number | null; syncMinutes: number | null }) | undefined;
}

/** The tenant's staff as WeCom sees them: every enabled user with a store, their account as the WeCom user id. */
async function tenantStaff(db: Db | Tx) {
  const rows = await db
    .select({ id: user.id, account: user.account, name: user.name, storeId: userNode.storeId })
    .from(userNode)
    .innerJoin(user, eq(user.id, userNode.userId))
    .where(and(eq(userNode.isDeleted, 0), eq(user.isDeleted, 0), eq(user.status, 1)))
    .orderBy(asc(user.id), asc(userNode.storeId));
  const by = new Map<string, { id: string; account: string; name: string; userWechatId: string; storeId: string; stores: Set<string> }>();
  for (const r of rows) {
    const have = by.get(r.id);
    // a new contact belongs to the salesperson's first store; one they already have stays in its store
    if (have) have.stores.add(r.storeId);
    else by.set(r.id, { ...r, userWechatId: r.account, stores: new Set([r.storeId]) });
  }
  return [...by.values()];
}

async function providerContext(db: Db | Tx, tenantId: string, now: Date, staff: Array<CorpWechatStaff>): Promise<CorpWechatContext> {
  const cfg = await configOf(db);
  const phones = await db
    .select({ phone: ahMember.phone })
    .from(ahMember)
    .where(eq(ahMember.isDeleted, 0))
    .orderBy(asc(ahMember.id))
    .limit(200);
  // and the people of the clues and car orders, so contacts turn into clues and orders as in a real store
  const cluePhones = await db.select({ phone: ahClueTrace.customerPhone }).from(ahClueTrace).where(eq(ahClueTrace.isDeleted, 0)).orderBy(asc(ahClueTrace.id)).limit(100);
  const orderPhones = await db.select({ phone: ahCarOrder.customerPhone }).from(ahCarOrder).where(eq(ahCarOrder.isDeleted, 0)).orderBy(asc(ahCarOrder.id)).limit(50);
  const moves = await db
    .select({ externalUserId: C.externalUserId, from: ahCorpWechatDistribution.fromUserId, to: ahCorpWechatDistribution.toUserId, at: ahCorpWechatDistribution.operateTime })
    .from(ahCorpWechatDistribution)
    .innerJoin(C, eq(C.id, ahCorpWechatDistribution.ahCorpWechatCustomerId))
    .where(eq(ahCorpWechatDistribution.tenantId, tenantId))
    .orderBy(asc(ahCorpWechatDistribution.operateTime));
  const accounts = new Map((await db.select({ id: user.id, account: user.account }).from(user).where(eq(user.tenantId, tenantId))).map((u) => [u.id, u.account]));
  return {
    tenantId,
    staff,
    now,
    credentials: { corpId: cfg?.corpId ?? null, corpSecret: cfg?.corpSecret ?? null },
    samplePhones: [...new Set([...phones, ...cluePhones, ...orderPhones].map((p) => String(p.phone)).filter((p) => /^1\d{10}$/.test(p)))],
    transfers: moves.map((m) => ({ externalUserId: String(m.externalUserId), from: accounts.get(String(m.from)) ?? '', to: accounts.get(String(m.to)) ?? '', at: m.at as Date })),
  };
}

const providerOf = async (services: Pick<Services, 'corpWechat'>, db: Db | Tx) => services.corpWechat((await configOf(db))?.provider ?? 'local');

function providerFailure(err: unknown): never {
  if (err instanceof CorpWechatError) throw ApiError.of(Codes.BAD_REQUEST, err.label);
  throw err;
}

// ------------------------------------------------------------------ sync

export interface SyncResult {
  added: number;
  changed: number;
  marked: number;
}

const SYNCED = ['name', 'avatar', 'customerType', 'gender', 'corpName', 'addTime', 'addWay', 'tags', 'userId', 'userName', 'storeId'] as const;

const same = (a: unknown, b: unknown) => (a instanceof Date || b instanceof Date ? new Date(a as Date).getTime() === new Date(b as Date).getTime() : (a ?? null) === (b ?? null));

/**
 * Pulls the tenant's contacts and chat events from its provider into the tables, in one transaction
 * after the provider has answered (a refusal writes nothing). Running it twice changes nothing; a
 * contact the provider no longer lists is marked deleted (status 1, delTime), never removed, and its
 * salesperson is told when they asked to be (delReminder). One sync per tenant at a time (advisory lock).
 */
export async function syncCorpWechat(services: Pick<Services, 'db' | 'now' | 'corpWechat'>, tenantId: string): Promise<SyncResult> {
  const db = services.db;
  const now = services.now();
  const staff = await tenantStaff(db);
  const ctx = await providerContext(db, tenantId, now, staff);
  const provider = await providerOf(services, db);
  let contacts;
  let events;
  try {
    contacts = await provider.contacts(ctx);
    events = await provider.events(ctx);
  } catch (err) {
    providerFailure(err);
  }
  const byWechat = new Map(staff.map((s) => [s.userWechatId, s]));
  const phonesWanted = [...new Set(contacts.map((c) => c.phone).filter((p): p is string => !!p))];

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`corp-wechat-sync:${tenantId}`}))`);
    const existing = (await tx.select().from(C).where(eq(C.isDeleted, 0))) as Row[];
    const key = (ext: unknown, uw: unknown) => `${String(ext)}|${String(uw)}`;
    const have = new Map(existing.map((r) => [key(r.externalUserId, r.userWechatId), r]));
    const members = phonesWanted.length
      ? await tx
          .select({ id: ahMember.id, phone: ahMember.phone, memberName: ahMember.memberName, storeId: ahMember.storeId })
          .from(ahMember)
          .where(and(eq(ahMember.isDeleted, 0), inArray(ahMember.phone, phonesWanted)))
      : [];
    const memberOf = (phone: string | null, storeId: string) => (phone ? members.find((m) => m.phone === phone && m.storeId === storeId) : undefined);
    const seen = new Set<string>();
    let added = 0;
    let changed = 0;
    for (const c of contacts) {
      const owner = byWechat.get(c.userWechatId);
      if (!owner) continue;
      const k = key(c.externalUserId, c.userWechatId);
      seen.add(k);
      const synced: Row = {
        name: c.name,
        avatar: c.avatar,
        customerType: c.customerType,
        gender: c.gender,
        corpName: c.corpName,
        addTime: c.addTime,
        addWay: c.addWay,
        tags: c.tags.join('，').slice(0, 500),
        userId: owner.id,
        userName: owner.name,
        storeId: owner.storeId,
      };
      const row = have.get(k);
      if (row && owner.stores.has(String(row.storeId))) synced.storeId = row.storeId;
      if (!row) {
        const m = memberOf(c.phone, owner.storeId);
        await tx.insert(C).values({
          id: newId(),
          tenantId,
          ...synced,
          externalUserId: c.externalUserId,
          userWechatId: c.userWechatId,
          phone: c.phone,
          memberId: m?.id ?? null,
          memberName: m?.memberName ?? null,
          linked: m ? 1 : 0,
          status: CORP_WECHAT_STATUS.normal,
          delReminder: 0,
          lastSyncTime: now,
          createTime: now,
          updateTime: now,
        });
        added++;
        continue;
      }
      const diff: Row = {};
      for (const f of SYNCED) if (!same(row[f], synced[f])) diff[f] = synced[f];
      // a contact who came back is a friend again (the machine's ADD)
      if (Number(row.status) !== CORP_WECHAT_STATUS.normal) Object.assign(diff, { status: nextCorpWechatStatus(row.status, 'ADD'), delTime: null });
      // the provider's noted phone fills an empty one; a phone typed here is kept
      if (!row.phone && c.phone) diff.phone = c.phone;
      const phone = (diff.phone as string | undefined) ?? (row.phone as string | null);
      if (!row.memberId && phone) {
        const m = memberOf(phone, String(synced.storeId));
        if (m) Object.assign(diff, { memberId: m.id, memberName: m.memberName, linked: 1 });
      }
      if (Object.keys(diff).length) {
        await tx.update(C).set({ ...diff, lastSyncTime: now, updateTime: now }).where(eq(C.id, String(row.id)));
        changed++;
      }
    }
    // the follows the provider no longer lists: DELETE where the machine takes it (active ones)
    const gone = existing.filter((r) => !seen.has(key(r.externalUserId, r.userWechatId)) && nextCorpWechatStatus(r.status, 'DELETE') !== null);
    if (gone.length) {
      await tx.update(C).set({ status: CORP_WECHAT_STATUS.deleted, delTime: now, updateTime: now, lastSyncTime: now }).where(inArray(C.id, gone.map((r) => String(r.id))));
      const told = gone.filter((r) => Number(r.delReminder) === 1 && r.userId);
      if (told.length) {
        await tx.insert(ahNotice).values(
          told.map((r) => ({
            id: newId(),
            tenantId,
            title: `${M.deleteReminderTitle.zh}：${String(r.remark || r.name)}`,
            summary: `企微客户「${String(r.remark || r.name)}」已将您删除`,
            content: `企微客户「${String(r.remark || r.name)}」（添加于${new Date(r.addTime as Date).toISOString().slice(0, 10)}）已将您从好友中删除。`,
            categoryName: '企微提醒',
            status: 1,
            publishTime: now,
            toUserId: String(r.userId),
            createTime: now,
            updateTime: now,
          })),
        );
      }
    }
    for (let i = 0; i < events.length; i += 500) {
      const part = events.slice(i, i + 500);
      await tx
        .insert(ahCorpWechatEvent)
        .values(part.map((e) => ({ id: newId(), tenantId, ...e, createTime: now, updateTime: now })))
        .onConflictDoNothing();
    }
    const r = { added, changed, marked: gone.length };
    await tx
      .update(ahCorpWechatConfig)
      .set({ lastSyncTime: now, lastSyncResult: syncReport(r.added, r.changed, r.marked).zh, updateTime: now })
      .where(eq(ahCorpWechatConfig.isDeleted, 0));
    return r;
  });
  return result;
}

// ------------------------------------------------------------------ one contact

async function oneCustomer(services: Services, auth: AuthContext, id: string, lang: Lang): Promise<Row> {
  const scope = await customers.scope(services, auth);
  const [row] = await services.db.select().from(C).where(and(eq(C.id, id), scope));
  if (!row) throw notFound(M.noCustomer[lang]);
  return row as Row;
}

const idQuery = v.object({ id: vId('企微客户id格式错误') });
const orNone = (phone: unknown) => (typeof phone === 'string' && phone ? phone : null);

export interface DynamicEntry {
  time: string;
  kind: 'wechat' | 'assign' | 'clue' | 'order' | 'visit';
  title: string;
  content: string;
}

/** The contact's timeline: WeChat events, moves, and the clues, car orders and workshop visits of their phone, newest first. */
async function customerDynamic(services: Services, auth: AuthContext, row: Row): Promise<DynamicEntry[]> {
  const db = services.db;
  const out: DynamicEntry[] = [];
  const events = await db
    .select()
    .from(ahCorpWechatEvent)
    .where(eq(ahCorpWechatEvent.externalUserId, String(row.externalUserId)))
    .orderBy(desc(ahCorpWechatEvent.eventTime))
    .limit(200);
  const titles: Record<string, string> = { add: '添加好友', message: '聊天', tag: '打标签', delete: '删除好友', edit: '修改资料' };
  for (const e of events) out.push({ time: (e.eventTime as Date).toISOString(), kind: 'wechat', title: titles[String(e.eventType)] ?? String(e.eventType), content: String(e.content ?? '') });
  if (row.delTime) out.push({ time: new Date(row.delTime as Date).toISOString(), kind: 'wechat', title: '删除好友', content: '客户已将员工删除' });
  const moves = await db.select().from(ahCorpWechatDistribution).where(eq(ahCorpWechatDistribution.ahCorpWechatCustomerId, String(row.id)));
  for (const m of moves) out.push({ time: (m.operateTime as Date).toISOString(), kind: 'assign', title: '分配', content: `${String(m.fromUserName)} → ${String(m.toUserName)}（${String(m.operatorName)}）` });
  const phone = orNone(row.phone);
  if (phone) {
    const clues = await db
      .select({ createTime: ahClueTrace.createTime, series: ahClueTrace.ahStoreCarSeriesName, name: ahClueTrace.customerName })
      .from(ahClueTrace)
      .where(and(eq(ahClueTrace.customerPhone, phone), eq(ahClueTrace.isDeleted, 0), storeMatch(ahClueTrace.storeId, auth)));
    for (const c of clues) out.push({ time: new Date(c.createTime as Date).toISOString(), kind: 'clue', title: '线索', content: `新建线索${c.series ? `，意向车系 ${String(c.series)}` : ''}` });
    const orders = await db
      .select({ createTime: ahCarOrder.createTime, orderNo: ahCarOrder.orderNo, modelName: ahCarOrder.modelName })
      .from(ahCarOrder)
      .where(and(eq(ahCarOrder.customerPhone, phone), eq(ahCarOrder.isDeleted, 0), storeMatch(ahCarOrder.storeId, auth)));
    for (const o of orders) out.push({ time: new Date(o.createTime as Date).toISOString(), kind: 'order', title: '购车订单', content: `${String(o.orderNo ?? '')} ${String(o.modelName ?? '')}`.trim() });
    const visits = await db
      .select({ createTime: ahWorkOrderInfo.createTime, orderNo: ahWorkOrderInfo.orderNo, plate: ahWorkOrderInfo.licensePlate })
      .from(ahWorkOrderInfo)
      .where(and(eq(ahWorkOrderInfo.customerPhone, phone), eq(ahWorkOrderInfo.isDeleted, 0), storeMatch(ahWorkOrderInfo.storeId, auth)));
    for (const w of visits) out.push({ time: new Date(w.createTime as Date).toISOString(), kind: 'visit', title: '进店维修', content: `${String(w.orderNo ?? '')} ${String(w.plate ?? '')}`.trim() });
  }
  return out.sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}

async function memberOfRow(services: Services, auth: AuthContext, row: Row) {
  const phone = orNone(row.phone);
  const where = row.memberId ? eq(ahMember.id, String(row.memberId)) : phone ? eq(ahMember.phone, phone) : undefined;
  if (!where) return null;
  const [m] = await services.db
    .select()
    .from(ahMember)
    .where(and(where, eq(ahMember.isDeleted, 0), row.storeId ? eq(ahMember.storeId, String(row.storeId)) : undefined))
    .limit(1);
  return m ?? null;
}

// ------------------------------------------------------------------ SOP statistics

const vDay = (msg: string) => v.pipe(v.string(msg), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}$/, msg), v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), msg));

export interface SopRow {
  userId: string;
  userName: string;
  added: number;
  followedInTime: number;
  toClue: number;
  toOrder: number;
  deleted: number;
}

async function sopStatistics(services: Services, auth: AuthContext, start: Date, end: Date): Promise<SopRow[]> {
  const db = services.db;
  const cfg = await configOf(db);
  const hours = Number(cfg?.sopHours ?? 24);
  const people = await storeUsers(db, auth);
  const scope = await customers.scope(services, auth);
  const rows = await db
    .select({
      userId: C.userId,
      added: sql<number>`count(*)`.mapWith(Number),
      followedInTime: sql<number>`count(*) filter (where exists (select 1 from ah_corp_wechat_event e where e.tenant_id = ${C.tenantId} and e.external_user_id = ${C.externalUserId} and e.event_type = 'message' and e.event_time <= ${C.addTime} + make_interval(hours => ${hours})))`.mapWith(Number),
      toClue: sql<number>`count(*) filter (where ${C.phone} is not null and exists (select 1 from ah_clue_trace t where t.tenant_id = ${C.tenantId} and t.customer_phone = ${C.phone} and t.is_deleted = 0))`.mapWith(Number),
      toOrder: sql<number>`count(*) filter (where ${C.phone} is not null and exists (select 1 from ah_car_order o where o.tenant_id = ${C.tenantId} and o.customer_phone = ${C.phone} and o.is_deleted = 0))`.mapWith(Number),
      deleted: sql<number>`count(*) filter (where ${C.status} = 1)`.mapWith(Number),
    })
    .from(C)
    .where(and(scope, gte(C.addTime, start), lte(C.addTime, end)))
    .groupBy(C.userId);
  const by = new Map(rows.map((r) => [String(r.userId), r]));
  const names = new Map(people.map((p) => [p.id, p.name]));
  const ids = [...new Set([...people.map((p) => p.id), ...rows.map((r) => String(r.userId))])];
  return ids.map((id) => {
    const r = by.get(id);
    return { userId: id, userName: names.get(id) ?? id, added: r?.added ?? 0, followedInTime: r?.followedInTime ?? 0, toClue: r?.toClue ?? 0, toOrder: r?.toOrder ?? 0, deleted: r?.deleted ?? 0 };
  });
}

// ------------------------------------------------------------------ config hooks

export const CORP_WECHAT_HOOKS: ResourceHookMap = {
  // blade-user personnelList: the enabled users with a live place in the caller's store (every store for the super-admin without one)
  [personnelResource.key]: {
    where: ({ auth }) =>
      and(
        eq(user.status, 1),
        sql`exists (select 1 from ah_user_node where ah_user_node.user_id = ${user.id} and ah_user_node.is_deleted = 0 and ah_user_node.tenant_id = ${auth.tenantId} and ${storeMatch(userNode.storeId, auth) ?? sql`true`})`,
      ),
    present: (row) => ({ ...row, userId: row.id }),
  },
  [corpWechatConfigResource.key]: {
    beforeWrite: async ({ value }) => {
      // a secret is written once and never answered again; the page shows only that one is saved
      if (typeof value.corpSecret === 'string' && value.corpSecret) value.secretSaved = 1;
    },
  },
};

// ------------------------------------------------------------------ routes

const BASE = '/crm-member/ahCorpWechatCustomer';
const view = 'corp_wechat_customer_view';

export const corpWechatRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: `${BASE}/syncCorpWeChat`,
    permission: 'corp_wechat_customer_sync',
    input: noInput,
    handler: async ({ auth, services, lang }) => {
      const r = await syncCorpWechat(services, auth.tenantId);
      return { ...r, msg: syncReport(r.added, r.changed, r.marked)[lang] };
    },
  }),

  declaredActionRoute(decl, 'addRemark', async ({ auth, services, lang, call }) => {
    const row = await oneCustomer(services, auth, call.ids[0], lang);
    await services.db.update(C).set({ remark: call.values.remark as string | null | undefined, updateUser: auth.userId, updateTime: services.now() }).where(eq(C.id, String(row.id)));
    return true;
  }),

  declaredActionRoute(decl, 'updateInfo', async ({ auth, services, lang, call }) => {
    const row = await oneCustomer(services, auth, call.ids[0], lang);
    const set: Row = {};
    for (const k of ['realName', 'phone', 'corpName', 'description'] as const) if (k in call.values) set[k] = call.values[k] === '' ? null : call.values[k];
    // a changed phone links the member of that phone in the contact's store, or unlinks
    if ('phone' in set && set.phone !== row.phone) {
      const m = set.phone ? await memberOfRow(services, auth, { ...row, memberId: null, phone: set.phone }) : null;
      Object.assign(set, { memberId: m?.id ?? null, memberName: m?.memberName ?? null, linked: m ? 1 : 0 });
    }
    await services.db.update(C).set({ ...set, updateUser: auth.userId, updateTime: services.now() }).where(eq(C.id, String(row.id)));
    return true;
  }),

  declaredActionRoute(decl, 'assignment', async ({ auth, services, lang, call }) => {
    const storeId = requireStore(auth, lang);
    const targetIds = [...new Set(String(call.values.userWechatIds ?? '').split(',').filter(Boolean))];
    if (!targetIds.length) throw badInput(M.chooseUsers, 'userWechatIds');
    const targets = await storeUsers(services.db, { ...auth, storeId }, { ids: targetIds });
    if (targets.length !== targetIds.length) throw badInput(M.otherStoreUser, 'userWechatIds');
    const accounts = new Map((await services.db.select({ id: user.id, account: user.account }).from(user).where(inArray(user.id, targetIds))).map((u) => [u.id, u.account]));
    const now = services.now();
    const operator = await callerName(services.db, auth);
    const ids = [...new Set(call.ids)].sort();
    const moves = await services.db.transaction(async (tx) => {
      // rows locked in id order: two managers moving the same contacts meet here, one after the other
      const rows = (await tx
        .select()
        .from(C)
        .where(and(inArray(C.id, ids), eq(C.storeId, storeId), eq(C.isDeleted, 0)))
        .orderBy(asc(C.id))
        .for('update')) as Row[];
      if (rows.length !== ids.length) throw notFound(M.noCustomer[lang]);
      // the contact's machine: a deleted contact is not moved
      const refused = rows.find((r) => !corpWechatContactAllows(r, 'ASSIGN'));
      if (refused) throw badInput(corpWechatContactRefusal(refused, 'ASSIGN'));
      const out: Array<{ row: Row; to: (typeof targets)[number] }> = [];
      rows.forEach((row, i) => {
        // round robin over the chosen people, skipping the contact's own salesperson
        const choices = targets.filter((t) => t.id !== String(row.userId));
        // a contact already with the only chosen person stays where it is: nothing to move
        if (choices.length) out.push({ row, to: choices[i % choices.length] });
      });
      for (const { row, to } of out) {
        const clash = await tx
          .select({ id: C.id })
          .from(C)
          .where(and(eq(C.externalUserId, String(row.externalUserId)), eq(C.userWechatId, accounts.get(to.id) ?? ''), eq(C.isDeleted, 0), ne(C.id, String(row.id))))
          .limit(1);
        if (clash.length) throw badInput(M.sameUser, 'userWechatIds');
        await tx.update(C).set({ userId: to.id, userName: to.name, userWechatId: accounts.get(to.id), updateUser: auth.userId, updateTime: now }).where(eq(C.id, String(row.id)));
        await tx.insert(ahCorpWechatDistribution).values({
          id: newId(),
          storeId,
          ahCorpWechatCustomerId: String(row.id),
          customerName: String(row.remark || row.name || ''),
          fromUserId: row.userId ? String(row.userId) : null,
          fromUserName: String(row.userName ?? ''),
          toUserId: to.id,
          toUserName: to.name,
          operatorName: operator,
          operateTime: now,
          createUser: auth.userId,
          createTime: now,
          updateTime: now,
        });
      }
      await writeStateLog(tx, auth, out.map(({ row, to }) => ({ resource: decl.key, recordId: String(row.id), action: 'assignment', field: 'userName', from: row.userName, to: to.name })), now);
      return out;
    });
    // the provider is told after the commit; its refusal is reported, the records stay as the truth of who follows whom here
    try {
      const provider = await providerOf(services, services.db);
      const ctx = await providerContext(services.db, auth.tenantId, now, []);
      await provider.transfer(ctx, moves.map(({ row, to }) => ({ externalUserId: String(row.externalUserId), from: String(row.userWechatId), to: accounts.get(to.id) ?? '' })));
    } catch (err) {
      providerFailure(err);
    }
    return { moved: moves.length };
  }),

  route({
    method: 'GET',
    url: `${BASE}/customerDynamic`,
    permission: view,
    input: idQuery,
    handler: async ({ auth, services, input, lang }) => customerDynamic(services, auth, await oneCustomer(services, auth, input.id, lang)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/labelInfo`,
    permission: view,
    input: idQuery,
    handler: async ({ auth, services, input, lang }) => {
      const row = await oneCustomer(services, auth, input.id, lang);
      return String(row.tags ?? '').split('，').filter(Boolean).map((labelName) => ({ labelName }));
    },
  }),
  route({
    method: 'GET',
    url: `${BASE}/wxInfo`,
    permission: view,
    input: idQuery,
    handler: async ({ auth, services, input, lang }) => {
      const r = await oneCustomer(services, auth, input.id, lang);
      return { externalUserId: r.externalUserId, name: r.name, avatar: r.avatar, customerType: r.customerType, gender: r.gender, corpName: r.corpName, addTime: r.addTime, addWay: r.addWay, userWechatId: r.userWechatId, userName: r.userName, status: r.status, delTime: r.delTime };
    },
  }),
  route({
    method: 'GET',
    url: `${BASE}/memberInfo`,
    permission: view,
    input: idQuery,
    handler: async ({ auth, services, input, lang }) => {
      const m = await memberOfRow(services, auth, await oneCustomer(services, auth, input.id, lang));
      return m ? { memberId: m.id, memberName: m.memberName, phone: m.phone, memberLevel: m.memberLevel, integral: m.integral, registerTime: m.registerTime, carCount: m.carCount } : null;
    },
  }),
  route({
    method: 'GET',
    url: `${BASE}/carInfo`,
    permission: view,
    input: idQuery,
    handler: async ({ auth, services, input, lang }) => {
      const m = await memberOfRow(services, auth, await oneCustomer(services, auth, input.id, lang));
      if (!m) return [];
      return services.db
        .select({ carId: ahMemberCar.id, vin: ahMemberCar.vin, licensePlate: ahMemberCar.licensePlate, seriesName: ahMemberCar.seriesName, modelName: ahMemberCar.modelName, buyDate: ahMemberCar.buyDate })
        .from(ahMemberCar)
        .where(and(eq(ahMemberCar.memberId, String(m.id)), eq(ahMemberCar.isDeleted, 0)));
    },
  }),
  route({
    method: 'GET',
    url: `${BASE}/carBuyInfo`,
    permission: view,
    input: idQuery,
    handler: async ({ auth, services, input, lang }) => {
      const row = await oneCustomer(services, auth, input.id, lang);
      const phone = orNone(row.phone);
      if (!phone) return [];
      return services.db
        .select({ id: ahCarOrder.id, orderNo: ahCarOrder.orderNo, orderState: ahCarOrder.orderState, modelName: ahCarOrder.modelName, seriesName: ahCarOrder.seriesName, totalAmount: ahCarOrder.totalAmount, orderDate: ahCarOrder.orderDate, salesName: ahCarOrder.salesName })
        .from(ahCarOrder)
        .where(and(eq(ahCarOrder.customerPhone, phone), eq(ahCarOrder.isDeleted, 0), storeMatch(ahCarOrder.storeId, auth)))
        .orderBy(desc(ahCarOrder.createTime));
    },
  }),
  route({
    method: 'GET',
    url: `${BASE}/personalSOPStatistics`,
    permission: view,
    input: v.object({ startDate: vDay('开始日期格式错误'), endDate: vDay('结束日期格式错误') }),
    handler: async ({ auth, services, input }) => {
      if (input.endDate < input.startDate) throw badInput(M.periodOrder, 'endDate');
      return sopStatistics(services, auth, new Date(`${input.startDate}T00:00:00+08:00`), new Date(`${input.endDate}T23:59:59.999+08:00`));
    },
  }),

  // the store's customer-service card: its name and greeting from the settings, the "contact me" QR code from the provider
  route({
    method: 'GET',
    url: '/crm-member/ahCorpWechatConfig/serviceInfo',
    input: noInput,
    handler: async ({ auth, services, lang }) => {
      const storeId = requireStore(auth, lang);
      const cfg = await configOf(services.db);
      const [s] = await services.db.select({ id: store.id, name: store.branchName }).from(store).where(eq(store.id, storeId)).limit(1);
      const staff = (await storeUsers(services.db, auth)).map((u) => ({ userWechatId: u.id, name: u.name }));
      try {
        const provider = await providerOf(services, services.db);
        const qr = await provider.serviceQrCode(await providerContext(services.db, auth.tenantId, services.now(), staff), { id: storeId, name: s?.name ?? '' });
        return { storeId, storeName: s?.name ?? '', serviceName: cfg?.serviceName ?? '安华企微客服', serviceWelcome: cfg?.serviceWelcome ?? '', configId: qr.configId, qrCode: qr.qrCode };
      } catch (err) {
        providerFailure(err);
      }
    },
  }),

];

// ------------------------------------------------------------------ schedule

/** Syncs every tenant whose settings' interval has passed; answers how many tenants were synced. */
export async function syncDueTenants(services: Services): Promise<number> {
  const now = services.now();
  const due = (d: { last: Date | null; every: number | null }) => !d.last || now.getTime() - d.last.getTime() >= Number(d.every ?? 60) * 60_000;
  const synced = await eachInItsTenant(
    'corp-wechat schedule',
    async () =>
      (
        await services.db
          .select({ tenantId: ahCorpWechatConfig.tenantId, last: ahCorpWechatConfig.lastSyncTime, every: ahCorpWechatConfig.syncMinutes })
          .from(ahCorpWechatConfig)
          .where(eq(ahCorpWechatConfig.isDeleted, 0))
      ).filter(due),
    async (_, tenantId) => {
      try {
        await syncCorpWechat(services, tenantId);
        return true;
      } catch (err) {
        // a tenant's bad credentials do not stop the others; the settings page shows the last result
        if (!(err instanceof ApiError)) console.error('corp-wechat sync', tenantId, err);
        return false;
      }
    },
  );
  const n = synced.filter(Boolean).length;
  return n;
}
