/**
 * The pure rules of calling a clue's customer from a seat (spec 2 section 7: ahSeats/signIn,
 * ahClueTraceRecord/callOut, seats/abort_call, the call sound text): what a refusal means, which
 * seat row is the user's own to sign in, how a call's running time reads. No I/O, tested alone.
 */

/** callOut's refusal when the caller has no signed-in seat (server/modules/crm-dcc/seats.ts), both languages */
const SIGN_IN_FIRST = ['请先签入坐席', 'Sign in to a seat first'];

/** Whether a refused callOut asks the caller to sign in to a seat first. */
export function needsSeatSignIn(message: string | null | undefined): boolean {
  return !!message && SIGN_IN_FIRST.some((m) => message.includes(m));
}

/** callOut's refusal when the caller's seat is still in a call (one the screen no longer shows, after a reload) */
const SEAT_BUSY = ['坐席正在通话中', 'The seat is already in a call'];

/** Whether a refused callOut says the caller's seat is still in a call. */
export function seatBusy(message: string | null | undefined): boolean {
  return !!message && SEAT_BUSY.some((m) => message.includes(m));
}

/** A call's running time as m:ss (h:mm:ss past an hour); negative or unknown reads 0:00. */
export function formatElapsed(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

type SeatRow = Readonly<Record<string, unknown>>;

/** The seat row is the user's own. */
export const isOwnSeat = (row: SeatRow, userId: string | null | undefined): boolean => !!userId && String(row.userId ?? '') === String(userId);

/** A seat the user may sign in to from its row: their own, not signed in yet. */
export const offersSeatSignIn = (row: SeatRow, userId: string | null | undefined): boolean => isOwnSeat(row, userId) && Number(row.signIn) !== 1;

/** The call record's state code while the call is on (dictionary call_state: 0 not connected, 1 connected, 2 calling). */
export const CALL_STATE_CALLING = '2';

/** Whether a call record has ended, so its sound text can be asked for. */
export const callEnded = (row: Readonly<Record<string, unknown>>): boolean => row.callState !== undefined && row.callState !== null && String(row.callState) !== CALL_STATE_CALLING;

/** The seat ids in a call, from the call records in state calling. */
export function seatsInCall(records: ReadonlyArray<Readonly<Record<string, unknown>>>): Set<string> {
  return new Set(records.filter((r) => String(r.callState) === CALL_STATE_CALLING && r.seatsId).map((r) => String(r.seatsId)));
}
