/**
 * Renders the toast of ui-bus, and the two blocking dialogs: the alert (提示) and the
 * single-session dialog. A dialog's code (Radix's dialog, focus trap, scroll lock) loads the first
 * time it is shown, and it stays mounted after that.
 */
import { Callout } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from './lazy-screens';
import { sessionDialogActor } from './session-dialog-actor';
import { useUi } from './ui-bus';

const AlertMessage = lazy(() => import('./alert-message').then((m) => ({ default: m.AlertMessage })));
const SessionDialog = lazy(() => import('./session-dialog').then((m) => ({ default: m.SessionDialog })));

export function GlobalMessages() {
  const { toast, alert } = useUi();
  const sessionOpen = useSelector(sessionDialogActor, (s) => s.hasTag('open'));
  const alertWanted = useOpenedOnce(!!alert);
  const sessionWanted = useOpenedOnce(sessionOpen);
  return (
    <>
      {toast && (
        <div className="toast-slot" role={toast.kind === 'error' ? 'alert' : 'status'} key={toast.id}>
          <Callout.Root color={toast.kind === 'error' ? 'red' : toast.kind === 'success' ? 'green' : 'blue'} variant="surface" size="1">
            <Callout.Text>{toast.message}</Callout.Text>
          </Callout.Root>
        </div>
      )}
      <Suspense fallback={null}>
        {alertWanted && <AlertMessage />}
        {/* the single-session dialog (59998, 59997) cannot be dismissed: its one button is the only way on */}
        {sessionWanted && <SessionDialog />}
      </Suspense>
    </>
  );
}
