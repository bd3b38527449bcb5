/**
 * The seat and call calls of crm-dcc (spec 2 section 7) for the clue desk, the clue detail, the
 * seat list and the call record list: the caller's own seat, sign-in, callOut, abort_call, a
 * clue's call records and a call's sound text. They are quiet: the screens say what a refusal
 * means (callOut's 请先签入坐席 becomes an offer to sign in, not a toast).
 */
import { useQuery } from '@tanstack/react-query';
import { http, HttpError } from '../../api/http';
import { Codes } from '../../domain/codes';
import { callRecordResource } from '../../domain/resources/sales/call-record';
import { seatsResource } from '../../domain/resources/sales/seats';
import type { RecordOf } from '../../domain/resources/types';
import { resourceUrl, ResultError } from '../resource/use-resource';

/** Rows of the generic seat and call record pages: the declarations' own fields. */
type SeatRow = RecordOf<typeof seatsResource>;
export type CallRecordRow = RecordOf<typeof callRecordResource>;

/** A quiet call: every failure (a refusal, the network) rejects with a ResultError carrying its message. */
async function quiet<T>(method: 'GET' | 'POST', url: string, body: Record<string, unknown>): Promise<T> {
  let env;
  try {
    env = method === 'GET' ? await http.get<T>(url, body, { quiet: true }) : await http.post<T>(url, body, { quiet: true });
  } catch (err) {
    if (err instanceof HttpError) throw new ResultError(err.message, err.code ?? 0);
    throw err;
  }
  if (env.code !== Codes.SUCCESS.code) throw new ResultError(env.msg, env.code);
  return env.data;
}

export interface Seat {
  id: string;
  seatNo: string;
  phone: string;
  userId: string;
  signIn: number;
}

/** The user's own seat in the current store (the seat list filtered by userId), or null. */
export async function fetchOwnSeat(userId: string): Promise<Seat | null> {
  const data = await quiet<{ records?: SeatRow[] }>('GET', resourceUrl(seatsResource, 'page'), { current: 1, size: 10, userId });
  const row = (data?.records ?? []).find((r) => String(r.userId) === userId);
  return row ? { id: row.id, seatNo: String(row.seatNo ?? ''), phone: String(row.phone ?? ''), userId, signIn: Number(row.signIn) } : null;
}

/** ahSeats/signIn: signs the caller in to their seat with this phone. */
export const signInSeat = (phone: string) => quiet<{ seatsId: string; signIn: number }>('POST', resourceUrl(seatsResource, 'signIn'), { phone });

export interface CallStarted {
  /** the call record */
  id: string;
  callId: string;
  seatsId: string;
}

/** ahClueTraceRecord/callOut: the caller's signed-in seat calls the clue's customer. */
export const callOut = (clueTraceId: string) => quiet<CallStarted>('POST', '/api/crm-dcc/ahClueTraceRecord/callOut', { clueTraceId });

/** seats/abort_call: hangs up the seat's call. */
export const abortCall = (seatsId: string) => quiet<{ id: string; callState: number; durationSec: number | null }>('POST', '/api/crm-dcc/seats/abort_call', { seatsId });

/** ahClueCallRecord/getSoundText: the text of a finished call's recording. */
export const fetchSoundText = (id: string) => quiet<{ id: string; soundText: string }>('GET', resourceUrl(callRecordResource, 'getSoundText'), { id });

/** Spec 2 section 9 lists hold at most 1000 records on a detail page. */
export const CLUE_CALLS_SIZE = 1000;

export const callKeys = {
  allCalls: ['clue', 'calls'] as const,
  calls: (traceId: string) => ['clue', 'calls', traceId] as const,
  inCall: ['clue', 'seatsInCall'] as const,
};

/** The clue's calls, newest first. */
export function useClueCalls(traceId: string, enabled = true) {
  return useQuery({
    queryKey: callKeys.calls(traceId),
    enabled: enabled && !!traceId,
    staleTime: 0,
    queryFn: async () => {
      const data = await quiet<{ records?: CallRecordRow[]; total?: number }>('GET', resourceUrl(callRecordResource, 'page'), { current: 1, size: CLUE_CALLS_SIZE, ahClueTraceId: traceId, descs: 'startTime' });
      return { records: data?.records ?? [], total: Number(data?.total ?? 0) };
    },
  });
}

/** The calls going on in the store (call state 2), for the seat list's 挂断. */
export function useCallsGoingOn(enabled = true) {
  return useQuery({
    queryKey: callKeys.inCall,
    enabled,
    staleTime: 0,
    queryFn: async () => (await quiet<{ records?: CallRecordRow[] }>('GET', resourceUrl(callRecordResource, 'page'), { current: 1, size: 100, callState: '2' }))?.records ?? [],
  });
}
