/** What the clue calls share: the trace runtime, its scope, the store's salesmen, and machine-checked changes. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ResourceRuntime } from '../../http/resource-router';
import { columnsOf } from '../../http/resource-query';
import { ApiError, badRequest, businessError, notFound } from '../../http/envelope';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { role, user, userNode } from '../../db/schema';
import { ahClue, ahClueTrace, ahClueTraceRecord } from '../../db/resource-tables/sales';
import { clueTraceResource, VISIT_STATE } from '../../../src/domain/resources/sales/clue-trace';
import { clueTraceRecordResource } from '../../../src/domain/resources/sales/clue-trace-record';
import { clueResource } from '../../../src/domain/resources/sales/clue';
import { applyClueEvent, visitStateName, type ClueTraceEvent } from '../../../src/machines/clue-trace.machine';
import { Codes, type Lang } from '../../../src/domain/codes';
import { requireStore, storeMatch } from '../../http/store-scope';

export const traceCols = columnsOf(ahClueTrace);
export const recordCols = columnsOf(ahClueTraceRecord);
export const clueCols = columnsOf(ahClue);

export function presentTrace(row: Record<string, unknown>): Record<string, unknown> {
  return withTraceAliases({ ...row });
}

/** adds the aliases to a row the caller owns (the list runtime's own copy: no second copy per row) */
export function withTraceAliases(row: Record<string, unknown>): Record<string, unknown> {
  const name = (row.customerName as string | null) ?? '';
  const phone = (row.customerPhone as string | null) ?? '';
  row.ahClueTraceId = row.id;
  row.customerVO = { name, phone };
  row.cusName = name;
  row.cusPhone = phone;
  return row;
}

/** Runtimes of our own (no import of the registry: it imports this module's hooks). */
export const traceRt = new ResourceRuntime(clueTraceResource, ahClueTrace, { present: withTraceAliases });
export const recordRt = new ResourceRuntime(clueTraceRecordResource, ahClueTraceRecord);
export const clueRt = new ResourceRuntime(clueResource, ahClue);

export interface TraceRow {
  id: string;
  tenantId: string;
  storeId: string;
  clueId: string | null;
  visitState: number;
  nextTraceUserId: string | null;
  nextTraceTime: Date | null;
  customerName: string;
  customerPhone: string;
  [k: string]: unknown;
}

/** The rows of the caller's store whatever their data scope (the sea, the pool of allocation). */
export function storeWhere(auth: AuthContext): SQL {
  requireStore(auth);
  return and(eq(traceCols.storeId, auth.storeId), eq(traceCols.isDeleted, 0))!;
}

export const msgs = {
  notAllowed: (event: ClueTraceEvent['type'], state: number, lang: Lang) => {
    const zhState: Record<string, string> = { new: '新线索', waitingVisit: '待回访', visited: '已回访', defeated: '已战败', unallocated: '待分配', inSea: '公海' };
    const zhEvent: Record<string, string> = { ALLOCATE: '分配', TRACE: '跟进', VISIT: '到店', DEFEAT: '战败', TRANSFER: '转移', TO_SEA: '放入公海', FROM_SEA: '从公海领取' };
    const name = visitStateName(state);
    return lang === 'en' ? `A clue in state ${name} cannot ${event}` : `线索当前为「${zhState[name]}」，不能${zhEvent[event]}`;
  },
};

/** Enabled users holding a node in the store, optionally only salesmen, in a stable order. */
export async function storeUsers(db: Services['db'] | Tx, auth: AuthContext, opts: { salesmenOnly?: boolean; ids?: string[] } = {}) {
  return db
    .select({ id: user.id, name: user.name, roleAlias: role.roleAlias })
    .from(userNode)
    .innerJoin(user, eq(user.id, userNode.userId))
    .innerJoin(role, eq(role.id, userNode.roleId))
    .where(
      and(
        storeMatch(userNode.storeId, auth),
        eq(userNode.isDeleted, 0),
        eq(user.isDeleted, 0),
        eq(user.status, 1),
        opts.salesmenOnly ? eq(role.roleAlias, 'salesman') : undefined,
        opts.ids ? inArray(user.id, opts.ids) : undefined,
      ),
    )
    .orderBy(asc(user.id));
}

const namesByAuth = new WeakMap<AuthContext, string>();

/** The caller's name as the records show it (the account when the user has none); once per request. */
export async function callerName(db: Services['db'] | Tx, auth: AuthContext): Promise<string> {
  const known = namesByAuth.get(auth);
  if (known) return known;
  const [u] = await db.select({ name: user.name }).from(user).where(eq(user.id, auth.userId)).limit(1);
  const name = u?.name || auth.account;
  namesByAuth.set(auth, name);
  return name;
}

