/** Seats at work: sign in, call a clue's customer, hang up; every call leaves a call record. */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { businessError, notFound } from '../../http/envelope';
import { columnsOf } from '../../http/resource-query';
import { noInput, vId } from '../../http/input';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Lang } from '../../../src/domain/codes';
import { vMobile } from '../../../src/domain/validators';
import { newId } from '../../db/ids';
import { ahClueCallRecord, ahSeats } from '../../db/resource-tables/sales';
import { CALL_STATE, callProvider, dialledCallRecord, endedCall } from './call-provider';
import { callerName, traceRt } from './clue-common';
import { ResourceRuntime } from '../../http/resource-router';
import { seatsResource } from '../../../src/domain/resources/sales/seats';
import { requireStore, storeMatch } from '../../http/store-scope';

/** the seats/* calls of the spec over the same ahSeats rows */
const seatRt = new ResourceRuntime(seatsResource, ahSeats);

const seatCols = columnsOf(ahSeats);
const callCols = columnsOf(ahClueCallRecord);

interface Seat {
  id: string;
  phone: string;
  userId: string;
  signIn: number | null;
}

function seatWhere(auth: AuthContext) {
  requireStore(auth);
  return and(eq(seatCols.storeId, auth.storeId), eq(seatCols.isDeleted, 0));
}

async function callOut(services: Services, auth: AuthContext, traceId: string, seatsId: string | null, lang: Lang) {
  const trace = await traceRt.findOne(services.db, await traceRt.scope(services, auth), traceId);
  if (!trace) throw notFound(lang === 'en' ? 'No such clue in your scope' : '线索不存在或无权操作');
  const [seat] = (await services.db
    .select()
    .from(ahSeats)
    .where(and(seatWhere(auth), seatsId ? eq(seatCols.id, seatsId) : eq(seatCols.userId, auth.userId), eq(seatCols.signIn, 1)))
    .limit(1)) as unknown as Seat[];
  if (!seat) throw businessError(lang === 'en' ? 'Sign in to a seat first' : '请先签入坐席');
  const [busy] = await services.db.select({ id: callCols.id }).from(ahClueCallRecord).where(and(eq(callCols.seatsId, seat.id), eq(callCols.callState, CALL_STATE.calling), eq(callCols.isDeleted, 0))).limit(1);
  if (busy) throw businessError(lang === 'en' ? 'The seat is already in a call' : '坐席正在通话中');
  const { callId } = await callProvider().dial({ seatPhone: seat.phone, customerPhone: String(trace.customerPhone) });
  const id = newId();
  const record = dialledCallRecord({
    id,
    tenantId: auth.tenantId,
    storeId: auth.storeId!,
    ahClueTraceId: traceId,
    seatsId: seat.id,
    userId: auth.userId,
    userName: await callerName(services.db, auth),
    customerName: (trace.customerName as string | null) ?? null,
    customerPhone: (trace.customerPhone as string | null) ?? null,
    callId,
    startTime: services.now(),
  });
  await services.db.insert(ahClueCallRecord).values(record);
  return { id, callId, seatsId: seat.id };
}

export const seatRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-dcc/seats/detail',
    input: v.object({ id: vId('坐席id格式错误') }),
    handler: async ({ auth, services, input, lang }) => {
      const row = await seatRt.findOne(services.db, await seatRt.scope(services, auth), input.id);
      if (!row) throw notFound(lang === 'en' ? 'No such seat' : '坐席不存在');
      return seatRt.present(row, services);
    },
  }),
  route({
    method: 'POST',
    url: '/crm-dcc/seats/save',
    input: noInput,
    permission: 'clue_seats_add',
    handler: async ({ auth, services, input, lang }) => ({ id: await seatRt.create(services, auth, input, lang) }),
  }),
  route({
    method: 'POST',
    url: '/crm-dcc/seats/update',
    permission: 'clue_seats_edit',
    input: v.looseObject({ id: vId('坐席id格式错误') }),
    handler: async ({ auth, services, input, lang }) => ({ id: await seatRt.update(services, auth, input.id, input, lang) }),
  }),
  route({
    method: 'POST',
    url: '/crm-dcc/ahSeats/signIn',
    permission: 'clue_seats_sign_in',
    input: v.object({ phone: vMobile() }),
    handler: async ({ auth, services, input, lang }) => {
      const rows = (await services.db
        .update(ahSeats)
        .set({ signIn: 1, updateUser: auth.userId, updateTime: services.now() })
        .where(and(seatWhere(auth), eq(seatCols.phone, input.phone), eq(seatCols.userId, auth.userId)))
        .returning({ id: seatCols.id })) as { id: string }[];
      if (rows.length === 0) throw notFound(lang === 'en' ? 'You have no seat with this phone in this store' : '本门店没有您使用该手机号的坐席');
      return { seatsId: rows[0].id, signIn: 1 };
    },
  }),
  route({
    method: 'POST',
    url: '/crm-dcc/seats/call',
    permission: 'clue_seats_call',
    input: v.object({ clueId: vId('线索跟进id格式错误'), seatsId: vId('坐席id格式错误') }),
    handler: async ({ auth, services, input, lang }) => callOut(services, auth, input.clueId, input.seatsId, lang),
  }),
  route({
    method: 'POST',
    url: '/crm-dcc/ahClueTraceRecord/callOut',
    permission: 'clue_following_call_out',
    input: v.object({ clueTraceId: vId('线索跟进id格式错误') }),
    handler: async ({ auth, services, input, lang }) => callOut(services, auth, input.clueTraceId, null, lang),
  }),
  route({
    method: ['GET', 'POST'],
    url: '/crm-dcc/seats/abort_call',
    permission: 'clue_seats_abort_call',
    input: v.object({ seatsId: vId('坐席id格式错误') }),
    handler: async ({ auth, services, input, lang }) => {
      const [call] = (await services.db
        .select()
        .from(ahClueCallRecord)
        .where(and(storeMatch(callCols.storeId, auth), eq(callCols.seatsId, input.seatsId), eq(callCols.callState, CALL_STATE.calling), eq(callCols.isDeleted, 0)))
        .limit(1)) as { id: string; callId: string; startTime: Date }[];
      if (!call) throw businessError(lang === 'en' ? 'The seat is not in a call' : '坐席当前没有通话');
      const { connected } = await callProvider().hangUp(call.callId);
      const ended = endedCall(new Date(call.startTime), services.now(), connected);
      await services.db
        .update(ahClueCallRecord)
        .set({ ...ended, updateUser: auth.userId })
        .where(eq(callCols.id, call.id));
      return { id: call.id, callState: Number(ended.callState), durationSec: ended.durationSec };
    },
  }),
];
