/**
 * Calling a clue's customer from the desk or the clue detail: callOut through the caller's signed-in
 * seat (when it answers 请先签入坐席, an offer to sign in to their own seat and call), the call bar
 * while the call is on (customer, phone, running time, 挂断 by button or Shift+H; Esc never hangs
 * up), then abort_call with the seat callOut named and an offer to log the follow-up. The call on
 * is kept outside the screens, so the bar stays when the salesman goes from the desk to the detail.
 */
import { Button, Dialog, Flex, ScrollArea, Spinner, Text } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Lang } from '../../domain/codes';
import { callRecordResource } from '../../domain/resources/sales/call-record';
import { seatsResource } from '../../domain/resources/sales/seats';
import { useSession } from '../../shell/session';
import { showToast, toastError, toastSuccess } from '../../shell/ui-bus';
import type { ConfirmController } from '../resource/confirm';
import { usePermissions } from '../resource/use-permissions';
import { resourceKeys, ResultError, type AnyRow } from '../resource/use-resource';
import { abortCall, callKeys, callOut, fetchOwnSeat, fetchSoundText, signInSeat } from './call-api';
import { formatElapsed, needsSeatSignIn, seatBusy } from './call-flow';
import { ct } from './texts';

/** the key of 拨打 on a clue (desk row, detail) and of 挂断 while a call is on */
export const CALL_KEY = 'c';
export const HANG_UP_KEY = 'Shift+H';

export interface CallTarget {
  /** the clue trace */
  id: string;
  customerName: string;
  customerPhone: string;
  /** the desk row it was called from */
  row?: AnyRow;
}

export interface ActiveCall extends CallTarget {
  seatsId: string;
  recordId: string;
  startedAt: number;
}

// ------------------------------------------------------------------ the call on, shared by the screens
let current: ActiveCall | null = null;
const listeners = new Set<() => void>();
function setCurrent(call: ActiveCall | null) {
  current = call;
  for (const l of listeners) l();
}
/** The seat's call was hung up elsewhere (the seat list): the bar of that call goes. */
export function forgetCall(seatsId: string) {
  if (current?.seatsId === seatsId) setCurrent(null);
}
function useCurrentCall(): ActiveCall | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}

export const callTargetOf = (row: AnyRow): CallTarget => ({ id: String(row.id), customerName: String(row.customerName ?? ''), customerPhone: String(row.customerPhone ?? ''), row });

export interface ClueCallOptions {
  lang: Lang;
  /** the screen's one confirm dialog: the sign-in and follow-up offers are asked there */
  confirm: ConfirmController;
  /** opens the trace dialog on the clue just called; absent or false: no follow-up offer */
  followUp?: (target: CallTarget) => boolean;
}

