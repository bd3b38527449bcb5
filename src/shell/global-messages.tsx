/** Renders the toast and the blocking alert (提示) of ui-bus, and the blocking single-session dialog. */
import { AlertDialog, Button, Callout, Flex } from '@radix-ui/themes';
import { SessionDialog } from './session-dialog';
import { useUi } from './ui-bus';

export function GlobalMessages() {
  const { toast, alert } = useUi();
  return (
    <>
      {toast && (
        <div className="toast-slot" role={toast.kind === 'error' ? 'alert' : 'status'} key={toast.id}>
          <Callout.Root color={toast.kind === 'error' ? 'red' : toast.kind === 'success' ? 'green' : 'blue'} variant="surface" size="1">
            <Callout.Text>{toast.message}</Callout.Text>
          </Callout.Root>
        </div>
      )}

      <AlertDialog.Root open={!!alert}>
        <AlertDialog.Content maxWidth="420px" onEscapeKeyDown={() => alert?.close()}>
          <AlertDialog.Title>{alert?.title}</AlertDialog.Title>
          <AlertDialog.Description size="2">{alert?.message}</AlertDialog.Description>
          <Flex justify="end" mt="4">
            <AlertDialog.Action>
              <Button onClick={() => alert?.close()}>{alert?.button}</Button>
            </AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>

      {/* the single-session dialog (59998, 59997) cannot be dismissed: its one button is the only way on */}
      <SessionDialog />
    </>
  );
}
