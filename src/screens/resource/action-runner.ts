/**
 * Running a declared action on some rows, the way the generic list does (the action contract,
 * src/domain/resources/action.ts): an action with `input` opens its form, one with a confirmation,
 * the operating password or a reason asks first, any other is sent at once. The show page runs
 * its actions through this, and so does the list.
 */
import { Codes, type Lang } from '../../domain/codes';
import { handleNoOperatingPassword } from '../../shell/operating-password-api';
import { msg } from '../../domain/messages';
import { hashOperatingCode } from '../../domain/operating-code';
import { actionBody, actionConfirm } from '../../domain/resources/action';
import type { ActionDecl, ResourceDecl } from '../../domain/resources/types';
import { validationMessage } from '../../domain/validators';
import { toastError, toastSuccess } from '../../shell/ui-bus';
import type { ConfirmController } from './confirm';
import { rt } from './texts';
import { ResultError, useResourceAction, type AnyRow } from './use-resource';

/**
 * Whether a row offers the action now to the user's store: its machine's answer, else (an action that
 * sets fields) whether it would change the row; an action of one side of the row's stores only to that side.
 */
export function actionApplies(a: ActionDecl, row: Readonly<Record<string, unknown>>, storeId?: string | null): boolean {
  if (a.byStore && (!storeId || String(row[a.byStore.field] ?? '') !== String(storeId))) return false;
  return a.applies ? a.applies(row) : !a.set || Object.entries(a.set).some(([k, v]) => String(row[k]) !== String(v));
}

function handleNoOperatingPasswordLater(err: ResultError): boolean {
  if (err.code !== Codes.NO_OPERATING_PASSWORD.code) return false;
  setTimeout(() => handleNoOperatingPassword(err), 0);
  return true;
}

export interface ActionRunnerOptions {
  lang: Lang;
  confirm: ConfirmController;
  /** opens the action's input form (the record dialog in action mode) */
  openInput: (a: ActionDecl, ids: string[], row: AnyRow | undefined) => void;
  /** after a successful call (not after an input form, whose dialog says when it saved) */
  onDone?: () => void;
  /** opens a page (an action done on its own page, `page`) */
  navigate: (to: string) => void;
}

export function useActionRunner(decl: ResourceDecl, options: ActionRunnerOptions) {
  const action = useResourceAction(decl);
  const { lang, confirm } = options;
  return (a: ActionDecl, ids: string[], row?: AnyRow) => {
    if (ids.length === 0) return;
    if (a.page) {
      options.navigate(`${a.page}?id=${encodeURIComponent(ids[0])}`);
      return;
    }
    if (a.input) {
      options.openInput(a, ids, row);
      return;
    }
    const run = async (password: string, reason: string) => {
      const operatingCode = a.operatingPassword ? await hashOperatingCode(password) : undefined;
      let env;
      try {
        env = await action.mutateAsync({ path: a.path, body: actionBody(a, ids, { operatingCode, reason }), base: a.base });
      } catch (err) {
        // no operating password yet: the question closes and the set dialog opens
        if (err instanceof ResultError && handleNoOperatingPasswordLater(err)) return;
        throw err;
      }
      toastSuccess(env.msg || msg('opSuccess', lang));
      options.onDone?.();
    };
    if (a.confirm || a.operatingPassword || a.reason) {
      void confirm.ask({
        title: a.label[lang],
        message: actionConfirm(a, row, lang) ?? rt('confirmAction', lang, { label: a.label[lang] }),
        danger: a.danger,
        password: a.operatingPassword,
        reason: a.reason && { label: a.reason.label[lang], max: a.reason.max, required: validationMessage('labelRequired', lang, { label: a.reason.label[lang] }) },
        run,
      });
      return;
    }
    run('', '').catch((err: unknown) => {
      // the http client has shown failures; whitelisted answers are the caller's to show
      if (err instanceof ResultError) toastError(err.message);
    });
  };
}
