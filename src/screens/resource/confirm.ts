/**
 * The confirmation step of deletes and actions: a question, an optional operating-password field,
 * and the call that runs when the user confirms. The dialog stays open while the call runs; an
 * answer the caller must handle itself (wrong or missing operating password, whitelisted codes)
 * shows in place and keeps it open; any other failure was already shown by the http client and
 * closes it (spec 1 section 8: on a five-digit failure the dialog closes).
 *
 * Rendering is confirm-dialog.tsx; this is the state, so a screen owns one dialog for all its asks.
 */
import { useCallback, useRef, useState } from 'react';
import { Codes, type Lang } from '../../domain/codes';
import { handleNoOperatingPassword } from '../../shell/operating-password-api';
import { validationMessage } from '../../domain/validators';
import { ResultError } from './use-resource';

export interface ConfirmRequest {
  title?: string;
  message: string;
  /** ask for the operating password; run() receives it in clear and hashes it */
  password?: boolean;
  confirmLabel?: string;
  /** a destructive question (red button) */
  danger?: boolean;
  /** ask for a reason too (a refusal): `required` is said when it is left empty; run() receives it trimmed */
  reason?: { label: string; max: number; required: string };
  run: (password: string, reason: string) => Promise<void>;
}

export interface ConfirmState {
  request: ConfirmRequest | null;
  open: boolean;
  busy: boolean;
  error: string | null;
  password: string;
  reason: string;
}

export interface ConfirmController {
  state: ConfirmState;
  /** resolves true when the call ran, false when cancelled or failed */
  ask(request: ConfirmRequest): Promise<boolean>;
  setPassword(value: string): void;
  setReason(value: string): void;
  submit(): Promise<void>;
  cancel(): void;
  /** where focus goes back to when the dialog closes */
  restoreFocus(fallback?: HTMLElement | null): void;
}

const closed: ConfirmState = { request: null, open: false, busy: false, error: null, password: '', reason: '' };

export function useConfirm(lang: Lang): ConfirmController {
  const [state, setState] = useState<ConfirmState>(closed);
  const stateRef = useRef(state);
  stateRef.current = state;
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  const finish = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setState((s) => ({ ...s, open: false, busy: false }));
  }, []);

  const ask = useCallback((request: ConfirmRequest) => {
    resolver.current?.(false);
    returnTo.current = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
    setState({ request, open: true, busy: false, error: null, password: '', reason: '' });
    return new Promise<boolean>((resolve) => (resolver.current = resolve));
  }, []);

  const askRef = useRef(ask);
  askRef.current = ask;

  const submit = useCallback(async () => {
    const s = stateRef.current;
    // a closed question (still painted while it fades) takes no second Enter
    if (!s.request || !s.open || s.busy) return;
    if (s.request.password && s.password === '') {
      setState((x) => ({ ...x, error: validationMessage('operatingCodeRequired', lang) }));
      return;
    }
    if (s.request.reason && s.reason.trim() === '') {
      setState((x) => ({ ...x, error: s.request!.reason!.required }));
      return;
    }
    setState((x) => ({ ...x, busy: true, error: null }));
    try {
      await s.request.run(s.password, s.reason.trim());
      finish(true);
    } catch (err) {
      if (err instanceof ResultError && err.code === Codes.NO_OPERATING_PASSWORD.code) {
        // no operating password yet: this confirmation closes, the set dialog opens, and once the
        // password is saved the same confirmation comes back (issue 25: the action was lost)
        const request = s.request;
        finish(false);
        setTimeout(() => handleNoOperatingPassword({ code: err.code }, () => void askRef.current(request)), 0);
        return;
      }
      if (err instanceof ResultError) {
        setState((x) => ({ ...x, busy: false, error: err.message || String(err.code), password: '' }));
        return;
      }
      finish(false);
    }
  }, [finish, lang]);

  const cancel = useCallback(() => {
    if (stateRef.current.busy) return;
    finish(false);
  }, [finish]);

  const setPassword = useCallback((password: string) => setState((x) => ({ ...x, password, error: null })), []);
  const setReason = useCallback((reason: string) => setState((x) => ({ ...x, reason, error: null })), []);

  const restoreFocus = useCallback((fallback?: HTMLElement | null) => {
    const el = returnTo.current;
    const target = el && el.isConnected && el !== document.body ? el : fallback;
    target?.focus({ preventScroll: true });
  }, []);

  return { state, ask, setPassword, setReason, submit, cancel, restoreFocus };
}
