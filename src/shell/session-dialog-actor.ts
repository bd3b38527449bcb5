/**
 * The single-session dialog's actor (src/machines/session-dialog.machine.ts): the http client asks
 * for the dialog (showSessionDialog) and waits for its one button. The dialog itself
 * (session-dialog.tsx) loads when it is first shown.
 */
import { createActor } from 'xstate';
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