/** The target of an allocation or transfer must be an enabled user of the caller's store. */
export async function requireStoreUser(db: Services['db'] | Tx, auth: AuthContext, userId: string, lang: Lang) {
  const [u] = await storeUsers(db, auth, { ids: [userId] });
  if (!u) throw badRequest(lang === 'en' ? 'The salesman is not an enabled user of this store' : '跟进人不是本门店的在职人员');
  return u;
}

/**
 * Loads the trace row FOR UPDATE inside the transaction, asks the machine, writes the new state and
 * user. Concurrent changes of the same row queue on the lock; the second sees the first's result.
 */
export async function applyOnRow(
  tx: Tx,
  services: Services,
  auth: AuthContext,
  scope: SQL | undefined,
  id: string,
  event: ClueTraceEvent,
  lang: Lang,
  opts: { fromUserId?: string; set?: Record<string, unknown>; userName?: string | null; record?: boolean } = {},
): Promise<TraceRow> {
  const [row] = (await tx
    .select()
    .from(ahClueTrace)
    .where(and(eq(traceCols.id, id), scope))
    .for('update')
    .limit(1)) as TraceRow[];
  if (!row) {
    // On PostgreSQL a row that another transaction just moved out of the caller's data scope
    // (a salesman's clue transferred away) no longer matches once its lock is released: say so.
    if (opts.fromUserId !== undefined && auth.storeId) {
      const [moved] = await tx.select({ id: traceCols.id }).from(ahClueTrace).where(and(eq(traceCols.id, id), storeWhere(auth))).limit(1);
      if (moved) throw businessError(lang === 'en' ? 'The clue was changed by someone else meanwhile; reload it' : '线索已被他人变更，请刷新后重试');
    }
    throw notFound(lang === 'en' ? 'No such clue in your scope' : '线索不存在或无权操作');
  }
  if (opts.fromUserId !== undefined && (row.nextTraceUserId ?? '') !== opts.fromUserId) {
    throw businessError(lang === 'en' ? 'The clue was changed by someone else meanwhile; reload it' : '线索已被他人变更，请刷新后重试');
  }
  const next = applyClueEvent(row, event);
  if (!next) throw new ApiError(Codes.BUSINESS_NOTICE, msgs.notAllowed(event.type, row.visitState, lang), { ahClueTraceId: id, visitState: row.visitState });
  const now = services.now();
  const set: Record<string, unknown> = { visitState: next.code, nextTraceUserId: next.userId, updateUser: auth.userId, updateTime: now, ...opts.set };
  if (opts.userName !== undefined) set.nextTraceUserName = opts.userName;
  if (next.userId === null) set.nextTraceUserName = null;
  await tx.update(ahClueTrace).set(set).where(eq(traceCols.id, id));
  // `record: false`: the caller writes the history line itself (a follow-up's own note says the
  // event with its content; a second, empty 跟进 line beside it was noise, issue 25)
  if (opts.record === false) return { ...row, ...set } as TraceRow;
  await tx.insert(ahClueTraceRecord).values({
    id: newId(),
    tenantId: row.tenantId,
    storeId: row.storeId,
    ahClueTraceId: id,
    event: event.type,
    content: systemNote(event, opts.userName ?? null, lang),
    traceTime: now,
    traceUserId: auth.userId,
    traceUserName: await callerName(tx, auth),
    nextTraceUserId: next.userId,
    createUser: auth.userId,
    updateUser: auth.userId,
    createTime: now,
    updateTime: now,
  });
  return { ...row, ...set } as TraceRow;
}

function systemNote(event: ClueTraceEvent, userName: string | null, lang: Lang): string {
  const who = userName ?? '';
  switch (event.type) {
    case 'ALLOCATE':
      return lang === 'en' ? `Allocated to ${who}` : `分配给${who}`;
    case 'TRANSFER':
      return lang === 'en' ? `Transferred to ${who}` : `转移给${who}`;
    case 'TO_SEA':
      return lang === 'en' ? 'Moved to the public sea' : '放入公海';
    case 'FROM_SEA':
      return lang === 'en' ? `Taken from the sea by ${who}` : `从公海分配给${who}`;
    case 'DEFEAT':
      return lang === 'en' ? `Defeated: ${event.reason}` : `战败：${event.reason}`;
    case 'VISIT':
      return lang === 'en' ? 'Visited the store' : '客户已到店';
    case 'TRACE':
      return lang === 'en' ? 'Followed up' : '跟进';
  }
}

export { VISIT_STATE, sql };
