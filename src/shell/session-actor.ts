/**
 * The app's session actor (src/machines/session.machine.ts) with the shell's effects: the calls,
 * the token storage, what sign-in and sign-out clear. The login page sends LOGIN, the refresh
 * timer REFRESH, the user menu LOGOUT, the http client's 401 and the single-session dialogs END.
 */
import { createActor, waitFor } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { login, logout, refreshToken, type TokenData } from '../api/auth';
import { HttpError } from '../api/http';
import { storage } from '../api/storage';
import { sessionMachine, type CallError } from '../machines/session.machine';
import { clearLock } from './lock-store';
import { clearSession, getSession, saveTokens, setLoginMessage } from './session';
import { resetShellState } from './shell-state';
import { resetTabs } from './tabs/tabs-store';
import { closeMessages } from './ui-bus';

const toCallError = (err: unknown): CallError =>
  err instanceof HttpError ? { kind: err.kind, message: err.message } : { kind: 'network', message: String(err) };

/** Called with the new store after every sign-in and refresh (the store switch follows it). */
let onTokens: (storeId: string | null) => void = () => undefined;
export const followTokens = (listener: (storeId: string | null) => void) => void (onTokens = listener);

/** What else a sign-out clears, registered by the parts loaded after sign-in (the query cache of src/signed-in-shell.tsx). */
const onLeave = new Set<() => void>();
export const clearOnSignOut = (clear: () => void) => void onLeave.add(clear);

export const sessionActor = createActor(
  sessionMachine.provide({
    actions: {
      requestLogin: ({ self }, credentials) => {
        login(credentials).then(
          (tokens) => self.send({ type: 'LOGGED_IN', tokens }),
          (err: unknown) => self.send({ type: 'LOGIN_FAILED', error: toCallError(err) }),
        );
      },
      requestRefresh: ({ self }) => {
        const tenantId = getSession().tenantId;
        const token = storage.getRefreshToken();
        if (!tenantId || !token) return void self.send({ type: 'REFRESH_FAILED', error: { kind: 'unauthorized' } });
        refreshToken({ tenantId, refreshToken: token }).then(
          (tokens) => self.send({ type: 'REFRESHED', tokens }),
          (err: unknown) => self.send({ type: 'REFRESH_FAILED', error: toCallError(err) }),
        );
      },
      requestLogout: ({ self }) => {
        void logout()
          .catch(() => undefined)
          .finally(() => self.send({ type: 'LOGGED_OUT' }));
      },
      keepTokens: (_, tokens) => {
        saveTokens(tokens as unknown as TokenData);
        onTokens(tokens.store_id);
      },
      // a new sign-in starts from the home tab, unlocked
      enter: () => {
        resetTabs();
        clearLock();
      },
      leave: (_, { message }) => {
        clearSession();
        resetShellState();
        resetTabs();
        clearLock();
        for (const clear of onLeave) clear();
        closeMessages();
        if (message) setLoginMessage(message);
        navigate('/login', { replace: true });
      },
    },
  }),
  { input: { signedIn: getSession().signedIn } },
).start();

/** Ends the session: asks the server unless it is over already; resolves on /login. */
export async function endSession(options: { message?: string; callServer?: boolean } = {}): Promise<void> {
  const snap = sessionActor.getSnapshot();
  if (snap.matches('signedOut')) {
    // the tokens may have gone another way (another module cleared them): still show /login
    if (options.message) setLoginMessage(options.message);
    navigate('/login', { replace: true });
    return;
  }
  sessionActor.send(options.callServer === false || !snap.hasTag('signedIn') ? { type: 'END', message: options.message } : { type: 'LOGOUT' });
  await waitFor(sessionActor, (s) => s.matches('signedOut'));
}
