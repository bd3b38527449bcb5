/**
 * 坐席列表 (/clue/seats): the generic list of seatsResource with the seat actions of spec 2
 * section 7 as row actions: 签入 (ahSeats/signIn) on the user's own seat while it is not signed
 * in, 挂断 (seats/abort_call) on a seat in a call (the store's call records in state calling).
 * Each is offered where it applies, in the row and the palette, to holders of its button code.
 */
import { useQueryClient } from '@tanstack/react-query';
import { seatsResource } from '../../domain/resources/sales/seats';
import { useSession } from '../../shell/session';
import { toastError, toastSuccess } from '../../shell/ui-bus';
import { ResourceListScreen } from '../resource/resource-list-screen';
import type { ListRowAction } from '../resource/row-actions';
import { usePermissions } from '../resource/use-permissions';
import { resourceKeys } from '../resource/use-resource';
import { useLang } from '../resource/use-lang';
import { abortCall, callKeys, signInSeat, useCallsGoingOn } from './call-api';
import { offersSeatSignIn, seatsInCall } from './call-flow';
import { forgetCall, HANG_UP_KEY } from './clue-call';
import { ct, ctBoth } from './texts';

export const SEAT_SIGN_IN_KEY = 'i';

export function SeatsScreen() {
  const lang = useLang();
  const can = usePermissions();
  const userId = useSession().user?.user_id ?? '';
  const client = useQueryClient();
  const mayHangUp = can('clue_seats_abort_call');
  const inCall = seatsInCall(useCallsGoingOn(mayHangUp).data ?? []);

  const afterwards = (text: string) => {
    toastSuccess(text);
    void client.invalidateQueries({ queryKey: resourceKeys.all(seatsResource) });
    void client.invalidateQueries({ queryKey: callKeys.inCall });
  };
  const failed = (err: unknown) => toastError(err instanceof Error ? err.message : String(err));

  const actions: ListRowAction[] = [
    ...(can('clue_seats_sign_in')
      ? [
          {
            id: 'seat.signIn',
            label: ctBoth('seatSignIn'),
            shortcut: SEAT_SIGN_IN_KEY,
            applies: (row: Record<string, unknown>) => offersSeatSignIn(row, userId),
            run: (row: Record<string, unknown>) =>
              void signInSeat(String(row.phone ?? ''))
                .then(() => afterwards(ct('signedIn', lang, { seatNo: String(row.seatNo ?? '') })))
                .catch(failed),
          },
        ]
      : []),
    ...(mayHangUp
      ? [
          {
            id: 'seat.hangUp',
            label: ctBoth('hangUp'),
            shortcut: HANG_UP_KEY,
            danger: true,
            applies: (row: Record<string, unknown>) => inCall.has(String(row.id)),
            run: (row: Record<string, unknown>) =>
              void abortCall(String(row.id))
                .then(() => {
                  forgetCall(String(row.id));
                  afterwards(ct('callEndedTitle', lang));
                  void client.invalidateQueries({ queryKey: ['clue'] });
                })
                .catch(failed),
          },
        ]
      : []),
  ];
  return <ResourceListScreen decl={seatsResource} rowActions={actions} />;
}