export function useClueCall({ lang, confirm, followUp }: ClueCallOptions) {
  const can = usePermissions();
  const userId = useSession().user?.user_id ?? '';
  const client = useQueryClient();
  const active = useCurrentCall();
  // what is in flight: a dial (with its sign-in offer) or a hang-up; refs, so a key pressed before the next render sees it
  const dialling = useRef(false);
  const hangingUp = useRef(false);
  const [busy, setBusy] = useState(false);
  const may = { call: can('clue_following_call_out'), signIn: can('clue_seats_sign_in'), hangUp: can('clue_seats_abort_call') };

  // a call changes the call records and the seats in a call, not the clue (the follow-up saved after it does)
  const refresh = () => {
    void client.invalidateQueries({ queryKey: callKeys.allCalls });
    void client.invalidateQueries({ queryKey: callKeys.inCall });
    void client.invalidateQueries({ queryKey: resourceKeys.all(callRecordResource) });
  };

  async function dial(target: CallTarget) {
    const started = await callOut(target.id);
    setCurrent({ ...target, seatsId: started.seatsId, recordId: started.id, startedAt: Date.now() });
    refresh();
  }

  async function offerSignIn(target: CallTarget, refusal: string) {
    const seat = may.signIn && userId ? await fetchOwnSeat(userId).catch(() => null) : null;
    if (!seat) return toastError(may.signIn ? ct('noOwnSeat', lang) : refusal);
    await confirm.ask({
      title: ct('signInTitle', lang),
      message: ct('signInOffer', lang, { seatNo: seat.seatNo, phone: seat.phone, name: target.customerName }),
      confirmLabel: ct('signInAndCall', lang),
      run: async () => {
        await signInSeat(seat.phone);
        void client.invalidateQueries({ queryKey: resourceKeys.all(seatsResource) });
        toastSuccess(ct('signedIn', lang, { seatNo: seat.seatNo }));
        await dial(target);
      },
    });
  }

  /** A call the bar no longer shows (the page was reloaded during it) keeps the seat busy: offer to hang it up. */
  async function offerHangUpLost(refusal: string) {
    const seat = may.hangUp && userId ? await fetchOwnSeat(userId).catch(() => null) : null;
    if (!seat) return toastError(refusal);
    await confirm.ask({
      title: ct('hangUp', lang),
      message: ct('seatBusyOffer', lang, { seatNo: seat.seatNo }),
      confirmLabel: ct('hangUp', lang),
      danger: true,
      run: async () => {
        await abortCall(seat.id);
        refresh();
      },
    });
  }

  async function start(target: CallTarget) {
    if (!may.call || dialling.current) return;
    if (current) return showToast('info', ct('alreadyInCall', lang));
    dialling.current = true;
    try {
      await dial(target);
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      if (err instanceof ResultError && needsSeatSignIn(text)) await offerSignIn(target, text);
      else if (err instanceof ResultError && seatBusy(text)) await offerHangUpLost(text);
      else toastError(text);
    } finally {
      dialling.current = false;
    }
  }

  async function hangUp() {
    const call = current;
    if (!call || hangingUp.current) return;
    hangingUp.current = true;
    setBusy(true);
    let duration = formatElapsed(Date.now() - call.startedAt);
    try {
      const ended = await abortCall(call.seatsId);
      if (ended.durationSec !== null && ended.durationSec !== undefined) duration = formatElapsed(ended.durationSec * 1000);
    } catch (err) {
      // the call may have ended elsewhere (the seat list, the provider): the bar goes all the same
      toastError(err instanceof Error ? err.message : String(err));
    } finally {
      hangingUp.current = false;
      setBusy(false);
    }
    setCurrent(null);
    refresh();
    if (!followUp) return;
    const asked = await confirm.ask({ title: ct('callEndedTitle', lang), message: ct('callEnded', lang, { name: call.customerName, duration }), confirmLabel: ct('followUp', lang), run: async () => undefined });
    if (asked) followUp(call);
  }

  return { active, busy, may, start: (t: CallTarget) => void start(t), hangUp: () => void hangUp() };
}

/** The bar of the call on: who, which phone, how long, and 挂断 (a button, Shift+H). */
export function CallBar({ call, lang, canHangUp, busy, onHangUp }: { call: ActiveCall | null; lang: Lang; canHangUp: boolean; busy: boolean; onHangUp: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!call) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [call]);
  if (!call) return null;
  return (
    <div className="clue-call-bar" role="region" aria-label={ct('inCall', lang)} aria-live="polite">
      <span className="clue-call-dot" aria-hidden="true" />
      <Text weight="bold">{ct('inCall', lang)}</Text>
      <Text className="clue-call-name">{call.customerName}</Text>
      <Text color="gray">{call.customerPhone}</Text>
      <Text aria-label={ct('elapsed', lang)} className="clue-call-elapsed">
        {formatElapsed(now - call.startedAt)}
      </Text>
      {canHangUp && (
        <Button color="red" onClick={onHangUp} loading={busy} title={HANG_UP_KEY}>
          {ct('hangUp', lang)} <kbd className="clue-kbd">{HANG_UP_KEY}</kbd>
        </Button>
      )}
    </div>
  );
}

/** The text of a finished call's recording (getSoundText), in a dialog. */
export function SoundTextDialog({ call, lang, onClose }: { call: AnyRow | null; lang: Lang; onClose: () => void }) {
  const id = call ? String(call.id) : '';
  const text = useQuery({ queryKey: ['clue', 'soundText', id], enabled: !!id, staleTime: 60_000, retry: false, queryFn: () => fetchSoundText(id) });
  return (
    <Dialog.Root open={!!call} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content maxWidth="560px" aria-describedby={undefined}>
        <Dialog.Title>{ct('soundTextTitle', lang, { name: String(call?.customerName ?? '') })}</Dialog.Title>
        {text.isPending ? (
          <Flex justify="center" py="4">
            <Spinner />
          </Flex>
        ) : text.isError ? (
          <Text color="red" role="alert">
            {text.error.message}
          </Text>
        ) : (
          <ScrollArea type="auto" style={{ maxHeight: 360 }}>
            <Text as="p" size="2" className="clue-sound-text">
              {text.data.soundText || ct('noSoundText', lang)}
            </Text>
          </ScrollArea>
        )}
        <Flex justify="end" mt="3">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {ct('close', lang)}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
