/**
 * Keeps the live stream open while signed in (one per tab, opened again on a store switch) and
 * reloads the queries that read the tables a message names: a resource list or page reads its
 * declaration's table, the notices read ah_notice, the export tasks ah_export_task. Writes through any
 * server process arrive within the second. A session ended elsewhere opens the 59998 dialog at once.
 * While the focus is in a dialog or a form, the reloads wait until it leaves (src/shell/live-batch.ts):
 * a live reload never moves the focus or replaces what a person is typing.
 */
import { useEffect } from 'react';
import { http } from '../api/http';
import { openLive } from '../api/live';
import { queryClient } from '../api/query-client';
import { createLiveBatch, EDITING_SELECTOR } from './live-batch';
import { readsAny } from './live-tables';
import { useSession } from './session';

export function useLiveUpdates(): void {
  const { signedIn, tenantId, user } = useSession();
  const storeId = user?.store_id ?? null;
  useEffect(() => {
    if (!signedIn || !tenantId) return;
    const batch = createLiveBatch({
      editing: () => !!document.activeElement?.closest(EDITING_SELECTOR),
      apply: (tables) => void queryClient.invalidateQueries({ predicate: (q) => readsAny(q, tables) }),
    });
    const settle = () => batch.settle();
    // focus leaving to nothing (a dialog closed on the body) shows as focusout only: looked at once the
    // move is over (during focusout the focus is nowhere, even on a Tab to the form's next field)
    const settleSoon = () => void setTimeout(settle, 0);
    document.addEventListener('focusin', settle);
    document.addEventListener('focusout', settleSoon);
    const close = openLive({
      headers: () => http.headers(),
      onTables: (tables) => batch.add(tables),
      onEnd: (code) => http.sessionEnded(code),
      // what changed while the stream was down was not told: everything shown loads again
      onReconnect: () => batch.add(['*']),
      // on the page for whoever needs to know the stream listens (a journey waits for it before another desk writes)
      onState: (ready) => {
        if (ready) document.documentElement.dataset.live = 'ready';
        else delete document.documentElement.dataset.live;
      },
    });
    return () => {
      close();
      delete document.documentElement.dataset.live;
      document.removeEventListener('focusin', settle);
      document.removeEventListener('focusout', settleSoon);
    };
  }, [signedIn, tenantId, storeId]);
}
