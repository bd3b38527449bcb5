/** The blocking alert (提示) of ui-bus: the http client's five-digit answers and other messages that wait for a button. */
import 'virtual:radix-themes/later.css';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useRef } from 'react';
import { useUi } from './ui-bus';

export function AlertMessage() {
  const { alert } = useUi();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog.Root open={!!alert}>
      <AlertDialog.Content
        maxWidth="420px"
        onEscapeKeyDown={() => alert?.close()}
        // its one button takes the keyboard (Radix focuses an alert's Cancel, and there is none)
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          button.current?.focus();
        }}
      >
        <AlertDialog.Title>{alert?.title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{alert?.message}</AlertDialog.Description>
        <Flex justify="end" mt="4">
          <AlertDialog.Action>
            <Button ref={button} onClick={() => alert?.close()}>
              {alert?.button}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
