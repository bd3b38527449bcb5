/**
 * The blocking single-session dialog (59998 and 59997) as the session-dialog machine says: the
 * http client asks for it (showSessionDialog) and waits for its one button; it cannot be
 * dismissed otherwise.
 */
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { translate } from '../i18n';
import { sessionDialogMachine } from '../machines/session-dialog.machine';
import { closeDialog } from './dialog-state';
import { closePalette } from './palette/palette-store';

let waiting: Array<() => void> = [];

export const sessionDialogActor = createActor(
  sessionDialogMachine.provide({
    actions: {
      confirm: () => {
        const answer = waiting;
        waiting = [];
        for (const resolve of answer) resolve();
      },
    },
  }),
).start();

/** Shows the dialog (or joins the one on screen); resolves when its button is pressed. */
export function showSessionDialog(options: { code: number; message: string; button: string }): Promise<void> {
  // it blocks everything: no other dialog stays over or under it
  closeDialog();
  closePalette();
  return new Promise((resolve) => {
    waiting.push(resolve);
    sessionDialogActor.send({ type: 'SHOW', ...options });
  });
}

export function SessionDialog() {
  const { open, message, button } = useSelector(
    sessionDialogActor,
    (s) => ({ open: s.hasTag('open'), message: s.context.message, button: s.context.button }),
    (a, b) => a.open === b.open && a.message === b.message && a.button === b.button,
  );
  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Content className="session-dialog" maxWidth="420px" onEscapeKeyDown={(e) => e.preventDefault()}>
        <AlertDialog.Title>{translate('http.alertTitle')}</AlertDialog.Title>
        <AlertDialog.Description size="2">{message}</AlertDialog.Description>
        <Flex justify="end" mt="4">
          <AlertDialog.Action>
            <Button onClick={() => sessionDialogActor.send({ type: 'CONFIRM' })}>{button}</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
