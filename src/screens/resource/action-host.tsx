/**
 * Declared actions on a hand-written page (the stock car's page): the same runner as the list and the
 * show page (input form, confirmation, operating password, a page of its own), with the dialogs it
 * needs. Focus goes back where it was when a dialog closes.
 *
 *   const actions = useActionHost(decl, lang, refresh);
 *   actions.run(action, [id], row);   ...   {actions.element}
 */
import { useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Lang } from '../../domain/codes';
import type { ActionDecl, ResourceDecl } from '../../domain/resources/types';
import { useActionRunner } from './action-runner';
import { useConfirm } from './confirm';
import { ConfirmDialog } from './confirm-dialog';
import { RecordFormDialog, type RecordDialogTarget } from './record-form-dialog';
import type { AnyRow } from './use-resource';

export function useActionHost(decl: ResourceDecl, lang: Lang, onDone?: () => void): { run: (a: ActionDecl, ids: string[], row?: AnyRow) => void; element: ReactNode } {
  const [, navigate] = useLocation();
  const confirm = useConfirm(lang);
  const [dialog, setDialog] = useState<{ target: RecordDialogTarget; open: boolean } | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const run = useActionRunner(decl, {
    lang,
    confirm,
    navigate,
    onDone,
    openInput: (action, ids, row) => {
      returnTo.current = document.activeElement as HTMLElement | null;
      setDialog({ target: { mode: 'create', ids, row, action }, open: true });
    },
  });
  const element = (
    <>
      {dialog && (
        <RecordFormDialog
          decl={decl}
          target={dialog.target}
          open={dialog.open}
          lang={lang}
          onOpenChange={(open) => setDialog((d) => (d ? { ...d, open } : d))}
          returnFocus={() => {
            const el = returnTo.current;
            if (el && el.isConnected) el.focus({ preventScroll: true });
          }}
          onSaved={() => onDone?.()}
        />
      )}
      <ConfirmDialog controller={confirm} lang={lang} />
    </>
  );
  return { run, element };
}
