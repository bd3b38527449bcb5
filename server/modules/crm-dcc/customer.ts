/**
 * Store customers (crm-dcc ahCustomer): the person behind a store's clues. Transfer to another
 * salesman (moving the customer's live clues with it through the clue-trace machine), details with
 * clues, follow-ups, test drives and invitations, the customer's orders, and the test-drive log.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ApiError, badRequest, businessError, notFound } from '../../http/envelope';
import { vId } from '../../http/input';
import { columnsOf } from '../../http/resource-query';
import { ResourceRuntime, type ResourceHookMap } from '../../http/resource-router';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { store, user } from '../../db/schema';
import { ahClueTrace, ahClueTraceRecord } from '../../db/resource-tables/sales';
import { ahCustomer, ahCustomerArchive, ahInviteConfig, ahTestDriveLog } from '../../db/resource-tables/customers';
import { Codes, type Lang } from '../../../src/domain/codes';
import { validateRecord } from '../../../src/domain/resources/validate';
import { customerResource } from '../../../src/domain/resources/sales/customer';
import { testDriveLogResource } from '../../../src/domain/resources/sales/test-drive-log';
import { VISIT_STATE } from '../../../src/domain/resources/sales/clue-trace';
import { applyOnRow, presentTrace, recordCols, requireStoreUser, storeWhere, traceCols } from './clue-common';

export const customerCols = columnsOf(ahCustomer);
export const archiveCols = columnsOf(ahCustomerArchive);
const driveCols = columnsOf(ahTestDriveLog);
const inviteCols = columnsOf(ahInviteConfig);

export const presentCustomer = (row: Record<string, unknown>) => ({ ...row, ahCustomerId: row.id });
export const customerRt = new ResourceRuntime(customerResource, ahCustomer, { present: presentCustomer });
export const testDriveRt = new ResourceRuntime(testDriveLogResource, ahTestDriveLog);

/** live clues move with their customer; defeated and sea clues stay where they are */
const LIVE = [VISIT_STATE.new, VISIT_STATE.waitingVisit, VISIT_STATE.visited];

const customerIdInput = v.pipe(
  v.looseObject({ ahCustomerId: v.optional(v.unknown()), id: v.optional(v.unknown()) }),
  v.transform((x) => ({ ...x, ahCustomerId: x.ahCustomerId ?? x.id })),
  v.looseObject({ ahCustomerId: vId('客户id格式错误') }),
);

interface TraceLike {
  id: string;
  tenantId: string;
  storeId: string;
  clueId: string | null;
  customerName: string;
  customerPhone: string;
  customerLevel?: string | null;
  ahStoreCarSeriesName?: string | null;
  customerChannelText?: string | null;
  nextTraceUserId: string | null;
  nextTraceUserName?: string | null;
  lastTraceTime?: Date | null;
}

/** The group archive record of a phone, created on first sight (inside the caller's transaction). */
export async function ensureArchive(tx: Tx, tenantId: string, storeName: string | null, name: string, phone: string, now: Date): Promise<string> {
  const [hit] = await tx
    .select({ id: archiveCols.id })
    .from(ahCustomerArchive)
    .where(and(eq(archiveCols.customerPhone, phone), eq(archiveCols.isDeleted, 0)))
    .limit(1);
  if (hit) return hit.id as string;
  const id = newId();
  await tx.insert(ahCustomerArchive).values({ id, tenantId, customerName: name, customerPhone: phone, sourceStoreName: storeName, createTime: now, updateTime: now });
  return id;
}

/**
 * The store customer of a clue trace: found by phone in the trace's store or created (with its
 * archive record); the customer takes the trace as its latest clue. Runs in the caller's transaction,
 * so the clue calls may call it when a clue is entered or visits the store.
 */
export async function customerFromTrace(tx: Tx, trace: TraceLike, now: Date, userId: string | null = null): Promise<string> {
  const [existing] = await tx
    .select({ id: customerCols.id })
    .from(ahCustomer)
    .where(and(eq(customerCols.storeId, trace.storeId), eq(customerCols.customerPhone, trace.customerPhone), eq(customerCols.isDeleted, 0)))
    .for('update')
    .limit(1);
  const link = { clueId: trace.clueId, ahClueTraceId: trace.id, lastTraceTime: trace.lastTraceTime ?? null, updateTime: now, updateUser: userId };
  if (existing) {
    await tx.update(ahCustomer).set(link).where(eq(customerCols.id, existing.id));
    return existing.id as string;
  }
  const [st] = await tx.select({ name: store.branchName }).from(store).where(eq(store.id, trace.storeId)).limit(1);
  const customerId = await ensureArchive(tx, trace.tenantId, st?.name ?? null, trace.customerName, trace.customerPhone, now);
  const id = newId();
  await tx.insert(ahCustomer).values({
    id,
    tenantId: trace.tenantId,
    storeId: trace.storeId,
    customerId,
    customerName: trace.customerName,
    customerPhone: trace.customerPhone,
    customerLevel: trace.customerLevel ?? null,
    intentSeries: trace.ahStoreCarSeriesName ?? null,
    channelName: trace.customerChannelText ?? null,
    dealState: 0,
    nextTraceUserId: trace.nextTraceUserId,
    nextTraceUserName: trace.nextTraceUserName ?? null,
    ...link,
    createUser: userId,
    createTime: now,
  });
  return id;
}

