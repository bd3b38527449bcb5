/** The confirmation dialog of a list (delete, batch delete, actions), with the operating password or a reason when asked. */
import { AlertDialog, Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useId, useLayoutEffect, useRef, type FormEvent } from 'react';
import type { Lang } from '../../domain/codes';
import type { ConfirmController } from './confirm';
import { rt } from './texts';

export function ConfirmDialog({ controller, lang, fallbackFocus }: { controller: ConfirmController; lang: Lang; fallbackFocus?: () => HTMLElement | null }) {
  const { state } = controller;
  const request = state.request;
  const passwordId = useId();
  const errorId = `${passwordId}-error`;
  const passwordRef = useRef<HTMLInputElement>(null);
  const reasonId = `${passwordId}-reason`;
  const reasonRef = useRef<HTMLInputElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const first = () => (request?.password ? passwordRef.current : request?.reason ? reasonRef.current : okRef.current);
  // asked again while the last question was still fading out, Radix reuses the painted dialog and does
  // not focus it anew (its busy OK button had dropped the focus to the page): Enter must answer this one
  useLayoutEffect(() => {
    const content = okRef.current?.closest('[role="alertdialog"]');
    if (state.open && content && !content.contains(document.activeElement)) first()?.focus();
    // a new question, not each render
  }, [state.open, request]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void controller.submit();
  }

  return (
    <AlertDialog.Root
      open={state.open}
      onOpenChange={(open) => {
        if (!open) controller.cancel();
      }}
    >
      <AlertDialog.Content
        maxWidth="440px"
        onOpenAutoFocus={(e) => {
          // the password when asked, else OK: the user chose the action, the dialog is the safety net (Esc cancels)
          e.preventDefault();
          first()?.focus();
        }}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          controller.restoreFocus(fallbackFocus?.());
        }}
        onEscapeKeyDown={(e) => {
          if (state.busy) e.preventDefault();
        }}
      >
        <form onSubmit={onSubmit}>
          <AlertDialog.Title>{request?.title ?? rt('tip', lang)}</AlertDialog.Title>
          <AlertDialog.Description size="2">{request?.message}</AlertDialog.Description>
          {request?.password && (
            <Flex direction="column" gap="1" mt="3">
              <Text as="label" htmlFor={passwordId} size="2" weight="medium">
                {rt('operatingPassword', lang)}
              </Text>
              <TextField.Root
                id={passwordId}
                type="password"
                ref={passwordRef}
                autoComplete="off"
                maxLength={20}
                value={state.password}
                color={state.error ? 'red' : undefined}
                aria-invalid={state.error ? true : undefined}
                aria-describedby={state.error ? errorId : undefined}
                onChange={(e) => controller.setPassword(e.target.value)}
              />
            </Flex>
          )}
          {request?.reason && (
            <Flex direction="column" gap="1" mt="3">
              <Text as="label" htmlFor={reasonId} size="2" weight="medium">
                {request.reason.label}
              </Text>
              <TextField.Root
                id={reasonId}
                ref={reasonRef}
                autoComplete="off"
                maxLength={request.reason.max}
                value={state.reason}
                color={state.error ? 'red' : undefined}
                aria-invalid={state.error ? true : undefined}
                aria-describedby={state.error ? errorId : undefined}
                onChange={(e) => controller.setReason(e.target.value)}
              />
            </Flex>
          )}
          <Text as="p" id={errorId} size="1" color="red" role={state.error ? 'alert' : undefined} style={{ minHeight: 16, marginTop: 4 }}>
            {state.error ?? ''}
          </Text>
          <Flex gap="3" mt="3" justify="end">
            <AlertDialog.Cancel>
              <Button type="button" variant="soft" color="gray" disabled={state.busy}>
                {rt('cancel', lang)}
              </Button>
            </AlertDialog.Cancel>
            {/* not AlertDialog.Action: that would close the dialog before the call answers */}
            <Button type="submit" color={request?.danger ? 'red' : undefined} loading={state.busy} ref={okRef}>
              {request?.confirmLabel ?? rt('confirm', lang)}
            </Button>
          </Flex>
        </form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
