/**
 * The blocking single-session dialog (59998 and 59997) as the session-dialog machine says
 * (session-dialog-actor.ts); it cannot be dismissed but by its one button.
 */
import 'virtual:radix-themes/later.css';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { translate } from '../i18n';
import { sessionDialogActor } from './session-dialog-actor';

export function SessionDialog() {
  const { open, message, button } = useSelector(
    sessionDialogActor,
    (s) => ({ open: s.hasTag('open'), message: s.context.message, button: s.context.button }),
    (a, b) => a.open === b.open && a.message === b.message && a.button === b.button,
  );
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Content
        className="session-dialog"
        maxWidth="420px"
        onEscapeKeyDown={(e) => e.preventDefault()}
        // it takes the keyboard: Radix focuses an alert's Cancel, and this one has none (the page behind kept the focus)
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          confirm.current?.focus();
        }}
      >
        <AlertDialog.Title>{translate('http.alertTitle')}</AlertDialog.Title>
        <AlertDialog.Description size="2">{message}</AlertDialog.Description>
        <Flex justify="end" mt="4">
          <AlertDialog.Action>
            <Button ref={confirm} onClick={() => sessionDialogActor.send({ type: 'CONFIRM' })}>
              {button}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
