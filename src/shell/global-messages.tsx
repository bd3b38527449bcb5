/** Renders the toast, the blocking alert (提示) and the blocking session dialog of ui-bus. */
import { AlertDialog, Button, Callout, Flex } from '@radix-ui/themes';
import { useUi } from './ui-bus';

export function GlobalMessages() {
  const { toast, alert, session } = useUi();
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

      {/* the session dialog cannot be dismissed: its one button is the only way on */}
      <AlertDialog.Root open={!!session}>
        <AlertDialog.Content maxWidth="420px" onEscapeKeyDown={(e) => e.preventDefault()}>
          <AlertDialog.Title>{session?.title}</AlertDialog.Title>
          <AlertDialog.Description size="2">{session?.message}</AlertDialog.Description>
          <Flex justify="end" mt="4">
            <AlertDialog.Action>
              <Button onClick={() => session?.close()}>{session?.button}</Button>
            </AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </>
  );
}
