/**
 * Refreshes the access token before it expires (the server's lifetime is 900000 ms): the session
 * machine gets REFRESH this long after the token was saved; a refused refresh ends the session,
 * a network failure keeps it until the next try.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { tokenSavedAt, useSession } from './session';
import { sessionActor } from './session-actor';

export const TOKEN_REFRESH_MS = 10 * 60_000;
/** an overdue refresh (a reload, a failed try) runs this long after */
export const OVERDUE_RETRY_MS = 5_000;

export function useTokenRefresh(): void {
  const { user, tenantId, signedIn } = useSession();
  // back in signedIn after a refresh (done or failed on the network) schedules the next one
  const idle = useSelector(sessionActor, (s) => s.matches('signedIn'));
  useEffect(() => {
    if (!signedIn || !tenantId || !idle) return;
    const due = (tokenSavedAt() ?? Date.now()) + TOKEN_REFRESH_MS - Date.now();
    const timer = setTimeout(() => sessionActor.send({ type: 'REFRESH' }), due > 0 ? due : OVERDUE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [user, tenantId, signedIn, idle]);
}