async function loadCustomer(services: Services, auth: AuthContext, id: string, lang: Lang) {
  const row = await customerRt.findOne(services.db, await customerRt.scope(services, auth), id);
  if (!row) throw notFound(lang === 'en' ? 'No such customer in your scope' : '客户不存在或无权查看');
  // a customer is store-scoped and keyed by its phone: both are set on every row
  return row as typeof row & { storeId: string; customerPhone: string };
}

/** The clue traces of a customer: same store, same phone. */
function tracesOf(services: Services, c: { tenantId: string; storeId: string; customerPhone: string }) {
  return services.db
    .select()
    .from(ahClueTrace)
    .where(and(eq(traceCols.storeId, c.storeId), eq(traceCols.customerPhone, c.customerPhone), eq(traceCols.isDeleted, 0)))
    .orderBy(desc(traceCols.createTime));
}

const stripAudit = ({ isDeleted: _d, tenantId: _t, ...r }: Record<string, unknown>) => r;

const driveInput = v.looseObject({ ahCustomerId: vId('客户id格式错误') });

export const customerRoutes: Registrable[] = [
  route({
    method: ['GET', 'POST'],
    url: '/crm-dcc/ahCustomer/transferAhCustomer',
    permission: 'clue_cusmanagers_transfer',
    input: v.pipe(customerIdInput, v.looseObject({ ahCustomerId: v.string(), nextTraceUserId: vId('跟进人id格式错误') })),
    handler: async ({ auth, services, input, lang }) => {
      const scope = await customerRt.scope(services, auth);
      const target = await requireStoreUser(services.db, auth, input.nextTraceUserId, lang);
      const traceScope = storeWhere(auth);
      return services.db.transaction(async (tx) => {
        const [c] = (await tx
          .select()
          .from(ahCustomer)
          .where(and(eq(customerCols.id, input.ahCustomerId), scope))
          .for('update')
          .limit(1)) as (Record<string, unknown> & { id: string; customerPhone: string; nextTraceUserId: string | null })[];
        if (!c) throw notFound(lang === 'en' ? 'No such customer in your scope' : '客户不存在或无权操作');
        if (c.nextTraceUserId === target.id) throw businessError(lang === 'en' ? 'The customer is already managed by this salesman' : '客户已由该销售顾问负责，无需转移');
        const now = services.now();
        await tx
          .update(ahCustomer)
          .set({ nextTraceUserId: target.id, nextTraceUserName: target.name, updateUser: auth.userId, updateTime: now })
          .where(eq(customerCols.id, c.id));
        // the customer's live clues follow them, each through the clue-trace machine, in id order (no deadlock)
        const live = await tx
          .select({ id: traceCols.id, userId: traceCols.nextTraceUserId })
          .from(ahClueTrace)
          .where(and(traceScope, eq(traceCols.customerPhone, c.customerPhone), inArray(traceCols.visitState, LIVE)))
          .orderBy(asc(traceCols.id));
        let moved = 0;
        for (const t of live) {
          if (t.userId === target.id) continue;
          await applyOnRow(tx, services, auth, traceScope, t.id as string, { type: 'TRANSFER', userId: target.id }, lang, { userName: target.name });
          moved++;
        }
        return { ahCustomerId: c.id, nextTraceUserId: target.id, nextTraceUserName: target.name, movedClues: moved };
      });
    },
  }),
  route({
    method: 'GET',
    url: '/crm-dcc/ahCustomer/details',
    input: customerIdInput,
    handler: async ({ auth, services, input, lang }) => {
      const c = await loadCustomer(services, auth, input.ahCustomerId, lang);
      const traces = (await tracesOf(services, c)) as Record<string, unknown>[];
      const traceIds = traces.map((t) => t.id as string);
      const records = traceIds.length
        ? await services.db
            .select()
            .from(ahClueTraceRecord)
            .where(and(inArray(recordCols.ahClueTraceId, traceIds), eq(recordCols.isDeleted, 0)))
            .orderBy(desc(recordCols.traceTime), desc(recordCols.id))
            .limit(100)
        : [];
      const drives = await services.db
        .select()
        .from(ahTestDriveLog)
        .where(and(eq(driveCols.ahCustomerId, c.id), eq(driveCols.isDeleted, 0)))
        .orderBy(desc(driveCols.driveStart));
      const invitations = await services.db
        .select({ id: inviteCols.id, taskName: inviteCols.taskName, inviteType: inviteCols.inviteType, startTime: inviteCols.startTime, endTime: inviteCols.endTime, executeStatus: inviteCols.executeStatus })
        .from(ahInviteConfig)
        .where(and(eq(inviteCols.storeId, c.storeId), eq(inviteCols.isDeleted, 0), sql`(',' || ${inviteCols.customerIds} || ',') like ${`%,${c.id},%`}`))
        .orderBy(desc(inviteCols.startTime));
      const [archive] = c.customerId
        ? await services.db.select().from(ahCustomerArchive).where(and(eq(archiveCols.id, c.customerId as string), eq(archiveCols.isDeleted, 0))).limit(1)
        : [];
      return {
        ...customerRt.present(c, services),
        archive: archive ? stripAudit(archive as Record<string, unknown>) : null,
        clueList: traces.map((t) => presentTrace(stripAudit(t))),
        traceRecordList: (records as Record<string, unknown>[]).map(stripAudit),
        testDriveList: (drives as Record<string, unknown>[]).map(stripAudit),
        invitationList: invitations,
      };
    },
  }),
  route({
    method: 'GET',
    url: '/crm-dcc/ahCustomer/orders',
    input: customerIdInput,
    handler: async ({ auth, services, input, lang }) => {
      // no car-order table yet: the customer's orders are their purchase intentions (clues) with their outcome
      const c = await loadCustomer(services, auth, input.ahCustomerId, lang);
      const traces = (await tracesOf(services, c)) as Record<string, unknown>[];
      return traces.map((t) => ({
        ahClueTraceId: t.id,
        clueId: t.clueId,
        seriesName: t.ahStoreCarSeriesName,
        channelName: t.customerChannelText,
        visitState: t.visitState,
        nextTraceUserName: t.nextTraceUserName,
        defeatReason: t.defeatReason,
        createTime: t.createTime,
        lastTraceTime: t.lastTraceTime,
      }));
    },
  }),
  route({
    method: 'POST',
    url: '/crm-dcc/ahCustomer/saveFromClue',
    permission: 'clue_cusmanagers_edit',
    input: v.pipe(
      v.looseObject({ ahClueTraceId: v.optional(v.unknown()), clueTraceId: v.optional(v.unknown()) }),
      v.transform((x) => ({ ahClueTraceId: x.ahClueTraceId ?? x.clueTraceId })),
      v.object({ ahClueTraceId: vId('线索跟进id格式错误') }),
    ),
    handler: async ({ auth, services, input, lang }) => {
      const scope = storeWhere(auth);
      return services.db.transaction(async (tx) => {
        const [t] = (await tx.select().from(ahClueTrace).where(and(eq(traceCols.id, input.ahClueTraceId), scope)).limit(1)) as unknown as TraceLike[];
        if (!t) throw notFound(lang === 'en' ? 'No such clue in your scope' : '线索不存在或无权操作');
        return { ahCustomerId: await customerFromTrace(tx, t, services.now(), auth.userId) };
      });
    },
  }),
  route({
    method: 'POST',
    url: '/crm-dcc/ahTestDriveLog/save',
    permission: 'clue_cusmanagers_edit',
    input: driveInput,
    handler: async ({ auth, services, input, lang }) => {
      const checked = validateRecord(testDriveLogResource, input, { lang });
      if (!checked.ok) throw new ApiError(Codes.BAD_REQUEST, checked.message, { field: checked.field });
      const value = checked.value;
      const start = new Date(value.driveStart as string);
      const end = value.driveEnd ? new Date(value.driveEnd as string) : null;
      if (end && end.getTime() < start.getTime()) throw badRequest(lang === 'en' ? 'The end must not be before the start' : '结束时间不能早于开始时间');
      const c = await loadCustomer(services, auth, input.ahCustomerId, lang);
      const [me] = await services.db.select({ name: user.name }).from(user).where(eq(user.id, auth.userId)).limit(1);
      const now = services.now();
      const id = newId();
      await services.db.insert(ahTestDriveLog).values({
        ...value,
        driveStart: start,
        driveEnd: end,
        id,
        tenantId: c.tenantId,
        storeId: c.storeId,
        ahCustomerId: c.id,
        customerName: c.customerName,
        customerPhone: c.customerPhone,
        salesmanId: auth.userId,
        salesmanName: me?.name ?? auth.account,
        createUser: auth.userId,
        updateUser: auth.userId,
        createTime: now,
        updateTime: now,
      });
      return { id };
    },
  }),
];

export const customerHooks: ResourceHookMap = {
  ahCustomer: { present: presentCustomer },
};
